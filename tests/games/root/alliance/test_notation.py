"""The Alliance's notation (docs/notation/root.md, "Woodland Alliance"),
its step-by-step menus and its refusals' texts."""

from __future__ import annotations

import json
import re

import pytest

from games.core import get_game
from games.core.data import data_path
from games.core.errors import BadNotation
from games.root.factions.alliance.actions import (
    Give,
    Mobilize,
    Organize,
    Revolt,
    ShowHand,
    Spread,
    Train,
)
from tests.games.root.alliance.position import blank, put

ACTIONS = [
    Revolt(5, ("armorers#1", "cobbler#1")),
    Spread(1, ("anvil#1",)),
    Spread(1, ("anvil#1", "foxfolk_steel#1")),
    Mobilize("anvil#1"),
    Train("cobbler#1"),
    Organize(7),
    Give("bake_sale#1"),
    ShowHand(),
]


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_notation_round_trips(action: object) -> None:
    assert get_game("root").parse_action(str(action)) == action


def test_spent_cards_are_put_in_one_order() -> None:
    game = get_game("root")
    assert game.parse_action("revolt 5 with cobbler#1 armorers#1") == ACTIONS[0]
    assert str(game.parse_action("SPREAD 1  with  anvil#1")) == "spread 1 with anvil#1"


@pytest.mark.parametrize("text", ["revolt 5", "spread 5", "revolt 5 with nothing#1",
                                  "mobilize", "give"])
def test_groups_and_unknown_cards_are_refused(text: str) -> None:
    with pytest.raises(BadNotation):
        get_game("root").parse_action(text)


@pytest.mark.parametrize("locale", ["en", "es"])
def test_revolt_and_spread_step_by_step(locale: str) -> None:
    """A revolt or a spread is reached by its clearing, then the supporters."""
    game = get_game("root")
    state = blank()
    put(state, 5, "alliance", tokens=["sympathy"])
    for action, group in ((ACTIONS[0], "revolt 5"), (ACTIONS[2], "spread 1")):
        path = game.choice_path(state, 2, action, locale)
        assert [key for key, _ in path] == [group, str(action)]
        assert all(label and "{" not in label for _, label in path)
        with pytest.raises(BadNotation):
            game.parse_action(group)


def test_every_alliance_text_has_both_languages_and_the_same_fields() -> None:
    folder = data_path("root", "i18n", "alliance")
    en = json.loads((folder / "en.json").read_text())
    es = json.loads((folder / "es.json").read_text())
    assert set(en) == set(es)
    fields = re.compile(r"\{(\w+)[},]")
    for key in en:
        assert set(fields.findall(en[key])) == set(fields.findall(es[key])), key


def test_every_refusal_key_used_has_a_text() -> None:
    """Each `root.alliance.*` reason in the code reads in both languages."""
    from pathlib import Path

    import games.root.factions.alliance as package

    folder = data_path("root", "i18n", "alliance")
    en = json.loads((folder / "en.json").read_text())
    used = set()
    for module in Path(package.__file__).parent.glob("*.py"):
        used |= set(re.findall(r'"(root\.alliance\.\w+)"', module.read_text()))
    assert used and used <= set(en)
