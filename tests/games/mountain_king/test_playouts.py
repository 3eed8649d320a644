"""Whole games (random and heuristic players) honour the contract: notation
round-trips, every text has a template in both languages, resources and
statues are conserved, JSON and replay are exact, and every game ends."""

from __future__ import annotations

import json

import pytest

from games.core import Rng, agent_rng, make_agent
from games.mountain_king.components import RESOURCES, rules
from games.mountain_king.state import MountainKingState
from tests.games.mountain_king.helpers import GAME

NAMES = ["Ana", "Bea", "Cris", "Dani", "Eva"]


def _resources_in_play(state: MountainKingState) -> list[int]:
    """Supply + storages + troll cards + bribes + runes on spells, per resource."""
    counts = list(state.supply)
    for store in state.storage:
        counts = [a + b for a, b in zip(counts, store, strict=True)]
    from games.mountain_king.resources import troll_symbols

    for seat in range(state.players):
        for *_, symbol in troll_symbols(state, seat):
            counts[RESOURCES.index(symbol.split(":")[0])] += 1
    coin = RESOURCES.index("coin")
    counts[coin] += sum(e["bribes"] for row in state.horde.values() for e in row if e)
    counts[RESOURCES.index("rune")] += sum(n for _, n in state.spellbook)
    return counts


CASES = [(2, {}), (3, {}), (4, {}), (5, {}), (4, {"team": "true"}), (2, {"side": "winter"})]


@pytest.mark.parametrize(("players", "options"), CASES)
def test_random_playouts_conserve_and_round_trip(players, options):
    """Random games: contract, notation, texts, conservation, JSON, replay."""
    initial = [rules()["supply"][r] for r in RESOURCES]
    agent = make_agent("random")
    for seed in range(3):
        state = GAME.setup(players, options, seed)
        log: list[tuple[int, str]] = []
        statues = len(state.statues)
        while not state.is_over():
            assert len(log) < 3000
            prompts = state.pending()
            seat = prompts[0].seat
            for locale in ("en", "es"):
                text = GAME.prompt_text(state, prompts[0], locale, NAMES)
                assert "{" not in text and not text.startswith("prompt.")
            actions = state.legal(seat)
            texts = [str(a) for a in actions]
            assert len(set(texts)) == len(texts)
            for a in actions[:40]:
                assert GAME.parse_action(str(a)) == a
                for locale in ("en", "es"):
                    assert "{" not in GAME.label(state, a, locale)
            action = agent.choose(state, seat, agent_rng(seed, seat, len(log)))
            for event in state.apply(seat, str(action)):
                for locale in ("en", "es"):
                    text = GAME.event_text(event, locale, NAMES)
                    assert "{" not in text and not text.startswith("event."), text
            log.append((seat, str(action)))
            assert _resources_in_play(state) == initial
            assert len(state.statues) == statues
            if len(log) % 25 == 0:
                snapshot = state.to_json()
                assert GAME.state_from_json(json.loads(json.dumps(snapshot))).to_json() == snapshot
                assert state.clone().to_json() == snapshot
        assert GAME.replay(players, options, seed, log).to_json() == state.to_json()
        for locale in ("en", "es"):
            assert "{" not in GAME.hand_text(state, 0, locale)


@pytest.mark.parametrize(("players", "options"), [(2, {}), (4, {}), (5, {}),
                                                  (4, {"team": "true"})])
def test_heuristic_games_finish(players, options):
    """The heuristic player finishes games with sensible scores."""
    agent = GAME.agent("heuristic")
    for seed in range(2):
        state = GAME.setup(players, options, seed)
        steps = 0
        while not state.is_over():
            seat = state.pending()[0].seat
            state.apply(seat, agent.choose(state, seat, agent_rng(seed, seat, steps)))
            steps += 1
            assert steps < 3000
        result = state.result()
        assert result is not None and max(result.scores) > 30


def test_rules_topics_in_both_languages():
    for topic in GAME.rules_topics():
        for locale in ("en", "es"):
            assert not GAME.catalog.text(locale, f"rules.{topic}").startswith("rules.")
    assert {"overview", "turn", "notation", "scoring"} <= set(GAME.rules_topics())


def test_notation_examples_parse():
    """The notation doc's examples read back to themselves."""
    for text in ["gate h1", "keep s3 A2", "cast earth_ritual", "cast rouse B1",
                 "cast summon_pedestal fire", "cast farewell 2.3", "use f7 heartstone>cart",
                 "use f7 stone+iron>hammer", "use f7 cart:fire>storage", "trade rune",
                 "give 2stone 1iron 1coin", "recruit 2.3 B1", "dig L4 iron", "place r1f c5",
                 "pedestal fire", "pedestal none", "establish stone_mill f7", "establish none",
                 "take moon", "take none", "skip", "hall rift r1 c5", "move e5>f6",
                 "pay stone@A1 3stone@storage", "pay cart:fire@B1", "pay cart@storage",
                 "pay stone@A2 stone@A3 2stone@storage", "end"]:
        assert str(GAME.parse_action(text)) == text
    assert str(GAME.parse_action("DIG l4 IRON")) == "dig L4 iron"
    for bad in ["dig X9 iron", "place r5 c5", "recruit 4.1 B1", "move e5", "gate z99", "fly"]:
        with pytest.raises(Exception) as caught:
            GAME.parse_action(bad)
        assert caught.type.__name__ == "BadNotation"
    assert Rng(1).state == 1
