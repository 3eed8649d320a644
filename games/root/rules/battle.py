"""Battle (Law of Root 3.3): choose a clearing and a defender, then the three
steps — ambush (ambush.py), dice and extra hits, removing pieces (hits.py).

The `"battle"` frame (`BattleFrame`): `seat`, `faction`, `clearing_suit` (None
or "bird" = any clearing), `optional`. It offers `Battle(clearing, defender)` for
every clearing of that suit where the faction has warriors (or its pawn) and
another faction has pieces, plus `done` if optional; it finishes with True once
a battle was fought, with False at once when none is possible.

`start_battle` pushes the `"fight"` frame (`FightFrame`, fight.py), which runs
the steps by itself and asks questions through child frames. It is the battle's
record, read by
the effects (effects.py) and, at the end, copied to `state.last_battle`:
clearing, attacker, defender (factions), dice [high, low], hits dealt by each
side in steps 2-3, the ambush outcome and the pieces each side lost.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import board, frames
from games.root.actions import Battle, Done
from games.root.factions.base import FACTIONS
from games.root.frames import Handler
from games.root.options import printed_timing
from games.root.rules import hits
from games.root.rules.ambush import ambush_frame, may_be_ambushed
from games.root.rules.effects import Timing, effect_frame, usable
from games.root.rules.fight import (
    DEFENDER_FIRST,
    ROLES,
    FightFrame,
    FightStep,
    Role,
    fight_frame,
)
from games.root.rules.hits import take_hits_frame
from games.root.rules.movement import suit_allows
from games.root.rules.pieces import hired_by

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState

AMBUSH_HITS = 2  # 3.3.1


def can_attack_from(
    state: RootState, faction: str, clearing: int, against: str | None = None
) -> bool:
    """3.3: a clearing where you have warriors (or your pawn, or hired
    warriors: the Riverfolk's mercenaries, 11.2.7.III, but never against the
    Riverfolk themselves: `against`, the defender when it is known)."""
    here = board.spot(state.board, clearing)
    return (board.warriors(state.board, clearing, faction) > 0 or faction in here["pawns"]
            or hits.hired_warriors(state, clearing, faction, against) > 0)


def battle_options(state: RootState, faction: str, suit: str | None = None) -> list[Battle]:
    """Every (clearing, defender) pair open to `faction` (3.3), in a stable order."""
    return list(_battles_open(state, faction, suit))


def can_battle(state: RootState, faction: str, suit: str | None = None) -> bool:
    """Is any battle (3.3) open? `battle_options` non-empty, found without listing them."""
    return next(_battles_open(state, faction, suit), None) is not None


def _battles_open(state: RootState, faction: str, suit: str | None) -> Iterator[Battle]:
    for clearing in sorted(state.woods.clearings):
        if suit_allows(state, clearing, suit) and can_attack_from(state, faction, clearing):
            present = board.factions_in(state.board, clearing)
            # Coalition partners never battle each other (9.2.8; ruling R25).
            partners = {f for f in present if FACTIONS[f].coalition_partner(state) == faction}
            partners.add(FACTIONS[faction].coalition_partner(state) or faction)
            # The mercenaries' owner may be attacked, by the buyer's own pieces only
            # (11.2.7.III): `can_attack_from` leaves its warriors out of that battle.
            yield from (Battle(clearing, f) for f in present
                        if f != faction and f not in partners
                        and can_attack_from(state, faction, clearing, against=f))


def start_battle(
    state: RootState, seat: int, faction: str, clearing: int, defender: str
) -> list[Event]:
    """Push the fight; it runs when the stack settles."""
    frames.push_frame(
        state, fight_frame(seat, clearing, faction, defender, state.seat_of(defender))
    )
    params = {"seat": seat, "clearing": clearing, "defender": defender}
    return [Event("battle_started", {**params, "defender_seat": state.seat_of(defender)})]


class BattleFrame(FrameBase):
    """3.3: choosing a battle: who, for which faction, in clearings of which
    suit (None or "bird": any), and whether `done` may decline it."""

    seat: int
    faction: str
    clearing_suit: str | None
    optional: bool


def battle_frame(seat: int, faction: str, clearing_suit: str | None,
                 optional: bool) -> BattleFrame:
    return BattleFrame(type="battle", seat=seat, faction=faction,
                       clearing_suit=clearing_suit, optional=optional)


class BattleChoice(Handler[BattleFrame, Battle | Done]):
    """3.3: the attacker picks the battle clearing and the defender."""

    type = "battle"

    def prompt(self, state: RootState, frame: BattleFrame) -> Prompt | None:
        if not can_battle(state, frame["faction"], frame.get("clearing_suit")):
            return None
        return Prompt(frame["seat"], "battle", {"suit": frame.get("clearing_suit")})

    def legal(self, state: RootState, frame: BattleFrame, seat: Seat) -> list[Battle | Done]:
        options = battle_options(state, frame["faction"], frame.get("clearing_suit"))
        return [*options, *([Done()] if frame.get("optional") else [])]

    def apply(
        self, state: RootState, frame: BattleFrame, seat: Seat, action: Battle | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state, False)
        seat, faction = frame["seat"], frame["faction"]
        return start_battle(state, seat, faction, action.clearing, action.defender)

    def run(self, state: RootState, frame: BattleFrame) -> list[Event]:
        return frames.finish(state, False)

    def explain(
        self, state: RootState, frame: BattleFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        if not isinstance(action, Battle):
            return None
        return why_not_battle(state, frame["faction"], action, frame.get("clearing_suit"))


def why_not_battle(
    state: RootState, faction: str, action: Battle, suit: str | None
) -> IllegalAction:
    if action.clearing not in state.woods.clearings:
        return IllegalAction("root.error.no_clearing", count=len(state.woods.clearings))
    if not suit_allows(state, action.clearing, suit):
        return IllegalAction("root.error.battle_suit", clearing=action.clearing, suit=suit)
    if not can_attack_from(state, faction, action.clearing):
        return IllegalAction("root.error.no_attackers", clearing=action.clearing)
    if action.defender in hired_by(state, faction) and not can_attack_from(
        state, faction, action.clearing, against=action.defender
    ):
        return IllegalAction("root.error.mercenaries_against_owner", clearing=action.clearing)
    return IllegalAction("root.error.no_defender", clearing=action.clearing)


# -- the fight: the steps of 3.3, one per `run` ---------------------------------------


def step_ambush(state: RootState, fight: FightFrame) -> list[Event]:
    """3.3.1: ask the defender only when an ambush is possible."""
    fight["step"] = "ambush_hits"
    if may_be_ambushed(state, fight):
        frames.push_frame(state, ambush_frame())
    else:
        fight["ambush"] = "none"
    return []


def step_ambush_hits(state: RootState, fight: FightFrame) -> list[Event]:
    """3.3.1: an ambush not foiled deals two hits to the attacker at once."""
    if fight["ambush"] != "hit":
        fight["step"] = "before_dice"
        return []
    fight["to_take"] = {"attacker": AMBUSH_HITS, "defender": 0}
    hits.split_hired(state, fight)
    fight["after_hits"] = "attackers_left"
    fight["step"] = "choose"
    return []


def step_attackers_left(state: RootState, fight: FightFrame) -> list[Event]:
    """3.3.1: no attacking warriors left, the battle ends (after any field
    hospitals have brought some back, R10)."""
    fights_on = FACTIONS[fight["attacker"]].fights_on(state, fight) or hits.hired_warriors(
        state, fight["clearing"], fight["attacker"], fight["defender"]) > 0
    fight["step"] = "before_dice" if fights_on else "end"
    return []


def ask_effects(
    timing: Timing, next_step: FightStep
) -> Callable[[RootState, FightFrame], list[Event]]:
    """Offer the optional battle effects of `timing` to each side in turn: the
    attacker, the defender, and (as printed, `timing=printed`) the attacker
    once more if it let the defender go first — the seed does not order the
    two sides (3.3.2.II), the current Law lets the attacker choose who uses
    effects first."""

    def step(state: RootState, fight: FightFrame) -> list[Event]:
        turns: list[tuple[Role, str]] = [(role, f"{timing}:{role}") for role in ROLES]
        if answers_second(state, fight, timing):
            turns.append(("attacker", f"{timing}:attacker:second"))
        for role, key in turns:
            if key not in fight["asked"]:
                fight["asked"].append(key)
                if usable(state, fight, role, timing):
                    seat = fight["seat"] if role == "attacker" else fight["defender_seat"]
                    frames.push_frame(state, effect_frame(seat, role, timing))
                return []
        fight["step"] = next_step
        return []

    return step


def answers_second(state: RootState, fight: FightFrame, timing: Timing) -> bool:
    """Did the attacker pass, letting the defender use effects first, which it did?"""
    used = fight.get("effects_by", [])
    return (
        printed_timing(state)
        and f"{timing}:attacker" not in used
        and f"{timing}:defender" in used
    )


def step_dice(state: RootState, fight: FightFrame) -> list[Event]:
    fight["step"] = "after_dice"
    return hits.roll_dice(state, fight)


def step_hits(state: RootState, fight: FightFrame) -> list[Event]:
    """3.3.2-3.3.3: count every hit, then let the sides choose their losses."""
    taken = hits.total_hits(state, fight)
    fight["to_take"] = taken
    fight["hits"] = {"attacker": taken["defender"], "defender": taken["attacker"]}
    hits.split_hired(state, fight)
    fight["after_hits"] = "end"
    fight["step"] = "choose"
    return []


def step_choose(state: RootState, fight: FightFrame) -> list[Event]:
    """3.3.3: the defender, then the attacker, choose when there is a real choice."""
    for role in DEFENDER_FIRST:
        if role not in fight["chosen"]:
            fight["chosen"][role] = []
            if FACTIONS[fight[role]].choose_hits(state, fight, role):
                return []  # its own frame asks (the Vagabond's items, 9.2.7)
            if hits.choice_left(state, fight, role):
                seat = fight["seat"] if role == "attacker" else fight["defender_seat"]
                frames.push_frame(state, take_hits_frame(seat, role))
                return []
            hits.complete_choice(state, fight, role)
    fight["step"] = "remove"
    return []


def step_remove(state: RootState, fight: FightFrame) -> list[Event]:
    """3.3.3: the losses go. Recorded at once: the points they score may end the
    game here (4.1), and the board image then shows this battle as the last."""
    fight["step"] = fight["after_hits"]
    events = hits.remove_losses(state, fight)
    if fight["step"] == "end":  # the dice's hits, not an ambush's (3.3.1)
        record(state, fight)
    return events


def record(state: RootState, fight: FightFrame) -> None:
    """The battle as the board image shows it (`state.last_battle`)."""
    state.last_battle = copy.deepcopy({
        "clearing": fight["clearing"], "attacker": fight["attacker"],
        "defender": fight["defender"], "dice": fight["dice"], "hits": fight["hits"],
        "ambush": fight["ambush"], "removed": fight["removed"],
    })


def step_end(state: RootState, fight: FightFrame) -> list[Event]:
    """The battle is over: record it for the board image, tell the factions."""
    record(state, fight)
    events = [Event("battle_ended", {"seat": fight["seat"], "clearing": fight["clearing"]})]
    for role in ROLES:
        events += FACTIONS[fight[role]].after_battle(state, fight)
    return events + frames.finish(state, True)


STEPS: dict[FightStep, Callable[[RootState, FightFrame], list[Event]]] = {
    "ambush": step_ambush,
    "ambush_hits": step_ambush_hits,
    "attackers_left": step_attackers_left,
    "before_dice": ask_effects("before_dice", "dice"),
    "dice": step_dice,
    "after_dice": ask_effects("after_dice", "hits"),
    "hits": step_hits,
    "choose": step_choose,
    "remove": step_remove,
    "end": step_end,
}


class Fight(Handler[FightFrame]):
    """3.3: the battle itself; it asks nothing, its child frames do."""

    type = "fight"

    def run(self, state: RootState, frame: FightFrame) -> list[Event]:
        return STEPS[frame["step"]](state, frame)

    def resume(self, state: RootState, frame: FightFrame, result: Any) -> list[Event]:
        return []  # the next `run` goes on with the current step
