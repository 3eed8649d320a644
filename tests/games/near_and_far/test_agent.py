"""The Near and Far AI plays the game to its real end: it adventures, camps, recruits
and quests, so self-play ends by a last camp (or a full map), never by a stall."""

from __future__ import annotations

import pytest

from bot.selfplay import game_seed, play_to_end
from games.near_and_far.actions import Card, Word
from games.near_and_far.agent import NearFarAgent, Planner, best_team
from games.near_and_far.camps import MAP_FULL
from tests.games.near_and_far.position import game, started


@pytest.mark.parametrize("players", [2, 3, 4])
def test_self_play_ends_by_the_rulebook_end(players: int) -> None:
    for index in range(3):
        seed = game_seed(11, index)
        state = game().setup(players, {}, seed)
        actions = play_to_end(state, seed, [game().agent("heuristic")] * players)
        assert actions < 1500
        result = state.result()
        assert result is not None
        if state.end_by != MAP_FULL:
            assert state.p(state.end_by)["camps"] >= 14, "ended by a 14th camp"
        assert max(result.scores) >= 20, "the winner scored like a player, not a bystander"


def test_self_play_on_every_map_and_variant_ends() -> None:
    for index, options in enumerate(
        [
            {"map": "4"},
            {"map": "5"},
            {"side": "day"},
            {"length": "16"},
            {"quests": "more"},
            {"quests": "more_plus_one"},
            {"token_value": "flat"},
            {"out_of_hearts": "free"},
        ]
    ):
        seed = game_seed(5, index)
        state = game().setup(3, options, seed)
        play_to_end(state, seed, [game().agent("heuristic")] * 3)
        assert state.result() is not None


def test_best_team_takes_one_per_faction_and_hearts_first() -> None:
    team = best_team(["pet", "g1", "g9", "b7", "b2", "y4", "r1"])
    assert len(team) == 4
    assert "g9" in team and "b7" in team, "the strongest of each colour"
    assert "g1" not in team and "b2" not in team, "never two of one faction"


def test_the_walk_ends_on_a_free_space_it_can_camp_on() -> None:
    state = started()
    state.apply(0, "adventure")
    state.p(0)["team"] = ["pet", "b7"]  # 7 hearts
    state.apply(0, "depart")
    planner = Planner(state, 0, state.p(0)["heart"])
    walk = planner.best_walk(0, state.p(0)["heart"], state.ctx)
    assert walk.steps, "it leaves the village"
    assert state.camps[walk.end] is None and planner.can_camp_at(walk.end, walk.hearts)


def test_the_agent_camps_where_it_stops_and_buys_what_it_can() -> None:
    agent = NearFarAgent()
    state = started()
    state.apply(0, "adventure")
    state.p(0)["team"] = ["pet", "b7"]
    state.apply(0, "depart")
    rng = game().setup(2, {}, 1).rng
    while state.phase in ("move", "threat", "boost"):
        choice = agent.choose(state, 0, rng)
        assert choice != Word("back"), "it never walks up to a threat it will not face"
        state.apply(0, choice)
    assert state.phase == "arrive"
    if "quest" not in [str(a) for a in state.legal(0)]:
        assert agent.choose(state, 0, rng) == Word("camp")
    state = started()
    state.p(0)["hand"] = ["a26"]  # 3 VP for 3 coins
    state.p(0).update({"coin": 6, "team": ["pet", "b7", "g9", "y9"]})
    assert agent.choose(state, 0, rng) == Card("buy", "a26")


def test_the_agent_walks_back_to_the_village_when_no_camp_is_in_reach() -> None:
    state = started()
    state.p(0).update({"where": "map", "space": 0, "heart": 1})
    choice = NearFarAgent().choose(state, 0, game().setup(2, {}, 1).rng)
    assert str(choice).startswith("visit "), "one heart buys no camp: back to the village"


def test_trades_gems_at_the_hall_for_what_a_card_in_hand_lacks() -> None:
    """The AI turns spare gems into the food or faction token a card in hand waits
    for (town hall trade), then buys the card; it used to end games with a pile of
    gems and unbought cards."""
    from games.near_and_far.agent import trade_plan

    state = started()
    state.p(0).update({"hand": ["a04"], "coin": 2, "gem": 1, "food": 0})  # 2 coins + 1 food
    assert trade_plan(state, 0) == ({"gem": 1}, {"food": 1})
    state.p(0).update({"hand": ["a09"], "coin": 1, "gem": 3})  # 1 coin + 1 yellow
    assert trade_plan(state, 0) == ({"gem": 3}, {"yellow": 1})
    state.p(0).update({"gem": 2})
    assert trade_plan(state, 0) is None, "two gems are worth less than a token"
    from games.core import Rng

    state.p(0).update({"hand": ["a04"], "coin": 2, "gem": 1, "food": 0})
    state.apply(0, "visit hall")
    agent = NearFarAgent()
    for _ in range(8):  # trade, give gem, get food, deal, buy
        if state.p(0)["bought"]:
            break
        state.apply(0, agent.choose(state, 0, Rng(1)))
    assert state.p(0)["bought"] == ["a04"] and state.p(0)["hand"] == []
