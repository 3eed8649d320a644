"""Rootlog 2.8 actions read into typed records (Vagabottos/Rootlog, Rootlog_V2.md).

One action is the text between two `/` (or `;`) of a turn line. This module only reads
text: whether the board allows the action is replay.py's question. `parse_action` raises
`RootlogSyntaxError` with a sentence saying what was expected.

The shapes, in the spec's words ("General Syntax"):
  battle   `[F]X<D><clearing>[<suit>@[<suit>@]][(<a>,<d>)]`
  score    `[F]++[N]`, `[F]--[N]`; the VP marker to a board `++-><F>$`
  craft    `Z%<item>`, `Z<card name>`
  reveal   `[N][card][F]^[target]`
  move     `<things>[start]->[destinations]`, things joined by `+` or grouped in `( )`
  markers  `$_...-><value>` (the Eyrie's decree discard, the Riverfolk's prices and funds,
           the Cult's outcast, a Vagabond's relationships)
"""

from __future__ import annotations

import re
from dataclasses import dataclass


class RootlogSyntaxError(ValueError):
    """An action that is not Rootlog: the message says what was expected."""


# -- what an action names ------------------------------------------------------------------
@dataclass(frozen=True)
class Piece:
    faction: str | None  # Rootlog letter; None: the current player's
    kind: str  # w warrior, p pawn, b building, t token, r raft
    letter: str | None  # `b_s` -> "s"; None when not written


@dataclass(frozen=True)
class Card:
    suits: tuple[tuple[str, int], ...]  # (("F", 2), ("M", 1)); empty: any suit
    name: str | None  # as written (lower case, or "@"); None: any card


@dataclass(frozen=True)
class Item:
    kind: str  # an item letter, or "_" for all items of the location


Thing = Piece | Card | Item


@dataclass(frozen=True)
class Location:
    """Where things are. `kind`: clearing, forest, hand, board, board_slot (`$_x`),
    discard (`*`), quests (`Q`), item_place (a Vagabond board area and/or item state)."""

    kind: str
    faction: str | None = None  # hand, board, board_slot: None means the current player
    clearing: int | None = None
    forest: str | None = None
    slot: str | None = None  # board_slot: the text after `$_`; item_place: e.g. "de"


@dataclass(frozen=True)
class Part:
    count: int
    thing: Thing
    start: Location | None  # None: the default start (the supply, the draw pile, ...)


# -- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Move:
    parts: tuple[Part, ...]
    destinations: tuple[Location, ...]  # empty: the default (supply, discard, out of play)


@dataclass(frozen=True)
class Battle:
    attacker: str | None
    defender: str
    clearing: int
    ambushes: tuple[str, ...]  # suits: the defender's first, then the attacker's
    rolls: tuple[int, int] | None


@dataclass(frozen=True)
class Score:
    faction: str | None
    points: int  # negative for `--`


@dataclass(frozen=True)
class MarkerToBoard:
    """`++-><F>$`: the VP marker leaves the track (dominance, coalition)."""

    board: str | None


@dataclass(frozen=True)
class Craft:
    item: str | None  # item letter for `Z%h`
    card: str | None  # card name for `Zcobbler`


@dataclass(frozen=True)
class Reveal:
    cards: tuple[Part, ...]  # empty: the whole hand
    faction: str | None
    target: str | None  # None: the whole table


@dataclass(frozen=True)
class SetMarker:
    """`$_<slot>-><value>` on a faction board: decree discard (`$_->`), prices
    (`$_h->3`, `$_->3`), funds (`$_f->2`), outcast (`$_o->M`, `$_ho->F`),
    relationship (`$_C->1`, `V$_C->a`)."""

    markers: tuple[tuple[str | None, str], ...]  # (board letter or None, slot) each
    value: str


Action = Move | Battle | Score | MarkerToBoard | Craft | Reveal | SetMarker

# -- the pieces of the grammar ---------------------------------------------------------------
_F = r"[A-Z]"
_BATTLE = re.compile(rf"^({_F})?X({_F})(\d+)((?:[BFMR]@)*)(?:\((\d+),(\d+)\))?$")
_SCORE = re.compile(rf"^({_F})?(\+\+|--)(\d*)$")
_MARKER_TO_BOARD = re.compile(rf"^\+\+->({_F})?\$$")
_CRAFT = re.compile(r"^Z(?:%([a-z])|([a-z@]+))$")
_SET_MARKER = re.compile(rf"^({_F})?\$_(\w*)$")
_COUNT = re.compile(r"^(\d*)(.*)$", re.S)
_PIECE = re.compile(rf"^({_F})?([wpbtr])(?:_([a-z]))?(.*)$", re.S)
_CARD = re.compile(r"^([BFMR])?#([a-z@]*)(.*)$", re.S)
_SUIT_GROUP = re.compile(r"^(\d*)([BFMR])$")
_ITEM = re.compile(r"^%([a-z_])(.*)$", re.S)
_NAME = re.compile(r"^([a-z@]*)(.*)$", re.S)


def split_actions(body: str) -> list[str]:
    """The actions of a turn line (after `F:`, comment removed), spaces dropped:
    writers put spaces around actions, never inside one."""
    actions = [re.sub(r"\s+", "", a) for a in re.split(r"[/;]", body)]
    return [a for a in actions if a]


def parse_action(text: str) -> Action:
    if "<->" in text or text.startswith("?"):
        raise RootlogSyntaxError(
            "tricks and exposure are Corvid Conspiracy notation, which this reader does not know"
        )
    if m := _MARKER_TO_BOARD.match(text):
        return MarkerToBoard(m[1])
    if m := _SCORE.match(text):
        points = int(m[3]) if m[3] else 1
        return Score(m[1], points if m[2] == "++" else -points)
    if m := _BATTLE.match(text):
        rolls = (int(m[5]), int(m[6])) if m[5] is not None else None
        ambushes = tuple(m[4].replace("@", ""))
        if len(ambushes) > 2:
            raise RootlogSyntaxError("a battle has at most two ambushes (defender's, attacker's)")
        return Battle(m[1], m[2], int(m[3]), ambushes, rolls)
    if m := _CRAFT.match(text):
        return Craft(m[1], m[2])
    if "->" in text:
        return _parse_move(text)
    if "^" in text:
        return _parse_reveal(text)
    raise RootlogSyntaxError(
        "not an action: expected a move `->`, a battle `X`, points `++`/`--`, a craft `Z` "
        "or a reveal `^`"
    )


def _parse_move(text: str) -> Action:
    left, _, right = text.partition("->")
    if "->" in right:
        raise RootlogSyntaxError("one `->` per action")
    markers = [_SET_MARKER.match(side) for side in left.split("+")]
    if all(markers):
        return SetMarker(tuple((m[1], m[2]) for m in markers if m), right)
    if not left:
        raise RootlogSyntaxError("nothing before `->`: name the pieces, cards or items moved")
    parts = _parse_things(left)
    is_item = all(isinstance(p.thing, Item) for p in parts)
    destinations = tuple(_parse_destination(d, is_item) for d in right.split("+") if right)
    return Move(tuple(parts), destinations)


def _parse_reveal(text: str) -> Reveal:
    left, _, target = text.partition("^")
    if target and not re.fullmatch(_F, target):
        raise RootlogSyntaxError(f"a reveal goes to a faction letter or the table, not `{target}`")
    if re.fullmatch(_F, left) or not left:
        return Reveal((), left or None, target or None)
    faction = None
    if left[-1].isupper() and not left.endswith("#"):
        faction, left = left[-1], left[:-1]
    parts = _parse_things(left)
    if not all(isinstance(p.thing, Card) and p.start is None for p in parts):
        raise RootlogSyntaxError(
            "only cards are revealed (flipping plots and relics is notation of factions "
            "this reader does not know)"
        )
    return Reveal(tuple(parts), faction, target or None)


def _split_top(text: str) -> list[str]:
    """Split at `+` outside parentheses."""
    out, depth, current = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                raise RootlogSyntaxError("a `)` without its `(`")
        if ch == "+" and depth == 0:
            out.append(current)
            current = ""
        else:
            current += ch
    if depth:
        raise RootlogSyntaxError("a `(` without its `)`")
    out.append(current)
    if any(not s for s in out):
        raise RootlogSyntaxError("an empty side of `+`")
    return out


def _parse_things(text: str) -> list[Part]:
    parts: list[Part] = []
    for side in _split_top(text):
        parts.extend(_parse_side(side))
    return parts


def _parse_side(side: str) -> list[Part]:
    m = _COUNT.match(side)
    assert m is not None
    count = int(m[1]) if m[1] else 1
    rest = m[2]
    if count == 0:
        raise RootlogSyntaxError("a count of 0")
    if rest.startswith("("):
        close, depth = -1, 0
        for i, ch in enumerate(rest):
            depth += (ch == "(") - (ch == ")")
            if depth == 0:
                close = i
                break
        if close < 0:
            raise RootlogSyntaxError("a `(` without its `)`")
        inner, after = rest[1:close], rest[close + 1:]
        if after.startswith("#"):  # `(2F+M)#name`: suits of cards
            suits = []
            for s in _split_top(inner):
                g = _SUIT_GROUP.match(s)
                if not g:
                    raise RootlogSyntaxError(f"`{s}` is not a suit in `({inner})#`")
                suits.append((g[2], int(g[1]) if g[1] else 1))
            name_m = _NAME.match(after[1:])
            assert name_m is not None
            start = _parse_location(name_m[2], item=False, start=True)
            total = sum(n for _, n in suits) * count
            return [Part(total, Card(tuple(suits), name_m[1] or None), start)]
        inner_parts = _parse_things(inner)
        is_item = all(isinstance(p.thing, Item) for p in inner_parts)
        start = _parse_location(after, item=is_item, start=True)
        return [
            Part(p.count * count, p.thing, p.start if p.start is not None else start)
            for p in inner_parts
        ]
    thing, after = _parse_thing(rest)
    start = _parse_location(after, item=isinstance(thing, Item), start=True)
    return [Part(count, thing, start)]


def _parse_thing(text: str) -> tuple[Thing, str]:
    if m := _ITEM.match(text):
        return Item(m[1]), m[2]
    if m := _CARD.match(text):
        suits = ((m[1], 1),) if m[1] else ()
        return Card(suits, m[2] or None), m[3]
    if m := _PIECE.match(text):
        return Piece(m[1], m[2], m[3]), m[4]
    raise RootlogSyntaxError(
        f"`{text}` is not a piece (`[F]w`, `b_s`...), a card (`F#`, `#name`) or an item (`%s`)"
    )


def _parse_destination(text: str, item: bool) -> Location:
    location = _parse_location(text, item=item)
    if location is None:
        raise RootlogSyntaxError("an empty side of `+` after `->`")
    return location


_FOREST = re.compile(r"^\d+(?:_\d+)+$")
_BOARD = re.compile(rf"^({_F})?\$(?:_(\w*))?$")
_ITEM_PLACE = re.compile(r"^[sdt]?[re]?$")


def _parse_location(text: str, item: bool, start: bool = False) -> Location | None:
    if not text:
        return None
    if text.isdigit():
        return Location("clearing", clearing=int(text))
    if _FOREST.match(text):
        return Location("forest", forest=text)
    if text == "*":
        if not start:
            raise RootlogSyntaxError("the discard pile `*` is only a start")
        return Location("discard")
    if text == "Q":
        return Location("quests")
    if re.fullmatch(_F, text):
        return Location("hand", faction=text)
    if m := _BOARD.match(text):
        if m[2] is None:
            return Location("board", faction=m[1])
        return Location("board_slot", faction=m[1], slot=m[2])
    if item and _ITEM_PLACE.match(text):
        return Location("item_place", slot=text)
    raise RootlogSyntaxError(f"`{text}` is not a location")
