"""Pieces: placing, removing, rule (Law of Root 2.5, 2.7, 4.2.1).

Every faction keeps its pieces in `faction_data[f]["supply"]`, read and changed
through `Faction.supply` / `Faction.add_to_supply`. "Place" takes from there,
"remove" gives back there; when a piece cannot be placed or removed, as many as
possible are (2.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.root import board, scoring
from games.root.factions.base import FACTIONS

if TYPE_CHECKING:
    from games.root.state import RootState

WARRIORS = "warriors"


# -- rule (2.7) ----------------------------------------------------------------------


def rules_ties_factions(state: RootState) -> tuple[str, ...]:
    """Factions that rule where they tie for most (the Eyrie's Lords of the Forest, 7.2.2)."""
    return tuple(f for f in state.factions if FACTIONS[f].rules_ties())


def hired(state: RootState) -> board.Hired:
    """(owner, counted as) for each faction whose pieces count as another's
    now, in battle and for rule (the Riverfolk's mercenaries, 11.2.7.III)."""
    found = []
    for faction in state.factions:
        counted_as = FACTIONS[faction].counts_as(state)
        if counted_as is not None:
            found.append((faction, counted_as))
    return tuple(found)


def hired_by(state: RootState, faction: str) -> list[str]:
    """The factions whose pieces count as `faction`'s now."""
    return [owner for owner, counted_as in hired(state) if counted_as == faction]


def hired_against(state: RootState, faction: str, opponent: str) -> list[str]:
    """The factions whose pieces fight as `faction`'s in a battle against
    `opponent`: never the opponent's own (11.2.7.III: "El comprador no puede usar
    los guerreros de la Gente del Río en batalla contra las piezas de la Gente del
    Río"): against the Riverfolk, their mercenaries stay out of the battle."""
    return [owner for owner in hired_by(state, faction) if owner != opponent]


def ruler_of(state: RootState, clearing: int) -> str | None:
    """2.7: most warriors and buildings together; a tie means nobody (but see 7.2.2)."""
    return board.rulers(state.board, rules_ties_factions(state), hired(state))[clearing]


def rules(state: RootState, faction: str, clearing: int) -> bool:
    return ruler_of(state, clearing) == faction


def ruled_clearings(state: RootState, faction: str) -> list[int]:
    ties = rules_ties_factions(state)
    everywhere = sorted(state.woods.clearings)
    ruled = board.rulers(state.board, ties, hired(state))
    return [c for c in everywhere if ruled[c] == faction]


# -- placing (2.5.1-2.5.3) -----------------------------------------------------------


def starting_clearings(state: RootState, other_than: str) -> set[int]:
    """Every faction's starting clearing but `other_than`'s (5.1.6: the factions
    set up one after another): the keep's clearing is the Marquise's (6.3.2);
    the others record `starting_clearing` (the Eyrie's roost, 7.3.2; the Lizard
    Cult's corner, 10.3.2)."""
    found = {
        int(data["starting_clearing"])
        for faction, data in state.faction_data.items()
        if faction != other_than and data.get("starting_clearing") is not None
    }
    for clearing in state.woods.clearings:
        if "keep" in board.tokens(state.board, clearing):
            found.add(clearing)
    return found


def may_place(state: RootState, faction: str, clearing: int) -> bool:
    """Does any faction forbid `faction` to place here? (The keep, 6.2.2.)"""
    return all(FACTIONS[f].may_place_in(state, faction, clearing) for f in state.factions)


def warriors_placeable(state: RootState, clearing: int, faction: str, count: int) -> int:
    """How many of `count` warriors would really be placed (2.5: as many as possible)."""
    if not may_place(state, faction, clearing):
        return 0
    return max(0, min(count, FACTIONS[faction].supply(state, WARRIORS)))


def place_warriors(state: RootState, clearing: int, faction: str, count: int) -> list[Event]:
    """2.5.1: warriors come from the supply, as many as there are."""
    placed = warriors_placeable(state, clearing, faction, count)
    if placed == 0:
        return []
    FACTIONS[faction].add_to_supply(state, WARRIORS, -placed)
    board.add_warriors(state.board, clearing, faction, placed)
    return [_placed(state, clearing, faction, WARRIORS, placed)]


def can_place_building(state: RootState, clearing: int, faction: str, kind: str) -> bool:
    """2.2.3, 2.5.2: a free slot, one left on the track, nobody forbids it."""
    return (
        board.free_slots(state.board, state.woods, clearing) > 0
        and FACTIONS[faction].supply(state, kind) > 0
        and may_place(state, faction, clearing)
    )


def place_building(state: RootState, clearing: int, faction: str, kind: str) -> list[Event]:
    """2.5.2: the leftmost building of its track fills a free slot. Scoring what
    the track reveals is the faction's own business."""
    if not can_place_building(state, clearing, faction, kind):
        return []
    FACTIONS[faction].add_to_supply(state, kind, -1)
    board.add_building(state.board, clearing, faction, kind)
    return [_placed(state, clearing, faction, kind, 1)]


def place_token(state: RootState, clearing: int, faction: str, kind: str) -> list[Event]:
    """2.5.3: a token from its track or supply; tokens need no slot."""
    if FACTIONS[faction].supply(state, kind) <= 0 or not may_place(state, faction, clearing):
        return []
    FACTIONS[faction].add_to_supply(state, kind, -1)
    board.add_token(state.board, clearing, faction, kind)
    return [_placed(state, clearing, faction, kind, 1)]


def _placed(state: RootState, clearing: int, faction: str, kind: str, count: int) -> Event:
    params = {"seat": state.seat_of(faction), "faction": faction, "clearing": clearing}
    return Event("placed", {**params, "kind": kind, "count": count})


# -- removing (2.5, 4.2.1) -----------------------------------------------------------


def pieces_here(state: RootState, clearing: int, faction: str, kind: str) -> int:
    if kind == WARRIORS:
        return board.warriors(state.board, clearing, faction)
    here = board.buildings(state.board, clearing, faction) + board.tokens(
        state.board, clearing, faction
    )
    return here.count(kind)


def remove_pieces(
    state: RootState, clearing: int, faction: str, kind: str, count: int, by: str | None,
    hired_by: str | None = None,
) -> list[Event]:
    """Remove up to `count` pieces of `kind` (2.5), back to their supply or
    track (2.5.1-2.5.3). `by` (the remover, None for no one) scores 1 VP per
    enemy building or token (4.2.1), never for its own. Pawns are never
    removed (2.5.4). Then the owner's `on_removed` does what else happens.
    `hired_by`: the pieces fought as that faction's (the Riverfolk's mercenaries,
    11.2.7.III): the remover's relationships read it as that faction's loss."""
    removed = min(count, pieces_here(state, clearing, faction, kind))
    if removed <= 0:
        return []
    _take_off_board(state, clearing, faction, kind, removed)
    FACTIONS[faction].add_to_supply(state, kind, removed)
    params = {"seat": state.seat_of(faction), "faction": faction, "clearing": clearing}
    events = [Event("removed", {**params, "kind": kind, "count": removed, "by": by})]
    if by is not None and by != faction and kind != WARRIORS:
        events += scoring.score(state, by, removed, "removal")
    if by is not None and by != faction and by in FACTIONS:
        victim = hired_by or faction  # a mercenary removed: the buyer's loss (current Law)
        events += FACTIONS[by].after_removing(state, clearing, victim, kind, removed)
    return events + FACTIONS[faction].on_removed(state, clearing, kind, removed, by)


def _take_off_board(state: RootState, clearing: int, faction: str, kind: str, count: int) -> None:
    if kind == WARRIORS:
        board.add_warriors(state.board, clearing, faction, -count)
        return
    for _ in range(count):
        if kind in board.buildings(state.board, clearing, faction):
            board.remove_building(state.board, clearing, faction, kind)
        else:
            board.remove_token(state.board, clearing, faction, kind)


# -- items (2.5.5) -------------------------------------------------------------------


def take_item(state: RootState, faction: str, item: str) -> bool:
    """2.5.5: from the common supply to the Crafted Items box; False if none is left."""
    if state.items_supply.get(item, 0) <= 0:
        return False
    state.items_supply[item] -= 1
    state.crafted_items.setdefault(faction, []).append(item)
    return True


def remove_item(state: RootState, faction: str, item: str) -> bool:
    """2.5.5: a removed item goes back to the common supply."""
    owned = state.crafted_items.get(faction, [])
    if item not in owned:
        return False
    owned.remove(item)
    state.items_supply[item] = state.items_supply.get(item, 0) + 1
    return True
