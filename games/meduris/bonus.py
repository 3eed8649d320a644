"""Laying the bonus tokens at setup. Rulebook "Disposición", "Fichas bonus":
"Mezclad las fichas bonus boca abajo y situadlas en las casillas que prefiráis.
Entre cada una de las fichas debe haber al menos tres casillas libres. A
continuación, dadles la vuelta." (Shuffle the bonus tokens face down and put
them on the plots you prefer; at least three free plots between any two; then
turn them face up.)

As printed (option `bonus=place`, the default) the players lay them: one at a
time, face down, starting with the first player and going clockwise, as the
workers are placed; the six kinds are shuffled and turned up once all lie on the
board. Options `bonus=random` and `bonus=spread` lay them for the table, at
random places or as evenly as the ring allows.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING

from games.core.rng import Rng
from games.core.types import Event
from games.meduris.actions import PlaceBonus
from games.meduris.board import components

if TYPE_CHECKING:
    from games.meduris.state import MedurisState

FACE_DOWN = "hidden"  # a token laid but not yet turned face up


def token_kinds() -> list[str]:
    """The six tokens, kind by kind (docs/rules/meduris.md: two of each)."""
    return [k for k, n in components()["bonus_tokens"].items() for _ in range(n)]


def free_between() -> int:
    """"al menos tres casillas libres" between any two tokens."""
    return int(components()["bonus_min_free_plots_between"])


def laid_by_players(options: dict[str, str]) -> bool:
    return options.get("bonus", "place") == "place"


def placing_order(turn_order: list[int]) -> list[int]:
    """Who lays each token: from the first player clockwise, one token each in turn."""
    count = len(token_kinds())
    return [turn_order[i % len(turn_order)] for i in range(count)]


# -- the players lay them -----------------------------------------------------------
def legal_placements(state: MedurisState, left: int) -> list[PlaceBonus]:
    """Every plot where the next of the `left` tokens may go: three free plots
    at least from every token laid, and room left around the ring for the
    tokens still to come."""
    laid = laid_plots(state)
    still = left - 1
    size, free = state.board.size, free_between()  # read once: asked per plot and token
    room = room_for(size, laid, free)
    # The plots `free` or fewer away from a laid token, either way round the ring
    # (fewer than `free` plots between): marked once, not measured from every plot.
    near = {(t + step) % size for t in laid for step in range(-free, free + 1)}
    plots = [index for index in range(size) if index not in near]
    # A token with `free` plots or more on each side splits its gap into two whose
    # room is at most 2 less in all: while `room - 2` tokens are still to come at
    # most, every such plot leaves room enough (most of the setup: nothing measured).
    if room - 2 < still:
        if not laid:  # the first token: the ring looks the same from every plot
            plots = plots if room_for(size, [0], free) >= still else []
        else:
            plots = [i for i in plots if _room_with(size, laid, room, i, free) >= still]
    return [PlaceBonus(index + 1) for index in plots]


def _room_with(size: int, laid: list[int], room: int, index: int, free: int) -> int:
    """`room_for(size, [*laid, index], free)` for a plot `index` not among `laid`
    (sorted; `room`: `room_for(size, laid, free)`): the gap it falls in splits in
    two, the others stay (asked for every plot at every token laid: the ring is
    not measured again for each)."""
    if not laid:
        return room_for(size, [index], free)
    step = free + 1
    at = bisect.bisect_left(laid, index)
    before, after = laid[at - 1], laid[at % len(laid)]  # the gap's ends, round the ring
    # What fits in a gap of g free plots: max(0, (g - free) // step), as `room_for`.
    whole = max(0, ((after - before - 1) % size - free) // step)
    left = max(0, ((index - before - 1) % size - free) // step)
    right = max(0, ((after - index - 1) % size - free) // step)
    return room - whole + left + right


def laid_plots(state: MedurisState) -> list[int]:
    return [i for i, token in enumerate(state.bonus) if token is not None]


def room_for(size: int, laid: list[int], free: int | None = None) -> int:
    """How many more tokens fit on a ring of `size` plots with tokens on `laid`.
    Between two tokens with g free plots, k more need 3 free plots before each
    and after the last: 4k + 3 <= g. `free`: `free_between()`, if already read."""
    free = free_between() if free is None else free
    step = free + 1
    if not laid:
        return size // step
    ordered = sorted(laid)
    gaps = [(b - a - 1) % size for a, b in zip(ordered, ordered[1:] + ordered[:1], strict=True)]
    return sum(max(0, (g - free) // step) for g in gaps)


def lay(state: MedurisState, seat: int, action: PlaceBonus) -> list[Event]:
    """Put one token face down on the chosen plot (turned up after the last one)."""
    state.bonus[action.plot - 1] = FACE_DOWN
    return [Event("bonus_placed", {"seat": seat, "plot": action.plot})]


def turn_face_up(state: MedurisState) -> list[Event]:
    """"A continuación, dadles la vuelta": the shuffled kinds, plot by plot clockwise.
    They were laid face down, so which lies where is drawn only now."""
    kinds = token_kinds()
    state.rng.shuffle(kinds)
    events = []
    for index in laid_plots(state):
        state.bonus[index] = kinds.pop()
        events.append(Event("bonus_revealed", {"plot": index + 1, "token": state.bonus[index]}))
    return events


# -- laid for the table (options) ------------------------------------------------------
def lay_for_the_table(size: int, how: str, rng: Rng) -> list[str | None]:
    """Shuffle the six tokens and lay them with at least three free plots
    between any two (around the ring). "spread": as evenly as possible;
    "random": the spare plots are shared out at random."""
    kinds = token_kinds()
    rng.shuffle(kinds)
    gap = free_between()
    slack = size - len(kinds) * (gap + 1)
    extra = [0] * len(kinds)
    if how == "spread":
        for i in range(slack):
            extra[i % len(kinds)] += 1
    else:
        for _ in range(slack):
            extra[rng.randbelow(len(kinds))] += 1
    bonus: list[str | None] = [None] * size
    position = rng.randbelow(size)
    for kind, more in zip(kinds, extra, strict=True):
        bonus[position % size] = kind
        position += gap + 1 + more
    return bonus
