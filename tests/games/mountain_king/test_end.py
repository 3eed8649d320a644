"""The end ("Final de la partida (la coronación)"), the final scoring
("Puntuación final" 1-5, ties) and the team variant's scoring."""

from __future__ import annotations

import pytest

from games.core import Rng
from games.mountain_king.components import STATUE_CLANS, trolls
from games.mountain_king.scoring import breakdown, final_scoring
from tests.games.mountain_king.helpers import (
    GAME,
    as_version_3,
    cell,
    empty_storage,
    give,
    lay,
    started,
)

HORDE = [c for c in trolls() if c.startswith("t")]


def _nearly_full(state, seat):
    """Nine trolls: one more recruit completes the pyramid (onto D1)."""
    for index, card in zip(range(4, 9), HORDE[:5], strict=True):
        state.pyramids[seat][index] = [card, [1] * len(trolls()[card]["produces"])]


def _end_turn(state):
    seat = state.active
    while state.active == seat and not state.is_over():
        state.apply(seat, state.legal(seat)[-1])


def test_coronation_first_takes_5_second_takes_3_and_triggers_the_end():
    """The first complete pyramid takes the 5 token, the next the 3 and the end
    comes: finish the round, then two more turns each."""
    state = started(3, 2)
    first, _, third = state.turn_order
    _nearly_full(state, first)
    _nearly_full(state, third)
    state.apply(first, "recruit 1.1 D1")
    assert state.crowned[first] == 5 and state.turns_left is None
    _end_turn(state)
    _end_turn(state)  # second
    state.apply(third, "recruit 1.1 D1")
    assert state.crowned[third] == 3
    assert state.turns_left == 6  # the round ends with this turn, then 2 x 3 turns
    _end_turn(state)
    turns = 0
    while not state.is_over():
        _end_turn(state)
        turns += 1
    assert turns == 6


def test_coronation_two_players_only_the_3():
    """With two players only the 3 token is used, and it triggers the end."""
    state = started(2, 3)
    second = state.turn_order[1]
    _nearly_full(state, second)
    _end_turn(state)
    state.apply(second, "recruit 1.1 D1")
    assert state.crowned[second] == 3 and state.turns_left == 4


def test_final_scoring_statues_halls_tokens_leftovers():
    """Final scoring: coronation, pedestal tokens, sets of 3 leftovers, halls
    (high with a statue on the altar), statues by level (double on a pedestal of
    their clan), one statue per tunnel; statues in halls score only via altars."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    b = state.board
    state.cell_tunnel[state.gates[seat]] = -1
    lay(state, ["h1"], kind="gate", seat=seat)
    state.gates[seat] = cell(state, "h1")
    lay(state, ["h2", "h3"], anchor=cell(state, "h3"), pedestal="fire")
    lay(state, ["h4", "h5"])
    hall = len(state.tunnels)
    lay(state, ["g5", "g4"], kind="hall", hall="throne_room", altar=cell(state, "g5"))
    state.statues = {
        str(cell(state, "h3")): "fire",  # level 3 on its pedestal: 12
        str(cell(state, "h2")): "ice",  # same tunnel: only the best scores
        str(cell(state, "h5")): "moon",  # level 4: 8
        str(cell(state, "g4")): "ice",  # in a hall, not on the altar: 0
    }
    assert b.levels[cell(state, "h3")] == 3 and b.levels[cell(state, "h5")] == 4
    state.crowned[seat] = 5
    state.tokens[seat] = [3, 4]
    state.honour[seat] = 20
    give(state, seat, stone=5, iron=2, coin=2)  # 1 set, then 4 of the rest buy a 2nd
    parts = breakdown(state, seat)
    assert parts == {"tunnels": 20, "coronation": 5, "pedestals": 7, "leftovers": 2,
                     "halls": 2, "statues": 20}
    state.statues[str(cell(state, "g5"))] = "moon"  # the altar: high value
    assert breakdown(state, seat)["halls"] == 7
    assert state.tunnels[hall]["kind"] == "hall"


def test_final_scoring_ties_lowest_recruited_levels():
    """Ties: the lowest total level of recruited trolls wins."""
    state = started(2, 4)
    a, b = state.turn_order
    for seat in (a, b):
        empty_storage(state, seat)
        state.honour[seat] = 30
    state.recruited_levels[a], state.recruited_levels[b] = 9, 7
    final_scoring(state)
    result = state.result()
    assert result.scores == (30, 30) and result.winners == (b,)
    state2 = started(2, 4)
    for seat in (0, 1):
        empty_storage(state2, seat)
    final_scoring(state2)
    assert set(state2.result().winners) == {0, 1}


@pytest.mark.parametrize("locale", ["en", "es"])
def test_final_message_explains_the_tie_by_recruited_levels(locale):
    """Ties: the final message names the rule and each tied player's total of
    recruited troll levels, in words."""
    state = started(2, 4)
    a, b = state.turn_order
    for seat in (a, b):
        empty_storage(state, seat)
        state.honour[seat] = 30
    state.recruited_levels[a], state.recruited_levels[b] = 9, 7
    final_scoring(state)
    names = ["Ann", "Bob"]
    lines = state.game.result_lines(state.result(), locale, names)
    assert len(lines) == 1 and "30" in lines[0]
    assert f"{names[a]} 9" in lines[0] and f"{names[b]} 7" in lines[0]
    assert "{" not in lines[0]


@pytest.mark.parametrize("locale", ["en", "es"])
def test_team_play_explains_a_tie_between_teams_never_between_partners(locale):
    """Issue 25, item 12: partners share their honour, so the final message never calls
    them tied; two teams tied are ordered by their summed recruited levels, as scored."""
    state = started(4, 5, team="true")
    order = state.turn_order
    one, two = (order[0], order[3]), (order[1], order[2])
    for seat in range(4):
        empty_storage(state, seat)
        state.recruited_levels[seat] = 0
    names = ["Ann", "Bob", "Cy", "Dee"]
    final_scoring(state)  # both teams at 0 with no levels: a tie between the teams
    state.honour[one[0]] = 10  # team one ahead: partners alone share 10
    state.recruited_levels[two[0]], state.recruited_levels[two[1]] = 4, 3
    final_scoring(state)
    assert state.game.result_lines(state.result(), locale, names) == []
    state.honour[two[0]] = 10  # level with team one, whose levels (0) are lower
    final_scoring(state)
    result = state.result()
    assert set(result.winners) == set(one)
    lines = state.game.result_lines(result, locale, names)
    assert len(lines) == 1
    assert f"{names[one[0]]} + {names[one[1]]} 0" in lines[0]
    assert f"{names[two[0]]} + {names[two[1]]} 7" in lines[0]


def test_team_variant_shared_score_and_network():
    """Team play: one score per team, each statue counted once; partners'
    connected networks are one; a tile may touch the partner's network."""
    state = started(4, 5, team="true")
    order = state.turn_order
    one, two = order[0], order[3]
    assert state.teams[one] == state.teams[two]
    for seat in range(4):
        empty_storage(state, seat)
        state.cell_tunnel[state.gates[seat]] = -1
    names = {one: "d1", two: "f1", order[1]: "a8", order[2]: "o8"}
    for seat, name in names.items():
        lay(state, [name], kind="gate", seat=seat)
        state.gates[seat] = cell(state, name)
    lay(state, ["e1", "e2"])  # joins d1 and f1
    state.statues = {str(cell(state, "e2")): "fire"}
    state.honour[one], state.honour[two] = 4, 6
    from games.mountain_king.network import network

    assert network(state, one) == network(state, two)
    final_scoring(state)
    result = state.result()
    assert result.scores[one] == result.scores[two] == 10 + 4  # e2 is level 2
    assert result.scores[order[1]] == result.scores[order[2]] == 0
    assert set(result.winners) == {one, two}


def test_team_pedestals_and_tokens_go_to_the_team_storage():
    """Team play, "Cambios en la mecánica de juego": whatever would go to your
    storage goes to the team storage — a recruited troll's pedestal too, so the
    partner may set it on an anchor; the point token it earns is the team's,
    scored once."""
    state = started(4, 3, team="true")
    first, partner = state.turn_order[0], state.turn_order[3]
    team = state.group(first)
    for seat in range(4):
        empty_storage(state, seat)
    give(state, first, coin=2)
    clan = state.horde["2"][0]["pedestal"]
    state.apply(first, "recruit 2.1 B1")
    assert state.pedestals[team] == [clan] and len(state.pedestals) == 2
    view = state.view(None)
    assert view["seats"][partner]["pedestals"] == [clan]
    # The partner digs a tile whose anchor is free and places the team's pedestal.
    from games.mountain_king.dig import pedestal_choices

    tid = lay(state, ["b2", "c2"], anchor=cell(state, "b2"))
    state.progress["dig"] = {"shape": "I2", "mineral": "stone", "tunnel": tid}
    assert pedestal_choices(state, partner) == [clan]
    level = state.board.levels[cell(state, "b2")]
    token = state.marker[level - 1][STATUE_CLANS.index(clan)]
    from games.mountain_king.actions import SetPedestal
    from games.mountain_king.dig import set_pedestal

    set_pedestal(state, partner, SetPedestal(clan))
    assert state.pedestals[team] == [] and state.tokens[team] == [token]
    final_scoring(state)
    parts = state.result().details["breakdown"]
    assert parts[str(first)]["pedestals"] == parts[str(partner)]["pedestals"] == token


def test_team_gates_side_by_side():
    """Team setup: the partners' gates stand beside each other on the winter
    side (neighbouring start points of the 4-player ring h1, o8, h15, a8)."""
    from games.mountain_king.player_setup import gate_points

    state = GAME.setup(4, {"team": "true", "first_player": "1"}, 1)
    order = state.turn_order
    state.apply(order[0], "gate h1")
    assert {state.board.cell_name(c) for c in gate_points(state, order[1])} == {
        "o8", "h15", "a8"}
    state.apply(order[1], "gate o8")
    # Team 2's second gate must stand beside o8: h15 (h1 is taken).
    assert [state.board.cell_name(c) for c in gate_points(state, order[2])] == ["h15"]
    state.apply(order[2], "gate h15")
    # The last gate, a8, is beside its partner's h1 as well.
    assert [state.board.cell_name(c) for c in gate_points(state, order[3])] == ["a8"]


def test_team_state_from_version_1_pools_pedestals():
    """Saved team games from before pedestals moved to the team storage load
    with each team's pedestals and tokens pooled."""
    state = started(4, 3, team="true")
    data = as_version_3(state.to_json())
    data["version"] = 1
    data["pedestals"] = [["fire"], ["ice"], [], ["moon"]]
    data["tokens"] = [[2], [], [3], []]
    loaded = GAME.state_from_json(data)
    for seat in range(4):
        group = state.group(seat)
        mine = [p for s in range(4) if state.group(s) == group for p in data["pedestals"][s]]
        assert sorted(loaded.pedestals[group]) == sorted(mine)
    assert sum(map(sum, loaded.tokens)) == 5


def test_state_from_version_2_keeps_the_rules_it_began_with():
    """A game saved before issue 10 (state version 2) goes on with the old rules:
    the advice applied without asking, and the retuned setup where it applied."""
    for players, options, extra, gates in ((2, {}, "printed", "mirrored"),
                                           (3, {}, "retuned", "printed"),
                                           (4, {"team": "true"}, "retuned", "printed"),
                                           (5, {}, "printed", "printed")):
        data = as_version_3(started(players, 3, **options).to_json())
        data["version"] = 2
        for name in ("spending", "extra_start", "gates"):
            del data["options"][name]
        loaded = GAME.state_from_json(data)
        assert loaded.options["spending"] == "trolls_first"
        assert (loaded.options["extra_start"], loaded.options["gates"]) == (extra, gates)
    fresh = started(3, 3)
    assert GAME.state_from_json(fresh.to_json()).options == fresh.options


def test_coronation_by_the_last_player_of_the_round_ends_it_at_once():
    """"Si ese mismo jugador fue el que ganó la segunda ficha de Coronación, la
    ronda se termina al final de su turno": then only the two more turns each."""
    state = started(3, 2)
    first, second, third = state.turn_order
    state.coronation = [3]  # the 5 is already taken
    _nearly_full(state, third)
    _end_turn(state)
    _end_turn(state)
    state.apply(third, "recruit 1.1 D1")
    assert state.crowned[third] == 3 and state.turns_left == 6
    _end_turn(state)
    played = []
    while not state.is_over():
        played.append(state.active)
        _end_turn(state)
    assert played == [first, second, third] * 2


def test_final_scoring_statue_on_the_gate_scores():
    """"Cada estatua desenterrada en tus túneles (o puerta)": a statue on your
    gate scores by the gate's level like any other."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    gate = state.gates[seat]
    state.statues = {str(gate): "ice"}
    level = state.board.levels[gate]
    assert breakdown(state, seat)["statues"] == 2 * level


def test_team_variant_each_hall_scored_once():
    """Team play: a hall in the partners' joined networks scores once for the
    team (and a statue on its altar gives the high value once)."""
    state = started(4, 5, team="true")
    order = state.turn_order
    one, two = order[0], order[3]
    for seat in range(4):
        empty_storage(state, seat)
        state.cell_tunnel[state.gates[seat]] = -1
    for seat, name in {one: "d1", two: "f1", order[1]: "a8", order[2]: "o8"}.items():
        lay(state, [name], kind="gate", seat=seat)
        state.gates[seat] = cell(state, name)
    lay(state, ["e1"])
    lay(state, ["d2", "e2", "d3", "e3"], kind="hall", hall="throne_room", altar=cell(state, "d2"),
        seat=one)
    state.statues = {str(cell(state, "d2")): "moon"}
    final_scoring(state)
    parts = state.result().details["breakdown"]
    assert parts[str(one)]["halls"] == parts[str(two)]["halls"] == 7  # throne room high
    assert state.result().scores[one] == 7


def test_team_spend_own_trolls_and_team_storage_never_the_partner_trolls():
    """"Cambios en la mecánica de juego": you spend from your own pyramid and
    the team storage, never from your partner's pyramid."""
    from games.mountain_king.resources import holding

    state = started(4, 3, team="true")
    one, two = state.turn_order[0], state.turn_order[3]
    for seat in (one, two):
        empty_storage(state, seat)
    state.pyramids[two][0][1] = [1] * len(state.pyramids[two][0][1])
    give(state, two, rune=1)  # the team storage
    mine = holding(state, one)
    assert sum(mine) == 1 and mine[-1] == 1
    assert sum(holding(state, two)) > 1


def test_team_dig_may_touch_the_partner_network_not_an_opponent():
    """Team play: tiles may touch your partner's network (joining it), never an
    opponent's."""
    from games.mountain_king.dig import placements

    state = started(4, 5, team="true")
    order = state.turn_order
    one, two, rival = order[0], order[3], order[1]
    for seat in range(4):
        state.cell_tunnel[state.gates[seat]] = -1
    for seat, name in {one: "d1", two: "g1", rival: "a8", order[2]: "o8"}.items():
        lay(state, [name], kind="gate", seat=seat)
        state.gates[seat] = cell(state, name)
    state.progress["dig"] = {"shape": "I2", "mineral": "stone"}
    spots = {tuple(state.board.cell_name(c) for c in p.cells)
             for p in placements(state, one, "I2", max_hammers=9)}
    assert ("e1", "f1") in spots  # touches d1 (ours) and g1 (partner)
    state.cell_tunnel[cell(state, "g1")] = -1
    lay(state, ["g1"], kind="gate", seat=rival)
    state.gates[rival], state.gates[two] = cell(state, "g1"), cell(state, "a8")
    spots = {tuple(state.board.cell_name(c) for c in p.cells)
             for p in placements(state, one, "I2", max_hammers=9)}
    assert ("e1", "f1") not in spots


def test_state_from_version_3_puts_the_step_on_the_frame_stack():
    """A game stored with the step in `phase` (version 3) restores onto the frame
    stack this release builds: a payment over a trade over the step it
    interrupted, each with what it waits for."""
    rng = Rng(5)
    for seed in range(1, 40):
        state = started(2, seed)
        while not state.is_over() and len(state.stack) < 3:
            seat = state.pending()[0].seat
            state.apply(seat, rng.choice(state.legal(seat)))
        if len(state.stack) == 3:
            break
    step, trade, pay = state.stack
    assert (trade["type"], pay["type"]) == ("trade", "pay")
    new = state.to_json()
    old = as_version_3(new)
    old["phase"] = "pay"
    old["progress"].update(trade=trade["resource"], back_to=step["type"],
                           paying={"action": pay["action"], "back_to": "trade"})
    assert GAME.state_from_json(old).to_json() == new
