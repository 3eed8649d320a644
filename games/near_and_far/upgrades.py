"""Stored states of older schema versions, brought to the next version (the core
applies them one after the other: games/core/record.py)."""

from __future__ import annotations

from typing import Any

Data = dict[str, Any]


def printed_rules_options(data: Data) -> Data:
    """Version 1 -> 2: a state saved before the printed town hall values (issue 10):
    its options gain what that release played (`token_value=flat`, the old
    four-plus-one `quests=more`, `reputation_payment=coins_first`), like the
    session's own options (Game.stored_options)."""
    options = dict(data["options"])
    if options.get("quests") == "more":
        options["quests"] = "more_plus_one"
    options.setdefault("token_value", "flat")
    options.setdefault("out_of_hearts", "blocked")
    options.setdefault("reputation_payment", "coins_first")
    return {**data, "options": options, "version": 2}


def frame_stack(data: Data) -> Data:
    """Version 2 -> 3: the step the game was in (`phase` and its `ctx`) and the
    steps it interrupted (`stack` of [phase, ctx]) become one stack of frames,
    `{"type": phase, **ctx}`, the current step last. A threat met on the way (or
    the hearts spent against it) kept a copy of the movement in its `move`; the
    movement is now the frame under it. A finished game ("over") keeps no frame."""
    steps = [*data["stack"], [data["phase"], data["ctx"]]]
    stack = [] if data["phase"] == "over" else [f for p, c in steps for f in _frames(p, c)]
    rest = {k: v for k, v in data.items() if k not in ("phase", "ctx", "stack")}
    return {**rest, "stack": stack, "version": 3}


def _frames(phase: str, ctx: Data) -> list[Data]:
    if phase in ("threat", "boost") and "move" in ctx:
        own = {k: v for k, v in ctx.items() if k != "move"}
        return [{"type": "move", **ctx["move"]}, {"type": phase, **own}]
    return [{"type": phase, **ctx}]


UPGRADES = {1: printed_rules_options, 2: frame_stack}
