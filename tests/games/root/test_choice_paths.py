"""Root's step-by-step menus (games/root/paths.py; docs/notation/root.md, "Autocomplete")."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from games.core import BadNotation, Rng, get_game
from games.root.actions import Battle, Discard, Move
from games.root.factions.eyrie.actions import AddToDecree
from games.root.factions.marquise.actions import Build, Overwork
from games.root.state import RootState

ROOT = get_game("root")


def positions(seed: int, steps: int) -> Iterator[tuple[RootState, int]]:
    """Each position of a random playout of the Marquise and the Eyrie, with the seat
    asked (the table named, so that which factions are registered changes nothing)."""
    state = ROOT.setup(2, {"factions": "marquise,eyrie"}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over():
            return
        seat = state.pending()[0].seat
        yield state, seat  # type: ignore[misc]
        state.apply(seat, rng.choice(state.legal(seat)), trusted=True)


def first_march() -> tuple[RootState, int]:
    """The Marquise's first move of a march: one warrior in most clearings (6.3.3)."""
    state = ROOT.setup(2, {"first_player": "1"}, 1)
    while state.pending()[0].kind != "move":
        seat = state.pending()[0].seat
        legal = state.legal(seat)
        state.apply(seat, next((a for a in legal if str(a) == "march"), legal[0]))
    return state, 0  # type: ignore[return-value]


@pytest.mark.parametrize("locale", ["en", "es"])
def test_every_legal_action_path_ends_with_the_action(locale: str) -> None:
    for seed in (1, 2):
        for state, seat in positions(seed, 250):
            for action in state.legal(seat):
                path = ROOT.choice_path(state, seat, action, locale)
                assert path[-1] == (str(action), ROOT.label(state, action, locale))
                for key, label in path:
                    assert label and "{" not in label and not label.startswith("root.path")
                    assert key.lower() in str(action)  # a piece of its own notation


def test_group_keys_are_refused_by_the_notation_parser() -> None:
    """A group sent as it is can never be read as some other action."""
    keys: set[str] = set()
    for seed in (1, 2, 3):
        for state, seat in positions(seed, 250):
            for action in state.legal(seat):
                keys.update(key for key, _ in ROOT.choice_path(state, seat, action, "en")[:-1])
    assert {"w1->", "build sawmill", "decree move"} <= keys
    for key in sorted(keys):
        with pytest.raises(BadNotation):
            ROOT.parse_action(key)


def steps(state: RootState, seat: int, action: Any) -> list[str]:
    return [key for key, _ in ROOT.choice_path(state, seat, action, "en")]


def test_moves_go_by_origin_then_destination_then_count() -> None:
    state, seat = first_march()
    assert steps(state, seat, Move(1, 12, 4)) == ["w12->", "w12->4", "1w12->4"]
    labels = [label for _, label in ROOT.choice_path(state, seat, Move(1, 12, 4), "es")]
    assert labels[0] == "Mover guerreros desde el claro 12 (zorro)"
    assert labels[1] == "Mover guerreros desde el claro 12 (zorro) hasta el claro 4 (conejo)"


def test_marquise_builds_go_by_kind_and_overwork_by_clearing() -> None:
    state, _ = first_march()  # one workshop of each kind is on the map: the next costs 1
    assert steps(state, 0, Build("workshop", 5)) == ["build workshop", "build workshop 5"]
    label = ROOT.choice_path(state, 0, Build("workshop", 5), "en")[0][1]
    assert label == "Build a workshop (1 wood, 2 VP)"
    assert steps(state, 0, Overwork(3, "anvil#1")) == ["overwork 3", "overwork 3 anvil#1"]


def test_decree_goes_by_column_battles_by_clearing_the_rest_is_flat() -> None:
    state = ROOT.setup(2, {}, 1)
    added = AddToDecree("move", "anvil#1")
    assert steps(state, 1, added) == ["decree move", "decree move anvil#1"]
    label = ROOT.choice_path(state, 1, AddToDecree("battle", "anvil#1"), "en")[0][1]
    assert label == "Add a card to the Battle column"
    assert steps(state, 1, Battle(7, "marquise")) == ["x7", "x7 c"]
    assert steps(state, 1, Discard("anvil#1")) == ["discard anvil#1"]


def test_catalogs_name_every_step_in_both_languages() -> None:
    state, seat = first_march()
    english = ROOT.choice_path(state, seat, Move(1, 12, 4), "en")
    spanish = ROOT.choice_path(state, seat, Move(1, 12, 4), "es")
    assert [k for k, _ in english] == [k for k, _ in spanish]
    assert all(e != s for (_, e), (_, s) in zip(english, spanish, strict=True))
