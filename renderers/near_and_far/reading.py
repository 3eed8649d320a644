"""Plain questions asked of the public view (and of the game's printed data), so the
drawing code stays about drawing. Odd or missing values draw as nothing."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, cast

from games.core.data import load_json
from renderers.kit import SeatStyle, given_name
from renderers.near_and_far.styles import colour_style
from renderers.near_and_far.words import Words

if TYPE_CHECKING:
    from games.near_and_far.view_types import NearFarView, SeatInfo

NAME_LIMIT = 16


def listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else []


def mapping(value: Any) -> dict[Any, Any]:
    return value if isinstance(value, dict) else {}


def number(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


@dataclass(frozen=True)
class Spot:
    id: int
    x: float
    y: float
    kind: str
    route: str | None
    water: bool
    mammoth: bool


@dataclass(frozen=True)
class Track:
    a: int
    b: int
    symbol: str | None


@dataclass(frozen=True)
class MapData:
    id: str
    spots: tuple[Spot, ...]
    tracks: tuple[Track, ...]
    routes: dict[str, tuple[int, int]]
    special: str | None

    def route_spaces(self, route: str) -> list[int]:
        return [s.id for s in self.spots if s.route == route]


@cache
def map_data(map_id: str) -> MapData:
    """A map of data/near_and_far/maps.json (the first map if the id is unknown)."""
    maps = load_json("near_and_far", "maps.json")["maps"]
    raw = next((m for m in maps if str(m["id"]) == str(map_id)), maps[0])
    spots = tuple(
        Spot(
            int(s["id"]),
            float(s["x"]),
            float(s["y"]),
            str(s["kind"]),
            s.get("route"),
            bool(s.get("water")),
            bool(s.get("mammoth")),
        )
        for s in raw["spaces"]
    )
    tracks = tuple(Track(int(p["a"]), int(p["b"]), p.get("symbol")) for p in raw["paths"])
    routes = {str(r): (int(v[0]), int(v[1])) for r, v in raw["routes"].items()}
    return MapData(str(raw["id"]), spots, tracks, routes, raw.get("special"))


@cache
def card_table(name: str, key: str) -> dict[str, dict[str, Any]]:
    """`threats`, `artifacts`, `adventurers` from the game's data, by id."""
    return {c["id"]: c for c in load_json("near_and_far", f"{name}.json")[key]}


def threat(card: str) -> dict[str, Any]:
    return card_table("threats", "threats").get(card, {"difficulty": 0, "vp": 0})


def adventurer(card: str) -> dict[str, Any]:
    if card == "pet":
        return {"faction": None, "cost": 0, **load_json("near_and_far", "game.json")["pet"]}
    return card_table("adventurers", "adventurers").get(card, {"faction": None, "cost": 0})


def artifact_vp(cards: Sequence[Any]) -> int:
    table = card_table("artifacts", "artifacts")
    return sum(int(table.get(str(c), {}).get("vp", 0)) for c in cards)


def seats(view: NearFarView) -> list[SeatInfo]:
    """Each seat's record; an odd entry reads as empty (every key is read with .get)."""
    return [cast("SeatInfo", mapping(s)) for s in listed(view.get("seats"))]


def style_of(view: NearFarView, seat: int, words: Words) -> SeatStyle:
    players = seats(view)
    colour = players[seat].get("colour") if 0 <= seat < len(players) else None
    return colour_style(str(colour or ""), seat, words)


def display_names(view: NearFarView, names: Sequence[str] | None, words: Words) -> list[str]:
    """A short printable name per seat; the seat's colour when none is given."""
    return [
        given_name(names, seat, NAME_LIMIT)
        or words.card(f"colour.{info.get('colour')}")
        or f"#{seat + 1}"
        for seat, info in enumerate(seats(view))
    ]


def asked(view: NearFarView) -> list[int]:
    """The seats the game waits for, in order, without repeats."""
    out: list[int] = []
    for prompt in listed(view.get("pending")):
        seat = mapping(prompt).get("seat")
        if isinstance(seat, int) and seat not in out:
            out.append(seat)
    return out


def camp_owner(view: NearFarView, space: int) -> int | None:
    camps = listed(view.get("camps"))
    owner = camps[space] if 0 <= space < len(camps) else None
    return owner if isinstance(owner, int) else None


def is_camped(view: NearFarView, board: MapData, space: int) -> bool:
    """The village always counts as camped (rulebook)."""
    spot = board.spots[space] if 0 <= space < len(board.spots) else None
    return bool(spot and spot.kind == "village") or camp_owner(view, space) is not None


def track_open(view: NearFarView, board: MapData, track: Track) -> bool:
    """A threat is active, a treasure unclaimed, while an end is without a camp."""
    return not (is_camped(view, board, track.a) and is_camped(view, board, track.b))
