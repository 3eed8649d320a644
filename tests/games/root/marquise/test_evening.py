"""Evening of the Marquise (Law of Root 6.6): draw, then discard down to five."""

from __future__ import annotations

from games.root import frames
from games.root.factions.base import FACTIONS
from games.root.factions.marquise import board as mb
from tests.games.root.marquise.position import CAT, blank, give, put


def evening(state: object) -> None:
    state.phase = "evening"
    FACTIONS[CAT].push_evening(state, 0)
    frames.settle(state)


def test_6_6_draw_one_card_without_bonuses() -> None:
    state = blank()
    state.deck = ["anvil#1", "sword#1", "armorers#1"]
    evening(state)
    assert state.hands[0] == ["armorers#1"]
    assert state.stack == []


def test_6_6_draw_bonuses_after_the_third_and_fifth_recruiter() -> None:
    state = blank()
    put(state, 1, buildings=["recruiter"])
    put(state, 5, buildings=["recruiter", "recruiter"])
    assert mb.draw_bonus(state) == 1
    put(state, 9, buildings=["recruiter", "recruiter"])
    assert mb.draw_bonus(state) == 2
    state.deck = ["anvil#1", "sword#1", "armorers#1", "sappers#1"]
    evening(state)
    assert len(state.hands[0]) == 3


def test_6_6_then_discard_down_to_five() -> None:
    state = blank()
    give(state, 0, "anvil#1", "sword#1", "sappers#1", "bake_sale#1", "cobbler#1")
    state.deck = ["armorers#1"]
    evening(state)
    top = frames.top(state)
    assert (top["type"], top["seat"], top["limit"]) == ("discard_down", 0, 5)
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind) == (0, "discard_down")
    state.apply(0, "discard armorers#1")
    assert len(state.hands[0]) == 5
    assert state.stack == []
