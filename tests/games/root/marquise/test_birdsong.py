"""Birdsong of the Marquise (Law of Root 6.4) and the limit of pieces (2.5)."""

from __future__ import annotations

from games.root import frames
from games.root.factions.base import FACTIONS
from tests.games.root.marquise.position import (
    CAT,
    blank,
    legal_text,
    play,
    put,
    wood_on_map,
)


def birdsong(state: object) -> None:
    FACTIONS[CAT].push_birdsong(state, 0)
    frames.settle(state)


def test_6_4_a_wood_on_each_sawmill() -> None:
    state = blank()
    put(state, 1, buildings=["sawmill"])
    put(state, 5, buildings=["sawmill", "sawmill"])
    birdsong(state)
    assert wood_on_map(state) == {1: 1, 5: 2}
    assert FACTIONS[CAT].supply(state, "wood") == 5
    assert state.stack == []


def test_6_4_short_of_wood_she_chooses_which_sawmills() -> None:
    """2.5: as many as possible; the Marquise chooses where (docs/rules/root.md)."""
    state = blank()
    put(state, 1, buildings=["sawmill"])
    put(state, 5, buildings=["sawmill"])
    put(state, 9, buildings=["sawmill"])
    put(state, 12, wood=6)  # two wood left in the supply
    birdsong(state)
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind, prompt.params["count"]) == (0, "marquise_serve_sawmill", 2)
    assert legal_text(state) == ["sawmill 1", "sawmill 5", "sawmill 9"]
    play(state, 0, "sawmill 9")
    assert legal_text(state) == ["sawmill 1", "sawmill 5"]
    play(state, 0, "sawmill 1")
    assert wood_on_map(state) == {1: 1, 9: 1, 12: 6}
    assert state.stack == []


def test_6_4_no_question_when_the_choice_changes_nothing() -> None:
    state = blank()
    put(state, 5, buildings=["sawmill", "sawmill"])
    put(state, 12, wood=7)  # one wood left, both sawmills in 5
    birdsong(state)
    assert wood_on_map(state) == {5: 1, 12: 7}
    assert state.stack == []


def test_6_4_no_wood_left_nothing_happens() -> None:
    state = blank()
    put(state, 5, buildings=["sawmill"])
    put(state, 12, wood=8)
    birdsong(state)
    assert wood_on_map(state) == {12: 8}
    assert state.stack == []
