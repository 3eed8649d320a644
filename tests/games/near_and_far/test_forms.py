"""Near and Far's draft keep form ("Redistribución de cartas de artefacto"): the
artifacts discarded, played as `drop` steps in the hand's order, then `ready`."""

from __future__ import annotations

import pytest

from games.core.forms import FormRefused, fill
from games.near_and_far import frames
from games.near_and_far.actions import Card, Word
from games.near_and_far.frames import DraftKeepFrame
from tests.support.forms import reach, stepped


def keep_position():
    return reach("near_and_far", 2, {}, 42, "draft_keep")


def _advanced(state, seat) -> list[str]:
    return list(frames.current(state, DraftKeepFrame)["advanced"][seat])


def test_draft_keep_the_form_lists_the_hand_advanced_marked() -> None:
    state, seat, form = keep_position()
    made = form.form(state, seat, "en")
    (field,) = made.fields
    hand = state.p(seat)["hand"]
    assert [o.value for o in field.options] == hand
    assert field.min == 0 and field.max == len(hand) and not field.required
    marked = [o.value for o in field.options if o.label.endswith("(advanced)")]
    assert marked == [c for c in hand if c in _advanced(state, seat)]
    assert form.form(state, seat, "es").fields[0].label == "Artefactos que descartas"


def test_draft_keep_the_answers_are_drops_then_ready() -> None:
    state, seat, form = keep_position()
    hand = state.p(seat)["hand"]
    advanced = _advanced(state, seat)
    dropped = [advanced[0], next(c for c in hand if c not in advanced)]
    parts = fill(state, seat, form, {"discard": list(reversed(dropped))})
    steps = [Card("drop", c) for c in hand if c in dropped] + [Word("ready")]
    assert [p.action for p in parts] == steps
    assert stepped(state, seat, steps).to_json() == stepped(
        state, seat, [p.action for p in parts]).to_json()


def test_draft_keep_both_advanced_kept_refuses_the_whole_form() -> None:
    state, seat, form = keep_position()
    basic = next(c for c in state.p(seat)["hand"] if c not in _advanced(state, seat))
    before = state.to_json()
    with pytest.raises(FormRefused) as refused:
        fill(state, seat, form, {"discard": [basic]})  # the drop is legal, `ready` is not
    assert refused.value.field == "discard"
    assert "at most one of your two advanced" in refused.value.text("en")
    assert state.to_json() == before


def test_draft_keep_a_card_not_in_the_hand_is_refused() -> None:
    state, seat, form = keep_position()
    with pytest.raises(FormRefused):
        fill(state, seat, form, {"discard": ["a99"]})
