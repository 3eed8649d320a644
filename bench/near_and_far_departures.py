"""Near and Far: where the searching player departs from the heuristic's pick, and
whether those departures pay, judged by heuristic playouts to the end of the game.

Plays the arena's heads-up deals (`bench/arena.py`: round r is the seed
`game_seed(seed, r)`, the search first, then the seats swapped; the search at
`--ai-time` seconds as an uncapped iteration count). At every decision the search
searches (two moves or more, not settled), the heuristic player's pick is the first
child of the root's order; where the move played differs from it, both are judged
from the position as the searching seat knows it: `--rollouts` determinizations of
what it cannot see, in each the two moves played and the game played on to its end
by the heuristic player at both seats (the playouts' `PlayoutPlayer`), paired (the
same determinization and generators for both). Prints one JSON line per departure
(phase, the pick, the move, the root's visits and means of both, the mean gain in
final points margin and in wins, its standard error), one per game, and then the
departures' gain by kind of question.

The judge plays the heuristic on after the move, not the search: a departure that
pays only if the search follows it up is judged as the heuristic would follow it.

    nice python -m bench.near_and_far_departures --seed 1 --rounds 0-1 [--rollouts 12]
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from bench.near_and_far_breakdown import rounds
from bot.selfplay import game_seed
from games.core import get_game
from games.core.agents import agent_rng, budgeted, determinize
from games.core.rng import Rng
from games.core.search import Macro, Node, SearchAgent
from games.core.types import Seat
from games.near_and_far.agent.player import PlayoutPlayer
from games.near_and_far.scoring import breakdown
from games.near_and_far.state import NearFarState

MAX_PLAYOUT = 3000
"""Moves of one judging playout at most."""


class Watched(SearchAgent):
    """The searching player, keeping its last root (its order and its choice)."""

    last: tuple[Node, list[Any], Any] | None = None

    def _most_visited(self, root: Node, seat: Seat, order: list[Any]) -> Any:  # type: ignore[override]
        best = SearchAgent._most_visited(root, seat, order)
        self.last = (root, order, best)
        return best


def first_step(option: Any) -> Any:
    return option.actions[0] if isinstance(option, Macro) else option


def played_out(world: NearFarState, seat: int, action: Any, key: int) -> tuple[int, float]:
    """`action` played in a copy of `world`, then the heuristic at both seats to the
    end: the seat's final margin over the best rival and its share of the win."""
    trial = world.clone()
    trial.apply(seat, action, trusted=True)
    player = PlayoutPlayer()
    for n in range(MAX_PLAYOUT):
        if trial.result() is not None:
            break
        actor = trial.pending()[0].seat
        legal = trial.legal(actor)
        move = legal[0] if len(legal) == 1 else player.choose(trial, actor, Rng.derive(key, n))
        trial.apply(actor, move, trusted=True)
    result = trial.result()
    assert result is not None
    points = [sum(breakdown(trial, s).values()) for s in range(trial.players)]
    margin = points[seat] - max(p for s, p in enumerate(points) if s != seat)
    return margin, (1.0 / len(result.winners) if seat in result.winners else 0.0)


def judged(state: NearFarState, seat: int, move: Any, pick: Any, deal: int, seq: int,
           rollouts: int) -> dict[str, float]:
    """The move's mean gain over the pick (points margin, wins), paired playouts."""
    gains, wins = [], []
    for k in range(rollouts):
        world = determinize(state, seat, Rng.derive(deal, seq, k, "judge"))
        assert isinstance(world, NearFarState)
        key = Rng.derive(deal, seq, k, "playout").state
        margin, win = played_out(world, seat, move, key)
        margin_pick, win_pick = played_out(world, seat, pick, key)
        gains.append(margin - margin_pick)
        wins.append(win - win_pick)
    mean = sum(gains) / rollouts
    spread = (sum((g - mean) ** 2 for g in gains) / max(1, rollouts - 1)) ** 0.5
    return {"gain": round(mean, 2), "se": round(spread / rollouts ** 0.5, 2),
            "wins": round(sum(wins) / rollouts, 3)}


def child(root: Node, seat: int, option: Any) -> list[float]:
    node = root.children.get((seat, option))
    return [node.visits, round(node.mean(seat), 4)] if node else [0, 0.0]


def play(seed: int, round_: int, search_seat: int, ai_time: float,
         rollouts: int) -> list[dict[str, Any]]:
    """One game; prints and returns its departures, then prints the game."""
    game = get_game("near_and_far")
    base = budgeted(game.agent("search"), ai_time, capped=False)
    assert isinstance(base, SearchAgent)
    search = Watched(base.budget, exploration=base.exploration, width=base.width,
                     widen=base.widen, playout=base.playout, prior=base.prior)
    heuristic = game.agent("heuristic")
    deal = game_seed(seed, round_)
    state = game.setup(2, {}, deal)
    assert isinstance(state, NearFarState)
    found: list[dict[str, Any]] = []
    seq = 1
    while state.result() is None:
        seat = state.pending()[0].seat
        rng = agent_rng(deal, seat, seq)
        legal = state.legal(seat)
        if len(legal) == 1:
            action = legal[0]
        elif seat != search_seat:
            action = heuristic.choose(state, seat, rng)
        else:
            search.last = None
            action = search.choose(state, seat, rng)
            if search.last is not None and first_step(search.last[1][0]) != action:
                root, order, best = search.last
                row = {"round": round_, "seat": seat, "seq": seq, "phase": state.phase,
                       "camps": [state.p(s)["camps"] for s in range(state.players)],
                       "pick": str(order[0]), "move": str(best),
                       "pick_node": child(root, seat, order[0]),
                       "move_node": child(root, seat, best),
                       **judged(state, seat, action, first_step(order[0]), deal, seq, rollouts)}
                print(json.dumps(row), flush=True)
                found.append(row)
        state.apply(seat, action)
        seq += 1
    result = state.result()
    assert result is not None
    points = [sum(breakdown(state, s).values()) for s in range(2)]
    print(json.dumps({"round": round_, "search_seat": search_seat, "points": points,
                      "won": search_seat in result.winners,
                      "departures": len(found),
                      "their_gain": round(sum(r["gain"] for r in found), 2)}), flush=True)
    return found


def summary(rows: Sequence[dict[str, Any]]) -> list[str]:
    """The departures' gain by kind of question: the phase (and a purchase)."""
    kinds: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        kind = row["phase"] + (" (buy)" if row["move"].startswith("buy") else "")
        kinds[kind].append(row)
    lines = [f"{len(rows)} departures; gain in final points margin (heuristic playouts):"]
    for kind, found in sorted(kinds.items(), key=lambda item: sum(r["gain"] for r in item[1])):
        total = sum(r["gain"] for r in found)
        worse = sum(1 for r in found if r["gain"] < -2 * r["se"])
        better = sum(1 for r in found if r["gain"] > 2 * r["se"])
        mean = total / len(found)
        lines.append(f"  {kind:<22} {len(found):4d}  total {total:7.1f}  mean {mean:6.2f}"
                     f"  wins {sum(r['wins'] for r in found) / len(found):+.3f}"
                     f"  clearly better {better}, clearly worse {worse}")
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", default="0-1")
    parser.add_argument("--ai-time", type=float, default=0.5)
    parser.add_argument("--rollouts", type=int, default=12)
    args = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    for round_ in rounds(args.rounds):
        for search_seat in (0, 1):
            rows += play(args.seed, round_, search_seat, args.ai_time, args.rollouts)
    for line in summary(rows):
        print(line)


if __name__ == "__main__":
    main()
