"""The Woodland Alliance's rules, one test per step (Law of Root 8; seed 003's
numbering where it differs from 000)."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.core.rng import Rng
from games.root import board, cards, frames
from games.root.actions import Battle, Craft, Discard, Done, Move, Recruit
from games.root.factions.alliance import board as ab
from games.root.factions.alliance.actions import (
    Mobilize,
    Organize,
    Revolt,
    Spread,
    Train,
)
from games.root.rules import hits
from games.root.rules.pieces import remove_pieces, ruler_of
from tests.games.root.alliance.position import (
    ALLIANCE,
    ALLY_SEAT,
    CAT,
    CAT_SEAT,
    EYRIE,
    EYRIE_SEAT,
    begin,
    blank,
    conserved,
    give,
    kinds,
    officers,
    put,
    support,
)
from tests.games.root.handbuilt import from_deck

# -- 8.2 faction rules -------------------------------------------------------------------


def test_8_2_1_crafts_with_sympathy_tokens() -> None:
    """8.2.1: sympathy tokens are the crafting pieces (one per token, 3.1.1)."""
    state = blank()
    put(state, 1, ALLIANCE, tokens=["sympathy"])  # fox
    give(state, ALLY_SEAT, "anvil#1", "sword#1")  # anvil costs fox; sword costs mouse+mouse
    begin(state, "alliance_daylight", seat=ALLY_SEAT)
    legal = state.legal(ALLY_SEAT)
    assert Craft("anvil#1") in legal and Craft("sword#1") not in legal
    state.apply(ALLY_SEAT, Craft("anvil#1"))
    assert "hammer" in state.crafted_items[ALLIANCE]
    assert not any(isinstance(a, Craft) for a in state.legal(ALLY_SEAT))  # the token is used


def _fight(state, attacker: str, defender: str, clearing: int) -> dict:
    return {"clearing": clearing, "attacker": attacker, "defender": defender, "seat": 0,
            "extra": {"attacker": 0, "defender": 0}}


def _uneven_roll(state, attacker: str, defender: str) -> dict:
    for seed in range(50):
        state.rng = Rng(seed)
        fight = _fight(state, attacker, defender, 5)
        hits.roll_dice(state, fight)
        high, low = fight["dice"]
        if high > low:
            return fight
    raise AssertionError("no uneven roll")


def test_8_2_2_guerrilla_war_defender_deals_the_high_roll() -> None:
    """8.2.2: as defender the Alliance deals the higher die, the attacker the lower."""
    state = blank()
    put(state, 5, ALLIANCE, warriors=3)
    put(state, 5, CAT, warriors=3)
    fight = _uneven_roll(state, CAT, ALLIANCE)
    high, low = fight["dice"]
    assert fight["rolled"] == {"attacker": low, "defender": high}


def test_8_2_2_attacking_alliance_rolls_as_usual() -> None:
    """8.2.2 is for defence only: attacking, the Alliance deals the higher die."""
    state = blank()
    put(state, 5, ALLIANCE, warriors=3)
    put(state, 5, CAT, warriors=3)
    fight = _uneven_roll(state, ALLIANCE, CAT)
    high, low = fight["dice"]
    assert fight["rolled"] == {"attacker": high, "defender": low}


def test_8_2_3_supporters_count_public_cards_private() -> None:
    """8.2.3: the stack is face down: the table sees how many, the Alliance which."""
    state = blank()
    support(state, "anvil#1", "sappers#1")
    public = state.view(None)
    assert public["faction_boards"]["alliance"]["supporters"] == 2
    assert "anvil#1" not in str(public) and "sappers#1" not in str(public)
    assert "anvil#1" not in str(state.view(CAT_SEAT))
    mine = state.view(ALLY_SEAT)["private"]
    assert [c["card"] for c in mine["supporters"]] == ["anvil#1", "sappers#1"]
    assert mine["hand"] == []  # not in the hand, not counted for the hand limit


def test_8_2_3_supporters_are_spent_only_by_suit() -> None:
    """8.2.3: only supporters matching the clearing (birds are wild) pay."""
    state = blank()
    support(state, "anvil#1", "sword#1", "armorers#1")  # fox, mouse, bird
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="spread")
    spreads = [a for a in state.legal(ALLY_SEAT) if isinstance(a, Spread)]
    for action in spreads:
        suit = state.woods.clearings[action.clearing].suit
        assert all(cards.matches(c, suit) for c in action.spent)
    assert Spread(1, ("anvil#1",)) in spreads and Spread(1, ("sword#1",)) not in spreads
    assert Spread(1, ("armorers#1",)) in spreads


def test_8_2_3_I_five_supporters_at_most_without_a_base() -> None:
    """003 8.2.3.I: no base on the map: a sixth supporter is discarded instead."""
    state = blank()
    support(state, "anvil#1", "sappers#1", "sword#1", "cobbler#1", "armorers#1")
    give(state, ALLY_SEAT, "codebreakers#1")
    begin(state, "alliance_daylight", seat=ALLY_SEAT)
    events = state.apply(ALLY_SEAT, Mobilize("codebreakers#1"))
    assert "alliance_supporter_lost" in kinds(events)
    assert len(ab.supporters(state)) == 5 and "codebreakers#1" in state.discard
    assert state.view(None)["faction_boards"]["alliance"]["supporters_limit"] == 5


def test_8_2_3_I_no_limit_with_a_base() -> None:
    """003 8.2.3.I: with a base on the map the stack has no limit."""
    state = blank()
    put(state, 5, ALLIANCE, buildings=["base_rabbit"])
    support(state, "anvil#1", "sappers#1", "sword#1", "cobbler#1", "armorers#1")
    give(state, ALLY_SEAT, "codebreakers#1")
    begin(state, "alliance_daylight", seat=ALLY_SEAT)
    state.apply(ALLY_SEAT, Mobilize("codebreakers#1"))
    assert len(ab.supporters(state)) == 6
    assert state.view(None)["faction_boards"]["alliance"]["supporters_limit"] is None


def test_8_2_4_removing_a_base_discards_its_suit_and_birds_and_half_the_officers() -> None:
    """8.2.4: supporters of the base's suit and birds are discarded; half the
    officers, rounded up, go back to the supply."""
    state = blank()
    put(state, 5, ALLIANCE, buildings=["base_rabbit"])
    put(state, 1, ALLIANCE, buildings=["base_fox"])
    officers(state, 3)
    support(state, "cobbler#1", "armorers#1", "anvil#1", "sword#1")  # rabbit, bird, fox, mouse
    supply = ab.supply(state, "warriors")
    remove_pieces(state, 5, ALLIANCE, "base_rabbit", 1, by=CAT)
    assert sorted(ab.supporters(state)) == ["anvil#1", "sword#1"]
    assert {"cobbler#1", "armorers#1"} <= set(state.discard)
    assert ab.officers(state) == 1 and ab.supply(state, "warriors") == supply + 2
    assert state.vp[CAT] == 1  # 4.2.1: a building removed
    assert ab.supply(state, "base_rabbit") == 1  # back on the board (2.5.2)
    assert conserved(state)


def test_8_2_4_no_base_left_discards_down_to_five() -> None:
    """003 8.2.4: the last base gone and more than five supporters: the Alliance
    discards down to five, its choice, asked at once."""
    state = blank()
    put(state, 1, ALLIANCE, buildings=["base_fox"])
    support(state, "cobbler#1", "bake_sale#1", "command_warren#1", "sword#1",
            "codebreakers#1", "investments#1", "smugglers_trail#1")  # no fox, no bird
    remove_pieces(state, 1, ALLIANCE, "base_fox", 1, by=CAT)
    frames.settle(state)
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind, prompt.private) == (ALLY_SEAT, "alliance_trim", True)
    state.apply(ALLY_SEAT, Discard("sword#1"))
    state.apply(ALLY_SEAT, Discard("investments#1"))
    assert len(ab.supporters(state)) == 5
    assert all(f["type"] != "alliance_trim" for f in state.stack)


def test_8_2_5_I_one_sympathy_token_per_clearing() -> None:
    """8.2.5.I: a sympathetic clearing takes no second token."""
    state = blank()
    put(state, 5, ALLIANCE, warriors=1, tokens=["sympathy"])
    support(state, "cobbler#1", "bake_sale#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="spread")
    assert not any(a.clearing == 5 for a in state.legal(ALLY_SEAT) if isinstance(a, Spread))
    with pytest.raises(IllegalAction) as refused:
        state.apply(ALLY_SEAT, Spread(5, ("cobbler#1",)))
    assert refused.value.key == "root.alliance.already_sympathetic"


def test_8_2_5_I_no_sympathy_in_the_keeps_clearing() -> None:
    """6.2.2 with 8.2.5: nobody but the Marquise places pieces in the keep's clearing (R19)."""
    state = blank()
    put(state, 1, CAT, tokens=["keep"])
    support(state, "anvil#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="spread")
    spreads = [a for a in state.legal(ALLY_SEAT) if isinstance(a, Spread)]
    assert spreads and not any(a.clearing == 1 for a in spreads)


# -- 8.2.6 outrage -----------------------------------------------------------------------


def _cat_moves_into_sympathy(state) -> None:
    put(state, 5, ALLIANCE, tokens=["sympathy"])  # rabbit
    put(state, 1, CAT, warriors=2)
    begin(state, "move", seat=CAT_SEAT, faction=CAT, moves=2, optional=True)
    state.apply(CAT_SEAT, Move(1, 1, 5))


def test_8_2_6_moving_into_a_sympathetic_clearing_gives_a_matching_card() -> None:
    """8.2.6: the mover is asked at once, in its own turn, for a matching card."""
    state = blank()
    give(state, CAT_SEAT, "cobbler#1", "anvil#1")  # rabbit, fox
    _cat_moves_into_sympathy(state)
    prompt = state.pending()[0]
    assert (prompt.seat, prompt.kind, prompt.private) == (CAT_SEAT, "alliance_outrage", True)
    from games.root.factions.alliance.actions import Give
    assert state.legal(CAT_SEAT) == [Give("cobbler#1")]
    events = state.apply(CAT_SEAT, Give("cobbler#1"))
    assert ab.supporters(state) == ["cobbler#1"] and state.hands[CAT_SEAT] == ["anvil#1"]
    secret = [e for e in events if e.kind == "alliance_outrage_card"]
    assert secret and secret[0].to == frozenset({CAT_SEAT, ALLY_SEAT})
    assert "cobbler#1" not in str(state.view(None)) and "cobbler#1" not in str(
        state.view(EYRIE_SEAT))
    # back in the middle of the move: the second move is still hers
    assert state.pending()[0].kind == "move" and state.pending()[0].seat == CAT_SEAT


def test_8_2_6_a_bird_counts_as_a_matching_card() -> None:
    """003 8.2.6 "(ni aves)": a bird matches, so it may (and must) be given."""
    state = blank()
    give(state, CAT_SEAT, "armorers#1", "anvil#1")  # bird, fox
    _cat_moves_into_sympathy(state)
    from games.root.factions.alliance.actions import Give
    assert state.legal(CAT_SEAT) == [Give("armorers#1")]


def test_8_2_6_no_matching_card_shows_the_hand_to_the_alliance_alone() -> None:
    """8.2.6: no matching card: the whole hand to the Alliance only; the
    Alliance draws a supporter from the deck."""
    state = blank()
    give(state, CAT_SEAT, "anvil#1", "sword#1")  # fox, mouse: nothing for rabbit
    _cat_moves_into_sympathy(state)
    prompt = state.pending()[0]
    assert prompt.kind == "alliance_outrage" and prompt.private  # the table cannot tell
    from games.root.factions.alliance.actions import ShowHand
    assert state.legal(CAT_SEAT) == [ShowHand()]
    events = state.apply(CAT_SEAT, ShowHand())
    seen = [e for e in events if e.kind == "alliance_hand_seen"]
    assert seen and seen[0].to == frozenset({ALLY_SEAT})
    assert sorted(seen[0].params["cards"]) == ["anvil#1", "sword#1"]
    assert all(e.to is None or e.to == frozenset({ALLY_SEAT}) for e in events)
    assert len(ab.supporters(state)) == 1
    # Secrecy: the Alliance's view knows the hand; nobody else's does.
    assert sorted(state.view(ALLY_SEAT)["private"]["seen"][CAT_SEAT]) == ["anvil#1", "sword#1"]
    assert "anvil#1" not in str(state.view(None))
    assert "anvil#1" not in str(state.view(EYRIE_SEAT))
    # A resample for the Eyrie redraws the Marquise's hand; for the Alliance it keeps it.
    assert sorted(state.resample((ALLY_SEAT,), Rng(3)).hands[CAT_SEAT]) == ["anvil#1", "sword#1"]
    redrawn = [sorted(state.resample((EYRIE_SEAT,), Rng(s)).hands[CAT_SEAT]) for s in range(8)]
    assert any(hand != ["anvil#1", "sword#1"] for hand in redrawn)
    assert conserved(state)


def test_8_2_6_an_empty_hand_is_shown_without_a_question() -> None:
    """8.2.6: the table knows an empty hand holds no match: nothing is asked."""
    state = blank()
    _cat_moves_into_sympathy(state)
    assert state.pending()[0].kind == "move"
    assert len(ab.supporters(state)) == 1


def test_8_2_6_placing_warriors_is_no_outrage() -> None:
    """R04: placing (not moving) into a sympathetic clearing causes no outrage."""
    from games.root.rules.pieces import place_warriors
    state = blank()
    put(state, 5, ALLIANCE, tokens=["sympathy"])
    give(state, CAT_SEAT, "cobbler#1")
    place_warriors(state, 5, CAT, 2)
    assert frames.top(state) is None and state.hands[CAT_SEAT] == ["cobbler#1"]


def test_8_2_6_removing_sympathy_in_battle_outrages_the_attacker() -> None:
    """8.2.6: the Marquise removes a sympathy token in battle: she owes a card."""
    state = blank(seed=3)
    put(state, 5, ALLIANCE, tokens=["sympathy"])
    put(state, 5, CAT, warriors=3)
    give(state, CAT_SEAT, "cobbler#1")
    begin(state, "battle", seat=CAT_SEAT, faction=CAT, clearing_suit=None, optional=False)
    state.apply(CAT_SEAT, Battle(5, ALLIANCE))
    # The defenceless Alliance takes at least the extra hit: the token goes.
    asked = state.pending()[0]
    assert (asked.seat, asked.kind) == (CAT_SEAT, "alliance_outrage")
    assert not ab.sympathetic(state, 5) and state.vp[CAT] == 1
    from games.root.factions.alliance.actions import Give
    state.apply(CAT_SEAT, Give("cobbler#1"))
    assert ab.supporters(state) == ["cobbler#1"]


def test_8_2_6_an_eyrie_decree_move_outrages_the_eyrie() -> None:
    """8.2.6 with 7.5.2: a Decree move into a sympathetic clearing asks the
    Eyrie in the middle of resolving its Decree."""
    state = blank()
    state.turn_index = EYRIE_SEAT
    put(state, 5, ALLIANCE, tokens=["sympathy"])
    put(state, 1, EYRIE, warriors=2, buildings=["roost"])
    state.faction_data[EYRIE]["decree"]["move"] = [from_deck(state, "anvil#1")]  # fox
    give(state, EYRIE_SEAT, "bake_sale#1")  # rabbit
    begin(state, "eyrie_decree", seat=EYRIE_SEAT, column=1, todo=None)
    while state.pending()[0].kind != "move":
        state.apply(EYRIE_SEAT, state.legal(EYRIE_SEAT)[0])
    state.apply(EYRIE_SEAT, Move(2, 1, 5))
    asked = state.pending()[0]
    assert (asked.seat, asked.kind) == (EYRIE_SEAT, "alliance_outrage")


def test_8_2_6_a_favor_removing_sympathy_outrages_the_crafter() -> None:
    """8.2.6 with the Favor cards: each sympathy token removed outrages the crafter."""
    state = blank()
    state.turn_index = CAT_SEAT
    put(state, 1, ALLIANCE, tokens=["sympathy"], warriors=1)
    put(state, 6, ALLIANCE, tokens=["sympathy"])
    put(state, 8, CAT, buildings=["workshop"])
    put(state, 12, CAT, buildings=["workshop"])
    give(state, CAT_SEAT, "favor_of_the_foxes#1", "anvil#1", "tax_collector#1")
    begin(state, "craft", seat=CAT_SEAT, faction=CAT, pieces=[8, 12, 8])
    # the favor costs three foxes: the two workshops here are short; use three pieces
    legal = state.legal(CAT_SEAT)
    assert Craft("favor_of_the_foxes#1") in legal
    state.apply(CAT_SEAT, Craft("favor_of_the_foxes#1"))
    asked = state.pending()[0]
    assert (asked.seat, asked.kind) == (CAT_SEAT, "alliance_outrage")
    from games.root.factions.alliance.actions import Give
    state.apply(CAT_SEAT, Give("anvil#1"))
    assert state.pending()[0].kind == "alliance_outrage"  # the second token
    state.apply(CAT_SEAT, Give("tax_collector#1"))
    assert sorted(ab.supporters(state)) == ["anvil#1", "tax_collector#1"]
    assert state.vp[CAT] == 2 and ab.sympathy_on_map(state) == 0


# -- 8.3 setup -----------------------------------------------------------------------------


def test_8_3_setup_three_face_down_supporters_and_nothing_on_the_map() -> None:
    from games.core import get_game
    from tests.games.root.alliance.position import options
    state = get_game("root")._setup(3, options(), 5)
    while state.phase == "setup":  # the Marquise and the Eyrie set up first
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[0])
    ally = state.view(None)["faction_boards"]["alliance"]
    assert ally["supporters"] == 3 and ally["officers"] == 0
    assert ally["bases_left"] == ["fox", "rabbit", "mouse"]
    assert ally["sympathy"] == {"on_map": 0, "left": 10, "next_cost": 1, "next_vp": 0}
    assert ally["warriors_supply"] == 10
    assert not any(ALLIANCE in board.factions_in(state.board, c) for c in state.woods.clearings)
    assert len(state.hands[ALLY_SEAT]) == 3  # 5.1.3: the hand as usual


# -- 8.4 Birdsong --------------------------------------------------------------------------


def test_8_4_1_revolt_removes_every_enemy_piece_and_places_base_warriors_officer() -> None:
    """003 8.4.1: spend two matching supporters; every enemy piece goes (VP per
    building and token); the base, a warrior per sympathetic clearing of its
    suit, then one officer."""
    state = blank()
    put(state, 5, ALLIANCE, tokens=["sympathy"])  # rabbit
    put(state, 10, ALLIANCE, tokens=["sympathy"])  # rabbit
    put(state, 5, CAT, warriors=3, buildings=["sawmill"], tokens=["wood"])
    put(state, 5, EYRIE, buildings=["roost"])
    support(state, "cobbler#1", "armorers#1", "anvil#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="revolt")
    revolts = [a for a in state.legal(ALLY_SEAT) if isinstance(a, Revolt)]
    assert Revolt(5, ("armorers#1", "cobbler#1")) in revolts
    assert not any("anvil#1" in a.spent for a in revolts)  # a fox cannot pay for rabbit
    state.apply(ALLY_SEAT, Revolt(5, ("armorers#1", "cobbler#1")))
    assert board.factions_in(state.board, 5) == [ALLIANCE]
    assert board.buildings(state.board, 5, ALLIANCE) == ["base_rabbit"]
    assert board.warriors(state.board, 5, ALLIANCE) == 2
    assert ab.officers(state) == 1
    assert state.vp[ALLIANCE] == 3  # sawmill, wood, roost
    assert ab.supporters(state) == ["anvil#1"]
    assert {"cobbler#1", "armorers#1"} <= set(state.discard)
    assert conserved(state)


def test_8_4_1_I_revolt_needs_the_base_still_on_the_board() -> None:
    """8.4.1.I (R18): no revolt in a suit whose base is already on the map."""
    state = blank()
    put(state, 5, ALLIANCE, buildings=["base_rabbit"], tokens=["sympathy"])
    put(state, 10, ALLIANCE, tokens=["sympathy"])
    put(state, 1, ALLIANCE, tokens=["sympathy"])  # fox: a revolt is possible there
    support(state, "cobbler#1", "bake_sale#1", "anvil#1", "foxfolk_steel#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="revolt")
    revolts = [a for a in state.legal(ALLY_SEAT) if isinstance(a, Revolt)]
    assert {a.clearing for a in revolts} == {1}
    with pytest.raises(IllegalAction) as refused:
        state.apply(ALLY_SEAT, Revolt(10, ("bake_sale#1", "cobbler#1")))
    assert refused.value.key == "root.alliance.base_placed"


def test_8_4_1_field_hospitals_after_a_revolt() -> None:
    """6.2.3 with 8.4.1: the Marquise may bring the warriors a revolt removed
    to the keep with a card matching that clearing."""
    state = blank()
    put(state, 2, CAT, tokens=["keep"])
    put(state, 5, ALLIANCE, tokens=["sympathy"])
    put(state, 5, CAT, warriors=2)
    give(state, CAT_SEAT, "bake_sale#1")
    support(state, "cobbler#1", "command_warren#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="revolt")
    state.apply(ALLY_SEAT, Revolt(5, ("cobbler#1", "command_warren#1")))
    asked = state.pending()[0]
    assert (asked.seat, asked.kind) == (CAT_SEAT, "marquise_field_hospitals")
    from games.root.factions.marquise.actions import FieldHospital
    state.apply(CAT_SEAT, FieldHospital("bake_sale#1"))
    assert board.warriors(state.board, 2, CAT) == 2
    assert board.buildings(state.board, 5, ALLIANCE) == ["base_rabbit"]
    assert not state.stack  # answered, the Birdsong went on and ended (no supporter left)


def test_8_4_2_I_spread_next_to_sympathy_or_anywhere_at_first() -> None:
    """8.4.2.I: an unsympathetic clearing adjacent to a sympathetic one; with
    none on the map, any clearing."""
    state = blank()
    support(state, "armorers#1", "armorers#2")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="spread")
    first = {a.clearing for a in state.legal(ALLY_SEAT) if isinstance(a, Spread)}
    assert first == set(range(1, 13))
    state.apply(ALLY_SEAT, Spread(5, ("armorers#1",)))
    later = {a.clearing for a in state.legal(ALLY_SEAT) if isinstance(a, Spread)}
    assert later == {1, 2}


def test_8_4_2_II_a_martial_law_costs_one_more() -> None:
    """8.4.2.II.a: three warriors of one other player in the clearing: one more supporter."""
    state = blank()
    put(state, 5, ALLIANCE, tokens=["sympathy"])
    put(state, 1, CAT, warriors=3)
    put(state, 2, CAT, warriors=2)
    put(state, 2, EYRIE, warriors=2)  # 4 warriors, but no single player has 3
    support(state, "anvil#1", "foxfolk_steel#1", "sword#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="spread")
    legal = [a for a in state.legal(ALLY_SEAT) if isinstance(a, Spread)]
    assert Spread(1, ("anvil#1", "foxfolk_steel#1")) in legal
    assert Spread(1, ("anvil#1",)) not in legal
    assert Spread(2, ("sword#1",)) in legal
    with pytest.raises(IllegalAction) as refused:
        state.apply(ALLY_SEAT, Spread(1, ("anvil#1",)))
    assert refused.value.key == "root.alliance.wrong_count"


def test_8_4_2_III_scores_the_space_uncovered() -> None:
    """8.4.2.III: the token's VP (0,1,1,1,2,...) as printed on the track."""
    state = blank()
    put(state, 5, ALLIANCE, tokens=["sympathy"])  # the first space (0 VP) is uncovered
    support(state, "anvil#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="spread")
    state.apply(ALLY_SEAT, Spread(1, ("anvil#1",)))
    assert state.vp[ALLIANCE] == 1 and ab.sympathy_on_map(state) == 2
    assert ab.next_cost(state) == 1 and ab.next_vp(state) == 1


def test_8_4_revolts_come_before_spreading() -> None:
    """8.4: the steps in order: once spreading, no more revolts."""
    state = blank()
    put(state, 5, ALLIANCE, tokens=["sympathy"])
    support(state, "cobbler#1", "bake_sale#1", "command_warren#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="revolt")
    assert state.pending()[0].kind == "alliance_revolt"
    state.apply(ALLY_SEAT, Done())
    assert state.pending()[0].kind == "alliance_spread"
    with pytest.raises(IllegalAction) as refused:
        state.apply(ALLY_SEAT, Revolt(5, ("bake_sale#1", "cobbler#1")))
    assert refused.value.key == "root.alliance.revolt_first"


# -- 8.5 Daylight --------------------------------------------------------------------------


def test_8_5_2_mobilize_adds_a_card_to_the_supporters() -> None:
    state = blank()
    give(state, ALLY_SEAT, "anvil#1")
    begin(state, "alliance_daylight", seat=ALLY_SEAT)
    events = state.apply(ALLY_SEAT, Mobilize("anvil#1"))
    assert ab.supporters(state) == ["anvil#1"] and state.hands[ALLY_SEAT] == []
    assert all("anvil#1" not in str(e.params) for e in events if e.to is None)


def test_8_5_3_train_spends_a_card_matching_a_base_for_an_officer() -> None:
    state = blank()
    put(state, 5, ALLIANCE, buildings=["base_rabbit"])
    give(state, ALLY_SEAT, "cobbler#1", "anvil#1", "armorers#1")  # rabbit, fox, bird
    begin(state, "alliance_daylight", seat=ALLY_SEAT)
    legal = state.legal(ALLY_SEAT)
    assert Train("cobbler#1") in legal and Train("armorers#1") in legal
    assert Train("anvil#1") not in legal
    with pytest.raises(IllegalAction) as refused:
        state.apply(ALLY_SEAT, Train("anvil#1"))
    assert refused.value.key == "root.alliance.train_suit"
    state.apply(ALLY_SEAT, Train("cobbler#1"))
    assert ab.officers(state) == 1 and "cobbler#1" in state.discard


def test_8_5_3_train_needs_a_base_on_the_map() -> None:
    state = blank()
    give(state, ALLY_SEAT, "cobbler#1")
    begin(state, "alliance_daylight", seat=ALLY_SEAT)
    assert not any(isinstance(a, Train) for a in state.legal(ALLY_SEAT))
    with pytest.raises(IllegalAction) as refused:
        state.apply(ALLY_SEAT, Train("cobbler#1"))
    assert refused.value.key == "root.alliance.train_no_base"


# -- 8.6 Evening ---------------------------------------------------------------------------


def test_8_6_1_operations_up_to_the_number_of_officers() -> None:
    state = blank()
    put(state, 5, ALLIANCE, warriors=3, buildings=["base_rabbit"])
    officers(state, 2)
    begin(state, "alliance_evening", seat=ALLY_SEAT, step="operations", used=0)
    assert state.pending()[0].kind == "alliance_operations"
    assert not state.pending()[0].private  # nothing hidden decides
    state.apply(ALLY_SEAT, Move(1, 5, 1))
    state.apply(ALLY_SEAT, Move(1, 5, 2))
    assert all(p.kind != "alliance_operations" for p in state.pending())  # two officers, two


def test_8_6_1_II_battle_is_an_operation() -> None:
    state = blank(seed=4)
    put(state, 5, ALLIANCE, warriors=3)
    put(state, 5, CAT, warriors=1)
    officers(state, 1)
    begin(state, "alliance_evening", seat=ALLY_SEAT, step="operations", used=0)
    assert Battle(5, CAT) in state.legal(ALLY_SEAT)
    state.apply(ALLY_SEAT, Battle(5, CAT))
    while state.pending() and state.pending()[0].kind != "discard_down" and state.pending()[
        0
    ].seat != ALLY_SEAT:
        seat = state.pending()[0].seat
        state.apply(seat, Done())
    assert state.last_battle is not None and state.last_battle["attacker"] == ALLIANCE


def test_8_6_1_III_recruit_where_there_is_a_base() -> None:
    state = blank()
    put(state, 5, ALLIANCE, buildings=["base_rabbit"])
    put(state, 1, ALLIANCE, warriors=1)
    officers(state, 1)
    begin(state, "alliance_evening", seat=ALLY_SEAT, step="operations", used=0)
    recruits = [a for a in state.legal(ALLY_SEAT) if isinstance(a, Recruit)]
    assert recruits == [Recruit(5)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(ALLY_SEAT, Recruit(1))
    assert refused.value.key == "root.alliance.recruit_where"
    state.apply(ALLY_SEAT, Recruit(5))
    assert board.warriors(state.board, 5, ALLIANCE) == 1


def test_8_6_1_IV_organize_turns_a_warrior_into_sympathy() -> None:
    state = blank()
    put(state, 5, ALLIANCE, tokens=["sympathy"], warriors=1)
    put(state, 1, ALLIANCE, warriors=2)
    officers(state, 1)
    begin(state, "alliance_evening", seat=ALLY_SEAT, step="operations", used=0)
    organizes = [a for a in state.legal(ALLY_SEAT) if isinstance(a, Organize)]
    assert organizes == [Organize(1)]  # clearing 5 is already sympathetic
    state.apply(ALLY_SEAT, Organize(1))
    assert ab.sympathetic(state, 1) and board.warriors(state.board, 1, ALLIANCE) == 1
    assert state.vp[ALLIANCE] == 1  # the second space


def test_8_6_2_draws_one_plus_a_card_per_base_then_discards_to_five() -> None:
    state = blank()
    put(state, 5, ALLIANCE, buildings=["base_rabbit"])
    put(state, 1, ALLIANCE, buildings=["base_fox"])
    give(state, ALLY_SEAT, "anvil#1", "sword#1", "cobbler#1")
    assert state.view(None)["faction_boards"]["alliance"]["evening_draw"] == 3
    begin(state, "alliance_evening", seat=ALLY_SEAT, step="operations", used=0)
    assert len(state.hands[ALLY_SEAT]) == 6
    prompt = state.pending()[0]
    assert prompt.kind == "discard_down" and prompt.params["count"] == 1


# -- interactions with part 1 --------------------------------------------------------------


def test_7_2_2_lords_of_the_forest_rule_a_tie_with_the_alliance() -> None:
    state = blank()
    put(state, 5, ALLIANCE, warriors=2)
    put(state, 5, EYRIE, warriors=2)
    assert ruler_of(state, 5) == EYRIE


def test_4_3_3_a_dominance_card_spent_as_a_supporter_becomes_available() -> None:
    state = blank()
    support(state, "dominance_rabbit#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="spread")
    state.apply(ALLY_SEAT, Spread(5, ("dominance_rabbit#1",)))
    assert state.available_dominance == ["dominance_rabbit#1"]
    assert conserved(state)


def test_3_3_1_ambush_against_the_attacking_alliance() -> None:
    """3.3.1: the defender's ambush hits the Alliance's attackers first."""
    state = blank()
    put(state, 5, ALLIANCE, warriors=2)
    put(state, 5, CAT, warriors=1)
    give(state, CAT_SEAT, "ambush_rabbit#1")
    officers(state, 1)
    begin(state, "alliance_evening", seat=ALLY_SEAT, step="operations", used=0)
    state.apply(ALLY_SEAT, Battle(5, CAT))
    asked = state.pending()[0]
    assert (asked.seat, asked.kind) == (CAT_SEAT, "ambush")
    from games.root.actions import Ambush
    state.apply(CAT_SEAT, Ambush("rabbit"))
    if state.pending() and state.pending()[0].kind == "foil":
        state.apply(ALLY_SEAT, Done())
    assert board.warriors(state.board, 5, ALLIANCE) == 0


def test_3_3_3_battle_hits_remove_a_base_and_its_officers() -> None:
    """8.2.4 through a battle: the attacker removes the base (1 VP), the Alliance
    loses its suit's supporters and half its officers."""
    state = blank(seed=9)
    put(state, 5, ALLIANCE, buildings=["base_rabbit"])
    put(state, 5, CAT, warriors=2)
    officers(state, 2)
    support(state, "cobbler#1", "anvil#1")
    begin(state, "battle", seat=CAT_SEAT, faction=CAT, clearing_suit=None, optional=False)
    state.apply(CAT_SEAT, Battle(5, ALLIANCE))
    while state.pending() and state.pending()[0].seat != CAT_SEAT:
        state.apply(state.pending()[0].seat, Done())
    assert board.buildings(state.board, 5, ALLIANCE) == []
    assert ab.officers(state) == 1 and ab.supporters(state) == ["anvil#1"]


def test_8_2_3_the_alliance_may_examine_its_supporters_at_any_time() -> None:
    """8.2.3: `/hand` shows the Alliance its supporters; nobody else sees them."""
    from games.core import get_game
    state = blank()
    support(state, "anvil#1")
    game = get_game("root")
    assert "Anvil" in game.hand_text(state, ALLY_SEAT, "en")
    assert "Anvil" not in game.hand_text(state, CAT_SEAT, "en")


def test_8_2_3_supporters_of_one_suit_are_one_choice() -> None:
    """8.2.3: spent only by suit: two foxes are the same choice (a dominance
    card stays a choice of its own: spent, it becomes available, 4.3.3)."""
    state = blank()
    support(state, "anvil#1", "foxfolk_steel#1", "dominance_fox#1", "armorers#1")
    begin(state, "alliance_birdsong", seat=ALLY_SEAT, step="spread")
    spent = sorted(a.spent for a in state.legal(ALLY_SEAT) if isinstance(a, Spread)
                   and a.clearing == 1)
    assert spent == [("anvil#1",), ("armorers#1",), ("dominance_fox#1",)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(ALLY_SEAT, Spread(1, ("foxfolk_steel#1",)))
    assert refused.value.key == "root.alliance.spend_in_order"


def test_8_5_1_crafting_uses_each_sympathy_token_once_per_turn() -> None:
    """8.5.1 with 3.1.1: two fox cards, one fox token: one craft this turn."""
    state = blank()
    put(state, 1, ALLIANCE, tokens=["sympathy"])
    give(state, ALLY_SEAT, "anvil#1", "crossbow_mouse#1")  # each costs one fox
    begin(state, "alliance_daylight", seat=ALLY_SEAT)
    crafts = [a for a in state.legal(ALLY_SEAT) if isinstance(a, Craft)]
    assert {c.card for c in crafts} == {"anvil#1", "crossbow_mouse#1"}
    state.apply(ALLY_SEAT, Craft("crossbow_mouse#1"))
    assert not any(isinstance(a, Craft) for a in state.legal(ALLY_SEAT))


def test_8_6_1_I_a_move_is_one_operation() -> None:
    state = blank()
    put(state, 5, ALLIANCE, warriors=2)
    officers(state, 1)
    begin(state, "alliance_evening", seat=ALLY_SEAT, step="operations", used=0)
    assert Move(2, 5, 1) in state.legal(ALLY_SEAT)
    state.apply(ALLY_SEAT, Move(2, 5, 1))
    assert board.warriors(state.board, 1, ALLIANCE) == 2
    assert all(p.kind != "alliance_operations" for p in state.pending())


def test_8_2_6_an_eyrie_decree_battle_removing_sympathy_outrages_the_eyrie() -> None:
    """8.2.6 with 7.5.2.III: the Eyrie's Decree battle takes the token: it owes a card."""
    state = blank(seed=5)
    state.turn_index = EYRIE_SEAT
    put(state, 5, ALLIANCE, tokens=["sympathy"])
    put(state, 5, EYRIE, warriors=3)
    state.faction_data[EYRIE]["decree"]["battle"] = [from_deck(state, "cobbler#1")]  # rabbit
    give(state, EYRIE_SEAT, "bake_sale#1")
    begin(state, "eyrie_decree", seat=EYRIE_SEAT, column=2, todo=None)
    while state.pending() and state.pending()[0].kind != "alliance_outrage":
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[0])
    asked = state.pending()[0]
    assert (asked.seat, asked.kind) == (EYRIE_SEAT, "alliance_outrage")
    assert not ab.sympathetic(state, 5)


def test_4_3_1_the_alliance_may_activate_a_dominance_card_in_daylight() -> None:
    from games.root.actions import ActivateDominance
    state = blank()
    state.vp[ALLIANCE] = 10
    give(state, ALLY_SEAT, "dominance_mouse#1")
    begin(state, "alliance_daylight", seat=ALLY_SEAT)
    assert ActivateDominance("dominance_mouse#1") in state.legal(ALLY_SEAT)
    state.apply(ALLY_SEAT, ActivateDominance("dominance_mouse#1"))
    assert state.dominance[ALLIANCE] == "dominance_mouse#1"
