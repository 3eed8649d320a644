"""Plain questions asked of the public view, so drawing code stays about drawing.

Only the public view is read; anything under a "private" key is never looked at.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from renderers.kit import SeatStyle, given_name, seat_style

if TYPE_CHECKING:
    from games.meduris.view_types import MedurisView

NAME_LIMIT = 18


def seat_styles(view: MedurisView) -> list[SeatStyle]:
    return [seat_style(s.get("colour"), i) for i, s in enumerate(view.get("seats", []))]


def display_names(view: MedurisView, names: Sequence[str] | None) -> list[str]:
    """A short printable name per seat; the seat colour when none is given or printable."""
    return [
        given_name(names, i, NAME_LIMIT) or str(seat.get("colour") or f"seat {i + 1}").capitalize()
        for i, seat in enumerate(view.get("seats", []))
    ]


def druid_place(view: MedurisView) -> tuple[str, int]:
    """("stone", k) with stone 0 = his temple, or ("plot", the plot number he stands at)."""
    druid = view.get("druid") or {"where": "stone", "index": 0}
    where = "plot" if druid.get("where") == "plot" else "stone"
    return where, int(druid.get("index", 0))


def rune_holders(view: MedurisView) -> dict[int, int | None]:
    return {int(a["id"]): a.get("rune_holder") for a in view.get("areas", [])}


def area_label(area_id: int) -> str:
    """Areas are numbered from 1 on the image, as players count them."""
    return str(area_id + 1)


def scores(view: MedurisView) -> list[int]:
    """Final scores once the game is over, else the running scores."""
    result = view.get("result")
    final = result.get("scores") if result else None
    if final and len(final) == len(view.get("seats", [])):
        return [int(s) for s in final]
    return [int(s.get("score", 0)) for s in view.get("seats", [])]


def pending_seats(view: MedurisView) -> list[int]:
    seen: list[int] = []
    for prompt in view.get("pending", []):
        seat = int(prompt.get("seat", -1))
        if seat >= 0 and seat not in seen:
            seen.append(seat)
    return seen


def pending_kind(view: MedurisView) -> str:
    prompts = view.get("pending") or []
    return str(prompts[0].get("kind") or view.get("phase", "")) if prompts else ""
