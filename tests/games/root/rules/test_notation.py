"""The shared actions' notation (docs/notation/root.md), labels and catalogs."""

from __future__ import annotations

import json

import pytest

from games.core.data import data_path
from games.core.errors import BadNotation
from games.root import frames
from games.root.actions import (
    ActivateDominance,
    Ambush,
    Battle,
    Craft,
    Discard,
    Done,
    Move,
    RemovePiece,
    TakeDominance,
    UseEffect,
)
from games.root.state import RootState
from tests.games.root.rules.position import position

ACTIONS = {
    "3w1->5": Move(3, 1, 5),
    "12w10->12": Move(12, 10, 12),
    "x5 w": Battle(5, "owls"),
    "x12 e": Battle(12, "eyrie"),
    "x1 c": Battle(1, "marquise"),
    "ambush bird": Ambush("bird"),
    "use armorers": UseEffect("armorers"),
    "remove sawmill": RemovePiece("sawmill"),
    "craft anvil#1": Craft("anvil#1"),
    "craft royal_claim#1 using fox fox rabbit mouse": Craft(
        "royal_claim#1", ("fox", "fox", "rabbit", "mouse")
    ),
    "discard armorers#2": Discard("armorers#2"),
    "activate dominance_fox#1": ActivateDominance("dominance_fox#1"),
    "take dominance_fox#1 with anvil#1": TakeDominance("dominance_fox#1", "anvil#1"),
    "done": Done(),
}
PROMPTS = ("move", "battle", "ambush", "foil", "battle_effect", "take_hits", "craft",
           "discard_down")
EVENTS = ("placed", "removed", "moved", "battle_started", "ambushed", "foiled", "dice_rolled",
          "battle_ended", "effect_used", "crafted", "dominance_activated", "dominance_taken",
          "scored", "game_won", "discarded", "drew", "drew_cards", "reshuffled", "turn", "phase")


def catalog(locale: str) -> dict[str, str]:
    return json.loads(data_path("root", "i18n", "rules", f"{locale}.json").read_text("utf-8"))


@pytest.mark.parametrize("text", ACTIONS)
def test_notation_round_trips(text):
    game = RootState.game if "game" in vars(RootState) else position().game
    assert game.parse_action(text) == ACTIONS[text]
    assert str(ACTIONS[text]) == text


def test_notation_forgives_case_and_spaces():
    game = position().game
    assert game.parse_action("  X5   W ") == Battle(5, "owls")
    assert game.parse_action("3W1->5") == Move(3, 1, 5)
    royal = game.parse_action("craft royal_claim#1 using MOUSE fox  rabbit fox")
    assert str(royal) == "craft royal_claim#1 using fox fox rabbit mouse"  # suits in order


REFUSED = ["x5 z", "0w1->5", "ambush wolf", "craft", "take anvil#1", "craft anvil#1 using bird"]


@pytest.mark.parametrize("text", REFUSED)
def test_notation_refuses_what_is_not_an_action(text):
    with pytest.raises(BadNotation):
        position().game.parse_action(text)


@pytest.mark.parametrize("locale", ["en", "es"])
def test_every_action_has_a_readable_label(locale):
    state = position()
    for frame_type in ("move", "foil", "craft"):
        frames.push(state, frame_type, seat=0, faction="moles", moves=1, pieces=[])
        for action in ACTIONS.values():
            label = state.label(action, locale)
            assert label and not label.startswith("root."), (action, label)
        state.stack.pop()


def test_catalogs_have_the_same_keys_in_english_and_spanish():
    assert set(catalog("en")) == set(catalog("es"))


@pytest.mark.parametrize("locale", ["en", "es"])
def test_every_prompt_and_event_of_the_shared_rules_has_a_text(locale):
    texts = catalog(locale)
    missing = [f"prompt.{k}" for k in PROMPTS if f"prompt.{k}" not in texts]
    missing += [f"event.{k}" for k in EVENTS if f"event.{k}" not in texts]
    assert missing == []
