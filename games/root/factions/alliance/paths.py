"""The Alliance's step-by-step menus (games/root/paths.py): a revolt and a
spread by clearing, then the supporters spent."""

from __future__ import annotations

from typing import Any

from games.core.i18n import Catalog
from games.root.factions.alliance.actions import Revolt, Spread
from games.root.paths import Step, Steps, clearing_text


def _revolt(state: Any, revolt: Revolt, catalog: Catalog, locale: str) -> list[Step]:
    """By clearing, then the two supporters spent (8.4.1)."""
    where = clearing_text(state, catalog, locale, revolt.clearing)
    return [(f"revolt {revolt.clearing}", catalog.text(locale, "root.path.revolt", clearing=where))]


def _spread(state: Any, spread: Spread, catalog: Catalog, locale: str) -> list[Step]:
    """By clearing (with its cost), then the supporters spent (8.4.2)."""
    where = clearing_text(state, catalog, locale, spread.clearing)
    label = catalog.text(locale, "root.path.spread", clearing=where, cost=len(spread.spent))
    return [(f"spread {spread.clearing}", label)]


CHOICE_PATHS: dict[type, Steps] = {Revolt: _revolt, Spread: _spread}
"""The group steps of its actions, registered with the faction (its entry)."""
