"""Building huts and erecting temples (rulebook "B. Construir cabañas",
"C. Erigir templo", the settlement rules and the bonus tokens)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from games.core.types import Event
from games.meduris import payment, screens
from games.meduris.actions import Build, Pay
from games.meduris.board import components, load_board
from games.meduris.payment import Counts

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


# -- settlements ---------------------------------------------------------------
def is_hut(state: MedurisState, index: int) -> bool:
    building = state.buildings[index]
    return building is not None and building[0] == "hut"


def settlement(state: MedurisState, index: int) -> list[int]:
    """The huts standing side by side with the hut at `index`, in clockwise order.

    Huts of any colour form a settlement; temples and empty plots end it; it may
    span rune areas and the river (the ring is circular)."""
    board = state.board
    start = index
    for _ in range(board.size - 1):
        before = board.step(start, -1)
        if not is_hut(state, before) or before == index:
            break
        start = before
    run = [start]
    while len(run) < board.size:
        after = board.step(run[-1])
        if not is_hut(state, after) or after == start:
            break
        run.append(after)
    return run


def settlement_size_with(state: MedurisState, index: int) -> int:
    """How many huts the settlement would have with a new hut on the empty plot
    `index` — joining two settlements counts both (rulebook: "se conforma un
    gran asentamiento")."""
    # Read from the plots around it (a label asks for one plot at a time: listing
    # where every hut stands first cost more than the walk).
    buildings = state.buildings
    size = len(buildings)
    left = right = 0
    while left < size - 1 and _is_hut_building(buildings[(index - left - 1) % size]):
        left += 1
    while left + right < size - 1 and _is_hut_building(buildings[(index + right + 1) % size]):
        right += 1
    return 1 + left + right


def _is_hut_building(building: Sequence[object] | None) -> bool:
    return building is not None and building[0] == "hut"


def _hut_flags(state: MedurisState) -> list[bool]:
    """Which plots hold a hut, read once for every plot (`legal_builds` asks of each)."""
    return [b is not None and b[0] == "hut" for b in state.buildings]


def _size_with(hut_at: Sequence[bool], index: int) -> int:
    size = len(hut_at)
    left = right = 0
    while left < size - 1 and hut_at[(index - left - 1) % size]:
        left += 1
    while left + right < size - 1 and hut_at[(index + right + 1) % size]:
        right += 1
    return 1 + left + right


# -- costs ---------------------------------------------------------------------
def requirement(state: MedurisState, kind: str, index: int) -> Counts:
    """The plot's two icons; for a hut, times the size of its settlement (the
    2nd hut of a settlement pays each icon twice, the 3rd three times...).
    Temples always pay the icons once."""
    times = settlement_size_with(state, index) if kind == "hut" else 1
    return _times(plot_icons(state.side)[index], times)


@cache
def plot_icons(side: str) -> tuple[Counts, ...]:
    """Each plot's two icons as counts, by plot index (read on every legal move)."""
    board = load_board(side)
    return tuple(payment.counts(Counter(plot.icons)) for plot in board.plots)


def _times(icons: Counts, times: int) -> Counts:
    return (icons[0] * times, icons[1] * times, icons[2] * times, icons[3] * times)


def is_free(state: MedurisState, kind: str, index: int) -> bool:
    return kind == "hut" and state.bonus[index] == "free_hut"


def can_build(state: MedurisState, seat: int, kind: str, index: int) -> bool:
    if state.buildings[index] is not None:
        return False
    if kind == "hut":
        if state.huts_left[seat] == 0:
            return False
    elif state.temples_left[seat] == 0 or state.bonus[index] is not None:
        return False
    if is_free(state, kind, index):
        return True
    return payment.affordable(state.holding(seat), requirement(state, kind, index))


def legal_builds(state: MedurisState, seat: int) -> list[Build]:
    """`can_build` of every kind on every plot, huts first, with what all plots
    share read once (the holding, where huts stand): it is listed on every turn,
    and random self-play spends most of its time here."""
    holding = state.holding(seat)
    icons = plot_icons(state.side)
    hut_at = _hut_flags(state)
    may_hut = state.huts_left[seat] > 0
    may_temple = state.temples_left[seat] > 0
    huts: list[Build] = []
    temples: list[Build] = []
    held = sum(holding)
    for index, built in enumerate(state.buildings):
        if built is not None:
            continue
        token = state.bonus[index]
        if may_hut and (token == "free_hut" or _affordable(
                holding, held, _times(icons[index], _size_with(hut_at, index)))):
            huts.append(Build("hut", index + 1))
        if may_temple and token is None and _affordable(holding, held, icons[index]):
            temples.append(Build("temple", index + 1))
    return huts + temples


def _affordable(holding: Counts, held: int, need: Counts) -> bool:
    """`payment.affordable` with the holding's total given (the same on every plot)."""
    m = sum(map(min, holding, need))
    return held - m >= payment.RATE * (sum(need) - m)


def payment_options(state: MedurisState, seat: int, kind: str, index: int) -> list[Pay]:
    """Every way to pay for `kind` on the plot at `index`, cheapest first."""
    need = requirement(state, kind, index)
    return [Pay(p) for p in payment.payments(state.holding(seat), need)]


# -- building --------------------------------------------------------------------
def choose_plot(state: MedurisState, seat: int, action: Build) -> list[Event] | None:
    """Step "Elegir casilla". Returns the events of the finished build when the
    payment is no choice as far as the table can tell (a free hut, or too few
    resources for any exchange: the icons are paid directly), or None when the
    game must ask how to pay. Whether it asks depends only on public counts,
    so the question itself tells nobody what is behind the screen."""
    index = action.plot - 1
    if is_free(state, action.kind, index):
        return finish_build(state, seat, action.kind, index, (0, 0, 0, 0))
    need = requirement(state, action.kind, index)
    if screens.payment_may_be_chosen(state, seat, need):
        return None
    return finish_build(state, seat, action.kind, index, need)


def finish_build(
    state: MedurisState, seat: int, kind: str, index: int, paid: Counts
) -> list[Event]:
    """Pay, place the building, take the rune stone, apply the bonus token."""
    events = [_spend(state, seat, paid, kind, index)]
    state.buildings[index] = [kind, seat]
    if kind == "hut":
        state.huts_left[seat] -= 1
        events += _take_rune_stone(state, seat, index)
        events += _hut_bonus(state, seat, index)
    else:
        state.temples_left[seat] -= 1
    return events


def _spend(state: MedurisState, seat: int, paid: Counts, kind: str, index: int) -> Event:
    for r, n in enumerate(paid):
        state.resources[seat][r] -= n
        state.supply[r] += n
    params = {"seat": seat, "kind": kind, "plot": index + 1, "paid": payment.fmt(paid)}
    return Event("built", params)


def _take_rune_stone(state: MedurisState, seat: int, index: int) -> list[Event]:
    """Take the area's rune stone, from the supply or from its holder (huts only)."""
    area = state.board.plots[index].area
    holder = state.runes[area]
    if holder == seat:
        return []
    state.runes[area] = seat
    return [Event("rune_taken", {"seat": seat, "area": area + 1, "from": holder})]


def _hut_bonus(state: MedurisState, seat: int, index: int) -> list[Event]:
    """"+2": two extra points; "free hut": built without paying (handled before);
    "druid": the token stays on the plot for a later offering."""
    token = state.bonus[index]
    if token == "vp2":
        state.bonus[index] = None
        state.scores[seat] += components()["bonus_vp"]
        return [Event("bonus_vp", {"seat": seat, "points": components()["bonus_vp"]})]
    if token == "free_hut":
        state.bonus[index] = None
        return [Event("bonus_free", {"seat": seat})]
    return []
