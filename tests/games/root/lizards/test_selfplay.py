"""Whole games with the Lizard Cult: seeded self-play finishes with no error
at two, three and four players, every text reads as words in both languages,
notation round-trips, JSON and clone are exact, and nothing posted in the
channel depends on a secret (tests/bot/test_secrecy.py's property): the
Cult's hand is redrawn by `resample`, its Lost Souls and revealed cards are
face up and stay."""

from __future__ import annotations

import re

import pytest

from games.core import Rng, agent_rng, get_game, make_agent
from games.root import board
from games.root.factions.lizards import board as lb
from games.root.state import RootState
from tests.bot.test_secrecy import Tally, check_move, check_public_face
from tests.games.root.lizards.position import options

MAX_ACTIONS = 4000
RAW = re.compile(r"\{|#\d|^(prompt|event|root|lizards)\.")


def new_game(seed: int, factions: str = "marquise,eyrie,lizards") -> RootState:
    players = len(factions.split(","))
    state = get_game("root")._setup(players, options(factions=factions), seed)
    assert isinstance(state, RootState)
    return state


def pieces_conserved(state: RootState) -> bool:
    """2.5: warriors on the map, in the supply or acolytes; gardens on the map or tracks."""
    warriors = lb.warriors_on_map(state) + lb.supply(state, "warriors") + lb.acolytes(state)
    gardens = sum(
        1 for c in state.woods.clearings for k in board.buildings(state.board, c, lb.LIZARDS)
    ) + sum(lb.supply(state, g) for g in lb.GARDENS)
    return (warriors, gardens) == (25, 15)


@pytest.mark.parametrize(
    "factions", ["marquise,lizards", "marquise,eyrie,lizards", "lizards,alliance,eyrie",
                 "eyrie,vagabond,alliance,lizards", "lizards,marquise,vagabond,eyrie"],
)
def test_seeded_selfplay_finishes_without_errors(factions: str) -> None:
    game = get_game("root")
    agent = make_agent("random")
    seen: set[str] = set()
    for seed in range(8):
        state = new_game(seed, factions)
        steps = 0
        while state.result() is None:
            assert steps < MAX_ACTIONS, f"seed {seed} does not end"
            prompt = state.pending()[0]
            action = agent.choose(state, prompt.seat, agent_rng(seed, prompt.seat, steps))
            seen.update(e.kind for e in state.apply(prompt.seat, action))
            steps += 1
        assert pieces_conserved(state), f"seed {seed}"
        assert game.state_from_json(state.to_json()).to_json() == state.to_json()
    assert "lizards_revealed.score" in seen and "lizards_outcast.outcast" in seen  # the Cult played


@pytest.mark.parametrize("locale", ["en", "es"])
def test_texts_read_as_words(locale: str) -> None:
    game = get_game("root")
    agent = make_agent("random")
    names = ["Ann", "Bob", "Cy", "Di"]
    seen: set[str] = set()
    for seed, factions in enumerate(["marquise,eyrie,lizards", "alliance,vagabond,lizards,eyrie",
                                     "lizards,marquise", "eyrie,lizards,vagabond"]):
        state = new_game(seed, factions)
        steps = 0
        while state.result() is None and steps < 1500:
            prompt = state.pending()[0]
            texts = [game.prompt_text(state, prompt, locale, names)]
            texts += [game.label(state, a, locale) for a in state.legal(prompt.seat)[:40]]
            for a in state.legal(prompt.seat)[:40]:  # the autocomplete menus (paths.py)
                path = game.choice_path(state, prompt.seat, a, locale)
                assert path[-1][0] == str(a) and all(k.lower() in str(a) for k, _ in path)
                texts += [label for _, label in path]
            action = agent.choose(state, prompt.seat, agent_rng(seed, prompt.seat, steps))
            events = state.apply(prompt.seat, action)
            texts += [game.event_text(e, locale, names) for e in events]
            seen.update(e.kind for e in events)
            for text in texts:
                assert not RAW.search(text), text
            steps += 1
    assert {"lizards_revealed.build", "lizards_revealed.recruit"} <= seen


def test_notation_json_and_clone_round_trip_at_every_step() -> None:
    game = get_game("root")
    agent = make_agent("random")
    for seed in range(3):
        state = new_game(100 + seed, "marquise,lizards,eyrie,alliance")
        steps = 0
        while state.result() is None and steps < 1500:
            prompt = state.pending()[0]
            legal = state.legal(prompt.seat)
            texts = [str(a) for a in legal]
            assert len(set(texts)) == len(texts), texts
            assert all(game.parse_action(t) == a for t, a in zip(texts, legal, strict=True))
            assert state.clone().to_json() == state.to_json()
            action = agent.choose(state, prompt.seat, agent_rng(seed, prompt.seat, steps))
            state.apply(prompt.seat, str(action))
            steps += 1


def test_nothing_posted_depends_on_a_secret_with_the_cult() -> None:
    """The public face after `resample(())`, and the mover's options and public
    log lines after `resample((mover,))`: the Cult's hand is a secret; the Lost
    Souls and the revealed cards are not, so they never change in a resample."""
    tally = Tally()
    for index in range(2):
        seed = 7400 + index
        state = new_game(seed, "marquise,eyrie,lizards")
        rng = Rng.derive(seed, "secrecy")
        seq = 0
        while not state.is_over() and seq < 700:
            check_public_face("root", state, seq, rng, tally)
            other = state.resample((), Rng(seq))
            assert isinstance(other, RootState)
            assert lb.lost_souls(other) == lb.lost_souls(state)
            assert lb.revealed(other) == lb.revealed(state)
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            action = rng.choice(state.legal(seat))
            check_move("root", state, seq, seat, action, rng, tally)
            state.apply(seat, action)
            seq += 1
    assert tally.secrets_redrawn > tally.resamples // 10
