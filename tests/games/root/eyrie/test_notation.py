"""The Eyrie's notation (docs/notation/root.md, "Eyrie Dynasties") and texts,
and whole games against the real Marquise."""

from __future__ import annotations

import json

import pytest

from games.core import BadNotation, agent_rng, make_agent
from games.root.actions import Recruit
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.actions import (
    AddToDecree,
    Leader,
    Resolve,
    Roost,
    Turmoil,
)
from games.root.state import RootState
from tests.games.root.eyrie.position import EYRIE

GAME = RootState.game

CANONICAL = {
    "roost 3": Roost(3),
    "leader despot": Leader("despot"),
    "decree move anvil#1": AddToDecree("move", "anvil#1"),
    "decree build dominance_fox#1": AddToDecree("build", "dominance_fox#1"),
    "recruit 5": Recruit(5),
    "move fox": Resolve("move", "fox"),
    "battle bird": Resolve("battle", "bird"),
    "turmoil": Turmoil(),
}


@pytest.mark.parametrize(("text", "action"), CANONICAL.items())
def test_notation_round_trip(text, action):
    assert GAME.parse_action(text) == action
    assert str(action) == text
    assert GAME.parse_action(f"  {text.upper()} ") == action


@pytest.mark.parametrize(
    "text", ["leader king", "decree sleep anvil#1", "decree move nothing#1", "move wolf"]
)
def test_notation_refuses_what_is_not_an_eyrie_action(text):
    with pytest.raises(BadNotation):
        GAME.parse_action(text)


def conserved(state: RootState) -> None:
    """Every Eyrie piece is on the map or in the supply (2.5)."""
    supply = eb.data(state)["supply"]
    assert eb.warriors_on_map(state) + supply["warriors"] == 20
    assert len(eb.roost_clearings(state)) + supply["roost"] == 7


def check_texts(state: RootState, events, locale: str) -> None:
    """Every Eyrie prompt and event has a template in both languages."""
    for prompt in state.pending():
        if prompt.kind.startswith("eyrie"):
            text = GAME.prompt_text(state, prompt, locale)
            assert not text.startswith("prompt.") and "{" not in text, text
    for event in events:
        if event.kind.startswith("eyrie"):
            text = GAME.event_text(event, locale, ["Ana", "Bea"])
            assert not text.startswith("event.") and "{" not in text, text


@pytest.mark.real_rival
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_whole_games_against_the_marquise(seed):
    """Random legal play: notation round-trips, labels and texts exist,
    pieces are conserved, JSON round-trips, the Decree is public."""
    state = GAME.setup(2, {"first_player": "1", "factions": "marquise,eyrie"}, seed)
    agent = make_agent("random")
    for step in range(1500):
        if state.is_over():
            break
        seat = state.pending()[0].seat
        for action in state.legal(seat):
            assert GAME.parse_action(str(action)) == action
        action = agent.choose(state, seat, agent_rng(seed, seat, step))
        if state.factions[seat] == EYRIE:
            label = GAME.label(state, action, "es")
            assert "{" not in label and not label.startswith("eyrie."), label
        events = state.apply(seat, str(action))
        check_texts(state, events, "en" if step % 2 else "es")
        conserved(state)
        if step % 97 == 0:
            assert GAME.state_from_json(json.loads(json.dumps(state.to_json()))) == state
    assert state.view(None)["faction_boards"][EYRIE]["leader"] in eb.leaders()
