"""A faction in one place: everything its package brings, declared by the package
(`games/root/factions/<faction>/entry.py`, `ENTRY`) and registered by one call,
`register_faction(entry)`, from the one list of factions in games/root/registry.py.

Shared code asks the registries this call fills, never a faction's name: the rules
(`FACTIONS`, games/root/factions/base.py, whose hooks bend the shared rules), the
frames of its setup and turn (Root's `FRAMES`), the heuristic's judge of its
position (`JUDGES`, games/root/ai/judge.py), its notation (a table of parsers and the
priority it is tried at, games/root/notation.py), the steps of its menus
(games/root/paths.py), the questions the heuristic answers at once when `done` is
all they offer (`ASKED_ON_SUSPICION`, games/root/ai/agent.py), its forms (`FORMS`,
games/root/forms.py) and its catalog folder
(data/root/i18n/<catalog>/). What the table may seat and name (5.1.1) is the
rules' to say (`Faction.anchor`, `Faction.section`, `Faction.second_board_of`:
seating.py, the `factions` option); the shape of its board in the view is its
`public_view`'s return type (its view_types.py).
The board's panel is the renderer's (renderers/root/factions.py, keyed by the
faction's id): the engine names no picture.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.core.forms import Declaration
from games.root.ai.agent import ask_on_suspicion
from games.root.ai.judge import Judge, register_judge
from games.root.factions.base import Faction, register_faction_rules
from games.root.forms import FORMS
from games.root.frames import FRAMES, Handler
from games.root.notation import Syntaxes, register_syntaxes
from games.root.paths import Steps, register_steps


@dataclass(frozen=True)
class FactionEntry:
    """What a faction's package declares."""

    rules: tuple[Faction, ...]
    """Its rules, one per board it brings (the Vagabond: the second one too, 9.7)."""
    frames: tuple[type[Handler[Any, Any]], ...]
    """Every frame of its setup, its turn and the questions it asks."""
    judge: Judge
    """The heuristic's judgement of a position for it (its `ai.py`)."""
    notation: Syntaxes
    """Its actions' parsers (its `actions.py`)."""
    priority: int
    """Where its parsers are tried among the others' (lowest first)."""
    catalog: str
    """Its folder of texts, data/root/i18n/<catalog>/."""
    choice_paths: Mapping[type, Steps] = field(default_factory=dict)
    """The group steps of its compound actions in `/play`'s menu (its `paths.py`)."""
    named_params: Mapping[str, str] = field(default_factory=dict)
    """Parameters of its texts that name something of its own, with the catalog key
    of a value's name (`{}` the value): the Vagabond's quests, 9.3.3."""
    asked_on_suspicion: frozenset[str] = frozenset()
    """Its prompt kinds asked whenever the table cannot rule out a card for them,
    so often with `done` alone (the heuristic answers those at once, games/root/ai/agent.py)."""
    forms: tuple[Declaration, ...] = ()
    """Its decisions of several parts asked at once (its `forms.py`; games/core/forms.py)."""


ENTRIES: dict[str, FactionEntry] = {}
"""The registered factions by catalog folder (one per package), in the order registered."""

NAMED_PARAMS: dict[str, str] = {}
"""Every registered faction's `named_params`: a text parameter, the key of a value's name."""


def register_faction(entry: FactionEntry) -> None:
    """The one call that makes a faction part of the game."""
    for rules in entry.rules:
        register_faction_rules(rules)
        register_judge(rules.id, entry.judge)
    FRAMES.register(*entry.frames)
    register_syntaxes(entry.notation, entry.priority)
    register_steps(entry.choice_paths)
    ask_on_suspicion(entry.asked_on_suspicion)
    NAMED_PARAMS.update(entry.named_params)
    FORMS.register(*entry.forms)
    ENTRIES[entry.catalog] = entry


def catalog_parts() -> list[str]:
    """The registered factions' catalog folders, in the order registered."""
    return list(ENTRIES)
