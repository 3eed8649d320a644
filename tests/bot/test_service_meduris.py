"""The game master with the real first game: Meduris against an AI seat."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.replies import Reply
from bot.service import GameMaster
from bot.storage import MemoryStore, SQLiteStore
from games.core import Rng, get_game
from tests.support.players import ANA, BOB, CAL, CHANNEL, GUILD, texts

MEDURIS = get_game("meduris")


async def open_meduris(gm: GameMaster, seed: int = 5) -> Reply:
    # The bot lays the bonus tokens (option): play starts with the workers.
    options = {"first_player": "1", "bonus": "random"}
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", options, seed=seed)).ok
    assert (await gm.lobby.add_bot(CHANNEL, ANA, "heuristic")).ok
    reply = await gm.lobby.start(CHANNEL, ANA)
    assert reply.ok, texts(reply)
    return reply


async def play_randomly(gm: GameMaster, moves: int, seed: int = 0) -> Reply:
    """Ana answers each prompt with a seeded random legal action, typed as text."""
    rng = Rng(seed)
    reply = Reply()
    for _ in range(moves):
        session = gm.sessions.peek(CHANNEL)
        if session is None:
            break
        legal = gm.moves.autocomplete(CHANNEL, ANA, "", limit=25)
        assert legal, "Ana must be asked something whenever the game waits"
        reply = await gm.moves.play(CHANNEL, ANA, rng.choice(legal).action, seq=session.seq)
        assert reply.ok, texts(reply)
    return reply


async def test_meduris_start_asks_the_first_player_with_buttons() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    reply = await open_meduris(gm)
    prompt = reply.public[-1]
    assert prompt.mentions == [ANA.id] and "Place a worker" in prompt.text
    assert [c.action for c in prompt.choices] == [
        "place wool",
        "place wood",
        "place stone",
        "place copper",
    ]
    assert [c.action for c in gm.moves.autocomplete(CHANNEL, ANA, "wood")] == ["place wood"]
    assert [c.label for c in gm.moves.autocomplete(CHANNEL, CAL, "")] == []  # Cal is not playing


async def test_meduris_whole_game_against_the_ai() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_meduris(gm, seed=11)
    final = await play_randomly(gm, 400, seed=3)
    assert "is over!" in texts(final) and "Final scores:" in texts(final)
    record = (await gm.store.get_session(1))
    assert record is not None and record.status == "finished"
    log = await gm.store.log(1)
    assert any(r.forced for r in log) and any(r.user_id is None and not r.forced for r in log)
    moves = [(r.seat, r.text) for r in log if r.kind == "action"]
    assert MEDURIS.replay(2, record.options, record.seed, moves).is_over()  # type: ignore[arg-type]


async def test_meduris_bad_move_lists_legal_ones() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_meduris(gm)
    reply = await gm.moves.play(CHANNEL, ANA, "hut 99")
    assert not reply.ok and "`place wool`" in texts(reply)
    reply = await gm.moves.play(CHANNEL, BOB, "place wool")
    assert not reply.ok and "not playing" in texts(reply)


async def test_meduris_restart_restores_the_same_position(tmp_path: Path) -> None:
    gm = GameMaster(SQLiteStore(tmp_path / "m.db"), render=False, snapshot_every=7)
    await open_meduris(gm, seed=8)
    await play_randomly(gm, 30, seed=4)
    live = gm.sessions.peek(CHANNEL)
    assert live is not None and live.state is not None
    fresh = GameMaster(SQLiteStore(tmp_path / "m.db"), render=False)
    assert (await fresh.showing.status(CHANNEL, ANA)).ok
    restored = fresh.sessions.peek(CHANNEL)
    assert restored is not None and restored.state is not None
    assert restored.state.to_json() == live.state.to_json() and restored.seq == live.seq
    await gm.store.close()
    await fresh.store.close()


async def test_meduris_board_image_when_the_turn_changes() -> None:
    renderers = pytest.importorskip("renderers")
    if not getattr(renderers, "has_renderer", lambda _g: False)("meduris"):
        pytest.skip("no Meduris renderer yet")
    gm = GameMaster(MemoryStore(), render=True)
    reply = await open_meduris(gm)
    images = [m.image for m in reply.public if m.image]
    assert len(images) == 1 and images[0][:8] == b"\x89PNG\r\n\x1a\n"
    assert len(images[0]) < 8 * 1024 * 1024
    board = await gm.showing.board(CHANNEL, BOB)
    assert board.ok and board.public[0].image and "Waiting for" in board.public[-1].text


@pytest.mark.parametrize(("every_turn", "boards"), [(False, 1), (True, 3)])
async def test_one_board_per_reply_or_one_per_finished_turn(every_turn: bool, boards: int) -> None:
    """Ana places a worker, then two AI seats place theirs: three turns end in
    this reply. Discord gets the last board only; the console one per turn."""
    pytest.importorskip("renderers")
    gm = GameMaster(MemoryStore(), render=True, board_every_turn=every_turn)
    options = {"first_player": "1", "bonus": "random"}  # play starts with the workers
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", options, seed=3)).ok
    for _ in range(2):
        assert (await gm.lobby.add_bot(CHANNEL, ANA, "random")).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    reply = await gm.moves.play(CHANNEL, ANA, "place wool")
    captions = [m.text for m in reply.public if m.image]
    assert len(captions) == boards
    assert captions[-1].endswith("after move 3")
