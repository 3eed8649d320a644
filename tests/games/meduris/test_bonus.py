"""Laying the bonus tokens at setup (rulebook "Disposición", "Fichas bonus":
"Mezclad las fichas bonus boca abajo y situadlas en las casillas que prefiráis.
Entre cada una de las fichas debe haber al menos tres casillas libres. A
continuación, dadles la vuelta"): by the players as printed (the default), or by
the bot with option `bonus=random|spread`."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core import IllegalAction, Rng, get_game
from games.meduris.bonus import FACE_DOWN, room_for

GAME = get_game("meduris")
SIX_TOKENS = Counter({"vp2": 2, "free_hut": 2, "druid": 2})


def lay(state, *plots: int) -> list:
    """Each plot laid by whoever is asked; all the events."""
    events = []
    for plot in plots:
        (prompt,) = state.pending()
        events += state.apply(prompt.seat, f"bonus {plot}")
    return events


def test_bonus_players_lay_the_tokens_face_down_in_turn_then_turn_them_up():
    """As printed (the default): the players put the six tokens on "las casillas
    que prefiráis", face down, one at a time from the first player clockwise;
    "A continuación, dadles la vuelta": then all six are turned face up (two of
    each kind), and the workers are placed, the first player first."""
    state = GAME.setup(3, {"first_player": "2"}, 9)
    assert state.options["bonus"] == "place"
    asked = []
    for plot in (1, 6, 11, 16, 21, 26):
        (prompt,) = state.pending()
        assert (prompt.kind, prompt.private) == ("place_bonus", False)
        asked.append(prompt.seat)
        if plot != 26:
            state.apply(prompt.seat, f"bonus {plot}")
            face_down = [p["bonus"] for p in state.view(None)["plots"] if p["bonus"]]
            assert set(face_down) == {"hidden"}  # nobody knows which is which yet
    events = state.apply(asked[-1], "bonus 26")
    assert asked == [1, 2, 0, 1, 2, 0]
    revealed = {e.params["plot"]: e.params["token"] for e in events if e.kind == "bonus_revealed"}
    assert sorted(revealed) == [1, 6, 11, 16, 21, 26]
    assert Counter(revealed.values()) == SIX_TOKENS
    assert [state.bonus[p - 1] for p in sorted(revealed)] == [revealed[p] for p in sorted(revealed)]
    assert (state.phase, state.turn()) == ("place_workers", 1)


def test_bonus_at_least_three_free_plots_between_tokens():
    """"Entre cada una de las fichas debe haber al menos tres casillas libres",
    around the river too (plots 32 and 1 are neighbours): next to a token on
    plot 1, plots 2-4 and 30-32 are not offered, and typing one is refused
    politely, naming the plots possible now; nothing changes."""
    state = GAME.setup(3, {"first_player": "1"}, 9)
    lay(state, 1)
    offered = [a.plot for a in state.legal(1)]
    assert offered == list(range(5, 30))
    before = state.to_json()
    for plot in (2, 4, 30, 32):
        with pytest.raises(IllegalAction) as refused:
            state.apply(1, f"bonus {plot}")
        assert refused.value.key == "meduris.error.bonus_spacing"
        assert "5, 6, 7" in str(refused.value)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, "bonus 33")
    assert refused.value.key == "meduris.error.no_plot"
    assert state.to_json() == before


def test_bonus_room_is_kept_for_the_tokens_still_to_lay():
    """All six must fit with three free plots between any two, so a token that
    is far enough from the others but leaves no room for the rest is refused:
    with tokens on 1, 7, 13 and 19, a fifth on 26 would leave 6 free plots on
    either side, too few for the sixth."""
    state = GAME.setup(3, {"first_player": "1"}, 9)
    lay(state, 1, 7, 13, 19)
    offered = [a.plot for a in state.legal(1)]
    assert offered == [23, 24, 25, 27, 28, 29]  # 26 is far enough, but see above
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, "bonus 26")
    assert refused.value.key == "meduris.error.bonus_spacing"
    lay(state, 23)
    assert [a.plot for a in state.legal(2)] == [27, 28, 29]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bonus_any_legal_laying_ends_with_six_tokens(players):
    """Whatever legal plots the players choose, the six tokens always fit: the
    prompt never runs dry, and the tokens end face up and well spaced."""
    for seed in range(40):
        state = GAME.setup(players, {}, seed)
        rng = Rng(seed)
        while state.phase == "place_bonus":
            (prompt,) = state.pending()
            choices = state.legal(prompt.seat)
            assert choices, (seed, state.bonus)
            state.apply(prompt.seat, choices[rng.randbelow(len(choices))])
        places = [i for i, token in enumerate(state.bonus) if token]
        assert Counter(state.bonus[i] for i in places) == SIX_TOKENS
        after = places[1:] + places[:1]
        gaps = [(b - a) % len(state.bonus) - 1 for a, b in zip(places, after, strict=True)]
        assert min(gaps) >= 3


@pytest.mark.parametrize(("size", "laid", "room"), [
    (32, [], 8), (40, [], 10), (32, [0], 7), (32, [0, 6, 12, 18], 2), (32, [0, 4], 6),
])
def test_bonus_room_counts_what_still_fits(size, laid, room):
    """How many more tokens fit: between two tokens with g free plots, k more
    need 4k + 3 <= g."""
    assert room_for(size, laid) == room


@pytest.mark.parametrize("how", ["random", "spread"])
def test_bonus_option_the_bot_lays_them_for_the_table(how):
    """Options `bonus=random` and `bonus=spread`: the tokens lie face up from the
    start (our convenience, not the printed rule) and play starts with the
    workers."""
    state = GAME.setup(3, {"bonus": how, "first_player": "1"}, 4)
    assert Counter(t for t in state.bonus if t) == SIX_TOKENS
    assert (state.phase, state.pending()[0].kind) == ("place_workers", "place_worker")


def test_bonus_legal_plots_are_those_the_rule_reads_every_plot_for():
    """The legal plots, found by splitting the one gap a plot falls in and by
    marking the plots near the laid tokens once, are exactly those of the rule
    read plot by plot: at least three free plots from every token, and room for
    the tokens still to come (`room_for` of the ring with the plot added)."""
    from games.meduris.bonus import legal_placements

    rng = Rng(5)
    for game in range(20):
        state = GAME.setup(2 + game % 3, {}, game)
        while state.pending() and state.pending()[0].kind == "place_bonus":
            (prompt,) = state.pending()
            left = len(state.stack[-1]["seats"])
            laid = [i for i, token in enumerate(state.bonus) if token is not None]
            size = len(state.bonus)
            by_the_rule = [
                index + 1 for index in range(size)
                if all(min((index - t) % size, (t - index) % size) > 3 for t in laid)
                and room_for(size, [*laid, index]) >= left - 1
            ]
            assert [a.plot for a in legal_placements(state, left)] == by_the_rule
            state.apply(prompt.seat, f"bonus {by_the_rule[rng.randbelow(len(by_the_rule))]}")


def test_bonus_legal_plots_with_any_count_still_to_come():
    """The same, for any number of tokens still to come on rings laid at random:
    the plots kept without measuring (room for `room - 2` more at least) and
    those measured one by one are those of the rule."""
    from games.meduris.bonus import legal_placements

    rng = Rng(11)
    for game in range(30):
        state = GAME.setup(2 + game % 3, {}, game)
        size = len(state.bonus)
        for _ in range(rng.randbelow(6)):  # a few tokens, each far enough from the others
            far = [i for i in range(size) if state.bonus[i] is None and all(
                min((i - t) % size, (t - i) % size) > 3
                for t, token in enumerate(state.bonus) if token is not None)]
            if far:
                state.bonus[far[rng.randbelow(len(far))]] = FACE_DOWN
        laid = [i for i, token in enumerate(state.bonus) if token is not None]
        for left in range(1, 12):
            by_the_rule = [
                index + 1 for index in range(size)
                if all(min((index - t) % size, (t - index) % size) > 3 for t in laid)
                and room_for(size, [*laid, index]) >= left - 1
            ]
            assert [a.plot for a in legal_placements(state, left)] == by_the_rule, (laid, left)
