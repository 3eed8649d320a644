"""Birdsong improvements: Royal Claim, Stand and Deliver!, Better Burrow Bank
(Law of Root 3.1.3; the cards as summarized in the reference data)."""

from __future__ import annotations

from games.root import frames
from tests.games.root.cards.position import (
    CAT,
    EYRIE,
    blank,
    card_count,
    give,
    improve,
    legal_text,
    phase_start,
    put,
)


def test_3_1_3_royal_claim_discards_itself_for_one_vp_per_ruled_clearing() -> None:
    state = blank()
    improve(state, 0, "royal_claim")
    put(state, 1, CAT, warriors=2)
    put(state, 5, CAT, buildings=["sawmill"])
    put(state, 9, CAT, warriors=1)
    put(state, 9, EYRIE, warriors=3)  # the Eyrie rule 9, not the Marquise
    assert phase_start(state, 0, "birdsong")
    assert "use royal_claim" in legal_text(state, 0)
    events = state.apply(0, "use royal_claim")
    assert state.vp[CAT] == 2
    assert state.improvements[CAT] == []
    assert state.discard == ["royal_claim#1"]
    assert any(e.kind == "effect_royal_claim" and e.params["clearings"] == 2 for e in events)


def test_2_7_royal_claim_counts_the_eyries_tied_clearings_for_them() -> None:
    """Lords of the Forest (7.2.2): a tie the Eyrie is in is theirs."""
    state = blank()
    improve(state, 1, "royal_claim")
    put(state, 3, CAT, warriors=2)
    put(state, 3, EYRIE, warriors=2)
    phase_start(state, 1, "birdsong")
    state.apply(1, "use royal_claim")
    assert state.vp[EYRIE] == 1


def test_3_1_3_stand_and_deliver_takes_a_random_card_and_the_victim_scores() -> None:
    state = blank()
    improve(state, 0, "stand_and_deliver")
    give(state, 1, "anvil#1", "sword#1", "cobbler#1")
    before = card_count(state)
    phase_start(state, 0, "birdsong")
    events = state.apply(0, "use stand_and_deliver e")
    assert len(state.hands[0]) == 1 and len(state.hands[1]) == 2
    assert state.hands[0][0] in ("anvil#1", "sword#1", "cobbler#1")
    assert state.vp[EYRIE] == 1
    assert events.barrier  # chance and a secret: no undo across it
    assert card_count(state) == before
    assert state.improvements[CAT] == ["stand_and_deliver#1"]  # it stays in play


def test_1_2_1_the_card_taken_is_told_only_to_the_taker_and_its_old_owner() -> None:
    state = blank()
    improve(state, 0, "stand_and_deliver")
    give(state, 1, "anvil#1", "sword#1")
    phase_start(state, 0, "birdsong")
    events = state.apply(0, "use stand_and_deliver e")
    taken = state.hands[0][0]
    public = [e for e in events if e.to is None]
    assert all(taken not in str(e.params) for e in public)
    secret = [e for e in events if e.kind == "card_taken"]
    assert secret[0].to == frozenset({0, 1}) and secret[0].params["card"] == taken
    assert taken not in str(state.view(None))


def test_stand_and_deliver_as_printed_has_no_limit_but_an_empty_hand() -> None:
    """The card sets no limit (default `stand_and_deliver=unlimited`): it may be
    used again while the other player has cards; never on an empty hand."""
    state = blank()
    improve(state, 0, "stand_and_deliver")
    assert not phase_start(state, 0, "birdsong")  # empty hand: nothing to ask
    give(state, 1, "anvil#1", "sword#1")
    phase_start(state, 0, "birdsong")
    state.apply(0, "use stand_and_deliver e")
    assert legal_text(state, 0) == ["use stand_and_deliver e", "done"]
    state.apply(0, "use stand_and_deliver e")
    assert state.hands[1] == [] and state.vp[EYRIE] == 2
    assert frames.top(state) is None  # nothing left to take


def test_option_stand_and_deliver_once_per_turn() -> None:
    """`stand_and_deliver=once` (HRF's reading): once per turn."""
    state = blank()
    state.options["stand_and_deliver"] = "once"
    improve(state, 0, "stand_and_deliver")
    give(state, 1, "anvil#1", "sword#1")
    phase_start(state, 0, "birdsong")
    state.apply(0, "use stand_and_deliver e")
    assert frames.top(state) is None  # used: nothing left to offer
    assert not phase_start(state, 0, "birdsong")


def test_better_burrow_bank_must_be_used_and_both_players_draw() -> None:
    state = blank()
    improve(state, 0, "better_burrow_bank")
    phase_start(state, 0, "birdsong")
    assert legal_text(state, 0) == ["use better_burrow_bank e"]  # no `done`: it is not "may"
    events = state.apply(0, "use better_burrow_bank e")
    assert len(state.hands[0]) == 1 and len(state.hands[1]) == 1
    drawn = [e for e in events if e.kind == "drew_cards"]
    assert [e.to for e in drawn] == [frozenset({0}), frozenset({1})]
    assert frames.top(state) is None


def test_declining_birdsong_effects_changes_nothing() -> None:
    state = blank()
    improve(state, 0, "royal_claim")
    put(state, 1, CAT, warriors=2)
    give(state, 1, "anvil#1")
    phase_start(state, 0, "birdsong")
    before = state.to_json()
    state.apply(0, "done")
    after = state.to_json()
    assert after["stack"] == [] and before["stack"] != []
    del before["stack"], after["stack"]
    assert before == after
