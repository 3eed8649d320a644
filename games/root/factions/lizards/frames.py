"""The Lizard Cult's frames: what each of its steps remembers on the stack,
and the constructors that push them (games/core/frames.py: a frame is plain
JSON data, so the keys and their order are those saved games hold)."""

from __future__ import annotations

from typing import Literal, NotRequired

from games.core.frames import FrameBase


class SetupFrame(FrameBase):
    """10.3.2 the corner, then 10.3.3 the Outcast."""

    seat: int
    step: Literal["corner", "outcast"]


class BirdsongFrame(FrameBase):
    """10.4.1-10.4.2 adjust (nothing asked), then 10.4.3 the conspiracies."""

    seat: int
    step: Literal["adjust", "conspiracies"]


class CrusadeFrame(FrameBase):
    """10.4.3.I: a battle in `clearing`, reached by a Crusade's move; `fought` once begun."""

    seat: int
    clearing: int
    fought: NotRequired[bool]


class DaylightFrame(FrameBase):
    """10.5: the rituals menu."""

    seat: int


class EveningFrame(FrameBase):
    """10.6.1 take back, 10.6.2 craft, 10.6.3 draw."""

    seat: int
    step: Literal["return", "craft", "draw"]


def setup_frame(seat: int) -> SetupFrame:
    return SetupFrame(type="lizards_setup", seat=seat, step="corner")


def birdsong_frame(seat: int) -> BirdsongFrame:
    return BirdsongFrame(type="lizards_birdsong", seat=seat, step="adjust")


def crusade_frame(seat: int, clearing: int) -> CrusadeFrame:
    return CrusadeFrame(type="lizards_crusade", seat=seat, clearing=clearing)


def daylight_frame(seat: int) -> DaylightFrame:
    return DaylightFrame(type="lizards_daylight", seat=seat)


def evening_frame(seat: int) -> EveningFrame:
    return EveningFrame(type="lizards_evening", seat=seat, step="return")
