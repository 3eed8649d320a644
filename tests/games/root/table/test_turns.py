"""Turns over three and four seats (1.4: each player takes a turn in turn
order, clockwise) and a dominance win with three or four players (4.3.1),
with the passive test doubles (passive.py) in the extra seats."""

from __future__ import annotations

import pytest

from games.core import get_game
from games.core.rng import Rng
from games.root import board, cards, frames
from games.root.rules import pieces
from games.root.state import RootState

GAME = get_game("root")
pytestmark = pytest.mark.usefixtures("passive_factions")
TABLES = {3: "marquise,passive,eyrie", 4: "passive,eyrie,idle,marquise"}


def new_table(players: int, seed: int, **options: str) -> RootState:
    state = GAME.setup(players, {"factions": TABLES[players], **options}, seed)
    assert isinstance(state, RootState)
    return state


def play_until(state: RootState, turns: int, rng: Rng) -> list[int]:
    """Random legal moves; the seat of each turn begun after the first, in order
    (a passive seat's turn begins and ends within one move: its `turn` event
    tells it)."""
    seen: list[int] = []
    for _ in range(20000):
        if state.is_over() or len(seen) >= turns:
            break
        seat = rng.choice(sorted({p.seat for p in state.pending()}))
        events = state.apply(seat, rng.choice(state.legal(seat)))
        seen += [e.params["seat"] for e in events if e.kind == "turn" and e.to is None]
    return seen[:turns] if len(seen) > turns else seen


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_1_4_turns_go_round_every_seat_in_turn_order(players: int, seed: int) -> None:
    state = new_table(players, seed)
    seen = play_until(state, 3 * players, Rng(seed))
    assert len(seen) == 3 * players, "three rounds"
    assert seen == [state.turn_order[i % players] for i in range(1, 3 * players + 1)]
    assert sorted(state.turn_order) == list(range(players))


@pytest.mark.parametrize("players", [3, 4])
def test_1_4_a_passive_seat_passes_and_the_next_seat_plays(players: int) -> None:
    """The double takes no action: its turn is over as soon as it begins."""
    state = new_table(players, 3, first_player="1")
    play_until(state, players + 1, Rng(3))
    assert all(state.faction_data[f] == {"supply": {}} for f in state.factions
               if f in ("passive", "idle"))


def rule_three_fox_clearings(state: RootState, faction: str) -> None:
    """Ten of the faction's warriors in each of three fox clearings (out of the
    box, for this position only: the supply is not what is tested)."""
    foxes = [c for c, here in state.woods.clearings.items()
             if here.suit == "fox" and "keep" not in board.tokens(state.board, c)]  # 6.2.2
    state.faction_data[faction]["supply"]["warriors"] += 30
    for clearing in foxes[:3]:
        pieces.place_warriors(state, clearing, faction, 10)


def start_turn_of(state: RootState, faction: str) -> None:
    """Jump to the start of `faction`'s Birdsong (the dominance check, 4.3.1)."""
    state.stack.clear()
    state.turn_index = state.turn_order.index(state.seat_of(faction))
    frames.push(state, "turn", seat=state.active, phase="birdsong")
    frames.settle(state)


@pytest.mark.parametrize("players", [3, 4])
def test_4_3_1_a_dominance_win_with_three_or_four_players(players: int) -> None:
    state = new_table(players, 4, first_player="1")
    play_until(state, 1, Rng(4))  # the setup is over
    state.vp.update({"marquise": 12, "eyrie": 10})
    state.dominance["eyrie"] = "dominance_fox#1"
    for hand in [state.deck, *state.hands]:  # the card leaves wherever it was
        if "dominance_fox#1" in hand:
            hand.remove("dominance_fox#1")
    rule_three_fox_clearings(state, "eyrie")
    start_turn_of(state, "eyrie")
    result = state.result()
    assert result is not None and result.details["how"] == "dominance"
    eyrie, marquise = state.seat_of("eyrie"), state.seat_of("marquise")
    assert result.winners == (eyrie,)
    assert result.ranking[:2] == (eyrie, marquise)  # then by points: 12 before 0
    assert sorted(result.ranking) == list(range(players))
    lines = GAME.result_lines(result, "en")
    assert "dominance" in lines[0] and "Eyrie" in lines[0]
    assert cards.suit_of("dominance_fox#1") == "fox"


@pytest.mark.parametrize("players", [3, 4])
def test_4_3_1_without_the_condition_the_turn_goes_on(players: int) -> None:
    state = new_table(players, 4, first_player="1")
    play_until(state, 1, Rng(4))
    state.dominance["eyrie"] = "dominance_rabbit#1"
    rule_three_fox_clearings(state, "eyrie")  # foxes, not rabbits
    start_turn_of(state, "eyrie")
    assert state.result() is None and state.phase == "birdsong"
