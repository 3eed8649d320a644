"""Root's notation is tried table by table in the order of explicit priorities
(games/root/notation.py), never in the order modules happen to be imported."""

from __future__ import annotations

import pytest

from games.core import get_game
from games.root import notation
from games.root.factions.marquise.actions import PlaceKeep
from games.root.notation import Syntaxes, register_syntaxes


def test_tables_are_tried_by_priority() -> None:
    get_game("root")
    assert notation.tables() == [
        (100, "shared actions"),
        (200, "alliance"),
        (300, "eyrie"),
        (400, "lizards"),
        (500, "marquise"),
        (600, "vagabond"),
        (700, "seating"),
        (800, "card effects"),
        (900, "riverfolk"),
    ]


def test_two_tables_never_share_a_priority() -> None:
    get_game("root")
    with pytest.raises(ValueError, match="both at priority 500"):
        register_syntaxes(Syntaxes("another marquise"), 500)
    assert notation.tables()[4] == (500, "marquise")


def test_registering_a_table_again_changes_nothing() -> None:
    game = get_game("root")
    before = list(notation.tables())
    register_syntaxes(notation._TABLES[500], 500)
    assert notation.tables() == before
    assert game.parse_action("keep 1") == PlaceKeep(1)
