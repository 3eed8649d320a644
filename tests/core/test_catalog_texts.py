"""Catalog texts made once: a menu labels the same actions position after position,
so a text made from plain parameters is kept (games/core/i18n.py `Catalog.text`)."""

from __future__ import annotations

import json
from pathlib import Path

from games.core.i18n import Catalog, Key


def catalog(tmp_path: Path) -> Catalog:
    (tmp_path / "en.json").write_text(json.dumps({
        "cards": "{count, plural, one {# card} other {# cards}} for {name}",
        "value": "value {value}",
    }), "utf-8")
    (tmp_path / "es.json").write_text(json.dumps({
        "cards": "{count, plural, one {# carta} other {# cartas}} para {name}",
    }), "utf-8")
    return Catalog([tmp_path])


def test_a_text_from_plain_parameters_is_made_once_and_is_the_same(tmp_path: Path) -> None:
    texts = catalog(tmp_path)
    first = texts.text("en", "cards", count=2, name="Ana")
    assert first == "2 cards for Ana"
    assert texts.text("en", "cards", count=2, name="Ana") is first  # kept, not made again
    assert texts.text("es", "cards", count=1, name="Ana") == "1 carta para Ana"
    assert texts.text("es-ES", "cards", count=2, name="Ana") == "2 cartas para Ana"


def test_numbers_that_compare_equal_keep_their_own_texts(tmp_path: Path) -> None:
    texts = catalog(tmp_path)
    assert texts.text("en", "value", value=1) == "value 1"
    assert texts.text("en", "value", value=True) == "value True"
    assert texts.text("en", "value", value=1.0) == "value 1.0"
    assert texts.text("en", "value", value=1) == "value 1"


def test_a_parameter_that_may_change_is_read_each_time(tmp_path: Path) -> None:
    texts = catalog(tmp_path)
    names = ["Ana"]
    assert texts.text("en", "value", value=names) == "value ['Ana']"
    names.append("Bo")
    assert texts.text("en", "value", value=names) == "value ['Ana', 'Bo']"


def test_a_key_parameter_and_unprintable_text_as_before(tmp_path: Path) -> None:
    texts = catalog(tmp_path)
    assert texts.text("en", "value", value=Key("x")) == "value x"
    assert texts.text("en", "value", value="a\x1b[2Jb") == "value a[2Jb"
    assert texts.text("en", "missing", value=1) == "missing"


def test_printable_text_as_it_is_and_every_removed_character_unprintable(tmp_path: Path) -> None:
    """`_make` skips `translate` for a plain text `str.isprintable` passes: that holds
    only if every character the table removes is one `isprintable` refuses."""
    from games.core.i18n import _UNPRINTABLE

    assert not any(chr(code).isprintable() for code in _UNPRINTABLE)
    texts = catalog(tmp_path)
    assert texts.text("en", "value", value="Ñandú ✓") == "value Ñandú ✓"
    assert texts.text("en", "value", value="a\nb\tc") == "value a\nb\tc"  # kept as before
    assert texts.text("en", "value", value="a\u202eb\u2066c") == "value abc"
    assert texts.text("en", "value", value=Key("x\x07y")) == "value xy"  # a str subclass


def test_kept_texts_told_apart_by_names_and_values(tmp_path: Path) -> None:
    """The kept text's key holds the names, then the values (no pair tuples)."""
    texts = catalog(tmp_path)
    assert texts.text("en", "cards", count=2, name="x") == "2 cards for x"
    assert texts.text("en", "cards", name="x", count=2) == "2 cards for x"
    assert texts.text("en", "value", value="name") == "value name"
    assert texts.text_of("en", "value", {"value": "name"}) == "value name"
    assert texts.text("en", "value", value="x", name="value") == "value x"


def test_a_key_with_too_many_texts_is_no_longer_kept_and_reads_the_same(tmp_path: Path) -> None:
    """A key whose texts differ from table to table (names) stops being kept after
    `_KEPT_PER_KEY` of them; its texts are made as before, other keys still kept."""
    from games.core import i18n

    texts = catalog(tmp_path)
    first = texts.text("en", "cards", count=3, name="Kept")
    for n in range(i18n._KEPT_PER_KEY + 5):
        assert texts.text("en", "value", value=f"name{n}") == f"value name{n}"
    assert "value" in texts._unkept and "cards" not in texts._unkept
    again = texts.text("en", "value", value="name1")
    assert again == "value name1" and texts.text("en", "value", value="name1") is not again
    assert texts.text("en", "cards", count=3, name="Kept") is first
