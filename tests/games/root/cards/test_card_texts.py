"""Every event the card effects emit reads well in English and Spanish, and
names players and cards (not seat numbers or card ids)."""

from __future__ import annotations

import pytest

from games.core.types import Event
from games.root import frames
from tests.games.root.cards.position import CAT, EYRIE, blank, give, improve, phase_start, put

NAMES = ["Ana", "Bruno"]
OURS = ("effect_", "card_taken", "hand_seen", "improvement_discarded")


def events_of_every_card() -> list[Event]:
    state = blank()
    improve(state, 0, "royal_claim", "stand_and_deliver", "tax_collector", "codebreakers",
            "cobbler")
    improve(state, 1, "better_burrow_bank")
    put(state, 1, CAT, warriors=2)
    give(state, 1, "anvil#1", "sword#1")
    phase_start(state, 0, "birdsong")
    events = [*state.apply(0, "use royal_claim"), *state.apply(0, "use stand_and_deliver e")]
    frames.push(state, "marquise_daylight", seat=0, step="actions", actions=0)
    events += state.apply(0, "use tax_collector 1") + state.apply(0, "use codebreakers e")
    state.stack.clear()
    phase_start(state, 0, "evening")
    events += state.apply(0, "use cobbler")
    state.stack.clear()
    phase_start(state, 1, "birdsong")
    events += state.apply(1, "use better_burrow_bank c")
    put(state, 6, CAT, warriors=1)
    give(state, 1, "favor_of_the_foxes#1")
    for clearing in (1, 8, 12):
        put(state, clearing, EYRIE, buildings=["roost"])
    frames.push(state, "craft", seat=1, faction=EYRIE, pieces=[1, 8, 12])
    events += state.apply(1, "craft favor_of_the_foxes#1")
    return [e for e in events if e.kind.startswith(OURS)]


@pytest.mark.parametrize("locale", ["en", "es"])
def test_event_texts(locale: str) -> None:
    state = blank()
    events = events_of_every_card()
    kinds = {e.kind for e in events}
    assert len(kinds) >= 10, kinds
    for event in events:
        text = state.game.event_text(event, locale, NAMES)
        assert not text.startswith("event.") and "{" not in text, text
        assert "#" not in text, text  # names, not seats or card instances
        if "rival" in event.params:
            assert NAMES[event.params["rival"]] in text
