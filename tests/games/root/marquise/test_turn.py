"""The Marquise through the shared turn and battle machinery: setup into her
first turn (5.1.6, 6.3-6.6), and field hospitals inside a battle (6.2.3,
ruling R10 of the reference notes)."""

from __future__ import annotations

from games.root import board, frames
from games.root.factions.marquise import board as mb
from games.root.factions.marquise.faction import actions_left
from tests.games.root.marquise.position import (
    CAT,
    RIVAL,
    blank,
    daylight,
    give,
    legal_text,
    play,
    put,
    setup_state,
)


def finish_setup(state: object) -> None:
    for text in ("keep 1", "place sawmill 1", "place workshop 5", "place recruiter 9"):
        play(state, 0, text)


def test_setup_leads_into_her_first_turn() -> None:
    state = setup_state()
    assert [len(hand) for hand in state.hands] == [3, 3]  # 5.1.3
    finish_setup(state)
    assert state.phase == "daylight"
    assert mb.wood_at(state, 1) == 1  # 6.4: her first Birdsong
    while frames.top(state)["type"] != "marquise_daylight":
        play(state, 0, "done")  # no crafting
    assert actions_left(state) == 3
    play(state, 0, "recruit")
    assert board.warriors(state.board, 9, CAT) == 2
    play(state, 0, "done")
    assert len(state.hands[0]) >= 4 or frames.top(state)["type"] == "discard_down"


def test_her_turn_comes_round_again() -> None:
    state = setup_state()
    finish_setup(state)
    while frames.top(state)["type"] != "marquise_daylight":
        play(state, 0, "done")
    play(state, 0, "recruit")
    play(state, 0, "done")
    while frames.top(state)["type"] == "discard_down":
        play(state, 0, str(state.legal(0)[0]))
    # the stand-in rival does nothing; her second Birdsong adds a wood
    assert mb.wood_at(state, 1) == 2
    assert "recruit" in legal_text(state) or frames.top(state)["type"] == "craft"


def test_6_2_3_field_hospitals_in_the_middle_of_a_battle() -> None:
    """R10: ambushed while attacking in the keep's clearing, she brings the two
    warriors back at once, so she still has attackers and the battle goes on."""
    state = blank()
    put(state, 1, warriors=2, keep=True)  # fox clearing
    put(state, 1, warriors=1, faction=RIVAL)
    give(state, 0, "anvil#1")
    give(state, 1, "ambush_fox#1")
    daylight(state)
    play(state, 0, "battle")
    play(state, 0, f"x1 {RIVAL[0]}")
    assert state.pending()[0].seat == 1  # the rival may ambush
    play(state, 1, "ambush fox")
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind) == (0, "marquise_field_hospitals")
    assert board.warriors(state.board, 1, CAT) == 0
    play(state, 0, "hospital anvil#1")
    fight = state.last_battle
    assert fight is not None and fight["ambush"] == "hit"
    assert fight["dice"]  # the dice were rolled: the battle went on
    assert board.warriors(state.board, 1, CAT) == 2 - fight["hits"]["defender"]
    assert frames.top(state)["type"] == "marquise_daylight"
