"""What each seat may see. The kinds behind a screen are private: the public
view shows the board, the supply, scores, pieces left and how many resources
each player holds (public at the table, games/meduris/screens.py), never which."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from games.core.asked import pending_data
from games.core.types import ResultData, Seat, View
from games.meduris import screens
from games.meduris.board import RESOURCES, components
from games.meduris.view_types import Building, MedurisView

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


def view(state: MedurisState, seat: Seat | None) -> View:
    data = public_view(state)
    if seat is not None and 0 <= seat < state.players:
        data["private"] = {"seat": seat, "resources": _named(state.resources[seat])}
    return cast(View, data)  # the contract's plain dict; MedurisView is its shape


def public_view(state: MedurisState) -> MedurisView:
    board = state.board
    colours = components()["colours"]
    return {
        "game": "meduris",
        "players": state.players,
        "side": state.side,
        "seats": [
            {
                "seat": s,
                "colour": colours[s],
                "score": state.scores[s],
                "huts_left": state.huts_left[s],
                "temples_left": state.temples_left[s],
                "runes": [a for a, holder in enumerate(state.runes) if holder == s],
                "workers": state.workers_of(s),
                "behind_screen": screens.held(state, s),  # how many, never which
            }
            for s in range(state.players)
        ],
        "turn_order": list(state.turn_order),
        "current": state.active if state.phase != "over" else None,
        "phase": state.phase,
        "last_roll": state.last_roll,
        "plots": [
            {
                "number": p.number,
                "area": p.area,
                "icons": list(p.icons),
                "building": _building(state.buildings[p.index]),
                "bonus": state.bonus[p.index],
            }
            for p in board.plots
        ],
        "areas": [
            {"id": a, "plots": [i + 1 for i in board.area_plots(a)], "rune_holder": state.runes[a]}
            for a in range(board.area_count)
        ],
        "river_after": board.river_after + 1,
        "ring_entry_after": board.entry_after + 1,
        "druid_stones": board.stones,
        "druid": {"where": state.druid[0], "index": _druid_index(state)},
        "highlands": {h: list(s) for h, s in state.highlands.items()},
        "supply": _named(state.supply, keep_zero=True),
        "end_triggered": state.end_by is not None,
        "final_lap_from": state.final_lap_from,
        "pending": pending_data("meduris", state.pending()),
        "result": cast("ResultData | None", state.outcome),  # Result.to_json()
    }


def _druid_index(state: MedurisState) -> int:
    where, index = state.druid
    return int(index) + 1 if where == "plot" else int(index)


def _building(building: list[Any] | None) -> Building | None:
    return None if building is None else {"kind": building[0], "seat": building[1]}


def _named(amounts: list[int], keep_zero: bool = False) -> dict[str, int]:
    return {r: n for r, n in zip(RESOURCES, amounts, strict=True) if n or keep_zero}
