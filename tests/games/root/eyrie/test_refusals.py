"""Every refused Eyrie answer says why and changes nothing (docs/architecture.md)."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.root import frames
from tests.games.root.eyrie.position import (
    RIVAL,
    SEAT,
    begin,
    blank,
    decree,
    give,
    play,
    put,
)


def refused(state, text: str) -> IllegalAction:
    """Play `text`, expect a refusal, and check that nothing changed."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        play(state, text)
    assert state.to_json() == before
    for locale in ("en", "es"):
        message = caught.value.text(locale)
        assert not message.startswith("root.") and "{" not in message, message
    return caught.value


def test_a_leader_face_down_is_refused():
    state = blank(leader="despot")
    begin(state, "eyrie_turmoil", step="humiliate")
    error = refused(state, "leader despot")
    assert error.key == "root.eyrie.leader_face_down"
    assert "Despot" in error.text("en") and "Déspota" in error.text("es")


def test_decree_refusals():
    state = blank()
    put(state, 3, roosts=1)
    give(state, "sappers#1", "armorers#1")
    begin(state, "eyrie_birdsong", step="emergency", added=[])
    assert refused(state, "done").key == "root.eyrie.decree_first"
    assert refused(state, "decree move anvil#1").key == "root.eyrie.not_in_hand"
    give(state, "anvil#1")
    state.changed()  # an edit outside `apply`
    play(state, "decree move sappers#1")
    assert refused(state, "decree move armorers#1").key == "root.eyrie.one_bird"


def decree_at(state, column: int):
    frames.push(state, "eyrie_decree", seat=SEAT, column=column, todo=None)
    frames.settle(state)


def test_resolving_refusals_name_the_rule():
    state = blank(leader="commander")  # no vizier in Recruit
    put(state, 1, warriors=1, roosts=1)
    put(state, 3, warriors=1, roosts=1)
    put(state, 9, roosts=1)
    decree(state, recruit=["anvil#1", "bake_sale#1"])
    decree_at(state, 0)
    assert refused(state, "recruit 7").key == "root.eyrie.no_card_for"  # a mouse clearing
    assert refused(state, "recruit 8").key == "root.eyrie.no_roost"
    assert refused(state, "roost 1").key == "root.eyrie.other_column"
    assert refused(state, "move fox").key == "root.eyrie.other_column"
    assert refused(state, "turmoil").key == "root.eyrie.turmoil_not_now"


def test_build_refusals():
    state = blank(leader="charismatic")
    put(state, 5, warriors=1, roosts=1)
    put(state, 10, warriors=1)
    put(state, 10, warriors=2, faction=RIVAL)
    put(state, 3, warriors=2)
    put(state, 4, warriors=1)
    decree(state, build=["bake_sale#1", "investments#1"])
    decree_at(state, 3)
    assert refused(state, "roost 5").key == "root.eyrie.has_roost"
    assert refused(state, "roost 10").key == "root.eyrie.not_ruled"


def test_a_card_that_cannot_be_done_points_to_turmoil():
    state = blank(leader="charismatic")
    put(state, 9, warriors=2, roosts=1)
    decree(state, move=["anvil#1", "investments#1"])
    decree_at(state, 1)
    assert refused(state, "move fox").key == "root.eyrie.cannot_now"
    assert refused(state, "move rabbit").key == "root.eyrie.no_such_card"


def test_a_new_roost_only_where_the_rule_points():
    state = blank()
    for clearing in (1, 3, 4, 5, 8, 9, 10, 12):
        put(state, clearing, warriors=1, faction=RIVAL)
    give(state, "anvil#1")
    begin(state, "eyrie_birdsong", step="emergency", added=[])
    play(state, "decree move anvil#1")
    assert refused(state, "roost 1").key == "root.eyrie.roost_where"
