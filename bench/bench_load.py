"""Load on one database: K channels playing at once, in one process or two (issue 16).

Run: .venv/bin/python bench/bench_load.py --backend sqlite|postgres --processes 1|2
         --channels K --seconds S [--kill] [--json] [--db URL]

Each channel plays Meduris 2p game after game through the real command path of
the game master (`GameMaster.new/join/start/play`, as the cog calls them): its
two people pick at random among what `/play` autocomplete offers them (the
`random` agent's way), with no pause between moves, so the figures are the
most the processes do. The channels are split between worker processes as
Discord's shards would split servers (channel `c` goes to process `c % N`);
every worker opens its own store on the one database: an SQLite file, or a
PostgreSQL database on a throwaway durable server (fsync on) started from the
machine's binaries (tests/support/postgres_server.py), or `--db URL`.

A worker writes a line for every move acknowledged to a player (accepted: the
reply said so) before it plays the next one: channel, session, seq, the move,
and its latency. At the end, the parent reads every line and the database and
counts `lost` (acknowledged, but not in the stored log at that seq) and
`duplicated` (a person's move stored that no process acknowledged; the one
move per channel in flight when a process was killed is counted apart, as
`in_flight_at_kill`: stored, never acknowledged, which is allowed).

`--race` (two processes): both play every channel, as if a channel's commands
reached both; each move then races the other process's, and the check shows
that never both are stored (a seq acknowledged twice counts as duplicated).

`--kill` (two processes): at half time process 1 is killed with SIGKILL in the
middle of the load, then started again, as a process manager would, and plays
its channels on from the database for the rest of the time.

Printed: accepted actions/s, p50/p99 latency of `/play`, memory per cached
session (the worker's RSS growth over its channels, each holding a session and
its state in the cache), refused moves and conflicts among them, lost and
duplicated counts. `--json` prints one JSON object instead.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.messages import text  # noqa: E402
from bot.replies import Message, Reply, User  # noqa: E402
from bot.service import GameMaster  # noqa: E402
from bot.storage import LogRecord, SessionRecord, Store, open_store  # noqa: E402
from tests.support.postgres_server import PostgresServer, unavailable  # noqa: E402

GAME = "meduris"
CONFLICT = text(None, "play.conflict")
MAX_STEPS = 5000  # a game that does not end is abandoned (it would be a bug)


def people(channel: int) -> tuple[User, User]:
    return User(channel * 10 + 1, f"ana{channel}"), User(channel * 10 + 2, f"bea{channel}")


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


# -- a worker: one process's channels ---------------------------------------------------
@dataclass
class WorkerFigures:
    accepted: int = 0
    refused: int = 0
    conflicts: int = 0
    games: int = 0
    false_acks: int = 0  # accepted replies for which this process stored nothing
    pressed: int = 0  # moves made by pressing a button of the last reply (`buttons`)
    refusals: list[str] = field(default_factory=list)  # the first few, to read


async def open_game(master: GameMaster, channel: int, seed: int) -> None:
    ana, bea = people(channel)
    await master.lobby.new(channel, channel, ana, GAME, {}, seed=seed)
    await master.lobby.join(channel, bea)
    await master.lobby.start(channel, ana)


class RecordingStore:
    """The worker's store, noting each log record this process stored: a move a
    reply acknowledges must be one of them (not another process's, which a
    racing process may also find in the log)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.appended: dict[int, list[LogRecord]] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    async def append(self, session_id: int, record: LogRecord) -> None:
        await self.store.append(session_id, record)
        self.appended.setdefault(session_id, []).append(record)

    async def append_all(self, session_id: int, records: Sequence[LogRecord],
                         update: SessionRecord | None = None) -> bool:
        updated = await self.store.append_all(session_id, records, update)
        self.appended.setdefault(session_id, []).extend(records)
        return updated

    def taken(self, session_id: int, user: User) -> list[LogRecord]:
        """The person's moves this process stored since the last call."""
        records = self.appended.pop(session_id, [])
        return [r for r in records if r.user_id == user.id and r.kind == "action"]


def offered_buttons(reply: Reply, caller: User, channel: int) -> tuple[User, Message] | None:
    """Whom the reply's buttons are for, and the message holding them (None when it
    offers none: a long menu is for `/play`'s autocomplete). The person asked is the
    one it mentions, or the caller when the turn stayed with them (not mentioned
    again), as a person reading the channel tells."""
    for message in reply.public:
        if message.choices:
            asked = message.mentions[0] if message.mentions else caller.id
            user = next((u for u in people(channel) if u.id == asked), None)
            return (user, message) if user is not None else None
    return None


async def channel_loop(master: GameMaster, store: RecordingStore, channel: int,
                       deadline: float, out: TextIO, figures: WorkerFigures,
                       buttons: bool = False) -> None:
    """Play the channel's games until `deadline`. `buttons`: a person whom the last
    reply offered buttons presses one of them (as people do in Discord) instead of
    asking `/play`'s autocomplete for the whole menu; the others ask it."""
    rng = random.Random(channel * 7919 + os.getpid())
    pressed: tuple[User, Message] | None = None
    while time.monotonic() < deadline:
        session = await master.sessions.get(channel)
        if session is None or session.state is None or not session.running:
            await open_game(master, channel, rng.randrange(2**31))
            figures.games += 1
            pressed = None
            continue
        seq: int | None = None
        if pressed is not None:
            user, message = pressed
            action, seq = rng.choice(message.choices).action, message.seq
            figures.pressed += 1
        else:
            offers = [(u, master.moves.autocomplete(channel, u, "")) for u in people(channel)]
            mover = next(((u, o) for u, o in offers if o), None)
            if mover is None:  # over: the next command finishes it
                await master.showing.status(channel, people(channel)[0])
                await asyncio.sleep(0)
                continue
            user, choices = mover
            action = rng.choice(choices).action
        session_id = session.id
        store.taken(session_id, user)  # forget what earlier commands stored
        started = time.perf_counter()
        reply: Reply = await master.moves.play(channel, user, action, seq=seq)
        latency = (time.perf_counter() - started) * 1000
        pressed = offered_buttons(reply, user, channel) if buttons and reply.ok else None
        if not reply.ok:
            figures.refused += 1
            said = "\n".join(m.text for m in reply.ephemeral)
            figures.conflicts += CONFLICT in said
            if len(figures.refusals) < 3:
                figures.refusals.append(f"{action}: {said}")
            continue
        mine = store.taken(session_id, user)
        if not mine:
            # Told it was done, and nothing stored: the worst failure there is.
            figures.false_acks += 1
            continue
        for record in mine:
            # The acknowledgement: written before the next move, as a reply is sent.
            line = [channel, session_id, record.seq, record.text, round(latency, 3)]
            out.write(json.dumps(line) + "\n")
        out.flush()
        figures.accepted += 1


async def worker(url: str, channels: list[int], seconds: float, acks: Path) -> None:
    opened: Store = open_store(url)
    await opened.open()
    store = RecordingStore(opened)
    master = GameMaster(store, render=False)  # type: ignore[arg-type]
    baseline = rss_mb()
    figures = WorkerFigures()
    started = time.monotonic()
    deadline = started + seconds
    try:
        with acks.open("a", encoding="utf-8") as out:
            await asyncio.gather(*(
                channel_loop(master, store, c, deadline, out, figures) for c in channels
            ))
        # Past the deadline, each channel finishes the move it is making.
        elapsed = time.monotonic() - started
        cached = sum(1 for c in channels if master.sessions.peek(c) is not None)
        grown = rss_mb() - baseline
        print(json.dumps({
            **figures.__dict__, "cached": cached, "elapsed": elapsed,
            "mb_per_session": grown / cached if cached else None,
        }), flush=True)
    finally:
        await master.close()
        await opened.close()


# -- the parent: processes, database, final check --------------------------------------
@dataclass
class Run:
    args: argparse.Namespace
    url: str
    folder: Path
    workers: list[subprocess.Popen[str]] = field(default_factory=list)
    reports: list[dict[str, Any]] = field(default_factory=list)
    killed_channels: list[int] = field(default_factory=list)

    def channels_of(self, index: int) -> list[int]:
        every = range(1, self.args.channels + 1)
        if self.args.race:  # both processes play every channel
            return list(every)
        return [c for c in every if c % self.args.processes == index]

    def spawn(self, index: int, seconds: float) -> subprocess.Popen[str]:
        command = [
            sys.executable, __file__, "--worker", str(index), "--db", self.url,
            "--processes", str(self.args.processes), "--channels", str(self.args.channels),
            "--seconds", str(seconds), "--acks", str(self.folder / f"acks-{index}.jsonl"),
            *(["--race"] if self.args.race else []),
        ]
        return subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)

    def collect(self, process: subprocess.Popen[str]) -> None:
        out, _ = process.communicate(timeout=self.args.seconds + 600)
        if process.returncode != 0:
            raise RuntimeError(f"a worker failed with status {process.returncode}")
        self.reports.append(json.loads(out.strip().splitlines()[-1]))

    def play(self) -> float:
        started = time.monotonic()
        seconds = self.args.seconds
        self.workers = [self.spawn(i, seconds) for i in range(self.args.processes)]
        if self.args.kill:
            time.sleep(seconds / 2)
            victim = self.workers[1]
            victim.send_signal(signal.SIGKILL)
            victim.wait()
            self.killed_channels = self.channels_of(1)
            # The process manager starts it again; it plays on from the database.
            self.workers[1] = self.spawn(1, seconds - (time.monotonic() - started))
        for process in self.workers:
            self.collect(process)
        return time.monotonic() - started


def read_acks(folder: Path) -> list[list[Any]]:
    lines: list[list[Any]] = []
    for path in sorted(folder.glob("acks-*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            with contextlib.suppress(json.JSONDecodeError):  # a line cut by the kill
                lines.append(json.loads(line))
    return lines


async def check(url: str, acks: list[list[Any]], killed: list[int]) -> dict[str, int]:
    """Every acknowledged move stored once, at its seq; nothing stored twice."""
    store = await open_store(url)
    try:
        by_session: dict[int, dict[int, str]] = {}
        channel_of: dict[int, int] = {}
        lost = duplicated = in_flight = 0
        examples: list[str] = []  # a few of what went wrong, to read
        for channel, sid, seq, move, _ in acks:
            # One seq acknowledged twice: two processes both told a player their
            # move was stored there.
            if seq in by_session.setdefault(sid, {}):
                duplicated += 1
                examples.append(f"acknowledged twice: session {sid} seq {seq} {move!r}"
                                f" and {by_session[sid][seq]!r}")
            by_session[sid][seq] = move
            channel_of[sid] = channel
        for sid, expected in by_session.items():
            log = {r.seq: r for r in await store.log(sid)}
            missing = [(seq, move) for seq, move in expected.items()
                       if seq not in log or log[seq].text != move]
            lost += len(missing)
            examples += [f"lost: session {sid} seq {seq} {move!r}" for seq, move in missing]
            extra = [r for r in log.values()
                     if r.kind == "action" and r.user_id is not None and r.seq not in expected]
            if channel_of[sid] in killed and extra:
                in_flight += 1  # the one move in flight in the killed process, if any
                extra = extra[1:]
            duplicated += len(extra)
            examples += [f"stored, never acknowledged: session {sid} seq {r.seq} {r.text!r}"
                         for r in extra]
        return {"lost": lost, "duplicated": duplicated, "in_flight_at_kill": in_flight,
                "examples": examples[:5]}
    finally:
        await store.close()


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def database_url(args: argparse.Namespace, folder: Path, server: PostgresServer | None) -> str:
    if args.db:
        return args.db
    if args.backend == "sqlite":
        return str(folder / "load.sqlite3")
    assert server is not None
    return server.create_database("load")


def summary(args: argparse.Namespace, run: Run, elapsed: float,
            verdict: dict[str, int]) -> dict[str, Any]:
    acks = read_acks(run.folder)
    latencies = [a[4] for a in acks]
    sizes = [r["mb_per_session"] for r in run.reports if r["mb_per_session"] is not None]
    # Seconds of play: from the workers' start (after imports and opening the
    # store) to the end of the last move begun before the deadline.
    played = max([args.seconds, *(r["elapsed"] for r in run.reports)])
    return {
        "backend": args.backend, "processes": args.processes, "channels": args.channels,
        "seconds": round(elapsed, 1), "kill": args.kill, "race": args.race,
        "accepted": len(acks), "accepted_per_s": round(len(acks) / played, 1),
        "p50_ms": round(percentile(latencies, 0.50), 2),
        "p99_ms": round(percentile(latencies, 0.99), 2),
        "mb_per_cached_session": round(statistics.fmean(sizes), 3) if sizes else None,
        "refused": sum(r["refused"] for r in run.reports),
        "conflicts": sum(r["conflicts"] for r in run.reports),
        "games_opened": sum(r["games"] for r in run.reports),
        "refusals": [t for r in run.reports for t in r["refusals"]],
        **verdict,
        "lost": verdict["lost"] + sum(r["false_acks"] for r in run.reports),
    }


def parent(args: argparse.Namespace) -> dict[str, Any]:
    server: PostgresServer | None = None
    if args.backend == "postgres" and not args.db:
        reason = unavailable()
        if reason:
            raise SystemExit(f"bench_load: {reason}")
        # Durable, as in production; enough connections for the pools.
        server = PostgresServer(durable=True).start()
    try:
        with tempfile.TemporaryDirectory(prefix="bench-load-") as name:
            folder = Path(name)
            url = database_url(args, folder, server)
            run = Run(args, url, folder)
            elapsed = run.play()
            verdict = asyncio.run(check(url, read_acks(folder), run.killed_channels))
            return summary(args, run, elapsed, verdict)
    finally:
        if server is not None:
            server.stop()


def printed(figures: dict[str, Any]) -> str:
    return "\n".join([
        f"{figures['backend']}, {figures['processes']} process(es), {figures['channels']}"
        f" channels, {figures['seconds']} s" + (" (process 1 killed at half time)"
                                                if figures["kill"] else ""),
        f"  accepted {figures['accepted']} actions, {figures['accepted_per_s']}/s;"
        f" /play p50 {figures['p50_ms']} ms, p99 {figures['p99_ms']} ms",
        f"  memory per cached session {figures['mb_per_cached_session']} MB;"
        f" refused {figures['refused']} (conflicts {figures['conflicts']})",
        f"  lost {figures['lost']}, duplicated {figures['duplicated']},"
        f" in flight at the kill {figures['in_flight_at_kill']}",
    ])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--processes", type=int, choices=(1, 2), default=1)
    parser.add_argument("--channels", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--kill", action="store_true",
                        help="kill process 1 of 2 at half time, then start it again")
    parser.add_argument("--race", action="store_true",
                        help="both processes play every channel (not split as shards would)")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    parser.add_argument("--db", help="an existing database URL instead of a fresh one")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--acks", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker is not None:
        run = Run(args, args.db, Path(args.acks).parent)
        asyncio.run(worker(args.db, run.channels_of(args.worker), args.seconds,
                           Path(args.acks)))
        return
    if (args.kill or args.race) and args.processes != 2:
        parser.error("--kill and --race need --processes 2")
    figures = parent(args)
    print(json.dumps(figures) if args.json else printed(figures))


if __name__ == "__main__":
    main()
