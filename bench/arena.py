"""The arena: agent kinds play each other with the seats rotated; win rates with
Wilson 95 % intervals, and each kind's decision time (issue 27 goal 3).

Run (from the repository root):
    python -m bench.arena --mode heads-up --game meduris --kinds heuristic,random --games 40
    python -m bench.arena --mode one-hero --game mountain_king --players 4 --kinds heuristic,random
    python -m bench.arena --mode pairings --kinds heuristic,random --games 4      # Root, 2 players
    python -m bench.arena --mode table --players 3 --kinds heuristic --games 200  # Root, random
Options: --games, --seed, --kinds A,B, --game, --players, --option key=value (repeatable),
--processes (worker processes, default 1), --json (one JSON object instead of tables),
--minutes M (stop after M minutes of wall time, keeping the whole rounds played),
--pairs x-y,... (pairings: only these, on the deals the whole run gives them),
--ai-time SECONDS (a searching seat's budget per decision, as the iteration count the game's
`search_rate` makes of it, without a wall-time cap so a run reproduces on any machine;
default: the search's own 2 s, capped at twice that).

Modes:
- heads-up: two players, kind A against kind B, A in each seat equally often;
- one-hero: one seat of kind A among B seats at --players, the hero in each seat
  equally often; its win share against the fair share 1/N;
- pairings (Root): each faction played by A against each other faction played by B,
  two players, `factions=x,y` (the tables 5.1.1 allows: one of them the Marquise,
  the Eyrie or the Lizard Cult), x in each seat equally often;
- table (Root): `factions=random`, every seat of kind A (or the kinds rotated over the
  seats, as `simulate` does); the win share of each faction drawn.

Seats and seeds: the games are dealt in rounds of one seed each (game seed as
`gamemaster simulate` derives it, `bot.selfplay.game_seed`), and every round plays
that seed once per seat rotation (heads-up: A first then B first; one-hero: the hero
in seat 1, 2, ... N), so every kind sits in every seat equally often and on the same
deals. --games is rounded up to whole rounds (the table mode with one kind: one game
a seed).

Ties: a win shared by k winners (a tie on points, a Root coalition) counts 1/k to
each winner, so the shares of a game add up to one and the fair share is 1/N.
The Wilson interval is taken on these fractional counts.

Decision time: every call of an agent's `choose`, timed in CPU seconds of the worker
(`time.process_time`: the machine is shared) and in wall time; the median and p95
are over the decisions with two legal actions or more (a forced move is no
decision); their count and the forced ones are printed too.

Figures only: nothing is asserted. A game that raises is counted as an error with
its seed and left out of the rates.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from multiprocessing import Pool
from multiprocessing import TimeoutError as PoolTimeout
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.selfplay import game_seed, percentile, play_to_end
from games.core import Rng, State, get_game
from games.core.agents import Agent, budgeted
from games.root import seating

MODES = ("heads-up", "one-hero", "pairings", "table")
Z95 = 1.959964
"""The normal quantile of a two-sided 95 % interval."""


# -- figures ---------------------------------------------------------------------------
def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate `wins / games` (Wilson 1927): good
    near 0 and 1 and with few games, where the normal approximation is not.
    `wins` may be fractional (shared wins). (0, 1) when there are no games."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def win_shares(players: int, winners: Sequence[int]) -> list[float]:
    """Each seat's share of one game's win: 1/k to each of k winners."""
    shares = [0.0] * players
    for seat in winners:
        shares[seat] += 1 / len(winners)
    return shares


# -- what to play ----------------------------------------------------------------------
@dataclass(frozen=True)
class Deal:
    """One game to play: its seed, the kind in each seat, the game's options, and
    the labels it is tallied under (a kind, or a Root faction)."""

    game: str
    index: int
    seed: int
    kinds: tuple[str, ...]
    options: tuple[tuple[str, str], ...] = ()
    pairing: str = ""  # pairings mode: "x-y" (x played by A, y by B)
    ai_time: float | None = None  # a searching seat's seconds (None: its default budget)


def rotations(mode: str, kinds: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """The seatings of one round: every kind in every seat equally often.

    heads-up: (A, B) and (B, A). one-hero: A in seat 1, then 2, ... among Bs.
    table: the kinds rotated over the seats (one seating when all seats are one kind).
    """
    if mode == "one-hero":
        hero, other = kinds[0], kinds[1]
        return [tuple(hero if seat == s else other for seat in range(players))
                for s in range(players)]
    if mode in ("heads-up", "pairings"):
        return [(kinds[0], kinds[1]), (kinds[1], kinds[0])]
    if len(set(kinds)) == 1:
        return [tuple(kinds[0] for _ in range(players))]
    return [tuple(kinds[(shift + seat) % len(kinds)] for seat in range(players))
            for shift in range(len(kinds))]


def rounds_for(games: int, per_round: int) -> int:
    """Whole rounds covering at least `games` games."""
    return max(1, -(-games // per_round))


def plan_deals(mode: str, game_id: str, kinds: Sequence[str], players: int, games: int,
               seed: int, options: dict[str, str], factions: Sequence[str] = ()) -> list[Deal]:
    """Every game of the run, in order. In pairings mode `games` is per pairing."""
    base: tuple[tuple[str, str], ...] = tuple(sorted(options.items()))
    deals: list[Deal] = []
    if mode == "pairings":
        for x, y in faction_pairs(factions):
            for r in range(rounds_for(games, 2)):
                seed_r = game_seed(seed, r)
                for a_seat in (0, 1):
                    order = (x, y) if a_seat == 0 else (y, x)
                    seats = (kinds[0], kinds[1]) if a_seat == 0 else (kinds[1], kinds[0])
                    opts = tuple(sorted({**options, "factions": ",".join(order)}.items()))
                    deals.append(Deal(game_id, len(deals), seed_r, seats, opts, f"{x}-{y}"))
        return deals
    seatings = rotations(mode, kinds, players)
    if mode == "table":
        base = tuple(sorted({**options, "factions": "random"}.items()))
    for r in range(rounds_for(games, len(seatings))):
        for kinds_by_seat in seatings:
            deals.append(Deal(game_id, len(deals), game_seed(seed, r), kinds_by_seat, base))
    return deals


def only_pairings(deals: Sequence[Deal], pairs: Sequence[str]) -> list[Deal]:
    """The deals of these pairings ("x-y", x played by A) only, each dealt as in the
    whole run (the same seeds), so a few pairings can be measured again alone."""
    wanted = {pair.strip() for pair in pairs}
    return [deal for deal in deals if deal.pairing in wanted]


def faction_pairs(factions: Sequence[str]) -> list[tuple[str, str]]:
    """Ordered pairs (x, y), x != y, that make a legal two-player Root table (5.1.1)."""
    return [(x, y) for x in factions for y in factions
            if x != y and (x in seating.anchors() or y in seating.anchors())]


# -- playing ---------------------------------------------------------------------------
@dataclass
class TimedAgent(Agent):
    """An agent whose every decision is timed (CPU and wall seconds), and counted
    as forced when only one action was legal."""

    inner: Agent
    kind: str = ""
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    forced: int = 0

    def choose(self, state: State, seat: int, rng: Rng) -> Any:
        cpu, wall = time.process_time(), time.perf_counter()
        action = self.inner.choose(state, seat, rng)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        # Counted after the decision, so the agent's own listing is in its time
        # (the list is remembered: asking again costs nothing).
        if len(state.legal(seat)) < 2:
            self.forced += 1
        else:
            self.cpu.append(cpu)
            self.wall.append(wall)
        return action


@dataclass
class Played:
    """What one deal gave: each seat's win share and label, and the decision times."""

    deal: Deal
    shares: list[float] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)  # the faction of each seat (Root)
    actions: int = 0
    times: dict[str, tuple[list[float], list[float], int]] = field(default_factory=dict)
    error: str | None = None


def seat_factions(state: State) -> list[str]:
    """Root: the faction of each seat (a second Vagabond is a Vagabond); else none."""
    factions = getattr(state, "factions", None)
    if not isinstance(factions, list):
        return []
    return ["vagabond" if f == "vagabond2" else str(f) for f in factions]


def play_deal(deal: Deal) -> Played:
    """Play one deal to the end (an exception is the deal's error, not the run's)."""
    game = get_game(deal.game)
    # One agent a seat, as `simulate` and the bot seat them (an agent may keep
    # something of its own between decisions).
    seats = [TimedAgent(seated(game.agent(kind), deal.ai_time), kind) for kind in deal.kinds]
    played = Played(deal)
    try:
        state = game.setup(len(deal.kinds), dict(deal.options), deal.seed)
        played.actions = play_to_end(state, deal.seed, seats)
        result = state.result()
        assert result is not None
        played.shares = win_shares(len(deal.kinds), result.winners)
        played.labels = seat_factions(state)
    except Exception as exc:  # one broken game must not stop the run
        played.error = f"{type(exc).__name__}: {exc}"
    for agent in seats:
        cpu, wall, forced = played.times.setdefault(agent.kind, ([], [], 0))
        cpu += agent.cpu
        wall += agent.wall
        played.times[agent.kind] = (cpu, wall, forced + agent.forced)
    return played


def seated(agent: Agent, ai_time: float | None) -> Agent:
    """The agent with `ai_time` seconds a decision, uncapped (a searching one; the
    others take the time they take), or as it is."""
    return agent if ai_time is None else budgeted(agent, ai_time, capped=False)


def play_all(
    deals: Sequence[Deal], processes: int, minutes: float | None = None
) -> list[Played]:
    """Every deal, in order, in this process or spread over `processes` workers
    (each deal is seeded on its own, so the figures do not depend on how many).

    `minutes`: after that much wall time, the games under way are stopped and no
    new one begins; only whole rounds are kept (`whole_rounds`), so every kind
    still sits in every seat equally often."""
    deadline = None if minutes is None else time.perf_counter() + 60 * minutes
    done: list[Played] = []
    if processes <= 1:
        for deal in deals:
            if deadline is not None and time.perf_counter() > deadline:
                break
            done.append(play_deal(deal))
        return whole_rounds(deals, done)
    with Pool(processes) as pool:
        pending = pool.imap_unordered(play_deal, deals, chunksize=1)
        while len(done) < len(deals):
            wait = None if deadline is None else deadline - time.perf_counter()
            if wait is not None and wait <= 0:
                break
            try:
                done.append(pending.next(wait))
            except PoolTimeout:
                break
        pool.terminate()
    done.sort(key=lambda played: played.deal.index)  # as they come: a slow game holds none up
    return whole_rounds(deals, done)


def whole_rounds(deals: Sequence[Deal], done: Sequence[Played]) -> list[Played]:
    """The games played of the rounds (a seed, and a pairing) all of whose seatings
    were played."""
    wanted: dict[tuple[int, str], int] = {}
    for deal in deals:
        key = (deal.seed, deal.pairing)
        wanted[key] = wanted.get(key, 0) + 1
    got: dict[tuple[int, str], int] = {}
    for played in done:
        key = (played.deal.seed, played.deal.pairing)
        got[key] = got.get(key, 0) + 1
    return [p for p in done if got[key := (p.deal.seed, p.deal.pairing)] == wanted[key]]


# -- tallies ---------------------------------------------------------------------------
def rate_row(wins: float, games: int) -> dict[str, Any]:
    low, high = wilson(wins, games)
    return {"games": games, "wins": round(wins, 3),
            "rate": round(wins / games, 4) if games else None,
            "low": round(low, 4), "high": round(high, 4)}


def tally_kinds(results: Iterable[Played]) -> dict[str, Any]:
    """Per kind: seats played, wins (shares), rate and interval (one-hero: the hero
    has one seat a game, so its rate is its win share)."""
    seats: dict[str, int] = {}
    wins: dict[str, float] = {}
    for p in results:
        if p.error is not None:
            continue
        for seat, kind in enumerate(p.deal.kinds):
            seats[kind] = seats.get(kind, 0) + 1
            wins[kind] = wins.get(kind, 0.0) + p.shares[seat]
    return {kind: rate_row(wins[kind], seats[kind]) for kind in seats}


def tally_labels(results: Iterable[Played]) -> dict[str, Any]:
    """Per faction (Root): seats it held, its wins (shares), rate and interval."""
    seats: dict[str, int] = {}
    wins: dict[str, float] = {}
    for p in results:
        if p.error is not None:
            continue
        for seat, label in enumerate(p.labels):
            seats[label] = seats.get(label, 0) + 1
            wins[label] = wins.get(label, 0.0) + p.shares[seat]
    return {label: rate_row(wins[label], seats[label]) for label in sorted(seats)}


def tally_pairings(results: Sequence[Played], hero: str) -> dict[str, Any]:
    """Per pairing x-y: the rate of A (playing x) against B (playing y)."""
    rows: dict[str, tuple[float, int]] = {}
    for p in results:
        if p.error is not None:
            continue
        won, games = rows.get(p.deal.pairing, (0.0, 0))
        a_share = sum(s for s, k in zip(p.shares, p.deal.kinds, strict=True) if k == hero)
        rows[p.deal.pairing] = (won + a_share, games + 1)
    return {pairing: rate_row(w, n) for pairing, (w, n) in rows.items()}


def decision_times(results: Iterable[Played]) -> dict[str, Any]:
    """Per kind: decisions (two legal actions or more), forced moves, and the
    median and p95 of CPU and wall milliseconds per decision."""
    cpu: dict[str, list[float]] = {}
    wall: dict[str, list[float]] = {}
    forced: dict[str, int] = {}
    for p in results:
        for kind, (c, w, f) in p.times.items():
            cpu.setdefault(kind, []).extend(1000 * s for s in c)
            wall.setdefault(kind, []).extend(1000 * s for s in w)
            forced[kind] = forced.get(kind, 0) + f
    return {kind: {
        "decisions": len(cpu[kind]), "forced": forced[kind],
        "cpu_median": percentile(cpu[kind], 50), "cpu_p95": percentile(cpu[kind], 95),
        "cpu_max": round(max(cpu[kind]), 2) if cpu[kind] else None,
        "wall_median": percentile(wall[kind], 50), "wall_p95": percentile(wall[kind], 95),
    } for kind in cpu}


def summarize(mode: str, kinds: Sequence[str], players: int, results: Sequence[Played],
              seconds: float) -> dict[str, Any]:
    finished = [p for p in results if p.error is None]
    failed = [p for p in results if p.error is not None]
    report: dict[str, Any] = {
        "mode": mode, "game": results[0].deal.game if results else None,
        "players": players, "kinds": list(kinds), "games": len(results),
        "finished": len(finished),
        "errors": [{"index": p.deal.index, "seed": p.deal.seed, "kinds": list(p.deal.kinds),
                    "options": dict(p.deal.options), "message": p.error} for p in failed[:5]],
        "error_count": len(failed),
        "seconds": round(seconds, 1),
        "actions_per_game": round(sum(p.actions for p in finished) / len(finished), 1)
        if finished else None,
        "win_rate": tally_kinds(finished),
        "decision_ms": decision_times(results),
    }
    if mode == "one-hero":
        hero = report["win_rate"].get(kinds[0])
        fair = 1 / players
        if hero:
            report["fair_share"] = round(fair, 4)
            report["hero_over_fair"] = {key: round(hero[key] / fair, 3)
                                        for key in ("rate", "low", "high")}
    if mode == "pairings":
        pairs = tally_pairings(finished, kinds[0])
        report["pairings"] = pairs
        rates = [row["rate"] for row in pairs.values() if row["rate"] is not None]
        report["pairings_mean"] = round(sum(rates) / len(rates), 4) if rates else None
        report["pairings_low_above_half"] = sum(row["low"] > 0.5 for row in pairs.values())
    if mode == "table":
        report["factions"] = tally_labels(finished)
    return report


# -- printing --------------------------------------------------------------------------
def _pct(value: float | None) -> str:
    return "   -  " if value is None else f"{100 * value:5.1f}%"


def rate_line(label: str, row: dict[str, Any]) -> str:
    return (f"  {label:22} {row['wins']:8.1f} / {row['games']:<5} {_pct(row['rate'])}  "
            f"[{_pct(row['low'])}, {_pct(row['high'])}]")


def text_report(report: dict[str, Any]) -> str:
    lines = [
        f"{report['mode']}: {report['game']}, {report['players']} players, kinds "
        f"{', '.join(report['kinds'])}; {report['games']} games, {report['finished']} finished, "
        f"{report['error_count']} errors, {report['seconds']} s, "
        f"{report['actions_per_game']} actions a game",
        "win rate (shared wins split; Wilson 95 %):",
    ]
    if report.get("ai_time") is not None:
        lines[0] += f"; search budget {report['ai_time']:g} s a decision (uncapped)"
    if report.get("minutes") is not None:
        lines[0] += (f"; stopped after {report['minutes']:g} min: whole rounds of "
                     f"{report['planned']} games planned")
    lines += [rate_line(kind, row) for kind, row in report["win_rate"].items()]
    if "hero_over_fair" in report:
        over = report["hero_over_fair"]
        lines.append(f"  hero over fair share {report['fair_share']:.3f}: {over['rate']:.2f}x "
                     f"[{over['low']:.2f}x, {over['high']:.2f}x]")
    if "pairings" in report:
        lines.append(f"pairings ({report['kinds'][0]} plays the first faction):")
        lines += [rate_line(pairing, row) for pairing, row in report["pairings"].items()]
        lines.append(f"  mean {_pct(report['pairings_mean'])}; lower bound above 50 % in "
                     f"{report['pairings_low_above_half']} of {len(report['pairings'])}")
    if "factions" in report:
        lines.append("win share per faction (seats it held):")
        lines += [rate_line(f, row) for f, row in report["factions"].items()]
    lines.append("decision time per kind, ms (CPU; wall) over decisions of 2+ actions:")
    for kind, row in report["decision_ms"].items():
        lines.append(f"  {kind:12} median {row['cpu_median']} p95 {row['cpu_p95']} "
                     f"max {row['cpu_max']} (wall median {row['wall_median']} p95 "
                     f"{row['wall_p95']}); {row['decisions']} decisions, {row['forced']} forced")
    lines += [f"error (seed {e['seed']}, {e['kinds']}): {e['message']}" for e in report["errors"]]
    return "\n".join(lines)


# -- command line ----------------------------------------------------------------------
def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=MODES, default="heads-up")
    parser.add_argument("--game", default=None, help="registry id (pairings/table: root)")
    parser.add_argument("--kinds", default="heuristic,random",
                        help="A,B: the hero kind first (table: one kind, or several rotated)")
    parser.add_argument("--players", type=int, default=None,
                        help="seats (heads-up and pairings: 2; one-hero: 4; table: 3)")
    parser.add_argument("--games", type=int, default=20,
                        help="games (pairings: per pairing); rounded up to whole rotations")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--factions", default=None,
                        help="pairings: the factions paired (default: every playable one)")
    parser.add_argument("--pairs", default=None,
                        help="pairings: only these, x-y,... (x played by A), dealt as in the "
                             "whole run")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--ai-time", type=float, default=None, metavar="SECONDS",
                        help="a searching seat's seconds per decision, as an iteration count, "
                             "uncapped (default: its own 2 s, capped)")
    parser.add_argument("--minutes", type=float, default=None,
                        help="stop after this much wall time, keeping the whole rounds "
                             "played (default: play every game)")
    return parser.parse_args(argv)


def checked(args: argparse.Namespace) -> tuple[str, list[str], int, dict[str, str], list[str]]:
    """The run's game, kinds, players, options and factions, or SystemExit with one sentence."""
    mode = args.mode
    game_id = args.game or ("root" if mode in ("pairings", "table") else "meduris")
    if mode in ("pairings", "table") and game_id != "root":
        raise SystemExit(f"--mode {mode} is Root's (factions); not {game_id}")
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    if mode != "table" and len(kinds) != 2:
        raise SystemExit(f"--mode {mode} needs two kinds, A,B (got {args.kinds!r})")
    if not kinds:
        raise SystemExit("--kinds names no kind")
    players = args.players or {"one-hero": 4, "table": 3}.get(mode, 2)
    if mode in ("heads-up", "pairings") and players != 2:
        raise SystemExit(f"--mode {mode} plays two players")
    options = dict(item.split("=", 1) for item in args.option if "=" in item)
    game = get_game(game_id)
    for kind in dict.fromkeys(kinds):
        try:
            game.agent(kind)
        except ValueError as exc:
            raise SystemExit(str(exc)) from exc
    factions: list[str] = []
    if mode == "pairings":
        factions = args.factions.split(",") if args.factions else seating.playable()
    check = dict(options)
    if mode == "table":
        check["factions"] = "random"
    elif mode == "pairings" and faction_pairs(factions):
        check["factions"] = ",".join(faction_pairs(factions)[0])
    game.validate_options(players, check)
    return game_id, kinds, players, options, factions


def main(argv: Sequence[str] | None = None) -> None:
    args = parse_args(argv)
    game_id, kinds, players, options, factions = checked(args)
    deals = plan_deals(args.mode, game_id, kinds, players, args.games, args.seed, options,
                       factions)
    if args.pairs:
        deals = only_pairings(deals, args.pairs.split(","))
    if args.ai_time is not None:
        deals = [replace(deal, ai_time=args.ai_time) for deal in deals]
    started = time.perf_counter()
    results = play_all(deals, args.processes, args.minutes)
    report = summarize(args.mode, kinds, players, results, time.perf_counter() - started)
    report.update(seed=args.seed, options=options, processes=args.processes,
                  ai_time=args.ai_time, planned=len(deals), minutes=args.minutes)
    print(json.dumps(report, sort_keys=True) if args.json else text_report(report))


if __name__ == "__main__":
    main()
