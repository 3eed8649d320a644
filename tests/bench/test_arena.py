"""The arena's arithmetic (bench/arena.py, issue 27 goal 3): the Wilson interval,
shared wins, and seats rotated so every kind sits in every seat equally often.
The arena's figures themselves are printed, never asserted."""

from __future__ import annotations

from collections import Counter

import pytest

from bench.arena import (
    faction_pairs,
    only_pairings,
    plan_deals,
    play_all,
    play_deal,
    rotations,
    summarize,
    whole_rounds,
    wilson,
    win_shares,
)
from games.root import seating


def test_wilson_matches_published_values():
    # Newcombe (1998), table I: 81 of 263 -> 0.2553 to 0.3662; 15 of 148 -> 0.0624 to 0.1605.
    assert wilson(81, 263) == pytest.approx((0.2553, 0.3662), abs=1e-4)
    assert wilson(15, 148) == pytest.approx((0.0624, 0.1605), abs=1e-4)


def test_wilson_at_the_edges_and_symmetric():
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    assert wilson(10, 10) == pytest.approx((1 - high, 1.0), abs=1e-9)
    low5, high5 = wilson(5, 10)
    assert low5 + high5 == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_wilson_takes_shared_wins():
    # 10.5 of 20 lies between 10 and 11 of 20.
    assert wilson(10, 20)[0] < wilson(10.5, 20)[0] < wilson(11, 20)[0]


def test_a_shared_win_is_split_between_its_winners():
    assert win_shares(3, [1]) == [0.0, 1.0, 0.0]
    assert win_shares(4, [0, 2]) == [0.5, 0.0, 0.5, 0.0]
    assert sum(win_shares(3, [0, 1, 2])) == pytest.approx(1.0)


@pytest.mark.parametrize(("mode", "kinds", "players"), [
    ("heads-up", ["search", "heuristic"], 2),
    ("one-hero", ["search", "heuristic"], 4),
    ("one-hero", ["heuristic", "random"], 3),
    ("table", ["search", "heuristic", "random"], 3),
])
def test_every_kind_sits_in_every_seat_equally_often(mode, kinds, players):
    deals = plan_deals(mode, "meduris", kinds, players, games=5, seed=3, options={})
    per_seat = Counter((seat, kind) for d in deals for seat, kind in enumerate(d.kinds))
    for seat in range(players):
        counts = {kind: per_seat[(seat, kind)] for kind in set(kinds)}
        if mode == "one-hero":  # one hero seat a game: the hero's count per seat is equal
            assert len({per_seat[(s, kinds[0])] for s in range(players)}) == 1
        else:
            assert len(set(counts.values())) == 1, counts
    assert len(deals) >= 5 and len(deals) % len(rotations(mode, kinds, players)) == 0


def test_a_round_plays_one_seed_in_every_seating():
    deals = plan_deals("heads-up", "meduris", ["a", "b"], 2, games=4, seed=1, options={})
    assert [d.kinds for d in deals] == [("a", "b"), ("b", "a")] * 2
    assert deals[0].seed == deals[1].seed != deals[2].seed == deals[3].seed


def test_root_pairings_are_the_legal_two_player_tables():
    pairs = faction_pairs(seating.playable())
    assert len(pairs) == len(set(pairs))
    assert all(x != y and {x, y} & set(seating.anchors()) for x, y in pairs)
    deals = plan_deals("pairings", "root", ["a", "b"], 2, games=2, seed=1, options={},
                       factions=["marquise", "alliance"])
    assert [(d.pairing, d.kinds, dict(d.options)["factions"]) for d in deals] == [
        ("marquise-alliance", ("a", "b"), "marquise,alliance"),
        ("marquise-alliance", ("b", "a"), "alliance,marquise"),
        ("alliance-marquise", ("a", "b"), "alliance,marquise"),
        ("alliance-marquise", ("b", "a"), "marquise,alliance"),
    ]


def test_chosen_pairings_are_dealt_as_in_the_whole_run():
    whole = plan_deals("pairings", "root", ["a", "b"], 2, games=4, seed=1, options={},
                       factions=seating.playable())
    chosen = only_pairings(whole, ["vagabond-marquise", " alliance-lizards"])
    assert {d.pairing for d in chosen} == {"vagabond-marquise", "alliance-lizards"}
    assert chosen == [d for d in whole if d.pairing in ("vagabond-marquise", "alliance-lizards")]
    assert len(chosen) == 8  # two rounds of two seatings each


def test_a_tiny_run_adds_up():
    deals = plan_deals("heads-up", "meduris", ["heuristic", "random"], 2, games=2, seed=1,
                       options={})
    results = play_all(deals, 1)
    report = summarize("heads-up", ["heuristic", "random"], 2, results, 1.0)
    rates = report["win_rate"]
    assert report["finished"] == 2 and report["error_count"] == 0
    assert rates["heuristic"]["wins"] + rates["random"]["wins"] == pytest.approx(2.0)
    times = report["decision_ms"]
    assert set(times) == {"heuristic", "random"}
    # every decision of every seat is timed once, or counted as forced
    assert sum(row["decisions"] + row["forced"] for row in times.values()) == sum(
        p.actions for p in results)


def test_the_search_budget_is_given_to_the_searching_seats_only():
    """`--ai-time`: the search's budget as an uncapped iteration count (so a run
    reproduces anywhere); the other kinds are seated as they are."""
    from bench.arena import seated
    from games.core import get_game
    from games.core.search import SearchAgent

    game = get_game("meduris")
    searcher = seated(game.agent("search"), 0.1)
    assert isinstance(searcher, SearchAgent)
    assert searcher.budget.seconds == 0.1 and searcher.budget.cap is None
    heuristic = game.agent("heuristic")
    assert seated(heuristic, 0.1) is heuristic
    assert seated(searcher, None) is searcher


def test_a_run_stopped_by_the_clock_keeps_whole_rounds_only():
    """`--minutes`: the games of a round cut short are left out, so every kind still
    sits in every seat equally often."""
    deals = plan_deals("heads-up", "meduris", ["heuristic", "random"], 2, 6, 1, {}, [])
    played = [play_deal(d) for d in deals[:3]]  # round 1 whole, round 2 half
    kept = whole_rounds(deals, played)
    assert [p.deal.index for p in kept] == [deals[0].index, deals[1].index]
    assert play_all(deals, 1, minutes=0) == []  # no time: no game
