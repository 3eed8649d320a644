"""What each seat may see. Artifact hands, the draft and cards being looked at in the
shop or the day-side mystic's hut are private; the order of the face-down decks and
the bag, and the face-down artifact discard, nobody sees; everything else lies on the
table (docs/rules/near_and_far.md, "Hidden information"; resample.py draws the hidden
part again)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from games.core.asked import pending_data
from games.core.types import ResultData, Seat, View
from games.near_and_far import camps, frames
from games.near_and_far.cards import stats
from games.near_and_far.components import artifacts, rules
from games.near_and_far.frames import (
    BoostFrame,
    BuildingFrame,
    DraftPickFrame,
    DuelFrame,
    DuelRollFrame,
    QuestFrame,
)
from games.near_and_far.resample import cards_looked_at
from games.near_and_far.view_types import (
    LastRoll,
    NearFarPrivate,
    NearFarView,
    PublicContext,
    SeatInfo,
)

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

def view(state: NearFarState, seat: Seat | None) -> View:
    data = public_view(state)
    if seat is not None and 0 <= seat < state.players:
        data["private"] = private_view(state, seat)
    return cast(View, data)  # the contract's plain dict; NearFarView is its shape


def public_view(state: NearFarState) -> NearFarView:
    seats = [seat_info(state, s) for s in range(state.players)]
    public_ctx: PublicContext = {}
    asked = frames.at(state, QuestFrame) or frames.at(state, BoostFrame)
    if asked is not None and "card" in asked:
        public_ctx["quest_card"] = asked["card"]
    visited = (
        frames.at(state, DuelFrame) or frames.at(state, DuelRollFrame)
        or frames.at(state, BuildingFrame)
    )
    if visited is not None:
        public_ctx["building"] = visited["b"]
    return {
        "game": "near_and_far",
        "players": state.players,
        "options": {k: v for k, v in state.options.items() if k != "characters"},
        "map": state.options["map"],
        "side": state.options["side"],
        "round": state.round,
        "turn_order": list(state.order),
        "current": state.active
        if state.outcome is None and not state.phase.startswith("draft")
        else None,
        "phase": state.phase,
        "context": public_ctx,
        "seats": seats,
        "camps": list(state.camps),
        "mine": dict(state.mine),
        "quest_tokens": list(state.quest_tokens),
        "threat_deck": list(state.threat_deck),
        "row": list(state.row),
        "chiefs": dict(state.chiefs),
        "decks": {
            "treasure": len(state.treasure_deck),
            "basic": len(state.basic_deck),
            "advanced": len(state.advanced_deck),
            "express": len(state.express_deck),
            "bag": len(state.bag),
            "world": len(state.world_deck),
            "artifact_discard": len(state.artifact_discard),
        },
        "discards": {
            "treasure": list(state.treasure_discard),
            "express": list(state.express_discard),
            "adventurer": list(state.adventurer_discard),
        },
        "routes": {r: o for r, o in camps.route_control(state).items()},
        "last": cast(LastRoll, _copy(state.last)),
        "end_triggered": state.end_by is not None,
        "pending": pending_data("near_and_far", state.pending()),
        "result": cast("ResultData | None", state.outcome),  # scoring.py: as Result.to_json()
    }


def seat_info(state: NearFarState, seat: int) -> SeatInfo:
    """A player's board as the table sees it: not the hand, only its size."""
    player = state.p(seat)
    return {
        "where": player["where"],
        "space": player["space"],
        "coin": player["coin"],
        "gem": player["gem"],
        "food": player["food"],
        "heart": player["heart"],
        "reputation": player["reputation"],
        "tokens": _copy(player["tokens"]),
        "team": _copy(player["team"]),
        "reserve": _copy(player["reserve"]),
        "animals": _copy(player["animals"]),
        "treasures": _copy(player["treasures"]),
        "bought": _copy(player["bought"]),
        "threats": _copy(player["threats"]),
        "world": _copy(player["world"]),
        "chiefs": _copy(player["chiefs"]),
        "camps": player["camps"],
        "quests": player["quests"],
        "talents": _copy(player["talents"]),
        "seat": seat,
        "colour": rules()["colours"][seat],
        "hand_size": len(player["hand"]),
        "hand_advanced": advanced_count(player["hand"]),
        "camps_left": camps.camps_left(state, seat),
        "stats": stats(state, seat),
    }


def private_view(state: NearFarState, seat: int) -> NearFarPrivate:
    data: NearFarPrivate = {"seat": seat, "hand": list(state.p(seat)["hand"])}
    draft = frames.at(state, DraftPickFrame)
    if draft is not None:
        data["draft_hand"] = list(draft["hands"][seat])
        data["draft_picked"] = list(draft["picked"][seat])
        # The two advanced cards are set aside, but their owner has looked at them
        # (rulebook "Preparación" 7 and "Redistribución").
        data["draft_advanced"] = list(draft["advanced"][seat])
    looked_at = cards_looked_at(state)
    if state.active == seat and looked_at:
        data["looking_at"] = [card for drawn in looked_at for card in drawn]
    return data


def advanced_count(cards: list[str]) -> int:
    """How many advanced artifacts a hand or pile holds: public, since the backs of the
    basic and advanced decks differ (rulebook "Preparación" 7: two decks)."""
    return sum(1 for card in cards if artifacts()[card]["tier"] == "advanced")


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value
