"""Option `card_choice` (issue 14): `required` (the default) makes the battle
after Command Warren and the move after Cobbler the card's use; `optional`, the
reading of games stored before it, lets the player still decline with `done`."""

from __future__ import annotations

from games.root import frames
from tests.games.root.cards.position import CAT, EYRIE, blank, improve, legal_text, phase_start, put


def test_optional_command_warren_battle_may_be_declined() -> None:
    state = blank()
    state.options["card_choice"] = "optional"
    improve(state, 0, "command_warren")
    put(state, 5, CAT, warriors=3)
    put(state, 5, EYRIE, warriors=1)
    phase_start(state, 0, "daylight")
    state.apply(0, "use command_warren")
    assert legal_text(state, 0) == ["x5 e", "done"]
    state.apply(0, "done")
    assert frames.top(state) is None or frames.top(state)["type"] != "battle"


def test_optional_cobbler_move_may_be_declined() -> None:
    state = blank()
    state.options["card_choice"] = "optional"
    improve(state, 0, "cobbler")
    put(state, 1, CAT, warriors=2)
    phase_start(state, 0, "evening")
    state.apply(0, "use cobbler")
    assert "done" in legal_text(state, 0)
    state.apply(0, "done")
    assert state.board["1"]["warriors"] == {CAT: 2} and state.stack == []


def test_required_is_the_default() -> None:
    state = blank()
    improve(state, 0, "cobbler")
    put(state, 1, CAT, warriors=2)
    phase_start(state, 0, "evening")
    state.apply(0, "use cobbler")
    assert "done" not in legal_text(state, 0)
