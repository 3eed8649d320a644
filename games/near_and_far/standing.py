"""Where each player stands during the game: the points they would score if it
ended now, read from the public view alone (rulebook "Final de la partida").

Near and Far has no score track: every point is counted at the end. A score graph
of the game (the bot draws one when it ends) therefore shows, turn by turn, the
final scoring applied to the table as it lay then. Everything that scoring reads
is public (camps, routes, bought artifacts, beaten threats, treasures under pack
animals, world cards, chiefs, goods, reputation, talents, how many cards are in a
hand), so it is computed from the public view: the same `scoring.breakdown` the end
of the game runs, on a stand-in made of the view's seats. A view that lacks
something the scoring needs fails loudly in the tests rather than guessing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.near_and_far.components import Map, load_map
from games.near_and_far.scoring import breakdown


class PublicTable:
    """The parts of a state that final scoring reads, taken from a public view.
    A hand is public only as its size: it is stood in for by that many blanks."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.players: int = int(view["players"])
        self.options: dict[str, str] = dict(view["options"])
        self.camps: list[int | None] = list(view["camps"])
        self.seats = [{**seat, "hand": [None] * int(seat["hand_size"])} for seat in view["seats"]]

    @property
    def board(self) -> Map:
        return load_map(self.options["map"])

    @property
    def day(self) -> bool:
        return self.options["side"] == "day"

    def p(self, seat: int) -> dict[str, Any]:
        return self.seats[seat]


def parts_now(view: Mapping[str, Any]) -> list[dict[str, int]]:
    """Each seat's points if the game ended now, part by part (`scoring.breakdown`):
    what says why a score is negative from the first round (each artifact card
    still in hand unbought costs 1 VP; the mammoth map's camp)."""
    table = PublicTable(view)
    return [breakdown(table, seat) for seat in range(table.players)]  # type: ignore[arg-type]


def points_now(view: Mapping[str, Any]) -> list[int]:
    """Each seat's points if the game ended with the table as `view` shows it."""
    return [sum(parts.values()) for parts in parts_now(view)]
