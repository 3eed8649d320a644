"""Recruiting ("Reclutar un trol": paso uno, paso dos, "Cuando no quedan más
trols", "Cuando los trols se retiran", paso tres and the cascade, "Carretillas")
and the forced choices of step 2 ("Reclutar o cavar")."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from games.mountain_king.components import RESOURCES, trolls
from games.mountain_king.recruit import cone
from games.mountain_king.resources import holding
from tests.games.mountain_king.helpers import empty_storage, give, started, strings

COIN = RESOURCES.index("coin")


def test_recruit_step_one_level_1_is_free():
    """Step one: a level-1 troll costs nothing."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    legal = strings(state.legal(seat))
    assert "recruit 1.3 B2" in legal and not any(a.startswith("recruit 2.") for a in legal)


def test_recruit_step_one_level_2_bribes_the_two_below():
    """Step one: a level-2 troll puts one coin on each of the two level-1
    trolls directly below it."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    give(state, seat, coin=2)
    state.apply(seat, "recruit 2.2 B1")
    assert [e["bribes"] for e in state.horde["1"]] == [0, 1, 1, 0, 0]
    assert state.storage[seat][COIN] == 0


def test_recruit_step_one_level_3_bribes_five():
    """Step one: a level-3 troll costs a coin on each of the two level-2 and
    three level-1 trolls below it (five coins)."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    give(state, seat, coin=4)
    assert not any(a.startswith("recruit 3.") for a in strings(state.legal(seat)))
    give(state, seat, coin=1)
    state.apply(seat, "recruit 3.2 B2")
    assert [e["bribes"] for e in state.horde["2"]] == [0, 1, 1, 0]
    assert [e["bribes"] for e in state.horde["1"]] == [0, 1, 1, 1, 0]


def test_recruit_step_two_collect_bribes_and_pedestal_then_refill():
    """Step two: take the troll with its bribes and (level 2) its pedestal; a
    new troll from the same deck fills the slot, a level-2 one with a pedestal."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    give(state, seat, coin=2)
    slot = state.horde["2"][0]
    slot["bribes"] = 2
    clan = slot["pedestal"]
    top = state.decks["2"][0]
    state.apply(seat, "recruit 2.1 B1")
    assert state.storage[seat][COIN] == 2  # paid 2 from storage, collected 2
    assert clan in state.pedestals[seat]
    assert state.horde["2"][0]["card"] == top
    assert state.horde["2"][0]["pedestal"] is not None and state.horde["2"][0]["bribes"] == 0


def test_recruit_step_two_choose_pedestal_token():
    """Step two: a level-3 troll lets its recruiter take a pedestal of their
    choice from the bag ("puedes mirar dentro de la bolsa de robar y tomar un
    pedestal"), or none; the token stays on the new level-3 troll."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    give(state, seat, coin=5)
    state.apply(seat, "recruit 3.1 B1")
    assert state.phase == "choose_pedestal"
    assert set(strings(state.legal(seat))) == {f"take {c}" for c in set(state.bag)} | {
        "take none"}
    state.apply(seat, "take ice")
    assert "ice" in state.pedestals[seat] and state.horde["3"][0]["choose"]
    assert state.phase == "after"


def test_recruit_step_two_choose_pedestal_token_may_be_declined():
    """Step two: "puedes" — the recruiter may leave the bag as it is."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    give(state, seat, coin=5)
    state.apply(seat, "recruit 3.1 B1")
    bag = list(state.bag)
    events = state.apply(seat, "take none")
    assert state.bag == bag and state.pedestals[seat] == [] and state.phase == "after"
    assert [e.kind for e in events] == ["pedestal_declined"]


def test_recruit_when_no_trolls_left_refill_from_next_level():
    """"Cuando no quedan más trols": an empty deck refills from the next level
    up (else down)."""
    state = started(2, 1)
    seat = state.active
    state.decks["1"] = []
    top2 = state.decks["2"][0]
    state.apply(seat, "recruit 1.1 B1")
    assert state.horde["1"][0]["card"] == top2
    state.decks["2"], state.decks["3"] = [], []
    state.decks["1"] = ["t1"]
    state.horde["3"][0] = {"card": "t40", "bribes": 0, "pedestal": None, "choose": True}
    from games.mountain_king.recruit import refill

    assert refill(state, "3")["card"] == "t1"


def test_recruit_retirement_at_four_bribes():
    """"Cuando los trols se retiran": after a recruitment, a horde troll with 4
    bribes goes to the bottom of its deck, the bribes to the supply, and a new
    troll takes its place."""
    state = started(2, 1)
    seat = state.active
    give(state, seat, coin=2)
    old = state.horde["1"][1]
    old["bribes"] = 3
    supply = state.supply[COIN]
    state.apply(seat, "recruit 2.1 B1")  # bribes level-1 slots 1 and 2
    assert state.horde["1"][1]["card"] != old["card"]
    assert state.decks["1"][-1] == old["card"]
    assert state.supply[COIN] == supply + 4


def test_recruit_step_three_place_above_two_trolls():
    """Step three: the new troll goes above and between two of yours."""
    state = started(2, 1)
    seat = state.active
    state.apply(seat, "recruit 1.1 B2")
    state.apply(seat, "end")
    other = state.active
    state.apply(other, "recruit 1.1 B1")
    state.apply(other, "end")
    spots = {a.split()[-1] for a in strings(state.legal(seat)) if a.startswith("recruit")}
    assert spots == {"B1", "B3"}  # C needs two trolls in row B below it
    state.apply(seat, "recruit 1.1 B3")
    state.apply(seat, "end")
    state.apply(other, "recruit 1.1 B2")
    state.apply(other, "end")
    spots = {a.split()[-1] for a in strings(state.legal(seat)) if a.startswith("recruit")}
    assert spots == {"B1", "C2"}


def test_recruit_cascade_produces_what_is_not_already_there():
    """Step three: the new troll, the two below it, and so on, each produce
    the top-row resources not already sitting on them (from the supply)."""
    state = started(2, 1)
    seat = state.active
    pyramid = state.pyramids[seat]
    pyramid[0][1] = [1] * len(pyramid[0][1])  # A1 is full: it gains nothing
    card = state.horde["1"][0]["card"]
    before = holding(state, seat)
    state.apply(seat, "recruit 1.1 B1")
    after = holding(state, seat)
    expected = [0] * len(RESOURCES)
    for spot in (4, 1):  # B1, then A2 (A1 is full)
        symbols = trolls()[card if spot == 4 else pyramid[spot][0]]["produces"]
        for s in symbols:
            expected[RESOURCES.index(s.split(":")[0])] += 1
    assert [a - b for a, b in zip(after, before, strict=True)] == expected
    assert all(pyramid[4][1]) and all(pyramid[1][1])


def test_recruit_cascade_reaches_every_troll_below_once():
    """Step three: the cascade from the top reaches all ten trolls, each once."""
    assert sorted(cone(9)) == list(range(10))
    assert sorted(cone(7)) == [0, 1, 2, 4, 5, 7]


def test_recruit_or_dig_full_pyramid_must_dig():
    """"Reclutar o cavar": with ten trolls you cannot recruit; with no minerals
    either, the step is skipped."""
    state = started(2, 1)
    seat = state.active
    cards = [c for c in trolls() if c.startswith("t")][:6]
    for index, card in zip(range(4, 10), cards, strict=True):
        state.pyramids[seat][index] = [card, [1] * len(trolls()[card]["produces"])]
    empty_storage(state, seat)
    legal = strings(state.legal(seat))
    assert legal == ["skip"]
    give(state, seat, stone=2)
    legal = strings(state.legal(seat))
    assert "dig I2 stone" in legal and not any(a.startswith("recruit") for a in legal)
    assert "skip" not in legal
    with pytest.raises(IllegalAction):
        state.apply(seat, "skip")


def test_recruit_carts_clan_and_wild():
    """"Carretillas": a cart on a clan troll moves only that clan's statue; a
    wild one or one in storage moves any."""
    from games.mountain_king.resources import carts_for

    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    state.pyramids[seat][0] = ["s3", [0, 1]]  # fire troll: iron, fire cart (held)
    assert carts_for(state, seat, "fire") == 1 and carts_for(state, seat, "moon") == 0
    give(state, seat, cart=1)
    assert carts_for(state, seat, "moon") == 1 and carts_for(state, seat, "fire") == 2


def test_recruit_or_dig_without_minerals_must_recruit():
    """"Reclutar o cavar": without the minerals for any tunnel you must
    recruit: no dig is offered and the step cannot be skipped."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    legal = strings(state.legal(seat))
    assert any(a.startswith("recruit 1.") for a in legal)
    assert not any(a.startswith("dig") for a in legal) and "skip" not in legal
    with pytest.raises(IllegalAction):
        state.apply(seat, "skip")


def test_recruit_step_one_silver_tongue_bribes_while_the_supply_lasts():
    """Step one under our Silver Tongue spell: bribes come from the supply; the
    supply is finite, so once it is out of coins the recruiter pays the rest."""
    state = started(2, 1)
    seat = state.active
    empty_storage(state, seat)
    state.progress["flags"].append("free_bribes")
    state.supply[COIN] = 3  # the rest of the coins are elsewhere
    legal = strings(state.legal(seat))
    assert "recruit 2.1 B1" in legal and not any(a.startswith("recruit 3.") for a in legal)
    state.storage[state.group(seat)][COIN] = 2
    state.changed()  # an edit outside `apply`
    assert "recruit 3.1 B1" in strings(state.legal(seat))
    state.apply(seat, "recruit 3.1 B1")  # 3 coins from the supply, 2 of ours
    assert state.supply[COIN] == 0 and holding(state, seat)[COIN] == 0
    assert sum(e["bribes"] for e in state.horde["2"] + state.horde["1"]) == 5


def test_recruit_retirement_keeps_the_slot_pedestal():
    """"Cuando los trols se retiran" (our decision, the rulebook is silent): the
    retiring troll's pedestal stays on its slot for the troll that replaces it."""
    state = started(2, 1)
    seat = state.active
    give(state, seat, coin=5)
    old = state.horde["2"][1]
    old["bribes"], old["pedestal"] = 3, "moon"
    state.apply(seat, "recruit 3.1 B1")  # bribes level-2 slots 1 and 2
    new = state.horde["2"][1]
    assert new["card"] != old["card"] and new["bribes"] == 0 and new["pedestal"] == "moon"


def test_recruit_step_two_choose_pedestal_only_while_the_bag_has_one():
    """Step two: the "choose pedestal" token gives a pedestal only if any are
    left in the bag ("Cuando no quedan más pedestales")."""
    state = started(2, 1)
    seat = state.active
    give(state, seat, coin=5)
    state.bag = []
    state.apply(seat, "recruit 3.1 B1")
    assert state.phase == "after" and state.horde["3"][0]["choose"]
    assert state.horde["2"][0]["pedestal"] is not None  # dealt at setup
