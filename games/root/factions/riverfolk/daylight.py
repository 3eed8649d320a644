"""The Riverfolk Company's Daylight (seed 000 11.5).

One menu, `"riverfolk_daylight"`, in any order and number (11.5), as long as
funds last: committing moves a fund from the Funds box to Committed (or, when
crafting, onto the trade post tracks' spaces); spending sends it back to its
owner's supply.

    3w1->5       11.5.1 move (commit 1); rivers are paths moved along whoever rules (11.2.2)
    x5 e         11.5.2 battle (commit 1)
    craft c#1    11.5.3 craft: one fund committed per suit of the cost, onto the
                 spaces of the trade posts on the map (each space once a turn, 3.1.1)
    export c#1   11.5.3.I the same cost, the card discarded, a warrior into Payments
    draw         11.5.4 draw a card (commit 1)
    recruit 5    11.5.5 a warrior in a clearing touching a river (spend 1)
    post 5       11.5.6 a trade post of the clearing's suit and a warrior, in a
                 clearing without one that someone rules, spending two of the
                 ruler's warriors from the Funds box; it scores the space uncovered

Which funds go first is our reading (board.owner_order). The hand is face up
(11.2.3), so the prompt is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import cards, frames, rules, scoring
from games.root.actions import (
    ActivateDominance,
    Battle,
    Craft,
    Done,
    Move,
    Recruit,
    TakeDominance,
)
from games.root.effects.actions import UseCard
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.actions import DrawCard, Export, TradePost
from games.root.factions.riverfolk.frames import DaylightFrame
from games.root.frames import Handler
from games.root.rules import crafting, movement, pieces
from games.root.rules.battle import battle_options, start_battle, why_not_battle
from games.root.rules.crafting_cost import pay_with

if TYPE_CHECKING:
    from games.root.state import RootState

DaylightAnswer = (
    Move | Battle | Craft | Export | DrawCard | Recruit | TradePost
    | UseCard | ActivateDominance | TakeDominance | Done
)
"""The Daylight menu's answers: its actions (11.5.1-11.5.6), the shared extras
(dominance cards, card effects) and `done`."""


def commit(state: RootState, n: int = 1, into: str = "committed") -> list[Event]:
    moved = rb.move_funds(state, "funds", into, n)
    seat = state.seat_of(rb.RIVERFOLK)
    return [Event("riverfolk_committed", {"seat": seat, "count": sum(moved.values())})]


def spend(state: RootState, n: int, owner: str | None = None) -> list[Event]:
    moved = rb.move_funds(state, "funds", None, n, owner)
    seat = state.seat_of(rb.RIVERFOLK)
    return [Event("riverfolk_spent", {"seat": seat, "count": sum(moved.values())})]


# -- what may be done -----------------------------------------------------------------


def crafts(state: RootState, seat: int) -> list[Craft]:
    """11.5.3: a card whose cost the funds and the free track spaces pay."""
    funds = rb.funds(state)
    pieces_ = rb.trade_post_clearings(state)
    found = [c for c in crafting.craftable(state, seat, pieces_)
             if len(cards.card(c.card).cost or ()) <= funds]
    return sorted(found, key=str)  # the hand's order is no one's to know, its cards are public


def exports(state: RootState, seat: int) -> list[Export]:
    """11.5.3.I: exporting is crafting with a card and forgoing what it gives, so it
    is offered for exactly the cards `crafts` offers (3.1.1-3.1.4: the cost, an
    improvement not already in play, the item still in the supply), one each."""
    return [Export(card) for card in sorted({c.card for c in crafts(state, seat)})]


def why_not_craft(state: RootState, seat: int, card: str) -> IllegalAction:
    """Why crafting (or exporting, 11.5.3.I) `card` is refused: the shared crafting
    reason (3.1.2-3.1.4), else the funds and the trade posts' spaces."""
    if card not in state.hands[seat]:
        return IllegalAction("root.error.not_in_hand", card=card)
    free = crafting.free_pieces(state, rb.trade_post_clearings(state))
    reason = crafting.why_not_with(state, rb.RIVERFOLK, card, free)
    if reason and reason != "root.error.craft_cost":
        return IllegalAction(reason, card=card)
    craftable = [*crafts(state, seat), *exports(state, seat)]
    options = ", ".join(f"`{a}`" for a in craftable) or f"`{Done()}`"
    return IllegalAction(
        "root.riverfolk.craft_funds", card=card, funds=rb.funds(state), options=options)


def recruits(state: RootState) -> list[Recruit]:
    """11.5.5: a clearing touching a river."""
    if rb.funds(state) < 1 or rb.supply(state, rb.WARRIORS) < 1:
        return []
    return [Recruit(c) for c in rb.river_clearings(state)
            if pieces.may_place(state, rb.RIVERFOLK, c)]


def trade_posts(state: RootState) -> list[TradePost]:
    """11.5.6.I-II: a clearing without a trade post, ruled by a player with two
    warriors of its own in the Funds box, the post of that suit still on its track."""
    need = int(rb.faction_sheet()["trade_post_cost_funds"])
    found = []
    for c in sorted(state.woods.clearings):
        ruler = pieces.ruler_of(state, c)
        suit = state.woods.clearings[c].suit
        if (ruler is not None and rb.box(state, "funds").get(ruler, 0) >= need
                and not rb.has_trade_post(state, c) and suit in rb.SUITS
                and rb.supply(state, rb.trade_post_of(suit)) > 0
                and pieces.may_place(state, rb.RIVERFOLK, c)):
            found.append(TradePost(c))
    return found


def menu(state: RootState, seat: int) -> list[DaylightAnswer]:
    one = rb.funds(state) >= 1
    return [
        *(movement.legal_moves(state, rb.RIVERFOLK) if one else []),
        *(battle_options(state, rb.RIVERFOLK) if one else []),
        *crafts(state, seat),
        *exports(state, seat),
        *([DrawCard()] if one else []),
        *recruits(state),
        *trade_posts(state),
        *sorted(rules.daylight_extras(state, seat), key=str),  # not in the hand's order
        Done(),
    ]


# -- doing it -------------------------------------------------------------------------


def craft(state: RootState, seat: int, action: Craft) -> list[Event]:
    """11.5.3: the spaces used are filled by committed funds."""
    before = len(state.turn_flags.get(crafting.USED, []))
    events = crafting.craft(state, seat, action.card, rb.trade_post_clearings(state), action.using)
    used = len(state.turn_flags.get(crafting.USED, [])) - before
    return commit(state, used, "tracks") + events


def export(state: RootState, seat: int, action: Export) -> list[Event]:
    """11.5.3.I: pay as for crafting, discard the card, a warrior into Payments."""
    cost = cards.card(action.card).cost or ()
    free = crafting.free_pieces(state, rb.trade_post_clearings(state))
    others = [c for c in state.hands[seat] if c != action.card]
    paid = pay_with(state, cost, free, others) or []
    state.turn_flags[crafting.USED] = [*state.turn_flags.get(crafting.USED, []), *paid]
    events = commit(state, len(paid), "tracks")
    events += [Event("riverfolk_exported", {"seat": seat, "card": action.card})]
    events += cards.discard(state, seat, action.card)
    if rb.supply(state, rb.WARRIORS) > 0:
        rb.data(state)["supply"][rb.WARRIORS] -= 1
        rb.add_to_box(state, "payments", rb.RIVERFOLK, 1)
    return events


def trade_post(state: RootState, seat: int, action: TradePost) -> list[Event]:
    """11.5.6.II-III: the ruler's two funds spent, the post and a warrior, the VP."""
    ruler = pieces.ruler_of(state, action.clearing) or ""
    suit = state.woods.clearings[action.clearing].suit
    vp = rb.next_vp(state, suit) or 0
    events = spend(state, int(rb.faction_sheet()["trade_post_cost_funds"]), ruler)
    events += pieces.place_token(state, action.clearing, rb.RIVERFOLK, rb.trade_post_of(suit))
    events += pieces.place_warriors(state, action.clearing, rb.RIVERFOLK, 1)
    return events + scoring.score(state, rb.RIVERFOLK, vp, "trade_post")


def carry(state: RootState, seat: int, action: DaylightAnswer) -> list[Event]:
    if isinstance(action, Move):
        return commit(state) + movement.do_move(state, seat, rb.RIVERFOLK, action)
    if isinstance(action, Battle):
        return commit(state) + start_battle(
            state, seat, rb.RIVERFOLK, action.clearing, action.defender)
    if isinstance(action, Craft):
        return craft(state, seat, action)
    if isinstance(action, Export):
        return export(state, seat, action)
    if isinstance(action, DrawCard):
        return commit(state) + cards.draw(state, seat, 1)
    if isinstance(action, Recruit):
        events = spend(state, 1)
        return events + pieces.place_warriors(state, action.clearing, rb.RIVERFOLK, 1)
    if isinstance(action, TradePost):
        return trade_post(state, seat, action)
    return rules.apply_daylight_extra(state, seat, action)


class RiverfolkDaylight(Handler[DaylightFrame, DaylightAnswer]):
    """11.5: commit and spend funds for actions, in any order, then `done`."""

    type = "riverfolk_daylight"

    def prompt(self, state: RootState, frame: DaylightFrame) -> Prompt | None:
        seat = frame["seat"]
        hand = sorted(state.hands[seat])  # face up (11.2.3): the prompt may name it
        return Prompt(seat, "riverfolk_daylight", {"funds": rb.funds(state), "cards": hand})

    def legal(self, state: RootState, frame: DaylightFrame, seat: Seat) -> list[DaylightAnswer]:
        return menu(state, frame["seat"])

    def apply(
        self, state: RootState, frame: DaylightFrame, seat: Seat, action: DaylightAnswer
    ) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state)
        return carry(state, frame["seat"], action)

    def run(self, state: RootState, frame: DaylightFrame) -> list[Event]:
        return frames.finish(state)

    def resume(self, state: RootState, frame: DaylightFrame, result: Any) -> list[Event]:
        return []  # a battle or an outrage was settled: Daylight goes on

    def explain(
        self, state: RootState, frame: DaylightFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        funds = rb.funds(state)
        if isinstance(action, Move | Battle | DrawCard | Recruit) and funds < 1:
            return IllegalAction("root.riverfolk.no_funds", funds=funds)
        if isinstance(action, Move):
            return movement.why_not_move(state, rb.RIVERFOLK, action, None)
        if isinstance(action, Battle):
            return why_not_battle(state, rb.RIVERFOLK, action, None)
        if isinstance(action, Craft | Export):
            return why_not_craft(state, frame["seat"], action.card)
        if isinstance(action, Recruit):
            return IllegalAction("root.riverfolk.not_river", clearing=action.clearing)
        if isinstance(action, TradePost):
            return IllegalAction("root.riverfolk.post_where", clearing=action.clearing)
        return None
