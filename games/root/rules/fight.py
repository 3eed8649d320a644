"""The fight frame: one battle's record while it is fought (Law of Root 3.3).

`start_battle` (battle.py) pushes it and the `"fight"` handler runs its steps;
the effects (effects.py), the hits (hits.py) and the factions' battle hooks
read and change it, and at the end part of it is copied to `state.last_battle`
for the board image. Battles never nest, so the topmost one is *the* fight
(`fight_of`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, NotRequired, cast

from games.core.frames import FrameBase

if TYPE_CHECKING:
    from games.root.state import RootState

Role = Literal["attacker", "defender"]
ROLES: tuple[Role, Role] = ("attacker", "defender")
DEFENDER_FIRST: tuple[Role, Role] = ("defender", "attacker")  # 3.3.3: who chooses losses first

FightStep = Literal[
    "ambush", "ambush_hits", "attackers_left", "before_dice", "dice", "after_dice", "hits",
    "choose", "remove", "end",
]
Ambushed = Literal["hit", "foiled", "none"]
"""3.3.1's outcome: two hits on the attacker, cancelled, or no ambush."""


class FightFrame(FrameBase):
    """One battle: the attacker's `seat`, the `clearing`, both sides' factions,
    the step of 3.3 it is at, and per side (keyed by role): hits `rolled`
    (3.3.2.I) and `extra` (3.3.2.II), hits still `to_take`, the buildings and
    tokens `chosen` for them, `hits` dealt and pieces `removed` (3.3.3)."""

    step: FightStep
    seat: int
    clearing: int
    attacker: str
    defender: str
    defender_seat: int
    ambush: Ambushed | None
    dice: list[int]  # [high, low]
    rolled: dict[str, int]
    extra: dict[str, int]
    ignore_rolled: list[str]  # the roles that ignore the rolled hits they take
    asked: list[str]  # "<timing>:<role>": the effects' questions already asked
    to_take: dict[str, int]
    chosen: dict[str, list[str]]
    after_hits: FightStep  # where the battle goes once the hits are taken
    hits: dict[str, int]
    removed: dict[str, dict[str, int]]
    hired_hits: NotRequired[dict[str, list[Any]]]  # role: [owner, hits] (11.2.7.III)
    effects_by: NotRequired[list[str]]  # "<timing>:<role>": who used effects when
    cards_used: NotRequired[list[list[str]]]  # [role, card]: battle cards used once
    ally: NotRequired[str]  # the Vagabond's allied faction (9.2.9.II)
    vagabond_hits: NotRequired[dict[str, list[str]]]  # role: items he chose to damage
    ally_lost: NotRequired[int]
    items_damaged: NotRequired[int]


def fight_frame(seat: int, clearing: int, attacker: str, defender: str,
                defender_seat: int) -> FightFrame:
    """A battle about to begin: at 3.3.1's ambush, nothing rolled, taken or lost."""
    return FightFrame(
        type="fight", step="ambush", seat=seat, clearing=clearing,
        attacker=attacker, defender=defender, defender_seat=defender_seat,
        ambush=None, dice=[], rolled={"attacker": 0, "defender": 0},
        extra={"attacker": 0, "defender": 0}, ignore_rolled=[], asked=[],
        to_take={"attacker": 0, "defender": 0}, chosen={}, after_hits="end",
        hits={"attacker": 0, "defender": 0}, removed={"attacker": {}, "defender": {}},
    )


def fight_of(state: RootState) -> FightFrame:
    """The battle being fought: the topmost "fight" frame (battles never nest)."""
    fight = current_fight(state)
    assert fight is not None, "no battle is being fought"
    return fight


def current_fight(state: RootState) -> FightFrame | None:
    """The battle being fought, if any."""
    # The stack holds plain dicts; a "fight" frame is one `fight_frame` built.
    return next((cast(FightFrame, f) for f in reversed(state.stack) if f["type"] == "fight"),
                None)


def other(role: Role) -> Role:
    return "defender" if role == "attacker" else "attacker"
