"""The Woodland Alliance's Birdsong (Law of Root 8.4; seed 003 where it differs).

One frame, `"alliance_birdsong"`, in two steps in this order (8.4):

    revolt   any number of revolts (8.4.1), then `done`
    spread   any number of Spread Sympathy (8.4.2), then `done`

Supporters are face down (8.2.3), so each step is asked whenever the table
cannot rule out a choice (a clearing where it could be done and enough
supporters in number), and only the Alliance sees the choices (a private
prompt, `done` always one of them): being asked tells nobody anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import board, cards, frames, scoring
from games.root.actions import Done
from games.root.factions.alliance import board as ab
from games.root.factions.alliance.actions import Revolt, Spread, canonical
from games.root.factions.alliance.supporters import spend
from games.root.factions.base import FACTIONS
from games.root.frames import Handler
from games.root.rules import pieces
from games.root.rules.pieces import WARRIORS, remove_pieces

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


def supporter_class(instance: str) -> str:
    """What tells two supporters apart when spent: the suit, and whether it is
    a dominance card (which becomes available once spent, 4.3.3). Two
    supporters of one class are the same choice: a supporter is only ever spent
    for its suit (8.2.3), so which of them goes to the discard pile changes
    nothing a player could use."""
    card = cards.card(instance)
    return f"{card.suit}*" if card.kind == "dominance" else card.suit


def supporter_sets(state: RootState, suit: str, count: int) -> list[tuple[str, ...]]:
    """Every way to spend `count` supporters of `suit` (birds are wild, 2.1.1),
    one per multiset of classes (`supporter_class`), each class paying with its
    first cards in order."""
    by_class: dict[str, list[str]] = {}
    for instance in sorted(c for c in ab.supporters(state) if cards.matches(c, suit)):
        by_class.setdefault(supporter_class(instance), []).append(instance)
    classes = sorted(by_class)
    found: list[tuple[str, ...]] = []

    def pick(index: int, left: int, chosen: list[str]) -> None:
        if left == 0:
            found.append(canonical(chosen))
            return
        if index == len(classes):
            return
        pool = by_class[classes[index]]
        for taken in range(min(left, len(pool)), -1, -1):
            pick(index + 1, left - taken, [*chosen, *pool[:taken]])

    if count > 0:
        pick(0, count, [])
    return sorted(found)


# -- revolt (8.4.1) --------------------------------------------------------------------


def room_after_revolt(state: RootState, clearing: int) -> bool:
    """Is there a slot for the base once every enemy piece is gone? Ruins stay
    (they are nobody's piece, R08)."""
    here = board.spot(state.board, clearing)["buildings"]
    kept = sum(1 for owner, _ in here if owner in (board.RUIN, ab.ALLIANCE))
    return state.woods.clearings[clearing].slots - kept > 0


def revolt_clearings(state: RootState) -> list[int]:
    """8.4.1.I: sympathetic clearings whose suit's base is still on the board
    (R18), with room for the base once the enemies are gone."""
    left = ab.bases_left(state)
    return [
        c for c in ab.sympathy_clearings(state)
        if state.woods.clearings[c].suit in left and room_after_revolt(state, c)
    ]


def revolts(state: RootState) -> list[Revolt]:
    cost = int(ab.faction_sheet()["revolt_cost_supporters"])
    return [
        Revolt(c, spent)
        for c in revolt_clearings(state)
        for spent in supporter_sets(state, state.woods.clearings[c].suit, cost)
    ]


def may_revolt(state: RootState) -> bool:
    """As far as the table can tell (the supporters' number is public)."""
    cost = int(ab.faction_sheet()["revolt_cost_supporters"])
    return bool(revolt_clearings(state)) and len(ab.supporters(state)) >= cost


def remove_enemies(state: RootState, clearing: int) -> list[Event]:
    """8.4.1.III: every enemy warrior, building and token (VP for buildings and
    tokens, 4.2.1, through `remove_pieces`); pawns stay (2.5.4) and the
    Vagabond damages three items instead (9.2.2.I). Removals may
    ask their owners something (field hospitals, 6.2.3): those frames go on the
    stack above the Birdsong and are answered first."""
    events: list[Event] = []
    for enemy in board.factions_in(state.board, clearing):
        if enemy == ab.ALLIANCE:
            continue
        kinds = {WARRIORS: board.warriors(state.board, clearing, enemy)}
        for kind in board.buildings(state.board, clearing, enemy) + board.tokens(
            state.board, clearing, enemy
        ):
            kinds[kind] = kinds.get(kind, 0) + 1
        for kind, count in kinds.items():
            if count > 0:
                events += remove_pieces(state, clearing, enemy, kind, count, by=ab.ALLIANCE)
    for enemy in board.spot(state.board, clearing)["pawns"]:
        # 9.2.2.I (seed 003): the pawn stays; its owner damages three items, a
        # choice asked at once like the removals' questions above.
        events += FACTIONS[enemy].on_full_removal(state, clearing, ab.ALLIANCE)
    return events


def revolt(state: RootState, seat: int, action: Revolt) -> list[Event]:
    """8.4.1.II-III (003): spend two supporters; remove the enemies; the base,
    warriors for each sympathetic clearing of its suit, then one officer."""
    clearing = action.clearing
    suit = state.woods.clearings[clearing].suit
    events = spend(state, list(action.spent), "revolt")
    events.append(Event("alliance_revolt", {"seat": seat, "clearing": clearing, "suit": suit}))
    events += remove_enemies(state, clearing)
    events += pieces.place_building(state, clearing, ab.ALLIANCE, ab.base_of(suit))
    sympathy = sum(state.woods.clearings[c].suit == suit for c in ab.sympathy_clearings(state))
    events += pieces.place_warriors(state, clearing, ab.ALLIANCE, sympathy)
    return events + add_officer(state, seat)


def add_officer(state: RootState, seat: int) -> list[Event]:
    """A warrior from the supply to the Officers box (003 8.4.1.III, 8.5.3)."""
    if ab.supply(state, WARRIORS) <= 0:
        return []  # 2.5: none left, none placed
    ab.data(state)["supply"][WARRIORS] -= 1
    ab.data(state)["officers"] = ab.officers(state) + 1
    return [Event("alliance_officer", {"seat": seat, "officers": ab.officers(state)})]


# -- spread sympathy (8.4.2) -----------------------------------------------------------


def may_hold_sympathy(state: RootState, clearing: int) -> bool:
    """8.2.5.I: one token per clearing; nobody forbids placing (the keep, 6.2.2)."""
    return not ab.sympathetic(state, clearing) and pieces.may_place(state, ab.ALLIANCE, clearing)


def spread_clearings(state: RootState) -> list[int]:
    """8.4.2.I: unsympathetic clearings next to a sympathetic one; with no
    sympathy on the map, any clearing."""
    if ab.supply(state, ab.SYMPATHY) <= 0:
        return []
    sympathetic = set(ab.sympathy_clearings(state))
    return [
        c for c in sorted(state.woods.clearings)
        if may_hold_sympathy(state, c)
        and (not sympathetic or any(n in sympathetic for n in state.woods.adjacent(c)))
    ]


def spread_cost(state: RootState, clearing: int) -> int:
    """8.4.2.II: the cost on the token; one more under Martial Law (II.a)."""
    cost = ab.next_cost(state) or 0
    return cost + (1 if ab.martial_law(state, clearing) else 0)


def spreads(state: RootState) -> list[Spread]:
    return [
        Spread(c, spent)
        for c in spread_clearings(state)
        for spent in supporter_sets(state, state.woods.clearings[c].suit, spread_cost(state, c))
    ]


def may_spread(state: RootState) -> bool:
    have = len(ab.supporters(state))
    return any(spread_cost(state, c) <= have for c in spread_clearings(state))


def place_sympathy(state: RootState, seat: int, clearing: int) -> list[Event]:
    """8.4.2.III / 8.6.1.IV: the token, and the VP of the space it uncovers."""
    vp = ab.next_vp(state) or 0
    events = pieces.place_token(state, clearing, ab.ALLIANCE, ab.SYMPATHY)
    if not events:
        return []
    return events + scoring.score(state, ab.ALLIANCE, vp, "sympathy")


def spread(state: RootState, seat: int, action: Spread) -> list[Event]:
    events = spend(state, list(action.spent), "spread")
    return events + place_sympathy(state, seat, action.clearing)


class AllianceBirdsongFrame(FrameBase):
    """8.4: revolts first, then Spread Sympathy."""

    seat: int
    step: Literal["revolt", "spread"]


def alliance_birdsong_frame(seat: int) -> AllianceBirdsongFrame:
    return AllianceBirdsongFrame(type="alliance_birdsong", seat=seat, step="revolt")


class AllianceBirdsong(Handler[AllianceBirdsongFrame, Revolt | Spread | Done]):
    """8.4: revolts, then Spread Sympathy, each any number of times."""

    type = "alliance_birdsong"

    def prompt(self, state: RootState, frame: AllianceBirdsongFrame) -> Prompt | None:
        step = frame["step"]
        may = may_revolt(state) if step == "revolt" else may_spread(state)
        if not may:
            return None
        params = {"supporters": len(ab.supporters(state))}
        return Prompt(frame["seat"], f"alliance_{step}", params, private=True)

    def legal(
        self, state: RootState, frame: AllianceBirdsongFrame, seat: Seat
    ) -> list[Revolt | Spread | Done]:
        found = revolts(state) if frame["step"] == "revolt" else spreads(state)
        return [*found, Done()]

    def apply(
        self, state: RootState, frame: AllianceBirdsongFrame, seat: Seat,
        action: Revolt | Spread | Done,
    ) -> list[Event]:
        if isinstance(action, Done):
            return self._next(state, frame)
        if isinstance(action, Revolt):
            return revolt(state, frame["seat"], action)
        return spread(state, frame["seat"], action)

    def run(self, state: RootState, frame: AllianceBirdsongFrame) -> list[Event]:
        return self._next(state, frame)

    def resume(self, state: RootState, frame: AllianceBirdsongFrame, result: Any) -> list[Event]:
        return []  # a removal's question (field hospitals) was answered: go on

    def _next(self, state: RootState, frame: AllianceBirdsongFrame) -> list[Event]:
        if frame["step"] == "revolt":
            frame["step"] = "spread"
            return []
        return frames.finish(state)

    def explain(
        self, state: RootState, frame: AllianceBirdsongFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        offered = self.legal(state, frame, seat)
        options = ", ".join(f"`{a}`" for a in offered[:12])
        if isinstance(action, Revolt) and frame["step"] == "spread":
            return IllegalAction("root.alliance.revolt_first", options=options)
        if isinstance(action, Revolt):
            return IllegalAction(why_not_revolt(state, action), clearing=action.clearing,
                                 options=options)
        if isinstance(action, Spread) and frame["step"] == "revolt":
            return IllegalAction("root.alliance.spread_after", options=options)
        if isinstance(action, Spread):
            return IllegalAction(why_not_spread(state, action), clearing=action.clearing,
                                 options=options)
        return None


def _spent_reason(state: RootState, clearing: int, spent: tuple[str, ...], count: int) -> str:
    if any(c not in ab.supporters(state) for c in spent):
        return "root.alliance.not_supporters"
    suit = state.woods.clearings[clearing].suit
    if any(not cards.matches(c, suit) for c in spent):
        return "root.alliance.wrong_suit"
    if len(spent) != count:
        return "root.alliance.wrong_count"
    return ""


def why_not_revolt(state: RootState, action: Revolt) -> str:
    clearing = action.clearing
    if clearing not in state.woods.clearings:
        return "root.alliance.no_clearing"
    if not ab.sympathetic(state, clearing):
        return "root.alliance.revolt_unsympathetic"
    if state.woods.clearings[clearing].suit not in ab.bases_left(state):
        return "root.alliance.base_placed"
    if not room_after_revolt(state, clearing):
        return "root.alliance.no_slot"
    cost = int(ab.faction_sheet()["revolt_cost_supporters"])
    return _spent_reason(state, clearing, action.spent, cost) or "root.alliance.spend_in_order"


def why_not_spread(state: RootState, action: Spread) -> str:
    clearing = action.clearing
    if clearing not in state.woods.clearings:
        return "root.alliance.no_clearing"
    if ab.sympathetic(state, clearing):
        return "root.alliance.already_sympathetic"
    if ab.supply(state, ab.SYMPATHY) <= 0:
        return "root.alliance.no_sympathy_left"
    if clearing not in spread_clearings(state):
        return "root.alliance.not_adjacent"
    return _spent_reason(state, clearing, action.spent, spread_cost(state, clearing)) or (
        "root.alliance.spend_in_order"
    )
