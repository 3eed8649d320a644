"""Daylight of the Marquise (Law of Root 6.5; seed 003 6.5.1-6.5.3, 6.5.5).
Build (6.5.4) has its own file."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import board, frames
from games.root.factions.base import FACTIONS
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
)


def test_6_5_crafting_with_workshops_comes_first() -> None:
    state = blank()
    put(state, 1, warriors=1, buildings=["workshop"])
    put(state, 6, buildings=["workshop"])
    give(state, 0, "anvil#1")  # costs one fox: craftable with a fox workshop
    FACTIONS[CAT].push_daylight(state, 0)
    frames.settle(state)
    top = frames.top(state)
    assert top["type"] == "craft"
    assert (top["seat"], top["faction"], top["pieces"]) == (0, CAT, [1, 6])
    play(state, 0, "done")
    assert frames.top(state)["type"] == "marquise_daylight"
    assert state.pending()[0].kind == "marquise_actions"


def test_6_5_without_workshops_straight_to_the_actions() -> None:
    state = blank()
    put(state, 1, warriors=1)
    FACTIONS[CAT].push_daylight(state, 0)
    frames.settle(state)
    assert [f["type"] for f in state.stack] == ["marquise_daylight"]
    assert actions_left(state) == 3


def test_6_5_three_actions_then_only_birds_or_done() -> None:
    state = blank()
    put(state, 1, warriors=3)
    put(state, 5, warriors=1, buildings=["recruiter"])
    put(state, 1, warriors=1, faction=RIVAL)
    give(state, 0, "armorers#1")
    daylight(state, actions=1)
    offered = legal_text(state)
    assert offered[:2] == ["march", "battle"]
    assert "recruit" in offered and "build workshop 5" in offered  # a free workshop: 0 wood
    assert offered[-2:] == ["bird armorers#1", "done"]
    play(state, 0, "recruit")
    assert actions_left(state) == 0
    assert legal_text(state) == ["bird armorers#1", "done"]
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "march")
    assert refused.value.key == "root.marquise.no_action_left"


def test_6_5_each_bird_card_spent_gives_one_more_action() -> None:
    state = blank()
    put(state, 1, warriors=3)
    give(state, 0, "armorers#1", "anvil#1")
    daylight(state, actions=0)
    play(state, 0, "bird armorers#1")
    assert actions_left(state) == 1
    assert state.discard == ["armorers#1"]
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "bird anvil#1")
    assert refused.value.key == "root.marquise.not_bird"


def test_6_5_done_ends_daylight() -> None:
    state = blank()
    daylight(state)
    play(state, 0, "done")
    assert state.stack == []


def test_6_5_1_battle_pushes_the_shared_battle_frame() -> None:
    state = blank()
    put(state, 1, warriors=3)
    put(state, 1, warriors=1, faction=RIVAL)
    daylight(state)
    play(state, 0, "battle")
    top = frames.top(state)
    assert top["type"] == "battle"
    assert (top["seat"], top["faction"], top["clearing_suit"], top["optional"]) == (
        0, CAT, None, False,
    )
    assert actions_left(state) == 2
    assert legal_text(state) == ["x1 e"]


def test_6_5_1_no_battle_offered_where_none_is_possible() -> None:
    state = blank()
    put(state, 1, warriors=3)
    daylight(state)
    assert "battle" not in legal_text(state)
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "battle")
    assert refused.value.key == "root.marquise.no_battle"


def test_6_5_2_march_is_up_to_two_moves() -> None:
    state = blank()
    put(state, 1, warriors=3)
    daylight(state)
    play(state, 0, "march")
    top = frames.top(state)
    assert top["type"] == "move"
    assert {k: top[k] for k in ("moves", "optional", "min_moves", "origin_suit")} == {
        "moves": 2, "optional": True, "min_moves": 1, "origin_suit": None,
    }
    assert "done" not in legal_text(state)  # the first move is the march itself
    play(state, 0, "3w1->5")
    assert "done" in legal_text(state)
    play(state, 0, "2w5->2")
    assert frames.top(state)["type"] == "marquise_daylight"
    assert board.warriors(state.board, 2, CAT) == 2
    assert board.warriors(state.board, 5, CAT) == 1
    assert actions_left(state) == 2


def test_6_5_2_march_may_stop_after_one_move() -> None:
    state = blank()
    put(state, 1, warriors=3)
    daylight(state)
    play(state, 0, "march")
    play(state, 0, "1w1->9")
    play(state, 0, "done")
    assert frames.top(state)["type"] == "marquise_daylight"


def test_6_5_3_recruit_a_warrior_on_each_recruiter_once_per_turn() -> None:
    state = blank()
    put(state, 1, buildings=["recruiter"])
    put(state, 5, buildings=["recruiter", "recruiter"])
    daylight(state)
    play(state, 0, "recruit")
    assert board.warriors(state.board, 1, CAT) == 1
    assert board.warriors(state.board, 5, CAT) == 2
    assert mb.supply(state, "warriors") == 22
    assert "recruit" not in legal_text(state)
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "recruit")
    assert refused.value.key == "root.marquise.recruited"


def test_6_5_3_short_of_warriors_she_chooses_the_recruiters() -> None:
    state = blank()
    put(state, 1, buildings=["recruiter"])
    put(state, 9, buildings=["recruiter"])
    put(state, 12, warriors=24)
    daylight(state)
    play(state, 0, "recruit")
    assert state.pending()[0].kind == "marquise_serve_recruiter"
    assert legal_text(state) == ["recruiter 1", "recruiter 9"]
    play(state, 0, "recruiter 9")
    assert board.warriors(state.board, 9, CAT) == 1
    assert board.warriors(state.board, 1, CAT) == 0
    assert frames.top(state)["type"] == "marquise_daylight"


def test_6_5_5_overwork_spends_a_card_matching_a_sawmill_clearing() -> None:
    state = blank()
    put(state, 1, warriors=1, buildings=["sawmill"])  # fox
    put(state, 5, buildings=["sawmill"])  # rabbit
    give(state, 0, "anvil#1", "armorers#1", "sword#1")  # fox, bird, mouse
    daylight(state)
    overworks = [t for t in legal_text(state) if t.startswith("overwork")]
    assert overworks == [
        "overwork 1 anvil#1", "overwork 1 armorers#1", "overwork 5 armorers#1",
    ]
    play(state, 0, "overwork 5 armorers#1")
    assert mb.wood_at(state, 5) == 1
    assert mb.supply(state, "wood") == 7
    assert state.discard == ["armorers#1"]
    assert actions_left(state) == 2


def test_6_5_5_overwork_refusals_say_why() -> None:
    state = blank()
    put(state, 1, warriors=1, buildings=["sawmill"])
    give(state, 0, "sword#1")
    daylight(state)
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "overwork 1 sword#1")
    assert refused.value.key == "root.marquise.card_mismatch"
    with pytest.raises(IllegalAction) as refused:
        play(state, 0, "overwork 6 sword#1")
    assert refused.value.key == "root.marquise.no_sawmill"
    assert state.hands[0] == ["sword#1"]
