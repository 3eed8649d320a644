"""Mine (rulebook "Mina"; day side: reputation galleries). Place a camp on a free
gallery whose number is at most your skill (team, bought artifacts, treasures); the
first camp goes on the entrance, later ones orthogonally next to any camp. Gain
what heads the gallery's row and column."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far import camps
from games.near_and_far.actions import NearFarAction, Number, Word
from games.near_and_far.cards import gain, has_effect, stats
from games.near_and_far.components import mine_cells, rules
from games.near_and_far.village.rules import finish

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def open_galleries(state: NearFarState) -> list[int]:
    cells = mine_cells()
    entrance = int(rules()["mine"]["entrance"])
    if not state.mine:
        return [entrance]
    taken = {cells[int(n)] for n in state.mine}
    out = []
    for number, (r, c) in sorted(cells.items()):
        if str(number) in state.mine:
            continue
        if any((r + dr, c + dc) in taken for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))):
            out.append(number)
    return out


def arrive(state: NearFarState, seat: int) -> list[Event]:
    return []


def legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    skill = stats(state, seat)["hand"]
    digs: list[NearFarAction] = [Number("dig", n) for n in open_galleries(state) if n <= skill]
    return [*digs, Word("done")]


def reward(number: int) -> dict[str, int]:
    r, c = mine_cells()[number]
    out: dict[str, int] = {}
    for part in (rules()["mine"]["row_rewards"][r], rules()["mine"]["column_rewards"][c]):
        for good, n in part.items():
            out[good] = out.get(good, 0) + n
    return out


def act(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    if action == Word("done"):
        return finish(state)
    assert isinstance(action, Number)
    state.mine[str(action.n)] = seat
    gained = reward(action.n)
    if state.day and action.n in rules()["mine"]["day_reputation"]:
        gained["rep"] = 1
    events = [Event("dig", {"seat": seat, "gallery": action.n, "gained": dict(gained)})]
    if has_effect(state, seat, "caving"):
        die = state.rng.randint(1, 6)
        events.append(Event("caving", {"seat": seat, "die": die}))
        if die >= 4:
            gained["gem"] = gained.get("gem", 0) + 1
    gain(state, seat, gained)
    finish(state)
    return events + camps.take_camp(state, seat)
