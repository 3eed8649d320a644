"""Workers on the highlands: placing them at setup, the die (small benefit) and
moving a worker (big benefit A). Rulebook: "Antes de empezar", "Turno 1/2:
pequeño beneficio", "A. Gran beneficio" and the FAQ on running out of supply."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from games.core.types import Event
from games.meduris.actions import MoveWorker, PlaceWorker, Return, Take
from games.meduris.board import HIGHLANDS, RESOURCES, components, resource_index

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


def stack_limit() -> int:
    """At most three workers stack on one highland (rulebook, summary); the
    number lives in data/meduris/game.json."""
    return int(components()["max_workers_per_highland"])


def is_full(state: MedurisState, highland: str) -> bool:
    return len(state.highlands[highland]) >= stack_limit()


def open_highlands(state: MedurisState) -> list[str]:
    """Highlands with room for one more worker."""
    return [h for h in HIGHLANDS if not is_full(state, h)]


# -- setup ---------------------------------------------------------------------
def placement_order(turn_order: list[int], workers: int) -> list[int]:
    """Starting with the first player and going clockwise, one worker at a time."""
    return [seat for _ in range(workers) for seat in turn_order]


def legal_placements(state: MedurisState) -> list[PlaceWorker]:
    return [PlaceWorker(h) for h in open_highlands(state)]


def place_worker(state: MedurisState, seat: int, action: PlaceWorker) -> list[Event]:
    """Setup: put one worker on top of a highland of your choice."""
    state.highlands[action.highland].append(seat)
    return [Event("worker_placed", {"seat": seat, "highland": action.highland})]


# -- extraction ----------------------------------------------------------------
def extract(state: MedurisState, highland: str, amounts: list[int]) -> list[Event]:
    """Workers of a highland extract, the top worker first (FAQ: when the supply
    runs out, the workers at the bottom go without). `amounts` is per worker,
    bottom to top."""
    r = resource_index(highland)
    got = shares(state.highlands[highland], amounts, state.supply[r])
    for seat, n in got.items():
        state.supply[r] -= n
        state.resources[seat][r] += n
    return [
        Event("extracted", {"seat": seat, "resource": highland, "count": n})
        for seat, n in sorted(got.items())
        if n  # a worker that found the supply empty gets nothing to announce
    ]


def shares(stack: list[int], amounts: list[int], supply: int) -> dict[int, int]:
    """What each seat's workers of `stack` (bottom to top) extract, the top
    worker first, while the supply lasts."""
    got: dict[int, int] = {}
    for height in range(len(stack) - 1, -1, -1):
        take = min(amounts[height], supply)
        supply -= take
        got[stack[height]] = got.get(stack[height], 0) + take
    return got


def small_benefit_extraction(state: MedurisState, face: str) -> list[Event]:
    """A resource face: every worker on that highland extracts one."""
    return extract(state, face, [1] * len(state.highlands[face]))


# -- the "+1" face --------------------------------------------------------------
def gain_size(state: MedurisState, seat: int) -> int:
    """How many resources the seat takes, as far as the supply reaches. As
    printed ("todos los jugadores podrán obtener la materia prima que deseen"),
    one per player; option `plus_one=worker` reads it as one per worker
    (docs/rules/meduris.md, "The +1 face")."""
    per_player = state.workers_of(seat) if plus_one_per_worker(state) else 1
    return min(per_player, sum(state.supply))


def plus_one_per_worker(state: MedurisState) -> bool:
    return state.options.get("plus_one", "player") == "worker"


def legal_takes(state: MedurisState, seat: int) -> list[Take]:
    size = gain_size(state, seat)
    options = []
    for combo in combinations_with_replacement(range(len(RESOURCES)), size):
        amounts = [0] * len(RESOURCES)
        for r in combo:
            amounts[r] += 1
        if all(a <= s for a, s in zip(amounts, state.supply, strict=True)):
            options.append(Take(tuple(amounts)))  # type: ignore[arg-type]
    return options


def take(state: MedurisState, seat: int, action: Take) -> list[Event]:
    """In turn from the roller, the player takes the resource of their choice
    from the board, wherever their workers stand (FAQ: "la jerarquía de los
    trabajadores no se tendrá en cuenta")."""
    for r, n in enumerate(action.amounts):
        state.supply[r] -= n
        state.resources[seat][r] += n
    return [Event("took", {"seat": seat, "amounts": _named(action.amounts)})]


# -- the "-1" face ---------------------------------------------------------------
def legal_returns(state: MedurisState, seat: int) -> list[Return]:
    return [Return(r) for i, r in enumerate(RESOURCES) if state.resources[seat][i] > 0]


def give_back(state: MedurisState, seat: int, action: Return) -> list[Event]:
    """Every player returns one resource of their choice to its highland."""
    r = resource_index(action.resource)
    state.resources[seat][r] -= 1
    state.supply[r] += 1
    return [Event("returned", {"seat": seat, "resource": action.resource})]


# -- big benefit A -----------------------------------------------------------------
def legal_moves(state: MedurisState, seat: int) -> list[MoveWorker]:
    """Any of your workers, even from the bottom of a stack, to another highland
    with room (FAQ: a worker must leave its highland)."""
    targets = open_highlands(state)
    moves = []
    for source in HIGHLANDS:
        for height, owner in enumerate(state.highlands[source], start=1):
            if owner == seat:
                moves += [MoveWorker(source, height, t) for t in targets if t != source]
    return moves


def move_gain(state: MedurisState, seat: int, action: MoveWorker) -> int:
    """What the mover receives from the extraction after a move: the moved
    worker's share and that of its workers below it, as the supply allows (the
    label tells this number, issue 14)."""
    stack = [*state.highlands[action.target], seat]
    amounts = list(range(1, len(stack) + 1))
    supply = state.supply[resource_index(action.target)]
    return shares(stack, amounts, supply).get(seat, 0)


def move_worker(state: MedurisState, seat: int, action: MoveWorker) -> list[Event]:
    """The moved worker goes on top; with stack height h after the move the top
    worker extracts h, the one below h-1, the bottom one 1."""
    state.highlands[action.source].pop(action.height - 1)
    stack = state.highlands[action.target]
    stack.append(seat)
    events = [Event("worker_moved", {"seat": seat, "from": action.source, "to": action.target})]
    return events + extract(state, action.target, list(range(1, len(stack) + 1)))


def _named(amounts: tuple[int, ...]) -> dict[str, int]:
    return {r: n for r, n in zip(RESOURCES, amounts, strict=True) if n}
