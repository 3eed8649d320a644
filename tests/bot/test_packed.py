"""What a cached session keeps packed reads back as it was given (issue 15, goal 3)."""

from __future__ import annotations

import copy
import dataclasses
import json

from bot.sessions import ShownBoard
from bot.storage import LogRecord
from bot.storage.packed import NO_EVENTS, PackedEvents, one_shot

EVENTS = [{"kind": "roll", "params": {"face": 4, "seats": [0, 1]}}, {"kind": "pass", "params": {}}]


def test_a_record_keeps_its_events_packed_and_reads_them_back() -> None:
    record = LogRecord(seq=1, kind="action", seat=0, text="roll", events=EVENTS)
    assert isinstance(record.events, PackedEvents)
    assert record.events == EVENTS and list(record.events) == EVENTS
    assert len(record.events) == 2 and record.events[1] == EVENTS[1]
    assert record.events_json == '[{"kind":"roll","params":{"face":4,"seats":[0,1]}},' \
        '{"kind":"pass","params":{}}]'


def test_a_reader_cannot_change_what_is_kept() -> None:
    record = LogRecord(seq=1, kind="action", events=EVENTS)
    for event in record.events:
        event["kind"] = "changed"
    assert record.events == EVENTS


def test_records_without_events_share_one_empty_pack() -> None:
    assert LogRecord(seq=1, kind="undo").events is NO_EVENTS
    assert LogRecord(seq=2, kind="action", events=[]).events is NO_EVENTS
    assert list(NO_EVENTS) == [] and len(NO_EVENTS) == 0


def test_copies_and_replacements_keep_the_events() -> None:
    record = LogRecord(seq=1, kind="action", events=EVENTS)
    assert copy.deepcopy(record).events == EVENTS
    assert dataclasses.replace(record, seq=2).events == EVENTS


def test_a_shown_board_gives_back_its_views() -> None:
    view = {"seats": [{"score": 3}], "turn": 1, "marks": None}
    before = {"seats": [{"score": 1}], "turn": 0, "marks": None}
    shown = ShownBoard(7, view, before)
    assert shown.view == view and shown.before == before
    assert shown.previous_for(7) == before  # the same board again keeps its marks
    assert shown.previous_for(8) == view  # a later board is compared with this one
    assert ShownBoard(1, view, None).previous_for(1) is None


def test_one_shot_encodes_as_its_encoder_and_fails_as_it_does() -> None:
    """`one_shot(encoder)` writes what `encoder.encode` writes, for every kind of value
    a record holds, and raises what it raises (a circular value, a value JSON has no
    form for): the C encoder built once keeps no state between calls."""
    circular: list[object] = []
    circular.append(circular)
    values: list[object] = [
        {"seats": {"1": {"since": 1796468041.1502194, "sent": [], "away": False}}},
        [{"kind": "chose", "params": {"labels": {"es": "Colocar la ficha ñ \u2028 \"x\""}}}],
        {2: None, 1.5: float("nan"), True: float("inf")}, "text", 10**30, [],
    ]
    for encoder in (json.JSONEncoder(separators=(",", ":")),
                    json.JSONEncoder(sort_keys=True, default=str)):
        encode = one_shot(encoder)
        for value in values:
            assert encode(value) == encoder.encode(value)
        for bad in (circular, {"a": circular}, {"x": b"bytes"}):
            try:
                expected: object = encoder.encode(bad)
            except (TypeError, ValueError) as error:
                expected = (type(error), str(error))
            try:
                got: object = encode(bad)
            except (TypeError, ValueError) as error:
                got = (type(error), str(error))
            assert got == expected
        assert encode([1]) == encoder.encode([1])  # nothing kept from the failures
