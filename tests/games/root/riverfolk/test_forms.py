"""The Riverfolk's prices form (seed 000 11.3.4, 11.6.2): three prices in one form,
played as the one `prices h r m` action (or `done` when nothing changed)."""

from __future__ import annotations

import pytest

from games.core.forms import FormRefused, fill
from games.root.actions import Done
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.actions import SetPrices
from tests.support.forms import reach, stepped

OPTIONS = {"factions": "eyrie,riverfolk", "first_player": "1"}


def test_11_3_4_the_form_asks_each_price_the_current_one_chosen() -> None:
    state, seat, form = reach("root", 2, OPTIONS, 5, "prices")
    made = form.form(state, seat, "en")
    assert [f.id for f in made.fields] == ["hand_card", "riverboats", "mercenaries"]
    now = rb.prices(state)
    for field in made.fields:
        assert [o.value for o in field.options] == ["1", "2", "3", "4"]
        assert [o.value for o in field.options if o.default] == [str(now[field.id])]
    assert made.fields[0].options[0].label == "1 warrior"
    assert made.fields[0].options[1].label == "2 warriors"
    assert form.form(state, seat, "es").fields[0].options[1].label == "2 guerreros"


def test_11_3_4_new_prices_are_the_prices_step() -> None:
    state, seat, form = reach("root", 2, OPTIONS, 5, "prices")
    parts = fill(state, seat, form, {"hand_card": ["3"], "riverboats": ["1"],
                                     "mercenaries": ["4"]})
    assert [p.action for p in parts] == [SetPrices(3, 1, 4)]
    after = stepped(state, seat, [p.action for p in parts])
    assert rb.prices(after) == {"hand_card": 3, "riverboats": 1,
                                "mercenaries": 4}


def test_11_3_4_the_prices_as_they_stand_are_done() -> None:
    state, seat, form = reach("root", 2, OPTIONS, 5, "prices")
    now = rb.prices(state)
    answers = {service: [str(now[service])] for service in rb.SERVICES}
    assert [p.action for p in fill(state, seat, form, answers)] == [Done()]


def test_a_price_off_the_track_is_refused_and_nothing_changes() -> None:
    state, seat, form = reach("root", 2, OPTIONS, 5, "prices")
    before = state.to_json()
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, {"hand_card": ["9"], "riverboats": ["1"], "mercenaries": ["1"]})
    assert refused.value.field == "hand_card"
    assert state.to_json() == before
