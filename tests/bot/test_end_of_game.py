"""When a game ends: an animated replay (one frame per turn) and a score graph follow
the result, for every game, from the public views only, within the upload limit."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bot import campaign, narration, replay
from bot.history import turn_ends
from bot.messages import Texts
from bot.service import GameMaster
from bot.sessions import Session
from bot.storage import MemoryStore, SeatRecord, SessionRecord
from games.core import get_game
from tests.support.players import ANA

LIMIT = 8 * 1024 * 1024

# Two AI seats and a seed whose game is short enough for a test (turns in brackets).
GAMES = [("meduris", 1), ("mountain_king", 1), ("near_and_far", 1), ("root", 2)]


async def finished_ai_game(gm: GameMaster, game_id: str, seed: int) -> tuple[Session, list]:
    """An AI-only table started by its host: the game plays to its end at once."""
    game = get_game(game_id)
    seats = [SeatRecord(None, f"AI {n}", "heuristic") for n in (1, 2)]
    # Root as these tests were sized on: the Marquise against the Eyrie.
    options = {"factions": "marquise,eyrie"} if game_id == "root" else {}
    record = SessionRecord(None, 1, 1, game_id, game.validate_options(2, options), seed, ANA.id,
                           seats=seats)
    await gm.store.create_session(record)
    reply = await gm.lobby.start(1, ANA)
    assert reply.ok and "is over!" in reply.public[-1].text
    finished = await gm.finished.get(1)
    assert finished is not None
    return finished, reply.later


def gif_info(data: bytes) -> tuple[tuple[int, int], int]:
    with Image.open(io.BytesIO(data)) as gif:
        return gif.size, gif.n_frames


@pytest.mark.parametrize(("game_id", "seed"), GAMES)
async def test_every_game_ends_with_a_replay_and_a_score_graph(game_id: str, seed: int) -> None:
    gm = GameMaster(MemoryStore(), render=True)
    session, later = await finished_ai_game(gm, game_id, seed)
    [produce] = later
    replayed, graph = await produce(LIMIT)
    ends = turn_ends(session)
    turns = len(ends) - 1
    # One frame per turn, plus the table as dealt (a turn that changed nothing
    # shows longer instead of twice).
    assert replayed.image_name == "replay.gif" and f"({turns} turns)" in replayed.text
    size, frames = gif_info(replayed.image or b"")
    assert size[0] == replay.FRAME_WIDTH and turns * 0.9 <= frames <= turns + 1
    assert len(replayed.image or b"") < LIMIT
    assert graph.image_name == "scores.png"
    with Image.open(io.BytesIO(graph.image or b"")) as picture:
        assert picture.size == (1000, 600)
    # The graph's points: the game's reading of each turn's public view, ending
    # on the final scores.
    result = session.state.result() if session.state else None
    assert result is not None
    assert get_game(game_id).public_scores(ends[-1].view) == list(result.scores)
    # The finished game stays viewable, its result whole (Near and Far's is long).
    status = await gm.showing.status(1, ANA)
    assert narration.result_text(session, Texts.of("en")) in status.public[0].text


def noisy_board(game: str, view: dict, names: list[str], locale: str = "en",
                previous: dict | None = None) -> Image.Image:
    """A board that compresses badly: every turn repaints most of it."""
    rng = random.Random(str(view.get("current")) + str(len(str(view))))
    return Image.frombytes("RGB", (700, 700), rng.randbytes(700 * 700 * 3))


async def test_a_replay_too_big_for_the_channel_is_drawn_smaller(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(replay, "render_image", noisy_board)
    gm = GameMaster(MemoryStore(), render=True)
    _session, [produce] = await finished_ai_game(gm, "root", 2)
    [first, _graph] = await produce(LIMIT)
    full = len(first.image or b"")
    [smaller, _graph] = await produce(full * 2 // 3)
    (width, _height), _frames = gif_info(smaller.image or b"")
    assert width < replay.FRAME_WIDTH and len(smaller.image or b"") <= full * 2 // 3
    [refused, _graph] = await produce(20_000)
    assert refused.image is None and "too large to post here" in refused.text


async def test_a_failing_picture_never_costs_the_result(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: object) -> Image.Image:
        raise RuntimeError("a renderer bug")

    monkeypatch.setattr(replay, "render_image", broken)
    gm = GameMaster(MemoryStore(), render=True)
    _session, [produce] = await finished_ai_game(gm, "root", 2)
    assert await produce(LIMIT) == []  # the result was in the reply already


async def test_the_finished_listeners_hear_of_a_finish_once() -> None:
    """"Game finished" is an event: the campaign keeps its characters through it, and
    any listener hears of each finished game once, after it is stored."""
    gm = GameMaster(MemoryStore(), render=False)
    heard: list[str] = []

    async def listener(session: Session) -> None:
        stored = await gm.store.last_session(session.channel_id)
        assert stored is not None
        heard.append(stored.status)

    gm.tables.on_finished.append(listener)
    await finished_ai_game(gm, "meduris", 1)
    assert heard == ["finished"]
    assert isinstance(gm.tables.on_finished[0], campaign.CharacterKeeper)
