"""What changed in the mountain since the board shown before: each square's
tunnel (dug, its owner, a great hall), what stands on it (a pedestal, an altar, a
workshop), and each player's honour (renderers/kit/changes.py draws the marks)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from renderers.kit import Canvas
from renderers.kit.changes import changed_places, mark_box, score_changes

View = Mapping[str, Any]
Box = tuple[float, float, float, float]


def square_contents(view: View) -> dict[str, Any]:
    """Each dug square: its tunnel's owner and kind, the pedestal or altar on it,
    and any workshop (squares of the same tile stay unchanged when another tile
    is laid beside them)."""
    found: dict[str, Any] = {}
    for tunnel in view["tunnels"]:
        for cell in tunnel["cells"]:
            found[cell] = [tunnel["owner"], tunnel["kind"]]
        if tunnel.get("anchor"):
            found.setdefault(tunnel["anchor"], []).append(("pedestal", tunnel.get("pedestal")))
        if tunnel.get("altar"):
            found.setdefault(tunnel["altar"], []).append("altar")
    for cell, shop in (view.get("workshops") or {}).items():
        found.setdefault(cell, []).append(("workshop", shop.get("kind"), shop.get("entrances")))
    return found


def honours(view: View) -> list[int]:
    if view.get("result"):
        return [int(s) for s in view["result"]["scores"]]
    return [int(seat["honour"]) for seat in view["seats"]]


def honour_changes(view: View, previous: View | None) -> list[int]:
    try:
        before = honours(previous) if previous else None
    except (KeyError, TypeError, ValueError):
        before = None
    return score_changes(honours(view), before)


def draw_changes(
    canvas: Canvas, view: View, previous: View | None, square: Callable[[str], Box],
) -> None:
    """Frame every square of the mountain whose contents changed."""
    for cell in sorted(changed_places(view, previous, square_contents)):
        left, top, right, bottom = square(cell)
        mark_box(canvas, (left + 1, top + 1, right - 1, bottom - 1), width=5, radius=4)
