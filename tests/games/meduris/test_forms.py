"""Meduris' payment form ("Emplear materias primas", "Tipo de cambio"): how many of
each resource, played as the one `pay ...` step, checked by the engine."""

from __future__ import annotations

import pytest

from games.core.forms import FormRefused, fill
from games.meduris import building
from games.meduris.actions import Build
from tests.support.forms import reach, stepped

OPTIONS = {"first_player": "1", "bonus": "spread"}


def pay_position():
    return reach("meduris", 2, OPTIONS, 42, "pay", prefer=lambda a: isinstance(a, Build))


def test_pay_the_form_has_a_count_per_resource_up_to_what_is_held() -> None:
    state, seat, form = pay_position()
    made = form.form(state, seat, "en")
    frame = state.awaiting_payment()
    assert made.title == f"Pay for the {frame['kind']} on plot {frame['plot'] + 1}"
    assert [f.id for f in made.fields] == ["wool", "wood", "stone", "copper"]
    held = state.holding(seat)
    for field, count in zip(made.fields, held, strict=True):
        assert [o.value for o in field.options] == [str(n) for n in range(count + 1)]
        assert field.label.endswith(f"(you hold {count})")
    # The direct payment (the first the step lists) is chosen already.
    direct = building.payment_options(state, seat, frame["kind"], frame["plot"])[0].amounts
    assert [next(o.value for o in f.options if o.default) for f in made.fields] == [
        str(n) for n in direct]
    assert form.form(state, seat, "es").fields[0].options[0].label == "nada de lana"


def test_pay_every_way_the_step_offers_is_one_filling_of_the_form() -> None:
    state, seat, form = pay_position()
    offered = state.legal(seat)
    assert len(offered) > 1
    for pay in offered:
        answers = {r: [str(n)] for r, n in zip(["wool", "wood", "stone", "copper"],
                                                pay.amounts, strict=True)}
        parts = fill(state, seat, form, answers)
        assert [p.action for p in parts] == [pay]
        assert stepped(state, seat, [pay]).to_json() == stepped(
            state, seat, [p.action for p in parts]).to_json()


def test_pay_counts_that_cover_nothing_are_refused_and_nothing_changes() -> None:
    state, seat, form = pay_position()
    before = state.to_json()
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, {"wool": ["0"], "wood": ["0"], "stone": ["0"], "copper": ["0"]})
    assert refused.value.field == "pay"
    assert "does not match" in refused.value.text("en", part="Pay")
    assert state.to_json() == before


def test_pay_more_than_held_is_no_option_of_the_form() -> None:
    state, seat, form = pay_position()
    held = state.holding(seat)
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, {"wool": [str(held[0] + 1)]})
    assert refused.value.field == "wool"
