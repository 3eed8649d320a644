"""One panel per player: where the character is, hearts, coins, gems, food,
reputation, camps left, cards in hand (their number only), the team with its
symbols, the reserve, pack animals and treasures, threats beaten, artifacts bought,
world cards, faction tokens, chiefs and quests. After the game, the score."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from games.core import get_game
from renderers.kit import GOLD, HIGHLIGHT, INK, MUTED, PAPER, WHITE, Box, Canvas, Point, lighter
from renderers.near_and_far import styles
from renderers.near_and_far.reading import (
    adventurer,
    artifact_vp,
    asked,
    listed,
    mapping,
    number,
    seats,
    style_of,
    threat,
)
from renderers.near_and_far.village import draw_stats
from renderers.near_and_far.words import Words

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView, SeatInfo

Glyph = Callable[[Canvas, Point, float], None]
FACTIONS = ("green", "yellow", "blue", "red")


def draw_player(
    canvas: Canvas,
    view: NearFarView,
    seat: int,
    box: Box,
    names: Sequence[str],
    words: Words,
    score_now: int | None = None,
) -> None:
    """`score_now`: what the seat would score if the game ended now (no score
    track in this game), shown above its team while the game goes on."""
    info = seats(view)[seat]
    style = style_of(view, seat, words)
    result = mapping(view.get("result"))
    winners = listed(result.get("winners"))
    active = seat in asked(view) and not result
    fill = lighter(HIGHLIGHT, 0.5) if active else PAPER
    canvas.rect(box, fill, GOLD if active else INK, 6 if active else 3, radius=14)
    left, top, right, _ = box
    styles.seat_token(canvas, (left + 30, top + 30), 17, style)
    canvas.text((left + 56, top + 30), names[seat], 26, INK, "lm", max_width=250)
    canvas.text((right - 16, top + 30), where_text(info, words), 20, INK, "rm", max_width=300)
    if result:
        scores = listed(result.get("scores"))
        score = scores[seat] if seat < len(scores) else 0
        star = seat in winners
        text = words("score", score=score)
        canvas.text((left + 340, top + 30), text, 24, INK, "lm")
        if star:
            styles.star(canvas, (left + 322, top + 30), 28, GOLD)
    if score_now is not None and not result:
        minus = minus_now(view, seat, words)
        line = (words("score_now_minus", score=score_now, minus=minus) if minus
                else words("score_now", score=score_now))
        canvas.text((right - 14, top + TEAM_ROW[0] + 10), line,
                    18, INK, "rm", max_width=right - left - 120)
    draw_goods(canvas, info, part_box(box, GOODS_ROW), words)
    draw_team(canvas, info, part_box(box, TEAM_ROW), words)
    draw_belongings(canvas, info, part_box(box, BELONGINGS_ROW), words)


def minus_now(view: NearFarView, seat: int, words: Words) -> str:
    """What takes points away if the game ended now (a card in hand unbought, the
    mammoth map's camp), so a negative score from the first round says why."""
    try:
        parts = get_game("near_and_far").public_score_parts(cast("dict[str, Any]", view))[seat]
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return ""
    return ", ".join(words(f"minus.{key}", points=points)
                     for key, points in parts.items() if points < 0)


GOODS_ROW, TEAM_ROW, BELONGINGS_ROW = (58, 96), (104, 190), (198, 280)
"""The rows of a player panel, from the panel's top."""
GOODS = ("heart", "coin", "gem", "food", "reputation", "camps_left", "hand_size")
"""The goods row, in the order it is drawn."""


def part_box(panel: Box, row: tuple[float, float]) -> Box:
    left, top, right, _ = panel
    return (left + 14, top + row[0], right - 14, top + row[1])


def goods_box(row: Box, index: int) -> Box:
    """Where the goods row shows `GOODS[index]` (its glyph and number)."""
    left, top, right, bottom = row
    step = (right - left) / len(GOODS)
    return (left + index * step - 2, top - 2, left + (index + 1) * step - 10, bottom + 2)


def where_text(info: SeatInfo, words: Words) -> str:
    place = str(info.get("where") or "board")
    if place == "map":
        return words("on_map", space=info.get("space"))
    if place == "board":
        return words("on_board")
    return words(f"building.{place}")


def draw_goods(canvas: Canvas, info: SeatInfo, box: Box, words: Words) -> None:
    left, top, right, bottom = box
    y = (top + bottom) / 2
    items: list[tuple[Glyph, Any]] = [
        (styles.heart, number(info.get("heart"))),
        (styles.coin, number(info.get("coin"))),
        (styles.gem, number(info.get("gem"))),
        (styles.food, number(info.get("food"))),
        (
            lambda c, p, s: styles.star(c, p, s, (250, 210, 80)),
            f"{number(info.get('reputation')):+d}",
        ),
        (lambda c, p, s: styles.tent(c, p, s, (200, 180, 140)), number(info.get("camps_left"))),
        (styles.cards, number(info.get("hand_size"))),
    ]
    step = (right - left) / len(items)
    for i, (glyph, value) in enumerate(items):
        x = left + i * step + 16
        glyph(canvas, (x, y), 30)
        canvas.text((x + 20, y), str(value), 24, INK, "lm")


def draw_team(canvas: Canvas, info: SeatInfo, box: Box, words: Words) -> None:
    """The current team: up to four members with their faction colour and symbols."""
    left, top, right, bottom = box
    canvas.text((left, top + 10), words("team"), 17, MUTED, "lm")
    team = [m for m in listed(info.get("team")) if isinstance(m, str)]
    width = (right - left - 3 * 8) / 4
    for i in range(4):
        x = left + i * (width + 8)
        chip = (x, top + 22, x + width, bottom)
        if i >= len(team):
            canvas.rect(chip, None, MUTED, 2, radius=8)
            continue
        member = team[i]
        card = adventurer(member)
        fill = styles.FACTION_FILL.get(card.get("faction"), (170, 150, 120))
        canvas.rect(chip, lighter(fill, 0.55), INK, 2, radius=8)
        name = words.card(f"adv.{member}") or member
        canvas.text((x + 8, top + 38), name, 17, INK, "lm", max_width=width - 16)
        draw_stats(canvas, card, (x + 6, top + 52, x + width - 6, bottom - 2), 23)


def draw_belongings(canvas: Canvas, info: SeatInfo, box: Box, words: Words) -> None:
    left, top, right, _ = box
    row1, row2 = top + 16, top + 56
    reserve = [m for m in listed(info.get("reserve")) if isinstance(m, str)]
    text = words("reserve", members=" ".join(reserve) if reserve else "–")
    canvas.text((left, row1), text, 18, INK, "lm", max_width=(right - left) * 0.45)
    x = left + (right - left) * 0.48
    for animal in listed(info.get("animals")):
        (styles.turtle if animal == "turtle" else styles.bird)(canvas, (x + 14, row1), 28)
        x += 32
    x = max(x + 10, left + (right - left) * 0.66)
    styles.chest(canvas, (x + 12, row1), 26)
    canvas.text((x + 30, row1), str(len(listed(info.get("treasures")))), 22, INK, "lm")
    x += 70
    styles.scroll(canvas, (x + 12, row1), 26)
    canvas.text((x + 30, row1), str(number(info.get("quests"))), 22, INK, "lm")
    beaten = [t for t in listed(info.get("threats")) if isinstance(t, str)]
    threat_vp = sum(int(threat(t).get("vp", 0)) for t in beaten)
    bought = listed(info.get("bought"))
    parts: list[tuple[Glyph, str]] = [
        (styles.threat_mark, words("count_vp", n=len(beaten), vp=threat_vp)),
        (styles.cards, words("count_vp", n=len(bought), vp=artifact_vp(bought))),
    ]
    x = left
    for glyph, label in parts:
        glyph(canvas, (x + 13, row2), 26)
        x += 30 + canvas.text((x + 30, row2), label, 19, INK, "lm") + 18
    world = len(listed(info.get("world")))
    if world:
        x += canvas.text((x, row2), words("world", n=world), 19, INK, "lm") + 16
    tokens = mapping(info.get("tokens"))
    for faction in FACTIONS:
        count = number(tokens.get(faction))
        if not count:
            continue
        fill = styles.FACTION_FILL[faction]
        canvas.circle((x + 12, row2), 13, fill, INK, 2)
        canvas.text((x + 12, row2), str(count), 17, WHITE, "mm", INK, 2)
        x += 30
    for faction in listed(info.get("chiefs")):
        fill = styles.FACTION_FILL.get(faction, (150, 150, 150))
        crown(canvas, (x + 14, row2), 28, fill)
        x += 32


def crown(canvas: Canvas, centre: Point, size: float, fill: tuple[int, int, int]) -> None:
    """A faction chief."""
    x, y = centre
    s = size
    canvas.polygon(
        [
            (x - s * 0.44, y + s * 0.3),
            (x - s * 0.44, y - s * 0.3),
            (x - s * 0.2, y),
            (x, y - s * 0.4),
            (x + s * 0.2, y),
            (x + s * 0.44, y - s * 0.3),
            (x + s * 0.44, y + s * 0.3),
        ],
        fill,
        INK,
        s * 0.07,
    )
    canvas.rect((x - s * 0.44, y + s * 0.18, x + s * 0.44, y + s * 0.3), GOLD)
