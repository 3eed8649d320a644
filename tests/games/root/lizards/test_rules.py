"""The Lizard Cult's rules, one test per step (seed 000 section 10; the
readings of docs/rules/root.md, "Lizard Cult")."""

from __future__ import annotations

import pytest

from games.core import get_game
from games.core.errors import IllegalAction
from games.root import board, cards, frames
from games.root.actions import Battle, Craft, Discard, Done, Move, TakeDominance
from games.root.factions.base import FACTIONS
from games.root.factions.eyrie import board as eb
from games.root.factions.lizards import board as lb
from games.root.factions.lizards.actions import (
    Build,
    ChooseOutcast,
    Convert,
    Corner,
    RecruitRitual,
    Sacrifice,
    Sanctify,
    Score,
)
from games.root.factions.lizards.faction import Lizards
from games.root.factions.lizards.setup import starting_corners
from games.root.rules.pieces import remove_pieces, ruler_of
from tests.games.root.lizards.position import (
    CAT,
    CAT_SEAT,
    CULT_SEAT,
    EYRIE,
    LIZARDS,
    acolytes,
    begin,
    blank,
    conserved,
    from_deck,
    give,
    put,
    top,
)

# -- 10.2 faction rules -------------------------------------------------------------------


def test_10_2_1_crafts_with_gardens_in_evening() -> None:
    """10.2.1: gardens are the crafting pieces, in Evening (10.6.2)."""
    state = blank()
    put(state, 1, LIZARDS, buildings=["garden_fox"])  # fox clearing
    give(state, CULT_SEAT, "anvil#1", "sword#1")  # anvil costs fox; sword fox+fox
    begin(state, "lizards_evening", seat=CULT_SEAT, step="return")
    assert top(state)["type"] == "craft"
    legal = state.legal(CULT_SEAT)
    assert Craft("anvil#1") in legal and Craft("sword#1") not in legal
    state.apply(CULT_SEAT, Craft("anvil#1"))
    assert "hammer" in state.crafted_items[LIZARDS]
    assert lb.lost_souls(state) == ["anvil#1"]  # the crafted item card: a Lost Soul
    assert FACTIONS[LIZARDS].crafting_pieces(state, CULT_SEAT) == [1]


def test_10_2_2_hated_by_birds_birds_are_not_wild() -> None:
    """10.2.2: a bird stands for no suit: no build, recruit or score with it,
    and it does not pay for another suit's dominance card."""
    state = blank()
    put(state, 5, LIZARDS, warriors=2, buildings=["garden_rabbit"])
    give(state, CULT_SEAT, "armorers#1", "anvil#1")
    state.available_dominance.append(from_deck(state, "dominance_rabbit#1"))
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    legal = state.legal(CULT_SEAT)
    assert not any(getattr(a, "card", None) == "armorers#1"
                   for a in legal if isinstance(a, Build | RecruitRitual | Score))
    assert not any(isinstance(a, TakeDominance) for a in legal)
    assert Sacrifice("armorers#1") in legal
    # Anyone else's bird still pays for it (2.1.1).
    assert FACTIONS[CAT].birds_wild() and not FACTIONS[LIZARDS].birds_wild()


def _battle(state, attacker_seat: int, attacker: str, clearing: int, defender: str) -> None:
    begin(state, "battle", seat=attacker_seat, faction=attacker, clearing_suit=None,
          optional=False)
    state.apply(attacker_seat, Battle(clearing, defender))
    while state.pending() and top(state)["type"] in ("ambush", "foil", "effects"):
        state.apply(state.pending()[0].seat, Done())


def test_10_2_3_revenge_warriors_lost_defending_become_acolytes() -> None:
    """10.2.3: Cult warriors removed while the Cult defends go to the Acolytes box."""
    for seed in range(40):
        state = blank(seed=seed)
        put(state, 5, LIZARDS, warriors=3)
        put(state, 5, CAT, warriors=3)
        supply = lb.supply(state, "warriors")
        _battle(state, CAT_SEAT, CAT, 5, LIZARDS)
        lost = 3 - board.warriors(state.board, 5, LIZARDS)
        if lost:
            assert lb.acolytes(state) == lost
            assert lb.supply(state, "warriors") == supply  # not back in the supply
            return
    raise AssertionError("no seed where the Cult lost a warrior")


def test_10_2_3_revenge_not_as_attacker() -> None:
    """10.2.3: warriors the Cult loses attacking go back to the supply."""
    for seed in range(40):
        state = blank(seed=seed)
        put(state, 5, LIZARDS, warriors=3)
        put(state, 5, CAT, warriors=3)
        supply = lb.supply(state, "warriors")
        _battle(state, CULT_SEAT, LIZARDS, 5, CAT)
        lost = 3 - board.warriors(state.board, 5, LIZARDS)
        if lost:
            assert lb.acolytes(state) == 0 and lb.supply(state, "warriors") == supply + lost
            return
    raise AssertionError("no seed where the Cult lost a warrior")


def test_10_2_3_revenge_not_outside_battle() -> None:
    """10.2.3: a warrior removed by an effect outside battle goes to the supply."""
    state = blank()
    put(state, 5, LIZARDS, warriors=2)
    remove_pieces(state, 5, LIZARDS, "warriors", 1, by=CAT)
    assert lb.acolytes(state) == 0


def test_10_2_4_pilgrims_rule_where_a_garden_stands() -> None:
    """10.2.4: a garden rules its clearing against more pieces, and over the
    Eyrie's Lords of the Forest."""
    state = blank()
    put(state, 5, LIZARDS, buildings=["garden_rabbit"])
    put(state, 5, CAT, warriors=3)
    assert ruler_of(state, 5) == LIZARDS
    put(state, 6, LIZARDS, buildings=["garden_fox"])
    put(state, 6, EYRIE, buildings=[eb.ROOST])  # a tie the Eyrie would win (7.2.2)
    assert ruler_of(state, 6) == LIZARDS
    # Without a garden, rule is counted as usual.
    put(state, 7, LIZARDS, warriors=1)
    put(state, 7, CAT, warriors=2)
    assert ruler_of(state, 7) == CAT


def test_10_2_5_fear_of_the_faithful_a_random_card_per_garden() -> None:
    """10.2.5: each garden removed discards a card at random (the state's own
    generator) to the Lost Souls, face up."""
    state = blank(seed=5)
    put(state, 5, LIZARDS, buildings=["garden_rabbit"])
    give(state, CULT_SEAT, "anvil#1", "sword#1", "cobbler#1")
    hand = list(state.hands[CULT_SEAT])
    expected = hand[state.rng.clone().randbelow(len(hand))]
    events = remove_pieces(state, 5, LIZARDS, "garden_rabbit", 1, by=CAT)
    assert lb.lost_souls(state) == [expected] and len(state.hands[CULT_SEAT]) == 2
    assert state.vp[CAT] == 1  # the garden is a building (4.2.1)
    assert any(e.kind == "lizards_lost_soul.fear" and e.to is None for e in events)
    assert conserved(state)


def test_10_2_5_fear_with_an_empty_hand_discards_nothing() -> None:
    state = blank()
    put(state, 5, LIZARDS, buildings=["garden_rabbit"])
    remove_pieces(state, 5, LIZARDS, "garden_rabbit", 1, by=CAT)
    assert lb.lost_souls(state) == [] and lb.supply(state, "garden_rabbit") == 5


def test_10_2_6_lost_souls_take_everyones_discards() -> None:
    """10.2.6: any card bound for the discard pile, dominance cards too."""
    state = blank()
    give(state, CAT_SEAT, "anvil#1", "dominance_fox#1")
    cards.discard(state, CAT_SEAT, "anvil#1")
    cards.discard(state, CAT_SEAT, "dominance_fox#1")
    assert lb.lost_souls(state) == ["anvil#1", "dominance_fox#1"]
    assert state.discard == [] and state.available_dominance == []
    assert conserved(state)


def test_10_2_6_eyrie_purge_goes_to_the_lost_souls() -> None:
    """10.2.6 with 7.7.2: decree cards purged in turmoil are Lost Souls."""
    from games.root.factions.eyrie.turmoil import purge
    state = blank()
    eb.decree(state)["move"].append(from_deck(state, "anvil#1"))
    purge(state, 1)
    assert lb.lost_souls(state) == ["anvil#1"] and state.discard == []


def test_10_2_6_the_lost_souls_are_public() -> None:
    """10.2.6: anyone may look through them: they are in the public view."""
    state = blank()
    lb.lost_souls(state).append(from_deck(state, "anvil#1"))
    view = Lizards().public_view(state)
    assert [c["card"] for c in view["lost_souls"]] == ["anvil#1"]


def test_10_2_6_alliance_supporters_given_skip_the_lost_souls_spent_ones_do_not() -> None:
    """A card given for outrage joins the supporters (it is not discarded); a
    supporter spent later is discarded, so it becomes a Lost Soul."""
    from games.root.factions.alliance import board as ab
    from games.root.factions.alliance.actions import Give
    from games.root.factions.alliance.outrage import outrage
    from games.root.factions.alliance.supporters import spend
    state = blank(fourth="alliance")
    put(state, 5, "alliance", tokens=["sympathy"])
    give(state, CAT_SEAT, "cobbler#1")
    outrage(state, CAT, 5)
    frames.settle(state)
    state.apply(CAT_SEAT, Give("cobbler#1"))
    assert ab.supporters(state) == ["cobbler#1"] and lb.lost_souls(state) == []
    spend(state, ["cobbler#1"], "spread")
    assert lb.lost_souls(state) == ["cobbler#1"] and state.discard == []


def test_10_2_2_a_cult_bird_is_no_match_for_outrage() -> None:
    """10.2.2 with 8.2.6: the Cult holding only a bird shows its hand."""
    from games.root.factions.alliance.outrage import matching_cards
    state = blank(fourth="alliance")
    give(state, CULT_SEAT, "armorers#1")
    give(state, CAT_SEAT, "armorers#2")
    assert matching_cards(state, CULT_SEAT, 5) == []
    assert matching_cards(state, CAT_SEAT, 5) == ["armorers#2"]


def test_4_3_the_cult_takes_a_dominance_card_and_the_card_spent_is_a_lost_soul() -> None:
    state = blank()
    give(state, CULT_SEAT, "cobbler#1")
    state.available_dominance.append(from_deck(state, "dominance_rabbit#1"))
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    state.apply(CULT_SEAT, TakeDominance("dominance_rabbit#1", "cobbler#1"))
    assert state.hands[CULT_SEAT] == ["dominance_rabbit#1"]
    assert lb.lost_souls(state) == ["cobbler#1"]


# -- 10.3 setup ---------------------------------------------------------------------------


def test_10_3_1_a_supply_of_25_warriors() -> None:
    state = blank()
    assert lb.supply(state, "warriors") == 25 and lb.acolytes(state) == 0


def test_10_3_2_corner_opposite_the_keep() -> None:
    """10.3.2: opposite the keep with the Marquise alone (no Eyrie roost)."""
    state = blank()
    put(state, 1, CAT, tokens=["keep"])
    assert starting_corners(state) == [3]


def test_10_3_2_with_keep_and_roost_one_of_the_other_corners() -> None:
    state = blank()
    put(state, 1, CAT, tokens=["keep"])
    put(state, 3, EYRIE, buildings=[eb.ROOST])
    eb.data(state)["starting_clearing"] = 3
    assert starting_corners(state) == [2, 4]


def test_10_3_2_never_the_roosts_corner_even_with_room_for_a_garden() -> None:
    """10.3.2 (issue 25): the keep in 4 and the roost in mouse corner 2, which has
    two slots: "one of the other two corners" is 1 or 3, never 2 (a roost and a
    garden in one clearing); corner 2 is refused with what is possible."""
    state = blank()
    put(state, 4, CAT, tokens=["keep"])
    put(state, 2, EYRIE, warriors=6, buildings=[eb.ROOST])
    eb.data(state)["starting_clearing"] = 2
    assert starting_corners(state) == [1, 3]
    begin(state, "lizards_setup", seat=CULT_SEAT, step="corner")
    assert state.pending()[0].params["clearings"] == "1, 3"
    assert Corner(2) not in state.legal(CULT_SEAT)
    with pytest.raises(IllegalAction) as refused:
        state.apply(CULT_SEAT, Corner(2))
    assert "`corner 1`, `corner 3`" in refused.value.text("en")
    assert board.buildings(state.board, 2, LIZARDS) == []


def test_10_3_2_opposite_the_roost_without_the_marquise() -> None:
    """10.3.2: with the Eyrie alone, the corner opposite its starting roost."""
    state = blank()
    put(state, 2, EYRIE, warriors=6, buildings=[eb.ROOST])
    eb.data(state)["starting_clearing"] = 2
    assert starting_corners(state) == [4]


def test_10_3_2_places_four_warriors_a_garden_and_the_neighbours() -> None:
    """10.3.2: four warriors and the corner's garden; one warrior next door."""
    state = blank()
    put(state, 1, CAT, tokens=["keep"])
    put(state, 3, EYRIE, buildings=[eb.ROOST])
    eb.data(state)["starting_clearing"] = 3
    begin(state, "lizards_setup", seat=CULT_SEAT, step="corner")
    assert state.pending()[0].kind == "lizards_corner"
    state.apply(CULT_SEAT, Corner(2))  # mouse corner, next to 5, 6, 10
    assert board.warriors(state.board, 2, LIZARDS) == 4
    assert board.buildings(state.board, 2, LIZARDS) == ["garden_mouse"]
    assert all(board.warriors(state.board, c, LIZARDS) == 1 for c in (5, 6, 10))
    assert lb.supply(state, "warriors") == 25 - 7


def test_10_3_3_the_outcast_is_chosen() -> None:
    state = blank()
    lb.data(state)["outcast"] = None
    put(state, 1, CAT, tokens=["keep"])
    begin(state, "lizards_setup", seat=CULT_SEAT, step="corner")  # one corner: no question
    assert state.pending()[0].kind == "lizards_outcast"
    state.apply(CULT_SEAT, ChooseOutcast("mouse"))
    assert lb.outcast(state) == "mouse" and not lb.hated(state)
    assert frames.top(state) is None


def test_10_3_4_garden_tracks_full_but_the_first_space_of_the_placed_suit() -> None:
    state = blank()
    put(state, 1, CAT, tokens=["keep"])
    begin(state, "lizards_setup", seat=CULT_SEAT, step="corner")  # corner 3, rabbit
    assert {s: lb.supply(state, lb.garden_of(s)) for s in lb.SUITS} == {
        "fox": 5, "rabbit": 4, "mouse": 5}


# -- 10.4 Birdsong --------------------------------------------------------------------------


def _lost(state, *instances: str) -> None:
    lb.lost_souls(state).extend(from_deck(state, c) for c in instances)


def test_10_4_1_the_suit_with_the_most_lost_souls_becomes_the_outcast() -> None:
    state = blank(outcast="fox")
    _lost(state, "cobbler#1", "bake_sale#1", "anvil#1", "armorers#1", "armorers#2")
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="adjust")
    assert lb.outcast(state) == "rabbit" and not lb.hated(state)  # birds ignored


def test_10_4_1_the_same_suit_again_turns_hated() -> None:
    state = blank(outcast="fox")
    _lost(state, "anvil#1")
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="adjust")
    assert lb.outcast(state) == "fox" and lb.hated(state)


def test_10_4_1_a_tie_changes_nothing() -> None:
    state = blank(outcast="fox")
    lb.data(state)["hated"] = True
    _lost(state, "cobbler#1", "sword#1", "armorers#1")
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="adjust")
    assert lb.outcast(state) == "fox" and lb.hated(state)


def test_10_4_1_hated_marker_moves_to_another_suit_face_up() -> None:
    state = blank(outcast="fox")
    lb.data(state)["hated"] = True
    _lost(state, "sword#1")
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="adjust")
    assert lb.outcast(state) == "mouse" and not lb.hated(state)


def test_10_4_2_lost_souls_go_to_the_discard_pile() -> None:
    """10.4.2: to the discard pile itself; a dominance card becomes available."""
    state = blank()
    _lost(state, "anvil#1", "dominance_mouse#1")
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="adjust")
    assert lb.lost_souls(state) == [] and state.discard == ["anvil#1"]
    assert state.available_dominance == ["dominance_mouse#1"]
    assert conserved(state)


def test_10_4_3_conspiracies_need_acolytes() -> None:
    state = blank(outcast="fox")
    put(state, 1, LIZARDS, warriors=2)
    put(state, 1, CAT, warriors=1, buildings=["sawmill"])
    acolytes(state, 1)
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")
    assert frames.top(state) is None  # nothing affordable: Birdsong ends unasked


def test_10_4_3_hated_conspiracies_cost_one_less() -> None:
    state = blank(outcast="fox")
    lb.data(state)["hated"] = True
    put(state, 1, CAT, buildings=["sawmill"])
    acolytes(state, 2)
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")
    assert Sanctify(1, CAT, "sawmill") in state.legal(CULT_SEAT)
    assert lb.conspiracy_cost(state, "crusade") == 1


def test_10_4_3_I_crusade_battles_in_an_outcast_clearing() -> None:
    state = blank(outcast="fox", seed=4)
    put(state, 1, LIZARDS, warriors=3)
    put(state, 1, CAT, warriors=1)
    put(state, 5, LIZARDS, warriors=3)  # rabbit: no crusade there
    put(state, 5, CAT, warriors=1)
    acolytes(state, 2)
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")
    legal = state.legal(CULT_SEAT)
    assert Battle(1, CAT) in legal and Battle(5, CAT) not in legal
    state.apply(CULT_SEAT, Battle(1, CAT))
    while state.pending() and state.pending()[0].kind != "lizards_conspiracies":
        state.apply(state.pending()[0].seat, Done())
    assert lb.acolytes(state) == 0 and (state.last_battle or {}).get("clearing") == 1
    assert lb.supply(state, "warriors") >= 25 - 6  # spent acolytes back to the supply


def test_10_4_3_I_crusade_moves_out_then_may_battle_where_it_arrives() -> None:
    state = blank(outcast="fox", seed=4)
    put(state, 1, LIZARDS, warriors=3)  # fox, the Cult rules it
    put(state, 5, CAT, warriors=1)      # rabbit, next to 1
    acolytes(state, 2)
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")
    legal = state.legal(CULT_SEAT)
    assert Move(2, 1, 5) in legal and Battle(5, CAT) not in legal
    state.apply(CULT_SEAT, Move(2, 1, 5))
    assert state.pending()[0].kind == "lizards_crusade"
    assert state.legal(CULT_SEAT) == [Battle(5, CAT), Done()]
    state.apply(CULT_SEAT, Battle(5, CAT))
    while state.pending() and state.pending()[0].kind != "lizards_conspiracies":
        state.apply(state.pending()[0].seat, Done())
    assert (state.last_battle or {}).get("clearing") == 5 and lb.acolytes(state) == 0


def test_10_4_3_II_convert_replaces_an_enemy_warrior() -> None:
    state = blank(outcast="fox")
    put(state, 8, CAT, warriors=2)  # fox
    acolytes(state, 2)
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")
    state.apply(CULT_SEAT, Convert(8, CAT))
    assert board.warriors(state.board, 8, CAT) == 1
    assert board.warriors(state.board, 8, LIZARDS) == 1 and lb.acolytes(state) == 0


def test_10_4_3_II_convert_needs_a_warrior_to_place() -> None:
    state = blank(outcast="fox")
    put(state, 8, CAT, warriors=2)
    acolytes(state, 2)
    put(state, 12, LIZARDS, warriors=lb.supply(state, "warriors"))
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")
    assert Convert(8, CAT) not in state.legal(CULT_SEAT)


def test_10_4_3_III_sanctify_turns_an_enemy_building_into_a_garden() -> None:
    state = blank(outcast="fox")
    put(state, 1, CAT, buildings=["sawmill"])
    put(state, 6, CAT, tokens=["wood"])  # a token is not a building: no sanctify
    acolytes(state, 3)
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")
    legal = state.legal(CULT_SEAT)
    assert Sanctify(1, CAT, "sawmill") in legal
    assert not any(isinstance(a, Sanctify) and a.clearing == 6 for a in legal)
    state.apply(CULT_SEAT, Sanctify(1, CAT, "sawmill"))
    assert board.buildings(state.board, 1) == ["garden_fox"]
    assert state.vp[LIZARDS] == 1 and lb.acolytes(state) == 0  # 4.2.1


def test_10_4_3_III_sanctify_against_the_vagabond_has_no_target() -> None:
    """The pawn is no building: Sanctify and Convert leave it alone."""
    state = blank(outcast="fox")
    board.spot(state.board, 1)["pawns"].append("vagabond")
    acolytes(state, 3)
    begin(state, "lizards_birdsong", seat=CULT_SEAT, step="conspiracies")
    assert frames.top(state) is None


# -- 10.5 Daylight -------------------------------------------------------------------------


def test_10_5_1_sacrifice_a_bird_for_an_acolyte() -> None:
    state = blank()
    give(state, CULT_SEAT, "armorers#1")
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    state.apply(CULT_SEAT, Sacrifice("armorers#1"))
    assert lb.acolytes(state) == 1 and lb.supply(state, "warriors") == 24
    assert lb.revealed(state) == ["armorers#1"] and state.hands[CULT_SEAT] == []


def test_10_5_2_build_a_garden_where_the_cult_rules() -> None:
    state = blank()
    put(state, 1, LIZARDS, warriors=1)  # fox, ruled
    put(state, 8, CAT, warriors=1)      # fox, not ruled
    give(state, CULT_SEAT, "anvil#1")
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    legal = state.legal(CULT_SEAT)
    assert Build(1, "anvil#1") in legal and Build(8, "anvil#1") not in legal
    state.apply(CULT_SEAT, Build(1, "anvil#1"))
    assert board.buildings(state.board, 1, LIZARDS) == ["garden_fox"]


def test_10_5_3_recruit_in_a_clearing_of_the_card() -> None:
    state = blank()
    give(state, CULT_SEAT, "cobbler#1")  # rabbit
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    legal = state.legal(CULT_SEAT)
    assert {a.clearing for a in legal if isinstance(a, RecruitRitual)} == {3, 4, 5, 10}
    state.apply(CULT_SEAT, RecruitRitual(10, "cobbler#1"))
    assert board.warriors(state.board, 10, LIZARDS) == 1


@pytest.mark.parametrize(("gardens", "vp"), [(1, 0), (2, 2), (3, 2), (4, 3), (5, 4)])
def test_10_5_4_score_the_rightmost_empty_space(gardens: int, vp: int) -> None:
    state = blank()
    for clearing in (1, 6, 8, 12, 1)[:gardens]:
        put(state, clearing, LIZARDS, buildings=["garden_fox"])
    give(state, CULT_SEAT, "anvil#1", "cobbler#1")
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    state.apply(CULT_SEAT, Score("anvil#1", "cobbler#1"))
    assert state.vp[LIZARDS] == vp
    assert lb.lost_souls(state) == ["cobbler#1"] and lb.revealed(state) == ["anvil#1"]


@pytest.mark.parametrize(("gardens", "en", "es"), [
    (1, "Score the fox gardens for +0 VP, revealing Anvil and spending Cobbler",
     "Puntuar los jardines de zorro por +0 PV"),
    (2, "Score the fox gardens for +2 VP", "Puntuar los jardines de zorro por +2 PV"),
])
def test_10_5_4_the_score_label_says_the_vp_it_pays(gardens: int, en: str, es: str) -> None:
    """Issue 25, item 8: a Score that pays nothing (one garden of the suit: the track's
    first space, 0 VP) is allowed by 10.5.4, and its label says so before a card is spent."""
    state = blank()
    for clearing in (1, 6)[:gardens]:
        put(state, clearing, LIZARDS, buildings=["garden_fox"])
    give(state, CULT_SEAT, "anvil#1", "cobbler#1")
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    score = Score("anvil#1", "cobbler#1")
    assert score in state.legal(CULT_SEAT)
    game = get_game("root")
    assert game.label(state, score, "en").startswith(en)
    assert game.label(state, score, "es").startswith(es)
    path = game.choice_path(state, CULT_SEAT, score, "en")
    assert any(f"+{0 if gardens == 1 else 2} VP" in label for _, label in path)


def test_10_5_4_score_once_per_suit_and_needs_a_garden() -> None:
    state = blank()
    put(state, 1, LIZARDS, buildings=["garden_fox"])
    put(state, 6, LIZARDS, buildings=["garden_fox"])
    give(state, CULT_SEAT, "anvil#1", "foxfolk_steel#1", "cobbler#1", "bake_sale#1")
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    legal = state.legal(CULT_SEAT)
    assert not any(isinstance(a, Score) and a.card == "cobbler#1" for a in legal)
    assert Score("anvil#1", "anvil#1") not in legal  # not itself
    state.apply(CULT_SEAT, Score("anvil#1", "cobbler#1"))
    assert not any(isinstance(a, Score) for a in state.legal(CULT_SEAT))


def test_10_5_revealed_cards_are_public_and_out_of_the_hand() -> None:
    state = blank()
    give(state, CULT_SEAT, "cobbler#1", "anvil#1")
    begin(state, "lizards_daylight", seat=CULT_SEAT)
    state.apply(CULT_SEAT, RecruitRitual(10, "cobbler#1"))
    assert state.hands[CULT_SEAT] == ["anvil#1"]
    view = Lizards().public_view(state)
    assert [c["card"] for c in view["revealed"]] == ["cobbler#1"]
    assert not any(getattr(a, "card", None) == "cobbler#1" for a in state.legal(CULT_SEAT))


# -- 10.6 Evening ---------------------------------------------------------------------------


def test_10_6_1_revealed_cards_come_back_known_to_all() -> None:
    state = blank()
    lb.revealed(state).append(from_deck(state, "cobbler#1"))
    begin(state, "lizards_evening", seat=CULT_SEAT, step="return")
    assert "cobbler#1" in state.hands[CULT_SEAT] and lb.revealed(state) == []
    assert state.known_cards["cobbler#1"] == [cards.TABLE]


def test_10_6_3_draw_one_plus_bonuses_then_discard_to_five_into_lost_souls() -> None:
    """10.6.3: one card, plus one for each suit with two gardens on the map."""
    state = blank()
    put(state, 1, LIZARDS, buildings=["garden_fox"])
    put(state, 6, LIZARDS, buildings=["garden_fox"])
    give(state, CULT_SEAT, "anvil#1", "cobbler#1", "sword#1", "bake_sale#1", "sappers#1")
    assert lb.evening_draw(state) == 2
    begin(state, "lizards_evening", seat=CULT_SEAT, step="return")
    state.apply(CULT_SEAT, Done())  # no crafting
    assert len(state.hands[CULT_SEAT]) == 7 and state.pending()[0].kind == "discard_down"
    state.apply(CULT_SEAT, Discard("anvil#1"))
    state.apply(CULT_SEAT, Discard("sword#1"))
    assert lb.lost_souls(state) == ["anvil#1", "sword#1"]
    assert conserved(state)


def test_seating_offers_the_lizard_cult() -> None:
    """Registered, the Cult is offered by `factions=random` / `choose`."""
    from games.root import seating
    assert LIZARDS in seating.playable()
    assert LIZARDS in seating.offered([], 3)
