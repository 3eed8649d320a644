"""The board a Rootlog file shows, as Root's public view (games/root/view_types.py), so the
game's own renderer (renderers/root) can draw a file from any table: `gamemaster rootlog
render`.

The view starts as the engine's public view of a table of the same factions before setup
(its map, its faction boards' printed tracks), with nothing private in it: no hand is shown
and no card is named. Then what the file records replaces it: every piece on the map and the
forests, the ruins still standing, the points, the cards counted in each hand, the draw and
discard piles counted, the items on the boards (a Vagabond's satchel, tracks and damaged
ones; crafted items), the Alliance's officers, the Cult's acolytes and outcast, the
Riverfolk's warriors on their board. What a file does not record (the Decree's cards, the
supporters' suits, the prices) is drawn as it was at setup.
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

from games.core import get_game
from games.core.data import load_json
from games.root.factions.vagabond.faction import item_view
from games.root.factions.vagabond.view_types import ItemView
from games.root.rootlog import tables
from games.root.rootlog_reader.board import Board, piece_catalog, rootlog_data
from games.root.rootlog_reader.items import FileItem

SUITS = ("fox", "rabbit", "mouse")


@cache
def faction_names() -> dict[str, str]:
    """Rootlog letter -> our faction name (`C` -> `marquise`)."""
    letters: dict[str, str] = load_json("root", "general.json")["rootlog_letters"]
    return {letter: name for name, letter in letters.items()}


@cache
def piece_names() -> dict[str, dict[str, str]]:
    """Our faction name -> Rootlog piece key -> our piece kind (`b_s` -> `sawmill`)."""
    pieces: dict[str, dict[str, str]] = load_json("root", "rootlog.json")["pieces"]
    return {name: {key: kind for kind, key in kinds.items()} for name, kinds in pieces.items()}


@cache
def _engine_view(factions: tuple[str, ...]) -> dict[str, Any]:
    game = get_game("root")
    options = game.validate_options(len(factions), {"factions": ",".join(factions)})
    return dict(game.setup(len(factions), options, 0).view(None))


def _template(factions: tuple[str, ...]) -> dict[str, Any]:
    """The engine's public view of this table before anything is placed. Our engine seats
    two to four; a file of five or six factions (the spec allows any number) takes its
    faction boards from tables of four and of the rest."""
    if len(factions) <= 4:
        return copy.deepcopy(_engine_view(factions))
    items = tables.holders("items")
    order = sorted(factions, key=lambda f: f in items)  # both Vagabonds together
    first, rest = tuple(order[:4]), tuple(order[4:])
    if len(rest) == 1:  # a table of two: the first faction of the list not there already
        rest = (*rest, next(f for f in tables.letters() if f not in rest and f not in items))
    view = copy.deepcopy(_engine_view(first))
    boards = {**_engine_view(first)["faction_boards"], **_engine_view(rest)["faction_boards"]}
    view["faction_boards"] = {f: copy.deepcopy(boards[f]) for f in factions}
    for board in view["faction_boards"].values():
        if "relationships" in board:  # a Vagabond: every other non-Vagabond of the table
            board["relationships"] = {f: "indifferent" for f in factions
                                      if f not in items}
    view["factions"] = list(factions)
    return view


def board_view(board: Board, current: str, setup: bool) -> dict[str, Any]:
    """The public view of `board` after a turn line of faction `current` (a letter)."""
    names = faction_names()
    factions = tuple(names[letter] for letter in board.factions)
    view = _template(factions)
    seat = board.factions.index(current)
    view.update(
        current=seat, turn_order=list(range(len(factions))),
        phase="setup" if setup else "evening", pending=[], result=None, last_battle=None,
        vp={names[f]: vp for f, vp in board.vp.items()},
        hand_sizes=[board.hands[f] for f in board.factions],
        hands_shown=[[] for _ in factions], discard=[], deck_size=board.deck,
        available_dominance=[], dominance={},
    )
    _map(view, board)
    _boards(view, board)
    return view


def _map(view: dict[str, Any], board: Board) -> None:
    names, kinds = faction_names(), piece_names()
    clearings: dict[str, Any] = {}
    for number in board.map.clearings:
        buildings: list[list[str]] = [["ruin", "ruin"]] if str(number) in board.ruins else []
        clearings[str(number)] = {"warriors": {}, "buildings": buildings, "tokens": [],
                                  "pawns": []}
    forests: dict[str, list[str]] = {forest: [] for forest in view.get("forests") or {}}
    for place, pieces in board.places.items():
        for (letter, key), n in sorted(pieces.items()):
            owner = names[letter]
            kind = kinds[owner].get(key, key)
            if place in forests:
                forests[place] += [owner] * n
                continue
            spot = clearings.get(place)
            if spot is None:
                continue  # a faction board: officers, acolytes, payments (below)
            if key == "w":
                spot["warriors"][owner] = spot["warriors"].get(owner, 0) + n
            elif key == "p":
                spot["pawns"] += [owner] * n
            elif key.startswith("b"):
                spot["buildings"] += [[owner, kind]] * n
            else:
                spot["tokens"] += [[owner, kind]] * n
    view["board"] = clearings
    view["forests"] = forests


def _boards(view: dict[str, Any], board: Board) -> None:
    names = faction_names()
    boards: dict[str, Any] = view["faction_boards"]
    crafted: dict[str, list[str]] = {names[f]: [] for f in board.factions}
    for letter in board.factions:
        name = names[letter]
        on_board = board.pieces_at(f"{letter}$")[(letter, "w")]
        mine = boards.get(name, {})
        if "officers" in mine:
            mine["officers"] = on_board
        if "acolytes" in mine:
            mine["acolytes"] = on_board
        if "payments" in mine:  # the Riverfolk: every faction's warriors on their board
            mine["payments"] = {names[f]: n for (f, key), n in
                                board.pieces_at(f"{letter}$").items() if key == "w"}
            mine["funds"], mine["committed"] = {}, {}
        if letter in board.boards.vagabonds:
            _satchel(mine, board.boards.vagabonds.get(letter) or [])
            mine["character"] = board.characters.get(letter)
        else:
            crafted[name] = board.boards.kinds(letter)
    _supplies(boards, board)
    _markers(boards, board)
    view["crafted_items"] = crafted
    view["items_supply"] = dict(board.items_supply)


def _supplies(boards: dict[str, Any], board: Board) -> None:
    """What each faction has left in its supply, counted from the file (the printed count
    less what is on the map and on faction boards), on the tracks its board draws."""
    names, kinds = faction_names(), piece_names()
    for letter in board.factions:
        name = names[letter]
        mine = boards.get(name)
        if mine is None:
            continue
        left = {kinds[name].get(key, key): board.in_supply((letter, key))
                for key in piece_catalog()[letter]}
        placed = {kinds[name].get(key, key): spec.limit - board.in_supply((letter, key))
                  for key, spec in piece_catalog()[letter].items()}
        _supply_counts(mine, left)
        _suited_pieces(mine, left, placed)


def _supply_counts(mine: dict[str, Any], left: dict[str, int]) -> None:
    """Warriors and wood in the supply, the Marquise's building tracks."""
    for key, kind in (("warriors_supply", "warrior"), ("wood_supply", "wood")):
        if key in mine and kind in left:
            mine[key] = left[kind]
    for kind, track in (mine.get("tracks") or {}).items():
        if isinstance(track, dict) and "left" in track and kind in left:
            track["left"] = left[kind]


def _suited_pieces(mine: dict[str, Any], left: dict[str, int], placed: dict[str, int]) -> None:
    """Roosts and sympathy on their tracks; bases, gardens and trade posts by suit."""
    for key, kind in (("roost_track", "roost"), ("sympathy", "sympathy")):
        if isinstance(mine.get(key), dict) and kind in left:
            mine[key]["on_map"], mine[key]["left"] = placed[kind], left[kind]
    if "bases_left" in mine:
        mine["bases_left"] = [s for s in SUITS if left.get(f"base_{s}", 0) > 0]
    if "gardens" in mine:
        mine["gardens"] = {s: placed.get(f"garden_{s}", 0) for s in SUITS}
        mine["gardens_left"] = {s: left.get(f"garden_{s}", 0) for s in SUITS}
    if "trade_posts_left" in mine:
        mine["trade_posts_left"] = {s: left.get(f"trade_post_{s}", 0) for s in SUITS}


def _funds(payments: dict[str, int], funds: int, own: str
           ) -> tuple[dict[str, int], dict[str, int]]:
    """The warriors on the Riverfolk's board split into payments and the funds the file
    wrote (`$_f->N`, Law 11.2.4: funds are warriors of any faction), their own first."""
    left, moved = dict(payments), {}
    for faction in sorted(left, key=lambda f: f != own):
        take = min(funds, left[faction])
        if take:
            moved[faction], left[faction], funds = take, left[faction] - take, funds - take
    return {f: n for f, n in left.items() if n}, moved


def _satchel(vagabond: dict[str, Any], items: list[FileItem]) -> None:
    """A Vagabond's items by area, each drawn as the engine draws its record (`item_view`);
    an item whose area or side the file left open (another player's turn, `%fV$->d`) is
    drawn as its first possibility: damaged, in the satchel, face up."""
    satchel: list[ItemView] = []
    tracks: dict[str, list[ItemView]] = {k: [] for k in vagabond.get("tracks") or {}}
    for item in items:
        damaged = item["damaged"] is not False
        entry = item_view({"item": item["item"], "exhausted": item["exhausted"] is True,
                           "damaged": damaged})
        if not damaged and item["track"] is True and item["item"] in tracks:
            tracks[item["item"]].append(entry)
        else:
            satchel.append(entry)
    vagabond["satchel"], vagabond["tracks"] = satchel, tracks


def _markers(boards: dict[str, Any], board: Board) -> None:
    """The markers the file set: the Cult's outcast, the Riverfolk's prices and funds, a
    Vagabond's relationships."""
    names, data = faction_names(), rootlog_data()
    prices = {key: name for name, key in load_json("root", "rootlog.json")["prices"].items()}
    steps = {key: name for name, key in load_json("root", "rootlog.json")["relationships"].items()}
    for (letter, slot), value in board.markers.items():
        mine = boards.get(names[letter])
        if mine is None:
            continue
        if slot in ("o", "ho") and "outcast" in mine:
            mine["outcast"], mine["hated"] = data["suits"][value], slot == "ho"
        elif slot in ("", *prices) and value.isdigit() and "prices" in mine:
            for key, service in prices.items():
                if slot in ("", key):
                    mine["prices"][service] = int(value)
        elif slot == "f" and "funds" in mine:
            mine["payments"], mine["funds"] = _funds(mine.get("payments") or {}, int(value),
                                                     names[letter])
        elif slot in names and "relationships" in mine and names[slot] in mine["relationships"]:
            mine["relationships"][names[slot]] = steps.get(value, value)
