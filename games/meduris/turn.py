"""The Meduris turn as frames (games/core/frames.py), in rulebook order:

    place_bonus    LayBonusToken       setup, "Fichas bonus" (when the players lay them)
    place_workers  PlaceWorkers        setup, "Antes de empezar"
    roll           RollTheDie          turn 1/2, the small benefit
    gain           TakeFromTheSupply   the "+1" face, seat by seat
    return         GiveBack            the "-1" face, every holder at once
    big_benefit    BigBenefit          turn 2/2: A. move a worker, B. hut, C. temple
    pay            PayForBuilding      the payment for B or C, when it is a choice
    ritual         OfferingRitual      the druid reached a hut
    final_lap      FinalLapOffering    the druid's last lap, then the final scoring

A step hands over to the next by replacing itself (games/meduris/turn_end.py);
only the bonus tokens lie above the placing of the workers.
"""

from __future__ import annotations

from games.meduris.frames import FRAMES
from games.meduris.steps.big_benefit import BigBenefit, PayForBuilding
from games.meduris.steps.die import GiveBack, RollTheDie, TakeFromTheSupply
from games.meduris.steps.ritual import FinalLapOffering, OfferingRitual
from games.meduris.steps.setup import LayBonusToken, PlaceWorkers

__all__ = ["FRAMES", "register_frames"]


def register_frames() -> None:
    """Every step of the turn, in one call (the package's `register` makes it)."""
    FRAMES.register(
        LayBonusToken,
        PlaceWorkers,
        RollTheDie,
        TakeFromTheSupply,
        GiveBack,
        BigBenefit,
        PayForBuilding,
        OfferingRitual,
        FinalLapOffering,
    )
