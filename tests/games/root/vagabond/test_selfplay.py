"""Seeded self-play with the Vagabond at three and four seats: every game ends
with no error, and every text it shows reads as words (en and es)."""

from __future__ import annotations

import re

import pytest

from games.core import agent_rng, get_game, make_agent
from tests.games.root.vagabond.selfplay import new_game, play

RAW = re.compile(r"\{|#\d|^(prompt|event|root|vagabond)\.")


@pytest.mark.parametrize("seed", range(1, 9))
def test_three_seats_random_games_end(seed: int) -> None:
    result = play("marquise,eyrie,vagabond", seed, ["random"] * 3)
    assert result["winners"], "the game reaches a winner"


@pytest.mark.parametrize("seed", range(1, 4))
def test_9_7_two_vagabonds_random_games_end(seed: int) -> None:
    result = play("marquise,eyrie,vagabond,vagabond", seed, ["random"] * 4)
    assert result["winners"]


def test_heuristic_vagabond_game_ends() -> None:
    result = play("marquise,eyrie,vagabond", 5, ["random", "random", "heuristic"])
    assert result["winners"]


@pytest.mark.parametrize("locale", ["en", "es"])
def test_texts_read_as_words(locale: str) -> None:
    game = get_game("root")
    names = ["Ann", "Bob", "Cat", "Dan"]
    for factions, seed in (("vagabond,marquise,eyrie", 2), ("marquise,vagabond,eyrie,vagabond", 3)):
        state = new_game(factions, seed)
        agent = make_agent("random")
        seq = 0
        while state.result() is None and seq < 700:
            prompt = state.pending()[0]
            texts = [game.prompt_text(state, prompt, locale, names)]
            texts += [game.label(state, a, locale) for a in state.legal(prompt.seat)[:25]]
            action = agent.choose(state, prompt.seat, agent_rng(seed, prompt.seat, seq))
            texts += [game.event_text(e, locale, names) for e in state.apply(prompt.seat, action)]
            for text in texts:
                assert not RAW.search(text), text
            seq += 1
