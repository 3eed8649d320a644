"""The Eyrie's setup (seed 003 7.3, which updates seed 000 7.3.2)."""

from __future__ import annotations

from games.root import board, frames
from games.root.factions.eyrie import board as eb
from tests.games.root.eyrie.position import (
    EYRIE,
    RIVAL,
    SEAT,
    blank,
    legal_text,
    play,
    prompt_kind,
    put,
)


def set_up(keep: int | None = None, **others: int):
    """A new game at the Eyrie's setup; the stand-in Marquise's keep in `keep`."""
    state = blank(leader=None)
    state.phase = "setup"
    if keep is not None:
        put(state, keep, tokens=["keep"], faction=RIVAL)
    for faction, clearing in others.items():
        state.faction_data.setdefault(faction, {})["starting_clearing"] = clearing
    frames.push(state, "setup", remaining=[RIVAL, EYRIE])
    frames.settle(state)
    return state


def test_7_3_1_twenty_warriors_in_the_supply():
    """7.3.1: a supply of 20 warriors (and the 7 roosts of the track)."""
    state = blank(leader=None)
    assert eb.data(state)["supply"] == {"warriors": 20, "roost": 7}


def test_7_3_2_with_the_marquise_the_corner_opposite_the_keep_without_asking():
    """003 7.3.2: a corner that is not another starting clearing, diagonally
    opposite one if possible: with the keep in 2, only 4 qualifies."""
    state = set_up(keep=2)
    assert board.warriors(state.board, 4, EYRIE) == 6
    assert board.buildings(state.board, 4, EYRIE) == ["roost"]
    assert eb.data(state)["starting_clearing"] == 4
    assert prompt_kind(state) == "eyrie_leader"


def test_7_3_2_without_a_starting_clearing_any_corner_is_offered():
    """003 7.3.2: with nobody's starting clearing on the map, the player picks a corner."""
    state = set_up()
    assert prompt_kind(state) == "eyrie_corner"
    assert legal_text(state) == ["roost 1", "roost 2", "roost 3", "roost 4"]
    play(state, "roost 3")
    assert board.warriors(state.board, 3, EYRIE) == 6
    assert prompt_kind(state) == "eyrie_leader"


def test_7_3_2_never_another_players_starting_clearing():
    """003 7.3.2: a recorded starting clearing is refused; its opposite is chosen."""
    state = set_up(lizard_cult=1)
    assert board.warriors(state.board, 3, EYRIE) == 6
    assert board.warriors(state.board, 1, EYRIE) == 0


def test_7_3_2_when_the_opposite_corner_is_taken_the_free_corners_are_offered():
    """003 7.3.2: opposite 'if possible': both opposite corners are starting clearings."""
    state = set_up(keep=1, lizard_cult=3)
    assert legal_text(state) == ["roost 2", "roost 4"]


def test_7_3_3_choose_one_of_four_leaders_the_others_stay_face_up():
    """7.3.3: one leader of four; the rest face up beside the board."""
    state = set_up(keep=2)
    assert legal_text(state) == [
        "leader builder", "leader charismatic", "leader commander", "leader despot",
    ]
    play(state, "leader commander")
    data = eb.data(state)
    assert data["leader"] == "commander"
    assert data["leaders_up"] == ["builder", "charismatic", "despot"]
    assert data["leaders_down"] == []


def test_7_3_4_viziers_under_the_columns_the_leader_names():
    """7.3.4: the two Loyal Viziers sit under the leader's two columns."""
    state = set_up(keep=2)
    play(state, "leader despot")
    assert eb.viziers(state) == ("move", "build")
    assert eb.column_cards(state, "build") == [eb.VIZIER]
    assert eb.column_cards(state, "recruit") == []


def test_7_3_5_roost_track_filled_but_the_leftmost_space():
    """7.3.5: six roosts left on the track once the first is on the map; the
    track then scores 0 in Evening."""
    state = set_up(keep=2)
    play(state, "leader builder")
    assert eb.data(state)["supply"] == {"warriors": 14, "roost": 6}
    assert eb.roost_score(len(eb.roost_clearings(state))) == 0


def test_setup_ends_with_the_first_turn():
    """5.1: after the last faction's setup the first player's turn begins
    (here the Eyrie's: its Birdsong asks for the Decree)."""
    state = set_up(keep=2)
    play(state, "leader builder")
    assert state.phase == "birdsong"
    assert state.active == SEAT
    assert prompt_kind(state) == "eyrie_add_decree"
