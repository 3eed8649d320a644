"""The searching player's whole walks (games/near_and_far/agent/walks.py; the macro
steps of games/core/search.py): at a movement decision the search chooses among the
destinations reachable this turn, each walk played through the engine's own `apply`.
Map 1: the village (0) joins 28 (plain) and 34 (a threat path); 28 joins 21, 22 and
34; 22-15 carries a threat; 27-33 a treasure."""

from __future__ import annotations

import pytest

from games.core import Rng, State, agent_rng, get_game
from games.core.search import Budget, Macro, Node, SearchAgent
from games.near_and_far.actions import Number, Word
from games.near_and_far.agent.walks import walk_macros
from games.near_and_far.state import NearFarState
from tests.games.near_and_far.position import game, play, started

STOP = Word("stop")
FIGHT = Word("fight")


def _walker(state: NearFarState, space: int = 0, hearts: int = 6, steps: int = 4) -> None:
    """Seat 0 on the map at `space`, moving `steps` spaces at most, no quest tokens."""
    player = state.p(0)
    player["where"], player["space"], player["heart"] = "map", space, hearts
    state.quest_tokens = []
    play(state, (0, "adventure"))
    state.ctx["left"] = steps
    state.changed()


def _ends(macro: Macro) -> list[int]:
    return [a.n for a in macro.actions if isinstance(a, Number)]


def test_every_destination_reachable_this_turn_is_one_walk():
    state = started()
    _walker(state)
    macros = walk_macros(state, 0)
    assert macros is not None
    assert Macro((STOP,)) in macros  # standing still is a destination too
    walks = [m for m in macros if m.actions != (STOP,)]
    ends = [(_ends(m)[-1], m.actions[-1]) for m in walks]
    assert len(ends) == len(set(ends)), "one walk per destination (and per threat answer)"
    assert {28, 21, 22, 27, 14} <= {end for end, _ in ends}  # map 1, four steps


def test_a_walk_is_its_go_steps_then_stop_each_legal_in_turn():
    state = started()
    _walker(state)
    for macro in walk_macros(state, 0) or []:
        trial = state.clone()
        for action in macro.actions:
            assert action in trial.legal(0), f"{macro}: {action} not legal"
            trial.apply(0, action)  # checked, not trusted
        if macro.actions[-1] == STOP:
            assert trial.phase != "move"
        if macro.actions[-1] == FIGHT:
            assert trial.p(0)["threats"] or trial.phase in ("boost", "move", "arrive")


def test_a_walk_that_meets_the_threat_ends_on_its_path_with_each_answer_but_back():
    """The threat asks first (fight, avoid or turn back): the walk up to it comes once
    with each answer, judged after it (a fight after its roll: ranked by the walk
    alone, it looked like hearts spent for nothing). Not with `back` (a shorter walk,
    offered as its own destination), and never unanswered: left to the tree, the
    question was answered `back` as often as not and the same walk chosen again,
    eight times in a row in a probe game."""
    state = started()
    _walker(state, hearts=12)
    macros = walk_macros(state, 0) or []
    threat = [m for m in macros if _ends(m) == [28, 22, 15]]
    assert threat
    assert {m.actions[-1] for m in threat} == {FIGHT}  # no shield, bird or card here
    assert not [m for m in macros if _ends(m)[:3] == [28, 22, 15] and len(_ends(m)) > 3]
    for macro in macros:
        trial = state.clone()
        SearchAgent._play(trial, 0, Macro(macro.actions[:-1]))
        if trial.phase == "threat":
            assert macro.actions[-1] != Word("back")
            assert macro.actions[-1] in trial.legal(0)
        else:
            assert macro.actions[-1] == STOP
    trial = state.clone()
    SearchAgent._play(trial, 0, Macro(threat[0].actions[:-1]))
    assert trial.phase == "threat"


def _judged_on_arrival(state: State, macro: Macro) -> float:
    trial = state.clone()
    SearchAgent._play(trial, 0, macro)
    value = game().evaluate(trial, 0)
    if trial.phase == "arrive" and Word("camp") in trial.legal(0):
        trial.apply(0, Word("camp"))
        value = max(value, game().evaluate(trial, 0))
    return value


def test_walks_are_ranked_by_the_searchs_judgement_best_first_with_the_camp_placed():
    """Judged before the camp, every destination looked alike (a camp within reach,
    a free space): the site's worth (a trade route completed) went unseen, and the
    search completed no trade route in probe games."""
    state = started()
    _walker(state)
    macros = walk_macros(state, 0) or []
    judged = [_judged_on_arrival(state, macro) for macro in macros]
    assert len(judged) > 3
    assert judged == sorted(judged, reverse=True)


def test_walks_up_to_the_threat_are_ranked_after_their_answer():
    state = started()
    _walker(state, hearts=12)
    macros = walk_macros(state, 0) or []
    assert [m for m in macros if m.actions[-1] == FIGHT]
    judged = [_judged_on_arrival(state, macro) for macro in macros]
    assert judged == sorted(judged, reverse=True)


def test_walks_are_offered_only_to_the_seat_walking():
    state = started()
    assert walk_macros(state, 0) is None  # in the village, choosing a building
    _walker(state)
    assert walk_macros(state, 1) is None
    state.ctx["left"] = 0  # no movement left: `stop` is the only step
    state.changed()
    assert walk_macros(state, 0) is None


def test_a_walk_stops_where_a_step_is_not_legal():
    """In a determinization where a later step cannot be taken, the walk stops there."""
    state = started()
    _walker(state)
    trial = state.clone()
    SearchAgent._play(trial, 0, Macro((Number("go", 28), Number("go", 1), STOP)))  # 28-1: no path
    assert trial.p(0)["space"] == 28 and trial.phase == "move"


def _searcher(iterations: int = 60) -> SearchAgent:
    agent = get_game("near_and_far").agent("search")
    assert isinstance(agent, SearchAgent)
    agent.budget = Budget(iterations=iterations, cap=None)
    return agent


def test_the_search_plays_the_first_step_of_a_walk():
    state = started()
    _walker(state)
    searched = _searcher().search(state, 0, agent_rng(1, 0, 5))
    assert searched.action in state.legal(0)
    assert any(" + " in key for key in searched.visits), "walks are the root's children"
    assert not {"go 28", "go 34"} & set(searched.visits), "no single step offered"


def _walking_positions(count: int) -> list[NearFarState]:
    """Movement decisions of heuristic games (copies), two players."""
    g = get_game("near_and_far")
    agents = [g.agent("heuristic") for _ in range(2)]
    found: list[NearFarState] = []
    for seed in range(1, 6):
        state = g.setup(2, {}, seed)
        for n in range(600):
            if state.is_over() or len(found) >= count:
                break
            seat = state.pending()[0].seat
            if state.phase == "move" and walk_macros(state, seat):
                found.append(state.clone())
            state.apply(seat, agents[seat].choose(state, seat, agent_rng(seed, seat, n)))
    assert isinstance(found[0], NearFarState)
    return found


def test_the_walks_are_chosen_from_what_the_seat_may_know(iterations: int = 40) -> None:
    """The secrecy test of tests/core/test_resample.py, at movement decisions: a
    position the seat cannot tell apart (the other hands, the decks drawn again)
    gives the same walks, the same tree and the same move."""
    agent = _searcher(iterations)
    checked = 0
    rng = Rng(271)
    for state in _walking_positions(5):
        seat = state.active
        decision = rng.next_u64()
        seen = agent.search(state, seat, Rng(decision))
        guess = state.resample((seat,), Rng(rng.next_u64()))
        other = agent.search(guess, seat, Rng(decision))
        assert (str(other.action), other.visits) == (str(seen.action), seen.visits)
        assert any(" + " in key for key in seen.visits)
        checked += 1
    assert checked == 5


def test_the_walks_check_catches_a_search_that_peeks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not vacuous: a search of the real position (no resample) is caught (with more
    iterations: the hidden cards weigh little in the choice of a walk)."""
    from games.core import search

    def peek(state: State, seat: int, rng: Rng) -> State:
        world = state.clone()
        world.rng = Rng.derive(rng.state, "chance")
        return world

    monkeypatch.setattr(search, "determinize", peek)
    with pytest.raises(AssertionError):
        test_the_walks_are_chosen_from_what_the_seat_may_know(200)


def _trading(seed: int) -> State | None:
    """A position of heuristic self-play in the middle of a town hall trade."""
    from games.near_and_far import frames
    from games.near_and_far.frames import BuildingFrame

    state = game().setup(2, {}, seed)
    heuristic = game().agent("heuristic")
    for seq in range(1, 1500):
        if state.is_over():
            return None
        seat = state.pending()[0].seat
        visit = frames.at(state, BuildingFrame)
        if visit is not None and visit.get("b") == "hall" and "give" in visit:
            return state
        state.apply(seat, heuristic.choose(state, seat, agent_rng(seed, seat, seq)))
    return None


def test_in_a_trade_the_search_is_offered_its_steps_without_cancel():
    """`cancel` leaves the position as it was before `trade`: a search that started a
    trade, cancelled it and started it again played a probe game without end."""
    from games.near_and_far.agent.walks import CANCEL, trade_macros

    found = next(s for s in (_trading(seed) for seed in range(1, 40)) if s is not None)
    assert isinstance(found, NearFarState)
    seat = found.active
    legal = found.legal(seat)
    assert CANCEL in legal
    steps = trade_macros(found, seat)
    if len(legal) > 1:
        assert steps and all(m.actions[0] != CANCEL for m in steps)
        offered = SearchAgent._options(found, seat, legal, Node())
        assert CANCEL not in offered
        assert {a.actions[0] if isinstance(a, Macro) else a for a in offered} == set(legal) - {
            CANCEL}
        assert len(offered) == len(legal) - 1  # each step once
        assert game().search_stepwise(CANCEL)
        choice = _searcher(20).choose(found, seat, Rng(5))
        assert choice != CANCEL and choice in legal
    assert trade_macros(found, 1 - seat) is None
