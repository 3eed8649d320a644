"""Turmoil (Law of Root 7.7): humiliate, purge, depose, rest."""

from __future__ import annotations

from games.root import frames
from games.root.factions.eyrie import board as eb
from tests.games.root.eyrie.position import (
    EYRIE,
    SEAT,
    begin,
    blank,
    decree,
    kinds,
    legal_text,
    play,
    prompt_kind,
    put,
    top_type,
)


def fall(state):
    """Turmoil as the Decree frame hands over to it."""
    return begin(state, "eyrie_turmoil", step="humiliate")


def test_example_7_7_1_humiliation_counts_the_loyal_viziers():
    """Seed 000 7.7.1: "Pierde 1 punto de victoria por carta de pájaro (*incluyendo Visires
    Leales*) en el Decreto" (one VP lost per bird card in the Decree, Loyal Viziers included).
    7.7.1: two viziers and one bird card: -3 VP."""
    state = blank(leader="despot")
    state.vp[EYRIE] = 5
    decree(state, recruit=["sappers#1", "anvil#1"], battle=["investments#1"])
    events = fall(state)
    assert events[0].kind == "eyrie_turmoil" and events[0].params["birds"] == 3
    assert state.vp[EYRIE] == 2


def test_7_7_1_vp_never_below_zero():
    state = blank()
    state.vp[EYRIE] = 1
    decree(state, move=["sappers#1", "armorers#1"])
    fall(state)
    assert state.vp[EYRIE] == 0


def test_7_7_2_purge_discards_all_but_the_viziers():
    """7.7.2: Decree cards to the discard pile; the viziers stay (they move with
    the next leader, 7.7.3)."""
    state = blank(leader="despot")
    decree(state, recruit=["sappers#1"], build=["anvil#1"])
    events = fall(state)
    assert "eyrie_purged" in kinds(events)
    assert state.discard[-2:] == ["sappers#1", "anvil#1"]
    assert all(eb.decree(state)[c] == [] for c in eb.COLUMNS)
    play(state, "leader builder")
    assert eb.column_cards(state, "recruit") == [eb.VIZIER]
    assert eb.column_cards(state, "move") == [eb.VIZIER]


def test_7_7_2_a_purged_dominance_card_becomes_available():
    """4.3.3 with 7.7.2: a discarded dominance card goes beside the map."""
    state = blank()
    decree(state, move=["dominance_fox#1"])
    fall(state)
    assert state.available_dominance == ["dominance_fox#1"]
    assert "dominance_fox#1" not in state.discard


def test_7_7_3_depose_and_choose_a_face_up_leader():
    """7.7.3: the leader goes face down; a new one among the face-up."""
    state = blank(leader="despot")
    fall(state)
    assert prompt_kind(state) == "eyrie_new_leader"
    assert legal_text(state) == ["leader builder", "leader charismatic", "leader commander"]
    play(state, "leader commander")
    data = eb.data(state)
    assert (data["leader"], data["leaders_down"]) == ("commander", ["despot"])
    assert data["leaders_up"] == ["builder", "charismatic"]
    assert eb.viziers(state) == ("move", "battle")


def test_7_7_3_the_last_face_up_leader_is_taken_without_asking():
    state = blank(leader="despot")
    eb.data(state).update(leaders_up=["builder"], leaders_down=["charismatic", "commander"])
    events = fall(state)
    assert "eyrie_leader.builder" in kinds(events)
    assert eb.leader(state) == "builder"
    assert top_type(state) is None


def test_7_7_3_i_a_new_generation_when_no_leader_is_face_up():
    """7.7.3.I: none face up: every leader face up again, the deposed one too."""
    state = blank(leader="despot")
    eb.data(state).update(leaders_up=[], leaders_down=["builder", "charismatic", "commander"])
    events = fall(state)
    assert "eyrie_new_generation" in kinds(events)
    assert legal_text(state) == [
        "leader builder", "leader charismatic", "leader commander", "leader despot",
    ]
    play(state, "leader despot")
    assert eb.data(state)["leaders_down"] == []


def test_7_7_4_rest_daylight_ends_and_evening_begins():
    """7.7.4: the rest of the Decree is not resolved; the turn goes on to Evening."""
    state = blank(leader="despot")
    put(state, 3, warriors=1, roosts=1)
    decree(state, recruit=["anvil#1"], build=["bake_sale#1"])  # no fox roost: turmoil
    frames.push(state, "turn", seat=SEAT, phase="daylight", started="daylight")
    frames.settle(state)
    events = play(state, "leader builder")
    phases = [e.params["phase"] for e in events if e.kind == "phase"]
    assert phases[0] == "evening"
    assert eb.roost_clearings(state) == [3]  # the Build card was never carried out
