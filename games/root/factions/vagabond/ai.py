"""How the Vagabond judges a position (Law of Root 9).

His points come from actions paid with items (9.2.5), so undamaged items are
his strength and damaged ones a loss until repaired; relationships climb
towards allied (9.2.9: each space scores, an ally scores two per aid); quests
he holds the items for and ruins he can explore are points in reach; cards
are what aid and crafting spend. In a coalition (9.2.8) he wins with his
partner, so the partner's points are his.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.root import board, cards
from games.root.factions.vagabond import board as vb

if TYPE_CHECKING:
    from games.root.state import RootState

TOOLS = {"boot": 1.0, "torch": 1.0, "sword": 0.6, "hammer": 0.4, "crossbow": 0.3}
RELATIONSHIP_VALUE = {"hostile": -0.4, "indifferent": 0.0, "step1": 0.8, "step2": 1.8,
                      "allied": 3.0}


def judge(state: RootState, seat: int) -> float:
    faction = state.factions[seat]
    partner = vb.data(state, faction).get("coalition")
    if partner:
        return float(state.vp.get(partner, 0)) + 0.5 * float(state.vp.get(faction, 0))
    held = vb.items(state, faction)
    ready = sum(1 for it in held if not it["damaged"] and not it["exhausted"])
    spent = sum(1 for it in held if not it["damaged"] and it["exhausted"])
    broken = sum(1 for it in held if it["damaged"])
    relations = sum(RELATIONSHIP_VALUE.get(r, 0.0)
                    for r in vb.data(state, faction)["relationships"].values())
    swords = vb.max_rolled_hits(state, faction)
    quests = sum(
        1 for q in vb.face_up_quests(state)
        if all(len(vb.undamaged(state, faction, i)) >= vb.quest(q)["items"].count(i)
               for i in vb.quest(q)["items"])
    )
    ruins = 0
    if vb.undamaged(state, faction, vb.TORCH):
        ruins = sum(1 for c in state.woods.clearings if vb.ruin_items_left(state, c) > 0)
    # Dominance cards are of no use to him below four seats (9.2.8).
    useful = [c for c in state.hands[seat]
              if state.players >= 4 or cards.card(c).kind != "dominance"]
    hand = len(useful)
    chances = opportunities(state, faction) + aids_under_way(state, faction)
    tracks = sum(vb.on_track(state, faction, k) for k in (vb.TEA, vb.COIN, vb.BAG))
    # One of each tool opens a kind of action: the first boot, sword, torch
    # and hammer are worth more than the next ones.
    tools = sum(weight for kind, weight in TOOLS.items() if vb.undamaged(state, faction, kind))
    return (
        float(state.vp.get(faction, 0))
        + 0.6 * ready + 0.5 * spent - 0.5 * broken + chances
        + 0.3 * min(swords, 3) + 0.3 * tracks + tools
        + relations + 0.8 * quests + 0.3 * min(ruins, 2)
        + 0.35 * min(hand, 5)
    )


def opportunities(state: RootState, faction: str) -> float:
    """What his place offers next (his pawn moves where the points are): a ruin
    to explore, quests of this clearing's suit he holds the items for,
    players to aid or strike; in a forest, the Evening's rest repairs."""
    here = vb.clearing_of(state, faction)
    if here is None:
        return 0.45 * len(vb.damaged(state, faction))  # the Evening's rest repairs them
    value = 0.0
    if vb.ruin_items_left(state, here) and vb.undamaged(state, faction, vb.TORCH):
        value += 0.6
    suit = state.woods.clearings[here].suit
    for q in vb.face_up_quests(state):
        needed = vb.quest(q)["items"]
        if vb.quest(q)["suit"] == suit and all(
            len(vb.undamaged(state, faction, i)) >= needed.count(i) for i in needed
        ):
            value += 0.5
    others = [f for f in board.factions_in(state.board, here) if f != faction]
    return value + 0.2 * min(len(others), 2)


def aids_under_way(state: RootState, faction: str) -> float:
    """Aids given this turn towards the next space of a relationship (9.2.9.I:
    two or three in one turn): each is worth its share of the space's VP, so
    that the first of two aids is not judged a lost card."""
    counted = state.turn_flags.get(f"{faction}_aids", {})
    value = 0.0
    for rival, given in counted.items():
        relation = vb.relationship(state, faction, rival)
        needed = vb.aids_needed(relation)
        step = vb.next_step(relation)
        if needed and step and given:
            value += 0.8 * given / needed * float(vb.rules_data()["advance_vp"][step])
    return value
