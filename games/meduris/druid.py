"""The druid: his stone path, his walk along the ring, the offering ritual and
the intermediate rune count at the great river (rulebook "El sendero del
druida", "El ritual de ofrenda", "Recuento rúnico intermedio", "La última ronda
del druida")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.meduris import payment
from games.meduris.actions import Offer
from games.meduris.board import RESOURCES
from games.meduris.building import is_hut, settlement
from games.meduris.payment import Counts

if TYPE_CHECKING:
    from games.meduris.state import MedurisState

Visits = list[list[int]]  # the huts a ritual still asks: [plot index, settlement size], ...


def ring_position(state: MedurisState) -> int:
    """The plot the druid stands at; while on his stones, the plot just before
    the place where his path joins the ring (he then looks clockwise from it)."""
    where, index = state.druid
    return index if where == "plot" else state.board.entry_after


# -- walking ---------------------------------------------------------------------
def advance(state: MedurisState) -> tuple[list[Event], Visits]:
    """After every build: one stone forward while stones remain; from then on,
    clockwise to the nearest hut (temples and empty plots are passed by), where
    a ritual starts (its visits are returned; none when no ritual starts).
    With no hut on the board he waits (FAQ)."""
    where, index = state.druid
    if where == "stone" and index < state.board.stones:
        state.druid = ["stone", index + 1]
        return [Event("druid_stone", {"stone": index + 1})], []
    target = next_hut(state, ring_position(state))
    if target is None:
        return [Event("druid_waits", {})], []
    events = walk_to(state, target)
    visits = ritual_visits(state, target)
    return events + [Event("ritual", {"plot": target + 1, "huts": len(visits)})], visits


def next_hut(state: MedurisState, start: int) -> int | None:
    """The first hut clockwise after `start` (a full lap comes back to `start`)."""
    board = state.board
    for step in range(1, board.size + 1):
        plot = board.step(start, step)
        if is_hut(state, plot):
            return plot
    return None


def walk_to(state: MedurisState, target: int) -> list[Event]:
    """Walk clockwise to `target`, holding a rune count whenever the river is crossed."""
    board = state.board
    here = ring_position(state)
    events = [Event("druid_walks", {"plot": target + 1})]
    while True:
        after = board.step(here)
        if board.crosses_river(here, after):
            events += rune_count(state)
        here = after
        if here == target:
            break
    state.druid = ["plot", target]
    return events


def rune_count(state: MedurisState) -> list[Event]:
    """Intermediate rune count: one point per rune stone held, for everyone."""
    events = []
    for seat in range(state.players):
        held = sum(1 for holder in state.runes if holder == seat)
        state.scores[seat] += held
        events.append(Event("rune_count", {"seat": seat, "points": held}))
    return events


# -- the ritual -----------------------------------------------------------------
def ritual_visits(state: MedurisState, plot: int) -> Visits:
    """The druid asks the hut he reached, then each further hut of its
    settlement clockwise, for an offering. A settlement's size is fixed for the
    whole ritual (nothing is built meanwhile)."""
    run = settlement(state, plot)
    return [[p, len(run)] for p in run[run.index(plot):]]


def current_visit(visits: Visits) -> tuple[int, int]:
    """The hut the druid asks now and the size of its settlement."""
    plot, size = visits[0]
    return plot, size


def owner(state: MedurisState, plot: int) -> int:
    building = state.buildings[plot]
    assert building is not None
    return int(building[1])


def icons_need(state: MedurisState, plot: int) -> tuple[Counts, Counts, Counts]:
    """What the druid demands: both icons, or each single icon."""
    both, singles = [0] * 4, []
    for icon in state.board.plots[plot].icons:
        r = RESOURCES.index(icon)
        both[r] += 1
        one = [0] * 4
        one[r] = 1
        singles.append(tuple(one))
    return tuple(both), singles[0], singles[1]  # type: ignore[return-value]


def legal_offers(state: MedurisState, seat: int, plot: int) -> list[Offer]:
    """Nothing, the druid token, both icons, or one icon (3-for-1 allowed)."""
    holding = state.holding(seat)
    both, first, second = icons_need(state, plot)
    offers = [Offer()]
    if state.bonus[plot] == "druid":
        offers.append(Offer(token=True))
    offers += [Offer(p) for p in payment.payments(holding, both)]
    singles = payment.payments(holding, first) + payment.payments(holding, second)
    for p in sorted(set(singles), key=lambda p: (payment.total(p), [-x for x in p])):
        offers.append(Offer(p))
    return offers


def offer(
    state: MedurisState, seat: int, action: Offer, visits: Visits, final: bool
) -> list[Event]:
    """Both icons (or the druid token): as many points as huts in the
    settlement; one icon: 1 point; nothing: -1, never below 0. Then on to the
    next hut of `visits`."""
    plot, size = current_visit(visits)
    if action.token:
        state.bonus[plot] = None
        points = size
    elif not any(action.amounts):
        points = -1 if state.scores[seat] > 0 else 0
    else:
        for r, n in enumerate(action.amounts):
            state.resources[seat][r] -= n
            state.supply[r] += n
        points = size if payment.total(action.amounts) % 2 == 0 else 1
    state.scores[seat] += points
    params = {"seat": seat, "plot": plot + 1, "offer": str(action), "points": points}
    return [Event("offered", params)] + _next_visit(state, visits, final)


def _next_visit(state: MedurisState, visits: Visits, final: bool) -> list[Event]:
    """On to the next hut of the ritual; crossing the river mid-ritual counts
    runes too, except on the druid's final lap."""
    done = visits.pop(0)[0]
    state.druid = ["plot", done]
    if not visits:
        return []
    following = visits[0][0]
    state.druid = ["plot", following]
    # Within a settlement the huts are neighbours, so one step is all he walks.
    if not final and state.board.crosses_river(done, following):
        return rune_count(state)
    return []


# -- the final lap ------------------------------------------------------------------
def final_lap(state: MedurisState) -> tuple[list[Event], Visits]:
    """Mark the druid's place with the die; he walks one whole lap, asking every
    hut for a last offering (the visits returned), settlement by settlement,
    and stops at the mark. No rune count on this lap."""
    board = state.board
    mark = ring_position(state)
    state.final_lap_from = mark + 1
    visits = []
    for step in range(1, board.size + 1):
        plot = board.step(mark, step)
        if is_hut(state, plot):
            visits.append([plot, len(settlement(state, plot))])
    return [Event("final_lap", {"plot": mark + 1, "huts": len(visits)})], visits
