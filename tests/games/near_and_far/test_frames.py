"""The typed frames (games/near_and_far/frames.py) are the plain dicts stored
games hold: the same keys in the same order, so a saved game reads the same."""

from __future__ import annotations

from games.near_and_far import frames


def test_each_frame_constructor_gives_the_stored_keys_in_order():
    assert list(frames.draft_pick_frame([[]], [[]], [[]])) == [
        "type", "hands", "picked", "advanced"
    ]
    assert list(frames.draft_keep_frame([[]], [])) == ["type", "advanced", "ready"]
    assert list(frames.duel_roll_frame("hall", 1, True, 1)) == [
        "type", "b", "target", "dirty", "roller"
    ]
    assert list(frames.move_frame(left=3, moved=0, free=0, turtles=1)) == [
        "type", "left", "moved", "free", "turtles"
    ]
    assert list(frames.threat_frame(5, 7)) == ["type", "to", "path"]
    assert frames.building_frame("shop") == {"type": "building", "b": "shop"}


def test_hearts_after_a_roll_keep_the_roll_first_then_what_it_was_for():
    """A boost frame copies the roll's frame (without its type), then "for" and
    "spend", as games saved before the frames were typed have it."""
    roll = frames.duel_roll_frame("tavern", 2, False, 2)
    boost = frames.boost_frame(frames.data(roll), "duel", [2])
    assert list(boost) == ["type", "b", "target", "dirty", "roller", "for", "spend"]
    assert boost["type"] == "boost" and boost["for"] == "duel"
    quest = frames.boost_frame({"card": "e01", "option": 2, "total": 5}, "quest", [1, 3])
    assert list(quest) == ["type", "card", "option", "total", "for", "spend"]
