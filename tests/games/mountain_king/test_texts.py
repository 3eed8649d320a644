"""The texts players read (events, prompts, menu labels) are good sentences in
English and Spanish: no template braces, no raw ids or catalog keys, the
right number for counts ("1 coin", "2 coins") and the right English article
("an Ice pedestal")."""

from __future__ import annotations

import re

import pytest

from games.core import agent_rng
from tests.games.mountain_king.helpers import GAME

NAMES = ["Ana", "Bea", "Cris", "Dani", "Eva"]
RAW = re.compile(
    r"\b(res|res_n|clan|cart|cart_n|event|prompt|label|word|spell|spell_text|hall|hall_the|"
    r"workshop|workshop_the|a_pedestal|a_statue)\.[a-z]"
    r"|\b[a-z]+_[a-z]+\b"  # ids such as earth_ritual or stone_mill
    r"|\b[ts]\d{1,2}\b"  # troll card ids
)
A_BEFORE_VOWEL = re.compile(r"\ba [AEIOaeio]")


def _plurals(locale: str) -> list[str]:
    """Plural names that differ from their singular ("coins", not "iron")."""
    out = []
    for key in GAME.catalog.keys(locale):
        if key.startswith(("res_n.", "cart_n.")):
            singular = key.replace("res_n.", "res.").replace("cart_n.", "cart.")
            plural = GAME.catalog.text(locale, key)
            if plural != GAME.catalog.text(locale, singular):
                out.append(plural)
    return out


def _check(text: str, locale: str, plurals: list[str]) -> None:
    assert "{" not in text and "}" not in text, text
    assert not RAW.search(text), text
    for plural in plurals:
        assert not re.search(rf"(?<![\d.]){re.escape('1 ' + plural)}\b", text), text
    if locale == "en":
        assert not A_BEFORE_VOWEL.search(text), text


def _sweep(players: int, options: dict[str, str], seed: int) -> int:
    agent = GAME.agent("heuristic")
    state = GAME.setup(players, options, seed)
    plurals = {loc: _plurals(loc) for loc in ("en", "es")}
    checked, seq = 0, 0
    while not state.is_over():
        prompt = state.pending()[0]
        actions = state.legal(prompt.seat)
        for locale in ("en", "es"):
            _check(GAME.prompt_text(state, prompt, locale, NAMES), locale, plurals[locale])
            for action in actions[:25]:
                _check(GAME.label(state, action, locale), locale, plurals[locale])
                checked += 1
        action = agent.choose(state, prompt.seat, agent_rng(seed, prompt.seat, seq))
        seq += 1
        for event in state.apply(prompt.seat, action):
            for locale in ("en", "es"):
                _check(GAME.event_text(event, locale, NAMES), locale, plurals[locale])
                _check(GAME.event_text(event, locale), locale, plurals[locale])
                checked += 1
    return checked


@pytest.mark.parametrize(("players", "options", "seed"), [
    (2, {}, 1), (3, {}, 2), (4, {"team": "true"}, 3), (5, {}, 4),
])
def test_texts_of_whole_ai_games_read_as_sentences(players, options, seed):
    assert _sweep(players, options, seed) > 1000


def test_counts_take_the_right_number():
    """Separate words for one and many, in both languages."""
    assert GAME.amounts_text([1, 2, 0, 1, 2, 0, 0], "en") == "1 stone, 2 iron, 1 coin, 2 carts"
    assert GAME.amounts_text([2, 0, 2, 0, 0, 1, 0], "es") == (
        "2 piedras, 2 rocas ígneas, 1 martillo")
    assert GAME.resource_words("2stone", "en") == "2 stones"
    assert GAME.resource_words("cart:fire", "es") == "1 carretilla de Fuego"
    from games.core.types import Event

    one = Event("bribes_collected", {"seat": 0, "count": 1})
    two = Event("bribes_collected", {"seat": 0, "count": 2})
    assert GAME.event_text(one, "en", NAMES) == "Ana collects a bribe of 1 coin."
    assert GAME.event_text(two, "es", NAMES) == "Ana recoge 2 monedas de sobornos."
    ice = Event("pedestal_gained", {"seat": 1, "clan": "ice"})
    assert GAME.event_text(ice, "en", NAMES) == "Bea takes an Ice pedestal."
