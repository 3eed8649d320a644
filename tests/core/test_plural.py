"""Issue 14, item 10: plurals by the CLDR rules of each language (Babel), never a
hand-made "(s)": ICU's plural form inside catalog templates (games/core/plural.py)."""

from __future__ import annotations

import json
from pathlib import Path

from games.core import get_game
from games.core.i18n import Catalog
from games.core.plural import category, expand

DATA = Path(__file__).resolve().parents[2] / "data"
FORM = "{count, plural, one {# card} other {# cards}}"


def test_the_cldr_category_chooses_the_branch() -> None:
    assert category("en", 1) == "one" and category("en", 0) == "other"
    assert category("es", 1) == "one" and category("es", 2) == "other"
    assert expand(f"draws {FORM}.", "en", {"count": 1}) == "draws 1 card."
    assert expand(f"draws {FORM}.", "en", {"count": 0}) == "draws 0 cards."
    exact = "{count, plural, =0 {no card} one {# card} other {# cards}}"
    assert expand(exact, "en", {"count": 0}) == "no card"


def test_fields_inside_a_branch_are_filled_and_a_broken_form_is_shown_as_written() -> None:
    template = "{n, plural, one {# move from {origin}} other {# moves from {origin}}}"
    assert expand(template, "es", {"n": 2}).format(origin=3) == "2 moves from 3"
    assert expand("{n, plural, one {a}", "en", {"n": 1}) == "{n, plural, one {a}"


def test_catalogs_use_it() -> None:
    root = get_game("root")
    assert isinstance(root.catalog, Catalog)
    one = root.catalog.text("en", "event.drew", player="Ana", count=1)
    assert one == "Ana draws 1 card."
    assert root.catalog.text("es", "event.drew", player="Ana", count=3) == "Ana roba 3 cartas."
    assert root.catalog.text("es", "root.label.move", count=1, origin=1, target=5) == (
        "Mover 1 guerrero de 1 a 5"
    )


def test_no_catalog_writes_a_hand_made_plural() -> None:
    found = []
    for path in DATA.rglob("*.json"):
        if "i18n" not in path.parts:
            continue
        for key, text in json.loads(path.read_text("utf-8")).items():
            if isinstance(text, str) and any(s in text for s in ("(s)", "(es)", "1 days")):
                found.append(f"{path.relative_to(DATA)}:{key}")
    assert found == []
