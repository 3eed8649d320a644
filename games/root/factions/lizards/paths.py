"""The Lizard Cult's step-by-step menus (games/root/paths.py): Score by the card
revealed."""

from __future__ import annotations

from typing import Any

from games.core.i18n import Catalog
from games.root.actions import card_name, suit_name
from games.root.cards import suit_of as card_suit
from games.root.factions.lizards.actions import Score as LizardScore
from games.root.factions.lizards.actions import score_worth
from games.root.paths import Step, Steps


def _lizard_score(state: Any, score: LizardScore, catalog: Catalog, locale: str) -> list[Step]:
    """The Cult's Score (10.5.4): by the card revealed (its suit's track), then the card
    spent to the Lost Souls."""
    card = card_name(catalog, locale, score.card)
    suit = suit_name(catalog, locale, card_suit(score.card))
    return [(f"score {score.card}", catalog.text(locale, "root.path.lizards_score", card=card,
                                                   suit=suit, vp=score_worth(state, score.card)))]



CHOICE_PATHS: dict[type, Steps] = {LizardScore: _lizard_score}
"""The group steps of its actions, registered with the faction (its entry)."""
