"""Hook points of a battle for effects from cards and factions (Law of Root
3.3.1, 3.3.2.II). The battle itself (battle.py) knows no card.

Three registries, filled by whoever brings an effect (cards.py of the cards
helper, a faction module):

- `BATTLE_EFFECTS`: optional effects a side may use, asked of the attacker
  then the defender (then the attacker again if it passed and the defender
  used one: the attacker chooses who goes first) at two moments:
  "before_dice" (after the ambush) and "after_dice" (when extra hits are
  added, 3.3.2.II). Each is a
  `BattleEffect(id, timing, available, use)`; `available(state, fight, role)`
  says whether `role` ("attacker"/"defender") may use it now, `use(state,
  fight, role)` does it (and must make `available` false for the same use,
  e.g. by discarding the card). The player answers `use <id>` or `done`.
- `EXTRA_HITS`: passive extra hits, `fn(state, fight, role) -> int` dealt by
  `role` (a faction's `Faction.extra_hits` is asked as well).
- `AMBUSH_GUARDS`: `fn(state, fight) -> bool`; if any is true the defender is
  not offered an ambush (an attacker who is not affected by ambushes).

The fight frame (`FightFrame`, fight.py) is what the functions read and change:
`fight["extra"][role] += 1` deals an extra hit, `fight["ignore_rolled"]`
lists the roles that ignore the rolled hits they take, `fight["attacker"]` /
`fight["defender"]` are the factions, `fight["clearing"]` the clearing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import frames
from games.root.actions import Done, UseEffect
from games.root.frames import Handler
from games.root.rules.fight import FightFrame, Role, fight_of

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState


Timing = Literal["before_dice", "after_dice"]
TIMINGS: tuple[Timing, Timing] = ("before_dice", "after_dice")


@dataclass(frozen=True)
class BattleEffect:
    id: str
    timing: Timing
    available: Callable[[RootState, FightFrame, Role], bool]
    use: Callable[[RootState, FightFrame, Role], list[Event]]


BATTLE_EFFECTS: dict[str, BattleEffect] = {}
EXTRA_HITS: list[Callable[[RootState, FightFrame, Role], int]] = []
AMBUSH_GUARDS: list[Callable[[RootState, FightFrame], bool]] = []


class EffectFrame(FrameBase):
    """One side's question at one moment of the battle (3.3.2.II)."""

    seat: int
    role: Role
    timing: Timing


def effect_frame(seat: int, role: Role, timing: Timing) -> EffectFrame:
    return EffectFrame(type="battle_effect", seat=seat, role=role, timing=timing)


def register_battle_effect(effect: BattleEffect) -> BattleEffect:
    if effect.timing not in TIMINGS:
        raise ValueError(f"battle effect timing must be one of {TIMINGS}")
    BATTLE_EFFECTS[effect.id] = effect
    return effect


def usable(state: RootState, fight: FightFrame, role: Role, timing: Timing) -> list[UseEffect]:
    return [
        UseEffect(e.id)
        for e in BATTLE_EFFECTS.values()
        if e.timing == timing and e.available(state, fight, role)
    ]


class EffectChoice(Handler[EffectFrame, UseEffect | Done]):
    """One side's optional effects at one moment of the battle, until `done`."""

    type = "battle_effect"

    def prompt(self, state: RootState, frame: EffectFrame) -> Prompt | None:
        fight = fight_of(state)
        if not usable(state, fight, frame["role"], frame["timing"]):
            return None
        params = {"clearing": fight["clearing"], "role": frame["role"], "timing": frame["timing"]}
        return Prompt(frame["seat"], "battle_effect", params)

    def legal(self, state: RootState, frame: EffectFrame, seat: Seat) -> list[UseEffect | Done]:
        return [*usable(state, fight_of(state), frame["role"], frame["timing"]), Done()]

    def apply(
        self, state: RootState, frame: EffectFrame, seat: Seat, action: UseEffect | Done
    ) -> list[Event]:
        if isinstance(action, Done):
            return frames.finish(state, None)
        fight = fight_of(state)
        # Who used effects at which moment: the attacker may answer a defender it let go first.
        fight.setdefault("effects_by", []).append(f"{frame['timing']}:{frame['role']}")
        events = [Event("effect_used", {"seat": frame["seat"], "effect": action.effect})]
        return events + BATTLE_EFFECTS[action.effect].use(state, fight, frame["role"])

    def run(self, state: RootState, frame: EffectFrame) -> list[Event]:
        return frames.finish(state, None)

    def explain(
        self, state: RootState, frame: EffectFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        return IllegalAction("root.error.effect_now", options=options)
