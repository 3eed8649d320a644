"""Whole walks as single steps of the searching player's tree (games/core/search.py,
"Macro steps"): at a movement decision the search cannot reach, at a few hundred
iterations a decision, what a walk of several paths (one `go N` an action) brings at
its end: a camp, a quest, a threat beaten, a route completed. So there it chooses
among destinations instead.

The destinations are every space the seat can reach with the movement and hearts it
has this turn (`walk.walks_from`, the movement rules walked ahead), and standing
still (`stop` at once). For each, one walk: the cheapest in hearts, a treasure on
the way counted as a heart saved, then the shortest; a walk that meets the active
threat, or a treasure that does not fit, ends there (the question comes first) and
is a destination of its own. Each becomes a `Macro` of its `go` steps and the
closing `stop`; a walk up to the threat comes once with each answer to it but
`back` (`fight`, an avoidance), judged after the answer, a fight after its roll.
Ranked by the walk alone, a walk to the threat looked like hearts spent for
nothing (in probe games the search met the threat 1 and 7 times where the
heuristic beat 9 to 18), and left to the tree, the question was answered with
`back` as often as not, after which the same walk was chosen again (eight times
in a row in one probe game). They are ranked by the position each leads to,
judged as the search judges its leaves (`Game.evaluate`: agent/outlook.py, the
final scoring and what the position promises), with the camp placed where the
walk ends when one may be (the better of camping and not), best first.

It reads only the position it is given, the search's determinization of what the
seat may know.
"""

from __future__ import annotations

from games.core.search import Macro, SearchAgent
from games.near_and_far import adventure, frames, walk
from games.near_and_far.actions import Goods, Number, Word
from games.near_and_far.frames import BuildingFrame
from games.near_and_far.state import NearFarState

STOP = Word("stop")
BACK = Word("back")
CAMP = Word("camp")


def walk_macros(state: NearFarState, seat: int) -> list[Macro] | None:
    """The seat's walks this turn as macro steps, best first; None when it is not
    walking or cannot take a step (`stop` is then its only move of the walk)."""
    begun = walk.start(state, seat)
    if begun is None:
        return None
    best: dict[tuple[int, bool], walk.Walk] = {}
    for found in walk.walks_from(state, begun):
        key = (found.here, found.stops)
        held = best.get(key)
        if held is None or _rank(found) < _rank(held):
            best[key] = found
    if not best:
        return None
    macros = [Macro((STOP,))] + [
        Macro(tuple(Number("go", n) for n in found.spaces) + (() if found.stops else (STOP,)))
        for found in best.values()
    ]
    judged: list[tuple[float, int, Macro]] = []
    for macro in macros:
        trial = state.clone()
        SearchAgent._play(trial, seat, macro)
        if trial.phase != "threat" or trial.active != seat:
            judged.append((_arrived(trial, seat), len(judged), macro))
            continue
        # The walk up to the threat, once with each answer but `back` (walking up
        # to it to turn back is a shorter walk, offered as its own destination),
        # judged after the answer (a threat fought, after the roll: its VP).
        for answer in adventure.threat_legal(trial, seat):
            if answer == BACK:
                continue
            after = trial.clone()
            after.apply(seat, answer, trusted=True)
            answered = Macro((*macro.actions, answer))
            judged.append((_arrived(after, seat), len(judged), answered))
    judged.sort(key=lambda item: (-item[0], item[1]))
    return [macro for _, _, macro in judged]


def _arrived(trial: NearFarState, seat: int) -> float:
    """The judgement of where a walk ends, with the camp placed there when one may
    be (the better of camping and not): judged before it, every destination looked
    alike (a camp within reach, a free space), its site's worth (VP, a trade route
    completed, the search reward) unseen, and the walks the tree tried first were
    not the ones to camp on: in probe games the search completed no trade route
    where the heuristic scored 6 to 15 VP of them."""
    game = trial.game
    value = game.evaluate(trial, seat)
    if trial.phase == "arrive" and trial.active == seat and CAMP in trial.legal(seat):
        camped = trial.clone()
        camped.apply(seat, CAMP, trusted=True)
        value = max(value, game.evaluate(camped, seat))
    return value


def _rank(found: walk.Walk) -> tuple[int, int, int]:
    """Smaller is better among walks to one destination."""
    return (found.cost - len(found.treasures), found.cost, len(found.spaces))


def is_walk_step(action: object) -> bool:
    """`go N` and `stop`: the steps the walks stand for."""
    return action == STOP or (isinstance(action, Number) and action.verb == "go")


CANCEL, DEAL = Word("cancel"), Word("deal")


def trade_macros(state: NearFarState, seat: int) -> list[Macro] | None:
    """In the middle of a town hall trade (`trade`, then `give`, `get`, `deal`), the
    steps without `cancel` unless it is the only one left: `cancel` leaves the
    position as it was before `trade`, and a search that started a trade, cancelled
    it and started it again played a probe game without end (as at the threat with
    `back`)."""
    visit = frames.at(state, BuildingFrame)
    if visit is None or state.active != seat or visit.get("b") != "hall" or "give" not in visit:
        return None
    steps = [Macro((action,)) for action in state.legal(seat) if _trade_step(action)]
    return steps or None


def _trade_step(action: object) -> bool:
    return action == DEAL or (isinstance(action, Goods) and action.verb in ("give", "get"))


def is_search_step(action: object) -> bool:
    """The steps the search's macros stand for: a walk's `go N` and `stop`, and a
    trade's steps and `cancel` (so `cancel` is offered only when no step is)."""
    return is_walk_step(action) or action == CANCEL or _trade_step(action)
