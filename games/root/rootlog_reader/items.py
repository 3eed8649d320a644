"""Items on faction boards, as a Rootlog file moves them, kept in the engine's item model.

One item model in the project (issue 28): a Vagabond's item is the engine's record
(games/root/factions/vagabond/board.py, `vb.new_item`: `{"item", "exhausted", "damaged"}`),
his starting items the engine's (`vb.start_items`), a track's room the engine's rule
(`vb.track_room`, 9.2.5.I); another faction's crafted items are kinds in a list, as the
engine's `crafted_items` (they have no area and no side). What a file leaves open is carried
in the record itself, typed: `exhausted` or `damaged` is `None` when the file did not say
(on another player's turn the spec cannot: `%fV$->d` may damage a face-up or a face-down
boot). One field is the file's own: `track`, whether an undamaged item is on its track. The
engine derives that from the side (a face-up tea, coin or bag is on its track while there is
room); Rootlog writes it (the spec's board areas `s` satchel, `d` damaged, `t` tracks), and
a file may keep a face-down item on its track, as the printed board does (9.2.5.I puts it
there; nothing takes it off when exhausted). `None` there too when the file left it open.

Rootlog's words map onto the record: area `d` is `damaged`, `t` an undamaged item with
`track`, `s` one without; side `e` (face down) is `exhausted`, `r` is not.

A Vagabond's items are known from the moment his character card is placed (`#thief->$`: his
starting items, face up, tea/coin/bag on their tracks as the printed setup puts them);
before that his board is not checked, since a file from another tool may not record the
character.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from games.root.factions.vagabond import board as vb

AREAS = {"s": "satchel", "d": "damaged", "t": "track"}


class FileItem(TypedDict):
    """The engine's item record (`vb.new_item`) as a file knows it: `None` is "not said"."""

    item: str
    exhausted: bool | None
    damaged: bool | None
    track: bool | None  # on its track (when undamaged): Rootlog's area `t`, not `s`


def _either(yes: bool, no: bool) -> bool | None:
    """True or False when only one is possible, None when both are."""
    return None if yes and no else yes


def file_item(kind: str, area: str) -> FileItem:
    """An item gained (the engine's record: face up, undamaged) in the area named."""
    record = vb.new_item(kind)
    return FileItem(item=kind, exhausted=record["exhausted"], damaged=record["damaged"],
                    track=area == "t")


def areas(item: FileItem) -> set[str]:
    """The areas the item may be in."""
    found = set() if item["damaged"] is False else {"d"}
    if item["damaged"] is not True:
        found |= {a for a, on in (("t", True), ("s", False)) if item["track"] in (on, None)}
    return found


def sides(item: FileItem) -> set[bool]:
    """The sides it may show: True is face down (exhausted)."""
    return {False, True} if item["exhausted"] is None else {item["exhausted"]}


def set_areas(item: FileItem, where: set[str]) -> None:
    undamaged = where - {"d"}
    item["damaged"] = _either("d" in where, bool(undamaged))
    if undamaged:
        item["track"] = _either("t" in undamaged, "s" in undamaged)


def set_sides(item: FileItem, shown: set[bool]) -> None:
    item["exhausted"] = _either(True in shown, False in shown)


def fits(item: FileItem, area: str | None, exhausted: bool | None) -> bool:
    return (area is None or area in areas(item)) and (exhausted is None or exhausted in sides(item))


@dataclass(frozen=True)
class Change:
    """What a move does to each item it takes: leave its board (to another board, or out of
    play), go to another area, flip to a side; None for what stays as it is."""

    leaves: bool
    area: str | None = None
    exhausted: bool | None = None

    def alters(self, item: FileItem) -> bool:
        return (
            self.leaves
            or (self.area is not None and areas(item) != {self.area})
            or (self.exhausted is not None and sides(item) != {self.exhausted})
        )


class ItemError(Exception):
    """The board does not hold the items a move names; the message says what is missing."""


def describe(kind: str | None, area: str | None, exhausted: bool | None) -> str:
    side = "" if exhausted is None else ("face-down " if exhausted else "face-up ")
    where = "" if area is None else f" ({AREAS[area]})"
    return f"{side}{kind or 'item'}{where}"


def _uncertainty(item: FileItem) -> tuple[int, int]:
    """Known items first, then from the satchel, the tracks, damaged."""
    where = areas(item)
    return (len(where) + len(sides(item)), min(map("std".index, where)))


class ItemBoards:
    """Each Vagabond's items (engine records; None while his character is not recorded) and
    each other faction's crafted items (kinds, as the engine's `crafted_items`). `vagabonds`:
    the letters of the boards with item areas (board.py `board_letters("items")`)."""

    def __init__(self, factions: tuple[str, ...], vagabonds: tuple[str, ...] = ()) -> None:
        self.vagabonds: dict[str, list[FileItem] | None] = {
            f: None for f in factions if f in vagabonds
        }
        self.crafted: dict[str, list[str]] = {f: [] for f in factions if f not in vagabonds}

    def known(self, board: str) -> bool:
        return board in self.crafted or self.vagabonds.get(board) is not None

    def kinds(self, board: str) -> list[str]:
        """The kinds of the items on a board, in order."""
        if board in self.crafted:
            return list(self.crafted[board])
        return [i["item"] for i in self.vagabonds.get(board) or []]

    def set_character(self, board: str, character: str) -> None:
        self.vagabonds[board] = [
            file_item(kind, "t" if vb.track_room(kind) else "s")
            for kind in vb.start_items(character)
        ]

    def take(self, board: str, kind: str | None, count: int | None, area: str | None,
             exhausted: bool | None, change: Change) -> list[str]:
        """The items a move takes on `board`, changed as it says: their kinds."""
        if board in self.crafted:
            return self._take_crafted(board, kind, count, area, exhausted, change)
        items = self.vagabonds[board]
        assert items is not None
        chosen = self._select(board, items, kind, count, area, exhausted, change)
        self._apply(board, items, chosen, change)
        return [i["item"] for i in chosen]

    def _take_crafted(self, board: str, kind: str | None, count: int | None, area: str | None,
                      exhausted: bool | None, change: Change) -> list[str]:
        """Crafted items have no area and no side (2.5.5): they only leave."""
        held = self.crafted[board]
        if not change.leaves or area not in (None, "s") or exhausted:
            raise ItemError(f"`{board}`'s crafted items have no area or side: they only leave")
        matching = [k for k in held if kind is None or k == kind]
        if count is not None and len(matching) < count:
            what = describe(kind, None, None)
            raise ItemError(f"{count} {what} wanted on `{board}`'s board, which has "
                            f"{len(matching)}")
        taken = matching if count is None else matching[:count]
        for k in taken:
            held.remove(k)
        return taken

    @staticmethod
    def _select(
        board: str, items: list[FileItem], kind: str | None, count: int | None,
        area: str | None, exhausted: bool | None, change: Change,
    ) -> list[FileItem]:
        """`count` items (None: all that match, `%_`), each one the move alters; known ones
        first, from the satchel, then the tracks, then damaged."""
        matching = [i for i in items if kind in (None, i["item"]) and fits(i, area, exhausted)]
        altered = sorted((i for i in matching if change.alters(i)), key=_uncertainty)
        if count is None:
            return altered
        if len(altered) < count:
            what = describe(kind, area, exhausted)
            owner = f"`{board}`'s board"
            if len(matching) >= count:
                raise ItemError(f"no {what} on {owner} that this move would change")
            raise ItemError(f"{count} {what} wanted on {owner}, which has {len(matching)}")
        chosen = altered[:count]
        _blur(chosen, altered[count:], change)
        return chosen

    def _apply(self, board: str, items: list[FileItem], chosen: list[FileItem],
               change: Change) -> None:
        for item in chosen:
            if change.leaves:
                items.remove(item)
                continue
            if change.area is not None:
                set_areas(item, {change.area})
            if change.exhausted is not None:
                set_sides(item, {change.exhausted})
        self.check_tracks(board)

    def add(self, board: str, kinds: list[str], area: str | None = None,
            exhausted: bool | None = None) -> None:
        """Items arriving on a board (crafted, from a ruin, given): face up, in the satchel
        (the engine's new item), then in the area and on the side the move names."""
        if board in self.crafted:
            self.crafted[board] += kinds
            return
        items = self.vagabonds.get(board)
        if items is None:
            return
        arrived = [file_item(kind, "s") for kind in kinds]
        items += arrived
        if area is not None or exhausted is not None:
            self._apply(board, items, arrived, Change(False, area, exhausted))

    def check_tracks(self, board: str) -> None:
        """9.2.5.I (the engine's `track_room`): only teas, coins and bags on their tracks,
        three of each."""
        items = self.vagabonds.get(board) or []
        on_track = [i["item"] for i in items if areas(i) == {"t"}]
        for kind in dict.fromkeys(on_track):
            room = vb.track_room(kind)
            if not room:
                kinds = ", ".join(k for k in vb.rules_data()["track_items"])
                raise ItemError(f"only {kinds} go on a track, not {kind}")
            if on_track.count(kind) > room:
                raise ItemError(f"a {kind} track holds {room}, not {on_track.count(kind)}")


def _blur(chosen: list[FileItem], others: list[FileItem], change: Change) -> None:
    """When the move could have taken other items than those chosen (they differ in area or
    side and the move did not say), the reader no longer knows which is where: each of them
    may be what any of them was, in what the move did not set."""
    for group in {i["item"] for i in chosen}:
        pool = [i for i in chosen + others if i["item"] == group]
        if len(pool) == len([i for i in chosen if i["item"] == group]):
            continue
        where = set().union(*(areas(i) for i in pool))
        shown = set().union(*(sides(i) for i in pool))
        if len(where) == 1 and len(shown) == 1:
            continue
        for item in pool:
            taken = any(item is c for c in chosen)
            if change.area is None or not taken:
                set_areas(item, where)
            if change.exhausted is None or not taken:
                set_sides(item, shown)
