"""Items on faction boards, as a Rootlog file moves them.

A Vagabond's board has three areas (the spec's "Board Areas"): `s` the satchel, `d` damaged,
`t` the tracks (tea, coins and bags only, three of each); every item is face up (`r`,
refreshed) or face down (`e`, exhausted). Other factions keep crafted items on their boards
(face up). A Vagabond's items are known from the moment his character card is placed
(`#thief->$`: his starting items, face up, tea/coin/bag on their tracks as the printed setup
puts them); before that his board is not checked, since a file from another tool may not
record the character.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core.data import load_json

AREAS = {"s": "satchel", "d": "damaged", "t": "track"}
VAGABONDS = ("V", "G")


@dataclass
class BoardItem:
    """An item on a board. Its area and side are sets of what they may be: one value when
    the file says it; several when a move did not say which of two items it took (on another
    player's turn the spec cannot: `%fV$->d` may damage a face-up or a face-down boot)."""

    kind: str  # item name: "boot"
    areas: set[str]  # s, d, t
    sides: set[bool]  # exhausted or not

    def fits(self, area: str | None, exhausted: bool | None) -> bool:
        return (area is None or area in self.areas) and (
            exhausted is None or exhausted in self.sides
        )


@dataclass(frozen=True)
class Change:
    """What a move does to each item it takes: leave its board (to another board, or out of
    play), go to another area, flip to a side; None for what stays as it is."""

    leaves: bool
    area: str | None = None
    exhausted: bool | None = None

    def alters(self, item: BoardItem) -> bool:
        return (
            self.leaves
            or (self.area is not None and item.areas != {self.area})
            or (self.exhausted is not None and item.sides != {self.exhausted})
        )


class ItemError(Exception):
    """The board does not hold the items a move names; the message says what is missing."""


def vagabond_rules() -> dict[str, Any]:
    rules: dict[str, Any] = load_json("root", "factions.json")["vagabond"]
    return rules


def describe(kind: str | None, area: str | None, exhausted: bool | None) -> str:
    side = "" if exhausted is None else ("face-down " if exhausted else "face-up ")
    where = "" if area is None else f" ({AREAS[area]})"
    return f"{side}{kind or 'item'}{where}"


class ItemBoards:
    def __init__(self, factions: tuple[str, ...]) -> None:
        # None: a Vagabond whose character is not recorded yet, so his items are unknown.
        self.items: dict[str, list[BoardItem] | None] = {
            f: (None if f in VAGABONDS else []) for f in factions
        }

    def known(self, board: str) -> bool:
        return self.items.get(board) is not None

    def set_character(self, board: str, character: str) -> None:
        rules = vagabond_rules()
        on_track = set(rules["track_items"])
        self.items[board] = [
            BoardItem(kind, {"t" if kind in on_track else "s"}, {False})
            for kind in rules["characters"][character]["start_items"]
        ]

    def select(
        self, board: str, kind: str | None, count: int | None, area: str | None,
        exhausted: bool | None, change: Change,
    ) -> list[BoardItem]:
        """The items a move takes on `board`: `count` of them (None: all that match, `%_`),
        each one the move alters; known ones first, from the satchel, then the tracks, then
        damaged."""
        items = self.items[board]
        assert items is not None
        matching = [
            i for i in items if (kind is None or i.kind == kind) and i.fits(area, exhausted)
        ]
        altered = [i for i in matching if change.alters(i)]
        altered.sort(key=lambda i: (len(i.areas) + len(i.sides), min(map("std".index, i.areas))))
        if count is None:
            return altered
        if len(altered) < count:
            what = describe(kind, area, exhausted)
            owner = f"`{board}`'s board"
            if len(matching) >= count:
                raise ItemError(f"no {what} on {owner} that this move would change")
            raise ItemError(f"{count} {what} wanted on {owner}, which has {len(matching)}")
        chosen = altered[:count]
        self._blur(chosen, altered[count:], change)
        return chosen

    @staticmethod
    def _blur(chosen: list[BoardItem], others: list[BoardItem], change: Change) -> None:
        """When the move could have taken other items than those chosen (they differ in area
        or side and the move did not say), the reader no longer knows which is where: each of
        them may be what any of them was, in what the move did not set."""
        for group in {i.kind for i in chosen}:
            pool = [i for i in chosen + others if i.kind == group]
            if len(pool) == len([i for i in chosen if i.kind == group]):
                continue
            areas = set().union(*(i.areas for i in pool))
            sides = set().union(*(i.sides for i in pool))
            if len(areas) == 1 and len(sides) == 1:
                continue
            for item in pool:
                taken = any(item is c for c in chosen)
                if change.area is None or not taken:
                    item.areas = set(areas)
                if change.exhausted is None or not taken:
                    item.sides = set(sides)

    def apply(self, board: str, chosen: list[BoardItem], change: Change) -> None:
        items = self.items[board]
        assert items is not None
        for item in chosen:
            if change.leaves:
                items.remove(item)
                continue
            if change.area is not None:
                item.areas = {change.area}
            if change.exhausted is not None:
                item.sides = {change.exhausted}
        self.check_tracks(board)

    def add(self, board: str, kinds: list[str]) -> None:
        """Items arriving on a board (crafted, from a ruin, given): face up, in the satchel."""
        items = self.items.get(board)
        if items is not None:
            items.extend(BoardItem(kind, {"s"}, {False}) for kind in kinds)

    def check_tracks(self, board: str) -> None:
        rules = vagabond_rules()
        items = self.items[board] or []
        for kind in {i.kind for i in items if i.areas == {"t"}}:
            if kind not in rules["track_items"]:
                raise ItemError(f"only {', '.join(rules['track_items'])} go on a track, not {kind}")
            on_track = sum(1 for i in items if i.areas == {"t"} and i.kind == kind)
            if on_track > rules["track_size"]:
                raise ItemError(f"a {kind} track holds {rules['track_size']}, not {on_track}")
