"""AI self-play with the engine alone (no storage, no Discord): `gamemaster simulate`.

Each game gets its own seed derived from the run's seed, and the agent kinds
rotate over the seats from one game to the next, so every kind sits in every
seat equally often. A game that raises is counted as an error (with its seed,
so it can be replayed) and the run goes on.

With `rootlog` (a folder; Root only), each finished game is also written there
as a Rootlog file (games/root/rootlog), `game-<index>-seed-<seed>.rootlog`: the
engine builds the text, this module only writes it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games.core import Game, Rng, State, agent_rng
from games.core.agents import Agent, budgeted
from games.core.search import DEFAULT_SECONDS

MAX_ACTIONS = 20_000
"""A game still running after this many actions is reported as an error (a loop)."""

MAX_ERROR_MESSAGES = 5


@dataclass
class Outcome:
    """How one self-play game went."""

    index: int
    seed: int
    kinds: tuple[str, ...]
    actions: int = 0
    # Timings differ from run to run: not part of what a game was.
    decision_seconds: dict[str, list[float]] = field(default_factory=dict, compare=False)
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    error: str | None = None


@dataclass
class SimulationPlan:
    game: Game
    players: int
    games: int
    seed: int
    kinds: Sequence[str]
    options: Mapping[str, str] = field(default_factory=dict)
    rootlog: Path | None = None  # a folder: one Rootlog file per game (Root only)
    ai_time: float = DEFAULT_SECONDS  # a searching player's budget per decision


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game `index` of a run (63 bits, so it fits an SQLite integer)."""
    return Rng.derive(run_seed, "simulate", index).next_u64() >> 1


def seat_kinds(kinds: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """Rotate the agent kinds by one seat per game."""
    return tuple(kinds[(index + seat) % len(kinds)] for seat in range(players))


def play_to_end(
    state: State, seed: int, agents: Sequence[Agent], first_seq: int = 1,
    played: list[tuple[int, str]] | None = None,
    timings: dict[str, list[float]] | None = None,
) -> int:
    """Let the agents answer every prompt until the game ends; returns the action count.

    The decision at log position `seq` uses `agent_rng(seed, seat, seq)`, as AI
    seats of a session do. `played`, when given, receives each (seat, action text);
    `timings`, when given, the seconds of each decision among several moves, by
    the agent's kind (a lone move is played without thinking).
    """
    seq = first_seq
    while state.result() is None:
        prompts = state.pending()
        if not prompts:
            raise RuntimeError("the game has no result but nobody is asked to act")
        seat = prompts[0].seat
        started = time.perf_counter()
        action = agents[seat].choose(state, seat, agent_rng(seed, seat, seq))
        if timings is not None:
            took = time.perf_counter() - started
            if len(state.legal(seat)) > 1:
                timings.setdefault(agents[seat].kind, []).append(took)
        state.apply(seat, action)  # checked against the agent's own listing (remembered)
        if played is not None:
            played.append((seat, str(action)))
        seq += 1
        if seq - first_seq > MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
    return seq - first_seq


def play_one(plan: SimulationPlan, index: int) -> Outcome:
    """One game; any exception is caught and recorded on the outcome."""
    seed = game_seed(plan.seed, index)
    outcome = Outcome(index, seed, seat_kinds(plan.kinds, plan.players, index))
    # No wall-time cap: the searching player's iteration count alone, so a run's
    # seed gives the same games on any machine, however busy.
    agents = [budgeted(plan.game.agent(kind), plan.ai_time, capped=False)
              for kind in outcome.kinds]
    try:
        state = plan.game.setup(plan.players, plan.options, seed)
        played: list[tuple[int, str]] | None = [] if plan.rootlog is not None else None
        outcome.actions = play_to_end(state, seed, agents, played=played,
                                      timings=outcome.decision_seconds)
        result = state.result()
        assert result is not None
        outcome.scores, outcome.winners = tuple(result.scores), tuple(result.winners)
        if plan.rootlog is not None and played is not None:
            write_rootlog(plan, index, seed, played)
    except Exception as exc:  # one broken game must not stop the run
        outcome.error = f"{type(exc).__name__}: {exc}"
    return outcome


def rootlog_path(folder: Path, index: int, seed: int) -> Path:
    return folder / f"game-{index:04d}-seed-{seed}.rootlog"


def write_rootlog(
    plan: SimulationPlan, index: int, seed: int, played: Sequence[tuple[int, str]]
) -> Path:
    """The game's Rootlog file in the plan's folder (a failure counts as the game's error)."""
    from games.root.rootlog import RootlogSetup, export_text

    assert plan.rootlog is not None
    names = [f"{kind} {seat + 1}" for seat, kind in
             enumerate(seat_kinds(plan.kinds, plan.players, index))]
    setup = RootlogSetup(plan.players, dict(plan.options), seed, names, show_seed=True)
    text = export_text(setup, played)
    path = rootlog_path(plan.rootlog, index, seed)
    path.write_text(text, encoding="utf-8")
    return path


def simulate(plan: SimulationPlan) -> dict[str, Any]:
    """Play every game of the plan and return the figures as one JSON-ready dict."""
    started = time.perf_counter()
    outcomes = [play_one(plan, index) for index in range(plan.games)]
    seconds = time.perf_counter() - started
    return summarize(plan, outcomes, seconds)


def summarize(plan: SimulationPlan, outcomes: list[Outcome], seconds: float) -> dict[str, Any]:
    finished = [o for o in outcomes if o.error is None]
    failed = [o for o in outcomes if o.error is not None]
    all_scores = [s for o in finished for s in o.scores]
    winning = [o.scores[w] for o in finished for w in o.winners]
    return {
        "game": plan.game.id,
        "players": plan.players,
        "options": dict(plan.options),
        "seed": plan.seed,
        "agents": list(plan.kinds),
        "games": len(outcomes),
        "finished": len(finished),
        "errors": {
            "count": len(failed),
            "first": [{"index": o.index, "seed": o.seed, "message": o.error}
                      for o in failed[:MAX_ERROR_MESSAGES]],
        },
        "actions_per_game": spread([o.actions for o in finished]),
        "seconds": round(seconds, 3),
        "games_per_second": round(len(outcomes) / seconds, 3) if seconds > 0 else None,
        "scores": {"all": distribution(all_scores), "winners": distribution(winning)},
        "win_rate": win_rates(plan.kinds, finished),
        "decision_seconds": decision_times(plan.kinds, outcomes),
        "win_rate_by_seat": seat_win_rates(plan.players, finished),
    }


def spread(values: Sequence[float]) -> dict[str, float | None]:
    if not values:
        return {"mean": None, "min": None, "max": None}
    return {"mean": round(sum(values) / len(values), 2), "min": min(values), "max": max(values)}


def distribution(values: Sequence[float]) -> dict[str, float | None]:
    figures = spread(values)
    for p in (10, 25, 50, 75, 90):
        figures[f"p{p}"] = percentile(values, p)
    return figures


def percentile(values: Sequence[float], p: float, digits: int = 2) -> float | None:
    """Linear interpolation between the closest ranks (as numpy's default)."""
    if not values:
        return None
    ordered = sorted(values)
    position = (len(ordered) - 1) * p / 100
    low, high = math.floor(position), math.ceil(position)
    value = ordered[low] + (ordered[high] - ordered[low]) * (position - low)
    return round(value, digits)


def decision_times(kinds: Sequence[str], outcomes: list[Outcome]) -> dict[str, dict[str, Any]]:
    """Per agent kind: how many decisions among several moves it took, and their
    seconds (median, p95, max), over every game (one that failed too)."""
    table: dict[str, dict[str, Any]] = {}
    for name in dict.fromkeys(kinds):
        # The kind the game's agent reports (the name asked for may be a level).
        seconds = [t for o in outcomes for kind, times in o.decision_seconds.items()
                   for t in times if kind == name]
        table[name] = {
            "decisions": len(seconds),
            "median": percentile(seconds, 50, digits=4),
            "p95": percentile(seconds, 95, digits=4),
            "max": round(max(seconds), 4) if seconds else None,
        }
    return table



def win_rates(kinds: Sequence[str], finished: list[Outcome]) -> dict[str, dict[str, Any]]:
    """Per agent kind: seats played, wins (a shared win counts for each winner), rate."""
    table = {kind: {"seats": 0, "wins": 0} for kind in dict.fromkeys(kinds)}
    for outcome in finished:
        for seat, kind in enumerate(outcome.kinds):
            table[kind]["seats"] += 1
            table[kind]["wins"] += seat in outcome.winners
    return {kind: _with_rate(row) for kind, row in table.items()}


def seat_win_rates(players: int, finished: list[Outcome]) -> list[dict[str, Any]]:
    rows = [{"seat": seat, "seats": len(finished), "wins": 0} for seat in range(players)]
    for outcome in finished:
        for seat in outcome.winners:
            rows[seat]["wins"] += 1
    return [_with_rate(row) for row in rows]


def _with_rate(row: dict[str, Any]) -> dict[str, Any]:
    row["win_rate"] = round(row["wins"] / row["seats"], 3) if row["seats"] else None
    return row


def text_summary(figures: dict[str, Any]) -> str:
    """A few readable lines for a person (the JSON is for scripts)."""
    acts, scores = figures["actions_per_game"], figures["scores"]["all"]
    lines = [
        f"{figures['game']}, {figures['players']} players, agents {', '.join(figures['agents'])}",
        f"games {figures['games']}, finished {figures['finished']}, "
        f"errors {figures['errors']['count']}, {figures['games_per_second']} games/s",
        f"actions per game: mean {acts['mean']}, min {acts['min']}, max {acts['max']}",
        f"scores: mean {scores['mean']}, min {scores['min']}, max {scores['max']}, "
        f"median {scores['p50']}; winners' median {figures['scores']['winners']['p50']}",
    ]
    for kind, row in figures["win_rate"].items():
        lines.append(f"win rate {kind}: {row['win_rate']} ({row['wins']}/{row['seats']} seats)")
    for kind, row in figures["decision_seconds"].items():
        if row["decisions"]:
            lines.append(f"decision time {kind}: median {row['median']} s, p95 {row['p95']} s, "
                         f"max {row['max']} s ({row['decisions']} decisions)")
    lines += [f"error (seed {e['seed']}): {e['message']}" for e in figures["errors"]["first"]]
    return "\n".join(lines)
