"""The typed frames (games/meduris/frames.py) are the plain dicts stored games
hold: the same keys in the same order, so a saved game reads the same."""

from __future__ import annotations

import json

from games.meduris import frames


def test_each_frame_constructor_gives_the_stored_keys_in_order():
    assert list(frames.seats_frame("gain", [1, 0])) == ["type", "seats"]
    assert list(frames.step_frame("roll")) == ["type"]
    assert list(frames.pay_frame("temple", 4)) == ["type", "kind", "plot"]
    assert list(frames.ritual_frame("final_lap", [[3, 2]])) == ["type", "visits"]


def test_a_typed_frame_is_a_plain_json_dict():
    frame = frames.pay_frame("hut", 11)
    assert type(frame) is dict
    assert json.dumps(frame) == '{"type": "pay", "kind": "hut", "plot": 11}'
