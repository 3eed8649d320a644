"""How the Eyrie Dynasties judge a position (Law of Root 7).

Their points come every Evening from the roost track (7.6.1), so roosts are
worth more than their slot; the Decree must stay possible (turmoil costs a point
per bird in it and the leader, 7.7), so cards that could not be carried out now
weigh heavily; roosts the Marquise could burn are worth less.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.root.ai.features import front
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie import decree as eyrie_decree

if TYPE_CHECKING:
    from games.root.state import RootState


def judge(state: RootState, seat: int) -> float:
    f = front(state, eb.EYRIE)
    roosts = len(eb.roost_clearings(state))
    decree_cards = sum(len(eb.decree(state)[col]) for col in eb.COLUMNS)
    vp = float(state.vp.get(eb.EYRIE, 0))
    hand = len(state.hands[seat])
    if state.turn() == seat and state.phase in ("birdsong", "daylight"):
        # This Evening's points and draw are coming (7.6): count them now, so the
        # judgement does not jump when the Evening is played.
        vp += eb.roost_score(roosts)
        hand += eb.evening_draw(roosts)
    return (
        vp
        + 1.2 * eb.roost_score(roosts) + 1.5 * roosts
        + 0.4 * f.ruled + 0.2 * f.room + 0.12 * f.warriors
        + 0.3 * min(hand, 6)
        + 0.4 * decree_cards - 0.3 * eb.birds_in_decree(state)
        - 2.0 * eyrie_decree.doubtful_cards(state)
        - 0.6 * f.at_risk + 0.2 * f.in_reach
    )
