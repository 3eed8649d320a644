"""Lobby commands of the game master, with the toy game: happy paths and refusals."""

from __future__ import annotations

import asyncio

import pytest

from bot.replies import Reply, User
from bot.service import GameMaster
from bot.storage import MemoryStore
from tests.support.players import ADMIN, ANA, BOB, CAL, CHANNEL, DEE, GUILD, started, texts


@pytest.fixture
def gm() -> GameMaster:
    return GameMaster(MemoryStore(), render=False)


def refused(reply: Reply, *fragments: str) -> None:
    """An error reply: private only, mentioning each fragment."""
    assert not reply.ok and not reply.public and reply.ephemeral
    for fragment in fragments:
        assert fragment in texts(reply), texts(reply)


async def test_new_opens_a_lobby_with_the_host_seated(gm: GameMaster) -> None:
    reply = await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {"target": "20"}, seed=3)
    assert reply.ok and "Pig to twelve" in reply.public[0].text
    assert "Target: 20" in reply.public[0].text and "/game join" in reply.public[0].text
    record = await gm.store.active_session(CHANNEL)
    assert record is not None and record.status == "lobby" and record.seed == 3
    assert [s.name for s in record.seats] == ["Ana"]
    assert record.options == {"target": "20", "secret": "no"}  # defaults filled in


@pytest.mark.parametrize(("user", "factions"), [
    (ANA, "Factions: Lizard Cult, Riverfolk Company"),
    (CAL, "Facciones: Culto del Lagarto, Compañía de la Gente del Río"),
])
async def test_the_lobby_names_its_options_in_words(gm: GameMaster, user: User,
                                                    factions: str) -> None:
    """Issue 25, item 13: options by name and value in the game's language, as
    `/game status` lists them, never the raw `first_player=random`."""
    reply = await gm.lobby.new(
        CHANNEL, GUILD, user, "root", {"factions": "lizards,riverfolk"}, seed=3
    )
    assert reply.ok
    text = reply.public[0].text
    assert factions in text, text
    assert "=" not in text, text


async def test_second_game_in_a_busy_channel_is_refused(gm: GameMaster) -> None:
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {})
    refused(
        await gm.lobby.new(CHANNEL, GUILD, BOB, "toy", {}), "Pig to twelve", "Ana", "/game abort"
    )
    assert (await gm.lobby.new(CHANNEL + 1, GUILD, BOB, "toy", {})).ok


async def test_second_game_refused_across_game_masters(gm: GameMaster) -> None:
    other = GameMaster(gm.store, render=False)  # a second process on the same store
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {})
    refused(await other.lobby.new(CHANNEL, GUILD, BOB, "toy", {}), "/game abort")


@pytest.mark.parametrize(
    ("game", "options", "fragment"),
    [
        ("chess", {}, "chess"),
        ("toy", {"speed": "fast"}, "target"),
        ("toy", {"target": "7"}, "12, 20, 40, 100"),
    ],
)
async def test_new_with_bad_game_or_options(
    gm: GameMaster, game: str, options: dict[str, str], fragment: str
) -> None:
    refused(await gm.lobby.new(CHANNEL, GUILD, ANA, game, options), fragment)
    assert await gm.store.active_session(CHANNEL) is None


async def test_bad_seed_is_refused(gm: GameMaster) -> None:
    refused(await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {}, seed="soon"), "seed")  # type: ignore[arg-type]


async def test_join_twice_full_and_without_lobby(gm: GameMaster) -> None:
    refused(await gm.lobby.join(CHANNEL, BOB), "/game new")
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {})
    joined = await gm.lobby.join(CHANNEL, BOB)
    assert joined.ok and "Bob joined" in joined.public[0].text and "Seats: 2" in texts(joined)
    refused(await gm.lobby.join(CHANNEL, BOB), "already have a seat")
    assert (await gm.lobby.join(CHANNEL, CAL)).ok
    refused(await gm.lobby.join(CHANNEL, DEE), "full", "3")


async def test_leave_passes_the_host_on_and_closes_an_empty_lobby(gm: GameMaster) -> None:
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {})
    refused(await gm.lobby.leave(CHANNEL, BOB), "/game join")
    await gm.lobby.join(CHANNEL, BOB)
    left = await gm.lobby.leave(CHANNEL, ANA)
    assert left.ok and "Bob is the host" in texts(left)
    assert (await gm.store.active_session(CHANNEL)).host_id == BOB.id  # type: ignore[union-attr]
    closed = await gm.lobby.leave(CHANNEL, BOB)
    assert closed.ok and "closed" in texts(closed)
    assert await gm.store.active_session(CHANNEL) is None


async def test_add_bot_by_host_only_and_known_kinds(gm: GameMaster) -> None:
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {})
    await gm.lobby.join(CHANNEL, BOB)
    refused(await gm.lobby.add_bot(CHANNEL, BOB), "Only the host (Ana)")
    refused(await gm.lobby.add_bot(CHANNEL, ANA, "genius"), "easy, normal, hard, random")
    added = await gm.lobby.add_bot(CHANNEL, ANA, "Random")
    assert added.ok and "AI 1" in texts(added)
    refused(await gm.lobby.add_bot(CHANNEL, ANA), "full")
    record = await gm.store.active_session(CHANNEL)
    assert record is not None and record.seats[2].agent == "random"


async def test_add_bot_at_a_level_stores_its_kind_and_says_the_level(gm: GameMaster) -> None:
    """Issue 27: `easy`, `normal`, `hard` are the noisy heuristic, the heuristic and
    the search; the seat keeps the kind, the table reads the level."""
    await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {})
    assert "(hard AI)" in texts(await gm.lobby.add_bot(CHANNEL, ANA, "hard"))
    assert "(easy AI)" in texts(await gm.lobby.add_bot(CHANNEL, ANA, "easy"))
    assert "(normal AI)" in texts(await gm.lobby.add_bot(CHANNEL, ANA))
    record = await gm.store.active_session(CHANNEL)
    assert record is not None
    assert [seat.agent for seat in record.seats[1:]] == ["search", "noisy", "heuristic"]


async def test_start_by_host_with_enough_players(gm: GameMaster) -> None:
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {})
    refused(await gm.lobby.start(CHANNEL, ANA), "2 to 3 players", "Seats: 1")
    await gm.lobby.join(CHANNEL, BOB)
    refused(await gm.lobby.start(CHANNEL, BOB), "Only the host (Ana)")
    reply = await gm.lobby.start(CHANNEL, ANA)
    assert reply.ok and "begins" in reply.public[0].text
    assert "1. Ana" in reply.public[0].text and "2. Bob" in reply.public[0].text
    prompt = reply.public[-1]
    assert prompt.mentions == [ANA.id] and "Ana, your turn" in prompt.text
    assert [c.action for c in prompt.choices] == ["roll", "pass", "take"]
    assert (prompt.session_id, prompt.seq) == (1, 0)
    assert (await gm.store.active_session(CHANNEL)).status == "running"  # type: ignore[union-attr]
    refused(await gm.lobby.start(CHANNEL, ANA), "already started")
    refused(await gm.lobby.join(CHANNEL, CAL), "ya ha empezado")  # Cal reads Spanish


async def test_ai_seats_count_and_move_at_once(gm: GameMaster) -> None:
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {}, seed=9)
    await gm.lobby.add_bot(CHANNEL, ANA, "random")
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    reply = await gm.moves.play(CHANNEL, ANA, "pass")
    assert reply.ok and "AI 1 rolls" in texts(reply)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    assert session.state.is_over() or session.state.pending()[0].seat == 0
    assert any(a.seat == 1 and a.user_id is None for a in session.actions)


async def test_abort_by_host_or_admin_only(gm: GameMaster) -> None:
    await started(gm)
    refused(await gm.lobby.abort(CHANNEL, BOB), "Only the host (Ana)")
    refused(await gm.lobby.abort(CHANNEL, BOB, confirm=True), "Only the host (Ana)")
    asked = await gm.lobby.abort(CHANNEL, ADMIN)
    assert asked.ok and not asked.public and asked.ephemeral[0].confirm == "abort"
    assert "for everyone" in texts(asked)
    assert await gm.store.active_session(CHANNEL) is not None  # only asked
    question = asked.ephemeral[0]
    reply = await gm.lobby.abort(
        CHANNEL, ADMIN, confirm=True, seq=question.seq, session_id=question.session_id
    )
    assert reply.ok and "Mod ended the game" in texts(reply)
    assert await gm.store.active_session(CHANNEL) is None
    refused(await gm.lobby.abort(CHANNEL, ANA, confirm=True), "/game new")
    assert (await gm.lobby.new(CHANNEL, GUILD, BOB, "toy", {})).ok
    assert (await gm.lobby.abort(CHANNEL, BOB, confirm=True)).ok


async def test_a_stale_abort_confirmation_is_refused(gm: GameMaster) -> None:
    await started(gm)
    question = (await gm.lobby.abort(CHANNEL, ANA)).ephemeral[0]
    assert question.seq == 0 and question.session_id is not None
    assert (await gm.moves.play(CHANNEL, ANA, "pass")).ok  # the game moves on
    stale = await gm.lobby.abort(CHANNEL, ANA, confirm=True, seq=0, session_id=question.session_id)
    refused(stale, "earlier moment", "/game abort")
    assert await gm.store.active_session(CHANNEL) is not None
    old_game = await gm.lobby.abort(CHANNEL, ANA, confirm=True, seq=question.seq, session_id=99)
    refused(old_game, "earlier moment")
    again = (await gm.lobby.abort(CHANNEL, ANA)).ephemeral[0]
    done = await gm.lobby.abort(
        CHANNEL, ANA, confirm=True, seq=again.seq, session_id=again.session_id
    )
    assert done.ok and await gm.store.active_session(CHANNEL) is None


async def test_commands_wait_for_an_abort_then_see_the_channel_free(gm: GameMaster) -> None:
    await started(gm)
    aborted, played = await asyncio.gather(
        gm.lobby.abort(CHANNEL, ANA, confirm=True), gm.moves.play(CHANNEL, ANA, "pass")
    )
    assert aborted.ok
    refused(played, "/game new")
