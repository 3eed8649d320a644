"""The heuristic Root player (games/root/ai/agent.py): it builds, crafts and
battles when the odds favour it, and it never looks at dice before they fall."""

from __future__ import annotations

from games.core import Rng, agent_rng
from games.core.agents import RandomAgent
from games.root import frames
from games.root.ai.agent import RootAgent, menu_choice
from games.root.state import RootState
from tests.games.root.ai.position import CAT, EYRIE, GAME, blank, give, marquise_daylight, put


def choose(state: RootState, seat: int = 0, seq: int = 1) -> str:
    return str(GAME.agent("heuristic").choose(state, seat, agent_rng(5, seat, seq)))


def test_root_has_its_own_heuristic_player_and_the_generic_random_one() -> None:
    assert isinstance(GAME.agent("heuristic"), RootAgent)
    assert isinstance(GAME.agent("random"), RandomAgent)


def test_the_marquise_builds_when_she_can_pay() -> None:
    """6.5.4: with wood in a ruled clearing with room, building scores at once."""
    state = blank(turn_of=0)
    put(state, 5, warriors=3, buildings=["sawmill"], wood=2)
    marquise_daylight(state)
    assert choose(state).startswith("build ")


def test_the_marquise_crafts_an_item_she_can_pay_for() -> None:
    """6.5 / 3.1: crafting with workshops first; the Anvil (fox) scores 2."""
    state = blank(turn_of=0)
    put(state, 8, warriors=2, buildings=["workshop"])
    give(state, 0, "anvil#1")
    state.phase = "daylight"
    frames.push(state, "turn", seat=0, phase="evening", started="daylight")
    frames.push(state, "marquise_daylight", seat=0, step="craft", actions=3)
    frames.settle(state)
    assert choose(state) == "craft anvil#1"


def test_the_marquise_battles_a_weakly_guarded_roost() -> None:
    """3.3: six warriors against one guard and a roost: the menu's Battle, then
    the battle in that clearing. The dice are sampled three times per action,
    so the choice is asked of several decisions: most of them battle."""
    state = blank(turn_of=0)
    put(state, 5, warriors=6)
    put(state, 5, warriors=1, buildings=["roost"], faction=EYRIE)
    marquise_daylight(state)
    picks = [choose(state, seq=seq) for seq in range(1, 11)]
    assert picks.count("battle") > len(picks) // 2
    state.apply(0, "battle")
    assert choose(state, seq=2) == "x5 e"


def test_the_marquise_does_not_battle_a_stronger_army() -> None:
    """3.3.2: one warrior against five deals at most one hit and is lost."""
    state = blank(turn_of=0)
    put(state, 5, warriors=1)
    put(state, 1, warriors=2, buildings=["recruiter"])
    put(state, 5, warriors=5, faction=EYRIE)
    marquise_daylight(state)
    assert choose(state) != "battle"


def test_choosing_never_changes_the_state_nor_reads_the_real_dice() -> None:
    """The search plays on clones with dice of its own: the game's generator is
    untouched, and the same generator gives the same choice."""
    state = blank(turn_of=0)
    put(state, 5, warriors=4)
    put(state, 5, warriors=2, buildings=["roost"], faction=EYRIE)
    marquise_daylight(state)
    before = state.clone()
    first = choose(state)
    assert state == before and state.rng.state == before.rng.state
    assert choose(state) == first


def test_a_menu_choice_changes_nothing_anyone_can_see() -> None:
    """`battle` only opens a question; a build changes the map."""
    state = blank(turn_of=0)
    put(state, 5, warriors=3, buildings=["sawmill"], wood=2)
    put(state, 6, warriors=1, faction=EYRIE)
    marquise_daylight(state)
    menu = state.clone()
    menu.apply(0, "march")
    assert menu_choice(state, menu)
    built = state.clone()
    built.apply(0, next(str(a) for a in state.legal(0) if str(a).startswith("build ")))
    assert not menu_choice(state, built)
    assert CAT in built.vp


def test_the_ai_decides_only_from_what_its_seat_may_know() -> None:
    """1.2.1: the Eyrie's hand and the deck's order are hidden from the Marquise.
    The agent searches a determinized position (`determinize`), so it chooses
    alike in every position it cannot tell from the real one."""
    state = blank(turn_of=0)
    put(state, 5, warriors=4, buildings=["workshop"])
    put(state, 5, warriors=2, buildings=["roost"], faction=EYRIE)
    give(state, 0, "anvil#1", "armorers#1")
    give(state, 1, "ambush_rabbit#1", "ambush_bird#1", "sappers#1")
    marquise_daylight(state)
    first = choose(state)
    for seed in range(4):
        guess = state.resample((0,), Rng(seed))
        assert guess.hands[1] != state.hands[1] or guess.deck != state.deck
        assert choose(guess) == first
