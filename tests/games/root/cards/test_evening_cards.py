"""Evening improvements: Cobbler (Law of Root 3.1.3, 3.2)."""

from __future__ import annotations

from games.root import frames
from tests.games.root.cards.position import CAT, EYRIE, blank, improve, legal_text, phase_start, put


def test_3_1_3_cobbler_makes_one_move_when_evening_begins() -> None:
    state = blank()
    improve(state, 0, "cobbler")
    put(state, 1, CAT, warriors=2)
    assert phase_start(state, 0, "evening")
    state.apply(0, "use cobbler")
    move = frames.top(state)
    assert move["type"] == "move" and move["moves"] == 1 and not move["optional"]
    state.apply(0, "2w1->5")
    assert state.board["5"]["warriors"] == {CAT: 2}
    assert frames.top(state) is None  # one move only, then the Evening goes on


def test_cobbler_used_is_the_choice_to_move() -> None:
    """Using the card takes the move: no `done` after it (declining is not
    using the card), so a single possible move is made without a question."""
    state = blank()
    improve(state, 0, "cobbler")
    put(state, 1, CAT, warriors=2)
    phase_start(state, 0, "evening")
    state.apply(0, "use cobbler")
    assert "done" not in legal_text(state, 0)


def test_cobbler_not_offered_when_no_move_is_possible() -> None:
    state = blank()
    improve(state, 0, "cobbler")
    put(state, 1, CAT, warriors=1)
    for clearing in (5, 9, 10):  # every neighbour of 1 held by the Eyrie
        put(state, clearing, EYRIE, warriors=2)
    put(state, 1, EYRIE, warriors=2)
    assert not phase_start(state, 0, "evening")
    assert "use cobbler" not in legal_text(state, 0)
