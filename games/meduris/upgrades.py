"""Stored Meduris states of older schema versions, brought up to date one
version at a time (games/core/record.py): a game saved by an earlier release
goes on by the rules it started with, from exactly where it stopped."""

from __future__ import annotations

from typing import Any

from games.meduris.board import HIGHLANDS

SCHEMA_VERSION = 3

# The version 2 fields that held the step of the turn, now frames on the stack.
_STEP_FIELDS = (
    "phase", "bonus_placing", "placing", "gain_queue", "return_waiting", "building", "ritual",
)


def from_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 states were played with one resource per worker at the "+1"
    face (now option `plus_one=worker`; the printed default is one per player):
    a game saved then goes on by the rule it started with."""
    options = {"plus_one": "worker", **data.get("options", {})}
    return {**data, "options": options, "bonus_placing": [], "version": 2}


def from_version_2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 kept the step of the turn as a phase string plus a field for
    each step's memory (who still places, who still takes or gives back, the
    building awaiting payment, the ritual's visits). Version 3 keeps it as the
    frame stack the turn now runs on: the same step, with its memory in its frame."""
    upgraded = {k: v for k, v in data.items() if k not in _STEP_FIELDS}
    upgraded["highlands"] = {h: data["highlands"][h] for h in HIGHLANDS}
    upgraded["stack"] = _stack_of(data)
    upgraded["version"] = 3
    return upgraded


def _stack_of(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The frames a version 2 phase stands for."""
    phase = data["phase"]
    if phase == "over":
        return []
    if phase in ("place_bonus", "place_workers"):
        stack = [{"type": "place_workers", "seats": list(data["placing"])}]
        if phase == "place_bonus":  # the workers are placed once the tokens lie
            stack.append({"type": "place_bonus", "seats": list(data["bonus_placing"])})
        return stack
    if phase in ("gain", "return"):
        waiting = data["gain_queue"] if phase == "gain" else data["return_waiting"]
        return [{"type": phase, "seats": list(waiting)}]
    if phase == "pay":
        return [{"type": "pay", **data["building"]}]
    if phase in ("ritual", "final_lap"):
        return [{"type": phase, "visits": [list(v) for v in data["ritual"]["visits"]]}]
    return [{"type": phase}]  # "roll", "big_benefit": nothing to remember


UPGRADES = {1: from_version_1, 2: from_version_2}
