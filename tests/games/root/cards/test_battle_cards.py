"""Battle improvements: Armorers, Sappers, Brutal Tactics, Scouting Party
(Law of Root 3.3.1, 3.3.2.II; ruling R03: Armorers stops only rolled hits)."""

from __future__ import annotations

from games.root import board, frames
from tests.games.root.cards.position import (
    CAT,
    EYRIE,
    blank,
    give,
    improve,
    legal_text,
    put,
)


def marquise_attacks_in_5(state, warriors: int = 3, defenders: int = 3) -> None:  # type: ignore[no-untyped-def]
    put(state, 5, CAT, warriors=warriors)
    put(state, 5, EYRIE, warriors=defenders)
    frames.push(state, "battle", seat=0, faction=CAT, clearing_suit=None, optional=True)
    state.apply(0, "x5 e")


def answer_until_done(state, seat: int, wanted: str | None) -> None:  # type: ignore[no-untyped-def]
    """At an effect question: use `wanted` if it is offered, else `done`."""
    texts = legal_text(state, seat)
    state.apply(seat, wanted if wanted in texts else "done")


def warriors(state, faction: str) -> int:  # type: ignore[no-untyped-def]
    return board.warriors(state.board, 5, faction)


def test_3_3_2_armorers_ignores_every_rolled_hit_the_defender_would_take() -> None:
    state = blank(seed=3)
    improve(state, 1, "armorers")
    marquise_attacks_in_5(state)
    assert frames.top(state)["type"] == "battle_effect" and frames.top(state)["seat"] == 1
    assert legal_text(state, 1) == ["use armorers", "done"]
    state.apply(1, "use armorers")
    assert warriors(state, EYRIE) == 3
    assert state.improvements[EYRIE] == [] and "armorers#1" in state.discard


def test_armorers_for_the_attacker_too() -> None:
    state = blank(seed=3)
    improve(state, 0, "armorers")
    marquise_attacks_in_5(state)
    state.apply(0, "use armorers")
    assert warriors(state, CAT) == 3


def test_r03_armorers_does_not_stop_the_ambush_hits() -> None:
    state = blank(seed=3)
    improve(state, 0, "armorers")
    give(state, 1, "ambush_rabbit#1")  # clearing 5 is a rabbit clearing
    marquise_attacks_in_5(state)
    state.apply(1, "ambush rabbit")
    assert warriors(state, CAT) == 1  # two hits at once (3.3.1)
    state.apply(0, "use armorers")
    assert warriors(state, CAT) == 1  # and no rolled hit after


def test_3_3_2_ii_sappers_lets_the_defender_deal_one_extra_hit() -> None:
    state = blank(seed=3)
    improve(state, 1, "sappers")
    marquise_attacks_in_5(state, warriors=5, defenders=3)
    state.apply(1, "use sappers")
    low = state.last_battle["dice"][1]
    assert warriors(state, CAT) == 5 - (min(low, 3) + 1)
    assert "sappers#1" in state.discard


def test_sappers_is_never_offered_to_the_attacker() -> None:
    state = blank(seed=3)
    improve(state, 0, "sappers")
    marquise_attacks_in_5(state)
    assert state.last_battle is not None  # the battle ran through without asking
    assert state.improvements[CAT] == ["sappers#1"]


def test_3_3_2_ii_brutal_tactics_one_extra_hit_and_the_defender_scores() -> None:
    state = blank(seed=3)
    improve(state, 0, "brutal_tactics")
    marquise_attacks_in_5(state, warriors=3, defenders=5)
    state.apply(0, "use brutal_tactics")
    high = state.last_battle["dice"][0]
    assert warriors(state, EYRIE) == 5 - (min(high, 3) + 1)
    assert state.vp[EYRIE] == 1
    assert state.improvements[CAT] == ["brutal_tactics#1"]  # it stays in play


def test_declining_brutal_tactics_gives_no_point() -> None:
    state = blank(seed=3)
    improve(state, 0, "brutal_tactics")
    marquise_attacks_in_5(state, warriors=3, defenders=5)
    state.apply(0, "done")
    high = state.last_battle["dice"][0]
    assert warriors(state, EYRIE) == 5 - min(high, 3)
    assert state.vp[EYRIE] == 0


def test_3_3_1_scouting_party_no_ambush_against_its_attacking_owner() -> None:
    state = blank(seed=3)
    improve(state, 0, "scouting_party")
    give(state, 1, "ambush_rabbit#1")
    marquise_attacks_in_5(state)
    assert state.last_battle["ambush"] == "none"
    assert state.hands[1] == ["ambush_rabbit#1"]


def test_scouting_party_does_not_help_a_defender() -> None:
    state = blank(seed=3)
    improve(state, 1, "scouting_party")
    give(state, 1, "ambush_rabbit#1")
    marquise_attacks_in_5(state)
    assert frames.top(state)["type"] == "ambush"


def test_3_3_2_II_the_attacker_may_let_the_defender_use_effects_first() -> None:
    """The seed does not order the two sides' effects; the current Law lets the
    attacker choose who goes first (`timing=printed`): an attacker who passes
    may still answer the defender's Armorers with Brutal Tactics."""
    state = blank(seed=3)
    improve(state, 0, "brutal_tactics")
    improve(state, 1, "armorers")
    marquise_attacks_in_5(state)
    assert frames.top(state)["seat"] == 0
    state.apply(0, "done")  # the defender first
    state.apply(1, "use armorers")
    assert frames.top(state)["seat"] == 0 and legal_text(state, 0) == ["use brutal_tactics", "done"]
    state.apply(0, "use brutal_tactics")
    assert warriors(state, EYRIE) == 2  # the rolled hits ignored, the extra hit taken


def test_3_3_2_II_the_side_that_went_first_is_not_asked_again() -> None:
    state = blank(seed=3)
    improve(state, 0, "brutal_tactics")
    improve(state, 1, "armorers")
    marquise_attacks_in_5(state)
    state.apply(0, "use brutal_tactics")  # nothing more to use: the defender's turn
    state.apply(1, "use armorers")
    assert frames.top(state) is None or frames.top(state)["type"] != "battle_effect"


def test_option_timing_grouped_the_attacker_always_goes_first() -> None:
    state = blank(seed=3)
    state.options["timing"] = "grouped"
    improve(state, 0, "brutal_tactics")
    improve(state, 1, "armorers")
    marquise_attacks_in_5(state)
    state.apply(0, "done")
    state.apply(1, "use armorers")
    assert frames.top(state) is None or frames.top(state)["type"] != "battle_effect"
    assert warriors(state, EYRIE) == 3
