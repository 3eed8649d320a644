"""The Riverfolk Company's rules, one test per step (seed 000 section 11;
docs/rules/root.md, "Riverfolk Company", for the readings)."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.core.rng import Rng
from games.root import board, cards, frames
from games.root.actions import Battle, Craft, Discard, Done, Move, Recruit
from games.root.cards import TABLE
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.actions import (
    Buy,
    DrawCard,
    Export,
    SetPrices,
    StartingWarrior,
    TradePost,
)
from games.root.factions.vagabond import board as vb
from games.root.factions.vagabond.actions import ExhaustItem
from games.root.hidden import hidden_piles
from games.root.resample import resample
from games.root.rules import movement
from games.root.rules.pieces import remove_pieces
from games.root.state import RootState
from tests.games.root.riverfolk.position import (
    CAT,
    CAT_SEAT,
    EYRIE,
    RIVER,
    RIVER_SEAT,
    VAGABOND,
    begin,
    blank,
    conserved,
    fund,
    give,
    put,
    top,
    warriors_total,
)

# -- 11.2 faction rules -------------------------------------------------------------------


def test_11_2_1_crafts_by_committing_funds_onto_trade_post_spaces() -> None:
    """11.2.1 / 11.5.3: one fund per suit of the cost, onto a space of a trade
    post of that suit; each space once a turn; no funds, no craft."""
    state = blank()
    put(state, 1, RIVER, tokens=["trade_post_fox"])  # fox
    put(state, 12, RIVER, tokens=["trade_post_fox"])  # fox
    fund(state, "funds", RIVER, 1)
    give(state, RIVER_SEAT, "anvil#1", "foxfolk_steel#1")  # fox; fox+fox
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    legal = state.legal(RIVER_SEAT)
    assert Craft("anvil#1") in legal
    assert Craft("foxfolk_steel#1") not in legal  # two spaces, but one fund
    state.apply(RIVER_SEAT, Craft("anvil#1"))
    assert "hammer" in state.crafted_items[RIVER] and state.vp[RIVER] == 2
    assert rb.funds(state) == 0 and rb.box(state, "tracks") == {RIVER: 1}


def test_11_2_1_a_used_space_is_not_used_again_this_turn() -> None:
    """3.1.1: a space filled this turn stays filled until the funds are gathered."""
    state = blank()
    put(state, 1, RIVER, tokens=["trade_post_fox"])
    fund(state, "funds", RIVER, 3)
    give(state, RIVER_SEAT, "anvil#1", "crossbow_mouse#1")  # both cost fox
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    state.apply(RIVER_SEAT, Craft("anvil#1"))
    assert not any(isinstance(a, Craft | Export) for a in state.legal(RIVER_SEAT))


def test_11_2_2_swimmers_move_along_rivers_whoever_rules() -> None:
    """11.2.2: a river is a path for the Riverfolk, ruled or not."""
    state = blank()
    put(state, 5, RIVER, warriors=1)
    put(state, 5, CAT, warriors=3)  # the Marquise rules 5
    put(state, 10, CAT, warriors=3)  # and 10
    fund(state, "funds", RIVER, 1)
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    legal = state.legal(RIVER_SEAT)
    assert Move(1, 5, 10) in legal  # the river 5-10, neither end ruled
    assert Move(1, 5, 1) not in legal  # a land path still needs rule
    state.apply(RIVER_SEAT, Move(1, 5, 10))
    assert board.warriors(state.board, 10, RIVER) == 1
    assert rb.box(state, "committed") == {RIVER: 1}  # 11.5.1: the move committed a fund


def test_11_2_2_rivers_are_not_paths_for_the_others() -> None:
    """2.3: only the Riverfolk (and riverboats' buyers) move along rivers."""
    state = blank()
    put(state, 5, CAT, warriors=2)
    begin(state, "move", seat=CAT_SEAT, faction=CAT, moves=1, optional=True)
    targets = {a.target for a in state.legal(CAT_SEAT) if isinstance(a, Move)}
    assert targets == {1, 2}


def test_11_2_3_the_hand_is_public_and_never_resampled() -> None:
    """11.2.3: cards the Riverfolk draw are seen by everyone; the public view
    names them; the AI's guesses keep them."""
    state = blank()
    fund(state, "funds", RIVER, 1)
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    events = state.apply(RIVER_SEAT, DrawCard())
    drawn = state.hands[RIVER_SEAT][0]
    assert TABLE in state.known_cards[drawn]
    assert [e.to for e in events if e.kind in ("drew_cards", "drew_face_up")] == [None]
    view = state.view(CAT_SEAT)
    assert view["hands_shown"][RIVER_SEAT] == [drawn]
    guess = resample(state, [CAT_SEAT], Rng(3))
    assert guess.hands[RIVER_SEAT] == [drawn]
    hand_pile = next(p for p in hidden_piles(state) if p.cards is state.hands[RIVER_SEAT])
    assert hand_pile.cards == [drawn]


def test_11_2_4_funds_are_the_warriors_in_the_funds_box() -> None:
    """11.2.4: Payments and Committed are not funds: nothing to commit."""
    state = blank()
    put(state, 5, RIVER, warriors=2)
    fund(state, "payments", CAT, 2)
    fund(state, "committed", RIVER, 1)
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    assert state.legal(RIVER_SEAT) == [Done()]
    with pytest.raises(IllegalAction) as refused:
        state.apply(RIVER_SEAT, DrawCard())
    assert refused.value.key == "root.riverfolk.no_funds"


def test_11_2_5_a_trade_post_scores_when_placed() -> None:
    """11.2.5 / 11.5.6.III: the space uncovered, 2 VP as printed."""
    state = blank()
    put(state, 5, CAT, warriors=1)  # the Marquise rules 5 (rabbit)
    fund(state, "funds", CAT, 2)
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    state.apply(RIVER_SEAT, TradePost(5))
    assert state.vp[RIVER] == 2
    assert "trade_post_rabbit" in board.tokens(state.board, 5, RIVER)


def test_11_2_5_I_trade_disruption_loses_half_the_funds_rounded_up() -> None:
    """11.2.5.I: a removed trade post: half the funds (rounded up) back to
    their owners' supplies, the Riverfolk's own first; the post back on its track."""
    state = blank()
    put(state, 5, RIVER, tokens=["trade_post_rabbit"])
    fund(state, "funds", RIVER, 2)
    fund(state, "funds", CAT, 3)
    fund(state, "payments", CAT, 1)
    before = rb.supply(state, rb.WARRIORS)
    events = remove_pieces(state, 5, RIVER, "trade_post_rabbit", 1, by=CAT)
    assert rb.funds(state) == 2  # 5 funds, 3 lost
    assert rb.box(state, "funds") == {CAT: 2}
    assert rb.supply(state, rb.WARRIORS) == before + 2
    assert rb.box(state, "payments") == {CAT: 1}  # not funds
    assert rb.supply(state, "trade_post_rabbit") == 3
    assert state.vp[CAT] == 1  # 4.2.1: a token removed
    assert "riverfolk_disrupted" in [e.kind for e in events]
    assert warriors_total(state, CAT) == 25


# -- 11.2.6-11.2.7 services ---------------------------------------------------------------


def _start_turn(state: RootState, seat: int) -> None:
    state.turn_index = seat
    frames.push(state, "turn", seat=seat, phase="birdsong")
    frames.settle(state)


def test_11_2_6_services_are_offered_at_the_start_of_another_players_birdsong() -> None:
    """11.2.6: a prompt to that player, with the prices, before its Birdsong;
    `done` declines and the turn goes on."""
    state = blank()
    rb.prices(state).update({"hand_card": 2, "riverboats": 3, "mercenaries": 4})
    _start_turn(state, CAT_SEAT)
    prompt = state.pending()[0]
    assert prompt.seat == CAT_SEAT and prompt.kind == "riverfolk_services"
    assert prompt.params["riverboats"] == 3
    state.apply(CAT_SEAT, Done())
    assert top(state)["type"] != "riverfolk_services"


def test_11_2_6_no_offer_on_the_riverfolks_own_turn() -> None:
    state = blank()
    _start_turn(state, RIVER_SEAT)
    assert all(p.kind != "riverfolk_services" for p in state.pending())


def test_11_2_6_I_the_price_goes_from_the_buyers_supply_into_payments() -> None:
    """11.2.6.I."""
    state = blank()
    rb.prices(state)["riverboats"] = 3
    _start_turn(state, CAT_SEAT)
    before = state.faction_data[CAT]["supply"]["warriors"]
    state.apply(CAT_SEAT, Buy("riverboats"))
    assert rb.box(state, "payments") == {CAT: 3}
    assert state.faction_data[CAT]["supply"]["warriors"] == before - 3


def test_11_2_6_II_one_service_plus_one_per_trade_post_clearing_with_the_buyers_pieces() -> None:
    """11.2.6.II."""
    state = blank()
    give(state, RIVER_SEAT, "anvil#1", "sword#1", "cobbler#1")
    put(state, 5, RIVER, tokens=["trade_post_rabbit"])
    put(state, 5, CAT, warriors=1)
    _start_turn(state, CAT_SEAT)
    state.apply(CAT_SEAT, Buy("hand_card", "anvil#1"))
    state.apply(CAT_SEAT, Buy("hand_card", "sword#1"))  # the second, for clearing 5
    assert state.legal(CAT_SEAT) == [Done()] or top(state)["type"] != "riverfolk_services"
    with pytest.raises(IllegalAction):
        state.apply(CAT_SEAT, Buy("hand_card", "cobbler#1"))


def test_11_2_6_III_the_vagabond_pays_by_exhausting_items() -> None:
    """11.2.6.III: one item exhausted per point of price, a Riverfolk warrior
    into Payments for each."""
    state = blank(vagabond=True)
    rb.prices(state)["riverboats"] = 2
    ready = len(vb.ready(state, VAGABOND))
    begin(state, "riverfolk_services", seat=1, bought=0)  # before his refresh (9.4.1)
    state.apply(1, Buy("riverboats"))
    # He chooses the items, one at a time.
    assert state.pending()[0].kind == "riverfolk_item_payment"
    kinds = {it["item"] for it in vb.ready(state, VAGABOND)}
    assert {a.item for a in state.legal(1)} == kinds
    state.apply(1, ExhaustItem("tea"))
    state.apply(1, ExhaustItem("sword"))
    assert {it["item"] for it in vb.exhausted(state, VAGABOND)} == {"tea", "sword"}
    assert len(vb.ready(state, VAGABOND)) == ready - 2
    assert rb.box(state, "payments") == {RIVER: 2}
    assert all(p.kind != "riverfolk_services" for p in state.pending())  # one service (II)
    assert state.turn_flags.get("riverfolk_riverboats") == VAGABOND


def test_11_2_6_III_no_question_when_the_items_left_are_the_price() -> None:
    state = blank(vagabond=True)
    ready = vb.ready(state, VAGABOND)
    rb.prices(state)["riverboats"] = len(ready)
    begin(state, "riverfolk_services", seat=1, bought=0)
    state.apply(1, Buy("riverboats"))
    assert vb.ready(state, VAGABOND) == []
    assert all(p.kind != "riverfolk_item_payment" for p in state.pending())


def test_11_2_7_I_a_hand_card_goes_to_the_buyer_seen_by_all() -> None:
    """11.2.7.I: any card of the face-up hand; everyone saw where it went."""
    state = blank()
    give(state, RIVER_SEAT, "anvil#1")
    _start_turn(state, CAT_SEAT)
    state.apply(CAT_SEAT, Buy("hand_card", "anvil#1"))
    assert state.hands[CAT_SEAT] == ["anvil#1"] and state.hands[RIVER_SEAT] == []
    assert TABLE in state.known_cards["anvil#1"]
    assert conserved(state)


def test_11_2_7_II_riverboats_make_rivers_paths_for_the_buyer_this_turn() -> None:
    """11.2.7.II: the buyer moves along rivers (rule still needed: a path like any)."""
    state = blank()
    put(state, 5, CAT, warriors=2)
    rb.prices(state)["riverboats"] = 1
    _start_turn(state, CAT_SEAT)
    state.apply(CAT_SEAT, Buy("riverboats"))
    frames.push(state, "move", seat=CAT_SEAT, faction=CAT, moves=1, optional=True)
    frames.settle(state)
    targets = {a.target for a in state.legal(CAT_SEAT) if isinstance(a, Move)}
    assert targets == {1, 2, 10}
    state.turn_flags = {}  # the next turn: no riverboats
    assert movement.river_access(state, CAT) == ""


def test_11_2_7_II_riverboats_for_the_vagabond() -> None:
    """11.2.7.II with 9.5.1: the Vagabond's pawn moves along a river too."""
    from games.root.factions.vagabond.daylight import moves

    state = blank(vagabond=True)
    vb.place_pawn(state, VAGABOND, 5, None)
    assert {m.target for m in moves(state, VAGABOND)} == {"1", "2"}
    state.turn_flags["riverfolk_riverboats"] = VAGABOND
    assert {m.target for m in moves(state, VAGABOND)} == {"1", "2", "10"}


# -- 11.3 setup ---------------------------------------------------------------------------


def test_11_3_setup_river_warriors_payments_prices() -> None:
    """11.3.2-11.3.4: four warriors in clearings on a river, three in Payments, prices."""
    state = blank()
    begin(state, "riverfolk_setup", seat=RIVER_SEAT, step="warriors", placed=0)
    spots = {a.clearing for a in state.legal(RIVER_SEAT)}
    assert spots == {4, 5, 7, 10, 11}
    with pytest.raises(IllegalAction) as refused:
        state.apply(RIVER_SEAT, StartingWarrior(1))
    assert refused.value.key == "root.riverfolk.not_river"
    for c in (4, 5, 5, 11):
        state.apply(RIVER_SEAT, StartingWarrior(c))
    assert board.warriors(state.board, 5, RIVER) == 2
    assert rb.box(state, "payments") == {RIVER: 3}
    assert rb.supply(state, rb.WARRIORS) == 15 - 4 - 3
    assert SetPrices(1, 1, 1) not in state.legal(RIVER_SEAT)  # that is `done`
    state.apply(RIVER_SEAT, SetPrices(2, 1, 4))
    assert rb.prices(state) == {"hand_card": 2, "riverboats": 1, "mercenaries": 4}
    assert not state.stack



def test_11_3_2_never_in_the_keeps_clearing() -> None:
    """11.3.2 with 6.2.2: corner 4 touches a river, but with the keep there only
    the Marquise may place pieces in it, so it is not offered."""
    state = blank()
    put(state, 4, CAT, tokens=["keep"])
    begin(state, "riverfolk_setup", seat=RIVER_SEAT, step="warriors", placed=0)
    assert {a.clearing for a in state.legal(RIVER_SEAT)} == {5, 7, 10, 11}
    with pytest.raises(IllegalAction):
        state.apply(RIVER_SEAT, StartingWarrior(4))

# -- 11.4 Birdsong ------------------------------------------------------------------------


def test_11_4_1_protectionism_fills_an_empty_payments_box() -> None:
    state = blank()
    begin(state, "riverfolk_birdsong", seat=RIVER_SEAT)
    assert rb.funds(state) == 2  # two in Payments, then gathered (11.4.3)


def test_11_4_1_no_protectionism_with_payments() -> None:
    state = blank()
    fund(state, "payments", CAT, 1)
    begin(state, "riverfolk_birdsong", seat=RIVER_SEAT)
    assert rb.box(state, "funds") == {CAT: 1}


def test_11_4_2_dividends_one_vp_per_two_funds_with_a_trade_post() -> None:
    """11.4.2: the Funds box before gathering, rounded down; none without a post."""
    state = blank()
    fund(state, "funds", RIVER, 5)
    fund(state, "payments", CAT, 2)
    begin(state, "riverfolk_birdsong", seat=RIVER_SEAT)
    assert state.vp[RIVER] == 0
    state = blank()
    put(state, 5, RIVER, tokens=["trade_post_rabbit"])
    fund(state, "funds", RIVER, 5)
    fund(state, "payments", CAT, 2)
    begin(state, "riverfolk_birdsong", seat=RIVER_SEAT)
    assert state.vp[RIVER] == 2


def test_11_4_3_gather_funds_moves_every_board_warrior_to_funds() -> None:
    state = blank()
    fund(state, "payments", CAT, 1)
    fund(state, "committed", RIVER, 2)
    fund(state, "tracks", EYRIE, 1)
    begin(state, "riverfolk_birdsong", seat=RIVER_SEAT)
    assert rb.box(state, "funds") == {CAT: 1, RIVER: 2, EYRIE: 1}
    assert rb.count(state, "payments") == rb.count(state, "committed") == 0
    assert rb.count(state, "tracks") == 0


# -- 11.5 Daylight ------------------------------------------------------------------------


def test_11_5_2_battle_commits_a_fund() -> None:
    state = blank()
    put(state, 5, RIVER, warriors=2)
    put(state, 5, CAT, warriors=1)
    fund(state, "funds", RIVER, 1)
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    assert Battle(5, CAT) in state.legal(RIVER_SEAT)
    state.apply(RIVER_SEAT, Battle(5, CAT))
    assert rb.box(state, "committed") == {RIVER: 1}


def test_11_5_3_I_export_discards_the_card_for_a_warrior_in_payments() -> None:
    """11.5.3.I: the cost paid as for crafting, no item or VP, the card
    discarded, a Riverfolk warrior into Payments."""
    state = blank()
    put(state, 1, RIVER, tokens=["trade_post_fox"])
    fund(state, "funds", CAT, 1)
    give(state, RIVER_SEAT, "anvil#1")
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    state.apply(RIVER_SEAT, Export("anvil#1"))
    assert state.discard == ["anvil#1"] and state.vp[RIVER] == 0
    assert not state.crafted_items[RIVER]
    assert rb.box(state, "payments") == {RIVER: 1}
    assert rb.box(state, "tracks") == {CAT: 1}


@pytest.mark.parametrize("locale", ["en", "es"])
def test_11_5_3_I_export_never_an_improvement_already_in_play(locale: str) -> None:
    """11.5.3.I is a way of crafting (issue 25): no duplicate improvement (3.1.4)
    can be exported, just as it cannot be crafted; refused with the same reason."""
    state = blank()
    put(state, 1, RIVER, tokens=["trade_post_fox"])
    fund(state, "funds", CAT, 1)
    give(state, RIVER_SEAT, "armorers#1", "armorers#2")
    state.hands[RIVER_SEAT].remove("armorers#1")
    state.improvements[RIVER].append("armorers#1")
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    legal = state.legal(RIVER_SEAT)
    assert Craft("armorers#2") not in legal and Export("armorers#2") not in legal
    for action in (Export("armorers#2"), Craft("armorers#2")):
        with pytest.raises(IllegalAction) as refused:
            state.apply(RIVER_SEAT, action)
        assert refused.value.key == "root.error.craft_duplicate"
        assert "{" not in refused.value.text(locale)
    assert state.hands[RIVER_SEAT] == ["armorers#2"] and rb.box(state, "funds") == {CAT: 1}


def test_11_5_3_I_export_never_an_item_whose_supply_is_empty() -> None:
    """Issue 25: with no hammer left, the Anvil can be neither crafted nor exported."""
    state = blank()
    put(state, 1, RIVER, tokens=["trade_post_fox"])
    fund(state, "funds", CAT, 1)
    give(state, RIVER_SEAT, "anvil#1")
    state.items_supply["hammer"] = 0
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    legal = state.legal(RIVER_SEAT)
    assert Craft("anvil#1") not in legal and Export("anvil#1") not in legal
    with pytest.raises(IllegalAction) as refused:
        state.apply(RIVER_SEAT, Export("anvil#1"))
    assert refused.value.key == "root.error.craft_no_item"
    state.items_supply["hammer"] = 1
    state.changed()  # an edit outside `apply`
    assert Export("anvil#1") in state.legal(RIVER_SEAT)  # the same card, the item back


@pytest.mark.parametrize("locale", ["en", "es"])
def test_11_5_3_a_craft_the_funds_cannot_pay_is_refused_with_what_can_be(locale: str) -> None:
    state = blank()
    put(state, 1, RIVER, tokens=["trade_post_fox"])
    fund(state, "funds", CAT, 1)
    give(state, RIVER_SEAT, "anvil#1", "sword#1")  # fox; fox + fox: one fox space only
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    with pytest.raises(IllegalAction) as refused:
        state.apply(RIVER_SEAT, Export("sword#1"))
    text = refused.value.text(locale)
    assert "{" not in text and "`craft anvil#1`" in text and "`export anvil#1`" in text


def test_11_5_4_draw_commits_a_fund() -> None:
    state = blank()
    fund(state, "funds", RIVER, 2)
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    state.apply(RIVER_SEAT, DrawCard())
    assert len(state.hands[RIVER_SEAT]) == 1 and rb.funds(state) == 1


def test_11_5_5_recruit_spends_a_fund_for_a_warrior_at_a_river() -> None:
    """11.5.5: a clearing touching a river; the fund spent goes back to its owner."""
    state = blank()
    fund(state, "funds", CAT, 1)
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    recruits = {a.clearing for a in state.legal(RIVER_SEAT) if isinstance(a, Recruit)}
    assert recruits == {4, 5, 7, 10, 11}
    state.apply(RIVER_SEAT, Recruit(7))
    assert board.warriors(state.board, 7, RIVER) == 1
    assert rb.funds(state) == 0 and warriors_total(state, CAT) == 25
    assert state.faction_data[CAT]["supply"]["warriors"] == 25


def test_11_5_6_trade_post_spends_the_rulers_funds() -> None:
    """11.5.6.I-II: a clearing someone rules, without a post; the two funds spent
    are the ruler's warriors, back in its supply; a post and a warrior placed."""
    state = blank()
    put(state, 5, CAT, warriors=1)  # rabbit, ruled by the Marquise
    put(state, 1, EYRIE, warriors=1)  # fox, ruled by the Eyrie
    fund(state, "funds", CAT, 2)
    fund(state, "funds", RIVER, 3)
    begin(state, "riverfolk_daylight", seat=RIVER_SEAT)
    posts = {a.clearing for a in state.legal(RIVER_SEAT) if isinstance(a, TradePost)}
    assert posts == {5}  # the Eyrie has no funds; empty clearings are ruled by nobody
    state.apply(RIVER_SEAT, TradePost(5))
    assert rb.box(state, "funds") == {RIVER: 3}
    assert board.warriors(state.board, 5, RIVER) == 1
    assert warriors_total(state, CAT) == 25
    with pytest.raises(IllegalAction) as refused:
        state.apply(RIVER_SEAT, TradePost(5))
    assert refused.value.key == "root.riverfolk.post_where"


# -- 11.6 Evening -------------------------------------------------------------------------


def test_11_6_1_discard_down_to_five_then_11_6_2_set_prices() -> None:
    state = blank()
    give(state, RIVER_SEAT, "anvil#1", "sword#1", "cobbler#1", "sappers#1", "armorers#1",
         "bake_sale#1")
    begin(state, "riverfolk_evening", seat=RIVER_SEAT, step="discard")
    assert state.pending()[0].kind == "discard_down"
    state.apply(RIVER_SEAT, Discard("bake_sale#1"))
    assert state.pending()[0].kind == "riverfolk_prices"
    with pytest.raises(IllegalAction) as refused:
        state.apply(RIVER_SEAT, SetPrices(5, 1, 1))
    assert refused.value.key == "root.riverfolk.price_range"
    state.apply(RIVER_SEAT, SetPrices(3, 1, 1))
    assert rb.prices(state)["hand_card"] == 3 and not state.stack


def test_riverfolk_is_seatable() -> None:
    """Registered factions are offered by `factions=choose` / `random` (seating.py)."""
    from games.root import seating

    assert RIVER in seating.playable()
    assert cards.hand_is_public(blank(), RIVER_SEAT)
