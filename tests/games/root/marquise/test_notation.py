"""The Marquise's notation round-trips, every action has a label in both
languages, and her catalogs have the same keys (docs/notation/root.md)."""

from __future__ import annotations

import json

import pytest

from games.core.data import data_path
from games.root.actions import Done
from games.root.factions.marquise.actions import (
    Build,
    ChooseBuilding,
    FieldHospital,
    March,
    Overwork,
    PayWood,
    PlaceBuilding,
    PlaceKeep,
    Recruit,
    SpendBird,
    StartBattle,
)
from games.root.game import Root
from tests.games.root.marquise.position import blank, daylight, put

ACTIONS = [
    PlaceKeep(1), PlaceBuilding("sawmill", 5), March(), StartBattle(), Recruit(),
    Build("workshop", 12), PayWood(3), Overwork(5, "anvil#1"), SpendBird("armorers#2"),
    ChooseBuilding("sawmill", 5), ChooseBuilding("recruiter", 11), FieldHospital("anvil#1"),
]
TEXTS = [
    "keep 1", "place sawmill 5", "march", "battle", "recruit", "build workshop 12", "wood 3",
    "overwork 5 anvil#1", "bird armorers#2", "sawmill 5", "recruiter 11", "hospital anvil#1",
]


@pytest.mark.parametrize(("action", "text"), list(zip(ACTIONS, TEXTS, strict=True)))
def test_notation_round_trips(action: object, text: str) -> None:
    game = Root()
    assert str(action) == text
    assert game.parse_action(text) == action
    assert game.parse_action(f"  {text.upper()} ") == action


@pytest.mark.parametrize("locale", ["en", "es"])
def test_every_action_has_a_label(locale: str) -> None:
    game = Root()
    state = blank()
    put(state, 5, warriors=1, buildings=["sawmill"])
    daylight(state)
    for action in ACTIONS:
        text = game.label(state, action, locale)
        assert text and "marquise." not in text and "{" not in text, text
    assert game.label(state, Done(), locale) != "done"


def test_labels_read_the_track() -> None:
    state = blank()
    put(state, 1, buildings=["workshop"])
    text = Root().label(state, Build("workshop", 12), "en")
    assert text == "Build a workshop in clearing 12 (1 wood, 2 VP)"


def test_catalogs_have_the_same_keys() -> None:
    folder = data_path("root", "i18n", "marquise")
    en = json.loads((folder / "en.json").read_text("utf-8"))
    es = json.loads((folder / "es.json").read_text("utf-8"))
    assert set(en) == set(es)
    kinds = ["keep", "start_building", "actions", "pay_wood", "serve_sawmill",
             "serve_recruiter", "field_hospitals"]
    assert all(f"prompt.marquise_{kind}" in en for kind in kinds)
