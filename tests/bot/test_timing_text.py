"""The clocks written into the session row (bot/storage/rows.py `_timing_text`): the
same text as `compact_json` of the record's `timing`, the table's settings written
out once per settings dict (bot/clock.py `_table_json`)."""

from __future__ import annotations

from typing import Any

from bot.clock import TableTime, Timing
from bot.storage.packed import compact_json
from bot.storage.rows import _timing_text


def test_the_clocks_text_is_compact_json_of_the_timing() -> None:
    timing = Timing(TableTime())
    timing.follow({0}, 1796478109.0104575)
    data = timing.to_json()
    assert _timing_text(data) == compact_json(data)
    timing.follow({1}, 1796478111.25)
    again = timing.to_json()
    assert again["table"] is data["table"]  # one dict per settings object
    assert _timing_text(again) == compact_json(again)
    assert _timing_text(again) == _timing_text(again)


def test_any_other_shape_is_written_as_it_is() -> None:
    shapes: list[Any] = [
        {},
        {"clock": "on"},
        {"table": {"per_decision": 86400.0}, "seats": {"0": {"since": 5.0}}},
        {"seats": {}, "table": {}, "lobby_until": None},
        {"table": "x", "seats": {}, "lobby_until": 3.5},
        {"table": {"a": 1, "b": [1, 2.5, None]}, "seats": {"1": {"sent": ["half"]}},
         "lobby_until": 1e300},
    ]
    for data in shapes:
        assert _timing_text(data) == compact_json(data)


def test_a_settings_dict_changed_in_place_is_written_again() -> None:
    table = {"per_decision": 0.0, "absent": "bot"}
    data = {"table": table, "seats": {}, "lobby_until": None}
    first = _timing_text(data)
    table["absent"] = "wait"
    assert _timing_text(data) == compact_json(data) != first
