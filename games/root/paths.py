"""Root's step-by-step menus (`Game.choice_path`; docs/notation/root.md, "Autocomplete").

A Marquise march can offer hundreds of moves; a menu that lists 25 of them
shows an arbitrary slice. So each compound action names the groups a player
steps through before the action itself:

    3w1->5              w1->  (moves from clearing 1), w1->5 (to 5), then the count
    build sawmill 5     build sawmill  (by building kind), then the clearing
    overwork 5 anvil#1  overwork 5     (by clearing), then the card
    p->5 +2c            p->5 +c        (Vagabond: destination and ally), then the count
    aid e anvil#1       aid e          (Vagabond: the player aided), then the card
    quest escort_mouse vp   quest escort_mouse   (by quest), then the reward
    decree move anvil#1 decree move    (by Decree column), then the card
    x5 e                x5             (by clearing), then the defender
    take dominance_fox#1 with anvil#1   take dominance_fox#1, then the card spent
    revolt 5 with a#1 b#1   revolt 5       (by clearing), then the supporters spent
    spread 5 with a#1       spread 5       (by clearing), then the supporters spent
    score a#1 with b#1      score a#1      (the Cult: by card revealed), then the card spent

Every group key is a piece of the action's own notation that the notation parser
refuses (a move without its count, a build without its clearing...), so a group
sent as it is can never be played by mistake. Any other action is a menu of
one step. The shared actions' steps are here; a faction's are in its package
(games/root/factions/<faction>/paths.py, `CHOICE_PATHS`), registered with the faction
(its entry's `choice_paths`, games/root/factions/entry.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.core.i18n import Catalog
from games.root.actions import Battle, Move, TakeDominance, card_name, suit_name

Step = tuple[str, str]  # (key, label), as Game.choice_path
Steps = Callable[[Any, Any, Catalog, str], list[Step]]


def choice_path(state: Any, action: Any, catalog: Catalog, locale: str, label: str) -> list[Step]:
    """The group steps of `action`, then the action itself with its `label`."""
    steps = _STEPS.get(type(action))
    groups = steps(state, action, catalog, locale) if steps else []
    return [*groups, (str(action), label)]


def clearing_text(state: Any, catalog: Catalog, locale: str, clearing: int) -> str:
    """"clearing 5 (rabbit)": the suit is what most choices hinge on."""
    known = state.woods.clearings.get(clearing)
    if known is None:
        return catalog.text(locale, "root.path.clearing_bare", clearing=clearing)
    suit = suit_name(catalog, locale, known.suit)
    return catalog.text(locale, "root.path.clearing", clearing=clearing, suit=suit)


def _move(state: Any, move: Move, catalog: Catalog, locale: str) -> list[Step]:
    """Origin, then destination; the count is the action (`3w1->5`)."""
    origin = clearing_text(state, catalog, locale, move.origin)
    target = clearing_text(state, catalog, locale, move.target)
    return [
        (f"w{move.origin}->", catalog.text(locale, "root.path.move_from", origin=origin)),
        (
            f"w{move.origin}->{move.target}",
            catalog.text(locale, "root.path.move_to", origin=origin, target=target),
        ),
    ]


def battle_steps(state: Any, battle: Any, catalog: Catalog, locale: str) -> list[Step]:
    """By clearing; a clearing with one defender is offered as the battle itself. (A
    `Battle`, or any battle with a `clearing`: the Vagabond's with an ally's warriors.)"""
    where = clearing_text(state, catalog, locale, battle.clearing)
    return [(f"x{battle.clearing}", catalog.text(locale, "root.path.battle_in", clearing=where))]


def _take(state: Any, take: TakeDominance, catalog: Catalog, locale: str) -> list[Step]:
    """By dominance card, then the card spent for it."""
    card = card_name(catalog, locale, take.card)
    return [(f"take {take.card}", catalog.text(locale, "root.path.take_dominance", card=card))]


_STEPS: dict[type, Steps] = {Move: _move, Battle: battle_steps, TakeDominance: _take}
"""The group steps (not the action's own) of each action class: the shared ones,
and each registered faction's (`register_steps`)."""


def register_steps(steps: Mapping[type, Steps]) -> None:
    """Add a faction's group steps (its entry's `choice_paths`)."""
    _STEPS.update(steps)
