"""The searching player (games/core/search.py): a legal move in every game, the
same move for the same seed, the budget it is given, and the move that wins.
Its secrecy (the same move in every position its seat cannot tell apart) is
checked with the heuristic's, in tests/core/test_resample.py."""

from __future__ import annotations

from typing import Any

import pytest

from games.core import Rng, State, agent_rng, all_games, get_game
from games.core.agents import (
    AGENT_KINDS,
    LEVELS,
    NoisyAgent,
    budgeted,
    kind_of,
    level_of,
    make_agent,
)
from games.core.search import CAP_FACTOR, Budget, SearchAgent
from games.root import frames
from tests.games.root.ai.position import CAT, blank, give, put

TINY = Budget(iterations=25, cap=None)


def tiny(game_id: str) -> SearchAgent:
    agent = get_game(game_id).agent("search")
    assert isinstance(agent, SearchAgent)
    agent.budget = TINY
    return agent


def positions(game_id: str, players: int, seed: int, every: int, steps: int) -> list[State]:
    """Positions along a random playout (copies), every `every` steps, with a choice
    for the seat asked."""
    game = get_game(game_id)
    state = game.setup(players, {}, seed)
    rng = Rng.derive(seed, "search-positions")
    found: list[State] = []
    for step in range(steps):
        if state.is_over():
            break
        seat = state.pending()[0].seat
        legal = state.legal(seat)
        if step % every == 0 and len(legal) > 1:
            found.append(state.clone())
        state.apply(seat, rng.choice(legal))
    return found


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_search_plays_a_legal_move_in_every_game(game_id: str) -> None:
    agent = tiny(game_id)
    game = get_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        for state in positions(game_id, players, 31, every=40, steps=200):
            seat = state.pending()[0].seat
            before = state.to_json()
            action = agent.choose(state, seat, agent_rng(3, seat, 1))
            assert action in state.legal(seat)
            assert state.to_json() == before, "the search plays on copies only"


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_search_is_the_same_for_the_same_seed(game_id: str) -> None:
    state = positions(game_id, 2, 47, every=30, steps=90)[-1]
    seat = state.pending()[0].seat
    first = tiny(game_id).search(state, seat, agent_rng(9, seat, 4))
    again = tiny(game_id).search(state.clone(), seat, agent_rng(9, seat, 4))
    assert (str(first.action), first.visits) == (str(again.action), again.visits)


def test_search_stops_at_its_iteration_count() -> None:
    state = next(  # a question searched, not settled by the game's rule of thumb
        s for s in reversed(positions("meduris", 2, 5, every=20, steps=60))
        if s.game.search_settled(s, s.pending()[0].seat, s.legal(s.pending()[0].seat)) is None
    )
    seat = state.pending()[0].seat
    for count in (1, 7, 40):
        agent = tiny("meduris")
        agent.budget = Budget(iterations=count, cap=None)
        assert agent.search(state, seat, Rng(1)).iterations == count


def test_search_stops_at_its_time_cap_with_the_best_move_so_far() -> None:
    """Anytime: a clock that runs 0.1 s per look ends a 1 s budget (cap 2 s) after
    about twenty iterations of the thousand asked, with a legal move."""
    ticks = iter(range(10_000))
    agent = SearchAgent(Budget(seconds=1.0, iterations=1000), clock=lambda: next(ticks) / 10)
    state = next(  # a question searched, not settled by the game's rule of thumb
        s for s in reversed(positions("mountain_king", 2, 5, every=20, steps=60))
        if s.game.search_settled(s, s.pending()[0].seat, s.legal(s.pending()[0].seat)) is None
    )
    seat = state.pending()[0].seat
    searched = agent.search(state, seat, Rng(1))
    assert searched.capped
    assert searched.iterations < 1.0 * CAP_FACTOR * 10 + 2
    assert searched.action in state.legal(seat)


def test_the_budget_is_seconds_times_the_games_rate() -> None:
    game = get_game("meduris")
    assert Budget(seconds=2.0).count(game.search_rate) == round(2.0 * game.search_rate)
    assert Budget(seconds=2.0).wall() == 2.0 * CAP_FACTOR
    agent = budgeted(game.agent("search"), 0.5)
    assert isinstance(agent, SearchAgent) and agent.budget.seconds == 0.5
    heuristic = game.agent("heuristic")
    assert budgeted(heuristic, 0.5) is heuristic  # the others take the time they take


def test_search_takes_the_move_that_wins_root() -> None:
    """4.1: reaching 30 points wins at once. The Marquise at 29 may craft the Anvil
    (2 points, 6.5 / 3.1) or end her crafting: the search crafts."""
    state = blank(turn_of=0)
    put(state, 8, warriors=2, buildings=["workshop"])
    give(state, 0, "anvil#1")
    state.vp[CAT] = 29
    state.phase = "daylight"
    frames.push(state, "turn", seat=0, phase="evening", started="daylight")
    frames.push(state, "marquise_daylight", seat=0, step="craft", actions=3)
    frames.settle(state)
    legal = [str(a) for a in state.legal(0)]
    assert "craft anvil#1" in legal and len(legal) > 1
    agent = get_game("root").agent("search")
    assert isinstance(agent, SearchAgent)
    agent.budget = Budget(iterations=60, cap=None)
    agent.prior = None  # no help from the heuristic's pick: the search alone
    searched = agent.search(state, 0, Rng(3))
    assert str(searched.action) == "craft anvil#1"
    played = state.clone()
    played.apply(0, searched.action)
    result = played.result()
    assert result is not None and result.winners == (0,)


def test_levels_name_the_kinds() -> None:
    assert LEVELS == {"easy": "noisy", "normal": "heuristic", "hard": "search"}
    assert kind_of("Hard") == "search" and kind_of("search") == "search"
    assert kind_of("easy") == "noisy" and kind_of("random") == "random"
    assert kind_of("cheater") is None
    assert [level_of(k) for k in ("noisy", "heuristic", "search", "random")] == [
        "easy", "normal", "hard", None,
    ]
    assert set(LEVELS.values()) <= set(AGENT_KINDS)
    for game in all_games():
        for kind in AGENT_KINDS:
            assert game.agent(kind).kind == kind


def test_the_easy_player_is_the_heuristic_with_noise() -> None:
    state = positions("meduris", 2, 8, every=10, steps=80)[-1]
    seat = state.pending()[0].seat
    game = get_game("meduris")
    noisy = NoisyAgent(game.agent("heuristic"), noise=0.5)
    picks = [str(noisy.choose(state, seat, Rng(n))) for n in range(40)]
    assert picks == [str(noisy.choose(state, seat, Rng(n))) for n in range(40)]
    legal = {str(a) for a in state.legal(seat)}
    assert set(picks) <= legal
    assert NoisyAgent(game.agent("heuristic"), noise=0.0).choose(state, seat, Rng(1)) in (
        state.legal(seat)
    )
    assert isinstance(make_agent("noisy"), NoisyAgent)


def test_playouts_by_the_heuristic_or_at_random_keep_the_search_legal_and_repeatable() -> None:
    """`playout` moves before the judgement: the game's heuristic player (Mountain
    King's default, `search_playout`), or random moves without one."""
    assert get_game("mountain_king").search_playout > 0
    state = positions("meduris", 3, 12, every=25, steps=75)[-1]
    seat = state.pending()[0].seat
    heuristic = get_game("meduris").agent("heuristic")
    for agent in (SearchAgent(TINY, playout=4), SearchAgent(TINY, playout=4,
                                                           prior=lambda: heuristic)):
        first = agent.search(state, seat, Rng(2))
        assert first.action in state.legal(seat)
        assert agent.search(state, seat, Rng(2)).visits == first.visits


def test_a_playout_to_the_turns_end_stops_where_the_turn_changes() -> None:
    """`Playout(turn=True)` (Near and Far's `search_playout_turn`): the heuristic plays
    on at most `steps` moves, and no further than the end of the turn being played,
    so the position judged is one between turns; without it, `steps` moves."""
    from games.core.search import Playout

    game = get_game("near_and_far")
    assert game.search_playout_turn and game.search_playout > 0
    heuristic = game.agent("heuristic")
    agent = SearchAgent(TINY)
    checked = 0
    for state in positions("near_and_far", 2, 5, every=7, steps=300):
        if state.phase != "turn":
            continue  # a village turn begins: several moves before it ends
        turn = state.turn()
        world = state.clone()
        turns: list[object] = []
        apply = world.apply

        def counted(
            seat: int, action: object, *, trusted: bool = False,
            world: State = world, turns: list[object] = turns, apply: Any = apply,
        ) -> object:
            turns.append(world.turn())  # whose turn each playout move was played in
            return apply(seat, action, trusted=trusted)

        world.apply = counted  # type: ignore[method-assign]
        agent._value(world, [0.0, 0.0], 5.0, Rng(3), Playout(60, heuristic, turn=True))
        assert world.turn() != turn or world.is_over()
        assert turns and set(turns) == {turn}, "every move within the turn, none after"
        short = state.clone()
        agent._value(short, [0.0, 0.0], 5.0, Rng(3), Playout(1, heuristic, turn=True))
        assert short.turn() == turn  # one move does not end a turn begun in the village
        checked += 1
    assert checked >= 3


def test_a_playout_of_several_turns_stops_at_the_end_of_the_last() -> None:
    """`Playout(turn=True, turns=3)` (Near and Far's `search_playout_turns` at two
    players): the turn being played, the rival's, then the seat's own next one, so
    what a turn prepares is judged once the next has used it. The default (1) stops
    at the first end, as before; a game that does not set it keeps that."""
    from games.core.game import Game
    from games.core.search import Playout

    assert Game.search_playout_turns == 1
    assert get_game("meduris").search_playout_turns == 1
    game = get_game("near_and_far")
    heuristic = game.agent("heuristic")
    agent = SearchAgent(TINY)
    checked = 0
    for state in positions("near_and_far", 2, 5, every=7, steps=300):
        if state.phase != "turn":
            continue
        seat = state.turn()
        world = state.clone()
        seen: list[object] = []
        apply = world.apply

        def counted(
            actor: int, action: object, *, trusted: bool = False,
            world: State = world, seen: list[object] = seen, apply: Any = apply,
        ) -> object:
            if not seen or seen[-1] != world.turn():
                seen.append(world.turn())  # the turns the playout played in, in order
            return apply(actor, action, trusted=trusted)

        world.apply = counted  # type: ignore[method-assign]
        agent._value(world, [0.0, 0.0], 5.0, Rng(3), Playout(200, heuristic, True, turns=3))
        if world.is_over():
            continue
        assert seen == [seat, 1 - seat, seat]
        assert world.turn() == 1 - seat  # stopped where the third turn ended
        checked += 1
    assert checked >= 3


class _Recording(SearchAgent):
    """A search that keeps the rivals' picks it asked for and its tree's root."""

    def __init__(self, budget: Budget) -> None:
        super().__init__(budget)
        self.picks: list[tuple[int, Any]] = []
        self.roots: list[Any] = []

    def _greedy(self, world: State, actor: int, actions: list[Any]) -> Any:  # type: ignore[override]
        pick = SearchAgent._greedy(world, actor, actions)
        self.picks.append((actor, pick))
        return pick

    def _iterate(self, world: State, seat: int, root: Any, *args: Any) -> None:  # type: ignore[override]
        if not self.roots:
            self.roots.append(root)
        super()._iterate(world, seat, root, *args)


def _rival_nodes(node: Any, seat: int) -> list[Any]:
    """The tree's nodes whose children are a rival's choices."""
    found = []
    if node.children and all(s != seat for s, _ in node.children):
        found.append(node)
    for child in node.children.values():
        found += _rival_nodes(child, seat)
    return found


def test_rivals_take_the_heuristics_pick_where_the_game_asks_it() -> None:
    """`Game.search_rivals_greedy` (Meduris at four players): a rival's node in the
    tree has one child, the action `evaluate` likes best for that rival one ply
    ahead, another only where the first is not legal in a later draw; the
    searching seat's own nodes still widen."""
    game = get_game("meduris")
    assert game.search_rivals_greedy(4) and not game.search_rivals_greedy(2)
    state = next(
        s for s in positions("meduris", 4, 7, every=25, steps=150)
        if game.search_settled(s, s.pending()[0].seat, s.legal(s.pending()[0].seat)) is None
    )
    seat = state.pending()[0].seat
    agent = _Recording(Budget(iterations=150, cap=None))
    searched = agent.search(state, seat, Rng(2))
    assert searched.action in state.legal(seat)
    assert agent.picks and all(actor != seat for actor, _ in agent.picks)
    nodes = _rival_nodes(agent.roots[0], seat)
    assert nodes
    picked = {(actor, action) for actor, action in agent.picks}
    for node in nodes:
        assert set(node.children) <= picked  # every child a pick, none opened at random
    assert sum(len(n.children) == 1 for n in nodes) > 0.8 * len(nodes)
    assert len(agent.roots[0].children) > 1  # its own choices searched


def test_heads_up_and_other_games_search_every_seat() -> None:
    """The default (`search_rivals_greedy` False, `search_rate_at` the game's
    `search_rate`) keeps every game's search as it was, and Meduris heads-up."""
    for game in all_games():
        if game.id != "meduris":
            assert not any(game.search_rivals_greedy(n) for n in (2, 3, 4, 5, 6))
            assert game.search_rate_at(4) == game.search_rate
    meduris = get_game("meduris")
    assert meduris.search_rate_at(2) == meduris.search_rate
    state = next(
        s for s in positions("meduris", 2, 7, every=25, steps=150)
        if meduris.search_settled(s, s.pending()[0].seat, s.legal(s.pending()[0].seat)) is None
    )
    agent = _Recording(Budget(iterations=150, cap=None))
    agent.search(state, state.pending()[0].seat, Rng(2))
    assert agent.picks == []


def test_by_default_no_game_but_near_and_far_keeps_a_margin_for_the_heuristics_pick() -> None:
    """`Game.search_pick_margin` is opt-in: 0 (the most visited move is played) in
    every game that does not set it, so their search is as it was."""
    for game_id in ("meduris", "mountain_king", "root"):
        game = get_game(game_id)
        for state in positions(game_id, 2, 11, every=30, steps=90):
            assert game.search_pick_margin(state, state.pending()[0].seat) == 0.0


def test_a_move_is_played_over_the_pick_only_when_its_mean_beats_it_by_the_margin() -> None:
    """"Confidence": the most visited move against the heuristic's pick (the
    favoured action): played when its mean is higher by more than the margin, else
    the pick."""
    from games.core.search import Node

    root = Node(total=[0.0, 0.0])
    for action, visits, total in (("pick", 20, 10.0), ("other", 200, 108.0)):
        root.children[(0, action)] = Node(0, action, visits, visits, [total, 0.0])
    # means: pick 0.50, other 0.54
    assert SearchAgent._confident(root, 0, "other", ("pick", 0.03)) == "other"
    assert SearchAgent._confident(root, 0, "other", ("pick", 0.05)) == "pick"
    assert SearchAgent._confident(root, 0, "pick", ("pick", 0.05)) == "pick"


def test_the_margin_counts_for_the_pick_when_the_roots_children_are_selected() -> None:
    """At the root the pick's mean counts the margin more: two children of equal
    visits, the other a little better, and the pick is selected once the margin
    covers the difference (without it, the better mean)."""
    from games.core.search import Node

    pick = Node(0, "pick", 50, 100, [25.0, 0.0])  # mean 0.50
    other = Node(0, "other", 50, 100, [26.0, 0.0])  # mean 0.52
    agent = SearchAgent(TINY)
    assert agent._select([pick, other], 0).action == "other"
    assert agent._select([pick, other], 0, ("pick", 0.05)).action == "pick"
    assert agent._select([pick, other], 0, ("pick", 0.01)).action == "other"


def test_an_infinite_margin_plays_the_heuristics_pick_without_searching(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A margin of `math.inf` settles the question by the rule of thumb: the
    heuristic player's move (with the generator the root's order uses), no
    iteration spent."""
    import math

    game = get_game("meduris")
    state = next(
        s for s in reversed(positions("meduris", 2, 5, every=20, steps=60))
        if game.search_settled(s, s.pending()[0].seat, s.legal(s.pending()[0].seat)) is None
    )
    seat = state.pending()[0].seat
    monkeypatch.setattr(game, "search_pick_margin", lambda s, who: math.inf)
    agent = tiny("meduris")
    rng = Rng(17)
    searched = agent.search(state, seat, rng)
    assert searched.iterations == 0
    pick = game.agent("heuristic").choose(state, seat, Rng.derive(rng.state, "prior"))
    assert str(searched.action) == str(pick)
