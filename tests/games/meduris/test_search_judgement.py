"""The searching player's settled questions in Meduris (games/meduris/game.py:
`search_settled`; docs/rules/meduris.md, "AI players"): the ways to pay, the
resource taken at "+1" and the one given back at "-1", which its judgement
cannot tell apart, are played by a rule of thumb without searching."""

from __future__ import annotations

from games.core import Rng, get_game
from games.core.search import Budget, SearchAgent
from games.meduris.state import MedurisState
from tests.games.meduris.position import play, position, rig_die

GAME = get_game("meduris")


def _search(state: MedurisState, seat: int, iterations: int = 20) -> tuple[str, int]:
    """The search's move and the iterations it spent on it."""
    agent = GAME.agent("search")
    assert isinstance(agent, SearchAgent)
    agent.budget = Budget(iterations=iterations, cap=None)
    searched = agent.search(state, seat, Rng(1))
    return str(searched.action), searched.iterations


def test_the_search_pays_the_fewest_resources_without_searching():
    """"Emplear materias primas" / "Tipo de cambio": of the ways to pay a hut, the
    search pays the fewest resources (the heuristic player's own best: its
    `evaluate` counts what is left), even where an exchange would keep more
    kinds, without an iteration. Plot 2 asks wood and stone."""
    state = position(3, resources=["1wood 1stone 3copper", "", ""])
    play(state, (0, "hut 2"))
    legal = state.legal(0)
    assert [str(a) for a in legal] == ["pay 1wood 1stone", "pay 1wood 3copper",
                                       "pay 1stone 3copper"]
    assert str(GAME.search_settled(state, 0, legal)) == "pay 1wood 1stone"
    assert _search(state, 0) == ("pay 1wood 1stone", 0)


def test_the_search_pays_from_what_it_holds_most_of():
    """Two ways of the same count (the exchange's three of free choice): the one
    that leaves the least of any one kind."""
    state = position(3, resources=["4wool 1wood 1copper", "", ""])
    play(state, (0, "hut 2"))  # wood and stone: the stone by three of free choice
    legal = [str(a) for a in state.legal(0)]
    assert "pay 3wool 1wood" in legal and "pay 2wool 1wood 1copper" in legal
    assert str(GAME.search_settled(state, 0, state.legal(0))) == "pay 3wool 1wood"


def test_the_search_takes_at_plus_one_what_it_holds_least_of():
    """"Pequeño beneficio" (+1 face): any kind, all alike to the judgement; the
    search takes one it holds none of (the first such), without searching."""
    state = position(3, resources=["2wool 1wood", "", "1stone"], phase="roll", active=0)
    rig_die(state, "gain")
    play(state, (0, "roll"))
    (prompt,) = state.pending()
    assert prompt.seat == 0
    legal = state.legal(0)
    assert str(GAME.search_settled(state, 0, legal)) == "take 1stone"
    assert _search(state, 0) == ("take 1stone", 0)


def test_the_search_gives_back_at_minus_one_what_it_holds_most_of():
    """"Pequeño beneficio" (-1 face): one resource of free choice back to its
    highland; the search gives one of what it holds most of, not searched."""
    state = position(3, resources=["1wool 3stone", "", "1wood 1copper"], phase="roll")
    rig_die(state, "return")
    play(state, (0, "roll"))
    legal = state.legal(0)
    assert [str(a) for a in legal] == ["return wool", "return stone"]
    assert str(GAME.search_settled(state, 0, legal)) == "return stone"
    assert _search(state, 0) == ("return stone", 0)


def test_every_other_question_is_searched():
    """Building, moving a worker, offering, rolling and the setup are searched
    as before: nothing settled, the iterations spent."""
    state = position(3, resources=["2wool 2wood 2stone 2copper", "", ""])
    legal = state.legal(0)
    assert len(legal) > 1
    assert GAME.search_settled(state, 0, legal) is None
    assert _search(state, 0, iterations=5)[1] == 5
    fresh = GAME.setup(2, {}, 1)
    assert isinstance(fresh, MedurisState)
    seat = fresh.pending()[0].seat
    assert GAME.search_settled(fresh, seat, fresh.legal(seat)) is None
    assert GAME.search_settled(fresh, seat, []) is None


def test_at_four_players_the_rivals_are_not_searched_and_the_budget_is_fewer_iterations():
    """Three and four players: the rivals take the heuristic player's pick in the
    search's tree (`search_rivals_greedy`; tests/core/test_search.py shows the
    tree), and each pick judges every action of theirs, so a second of budget is
    fewer iterations there (`SEARCH_RATES_WITH_RIVALS`); heads-up as before."""
    assert [GAME.search_rivals_greedy(n) for n in (2, 3, 4)] == [False, True, True]
    assert [GAME.search_rate_at(n) for n in (2, 3, 4)] == [1700.0, 1100.0, 800.0]
    for players, iterations in ((4, 400), (2, 850)):
        state = position(players, resources=["2wool 2wood 2stone 2copper"] + [""] * (players - 1))
        agent = GAME.agent("search")
        assert isinstance(agent, SearchAgent)
        agent.budget = Budget(seconds=0.5, cap=None)
        assert agent.search(state, 0, Rng(1)).iterations == iterations
