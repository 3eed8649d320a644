"""The rule-step audit of Near and Far (docs/rules/near_and_far.md, "Audit"): one test
per step of the rulebook not covered by test_rules.py, named after it, with the
rulebook heading in the docstring. Map 1 unless a test says otherwise."""

from __future__ import annotations

from games.near_and_far import camps, scoring, treasure
from games.near_and_far.cards import gain
from tests.games.near_and_far.position import FixedDice, game, play, started, texts

# Map 1: path 1 joins the village (0) and space 34 and carries a threat; path 4
# joins 2 and 6 and carries a treasure; 3 and 17 are the machinery route.
THREAT_FROM_VILLAGE = 34


def _walker(state, space=0, hearts=6):
    """Seat 0 on the map at `space`, moving (no preparation), no quest tokens."""
    player = state.p(0)
    player["where"], player["space"], player["heart"] = "map", space, hearts
    state.quest_tokens = []
    play(state, (0, "adventure"))
    return player


# -- Preparación ------------------------------------------------------------------------
def test_setup_row_of_five_bag_and_chiefs():
    """ "Preparación" 1b: 36 adventurers in the bag, five of them face up in the row;
    the four chiefs beside the village, unclaimed."""
    state = game().setup(2, {}, 9)
    assert len(state.row) == 5 and len(state.bag) == 31
    assert set(state.row).isdisjoint(state.bag)
    assert state.chiefs == {"green": None, "yellow": None, "blue": None, "red": None}


def test_setup_first_player_at_random():
    """ "Preparación" 5: the first player is drawn at random; play goes clockwise."""
    firsts = {game().setup(3, {}, seed).order[0] for seed in range(12)}
    assert firsts == {0, 1, 2}
    order = game().setup(3, {}, 4).order
    assert order == [(order[0] + i) % 3 for i in range(3)]


def test_setup_fourteen_camps_with_coin_and_gem_reveals():
    """ "Preparación" 4 and the player board: camps are taken left to right; a coin or
    gem under a camp is gained when it is taken; 16 in the longer game."""
    state = started()
    events = camps.take_camp(state, 0) + camps.take_camp(state, 0) + camps.take_camp(state, 0)
    assert [e.params["good"] for e in events if e.kind == "reveal"] == ["coin", "coin"]
    assert state.p(0)["coin"] == 3 + 2
    assert camps.camp_total(started(options={"length": "16"})) == 16


# -- El turno de un jugador -------------------------------------------------------------
def test_a_turn_is_a_visit_or_an_adventure():
    """ "El turno de un jugador": one of two actions, visiting a building or adventuring."""
    state = started()
    starts = texts(state)
    assert "adventure" in starts
    assert {t.split()[0] for t in starts} <= {"visit", "adventure", "buy"}


def test_buying_an_artifact_is_free_at_any_moment_of_your_turn_only():
    """ "Acción gratuita": buy from hand at any moment of your own turn, several times,
    never in someone else's turn; also while preparing, before a threat or a quest."""
    state = started()
    state.p(0)["hand"] = ["a02"]  # 2 coins
    state.p(1)["hand"] = ["a02"]
    assert "buy a02" in texts(state, 0) and state.legal(1) == []
    play(state, (0, "adventure"))
    assert state.phase == "prepare" and "buy a02" in texts(state)
    play(state, (0, "buy a02"))
    assert state.p(0)["bought"] == ["a02"] and state.p(0)["coin"] == 1


def test_buying_before_facing_a_threat():
    """ "Acción gratuita" at a threat: a sword bought now counts for the fight."""
    state = started()
    _walker(state)
    state.p(0)["hand"] = ["a02"]
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"))
    assert state.phase == "threat" and "buy a02" in texts(state)


def test_return_to_the_village_from_anywhere_on_the_map():
    """ "Visitar la aldea": a character on the map may go to any building."""
    state = started()
    state.p(0).update({"where": "map", "space": 30})
    assert "visit farm" in texts(state) and "visit mine" in texts(state)
    play(state, (0, "visit mine"))
    assert state.p(0)["space"] is None and state.p(0)["where"] == "mine"


# -- Alcaldía ---------------------------------------------------------------------------
def test_town_hall_trade_never_gets_more_value_than_it_gives():
    """ "Alcaldía", trade: up to five goods for one or one for up to five, by the
    value list; "El valor total del producto/s comprado/s no debe exceder el valor del
    producto/s gastado/s"."""
    state = started()
    state.p(0).update({"coin": 3, "gem": 1, "food": 1})
    play(state, (0, "visit hall"), (0, "trade"))
    play(state, (0, "give coin"), (0, "give gem"), (0, "give food"))  # value 5
    assert "get red" in texts(state), "a red token is worth 5"
    assert "get green" not in texts(state) and "get blue" not in texts(state), "6 and 7"
    play(state, (0, "give coin"))  # value 7
    play(state, (0, "get blue"))
    assert texts(state) == ["deal", "cancel"], "several given: one good received"
    play(state, (0, "deal"))
    assert state.p(0)["tokens"]["blue"] == 1 and state.p(0)["coin"] == 1
    assert "trade" not in texts(state), "one trade per visit"


def test_town_hall_one_good_for_up_to_five():
    """ "Alcaldía", trade: one good may buy up to five goods of no more value."""
    state = started()
    state.p(0).update({"coin": 0})
    state.p(0)["tokens"]["green"] = 1
    play(state, (0, "visit hall"), (0, "trade"), (0, "give green"))
    play(state, (0, "get coin"), (0, "get coin"), (0, "get food"), (0, "get food"))
    assert "get coin" not in texts(state) and "get food" not in texts(state), "value 6 spent"
    play(state, (0, "deal"))
    assert state.p(0)["coin"] == 2 and state.p(0)["food"] == 2


def test_town_hall_discard_an_unbought_artifact_and_reputation_once_each():
    """ "Alcaldía": discard one unbought artifact; gain or lose reputation for a coin or
    gem a point; each action once."""
    state = started()
    state.p(0)["hand"] = ["a02", "a06"]
    play(state, (0, "visit hall"), (0, "drop a02"))
    assert "drop a06" not in texts(state)
    play(state, (0, "rep +2"))
    assert state.p(0)["reputation"] == 2 and state.p(0)["coin"] == 1
    assert not any(t.startswith("rep") for t in texts(state))


# -- Cantina ----------------------------------------------------------------------------
def test_tavern_unlimited_occupancy_duel_optional():
    """ "Cantina", unlimited occupancy: the tavern may always be visited; a duel there
    is only for reputation."""
    state = started()
    state.p(1)["where"] = "tavern"
    play(state, (0, "visit tavern"))
    assert "peace" in texts(state)
    play(state, (0, "peace"))
    assert state.phase == "building" and state.ctx["b"] == "tavern"


def test_tavern_refresh_the_row_once_per_turn_for_a_coin():
    """ "Cantina", refreshing the row: one coin, once per turn; the old row is set
    aside; a recruit is still possible afterwards."""
    state = started()
    state.p(0)["coin"] = 9
    old = list(state.row)
    play(state, (0, "visit tavern"), (0, "refresh"))
    assert state.p(0)["coin"] == 8 and state.row != old
    assert state.adventurer_discard == old
    assert "refresh" not in texts(state)
    assert any(t.startswith("recruit") for t in texts(state))


def test_tavern_one_adventurer_per_faction_team_of_four():
    """ "Cantina": only one adventurer of each faction in the team, four at most with
    the pet; a second of a faction replaces the first or goes to the reserve."""
    from games.near_and_far.village.tavern import placement_options

    assert [str(a) for a in placement_options(["pet", "g1"], "g2")] == ["team g1", "reserve"]
    assert [str(a) for a in placement_options(["pet", "g1"], "b2")] == ["team", "reserve"]
    full = ["pet", "g1", "y1", "b1"]
    assert [str(a) for a in placement_options(full, "r1")] == [
        "team pet",
        "team g1",
        "team y1",
        "team b1",
        "reserve",
    ]


# -- Establo, Tienda, Cabaña del místico -----------------------------------------------
def test_stable_a_food_for_a_pack_bird_never_more_than_three():
    """ "Establo": 1 food buys a pack-bird; never more than three animals."""
    state = started()
    state.p(0)["food"] = 2
    play(state, (0, "visit stable"), (0, "bird"))
    assert state.p(0)["animals"] == ["bird"] and state.p(0)["food"] == 1
    state = started()
    state.p(0).update({"food": 2, "animals": ["bird"] * 3})
    play(state, (0, "visit stable"))
    assert texts(state) == ["done"]


def test_shop_a_coin_or_four_cards_split_announced_keep_any():
    """ "Tienda": a coin, or four artifacts in a split announced before drawing; keep
    any of them, the rest are discarded."""
    state = started()
    state.p(0)["where"] = "farm"
    play(state, (0, "visit shop"))
    assert texts(state)[:3] == ["coin", "draw 4+0", "draw 3+1"]
    play(state, (0, "draw 3+1"))
    drawn = list(state.ctx["drawn"])
    assert len(drawn) == 4
    play(state, (0, f"keep {drawn[0]}"), (0, "done"))
    assert state.p(0)["hand"] == [drawn[0]] and state.artifact_discard == drawn[1:]


def test_mystic_needs_a_pack_animal_to_draw_a_treasure():
    """ "Cabaña del místico": with at least one pack-bird, draw a treasure; without
    one, not even a draw."""
    state = started()
    deck = len(state.treasure_deck)
    play(state, (0, "visit mystic"))
    assert len(state.treasure_deck) == deck and state.p(0)["treasures"] == []
    state = started()
    state.p(0)["animals"] = ["bird"]
    play(state, (0, "visit mystic"))
    assert len(state.p(0)["treasures"]) == 1


def test_mystic_full_slots_keep_the_new_or_an_old_treasure():
    """ "Cabaña del místico", "Aclaraciones sobre las cartas de tesoro": with every slot
    full, look at the new card, then discard one card, old or new."""
    state = started()
    state.p(0).update({"animals": ["bird"], "treasures": ["t01a"]})
    play(state, (0, "visit mystic"))
    assert state.phase == "drop_treasure"
    new = state.p(0)["treasures"][1]
    assert texts(state) == ["drop t01a", f"drop {new}"]
    play(state, (0, "drop t01a"))
    assert state.p(0)["treasures"] == [new] and state.treasure_discard == ["t01a"]


# -- Batirse en duelo -------------------------------------------------------------------
def test_duel_dirty_adds_one_and_costs_reputation_on_a_win():
    """ "Batirse en duelo": playing dirty adds 1 to the roll and loses 1 reputation on
    a win."""
    state = started()
    state.rng = FixedDice([3, 3])
    play(state, (0, "visit farm"), (0, "duel 2 dirty"), (1, "roll"))
    assert state.p(0)["where"] == "farm" and state.p(0)["reputation"] == -1


def test_duel_swords_of_the_team_and_cards_count():
    """ "Batirse en duelo": both add the swords of their current team and cards."""
    state = started()
    state.p(1)["team"] = ["pet", "g6"]  # 3 swords
    state.rng = FixedDice([5, 3])
    play(state, (0, "visit farm"), (0, "duel 2 honour"), (1, "roll"))
    assert state.p(0)["where"] == "jail", "5 against 3 + 3"


def test_duel_lost_ends_the_turn_in_jail_day_side_with_food():
    """ "Batirse en duelo", "Cárcel" (day side): a losing challenger ends the turn in
    jail, without reputation change; on the day side with one food."""
    state = started(options={"side": "day"})
    state.rng = FixedDice([1, 6])
    play(state, (0, "visit farm"), (0, "duel 2 honour"), (1, "roll"))
    assert state.p(0)["where"] == "jail" and state.p(0)["food"] == 1
    assert state.p(0)["reputation"] == 0 and state.active == 1


# -- Irse de aventuras ------------------------------------------------------------------
def test_no_preparation_when_the_turn_starts_on_the_map():
    """ "1. Preparativos": only from the village; on the map the movement starts at once
    and the hearts are not refilled."""
    state = started()
    player = _walker(state, space=30, hearts=2)
    assert state.phase == "move" and player["heart"] == 2


def test_preparation_arranges_the_team_from_the_reserve():
    """ "1. Preparativos": the team is arranged freely (one per faction, the pet
    anywhere, four at most) before the hearts are counted."""
    state = started()
    state.p(0).update({"team": ["pet", "g1"], "reserve": ["g9", "b7"]})
    play(state, (0, "adventure"))
    assert "field g9" not in texts(state), "a second green adventurer"
    play(state, (0, "bench g1"), (0, "field g9"), (0, "field b7"), (0, "depart"))
    assert state.p(0)["heart"] == 2 + 3 + 5


def test_movement_capacity_two_plus_pack_birds_plus_arrows():
    """ "Desplazamiento": capacity 2, +1 per pack-bird, +1 per arrow in the team."""
    from games.near_and_far.adventure import capacity

    state = started()
    assert capacity(state, 0) == 2
    state.p(0).update({"animals": ["bird", "bird"], "team": ["pet", "y7"]})
    assert capacity(state, 0) == 2 + 2 + 2


def test_the_village_space_counts_as_camped():
    """ "Desplazamiento", "Peligros": passing the village costs no heart, and a path
    from the village is inactive once its other end holds a camp."""
    from games.near_and_far.adventure import pass_cost, threat_active

    state = started()
    _walker(state, space=28)
    play(state, (0, "go 0"))
    assert pass_cost(state, 0) == 0
    assert threat_active(state, 1)
    state.camps[THREAT_FROM_VILLAGE] = 2
    assert not threat_active(state, 1)


def test_threat_failed_ends_the_turn_before_the_path():
    """ "Enfrentarse a un peligro": failing ends the turn at once; the character stays
    on the space before the threat."""
    state = started()
    _walker(state, hearts=0)
    state.rng = FixedDice([1])
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"), (0, "fight"))
    assert state.p(0)["space"] == 0 and state.active == 1
    assert state.threat_deck[0] == "h04"


def test_threat_avoided_by_a_pack_bird_keeps_its_movement():
    """ "Evitar un peligro" 1 and "Establo": a sacrificed pack-bird avoids the threat,
    the card stays active, the bird's +1 movement lasts for the turn."""
    state = started()
    state.p(0)["animals"] = ["bird"]
    _walker(state)
    left = state.ctx["left"]
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"), (0, "avoid bird"))
    assert state.p(0)["animals"] == [] and state.p(0)["space"] == THREAT_FROM_VILLAGE
    assert state.ctx["left"] == left - 1 and state.threat_deck[0] == "h04"


def test_threat_avoided_with_a_shield_in_the_team():
    """ "Evitar un peligro" 2: an adventurer with caution avoids every threat."""
    state = started()
    state.p(0)["team"] = ["pet", "y4"]
    _walker(state)
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"))
    assert "avoid shield" in texts(state)
    play(state, (0, "avoid shield"))
    assert state.p(0)["space"] == THREAT_FROM_VILLAGE and state.p(0)["threats"] == []


def test_threat_inactive_once_both_ends_are_camped():
    """ "Peligros": a threat symbol between two camped spaces is inactive."""
    state = started()
    _walker(state, space=2)
    state.camps[3] = 1
    play(state, (0, "go 3"))
    assert state.phase == "threat"
    state = started()
    _walker(state, space=2)
    state.camps[2], state.camps[3] = 1, 2
    play(state, (0, "go 3"))
    assert state.phase == "move"


def test_all_threats_defeated_symbols_are_ignored():
    """ "Evitar un peligro": once every threat card is defeated, symbols are ignored."""
    state = started()
    state.threat_deck = []
    _walker(state)
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"))
    assert state.phase == "move" and state.p(0)["space"] == THREAT_FROM_VILLAGE


def test_pass_the_same_threat_twice_meets_a_new_card():
    """ "Peligros": passing the same symbol again in a turn means a new card."""
    state = started()
    _walker(state, hearts=13)
    state.rng = FixedDice([6, 6])
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"), (0, "fight"))
    play(state, (0, "go 0"), (0, "fight"))
    assert state.p(0)["threats"] == ["h04", "h05"] and state.p(0)["heart"] == 12


def test_treasure_drawn_on_each_pass_needs_a_pack_animal():
    """ "Tesoros": a treasure path gives a card on each pass, if a pack animal can
    carry it; without one nothing is drawn."""
    state = started()
    _walker(state, space=2)
    deck = len(state.treasure_deck)
    play(state, (0, "go 6"))
    assert len(state.treasure_deck) == deck
    state = started()
    state.p(0)["animals"] = ["bird", "bird"]
    _walker(state, space=2)
    play(state, (0, "go 6"), (0, "go 2"))
    assert len(state.p(0)["treasures"]) == 2


def test_treasure_claimed_once_both_ends_are_camped():
    """ "Tesoros": with both ends camped the treasure is claimed and gives nothing."""
    state = started()
    state.p(0)["animals"] = ["bird"]
    state.camps[2], state.camps[6] = 1, 1
    _walker(state, space=2)
    play(state, (0, "go 6"))
    assert state.p(0)["treasures"] == []


def test_losing_the_animal_under_a_treasure_discards_one():
    """ "Establo": one treasure per pack animal; losing the animal loses a treasure."""
    state = started()
    state.p(0).update({"animals": ["bird"], "treasures": ["t01a"]})
    treasure.lose_animal(state, 0, "bird")
    assert state.phase == "drop_treasure" and texts(state) == ["drop t01a"]


def test_quest_only_when_ending_on_a_token_then_camp():
    """ "Gestas", "Construir campamentos": ending on a quest token, the quest may be
    attempted first, then a camp may be built (the quest is optional)."""
    state = started()
    _walker(state, space=4, hearts=3)
    state.quest_tokens = [4]
    play(state, (0, "stop"))
    state.ctx["quest"] = True
    assert texts(state)[:2] == ["quest", "camp"]
    play(state, (0, "camp"))
    assert state.camps[4] == 0


def test_express_quest_failed_gives_nothing_but_the_token_goes():
    """ "Partida exprés": a failed roll gives nothing; the token is removed anyway."""
    state = started()
    _walker(state, space=4, hearts=0)
    state.quest_tokens = [4]
    state.express_deck = ["q01"]
    state.rng = FixedDice([1])
    coins = state.p(0)["coin"]
    play(state, (0, "stop"), (0, "quest"), (0, "option 2"))
    assert state.p(0)["coin"] == coins and state.quest_tokens == []
    assert state.p(0)["quests"] == 1, "an attempt counts for the campaign"


def test_camp_on_a_trade_route_space_gives_no_coin_or_gem():
    """ "Rutas comerciales": a camp on a route space yields neither coins nor gems."""
    state = started()
    _walker(state, space=3, hearts=3)
    state.p(0)["team"] = ["pet", "g7"]
    play(state, (0, "stop"), (0, "camp"))
    assert state.p(0)["gem"] == 0 and state.camps[3] == 0


def test_toxic_water_costs_a_heart_on_entering():
    """ "Mapas" 5 (our map 4): entering or passing a water space loses a heart."""
    state = started(options={"map": "4"})
    water = next(s.id for s in state.board.spaces if s.water)
    start = state.board.neighbours(water)[0][0]
    state.threat_deck = []  # no threat in the way
    _walker(state, space=start, hearts=4)
    play(state, (0, f"go {water}"))
    assert state.p(0)["heart"] == 3


def test_mammoth_map_costs_eight_vp_without_a_mammoth_camp():
    """ "Mapas" 10 (our map 5): no camp on a mammoth space at the end: -8 VP."""
    state = started(options={"map": "5"})
    assert scoring.breakdown(state, 0)["mammoth"] == -8
    state.camps[next(s.id for s in state.board.spaces if s.mammoth)] = 0
    assert scoring.breakdown(state, 0)["mammoth"] == 0


# -- Final de la partida ----------------------------------------------------------------
def test_unbought_artifacts_cost_one_vp_each():
    """ "Final de la partida", artifacts: bought cards give their VP; each card left in
    hand costs 1 VP."""
    state = started()
    state.p(0).update({"hand": ["a02", "a06"], "bought": ["a06"]})
    parts = scoring.breakdown(state, 0)
    assert parts["unbought"] == -2 and parts["artifacts"] == 2


def test_board_bonuses_all_camps_and_three_treasures():
    """ "Bonificaciones del tablero de jugador": +2 with every camp placed, +5 with
    three treasures."""
    state = started()
    state.p(0).update({"camps": 14, "animals": ["bird"] * 3, "treasures": ["t01a", "t01b", "t02a"]})
    parts = scoring.breakdown(state, 0)
    assert parts["all_camps"] == 2 and parts["treasures"] == 5


def test_threats_coins_gems_tokens_and_chiefs_score():
    """ "Final de la partida": threat VP, 1 VP per 2 coins or gems, 1 per faction
    token, 5 per chief; food and adventurers give nothing."""
    state = started()
    state.p(0).update({"threats": ["h04", "h15"], "coin": 2, "gem": 1, "food": 9})
    gain(state, 0, {"red": 1, "blue": 1})
    state.p(0)["chiefs"] = ["green"]
    parts = scoring.breakdown(state, 0)
    assert parts["threats"] == 1 + 7 and parts["wealth"] == 1
    assert parts["tokens"] == 2 and parts["chiefs"] == 5


# -- Aldea mejorada (day side) ------------------------------------------------------------
DAY = {"side": "day"}


def test_day_side_stable_sells_a_pack_turtle_for_a_gem():
    """ "Aldea mejorada", "Establo": a gem buys a pack-turtle, in a pack-bird's slot."""
    state = started(options=DAY)
    state.p(0).update({"gem": 1, "animals": ["bird", "bird"]})
    play(state, (0, "visit stable"), (0, "turtle"))
    assert state.p(0)["animals"] == ["bird", "bird", "turtle"] and state.p(0)["gem"] == 0
    assert "turtle" not in texts(started()), "not on the dusk side"


def test_day_side_turtle_waives_one_heart_per_turn_and_avoids_threats():
    """ "Aldea mejorada", "Establo": each turtle waives one heart for passing an empty
    space once per turn; it may be sacrificed to avoid a threat."""
    state = started(options=DAY)
    state.p(0)["animals"] = ["turtle"]
    _walker(state, space=28, hearts=3)
    play(state, (0, "go 0"), (0, f"go {THREAT_FROM_VILLAGE}"))
    assert "avoid turtle" in texts(state)
    state = started(options=DAY)
    state.p(0)["animals"] = ["turtle"]
    _walker(state, space=2, hearts=3)
    state.threat_deck = []
    play(state, (0, "go 6"), (0, "go 7"), (0, "go 6"))
    assert state.p(0)["heart"] == 2, "the first empty space free, the second costs"


def test_day_side_mystic_draws_three_keeps_one():
    """ "Aldea mejorada", "Cabaña del místico": draw three treasures, keep one."""
    state = started(options=DAY)
    state.p(0)["animals"] = ["bird"]
    play(state, (0, "visit mystic"))
    drawn = list(state.ctx["drawn"])
    assert len(drawn) == 3 and texts(state) == [f"take {c}" for c in drawn]
    play(state, (0, f"take {drawn[1]}"))
    assert state.p(0)["treasures"] == [drawn[1]]
    assert sorted(state.treasure_discard) == sorted([drawn[0], drawn[2]])


def test_day_side_reputation_galleries_in_the_mine():
    """ "Aldea mejorada", "Mina": some galleries also give a reputation point."""
    state = started(options=DAY)
    state.mine = {"1": 1, "2": 1, "3": 1}
    state.p(0)["team"] = ["pet", "b9"]  # skill 5
    play(state, (0, "visit mine"), (0, "dig 5"))
    assert state.p(0)["reputation"] == 1


def test_day_side_negative_reputation_costs_vp():
    """ "Aldea mejorada", "Reputación": -3/-4 costs 1 VP, -5/-6 costs 2 VP; not at dusk."""
    assert [scoring.reputation_vp(r, True) for r in (-2, -3, -4, -5, -6)] == [0, -1, -1, -2, -2]
    assert scoring.reputation_vp(-6, False) == 0


def test_threat_hearts_keep_the_heart_for_the_space_being_left():
    """ "Desplazamiento", "Enfrentarse a un peligro": passing an empty space costs a
    heart and a threat on the onward path is beaten with hearts too; both must be
    paid, so hearts spent on the threat never take the passing heart (audit fix:
    hearts could fall below zero)."""
    state = started()
    _walker(state, space=28, hearts=2)
    play(state, (0, "go 0"))  # the village: free to pass
    state.camps[28] = None
    state.p(0)["space"], state.ctx["moved"] = 1, 1  # on space 1, passed through
    path = next(i for n, i in state.board.neighbours(1) if n == 4)
    assert state.board.paths[path].symbol == "threat"
    state.rng = FixedDice([2])  # 2 + 0 swords: 2 short of 4
    play(state, (0, "go 4"), (0, "fight"))
    assert state.active == 1, "2 hearts, 1 set aside: the threat cannot be paid"
    assert state.p(0)["heart"] == 2 and state.p(0)["space"] == 1
