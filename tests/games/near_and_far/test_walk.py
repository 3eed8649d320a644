"""A walk typed at once, `go 3-7-12` (issue 5, "Interface and rendering";
docs/notation/near_and_far.md): what it stands for, and what its label promises
(hearts, threat, treasures, toxic water, quest tokens) against the single steps
played one by one. Map 1 unless a test says otherwise."""

from __future__ import annotations

import pytest

from games.core import BadNotation, IllegalAction, agent_rng, get_game
from games.near_and_far import walk
from games.near_and_far.state import NearFarState
from tests.games.near_and_far.position import game, play, started

# Map 1: the village (0) joins 28 (plain) and 34 (a threat path); 28 joins 21, 22
# and 34; 22-15 carries a threat; 27-33 a treasure.


def _walker(state: NearFarState, space: int = 0, hearts: int = 6, steps: int = 4) -> dict:
    """Seat 0 on the map at `space`, moving `steps` spaces at most (no preparation),
    no quest tokens."""
    player = state.p(0)
    player["where"], player["space"], player["heart"] = "map", space, hearts
    state.quest_tokens = []
    play(state, (0, "adventure"))
    state.ctx["left"] = steps
    return player


def _walks(state: NearFarState, typed: str = "", locale: str = "en") -> dict[str, str]:
    return dict(game().macro_suggestions(state, 0, typed, locale))


# -- reading a walk ---------------------------------------------------------------------
def test_a_walk_stands_for_its_single_steps():
    state = started()
    assert game().macro_steps(state, 0, "go 3-7-12") == ["go 3", "go 7", "go 12"]
    assert game().macro_steps(state, 0, "Go 28 - 21") == ["go 28", "go 21"]
    assert game().macro_steps(state, 0, "go 12") is None  # one step is an action
    assert game().macro_steps(state, 0, "visit farm") is None
    with pytest.raises(BadNotation):
        game().macro_steps(state, 0, "go 3-seven")
    with pytest.raises(BadNotation):
        game().macro_steps(state, 0, "go 3-")


def test_walks_are_only_offered_while_moving():
    state = started()
    assert _walks(state) == {}
    _walker(state)
    assert _walks(state)


# -- what a walk costs and meets -----------------------------------------------------------
def test_walk_hearts_count_each_empty_space_passed_through():
    """The space the movement starts on is free, the village counts as camped, every
    empty space passed through costs one heart (rulebook "Irse de aventuras")."""
    state = started()
    _walker(state)
    walks = _walks(state)
    assert walks["go 28-21"].startswith("Walk 28-21: 1 heart")  # leaving 28
    assert "2 hearts" in walks["go 28-21-27"]
    state.camps[28] = 1  # someone camped on 28: passing it is free
    assert _walks(state)["go 28-21"].startswith("Walk 28-21: 0 hearts")


def test_walk_hearts_use_free_passes_turtles_and_meditation_food_like_the_steps():
    """Free passes (cards) and day-side turtles carry over an empty space before any
    heart is paid; with Meditation, food pays once the hearts are gone."""
    state = started()
    _walker(state)
    state.ctx["free"] = 1
    assert "Walk 28-21-27: 1 heart" in _walks(state)["go 28-21-27"]
    state.ctx["free"], state.ctx["turtles"] = 0, 2
    assert "Walk 28-21-27: 0 hearts" in _walks(state)["go 28-21-27"]
    state = started()
    player = _walker(state, hearts=1)
    player["food"] = 1
    assert "go 28-21-27" not in _walks(state)  # food is no heart without the talent
    player["talents"] = ["meditation"]
    assert "Walk 28-21-27: 2 hearts" in _walks(state)["go 28-21-27"]
    _check_walk(state, 0, "go 28-21-27")
    assert "go 28-21-27-33" not in _walks(state)  # nothing left for a third pass


def test_a_walk_through_a_threat_stops_there():
    """The active threat must be faced before going on: a walk may end on the threat's
    path, never go past it."""
    state = started()
    _walker(state)
    walks = _walks(state)
    assert not [text for text in walks if text.startswith("go 34-")]  # 0-34: a threat
    name = game().card_name(state.threat_deck[0], "en")
    assert f"threat on 22-15 ({name}" in walks["go 28-22-15"]
    assert "go 28-22-15" in walks and "threat on 22-15" in walks["go 28-22-15"]
    assert not [text for text in walks if text.startswith("go 28-22-15-")]
    assert walk.follow(state, 0, [28, 22, 15]) is not None
    assert walk.follow(state, 0, [28, 22, 15, 14]) is None
    assert _walks(state, "go 28-22-15-") == {}


def test_a_walk_needs_movement_and_hearts_for_every_step():
    state = started()
    _walker(state, hearts=1)
    walks = _walks(state)
    assert "go 28-21" in walks and "go 28-21-14" not in walks  # one heart: one pass
    assert walk.follow(state, 0, [28, 21, 14]) is None
    state.ctx["left"] = 1
    assert _walks(state) == {}


def test_a_treasure_that_would_not_fit_ends_the_walk():
    """With every treasure slot full, a treasure drawn on the way asks for a discard
    first: the walk ends on that path."""
    state = started()
    player = _walker(state, space=21, hearts=6)
    player["animals"] = ["bird"]
    player["treasures"] = [state.treasure_deck.pop()]
    walks = _walks(state)
    assert "treasure on 27-33" in walks["go 27-33"]
    assert not [text for text in walks if text.startswith("go 27-33-")]
    player["animals"] = ["bird", "bird"]
    walks = _walks(state)
    assert [text for text in walks if text.startswith("go 27-33-")]


def test_walk_suggestions_follow_what_is_typed():
    state = started()
    _walker(state)
    assert set(_walks(state, "go 28-2")) == {t for t in _walks(state) if t.startswith("go 28-2")}
    assert _walks(state, "go 28-2")
    assert all(t.startswith("go 28-21-") for t in _walks(state, "go 28-21-"))
    assert _walks(state, "go 99-") == {}
    assert len(_walks(state)) <= 25
    assert len(game().macro_suggestions(state, 0, "", "en", limit=3)) == 3
    spanish = _walks(state, "go 28-21", "es")
    assert spanish["go 28-21"].startswith("Camino 28-21: 1 corazón")
    quests = _walks(state, "quest")
    assert all("quest" in label for label in quests.values())


def test_a_step_that_cannot_be_taken_says_why():
    state = started()
    _walker(state, hearts=0)
    with pytest.raises(IllegalAction) as not_next:
        state.apply(0, "go 21")
    assert "not next to space 0" in not_next.value.text("en")
    play(state, (0, "go 28"))
    with pytest.raises(IllegalAction) as no_hearts:
        state.apply(0, "go 21")
    assert "costs 1 heart" in no_hearts.value.text("en")
    assert "corazón" in no_hearts.value.text("es")


# -- labels against the single steps, over whole games ------------------------------------
def _check_walk(state: NearFarState, seat: int, text: str) -> None:
    """Play the walk's steps one by one on a copy: every step is legal, the walk never
    meets a question before its last step, and each step's own label announces what
    the walk's label says; the hearts lost are the walk's total."""
    way = walk.follow(state, seat, [int(n) for n in text[3:].split("-")])
    assert way is not None
    copy = state.clone()
    nf = get_game("near_and_far")
    player = copy.p(seat)
    before = player["heart"] + player["food"]
    here = player["space"]
    for index, target in enumerate(way.spaces):
        assert copy.phase == "move", (text, index)
        label = nf.label(copy, nf.parse_action(f"go {target}"), "en")
        leg = (here, target)
        assert ("threat:" in label) == (leg == way.threat), (text, label)
        assert ("treasure on the path" in label) == (leg in way.treasures), (text, label)
        assert ("toxic water" in label) == (target in way.water), (text, label)
        assert ("quest token" in label) == (target in way.quests), (text, label)
        copy.apply(seat, f"go {target}")
        here = target
    if way.threat is not None:
        assert copy.phase == "threat"
        return
    assert before - (player["heart"] + player["food"]) == way.cost, text
    assert copy.phase == ("drop_treasure" if way.stops else "move"), text


GAMES = [(2, "1", 3, "dusk"), (3, "4", 5, "dusk"), (4, "2", 8, "dusk"), (2, "3", 11, "day")]


@pytest.mark.parametrize(("players", "map_id", "seed", "side"), GAMES)
def test_walk_labels_and_costs_match_the_single_steps(players, map_id, seed, side):
    """Over an AI game, at every movement: each offered walk, played step by step;
    and no legal action is ever taken for a walk."""
    nf = game()
    state = nf.setup(players, {"map": map_id, "side": side}, seed)
    agent = nf.agent("heuristic")
    checked = 0
    for n in range(4000):
        if state.is_over():
            break
        seat = state.pending()[0].seat
        # A walk never shadows an action: every legal text is read as itself.
        assert all(nf.macro_steps(state, seat, str(a)) is None for a in state.legal(seat))
        if state.phase == "move" and checked < 400:
            for text, _label in nf.macro_suggestions(state, seat, "", "en"):
                _check_walk(state, seat, text)
                checked += 1
        state.apply(seat, agent.choose(state, seat, agent_rng(seed, seat, n)))
    assert checked > 40
