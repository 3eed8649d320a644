"""The board a Rootlog file changes: pieces by place, the supply, ruins, items, VP.

Independent of the game engine's state on purpose: a Rootlog file from any tool is read
against the printed game (the Fall map, the printed piece counts), not against our rules
engine, so the checker can catch our exporter and our engine disagreeing. Its models are the
engine's all the same: the map (games/root/mapdata.py), the ruins and the items (items.py:
the engine's item records, what the file leaves open typed in them).

A place is a clearing (`"5"`), a forest (`"1_2_5_10"`, the Rootlog id) or a faction board
(`"O$"`: the Alliance's officers, the Cult's acolytes, the Riverfolk's payments). A piece is
`(faction letter, key)`, the key being Rootlog's piece text: `w`, `b_s`, `t_k`, `p`...
What is in no place is in its faction's supply.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games.core.data import load_json
from games.root.cards import full_deck
from games.root.factions.vagabond import board as vb
from games.root.mapdata import Map, load_map
from games.root.rootlog import tables
from games.root.rootlog_reader.items import ItemBoards

PieceKey = tuple[str, str]  # (faction letter, Rootlog piece key)


@dataclass(frozen=True)
class PieceSpec:
    limit: int
    suit: str | None  # bases, gardens, trade posts: only in clearings of this suit


@cache
def rootlog_data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("root", "rootlog_reader.json")
    return data


@cache
def board_letters(form: str) -> tuple[str, ...]:
    """The letters of the factions whose boards have a Rootlog form of their own (`decree`,
    `funds`, `items`...: the `boards` table of data/root/rootlog.json): `("V", "G")` for a
    Vagabond's items. The reader asks this, never a faction's letter."""
    return tuple(tables.letter(f) for f in tables.holders(form))


def board_letter(form: str) -> str:
    """The letter of the one faction whose board has that form (the Decree: `E`)."""
    return board_letters(form)[0]


def keep_key(faction_letter: str) -> str:
    """The Rootlog key of a faction's keep (`t_k`)."""
    names = {v: k for k, v in tables.letters().items()}
    return tables.piece(names[faction_letter], "keep")


@cache
def piece_catalog() -> dict[str, dict[str, PieceSpec]]:
    """Each faction letter's pieces and their printed counts: from factions.json when the
    faction board is there (one number, one place), else from rootlog_reader.json."""
    boards = load_json("root", "factions.json")
    catalog: dict[str, dict[str, PieceSpec]] = {}
    for letter, faction in rootlog_data()["factions"].items():
        pieces = {}
        for key, spec in faction["pieces"].items():
            if "piece" in spec:
                limit = int(boards[faction["board"]]["pieces"][spec["piece"]])
            else:
                limit = int(spec["limit"])
            pieces[key] = PieceSpec(limit, spec.get("suit"))
        catalog[letter] = pieces
    return catalog


def item_supply() -> dict[str, int]:
    """The common supply of items as the engine sets it up (2.5.5)."""
    supply = load_json("root", "general.json")["items_supply"]
    return {kind: int(n) for kind, n in supply.items()}


@dataclass
class Board:
    factions: tuple[str, ...]
    map: Map = field(default_factory=lambda: load_map("fall"))
    places: dict[str, Counter[PieceKey]] = field(default_factory=dict)
    # The ruins as the engine keeps them (games/root/factions/vagabond/board.py
    # `ruins_at_setup`): items left under each ruin by clearing, and the "R" items left.
    ruins: dict[str, int] = field(default_factory=dict)
    ruin_pool: list[str] = field(default_factory=list)
    items_supply: dict[str, int] = field(default_factory=item_supply)
    boards: ItemBoards = field(default_factory=lambda: ItemBoards(()))  # items on faction boards
    # Cards counted (not named): each hand (three dealt in setup, not written), each Decree
    # column (the Loyal Viziers apart: not written).
    hands: dict[str, int] = field(default_factory=dict)
    decree: Counter[str] = field(default_factory=Counter)
    vp: dict[str, int] = field(default_factory=dict)
    # VP markers moved to a board (`++->$` dominance, `++->E$` coalition): faction -> board
    off_track: dict[str, str] = field(default_factory=dict)
    # The draw and discard piles, counted for the picture (`rootlog render`), never checked:
    # cards drawn, discarded, taken from the pile (`*`); an empty draw pile takes the
    # discards (Law 3.5.2). Cards a file sends elsewhere unwritten are not followed.
    deck: int = 0
    discard: int = 0
    # Markers as last set, by (board letter, slot): `("L", "o")` -> "F", `("O", "h")` -> "3",
    # `("O", "f")` -> "2", `("V", "C")` -> "h"; read for the picture, checked by replay.py.
    markers: dict[tuple[str, str], str] = field(default_factory=dict)
    characters: dict[str, str] = field(default_factory=dict)  # a Vagabond's, from `#thief->$`

    def __post_init__(self) -> None:
        # A second Vagabond puts a second item under each ruin (Law 9.7.1).
        per_ruin = max(1, sum(f in board_letters("items") for f in self.factions))
        ruins = [c.id for c in self.map.clearings.values() if c.ruin]
        self.ruins, self.ruin_pool = vb.ruins_at_setup(ruins, per_ruin)
        self.vp = {f: 0 for f in self.factions}
        self.boards = ItemBoards(self.factions, board_letters("items"))
        general = load_json("root", "general.json")
        self.hands = {f: int(general["starting_hand"]) for f in self.factions}
        self.deck = len(full_deck()) - sum(self.hands.values())

    def count_pile(self, count: int, drawn: bool, taken: bool = False) -> None:
        if taken:
            self.discard = max(0, self.discard - count)
        elif drawn:
            self.deck -= count
            if self.deck < 0:  # the discard pile shuffled into a new draw pile (3.5.2)
                self.deck, self.discard = max(0, self.deck + self.discard), 0
        else:
            self.discard += count

    def count(self, place: str, piece: PieceKey) -> int:
        return self.places.get(place, Counter())[piece]

    def in_supply(self, piece: PieceKey) -> int:
        faction, key = piece
        placed = sum(pieces[piece] for pieces in self.places.values())
        return piece_catalog()[faction][key].limit - placed

    def pieces_at(self, place: str) -> Counter[PieceKey]:
        return self.places.get(place, Counter())

    def where(self, piece: PieceKey) -> str | None:
        """The place of a single piece (a pawn); None when in the supply."""
        for place, pieces in self.places.items():
            if pieces[piece]:
                return place
        return None

    def buildings_in(self, clearing: int) -> int:
        """Building slots taken: every faction's buildings and a ruin still there (2.2.3)."""
        built = sum(n for (_, key), n in self.pieces_at(str(clearing)).items() if key[0] == "b")
        return built + (str(clearing) in self.ruins)

    def move(self, piece: PieceKey, count: int, start: str | None, dest: str | None) -> None:
        """Move pieces (None: the supply). Checked by the caller."""
        if start is not None:
            self.places[start][piece] -= count
            if not self.places[start][piece]:
                del self.places[start][piece]
        if dest is not None:
            self.places.setdefault(dest, Counter())[piece] += count
