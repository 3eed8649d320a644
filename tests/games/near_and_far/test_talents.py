"""Campaign talents in play (rulebook "Talentos de los personajes"; our adaptation to
express quests in docs/rules/near_and_far.md, "Campaign"): one test per talent
whose effect goes beyond a number in the data."""

from __future__ import annotations

from games.near_and_far.character import TALENT_EFFECTS, Character
from games.near_and_far.state import NearFarState
from tests.games.near_and_far.position import FixedDice, game, play, started, texts

THREAT_FROM_VILLAGE = 34  # map 1: path 1 joins the village and 34, with a threat


def _with(state: NearFarState, *talents: str, seat: int = 0) -> NearFarState:
    state.p(seat)["talents"] = list(talents)
    return state


def _walker(state: NearFarState, space: int = 0, hearts: int = 0) -> None:
    player = state.p(0)
    player["where"], player["space"], player["heart"] = "map", space, hearts
    state.quest_tokens = []
    play(state, (0, "adventure"))


def test_every_talent_of_the_rulebook_is_for_sale():
    """ "Talentos disponibles": all eighteen, at their printed cost."""
    talents = game().talents()
    assert len(talents) == 18 and set(talents) == set(TALENT_EFFECTS)
    assert talents["bounty_hunter"] == 3 and talents["meditation"] == 4


def test_bounty_hunter_may_face_any_card_of_the_threat_deck():
    """ "Cazarrecompensas": at a threat symbol, fight any card of the deck instead of
    the top one; the top card stays active."""
    state = _with(started(), "bounty_hunter")
    _walker(state, hearts=0)
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"))
    options = texts(state)
    assert "fight" in options and "fight h09" in options and "fight h04" not in options
    state.p(0)["team"] = ["pet", "g9"]  # 3 swords
    state.rng = FixedDice([6])
    play(state, (0, "fight h09"))  # difficulty 9 = 6 + 3
    assert state.p(0)["threats"] == ["h09"] and state.threat_deck[0] == "h04"
    assert "h09" not in state.threat_deck and state.p(0)["space"] == THREAT_FROM_VILLAGE
    assert "fight h09" not in texts(_walker_at_threat(started()))


def _walker_at_threat(state: NearFarState) -> NearFarState:
    _walker(state)
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"))
    return state


def test_meditation_food_is_spent_as_hearts():
    """ "Meditación": food may be spent as hearts, one for one (hearts first)."""
    state = _with(started(), "meditation")
    target = next(s.id for s in state.board.spaces if s.kind == "gem")
    _walker(state, space=target, hearts=1)
    state.p(0)["food"] = 3
    play(state, (0, "stop"))
    assert "camp" in texts(state)
    play(state, (0, "camp"))
    assert state.p(0)["heart"] == 0 and state.p(0)["food"] == 1
    plain = started()
    _walker(plain, space=target, hearts=1)
    plain.p(0)["food"] = 3
    play(plain, (0, "stop"))
    assert "camp" not in texts(plain), "without the talent food is only food"


def test_meditation_food_boosts_a_roll():
    """ "Meditación": food spent after a roll, like hearts."""
    state = _with(started(), "meditation")
    _walker(state, hearts=0)
    state.p(0)["food"] = 2
    state.rng = FixedDice([2])  # 2 + 0 swords against 4
    play(state, (0, f"go {THREAT_FROM_VILLAGE}"), (0, "fight"))
    assert texts(state)[0] == "spend 2"
    play(state, (0, "spend 2"))
    assert state.p(0)["food"] == 0 and state.p(0)["threats"] == ["h04"]


def test_bird_breeding_coin_at_the_stable_with_two_birds():
    """ "Crianza de avepacas", first half: a coin on visiting the stable with at least
    two pack-birds."""
    state = _with(started(), "bird_breeding")
    state.p(0)["animals"] = ["bird", "bird"]
    play(state, (0, "visit stable"))
    assert state.p(0)["coin"] == 4


def test_bird_breeding_release_birds_for_two_hearts_each():
    """ "Crianza de avepacas", second half: in your turn, from anywhere, give pack-birds
    back for two hearts each; a treasure it carried must go."""
    state = _with(started(), "bird_breeding")
    state.p(0).update({"animals": ["bird", "bird"], "treasures": ["t01a", "t02a"]})
    _walker(state, space=30, hearts=1)
    left = state.ctx["left"]
    assert "release bird" in texts(state)
    play(state, (0, "release bird"))
    assert state.p(0)["heart"] == 3 and state.p(0)["animals"] == ["bird"]
    assert state.phase == "drop_treasure"
    play(state, (0, "drop t01a"))
    assert state.phase == "move" and state.ctx["left"] == left
    assert "release bird" not in texts(started()), "only with the talent"
    assert "release bird" not in texts(state, 1), "only in your own turn"


def test_politicking_no_duel_at_the_town_hall():
    """ "Politiqueo": the town hall may always be visited without a duel."""
    state = _with(started(2), "politicking")
    play(state, (0, "visit hall"))
    assert state.phase == "building" and state.ctx["b"] == "hall"


def test_politicking_buys_talents_at_the_town_hall_during_the_game():
    """ "Politiqueo": talents bought at the town hall during a game, with the
    character's experience; they work at once and are stored after the game."""
    hero = Character(xp=5, talents=("politicking",))
    state = game().setup(2, {"characters": f"{hero.to_text()},-"}, 1)
    state.order, state.turn_index, state.round = [0, 1], 0, 2
    state.stack = [{"type": "turn"}]
    state.p(0)["where"], state.p(1)["where"] = "shop", "farm"
    play(state, (0, "visit hall"))
    offered = [t for t in texts(state) if t.startswith("talent ")]
    assert "talent meditation" in offered and "talent politicking" not in offered
    assert "talent caving" in offered and len(offered) == 17
    play(state, (0, "talent meditation"))
    assert "meditation" in state.p(0)["talents"]
    assert [t for t in texts(state) if t.startswith("talent ")] == ["talent fishing"]
    from games.near_and_far import scoring

    scoring.final_scoring(state)
    result = state.result()
    assert result.details["learned"] == [["meditation"], []]
    stored = game().campaign_after(hero.to_text(), result, 0, "1")
    after = Character.from_text(stored)
    assert "meditation" in after.talents and after.xp == 1


def test_no_talent_buying_without_politicking_or_a_character():
    """ "Politiqueo": only its owners buy talents in a game; AI seats have no
    character."""
    state = started(2)
    state.p(0)["talents"] = ["politicking"]  # but no character: an AI seat
    play(state, (0, "visit hall"))
    assert not any(t.startswith("talent ") for t in texts(state))
