"""Games stored by an earlier release restore and go on unchanged.

When a printed rule becomes the default, the option that plays our old rule
declares it as its `legacy` value (OptionSpec.legacy): a stored session whose
options predate the option restores with it, so its log replays exactly.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.sessions import load_session, replay
from bot.storage import LogRecord, SeatRecord, SessionRecord, SQLiteStore
from games.core import GameError, Rng, get_game


def played_log(game_id: str, players: int, options: dict[str, str], seed: int, moves: int):
    """A random game's actions as log records, and the state they lead to."""
    game = get_game(game_id)
    state = game.setup(players, options, seed)
    rng = Rng(seed)
    records = []
    for seq in range(1, moves + 1):
        if state.is_over():
            break
        seat = state.pending()[0].seat
        action = rng.choice(state.legal(seat))
        state.apply(seat, action)
        records.append(LogRecord(seq=seq, kind="action", seat=seat, text=str(action)))
    return records, state


def test_every_option_with_a_legacy_value_is_one_of_its_choices() -> None:
    for game_id in ("meduris", "root", "mountain_king", "near_and_far"):
        for spec in get_game(game_id).options:
            assert spec.legacy is None or spec.parse(spec.legacy) == spec.legacy, spec


@pytest.mark.parametrize("seed", [3, 4, 5])
async def test_a_meduris_game_stored_before_plus_one_replays_as_it_was_played(
    tmp_path: Path, seed: int
) -> None:
    """Stored before `plus_one` existed, a game took one resource per worker on the
    "+1" face; restored, it still does (the printed default would refuse its log
    or end elsewhere)."""
    old_rules = {"first_player": "1", "bonus": "random", "plus_one": "worker"}
    records, expected = played_log("meduris", 3, old_rules, seed, 150)
    stored_options = {k: v for k, v in old_rules.items() if k != "plus_one"}
    async with SQLiteStore(tmp_path / "old.sqlite3") as store:
        record = SessionRecord(
            id=None, channel_id=1, guild_id=1, game="meduris", options=stored_options,
            seed=seed, host_id=1, status="running",
            seats=[SeatRecord(1, "Ana"), SeatRecord(2, "Bea"), SeatRecord(3, "Cid")],
        )
        session_id = await store.create_session(record)
        for log_record in records:
            await store.append(session_id, log_record)
        stored = await store.get_session(session_id)
        assert stored is not None
        session = await load_session(store, stored)
    assert session.state is not None and session.damaged == ()
    assert session.state.to_json() == expected.to_json()
    assert session.record.options["plus_one"] == "worker"
    game = get_game("meduris")
    try:  # what the printed default makes of that log: not the game that was played
        printed = game.replay(3, stored_options, seed, [(r.seat, r.text) for r in records])
    except GameError:
        return
    assert printed.to_json() != expected.to_json()


STORED = sorted((Path(__file__).parents[1] / "data" / "stored").glob("*.sqlite3"))


def test_the_stored_databases_are_in_the_checkout() -> None:
    """A checkout without them would skip the upgrade test below in silence."""
    assert STORED, "tests/data/stored/*.sqlite3 missing: is it committed (not git-ignored)?"


@pytest.mark.parametrize("database", STORED, ids=lambda p: p.stem)
async def test_sessions_stored_by_an_earlier_release_restore_and_go_on(
    tmp_path: Path, database: Path
) -> None:
    """Every session in a database written by an earlier release (made by
    tests/data/stored/make_sessions.py) restores through this release, with its
    schema migrated, nothing damaged, the same position from its snapshot and from
    its whole log; games that were running go on to their end."""
    copy = tmp_path / database.name
    copy.write_bytes(database.read_bytes())
    async with SQLiteStore(copy) as store:
        restored = 0
        for session_id in range(1, 1000):
            record = await store.get_session(session_id)
            if record is None:
                break
            session = await load_session(store, record)
            assert session.damaged == () and session.broken is None, (record.game, session_id)
            assert session.state is not None
            # Snapshots are a cache: the whole log from setup must describe the same game.
            options, seats = session.record.options, len(session.record.seats)
            from_log = replay(session.game.setup(seats, options, record.seed), session.actions)
            assert from_log.to_json() == session.state.to_json(), (record.game, session_id)
            if record.status == "finished":
                assert session.state.is_over(), (record.game, session_id)
            else:
                finish(session.state, Rng(session_id))
            restored += 1
    assert restored >= 19


def finish(state, rng: Rng) -> None:
    """The game's own AI plays every seat to the end: a restored game can go on."""
    agent = state.game.agent("heuristic")
    for _ in range(5000):
        if state.is_over():
            return
        seat = state.pending()[0].seat
        state.apply(seat, agent.choose(state, seat, Rng(rng.next_u64())))
    raise AssertionError("a restored game did not end")
