"""A faction in one place: each package's `ENTRY`, registered by one call from the
one list (games/root/registry.py), is all the engine knows of it."""

from __future__ import annotations

from games.core import get_game
from games.core.data import load_json
from games.root import notation, paths, seating
from games.root.ai.agent import ASKED_ON_SUSPICION
from games.root.ai.judge import JUDGES
from games.root.factions.base import FACTIONS
from games.root.factions.entry import ENTRIES, NAMED_PARAMS, catalog_parts
from games.root.frames import FRAMES
from games.root.registry import FACTION_LIST


def test_every_faction_comes_from_one_entry_of_the_list() -> None:
    get_game("root")
    for entry in FACTION_LIST:
        for rules in entry.rules:
            assert FACTIONS[rules.id] is rules
    ids = [rules.id for entry in FACTION_LIST for rules in entry.rules]
    assert ids == ["eyrie", "marquise", "vagabond", "vagabond2", "alliance", "lizards", "riverfolk"]
    assert list(ENTRIES.values()) == list(FACTION_LIST)


def test_an_entry_registers_its_frames_judge_and_notation() -> None:
    get_game("root")
    for entry in FACTION_LIST:
        for handler in entry.frames:
            assert type(FRAMES[handler.type]) is handler
        for rules in entry.rules:
            assert JUDGES[rules.id] is entry.judge
        assert (entry.priority, entry.notation.name) in notation.tables()
        for kind, steps in entry.choice_paths.items():
            assert paths._STEPS[kind] is steps


def test_the_game_reads_each_entrys_catalog_folder() -> None:
    game = get_game("root")
    assert sorted(catalog_parts()) == sorted(e.catalog for e in FACTION_LIST)
    for part in catalog_parts():
        keys = load_json("root", "i18n", part, "en.json")
        assert keys and all(game.catalog.has(key) for key in keys)


def test_the_anchor_factions_are_the_rules_own() -> None:
    """5.1.1: the Marquise, the Eyrie or the Lizard Cult in every game."""
    get_game("root")
    assert seating.anchors() == ["eyrie", "marquise", "lizards"]


def test_a_factions_own_text_parameters_are_named_by_its_entry() -> None:
    """The Vagabond's quests (9.3.3) are named in texts through its entry's
    `named_params`; the questions its entry marks are asked on suspicion."""
    game = get_game("root")
    assert game.text_params({"quest": "errand_fox"}, "en")["quest"] == "Errand (fox: tea + boot)"
    assert game.text_params({"quest": "errand_fox"}, "es")["quest"] != "errand_fox"
    assert game.text_params({"quest": "no_such_quest"}, "en")["quest"] == "no_such_quest"
    for entry in FACTION_LIST:
        assert entry.asked_on_suspicion <= ASKED_ON_SUSPICION
        assert all(NAMED_PARAMS[param] == key for param, key in entry.named_params.items())
