"""A typed Rootlog action (syntax.py's records) written back as Rootlog 2.8 text.

The inverse of `syntax.parse_action` up to the spec's optional spellings: a count of one and
`++1` are left out, things sharing one start are grouped (`(w+2Cw+Cb_s)3->`, the spec's
"Group Combined Pieces"), several suits of cards are grouped before `#` (`(2F+M)#`).
`parse_action(write_action(a)) == a` for every record the reader makes; the spec's own
examples come back letter for letter (tests/games/root/rootlog/test_spec_examples.py).
"""

from __future__ import annotations

from games.root.rootlog_reader.syntax import (
    Action,
    Battle,
    Card,
    Craft,
    Item,
    Location,
    MarkerToBoard,
    Move,
    Part,
    Piece,
    Reveal,
    Score,
    SetMarker,
    Thing,
)


def write_action(action: Action) -> str:
    if isinstance(action, Move):
        return _things(action.parts) + "->" + "+".join(map(_location, action.destinations))
    if isinstance(action, Battle):
        return _battle(action)
    if isinstance(action, Score):
        sign = "++" if action.points > 0 else "--"
        points = abs(action.points)
        return f"{action.faction or ''}{sign}{points if points != 1 else ''}"
    if isinstance(action, MarkerToBoard):
        return f"++->{action.board or ''}$"
    if isinstance(action, Craft):
        return f"Z%{action.item}" if action.item else f"Z{action.card}"
    if isinstance(action, Reveal):
        cards = _things(action.cards) if action.cards else ""
        return f"{cards}{action.faction or ''}^{action.target or ''}"
    assert isinstance(action, SetMarker)
    markers = "+".join(f"{board or ''}$_{slot}" for board, slot in action.markers)
    return f"{markers}->{action.value}"


def _battle(battle: Battle) -> str:
    ambushes = "".join(f"{suit}@" for suit in battle.ambushes)
    rolls = f"({battle.rolls[0]},{battle.rolls[1]})" if battle.rolls else ""
    return f"{battle.attacker or ''}X{battle.defender}{battle.clearing}{ambushes}{rolls}"


def _things(parts: tuple[Part, ...]) -> str:
    """One start shared by several things is written once, after a group."""
    starts = {part.start for part in parts}
    if len(parts) > 1 and len(starts) == 1 and None not in starts:
        inner = "+".join(_counted(part) for part in parts)
        return f"({inner}){_location(parts[0].start)}"
    return "+".join(_counted(part) + _location(part.start) for part in parts)


def _counted(part: Part) -> str:
    thing = part.thing
    if isinstance(thing, Card) and (len(thing.suits) > 1 or any(n > 1 for _, n in thing.suits)):
        per_group = sum(n for _, n in thing.suits)
        suits = "+".join(f"{n if n > 1 else ''}{suit}" for suit, n in thing.suits)
        return f"{_count(part.count // per_group)}({suits})#{thing.name or ''}"
    return _count(part.count) + _thing(thing)


def _count(n: int) -> str:
    return "" if n == 1 else str(n)


def _thing(thing: Thing) -> str:
    if isinstance(thing, Piece):
        letter = f"_{thing.letter}" if thing.letter else ""
        return f"{thing.faction or ''}{thing.kind}{letter}"
    if isinstance(thing, Card):
        suit = thing.suits[0][0] if thing.suits else ""
        return f"{suit}#{thing.name or ''}"
    assert isinstance(thing, Item)
    return f"%{thing.kind}"


def _location(location: Location | None) -> str:
    if location is None:
        return ""
    kind = location.kind
    if kind == "clearing":
        return str(location.clearing)
    if kind == "forest":
        return str(location.forest)
    if kind == "hand":
        return str(location.faction)
    if kind == "board":
        return f"{location.faction or ''}$"
    if kind == "board_slot":
        return f"{location.faction or ''}$_{location.slot}"
    if kind == "discard":
        return "*"
    if kind == "quests":
        return "Q"
    return str(location.slot)  # item_place: a Vagabond's board area and/or side
