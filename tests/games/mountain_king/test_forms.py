"""Mountain King's trade form ("Intercambiar con la reserva"): the resource taken and
the four given, played as `trade <resource>` then `give ...`, all or nothing."""

from __future__ import annotations

import pytest

from games.core.forms import FormRefused, fill
from games.mountain_king import resources
from games.mountain_king.actions import Give, Trade
from games.mountain_king.components import RESOURCES
from tests.support.forms import reach, stepped


def trade_position():
    return reach("mountain_king", 2, {}, 42, "trade")


def _four(state, seat, avoid: str) -> list[str]:
    """Four resources the seat holds, none of them `avoid`."""
    held = resources.holding(state, seat)
    given: list[str] = []
    for index, resource in enumerate(RESOURCES):
        if resource != avoid:
            given += [resource] * held[index]
    return given[:4]


def test_trade_the_form_takes_one_and_gives_four() -> None:
    state, seat, form = trade_position()
    made = form.form(state, seat, "en")
    assert made.title == "Trade 4 resources for 1"
    assert [f.id for f in made.fields] == ["take", "give_1", "give_2", "give_3", "give_4"]
    trades = [a.target for a in state.legal(seat) if isinstance(a, Trade)]
    assert [o.value for o in made.fields[0].options] == trades
    held = resources.holding(state, seat)
    assert [o.value for o in made.fields[1].options] == [
        r for r, n in zip(RESOURCES, held, strict=True) if n]
    assert form.form(state, seat, "es").title == "Cambiar 4 recursos por 1"


def test_trade_the_answers_are_the_two_steps() -> None:
    state, seat, form = trade_position()
    target = "rune"
    given = _four(state, seat, target)
    answers = {"take": [target], **{f"give_{i}": [r] for i, r in enumerate(given, 1)}}
    parts = fill(state, seat, form, answers)
    amounts = tuple(given.count(r) for r in RESOURCES)
    assert [p.action for p in parts] == [Trade(target), Give(amounts)]
    by_steps = stepped(state, seat, [Trade(target), Give(amounts)])
    assert stepped(state, seat, [p.action for p in parts]).to_json() == by_steps.to_json()


def test_trade_giving_what_is_taken_refuses_the_whole_form() -> None:
    state, seat, form = trade_position()
    held = resources.holding(state, seat)
    target = RESOURCES[max(range(len(RESOURCES)), key=lambda i: held[i])]
    others = _four(state, seat, target)
    given = [target, *others[:3]]
    before = state.to_json()
    answers = {"take": [target], **{f"give_{i}": [r] for i, r in enumerate(given, 1)}}
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, answers)
    assert refused.value.field == "give_1"  # `trade` alone would have been legal
    assert state.to_json() == before


def test_trade_a_missing_resource_is_refused() -> None:
    state, seat, form = trade_position()
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, {"take": ["rune"], "give_1": ["stone"]})
    assert refused.value.field == "give_2"


def test_trade_already_chosen_the_form_gives_only() -> None:
    state, seat, form = trade_position()
    state.apply(seat, Trade("rune"))
    assert state.game.forms.offered(state, seat) is form
    made = form.form(state, seat, "en")
    assert [o.value for o in made.fields[0].options] == ["rune"]
    given = _four(state, seat, "rune")
    answers = {"take": ["rune"], **{f"give_{i}": [r] for i, r in enumerate(given, 1)}}
    amounts = tuple(given.count(r) for r in RESOURCES)
    assert [p.action for p in fill(state, seat, form, answers)] == [Give(amounts)]
