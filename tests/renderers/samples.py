"""Hand-built public views of Meduris, following the view schema of the engine.

The 32-plot ring comes from the reference board data, the 40-plot ring from
the project's 4-player board file, so the images show real plot icons and
rune areas. Each sample is a plain dict, exactly as `state.view(None)` gives.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = Path("/work/shared/reference/meduris/data.json")
COLOURS = ("purple", "blue", "green", "red")
RESOURCES = ("wool", "wood", "stone", "copper")


def ring_32() -> list[dict[str, Any]]:
    """(area, icons) of the 2-3 player side, from the reference data when present."""
    if REFERENCE.exists():
        board = json.loads(REFERENCE.read_text("utf-8"))["board_2_3p"]["plots"]
    else:
        board = json.loads((ROOT / "data/meduris/board_2_3.json").read_text("utf-8"))["plots"]
    return [{"area": p["area"], "icons": list(p["icons"])} for p in board]


def ring_40() -> list[dict[str, Any]]:
    path = ROOT / "data/meduris/board_4.json"
    if path.exists():
        plots = json.loads(path.read_text("utf-8"))["plots"]
        return [{"area": p["area"], "icons": list(p["icons"])} for p in plots]
    sizes = (5, 4, 5, 3, 4, 6, 4, 5, 4)  # any plausible 40-plot ring
    pairs = [(a, b) for a in RESOURCES for b in RESOURCES if a < b]
    areas = [area for area, size in enumerate(sizes) for _ in range(size)]
    return [{"area": a, "icons": list(pairs[i % len(pairs)])} for i, a in enumerate(areas)]


def board(
    ring: list[dict[str, Any]], buildings: dict[int, tuple[str, int]], bonus: dict[int, str],
) -> list[dict[str, Any]]:
    """Plots by number: `buildings` maps plot number -> (kind, seat)."""
    plots = []
    for i, plot in enumerate(ring):
        number = i + 1
        built = buildings.get(number)
        plots.append({
            "number": number,
            "area": plot["area"],
            "icons": list(plot["icons"]),
            "building": {"kind": built[0], "seat": built[1]} if built else None,
            "bonus": bonus.get(number),
        })
    return plots


def areas(plots: list[dict[str, Any]], holders: dict[int, int]) -> list[dict[str, Any]]:
    count = 1 + max(p["area"] for p in plots)
    return [
        {"id": a, "plots": [p["number"] for p in plots if p["area"] == a],
         "rune_holder": holders.get(a)}
        for a in range(count)
    ]


def seats(
    players: int, scores: list[int], huts: list[int], temples: list[int],
    holders: dict[int, int], workers: int,
) -> list[dict[str, Any]]:
    return [
        {"seat": s, "colour": COLOURS[s], "score": scores[s], "huts_left": huts[s],
         "temples_left": temples[s], "runes": sorted(a for a, h in holders.items() if h == s),
         "workers": workers}
        for s in range(players)
    ]


def view(
    players: int, ring: list[dict[str, Any]], plots: list[dict[str, Any]],
    holders: dict[int, int], **fields: Any,
) -> dict[str, Any]:
    base: dict[str, Any] = {
        "game": "meduris", "players": players, "side": "4" if players == 4 else "2-3",
        "turn_order": list(range(players)), "current": 0, "phase": "roll", "last_roll": None,
        "plots": plots, "areas": areas(plots, holders), "river_after": len(ring),
        "ring_entry_after": 1, "druid_stones": 3, "druid": {"where": "stone", "index": 0},
        "highlands": {r: [] for r in RESOURCES},
        "supply": dict.fromkeys(RESOURCES, 18 - players), "end_triggered": False,
        "final_lap_from": None, "pending": [{"seat": 0, "kind": "roll"}], "result": None,
    }
    base.update(fields)
    return base


def empty_2p() -> dict[str, Any]:
    """Setup of a 2-player game: nothing built, purple places the first worker."""
    ring = ring_32()
    bonus = {3: "vp2", 8: "free_hut", 13: "druid", 18: "vp2", 23: "free_hut", 28: "druid"}
    plots = board(ring, {}, bonus)
    return view(
        2, ring, plots, {},
        seats=seats(2, [5, 5], [12, 12], [2, 2], {}, 0),
        phase="place_workers", pending=[{"seat": 0, "kind": "place_worker"}],
        supply=dict.fromkeys(RESOURCES, 16),
    )


def midgame_3p() -> dict[str, Any]:
    """A 3-player game in full swing: green moves a worker after rolling wood."""
    ring = ring_32()
    built = {3: ("hut", 1), 4: ("temple", 0), 6: ("hut", 0), 7: ("hut", 1), 11: ("hut", 0),
             12: ("hut", 0), 14: ("hut", 2), 15: ("temple", 1), 20: ("hut", 1),
             21: ("hut", 2), 25: ("hut", 1), 30: ("hut", 1)}
    holders = {0: 1, 1: 1, 2: 0, 3: 0, 4: 2, 5: 2, 7: 1, 8: 1}
    plots = board(ring, built, {1: "vp2", 9: "druid", 17: "free_hut", 26: "vp2"})
    return view(
        3, ring, plots, holders,
        seats=seats(3, [13, 10, 9], [4, 3, 6], [1, 1, 2], holders, 2),
        turn_order=[2, 0, 1], current=2, phase="big_benefit", last_roll="wood",
        druid={"where": "plot", "index": 12},
        highlands={"wool": [], "wood": [1, 0], "stone": [2, 1, 0], "copper": [2]},
        supply={"wool": 12, "wood": 9, "stone": 11, "copper": 14},
        pending=[{"seat": 2, "kind": "big_benefit"}],
    )


def late_4p() -> dict[str, Any]:
    """A 4-player game on the 40-plot side: red ended it, the druid walks his last lap."""
    ring = ring_40()
    owners = [0, 1, 2, 3]
    built = {n: ("hut", owners[n % 4]) for n in range(1, 41) if n % 5 not in (0,)}
    built.update({5: ("temple", 0), 10: ("temple", 3), 20: ("temple", 1), 30: ("temple", 3),
                  35: ("temple", 2)})
    for empty in (13, 26, 38):
        built.pop(empty, None)
    holders = {0: 1, 1: 3, 2: 0, 3: 3, 4: 2, 5: 1, 6: 3, 7: 2, 8: 0}
    plots = board(ring, built, {13: "druid", 38: "vp2"})
    return view(
        4, ring, plots, holders,
        seats=seats(4, [31, 28, 35, 40], [1, 0, 2, 0], [1, 1, 1, 0], holders, 2),
        turn_order=[3, 0, 1, 2], current=3, phase="final_lap", last_roll="gain",
        druid={"where": "plot", "index": 27},
        highlands={"wool": [0, 3], "wood": [1], "stone": [2, 3, 0], "copper": [2, 1]},
        supply={"wool": 3, "wood": 0, "stone": 5, "copper": 2},
        end_triggered=True, final_lap_from=23,
        pending=[{"seat": 2, "kind": "offering"}],
    )


def game_over_4p() -> dict[str, Any]:
    """The same table at the end: scores final, red and green share the win."""
    final = late_4p()
    final.update(
        phase="over", current=None, pending=[], druid={"where": "plot", "index": 23},
        result={"scores": [44, 39, 52, 52], "winners": [2, 3], "ranking": [2, 3, 0, 1],
                "details": {}},
    )
    return final


ALL = {
    "empty_2p": empty_2p,
    "midgame_3p": midgame_3p,
    "late_4p": late_4p,
    "game_over_4p": game_over_4p,
}
