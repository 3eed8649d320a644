"""Every text a Root game shows reads as words: no template braces, no raw
catalog keys, no seat numbers or card instances where a name belongs."""

from __future__ import annotations

import re

import pytest

from games.core import agent_rng, get_game, make_agent
from games.core.types import Event

NAMES = ["Ann", "Bob"]
RAW = re.compile(r"\{|#\d|^(prompt|event|root)\.")


def playout_texts(seed: int, locale: str, options: dict[str, str] | None = None) -> list[str]:
    game = get_game("root")
    state = game.setup(2, options or {}, seed)
    agent = make_agent("random")
    texts: list[str] = []
    seq = 1
    while state.result() is None and seq < (1200 if options else 400):
        prompt = state.pending()[0]
        texts.append(game.prompt_text(state, prompt, locale, NAMES))
        texts += [game.label(state, a, locale) for a in state.legal(prompt.seat)[:20]]
        action = agent.choose(state, prompt.seat, agent_rng(seed, prompt.seat, seq))
        texts += [game.event_text(e, locale, NAMES) for e in state.apply(prompt.seat, action)]
        seq += 1
    return texts


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("seed", [1, 2])
def test_prompts_labels_and_events_read_as_words(seed: int, locale: str) -> None:
    for text in playout_texts(seed, locale):
        assert not RAW.search(text), text


@pytest.mark.parametrize("locale", ["en", "es"])
def test_the_riverfolks_texts_read_as_words(locale: str) -> None:
    """Issue 12: prompts, services, funds and prices, in both languages."""
    texts = playout_texts(3, locale, {"factions": "marquise,riverfolk"})
    assert any("Riverfolk" in t or "Gente del Río" in t for t in texts)
    for text in texts:
        assert not RAW.search(text), text


@pytest.mark.parametrize("locale", ["en", "es"])
def test_a_move_names_its_clearings_not_a_player(locale: str) -> None:
    """3.2: `moved` carries clearings; clearing 1 is not seat 1's player."""
    game = get_game("root")
    event = Event("moved", {"seat": 0, "faction": "marquise", "count": 2, "origin": 5,
                            "target": 1})
    text = game.event_text(event, locale, NAMES)
    assert "5" in text and "1" in text and "Bob" not in text
