"""The Mountain King board image, drawn from the public view only.

`render(view, names, locale)` returns a PIL image:

- left, the mountain: each square in its level's colour; a tunnel square is
  filled with its owner's colour inside a rim of the level's colour (so the
  level stays readable under tunnels), tiles and halls outlined (halls in
  gold), gates as seat marks, statues by clan (colour, shape and letter;
  hollow while buried), pedestals under their anchor, altars, workshops as
  numbered badges with a green bar on each open entrance, rubble and buried
  resources as the resources' own icons;
- under it a legend, the horde (bribes, pedestals, the choose-pedestal
  token), the spellbook with its runes, the pedestal marker with the point
  tokens still on it, the established workshops by number with their full
  names, and the supplies;
- right, one panel per player: honour, coronation, storage (team storage in
  team play) as icons with counts, pedestals and point tokens, and the troll
  pyramid with the resources sitting on each troll (filled icon) or free
  (hollow icon).

Image words live in `data/mountain_king/render/<locale>.json`; the names of
game things (spells, workshops, halls, clans) come from the game's catalog, so
the picture and the log call them the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
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
    LegendEntry,
    darker,
    legend,
    lighter,
    seat_mark,
    seat_style,
)
from renderers.kit.canvas import SHOWN_WIDTH
from renderers.kit.changes import delta_tag
from renderers.kit.details import Ruler, stacked
from renderers.kit.lines import unfilled, wrap
from renderers.kit.words import Wording
from renderers.mountain_king.changes import draw_changes, honour_changes

WIDTH, HEIGHT = 1500, 1560
CELL = 56
BOARD_LEFT, BOARD_TOP = 44, 76
BOARD_RIGHT = BOARD_LEFT + 15 * CELL
PANEL_LEFT = BOARD_RIGHT + 22
BACKGROUND = (52, 46, 42)
RIM = 6  # the level colour left visible around a tunnel square
LEVEL_FILL = {
    0: (170, 40, 34), 1: (86, 86, 92), 2: (140, 140, 146), 3: (138, 96, 64),
    4: (214, 136, 58), 5: (244, 232, 176),
}
CLAN_FILL = {"fire": (232, 84, 40), "ice": (120, 196, 236), "moon": (196, 186, 232),
             "mud": (150, 116, 80), "wild": (150, 100, 50)}
CLAN_SHAPE = {"fire": "triangle", "ice": "diamond", "moon": "circle"}
RESOURCE_FILL = {"stone": (160, 160, 160), "iron": (84, 112, 150), "heartstone": (206, 54, 44),
                 "coin": GOLD, "cart": (150, 100, 50), "hammer": (70, 70, 74),
                 "rune": (128, 70, 180)}
RESOURCES = ("stone", "iron", "heartstone", "coin", "cart", "hammer", "rune")
OPEN = (46, 170, 70)  # an open workshop entrance
COLS = "abcdefghijklmno"
LEGEND_TOP = BOARD_TOP + 15 * CELL + 14
HORDE_TOP = LEGEND_TOP + 160 + 8
LOWER_TOP = HORDE_TOP + 206 + 8  # pedestal marker, workshops, supply
MARKER_LEFT = BOARD_LEFT - 30


def marker_token_centre(level: int, clan: int) -> tuple[float, float]:
    """Where the point token of `level` (1-5) and clan column (0-2) is drawn."""
    return (MARKER_LEFT + 74 + clan * 46, LOWER_TOP + 70 + (level - 1) * 32)


class Words(Wording):
    game = "mountain_king"


def _names(locale: str) -> Any:
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


# -- glyphs --------------------------------------------------------------------------------------
def resource_glyph(canvas: Canvas, symbol: str, centre: tuple[float, float], size: float,
                   hollow: bool = False) -> None:
    """A resource's own shape: pebble, ingot, gem, coin, cart, hammer, rune
    stone. `cart:fire` is a cart with a body of the clan's colour. Hollow: the
    outline only (a free symbol on a troll)."""
    base, _, clan = symbol.partition(":")
    colour = RESOURCE_FILL[base]
    fill = None if hollow else colour
    line = colour if hollow else INK
    width = max(1.5, size * 0.08)
    x, y = centre
    r = size / 2
    if base == "stone":
        corners = ((-0.9, 0.1), (-0.5, -0.7), (0.4, -0.8), (0.9, -0.1), (0.6, 0.7), (-0.5, 0.7))
        canvas.polygon([(x + r * a, y + r * b) for a, b in corners], fill, line, width)
    elif base == "iron":
        corners = ((-0.55, -0.5), (0.55, -0.5), (0.95, 0.5), (-0.95, 0.5))
        canvas.polygon([(x + r * a, y + r * b) for a, b in corners], fill, line, width)
    elif base == "heartstone":
        canvas.polygon([(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)], fill, line,
                       width)
    elif base == "coin":
        canvas.circle((x, y), r * 0.85, fill, line, width)
        canvas.circle((x, y), r * 0.45, None, line if hollow else darker(GOLD, 0.3), width * 0.8)
    elif base == "cart":
        body = CLAN_FILL.get(clan, colour) if clan else colour
        canvas.rect((x - r * 0.9, y - r * 0.6, x + r * 0.9, y + r * 0.25),
                    None if hollow else body, body if hollow else INK, width)
        for dx in (-0.5, 0.5):
            canvas.circle((x + dx * r, y + r * 0.5), r * 0.28, None if hollow else INK,
                          body if hollow else INK, width * 0.8)
    elif base == "hammer":
        canvas.rect((x - r * 0.15, y - r * 0.3, x + r * 0.15, y + r * 0.95), fill, line, width)
        canvas.rect((x - r * 0.85, y - r * 0.85, x + r * 0.85, y - r * 0.25), fill, line, width)
    else:  # rune
        canvas.rect((x - r * 0.75, y - r * 0.85, x + r * 0.75, y + r * 0.85), fill, line, width,
                    radius=r * 0.3)
        canvas.line([(x - r * 0.3, y + r * 0.5), (x - r * 0.3, y - r * 0.5), (x + r * 0.3, y),
                     (x - r * 0.3, y + r * 0.05)], colour if hollow else WHITE, width)


def statue_glyph(canvas: Canvas, clan: str, centre: tuple[float, float], size: float,
                 letter: str, buried: bool = False) -> None:
    """A statue: its clan's colour, its own shape (fire triangle, ice diamond,
    moon disc) and letter; a buried one is hollow."""
    from renderers.kit import shape_points

    points = shape_points(CLAN_SHAPE.get(clan, "circle"), centre, size / 2)
    colour = CLAN_FILL[clan]
    if buried:
        canvas.polygon(points, None, colour, max(2.0, size * 0.1))
        canvas.text(centre, letter, size * 0.45, colour, "mm", glyph=True)
    else:
        canvas.polygon(points, colour, INK, max(2.0, size * 0.09))
        canvas.text(centre, letter, size * 0.45, INK, "mm", glyph=True)


def pedestal_glyph(canvas: Canvas, clan: str, centre: tuple[float, float], size: float) -> None:
    """A pedestal: a plinth in its clan's colour."""
    x, y = centre
    w, h = size / 2, size * 0.28
    canvas.polygon([(x - w * 0.7, y - h), (x + w * 0.7, y - h), (x + w, y + h), (x - w, y + h)],
                   CLAN_FILL[clan], INK, max(1.5, size * 0.08))


def token_glyph(canvas: Canvas, value: Any, centre: tuple[float, float], size: float) -> None:
    """A pedestal point token: a gold disc with its honour."""
    canvas.circle(centre, size / 2, GOLD, INK, max(1.5, size * 0.07))
    canvas.text(centre, str(value), size * 0.6, INK, "mm")


def altar_glyph(canvas: Canvas, centre: tuple[float, float], size: float) -> None:
    x, y = centre
    r = size / 2
    canvas.polygon([(x, y - r), (x + r * 0.3, y - r * 0.3), (x + r, y - r * 0.2),
                    (x + r * 0.45, y + r * 0.25), (x + r * 0.6, y + r), (x, y + r * 0.6),
                    (x - r * 0.6, y + r), (x - r * 0.45, y + r * 0.25), (x - r, y - r * 0.2),
                    (x - r * 0.3, y - r * 0.3)], GOLD, INK, max(1.2, size * 0.06))


def rubble_glyph(canvas: Canvas, centre: tuple[float, float], size: float) -> None:
    """Rubble: a heap of dark rocks."""
    x, y = centre
    r = size / 2
    for dx, dy, k in ((-0.45, 0.3, 0.32), (0.4, 0.32, 0.3), (0.0, -0.25, 0.34),
                      (-0.1, 0.45, 0.22), (0.45, -0.35, 0.2), (-0.5, -0.35, 0.18)):
        canvas.circle((x + dx * r, y + dy * r), k * r, (72, 54, 38), INK, 1.2)


def workshop_glyph(canvas: Canvas, centre: tuple[float, float], size: float, number: str,
                   entrances: Sequence[str] = ()) -> None:
    """An established workshop: a paper badge with its number; a green bar on
    each side that touches a tunnel (an open entrance)."""
    x, y = centre
    r = size / 2
    canvas.rect((x - r * 0.8, y - r * 0.8, x + r * 0.8, y + r * 0.8), PAPER, INK, 2, radius=r * 0.3)
    canvas.text((x, y), number, size * 0.5, INK, "mm")
    bars = {"n": [(x - r * 0.5, y - r * 0.92), (x + r * 0.5, y - r * 0.92)],
            "s": [(x - r * 0.5, y + r * 0.92), (x + r * 0.5, y + r * 0.92)],
            "w": [(x - r * 0.92, y - r * 0.5), (x - r * 0.92, y + r * 0.5)],
            "e": [(x + r * 0.92, y - r * 0.5), (x + r * 0.92, y + r * 0.5)]}
    for side in entrances:
        canvas.line(bars[side], OPEN, max(4.0, size * 0.16))


# -- the picture -------------------------------------------------------------------------------
def render(view: dict[str, Any], names: Sequence[str] | None = None,
           locale: str = "en", previous: dict[str, Any] | None = None) -> Image.Image:
    view = public_part(view)
    locale = normalize_locale(locale)
    words = Words(locale)
    t = _names(locale)
    canvas = Canvas(WIDTH, HEIGHT, BACKGROUND, shown_width=SHOWN_WIDTH)
    shown = _shown(view, names, t)
    numbers = {cell: str(i + 1) for i, cell in enumerate(view["workshops"])}
    draw_title(canvas, view, shown, words, t)
    draw_board(canvas, view, numbers, words)
    draw_legend(canvas, view, words, LEGEND_TOP)
    draw_horde_and_spells(canvas, view, words, t, HORDE_TOP)
    draw_marker_workshops_supply(canvas, view, numbers, words, t, LOWER_TOP)
    draw_changes(canvas, view, previous, lambda cell: _box(*_cell_xy(cell)))
    draw_players(canvas, view, shown, words, honour_changes(view, previous))
    return canvas.finish()


def _shown(view: dict[str, Any], names: Sequence[str] | None, t: Any) -> list[str]:
    return [names[s] if names and s < len(names) else t(f"colour.{seat['colour']}")
            for s, seat in enumerate(view["seats"])]


DETAIL_WIDTH = 520
"""The detail picture's width in layout units: the panels' smallest text (13)
stays readable with the picture shown 400 px wide."""
DETAIL_PANEL = 368
DETAIL_PER_PICTURE = 3


def render_details(view: dict[str, Any], names: Sequence[str] | None = None,
                   locale: str = "en", previous: dict[str, Any] | None = None) -> list[Image.Image]:
    """Whose turn, then every player's panel in one column, for a phone: at most
    three panels a picture, so a picture is never much taller than a phone."""
    view = public_part(view)
    locale = normalize_locale(locale)
    words = Words(locale)
    shown = _shown(view, names, _names(locale))
    changes = honour_changes(view, previous)
    seats = list(range(len(view["seats"])))
    groups = [seats[i:i + DETAIL_PER_PICTURE] for i in range(0, len(seats), DETAIL_PER_PICTURE)]
    if len(groups) > 1 and len(groups[-1]) == 1:  # 4 players: two and two
        groups = [seats[:2], seats[2:]]
    question = question_text(view, locale)
    lines = len(wrap(Ruler(DETAIL_WIDTH), question, 19, DETAIL_WIDTH - 40, QUESTION_LINES))
    pictures = []
    for g, group in enumerate(groups):
        heights = [46 + 24 * lines if lines else 52] if g == 0 else []
        canvas, boxes = stacked(DETAIL_WIDTH, heights + [DETAIL_PANEL] * len(group), BACKGROUND)
        if g == 0:
            draw_detail_status(canvas, boxes.pop(0), status_text(view, shown, words), question)
        for s, box in zip(group, boxes, strict=True):
            draw_player(canvas, view, s, box, shown, words, changes[s] if s < len(changes) else 0)
        pictures.append(canvas.finish())
    return pictures


QUESTION_LINES = 3


def question_text(view: dict[str, Any], locale: str) -> str:
    """What the player to act is asked, from the game's catalog (`prompt.<kind>`),
    with the values the public view lacks shown as an ellipsis; "" if none."""
    if view.get("result"):
        return ""
    pending = [p for p in view.get("pending") or [] if isinstance(p, dict)]
    kind = str(pending[0].get("kind") or "") if pending else ""
    key = f"prompt.{kind}"
    template = _names(locale)(key) if kind else ""
    return "" if not template or template == key else unfilled(template)


def draw_detail_status(canvas: Canvas, box: tuple[float, float, float, float], status: str,
                       question: str) -> None:
    """Whose turn, and the question under it, at the top of the detail picture."""
    left, top, right, _ = box
    canvas.text((left + 4, top + 20), status, 26, GOLD, "lm", max_width=right - left - 8)
    for i, line in enumerate(wrap(canvas, question, 19, right - left - 8, QUESTION_LINES)):
        canvas.text((left + 4, top + 52 + i * 24), line, 19, WHITE, "lm")


def draw_title(canvas: Canvas, view: dict[str, Any], shown: list[str], words: Words,
               t: Any) -> None:
    status = status_text(view, shown, words)
    canvas.text((BOARD_LEFT - 30, 12), t("game.name"), 28, WHITE, max_width=700)
    canvas.text((WIDTH - 18, 24), status, 26, GOLD, anchor="ra", max_width=720)


def status_text(view: dict[str, Any], shown: list[str], words: Words) -> str:
    """Who plays (and the turns left), or who was crowned."""
    if view.get("result"):
        winners = ", ".join(shown[s] for s in view["result"]["winners"])
        status = words("winners", names=winners)
    elif view.get("current") is not None:
        status = words("to_play", name=shown[view["current"]])
        if view.get("turns_left") is not None:
            status += " · " + words("turns_left", count=view["turns_left"])
    else:
        status = ""
    return status


# -- the mountain ------------------------------------------------------------------------
def draw_board(canvas: Canvas, view: dict[str, Any], numbers: dict[str, str],
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
            box = _box(x, y)
            canvas.rect(box, level_fill, darker(level_fill, 0.3), 1)
            if name in tunnel_of:
                tunnel = kinds[tunnel_of[name]]
                canvas.rect(_inset(box, RIM), _tunnel_fill(view, tunnel))
                owner_letter(canvas, view, tunnel, box)
    draw_outlines(canvas, tunnel_of, kinds)
    for name in data["rubble"]:
        if name not in tunnel_of:
            rubble_glyph(canvas, _centre(name), 34)
    for name, found in data["buried"].items():
        if name in tunnel_of:
            continue
        cx, cy = _centre(name)
        symbols = [r for r, n in found.items() for _ in range(n)]
        canvas.rect((cx - 26, cy + 4, cx + 26, cy + 26), (60, 40, 24), None, 0, radius=5)
        step = 48 / max(1, len(symbols))
        for k, symbol in enumerate(symbols):
            resource_glyph(canvas, symbol, (cx - 24 + step * (k + 0.5), cy + 15), min(18, step))
    for name in data["workshop_spaces"]:
        shop = view["workshops"].get(name)
        x, y = _cell_xy(name)
        if shop is None:
            left, top, right, bottom = _box(x, y)
            canvas.rect((left + 8, top + 8, right - 8, bottom - 8), None, PAPER, 2, radius=8)
            continue
        sides = [side for side, (dx, dy) in (("n", (0, -1)), ("s", (0, 1)), ("w", (-1, 0)),
                                             ("e", (1, 0)))
                 if 0 <= x + dx < 15 and 0 <= y + dy < 15
                 and f"{COLS[x + dx]}{y + dy + 1}" in tunnel_of]
        workshop_glyph(canvas, _centre(name), CELL - 8, numbers[name], sides)
    for tunnel in view["tunnels"]:
        if tunnel["anchor"]:
            cx, cy = _centre(tunnel["anchor"])
            if tunnel["pedestal"]:
                pedestal_glyph(canvas, tunnel["pedestal"], (cx, cy + 17), 30)
            else:
                canvas.circle((cx + 18, cy + 18), 5, INK, WHITE, 1)
        if tunnel["altar"]:
            cx, cy = _centre(tunnel["altar"])
            altar_glyph(canvas, (cx + 15, cy - 15), 20)
        if tunnel["kind"] == "gate" and tunnel["owner"] is not None:
            seat = view["seats"][tunnel["owner"]]
            seat_mark(canvas, _centre(tunnel["cells"][0]), 19,
                      seat_style(seat["colour"], tunnel["owner"]))
    gates = {t["cells"][0] for t in view["tunnels"] if t["kind"] == "gate"}
    for name, clan in view["statues"].items():
        cx, cy = _centre(name)
        if name in gates:  # beside the gate's seat mark, not over its letter
            statue_glyph(canvas, clan, (cx + 17, cy - 17), 20, words(f"clan_letter.{clan}"))
            continue
        statue_glyph(canvas, clan, (cx, cy - 3), 30, words(f"clan_letter.{clan}"),
                     buried=name not in tunnel_of)
    for i in range(15):
        canvas.text((BOARD_LEFT + (i + 0.5) * CELL, BOARD_TOP - 14), COLS[i], 18, WHITE, "mm")
        canvas.text((BOARD_LEFT - 20, BOARD_TOP + (i + 0.5) * CELL), str(i + 1), 18, WHITE, "mm")


def owner_letter(canvas: Canvas, view: dict[str, Any], tunnel: dict[str, Any],
                 box: tuple[float, float, float, float]) -> None:
    """The owner's seat letter in the corner of each dug square: colour is never the
    only cue of whose tunnel it is (pieces on the square leave the corner free)."""
    owner = tunnel["owner"]
    if owner is None or tunnel["kind"] == "gate":
        return
    fill = _tunnel_fill(view, tunnel)
    letter = seat_style(view["seats"][owner]["colour"], owner).letter
    canvas.text((box[0] + RIM + 3, box[1] + RIM + 1), letter, 17, darker(fill, 0.45), "lt",
                glyph=True)


def _inset(box: tuple[float, float, float, float], by: float) -> tuple[float, ...]:
    left, top, right, bottom = box
    return (left + by, top + by, right - by, bottom - by)


def _tunnel_fill(view: dict[str, Any], tunnel: dict[str, Any]) -> tuple[int, int, int]:
    owner = tunnel["owner"]
    if owner is None:
        return (196, 196, 196)
    colour = seat_style(view["seats"][owner]["colour"], owner).fill
    return darker(colour, 0.15) if tunnel["kind"] == "hall" else lighter(colour, 0.15)


def draw_outlines(canvas: Canvas, tunnel_of: dict[str, int], kinds: dict[int, Any]) -> None:
    """A line wherever a tunnel ends (between two tunnels, or a tunnel and
    rock): ink for tiles and gates, a thick gold line for great halls."""
    for name, tid in tunnel_of.items():
        x, y = _cell_xy(name)
        left, top, right, bottom = _box(x, y)
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


# -- under the board -----------------------------------------------------------------------------
def draw_legend(canvas: Canvas, view: dict[str, Any], words: Words, top: float) -> float:
    bottom = top + 160
    canvas.rect((BOARD_LEFT - 30, top, BOARD_RIGHT, bottom), PAPER, INK, 2, radius=10)
    seat0 = view["seats"][0]
    style = seat_style(seat0["colour"], 0)

    def swatch(level: int) -> Any:
        def draw(c: Canvas, p: tuple[float, float], s: float) -> None:
            c.rect((p[0] - s / 2, p[1] - s / 2, p[0] + s / 2, p[1] + s / 2), LEVEL_FILL[level],
                   INK, 1)
            c.text(p, str(level) if level else "♥", s * 0.55,
                   INK if level >= 2 else WHITE, "mm")
        return draw

    def tunnel(c: Canvas, p: tuple[float, float], s: float) -> None:
        box = (p[0] - s / 2, p[1] - s / 2, p[0] + s / 2, p[1] + s / 2)
        c.rect(box, LEVEL_FILL[3], INK, 2)
        c.rect(_inset(box, s * 0.14), lighter(style.fill, 0.15))

    def hall(c: Canvas, p: tuple[float, float], s: float) -> None:
        box = (p[0] - s / 2, p[1] - s / 2, p[0] + s / 2, p[1] + s / 2)
        c.rect(box, darker(style.fill, 0.15), GOLD, 4)
        altar_glyph(c, p, s * 0.55)

    def anchor(c: Canvas, p: tuple[float, float], s: float) -> None:
        c.circle(p, s * 0.16, INK, WHITE, 1)

    def space(c: Canvas, p: tuple[float, float], s: float) -> None:
        c.rect((p[0] - s / 2, p[1] - s / 2, p[0] + s / 2, p[1] + s / 2), LEVEL_FILL[2])
        c.rect((p[0] - s * 0.35, p[1] - s * 0.35, p[0] + s * 0.35, p[1] + s * 0.35), None,
               PAPER, 2, radius=5)

    clan_letters = {clan: words(f"clan_letter.{clan}") for clan in CLAN_SHAPE}
    entries = [
        LegendEntry(swatch(0), words("heart")),
        *[LegendEntry(swatch(level), "") for level in (1, 2, 3, 4)],
        LegendEntry(swatch(5), words("levels")),
        LegendEntry(lambda c, p, s: seat_mark(c, p, s * 0.45, style), words("gate")),
        LegendEntry(tunnel, words("tunnel")),
        LegendEntry(hall, words("hall_altar")),
        *[LegendEntry(lambda c, p, s, k=clan: statue_glyph(c, k, p, s * 0.9, clan_letters[k]),
                      "") for clan in ("fire", "ice")],
        LegendEntry(lambda c, p, s: statue_glyph(c, "moon", p, s * 0.9, clan_letters["moon"]),
                    words("statues")),
        LegendEntry(lambda c, p, s: statue_glyph(c, "fire", p, s * 0.9, clan_letters["fire"],
                                                 buried=True), words("buried_statue")),
        LegendEntry(lambda c, p, s: pedestal_glyph(c, "ice", p, s * 0.9), words("pedestal")),
        LegendEntry(anchor, words("anchor")),
        LegendEntry(lambda c, p, s: workshop_glyph(c, p, s, "1", ("e",)), words("workshop")),
        LegendEntry(space, words("workshop_space")),
        LegendEntry(lambda c, p, s: rubble_glyph(c, p, s), words("rubble")),
        LegendEntry(lambda c, p, s: resource_glyph(c, "iron", p, s * 0.7),
                    words("buried_resources")),
    ]
    # The level swatches sit side by side: no gap between the five.
    legend(canvas, (BOARD_LEFT - 18, top + 8, BOARD_RIGHT - 10, bottom), entries, glyph=28,
           text_size=17, gap=14)
    return bottom + 8


def draw_horde_and_spells(canvas: Canvas, view: dict[str, Any], words: Words, t: Any,
                          top: float) -> float:
    bottom = top + 206
    left, split = BOARD_LEFT - 30, BOARD_LEFT + 520
    canvas.rect((left, top, split - 6, bottom), PAPER, INK, 2, radius=10)
    canvas.text((left + 12, top + 8), words("horde"), 19, INK)
    decks = view.get("decks", {})
    step, card_h = 92, 50
    for r, level in enumerate(("3", "2", "1")):
        row = view["horde"].get(level, [])
        y = top + 36 + r * (card_h + 6)
        canvas.text((left + 10, y + 14), words("level_short", level=level), 16, INK, "lm")
        canvas.text((left + 10, y + 36), words("deck", count=decks.get(level, 0)), 12, MUTED,
                    "lm")
        for i, entry in enumerate(row):
            x = left + 72 + i * step + (5 - len(row)) * step / 2
            box = (x, y, x + step - 6, y + card_h)
            if entry is None:
                canvas.rect(box, None, MUTED, 1, radius=5)
                continue
            troll = _troll(entry["card"])
            canvas.rect(box, lighter(CLAN_FILL[troll["clan"]], 0.55), INK, 1, radius=5)
            canvas.text((x + 5, y + 11), f"{level}.{i + 1}", 13, INK, "lm")
            for k, symbol in enumerate(troll["produces"]):
                resource_glyph(canvas, symbol, (x + 12 + k * 20, y + 34), 16)
            mx = x + step - 18
            if entry["pedestal"]:
                pedestal_glyph(canvas, entry["pedestal"], (mx - 2, y + 12), 18)
            if entry["choose"]:
                canvas.circle((mx - 2, y + 12), 9, WHITE, INK, 1.5)
                canvas.text((mx - 2, y + 12), "?", 13, INK, "mm")
            if entry["bribes"]:
                resource_glyph(canvas, "coin", (mx - 26, y + 12), 14)
                canvas.text((mx - 17, y + 12), f"{entry['bribes']}", 13, INK, "lm")
    # The spellbook: name, runes on it (three crumble it), effect.
    x0 = split + 6
    canvas.rect((x0, top, BOARD_RIGHT, bottom), PAPER, INK, 2, radius=10)
    canvas.text((x0 + 12, top + 8), words("spellbook", count=view.get("spell_deck", 0)), 19, INK)
    for i, page in enumerate(view["spellbook"]):
        y = top + 40 + i * 54
        canvas.text((x0 + 12, y), t(f"spell.{page['spell']}"), 18, INK, max_width=190)
        for k in range(3):
            canvas.circle((x0 + 230 + k * 22, y + 10), 8,
                          RESOURCE_FILL["rune"] if k < page["runes"] else None,
                          RESOURCE_FILL["rune"], 2)
        canvas.text((x0 + 12, y + 24), t(f"spell_text.{page['spell']}"), 14, MUTED,
                    max_width=BOARD_RIGHT - x0 - 24)
    return bottom + 8


def draw_marker_workshops_supply(canvas: Canvas, view: dict[str, Any], numbers: dict[str, str],
                                 words: Words, t: Any, top: float) -> None:
    bottom = HEIGHT - 12
    left = MARKER_LEFT
    # The pedestal marker: a row per level, a column per clan; a token while unclaimed.
    right = left + 226
    canvas.rect((left, top, right, bottom), PAPER, INK, 2, radius=10)
    canvas.text((left + 12, top + 8), words("marker"), 17, INK, max_width=right - left - 20)
    clans = ("fire", "ice", "moon")
    for k, clan in enumerate(clans):
        pedestal_glyph(canvas, clan, (left + 74 + k * 46, top + 44), 24)
    for level in range(5):
        y = marker_token_centre(level + 1, 0)[1]
        canvas.rect((left + 12, y - 14, left + 46, y + 14), LEVEL_FILL[level + 1], INK, 1)
        canvas.text((left + 29, y), str(level + 1), 15, INK if level else WHITE, "mm")
        for k in range(3):
            value = view["marker"][level][k]
            centre = marker_token_centre(level + 1, k)
            if value is None:
                canvas.text(centre, "–", 18, MUTED, "mm")
            else:
                token_glyph(canvas, value, centre, 26)
    # The workshops on the mountain, by their number on the board.
    x0 = right + 8
    right2 = x0 + 330
    canvas.rect((x0, top, right2, bottom), PAPER, INK, 2, radius=10)
    canvas.text((x0 + 12, top + 8), words("workshops"), 17, INK)
    y = top + 36
    line = min(22.0, (bottom - top - 44) / max(1, len(view["workshops"]) + 1))
    for cell, shop in view["workshops"].items():
        canvas.text((x0 + 12, y), f"{numbers[cell]}  {cell}  {t('workshop.' + shop['kind'])}",
                    15, INK, max_width=right2 - x0 - 100)
        canvas.text((right2 - 12, y), words("entrances", count=shop["entrances"]), 14, OPEN,
                    "ra")
        y += line
    reserve = len(view.get("workshop_reserve", []))
    canvas.text((x0 + 12, y + 2), words("workshop_reserve", count=reserve), 14, MUTED,
                max_width=right2 - x0 - 24)
    # The supplies, the halls still to open and the tiles left.
    x1 = right2 + 8
    canvas.rect((x1, top, BOARD_RIGHT, bottom), PAPER, INK, 2, radius=10)
    canvas.text((x1 + 12, top + 8), words("supply"), 17, INK)
    for i, resource in enumerate(RESOURCES):
        cx = x1 + 24 + (i % 4) * 60
        cy = top + 46 + (i // 4) * 32
        resource_glyph(canvas, resource, (cx, cy), 20)
        canvas.text((cx + 14, cy), str(view["supply"][resource]), 16, INK, "lm")
    tiles = sum(view.get("tunnel_supply", {}).values())
    canvas.text((BOARD_RIGHT - 12, top + 8), words("tiles_left", count=tiles), 14, MUTED, "ra",
                max_width=BOARD_RIGHT - x1 - 100)
    draw_halls_left(canvas, view, (x1 + 12, top + 112, BOARD_RIGHT - 12, bottom - 8), words, t)


def draw_halls_left(canvas: Canvas, view: dict[str, Any], box: tuple[float, float, float, float],
                    words: Words, t: Any) -> None:
    """The great halls still to open with their low/high honour, in two columns
    when one does not hold them all (up to six halls in the box)."""
    left, top, right, bottom = box
    canvas.text((left, top), words("halls_left"), 15, INK)
    halls = view["hall_supply"]
    if not halls:
        canvas.text((left, top + 19), "–", 14, MUTED)
        return
    rows = max(1, int((bottom - top - 19) // 19))
    columns = 1 if len(halls) <= rows else 2
    width = (right - left) / columns
    for i, hall in enumerate(halls):
        column, row = divmod(i, (len(halls) + columns - 1) // columns)
        low, high = _hall_values()[hall]
        canvas.text((left + column * width, top + 19 * (row + 1)),
                    f"{t('hall.' + hall)} {low}/{high}", 14, MUTED, max_width=width - 8)


@cache
def _trolls() -> dict[str, dict[str, Any]]:
    """Troll cards by id, read from the data files (a renderer reads views and
    data, never the game's code)."""
    data = load_json("mountain_king", "trolls.json")
    cards = [*data["starting"], *data["horde"]]
    return {card["id"]: {"level": 0, **card} for card in cards}


def _troll(card: str) -> dict[str, Any]:
    return _trolls()[card]


@cache
def _hall_values() -> dict[str, tuple[int, int]]:
    halls = load_json("mountain_king", "tiles.json")["halls"]
    return {hall["id"]: (hall["low"], hall["high"]) for hall in halls}


# -- players -----------------------------------------------------------------------------------
def draw_players(canvas: Canvas, view: dict[str, Any], shown: list[str], words: Words,
                 changes: Sequence[int] = ()) -> None:
    seats = view["seats"]
    # Fewer players, bigger panels: the pyramid grows to fill the column.
    block = min(500, (HEIGHT - 70) / max(1, len(seats)))
    for s in range(len(seats)):
        top = 62 + s * block
        draw_player(canvas, view, s, (PANEL_LEFT, top, WIDTH - 14, top + block - 8), shown, words,
                    changes[s] if s < len(changes) else 0)


def draw_player(canvas: Canvas, view: dict[str, Any], s: int,
                box: tuple[float, float, float, float], shown: list[str], words: Words,
                change: int = 0) -> None:
    """Seat `s`'s panel in `box`: name, honour, storage, pedestals, point tokens
    and the troll pyramid."""
    seat = view["seats"][s]
    left, top, right, bottom = box
    current = view.get("current") == s
    canvas.rect(box, PAPER, GOLD if current else INK, 4 if current else 2, radius=10)
    seat_mark(canvas, (left + 24, top + 24), 17, seat_style(seat["colour"], s))
    score = view["result"]["scores"][s] if view.get("result") else seat["honour"]
    width = canvas.text((right - 14, top + 24), words("honour", points=score), 22, INK, "rm")
    if change:
        width += 8 + delta_tag(canvas, (right - 22 - width, top + 24), change, 18, "r")
    if seat["crowned"]:
        width += 30 + canvas.text((right - 30 - width, top + 24),
                                  words("crown", points=seat["crowned"]), 16,
                                  darker(GOLD, 0.2), "rm")
    title = shown[s]
    if view.get("team"):
        title += f" · {words('team', number=seat['team'] + 1)}"
    canvas.text((left + 48, top + 24), title, 22, INK, "lm",
                max_width=min(300.0, right - left - 76 - width))
    draw_storage(canvas, view, seat, words, (left + 12, top + 54))
    rows_top = top + 104
    draw_pyramid(canvas, seat["pyramid"], (left + 12, rows_top), bottom - 8 - rows_top,
                 right - 12)


def draw_storage(canvas: Canvas, view: dict[str, Any], seat: dict[str, Any], words: Words,
                 at: tuple[float, float]) -> None:
    """Storage as icons with counts (every resource, zeros muted), then the
    pedestals in storage and the point tokens won."""
    x, y = at
    label = words("team_storage" if view.get("team") else "storage")
    x += canvas.text((x, y), label, 15, MUTED, "lm") + 8
    for resource in RESOURCES:
        n = seat["storage"].get(resource, 0)
        resource_glyph(canvas, resource, (x + 9, y), 18, hollow=n == 0)
        x += 20 + canvas.text((x + 20, y), str(n), 16, INK if n else MUTED, "lm") + 10
    x, y = at[0], at[1] + 28
    x += canvas.text((x, y), words("pedestals"), 15, MUTED, "lm") + 8
    if not seat["pedestals"]:
        x += canvas.text((x, y), "–", 15, MUTED, "lm") + 6
    for clan in seat["pedestals"]:
        pedestal_glyph(canvas, clan, (x + 11, y), 22)
        x += 26
    x += 14
    x += canvas.text((x, y), words("tokens"), 15, MUTED, "lm") + 8
    if not seat["tokens"]:
        canvas.text((x, y), "–", 15, MUTED, "lm")
    for value in seat["tokens"]:
        token_glyph(canvas, value, (x + 11, y), 22)
        x += 26


def draw_pyramid(canvas: Canvas, pyramid: list[Any], origin: tuple[float, float],
                 height: float, right: float = WIDTH - 26) -> None:
    """Rows D (top) to A (base): each troll in its clan's colour with its spot,
    its level and its top row — a filled icon for a resource sitting on it, a
    hollow one for a free symbol that the next cascade refills."""
    rows = ((9, 1, "D"), (7, 2, "C"), (4, 3, "B"), (0, 4, "A"))
    card_w = (right - origin[0]) / 4
    row_h = min(66.0, height / 4)
    left, top = origin
    for r, (first, length, row_name) in enumerate(rows):
        indent = (4 - length) * card_w / 2
        for i in range(length):
            spot = pyramid[first + i]
            x0 = left + indent + i * card_w
            y0 = top + r * row_h
            box = (x0 + 2, y0 + 2, x0 + card_w - 4, y0 + row_h - 3)
            if spot is None:
                canvas.rect(box, None, MUTED, 1, radius=5)
                canvas.text(((box[0] + box[2]) / 2, y0 + row_h / 2), f"{row_name}{i + 1}", 13,
                            MUTED, "mm")
                continue
            troll = _troll(spot["card"])
            canvas.rect(box, lighter(CLAN_FILL[spot["clan"]], 0.5), INK, 1, radius=5)
            level = "★" if troll["level"] == 0 else str(troll["level"])
            canvas.text((x0 + 8, y0 + row_h / 2), f"{spot['spot']}", 13, MUTED, "lm")
            canvas.text((x0 + 36, y0 + row_h / 2), level, 14, INK, "mm")
            size = min(28.0, row_h - 16, (card_w - 54) / max(1, len(spot["produces"])) - 4)
            for k, symbol in enumerate(spot["produces"]):
                x = x0 + 48 + size / 2 + k * (size + 4)
                resource_glyph(canvas, symbol, (x, y0 + row_h / 2), size,
                               hollow=not spot["held"][k])
