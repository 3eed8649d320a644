"""Duels (rulebook "Batirse en duelo"). The visitor of an occupied building names an
opponent there and fights with honour (+1 reputation on a win) or dirty (+1 to the
roll, -1 reputation on a win). Both roll a die plus swords; only the challenger may
then spend hearts; the defender wins ties. A winner takes the building's action; a
loser goes to jail (day side: with one food) and ends the turn. In the tavern a
duel is optional. In a 2-player game the opponent rolls for the virtual duellist,
whose roll gets nothing added.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event, Prompt
from games.near_and_far import frames
from games.near_and_far.actions import Duel, Word
from games.near_and_far.cards import (
    can_pay,
    effect_sum,
    gain,
    has_effect,
    hearts_available,
    pay,
    stats,
)
from games.near_and_far.frames import DuelFrame, DuelRollFrame, Step
from games.near_and_far.rounds import end_turn
from games.near_and_far.turn_step import TurnStep
from games.near_and_far.village import enter
from games.near_and_far.village.rules import occupants

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

DUMMY = -1


def challenge(state: NearFarState, seat: int, building: str) -> list[Event]:
    frames.replace_frame(state, frames.duel_frame(building))
    return []


class ChallengeToADuel(TurnStep[DuelFrame, Duel | Word]):
    """Rulebook "Batirse en duelo": the visitor of an occupied building names an opponent
    there and fights with honour or dirty; in the tavern a duel is optional
    (`peace`), and a bribe card may buy the way in."""

    type = "duel"

    def choices(self, state: NearFarState, frame: DuelFrame, seat: int) -> list[Duel | Word]:
        return legal_challenges(state, seat)

    def choose(
        self, state: NearFarState, frame: DuelFrame, seat: int, action: Duel | Word
    ) -> list[Event]:
        return declare(state, seat, action)


class RollForTheDuel(Step[DuelRollFrame, Word]):
    """Rulebook "Batirse en duelo": "ambos jugadores tiráis un dado simultáneamente". The
    defender (or, for the 2-player virtual duellist, the opponent) rolls in person,
    although it is their only choice, so that the duel is played out in the
    channel with both players called (`mention` and `manual`, issue 5)."""

    type = "duel_roll"

    def prompt(self, state: NearFarState, frame: DuelRollFrame) -> Prompt:
        params = {"challenger": state.active, "target": frame["target"]}
        return Prompt(frame["roller"], self.type, params, manual=True, mention=(state.active,))

    def legal(self, state: NearFarState, frame: DuelRollFrame, seat: int) -> list[Word]:
        return [Word("roll")]

    def answer(
        self, state: NearFarState, frame: DuelRollFrame, seat: int, action: Word
    ) -> list[Event]:
        return roll(state)


def legal_challenges(state: NearFarState, seat: int) -> list[Duel | Word]:
    building = frames.current(state, DuelFrame)["b"]
    out: list[Duel | Word] = [
        Duel(t, dirty) for t in occupants(state, seat, building) for dirty in (False, True)
    ]
    if building == "tavern":
        out.append(Word("peace"))
    elif has_effect(state, seat, "bribe") and can_pay(state, seat, {"coin": 1}):
        out.append(Word("bribe"))
    return out


def declare(state: NearFarState, seat: int, action: Duel | Word) -> list[Event]:
    building = frames.current(state, DuelFrame)["b"]
    if action == Word("peace"):
        return enter(state, seat, building)
    if action == Word("bribe"):
        pay(state, seat, {"coin": 1})
        return [Event("bribe", {"seat": seat}), *enter(state, seat, building)]
    assert isinstance(action, Duel)
    roller = (
        action.target if action.target >= 0 else next(s for s in range(state.players) if s != seat)
    )
    frames.replace_frame(
        state, frames.duel_roll_frame(building, action.target, action.dirty, roller)
    )
    return [
        Event(
            "duel",
            {"seat": seat, "target": action.target, "dirty": action.dirty, "building": building},
        )
    ]


def combat(state: NearFarState, seat: int) -> int:
    return stats(state, seat)["sword"] + effect_sum(state, seat, "duel")


def roll(state: NearFarState) -> list[Event]:
    """Both dice at once; the challenger may then add hearts if behind."""
    ctx = frames.current(state, DuelRollFrame)
    seat = state.active
    own = state.rng.randint(1, 6)
    other = state.rng.randint(1, 6)
    mine = own + combat(state, seat) + (1 if ctx["dirty"] else 0)
    theirs = other + (combat(state, ctx["target"]) if ctx["target"] >= 0 else 0)
    state.last = {"duel": [own, other, mine, theirs]}
    events = [
        Event(
            "duel_rolls",
            {
                "seat": seat,
                "target": ctx["target"],
                "die": own,
                "other_die": other,
                "total": mine,
                "other_total": theirs,
            },
        )
    ]
    need = theirs + 1 - mine
    if need <= 0:
        return events + won(state, seat)
    if hearts_available(state, seat) >= need:
        frames.replace_frame(state, frames.boost_frame(frames.data(ctx), "duel", [need]))
        return events
    return events + lost(state, seat)


def won(state: NearFarState, seat: int) -> list[Event]:
    ctx = frames.current(state, DuelRollFrame)  # or the hearts spent after it (its data copied)
    delta = -1 if ctx["dirty"] else 1
    gain(state, seat, {"rep": delta})
    events = [Event("duel_won", {"seat": seat, "target": ctx["target"], "rep": delta})]
    return events + enter(state, seat, ctx["b"])


def lost(state: NearFarState, seat: int) -> list[Event]:
    state.p(seat)["where"] = "jail"
    if state.day:
        gain(state, seat, {"food": 1})
    target = frames.current(state, DuelRollFrame)["target"]  # or the hearts spent after it
    events = [Event("duel_lost", {"seat": seat, "target": target})]
    return events + end_turn(state)
