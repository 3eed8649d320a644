"""Memory of a cached session after N AI actions, per game (issue 15, goal 3).

For each game, `--sessions` sessions are opened on a store that keeps nothing
(so only what the session cache holds is counted) and played `--actions` moves
each through the game master's own commit (`Tables.commit`: the log record,
its events, the snapshot every 25 moves); after every move that passes the turn
the board's public view is kept as the game master keeps the last posted board
(`Session.shown`). tracemalloc counts what stays allocated once the agents and
the garbage are gone: KB per session. The same-run baseline is the size of the
session's snapshot (its state as compact JSON), which is what a restart reads.

Printed per game: how many sessions reached `--actions` (a game that ends
sooner is forgotten by the game master, so it is left out), KB per such
session (the traced memory it added), its snapshot's KB, their ratio, the goal
(<= 100 KB), and `all`: what every session together holds after a gc, per session.
`--parts` adds a breakdown of one session by attribute (a deep
`sys.getsizeof` walk: state, actions, shown, record), to see what to shrink;
`--top N` the N source lines that allocated the most of what is held, per session.

    .venv/bin/python bench/bench_session_memory.py [--sessions 1000] [--actions 150]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.narration import turn_key
from bot.sessions import Session
from bot.storage import MemoryStore, SeatRecord, SessionRecord
from bot.storage.base import LogRecord
from bot.tables import Tables
from games.core import Rng, game_ids, get_game
from games.core.agents import Agent

GOAL_KB = 100
CHANNEL_BASE = 10_000


class KeepNothing(MemoryStore):
    """A store that forgets every log record and snapshot (only their sizes are
    noted), so tracemalloc sees the cache and not the store."""

    def __init__(self) -> None:
        super().__init__()
        self.snapshot_bytes: dict[int, int] = {}

    async def append(self, session_id: int, record: LogRecord) -> None:
        return None

    async def save_snapshot(self, session_id: int, seq: int, state: dict[str, Any]) -> None:
        self.snapshot_bytes[session_id] = len(json.dumps(state, separators=(",", ":")))


async def open_session(tables: Tables, store: KeepNothing, game_id: str, n: int) -> Session:
    game = get_game(game_id)
    players = game.min_players
    seats = [SeatRecord(None, f"AI {i}", "random") for i in range(1, players + 1)]
    record = SessionRecord(None, CHANNEL_BASE + n, 1, game.id,
                           game.validate_options(players, {}), n + 1, 900,
                           status="running", seats=seats)
    await store.create_session(record)
    session = await tables.sessions.get(record.channel_id)
    assert session is not None and session.state is not None
    return session


async def play(tables: Tables, session: Session, agent: Agent, actions: int, rng: Rng) -> int:
    """Up to `actions` moves; a board kept whenever the turn passes."""
    state = session.state
    assert state is not None
    played = 0
    while played < actions and state.result() is None:
        seat = state.pending()[0].seat
        legal = state.legal(seat)
        action = agent.choose(state, seat, rng)
        turn_before = turn_key(session)
        events = state.apply(seat, action)
        await tables.commit(session, seat, action, events, None, forced=len(legal) == 1,
                            turn_before=turn_before)
        if turn_key(session) != turn_before:
            before = session.shown.previous_for(session.seq)
            session.shown.post(session.seq, state.view(None), before)
        played += 1
    return played


async def measure(game_id: str, sessions: int, actions: int, top: int = 0) -> dict[str, Any]:
    store = KeepNothing()
    tables = Tables(store, cache_size=sessions + 1)
    agent = get_game(game_id).agent("random")
    # Warm the game's own caches (catalogs, tables) outside the count.
    await play(tables, await open_session(tables, store, game_id, -1), agent, actions, Rng(0))
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    start = tracemalloc.take_snapshot() if top else None
    played: list[tuple[int, int, int]] = []  # (actions, bytes held, id) per session
    for n in range(sessions):
        ahead = tracemalloc.get_traced_memory()[0]
        session = await open_session(tables, store, game_id, n)
        moves = await play(tables, session, agent, actions, Rng(n))
        played.append((moves, tracemalloc.get_traced_memory()[0] - ahead, session.id))
    gc.collect()
    held = tracemalloc.get_traced_memory()[0] - before
    lines = []
    if start is not None:
        grown = tracemalloc.take_snapshot().compare_to(start, "lineno")
        lines = [f"{d.size_diff / sessions / 1024:7.1f} KB  {d.traceback[0]}" for d in grown[:top]]
    tracemalloc.stop()
    # Sessions whose game ended sooner are left out of the per-session figure
    # (the game master forgets a finished game); `all` counts every one.
    full = [i for i, row in enumerate(played) if row[0] == actions] or list(range(sessions))
    kb = sum(played[i][1] for i in full) / len(full) / 1024
    snap_kb = sum(store.snapshot_bytes.get(played[i][2], 0) for i in full) / len(full) / 1024
    return {"game": game_id, "sessions": sessions, "full": len(full),
            "actions": sum(played[i][0] for i in full) / len(full),
            "kb_per_session": kb, "kb_all": held / sessions / 1024, "snapshot_kb": snap_kb,
            # No snapshot yet (fewer actions than the snapshot interval): no ratio.
            "ratio": kb / snap_kb if snap_kb else None, "last": session, "top": lines}


def deep_size(obj: Any, seen: set[int] | None = None) -> int:
    """Bytes reachable from `obj` (containers, dataclasses), each object once."""
    seen = set() if seen is None else seen
    if id(obj) in seen or isinstance(obj, (type, asyncio.Lock)):
        return 0
    seen.add(id(obj))
    size = sys.getsizeof(obj)
    if isinstance(obj, dict):
        return size + sum(deep_size(k, seen) + deep_size(v, seen) for k, v in obj.items())
    if isinstance(obj, (list, tuple, set, frozenset)):
        return size + sum(deep_size(item, seen) for item in obj)
    fields = getattr(obj, "__dict__", None)
    if fields is not None:
        size += deep_size(fields, seen)
    for slot in getattr(type(obj), "__slots__", ()):
        size += deep_size(getattr(obj, slot, None), seen)
    return size


def parts(session: Session) -> str:
    names = ("state", "actions", "shown", "record")
    return ", ".join(f"{n} {deep_size(getattr(session, n)) / 1024:.1f}" for n in names)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--actions", type=int, default=150)
    parser.add_argument("--game", choices=game_ids(), action="append")
    parser.add_argument("--parts", action="store_true", help="KB by attribute of one session")
    parser.add_argument("--top", type=int, default=0,
                        help="the source lines that allocated the most of what is held")
    args = parser.parse_args()
    print(f"{args.sessions} sessions per game, {args.actions} random AI actions each; goal "
          f"<= {GOAL_KB} KB per session; baseline: the session's snapshot (compact JSON)")
    print(f"{'game':14} {'full':>5} {'actions':>7} {'KB/session':>10} {'snapshot KB':>11} "
          f"{'ratio':>6} goal   (all: KB per session of every session, gc'd)")
    for game_id in args.game or game_ids():
        started = time.monotonic()
        row = await measure(game_id, args.sessions, args.actions, args.top)
        verdict = "holds" if row["kb_per_session"] <= GOAL_KB else "misses"
        ratio = "-" if row["ratio"] is None else f"{row['ratio']:.1f}"
        print(f"{game_id:14} {row['full']:5} {row['actions']:7.0f} {row['kb_per_session']:10.1f} "
              f"{row['snapshot_kb']:11.1f} {ratio:>6} {verdict:6} (all: "
              f"{row['kb_all']:.1f})  ({time.monotonic() - started:.0f} s)", flush=True)
        if args.parts:
            print(f"  one session by attribute, KB: {parts(row['last'])}")
        for line in row["top"]:
            print(f"  {line}")


if __name__ == "__main__":
    asyncio.run(main())
