"""Each game's view has exactly the shape its TypedDicts declare (games/<game>/view_types.py),
the shape its renderer is type-checked against: every key, nested records included, along a
random playout, public and seat views."""

from __future__ import annotations

import importlib
import random
import types
from collections.abc import Mapping
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from games.core import get_game
from games.meduris.view_types import MedurisView
from games.mountain_king.view_types import MountainKingSeatView
from games.near_and_far.view_types import NearFarView
from games.root.factions.base import FACTIONS
from games.root.state import RootState
from games.root.view_types import RootView

STEPS = 10_000  # enough for a random game of each to end (its result checked too)
EVERY = 12


def check(value: Any, hint: Any, where: str) -> None:
    """`value` fits `hint`: TypedDict keys exact, containers checked item by item."""
    origin = get_origin(hint)
    if hint is Any or hint is object:
        return
    if is_typeddict(hint):
        assert isinstance(value, dict), where
        keys = set(value)
        assert hint.__required_keys__ <= keys, (where, hint.__required_keys__ - keys)
        assert keys <= hint.__required_keys__ | hint.__optional_keys__, (
            where, keys - hint.__required_keys__ - hint.__optional_keys__)
        hints = get_type_hints(hint)
        for key, item in value.items():
            check(item, hints[key], f"{where}.{key}")
    elif origin is Literal:
        assert value in get_args(hint), (where, value, get_args(hint))
    elif origin in (Union, types.UnionType):
        errors = []
        for option in get_args(hint):
            try:
                check(value, option, where)
                return
            except AssertionError as error:
                errors.append(error)
        raise AssertionError(where, value, hint, errors)
    elif origin is Mapping:  # Root's faction boards: each checked against its faction's own
        assert isinstance(value, dict), (where, value)
    elif origin is list:
        assert isinstance(value, list), (where, value)
        for i, item in enumerate(value):
            check(item, get_args(hint)[0], f"{where}[{i}]")
    elif origin is tuple:
        assert isinstance(value, tuple | list), (where, value)
    elif origin is dict:
        assert isinstance(value, dict), (where, value)
        key_type, value_type = get_args(hint)
        for key, item in value.items():
            check(key, key_type, f"{where} key")
            check(item, value_type, f"{where}[{key!r}]")
    elif hint is type(None):
        assert value is None, (where, value)
    elif hint is int:
        assert isinstance(value, int) and not isinstance(value, bool), (where, value)
    else:
        assert isinstance(value, hint), (where, value, hint)


def check_view(view: Any, shape: Any, where: str) -> None:
    """The view, and each of Root's faction boards against the TypedDict its
    faction's `public_view` returns (games/root/factions/<faction>/view_types.py)."""
    check(view, shape, where)
    for faction, board in view.get("faction_boards", {}).items():
        rules = type(FACTIONS[faction])
        package = rules.__module__.rsplit(".", 1)[0]  # games.root.factions.<faction>
        names = {"RootState": RootState, **vars(importlib.import_module(f"{package}.view_types"))}
        hints = get_type_hints(rules.public_view, names)
        declared = hints["return"]
        check(board, declared, f"{where}.faction_boards.{faction}")


@pytest.mark.parametrize(
    ("game_id", "shape"),
    [
        ("meduris", MedurisView), ("root", RootView), ("near_and_far", NearFarView),
        ("mountain_king", MountainKingSeatView),  # the public view plus `private`
    ],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_views_have_the_declared_shape(game_id: str, shape: Any, seed: int) -> None:
    playout(game_id, shape, seed, 2, {})


@pytest.mark.parametrize("seed", [1, 2])
def test_the_other_root_factions_boards_have_their_declared_shape(seed: int) -> None:
    playout("root", RootView, seed, 4, {"factions": "lizards,alliance,vagabond,riverfolk"})


def playout(game_id: str, shape: Any, seed: int, players: int, options: dict[str, str]) -> None:
    game = get_game(game_id)
    state = game.setup(players, options, seed)
    rng = random.Random(seed)
    for step in range(STEPS):
        prompts = state.pending()
        if step % EVERY == 0 or not prompts:
            check_view(state.view(None), shape, f"{game_id}@{step}")
            for seat in range(players):
                check_view(state.view(seat), shape, f"{game_id}@{step} seat {seat}")
        if not prompts:
            break
        seat = prompts[0].seat
        state.apply(seat, rng.choice(state.legal(seat)))
    assert state.view(None)["result"] is not None
