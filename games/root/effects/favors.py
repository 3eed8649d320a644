"""Favor of the Foxes, of the Rabbits, of the Mice: immediate effects, carried
out when crafted (Law of Root 3.1; the cards, in data.json).

Crafting a favor removes every enemy piece from every clearing of the card's
suit; the crafter scores 1 VP per building and token removed, as for any
removal (4.2.1); then the card is discarded. Pawns are never removed (2.5.4).

All the removals happen at once. A removal may call for a decision of the
piece's owner (the Marquise's field hospitals, 6.2.3): those decisions are
taken afterwards, one after another, in a `"favor_followups"` frame, so that
each one's frame returns to a parent that expects it.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from games.core.frames import FrameBase
from games.core.types import Event
from games.root import board, cards, frames
from games.root.effects.common import other_factions, used
from games.root.factions.base import FACTIONS
from games.root.frames import Frame, Handler
from games.root.rules.pieces import WARRIORS, remove_pieces

if TYPE_CHECKING:
    from games.root.state import RootState


def favor(state: RootState, seat: int, instance: str) -> list[Event]:
    """Carry out a crafted favor card, then discard it."""
    suit = cards.suit_of(instance)
    crafter = state.factions[seat]
    events = [used(seat, cards.card_id(instance), suit=suit)]
    followups: list[Frame] = []
    for clearing in state.woods.of_suit(suit):
        for enemy in other_factions(state, seat):
            events += remove_all(state, clearing, enemy, crafter, followups)
            if enemy in board.spot(state.board, clearing)["pawns"]:
                # 9.2.2.I (seed 003): a pawn stays; its owner damages items instead.
                depth = len(state.stack)
                events += FACTIONS[enemy].on_full_removal(state, clearing, crafter)
                followups += state.stack[depth:]
                del state.stack[depth:]
    cards.to_discard_pile(state, instance)
    if followups:
        frames.push_frame(state, favor_followups_frame(followups))
    return events


def remove_all(
    state: RootState, clearing: int, enemy: str, crafter: str, followups: list[Frame]
) -> list[Event]:
    """Every warrior, building and token of `enemy` in `clearing`; frames the
    removals push are set aside into `followups`."""
    here = Counter({WARRIORS: board.warriors(state.board, clearing, enemy)})
    here.update(board.buildings(state.board, clearing, enemy))
    here.update(board.tokens(state.board, clearing, enemy))
    events: list[Event] = []
    for kind, count in here.items():
        if count <= 0:
            continue
        depth = len(state.stack)
        events += remove_pieces(state, clearing, enemy, kind, count, by=crafter)
        followups += state.stack[depth:]
        del state.stack[depth:]
    return events


class FavorFollowupsFrame(FrameBase):
    waiting: list[Frame]  # the frames the removals pushed, set aside in order


def favor_followups_frame(waiting: list[Frame]) -> FavorFollowupsFrame:
    return FavorFollowupsFrame(type="favor_followups", waiting=waiting)


class FavorFollowups(Handler[FavorFollowupsFrame]):
    """The decisions the favor's removals called for, one after another."""

    type = "favor_followups"

    def run(self, state: RootState, frame: FavorFollowupsFrame) -> list[Event]:
        if not frame["waiting"]:
            return frames.finish(state)
        data = dict(frame["waiting"].pop(0))
        frames.push(state, data.pop("type"), **data)
        return []

    def resume(self, state: RootState, frame: FavorFollowupsFrame, result: Any) -> list[Event]:
        return []  # `run` goes on with the next decision
