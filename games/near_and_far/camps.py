"""Camps: taking the next one from the player board (with its coin/gem reveal),
building on a map space, and trade routes (rulebook "Construir campamentos",
"Rutas comerciales", the player board, "Final de la partida")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event, Prompt
from games.near_and_far import frames
from games.near_and_far.actions import Number
from games.near_and_far.cards import effects, gain, spend_hearts
from games.near_and_far.components import adventurers, rules
from games.near_and_far.frames import FrameBase, Step

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def camp_total(state: NearFarState) -> int:
    return 16 if state.options["length"] == "16" else 14


def camp_track(state: NearFarState) -> list[str | None]:
    track = list(rules()["camp_track"])
    if camp_total(state) == 16:
        track = list(rules()["camp_track_long_extra"]) + track
    return track


def camps_left(state: NearFarState, seat: int) -> int:
    built: int = state.p(seat)["camps"]
    return max(0, camp_total(state) - built)


def take_camp(state: NearFarState, seat: int) -> list[Event]:
    """Take the leftmost camp of the top row, then the bottom row; a coin or gem under
    it is gained at once. Placing the last camp of the board ends the game at the end
    of the round; camps from the box (beyond the board) still count."""
    player = state.p(seat)
    track = camp_track(state)
    index = player["camps"]
    player["camps"] += 1
    events: list[Event] = []
    reveal = track[index] if index < len(track) else None
    if reveal:
        gain(state, seat, {reveal: 1})
        events.append(Event("reveal", {"seat": seat, "good": reveal}))
    if player["camps"] == camp_total(state) and state.end_by is None:
        state.end_by = seat
        events.append(Event("end_triggered", {"seat": seat}))
    return events


def free_sites(state: NearFarState) -> list[int]:
    """Map spaces where a camp may stand: no camp yet, not the village."""
    return [s.id for s in state.board.spaces if s.kind != "village" and state.camps[s.id] is None]


def search_reward(state: NearFarState, seat: int, space: int) -> dict[str, int]:
    """A coin or gem space yields one per search symbol (eye) in the team; some cards
    add one more. Trade route spaces yield nothing."""
    kind = state.board.spaces[space].kind
    if kind not in ("coin", "gem"):
        return {}
    # The team's and the cards' search (`stats(...)["eye"]`) and the cards' bonus, in
    # one pass over the effects: the planner asks it for every free site.
    table = adventurers()
    amount = sum(table[member]["eye"] for member in state.p(seat)["team"])
    for effect in effects(state, seat):
        if effect.get("stat") == "eye":
            amount += int(effect["n"])
        if "search_bonus" in effect:
            amount += int(effect["search_bonus"])
    return {kind: amount} if amount else {}


def build_camp(state: NearFarState, seat: int, space: int, *, free: bool = False) -> list[Event]:
    if not free:
        spend_hearts(state, seat, camp_cost(state, seat))
    state.camps[space] = seat
    reward = search_reward(state, seat, space)
    gain(state, seat, reward)
    events = [Event("camp", {"seat": seat, "space": space, "gained": reward})]
    events += take_camp(state, seat)
    return events + check_map_full(state)


MAP_FULL = -1
"""`end_by` when the end came from a full map rather than from a player's last camp."""


def check_map_full(state: NearFarState) -> list[Event]:
    """Our decision (docs/rules/near_and_far.md, "End"): once every space of the map
    holds a camp, the game ends at the end of the round, as after a last camp. The
    rulebook assumes someone places their 14th camp first; with a full map every
    threat is inactive and only the mine could still take camps, whose deep galleries
    may be beyond everyone's skill, so the game could otherwise never end."""
    if state.end_by is not None or free_sites(state):
        return []
    state.end_by = MAP_FULL
    return [Event("map_full", {})]


def camp_cost(state: NearFarState, seat: int) -> int:
    costs = [int(e["camp_cost"]) for e in effects(state, seat) if "camp_cost" in e]
    return min([int(rules()["camp_hearts"]), *costs])


def is_camped(state: NearFarState, space: int) -> bool:
    """The village space always counts as camped."""
    return state.board.spaces[space].kind == "village" or state.camps[space] is not None


def route_control(state: NearFarState) -> dict[str, list[int]]:
    """Completed routes -> the controlling seats (one: sole control, two: shared)."""
    out: dict[str, list[int]] = {}
    for route in state.board.routes:
        owners = [state.camps[s] for s in state.board.route_spaces(route)]
        if all(o is not None for o in owners):
            out[route] = sorted({o for o in owners if o is not None})
    return out


class PlaceAFreeCamp(Step[FrameBase, Number]):
    """An artifact whose purchase places a camp ("Aclaraciones sobre las cartas de
    artefacto"; "Construir campamentos"): the buyer chooses any free space of the
    map, then the step the purchase interrupted goes on."""

    type = "site"

    def prompt(self, state: NearFarState, frame: FrameBase) -> Prompt:
        return Prompt(state.active, self.type, {}, private=False)

    def legal(self, state: NearFarState, frame: FrameBase, seat: int) -> list[Number]:
        return [Number("site", s) for s in free_sites(state)]

    def answer(
        self, state: NearFarState, frame: FrameBase, seat: int, action: Number
    ) -> list[Event]:
        events = frames.finish(state)
        return events + build_camp(state, seat, action.n, free=True)
