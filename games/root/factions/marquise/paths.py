"""The Marquise's step-by-step menus (games/root/paths.py): a build by building
kind, an overwork by clearing."""

from __future__ import annotations

from typing import Any

from games.core.i18n import Catalog
from games.root.factions.marquise import board as marquise_board
from games.root.factions.marquise.actions import Build, Overwork, kind_name
from games.root.paths import Step, Steps, clearing_text


def _build(state: Any, build: Build, catalog: Catalog, locale: str) -> list[Step]:
    """By building kind (its cost and VP are the track's, whatever the clearing)."""
    label = catalog.text(
        locale,
        "root.path.build",
        kind=kind_name(catalog, locale, build.kind),
        cost=marquise_board.next_cost(state, build.kind),
        vp=marquise_board.next_vp(state, build.kind),
    )
    return [(f"build {build.kind}", label)]


def _overwork(state: Any, overwork: Overwork, catalog: Catalog, locale: str) -> list[Step]:
    """By clearing, then the card spent."""
    where = clearing_text(state, catalog, locale, overwork.clearing)
    label = catalog.text(locale, "root.path.overwork", clearing=where)
    return [(f"overwork {overwork.clearing}", label)]


CHOICE_PATHS: dict[type, Steps] = {Build: _build, Overwork: _overwork}
"""The group steps of its actions, registered with the faction (its entry)."""
