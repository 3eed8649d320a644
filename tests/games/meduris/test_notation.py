"""The action notation (docs/notation/meduris.md): canonical text that round-trips,
forgiving input, and a clear `BadNotation` for anything else."""

from __future__ import annotations

import pytest

from games.core import BadNotation, agent_rng, get_game, make_agent
from games.meduris.actions import (
    Build,
    MoveWorker,
    Offer,
    Pay,
    PlaceBonus,
    PlaceWorker,
    Return,
    Roll,
    Take,
)

GAME = get_game("meduris")

CANONICAL = {
    "bonus 12": PlaceBonus(12),
    "place wool": PlaceWorker("wool"),
    "roll": Roll(),
    "take 1wool 1wood": Take((1, 1, 0, 0)),
    "take 2copper": Take((0, 0, 0, 2)),
    "return stone": Return("stone"),
    "move wood.1>stone": MoveWorker("wood", 1, "stone"),
    "hut 12": Build("hut", 12),
    "temple 3": Build("temple", 3),
    "pay 2wood 2stone": Pay((0, 2, 2, 0)),
    "pay 1wool 1stone 2copper": Pay((1, 0, 1, 2)),
    "offer none": Offer(),
    "offer token": Offer(token=True),
    "offer 1wool 1wood": Offer((1, 1, 0, 0)),
    "offer 3stone": Offer((0, 0, 3, 0)),
}


@pytest.mark.parametrize(("text", "action"), CANONICAL.items())
def test_notation_canonical_round_trip(text, action):
    """Notation table: `parse(format(a)) == a` and `format(parse(t)) == t`."""
    assert GAME.parse_action(text) == action
    assert str(action) == text
    assert GAME.parse_action(str(action)) == action


def test_notation_round_trip_for_every_legal_action_of_a_game():
    """Every action the engine offers during a whole game reads back as itself,
    and the texts offered at one moment are unique."""
    state = GAME.setup(3, {"first_player": "1"}, 21)
    agent = make_agent("random")
    for seq in range(400):
        if state.is_over():
            break
        for prompt in state.pending():
            texts = [str(a) for a in state.legal(prompt.seat)]
            assert len(texts) == len(set(texts))
            assert all(str(GAME.parse_action(t)) == t for t in texts)
        seat = state.pending()[0].seat
        state.apply(seat, agent.choose(state, seat, agent_rng(21, seat, seq)))


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("ROLL", "roll"),
        ("  Hut   12 ", "hut 12"),
        ("Place WOOL", "place wool"),
        ("pay wood stone", "pay 1wood 1stone"),
        ("pay 2stone 2wood", "pay 2wood 2stone"),
        ("take wool wool", "take 2wool"),
        ("offer Copper, wool", "offer 1wool 1copper"),
        ("move Wood.1 > Stone", "move wood.1>stone"),
        ("move wood.1 >stone", "move wood.1>stone"),
        ("Offer NONE", "offer none"),
    ],
)
def test_notation_forgiving_parsing(typed, canonical):
    """Notation: "Input is forgiving (case, spaces, `wood` for `1wood`, any order),
    but the log always stores the canonical form"."""
    assert str(GAME.parse_action(typed)) == canonical


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("pay 2 wood 2 stone", "pay 2wood 2stone"),
        ("offer 1 wool", "offer 1wool"),
        ("take 1 copper 1 wool", "take 1wool 1copper"),
    ],
)
def test_notation_forgiving_parsing_count_apart_from_resource(typed, canonical):
    """Notation: input is forgiving about spaces, so a count typed apart from its
    resource (`2 wood`, as people write it) reads like `2wood`."""
    assert str(GAME.parse_action(typed)) == canonical


@pytest.mark.parametrize(
    "garbage",
    [
        "",
        "   ",
        "fly to the moon",
        "hut",
        "hut twelve",
        "hut 12 13",
        "place lava",
        "place",
        "pay",
        "pay 0wool",
        "pay 2gold",
        "take -1wool",
        "return",
        "return wool wood",
        "move wood>stone",
        "move wood.1>lava",
        "offer",
        "offer maybe",
        "roll twice",
        "x" * 500,
    ],
)
def test_notation_bad_notation_for_garbage(garbage):
    """Anything that is not an action of the game is `BadNotation`, whose text
    helps (it shows examples of what can be typed)."""
    with pytest.raises(BadNotation) as refused:
        GAME.parse_action(garbage)
    assert str(refused.value)


def test_notation_bad_notation_shows_examples():
    """A typo is answered with examples of the notation."""
    with pytest.raises(BadNotation) as refused:
        GAME.parse_action("bild hut 3")
    assert "hut 12" in str(refused.value)


def test_notation_bad_notation_through_apply_changes_nothing():
    """Text given to `apply` is parsed first: garbage is refused, state untouched."""
    state = GAME.setup(3, {"first_player": "1"}, 2)
    before = state.to_json()
    with pytest.raises(BadNotation):
        state.apply(0, "place gold")
    assert state.to_json() == before


def test_labels_never_fail_even_for_impossible_builds():
    """A label is asked for what a player typed, legal or not."""
    from games.core import get_game

    game = get_game("meduris")
    state = game.setup(3, {}, 1)
    for text in ("hut 99", "temple 0", "hut 1"):
        assert game.label(state, game.parse_action(text), "es")
