"""When the cards and the Daylight extras may be used: as printed (the default,
`timing=printed`) at every moment of the phase where using them could change
something; with `timing=grouped` only at the start of Birdsong and in the
Daylight menus (docs/rules/root.md, "Rules as printed").

Royal Claim and Stand and Deliver! say "in Birdsong"; Tax Collector and
Codebreakers "once in Daylight"; the dominance cards may be activated or taken
"in your Daylight" (Law of Root 4.3.1, 4.3.4).
"""

from __future__ import annotations

import pytest

from games.root import frames
from games.root.factions.eyrie.setup import crown
from tests.games.root.cards.position import (
    CAT,
    EYRIE,
    blank,
    give,
    improve,
    legal_text,
    put,
)


def grouped(state) -> None:  # type: ignore[no-untyped-def]
    state.options["timing"] = "grouped"


def prompt_kind(state) -> str | None:  # type: ignore[no-untyped-def]
    prompts = state.pending()
    return prompts[0].kind if prompts else None


def eyrie_birdsong(state) -> None:  # type: ignore[no-untyped-def]
    """The Eyrie's Birdsong (seat 1), its start-of-Birdsong question answered."""
    crown(state, 1, "despot")
    state.turn_index = 1
    frames.push(state, "eyrie_birdsong", seat=1, step="emergency", added=[])
    frames.settle(state)


# -- in Birdsong: Royal Claim, Stand and Deliver! -----------------------------------------


def test_in_birdsong_stand_and_deliver_again_after_emergency_orders_drew() -> None:
    """An empty-handed Eyrie draws by Emergency Orders (7.4.1), then may still
    take a card with Stand and Deliver!: two cards for the Decree, not one."""
    state = blank()
    improve(state, 1, "stand_and_deliver")
    give(state, 0, "anvil#1", "sword#1")
    put(state, 1, EYRIE, warriors=1, buildings=["roost"])
    eyrie_birdsong(state)
    assert prompt_kind(state) == "card_effects_birdsong"
    assert legal_text(state, 1) == ["use stand_and_deliver c", "done"]
    state.apply(1, "use stand_and_deliver c")
    state.apply(1, "done")
    assert len(state.hands[1]) == 2 and prompt_kind(state) == "eyrie_add_decree"


def test_option_timing_grouped_no_birdsong_cards_after_emergency_orders() -> None:
    state = blank()
    grouped(state)
    improve(state, 1, "stand_and_deliver")
    give(state, 0, "anvil#1", "sword#1")
    put(state, 1, EYRIE, warriors=1, buildings=["roost"])
    eyrie_birdsong(state)
    assert len(state.hands[1]) == 1 and prompt_kind(state) == "eyrie_add_decree"


def test_in_birdsong_royal_claim_again_after_a_new_roost() -> None:
    """A New Roost (7.4.3) changes who rules: Royal Claim may count it."""
    state = blank()
    improve(state, 1, "royal_claim")
    give(state, 1, "anvil#1")
    eyrie_birdsong(state)
    state.apply(1, "decree move anvil#1")  # the hand is empty: no second card
    assert prompt_kind(state) == "eyrie_new_roost"  # the empty clearings tie
    state.apply(1, "roost 2")
    assert prompt_kind(state) == "card_effects_birdsong"
    state.apply(1, "use royal_claim")
    assert state.vp[EYRIE] == 1 and frames.top(state) is None


def test_option_timing_grouped_no_royal_claim_after_a_new_roost() -> None:
    state = blank()
    grouped(state)
    improve(state, 1, "royal_claim")
    give(state, 1, "anvil#1")
    eyrie_birdsong(state)
    state.apply(1, "decree move anvil#1")  # the hand is empty: no second card
    state.apply(1, "roost 2")
    assert frames.top(state) is None and state.vp[EYRIE] == 0


def test_in_birdsong_not_asked_again_when_nothing_changed() -> None:
    """With cards in hand Emergency Orders draw nothing: no second question."""
    state = blank()
    improve(state, 1, "stand_and_deliver")
    give(state, 0, "anvil#1")
    give(state, 1, "sword#1")
    put(state, 1, EYRIE, warriors=1, buildings=["roost"])
    eyrie_birdsong(state)
    assert prompt_kind(state) == "eyrie_add_decree"


# -- in Daylight: the Marquise before crafting ---------------------------------------------


def marquise_daylight(state) -> None:  # type: ignore[no-untyped-def]
    frames.push(state, "marquise_daylight", seat=0, step="extras", actions=3)
    frames.settle(state)


def test_in_daylight_the_marquise_may_use_tax_collector_before_crafting() -> None:
    """Tax Collector draws a card (once in Daylight), which her workshop may
    then craft: the moment before crafting is in her Daylight too."""
    state = blank()
    improve(state, 0, "tax_collector")
    put(state, 1, CAT, warriors=2, buildings=["workshop"])
    state.deck.remove("anvil#1")
    state.deck.append("anvil#1")  # the next card drawn: a fox item
    marquise_daylight(state)
    assert prompt_kind(state) == "marquise_extras_before_craft"
    assert legal_text(state, 0) == ["use tax_collector 1", "done"]
    assert state.label(state.legal(0)[-1], "en") == "Go on to crafting"
    state.apply(0, "use tax_collector 1")  # nothing else to use: on to crafting
    assert legal_text(state, 0) == ["craft anvil#1", "done"]
    state.apply(0, "craft anvil#1")
    assert state.crafted_items[CAT] == ["hammer"]


def test_option_timing_grouped_the_marquise_crafts_first() -> None:
    state = blank()
    grouped(state)
    improve(state, 0, "tax_collector")
    put(state, 1, CAT, warriors=2, buildings=["workshop"])
    marquise_daylight(state)
    assert prompt_kind(state) == "marquise_actions"  # empty hand: nothing to craft
    assert "use tax_collector 1" in legal_text(state, 0)


def test_in_daylight_a_dominance_card_alone_asks_nothing_before_crafting() -> None:
    """Activating is better after crafting (crafting then scores): her menu has it."""
    state = blank()
    state.vp[CAT] = 12
    put(state, 1, CAT, warriors=2, buildings=["workshop"])
    give(state, 0, "dominance_fox#1")
    marquise_daylight(state)
    assert prompt_kind(state) == "craft"  # asked: a card may be craftable (1.2.1)
    state.apply(0, "done")
    assert prompt_kind(state) == "marquise_actions"
    assert "activate dominance_fox#1" in legal_text(state, 0)


def test_in_daylight_no_question_before_crafting_without_workshops() -> None:
    """Without workshops her menu, with the extras, comes at once."""
    state = blank()
    improve(state, 0, "tax_collector")
    put(state, 1, CAT, warriors=2)
    marquise_daylight(state)
    assert prompt_kind(state) == "marquise_actions"


# -- in Daylight: the Eyrie between crafting and the Decree --------------------------------


def eyrie_daylight(state) -> None:  # type: ignore[no-untyped-def]
    crown(state, 1, "despot")
    state.turn_index = 1
    frames.push(state, "eyrie_daylight", seat=1, step="extras_first")
    frames.settle(state)


def crafting_eyrie(state) -> None:  # type: ignore[no-untyped-def]
    """10 VP, a roost in fox clearing 1, a fox item and a dominance card in hand."""
    state.vp[EYRIE] = 10
    put(state, 1, EYRIE, warriors=2, buildings=["roost"])
    give(state, 1, "anvil#1", "dominance_fox#1")


def test_in_daylight_the_eyrie_may_activate_dominance_after_crafting() -> None:
    """Craft the item (its VP still count), then activate before the Decree —
    which might end in turmoil, and Daylight with it."""
    state = blank()
    crafting_eyrie(state)
    eyrie_daylight(state)
    assert prompt_kind(state) == "eyrie_daylight_extras.before"
    state.apply(1, "done")
    state.apply(1, "craft anvil#1")
    assert state.vp[EYRIE] == 11  # Disdain for Trade: 1 VP
    assert prompt_kind(state) == "eyrie_daylight_extras.crafted"
    state.apply(1, "activate dominance_fox#1")
    assert state.dominance == {EYRIE: "dominance_fox#1"}


def test_option_timing_grouped_the_decree_follows_crafting() -> None:
    state = blank()
    grouped(state)
    crafting_eyrie(state)
    eyrie_daylight(state)
    state.apply(1, "done")
    state.apply(1, "craft anvil#1")
    assert prompt_kind(state) != "eyrie_daylight_extras.crafted"
    assert state.dominance == {}


@pytest.mark.parametrize("timing", ["printed", "grouped"])
def test_in_daylight_no_question_after_crafting_nothing(timing: str) -> None:
    state = blank()
    state.options["timing"] = timing
    crafting_eyrie(state)
    eyrie_daylight(state)
    state.apply(1, "done")  # the extras before crafting
    state.apply(1, "done")  # no crafting
    assert prompt_kind(state) != "eyrie_daylight_extras.crafted"
