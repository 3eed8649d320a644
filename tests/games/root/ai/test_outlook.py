"""The searching player's judgement (games/root/ai/outlook.py, `Root.evaluate_all`):
the race to a dominance victory (Law of Root 4.3). The heuristic's `evaluate`
is not changed by it."""

from __future__ import annotations

from games.root.ai import outlook
from games.root.ai.judge import DOMINANCE_WON, judge
from games.root.state import RootState
from tests.games.root.ai.position import CAT, EYRIE, GAME, blank, give, put

FOX = (1, 6, 8, 12)  # the fox clearings of the Fall map
RABBIT = (3, 4, 5, 10)


def rule(state: RootState, clearings: tuple[int, ...], faction: str = CAT) -> None:
    for clearing in clearings:
        put(state, clearing, warriors=1, faction=faction)


def activated(state: RootState, card: str = "dominance_fox#1", faction: str = CAT) -> None:
    state.vp[faction] = 12
    state.dominance[faction] = card


def test_a_held_dominance_is_worth_more_with_each_ruled_clearing_beyond_three() -> None:
    """4.3.1: three ruled fox clearings win; a fourth is one more the defender
    must take, so taking it is worth something to the defender."""
    three, four = blank(), blank()
    rule(three, FOX[:3])
    rule(four, FOX)
    assert outlook.dominance_route(four, CAT, "fox") > outlook.dominance_route(three, CAT, "fox")
    assert outlook.dominance_route(three, CAT, "fox") >= DOMINANCE_WON
    two = blank()
    rule(two, FOX[:2])
    assert outlook.dominance_route(two, CAT, "fox") == 2 * outlook.PER_CLEARING


def test_a_held_bird_dominance_counts_each_pair_of_opposite_corners() -> None:
    """4.3.1.II: two opposite corners win; a second pair is one more to break."""
    state = blank()
    corners = state.woods.corners()
    first = corners[0]
    opposite = state.woods.clearings[first].opposite_corner
    assert opposite is not None
    rule(state, (first,))
    assert outlook.dominance_route(state, CAT, "bird") == outlook.PER_CORNER
    rule(state, (opposite,))
    one_pair = outlook.dominance_route(state, CAT, "bird")
    assert one_pair == DOMINANCE_WON
    rule(state, tuple(c for c in corners if c not in (first, opposite)))
    assert outlook.dominance_route(state, CAT, "bird") == one_pair + outlook.PER_CLEARING


def test_an_activated_faction_scores_no_more_so_its_buildings_bring_no_points() -> None:
    """4.3.1: once a card is activated the faction scores no more: her sawmills
    are worth to the search only what they hold on the map, not the points
    her judge expects of them."""
    bare, built = blank(), blank()
    for state in (bare, built):
        rule(state, FOX[:2])
        activated(state)
    put(built, 3, buildings=["sawmill", "sawmill"])
    gained_by_search = outlook.seat_value(built, 0) - outlook.seat_value(bare, 0)
    gained_by_judge = judge(built, 0) - judge(bare, 0)
    assert gained_by_search < gained_by_judge
    # Rule of a third fox clearing is the win itself.
    won = bare.clone()
    rule(won, FOX[2:3])
    assert outlook.seat_value(won, 0) - outlook.seat_value(bare, 0) > 30


def test_a_dominance_card_in_hand_counts_a_share_of_its_route() -> None:
    """4.3.1: a card in hand at 10 VP is a route not yet opened: worth `IN_HAND`
    of it, more where its suit is ruled; below 10 VP its share of them, none at 0."""
    state = blank()
    rule(state, FOX[:3])
    give(state, 0, "dominance_fox#1")
    state.vp[CAT] = 10
    assert outlook.dominance_in_hand(state, 0) == outlook.IN_HAND * outlook.dominance_route(
        state, CAT, "fox"
    )
    elsewhere = blank()
    rule(elsewhere, RABBIT[:1])
    give(elsewhere, 0, "dominance_fox#1")
    elsewhere.vp[CAT] = 10
    assert outlook.dominance_in_hand(elsewhere, 0) < outlook.dominance_in_hand(state, 0)
    at_ten = outlook.dominance_in_hand(state, 0, feared=False)
    state.vp[CAT] = 5
    assert outlook.dominance_in_hand(state, 0, feared=False) == at_ten / 2
    state.vp[CAT] = 0
    assert outlook.dominance_in_hand(state, 0, feared=False) == 0.0


def test_a_rivals_dominance_card_is_feared_at_half_its_share_at_the_least() -> None:
    """4.3.1: a rival keeps a dominance card until it has 10 VP: as its rivals
    fear it, a card in its hand (or available to it) counts as at `FEARED_VP`
    points at the least; counted by its owner, its points alone."""
    state = blank()
    rule(state, FOX[:3])
    give(state, 0, "dominance_fox#1")
    state.vp[CAT] = 10
    at_ten = outlook.dominance_in_hand(state, 0)
    state.vp[CAT] = 1
    assert outlook.dominance_in_hand(state, 0) == at_ten * outlook.FEARED_VP / 10
    assert outlook.dominance_in_hand(state, 0, feared=False) == at_ten / 10
    # So a card the Eyrie discards for her to take is feared from the first turn.
    state.hands[0].remove("dominance_fox#1")
    assert outlook.dominance_in_hand(state, 0) == 0.0
    state.available_dominance.append("dominance_fox#1")
    assert outlook.dominance_in_hand(state, 0) == (
        outlook.AVAILABLE * at_ten * outlook.FEARED_VP / 10
    )


def test_the_search_judges_with_the_outlook_and_the_heuristic_without() -> None:
    """`evaluate_all` (the search's) reads the outlook; `evaluate` (the heuristic
    seat's) stays each faction's judge minus the best rival's."""
    state = blank()
    rule(state, FOX)
    put(state, 2, warriors=2, buildings=["roost"], faction=EYRIE)
    activated(state)
    own, rival = judge(state, 0), judge(state, 1)
    assert GAME.evaluate(state, 0) == own - rival
    expected = outlook.seat_value(state, 0) - outlook.seat_value(state, 1)
    assert GAME.evaluate_all(state)[0] == expected
    assert expected != own - rival


def test_an_available_dominance_card_counts_half_to_whoever_may_take_it() -> None:
    """4.3.3-4.3.4: a discarded dominance card is available to any faction that
    spends a card of its suit: half a card in hand; kept in a hand, it is out
    of the others' reach."""
    state = blank()
    rule(state, FOX[:3])
    state.vp[CAT] = 10
    in_hand = state.clone()
    give(in_hand, 0, "dominance_fox#1")
    give(state, 1, "dominance_fox#1")
    assert outlook.dominance_in_hand(state, 0) == 0.0  # in the rival's hand
    state.hands[1].remove("dominance_fox#1")
    state.available_dominance.append("dominance_fox#1")
    assert outlook.dominance_in_hand(state, 0) == (
        outlook.AVAILABLE * outlook.dominance_in_hand(in_hand, 0)
    )


def test_take_chance_counts_the_pieces_in_reach_against_the_defenders() -> None:
    """2.7 and 3.2: a clearing is taken by bringing more pieces than the
    strongest other faction has there; warriors next door may move in; none in
    reach, no chance; the Eyrie rules ties (7.2.2)."""
    state = blank()
    assert outlook.take_chance(state, CAT, 8) == 0.0  # nothing of hers near 8
    put(state, 7, warriors=1)  # 7 is next to 8
    alone = outlook.take_chance(state, CAT, 8)
    assert alone == outlook.TAKE_EVEN
    put(state, 4, warriors=2)  # 4 is next to 8 too
    assert outlook.take_chance(state, CAT, 8) > alone
    defended = state.clone()
    put(defended, 8, warriors=3, faction=EYRIE)
    assert outlook.take_chance(defended, CAT, 8) < outlook.take_chance(state, CAT, 8)
    put(defended, 8, warriors=3, faction=EYRIE)
    assert outlook.take_chance(defended, CAT, 8) == 0.0
    # Level pieces: nobody rules a tie, but the Eyrie does.
    tie = blank()
    put(tie, 8, warriors=2)
    assert outlook.take_chance(tie, EYRIE, 8) == 0.0
    put(tie, 7, warriors=2, faction=EYRIE)
    assert outlook.take_chance(tie, EYRIE, 8) == outlook.TAKE_EVEN  # two against two
    # Her two next door (8 is next to 7) against the Eyrie's two: a tie rules nothing.
    assert outlook.take_chance(tie, CAT, 7) == outlook.TAKE_EVEN - outlook.TAKE_STEP


def test_a_third_clearing_in_reach_is_a_share_of_the_win_and_defending_it_lowers_it() -> None:
    """4.3.1: with two ruled clearings of its suit, an activated card is as near
    the win as the third one is to being taken next turn; the defender who
    moves warriors into that clearing lowers the owner's route."""
    state = blank()
    rule(state, (1, 6))  # two fox clearings; 8 and 12 the others
    activated(state)
    bare = outlook.dominance_route(state, CAT, "fox")
    assert bare == 2 * outlook.PER_CLEARING  # nothing of hers next to 8 or 12
    put(state, 7, warriors=2)  # next to 8 and 12
    near = outlook.dominance_route(state, CAT, "fox")
    assert 2 * outlook.PER_CLEARING < near < DOMINANCE_WON
    defended = state.clone()
    put(defended, 12, warriors=2, faction=EYRIE)
    put(defended, 8, warriors=2, faction=EYRIE)
    assert outlook.dominance_route(defended, CAT, "fox") < near
    # So the Eyrie's search values the defence: her seat is worth less.
    assert outlook.seat_value(defended, 0) < outlook.seat_value(state, 0)


def test_a_bird_card_counts_the_opposite_corner_in_reach() -> None:
    """4.3.1.II: with one corner ruled, the opposite one in reach is a share of
    the win; out of reach, the corner alone."""
    state = blank()
    rule(state, (1,))  # corner 1; its opposite is 3
    assert outlook.dominance_route(state, CAT, "bird") == outlook.PER_CORNER
    put(state, 7, warriors=2)  # next to 3
    route = outlook.dominance_route(state, CAT, "bird")
    assert outlook.PER_CORNER < route < DOMINANCE_WON


def test_a_rivals_clearings_in_reach_are_feared_but_ones_own_are_not_counted() -> None:
    """The search fears the clearings a rival could take to make its card good,
    and counts only what its own card already holds: an activated card with
    two of three clearings is no reason to have activated it (4.3.1: the
    points stop)."""
    state = blank()
    rule(state, (1, 6))
    put(state, 7, warriors=2)  # next to fox clearings 8 and 12
    activated(state)
    assert outlook.seat_value(state, 0, feared=False) < outlook.seat_value(state, 0)
    values = outlook.values(state)
    assert values[0] == outlook.seat_value(state, 0, feared=False) - outlook.seat_value(state, 1)
    assert values[1] == outlook.seat_value(state, 1, feared=False) - outlook.seat_value(state, 0)
