"""The Vagabond's notation (docs/notation/root.md, "Vagabond"): canonical text
round-trips, and the step-by-step paths of the compound actions."""

from __future__ import annotations

import pytest

from games.core import get_game
from games.core.errors import BadNotation
from games.root import notation
from tests.games.root.vagabond.position import VB, at_phase, clear_map, give_items, pawn_to, set_up

TEXTS = [
    "character thief", "p->1_2_5_10", "p->5", "p->5 +2c", "x5 e +c", "explore", "ruin boot",
    "aid e ambush_bird#1", "exhaust boot", "get sword", "quest errand_fox vp",
    "quest escort_mouse draw", "strike c", "strike c sawmill", "repair boot", "steal e",
    "labor anvil#1", "hideout", "refresh tea", "damage sword", "drop bag", "drop bag damaged",
    "coalition e with dominance_fox#1", "x5 v", "x5 g",
]


@pytest.mark.parametrize("text", TEXTS)
def test_notation_round_trips(text: str) -> None:
    assert str(notation.parse(text)) == text


@pytest.mark.parametrize("text", ["p->5 +c", "aid e", "quest errand_fox", "p->"])
def test_path_groups_are_refused_as_actions(text: str) -> None:
    with pytest.raises(BadNotation):
        notation.parse(text)


def test_compound_actions_step_by_step() -> None:
    state = set_up()
    clear_map(state)
    pawn_to(state, VB, 5)
    give_items(state, VB, "boot", "boot")
    from games.root import board
    from games.root.factions.vagabond import board as vb

    vb.set_relationship(state, VB, "marquise", "allied")
    board.add_warriors(state.board, 5, "marquise", 2)
    at_phase(state, VB, "daylight")
    game = get_game("root")
    action = notation.parse("p->1 +2c")
    assert action in state.legal(state.seat_of(VB))
    path = game.choice_path(state, state.seat_of(VB), action, "en")
    assert [key for key, _ in path] == ["p->1 +c", "p->1 +2c"]
    assert all("{" not in label for _, label in path)
