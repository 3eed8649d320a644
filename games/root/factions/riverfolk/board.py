"""The Riverfolk Company's faction board: funds, trade posts and services
(seed 000 section 11; printed facts in data/root/factions.json, `riverfolk`).

The board lives in `state.faction_data["riverfolk"]` as plain JSON:

    {"supply": {"warriors": 9, "trade_post_fox": 2, "trade_post_rabbit": 3, "trade_post_mouse": 3},
     "payments": {"marquise": 2}, "funds": {"riverfolk": 3, "eyrie": 1},
     "committed": {"riverfolk": 1}, "tracks": {"riverfolk": 1},
     "prices": {"hand_card": 2, "riverboats": 1, "mercenaries": 3}}

Funds are warriors of any faction (11.2.4), kept by owner in four places:
the Payments box, the Funds box, the Committed box and the crafting spaces
of the trade post tracks (`tracks`). Only the Funds box holds funds; Birdsong
gathers the other three into it (11.4.3). A trade post is a token
`trade_post_<suit>`; the supply of that kind is its track, so a removed post
goes back there and covers its crafting space again (seed 000 2.5.3).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.root import board
from games.root.factions.base import FACTIONS

if TYPE_CHECKING:
    from games.root.state import RootState

RIVERFOLK = "riverfolk"
WARRIORS = "warriors"
SUITS = ("fox", "rabbit", "mouse")
TRADE_POSTS = tuple(f"trade_post_{suit}" for suit in SUITS)
BOXES = ("payments", "funds", "committed", "tracks")
SERVICES = ("hand_card", "riverboats", "mercenaries")


@cache
def faction_sheet() -> dict[str, Any]:
    return dict(load_json("root", "factions.json")[RIVERFOLK])


def data(state: RootState) -> dict[str, Any]:
    return state.faction_data[RIVERFOLK]


def in_play(state: RootState) -> bool:
    return RIVERFOLK in state.faction_data


def supply(state: RootState, kind: str) -> int:
    return int(data(state)["supply"].get(kind, 0))


def pieces_in_box() -> dict[str, int]:
    """11.3.1: fifteen warriors; the trade posts fill their tracks (the current Law's step)."""
    return {kind: int(n) for kind, n in faction_sheet()["pieces"].items()}


def trade_post_of(suit: str) -> str:
    return f"trade_post_{suit}"


def suit_of_post(kind: str) -> str:
    return kind.removeprefix("trade_post_")


# -- funds (11.2.4) -------------------------------------------------------------------


def box(state: RootState, name: str) -> dict[str, int]:
    """Warriors in a box, by owner: the state's own dict."""
    found: dict[str, int] = data(state).setdefault(name, {})
    return found


def count(state: RootState, name: str) -> int:
    return sum(box(state, name).values())


def funds(state: RootState) -> int:
    """11.2.4: the warriors in the Funds box."""
    return count(state, "funds")


def owner_order(state: RootState, owners: list[str]) -> list[str]:
    """Which warriors go first when funds are committed, spent or lost: the
    Riverfolk's own, then the others' by seat. Our reading: the seed lets the
    Riverfolk choose; their own warriors back in their supply serve them best
    (they recruit with them), and one fixed order keeps the log short."""
    seats = {f: i for i, f in enumerate(state.factions)}
    return sorted(owners, key=lambda f: (f != RIVERFOLK, seats.get(f, len(seats)), f))


def move_funds(state: RootState, source: str, target: str | None, n: int,
               owner: str | None = None) -> dict[str, int]:
    """Move `n` warriors from box `source` to box `target` (None: back to their
    owners' supplies, spending them), own first (`owner_order`), or only
    `owner`'s. Returns how many of each owner moved."""
    here = box(state, source)
    owners = [owner] if owner is not None else owner_order(state, list(here))
    moved: dict[str, int] = {}
    for who in owners:
        take = min(n - sum(moved.values()), here.get(who, 0))
        if take <= 0:
            continue
        here[who] -= take
        if here[who] == 0:
            del here[who]
        moved[who] = take
        if target is None:
            FACTIONS[who].add_to_supply(state, WARRIORS, take)
        else:
            into = box(state, target)
            into[who] = into.get(who, 0) + take
    return moved


def add_to_box(state: RootState, name: str, owner: str, n: int) -> None:
    if n <= 0:
        return
    into = box(state, name)
    into[owner] = into.get(owner, 0) + n


# -- trade posts (11.2.5) -------------------------------------------------------------


def trade_posts_on_map(state: RootState) -> list[tuple[int, str]]:
    """(clearing, suit) of each trade post on the map."""
    found = []
    for clearing in sorted(state.woods.clearings):
        for kind in board.tokens(state.board, clearing, RIVERFOLK):
            if kind in TRADE_POSTS:
                found.append((clearing, suit_of_post(kind)))
    return found


def trade_post_clearings(state: RootState) -> list[int]:
    return [c for c, _ in trade_posts_on_map(state)]


def placed(state: RootState, suit: str) -> int:
    return int(faction_sheet()["pieces"][trade_post_of(suit)]) - supply(state, trade_post_of(suit))


def next_vp(state: RootState, suit: str) -> int | None:
    """The VP of the space the next trade post of `suit` uncovers (11.5.6.III)."""
    track = faction_sheet()["trade_post_track"]["vp"][suit]
    n = placed(state, suit)
    return int(track[n]) if supply(state, trade_post_of(suit)) > 0 and n < len(track) else None


def has_trade_post(state: RootState, clearing: int) -> bool:
    return any(k in TRADE_POSTS for k in board.tokens(state.board, clearing, RIVERFOLK))


# -- services (11.2.6-11.2.7) -----------------------------------------------------------


def prices(state: RootState) -> dict[str, int]:
    found: dict[str, int] = data(state)["prices"]
    return found


def price_range() -> list[int]:
    return [int(p) for p in faction_sheet()["services"]["prices"]]


def river_clearings(state: RootState) -> list[int]:
    """Clearings touching a river (11.3.2, 11.5.5)."""
    return sorted({c for pair in state.woods.rivers for c in pair})


def warriors_on_map(state: RootState) -> int:
    return sum(board.warriors(state.board, c, RIVERFOLK) for c in state.woods.clearings)
