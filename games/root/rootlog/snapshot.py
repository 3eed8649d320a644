"""What a Rootlog file records of a Root position, taken at each point the
writer compares: the pieces on the map, the scores, the faction boards as
everyone sees them (games/root/views.py `public_view`), and where every card is.

The cards are the one thing read from the state itself: to write "the Marquise
gave a card to the Alliance" the writer must know which hand a card left, even
when nobody may know which card it was. Which card it was is written only when
the table could see it (changes.py `_visible`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from games.root.board import RUIN
from games.root.rootlog import tables
from games.root.views import public_view

if TYPE_CHECKING:
    from games.root.state import RootState
    from games.root.view_types import RootView

DECK, DISCARD, AVAILABLE, SUPPORTERS = "deck", "discard", "available", "supporters"
LOST = "lost"  # "lost:lizards": the Lizard Cult's Lost Souls, where discards go (10.2.6)
REVEALED = "revealed"  # "revealed:lizards": the Cult's cards revealed to the table (10.5)
# A card's place: one of the above, or "hand:<faction>", "decree:<column>",
# "board:<faction>" (an improvement in play, the Cult's revealed cards),
# "dominance:<faction>" (activated), "lost:<faction>" (the Cult's Lost Souls),
# "revealed:<faction>" (the Cult's revealed cards, still its hand's: 10.5).

Piece = tuple[str, str, str]  # (clearing number or forest id, owner, kind)
Item = tuple[str, str, str]  # (item, area s/d/t, state r/e)


@dataclass
class Snapshot:
    factions: list[str] = field(default_factory=list)
    pieces: Counter[Piece] = field(default_factory=Counter)
    vp: dict[str, int] = field(default_factory=dict)
    cards: dict[str, str] = field(default_factory=dict)  # instance -> place
    shown: set[str] = field(default_factory=set)  # cards in a hand that the table knows
    crafted: dict[str, Counter[str]] = field(default_factory=dict)  # items on a board
    items: dict[str, Counter[Item]] = field(default_factory=dict)  # each Vagabond's
    relationships: dict[str, dict[str, str]] = field(default_factory=dict)
    characters: dict[str, str] = field(default_factory=dict)
    coalitions: dict[str, str] = field(default_factory=dict)
    quests_done: dict[str, list[str]] = field(default_factory=dict)
    # Warriors in a board's box of its own, by faction: the Alliance's officers (8.2.4),
    # the Cult's acolytes (10.2.3); the boxes are tables.warriors_on_board()
    on_board: dict[str, int] = field(default_factory=dict)
    outcast: tuple[str, bool] | None = None  # the Cult's Outcast suit, Hated or not
    leader: str | None = None
    decree_cards: int = 0
    dominance: dict[str, str] = field(default_factory=dict)
    prices: dict[str, int] = field(default_factory=dict)  # the Riverfolk's services (11.2.7)
    funds: int = 0  # warriors in the Riverfolk's Funds box (11.2.4), not the other boxes
    battle: dict[str, Any] | None = None

    def pawn_place(self, faction: str) -> str | None:
        return next((p for (p, owner, kind), n in self.pieces.items()
                     if owner == faction and kind == "pawn" and n > 0), None)


def take(state: RootState) -> Snapshot:
    view = public_view(state)  # what `state.view(None)` returns, typed
    snap = Snapshot(factions=list(view["factions"]), vp=dict(view["vp"]),
                    dominance=dict(view["dominance"]),
                    battle=cast("dict[str, Any] | None", view["last_battle"]))
    for number, spot in view["board"].items():
        for owner, count in spot["warriors"].items():
            snap.pieces[(number, owner, "warrior")] += count
        for owner, kind in [*spot["buildings"], *spot["tokens"]]:
            if owner != RUIN:  # a ruin leaves when it is empty: Rootlog does not write it
                snap.pieces[(number, owner, kind)] += 1
        for owner in spot["pawns"]:
            snap.pieces[(number, owner, "pawn")] += 1
    for forest, owners in view.get("forests", {}).items():
        for owner in owners:
            snap.pieces[(forest, owner, "pawn")] += 1
    for shown in view["hands_shown"]:
        snap.shown.update(shown)
    _boards(snap, view)
    _cards(snap, state)
    return snap


def _boards(snap: Snapshot, view: RootView) -> None:
    for faction, items in view["crafted_items"].items():
        snap.crafted[faction] = Counter(items)
    boards: dict[str, Any] = dict(view["faction_boards"])
    for faction, board in boards.items():
        if "satchel" in board:  # a Vagabond (view_types.VagabondBoard)
            held: Counter[Item] = Counter()
            for entry in board["satchel"]:
                held[_item_place(entry, "s")] += 1
            for track in board["tracks"].values():
                for entry in track:
                    held[_item_place(entry, "t")] += 1
            snap.items[faction] = held
            snap.relationships[faction] = dict(board["relationships"])
            if board["character"]:
                snap.characters[faction] = board["character"]
            if board["coalition"]:
                snap.coalitions[faction] = board["coalition"]
            snap.quests_done[faction] = list(board["quests_done"])
        for box in tables.warriors_on_board():
            if box in board:
                snap.on_board[faction] = int(board[box])
        if board.get("outcast"):  # the Lizard Cult
            snap.outcast = (str(board["outcast"]), bool(board["hated"]))
        if "leader" in board:  # the Eyrie
            snap.leader = board["leader"]
        if "prices" in board:  # the Riverfolk
            _payments_and_funds(snap, faction, board)


def _payments_and_funds(snap: Snapshot, faction: str, board: Any) -> None:
    """Prices, funds, and warriors of any faction on its board (11.2.4)."""
    snap.prices = dict(board["prices"])
    snap.funds = sum(int(n) for n in board["funds"].values())
    letter = tables.letter(faction)
    for box in ("payments", "funds", "committed", "tracks"):
        for owner, n in board[box].items():
            snap.pieces[(f"{letter}$", owner, "warrior")] += int(n)


def _item_place(entry: Any, area: str) -> Item:
    state = str(entry["state"])
    damaged = state.startswith("damaged")
    exhausted = state.endswith("exhausted")
    return (str(entry["item"]), "d" if damaged else area, "e" if exhausted else "r")


def _cards(snap: Snapshot, state: RootState) -> None:
    places = snap.cards
    for card in state.deck:
        places[card] = DECK
    for card in state.discard:
        places[card] = DISCARD
    for card in state.available_dominance:
        places[card] = AVAILABLE
    for seat, hand in enumerate(state.hands):
        faction = state.factions[seat]
        for card in hand:
            places[card] = f"hand:{faction}"
    for faction, improvements in state.improvements.items():
        for card in improvements:
            places[card] = f"board:{faction}"
    for faction, card in state.dominance.items():
        places[card] = f"dominance:{faction}"
    for data in state.faction_data.values():
        for card in data.get("supporters", []):  # the Alliance (8.2.3), face down
            places[card] = SUPPORTERS
        for column, listed in (data.get("decree") or {}).items():  # the Eyrie (7.2)
            for card in listed:
                places[card] = f"decree:{column}"
                snap.decree_cards += 1
    for faction, data in state.faction_data.items():
        # The Lizard Cult's Lost Souls and revealed cards (10.2.6, 10.5): Rootlog writes the
        # first as discards and the second as reveals (`^`), never on its board (changes.py).
        for card in data.get("lost_souls", []):
            places[card] = f"{LOST}:{faction}"
        for card in data.get("revealed", []):
            places[card] = f"{REVEALED}:{faction}"
