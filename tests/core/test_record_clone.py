"""`DataState.clone` copies each field by its declared type, and a state
remembers its legal actions for one position (games/core/record.py, game.py)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

import pytest

from games.core import Rng, get_game
from games.core.errors import IllegalAction, NotYourTurn
from games.core.game import State
from games.core.record import DataState
from games.core.types import Event, Prompt, Result, Seat, View


@dataclass(eq=False)
class Shapes(DataState):
    """Every shape of field the games declare, filled with nested data."""

    schema_version = 1

    rng: Rng
    number: int = 0
    name: str | None = None
    flat: list[int] = field(default_factory=list)
    table: dict[str, str] = field(default_factory=dict)
    rows: list[list[int]] = field(default_factory=list)
    groups: dict[str, list[str]] = field(default_factory=dict)
    maybe: list[int] | None = None
    maybe_rows: list[list[int] | None] = field(default_factory=list)
    free: dict[str, Any] = field(default_factory=dict)
    frames: list[dict[str, Any]] = field(default_factory=list)
    anything: Any = None

    def pending(self) -> list[Prompt]:
        return []

    def legal(self, seat: Seat) -> list[Any]:
        return []

    def view(self, seat: Seat | None) -> View:
        return {}

    def result(self) -> Result | None:
        return None

    def _apply(self, seat: Seat, action: Any) -> list[Event]:
        return []

    def resample(self, seats: Collection[Seat], rng: Rng) -> State:
        return self.clone()


def _filled() -> Shapes:
    return Shapes(
        rng=Rng(5), number=3, name="x", flat=[1, 2], table={"a": "b"},
        rows=[[1], [2, 3]], groups={"g": ["h"]}, maybe=[4],
        maybe_rows=[[5], None], free={"deep": {"deeper": [[1]]}},
        frames=[{"type": "t", "seats": [0, 1]}], anything=[{"k": [1]}],
    )


def _containers(value: Any, found: list[Any]) -> list[Any]:
    if isinstance(value, list | dict):
        found.append(value)
        for item in value.values() if isinstance(value, dict) else value:
            _containers(item, found)
    return found


def test_clone_shares_no_list_or_dict_at_any_depth() -> None:
    state = _filled()
    twin = state.clone()
    names = state.data_fields()
    original = {id(c) for n in names for c in _containers(getattr(state, n), [])}
    copied = [c for n in names for c in _containers(getattr(twin, n), [])]
    assert not original & {id(c) for c in copied}
    assert twin.to_json() == state.to_json()
    before = state.to_json()
    for container in copied:  # every list and dict of the copy changed in place
        if isinstance(container, list):
            container.append(99)
        else:
            container["new"] = 1
    twin.rng.next_u64()
    assert state.to_json() == before


def test_clone_copies_flat_fields_by_one_call_and_the_rest_in_full() -> None:
    copier = Shapes.copier()
    shallow = dict(copier.shallow)
    assert shallow["flat"] is list.copy and shallow["table"] is dict.copy
    assert {"rows", "groups", "maybe", "maybe_rows"} <= set(shallow)
    assert set(copier.deep) == {"free", "frames", "anything"}
    assert "number" not in shallow and "name" not in shallow  # shared: they cannot change


def test_data_fields_and_the_copier_are_worked_out_once_per_class() -> None:
    assert Shapes.data_fields() is Shapes.data_fields()
    assert "rng" not in Shapes.data_fields() and "frames" in Shapes.data_fields()
    assert Shapes.copier() is Shapes.copier()
    assert "_data_fields" not in DataState.__dict__ and "_copier" not in DataState.__dict__


def test_from_json_builds_the_dataclass_from_its_stored_fields() -> None:
    state = _filled()
    again = Shapes.from_json(state.to_json())
    assert type(again) is Shapes and again == state
    assert again.rng.state == state.rng.state


def test_a_state_is_compared_by_its_data_and_has_no_hash() -> None:
    """`__eq__` compares the stored data; beside it Python sets `__hash__` to
    None, so a mutable state is never a dict key or a set member."""
    state = _filled()
    assert state == state.clone()
    with pytest.raises(TypeError):
        hash(state)


def test_clone_starts_without_the_remembered_legal_actions() -> None:
    state = get_game("meduris").setup(2, {}, 3)
    seat = state.pending()[0].seat
    state.legal(seat)
    assert state.clone()._legal_memo is None


def _meduris_at_a_choice() -> tuple[State, Seat, list[Any]]:
    state = get_game("meduris").setup(2, {}, 3)
    seat = state.pending()[0].seat
    return state, seat, state.legal(seat)


def test_the_remembered_list_is_the_one_apply_checks() -> None:
    state, seat, actions = _meduris_at_a_choice()
    listed = list(actions)
    actions.clear()  # the caller's list is its own: the state keeps its copy
    assert state._remembered_legal(seat) == tuple(listed)
    other = 1 - seat
    assert state.legal(other) == []  # each seat's list is remembered apart
    assert state._remembered_legal(seat) == tuple(listed)
    assert state._remembered_legal(other) == ()
    with pytest.raises(NotYourTurn):
        state.apply(other, str(listed[0]))


def test_a_position_is_listed_once_however_often_it_is_asked() -> None:
    state, seat, actions = _meduris_at_a_choice()
    frames = type(state).frames
    listings = 0
    listing = frames.legal

    def counted(*args: Any) -> list[Any]:
        nonlocal listings
        listings += 1
        return listing(*args)

    frames.legal = counted  # type: ignore[method-assign]
    try:
        verify, State.verify_legal_memo = State.verify_legal_memo, False
        assert state.legal(seat) == actions and state.legal(seat) == actions
        move = state.check(seat, str(actions[0]))  # the check reads the same list
        assert listings == 0
        state.apply_checked(move)
        state.legal(state.pending()[0].seat)  # a new position: listed anew
        assert listings == 1
    finally:
        State.verify_legal_memo = verify
        del frames.legal


def test_an_illegal_action_is_refused_after_the_legal_list_was_remembered() -> None:
    state, seat, actions = _meduris_at_a_choice()
    assert "hut 12" not in {str(a) for a in actions}  # the bonus tokens are laid first
    before = state.to_json()
    for text in ("hut 12", "roll"):
        with pytest.raises(IllegalAction):
            state.check(seat, text)
        with pytest.raises(IllegalAction):
            state.apply(seat, text)
    assert state.to_json() == before
    state.apply(seat, actions[0])  # a listed one is taken
    assert state.to_json() != before


def test_a_checked_move_is_played_without_a_second_check_in_its_position() -> None:
    state, seat, actions = _meduris_at_a_choice()
    move = state.check(seat, str(actions[0]))
    assert (move.seat, move.action) == (seat, actions[0])
    twin = state.clone()
    events = state.apply_checked(move)
    assert events == twin.apply(seat, actions[0]) and state == twin
    with pytest.raises(NotYourTurn if state.pending()[0].seat != seat else IllegalAction):
        state.apply_checked(move)  # another position: checked again, and refused


def test_an_edit_outside_apply_without_changed_is_caught_in_the_tests() -> None:
    state, seat, actions = _meduris_at_a_choice()
    assert str(actions[0]) == "bonus 1"
    state.bonus[0] = "free_hut"  # a token on plot 1 now, and nobody said so
    assert State.verify_legal_memo
    with pytest.raises(AssertionError, match="without changed"):
        state.apply(seat, actions[0])


def test_changed_forgets_the_remembered_legal_actions() -> None:
    state, seat, actions = _meduris_at_a_choice()
    state.bonus[0] = "free_hut"
    state.changed()
    with pytest.raises(IllegalAction):
        state.apply(seat, actions[0])
    assert str(actions[0]) not in {str(a) for a in state.legal(seat)}


def test_a_position_s_prompts_are_worked_out_once_however_often_asked() -> None:
    state, seat, actions = _meduris_at_a_choice()
    frames = type(state).frames
    worked = 0
    prompts = frames.prompts

    def counted(*args: Any) -> list[Prompt]:
        nonlocal worked
        worked += 1
        return prompts(*args)

    state.changed()  # nothing remembered yet
    frames.prompts = counted  # type: ignore[method-assign]
    try:
        verify, State.verify_legal_memo = State.verify_legal_memo, False
        asked = state.pending()
        asked.clear()  # the caller's list is its own: the state keeps its copy
        assert state.pending() and state.prompts_for(seat) and state.turn() == seat
        assert worked == 1
        state.apply(seat, actions[0])  # the check asks too: still the one working-out
        assert worked == 1
        state.pending()  # a new position: worked out anew
        assert worked == 2
        state.changed()
        state.pending()
        assert worked == 3
        twin = state.clone()  # a copy starts without them (it is made to be changed)
        assert twin._pending_memo is None
        twin.pending()
        assert worked == 4
    finally:
        State.verify_legal_memo = verify
        del frames.prompts


def test_prompts_are_not_remembered_while_an_action_is_carried_out() -> None:
    state, _seat, _actions = _meduris_at_a_choice()
    state.changed()  # nothing remembered yet
    state._applying = True  # what `_applied` sets while the rules run
    try:
        state.pending()
        assert state._pending_memo is None  # a half-changed position is never kept
    finally:
        state._applying = False
    state.pending()
    assert state._pending_memo is not None


def test_in_the_tests_an_edit_without_changed_fails_loudly_at_the_next_prompts() -> None:
    """In the suite (`verify_legal_memo`) the prompts are worked out afresh each time
    and compared with those remembered for the position: an edit in place without
    `changed()` fails loudly instead of answering from a stale memory."""
    state, _seat, _actions = _meduris_at_a_choice()
    assert State.verify_legal_memo
    assert state.pending()[0].kind == "place_bonus"
    state.stack.pop()  # the step is gone, and nobody said so
    with pytest.raises(AssertionError, match="without changed"):
        state.pending()
    state.changed()
    assert state.pending() == [] or state.pending()[0].kind != "place_bonus"
