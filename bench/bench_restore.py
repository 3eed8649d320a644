"""Time to restore a session from SQLite after a restart: cold cache, snapshot + replay.

Run: .venv/bin/python bench/bench_restore.py [--repeat 20]
A Meduris 4p session of ~100 and of ~300 logged actions (random agents) is
written to an SQLite file, with a snapshot every 25 actions like the bot takes,
and once more without snapshots (full replay from setup). Each measurement
opens the file afresh and asks a new `GameMaster` for `/game status`, which
restores the session: the time a first command waits after a restart.
Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.replies import User
from bot.service import GameMaster
from bot.storage import LogRecord, SeatRecord, SessionRecord, SQLiteStore
from games.core import RandomAgent, agent_rng, get_game

CHANNEL = 9
SEED = 4243  # a game of 341 actions: long enough for the 300-action case
SNAPSHOT_EVERY = 25
VIEWER = User(1, "viewer")


def played_actions(count: int) -> list[tuple[int, str]]:
    """Random play from setup until `count` actions or the end (whichever first)."""
    state = get_game("meduris").setup(4, {}, SEED)
    actions: list[tuple[int, str]] = []
    agent = RandomAgent()
    while len(actions) < count and not state.is_over():
        seat = state.pending()[0].seat
        action = agent.choose(state, seat, agent_rng(SEED, seat, len(actions) + 1))
        state.apply(seat, action)
        actions.append((seat, str(action)))
    return actions


async def write_session(path: Path, count: int, snapshots: bool) -> int:
    """An SQLite file holding one running session of `count` actions; returns the count."""
    game = get_game("meduris")
    state = game.setup(4, {}, SEED)
    actions = played_actions(count)
    store = SQLiteStore(path)
    await store.open()
    seats = [SeatRecord(None, f"AI {n}", "random") for n in range(1, 5)]
    record = SessionRecord(None, CHANNEL, None, "meduris", game.validate_options(4, {}), SEED,
                           VIEWER.id, status="running", seats=seats)
    session_id = await store.create_session(record)
    for seq, (seat, text) in enumerate(actions, start=1):
        events = state.apply(seat, text)
        await store.append(session_id, LogRecord(seq, "action", seat, text, barrier=events.barrier))
        if snapshots and seq % SNAPSHOT_EVERY == 0:
            await store.save_snapshot(session_id, seq, state.to_json())
    await store.close()
    return len(actions)


async def restore_once(path: Path) -> float:
    started = time.perf_counter()
    store = SQLiteStore(path)
    await store.open()
    reply = await GameMaster(store).status(CHANNEL, VIEWER)
    elapsed = time.perf_counter() - started
    await store.close()
    assert reply.ok, reply.ephemeral
    return elapsed


async def main_async(repeat: int) -> None:
    print(f"restore after a restart (open file + /game status), {repeat} runs each")
    with tempfile.TemporaryDirectory() as folder:
        for count in (100, 300):
            for snapshots in (True, False):
                path = Path(folder) / f"restore-{count}-{snapshots}.sqlite3"
                logged = await write_session(path, count, snapshots)
                runs = sorted([await restore_once(path) for _ in range(repeat)])
                ms = [t * 1000 for t in runs]
                how = "snapshot + replay" if snapshots else "full replay      "
                print(
                    f"{logged:4} actions  {how}  median {statistics.median(ms):7.2f} ms  "
                    f"min {ms[0]:7.2f} ms  max {ms[-1]:7.2f} ms",
                    flush=True,
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="restores per configuration")
    asyncio.run(main_async(parser.parse_args().repeat))


if __name__ == "__main__":
    main()
