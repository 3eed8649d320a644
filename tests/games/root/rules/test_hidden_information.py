"""Hidden information (Law of Root 1.2): what is drawn again when a position is
resampled, and the shared questions that a hand alone would raise, asked
whenever the table cannot rule the card out (issue 9; docs/rules/root.md,
"Hidden information").

1.2.1: "players may only reveal the cards in their hand when explicitly told
to, but the number of cards in a hand is public"; 1.2.2: the discard pile may
be inspected at any time. Clearing 5 is a rabbit clearing; the moles (seat 0)
attack the owls (seat 1).
"""

from __future__ import annotations

from games.core.rng import Rng
from games.root import cards
from games.root.actions import ActivateDominance, Ambush, Done, TakeDominance
from games.root.factions.base import FACTIONS
from games.root.rules import daylight_extras, dominance, may_offer_extras
from games.root.state import RootState
from tests.games.root.rules.position import (
    StandIn,
    open_frame,
    play,
    position,
    prompt_kinds,
    rig_dice,
)


def attack(text: str = "5: m4 w3", hands=([], []), discard=()):
    state = position(text, hands=hands)
    for card in discard:
        state.deck.remove(card)
        state.discard.append(card)
    open_frame(state, "battle", clearing_suit=None, optional=True)
    rig_dice(state, 1, 0)
    play(state, (0, "x5 w"))
    return state


# -- resampling (1.2.1, 1.2.2, 2.1.2) ---------------------------------------------------


def test_1_2_1_resample_draws_the_hands_again_but_keeps_their_sizes():
    state = position("5: m2", hands=[["anvil#1", "sword#1"], ["ambush_bird#1"]])
    state.discard.append(state.deck.pop())
    guess = state.resample((), Rng(3))
    assert [len(h) for h in guess.hands] == [2, 1] and len(guess.deck) == len(state.deck)
    assert guess.discard == state.discard  # 1.2.2: public
    assert guess.view(None) == state.view(None)
    assert guess.hands != state.hands
    pooled = sorted(c for pile in (*guess.hands, guess.deck) for c in pile)
    assert pooled == sorted(c for pile in (*state.hands, state.deck) for c in pile)


def test_1_2_1_resample_keeps_what_the_given_seats_see():
    state = position(hands=[["anvil#1", "sword#1"], ["ambush_bird#1", "cobbler#2"]])
    guess = state.resample((0,), Rng(5))
    assert guess.hands[0] == ["anvil#1", "sword#1"] and guess.view(0) == state.view(0)
    assert {"ambush_bird#1", "cobbler#2"} != set(guess.hands[1])
    everyone = state.resample((0, 1), Rng(5))
    assert everyone.hands == state.hands and everyone.deck != state.deck  # 2.1.2: nobody's


def test_1_2_1_resample_depends_only_on_what_the_seats_see():
    """Canonical: two positions seat 0 cannot tell apart give the same guess."""
    one = position(hands=[["anvil#1"], ["ambush_bird#1", "cobbler#2"]])
    other = one.resample((0,), Rng(8))
    assert other.to_json() != one.to_json()
    assert one.resample((0,), Rng(9)).to_json() == other.resample((0,), Rng(9)).to_json()


def test_4_3_4_a_dominance_card_taken_stays_known_in_its_hand():
    """The card is taken from beside the map in front of everyone: while it stays
    in the hand, the table knows it is there (public view `hands_shown`)."""
    state = position(hands=[["anvil#1", "sword#1"], ["cobbler#1"]], vp={"moles": 10})
    state.deck.remove("dominance_fox#1")
    state.available_dominance.append("dominance_fox#1")
    dominance.take(state, 0, TakeDominance("dominance_fox#1", "anvil#1"))
    assert state.view(None)["hands_shown"] == [["dominance_fox#1"], []]
    for seed in range(5):
        assert "dominance_fox#1" in state.resample((), Rng(seed)).hands[0]
    dominance.activate(state, 0, ActivateDominance("dominance_fox#1"))
    assert state.view(None)["hands_shown"] == [[], []] and state.known_cards == {}


def test_a_faction_face_down_pile_is_drawn_again_for_the_other_seats():
    """A faction may keep cards face down that only its seat sees (the
    Alliance's supporters, 8.2.3): `Faction.face_down_cards`."""
    FACTIONS["bats"] = PileKeeper("bats", "T")
    state = position(factions=("moles", "owls", "bats"), hands=[[], [], []])
    pile = state.faction_data["bats"]["pile"] = [state.deck.pop(), state.deck.pop()]
    kept = list(pile)
    assert state.resample((2,), Rng(1)).faction_data["bats"]["pile"] == kept
    redrawn = [state.resample((0,), Rng(s)).faction_data["bats"]["pile"] for s in range(3)]
    assert any(p != kept for p in redrawn) and all(len(p) == 2 for p in redrawn)


class PileKeeper(StandIn):
    def face_down_cards(self, state: RootState) -> list[list[str]]:
        return [self.mine(state).setdefault("pile", [])]


def test_a_version_1_save_loads_with_no_card_known():
    data = position(hands=[["anvil#1"], []]).to_json()
    del data["known_cards"]
    data["version"] = 1
    assert RootState.from_json(data).known_cards == {}


# -- questions a hand alone would raise ----------------------------------------------------


def test_3_3_1_ambush_is_asked_whenever_the_defender_may_hold_one():
    """No matching ambush in hand, but the table cannot know it: asked, privately,
    and `done` is the only answer."""
    state = attack(hands=([], ["sword#1"]))
    assert prompt_kinds(state) == [(1, "ambush")] and state.pending()[0].private
    assert state.legal(1) == [Done()]


def test_3_3_1_ambush_is_not_asked_when_the_table_knows_none_can_be_held():
    """An empty hand, or every matching ambush (rabbit, two birds) face up in the
    discard pile: nothing to ask."""
    assert attack().last_battle["ambush"] == "none"
    gone = ["ambush_rabbit#1", "ambush_bird#1", "ambush_bird#2"]
    assert attack(hands=([], ["sword#1"]), discard=gone).last_battle["ambush"] == "none"


def test_3_3_1_I_foil_is_asked_whenever_the_attacker_may_hold_one():
    state = attack(hands=(["sword#1"], ["ambush_rabbit#1"]))
    play(state, (1, "ambush rabbit"))
    assert prompt_kinds(state) == [(0, "foil")] and state.pending()[0].private
    assert state.legal(0) == [Done()]


def test_3_3_1_I_foil_is_not_asked_when_no_matching_ambush_is_left_unseen():
    state = attack(
        hands=(["sword#1"], ["ambush_rabbit#1"]), discard=["ambush_bird#1", "ambush_bird#2"]
    )
    play(state, (1, "ambush rabbit"))
    assert prompt_kinds(state) == [(0, "probe")] and state.last_battle["ambush"] == "hit"


def test_3_3_1_the_defender_sees_its_own_ambushes_privately():
    state = attack(hands=([], ["ambush_bird#1", "ambush_rabbit#1"]))
    assert state.legal(1) == [Ambush("rabbit"), Ambush("bird"), Done()]
    assert state.pending()[0].private


def test_3_1_crafting_is_asked_whenever_a_craftable_card_may_be_held():
    """Nothing in the hand can be crafted with a fox piece, but an unseen card
    could: asked, privately, `done` only."""
    state = position(hands=[["sword#1"], []])
    open_frame(state, "craft", pieces=[1])
    assert prompt_kinds(state) == [(0, "craft")] and state.pending()[0].private
    assert state.legal(0) == [Done()]


def test_3_1_crafting_is_not_asked_with_nothing_the_table_thinks_craftable():
    """An empty hand, or no piece free: the table knows there is nothing to craft."""
    state = position(hands=[[], []])
    probe = open_frame(state, "craft", pieces=[1, 5])
    assert probe["results"] == [0]
    state = position(hands=[["anvil#1"], []])
    state.turn_flags["crafted_with"] = [1]
    probe = open_frame(state, "craft", pieces=[1])
    assert probe["results"] == [0]


def test_hand_limit_discarding_is_private():
    """Choosing which cards to discard shows the hand's cards (6.6, 7.6.2)."""
    state = position(hands=[["anvil#1", "sword#1", "cobbler#1"], []])
    open_frame(state, "discard_down", limit=2)
    assert prompt_kinds(state) == [(0, "discard_down")] and state.pending()[0].private


def test_4_3_dominance_may_be_offered_whenever_a_dominance_card_may_be_held():
    """Activating needs 10 VP and a dominance card in hand (4.3.1): public
    information says whether it might be possible; the hand says if it is."""
    state = position(hands=[["sword#1"], []], vp={"moles": 10})
    assert may_offer_extras(state, 0) and daylight_extras(state, 0) == []
    assert not may_offer_extras(position(hands=[["sword#1"], []], vp={"moles": 9}), 0)
    assert not may_offer_extras(position(hands=[[], []], vp={"moles": 10}), 0)


def test_2_1_2_drawing_is_a_barrier_for_undo():
    """The cards drawn show the deck's order, which nobody may know (1.2): an
    undo across a draw would let the drawer retry knowing the cards to come."""
    state = position(hands=[[], []])
    events = cards.draw(state, 0, 2)
    secret = [e for e in events if e.kind == "drew_cards"]
    assert secret[0].barrier and secret[0].to == frozenset({0})
    assert not [e for e in cards.draw(state, 1, 0) if e.barrier]
