"""Log events and board views kept as compact JSON text rather than objects.

A cached session keeps every standing log record and the last posted board for
as long as its channel plays. As dicts, one record's public events took about
1.2 KB and a board's view 15-30 KB, against 60-200 bytes and 2-5 KB as compact
JSON (issue 15, goal 3). They are read rarely (the log, a recap, the next
board's marks), so decoding on each read costs nothing anyone feels.
"""

from __future__ import annotations

import json
import sys
import zlib
from collections.abc import Callable, Iterator, Sequence
from json.encoder import (  # type: ignore[attr-defined]
    c_make_encoder,
    encode_basestring,
    encode_basestring_ascii,
)
from typing import Any, overload

_COMPACT = (",", ":")


def one_shot(encoder: json.JSONEncoder) -> Callable[[Any], str]:
    """`encoder.encode`, with the C encoder it would build at every call built once
    (about a third of the time of a move's small texts: its events, the clocks).

    It is built without the check for circular values (which would keep state
    between calls); a value the C encoder refuses (a circular one, one JSON has no
    form for) is encoded again by `encoder.encode`, which raises as it always did."""
    if c_make_encoder is None or encoder.indent is not None:  # as `encode` does
        return encoder.encode
    made = c_make_encoder(
        None, encoder.default,
        encode_basestring_ascii if encoder.ensure_ascii else encode_basestring,
        encoder.indent, encoder.key_separator, encoder.item_separator,
        encoder.sort_keys, encoder.skipkeys, encoder.allow_nan,
    )

    def encode(data: Any) -> str:
        try:
            return "".join(made(data, 0))
        except Exception:
            return encoder.encode(data)

    return encode


# Made once: `json.dumps` with separators builds an encoder at every call (a
# quarter of the time of a record's events).
_COMPACT_ENCODER = json.JSONEncoder(separators=_COMPACT)
_COMPACT_ENCODE = one_shot(_COMPACT_ENCODER)


def compact_json(data: Any) -> str:
    """`json.dumps(data, separators=(",", ":"))`."""
    return _COMPACT_ENCODE(data)


class PackedEvents(Sequence[dict[str, Any]]):
    """A record's events as one compact JSON text; every read decodes a fresh copy
    (so no reader can change what is kept)."""

    __slots__ = ("json",)

    def __init__(self, text: str) -> None:
        self.json = text

    @classmethod
    def of(cls, events: Sequence[dict[str, Any]]) -> PackedEvents:
        if isinstance(events, PackedEvents):
            return events
        # Interned: the same events recur across moves and tables ("turn passes to
        # seat 1"), and an interned text is shared (and freed once nobody holds it).
        return cls(sys.intern(compact_json(list(events)))) if events else NO_EVENTS

    def decoded(self) -> list[dict[str, Any]]:
        return list(json.loads(self.json))

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return iter(self.decoded())

    def __len__(self) -> int:
        return 0 if self is NO_EVENTS else len(self.decoded())

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[dict[str, Any]]: ...
    def __getitem__(self, index: int | slice) -> Any:
        return self.decoded()[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PackedEvents):
            return self.json == other.json
        return isinstance(other, list) and self.decoded() == other

    def __hash__(self) -> int:
        return hash(self.json)

    def __repr__(self) -> str:
        return repr(self.decoded())

    def __deepcopy__(self, memo: dict[int, Any]) -> PackedEvents:
        return self  # immutable


NO_EVENTS = PackedEvents("[]")


def pack_view(view: dict[str, Any] | None) -> bytes | None:
    """A board's public view as deflated compact JSON (views repeat names and keys
    and deflate about 5:1)."""
    return None if view is None else zlib.compress(compact_json(view).encode(), 1)


def unpack_view(packed: bytes | None) -> dict[str, Any] | None:
    return None if packed is None else dict(json.loads(zlib.decompress(packed)))
