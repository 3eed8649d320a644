"""The reply to moves only builds the reply: a game's finish, its clocks and what a
campaign adds are listeners on events of the tables (bot/tables.py), heard once the
reply is built and before anyone reads it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.boards import Boards
from bot.messages import Texts
from bot.narration import Step
from bot.replies import Reply
from bot.service import GameMaster
from bot.sessions import Session
from bot.storage import MemoryStore, SeatRecord, SessionRecord
from bot.tables import Moved
from games.core import get_game
from tests.support.players import ANA, started

Stored = tuple[int, str, dict[str, Any]]  # a stored session's version, status and clocks


async def stored(gm: GameMaster, session: Session) -> Stored:
    record = await gm.store.get_session(session.id)
    assert record is not None
    return record.version, record.status, record.timing


@dataclass
class Watched:
    builds: list[tuple[Stored, Stored]] = field(default_factory=list)  # before, after a reply
    heard: list[tuple[bool, Stored]] = field(default_factory=list)  # "moves told", last heard


def watch(gm: GameMaster, monkeypatch: pytest.MonkeyPatch) -> Watched:
    """What is stored just before and after each reply to moves is built, and what a
    listener on "moves told" registered last finds stored."""
    watched = Watched()
    build = Boards.moves_reply

    async def spy(self: Boards, session: Session, steps: Sequence[Step], *args: Any,
                  **kwargs: Any) -> Reply:
        before = await stored(gm, session)
        reply = await build(self, session, steps, *args, **kwargs)
        watched.builds.append((before, await stored(gm, session)))
        return reply

    async def listener(event: Moved) -> None:
        watched.heard.append((event.over, await stored(gm, event.session)))

    monkeypatch.setattr(Boards, "moves_reply", spy)
    gm.tables.on_moved.append(listener)
    return watched


async def start_ai_game(gm: GameMaster) -> Reply:
    """Two AI seats of Meduris, started by their host: the game plays to its end at once."""
    game = get_game("meduris")
    seats = [SeatRecord(None, f"AI {n}", "heuristic") for n in (1, 2)]
    record = SessionRecord(None, 1, 1, game.id, game.validate_options(2, {}), 1, ANA.id,
                           seats=seats)
    await gm.store.create_session(record)
    return await gm.lobby.start(1, ANA)


async def test_a_finish_is_stored_by_its_listener_once_the_reply_is_built(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    watched = watch(gm, monkeypatch)
    reply = await start_ai_game(gm)
    assert "is over!" in reply.public[-1].text
    [(before, after)] = watched.builds
    assert before == after and after[1] == "running"  # building the reply stored nothing
    [(over, then)] = watched.heard  # the finish's listener came first
    assert over and then[1] == "finished" and then[0] == after[0] + 1


async def test_the_clocks_follow_by_their_listener_once_the_reply_is_built(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    watched = watch(gm, monkeypatch)
    assert (await started(gm)).ok
    [(before, after)] = watched.builds
    assert before == after and after[1] == "running" and not after[2].get("seats")
    [(over, then)] = watched.heard  # the clocks' listener came first
    assert not over and then[0] == after[0] + 1 and then[2]["seats"]  # a decision began


async def test_moves_told_are_heard_by_every_listener_in_order() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    heard: list[str] = []

    def note(name: str) -> Any:
        async def listener(event: Moved) -> None:
            heard.append(f"{name} {event.over}")
        return listener

    gm.tables.on_moved.insert(0, note("first"))
    gm.tables.on_moved.append(note("last"))
    await started(gm)
    assert heard == ["first False", "last False"]


async def test_what_the_end_of_a_game_adds_follows_its_result() -> None:
    """Registered with the tables (bot/campaign.py registers "characters saved"): the
    reply builder knows no campaign."""
    gm = GameMaster(MemoryStore(), render=False)
    gm.tables.after_result.append(lambda session: None)  # says nothing
    gm.tables.after_result.append(lambda session: "result.thanks")
    reply = await start_ai_game(gm)
    *_, result, added = [message.text for message in reply.public]
    assert "is over!" in result and added == Texts.of("en")("result.thanks")
