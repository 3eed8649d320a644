"""The Vagabond's board and pawn (Law of Root 9.2; seed 003 where the seeds differ).

Everything lives in `state.faction_data[<vagabond id>]` (plain JSON):

    character       thief / tinker / ranger (9.3.1), None before it is chosen
    items           [{"item": "boot", "exhausted": false, "damaged": false}, ...]
    relationships   per non-Vagabond faction: hostile / indifferent / step1 / step2 / allied
    forest          the Rootlog forest id where the pawn stands, or None (in a clearing:
                    the board's `pawns`)
    coalition       the faction it joined with a dominance card (9.2.8), or None
    quests_done     quest ids, in the order completed

Where an item sits is derived, not stored (9.2.5): a face-up undamaged tea, coin
or bag is on its track while the track has room (three), every other undamaged
item is in the satchel, a damaged one is in the damaged box. The quests and the
ruins' items are shared by both Vagabonds (9.7.2), so they are kept in the
first Vagabond's data: `quests` (face up), `quest_pool` (the quests not yet
drawn: the deck, whose order nobody knows, so a quest is drawn at random when it
is revealed), `ruins` (clearing -> items still under its ruin, a count: what
they are is nobody's to know until explored) and `ruin_pool` (the "R" items
not yet taken out from under a ruin).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.root import board

if TYPE_CHECKING:
    from games.root.state import RootState

VAGABOND = "vagabond"
VAGABOND2 = "vagabond2"
VAGABONDS = (VAGABOND, VAGABOND2)
HOSTILE, INDIFFERENT, ALLIED = "hostile", "indifferent", "allied"
BOOT, SWORD, TORCH, HAMMER, CROSSBOW = "boot", "sword", "torch", "hammer", "crossbow"
TEA, COIN, BAG = "tea", "coin", "bag"
ITEM_ORDER = ("boot", "sword", "crossbow", "hammer", "torch", "tea", "coin", "bag")


@cache
def rules_data() -> dict[str, Any]:
    return dict(load_json("root", "factions.json")["vagabond"])


def is_vagabond(faction: str | None) -> bool:
    return faction in VAGABONDS


def data(state: RootState, faction: str) -> dict[str, Any]:
    return state.faction_data[faction]


def shared(state: RootState) -> dict[str, Any]:
    """The quests and ruins both Vagabonds share (9.7.2), kept by the first."""
    return state.faction_data[VAGABOND]


def vagabonds_in_play(state: RootState) -> list[str]:
    return [f for f in state.factions if f in VAGABONDS]


# -- the pawn (9.2.2) ----------------------------------------------------------------


def clearing_of(state: RootState, faction: str) -> int | None:
    """The clearing of the pawn, None when it is in a forest (or not placed yet)."""
    for key, spot in state.board.items():
        if faction in spot["pawns"]:
            return int(key)
    return None


def forest_of(state: RootState, faction: str) -> str | None:
    return data(state, faction).get("forest")


def place_pawn(state: RootState, faction: str, clearing: int | None, forest: str | None) -> None:
    """Move the pawn (it is never removed: 9.2.2)."""
    here = clearing_of(state, faction)
    if here is not None:
        board.spot(state.board, here)["pawns"].remove(faction)
    data(state, faction)["forest"] = forest
    if clearing is not None:
        board.spot(state.board, clearing)["pawns"].append(faction)


def forests_next_to_clearing(state: RootState, clearing: int) -> list[str]:
    return state.woods.forests_touching(clearing)


def slip_targets(state: RootState, faction: str) -> list[str]:
    """9.4.2: an adjacent clearing or forest, as Rootlog names them ("5", "1_2_5_10").
    A forest is adjacent to the clearings around it and to the forests it shares
    a path with; a clearing to its neighbours along paths and its forests."""
    clearing = clearing_of(state, faction)
    if clearing is not None:
        near = [str(c) for c in state.woods.adjacent(clearing)]
        return near + forests_next_to_clearing(state, clearing)
    forest = forest_of(state, faction)
    if forest is None:
        return []
    woods = state.woods.forests[forest]
    return [str(c) for c in woods.clearings] + list(woods.adjacent_forests)


# -- items (9.2.5) -------------------------------------------------------------------


def items(state: RootState, faction: str) -> list[dict[str, Any]]:
    return list(data(state, faction)["items"])


def new_item(item: str) -> dict[str, Any]:
    """An item as the Vagabond's board holds it (the one item model: the Rootlog reader
    keeps a file's items in these records too): gained face up, undamaged (9.2.5)."""
    return {"item": item, "exhausted": False, "damaged": False}


def gain_item(state: RootState, faction: str, item: str) -> None:
    """A new item goes face up, undamaged (9.2.5: track or satchel is derived)."""
    data(state, faction)["items"].append(new_item(item))


def track_room(item: str) -> int:
    """9.2.5.I: how many items of this kind its track holds (three teas, coins or bags);
    0 for an item with no track."""
    rd = rules_data()
    return int(rd["track_size"]) if item in rd["track_items"] else 0


def start_items(character: str) -> list[str]:
    """9.3.5: a character's starting ("S") items."""
    return list(rules_data()["characters"][character]["start_items"])


def ruins_at_setup(ruins: list[int], per_ruin: int) -> tuple[dict[str, int], list[str]]:
    """9.3.4, 9.7.1: the items under each ruin (a count: what they are is nobody's to know
    until explored) and the "R" items they are drawn from, one set per item a ruin holds."""
    return {str(c): per_ruin for c in ruins}, sorted(rules_data()["ruin_items"] * per_ruin)


def ready(state: RootState, faction: str, item: str | None = None) -> list[dict[str, Any]]:
    """Face-up undamaged items (of one kind): what may be exhausted."""
    return [
        it for it in data(state, faction)["items"]
        if not it["exhausted"] and not it["damaged"] and item in (None, it["item"])
    ]


def count_ready(state: RootState, faction: str, item: str) -> int:
    return len(ready(state, faction, item))


def undamaged(state: RootState, faction: str, item: str | None = None) -> list[dict[str, Any]]:
    return [
        it for it in data(state, faction)["items"]
        if not it["damaged"] and item in (None, it["item"])
    ]


def damaged(state: RootState, faction: str) -> list[dict[str, Any]]:
    return [it for it in data(state, faction)["items"] if it["damaged"]]


def exhausted(state: RootState, faction: str) -> list[dict[str, Any]]:
    return [it for it in data(state, faction)["items"] if it["exhausted"]]


def on_track(state: RootState, faction: str, item: str) -> int:
    """Face-up undamaged teas, coins or bags on their track: at most three (9.2.5.I)."""
    return min(track_room(item), count_ready(state, faction, item))


def _pick(found: list[dict[str, Any]], item: str) -> dict[str, Any]:
    """Of several alike items, the one whose loss changes least: one of a
    track's overflow before one on the track makes no difference; the first."""
    return found[0]


def exhaust(state: RootState, faction: str, item: str, count: int = 1) -> None:
    """Turn `count` face-up undamaged items of a kind face down (9.2.5); the
    caller checked there are enough."""
    for _ in range(count):
        _pick(ready(state, faction, item), item)["exhausted"] = True


def damage(state: RootState, faction: str, item: str, exhausted_first: bool = True) -> bool:
    """9.2.7: an undamaged item goes to the damaged box, face up or down as it
    was. Of two alike, an exhausted one first (it was of no use this turn)."""
    found = undamaged(state, faction, item)
    if not found:
        return False
    found.sort(key=lambda it: not it["exhausted"] if exhausted_first else it["exhausted"])
    found[0]["damaged"] = True
    return True


def repair(state: RootState, faction: str, item: str) -> bool:
    """9.5.7: a damaged item back to satchel or track, not turned over. Of two
    alike, a face-up one first (it is of use at once)."""
    found = [it for it in damaged(state, faction) if it["item"] == item]
    if not found:
        return False
    found.sort(key=lambda it: it["exhausted"])
    found[0]["damaged"] = False
    return True


def refresh(state: RootState, faction: str, item: str) -> bool:
    """9.4.1: an exhausted item face up again (damaged or not)."""
    found = [it for it in exhausted(state, faction) if it["item"] == item]
    if not found:
        return False
    found.sort(key=lambda it: it["damaged"])  # undamaged ones are of use at once
    found[0]["exhausted"] = False
    return True


def remove_item(state: RootState, faction: str, item: str, from_damaged: bool) -> bool:
    """9.6.4: an item out of the satchel or the damaged box, to the box."""
    held = data(state, faction)["items"]
    for it in held:
        if it["item"] == item and it["damaged"] == from_damaged and (
            from_damaged or not on_track_slot(state, faction, it)
        ):
            held.remove(it)
            return True
    return False


def on_track_slot(state: RootState, faction: str, piece: dict[str, Any]) -> bool:
    """Is this item on its track (face-up, undamaged, among the first three)?"""
    kind = piece["item"]
    if not track_room(kind) or piece["exhausted"] or piece["damaged"]:
        return False
    alike = ready(state, faction, kind)
    return any(p is piece for p in alike[: track_room(kind)])


def satchel_and_damaged(state: RootState, faction: str) -> list[dict[str, Any]]:
    """What counts against the item limit (9.6.4): all but the items on tracks."""
    return [it for it in data(state, faction)["items"] if not on_track_slot(state, faction, it)]


def item_limit(state: RootState, faction: str) -> int:
    """9.6.4: six, plus two per face-up bag on its track."""
    rd = rules_data()
    return int(rd["item_limit_base"]) + int(rd["item_limit_per_bag"]) * on_track(
        state, faction, BAG
    )


def max_rolled_hits(state: RootState, faction: str) -> int:
    """9.2.6: undamaged swords, face up or down."""
    return len(undamaged(state, faction, SWORD))


# -- relationships (9.2.9) -------------------------------------------------------------


def relationship(state: RootState, faction: str, other: str) -> str:
    return str(data(state, faction)["relationships"].get(other, INDIFFERENT))


def set_relationship(state: RootState, faction: str, other: str, value: str) -> None:
    data(state, faction)["relationships"][other] = value


def next_step(value: str) -> str | None:
    order = rules_data()["relationships"]
    if value in (HOSTILE, ALLIED):
        return None
    return str(order[order.index(value) + 1])


def aids_needed(value: str) -> int | None:
    needed = rules_data()["aids_to_advance"].get(value)
    return None if needed is None else int(needed)


def allies(state: RootState, faction: str) -> list[str]:
    return [f for f, r in data(state, faction)["relationships"].items() if r == ALLIED]


def hostile_to(state: RootState, faction: str) -> list[str]:
    return [f for f, r in data(state, faction)["relationships"].items() if r == HOSTILE]


def hostile_warriors_in(state: RootState, faction: str, clearing: int) -> bool:
    """9.2.9.IIIb: warriors of any hostile faction in the clearing."""
    return any(board.warriors(state.board, clearing, f) > 0 for f in hostile_to(state, faction))


# -- quests and ruins (9.3.3, 9.3.4, 9.5.3, 9.5.5) -----------------------------------------


@cache
def quests_by_id() -> dict[str, dict[str, Any]]:
    return {q["id"]: q for q in rules_data()["quests"]}


def quest(quest_id: str) -> dict[str, Any]:
    return quests_by_id()[quest_id]


def face_up_quests(state: RootState) -> list[str]:
    if VAGABOND not in state.faction_data:
        return []
    return list(shared(state).get("quests", []))


def reveal_quest(state: RootState) -> str | None:
    """Draw a quest from the quest deck (a random one of those left: 9.3.3)."""
    pool = shared(state)["quest_pool"]
    if not pool:
        return None
    drawn = str(pool.pop(state.rng.randbelow(len(pool))))
    shared(state)["quests"].append(drawn)
    return drawn


def ruin_items_left(state: RootState, clearing: int) -> int:
    if VAGABOND not in state.faction_data:
        return 0
    return int(shared(state).get("ruins", {}).get(str(clearing), 0))
