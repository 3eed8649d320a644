"""Final scoring: temples, rune stones, and the tie-breaks (rulebook
"Calificación final de templos", "Calificación rúnica final", "Fin del juego")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event, Result
from games.meduris.building import is_hut, settlement

if TYPE_CHECKING:
    from games.meduris.state import MedurisState


def temple_points(state: MedurisState, index: int) -> int:
    """One point per hut of the settlement directly left and directly right of
    the temple, of any colour; a neighbouring temple gives nothing."""
    board = state.board
    counted: set[int] = set()
    for side in (board.step(index, -1), board.step(index)):
        if is_hut(state, side):
            counted.update(settlement(state, side))
    return len(counted)


def rune_points(stones: int) -> int:
    """The first stone is worth 1, the second 2, ...: 5 stones make 15."""
    return stones * (stones + 1) // 2


def final_scoring(state: MedurisState) -> list[Event]:
    events = []
    for index, building in enumerate(state.buildings):
        if building is not None and building[0] == "temple":
            points = temple_points(state, index)
            state.scores[building[1]] += points
            params = {"seat": building[1], "plot": index + 1, "points": points}
            events.append(Event("temple_scored", params))
    for seat in range(state.players):
        stones = sum(1 for holder in state.runes if holder == seat)
        state.scores[seat] += rune_points(stones)
        params = {"seat": seat, "stones": stones, "points": rune_points(stones)}
        events.append(Event("runes_scored", params))
    state.outcome = decide(state).to_json()
    events.append(Event("game_over", {"winners": list(state.outcome["winners"])}))
    return events


def decide(state: MedurisState) -> Result:
    """Most points; ties: most huts and temples built, then most resources
    left; still tied: the gods' will, all of them win."""

    def key(seat: int) -> tuple[int, int, int]:
        return (state.scores[seat], state.built_count(seat), sum(state.resources[seat]))

    ranking = sorted(range(state.players), key=lambda s: (key(s), -s), reverse=True)
    best = key(ranking[0])
    winners = tuple(s for s in ranking if key(s) == best)
    details = {
        "buildings": [state.built_count(s) for s in range(state.players)],
        "resources_left": [sum(state.resources[s]) for s in range(state.players)],
    }
    return Result(tuple(state.scores), winners, tuple(ranking), details)
