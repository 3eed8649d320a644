"""The Eyrie's value for the heuristic AI (`Faction.evaluate`)."""

from __future__ import annotations

from games.core import agent_rng, make_agent
from games.root.factions.base import FACTIONS
from tests.games.root.eyrie.position import EYRIE, SEAT, begin, blank, give, play, put


def value(state) -> float:
    return FACTIONS[EYRIE].evaluate(state, SEAT)


def test_a_card_it_could_not_carry_out_looks_worse():
    """Birdsong: a fox Recruit card with no roost in a fox clearing is turmoil
    waiting to happen; the same card in Move (warriors in fox clearing 1) is not."""
    state = blank(leader="commander")
    put(state, 1, warriors=3)
    put(state, 3, roosts=1)
    give(state, "anvil#1", "sword#1")
    begin(state, "eyrie_birdsong", step="emergency", added=[])
    doomed, fine = state.clone(), state.clone()
    play(doomed, "decree recruit anvil#1")
    play(fine, "decree move anvil#1")
    assert value(fine) > value(doomed)


def test_roosts_and_points_count():
    state = blank()
    put(state, 3, roosts=1)
    before = value(state)
    put(state, 5, roosts=1)
    assert value(state) > before
    state.vp[EYRIE] = 3
    assert value(state) > before + 3


def test_the_heuristic_agent_answers_every_eyrie_question():
    """The agent can play the Eyrie's Birdsong with the faction's value."""
    state = blank()
    put(state, 3, warriors=2, roosts=1)
    give(state, "anvil#1", "sappers#1", "bake_sale#1")
    begin(state, "eyrie_birdsong", step="emergency", added=[])
    agent = make_agent("heuristic")
    for step in range(3):
        if not state.pending():
            break
        action = agent.choose(state, SEAT, agent_rng(1, SEAT, step))
        state.apply(SEAT, action)
    assert state.pending() == []
