"""A Vagabond's board (Law of Root 9.2), `vagabond` or `vagabond2`: its character
and coalition, its relationship with each other faction, the items in its satchel
by state (ready, exhausted, damaged, both; renderers/root/items.py draws the
states), the tea, coin and bag tracks, the quests it has done and the face-up
quests it may do."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from renderers.kit import GOLD, INK, MUTED, WARNING, WHITE, Box, Canvas, seat_mark
from renderers.kit.changes import mark_box
from renderers.root.changes import board_changed as changed
from renderers.root.items import STATES, faint_item, item_tile
from renderers.root.quests import Quest, quest_card
from renderers.root.reading import listed, mapping, number, style_of
from renderers.root.suits import card_chip
from renderers.root.text import fit_lines
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.factions.vagabond.view_types import VagabondBoard
    from games.root.view_types import RootView

TRACKS = ("tea", "coin", "bag")
TRACK_SPACES = 3  # each item track holds three items (9.2.5)
STEPS = ("indifferent", "step1", "step2", "allied")  # the track after hostile
COALITION = "coalition"
ITEM = 44
TRACK_ITEM = 38
LINE = 34
RELATION = 40
RELATIONS_PER_ROW = 3
QUEST = 52
QUEST_LABEL = 20  # the line naming the face-up quests, above them
KEY = 18  # the size of the item states' key
SATCHEL_LABEL = 50  # the satchel's label and first line of its key
HOSTILE_FILL = (250, 214, 206)
ALLIED_FILL = (255, 236, 168)


@dataclass(frozen=True)
class Fit:
    """How large the item tiles are drawn, and whether the key of their states is."""

    item: float
    track: float
    key: bool


# Tried in turn: the first that fits the board's box (cards in play above it take room).
FITS = (Fit(ITEM, TRACK_ITEM, True), Fit(36, 34, True), Fit(36, 34, False), Fit(30, 30, False))


def draw_vagabond(canvas: Canvas, view: RootView, faction: str, board: VagabondBoard, box: Box,
                  words: Words, previous: RootView | None = None) -> None:
    left, top, right, bottom = box
    fit = next((f for f in FITS if needed(canvas, view, board, right - left, f, words)
                <= bottom - top), FITS[-1])
    y = draw_character(canvas, view, board, (left, top, right), words)
    if changed(view, previous, faction, quests_done_key):
        mark_box(canvas, (left - 8, top - 2, right + 8, y + 2), width=5)
    relations_top = y + 4
    y = draw_relationships(canvas, view, board, (left, relations_top, right), words)
    if y > relations_top and changed(view, previous, faction, relationships_key):
        mark_box(canvas, (left - 8, relations_top - 2, right + 8, y + 3), width=5)
    items_top = y + 6
    y = draw_satchel(canvas, board, (left, items_top, right), words, fit)
    y = draw_tracks(canvas, board, (left, y + 2, right), fit)
    if changed(view, previous, faction, items_key):
        mark_box(canvas, (left - 8, items_top - 2, right + 8, y + 4), width=5)
    quests_bottom = draw_face_up_quests(canvas, view, (left, y + 8, right, bottom), words)
    if quests_bottom is not None and previous and face_up_quests(view) != face_up_quests(
            previous):
        mark_box(canvas, (left - 8, y + 6, right + 8, quests_bottom + 2), width=5)


def needed(canvas: Canvas, view: RootView, board: VagabondBoard, width: float, fit: Fit,
           words: Words) -> float:
    """The height the board takes drawn at `fit` (the sum of what draw_vagabond draws)."""
    relations = len(mapping(board.get("relationships"))) + (1 if board.get("coalition") else 0)
    relation_rows = -(-relations // RELATIONS_PER_ROW)
    items = ordered_items(listed(board.get("satchel")))
    keys = len(key_rows(canvas, items, left=0, right=width, words=words)) if fit.key else 0
    per_row = max(1, int((width + 6) // (fit.item + 6)))
    tile_rows = max(1, -(-len(items) // per_row))
    quests = QUEST_LABEL + QUEST + 10 if listed(view.get("quests")) else 0
    label = SATCHEL_LABEL + 2 + (keys - 1) * 24 if keys else 28
    return (LINE + 4 + relation_rows * (RELATION + 4) + 6 + label + tile_rows * (fit.item + 6)
            + 2 + fit.track + 12 + quests)


def draw_character(canvas: Canvas, view: RootView, board: VagabondBoard,
                   at: tuple[float, float, float], words: Words) -> float:
    """The character (or "not chosen yet") on the left, the quests done counted by
    suit on the right; returns the y below."""
    left, top, right = at
    middle = top + LINE / 2
    done_width = draw_quests_done(canvas, board, (right, middle), words)
    room = right - left - done_width - 16
    character = board.get("character")
    text = words(str(character)) if character else words("no_character")
    canvas.text((left, middle), text, 26, INK, "lm", max_width=room)
    return top + LINE


def draw_quests_done(canvas: Canvas, board: VagabondBoard, at: tuple[float, float],
                     words: Words) -> float:
    """Right-aligned at `at`: how many quests are done, and a card of each suit done
    with how many (a quest scores by its suit, 9.3.3); returns the width taken."""
    right, middle = at
    done = [quest_card(q) for q in listed(board.get("quests_done"))]
    suits: dict[str, int] = {}
    for card in done:
        suits[card.suit] = suits.get(card.suit, 0) + 1
    x = right
    for suit, count in sorted(suits.items(), reverse=True):
        x -= canvas.text((x, middle), f"\u00d7{count}", 20, INK, "rm") + 2
        x -= card_chip(canvas, suit, (x - 13, middle), 36) + 10
    x -= canvas.text((x, middle), words("quests_done", count=len(done)), 20, INK, "rm",
                     max_width=200)
    return right - x


def draw_relationships(canvas: Canvas, view: RootView, board: VagabondBoard,
                       at: tuple[float, float, float], words: Words) -> float:
    """Each other faction's mark with three pips filled by the steps of friendship
    aided so far (9.2.7); hostile shows in red, allied in gold. Three to a row."""
    left, top, right = at
    relationships = dict(mapping(board.get("relationships")))
    partner = board.get("coalition")
    if partner:  # the coalition's partner shows in place of its relationship (9.2.8)
        relationships[str(partner)] = COALITION
    order = [f for f in listed(view.get("factions")) if f in relationships]
    order += sorted(f for f in relationships if f not in order)
    per_row = RELATIONS_PER_ROW
    column = (right - left + 8) / per_row
    y = top
    for i, faction in enumerate(order):
        state = str(relationships[faction])
        x = left + (i % per_row) * column
        y = top + (i // per_row) * (RELATION + 4)
        fill = HOSTILE_FILL if state == "hostile" else ALLIED_FILL if state == "allied" else WHITE
        edge = (GOLD, 4.0) if state == COALITION else (MUTED, 1.5)
        canvas.rect((x, y, x + column - 8, y + RELATION), fill, edge[0], edge[1],
                    radius=RELATION / 2)
        middle = y + RELATION / 2
        seat_mark(canvas, (x + 19, middle), 13, style_of(view, str(faction)))
        if state == COALITION:
            canvas.text((x + 40, middle), words("coalition"), 17, INK, "lm",
                        max_width=column - 8 - 46)
            continue
        steps = STEPS.index(state) if state in STEPS else 0
        for pip in range(len(STEPS) - 1):
            centre = (x + 42 + pip * 13, middle)
            filled = state != "hostile" and pip < steps
            canvas.circle(centre, 5.5, GOLD if filled else WHITE, INK, 1.5)
        if state == "hostile":
            canvas.line([(x + 34, middle + 7), (x + 76, middle - 7)], WARNING, 3)
        colour = WARNING if state == "hostile" else INK
        canvas.text((x + 80, middle), words(f"relationship_{state}"), 17, colour, "lm",
                    max_width=column - 8 - 84)
    return (y + RELATION) if order else top


def ordered_items(items: list[Any]) -> list[tuple[str, str]]:
    """(item, state) pairs, ready first, then exhausted, damaged, damaged and exhausted:
    the order a player reads what can still be used."""
    found = [(str(mapping(i).get("item") or "?"), str(mapping(i).get("state") or "ready"))
             for i in items if isinstance(i, dict)]
    rank = {state: n for n, state in enumerate(STATES)}
    return sorted(found, key=lambda pair: rank.get(pair[1], len(STATES)))


def key_rows(canvas: Canvas, items: list[tuple[str, str]], left: float, right: float,
             words: Words) -> list[list[tuple[str, str, float]]]:
    """The key of the item states present: (state, text, x) per entry, in rows that
    wrap rather than shrink."""
    rows: list[list[tuple[str, str, float]]] = [[]]
    x = left
    for state in STATES:
        count = sum(1 for _, s in items if s == state)
        if not count:
            continue
        text = words(f"items_{state}", count=count)
        wide = 28 + canvas.text_width(text, KEY)
        if x > left and x + wide > right:
            rows.append([])
            x = left
        rows[-1].append((state, text, x))
        x += wide + 16
    return rows


def draw_satchel(canvas: Canvas, board: VagabondBoard, at: tuple[float, float, float],
                 words: Words, fit: Fit) -> float:
    """The satchel's items as tiles by state, under its count and item limit (9.5)
    and a key counting each state; returns the y below."""
    left, top, right = at
    items = ordered_items(listed(board.get("satchel")))
    label = words("satchel", count=len(items), limit=number(board.get("item_limit")))
    canvas.text((left, top + 12), label, 20, INK, "lm", max_width=right - left)
    middle = top + SATCHEL_LABEL - 14
    if fit.key:
        for row, entries in enumerate(key_rows(canvas, items, left, right, words)):
            middle = top + 36 + row * 24
            for state, text, x in entries:
                item_tile(canvas, "", (x + 11, middle), 22, state)
                canvas.text((x + 28, middle), text, KEY, INK, "lm",
                            max_width=max(10.0, right - x - 28))
    else:
        middle = top + 12
    step = fit.item + 6
    per_row = max(1, int((right - left + 6) // step))
    y = middle + 16
    for i, (item, state) in enumerate(items):
        row, col = divmod(i, per_row)
        item_tile(canvas, item, (left + col * step + fit.item / 2,
                                 y + row * step + fit.item / 2), fit.item, state)
    rows = max(1, -(-len(items) // per_row))
    return y + rows * step


def draw_tracks(canvas: Canvas, board: VagabondBoard, at: tuple[float, float, float],
                fit: Fit) -> float:
    """The tea, coin and bag tracks, three spaces each (9.2.5): a space without an item
    shows the item that goes there, faint."""
    left, top, right = at
    tracks = mapping(board.get("tracks"))
    width = (right - left) / len(TRACKS)
    for n, kind in enumerate(TRACKS):
        x = left + n * width
        held = ordered_items(listed(tracks.get(kind)))
        spaces = max(TRACK_SPACES, len(held))
        canvas.rect((x, top, min(x + width - 8, x + 8 + spaces * (fit.track + 4)),
                     top + fit.track + 12), (236, 228, 206), MUTED, 1.5, radius=10)
        for space in range(spaces):
            centre = (x + 6 + fit.track / 2 + space * (fit.track + 4), top + 6 + fit.track / 2)
            if space < len(held):
                item_tile(canvas, held[space][0], centre, fit.track, held[space][1])
            else:
                faint_item(canvas, kind, centre, fit.track)
    return top + fit.track + 12


def face_up_quests(view: RootView) -> list[str]:
    return [str(q) for q in listed(view.get("quests"))]


def draw_face_up_quests(canvas: Canvas, view: RootView, box: Box,
                        words: Words) -> float | None:
    """The face-up quests any Vagabond may do (9.3): suit, name and the items asked;
    returns the y below them (None when there are none)."""
    left, top, right, bottom = box
    face_up = [quest_card(q) for q in listed(view.get("quests"))]
    if not face_up:
        return None
    canvas.text((left, top + 9), words("quests"), 18, INK, "lm", max_width=right - left)
    top += QUEST_LABEL
    height = max(24.0, min(QUEST, bottom - top))
    width = (right - left + 6) / max(3, len(face_up))
    for i, card in enumerate(face_up):
        draw_quest(canvas, card, (left + i * width, top, left + (i + 1) * width - 6,
                                  top + height), words)
    return top + height


def draw_quest(canvas: Canvas, card: Quest, box: Box, words: Words) -> None:
    """A quest: its suit's card on the left, the items it asks stacked on the right,
    its name between them on up to two lines."""
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    canvas.rect(box, WHITE, MUTED, 1.5, radius=8)
    chip = card_chip(canvas, card.suit, (left + 4 + 13, middle), 36)
    x = left + chip + 10
    end = right - 4
    if card.items:
        end = right - 28
        tile = min(22.0, (bottom - top - 8) / len(card.items) - 2)
        for n, item in enumerate(card.items):
            y = middle + (n - (len(card.items) - 1) / 2) * (tile + 2)
            item_tile(canvas, item, (right - 15, y), tile)
    size, lines = fit_lines(canvas, card.name(words), end - x, bottom - top - 4, (17, 16, 15))
    first = middle - (len(lines) - 1) * size * 0.625
    for n, line in enumerate(lines):
        canvas.text((x, first + n * size * 1.25), line, size, INK, "lm", max_width=end - x)


def items_key(board: dict[str, Any]) -> Any:
    """The items as a player compares them: gained, lost, exhausted, repaired."""
    return (sorted(ordered_items(listed(board.get("satchel")))),
            {k: sorted(ordered_items(listed(v))) for k, v in mapping(board.get("tracks")).items()})


def relationships_key(board: dict[str, Any]) -> Any:
    """Each relationship's step (aid, hostility, 9.2.7) and the coalition (9.2.8)."""
    return ({str(k): str(v) for k, v in mapping(board.get("relationships")).items()},
            board.get("coalition"))


def quests_done_key(board: dict[str, Any]) -> Any:
    """The quests done, which score by suit (9.3.3)."""
    return sorted(str(q) for q in listed(board.get("quests_done")))
