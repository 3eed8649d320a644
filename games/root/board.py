"""Pieces on the map and the rules that read them (Law of Root 2.5, 2.7).

The board is plain JSON inside the state:

    {"1": {"warriors": {"marquise": 2}, "buildings": [["marquise", "sawmill"], ["ruin", "ruin"]],
           "tokens": [["marquise", "wood"]], "pawns": []}, ...}

Clearing keys are strings because JSON object keys are. Factions change how
rule is decided (the Eyrie's Lords of the Forest) through `rules_ties`.
"""

from __future__ import annotations

from typing import Any

from games.root.mapdata import Map

Board = dict[str, dict[str, Any]]
RUIN = "ruin"


def empty_board(woods: Map) -> Board:
    """Every clearing empty but for its ruin (setup step 4, 5.1.4)."""
    return {
        str(c.id): {
            "warriors": {},
            "buildings": [[RUIN, RUIN]] if c.ruin else [],
            "tokens": [],
            "pawns": [],
        }
        for c in woods.clearings.values()
    }


def spot(board: Board, clearing: int) -> dict[str, Any]:
    return board[str(clearing)]


def warriors(board: Board, clearing: int, faction: str) -> int:
    return int(spot(board, clearing)["warriors"].get(faction, 0))


def buildings(board: Board, clearing: int, faction: str | None = None) -> list[str]:
    return [kind for owner, kind in spot(board, clearing)["buildings"] if faction in (None, owner)]


def tokens(board: Board, clearing: int, faction: str | None = None) -> list[str]:
    return [kind for owner, kind in spot(board, clearing)["tokens"] if faction in (None, owner)]


def free_slots(board: Board, woods: Map, clearing: int) -> int:
    """Empty building slots (2.2.3): ruins fill a slot too."""
    return woods.clearings[clearing].slots - len(spot(board, clearing)["buildings"])


def presence(board: Board, clearing: int, faction: str) -> int:
    """Warriors plus buildings: what counts for rule (2.7; tokens do not)."""
    return warriors(board, clearing, faction) + len(buildings(board, clearing, faction))


def factions_in(board: Board, clearing: int) -> list[str]:
    """Every faction with any piece in the clearing."""
    here = spot(board, clearing)
    found = {f for f, n in here["warriors"].items() if n > 0}
    found |= {owner for owner, _ in here["buildings"] if owner != RUIN}
    found |= {owner for owner, _ in here["tokens"]}
    found |= set(here["pawns"])
    return sorted(found)


RULE_WHERE_BUILT: set[str] = set()
"""Factions that rule every clearing where they have a building, whatever the
count and over the Eyrie's Lords of the Forest (the Lizard Cult's Pilgrims,
10.2.4): filled once by `games.root.registry` from `Faction.rules_where_it_builds`.
Only one faction in the game has such buildings, so no two can claim a clearing."""


Hired = tuple[tuple[str, str], ...]
"""(owner, counted as): pieces that count as another faction's for rule now
(the Riverfolk's mercenaries, 11.2.7.III; `rules.pieces.hired`)."""


def ruler(
    board: Board, clearing: int, rules_ties: tuple[str, ...] = (), hired: Hired = ()
) -> str | None:
    """Who rules the clearing (2.7): the most warriors + buildings; a tie means
    nobody, unless a tied faction rules ties (the Eyrie, 7.2.2). Nobody rules
    a clearing where nobody has warriors or buildings. `hired` pieces count
    for the faction that hired them."""
    return _ruler_of_spot(spot(board, clearing), rules_ties, hired)


def _ruler_of_spot(here: dict[str, Any], rules_ties: tuple[str, ...], hired: Hired,
                   ) -> str | None:
    """`ruler` of one clearing's pieces (`rulers` reads every clearing's at once)."""
    # `presence` for every faction at once: rule is read constantly (moves, AI).
    buildings = here["buildings"]
    for owner, _ in buildings:
        if owner in RULE_WHERE_BUILT:
            return str(owner)  # the Lizard Cult's Pilgrims (10.2.4)
    counts: dict[str, int] = {f: n for f, n in here["warriors"].items() if n > 0}
    for owner, _ in buildings:
        if owner != RUIN:
            counts[owner] = counts.get(owner, 0) + 1
    for owner, counted_as in hired:
        if owner in counts:
            counts[counted_as] = counts.get(counted_as, 0) + counts.pop(owner)
    best = max(counts.values(), default=0)
    if best == 0:
        return None
    leaders = [f for f, n in counts.items() if n == best]
    if len(leaders) == 1:
        return leaders[0]
    tie_breakers = [f for f in leaders if f in rules_ties]
    return tie_breakers[0] if len(tie_breakers) == 1 else None


def rulers(
    board: Board, rules_ties: tuple[str, ...] = (), hired: Hired = ()
) -> dict[int, str | None]:
    """Who rules each clearing (`ruler`), remembered for this board until a
    warrior or building on it is added or removed here: the rules and the AI
    read rule of the whole map many times per position (moves, ruled
    clearings, each judge), and recounting it was most of Root's search.

    Every change of warriors or buildings goes through this module's functions
    (`add_warriors`, `add_building`, `remove_building`), which forget the
    board's entry; a copy of a board (clone, JSON) is another object, so it
    gets its own. The caller must not change the returned dict."""
    entry = _RULERS.get(id(board))
    if entry is not None and entry[0] is board and entry[1] == (rules_ties, hired):
        return entry[2]
    found = {int(key): _ruler_of_spot(here, rules_ties, hired) for key, here in board.items()}
    if len(_RULERS) >= _RULERS_KEPT:
        _RULERS.clear()  # the boards of finished searches; cheap to recount
    # The entry holds the board itself, so its id cannot be reused while remembered.
    _RULERS[id(board)] = (board, (rules_ties, hired), found)
    return found


_RULERS: dict[int, tuple[Board, tuple[tuple[str, ...], Hired], dict[int, str | None]]] = {}
_RULERS_KEPT = 256


def carry_rulers(board: Board, copy: Board) -> None:
    """A copy of `board` made just now (a state's clone: the same pieces) starts
    with what is remembered of `board`'s rule, so it is not counted again: the
    search clones a position, resamples it and clones it again before it asks who
    rules, and the recount was a tenth of each of its steps. Both share the
    remembered dict, which nobody changes; a change of either board forgets only
    that board's entry (`_changed`)."""
    entry = _RULERS.get(id(board))
    if entry is None or entry[0] is not board:
        return
    if len(_RULERS) >= _RULERS_KEPT:
        _RULERS.clear()
    _RULERS[id(copy)] = (copy, entry[1], entry[2])


def _changed(board: Board) -> None:
    _RULERS.pop(id(board), None)


def add_warriors(board: Board, clearing: int, faction: str, count: int) -> None:
    _changed(board)
    here = spot(board, clearing)["warriors"]
    here[faction] = here.get(faction, 0) + count
    if here[faction] <= 0:
        del here[faction]


def add_building(board: Board, clearing: int, faction: str, kind: str) -> None:
    _changed(board)
    spot(board, clearing)["buildings"].append([faction, kind])


def remove_building(board: Board, clearing: int, faction: str, kind: str) -> None:
    _changed(board)
    spot(board, clearing)["buildings"].remove([faction, kind])


def add_token(board: Board, clearing: int, faction: str, kind: str) -> None:
    spot(board, clearing)["tokens"].append([faction, kind])


def remove_token(board: Board, clearing: int, faction: str, kind: str) -> None:
    spot(board, clearing)["tokens"].remove([faction, kind])


def connected_ruled(
    board: Board, woods: Map, start: int, faction: str, rules_ties: tuple[str, ...] = (),
    hired: Hired = (),
) -> list[int]:
    """`start` and every clearing reached from it through clearings `faction`
    rules (the Marquise's wood for building, 6.5.4.II)."""
    seen, frontier = {start}, [start]
    while frontier:
        here = frontier.pop()
        for there in woods.adjacent(here):
            if there not in seen and rulers(board, rules_ties, hired)[there] == faction:
                seen.add(there)
                frontier.append(there)
    return sorted(seen)
