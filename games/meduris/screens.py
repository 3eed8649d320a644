"""Behind the screens: what the table knows of a player's resources, which
decisions therefore belong to that player alone, and how to draw the screens
again for seats that cannot see behind them (State.resample).

Rulebook, "Disposición": "Las materias primas se ocultan siempre tras las
pantallas", and the summary "Resumen de reglas importantes": "Únicamente las
materias primas se guardan detrás de la pantalla". Huts, temples and rune
stones stand in front of the screen; the supply lies on the highlands.

What the table sees (docs/rules/meduris.md, "Hidden information"):
- how many resources each player holds. Every resource comes from the board and
  goes back to it in plain sight ("coger una materia prima del tablero y
  guardarla detrás de la pantalla"; "Emplear materias primas significa devolver
  las materias primas de la propia provisión al tablero"), and the rules lean on
  the count in the open: at the −1 face "el que no disponga de ninguna no tendrá
  que devolver nada", and the final tie-break compares who has more left. The
  bot shows these totals in the public view, so no one gains by counting better;
- the supply on each highland, hence how many of each kind are behind the
  screens all together (18 of each exist).
What the screen hides: which kinds make up a player's pile. Only its owner sees
that; resampling for other seats draws it again.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from games.core.rng import Rng
from games.core.types import Seat
from games.meduris.board import RESOURCES
from games.meduris.payment import RATE, Counts, total

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


def held(state: MedurisState, seat: Seat) -> int:
    """How many resources are behind the seat's screen: public knowledge."""
    return sum(state.resources[seat])


def decides_behind_screen(state: MedurisState, seat: Seat) -> bool:
    """Do the seat's choices depend on the kinds behind its screen? Only when
    something is there: with an empty screen everyone knows what it can do
    (moving a worker, a free hut, offering nothing or the druid token)."""
    return held(state, seat) > 0


def payment_may_be_chosen(state: MedurisState, seat: Seat, need: Counts) -> bool:
    """Might the builder pay `need` in more than one way, as far as the table
    can tell? Each required resource replaced ("Tipo de cambio": "una materia
    prima puede reemplazarse por otras tres") costs RATE - 1 resources more, so
    with fewer than that beyond the cost the only way is to pay the icons
    directly. Otherwise the builder is asked, even when their pile happens to
    allow one way only: skipping the question would tell the table so."""
    return held(state, seat) >= total(need) + RATE - 1


# -- resampling -----------------------------------------------------------------
DRAWS = 64  # deals tried before the builder is dealt the plot's icons first


def resample(state: MedurisState, seats: Collection[Seat], rng: Rng) -> MedurisState:
    """A copy of `state` whose screens hidden from all of `seats` are drawn
    again: the resources behind them are pooled in a fixed order, shuffled with
    `rng` and dealt back, each screen receiving as many as it held (the public
    totals). Each kind keeps its number behind the unseen screens together
    (18 minus the supply minus the screens the seats see), so the public view,
    the seats' own views and every prompt stay as they were; so does the
    state's own generator (the dice still to come).

    One more thing is public while a building waits for its payment: the
    builder chose that plot, so their screen can pay for it. A deal that could
    not is drawn again; after DRAWS tries the builder's share starts with the
    plot's icons (`_icons_first`), which always can when any deal can.

    Only the totals, the pooled kinds and the public board are read, never how
    the kinds were spread, so two states that `seats` cannot tell apart
    resample to the same state.
    """
    guess = state.clone()
    unseen = [seat for seat in range(state.players) if seat not in seats]
    if len(unseen) < 2:
        return guess  # a single unseen screen is what the supply leaves over
    pool = _pool(state, unseen)
    for _ in range(DRAWS):
        _deal(guess, unseen, _shuffled(pool, rng))
        if _builder_can_pay(guess):
            return guess
    _deal(guess, unseen, _icons_first(guess, unseen, _shuffled(pool, rng)))
    return guess


def _pool(state: MedurisState, unseen: list[Seat]) -> list[int]:
    """The resources behind the unseen screens, one entry per resource, sorted
    by kind: how many of each is public (what the supply and the seen screens
    leave of the 18), so their order carries no secret."""
    return [
        r
        for r in range(len(RESOURCES))
        for _ in range(sum(state.resources[seat][r] for seat in unseen))
    ]


def _shuffled(pool: list[int], rng: Rng) -> list[int]:
    cubes = list(pool)
    rng.shuffle(cubes)
    return cubes


def _deal(state: MedurisState, unseen: list[Seat], cubes: list[int]) -> None:
    """Behind each unseen screen in seat order, as many of `cubes` as it held."""
    for seat in unseen:
        count = held(state, seat)
        dealt, cubes = cubes[:count], cubes[count:]
        state.resources[seat] = [dealt.count(r) for r in range(len(RESOURCES))]
    state.changed()  # a new deal: the legal payments checked on the last one are gone


def _builder_can_pay(state: MedurisState) -> bool:
    return state.phase != "pay" or bool(state.legal(state.active))


def _icons_first(state: MedurisState, unseen: list[Seat], cubes: list[int]) -> list[int]:
    """`cubes` reordered so that the builder's share begins with the icons of
    the chosen plot, taken in turn (wood, stone, wood, ...) while the pool has
    them. A building costs as many of one icon as of the other, so this pays
    directly as much of the cost as any share of that size could, which is
    what makes a payment possible ("Tipo de cambio": every unit not paid
    directly costs three)."""
    builder = state.active
    waiting = state.awaiting_payment()
    if waiting is None or builder not in unseen:
        return cubes
    icons = [RESOURCES.index(i) for i in state.board.plots[waiting["plot"]].icons]
    rest, first = list(cubes), list[int]()
    while len(first) < held(state, builder) and any(i in rest for i in icons):
        for icon in icons:
            if icon in rest and len(first) < held(state, builder):
                rest.remove(icon)
                first.append(icon)
    offset = sum(held(state, seat) for seat in unseen[: unseen.index(builder)])
    return rest[:offset] + first + rest[offset:]
