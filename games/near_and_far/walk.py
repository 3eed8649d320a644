"""A whole walk typed at once, `go 3-7-12` (issue 5, "Interface and rendering"):
what it stands for, what it costs and what it meets before it is confirmed.

The rules move one space per action (`go N`, rulebook "Irse de aventuras",
movement). A walk is only a shortcut for those steps: the game master plays them
one by one and logs each, so nothing here changes a position. This module reads a
walk, and works out from the movement rules (adventure.py) what walking it would
cost and meet, so the path can be shown before it is chosen:

- the hearts: one per empty space passed through (not the space the movement
  began on, not a camped space or the village; free passes and day-side turtles
  first), plus the heart toxic water takes on entering it;
- the active threat on a path: the walk ends there, since the threat must be
  faced (or avoided, or turned back from) before anything else;
- treasures on paths, toxic water, quest tokens on the spaces entered;
- a treasure that would not fit (every slot full) also ends the walk there: one
  card must be discarded first.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from games.core.errors import BadNotation
from games.near_and_far import adventure, camps, frames, treasure
from games.near_and_far.cards import has_effect
from games.near_and_far.frames import MoveFrame

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

WALK_NODES = 4000
"""At most this many walks are looked at per suggestion list (a long movement on a
dense map has hundreds of simple paths; the first ones by length are enough)."""

_DASH = re.compile(r"\s*-\s*")
_WALK = re.compile(r"go (\d{1,3}(?:-\d{1,3})+)")


def tidy(text: str) -> str:
    """Lower case, single spaces, no space around a dash: `Go 3 - 7` -> `go 3-7`."""
    return _DASH.sub("-", " ".join(str(text).lower().split()))


def path_spaces(text: str) -> list[int] | None:
    """The spaces of a typed walk (`go 3-7-12` -> [3, 7, 12]); None when the text is
    not a walk (a single `go 12`, or another action). A `go` with a dash that is not
    a list of space numbers is malformed."""
    cleaned = tidy(text)
    if not cleaned.startswith("go ") or "-" not in cleaned:
        return None
    match = _WALK.fullmatch(cleaned)
    if match is None:
        raise BadNotation("near_and_far.error.walk", text=str(text)[:40])
    return [int(n) for n in match[1].split("-")]


def walk_text(spaces: tuple[int, ...] | list[int]) -> str:
    return "go " + "-".join(str(n) for n in spaces)


@dataclass(frozen=True)
class Walk:
    """Where a walk has led so far, and what it has cost and met on the way."""

    here: int
    spaces: tuple[int, ...] = ()  # the spaces entered, in order
    left: int = 0  # steps of movement still allowed
    moved: int = 0
    free: int = 0  # free passes left (cards)
    turtles: int = 0  # day-side turtles: each carries over one empty space
    heart: int = 0
    food: int = 0  # food that may be spent as hearts (Meditation), else 0
    cost: int = 0  # hearts (and food) the walk has taken
    room: int = 0  # treasure slots still free
    deck: int = 0  # treasure cards left to draw (deck and discard)
    threat: tuple[int, int] | None = None  # the leg where the active threat waits
    treasures: tuple[tuple[int, int], ...] = ()
    water: tuple[int, ...] = ()
    quests: tuple[int, ...] = ()
    stops: bool = False  # a question waits after the last step: the walk ends here

    @property
    def text(self) -> str:
        return walk_text(self.spaces)


def start(state: NearFarState, seat: int) -> Walk | None:
    """The walk not yet begun, from where the seat stands; None unless it is moving."""
    if state.phase != "move" or state.active != seat or state.outcome is not None:
        return None
    player = state.p(seat)
    ctx = frames.current(state, MoveFrame)
    food = player["food"] if has_effect(state, seat, "food_as_hearts") else 0
    return Walk(
        here=player["space"],
        left=ctx["left"],
        moved=ctx["moved"],
        free=ctx["free"],
        turtles=ctx["turtles"],
        heart=player["heart"],
        food=food,
        room=treasure.slots(state, seat) - len(player["treasures"]),
        deck=len(state.treasure_deck) + len(state.treasure_discard),
    )


def pass_cost(state: NearFarState, walk: Walk) -> int:
    """Hearts to leave the walk's current space (adventure.pass_cost, walked ahead)."""
    if walk.moved == 0 or camps.is_camped(state, walk.here):
        return 0
    if walk.free > 0 or walk.turtles > 0:
        return 0
    if adventure.free_when_out(state) and walk.heart + walk.food == 0:
        return 0
    return 1


def step(state: NearFarState, walk: Walk, target: int) -> Walk | None:
    """The walk one step further, to a neighbouring space; None when that step could
    not be taken (no such path, no movement left, too few hearts) or when the walk
    already ends at a question."""
    if walk.stops or walk.left <= 0:
        return None
    index = next((i for n, i in state.board.neighbours(walk.here) if n == target), None)
    if index is None or walk.heart + walk.food < pass_cost(state, walk):
        return None
    leg = (walk.here, target)
    if adventure.threat_active(state, index):
        # The step waits for the threat; its heart is paid once past it.
        walk = replace(walk, threat=leg, stops=True)
    free, turtles, heart, food, cost = walk.free, walk.turtles, walk.heart, walk.food, walk.cost
    if walk.moved > 0 and not camps.is_camped(state, walk.here):
        if free > 0:
            free -= 1
        elif turtles > 0:
            turtles -= 1
        elif pass_cost(state, walk):
            heart, food = (heart - 1, food) if heart > 0 else (heart, food - 1)
            cost += 1
    water = walk.water
    if state.board.spaces[target].water:
        water += (target,)
        if heart > 0:  # toxic water takes a heart you have (never food)
            heart, cost = heart - 1, cost + 1
    treasures, room, deck, stops = walk.treasures, walk.room, walk.deck, walk.stops
    if adventure.treasure_open(state, index):
        treasures += (leg,)
        if treasure.can_draw(state, state.active) and deck > 0:
            deck -= 1
            room -= 1
            stops = stops or room < 0  # a card to discard first
    quests = walk.quests + ((target,) if target in state.quest_tokens else ())
    return replace(
        walk,
        here=target,
        spaces=walk.spaces + (target,),
        left=walk.left - 1,
        moved=walk.moved + 1,
        free=free,
        turtles=turtles,
        heart=heart,
        food=food,
        cost=cost,
        room=room,
        deck=deck,
        treasures=treasures,
        water=water,
        quests=quests,
        stops=stops,
    )


def follow(state: NearFarState, seat: int, spaces: list[int]) -> Walk | None:
    """The walk along `spaces` from where the seat stands; None if a step cannot be
    taken or a question comes before the last step."""
    walk = start(state, seat)
    for target in spaces:
        if walk is None:
            return None
        walk = step(state, walk, target)
    return walk


def walks_from(state: NearFarState, walk: Walk) -> Iterator[Walk]:
    """Every longer walk that never enters a space twice (nor the starting one),
    shortest first, in the map's order of neighbours."""
    seen = {walk.here, *walk.spaces}
    frontier = [(walk, seen)]
    looked = 0
    while frontier:
        following = []
        for current, visited in frontier:
            for target, _ in state.board.neighbours(current.here):
                if target in visited or looked >= WALK_NODES:
                    continue
                looked += 1
                longer = step(state, current, target)
                if longer is None:
                    continue
                yield longer
                following.append((longer, visited | {target}))
        frontier = following


def suggested(
    state: NearFarState,
    seat: int,
    typed: str,
    limit: int,
    label: Callable[[Walk], str],
) -> list[tuple[Walk, str]]:
    """Whole walks of two steps or more for the typed text, shortest first, with
    their labels: the walks that extend a typed `go 3-7` (or `go 3-`, `go 3-1`),
    or, for other words, the walks whose text and label hold every word."""
    begun = start(state, seat)
    if begun is None or limit <= 0:
        return []
    cleaned = tidy(typed)
    prefix = _typed_prefix(cleaned)
    if prefix is not None:
        begun = follow(state, seat, prefix)
        if begun is None:
            return []
        candidates = [begun, *walks_from(state, begun)]

        def fits(walk: Walk, text: str) -> bool:
            return text.startswith(cleaned)
    else:
        words = cleaned.split()
        candidates = list(walks_from(state, begun))

        def fits(walk: Walk, text: str) -> bool:
            haystack = f"{text} {label(walk)}".lower()
            return all(word in haystack for word in words)

    out: list[tuple[Walk, str]] = []
    for walk in candidates:
        if len(walk.spaces) < 2 or not fits(walk, walk.text):
            continue
        out.append((walk, label(walk)))
        if len(out) >= limit:
            break
    return out


def _typed_prefix(cleaned: str) -> list[int] | None:
    """The whole space numbers of a typed walk in progress (`go 3-7-1` -> [3, 7]),
    or None when the text is not the start of a walk."""
    if cleaned in ("", "g", "go"):
        return []
    if not cleaned.startswith("go "):
        return None
    parts = cleaned[3:].split("-")
    if not all(part.isdigit() and len(part) <= 3 for part in parts[:-1]):
        return None
    if parts[-1] and not (parts[-1].isdigit() and len(parts[-1]) <= 3):
        return None
    return [int(part) for part in parts[:-1]]
