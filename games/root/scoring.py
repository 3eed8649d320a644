"""Victory points and the end of the game (Law of Root 4.1-4.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.data import load_json
from games.core.types import Event, Result
from games.root.factions.base import FACTIONS

if TYPE_CHECKING:
    from games.root.state import RootState


def win_vp() -> int:
    return int(load_json("root", "general.json")["win_vp"])


def score(state: RootState, faction: str, points: int, reason: str) -> list[Event]:
    """Score (or lose) points. A faction with an activated dominance card no
    longer scores (4.3.1); VP never go below 0. Reaching 30 wins at once (4.1)."""
    if points == 0 or faction in state.dominance:
        return []
    before = state.vp[faction]
    state.vp[faction] = max(0, before + points)
    seat = state.seat_of(faction)
    events = [Event("scored", {"seat": seat, "points": state.vp[faction] - before, "why": reason})]
    if state.vp[faction] >= win_vp():
        events += declare_winner(state, faction, "vp")
    return events


def declare_winner(state: RootState, faction: str, how: str) -> list[Event]:
    """The game ends at once with `faction` the winner (4.1, 4.3.1)."""
    if state.outcome is not None:
        return []
    seat = state.seat_of(faction)
    scores = tuple(state.vp[f] for f in state.factions)
    # 9.2.8: a Vagabond in a coalition with the winner wins too.
    partners = tuple(
        s for s, f in enumerate(state.factions) if FACTIONS[f].coalition_partner(state) == faction
    )
    winners = (seat, *partners)
    others = sorted((s for s in range(state.players) if s not in winners), key=lambda s: -scores[s])
    result = Result(scores, winners, (*winners, *others), {"how": how, "faction": faction})
    state.outcome = result.to_json()
    state.phase = "over"
    return [Event("game_won", {"seat": seat, "how": how})]
