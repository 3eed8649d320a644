"""Setup and the placing of workers (rulebook "Disposición", "Antes de empezar")."""

from __future__ import annotations

import pytest

from games.core import IllegalAction, OptionError, get_game
from games.meduris.board import HIGHLANDS
from games.meduris.state import MedurisState

GAME = get_game("meduris")


@pytest.mark.parametrize(
    ("players", "colours", "huts", "workers", "plots"),
    [
        (2, ["purple", "blue"], 12, 3, 32),
        (3, ["purple", "blue", "green"], 8, 2, 32),
        (4, ["purple", "blue", "green", "red"], 8, 2, 40),
    ],
)
def test_setup_per_player_count(players, colours, huts, workers, plots):
    """"Disposición": 2 players play purple and blue with 12 huts and 3 workers;
    3-4 players 8 huts and 2 workers; everyone 2 temples; the 2-3 player side of
    the board (32 plots here) or the 4-player side (40)."""
    state = GAME.setup(players, {}, 11)
    view = state.view(None)
    assert [s["colour"] for s in view["seats"]] == colours
    assert state.huts_left == [huts] * players
    assert state.temples_left == [2] * players
    assert len(state.stack[0]["seats"]) == workers * players  # who places, in order
    assert state.board.size == plots


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_screens_supply_and_score_track(players):
    """"Disposición": one resource of each kind behind every screen, the rest of
    the 18 per kind on its highland, and every score marker on 5."""
    state = GAME.setup(players, {}, 3)
    assert state.resources == [[1, 1, 1, 1]] * players
    assert state.supply == [18 - players] * 4
    assert state.scores == [5] * players
    assert all(stack == [] for stack in state.highlands.values())


def test_setup_screens_are_private():
    """"Disposición": resources are always hidden behind the screens: the public
    view never shows them, a seat's own view does."""
    state = GAME.setup(3, {}, 3)
    public = state.view(None)
    assert "private" not in public
    assert "resources" not in str(public["seats"])
    assert state.view(1)["private"]["resources"] == {
        "wool": 1, "wood": 1, "stone": 1, "copper": 1
    }


def test_setup_druid_at_his_temple():
    """"Disposición", "Druida: colocad al druida en su templo": before the first
    building he stands on his temple, before the first of his stones."""
    state = GAME.setup(3, {}, 5)
    assert state.druid == ["stone", 0]


@pytest.mark.parametrize("how", ["random", "spread"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_bonus_tiles_spaced_by_three_free_plots(players, how):
    """"Fichas bonus": the six tokens lie face up with at least three free plots
    between any two, also around the river (the ring is closed)."""
    for seed in range(60):
        bonus = GAME.setup(players, {"bonus": how}, seed).bonus
        places = [i for i, token in enumerate(bonus) if token]
        assert sorted(t for t in bonus if t) == sorted(["vp2", "free_hut", "druid"] * 2)
        after = places[1:] + places[:1]
        gaps = [(b - a) % len(bonus) - 1 for a, b in zip(places, after, strict=True)]
        assert min(gaps) >= 3, (seed, places)


def test_placing_workers_in_turn_order():
    """"Antes de empezar": starting with the first player and going clockwise,
    one worker at a time, until every worker stands on a highland."""
    state = GAME.setup(3, {"first_player": "2", "bonus": "spread"}, 9)
    seen = []
    while state.phase == "place_workers":
        (prompt,) = state.pending()
        seen.append(prompt.seat)
        state.apply(prompt.seat, f"place {HIGHLANDS[len(seen) % 4]}")
    assert seen == [1, 2, 0, 1, 2, 0]
    assert state.phase == "roll" and state.active == 1
    assert sum(len(stack) for stack in state.highlands.values()) == 6


def test_placing_workers_at_most_three_per_highland():
    """"Antes de empezar": "En cada uno de los altiplanos puede haber hasta un
    máximo de 3 trabajadores": a full highland is no longer offered, and typing
    it is refused with the worker explanation."""
    state = GAME.setup(2, {"first_player": "1", "bonus": "spread"}, 9)
    for seat in (0, 1, 0):
        state.apply(seat, "place wool")
    assert "place wool" not in [str(a) for a in state.legal(1)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, "place wool")
    assert refused.value.key == "meduris.error.highland_full"
    assert "three workers" in str(refused.value)


def test_setup_first_player_option_and_bad_options():
    """"Antes de empezar: determinad el jugador que empieza": an explicit first
    player is honoured; a seat beyond the player count is refused clearly."""
    assert GAME.setup(4, {"first_player": "3"}, 1).turn() == 2
    with pytest.raises(OptionError):
        GAME.setup(2, {"first_player": "4"}, 1)
    with pytest.raises(OptionError):
        GAME.setup(5, {}, 1)


def test_setup_plus_one_option_defaults_to_the_printed_rule_and_is_checked():
    """Option `plus_one` (docs/rules/meduris.md, "The +1 face"): one resource per
    player unless the table chooses one per worker; other values are refused."""
    assert GAME.setup(3, {}, 1).options["plus_one"] == "player"
    assert GAME.setup(3, {"plus_one": "worker"}, 1).options["plus_one"] == "worker"
    with pytest.raises(OptionError):
        GAME.setup(3, {"plus_one": "everyone"}, 1)


def test_saved_version_1_game_keeps_one_resource_per_worker():
    """A game saved before the printed rule became the default (state version 1)
    was played with one resource per worker at the +1 face: it goes on that way."""
    saved = version_2(GAME.setup(3, {"first_player": "1", "bonus": "spread"}, 4).to_json())
    del saved["bonus_placing"]  # version 1 knew no bonus tokens laid by the players
    saved["version"] = 1
    del saved["options"]["plus_one"]
    restored = GAME.state_from_json(saved)
    assert restored.options["plus_one"] == "worker"
    assert restored.to_json()["version"] == MedurisState.schema_version


def version_2(data: dict) -> dict:
    """A state at its setup as version 2 stored it: the step as a phase string
    and the fields of each step's memory (games/meduris/upgrades.py)."""
    steps = {frame["type"]: frame["seats"] for frame in data.pop("stack")}
    phase = "place_bonus" if "place_bonus" in steps else "place_workers"
    return {
        **data, "version": 2, "phase": phase, "placing": steps["place_workers"],
        "bonus_placing": steps.get("place_bonus", []), "gain_queue": [], "return_waiting": [],
        "building": None, "ritual": None,
    }


def test_saved_version_2_game_goes_on_from_the_same_step():
    """Version 2 kept the step as a phase string: it comes back as the frames
    the game now plays on, the bonus tokens above the placing of the workers."""
    state = GAME.setup(3, {"first_player": "1"}, 4)
    restored = GAME.state_from_json(version_2(state.to_json()))
    assert restored.to_json() == state.to_json()
    assert [f["type"] for f in restored.stack] == ["place_workers", "place_bonus"]
