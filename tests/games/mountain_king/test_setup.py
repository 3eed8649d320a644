"""General and player setup ("Preparación general" 1-9, "Preparación de
jugadores" A-D)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core import IllegalAction, OptionError
from games.mountain_king.components import RESOURCES, STATUE_CLANS, board, trolls
from tests.games.mountain_king.helpers import GAME, started, strings


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


def test_player_setup_c_gates_on_points_of_the_player_count():
    """Step C: in turn order, each gate on a free start point of the count."""
    state = GAME.setup(4, {}, 1)
    assert state.phase == "gate"
    first = state.pending()[0].seat
    assert first == state.turn_order[0]
    assert strings(state.legal(first)) == ["gate h1", "gate a8", "gate o8", "gate h15"]
    state.apply(first, "gate o8")
    second = state.pending()[0].seat
    assert "gate o8" not in strings(state.legal(second))


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


@pytest.mark.parametrize("players", [2, 5])
def test_player_setup_d_starting_resources_by_position(players):
    """Step D: the bottom rows of the four placed trolls; the 2nd and 3rd
    player add their hand troll's, the 4th and 5th also the unseen one's."""
    state = GAME.setup(players, {}, 7)
    kept: dict[int, list[str]] = {}
    while state.phase in ("gate", "draft"):
        seat = state.pending()[0].seat
        if state.phase == "draft":
            kept[seat] = list(state.draft_hand[seat]) + list(state.draft_deck[seat])
        state.apply(seat, state.legal(seat)[0])
    for position, seat in enumerate(state.turn_order):
        placed = [spot[0] for spot in state.pyramids[seat] if spot]
        rest = sorted(set(trolls()) & {f"s{i}" for i in range(1, 7)} - set(placed))
        cards = placed + (rest if position >= 3 else [])
        expected = Counter(r for c in cards for r in trolls()[c]["start"])
        got = dict(zip(RESOURCES, state.storage[seat], strict=True))
        if position in (1, 2):
            extra = sum(got.values()) - sum(expected.values())
            assert 1 <= extra <= 3  # one of the two remaining trolls: the hand
        else:
            assert {r: n for r, n in got.items() if n} == dict(expected)
    assert state.phase == "main" and state.active == state.turn_order[0]
    assert all(not h for h in state.draft_hand)


def test_team_turn_order_and_storage():
    """Team play: order team 1, team 2, team 2, team 1; one storage per team."""
    state = started(4, 2, team="true")
    order = state.turn_order
    assert state.teams[order[0]] == state.teams[order[3]] != state.teams[order[1]]
    assert state.teams[order[1]] == state.teams[order[2]]
    assert len(state.storage) == 2


def test_player_setup_c_two_players_on_autumn_use_the_mirrored_pair():
    """Our retune: with two players on the autumn side the gates go on the two
    mirrored lower points (a12, o12), so both face the same board."""
    state = GAME.setup(2, {"side": "autumn"}, 1)
    first = state.pending()[0].seat
    assert set(strings(state.legal(first))) == {"gate a12", "gate o12"}
    state.apply(first, "gate o12")
    assert strings(state.legal(state.pending()[0].seat)) == ["gate a12"]


def test_player_setup_d_three_players_last_seat_gets_hand_and_deck():
    """Our retune of the extra starting resources: in a three-player game the
    3rd seat adds both the hand troll's and the unseen troll's (the rulebook
    gives that to the 4th and 5th); the 2nd adds the hand troll's only."""

    state = started(3, 4)
    for position, seat in enumerate(state.turn_order):
        placed = [spot[0] for spot in state.pyramids[seat] if spot]
        base = Counter(r for c in placed for r in trolls()[c]["start"])
        got = sum(state.storage[seat]) - sum(base.values())
        rest = sorted({f"s{i}" for i in range(1, 7)} - set(placed))
        both = sum(len(trolls()[c]["start"]) for c in rest)
        if position == 0:
            assert got == 0
        elif position == 1:
            assert 0 < got < both
        else:
            assert got == both


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


def test_player_setup_d_team_play_second_seat_gets_hand_and_deck():
    """Our retune for team play (order T1 T2 T2 T1): the 2nd seat, team 2's
    first player, adds the unseen troll's starting resources as well as the
    hand troll's; the 3rd adds the hand's, the 4th both, the 1st none."""
    state = GAME.setup(4, {"team": "true"}, 4)
    while state.phase in ("gate", "draft"):
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[0])

    def starts(cards) -> int:
        return sum(len(trolls()[c]["start"]) for c in cards)

    placed, rest = [], []
    for seat in state.turn_order:
        mine = [spot[0] for spot in state.pyramids[seat] if spot]
        placed.append(starts(mine))
        rest.append(starts({f"s{i}" for i in range(1, 7)} - set(mine)))
    team_one = sum(state.storage[state.group(state.turn_order[0])])
    team_two = sum(state.storage[state.group(state.turn_order[1])])
    assert team_one == placed[0] + placed[3] + rest[3]
    hand_of_third = team_two - placed[1] - rest[1] - placed[2]
    assert 0 < hand_of_third < rest[2]  # one of the 3rd seat's two left-over trolls
