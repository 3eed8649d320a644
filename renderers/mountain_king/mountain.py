"""The mountain: each square in its level's colour, tunnels in their owner's
colour inside a rim of the level's, tiles and halls outlined, rubble and buried
resources, workshops, pedestals, altars, gates and statues, the coordinates."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.data import load_json
from renderers.kit import GOLD, INK, PAPER, WHITE, Canvas, darker, lighter, seat_mark, seat_style
from renderers.mountain_king.layout import (
    BOARD_LEFT,
    BOARD_TOP,
    CELL,
    COLS,
    RIM,
    cell_xy,
    inset,
    square_box,
    square_centre,
)
from renderers.mountain_king.pieces import (
    LEVEL_FILL,
    altar_glyph,
    pedestal_glyph,
    resource_glyph,
    rubble_glyph,
    statue_glyph,
    workshop_glyph,
)
from renderers.mountain_king.words import Words

if TYPE_CHECKING:  # the view's shape only: no game code at run time
    from games.mountain_king.view_types import MountainKingView, TunnelView


def draw_board(canvas: Canvas, view: MountainKingView, numbers: dict[str, str],
               words: Words) -> None:
    data = load_json("mountain_king", f"board_{view['side']}.json")
    levels = [[int(ch) for ch in row] for row in data["levels"]]
    tunnel_of: dict[str, int] = {}
    for tunnel in view["tunnels"]:
        for c in tunnel["cells"]:
            tunnel_of[c] = tunnel["id"]
    kinds = {t["id"]: t for t in view["tunnels"]}
    for y in range(15):
        for x in range(15):
            name = f"{COLS[x]}{y + 1}"
            level_fill = LEVEL_FILL[levels[y][x]]
            box = square_box(x, y)
            canvas.rect(box, level_fill, darker(level_fill, 0.3), 1)
            if name in tunnel_of:
                tunnel = kinds[tunnel_of[name]]
                canvas.rect(inset(box, RIM), tunnel_fill(view, tunnel))
                owner_letter(canvas, view, tunnel, box)
    draw_outlines(canvas, tunnel_of, kinds)
    for name in data["rubble"]:
        if name not in tunnel_of:
            rubble_glyph(canvas, square_centre(name), 34)
    for name, found in data["buried"].items():
        if name in tunnel_of:
            continue
        cx, cy = square_centre(name)
        symbols = [r for r, n in found.items() for _ in range(n)]
        canvas.rect((cx - 26, cy + 4, cx + 26, cy + 26), (60, 40, 24), None, 0, radius=5)
        step = 48 / max(1, len(symbols))
        for k, symbol in enumerate(symbols):
            resource_glyph(canvas, symbol, (cx - 24 + step * (k + 0.5), cy + 15), min(18, step))
    for name in data["workshop_spaces"]:
        shop = view["workshops"].get(name)
        x, y = cell_xy(name)
        if shop is None:
            left, top, right, bottom = square_box(x, y)
            canvas.rect((left + 8, top + 8, right - 8, bottom - 8), None, PAPER, 2, radius=8)
            continue
        sides = [side for side, (dx, dy) in (("n", (0, -1)), ("s", (0, 1)), ("w", (-1, 0)),
                                             ("e", (1, 0)))
                 if 0 <= x + dx < 15 and 0 <= y + dy < 15
                 and f"{COLS[x + dx]}{y + dy + 1}" in tunnel_of]
        workshop_glyph(canvas, square_centre(name), CELL - 8, numbers[name], sides)
    for tunnel in view["tunnels"]:
        if tunnel["anchor"]:
            cx, cy = square_centre(tunnel["anchor"])
            if tunnel["pedestal"]:
                pedestal_glyph(canvas, tunnel["pedestal"], (cx, cy + 17), 30)
            else:
                canvas.circle((cx + 18, cy + 18), 5, INK, WHITE, 1)
        if tunnel["altar"]:
            cx, cy = square_centre(tunnel["altar"])
            altar_glyph(canvas, (cx + 15, cy - 15), 20)
        if tunnel["kind"] == "gate" and tunnel["owner"] is not None:
            seat = view["seats"][tunnel["owner"]]
            seat_mark(canvas, square_centre(tunnel["cells"][0]), 19,
                      seat_style(seat["colour"], tunnel["owner"]))
    gates = {t["cells"][0] for t in view["tunnels"] if t["kind"] == "gate"}
    for name, clan in view["statues"].items():
        cx, cy = square_centre(name)
        if name in gates:  # beside the gate's seat mark, not over its letter
            statue_glyph(canvas, clan, (cx + 17, cy - 17), 20, words(f"clan_letter.{clan}"))
            continue
        statue_glyph(canvas, clan, (cx, cy - 3), 30, words(f"clan_letter.{clan}"),
                     buried=name not in tunnel_of)
    for i in range(15):
        canvas.text((BOARD_LEFT + (i + 0.5) * CELL, BOARD_TOP - 14), COLS[i], 18, WHITE, "mm")
        canvas.text((BOARD_LEFT - 20, BOARD_TOP + (i + 0.5) * CELL), str(i + 1), 18, WHITE, "mm")


def owner_letter(canvas: Canvas, view: MountainKingView, tunnel: TunnelView,
                 box: tuple[float, float, float, float]) -> None:
    """The owner's seat letter in the corner of each dug square: colour is never the
    only cue of whose tunnel it is (pieces on the square leave the corner free)."""
    owner = tunnel["owner"]
    if owner is None or tunnel["kind"] == "gate":
        return
    fill = tunnel_fill(view, tunnel)
    letter = seat_style(view["seats"][owner]["colour"], owner).letter
    canvas.text((box[0] + RIM + 3, box[1] + RIM + 1), letter, 17, darker(fill, 0.45), "lt",
                glyph=True)


def tunnel_fill(view: MountainKingView, tunnel: TunnelView) -> tuple[int, int, int]:
    owner = tunnel["owner"]
    if owner is None:
        return (196, 196, 196)
    colour = seat_style(view["seats"][owner]["colour"], owner).fill
    return darker(colour, 0.15) if tunnel["kind"] == "hall" else lighter(colour, 0.15)


def draw_outlines(canvas: Canvas, tunnel_of: dict[str, int], kinds: dict[int, TunnelView]) -> None:
    """A line wherever a tunnel ends (between two tunnels, or a tunnel and
    rock): ink for tiles and gates, a thick gold line for great halls."""
    for name, tid in tunnel_of.items():
        x, y = cell_xy(name)
        left, top, right, bottom = square_box(x, y)
        hall = kinds[tid]["kind"] == "hall"
        for dx, dy, edge in ((0, -1, [(left, top), (right, top)]),
                             (0, 1, [(left, bottom), (right, bottom)]),
                             (-1, 0, [(left, top), (left, bottom)]),
                             (1, 0, [(right, top), (right, bottom)])):
            nx, ny = x + dx, y + dy
            other = tunnel_of.get(f"{COLS[nx]}{ny + 1}") if 0 <= nx < 15 and 0 <= ny < 15 else None
            if other != tid:
                if hall:
                    canvas.line(edge, GOLD, 5)
                else:
                    canvas.line(edge, INK, 3)
