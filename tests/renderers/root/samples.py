"""Hand-built public views of Root, in exactly the shape `games/root/views.py` gives.

Until the factions play, these stand in for real games: an empty map after
setup began, a mid-game Marquise vs Eyrie position with a battle, a player on
an activated dominance card, and a finished game. Each is a plain dict, as
`state.view(None)` returns it.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
FALL = json.loads((ROOT / "data/root/map_fall.json").read_text("utf-8"))
GENERAL = json.loads((ROOT / "data/root/general.json").read_text("utf-8"))
FACTIONS = ["marquise", "eyrie"]


def empty_board() -> dict[str, dict[str, Any]]:
    return {
        str(c["id"]): {
            "warriors": {},
            "buildings": [["ruin", "ruin"]] if c["ruin"] else [],
            "tokens": [],
            "pawns": [],
        }
        for c in FALL["clearings"]
    }


def base_view() -> dict[str, Any]:
    return {
        "game": "root",
        "players": 2,
        "map": "fall",
        "factions": list(FACTIONS),
        "turn_order": [0, 1],
        "current": None,
        "phase": "setup",
        "board": empty_board(),
        "vp": {"marquise": 0, "eyrie": 0},
        "dominance": {},
        "available_dominance": [],
        "hand_sizes": [3, 3],
        "hands_shown": [[], []],
        "deck_size": 48,
        "discard": [],
        "crafted_items": {"marquise": [], "eyrie": []},
        "improvements": {"marquise": [], "eyrie": []},
        "items_supply": dict(GENERAL["items_supply"]),
        "faction_boards": setup_boards(),
        "last_battle": None,
        "pending": [{"seat": 0, "kind": "marquise_keep"}],
        "result": None,
    }


def empty_setup() -> dict[str, Any]:
    """Setup has just begun: three cards each, the Marquise is placing her keep."""
    return base_view()


def place(board: dict[str, Any], clearing: int, warriors: dict[str, int] | None = None,
          buildings: list[tuple[str, str]] = (), tokens: list[tuple[str, str]] = ()) -> None:
    here = board[str(clearing)]
    here["warriors"].update(warriors or {})
    here["buildings"].extend([list(b) for b in buildings])
    here["tokens"].extend([list(t) for t in tokens])


def midgame() -> dict[str, Any]:
    """Turn 5 or so: the Marquise holds the west, the Eyrie pushes from the east and
    has just fought in clearing 11."""
    view = base_view()
    board = view["board"]
    place(board, 1, {"marquise": 4}, [("marquise", "sawmill")],
          [("marquise", "keep"), ("marquise", "wood"), ("marquise", "wood")])
    place(board, 5, {"marquise": 2}, [("marquise", "workshop"), ("marquise", "recruiter")])
    place(board, 9, {"marquise": 3}, [("marquise", "sawmill"), ("marquise", "workshop")],
          [("marquise", "wood")])
    place(board, 10, {"marquise": 2}, [("marquise", "recruiter")])
    place(board, 12, {"marquise": 1, "eyrie": 2}, [("marquise", "sawmill")])
    place(board, 4, {"marquise": 1})
    place(board, 3, {"eyrie": 6}, [("eyrie", "roost")])
    place(board, 6, {"eyrie": 3}, [("eyrie", "roost")])
    place(board, 11, {"eyrie": 2, "marquise": 1}, [("eyrie", "roost")])
    place(board, 7, {"eyrie": 1})
    place(board, 2, {"eyrie": 2})
    view.update({
        "current": 1,
        "phase": "daylight",
        "vp": {"marquise": 14, "eyrie": 11},
        "hand_sizes": [4, 6],
        "deck_size": 21,
        "discard": ["ambush_fox#1", "sappers#1", "anvil#1", "bake_sale#1", "favor_of_the_mice#1"],
        "available_dominance": ["dominance_rabbit#1"],
        "crafted_items": {"marquise": ["hammer", "boot", "sword"], "eyrie": ["coin"]},
        "improvements": {"marquise": ["armorers#1"],
                         "eyrie": ["command_warren#2", "codebreakers#1"]},
        "items_supply": {"boot": 1, "bag": 2, "crossbow": 1, "hammer": 0, "sword": 1, "tea": 2,
                         "coin": 1},
        "faction_boards": midgame_boards(),
        "last_battle": {"clearing": 11, "attacker": "eyrie", "defender": "marquise",
                        "dice": [3, 1], "hits": {"attacker": 2, "defender": 1},
                        "ambush": "none",
                        "removed": {"attacker": {"warriors": 1},
                                    "defender": {"warriors": 1, "workshop": 1}}},
        "pending": [{"seat": 1, "kind": "eyrie_decree"}],
    })
    return view


def midgame_boards() -> dict[str, Any]:
    """The faction boards as `Marquise.public_view` and `Eyrie.public_view` give them."""
    track = {"sawmill": (3, 3, 3), "workshop": (4, 2, 2), "recruiter": (4, 2, 2)}
    return {
        "marquise": {
            "tracks": {kind: {"left": left, "next_cost": cost, "next_vp": vp}
                       for kind, (left, cost, vp) in track.items()},
            "wood_supply": 5,
            "warriors_supply": 11,
            "keep": 1,
            "keep_gone": False,
            "draw_bonus": 0,
            "actions_left": None,
        },
        "eyrie": {
            "leader": "charismatic",
            "leaders_face_up": ["builder", "commander"],
            "leaders_face_down": ["despot"],
            "decree": {
                "recruit": ["root_tea_fox#1", "vizier"],
                "move": ["travel_gear_mouse#1", "birdy_bindle#1"],
                "battle": ["investments#1", "vizier"],
                "build": ["smugglers_trail#1"],
            },
            "viziers": ["recruit", "battle"],
            "roost_track": {"on_map": 3, "left": 4, "evening_vp": 2, "evening_draw": 2},
            "warriors_supply": 4,
            "starting_clearing": 3,
        },
    }


def setup_boards() -> dict[str, Any]:
    """Both boards before anything is placed."""
    full = {"sawmill": 6, "workshop": 6, "recruiter": 6}
    return {
        "marquise": {
            "tracks": {kind: {"left": left, "next_cost": 0, "next_vp": 0}
                       for kind, left in full.items()},
            "wood_supply": 8, "warriors_supply": 25, "keep": None, "keep_gone": False,
            "draw_bonus": 0, "actions_left": None,
        },
        "eyrie": {
            "leader": None, "leaders_face_up": ["builder", "charismatic", "commander", "despot"],
            "leaders_face_down": [], "decree": {c: [] for c in ("recruit", "move", "battle",
                                                                "build")},
            "viziers": [], "roost_track": {"on_map": 0, "left": 7, "evening_vp": 0,
                                           "evening_draw": 1},
            "warriors_supply": 20, "starting_clearing": None,
        },
    }


def dominance() -> dict[str, Any]:
    """The Eyrie has activated the fox dominance card: it no longer scores points."""
    view = midgame()
    view["dominance"] = {"eyrie": "dominance_fox#1"}
    view["available_dominance"] = ["dominance_rabbit#1", "dominance_bird#1"]
    view["vp"]["eyrie"] = 12
    view["last_battle"] = None
    view["current"] = 0
    view["phase"] = "birdsong"
    view["pending"] = [{"seat": 0, "kind": "card_effects"}]
    return view


def game_over() -> dict[str, Any]:
    """The Marquise reached 30 points in her Evening."""
    view = midgame()
    view["vp"] = {"marquise": 30, "eyrie": 24}
    view["phase"] = "over"
    view["current"] = None
    view["pending"] = []
    view["result"] = {"scores": [30, 24], "winners": [0], "ranking": [0, 1],
                      "details": {"how": "vp", "faction": "marquise"}}
    return view


ALL = {"empty_setup": empty_setup, "midgame": midgame, "dominance": dominance,
       "game_over": game_over}


def with_private(view: dict[str, Any]) -> dict[str, Any]:
    """The same view as one seat sees it: a hand added under "private"."""
    seen = copy.deepcopy(view)
    seen["private"] = {"seat": 0, "faction": "marquise",
                       "hand": [{"card": "ambush_bird#1", "id": "ambush_bird", "suit": "bird",
                                 "kind": "ambush", "cost": None}]}
    return seen


# --- Three and four factions: the Woodland Alliance and the Vagabond (issue 11) ------------

def item(name: str, state: str = "ready") -> dict[str, str]:
    return {"item": name, "state": state}


def alliance_board(supporters: int = 4, bases_left: tuple[str, ...] = ("rabbit", "mouse"),
                   officers: int = 2, sympathy_on_map: int = 5) -> dict[str, Any]:
    """`Alliance.public_view`: supporters counted, never shown (8.2.3)."""
    costs = [1, 1, 1, 2, 2, 2, 3, 3, 3, 3]
    points = [0, 1, 1, 1, 2, 2, 3, 4, 4, 4]
    left = 10 - sympathy_on_map
    return {
        "supporters": supporters,
        "supporters_limit": None if len(bases_left) < 3 else 5,
        "bases_left": list(bases_left),
        "officers": officers,
        "sympathy": {"on_map": sympathy_on_map, "left": left,
                     "next_cost": costs[sympathy_on_map] if left else None,
                     "next_vp": points[sympathy_on_map] if left else None},
        "warriors_supply": 10 - officers - 3,
        "evening_draw": 1 + 3 - len(bases_left),
    }


def vagabond_board(character: str = "thief", others: tuple[str, ...] = ("marquise", "eyrie"),
                   ) -> dict[str, Any]:
    """`Vagabond.public_view` mid-game: every item state, a full tea track."""
    relationships = dict(zip(others, ("allied", "hostile", "step1", "indifferent"),
                             strict=False))
    return {
        "character": character,
        "satchel": [item("boot"), item("boot", "exhausted"), item("torch"),
                    item("sword", "damaged"), item("crossbow", "damaged_exhausted"),
                    item("hammer"), item("sword", "exhausted")],
        "tracks": {"tea": [item("tea"), item("tea", "exhausted")],
                   "coin": [item("coin")],
                   "bag": [item("bag", "damaged")]},
        "relationships": relationships,
        "coalition": None,
        "quests_done": ["errand_fox", "guard_duty_rabbit", "expel_bandits_mouse"],
        "item_limit": 6,
    }


def three_factions() -> dict[str, Any]:
    """Marquise, Eyrie and the Alliance mid-game: sympathy spread, a fox base, officers."""
    view = midgame()
    factions = ["marquise", "eyrie", "alliance"]
    board = view["board"]
    place(board, 8, {"alliance": 2}, [("alliance", "base_fox")], [("alliance", "sympathy")])
    for clearing in (2, 7, 4, 10):
        place(board, clearing, tokens=[("alliance", "sympathy")])
    place(board, 7, {"alliance": 1})
    view.update({
        "players": 3, "factions": factions, "turn_order": [0, 1, 2], "current": 2,
        "phase": "evening",
        "vp": {"marquise": 14, "eyrie": 11, "alliance": 9},
        "hand_sizes": [4, 6, 2], "hands_shown": [[], [], []],
        "crafted_items": {"marquise": ["hammer", "boot", "sword"], "eyrie": ["coin"],
                          "alliance": ["crossbow"]},
        "improvements": {"marquise": ["armorers#1"],
                         "eyrie": ["command_warren#2", "codebreakers#1"],
                         "alliance": ["stand_and_deliver#1"]},
        "pending": [{"seat": 2, "kind": "alliance_military"}],
    })
    view["faction_boards"]["alliance"] = alliance_board(supporters=4, bases_left=("rabbit",
                                                                                  "mouse"))
    return view


def four_factions() -> dict[str, Any]:
    """All four base factions: the Vagabond (Ranger) stands in clearing 11 beside the
    Eyrie, which it is hostile to; it is allied with the Marquise."""
    view = three_factions()
    factions = ["marquise", "eyrie", "alliance", "vagabond"]
    view["board"]["11"]["pawns"].append("vagabond")
    view.update({
        "players": 4, "factions": factions, "turn_order": [0, 1, 2, 3], "current": 3,
        "phase": "daylight",
        "vp": {"marquise": 14, "eyrie": 11, "alliance": 9, "vagabond": 12},
        "hand_sizes": [4, 6, 2, 5], "hands_shown": [[], [], [], []],
        "crafted_items": {**view["crafted_items"], "vagabond": []},
        "improvements": {**view["improvements"], "vagabond": []},
        "items_supply": {"boot": 1, "bag": 1, "crossbow": 0, "hammer": 0, "sword": 1, "tea": 1,
                         "coin": 1},
        "forests": {},
        "quests": ["fundraising_fox", "give_a_speech_rabbit", "escort_mouse"],
        "pending": [{"seat": 3, "kind": "vagabond_daylight"}],
    })
    view["faction_boards"]["vagabond"] = vagabond_board(
        "ranger", ("marquise", "eyrie", "alliance"))
    return view


def vagabond_in_forest() -> dict[str, Any]:
    """The four factions, the Vagabond having slipped into a forest (9.2.2)."""
    view = four_factions()
    view["board"]["11"]["pawns"].remove("vagabond")
    view["forests"] = {"3_7_11_12": ["vagabond"]}
    return view


def two_vagabonds() -> dict[str, Any]:
    """Marquise, Eyrie and two Vagabonds: the Thief in clearing 5, the Tinker (second
    Vagabond, its own colour) in a forest; the Thief in a coalition with the Eyrie."""
    view = midgame()
    factions = ["marquise", "eyrie", "vagabond", "vagabond2"]
    view["board"]["5"]["pawns"].append("vagabond")
    thief = vagabond_board("thief", ("marquise", "eyrie"))
    thief["relationships"] = {"marquise": "hostile", "eyrie": "allied"}
    thief["coalition"] = "eyrie"
    tinker = vagabond_board("tinker", ("marquise", "eyrie"))
    tinker["relationships"] = {"marquise": "step2", "eyrie": "indifferent"}
    tinker["satchel"] = [item("boot"), item("torch", "exhausted"), item("hammer")]
    tinker["tracks"] = {"tea": [], "coin": [], "bag": [item("bag"), item("bag")]}
    tinker["quests_done"] = []
    tinker["item_limit"] = 10
    view.update({
        "players": 4, "factions": factions, "turn_order": [0, 1, 2, 3], "current": 3,
        "vp": {"marquise": 14, "eyrie": 11, "vagabond": 7, "vagabond2": 3},
        "hand_sizes": [4, 6, 3, 2], "hands_shown": [[], [], [], []],
        "crafted_items": {**view["crafted_items"], "vagabond": [], "vagabond2": []},
        "improvements": {**view["improvements"], "vagabond": [], "vagabond2": []},
        "forests": {"1_2_5_10": ["vagabond2"]},
        "quests": ["logistics_help_fox", "fend_off_a_bear_rabbit", "errand_mouse"],
        "pending": [{"seat": 3, "kind": "vagabond_daylight"}],
    })
    view["faction_boards"]["vagabond"] = thief
    view["faction_boards"]["vagabond2"] = tinker
    return view





def moved_on(view: dict[str, Any]) -> dict[str, Any]:
    """The board shown before `view`, for the change marks: a sympathy token, a base and
    a warrior were not there yet, every pawn stood elsewhere, and each Vagabond's
    first item was still ready and its points lower."""
    before = copy.deepcopy(view)
    board = before["board"]
    for here in board.values():
        if ["alliance", "sympathy"] in here["tokens"]:
            here["tokens"].remove(["alliance", "sympathy"])
            break
    for here in board.values():
        bases = [b for b in here["buildings"] if b[0] == "alliance"]
        if bases:
            here["buildings"].remove(bases[0])
            break
    for here in board.values():
        here["pawns"] = []
    before["forests"] = {}
    board["1"]["pawns"] = [f for f in before["factions"] if f.startswith("vagabond")]
    for faction in ("vagabond", "vagabond2"):
        vagabond = before["faction_boards"].get(faction)
        if vagabond:
            vagabond["satchel"][0]["state"] = (
                "exhausted" if vagabond["satchel"][0]["state"] == "ready" else "ready")
            before["vp"][faction] -= 2
    return before


def crowded_four() -> dict[str, Any]:
    """Four factions late in the game: a Vagabond with a full satchel and tracks and
    cards in play, the Alliance with every base out and three cards in play."""
    view = four_factions()
    vagabond = view["faction_boards"]["vagabond"]
    vagabond["satchel"] = ([item("boot")] * 3 + [item("sword", "exhausted")] * 3
                           + [item("torch"), item("hammer", "damaged")] * 2
                           + [item("crossbow", "damaged_exhausted")] * 2)
    vagabond["tracks"] = {kind: [item(kind), item(kind, "exhausted"), item(kind, "damaged")]
                          for kind in ("tea", "coin", "bag")}
    vagabond["item_limit"] = 12
    vagabond["coalition"] = "alliance"
    vagabond["quests_done"] += ["fundraising_fox", "escort_mouse", "errand_rabbit"]
    view["improvements"]["vagabond"] = ["sappers#1", "stand_and_deliver#2", "royal_claim#1"]
    view["improvements"]["alliance"] = ["armorers#2", "brutal_tactics#1", "scouting_party#1"]
    view["crafted_items"]["alliance"] = ["crossbow", "sword", "boot", "tea"]
    view["faction_boards"]["alliance"] = alliance_board(10, (), 4, 10)
    view["hand_sizes"] = [12, 9, 0, 15]
    return view


FACTION_SAMPLES = {"three_factions": three_factions, "four_factions": four_factions,
                   "vagabond_in_forest": vagabond_in_forest, "two_vagabonds": two_vagabonds,
                   "crowded_four": crowded_four}
