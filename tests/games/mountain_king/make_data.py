"""Writes the designed components of In the Hall of the Mountain King to
data/mountain_king/ (run once; the JSON is the source of truth afterwards).

    .venv/bin/python -m tests.games.mountain_king.make_data

Nothing printed in the real game is public, so every number here is our own
design; docs/rules/mountain_king.md explains the choices. The generator uses a
fixed seed, so running it again writes the same files.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

OUT = Path(__file__).resolve().parents[3] / "data" / "mountain_king"
SIZE = 15
CENTRE = 7
COLS = "abcdefghijklmno"


def name(x: int, y: int) -> str:
    return f"{COLS[x]}{y + 1}"


def level(x: int, y: int) -> int:
    """0 = heart, 1 = outermost (dark grey) .. 5 = innermost (yellow)."""
    dx, dy = x - CENTRE, y - CENTRE
    cheb = max(abs(dx), abs(dy))
    if cheb <= 1:
        return 0
    m = 0.5 * cheb + 0.5 * math.hypot(dx, dy)
    for lv, limit in ((5, 2.9), (4, 4.2), (3, 5.5), (2, 6.6)):
        if m <= limit:
            return lv
    return 1


def rotate(x: int, y: int) -> tuple[int, int]:
    return SIZE - 1 - y, x


def mirror(x: int, y: int) -> tuple[int, int]:
    return SIZE - 1 - x, y


def clockwise_key(cell: tuple[int, int]) -> tuple[float, float]:
    x, y = cell
    angle = math.atan2(y - CENTRE, x - CENTRE)  # y grows downwards: increasing = clockwise
    return ((angle + math.pi / 2) % (2 * math.pi), math.hypot(x - CENTRE, y - CENTRE))


def make_side(
    side: str,
    starts: dict[str, list[tuple[int, int]]],
    images,  # cell -> the cells of its symmetry orbit
    in_domain,  # does a cell belong to the fundamental domain?
    quotas: dict[str, list[int]],
    buried_kinds: list[dict[str, int]],
    extra_statues: list[tuple[int, int]],
    seed: int,
    extra_buried: dict[tuple[int, int], dict[str, int]] | None = None,
) -> dict:
    rnd = random.Random(seed)
    near_start = {
        (x + dx, y + dy)
        for pts in starts.values()
        for x, y in pts
        for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))
    }
    cells = [(x, y) for y in range(SIZE) for x in range(SIZE) if in_domain(x, y)]

    def free_for(kind: str, lv: int, taken: dict) -> list[tuple[int, int]]:
        out = []
        for c in cells:
            orbit = images(*c)
            if level(*c) != lv or any(o in near_start for o in orbit):
                continue
            if any(o in taken["workshop"] or o in taken[kind] for o in orbit):
                continue
            if kind == "workshop":
                if any(o in taken["statue"] or o in taken["rubble"] or o in taken["buried"]
                       for o in orbit):
                    continue
                around = {(o[0] + a, o[1] + b) for o in orbit for a, b in
                          ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1))}
                if around & taken["workshop"]:
                    continue
            out.append(c)
        return out

    taken: dict[str, set] = {k: set() for k in ("workshop", "statue", "rubble", "buried")}
    buried: dict[tuple[int, int], dict[str, int]] = {}
    for kind in ("workshop", "statue", "buried", "rubble"):
        for i, lv in enumerate(quotas[kind]):
            choice = rnd.choice(free_for(kind, lv, taken))
            for o in images(*choice):
                taken[kind].add(o)
                if kind == "buried":
                    buried[o] = buried_kinds[i]
    for c in extra_statues:
        taken["statue"].add(c)
    # Balance retune (docs/rules/mountain_king.md): fixed extra squares, placed
    # after the seeded draw so that nothing else moves.
    for c, res in (extra_buried or {}).items():
        assert not any(c in taken[k] for k in taken) and c not in near_start, c
        taken["buried"].add(c)
        buried[c] = res
    statues = sorted(taken["statue"], key=clockwise_key)
    return {
        "side": side,
        "size": SIZE,
        "levels": ["".join(str(level(x, y)) for x in range(SIZE)) for y in range(SIZE)],
        "start_points": {n: [name(*c) for c in pts] for n, pts in starts.items()},
        "statue_spaces": [name(*c) for c in statues],
        "workshop_spaces": sorted(name(*c) for c in taken["workshop"]),
        "rubble": sorted(name(*c) for c in taken["rubble"]),
        "buried": {name(*c): res for c, res in sorted(buried.items())},
    }


def winter() -> dict:
    def orbit(x, y):
        out = [(x, y)]
        for _ in range(3):
            out.append(rotate(*out[-1]))
        return out

    return make_side(
        "winter",
        {
            "4": [(7, 0), (14, 7), (7, 14), (0, 7)],
            "5": [(1, 0), (11, 0), (14, 9), (9, 14), (0, 11)],
        },
        orbit,
        lambda x, y: x >= 8 and y <= 7,
        {
            "statue": [2, 3, 4, 5],
            "workshop": [2, 3, 4],
            "buried": [1, 2, 3],
            "rubble": [2, 3, 3, 4, 4, 5],
        },
        [{"iron": 2}, {"heartstone": 1, "hammer": 1}, {"coin": 2, "rune": 1}],
        [],
        seed=2019,
    )


def autumn() -> dict:
    def orbit(x, y):
        return [(x, y), mirror(x, y)]

    return make_side(
        "autumn",
        {"3": [(7, 0), (14, 11), (0, 11)]},
        orbit,
        lambda x, y: x < 7,
        {
            "statue": [2, 3, 4, 5, 3],
            "workshop": [2, 3, 3, 4],
            "buried": [1, 2, 3, 4],
            "rubble": [2, 2, 3, 3, 4, 4, 5, 5],
        },
        [{"stone": 2, "iron": 1}, {"iron": 2}, {"heartstone": 1, "hammer": 1}, {"coin": 2}],
        # One extra statue space on level 3 below the top gate (h1), which
        # had fewer and poorer statues in reach than the lower gates.
        [(7, 4), (7, 12), (7, 2)],
        seed=1893,
        # The top gate (h1) had no buried resource in reach either (it won 17
        # of 100 three-player games): a mirrored pair on level 2 beside it.
        extra_buried={(5, 1): {"heartstone": 2, "coin": 1}, (9, 1): {"heartstone": 2, "coin": 1}},
    )


# -- tunnels and halls --------------------------------------------------------------
TILES = [
    # id, size, cells (x, y), anchor index or None, copies
    ("I2", [(0, 0), (1, 0)], 0, 6),
    ("I3", [(0, 0), (1, 0), (2, 0)], 1, 6),
    ("L3", [(0, 0), (0, 1), (1, 1)], 1, 6),
    ("I4", [(0, 0), (1, 0), (2, 0), (3, 0)], 2, 3),
    ("L4", [(0, 0), (0, 1), (0, 2), (1, 2)], 2, 3),
    ("T4", [(0, 0), (1, 0), (2, 0), (1, 1)], 3, 3),
    ("S4", [(1, 0), (2, 0), (0, 1), (1, 1)], 0, 3),
    ("O4", [(0, 0), (1, 0), (0, 1), (1, 1)], 3, 2),
    ("L5", [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)], None, 2),
    ("P5", [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)], None, 2),
    ("T5", [(0, 0), (1, 0), (2, 0), (1, 1), (1, 2)], None, 2),
    ("U5", [(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)], None, 2),
    ("N5", [(1, 0), (1, 1), (0, 2), (1, 2), (0, 3)], None, 2),
    ("I6", [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0)], 3, 2),
    ("L6", [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4)], 4, 2),
    ("O6", [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)], 2, 2),
    ("T6", [(0, 0), (1, 0), (2, 0), (3, 0), (1, 1), (1, 2)], 4, 2),
    ("S6", [(0, 0), (1, 0), (2, 0), (2, 1), (3, 1), (4, 1)], 2, 2),
]

HALLS = [
    # id, cells, altar index, low, high
    ("throne_room", [(0, 0), (1, 0), (0, 1), (1, 1)], 3, 2, 7),
    ("rift", [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)], 4, 0, 10),
    ("shaman_chamber", [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)], 2, 3, 9),
    ("echo_vault", [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)], 4, 3, 8),
    ("sculptor_hall", [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)], 1, 4, 12),
    ("hidden_treasure", [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (1, 1), (2, 1)], 6, 6, 15),
]

# -- trolls ---------------------------------------------------------------------------
STARTING = [
    # clan, produces (top row), starting resources (bottom row)
    ("mud", ["stone", "stone"], ["iron", "coin"]),
    ("mud", ["iron"], ["stone", "stone", "coin"]),
    ("fire", ["iron", "cart:fire"], ["stone", "coin"]),
    ("ice", ["stone", "cart:ice"], ["iron", "coin"]),
    ("moon", ["coin", "cart:moon"], ["stone", "iron"]),
    ("mud", ["heartstone"], ["stone", "rune", "coin"]),
]

LEVEL1 = [
    ("mud", ["stone", "stone"]), ("mud", ["stone", "iron"]), ("mud", ["iron", "iron"]),
    ("mud", ["stone", "hammer"]), ("mud", ["stone", "cart:wild"]), ("mud", ["iron", "coin"]),
    ("fire", ["iron", "cart:fire"]), ("fire", ["heartstone", "stone"]),
    ("fire", ["coin", "cart:fire"]), ("fire", ["iron", "heartstone"]), ("fire", ["stone", "coin"]),
    ("ice", ["stone", "cart:ice"]), ("ice", ["stone", "rune"]), ("ice", ["iron", "cart:ice"]),
    ("ice", ["stone", "iron"]), ("ice", ["rune", "coin"]),
    ("moon", ["coin", "cart:moon"]), ("moon", ["rune", "stone"]), ("moon", ["coin", "coin"]),
    ("moon", ["heartstone", "cart:moon"]), ("moon", ["iron", "rune"]),
]
LEVEL2 = [
    ("mud", ["stone", "stone", "iron"]), ("mud", ["iron", "iron", "hammer"]),
    ("mud", ["stone", "heartstone", "cart:wild"]), ("mud", ["stone", "stone", "hammer"]),
    ("fire", ["iron", "heartstone", "cart:fire"]), ("fire", ["heartstone", "coin", "cart:fire"]),
    ("fire", ["iron", "iron", "coin"]), ("fire", ["heartstone", "heartstone", "stone"]),
    ("ice", ["stone", "iron", "cart:ice"]), ("ice", ["stone", "rune", "cart:ice"]),
    ("ice", ["iron", "iron", "rune"]), ("ice", ["stone", "stone", "coin"]),
    ("moon", ["coin", "rune", "cart:moon"]), ("moon", ["heartstone", "coin", "coin"]),
    ("moon", ["iron", "rune", "cart:moon"]), ("moon", ["stone", "heartstone", "rune"]),
    ("mud", ["iron", "cart:wild", "cart:wild"]),
]
LEVEL3 = [
    ("mud", ["stone", "stone", "iron", "hammer"]), ("mud", ["iron", "iron", "heartstone", "stone"]),
    ("mud", ["stone", "heartstone", "hammer", "cart:wild"]),
    ("mud", ["iron", "coin", "cart:wild", "cart:wild"]),
    ("fire", ["heartstone", "heartstone", "iron", "cart:fire"]),
    ("fire", ["iron", "iron", "coin", "cart:fire"]),
    ("fire", ["heartstone", "coin", "hammer", "cart:fire"]),
    ("fire", ["iron", "heartstone", "rune", "coin"]),
    ("ice", ["stone", "stone", "rune", "cart:ice"]),
    ("ice", ["iron", "iron", "stone", "cart:ice"]),
    ("ice", ["heartstone", "rune", "rune", "stone"]),
    ("ice", ["stone", "iron", "hammer", "cart:ice"]),
    ("moon", ["coin", "coin", "rune", "cart:moon"]),
    ("moon", ["heartstone", "heartstone", "coin", "cart:moon"]),
    ("moon", ["iron", "rune", "coin", "cart:moon"]),
    ("moon", ["stone", "heartstone", "rune", "coin"]),
    ("mud", ["stone", "iron", "heartstone", "coin"]),
]

SPELLS = [
    ("earth_ritual", {"gain": {"stone": 2}}),
    ("iron_song", {"gain": {"iron": 2}}),
    ("ember_gift", {"gain": {"heartstone": 1, "stone": 1}}),
    ("keystone", {"gain": {"heartstone": 1, "iron": 1}}),
    ("golden_whisper", {"gain": {"coin": 2}}),
    ("hammer_call", {"gain": {"hammer": 1, "stone": 1}}),
    ("wheel_charm", {"gain": {"cart": 2}}),
    ("rune_echo", {"gain": {"rune": 1, "coin": 1}}),
    ("rouse", {"activate": "one"}),
    ("deep_cascade", {"activate": "cascade"}),
    ("tremor", {"flag": "no_rubble"}),
    ("light_hands", {"flag": "cheaper_tunnel"}),
    ("silver_tongue", {"flag": "free_bribes"}),
    ("master_hands", {"flag": "extra_uses"}),
    ("summon_pedestal", {"pedestal": True}),
    ("honour_song", {"honour": 2}),
    ("farewell", {"retire": True}),
]

WORKSHOPS = {
    "cartwright": [[{"heartstone": 1}, {"cart": 1}], [{"cart": 1}, {"heartstone": 1}]],
    "enchanter": [[{"coin": 1}, {"rune": 1}], [{"rune": 1}, {"coin": 1}]],
    "coin_press": [
        [{"iron": 1}, {"coin": 1}], [{"heartstone": 1}, {"coin": 1}],
        [{"coin": 1}, {"iron": 1}], [{"coin": 1}, {"heartstone": 1}],
    ],
    "metal_works": [[{"heartstone": 1}, {"iron": 1}], [{"iron": 1}, {"heartstone": 1}]],
    "utensil_forge": "any2:hammer",
    "quartermaster": "unload",
    "rune_forge": [
        [{"stone": 1}, {"rune": 1}], [{"iron": 1}, {"rune": 1}],
        [{"rune": 1}, {"stone": 1}], [{"rune": 1}, {"iron": 1}],
    ],
    "great_quarry": [[{"heartstone": 1}, {"stone": 2}], [{"stone": 2}, {"heartstone": 1}]],
    "stone_mill": [[{"stone": 1}, {"iron": 1}], [{"iron": 1}, {"stone": 1}]],
    "tool_forge": [[{"heartstone": 1}, {"hammer": 1}], [{"hammer": 1}, {"heartstone": 1}]],
    "pivot_bolts": "any2:cart",
}

GAME = {
    "resources": ["stone", "iron", "heartstone", "coin", "cart", "hammer", "rune"],
    "minerals": ["stone", "iron", "heartstone"],
    "supply": {"stone": 35, "iron": 35, "heartstone": 30, "coin": 35, "cart": 45,
               "hammer": 20, "rune": 25},
    "clans": ["mud", "fire", "ice", "moon"],
    "statue_clans": ["fire", "ice", "moon"],
    "statues_per_clan": 7,
    "pedestals_per_clan": 6,
    "colours": ["red", "blue", "green", "purple", "yellow"],
    "tunnel_table": {"2": [0, 0, 0], "3": [3, 4, 5], "4": [4, 5, 6], "5": [5, 6, 8],
                     "6": [6, 7, 11]},
    "tunnel_table_printed_size_2": [2, 3, 4],
    "statue_values": [2, 4, 6, 8, 10],
    "pedestal_point_tokens": [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4],
    "coronation": [5, 3],
    "horde_rows": {"1": 5, "2": 4, "3": 3},
    "retire_at_bribes": 4,
    "choose_pedestal_tokens": 3,
    "spellbook": 3,
    "runes_to_disintegrate": 3,
    "trade_in": 4,
    "set_size": 3,
    "final_extra_turns": 2,
    "workshops": WORKSHOPS,
    "workshop_copies": 2,
    "sides": {"2": ["autumn", "winter"], "3": ["autumn"], "4": ["winter"], "5": ["winter"]},
    # Player setup C with two players, option gates=mirrored (our retune): on
    # the autumn side only the two mirrored lower points (the top one won 17 of
    # 65 two-player games), so both gates face the same board. The rulebook
    # allows any two points of the same number (docs/rules/mountain_king.md).
    "mirrored_gates": {"autumn": ["a12", "o12"]},
    # Player setup D, the extra starting resources by turn position: whose
    # starting resources each position adds ("hand": the troll kept in hand,
    # "deck": the unseen last one). The rulebook: 1st none, 2nd-3rd hand,
    # 4th-5th hand + deck; team play changes nothing here.
    "extra_start": {
        "2": [[], ["hand"]],
        "3": [[], ["hand"], ["hand"]],
        "4": [[], ["hand"], ["hand"], ["hand", "deck"]],
        "5": [[], ["hand"], ["hand"], ["hand", "deck"], ["hand", "deck"]],
    },
    # Option extra_start=retuned (our balance change): the last seat of three
    # also adds the unseen troll's; in team play (order T1 T2 T2 T1) the 2nd
    # seat, team 2's first player, does (docs/rules/mountain_king.md).
    "extra_start_retuned": {
        "3": [[], ["hand"], ["hand", "deck"]],
        "4_team": [[], ["hand", "deck"], ["hand"], ["hand", "deck"]],
    },
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)

    def write(file: str, data: object) -> None:
        (OUT / file).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")

    write("board_winter.json", winter())
    write("board_autumn.json", autumn())
    write("tiles.json", {
        "tunnels": [
            {"id": i, "size": len(c), "cells": [list(p) for p in c], "anchor": a, "count": n}
            for i, c, a, n in TILES
        ],
        "halls": [
            {"id": i, "cells": [list(p) for p in c], "altar": a, "low": lo, "high": hi}
            for i, c, a, lo, hi in HALLS
        ],
    })
    horde = []
    for lv, cards in ((1, LEVEL1), (2, LEVEL2), (3, LEVEL3)):
        for clan, produces in cards:
            horde.append({"id": f"t{len(horde) + 1}", "level": lv, "clan": clan,
                          "produces": produces, "pedestal": lv >= 2})
    starting = [
        {"id": f"s{i + 1}", "clan": clan, "produces": top, "start": bottom}
        for i, (clan, top, bottom) in enumerate(STARTING)
    ]
    write("trolls.json", {"starting": starting, "horde": horde})
    write("spells.json", {"spells": [{"id": i, **effect} for i, effect in SPELLS]})
    write("game.json", GAME)


if __name__ == "__main__":
    main()
