"""The Riverfolk Company's frames: what each of its steps remembers on the
stack, and the constructors that push them (games/core/frames.py: a frame is
plain JSON data, so the keys and their order are those saved games hold)."""

from __future__ import annotations

from typing import Literal

from games.core.frames import FrameBase


class SetupFrame(FrameBase):
    """11.3.2 the warriors (`placed` so far), then 11.3.4 the prices."""

    seat: int
    step: Literal["warriors", "prices"]
    placed: int


class BirdsongFrame(FrameBase):
    """11.4.1-11.4.3, nothing asked."""

    seat: int


class DaylightFrame(FrameBase):
    """11.5: the menu of commits and spends."""

    seat: int


class EveningFrame(FrameBase):
    """11.6.1 discard, then 11.6.2 the prices."""

    seat: int
    step: Literal["discard", "prices"]


class ServicesFrame(FrameBase):
    """11.2.6: another player buying services (`bought` so far this turn)."""

    seat: int
    bought: int


class ItemPaymentFrame(FrameBase):
    """11.2.6.III: the Vagabond `faction` paying with items, `left` still to exhaust."""

    seat: int
    faction: str
    left: int


def setup_frame(seat: int) -> SetupFrame:
    return SetupFrame(type="riverfolk_setup", seat=seat, step="warriors", placed=0)


def birdsong_frame(seat: int) -> BirdsongFrame:
    return BirdsongFrame(type="riverfolk_birdsong", seat=seat)


def daylight_frame(seat: int) -> DaylightFrame:
    return DaylightFrame(type="riverfolk_daylight", seat=seat)


def evening_frame(seat: int) -> EveningFrame:
    return EveningFrame(type="riverfolk_evening", seat=seat, step="discard")


def services_frame(seat: int) -> ServicesFrame:
    return ServicesFrame(type="riverfolk_services", seat=seat, bought=0)


def item_payment_frame(seat: int, faction: str, left: int) -> ItemPaymentFrame:
    return ItemPaymentFrame(type="riverfolk_item_payment", seat=seat, faction=faction, left=left)
