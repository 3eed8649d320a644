"""General and player setup ("Preparación general" 1-9, "Preparación de
jugadores" A-D)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core import IllegalAction, OptionError
from games.mountain_king.components import RESOURCES, STATUE_CLANS, board, trolls
from tests.games.mountain_king.helpers import (
    GAME,
    set_up_recording,
    started,
    starting_counts,
    strings,
)


@pytest.mark.parametrize(("players", "side"), [(2, "autumn"), (3, "autumn"), (4, "winter"),
                                               (5, "winter")])
def test_general_setup_1_board_side(players, side):
    """Step 1: winter side for 4-5 players, autumn for 3; 2 players either
    (autumn unless `side=winter`)."""
    assert GAME.setup(players, {}, 1).side == side


def test_general_setup_1_side_option_only_where_allowed():
    """Step 1: only two players may choose; team play needs exactly four."""
    assert GAME.setup(2, {"side": "winter"}, 1).side == "winter"
    with pytest.raises(OptionError):
        GAME.setup(3, {"side": "winter"}, 1)
    with pytest.raises(OptionError):
        GAME.setup(5, {"team": "true"}, 1)


def test_general_setup_3_4_horde_pedestals_and_tokens():
    """Steps 3-4: rows of 5/4/3 from decks shuffled by level; a pedestal on
    every level-2 troll, a "choose pedestal" token on every level-3 troll."""
    state = GAME.setup(3, {}, 4)
    assert [len(state.horde[lv]) for lv in "123"] == [5, 4, 3]
    for lv in "123":
        assert all(trolls()[e["card"]]["level"] == int(lv) for e in state.horde[lv])
    assert all(e["pedestal"] in STATUE_CLANS for e in state.horde["2"])
    assert all(e["choose"] for e in state.horde["3"])
    assert len(state.bag) == 18 - 4
    assert [len(state.decks[lv]) for lv in "123"] == [16, 13, 14]


@pytest.mark.parametrize(("players", "tokens"), [(2, [3]), (3, [5, 3]), (5, [5, 3])])
def test_general_setup_5_coronation_tokens(players, tokens):
    """Step 5: the 5 on top of the 3; with two players only the 3."""
    assert GAME.setup(players, {}, 1).coronation == tokens


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_general_setup_6_7_workshops_and_spellbook(players):
    """Steps 6-7: two workshops per player plus one; three spells face up."""
    state = GAME.setup(players, {}, 2)
    assert len(state.workshop_reserve) == 2 * players + 1
    assert max(Counter(state.workshop_reserve).values()) <= 2
    assert len(state.spellbook) == 3 and len(state.spell_deck) == 14


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_general_setup_8_statues_clockwise_by_clan(seed):
    """Step 8: a clan on a random space, then the other two, clockwise, until
    every statue space has one."""
    state = GAME.setup(4, {}, seed)
    spaces = board("winter").statue_spaces
    clans = [state.statues[str(c)] for c in spaces]
    n = len(clans)
    dealt = [
        start for start in range(n)
        if all(clans[(start + i) % n] == clans[(start + i % 3) % n] for i in range(n))
        and len({clans[(start + i) % n] for i in range(3)}) == 3
    ]
    assert dealt, clans


def test_general_setup_9_pedestal_marker():
    """Step 9: the fifteen tokens, one per level and clan."""
    state = GAME.setup(2, {}, 5)
    assert len(state.marker) == 5 and all(len(row) == 3 for row in state.marker)
    assert sorted(v for row in state.marker for v in row) == sorted(
        [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4]
    )


def test_player_setup_c_two_players_same_number():
    """Step C: with two players both gates stand on points of the same number."""
    state = GAME.setup(2, {"side": "winter"}, 1)
    first = state.pending()[0].seat
    state.apply(first, "gate b1")  # a 5-point
    second = state.pending()[0].seat
    assert set(strings(state.legal(second))) == {"gate l1", "gate o10", "gate j15", "gate a12"}


def test_player_setup_d_draft():
    """Step D: hold two, place one on an empty base spot, draw the next; stop
    with four placed, one in hand, one unseen. The hand is private."""
    state = GAME.setup(2, {}, 3)
    for _ in range(2):
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[0])
    seat = state.pending()[0].seat
    assert state.phase == "draft" and seat == state.turn_order[0]
    hand = list(state.draft_hand[seat])
    assert len(hand) == 2
    assert "hand" not in str(state.view(None)["seats"][seat].keys() - {"hand_size"})
    assert state.view(seat)["private"]["hand"] == hand
    state.apply(seat, f"keep {hand[0]} A2")
    assert state.pyramids[seat][1][0] == hand[0]
    with pytest.raises(IllegalAction):
        state.apply(seat, f"keep {hand[1]} A2")  # the spot is taken
    for _ in range(3):
        state.apply(seat, state.legal(seat)[0])
    assert state.pyramid_size(seat) == 4
    assert len(state.draft_hand[seat]) == 1 and len(state.draft_deck[seat]) == 1
    assert state.pending()[0].seat == state.turn_order[1]


def test_team_turn_order_and_storage():
    """Team play: order team 1, team 2, team 2, team 1; one storage per team."""
    state = started(4, 2, team="true")
    order = state.turn_order
    assert state.teams[order[0]] == state.teams[order[3]] != state.teams[order[1]]
    assert state.teams[order[1]] == state.teams[order[2]]
    assert len(state.storage) == 2


def test_player_setup_c_two_players_on_autumn_any_two_points():
    """Step C with two players: "ambos deberéis elegir puntos de inicio cuyos
    números sean iguales". Every autumn point is a 3-point, so any two."""
    state = GAME.setup(2, {"side": "autumn"}, 1)
    first = state.pending()[0].seat
    assert set(strings(state.legal(first))) == {"gate h1", "gate a12", "gate o12"}
    state.apply(first, "gate h1")
    assert set(strings(state.legal(state.pending()[0].seat))) == {"gate a12", "gate o12"}


def test_player_setup_c_two_players_on_autumn_option_mirrored_pair():
    """Option gates=mirrored (our retune): with two players on the autumn side
    the gates go on the two mirrored lower points (a12, o12), so both face the
    same board."""
    state = GAME.setup(2, {"side": "autumn", "gates": "mirrored"}, 1)
    first = state.pending()[0].seat
    assert set(strings(state.legal(first))) == {"gate a12", "gate o12"}
    state.apply(first, "gate o12")
    assert strings(state.legal(state.pending()[0].seat)) == ["gate a12"]


def test_player_setup_c_option_mirrored_only_where_it_applies():
    """gates=mirrored changes two-player games on the autumn side only; anywhere
    else it is refused, not silently ignored."""
    assert GAME.setup(2, {"gates": "mirrored"}, 1).side == "autumn"
    for players, options in ((3, {}), (2, {"side": "winter"})):
        with pytest.raises(OptionError):
            GAME.setup(players, {**options, "gates": "mirrored"}, 1)


def _extra_by_position(players: int, seed: int, **options: str) -> list[list[int]]:
    """Per turn position: what the storage holds beyond the four placed trolls'
    starting resources."""
    state, _ = set_up_recording(players, seed, **options)
    out = []
    for seat in state.turn_order:
        placed = [spot[0] for spot in state.pyramids[seat] if spot]
        base = starting_counts(placed)
        out.append([a - b for a, b in zip(state.storage[seat], base, strict=True)])
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_player_setup_d_starting_resources_by_position_exactly(players):
    """Step D, as printed for every table: "el jugador inicial no obtiene
    recursos adicionales; el segundo y el tercero obtienen los recursos
    iniciales del trol que tengan en su mano ...; el cuarto y el quinto ... del
    trol que tengan en su mano y del último trol que tengan en su mazo"."""
    state, left = set_up_recording(players, 7)
    for position, seat in enumerate(state.turn_order):
        hand, deck = left[seat]
        extra = [] if position == 0 else hand if position < 3 else hand + deck
        placed = [spot[0] for spot in state.pyramids[seat] if spot]
        assert state.storage[seat] == starting_counts(placed + extra), (position, seat)


def test_player_setup_d_option_retuned_three_players_last_seat_gets_hand_and_deck():
    """Option extra_start=retuned (our balance change): in a three-player game
    the 3rd seat adds both the hand troll's and the unseen troll's; the 2nd
    the hand troll's only, as printed."""
    state, left = set_up_recording(3, 4, extra_start="retuned")
    for position, seat in enumerate(state.turn_order):
        hand, deck = left[seat]
        extra = {0: [], 1: hand, 2: hand + deck}[position]
        placed = [spot[0] for spot in state.pyramids[seat] if spot]
        assert state.storage[seat] == starting_counts(placed + extra)


def test_player_setup_d_option_retuned_only_where_it_applies():
    """extra_start=retuned changes three-player games and team play only."""
    assert GAME.setup(3, {"extra_start": "retuned"}, 1)
    assert GAME.setup(4, {"extra_start": "retuned", "team": "true"}, 1)
    for players in (2, 4, 5):
        with pytest.raises(OptionError):
            GAME.setup(players, {"extra_start": "retuned"}, 1)


def test_general_setup_2_supplies_tunnels_by_shape_and_halls():
    """Steps 1-2: a supply of each resource as printed, the tunnel supply
    stacked by shape (52 tiles), the six great halls beside the board."""
    from games.mountain_king.components import hall_shapes, rules, tunnel_shapes

    state = GAME.setup(3, {}, 1)
    assert state.supply == [rules()["supply"][r] for r in RESOURCES]
    assert state.tunnel_supply == {s.id: s.count for s in tunnel_shapes().values()}
    assert sum(state.tunnel_supply.values()) == 52
    assert sorted(state.hall_supply) == sorted(hall_shapes()) and len(state.hall_supply) == 6


def test_player_setup_a_first_player_and_b_scores_at_zero():
    """Steps A-B: a first player (at random, or chosen with `first_player`);
    turns go round from them; every score marker starts at 0."""
    firsts = {GAME.setup(4, {}, seed).turn_order[0] for seed in range(1, 13)}
    assert len(firsts) > 1  # random
    state = GAME.setup(4, {"first_player": "3"}, 1)
    assert state.turn_order == [2, 3, 0, 1]
    assert state.honour == [0, 0, 0, 0] and state.crowned == [0, 0, 0, 0]


def test_general_setup_8_statues_on_the_autumn_side():
    """Step 8 on the autumn side: every statue space gets one, dealt clan after
    clan; at most 7 of a clan (the box holds 7 of each)."""
    state = GAME.setup(3, {}, 6)
    spaces = board("autumn").statue_spaces
    clans = [state.statues[str(c)] for c in spaces]
    assert len(state.statues) == len(spaces)
    assert max(Counter(clans).values()) <= 7
    start = next(i for i in range(len(clans)) if all(
        clans[(i + k) % len(clans)] == clans[(i + k % 3) % len(clans)]
        for k in range(len(clans))))
    assert len({clans[(start + k) % len(clans)] for k in range(3)}) == 3


def _team_expected(extra: dict[int, list[str]], **options: str) -> None:
    """Team play after setup: each team storage holds the placed trolls'
    starting resources of both partners plus the extras of the positions named
    in `extra` ("hand", "deck")."""
    state, left = set_up_recording(4, 4, team="true", **options)
    order = state.turn_order
    for team_positions in ((0, 3), (1, 2)):
        cards: list[str] = []
        for position in team_positions:
            seat = order[position]
            hand, deck = left[seat]
            cards += [spot[0] for spot in state.pyramids[seat] if spot]
            cards += (hand if "hand" in extra[position] else []) + (
                deck if "deck" in extra[position] else [])
        assert state.storage[state.group(order[team_positions[0]])] == starting_counts(cards)


def test_player_setup_d_team_play_as_printed():
    """Team play changes nothing in step D: in the order T1 T2 T2 T1 the 2nd
    and 3rd seats (team 2) add their hand troll's, the 4th (team 1) its hand
    and unseen trolls'; all into the team storages."""
    _team_expected({0: [], 1: ["hand"], 2: ["hand"], 3: ["hand", "deck"]})


def test_player_setup_d_team_play_option_retuned_second_seat_gets_hand_and_deck():
    """Option extra_start=retuned for team play (order T1 T2 T2 T1): the 2nd
    seat, team 2's first player, adds the unseen troll's starting resources as
    well as the hand troll's; the 3rd adds the hand's, the 4th both, the 1st
    none."""
    _team_expected({0: [], 1: ["hand", "deck"], 2: ["hand"], 3: ["hand", "deck"]},
                   extra_start="retuned")
