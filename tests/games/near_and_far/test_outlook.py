"""The searching player's judgement of a Near and Far position (agent/outlook.py):
the final scoring on the table as it lies, and what the position promises toward it."""

from __future__ import annotations

import pytest

from bot.selfplay import game_seed
from games.core import agent_rng
from games.near_and_far import camps
from games.near_and_far.actions import Card, Word
from games.near_and_far.agent import outlook as judged
from games.near_and_far.agent.outlook import (
    CAMP_IN_REACH,
    CAMP_LEFT,
    FREE_SPACE,
    horizon,
    outlook,
    route_promise,
)
from games.near_and_far.agent.values import card_value
from games.near_and_far.buying import can_buy
from games.near_and_far.components import artifacts
from games.near_and_far.state import NearFarState
from tests.games.near_and_far.position import game, started


def a_card_costing_nothing_but_coins() -> str:
    return next(card for card, info in sorted(artifacts().items())
                if set(info["cost"]) == {"coin"} and int(info["vp"]) > 0)


def near_the_end(state: NearFarState) -> None:
    """The leader (seat 1) has placed every camp but one: the last rounds."""
    state.p(1)["camps"] = camps.camp_total(state) - 1


def test_unbought_a_card_the_seat_cannot_pay_for_late_is_most_of_the_point_it_costs() -> None:
    """"-1 PV por cada carta de artefacto que tengas en la mano": drawing a card
    the seat cannot buy in the last rounds is a loss, not a small gain."""
    state = started(2)
    near_the_end(state)
    card = a_card_costing_nothing_but_coins()
    state.p(0)["hand"] = []
    state.p(0)["coin"] = 0
    empty = outlook(state, 0)
    state.p(0)["hand"] = [card]
    assert not can_buy(state, 0, card)
    chance = judged.CARD_CHANCE_PER_CAMP * judged.buy_chance(state, 0, card)
    assert outlook(state, 0) == pytest.approx(
        empty + chance * judged.card_worth(card) + (1 - chance) * judged.CARD_DOUBT
    )
    assert outlook(state, 0) < empty
    assert judged.CARD_DOUBT < 0


def test_unbought_a_card_the_seat_cannot_pay_for_yet_is_worth_keeping_early() -> None:
    """Early in the game a card kept is most likely a card bought later: the search
    had dropped its draft hand when every card it could not pay for yet counted as
    a point lost. The fewer goods it lacks, the more it is worth."""
    state = started(2)
    card = max((c for c, info in sorted(artifacts().items())
                if info["cost"] == {"coin": 3} and not info.get("reputation")),
               key=lambda c: int(artifacts()[c]["vp"]))

    def kept(coins: int) -> float:
        state.p(0)["coin"] = coins
        state.p(0)["hand"] = []
        empty = outlook(state, 0)
        state.p(0)["hand"] = [card]
        assert not can_buy(state, 0, card)
        return outlook(state, 0) - empty

    assert 0 < kept(0) < kept(1)
    near_the_end(state)
    assert kept(1) < 0


def test_unbought_a_card_the_seat_can_pay_for_is_most_of_its_worth_and_buying_it_more() -> None:
    """A card the seat can pay for is probably bought: most of its worth (its VP and
    ability less the goods paid); buying it gives the whole worth, so the search
    buys rather than holds (it had held cards it could pay for, turn after turn)."""
    state = started(2)
    card = next(c for c, info in sorted(artifacts().items())
                if info["cost"] == {"coin": 3} and not info.get("reputation"))
    state.p(0)["hand"] = []
    state.p(0)["coin"] = 3
    empty = outlook(state, 0)
    state.p(0)["hand"] = [card]
    assert can_buy(state, 0, card)
    worth = judged.card_worth(card)
    assert worth == pytest.approx(card_value(card) - 1.5)
    held = outlook(state, 0)
    assert held == pytest.approx(
        empty + judged.CARD_HELD * worth + (1 - judged.CARD_HELD) * judged.CARD_DOUBT
    )
    state.apply(0, Card("buy", card))
    assert outlook(state, 0) > held


def test_routes_a_camp_on_a_route_whose_other_space_is_free_promises_part_of_it() -> None:
    state = started(2)
    route, (sole, _shared) = sorted(state.board.routes.items())[0]
    first, second = state.board.route_spaces(route)[:2]
    assert route_promise(state, 0) == 0
    state.camps[first] = 0
    assert route_promise(state, 0) == pytest.approx(judged.ROUTE_PROMISE * sole)
    assert route_promise(state, 1) == 0  # nothing of seat 1's on it
    state.camps[second] = 1  # complete: the final scoring counts it, not the promise
    assert route_promise(state, 0) == 0 == route_promise(state, 1)


def test_the_team_counts_more_at_the_start_than_in_the_last_rounds() -> None:
    state = started(2)
    start = horizon(state)
    state.p(1)["camps"] = camps.camp_total(state) - 1  # the leader has one camp left
    assert start > 1 > horizon(state) > 0


def test_a_camp_within_reach_is_worth_less_than_the_camp_placed() -> None:
    """So camping, and ending the turn afterwards, never look like a loss to the
    search: it had turned back at a threat and walked up to it again without end
    (`back` leaves the position as it was) rather than end a turn."""
    assert CAMP_IN_REACH + FREE_SPACE < 1 + CAMP_LEFT


def camping_position(seed: int) -> NearFarState:
    """A position of heuristic self-play where the active seat may camp."""
    state = game().setup(2, {}, seed)
    heuristic = game().agent("heuristic")
    for seq in range(1, 1500):
        seat = state.pending()[0].seat
        if state.phase == "arrive" and Word("camp") in state.legal(seat):
            return state
        state.apply(seat, heuristic.choose(state, seat, agent_rng(seed, seat, seq)))
    raise AssertionError("no camp in the game")


@pytest.mark.parametrize("index", [0, 4, 5, 14, 21])
def test_camping_then_ending_the_turn_is_never_judged_a_loss(index: int) -> None:
    """Seeds 4, 5, 14 and 21 were judged a loss before (hearts on the map counted
    0.25 each, lost at the end of the turn)."""
    state = camping_position(game_seed(5, index))
    seat = state.active
    before = game().evaluate(state, seat)
    state.apply(seat, Word("camp"))
    if state.result() is None and Word("end") in state.legal(seat):
        state.apply(seat, Word("end"))
    assert game().evaluate(state, seat) > before


def test_hearts_carried_on_the_map_count_between_turns() -> None:
    """Hearts are refilled only on setting out from the village: a turn that ends
    out on the map with hearts left is worth more than one that comes back with
    none (the search had stayed in the village, the heuristic walked on)."""
    state = started(2)
    state.turn_index = 1  # seat 1's turn: seat 0 between its turns
    player = state.p(0)
    player["where"], player["space"], player["heart"] = "map", 0, 0
    none_left = outlook(state, 0)
    player["heart"] = 5
    assert outlook(state, 0) == pytest.approx(none_left + 5 * judged.MAP_HEART)
    player["where"], player["space"] = "farm", None
    assert outlook(state, 0) == pytest.approx(none_left)  # back in the village: refilled later


def test_cards_not_yet_payable_share_the_purchases_the_rounds_left_allow() -> None:
    """A chance for every card had the search fill its hand at the shop and end a
    probe game with 12 cards unbought: the cards it cannot pay for yet share
    `CARD_BUYS_PER_CAMP` purchases per camp the leader has left, best first, and a
    card beyond them is a point lost, early in the game too."""
    state = started(2)
    state.p(0)["coin"] = 0
    cards = [c for c, info in sorted(artifacts().items())
             if set(info["cost"]) == {"coin"} and not info.get("reputation")]
    assert len(cards) >= 8
    state.p(0)["hand"] = [max(cards, key=judged.card_worth)]
    assert judged.hand_promise(state, 0) > 0  # early, a good card is worth keeping
    state.p(1)["camps"] = camps.camp_total(state) - 4  # four camps left: 1.2 purchases
    state.p(0)["hand"] = cards
    full = judged.hand_promise(state, 0)
    state.p(0)["hand"] = [*cards, min(cards, key=judged.card_worth)]  # the least, again
    assert judged.hand_promise(state, 0) - full == pytest.approx(judged.CARD_DOUBT)
