"""The typed frames (games/mountain_king/frames.py) are the plain dicts stored
games hold: the same keys in the same order, so a saved game reads the same."""

from __future__ import annotations

import json

from games.mountain_king import frames


def test_each_frame_constructor_gives_the_stored_keys_in_order():
    assert frames.step_frame("main") == {"type": "main"}
    assert json.dumps(frames.trade_frame("rune")) == '{"type": "trade", "resource": "rune"}'
    assert json.dumps(frames.pay_frame("dig L4 iron")) == (
        '{"type": "pay", "action": "dig L4 iron"}'
    )
    assert type(frames.pay_frame("end")) is dict
