"""The Vagabond's Daylight (seed 003 9.5; the characters' actions, seed 000 9.7).

Any number of actions, in any order, each paid by exhausting items (9.2.5):
move (a boot, one more into hostile warriors, 9.5.1), battle (a sword, 9.5.2),
explore (a torch, 9.5.3), aid (any item and a matching card, 9.5.4), quest (the
two items shown, 9.5.5), strike (a crossbow, 9.5.6), repair (a hammer, 9.5.7),
craft (hammers, 9.5.8) and the character's special action (a torch, 9.5.9):
steal, day labor or hideout. The Daylight extras every faction has (dominance
cards, card effects) are in the same menu; `done` ends Daylight.

The `"vagabond_daylight"` frame is the menu; aid asks two more things
(`"vagabond_aid"`: the item exhausted, the item taken), hideout which items to
repair (`"vagabond_repair"`), exploring a ruin with two items which to take
(`"vagabond_ruin"`, 9.7.3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import board, cards, rules, scoring
from games.root.actions import ActivateDominance, Battle, Craft, Done, TakeDominance
from games.root.effects.actions import UseCard
from games.root.factions.base import FACTIONS
from games.root.factions.vagabond import board as vb
from games.root.factions.vagabond.actions import (
    Aid,
    AlliedBattle,
    Coalition,
    DayLabor,
    ExhaustItem,
    Explore,
    GetItem,
    Hideout,
    PawnMove,
    Quest,
    Repair,
    RuinItem,
    Steal,
    Strike,
)
from games.root.factions.vagabond.choice import ItemChoice
from games.root.factions.vagabond.frames import (
    AidFrame,
    DaylightFrame,
    MoveFrame,
    RepairFrame,
    RuinFrame,
    VagabondFrame,
    aid_frame,
    repair_frame,
    ruin_frame,
)
from games.root.frames import Handler, finish, push_frame
from games.root.rules import crafting, movement, pieces
from games.root.rules.battle import start_battle
from games.root.rules.dominance import dominance_min_vp
from games.root.rules.hand import distinct
from games.root.rules.pieces import WARRIORS, remove_pieces

if TYPE_CHECKING:
    from games.root.state import RootState

DaylightAnswer = (
    PawnMove | Battle | AlliedBattle | Explore | Aid | Quest | Strike | Repair | Craft | Steal
    | DayLabor | Hideout | Coalition | UseCard | ActivateDominance | TakeDominance | Done
)
"""The Daylight menu's answers: his actions, the shared extras (dominance
cards, card effects) and `done`."""
MoveAnswer = PawnMove | Done
AidAnswer = ExhaustItem | GetItem | Done
RuinAnswer = RuinItem | Done


def suit_here(state: RootState, faction: str) -> str | None:
    clearing = vb.clearing_of(state, faction)
    return None if clearing is None else state.woods.clearings[clearing].suit


# -- the offers ----------------------------------------------------------------------


def move_cost(state: RootState, faction: str, target: int) -> int:
    """9.5.1 / 9.2.9.IIIb: one boot, one more into hostile warriors."""
    return 1 + (1 if vb.hostile_warriors_in(state, faction, target) else 0)


def moves(state: RootState, faction: str) -> list[PawnMove]:
    """9.5.1: to an adjacent clearing (from a forest: one of its clearings),
    never into a forest; allied warriors may be forced along (9.2.9.II.b)."""
    boots = vb.count_ready(state, faction, vb.BOOT)
    here = vb.clearing_of(state, faction)
    forest = vb.forest_of(state, faction)
    if here is not None:
        # Rivers too, with the Riverfolk's riverboats (11.2.7.II).
        access = movement.river_access(state, faction)
        targets = [t for t, _ in movement.targets(state, here, access)]
    elif forest is not None:
        targets = list(state.woods.forests[forest].clearings)
    else:
        return []
    found: list[PawnMove] = []
    for target in targets:
        if move_cost(state, faction, target) > boots:
            continue
        found.append(PawnMove(str(target)))
        if here is None:
            continue
        for ally in vb.allies(state, faction):
            count = board.warriors(state.board, here, ally)
            found += [PawnMove(str(target), n, ally) for n in range(1, count + 1)]
    return found


def battles(state: RootState, faction: str) -> list[Battle | AlliedBattle]:
    """9.5.2: a sword; with allied warriors there, also as their leader (9.2.9.II.c).
    An ally whose warriors he hired this turn is not led besides: they already fight
    for him as mercenaries, under the mercenaries' rules (11.2.7.III.a), and would
    otherwise roll their hits twice."""
    here = vb.clearing_of(state, faction)
    if here is None or vb.count_ready(state, faction, vb.SWORD) == 0:
        return []
    partner = vb.data(state, faction).get("coalition")
    hired = pieces.hired_by(state, faction)
    found: list[Battle | AlliedBattle] = []
    for defender in board.factions_in(state.board, here):
        if defender in (faction, partner):
            continue
        found.append(Battle(here, defender))
        for ally in (a for a in vb.allies(state, faction) if a not in hired):
            if ally != defender and board.warriors(state.board, here, ally) > 0:
                found.append(AlliedBattle(here, defender, ally))
    return found


def explorations(state: RootState, faction: str) -> list[Explore]:
    here = vb.clearing_of(state, faction)
    if here is None or vb.count_ready(state, faction, vb.TORCH) == 0:
        return []
    return [Explore()] if vb.ruin_items_left(state, here) > 0 else []


def aids(state: RootState, faction: str, seat: int) -> list[Aid]:
    """9.5.4: any item, and a card matching the clearing for a player with
    pieces there (even hostile)."""
    here = vb.clearing_of(state, faction)
    if here is None or not vb.ready(state, faction):
        return []
    suit = state.woods.clearings[here].suit
    matching = [c for c in distinct(state.hands[seat]) if cards.matches(c, suit)]
    others = [f for f in board.factions_in(state.board, here) if f != faction]
    return [Aid(other, card) for other in others for card in matching]


def quest_items_ready(state: RootState, faction: str, quest_id: str) -> bool:
    needed = vb.quest(quest_id)["items"]
    return all(vb.count_ready(state, faction, i) >= needed.count(i) for i in set(needed))


def quests(state: RootState, faction: str) -> list[Quest]:
    """9.5.5: a face-up quest matching the clearing, its two items exhausted."""
    suit = suit_here(state, faction)
    return [
        Quest(q, reward)
        for q in vb.face_up_quests(state)
        if vb.quest(q)["suit"] == suit and quest_items_ready(state, faction, q)
        for reward in ("vp", "draw")
    ]


def strikes(state: RootState, faction: str) -> list[Strike]:
    """9.5.6: a crossbow: an enemy warrior here, or, if it has none, one of its
    other pieces."""
    here = vb.clearing_of(state, faction)
    if here is None or vb.count_ready(state, faction, vb.CROSSBOW) == 0:
        return []
    found: list[Strike] = []
    for enemy in board.factions_in(state.board, here):
        if enemy == faction:
            continue
        if board.warriors(state.board, here, enemy) > 0:
            found.append(Strike(enemy))
            continue
        others = board.buildings(state.board, here, enemy) + board.tokens(state.board, here, enemy)
        found += [Strike(enemy, kind) for kind in dict.fromkeys(others)]
    return found


def repairs(state: RootState, faction: str) -> list[Repair]:
    """9.5.7: a hammer repairs a damaged item."""
    if vb.count_ready(state, faction, vb.HAMMER) == 0:
        return []
    kinds = dict.fromkeys(it["item"] for it in vb.damaged(state, faction))
    return [Repair(k) for k in sorted(kinds, key=vb.ITEM_ORDER.index)]


def hammers_here(state: RootState, faction: str) -> list[int]:
    """9.2.1: every ready hammer is a crafting piece of the current clearing."""
    here = vb.clearing_of(state, faction)
    if here is None:
        return []
    return [here] * vb.count_ready(state, faction, vb.HAMMER)


def crafts(state: RootState, faction: str, seat: int) -> list[Craft]:
    """9.5.8: a card whose cost the hammers (all of the clearing's suit) pay."""
    pieces_here = hammers_here(state, faction)
    if not pieces_here:
        return []
    return [
        Craft(c) for c in distinct(state.hands[seat])
        if not crafting.why_not_with(state, faction, c, pieces_here)
    ]


def specials(state: RootState, faction: str, seat: int) -> list[Hideout | Steal | DayLabor]:
    """9.5.9 with seed 000 9.7: the character's action, for a torch."""
    here = vb.clearing_of(state, faction)
    if vb.count_ready(state, faction, vb.TORCH) == 0:
        return []
    character = vb.data(state, faction)["character"]
    if character == "ranger":
        return [Hideout()]
    if here is None:
        return []
    if character == "thief":
        return [Steal(f) for f in steal_targets(state, faction, here)]
    suit = state.woods.clearings[here].suit
    return [DayLabor(c) for c in distinct(state.discard) if cards.matches(c, suit)]


def steal_targets(state: RootState, faction: str, clearing: int) -> list[str]:
    """Seed 000 9.7.1.I: a player here with fewer than three warriors there, or
    another Vagabond here, with a card to take."""
    limit = int(vb.rules_data()["steal_max_warriors"])
    return [
        f for f in board.factions_in(state.board, clearing)
        if f != faction
        and (vb.is_vagabond(f) or board.warriors(state.board, clearing, f) <= limit)
        and state.hands[state.seat_of(f)]
    ]


def coalitions(state: RootState, faction: str, seat: int) -> list[Coalition]:
    """9.2.8: with four or more players, a dominance card for a coalition with
    the player with the fewest VP but him (ties: his choice), not one already in
    a coalition nor one with an activated dominance card (ruling R24). It is
    an activation: he needs the 10 VP of 4.3.1."""
    if state.players < 4 or vb.data(state, faction).get("coalition"):
        return []
    if state.vp[faction] < dominance_min_vp():
        return []  # activating a dominance card needs 10 VP (4.3.1), his too
    held = [c for c in state.hands[seat] if cards.card(c).kind == "dominance"]
    if not held:
        return []
    taken = {vb.data(state, v).get("coalition") for v in vb.vagabonds_in_play(state)}
    candidates = [
        f for f in state.factions
        if not vb.is_vagabond(f) and f not in taken and f not in state.dominance
    ]
    if not candidates:
        return []
    lowest = min(state.vp[f] for f in candidates)
    return [Coalition(f, c) for f in candidates if state.vp[f] == lowest for c in held]


def menu(state: RootState, frame: VagabondFrame) -> list[DaylightAnswer]:
    faction, seat = frame["faction"], frame["seat"]
    return [
        *moves(state, faction), *battles(state, faction), *explorations(state, faction),
        *aids(state, faction, seat), *quests(state, faction), *strikes(state, faction),
        *repairs(state, faction), *crafts(state, faction, seat),
        *specials(state, faction, seat), *coalitions(state, faction, seat),
        *rules.daylight_extras(state, seat), Done(),
    ]


# -- carrying them out ---------------------------------------------------------------


def do_move(state: RootState, faction: str, seat: int, action: PawnMove) -> list[Event]:
    target = int(action.target)
    origin = vb.clearing_of(state, faction)
    vb.exhaust(state, faction, vb.BOOT, move_cost(state, faction, target))
    vb.place_pawn(state, faction, target, None)
    events = [Event("vagabond_moved", {"seat": seat, "clearing": target})]
    if action.ally and action.count and origin is not None:
        board.add_warriors(state.board, origin, action.ally, -action.count)
        board.add_warriors(state.board, target, action.ally, action.count)
        events.append(Event("vagabond_escort", {
            "seat": seat, "rival": state.seat_of(action.ally), "count": action.count,
            "clearing": target,
        }))
    return events


def do_battle(
    state: RootState, faction: str, seat: int, action: Battle | AlliedBattle
) -> list[Event]:
    vb.exhaust(state, faction, vb.SWORD)
    events = start_battle(state, seat, faction, action.clearing, action.defender)
    if isinstance(action, AlliedBattle):
        state.stack[-1]["ally"] = action.ally
    return events


def do_explore(state: RootState, faction: str, seat: int, action: Explore) -> list[Event]:
    """9.5.3 / 9.7.3: the items under the ruin are drawn now (nobody knew them);
    one item: taken; two: the explorer looks at both and picks one."""
    here = vb.clearing_of(state, faction)
    assert here is not None
    vb.exhaust(state, faction, vb.TORCH)
    shared = vb.shared(state)
    key = str(here)
    opened = shared["ruin_open"].setdefault(key, [])
    while len(opened) < shared["ruins"][key]:
        pool = shared["ruin_pool"]
        opened.append(pool.pop(state.rng.randbelow(len(pool))))
    events = [Event("vagabond_explored", {"seat": seat, "clearing": here})]
    allowed = ruin_choices(state, faction, here)
    if len(allowed) > 1:
        push_frame(state, ruin_frame(seat, faction, here))
        return events
    if allowed:
        return events + take_from_ruin(state, faction, seat, here, allowed[0])
    return events


def ruin_choices(state: RootState, faction: str, clearing: int) -> list[str]:
    """9.7.3: not an "R" item of a kind he already holds as an "R" item."""
    opened = vb.shared(state)["ruin_open"].get(str(clearing), [])
    held = {it["item"] for it in vb.items(state, faction) if it.get("ruin")}
    two = len(vb.vagabonds_in_play(state)) > 1
    return sorted({i for i in opened if not (two and i in held)})


def take_from_ruin(
    state: RootState, faction: str, seat: int, clearing: int, item: str
) -> list[Event]:
    """9.5.3: the item face up, one VP; the last item takes the ruin away."""
    shared = vb.shared(state)
    key = str(clearing)
    shared["ruin_open"][key].remove(item)
    shared["ruins"][key] -= 1
    vb.gain_item(state, faction, item)
    vb.data(state, faction)["items"][-1]["ruin"] = True
    events = [Event("vagabond_ruin_item", {"seat": seat, "item": item, "clearing": clearing})]
    if shared["ruins"][key] == 0:
        board.remove_building(state.board, clearing, "ruin", "ruin")
        events.append(Event("vagabond_ruin_gone", {"seat": seat, "clearing": clearing}))
    return events + scoring.score(state, faction, 1, "explore")


def do_aid(state: RootState, faction: str, seat: int, action: Aid) -> list[Event]:
    """9.5.4: the card changes hands at once (no frame holds a hidden card:
    games/root/resample.py); the item exhausted, then the item taken, are asked next."""
    other = state.seat_of(action.faction)
    cards.take_from_hand(state, seat, action.card)
    cards.put_in_hand(state, other, action.card, seen_by=[seat])
    secret = {"seat": seat, "rival": other, "card": action.card}
    push_frame(state, aid_frame(seat, faction, action.faction))
    return [
        Event("vagabond_aid", {"seat": seat, "rival": other}),
        Event("vagabond_aid_card", secret, to=frozenset({seat, other}), barrier=True),
    ]


def finish_aid(state: RootState, frame: AidFrame, item: str) -> list[Event]:
    """9.5.4 and 9.2.9.I: the item is exhausted; the relationship may improve."""
    faction, seat, rival = frame["faction"], frame["seat"], frame["rival"]
    vb.exhaust(state, faction, item)
    return improve(state, faction, seat, rival)


def improve(state: RootState, faction: str, seat: int, rival: str) -> list[Event]:
    """9.2.9.I-II: count the aid this turn; enough aids move the marker one
    space, scoring its VP; aiding an ally scores two."""
    if rival not in vb.data(state, faction)["relationships"]:
        return []  # another Vagabond
    value = vb.relationship(state, faction, rival)
    if value == vb.HOSTILE:
        return []  # 9.2.9.IIIc: aid still gives items, never relationship
    if value == vb.ALLIED:
        return scoring.score(state, faction, int(vb.rules_data()["allied_aid_vp"]), "aid")
    key = f"{faction}_aids"
    counted = state.turn_flags.setdefault(key, {})
    counted[rival] = int(counted.get(rival, 0)) + 1
    needed = vb.aids_needed(value)
    if needed is None or counted[rival] < needed:
        return []
    counted[rival] = 0  # one aid counts for one improvement only
    step = vb.next_step(value)
    assert step is not None
    vb.set_relationship(state, faction, rival, step)
    params = {"seat": seat, "rival": state.seat_of(rival)}
    events = [Event(f"vagabond_relationship.{step}", params)]
    return events + scoring.score(state, faction, int(vb.rules_data()["advance_vp"][step]), "aid")


def do_quest(state: RootState, faction: str, seat: int, action: Quest) -> list[Event]:
    """9.5.5 (seed 003): exhaust its two items, reveal a new quest; one VP per
    quest of that suit done, this one included, or draw two cards."""
    done = vb.data(state, faction)["quests_done"]
    info = vb.quest(action.quest)
    for item in info["items"]:
        vb.exhaust(state, faction, item)
    vb.shared(state)["quests"].remove(action.quest)
    done.append(action.quest)
    events = [Event("vagabond_quest", {"seat": seat, "quest": action.quest})]
    new = vb.reveal_quest(state)
    if new is not None:
        events.append(Event("vagabond_new_quest", {"seat": seat, "quest": new}))
    if action.reward == "draw":
        return events + cards.draw(state, seat, 2)
    same = sum(1 for q in done if vb.quest(q)["suit"] == info["suit"])
    return events + scoring.score(state, faction, same, "quest")


def do_strike(state: RootState, faction: str, seat: int, action: Strike) -> list[Event]:
    here = vb.clearing_of(state, faction)
    assert here is not None
    vb.exhaust(state, faction, vb.CROSSBOW)
    events = [Event("vagabond_strike", {"seat": seat, "rival": state.seat_of(action.faction)})]
    return events + remove_pieces(state, here, action.faction, action.kind, 1, by=faction)


def do_repair(state: RootState, faction: str, seat: int, action: Repair) -> list[Event]:
    vb.exhaust(state, faction, vb.HAMMER)
    vb.repair(state, faction, action.item)
    return [Event("vagabond_repaired", {"seat": seat, "item": action.item})]


def do_craft(state: RootState, faction: str, seat: int, action: Craft) -> list[Event]:
    """9.5.8: hammers, one per suit shown; an item goes face up to him (9.2.1),
    scoring its VP; any other card does what the shared rule says."""
    card = cards.card(action.card)
    vb.exhaust(state, faction, vb.HAMMER, len(card.cost or ()))
    events = [Event("crafted", {"seat": seat, "card": action.card, "item": card.item})]
    if card.kind == "item":
        item = card.item or ""
        state.items_supply[item] -= 1
        vb.gain_item(state, faction, item)
        events += cards.discard(state, seat, action.card)
        vp = FACTIONS[faction].item_vp(state, card.vp)
        return events + scoring.score(state, faction, vp, "craft")
    cards.take_from_hand(state, seat, action.card)
    return events + crafting.crafted_card_effect(state, seat, action.card)


def do_steal(state: RootState, faction: str, seat: int, action: Steal) -> list[Event]:
    """Seed 000 9.7.1.I: a random card; only the two of them learn which."""
    vb.exhaust(state, faction, vb.TORCH)
    victim = state.seat_of(action.faction)
    hand = state.hands[victim]
    taken = cards.take_from_hand(state, victim, hand[state.rng.randbelow(len(hand))])
    cards.put_in_hand(state, seat, taken, seen_by=[victim])
    secret = {"seat": seat, "rival": victim, "card": taken}
    return [
        Event("vagabond_steal", {"seat": seat, "rival": victim}),
        Event("card_taken", secret, to=frozenset({seat, victim}), barrier=True),
    ]


def do_labor(state: RootState, faction: str, seat: int, action: DayLabor) -> list[Event]:
    """Seed 000 9.7.2.I: a card of the clearing's suit from the discard pile,
    in front of everyone."""
    vb.exhaust(state, faction, vb.TORCH)
    state.discard.remove(action.card)
    cards.put_in_hand(state, seat, action.card, seen_by=[cards.TABLE])
    return [Event("vagabond_labor", {"seat": seat, "card": action.card})]


def do_hideout(state: RootState, faction: str, seat: int, action: Hideout) -> list[Event]:
    """Seed 000 9.7.3.I: repair three items, then Daylight ends."""
    vb.exhaust(state, faction, vb.TORCH)
    push_frame(state, repair_frame(seat, faction, 3))
    return [Event("vagabond_hideout", {"seat": seat})]


def do_coalition(state: RootState, faction: str, seat: int, action: Coalition) -> list[Event]:
    """9.2.8: the dominance card is played; his score marker joins the
    partner's; a hostile partner becomes indifferent (9.2.9.IIId)."""
    cards.take_from_hand(state, seat, action.card)
    state.dominance[faction] = action.card  # he scores no more (scoring.score)
    vb.data(state, faction)["coalition"] = action.faction
    if vb.relationship(state, faction, action.faction) == vb.HOSTILE:
        vb.set_relationship(state, faction, action.faction, vb.INDIFFERENT)
    return [Event("vagabond_coalition", {"seat": seat, "rival": state.seat_of(action.faction)})]


Runner = Callable[["RootState", str, int, Any], list[Event]]
"""`do_<action>(state, faction, seat, action)`: one of his Daylight actions carried out."""

RUNNERS: dict[type, Runner] = {
    PawnMove: do_move, Battle: do_battle, AlliedBattle: do_battle, Explore: do_explore,
    Aid: do_aid, Quest: do_quest, Strike: do_strike, Repair: do_repair, Craft: do_craft,
    Steal: do_steal, DayLabor: do_labor, Hideout: do_hideout, Coalition: do_coalition,
}
NEEDS: dict[type, str] = {
    PawnMove: vb.BOOT, Battle: vb.SWORD, AlliedBattle: vb.SWORD, Explore: vb.TORCH,
    Strike: vb.CROSSBOW, Repair: vb.HAMMER, Craft: vb.HAMMER, Steal: vb.TORCH,
    DayLabor: vb.TORCH, Hideout: vb.TORCH,
}


def why_not(state: RootState, frame: VagabondFrame, action: object) -> IllegalAction:
    """The first thing the action lacks, in the player's words."""
    faction = frame["faction"]
    need = NEEDS.get(type(action))
    if need and vb.count_ready(state, faction, need) == 0:
        return IllegalAction("vagabond.error.need_item", item=need, action=str(action))
    if isinstance(action, (Battle, AlliedBattle, Explore, Aid, Quest, Strike, Craft, Steal,
                           DayLabor)) and vb.clearing_of(state, faction) is None:
        return IllegalAction("vagabond.error.in_forest", action=str(action))
    options = ", ".join(f"`{a}`" for a in menu(state, frame)[:15])
    return IllegalAction("vagabond.error.not_now", action=str(action), options=options)


class VagabondDaylight(Handler[DaylightFrame, DaylightAnswer]):
    """9.5: the actions menu until `done` (or a hideout)."""

    type = "vagabond_daylight"

    def prompt(self, state: RootState, frame: DaylightFrame) -> Prompt | None:
        seat = frame["seat"]
        # With cards in hand, aid, craft and the extras depend on them (1.2.1).
        private = bool(state.hands[seat])
        return Prompt(seat, "vagabond_daylight", {}, private=private)

    def legal(self, state: RootState, frame: DaylightFrame, seat: Seat) -> list[DaylightAnswer]:
        return menu(state, frame)

    def apply(
        self, state: RootState, frame: DaylightFrame, seat: Seat, action: DaylightAnswer
    ) -> list[Event]:
        if isinstance(action, Done):
            return finish(state)
        runner = RUNNERS.get(type(action))
        if runner is None:
            return rules.apply_daylight_extra(state, frame["seat"], action)
        if isinstance(action, Hideout):
            frame["ending"] = True
        return runner(state, frame["faction"], frame["seat"], action)

    def resume(self, state: RootState, frame: DaylightFrame, result: Any) -> list[Event]:
        return finish(state) if frame.get("ending") else []

    def explain(
        self, state: RootState, frame: DaylightFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        return why_not(state, frame, action)


class VagabondMove(Handler[MoveFrame, MoveAnswer]):
    """A move a card grants (Cobbler): the Daylight move of 9.5.1, boots and
    all; params as the shared `"move"` frame's (`optional`, `min_moves`)."""

    type = "vagabond_move"

    def prompt(self, state: RootState, frame: MoveFrame) -> Prompt | None:
        if not moves(state, frame["faction"]):
            return None
        return Prompt(frame["seat"], "move", {"left": 1, "suit": None})

    def legal(self, state: RootState, frame: MoveFrame, seat: Seat) -> list[MoveAnswer]:
        optional = frame.get("optional") and frame.get("min_moves", 0) == 0
        return [*moves(state, frame["faction"]), *([Done()] if optional else [])]

    def apply(
        self, state: RootState, frame: MoveFrame, seat: Seat, action: MoveAnswer
    ) -> list[Event]:
        if isinstance(action, Done):
            return finish(state, 0)
        return do_move(state, frame["faction"], frame["seat"], action) + finish(state, 1)

    def run(self, state: RootState, frame: MoveFrame) -> list[Event]:
        return finish(state, 0)

    def explain(
        self, state: RootState, frame: MoveFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        return why_not(state, frame, action)


class VagabondAid(ItemChoice[AidFrame, AidAnswer]):
    """9.5.4: which item to exhaust, then which crafted item to take (or `done`)."""

    type = "vagabond_aid"

    def prompt(self, state: RootState, frame: AidFrame) -> Prompt | None:
        options = [a for a in self.legal(state, frame, frame["seat"]) if not isinstance(a, Done)]
        if not options or (frame["step"] == "exhaust" and len(options) == 1):
            return None  # no choice: `run` exhausts the one kind, or ends the aid
        params = {"rival": state.seat_of(frame["rival"])}
        return Prompt(frame["seat"], f"vagabond_aid.{frame['step']}", params)

    def legal(self, state: RootState, frame: AidFrame, seat: Seat) -> list[AidAnswer]:
        if frame["step"] == "exhaust":
            kinds = dict.fromkeys(it["item"] for it in vb.ready(state, frame["faction"]))
            return [ExhaustItem(k) for k in sorted(kinds, key=vb.ITEM_ORDER.index)]
        held = state.crafted_items.get(frame["rival"], [])
        return [*(GetItem(i) for i in sorted(set(held), key=vb.ITEM_ORDER.index)), Done()]

    def apply(
        self, state: RootState, frame: AidFrame, seat: Seat, action: AidAnswer
    ) -> list[Event]:
        if isinstance(action, ExhaustItem):
            frame["step"] = "take"
            return finish_aid(state, frame, action.item)
        if isinstance(action, GetItem):
            pieces.remove_item(state, frame["rival"], action.item)
            state.items_supply[action.item] -= 1  # remove_item put it back in the supply
            vb.gain_item(state, frame["faction"], action.item)
            params = {"seat": frame["seat"], "rival": state.seat_of(frame["rival"]),
                      "item": action.item}
            return [Event("vagabond_took_item", params), *finish(state)]
        return finish(state)

    def run(self, state: RootState, frame: AidFrame) -> list[Event]:
        options = self.legal(state, frame, frame["seat"])
        if frame["step"] == "exhaust" and options:
            return self.apply(state, frame, frame["seat"], options[0])
        return finish(state)


class VagabondRepair(ItemChoice[RepairFrame, Repair]):
    """Seed 000 9.7.3.I hideout: repair up to three items, one at a time."""

    type = "vagabond_repair"

    def _options(self, state: RootState, frame: RepairFrame) -> list[Repair]:
        if frame["left"] <= 0:
            return []
        kinds = dict.fromkeys(it["item"] for it in vb.damaged(state, frame["faction"]))
        return [Repair(k) for k in sorted(kinds, key=vb.ITEM_ORDER.index)]

    def prompt(self, state: RootState, frame: RepairFrame) -> Prompt | None:
        options = self._options(state, frame)
        if len(options) < 2 or len(vb.damaged(state, frame["faction"])) <= frame["left"]:
            return None  # no choice: `run` repairs what there is
        return Prompt(frame["seat"], "vagabond_repair", {"count": frame["left"]})

    def legal(self, state: RootState, frame: RepairFrame, seat: Seat) -> list[Repair]:
        return list(self._options(state, frame))

    def apply(
        self, state: RootState, frame: RepairFrame, seat: Seat, action: Repair
    ) -> list[Event]:
        frame["left"] -= 1
        vb.repair(state, frame["faction"], action.item)
        return [Event("vagabond_repaired", {"seat": frame["seat"], "item": action.item})]

    def run(self, state: RootState, frame: RepairFrame) -> list[Event]:
        options = self._options(state, frame)
        if options:
            return self.apply(state, frame, frame["seat"], options[0])
        return finish(state)


class VagabondRuin(ItemChoice[RuinFrame, RuinAnswer]):
    """9.7.3: two items under the ruin: look at both, take one (or none)."""

    type = "vagabond_ruin"

    def prompt(self, state: RootState, frame: RuinFrame) -> Prompt | None:
        # 9.7.3: he alone looks at the two items; the one he leaves stays secret.
        params = {"clearing": frame["clearing"]}
        return Prompt(frame["seat"], "vagabond_ruin", params, private=True)

    def legal(self, state: RootState, frame: RuinFrame, seat: Seat) -> list[RuinAnswer]:
        choices = ruin_choices(state, frame["faction"], frame["clearing"])
        return [*(RuinItem(i) for i in choices), Done()]

    def apply(
        self, state: RootState, frame: RuinFrame, seat: Seat, action: RuinAnswer
    ) -> list[Event]:
        if isinstance(action, Done):
            return finish(state)
        events = take_from_ruin(state, frame["faction"], frame["seat"], frame["clearing"],
                                action.item)
        return events + finish(state)


_WARRIORS = WARRIORS  # (re-exported for the AI's reading of strikes)
