"""The Mountain King board image, drawn from the public view only.

`render(view, names, locale)` returns a PIL image: the mountain's grid with its
five levels and the heart, every network in its player's colour with tunnels
and halls outlined, statues by clan (hollow while buried), pedestals and
anchors, workshops with their open entrances, rubble and buried resources;
beside it each player's troll pyramid with the resources sitting on it and
their storage; below, the horde, the spellbook and the supplies.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PIL import Image

from games.core.data import load_json
from games.core.i18n import normalize_locale
from renderers.kit import (
    GOLD,
    INK,
    MUTED,
    PAPER,
    WHITE,
    Canvas,
    darker,
    lighter,
    seat_mark,
    seat_style,
)

WIDTH, HEIGHT = 1500, 1320
CELL = 56
BOARD_LEFT, BOARD_TOP = 44, 70
PANEL_LEFT = BOARD_LEFT + 15 * CELL + 30
BACKGROUND = (52, 46, 42)
LEVEL_FILL = {
    0: (170, 40, 34), 1: (86, 86, 92), 2: (140, 140, 146), 3: (138, 96, 64),
    4: (214, 136, 58), 5: (244, 232, 176),
}
CLAN_FILL = {"fire": (232, 84, 40), "ice": (120, 196, 236), "moon": (196, 186, 232),
             "mud": (120, 92, 60), "wild": (250, 250, 250)}
RESOURCE_FILL = {"stone": (150, 150, 150), "iron": (90, 110, 140), "heartstone": (200, 60, 50),
                 "coin": GOLD, "cart": (150, 100, 50), "hammer": (60, 60, 60),
                 "rune": (120, 70, 170)}
COLS = "abcdefghijklmno"


def _words(locale: str) -> Any:
    from games.core import get_game

    catalog = get_game("mountain_king").catalog
    return lambda key, **p: catalog.text(locale, key, **p)


def public_part(view: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(view, dict) or view.get("game") != "mountain_king":
        raise ValueError("a Mountain King board image needs a Mountain King view")
    return {key: value for key, value in view.items() if key != "private"}


def _cell_xy(name: str) -> tuple[int, int]:
    return COLS.index(name[0]), int(name[1:]) - 1


def _box(x: int, y: int) -> tuple[float, float, float, float]:
    left, top = BOARD_LEFT + x * CELL, BOARD_TOP + y * CELL
    return (left, top, left + CELL, top + CELL)


def _centre(name: str) -> tuple[float, float]:
    x, y = _cell_xy(name)
    return (BOARD_LEFT + (x + 0.5) * CELL, BOARD_TOP + (y + 0.5) * CELL)


def render(view: dict[str, Any], names: Sequence[str] | None = None,
           locale: str = "en") -> Image.Image:
    view = public_part(view)
    locale = normalize_locale(locale)
    t = _words(locale)
    canvas = Canvas(WIDTH, HEIGHT, BACKGROUND)
    shown = [names[s] if names and s < len(names) else t(f"colour.{seat['colour']}")
             for s, seat in enumerate(view["seats"])]
    draw_title(canvas, view, shown, t)
    draw_board(canvas, view)
    draw_players(canvas, view, shown, t)
    draw_horde(canvas, view, t)
    return canvas.finish()


def draw_title(canvas: Canvas, view: dict[str, Any], shown: list[str], t: Any) -> None:
    title = t("game.name")
    if view.get("result"):
        winners = ", ".join(shown[s] for s in view["result"]["winners"])
        status = t("event.game_over", winners=winners)
    elif view.get("current") is not None:
        status = t("event.turn", player=shown[view["current"]])
    else:
        status = ""
    if view.get("turns_left") is not None and not view.get("result"):
        status += f" ({view['turns_left']})"
    canvas.text((BOARD_LEFT, 20), title, 30, WHITE)
    canvas.text((WIDTH - 30, 22), status, 26, GOLD, anchor="ra", max_width=900)


# -- the mountain ------------------------------------------------------------------------
def draw_board(canvas: Canvas, view: dict[str, Any]) -> None:
    data = load_json("mountain_king", f"board_{view['side']}.json")
    levels = [[int(ch) for ch in row] for row in data["levels"]]
    owner_of: dict[str, int | None] = {}
    tunnel_of: dict[str, int] = {}
    for tunnel in view["tunnels"]:
        for c in tunnel["cells"]:
            tunnel_of[c] = tunnel["id"]
            owner_of[c] = tunnel["owner"]
    kinds = {t["id"]: t for t in view["tunnels"]}
    for y in range(15):
        for x in range(15):
            name = f"{COLS[x]}{y + 1}"
            level = levels[y][x]
            fill = LEVEL_FILL[level]
            if name in tunnel_of:
                owner = owner_of[name]
                colour = (seat_style(view["seats"][owner]["colour"], owner).fill
                          if owner is not None else (200, 200, 200))
                fill = lighter(colour, 0.2 if kinds[tunnel_of[name]]["kind"] != "hall" else 0.0)
            canvas.rect(_box(x, y), fill, darker(LEVEL_FILL[level], 0.3), 1)
    for name in data["rubble"]:
        cx, cy = _centre(name)
        for k in range(8):  # a ring of rocks
            angle = math.pi * k / 4
            canvas.circle((cx + 20 * math.cos(angle), cy + 20 * math.sin(angle)), 4,
                          (70, 52, 36), INK, 1)
    for name, found in data["buried"].items():
        if name in tunnel_of:
            continue
        cx, cy = _centre(name)
        canvas.rect((cx - 13, cy + 6, cx + 13, cy + 22), (90, 60, 30), INK, 1, radius=4)
        canvas.text((cx, cy + 14), "".join(r[0].upper() for r in found), 13, WHITE, "mm")
    draw_outlines(canvas, tunnel_of, kinds)
    for name in data["workshop_spaces"]:
        x, y = _cell_xy(name)
        left, top, right, bottom = _box(x, y)
        shop = view["workshops"].get(name)
        canvas.rect((left + 5, top + 5, right - 5, bottom - 5), PAPER if shop else None,
                    INK, 2, radius=6)
        if shop:
            canvas.text(((left + right) / 2, top + 20), _short(shop["kind"]), 14, INK, "mm")
            canvas.text(((left + right) / 2, top + 38), f"{shop['entrances']}×", 15,
                        (40, 120, 40), "mm")
    for tunnel in view["tunnels"]:
        if tunnel["anchor"]:
            cx, cy = _centre(tunnel["anchor"])
            if tunnel["pedestal"]:
                canvas.rect((cx - 17, cy + 8, cx + 17, cy + 24), CLAN_FILL[tunnel["pedestal"]],
                            INK, 2)
            else:
                canvas.circle((cx + 18, cy - 18), 5, INK)
        if tunnel["altar"]:
            cx, cy = _centre(tunnel["altar"])
            canvas.polygon([(cx, cy - 24), (cx + 9, cy - 12), (cx - 9, cy - 12)], GOLD, INK, 1)
        if tunnel["kind"] == "gate" and tunnel["owner"] is not None:
            seat = view["seats"][tunnel["owner"]]
            seat_mark(canvas, _centre(tunnel["cells"][0]), 20,
                      seat_style(seat["colour"], tunnel["owner"]))
    for name, clan in view["statues"].items():
        cx, cy = _centre(name)
        unearthed = name in tunnel_of
        canvas.circle((cx, cy - 2), 14, CLAN_FILL[clan] if unearthed else None,
                      CLAN_FILL[clan] if not unearthed else INK, 3)
        canvas.text((cx, cy - 2), clan[0].upper(), 15, INK if unearthed else CLAN_FILL[clan],
                    "mm")
    for i in range(15):
        canvas.text((BOARD_LEFT + (i + 0.5) * CELL, BOARD_TOP - 14), COLS[i], 18, WHITE, "mm")
        canvas.text((BOARD_LEFT - 20, BOARD_TOP + (i + 0.5) * CELL), str(i + 1), 18, WHITE, "mm")


def draw_outlines(canvas: Canvas, tunnel_of: dict[str, int], kinds: dict[int, Any]) -> None:
    """A thick line wherever a tunnel ends: between two tunnels, or a tunnel and rock."""
    for name, tid in tunnel_of.items():
        x, y = _cell_xy(name)
        left, top, right, bottom = _box(x, y)
        width = 5 if kinds[tid]["kind"] == "hall" else 3
        for dx, dy, edge in ((0, -1, [(left, top), (right, top)]),
                             (0, 1, [(left, bottom), (right, bottom)]),
                             (-1, 0, [(left, top), (left, bottom)]),
                             (1, 0, [(right, top), (right, bottom)])):
            nx, ny = x + dx, y + dy
            other = tunnel_of.get(f"{COLS[nx]}{ny + 1}") if 0 <= nx < 15 and 0 <= ny < 15 else None
            if other != tid:
                canvas.line(edge, INK, width)


def _short(kind: str) -> str:
    return "".join(part[:3].capitalize() for part in kind.split("_"))[:6]


# -- players -----------------------------------------------------------------------------------
def draw_players(canvas: Canvas, view: dict[str, Any], shown: list[str], t: Any) -> None:
    seats = view["seats"]
    block = min(250, (HEIGHT - 90) / max(1, len(seats)))
    for s, seat in enumerate(seats):
        top = 70 + s * block
        box = (PANEL_LEFT, top, WIDTH - 20, top + block - 10)
        current = view.get("current") == s
        canvas.rect(box, PAPER, GOLD if current else INK, 4 if current else 2, radius=10)
        style = seat_style(seat["colour"], s)
        seat_mark(canvas, (PANEL_LEFT + 24, top + 24), 18, style)
        crown = f" ♛{seat['crowned']}" if seat["crowned"] else ""
        canvas.text((PANEL_LEFT + 48, top + 24), f"{shown[s]}{crown}", 24, INK, "lm",
                    max_width=300)
        score = view["result"]["scores"][s] if view.get("result") else seat["honour"]
        canvas.text((WIDTH - 34, top + 24), f"{score}", 28, INK, "rm")
        store = "  ".join(f"{r[:3]} {n}" for r, n in seat["storage"].items() if n)
        extra = []
        if seat["pedestals"]:
            extra.append("ped " + "".join(c[0].upper() for c in seat["pedestals"]))
        if seat["tokens"]:
            extra.append("tok " + "+".join(str(v) for v in seat["tokens"]))
        canvas.text((PANEL_LEFT + 14, top + 52), " · ".join([store or "-", *extra]), 16, INK,
                    max_width=WIDTH - PANEL_LEFT - 50)
        draw_pyramid(canvas, seat["pyramid"], (PANEL_LEFT + 14, top + 70), block - 90)


def draw_pyramid(canvas: Canvas, pyramid: list[Any], origin: tuple[float, float],
                 height: float) -> None:
    """Rows D (top) to A (base); each troll shows its clan, id and its top row:
    a filled dot for a resource sitting on it, an empty ring for a free symbol."""
    rows = ((9, 1), (7, 2), (4, 3), (0, 4))
    card_w, row_h = 128, max(26.0, height / 4)
    left, top = origin
    for r, (first, length) in enumerate(rows):
        indent = (4 - length) * card_w / 2
        for i in range(length):
            spot = pyramid[first + i]
            x0 = left + indent + i * card_w
            y0 = top + r * row_h
            box = (x0 + 2, y0 + 2, x0 + card_w - 4, y0 + row_h - 3)
            if spot is None:
                canvas.rect(box, None, MUTED, 1, radius=5)
                continue
            canvas.rect(box, lighter(CLAN_FILL[spot["clan"]], 0.5), INK, 1, radius=5)
            canvas.text((x0 + 8, y0 + row_h / 2), spot["card"], 13, INK, "lm")
            for k, symbol in enumerate(spot["produces"]):
                base, _, clan = symbol.partition(":")
                cx = x0 + 44 + k * 20
                cy = y0 + row_h / 2
                fill = RESOURCE_FILL[base] if spot["held"][k] else None
                canvas.circle((cx, cy), 8, fill, RESOURCE_FILL[base], 2)
                if clan:
                    canvas.circle((cx, cy), 3, CLAN_FILL[clan])


# -- horde, spells, supply ---------------------------------------------------------------------
def draw_horde(canvas: Canvas, view: dict[str, Any], t: Any) -> None:
    top = BOARD_TOP + 15 * CELL + 24
    canvas.rect((BOARD_LEFT - 30, top, PANEL_LEFT - 14, HEIGHT - 14), PAPER, INK, 2, radius=10)
    x0 = BOARD_LEFT - 16
    for r, level in enumerate(("3", "2", "1")):
        row = view["horde"].get(level, [])
        indent = (5 - len(row)) * 82 / 2
        for i, entry in enumerate(row):
            x = x0 + indent + i * 82
            y = top + 12 + r * 40
            if entry is None:
                continue
            canvas.rect((x, y, x + 78, y + 36), lighter((200, 180, 150), 0.2), INK, 1, radius=4)
            canvas.text((x + 4, y + 10), f"{level}.{i + 1} {entry['card']}", 12, INK, "lm")
            marks = []
            if entry["bribes"]:
                marks.append(f"${entry['bribes']}")
            if entry["pedestal"]:
                marks.append(entry["pedestal"][0].upper())
            if entry["choose"]:
                marks.append("?")
            canvas.text((x + 4, y + 26), " ".join(marks), 12, (120, 30, 30), "lm")
    right = x0 + 5 * 82 + 14
    y = top + 16
    for page in view["spellbook"]:
        label = f"{t('spell.' + page['spell'])} ({page['runes']}/3)"
        canvas.text((right, y), label, 16, INK, max_width=PANEL_LEFT - right - 24)
        y += 22
    supply = "  ".join(f"{r[:3]} {n}" for r, n in view["supply"].items())
    canvas.text((right, y + 6), supply, 14, MUTED, max_width=PANEL_LEFT - right - 24)
    halls = ", ".join(t(f"hall.{h}") for h in view["hall_supply"])
    canvas.text((right, y + 28), halls, 14, MUTED, max_width=PANEL_LEFT - right - 24)
