"""How the Eyrie judges a position (games/root/factions/eyrie/ai.py, Law of Root 7)."""

from __future__ import annotations

from games.core import agent_rng
from games.root import frames
from games.root.ai import judge
from games.root.state import RootState
from tests.games.root.ai.position import CAT, EYRIE, GAME, blank, give, put

SEAT = 1


def value(state: RootState) -> float:
    return judge(state, SEAT)


def birdsong(state: RootState) -> None:
    """The Eyrie's Birdsong at the Decree step (7.4.2), inside its turn."""
    state.phase = "birdsong"
    frames.push(state, "turn", seat=SEAT, phase="daylight", started="birdsong")
    frames.push(state, "eyrie_birdsong", seat=SEAT, step="emergency", added=[])
    frames.settle(state)


def test_a_decree_card_it_could_not_carry_out_looks_worse() -> None:
    """7.5.2 / 7.7: a fox Recruit card with no roost in a fox clearing is turmoil
    waiting to happen; the same card in Move (warriors in fox clearing 1) is not."""
    state = blank(leader="commander", turn_of=SEAT)
    put(state, 1, warriors=3, faction=EYRIE)
    put(state, 3, buildings=["roost"], faction=EYRIE)
    give(state, SEAT, "anvil#1", "sword#1")
    birdsong(state)
    doomed, fine = state.clone(), state.clone()
    doomed.apply(SEAT, "decree recruit anvil#1")
    fine.apply(SEAT, "decree move anvil#1")
    assert value(fine) > value(doomed)


def test_roosts_and_points_count() -> None:
    """7.6.1: roosts score every Evening, so a roost is worth more than its slot."""
    state = blank()
    put(state, 3, buildings=["roost"], faction=EYRIE)
    before = value(state)
    put(state, 5, buildings=["roost"], faction=EYRIE)
    assert value(state) > before + 1
    state.vp[EYRIE] = 3
    assert value(state) > before + 4


def test_a_roost_the_marquise_could_burn_is_worth_less() -> None:
    """3.3.3: an unguarded roost next to a Marquise army is a point for her."""
    safe = blank()
    put(safe, 3, warriors=2, buildings=["roost"], faction=EYRIE)
    exposed = safe.clone()
    put(exposed, 3, warriors=4)
    put(safe, 12, warriors=4)  # the same warriors, far away
    assert value(safe) > value(exposed)


def test_the_heuristic_agent_answers_every_eyrie_birdsong_question() -> None:
    """The agent plays the Eyrie's Birdsong (7.4) through to its Daylight."""
    state = blank(turn_of=SEAT)
    put(state, 3, warriors=2, buildings=["roost"], faction=EYRIE)
    put(state, 1, warriors=2, faction=CAT)
    give(state, SEAT, "anvil#1", "sappers#1", "bake_sale#1")
    birdsong(state)
    agent = GAME.agent("heuristic")
    for step in range(3):
        prompts = state.pending()
        if not prompts or prompts[0].seat != SEAT or state.phase != "birdsong":
            break
        state.apply(SEAT, agent.choose(state, SEAT, agent_rng(1, SEAT, step)))
    assert state.phase == "daylight" or state.result() is not None
