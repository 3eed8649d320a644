"""Issue 14 item 10 on the pictures: the board images' words count with the
catalogs' plural forms (CLDR rules, games/core/plural.py), never "(s)"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from renderers.mountain_king import Words as KingWords
from renderers.near_and_far.words import Words as FarWords
from renderers.root.words import Words as RootWords

DATA = Path(__file__).resolve().parents[2] / "data"


def test_no_render_words_write_a_hand_made_plural() -> None:
    found = []
    for path in sorted(DATA.glob("*/render/*.json")):
        for key, text in json.loads(path.read_text("utf-8")).items():
            if isinstance(text, str) and any(s in text for s in ("(s)", "(es)", "(as)")):
                found.append(f"{path.relative_to(DATA)}:{key}")
    assert found == []


@pytest.mark.parametrize(
    ("words", "key", "one", "many"),
    [
        (RootWords("en"), "actions_left", "1 action left", "3 actions left"),
        (RootWords("es"), "actions_left", "le queda 1 acción", "le quedan 3 acciones"),
        (KingWords("en"), "turns_left", "1 turn left", "3 turns left"),
        (KingWords("es"), "turns_left", "queda 1 turno", "quedan 3 turnos"),
        (KingWords("en"), "tiles_left", "1 tunnel tile left", "3 tunnel tiles left"),
        (KingWords("es"), "tiles_left", "queda 1 loseta de túnel", "quedan 3 losetas de túnel"),
        (KingWords("es"), "entrances", "1 abierta", "3 abiertas"),
    ],
)
def test_a_count_chooses_its_form(words, key: str, one: str, many: str) -> None:
    assert words(key, count=1) == one
    assert words(key, count=3) == many


def test_a_plural_inside_a_longer_line_and_the_english_fallback() -> None:
    line = FarWords("es")("threat_line", difficulty=7, vp=2, left=1)
    assert line == "7 para vencer · 2 PV · queda 1"
    assert RootWords("fr")("actions_left", count=0) == "0 actions left"  # English rules
    assert RootWords("en")("deck") == "deck"  # no count: the word as written


def test_a_line_naming_the_winners_reads_right_for_one_or_several() -> None:
    """Tied winners (teams, shared wins): the line names them without a number
    that would have to agree ("Coronado", "winner")."""
    king = KingWords("es")("winners", names="Ana, Bea", count=2, honour=90)
    assert king == "Ganan: Ana, Bea (90 de honor)"
    assert KingWords("en")("winners", names="Ana", count=1, honour=90) == "Winner: Ana (90 honour)"
    far = FarWords("en")("game_over", winners="Ana, Bea", score=30)
    assert far == "Game over — won by Ana, Bea (30 VP)"


def test_no_render_words_show_a_capitalised_placeholder() -> None:
    """Review of issue 25: Mountain King's horde panel read "Horda: recluta
    NIVEL.HUECO", a placeholder a player cannot tell from a missing text; the
    notation is shown by example instead (`recruit 2.3`)."""
    found = []
    for path in sorted(DATA.glob("*/render/*.json")):
        for key, text in json.loads(path.read_text("utf-8")).items():
            if isinstance(text, str) and re.search(r"\b[A-ZÁÉÍÓÚÑ]{3,}\.[A-ZÁÉÍÓÚÑ]{3,}\b", text):
                found.append(f"{path.relative_to(DATA)}:{key}")
    assert found == []
    assert "recruit 2.3" in KingWords("es")("horde") and "nivel 2" in KingWords("es")("horde")
