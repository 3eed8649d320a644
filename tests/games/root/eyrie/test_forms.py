"""The Eyrie's decree form (seed 003 7.4.2): its answers are the steps `decree
<column> <card>` (and `done`), checked by the engine, all or nothing."""

from __future__ import annotations

import pytest

from games.core.forms import FormRefused, fill
from games.root.actions import Done
from games.root.factions.eyrie.actions import AddToDecree
from tests.support.forms import reach, stepped

OPTIONS = {"factions": "eyrie,riverfolk", "first_player": "1"}


def decree_position():
    return reach("root", 2, OPTIONS, 5, "decree")


def test_7_4_2_the_form_offers_the_hand_and_the_four_columns() -> None:
    state, seat, form = decree_position()
    made = form.form(state, seat, "en")
    assert made.title == "Add to the Decree"
    assert [f.id for f in made.fields] == ["card", "column", "second_card", "second_column"]
    hand = list(dict.fromkeys(state.hands[seat]))
    assert [o.value for o in made.fields[0].options] == hand
    assert [o.label for o in made.fields[1].options] == ["Recruit", "Move", "Battle", "Build"]
    assert not made.fields[2].required and made.fields[0].required
    spanish = form.form(state, seat, "es")
    assert spanish.title == "Añadir al Decreto"
    assert next(o.label for o in spanish.fields[1].options) == "Reclutar"


def test_7_4_2_two_cards_are_the_two_steps() -> None:
    state, seat, form = decree_position()
    first, second = [c for c in state.hands[seat]][:2]
    answers = {"card": [first], "column": ["move"], "second_card": [second],
               "second_column": ["build"]}
    parts = fill(state, seat, form, answers)
    steps = [AddToDecree("move", first), AddToDecree("build", second)]
    assert [p.action for p in parts] == steps
    played = stepped(state, seat, [p.action for p in parts])
    assert played.to_json() == stepped(state, seat, steps).to_json()


def test_7_4_2_one_card_then_done_while_the_hand_holds_more() -> None:
    state, seat, form = decree_position()
    card = state.hands[seat][0]
    parts = fill(state, seat, form, {"card": [card], "column": ["recruit"]})
    assert [p.action for p in parts] == [AddToDecree("recruit", card), Done()]


def test_7_4_2_at_most_one_bird_refuses_the_whole_form() -> None:
    state, seat, form = decree_position()
    state.hands[seat][:2] = ["ambush_bird#1", "crossbow_bird#1"]
    state.changed()
    before = state.to_json()
    answers = {"card": ["ambush_bird#1"], "column": ["battle"],
               "second_card": ["crossbow_bird#1"], "second_column": ["move"]}
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, answers)
    assert refused.value.field == "second_card"  # the first card alone would be legal
    assert "Second card" in refused.value.text("en", part="Second card")
    assert state.to_json() == before, "all or nothing: the first card is not added"


def test_a_card_not_in_the_hand_is_refused_as_no_choice_offered() -> None:
    state, seat, form = decree_position()
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, {"card": ["not_a_card#9"], "column": ["move"]})
    assert refused.value.field == "card"
    assert "not one of the choices" in refused.value.text("en")


def test_a_second_card_without_its_column_is_refused() -> None:
    state, seat, form = decree_position()
    first, second = state.hands[seat][:2]
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, {"card": [first], "column": ["move"], "second_card": [second]})
    assert refused.value.field == "second_column"


def test_the_form_is_offered_at_the_first_card_only() -> None:
    state, seat, _form = decree_position()
    state.apply(seat, AddToDecree("move", state.hands[seat][0]))
    assert state.game.forms.offered(state, seat) is None
