"""Root as a game of the platform: registry, `/hand` text, evaluation."""

from __future__ import annotations

import re

import pytest

from games.core import get_game
from games.core.errors import OptionError
from games.root import cards
from games.root.state import RootState


@pytest.mark.parametrize("locale", ["en", "es"])
def test_hand_shows_each_card_with_suit_cost_and_effect(locale: str) -> None:
    """Issue 4: `/hand` shows the player's cards with suit, cost and effect (1.2.1)."""
    game = get_game("root")
    state = game.setup(2, {"factions": "marquise,eyrie"}, 4)
    state.hands[0] = ["armorers#1", "anvil#1", "ambush_bird#1", "dominance_fox#1"]
    text = game.hand_text(state, 0, locale)
    lines = text.splitlines()
    assert len(lines) == 5 and "{" not in text
    assert game.catalog.text(locale, "card.armorers.effect") in lines[1]
    assert game.catalog.text(locale, "item.hammer") in lines[2]
    assert game.catalog.text(locale, "hand.ambush") in lines[3]
    assert game.catalog.text(locale, "faction.marquise") in lines[0]


def test_every_card_of_the_deck_reads_in_both_languages() -> None:
    game = get_game("root")
    state = game.setup(2, {}, 1)
    for locale in ("en", "es"):
        state.hands[1] = cards.full_deck()
        for line in game.hand_text(state, 1, locale).splitlines()[1:]:
            unresolved = re.search(r"\b(card|item|hand)\.[a-z]", line)
            assert "{" not in line and not unresolved, line


def test_the_heuristic_eye_prefers_more_points() -> None:
    game = get_game("root")
    state = game.setup(2, {"factions": "marquise,eyrie"}, 2)
    before = game.evaluate(state, 0)
    state.vp[state.factions[0]] += 5
    assert game.evaluate(state, 0) > before


def every_card(state) -> list[str]:
    return state.deck + state.discard + [c for hand in state.hands for c in hand]


def test_setup_keeps_the_dominance_cards_by_default() -> None:
    """Seed 000 (2.1.5, 5.1): the standard deck of 54, dominance cards included."""
    state = get_game("root").setup(2, {}, 6)
    assert sum(cards.card(c).kind == "dominance" for c in every_card(state)) == 4
    assert len(every_card(state)) == 54


def test_option_dominance_out_removes_the_four_dominance_cards() -> None:
    """The current Law's two-player rule, as an option: no dominance card is
    dealt, drawn or ever available."""
    state = get_game("root").setup(2, {"dominance": "out"}, 6)
    assert not any(cards.card(c).kind == "dominance" for c in every_card(state))
    assert len(every_card(state)) == 50


@pytest.mark.parametrize("locale", ["en", "es"])
def test_the_result_says_how_the_game_was_won(locale: str) -> None:
    """4.1 and 4.3.1: the final message names the way to victory."""
    from games.core.types import Result

    game = get_game("root")
    by_vp = Result((30, 12), (0,), (0, 1), {"how": "vp", "faction": "marquise"})
    by_dominance = Result((14, 22), (0,), (0, 1), {"how": "dominance", "faction": "marquise"})
    vp_line = game.result_lines(by_vp, locale, ["Ann", "Bob"])
    dominance_line = game.result_lines(by_dominance, locale, ["Ann", "Bob"])
    assert len(vp_line) == 1 and "Ann" in vp_line[0] and "30" in vp_line[0]
    assert dominance_line[0] != vp_line[0] and "{" not in dominance_line[0]
    assert game.catalog.text(locale, "faction.marquise") in dominance_line[0]


def test_every_option_defaults_to_the_printed_rule() -> None:
    """Issue 10: the rulebook (and, for cards, the card) as printed is the
    default; our variants are the other values (docs/rules/root.md)."""
    game = get_game("root")
    defaults = {spec.name: spec.default for spec in game.options}
    assert defaults == {
        "first_player": "random",
        "dominance": "in",
        "timing": "printed",
        "royal_claim": "choose",
        "stand_and_deliver": "unlimited",
        "card_choice": "required",
        "factions": "choose",
    }
    state = game.setup(2, {"timing": "grouped", "royal_claim": "auto"}, 1)
    assert state.options["timing"] == "grouped"
    assert state.options["stand_and_deliver"] == "unlimited"


@pytest.mark.parametrize("locale", ["en", "es"])
def test_every_option_is_described(locale: str) -> None:
    game = get_game("root")
    for spec in game.options:
        text = game.catalog.text(locale, spec.description_key)
        assert all(value in text for value in spec.choices if not value.isdigit()), text


def test_5_1_1_factions_are_seated_in_the_order_named() -> None:
    game = get_game("root")
    state = game.setup(2, {"factions": "eyrie, marquise"}, 3)
    assert isinstance(state, RootState)
    assert state.factions == ["eyrie", "marquise"]


@pytest.mark.parametrize(
    ("listed", "key"),
    [
        ("marquise", "root.error.faction_count"),
        ("marquise,marquise", "root.error.faction_twice"),
        ("vagabond,vagabond", "root.error.faction_anchor"),
    ],
)
def test_5_1_1_a_table_that_cannot_be_seated_is_refused(listed: str, key: str) -> None:
    """One faction per seat, each once, one of Marquise/Eyrie/Lizard Cult among them,
    and only factions the engine plays (the error names what is possible)."""
    with pytest.raises(OptionError) as refused:
        get_game("root").setup(2, {"factions": listed}, 1)
    assert refused.value.key == key
    assert get_game("root").catalog.has(key)


def test_5_1_1_a_faction_the_engine_does_not_play_yet_is_refused() -> None:
    """A faction the registry does not hold (issue 12 added them one by one) is
    neither among the option's choices nor accepted; its name comes back again."""
    from games.root.factions.base import FACTIONS
    from games.root.options import FACTION_NAMES
    from games.root.options import FACTIONS as FACTIONS_OPTION

    get_game("root")
    saved = dict(FACTIONS)
    del FACTIONS["riverfolk"]
    try:
        assert "riverfolk" not in FACTION_NAMES and "riverfolk" not in FACTIONS_OPTION.choices
        with pytest.raises(OptionError) as refused:
            get_game("root").setup(2, {"factions": "marquise,riverfolk"}, 1)
        assert refused.value.key == "error.option_value"
        assert "riverfolk" not in refused.value.params["choices"]
    finally:
        FACTIONS.clear()
        FACTIONS.update(saved)  # the registry's order, which the engine reads
    assert list(FACTION_NAMES) == [
        "marquise", "eyrie", "alliance", "vagabond", "lizards", "riverfolk"
    ]  # the rules' sections, 6 to 11


def test_the_factions_option_refuses_a_name_it_does_not_know() -> None:
    with pytest.raises(OptionError) as refused:
        get_game("root").setup(2, {"factions": "marquise,<@&1>"}, 1)
    assert "alliance" in refused.value.params["choices"]
