"""The typed frames (games/near_and_far/frames.py) are the plain dicts stored
games hold: the same keys in the same order, so a saved game reads the same."""

from __future__ import annotations

from games.near_and_far import frames
from tests.games.near_and_far.position import started


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


def test_each_frame_type_names_the_step_its_constructor_writes():
    """`frames.at` recognises a step by the "type" `STEP_OF` gives its frame type."""
    built = [
        (frames.DraftPickFrame, frames.draft_pick_frame([[]], [[]], [[]])),
        (frames.DraftKeepFrame, frames.draft_keep_frame([[]], [])),
        (frames.BuildingFrame, frames.building_frame("shop")),
        (frames.DuelFrame, frames.duel_frame("hall")),
        (frames.DuelRollFrame, frames.duel_roll_frame("hall", 1, True, 1)),
        (frames.PrepareFrame, frames.prepare_frame()),
        (frames.MoveFrame, frames.move_frame(left=3, moved=0, free=0, turtles=1)),
        (frames.ThreatFrame, frames.threat_frame(5, 7)),
        (frames.ArriveFrame, frames.arrive_frame(True)),
        (frames.QuestFrame, frames.quest_frame("q1")),
        (frames.BoostFrame, frames.boost_frame({}, "quest", [1])),
    ]
    assert {kind: frame["type"] for kind, frame in built} == frames.STEP_OF


def test_readers_outside_the_rules_get_the_frame_only_in_its_step():
    """`at` gives the top frame typed when it is that step's, else None; the card
    asked (a quest's, a threat's, the one hearts are spent on) likewise."""
    state = started()
    state.stack.append(frames.quest_frame("q1"))
    assert frames.at(state, frames.QuestFrame) == {"type": "quest", "card": "q1"}
    assert frames.at(state, frames.BuildingFrame) is None
    assert frames.card_asked(state) == "q1"
    state.stack[-1] = frames.threat_frame(5, 7)
    assert frames.card_asked(state) is None  # the threat's card is not drawn yet
    state.stack[-1] = frames.building_frame("shop")
    assert frames.at(state, frames.BuildingFrame) == {"type": "building", "b": "shop"}
    assert frames.card_asked(state) is None
