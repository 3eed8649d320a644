"""The Vagabond's frames: what each of his steps remembers on the stack, and
the constructors that push them (games/core/frames.py: a frame is plain JSON
data, so the keys and their order are those saved games hold)."""

from __future__ import annotations

from typing import Literal, NotRequired

from games.core.frames import FrameBase
from games.root.rules.fight import Role


class VagabondFrame(FrameBase):
    """Every Vagabond frame: the seat asked and which Vagabond (9.7: two may play)."""

    seat: int
    faction: str


class SetupFrame(VagabondFrame):
    """9.3.1 the character, then 9.3.2 the forest."""

    step: Literal["character", "forest"]


class BirdsongFrame(VagabondFrame):
    """9.4.1 refresh (`count` items in all, `left` still to refresh), then 9.4.2 slip."""

    step: Literal["refresh", "slip"]
    count: int
    left: int


class DaylightFrame(VagabondFrame):
    """9.5: the actions menu; `ending` once a hideout ends Daylight (seed 000 9.7.3.I)."""

    ending: NotRequired[bool]


class EveningFrame(VagabondFrame):
    """9.6.1-9.6.3 rest and draw, then the discard (`capacity`)."""

    step: Literal["rest", "capacity"]


class DropFrame(VagabondFrame):
    """9.6.4: items over the limit back to the box."""


class MoveFrame(VagabondFrame):
    """A move a card grants (Cobbler), pushed by the card's effect with the
    shared `"move"` frame's fields."""

    moves: int
    optional: bool
    origin_suit: str | None
    min_moves: int


class AidFrame(VagabondFrame):
    """9.5.4: the item exhausted for the aid, then the item taken from `rival`."""

    rival: str
    step: Literal["exhaust", "take"]


class RepairFrame(VagabondFrame):
    """Seed 000 9.7.3.I hideout: `left` items still to repair."""

    left: int


class RuinFrame(VagabondFrame):
    """9.7.3: which of the two items under the ruin of `clearing` to take."""

    clearing: int


class HitsFrame(VagabondFrame):
    """9.2.7: `count` hits on items, in a battle (as `role`) or not (9.2.2.I;
    `done` counts the items damaged so far)."""

    role: Role | None
    count: int
    battle: bool
    done: NotRequired[int]


def setup_frame(seat: int, faction: str) -> SetupFrame:
    return SetupFrame(type="vagabond_setup", seat=seat, faction=faction, step="character")


def birdsong_frame(seat: int, faction: str, count: int) -> BirdsongFrame:
    return BirdsongFrame(type="vagabond_birdsong", seat=seat, faction=faction, step="refresh",
                         count=count, left=count)


def daylight_frame(seat: int, faction: str) -> DaylightFrame:
    return DaylightFrame(type="vagabond_daylight", seat=seat, faction=faction)


def evening_frame(seat: int, faction: str) -> EveningFrame:
    return EveningFrame(type="vagabond_evening", seat=seat, faction=faction, step="rest")


def drop_frame(seat: int, faction: str) -> DropFrame:
    return DropFrame(type="vagabond_drop", seat=seat, faction=faction)


def aid_frame(seat: int, faction: str, rival: str) -> AidFrame:
    return AidFrame(type="vagabond_aid", seat=seat, faction=faction, rival=rival, step="exhaust")


def repair_frame(seat: int, faction: str, left: int) -> RepairFrame:
    return RepairFrame(type="vagabond_repair", seat=seat, faction=faction, left=left)


def ruin_frame(seat: int, faction: str, clearing: int) -> RuinFrame:
    return RuinFrame(type="vagabond_ruin", seat=seat, faction=faction, clearing=clearing)


def hits_frame(seat: int, faction: str, role: Role | None, count: int, battle: bool) -> HitsFrame:
    return HitsFrame(type="vagabond_hits", seat=seat, faction=faction, role=role, count=count,
                     battle=battle)
