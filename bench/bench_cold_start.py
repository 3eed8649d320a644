"""Cold start: time to the first action after a restart, with 1,000 and with 100,000
stored sessions in one SQLite file, and their ratio (issue 15 goal 6: <= 1.5x).

Run: .venv/bin/python bench/bench_cold_start.py [--small 1000] [--large 100000]
     [--repeat 7] [--profile]

Each store is built in a temporary folder: one Meduris 2p session between two
people is played for `ACTIONS` random actions through the real store (log
records with their events, a snapshot every 25 actions as the bot takes them),
then its rows are copied in SQL to make `N` sessions, one channel each, of which
one in `RUNNING_EVERY` is still running (the others finished, as most stored
sessions are), each running one with a clock deadline in the future and each
finished one with the deadline it had when it ended, in the past.

A measurement is what a restarted process does before its first action is
answered: open the file (migrations checked), the scheduler's first pass (the
bot starts it at once), then `/play` of the next move in a running session
that nothing has cached (restored from its snapshot and the log after it). Each
measurement uses a fresh store and `GameMaster` and another session; the median
of `--repeat` is reported for each size, then large / small. Figures only.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.replies import User
from bot.scheduler import Scheduler
from bot.service import GameMaster
from bot.storage import LogRecord, SeatRecord, SessionRecord, SQLiteStore
from games.core import RandomAgent, agent_rng, get_game

GAME, PLAYERS, SEED = "meduris", 2, 4243
ACTIONS = 40  # logged actions per stored session
SNAPSHOT_EVERY = 25
RUNNING_EVERY = 10  # one session in ten still running
PEOPLE = (User(101, "Ana"), User(102, "Bo"))


class _Silent:
    """A notifier that drops what the scheduler would post."""

    async def send(self, *args: object, **kwargs: object) -> None:
        return None

    def __getattr__(self, name: str) -> object:
        async def nothing(*args: object, **kwargs: object) -> None:
            return None
        return nothing


def _played() -> list[tuple[int, str, bool, list[dict[str, object]]]]:
    """The template game: each action (seat, text, barrier, events as dicts)."""
    game = get_game(GAME)
    state = game.setup(PLAYERS, {}, SEED)
    agent = RandomAgent()
    done: list[tuple[int, str, bool, list[dict[str, object]]]] = []
    while len(done) < ACTIONS:
        seat = state.pending()[0].seat
        action = agent.choose(state, seat, agent_rng(SEED, seat, len(done) + 1))
        events = state.apply(seat, action)
        done.append((seat, str(action), events.barrier, [e.to_json() for e in events]))
    return done


async def _template(path: Path) -> None:
    """One real session written through the store."""
    game = get_game(GAME)
    actions = _played()
    store = SQLiteStore(path)
    await store.open()
    seats = [SeatRecord(p.id, p.name) for p in PEOPLE]
    record = SessionRecord(None, 1, 7, GAME, game.validate_options(PLAYERS, {}), SEED,
                           PEOPLE[0].id, status="running", seats=seats)
    session_id = await store.create_session(record)
    state = game.setup(PLAYERS, {}, SEED)
    for seq, (who, text, barrier, events) in enumerate(actions, start=1):
        state.apply(who, text)
        await store.append(session_id, LogRecord(seq, "action", who, text,
                                                 user_id=PEOPLE[who].id, barrier=barrier,
                                                 events=events))
        if seq % SNAPSHOT_EVERY == 0:
            await store.save_snapshot(session_id, seq, state.to_json())
    await store.close()


def _copy_rows(path: Path, sessions: int) -> None:
    """Sessions 2..N as copies of session 1 (one channel each), in plain SQL."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA synchronous=OFF")
    columns = [row[1] for row in db.execute("PRAGMA table_info(sessions)") if row[1] != "id"]
    chosen = ", ".join(columns)
    picked = ", ".join(
        "?" if c == "channel_id" else
        "CASE WHEN ? THEN 'running' ELSE 'finished' END" if c == "status" else
        "?" if c == "due_at" else c
        for c in columns
    )
    far = time.time() + 86_400
    past = time.time() - 86_400
    log_columns = [row[1] for row in db.execute("PRAGMA table_info(log)") if row[1] != "session_id"]
    log_chosen = ", ".join(log_columns)
    with db:
        for n in range(2, sessions + 1):
            running = n % RUNNING_EVERY == 0
            values: list[object] = []
            for c in columns:
                if c == "channel_id":
                    values.append(n)
                elif c == "status":
                    values.append(running)
                elif c == "due_at":
                    # A running game's next reminder is ahead; a finished one keeps
                    # the moment its last clock was due, long past (the game master
                    # leaves it when the game ends).
                    values.append(far + n if running else past - n)
            cursor = db.execute(
                f"INSERT INTO sessions ({chosen}) SELECT {picked} FROM sessions WHERE id=1",
                values)
            new_id = cursor.lastrowid
            db.execute(f"INSERT INTO log (session_id, {log_chosen}) "
                       f"SELECT ?, {log_chosen} FROM log WHERE session_id=1", (new_id,))
            db.execute("INSERT INTO snapshots (session_id, seq, state, created_at) "
                       "SELECT ?, seq, state, created_at FROM snapshots WHERE session_id=1",
                       (new_id,))
    db.close()


async def build(folder: Path, sessions: int) -> Path:
    path = folder / f"sessions-{sessions}.sqlite3"
    await _template(path)
    _copy_rows(path, sessions)
    return path


async def first_action(path: Path, channel: int) -> tuple[float, float, float]:
    """Seconds to open the store, for the scheduler's first pass, and to restore
    the session and play a move."""
    started = time.perf_counter()
    store = SQLiteStore(path)
    await store.open()
    master = GameMaster(store)
    opened = time.perf_counter()
    await Scheduler(master, _Silent()).run_due()  # type: ignore[arg-type]
    passed = time.perf_counter()
    # The move is read from the restored position, past the lone answers (a die
    # roll) that the game master plays by itself before the person's move.
    session = await master.sessions.get(channel)
    assert session is not None
    ahead = session.state.clone()
    seat = ahead.pending()[0].seat
    while len(ahead.legal(seat)) == 1:
        ahead.apply(seat, ahead.legal(seat)[0])
        seat = ahead.pending()[0].seat
    reply = await master.moves.play(channel, PEOPLE[seat], str(ahead.legal(seat)[0]))
    played = time.perf_counter()
    await master.close()
    await store.close()
    assert reply.ok, reply.ephemeral
    return opened - started, passed - opened, played - passed


async def measure(path: Path, sessions: int, repeat: int, profile: bool) -> float:
    running = list(range(2 * RUNNING_EVERY, sessions + 1, RUNNING_EVERY))
    # Spread over the file: the first, the last and between.
    step = max(1, len(running) // repeat)
    channels = running[::step][:repeat]
    profiler = cProfile.Profile() if profile else None
    parts = []
    for channel in channels:
        if profiler:
            profiler.enable()
        parts.append(await first_action(path, channel))
        if profiler:
            profiler.disable()
    times = [sum(p) for p in parts]
    median = statistics.median(times) * 1000
    opened, passed, played = (statistics.median(p[i] for p in parts) * 1000 for i in range(3))
    print(f"{sessions:7} sessions  first action median {median:7.2f} ms  "
          f"min {min(times) * 1000:7.2f}  max {max(times) * 1000:7.2f}  "
          f"(open {opened:.2f}, scheduler pass {passed:.2f}, restore + /play {played:.2f})",
          flush=True)
    if profiler:
        pstats.Stats(profiler).sort_stats("tottime").print_stats(12)
    return median


async def main_async(small: int, large: int, repeat: int, profile: bool) -> None:
    with tempfile.TemporaryDirectory() as folder:
        built = {}
        for sessions in (small, large):
            started = time.perf_counter()
            built[sessions] = await build(Path(folder), sessions)
            size = built[sessions].stat().st_size / 1e6
            print(f"built {sessions} sessions ({size:.0f} MB) in "
                  f"{time.perf_counter() - started:.1f} s", flush=True)
        # Once unmeasured: the first use in a process loads catalogs and modules.
        await first_action(built[small], RUNNING_EVERY)
        medians = {}
        for sessions in (small, large):
            medians[sessions] = await measure(built[sessions], sessions, repeat, profile)
        print(f"ratio {large} / {small}: {medians[large] / medians[small]:.2f}x (goal <= 1.5)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=1000)
    parser.add_argument("--large", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--profile", action="store_true", help="cProfile of the measurements")
    args = parser.parse_args()
    asyncio.run(main_async(args.small, args.large, args.repeat, args.profile))


if __name__ == "__main__":
    main()
