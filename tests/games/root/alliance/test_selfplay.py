"""Whole three-player games with the Woodland Alliance (Marquise, Eyrie,
Alliance): seeded self-play finishes with no error, every text reads as words
in both languages, notation round-trips, JSON and clone are exact, and nothing
posted in the channel depends on a secret — the supporters included (the
secrecy property of tests/bot/test_secrecy.py, run on these games)."""

from __future__ import annotations

import re

import pytest

from games.core import Rng, agent_rng, get_game, make_agent
from games.root.factions.alliance import board as ab
from games.root.state import RootState
from tests.bot.test_secrecy import Tally, check_move, check_public_face
from tests.games.root.alliance.position import options

GAMES = 40
MAX_ACTIONS = 4000
RAW = re.compile(r"\{|#\d|^(prompt|event|root|alliance)\.")


def new_game(seed: int, factions: str = "marquise,eyrie,alliance") -> RootState:
    state = get_game("root")._setup(3, options(factions=factions), seed)
    assert isinstance(state, RootState)
    return state


def test_seeded_three_player_selfplay_finishes_without_errors() -> None:
    """GAMES seeded random games of Marquise, Eyrie and Alliance: each ends
    with a winner, never raising, the Alliance taking part."""
    game = get_game("root")
    agent = make_agent("random")
    revolts = sympathy = outrages = 0
    for seed in range(GAMES):
        state = new_game(seed)
        steps = 0
        while state.result() is None:
            assert steps < MAX_ACTIONS, f"seed {seed} does not end"
            prompt = state.pending()[0]
            action = agent.choose(state, prompt.seat, agent_rng(seed, prompt.seat, steps))
            for event in state.apply(prompt.seat, action):
                revolts += event.kind == "alliance_revolt"
                outrages += event.kind == "alliance_outrage"
            steps += 1
        sympathy += ab.sympathy_on_map(state)
        assert pieces_conserved(state), f"seed {seed}"
        assert game.state_from_json(state.to_json()).to_json() == state.to_json()
    assert revolts > 0 and outrages > 0 and sympathy > 0  # the Alliance really played


def pieces_conserved(state: RootState) -> bool:
    """2.5: the Alliance's warriors are on the map, in the supply or officers;
    its tokens and bases on the map or on the board."""
    on_map = ab.warriors_on_map(state)
    warriors = on_map + ab.supply(state, "warriors") + ab.officers(state)
    sympathy = ab.sympathy_on_map(state) + ab.supply(state, "sympathy")
    bases = len(ab.bases_on_map(state)) + sum(ab.supply(state, b) for b in ab.BASES)
    return (warriors, sympathy, bases) == (10, 10, 3)


@pytest.mark.parametrize("factions", ["alliance,marquise,eyrie", "eyrie,alliance,marquise"])
def test_other_seatings_and_pairs_finish(factions: str) -> None:
    agent = make_agent("random")
    for seed in range(5):
        state = new_game(seed, factions)
        steps = 0
        while state.result() is None and steps < MAX_ACTIONS:
            prompt = state.pending()[0]
            state.apply(prompt.seat, agent.choose(state, prompt.seat, agent_rng(seed, 0, steps)))
            steps += 1
        assert state.result() is not None


@pytest.mark.parametrize("locale", ["en", "es"])
def test_texts_read_as_words(locale: str) -> None:
    """Prompts, labels and events of three-player games, in both languages."""
    game = get_game("root")
    agent = make_agent("random")
    names = ["Ann", "Bob", "Cy"]
    seen: set[str] = set()
    for seed in range(4):
        state = new_game(seed)
        steps = 0
        while state.result() is None and steps < 1500:
            prompt = state.pending()[0]
            texts = [game.prompt_text(state, prompt, locale, names)]
            texts += [game.label(state, a, locale) for a in state.legal(prompt.seat)[:30]]
            action = agent.choose(state, prompt.seat, agent_rng(seed, prompt.seat, steps))
            events = state.apply(prompt.seat, action)
            texts += [game.event_text(e, locale, names) for e in events]
            seen.update(e.kind for e in events)
            for text in texts:
                assert not RAW.search(text), text
            steps += 1
    assert "alliance_revolt" in seen or "alliance_spent.spread" in seen


def test_notation_json_and_clone_round_trip_at_every_step() -> None:
    game = get_game("root")
    agent = make_agent("random")
    for seed in range(3):
        state = new_game(100 + seed)
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


def test_nothing_posted_depends_on_a_secret_with_the_alliance() -> None:
    """tests/bot/test_secrecy.py's property on three-player games: the public
    face after `resample(())` (supporters and hands drawn again), and the mover's
    options and public log lines after `resample((mover,))`."""
    tally = Tally()
    supporters_redrawn = 0
    for index in range(2):
        seed = 7300 + index
        state = new_game(seed)
        rng = Rng.derive(seed, "secrecy")
        seq = 0
        while not state.is_over() and seq < 700:
            check_public_face("root", state, seq, rng, tally)
            other = state.resample((), Rng(seq))
            assert isinstance(other, RootState)
            supporters_redrawn += ab.supporters(other) != ab.supporters(state)
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            action = rng.choice(state.legal(seat))
            check_move("root", state, seq, seat, action, rng, tally)
            state.apply(seat, action)
            seq += 1
    assert tally.secrets_redrawn > tally.resamples // 10
    assert supporters_redrawn > 0  # the supporters are among the secrets redrawn
