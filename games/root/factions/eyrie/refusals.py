"""Why an answer to one of the Eyrie's questions is refused, in the player's
words (`root.eyrie.*` in data/root/i18n/eyrie/). Each function returns None
when it has nothing better to say than the generic "not possible now, you
can: ..." reply.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.i18n import Key
from games.root import board
from games.root.actions import Done, Recruit
from games.root.cards import BIRD
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.actions import (
    AddToDecree,
    Leader,
    Resolve,
    Roost,
    Turmoil,
)
from games.root.rules import pieces

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.factions.eyrie.birdsong import EyrieBirdsongFrame
    from games.root.factions.eyrie.decree import DecreeAnswer, EyrieDecreeFrame
    from games.root.state import RootState


def _options(actions: Sequence[object]) -> str:
    return ", ".join(f"`{a}`" for a in actions) or "-"


def _suit(suit: str) -> Key:
    return Key(f"suit.{suit}")


def leader_refused(state: RootState, action: RootAction) -> IllegalAction | None:
    """7.3.3 / 7.7.3: only a face-up leader may be chosen."""
    if not isinstance(action, Leader):
        return None
    face_up = [Leader(lead) for lead in eb.data(state)["leaders_up"]]
    return IllegalAction(
        "root.eyrie.leader_face_down", leader=Key(f"eyrie.leader.{action.leader}"),
        options=_options(face_up),
    )


def addition_refused(
    state: RootState, frame: EyrieBirdsongFrame, action: RootAction
) -> IllegalAction | None:
    """7.4.2: a card of the hand; one card at least; one bird at most."""
    if isinstance(action, Done):
        return IllegalAction("root.eyrie.decree_first")
    if not isinstance(action, AddToDecree):
        return None
    if action.card not in state.hands[frame["seat"]]:
        return IllegalAction("root.eyrie.not_in_hand", card=action.card)
    return IllegalAction("root.eyrie.one_bird", card=action.card)


def decree_refused(
    state: RootState, frame: EyrieDecreeFrame, action: RootAction, offered: list[DecreeAnswer]
) -> IllegalAction | None:
    """7.5.2: the current column, a card left for the clearing, the clearing fit."""
    column = eb.COLUMNS[frame["column"]] if frame["column"] < len(eb.COLUMNS) else None
    if isinstance(action, Turmoil):
        return IllegalAction("root.eyrie.turmoil_not_now", options=_options(offered))
    if isinstance(action, Resolve):
        wanted = action.column
    elif isinstance(action, Recruit | Roost):
        wanted = "recruit" if isinstance(action, Recruit) else "build"
    else:
        return None
    if column != wanted:
        return IllegalAction(
            "root.eyrie.other_column", column=Key(f"eyrie.column.{column}"),
            options=_options(offered),
        )
    if isinstance(action, Resolve):
        return _resolve_refused(frame, action, offered)
    return _clearing_refused(state, frame, action, offered)


def _resolve_refused(
    frame: EyrieDecreeFrame, action: Resolve, offered: list[DecreeAnswer]
) -> IllegalAction:
    suits = {eb.decree_suit(c) for c in frame["todo"] or []}
    if action.suit not in suits:
        return IllegalAction(
            "root.eyrie.no_such_card", suit=_suit(action.suit), options=_options(offered)
        )
    return IllegalAction("root.eyrie.cannot_now", suit=_suit(action.suit))


def _clearing_refused(
    state: RootState, frame: EyrieDecreeFrame, action: Recruit | Roost,
    offered: list[DecreeAnswer],
) -> IllegalAction:
    clearing = action.clearing
    if clearing not in state.woods.clearings:
        return IllegalAction("root.error.no_clearing", count=len(state.woods.clearings))
    suit = state.woods.clearings[clearing].suit
    if not any(eb.decree_suit(c) in (suit, BIRD) for c in frame["todo"] or []):
        return IllegalAction(
            "root.eyrie.no_card_for", clearing=clearing, suit=_suit(suit),
            options=_options(offered),
        )
    reason = _recruit_reason(state, clearing) if isinstance(action, Recruit) else (
        _build_reason(state, clearing)
    )
    return IllegalAction(reason, clearing=clearing, options=_options(offered))


def _recruit_reason(state: RootState, clearing: int) -> str:
    if clearing not in eb.roost_clearings(state):
        return "root.eyrie.no_roost"
    if eb.data(state)["supply"].get(eb.WARRIORS, 0) <= 0:
        return "root.eyrie.no_warriors"
    return "root.eyrie.cannot_place"


def _build_reason(state: RootState, clearing: int) -> str:
    if eb.ROOST in board.buildings(state.board, clearing, eb.EYRIE):
        return "root.eyrie.has_roost"
    if not pieces.rules(state, eb.EYRIE, clearing):
        return "root.eyrie.not_ruled"
    if board.free_slots(state.board, state.woods, clearing) <= 0:
        return "root.eyrie.no_slot"
    if eb.data(state)["supply"].get(eb.ROOST, 0) <= 0:
        return "root.eyrie.no_roost_left"
    return "root.eyrie.cannot_place"


def roost_refused(offered: Sequence[object], action: RootAction) -> IllegalAction | None:
    """7.3.2 / 003 7.4.3: a roost only where the rule points."""
    if not isinstance(action, Roost):
        return None
    return IllegalAction("root.eyrie.roost_where", clearing=action.clearing,
                         options=_options(offered))
