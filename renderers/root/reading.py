"""Plain questions asked of the public view, so drawing code stays about drawing.

Only the public view is read; anything under a "private" key is never looked
at. Parts of the view that the factions fill (their boards, the last battle)
are read defensively: a missing or odd value draws as nothing, never fails.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from renderers.kit import SeatStyle, given_name
from renderers.root.styles import faction_style
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.view_types import RootView

NAME_LIMIT = 18


def listed(value: Any) -> list[Any]:
    """`value` if it is a list (or tuple), else an empty list."""
    return list(value) if isinstance(value, list | tuple) else []


def mapping(value: Any) -> dict[Any, Any]:
    """`value` if it is a dict, else an empty dict."""
    return value if isinstance(value, dict) else {}


def is_piece(entry: Any, owner: str, kind: str) -> bool:
    """Is a board entry (`[owner, kind]`) this piece?"""
    return isinstance(entry, list | tuple) and list(entry) == [owner, kind]


def factions(view: RootView) -> list[str]:
    return [str(f) for f in listed(view.get("factions"))]


def style_of(view: RootView, faction: str) -> SeatStyle:
    order = factions(view)
    return faction_style(faction, order.index(faction) if faction in order else len(order))


def seat_of(view: RootView, faction: str) -> int | None:
    order = factions(view)
    return order.index(faction) if faction in order else None


def display_names(view: RootView, names: Sequence[str] | None, words: Words) -> list[str]:
    """A short printable name per seat; the faction's name when none is given or printable."""
    return [given_name(names, i, NAME_LIMIT) or words(f) for i, f in enumerate(factions(view))]


def number(value: Any, default: int = 0) -> int:
    """`value` as an int, or `default` when it is not a number."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def pending_seats(view: RootView) -> list[int]:
    seen: list[int] = []
    for prompt in listed(view.get("pending")):
        seat = number(prompt.get("seat"), -1) if isinstance(prompt, dict) else -1
        if 0 <= seat < len(factions(view)) and seat not in seen:
            seen.append(seat)
    return seen


def pending_kind(view: RootView) -> str:
    prompts = [p for p in listed(view.get("pending")) if isinstance(p, dict)]
    return str(prompts[0].get("kind") or "") if prompts else ""


@cache
def _deck() -> dict[str, dict[str, Any]]:
    return {str(c["id"]): c for c in load_json("root", "deck.json")["cards"]}


def card_id(card: Any) -> str:
    """The card kind of an instance (`armorers#2` -> `armorers`), a dict or a plain id."""
    if isinstance(card, dict):
        card = card.get("card") or card.get("id") or ""
    return str(card).split("#", 1)[0]


def card_suit(card: Any) -> str:
    """The suit of a card instance, a card dict, or a bare suit name."""
    if isinstance(card, dict) and card.get("suit"):
        return str(card["suit"])
    known = _deck().get(card_id(card))
    if known:
        return str(known["suit"])
    return card_id(card)  # a bare suit ("fox") or something we cannot tell


def deck_name(card: Any) -> str:
    """The card's English name from the deck data (or its id made readable)."""
    known = _deck().get(card_id(card))
    return str(known["name"]) if known else card_id(card).replace("_", " ")


def final_vp(view: RootView, faction: str) -> int:
    return number(mapping(view.get("vp")).get(faction))


@dataclass(frozen=True)
class Battle:
    """The last battle as the image shows it."""

    clearing: int | None
    attacker: str | None
    defender: str | None
    rolls: tuple[int | None, int | None]  # the attacker's die, the defender's die
    hits: tuple[int | None, int | None]  # dealt by the attacker, by the defender
    ambush: str | None = None  # "hit", "foiled" or None


def last_battle(view: RootView, key: str = "last_battle") -> Battle | None:
    """The last battle fought, or with `key="battle"` the one under way."""
    data = view.get(key)
    if not isinstance(data, dict) or not data:
        return None
    attacker, defender = data.get("attacker"), data.get("defender")
    clearing = number(data.get("clearing"), -1)
    return Battle(
        clearing=clearing if clearing > 0 else None,
        attacker=str(attacker) if attacker else None,
        defender=str(defender) if defender else None,
        rolls=_pair(data.get("dice"), attacker, defender),
        hits=_pair(data.get("hits"), attacker, defender),
        ambush=str(data["ambush"]) if data.get("ambush") in ("hit", "foiled") else None,
    )


def _pair(value: Any, attacker: Any, defender: Any) -> tuple[int | None, int | None]:
    """(attacker's, defender's) from a two-item list or a dict keyed by role or faction."""
    if isinstance(value, dict):
        first = value.get("attacker", value.get(attacker))
        second = value.get("defender", value.get(defender))
    elif isinstance(value, list | tuple) and len(value) == 2:
        first, second = value
    else:
        return (None, None)
    return (_maybe(first), _maybe(second))


def _maybe(value: Any) -> int | None:
    return None if value is None or number(value, -1) < 0 else number(value)
