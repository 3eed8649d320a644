"""How the Marquise judges a position (games/root/factions/marquise/ai.py, Law of Root 6)."""

from __future__ import annotations

from games.root.ai import judge
from games.root.state import RootState
from tests.games.root.ai.position import CAT, EYRIE, blank, give, put


def value(state: RootState) -> float:
    return judge(state, 0)


def test_points_buildings_wood_warriors_and_cards_all_count() -> None:
    """6.5.4: buildings score and feed later building; wood pays for them;
    warriors hold rule; cards craft and overwork."""
    state = blank()
    base = value(state)
    for change in (
        lambda: state.vp.__setitem__(CAT, 3),
        lambda: put(state, 1, buildings=["sawmill"]),
        lambda: put(state, 1, wood=1),
        lambda: put(state, 5, warriors=1),
        lambda: give(state, 0, "anvil#1"),
    ):
        change()
        better = value(state)
        assert better > base
        base = better


def test_a_point_is_worth_more_than_any_piece() -> None:
    """Victory points are what wins (4.1): the judge never trades one for a warrior."""
    state = blank()
    more_warriors, more_points = state.clone(), state.clone()
    put(more_warriors, 5, warriors=1)
    more_points.vp[CAT] = 1
    assert value(more_points) > value(more_warriors)


def test_a_sawmill_the_eyrie_could_burn_is_worth_less() -> None:
    """3.3.3: an unguarded building next to an Eyrie army is a point for them."""
    safe = blank()
    put(safe, 5, buildings=["sawmill"])
    exposed = safe.clone()
    put(exposed, 5, warriors=3, faction=EYRIE)
    put(safe, 12, warriors=3, faction=EYRIE)
    assert value(safe) > value(exposed)


def test_the_evening_draw_to_come_is_counted_before_it_is_drawn() -> None:
    """6.6: ending Daylight early must not look like a gain of cards."""
    state = blank(turn_of=0)
    ahead = value(state)  # her turn, Daylight: the Evening draw is still coming
    state.phase = "evening"
    assert ahead > value(state)
