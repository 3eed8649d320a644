"""Every prompt, label and event of whole AI games has a template in both languages
and fills it (no `{field}` left, no key shown instead of words)."""

from __future__ import annotations

import pytest

from games.core import agent_rng, get_game


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"side": "day"}), (4, {})])
def test_every_text_of_a_whole_game_fills_its_template(players, options, locale) -> None:
    game = get_game("near_and_far")
    state = game.setup(players, options, 17)
    agent = game.agent("heuristic")
    names = ["Ana", "Bea", "Cris", "Dani"]
    seq = 1
    while not state.is_over():
        for prompt in state.pending():
            text = game.prompt_text(state, prompt, locale, names)
            assert "{" not in text and not text.startswith("prompt."), text
        seat = state.pending()[0].seat
        action = agent.choose(state, seat, agent_rng(17, seat, seq))
        label = game.label(state, action, locale)
        assert "{" not in label and not label.startswith("label."), label
        for event in state.apply(seat, action):
            text = game.event_text(event, locale, names)
            assert "{" not in text and not text.startswith("event."), (event, text)
        seq += 1
    assert "{" not in game.hand_text(state, 0, locale)
