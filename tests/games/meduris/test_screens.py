"""The screens: what the table may know of a player's resources, which questions
are therefore private, and resampling what a seat cannot see (rulebook
"Disposición": "Las materias primas se ocultan siempre tras las pantallas";
"Resumen de reglas importantes": "Únicamente las materias primas se guardan
detrás de la pantalla"; docs/rules/meduris.md, "Hidden information").

Plots used (2-3 player side): 2 stone+wood, 6 wood+wool, 7 copper+wool,
20 wool+copper.
"""

from __future__ import annotations

import pytest

from games.core import Rng, get_game
from games.core.agents import HeuristicAgent
from games.meduris import screens
from games.meduris.board import load_board
from games.meduris.state import MedurisState
from tests.games.meduris.position import held, kinds, play, position, rig_die

GAME = get_game("meduris")


def redraws(state: MedurisState, seats: tuple[int, ...], times: int = 30) -> list[MedurisState]:
    return [state.resample(seats, Rng(seed)) for seed in range(times)]


# -- what is public ------------------------------------------------------------------
def test_screens_hide_the_kinds_not_the_count():
    """"Disposición": the resources are hidden behind the screen, but each one
    is taken from the board and given back to it in plain sight, and the rules
    count them openly (the −1 face, the tie-break): the public view tells how
    many each player holds, never which; the player's own view tells which."""
    state = position(3, resources=["2wool 1copper", "", "3stone"])
    public = state.view(None)
    assert [s["behind_screen"] for s in public["seats"]] == [3, 0, 3]
    assert "private" not in public
    assert state.view(0)["private"]["resources"] == {"wool": 2, "copper": 1}


def test_resample_redraws_the_kinds_behind_unseen_screens():
    """"Disposición": what a screen hides is drawn again for those who cannot
    see behind it, keeping what they do see: each screen's count, how many of
    each kind are behind the unseen screens together (the supply shows it), the
    seen screens, the public view and the dice to come."""
    state = position(3, resources=["2wool 1copper", "1wood 1stone", "3stone"])
    before = state.to_json()
    guesses = redraws(state, (1,))
    assert state.to_json() == before
    assert {(held(g, 0), held(g, 2)) for g in guesses} != {(held(state, 0), held(state, 2))}
    for guess in guesses:
        assert [screens.held(guess, s) for s in range(3)] == [3, 2, 3]
        assert guess.supply == state.supply
        assert guess.holding(1) == state.holding(1)
        assert guess.view(None) == state.view(None) and guess.view(1) == state.view(1)
        assert guess.rng.state == state.rng.state


def test_resample_depends_only_on_what_the_seats_see():
    """"Disposición": two positions that differ only behind screens a seat
    cannot see are the same position to that seat, and resample alike."""
    state = position(3, resources=["2wool 1copper", "1wood 1stone", "3stone"])
    swapped = position(3, resources=["1wool 2stone", "1wood 1stone", "1wool 1stone 1copper"])
    assert state.view(1) == swapped.view(1)
    for seed in range(10):
        mine, theirs = state.resample((1,), Rng(seed)), swapped.resample((1,), Rng(seed))
        assert mine.to_json() == theirs.to_json()


def test_resample_two_players_the_other_screen_is_what_the_supply_leaves():
    """"Disposición": 18 of each resource exist; with two players, what is not
    on the highlands nor behind your own screen is behind the other one."""
    state = position(2, resources=["2wool 1copper", "1wood 3stone"])
    assert all(g.to_json() == state.to_json() for g in redraws(state, (0,)))
    assert any(g.to_json() != state.to_json() for g in redraws(state, ()))


def test_resample_keeps_a_pending_payment_payable(monkeypatch: pytest.MonkeyPatch):
    """"Emplear materias primas": a builder chose the plot, so the table knows
    the screen can pay for it; every resample keeps it so, also when the deals
    drawn at random all fail and the builder is dealt the plot's icons first."""
    state = position(3, "5:H1", resources=["2wool 2wood 2stone", "1wood 3stone", "4copper"])
    play(state, (0, "hut 6"))  # wood+wool, 2nd hut of its settlement: 2 wood, 2 wool
    assert state.phase == "pay"
    guesses = redraws(state, (2,))
    assert len({held(g, 0) for g in guesses}) > 1
    assert all(g.legal(0) for g in guesses)
    monkeypatch.setattr(screens, "DRAWS", 0)
    assert all(g.legal(0) for g in redraws(state, (2,)))


@pytest.mark.parametrize("side", ["2-3", "4"])
def test_every_plot_shows_two_different_resources(side: str):
    """"Emplear materias primas": each plot shows the two resources it asks for;
    none asks for one resource twice (the reference data and our 4-player board).
    The last resort of `resample` (the builder dealt the icons in turn) relies on it."""
    assert all(len(set(p.icons)) == 2 for p in load_board(side).plots)


# -- which questions are private -------------------------------------------------------
def test_placing_rolling_and_the_plus_one_face_are_public():
    """"Antes de empezar" and "Pequeño beneficio": where workers go, the roll and
    what the +1 face lets you take from the supply depend on the board alone:
    their buttons may be posted in the channel."""
    setup = GAME.setup(3, {"first_player": "1"}, 4)
    assert not setup.pending()[0].private
    state = position(3, resources=["2wool", "1wood", ""], phase="roll")
    assert not state.pending()[0].private
    rig_die(state, "gain")
    play(state, (0, "roll"))
    (prompt,) = state.pending()
    assert (prompt.kind, prompt.private) == ("gain", False)


def test_minus_one_face_asks_privately():
    """"Pequeño beneficio" (−1 face): "Cada jugador debe devolver una de sus
    materias primas ... El que no disponga de ninguna no tendrá que devolver
    nada". Which resource one can give back shows what is behind the screen, so
    everyone holding something is asked privately, even with one kind held
    (answering for them would tell the table so); an empty screen is public."""
    state = position(3, resources=["2wool", "", "1wood 1copper"], phase="roll")
    rig_die(state, "return")
    play(state, (0, "roll"))
    prompts = state.pending()
    assert [(p.seat, p.kind, p.private) for p in prompts] == [
        (0, "return", True),
        (2, "return", True),
    ]
    assert [str(a) for a in state.legal(0)] == ["return wool"]


def test_big_benefit_asks_privately_when_something_is_behind_the_screen():
    """"Turno 2/2": which huts and temples one can pay for shows what is behind
    the screen. With an empty screen everyone knows the choices (moving a
    worker, a free hut) and the question is public."""
    state = position(3, resources=["1wood 1stone", "", ""])
    assert state.pending()[0].private
    empty = position(3, resources=["", "", ""], bonus={2: "free_hut"})
    (prompt,) = empty.pending()
    assert not prompt.private
    assert "hut 2" in [str(a) for a in empty.legal(0)]


def test_payment_asked_whenever_an_exchange_might_be_possible():
    """"Emplear materias primas" and "Tipo de cambio": a resource replaced by
    three costs two more, so with at least two resources beyond the cost the
    table cannot tell whether there is a choice: the builder is asked, privately,
    even when their screen allows one way only."""
    state = position(3, resources=["3wood 1stone", "", ""])  # 4 for a cost of 2
    events = play(state, (0, "hut 2"))
    assert kinds(events) == ["building"]
    (prompt,) = state.pending()
    assert (prompt.kind, prompt.private) == ("pay", True)
    assert [str(a) for a in state.legal(0)] == ["pay 1wood 1stone"]


def test_payment_direct_when_no_exchange_is_possible():
    """"Emplear materias primas": with fewer than two resources beyond the cost
    no exchange can be paid, so everyone knows the icons are handed over as
    they are: no question."""
    state = position(3, resources=["1wood 1stone 1copper", "", ""])  # 3 for a cost of 2
    events = play(state, (0, "hut 2"))
    assert "building" not in kinds(events)
    assert held(state, 0) == "1copper"


def test_offering_asks_privately_unless_the_screen_is_empty():
    """"El ritual de ofrenda": what one can offer shows what is behind the
    screen, so the owner is asked privately. With an empty screen the only
    choices are public (nothing, or the druid token on the board)."""
    state = position(3, "7:H1", resources=["1wool 1copper", "1wool", ""], druid=2)
    play(state, (0, "temple 20"))
    (prompt,) = state.pending()
    assert (prompt.seat, prompt.kind, prompt.private) == (1, "offering", True)
    empty = position(3, "7:H1", resources=["1wool 1copper", "", ""], druid=2, bonus={7: "druid"})
    play(empty, (0, "temple 20"))
    (prompt,) = empty.pending()
    assert (prompt.seat, prompt.private) == (1, False)
    assert [str(a) for a in empty.legal(1)] == ["offer none", "offer token"]


# -- the AI -----------------------------------------------------------------------------
def test_heuristic_weighs_a_pending_payment_as_paid():
    """"Emplear materias primas": a building waiting for its payment is judged
    as paid the cheapest way, like a building paid at once."""
    state = position(3, resources=["3wood 1stone", "", ""])
    play(state, (0, "hut 2"))
    paid = state.clone()
    play(paid, (0, "pay 1wood 1stone"))
    assert GAME.evaluate(state, 0) == GAME.evaluate(paid, 0)


def test_heuristic_decides_without_looking_behind_other_screens():
    """"Disposición": an AI seat sees its own screen only; in positions that
    differ behind the other screens it makes the same choice."""
    agent = HeuristicAgent()
    state = position(3, resources=["3wood 2stone 1wool", "2copper 2wool", "4stone"])
    other = position(3, resources=["3wood 2stone 1wool", "1copper 2wool 1stone", "1copper 3stone"])
    for seed in range(5):
        assert agent.choose(state, 0, Rng(seed)) == agent.choose(other, 0, Rng(seed))
