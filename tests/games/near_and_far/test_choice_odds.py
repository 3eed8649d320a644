"""A choice shows its result (issue 25, item 8): a quest option's label says the roll it
is, the seat's skill or combat against the target ("your 5 + die vs 7"), and so does
fighting a threat (swords against the threat on top), in both languages."""

from __future__ import annotations

import pytest

from games.core import Rng, get_game
from games.near_and_far.actions import Number, Word
from games.near_and_far.adventure import fight_strength
from games.near_and_far.components import threats
from games.near_and_far.quest import option, strength

NF = get_game("near_and_far")


def first_prompt(kind: str):
    """The first position of an AI game where the seat to act is asked `kind`."""
    for seed in range(30):
        state = NF.setup(3, {}, seed)
        rng = Rng.derive(seed, "odds")
        agent = NF.agent("heuristic")
        for _ in range(600):
            if state.is_over():
                break
            prompt = state.pending()[0]
            if prompt.kind == kind:
                return state, prompt
            state.apply(prompt.seat, agent.choose(state, prompt.seat, rng))
    pytest.fail(f"no {kind} prompt")


@pytest.mark.parametrize(("locale", "words"), [("en", "{kind}: your {s} + die vs {t})"),
                                               ("es", "{kind}: tu {s} + dado contra {t})")])
def test_a_quest_option_shows_the_skill_against_the_target(locale: str, words: str) -> None:
    state, prompt = first_prompt("quest")
    options = [a for a in state.legal(prompt.seat) if isinstance(a, Number)]
    assert options
    for action in options:
        opt = option(state.ctx["card"], action.n)
        kind = NF.catalog.text(locale, f"word.{opt['kind']}")
        mine = strength(state, prompt.seat, opt["kind"])
        label = NF.label(state, action, locale)
        assert label.endswith(words.format(kind=kind, s=mine, t=opt["target"])), label


@pytest.mark.parametrize(("locale", "words"), [("en", "(combat: your {s} + die vs {t})"),
                                               ("es", "(combate: tu {s} + dado contra {t})")])
def test_fighting_a_threat_shows_the_swords_against_its_difficulty(locale, words) -> None:
    state, prompt = first_prompt("threat")
    assert Word("fight") in state.legal(prompt.seat)
    label = NF.label(state, Word("fight"), locale)
    top = state.threat_deck[0]
    assert NF.card_name(top, locale) in label
    assert label.endswith(words.format(s=fight_strength(state, prompt.seat),
                                       t=threats()[top]["difficulty"]))
