"""The Decree's options are worked out once per position (eyrie/decree.py
`EyrieDecree.options`), however often settling, `pending` and `legal` ask."""

from __future__ import annotations

import pytest

from games.core import State, agent_rng, get_game
from games.root.factions.eyrie import decree


def _decree_positions(limit: int = 400) -> list[State]:
    """Positions where the Eyrie is asked how to carry out a Decree card, from
    heuristic games (copies)."""
    game = get_game("root")
    agents = [game.agent("heuristic") for _ in range(2)]
    found: list[State] = []
    for seed in range(2):
        state = game.setup(2, {"factions": "marquise,eyrie"}, seed)
        for n in range(limit):
            if state.is_over():
                break
            seat = state.pending()[0].seat
            state.apply(seat, agents[seat].choose(state, seat, agent_rng(seed, seat, n)))
            if state.stack and state.stack[-1]["type"] == "eyrie_decree" and state.pending():
                found.append(state.clone())
    return found


def test_the_decree_is_listed_once_per_position(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(State, "verify_legal_memo", False)  # it lists again to compare
    calls = 0
    listed = decree.decree_options

    def counted(*args: object, **kwargs: object) -> list[decree.DecreeAnswer]:
        nonlocal calls
        calls += 1
        return listed(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(decree, "decree_options", counted)
    positions = _decree_positions()
    assert positions, "no Decree question in these games"
    for state in positions:
        seat = state.pending()[0].seat
        trial = state.clone()  # starts without the remembered options
        before = calls
        first = trial.legal(seat)
        trial.pending()
        again = trial.legal(seat)
        assert first == again and len(first) >= 2
        assert calls - before == 1, "listed more than once in one position"
        # After a move that ends in another Decree question, the settling's listing
        # (the last one it made) is what `pending` and `legal` take.
        trial.apply(seat, first[0])
        if trial.stack and trial.stack[-1]["type"] == "eyrie_decree":
            before = calls
            asked = trial.pending()
            after = trial.legal(asked[0].seat) if asked else []
            assert calls == before, "listed again after the settling"
            if asked:
                frame = trial.stack[-1]
                assert after == listed(trial, decree.eb.COLUMNS[frame["column"]], frame["todo"])


def test_a_remembered_listing_is_checked_in_the_tests() -> None:
    """With `verify_legal_memo` (the test suite) a remembered answer that no longer
    fits the position (an edit without `changed()`) fails loudly."""
    positions = [
        s for s in _decree_positions() if s.stack[-1]["column"] == 0  # recruit
    ]
    assert positions, "no Recruit question in these games"
    state = positions[0]
    seat = state.pending()[0].seat
    assert state.legal(seat)
    frame = state.stack[-1]
    decree.eb.data(state)["supply"][decree.eb.WARRIORS] = 0  # no warrior left to recruit
    with pytest.raises(AssertionError, match="changed within one position"):
        decree.EyrieDecree.options(state, frame)  # type: ignore[arg-type]
