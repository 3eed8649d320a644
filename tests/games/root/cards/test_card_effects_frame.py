"""The "card_effects" frame at the start of each phase (Law of Root 3.1.3,
1.4), the effects' notation, refusals and texts."""

from __future__ import annotations

import json

import pytest

from games.core.data import data_path
from games.core.errors import BadNotation, IllegalAction
from games.root import cards, frames
from games.root.actions import UseEffect
from games.root.effects import EFFECTS
from games.root.effects.actions import UseOnClearing, UseOnPlayer
from games.root.notation import parse
from tests.games.root.cards.position import (
    CAT,
    EYRIE,
    blank,
    give,
    improve,
    legal_text,
    phase_start,
    put,
)


def start_turn(state, seat: int = 0) -> None:  # type: ignore[no-untyped-def]
    frames.push(state, "turn", seat=seat, phase="birdsong")
    frames.settle(state)


def test_1_4_birdsong_card_effects_come_before_the_factions_birdsong() -> None:
    state = blank()
    improve(state, 0, "better_burrow_bank")
    put(state, 1, CAT, buildings=["sawmill"])
    start_turn(state)
    assert [f["type"] for f in state.stack] == ["turn", "card_effects"]
    assert state.pending()[0].kind == "card_effects_birdsong_start"
    assert state.phase == "birdsong"
    state.apply(0, "use better_burrow_bank e")
    assert state.board["1"]["tokens"] == [[CAT, "wood"]]  # then her Birdsong ran
    assert state.phase == "daylight"


def test_1_4_evening_card_effects_come_before_the_evening_draw() -> None:
    state = blank()
    improve(state, 0, "cobbler")
    put(state, 1, CAT, warriors=2)
    frames.push(state, "turn", seat=0, phase="evening")
    frames.settle(state)
    assert state.pending()[0].kind == "card_effects_evening_start"
    assert state.hands[0] == []  # she has not drawn yet
    state.apply(0, "done")
    assert len(state.hands[0]) == 1  # now the Evening draws


def test_no_question_without_an_effect_to_use() -> None:
    state = blank()
    improve(state, 0, "tax_collector", "armorers")  # not start-of-phase cards
    for phase in ("birdsong", "daylight", "evening"):
        assert not phase_start(state, 0, phase)
    assert state.stack == []


def test_the_turn_clears_once_per_turn_uses_at_birdsong() -> None:
    state = blank()
    improve(state, 0, "stand_and_deliver")
    give(state, 1, "anvil#1", "sword#1", "sappers#1")
    start_turn(state)
    state.apply(0, "use stand_and_deliver e")
    assert state.turn_flags["effects_used"] == ["stand_and_deliver"]
    state.stack.clear()
    start_turn(state)  # the next turn of the same seat
    assert "use stand_and_deliver e" in legal_text(state, 0)


def test_better_burrow_bank_done_is_refused_politely() -> None:
    state = blank()
    improve(state, 0, "better_burrow_bank")
    phase_start(state, 0, "birdsong")
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "done")
    assert refused.value.key == "root.error.effect_required"
    assert "`use better_burrow_bank e`" in refused.value.text("en")
    assert state.to_json() == before


def test_an_effect_not_in_play_is_refused_and_nothing_changes() -> None:
    state = blank()
    improve(state, 0, "royal_claim")
    phase_start(state, 0, "birdsong")
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "use cobbler")
    assert refused.value.key == "root.error.effect_not_now"
    assert "Cobbler" in refused.value.text("en") and "Zapatero" in refused.value.text("es")
    assert state.to_json() == before


def test_the_other_player_cannot_answer() -> None:
    state = blank()
    improve(state, 0, "royal_claim")
    phase_start(state, 0, "birdsong")
    assert state.legal(1) == []


@pytest.mark.parametrize(
    "action",
    [UseEffect("cobbler"), UseOnClearing("tax_collector", 12), UseOnPlayer("codebreakers", EYRIE),
     UseOnPlayer("better_burrow_bank", CAT)],
)
def test_notation_round_trips(action: object) -> None:
    assert parse(str(action)) == action


@pytest.mark.parametrize("text", ["use no_such_card 5", "use codebreakers z", "use cobbler 123"])
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(BadNotation):
        parse(text)


def test_labels_are_readable_in_both_languages() -> None:
    state = blank()
    improve(state, 0, "royal_claim", "stand_and_deliver", "tax_collector", "codebreakers")
    put(state, 5, CAT, warriors=1)
    give(state, 1, "anvil#1")
    phase_start(state, 0, "birdsong")
    from games.root.rules import daylight_extras

    actions = [*state.legal(0), *daylight_extras(state, 0)]
    assert len(actions) == 5
    for locale in ("en", "es"):
        for action in actions:
            text = state.label(action, locale)
            assert text and "root." not in text and "{" not in text, text


def test_catalogs_have_the_same_keys_and_name_every_card() -> None:
    folder = data_path("root", "i18n", "cards")
    en = json.loads((folder / "en.json").read_text("utf-8"))
    es = json.loads((folder / "es.json").read_text("utf-8"))
    assert set(en) == set(es)
    for card in cards.catalogue().values():
        assert f"card.{card.id}" in en
        if card.kind in ("persistent", "immediate", "ambush", "dominance"):
            assert f"card.{card.id}.effect" in en
    for card_id in EFFECTS:
        assert f"card.{card_id}.effect" in en
    for timing in ("birdsong_start", "daylight_start", "evening_start"):
        assert f"prompt.card_effects_{timing}" in en
