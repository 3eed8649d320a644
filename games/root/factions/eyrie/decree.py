"""Resolving the Decree (Law of Root 7.5.2): column by column, left to right;
in each column every card, in the order the player chooses; each card's suit
names the clearing (a bird: any clearing).

One frame, `"eyrie_decree"`, holds the column being resolved and the cards of
it still to do (`todo`, viziers included). Each question offers, for every
card still to do, what carrying it out may look like:

    recruit 5        a Recruit card: warriors in 5, which has a roost (7.5.2.I)
    move fox         a fox Move card: the shared "move" frame follows (7.5.2.II)
    battle bird      a bird Battle card: the shared "battle" frame follows (7.5.2.III)
    roost 7          a Build card: a roost in 7, ruled, without a roost (7.5.2.IV)
    turmoil          a card that cannot be carried out now: turmoil (7.7)

A card of a clearing's own suit is used before a bird for `recruit`/`roost`:
the bird could do all the other can, and both stay in the Decree anyway.
When the only answer is one, it is carried out without asking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import board, frames
from games.root.actions import Recruit
from games.root.cards import BIRD
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.actions import Resolve, Roost, Turmoil
from games.root.factions.eyrie.refusals import decree_refused
from games.root.frames import Handler
from games.root.rules import pieces
from games.root.rules.battle import battle_frame, can_battle
from games.root.rules.movement import can_move, move_frame

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState

SUIT_ORDER = ("fox", "rabbit", "mouse", BIRD)
_MEMO = "_decree_options"
"""The state's attribute (not a field: never saved, dropped by `clone`) that remembers
the Decree's options for one position (`EyrieDecree.options`)."""
TURMOIL = "turmoil"  # what the frame hands to Daylight when it fell into turmoil
RESOLVED = "resolved"


# -- what each card may do now ----------------------------------------------------------


def recruit_spots(state: RootState, suit: str) -> list[int]:
    """7.5.2.I: clearings of the suit with a roost, where a warrior may go."""
    if eb.data(state)["supply"].get(eb.WARRIORS, 0) <= 0:
        return []
    return [
        c for c in sorted(set(eb.roost_clearings(state)))
        if eb.matches_clearing(state, suit, c) and pieces.may_place(state, eb.EYRIE, c)
    ]


def build_spots(state: RootState, suit: str) -> list[int]:
    """7.5.2.IV: ruled clearings of the suit without a roost, with room for one."""
    return [
        c for c in pieces.ruled_clearings(state, eb.EYRIE)
        if eb.matches_clearing(state, suit, c)
        and eb.ROOST not in board.buildings(state.board, c, eb.EYRIE)
        and pieces.can_place_building(state, c, eb.EYRIE, eb.ROOST)
    ]


def card_options(state: RootState, column: str, suit: str) -> list[DecreeAnswer]:
    """Every way to carry out one card of `suit` in `column` now ([] = turmoil)."""
    if column == "recruit":
        return [Recruit(c) for c in recruit_spots(state, suit)]
    if column == "build":
        return [Roost(c) for c in build_spots(state, suit)]
    if column == "move":
        return [Resolve(column, suit)] if can_move(state, eb.EYRIE, suit) else []
    return [Resolve(column, suit)] if can_battle(state, eb.EYRIE, suit) else []


def decree_options(state: RootState, column: str, todo: list[str]) -> list[DecreeAnswer]:
    """The answers for a column: each card's options, then `turmoil` if any
    card cannot be carried out now."""
    options: list[DecreeAnswer] = []
    stuck = False
    for suit in [s for s in SUIT_ORDER if s in {eb.decree_suit(c) for c in todo}]:
        found = card_options(state, column, suit)
        stuck = stuck or not found
        options += [o for o in found if o not in options]
    options.sort(key=_order)
    return [*options, Turmoil()] if stuck else options


def doubtful_cards(state: RootState) -> int:
    """Decree cards (viziers included) that could not be carried out in the
    position as it stands: what the heuristic AI fears before Daylight. None
    while the Decree is being resolved (resolved columns would only add noise)."""
    if any(frame["type"] == "eyrie_decree" for frame in state.stack):
        return 0
    # Cards of one suit in one column are carried out alike: each is asked once.
    stuck: dict[tuple[str, str], bool] = {}
    count = 0
    for column in eb.COLUMNS:
        for card in eb.column_cards(state, column):
            suit = eb.decree_suit(card)
            if (column, suit) not in stuck:
                stuck[column, suit] = not card_options(state, column, suit)
            count += stuck[column, suit]
    return count


def _order(action: DecreeAnswer) -> int:
    """Clearings in number order; Move and Battle cards in suit order."""
    if isinstance(action, Recruit | Roost):
        return action.clearing
    assert isinstance(action, Resolve)  # turmoil is added after sorting
    return SUIT_ORDER.index(action.suit)


# -- carrying a card out ----------------------------------------------------------------


def take_card(todo: list[str], suit: str) -> str:
    """Use a card of `suit` from the column, else a bird (see the module docstring)."""
    for wanted in (suit, BIRD):
        for card in todo:
            if eb.decree_suit(card) == wanted:
                todo.remove(card)
                return card
    raise ValueError(f"no {suit} card left in the column")


def recruit(state: RootState, seat: int, clearing: int) -> tuple[list[Event], bool]:
    """7.5.2.I (and the Charismatic, 7.8.2: two warriors). Returns the events
    and whether the action was complete: with too few warriors, as many as
    possible are placed and then the Eyrie falls into turmoil (R16)."""
    wanted = 2 if eb.leader(state) == "charismatic" else 1
    events = pieces.place_warriors(state, clearing, eb.EYRIE, wanted)
    placed = sum(e.params.get("count", 0) for e in events if e.kind == "placed")
    return events, placed == wanted


def push_shared(state: RootState, seat: int, column: str, suit: str) -> None:
    """7.5.2.II-III: one move (at least one warrior) or one battle, not optional."""
    where = None if suit == BIRD else suit
    if column == "move":
        frames.push_frame(state, move_frame(
            seat, eb.EYRIE, moves=1, optional=False, origin_suit=where, min_moves=1))
    else:
        frames.push_frame(state, battle_frame(seat, eb.EYRIE, clearing_suit=where, optional=False))


class EyrieTurmoilFrame(FrameBase):
    """7.7: humiliation, purge and deposition first, then the new leader."""

    seat: int
    step: Literal["humiliate", "choose"]


def eyrie_turmoil_frame(seat: int) -> EyrieTurmoilFrame:
    return EyrieTurmoilFrame(type="eyrie_turmoil", seat=seat, step="humiliate")


def fall_into_turmoil(state: RootState, seat: int) -> list[Event]:
    """7.7: the Decree frame gives way to the turmoil frame (eyrie_turmoil)."""
    frames.replace_frame(state, eyrie_turmoil_frame(seat))
    return []


class EyrieDecreeFrame(FrameBase):
    """7.5.2: the column being resolved (0-3, left to right) and its cards
    still `todo` (None until the column is begun)."""

    seat: int
    column: int
    todo: list[str] | None


def eyrie_decree_frame(seat: int) -> EyrieDecreeFrame:
    return EyrieDecreeFrame(type="eyrie_decree", seat=seat, column=0, todo=None)


DecreeAnswer = Recruit | Roost | Resolve | Turmoil
"""7.5.2's answers: a clearing for a Recruit or Build card, a suit's Move or
Battle, or turmoil (7.7) when a card cannot be carried out."""


class EyrieDecree(Handler[EyrieDecreeFrame, DecreeAnswer]):
    """7.5.2: resolve the Decree; 7.7 when a card cannot be carried out."""

    type = "eyrie_decree"

    def prompt(self, state: RootState, frame: EyrieDecreeFrame) -> Prompt | None:
        todo = frame.get("todo")
        if not todo or len(self.options(state, frame, asking=True)) < 2:
            return None  # nothing to ask: `run` moves on or does the only thing
        column = eb.COLUMNS[frame["column"]]
        return Prompt(frame["seat"], f"eyrie_resolve.{column}", {"left": len(todo)})

    def legal(self, state: RootState, frame: EyrieDecreeFrame, seat: Seat) -> list[DecreeAnswer]:
        return self.options(state, frame)

    @staticmethod
    def options(
        state: RootState, frame: EyrieDecreeFrame, asking: bool = False, settling: bool = False
    ) -> list[DecreeAnswer]:
        """`decree_options` for the column being resolved, worked out once per position.

        One position asks for them several times: the settling after the move that
        led here (`prompt`: is there a question? if not, `run` carries out the only
        answer), `pending` (`prompt` again), `legal` (`prompt`, then `legal`). The
        answer is remembered on the state for its position (`State._position`, which
        every `apply` and `changed()` moves on). While a move is being applied only
        the answer of `prompt` is remembered: settling stops at once when it asks, so
        the position it saw is the one the move ends in (the next position number),
        and when it does not ask, `run` (`settling`) follows at once and takes it.
        In the tests (`verify_legal_memo`) a remembered answer is worked out again
        and compared."""
        todo = frame.get("todo")
        if frame["column"] >= len(eb.COLUMNS) or not todo:
            return []
        applying = state._applying
        key = (state._position + applying, id(frame), frame["column"], tuple(todo))
        memo: tuple[Any, tuple[DecreeAnswer, ...]] | None = state.__dict__.get(_MEMO)
        if memo is not None and memo[0] == key and (settling or not applying):
            if settling:
                del state.__dict__[_MEMO]  # `run` changes the position
            if not state.verify_legal_memo:
                return list(memo[1])
            fresh = decree_options(state, eb.COLUMNS[frame["column"]], todo)
            if tuple(fresh) != memo[1]:
                raise AssertionError(
                    f"the Decree's options changed within one position: remembered "
                    f"{memo[1]!r}, now {fresh!r}"
                )
            return fresh
        found = decree_options(state, eb.COLUMNS[frame["column"]], todo)
        if asking or not applying:
            state.__dict__[_MEMO] = (key, tuple(found))
        return found

    def apply(
        self, state: RootState, frame: EyrieDecreeFrame, seat: Seat, action: DecreeAnswer
    ) -> list[Event]:
        seat, todo = frame["seat"], frame["todo"]
        assert todo is not None, "answers come only while a column is resolved"
        if isinstance(action, Turmoil):
            return fall_into_turmoil(state, seat)
        if isinstance(action, Resolve):
            card = take_card(todo, action.suit)
            push_shared(state, seat, action.column, action.suit)
            return [_resolving(seat, action.column, card)]
        suit = state.woods.clearings[action.clearing].suit
        card = take_card(todo, suit)
        events = [_resolving(seat, eb.COLUMNS[frame["column"]], card)]
        if isinstance(action, Roost):
            return events + pieces.place_building(state, action.clearing, eb.EYRIE, eb.ROOST)
        placed, complete = recruit(state, seat, action.clearing)
        return events + placed + ([] if complete else fall_into_turmoil(state, seat))

    def explain(
        self, state: RootState, frame: EyrieDecreeFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        return decree_refused(state, frame, action, self.legal(state, frame, seat))

    def run(self, state: RootState, frame: EyrieDecreeFrame) -> list[Event]:
        if frame["column"] >= len(eb.COLUMNS):
            return frames.finish(state, RESOLVED)
        if frame.get("todo") is None:
            frame["todo"] = eb.column_cards(state, eb.COLUMNS[frame["column"]])
            return []
        if not frame["todo"]:
            frame["column"] += 1
            frame["todo"] = None
            return []
        seat = frame["seat"]
        return self.apply(state, frame, seat, self.options(state, frame, settling=True)[0])

    def resume(self, state: RootState, frame: EyrieDecreeFrame, result: Any) -> list[Event]:
        """A move frame hands back the moves made, a battle frame whether it was
        fought: nothing at all means the card could not be carried out (7.7)."""
        return [] if result else fall_into_turmoil(state, frame["seat"])


def _resolving(seat: int, column: str, card: str) -> Event:
    suit = eb.decree_suit(card)
    return Event(f"eyrie_resolving.{column}", {"seat": seat, "card": card, "suit": suit})
