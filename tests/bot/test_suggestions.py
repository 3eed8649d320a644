"""The step-by-step suggestion rules (bot/suggestions.py), on hand-made paths."""

from __future__ import annotations

from bot.suggestions import Entry, Suggestion, group_members, suggest


def move(count: int, origin: int, target: int) -> Entry:
    return Entry(
        (
            (f"w{origin}->", f"from {origin}"),
            (f"w{origin}->{target}", f"from {origin} to {target}"),
            (f"{count}w{origin}->{target}", f"move {count} from {origin} to {target}"),
        )
    )


def flat(text: str, label: str) -> Entry:
    return Entry(((text, label),))


# 2 origins x 2 targets x 1-7 warriors = 28 moves, and one flat action.
MARCH = [
    move(count, origin, target)
    for origin, targets in ((1, (5, 9)), (12, (11, 10)))
    for target in targets
    for count in range(1, 8)
] + [flat("done", "stop moving")]


def values(found: list[Suggestion]) -> list[str]:
    return [s.value for s in found]


def test_few_matches_are_offered_as_whole_actions_in_the_legal_order() -> None:
    entries = [flat("place wool", "Wool"), flat("place wood", "Wood")]
    assert suggest(entries, "", 25) == [
        Suggestion("place wool", "Wool"),
        Suggestion("place wood", "Wood"),
    ]
    assert values(suggest(entries, "wood", 25)) == ["place wood"]


def test_too_many_matches_are_offered_by_their_first_step() -> None:
    found = suggest(MARCH, "", 25)
    assert found == [
        Suggestion("w1->", "from 1", 14),
        Suggestion("w12->", "from 12", 14),
        Suggestion("done", "stop moving"),
    ]


def test_a_chosen_group_offers_its_next_step_then_its_actions() -> None:
    assert suggest(MARCH, "w1->", 10) == [
        Suggestion("w1->5", "from 1 to 5", 7),
        Suggestion("w1->9", "from 1 to 9", 7),
    ]
    assert values(suggest(MARCH, "w1->", 25)) == [str(e.notation) for e in MARCH[:14]]
    assert values(suggest(MARCH, "w1->9", 25)) == [f"{n}w1->9" for n in range(1, 8)]


def test_a_group_key_that_begins_other_keys_keeps_to_its_own_group() -> None:
    """`x1` is chosen: the battles in 10, 11 and 12 are not in it."""
    battles = [
        Entry(((f"x{c}", f"in {c}"), (f"x{c} {f}", f"battle {f} in {c}")))
        for c in (1, 10, 11, 12)
        for f in "abc"
    ]
    assert values(suggest(battles, "x1", 2)) == ["x1 a", "x1 b", "x1 c"]
    assert values(suggest(battles, "x1", 3)) == ["x1 a", "x1 b", "x1 c"]
    # Typed text that only begins keys matches every one it begins.
    assert values(suggest(battles, "x1", 12)) == ["x1 a", "x1 b", "x1 c"]
    assert len(suggest(battles, "x1 ", 25)) == 3  # spaces do not matter


def test_free_words_match_labels_and_notation_at_any_step() -> None:
    assert values(suggest(MARCH, "to 10", 25)) == [f"{n}w12->10" for n in range(1, 8)]
    assert values(suggest(MARCH, "stop", 25)) == ["done"]
    assert values(suggest(MARCH, "7w", 25)) == ["7w1->5", "7w1->9", "7w12->11", "7w12->10"]
    assert suggest(MARCH, "nothing like this", 25) == []


def test_common_steps_are_skipped_to_where_the_matches_part() -> None:
    """Every match is a move from 12: the menu starts at the destinations."""
    assert values(suggest(MARCH, "from 12", 10)) == ["w12->11", "w12->10"]


def test_a_group_of_one_is_offered_as_the_action() -> None:
    entries = [move(1, 1, 5), move(1, 1, 9), move(1, 2, 6), move(2, 2, 6)]
    assert suggest(entries, "", 2) == [
        Suggestion("w1->", "from 1", 2),
        Suggestion("w2->6", "from 2 to 6", 2),  # one destination: straight to it
    ]
    assert suggest(entries, "w1->", 1) == [
        Suggestion("1w1->5", "move 1 from 1 to 5"),
        Suggestion("1w1->9", "move 1 from 1 to 9"),
    ]


def test_groups_are_not_cut_to_the_limit_the_caller_cuts() -> None:
    entries = [flat(f"a{i}", f"action {i}") for i in range(40)]
    assert len(suggest(entries, "", 25)) == 40


def test_group_members_know_only_group_keys() -> None:
    assert group_members(MARCH, "w12->") == MARCH[14:28]
    assert group_members(MARCH, " W12->10 ") == MARCH[21:28]
    assert group_members(MARCH, "3w1->5") is None  # an action, not a group
    assert group_members(MARCH, "w3->") is None
    assert group_members(MARCH, "") is None
