"""One test per rule step of Near and Far (rulebook headings in the docstrings)."""

from __future__ import annotations

from games.near_and_far import scoring
from games.near_and_far.character import Character
from tests.games.near_and_far.position import FixedDice, game, play, started, texts


def test_setup_quest_tokens_threats_and_start():
    """ "Preparación" 3, 4, 6a: 3 quest tokens per player + 1 on quest spaces ("7, 10 o
    13"); threats 4..15 with the 4 on top; 3 coins, hearts 0, pet in the team."""
    state = game().setup(3, {}, 5)
    assert len(state.quest_tokens) == 10
    assert [len(game().setup(n, {}, 5).quest_tokens) for n in (2, 3, 4)] == [7, 10, 13]
    assert all(state.board.spaces[s].quest for s in state.quest_tokens)
    assert state.threat_deck[0] == "h04" and len(state.threat_deck) == 12
    assert all(p["coin"] == 3 and p["heart"] == 0 and p["team"] == ["pet"] for p in state.seats)


def test_artifact_draft_passes_left_and_one_advanced_must_go():
    """ "Redistribución de cartas de artefacto": pick one, pass the rest left, five
    times; then discard any, and at least one of the two advanced cards."""
    state = game().setup(2, {}, 3)
    first_hand_of_1 = list(state.ctx["hands"][1])
    play(state, (0, texts(state, 0)[0]), (1, texts(state, 1)[0]))
    assert state.ctx["hands"][0] == first_hand_of_1[1:], "seat 1's rest passed to seat 0"
    while state.phase == "draft_pick":
        for seat in (0, 1):
            play(state, (seat, texts(state, seat)[0]))
    assert state.phase == "draft_keep" and len(state.p(0)["hand"]) == 7
    assert "ready" not in texts(state, 0), "both advanced kept: one must go"
    advanced = state.ctx["advanced"][0][0]
    play(state, (0, f"drop {advanced}"), (0, "ready"), (1, f"drop {state.ctx['advanced'][1][0]}"))
    play(state, (1, "ready"))
    assert state.phase == "turn"


def test_round_one_everyone_visits_the_village():
    """ "Visitar la aldea": all players visit the village in the first round."""
    state = started()
    state.round = 1
    assert "adventure" not in texts(state)
    state.round = 2
    state.changed()  # an edit outside `apply`
    assert "adventure" in texts(state)


def test_never_the_same_building_twice():
    """ "Visitar la aldea": you may stay in the village but never in the same building."""
    state = started()
    assert "visit shop" not in texts(state) and "visit farm" in texts(state)


def test_farm_one_food_per_skill_symbol():
    """ "Granja": one food per skill symbol (hand) in the current team."""
    state = started()
    state.p(0)["team"] = ["pet", "b2"]  # pet 1 + scribe 2
    state.p(1)["where"] = "mine"
    state.p(2)["where"] = "mine"
    play(state, (0, "visit farm"))
    assert state.p(0)["food"] == 3


def test_duel_defender_wins_ties_and_loser_goes_to_jail():
    """ "Batirse en duelo": both roll plus swords; the defender wins ties; a losing
    challenger goes to jail and may next visit any building without a duel."""
    state = started()
    state.rng = FixedDice([3, 3])
    play(state, (0, "visit farm"))
    assert state.phase == "duel"
    play(state, (0, "duel 2 honour"), (1, "roll"))
    assert state.p(0)["where"] == "jail" and state.p(0)["reputation"] == 0
    state.turn_index = 0
    state.stack = [{"type": "turn"}]
    play(state, (0, "visit farm"))
    assert state.phase != "duel", "out of jail, no duel"


def test_duel_won_with_honour_gains_reputation_and_hearts_only_for_challenger():
    """ "Batirse en duelo": only the challenger may spend hearts; honour: +1 reputation."""
    state = started()
    state.p(0)["heart"] = 5
    state.rng = FixedDice([2, 4])
    play(state, (0, "visit farm"), (0, "duel 2 honour"), (1, "roll"))
    assert texts(state) == ["spend 3", "yield"]
    play(state, (0, "spend 3"))
    assert state.p(0)["reputation"] == 1 and state.p(0)["heart"] == 2


def test_two_player_virtual_duellist_in_the_town_hall():
    """ "Preparación" 8: with two players the town hall is always occupied."""
    state = started(2)
    play(state, (0, "visit hall"))
    assert texts(state) == ["duel dummy honour", "duel dummy dirty"]
    play(state, (0, "duel dummy honour"))
    assert state.pending()[0].seat == 1, "the opponent rolls for the virtual duellist"


def _on_map(state, space=0, hearts=6):
    player = state.p(0)
    player["where"], player["space"], player["heart"] = "map", space, hearts
    state.quest_tokens = []
    play(state, (0, "adventure"))


def test_preparation_refills_hearts_up_to_13():
    """ "1. Preparativos": hearts = team and cards, never above 13; leftovers lost."""
    state = started()
    state.p(0)["team"] = ["pet", "b7", "y9", "g9"]  # 2 + 5 + 3 + 3
    state.p(0)["heart"] = 4
    play(state, (0, "adventure"), (0, "depart"))
    assert state.p(0)["heart"] == 13 and state.p(0)["space"] == 0


def test_movement_costs_a_heart_per_empty_space_passed_through():
    """ "Desplazamiento": 1 heart per empty space passed through, none for the end
    space or the village."""
    state = started()
    _on_map(state)
    first = next(n for n, i in state.board.neighbours(0) if state.board.paths[i].symbol is None)
    play(state, (0, f"go {first}"))
    assert state.p(0)["heart"] == 6
    onward = next(
        n
        for n, i in state.board.neighbours(first)
        if n != 0 and state.board.paths[i].symbol is None and not state.board.spaces[n].water
    )
    play(state, (0, f"go {onward}"))
    assert state.p(0)["heart"] == 5


def test_threat_defeated_is_kept_with_a_camp_on_it():
    """ "Enfrentarse a un peligro": roll + swords, then hearts; the card is kept with
    the next camp on it (which reveals the board's first coin)."""
    state = started()
    _on_map(state)
    path = next(p for p in state.board.paths if p.symbol == "threat")
    state.p(0)["space"], space = path.a, path.b
    state.rng = FixedDice([1])
    coins = state.p(0)["coin"]
    play(state, (0, f"go {space}"))
    assert "fight" in texts(state)
    play(state, (0, "fight"))
    assert texts(state) == ["spend 3", "yield"]
    play(state, (0, "spend 3"))
    assert state.p(0)["threats"] == ["h04"] and state.p(0)["camps"] == 1
    assert state.p(0)["coin"] == coins + 1 and state.threat_deck[0] == "h05"


def test_camp_gives_a_coin_or_gem_per_search_symbol():
    """ "Construir campamentos": 3 hearts; coins or gems per eye in the team."""
    state = started()
    target = next(s.id for s in state.board.spaces if s.kind == "gem")
    _on_map(state, space=target, hearts=5)
    state.p(0)["team"] = ["pet", "g7"]  # 1 + 2 eyes
    play(state, (0, "stop"), (0, "camp"))
    assert state.p(0)["gem"] == 3 and state.camps[target] == 0 and state.p(0)["heart"] == 2


def test_mine_entrance_then_adjacent_galleries_by_skill():
    """ "Mina": the first camp on the entrance 1, then orthogonally adjacent galleries
    whose number is at most the skill; reward from the row and the column."""
    state = started()
    play(state, (0, "visit mine"))
    assert [t for t in texts(state) if t.startswith("dig")] == ["dig 1"]
    play(state, (0, "dig 1"))
    assert state.p(0)["coin"] == 3 + 1 + 1, "gallery 1 coin + the first camp's reveal"
    state.mine["1"] = 0
    from games.near_and_far.village.mine import open_galleries

    assert open_galleries(state) == [2, 3]


def test_tavern_discount_one_coin_per_banner():
    """ "Cantina", "Descuento en los aventureros": each banner of that colour (tokens,
    recruited adventurers, the chief) lowers the cost by one."""
    from games.near_and_far.village.tavern import price

    state = started()
    assert price(state, 0, "g9") == 5
    state.p(0)["tokens"]["green"] = 2
    state.p(0)["reserve"] = ["g1"]
    assert price(state, 0, "g9") == 2


def test_chief_claimed_with_four_banners():
    """ "Jefes": the first player with four banners of a colour claims its chief."""
    from games.near_and_far.cards import gain

    state = started()
    state.p(0)["reserve"] = ["r1", "r2"]
    gain(state, 0, {"red": 2})
    assert state.chiefs["red"] == 0 and state.p(0)["chiefs"] == ["red"]
    state.p(1)["reserve"] = ["r3", "r4", "r5", "r6"]
    gain(state, 1, {"coin": 1})
    assert state.chiefs["red"] == 0


def test_game_ends_at_the_end_of_the_round_of_the_last_camp():
    """ "Final de la partida": the 14th camp ends the game once the round is done."""
    from games.near_and_far import camps, rounds

    state = started()
    state.p(1)["camps"] = 13
    state.turn_index = 1
    camps.take_camp(state, 1)
    assert state.end_by == 1
    rounds.end_turn(state)
    assert state.outcome is None and state.active == 2
    rounds.end_turn(state)
    assert state.outcome is not None


def test_no_round_limit_only_a_last_camp_ends_the_game():
    """ "Final de la partida": only a 14th camp ends the game; however long it takes,
    rounds alone never do."""
    from games.near_and_far import rounds

    state = started()
    state.round = 60
    for _ in range(3 * state.players):
        rounds.end_turn(state)
    assert state.outcome is None and state.round == 63


def test_a_full_map_ends_the_game_at_the_end_of_the_round():
    """Our decision (docs/rules/near_and_far.md, "End"): the camp on the last free
    space of the map ends the game after the round, as a 14th camp would."""
    from games.near_and_far import camps, rounds

    state = started()
    free = camps.free_sites(state)
    for space in free[:-1]:
        state.camps[space] = 2
    assert state.end_by is None
    state.turn_index = 1
    events = camps.build_camp(state, 1, free[-1], free=True)
    assert state.end_by == camps.MAP_FULL and "map_full" in [e.kind for e in events]
    assert state.p(1)["camps"] == 1, "the camp itself still counts"
    rounds.end_turn(state)
    assert state.outcome is None
    rounds.end_turn(state)
    assert state.outcome is not None


def test_final_scoring_and_ties_by_reputation():
    """ "Final de la partida": camps, coins+gems per 2, tokens, reputation band; ties
    by reputation, then coins and gems."""
    state = started(2)
    for seat in (0, 1):
        state.p(seat)["hand"] = []
    state.p(0).update({"camps": 3, "coin": 3, "gem": 1, "reputation": 5})
    state.p(1).update({"camps": 5, "coin": 2, "gem": 0, "reputation": 2})
    assert scoring.reputation_vp(5, False) == 2 and scoring.reputation_vp(-5, True) == -2
    scoring.final_scoring(state)
    result = state.result()
    assert result.scores == (3 + 2 + 2, 5 + 1 + 1)
    assert result.winners == (0,), "tied on VP: more reputation wins"


def test_campaign_character_one_xp_per_three_quests():
    """ "La campaña": 1 experience to start, 1 more per three quests; talents cost XP."""
    hero = Character()
    after = hero.after_game("2", quests=4, vp=30)
    assert (after.xp, after.quests) == (2, 1)
    assert Character.from_text(after.to_text()) == after
    bought = after.buy("martial_arts")
    assert bought.xp == 0 and bought.talents == ("martial_arts",)
    state = game().setup(2, {"characters": f"{bought.to_text()},-"}, 1)
    assert state.p(0)["talents"] == ["martial_arts"]
