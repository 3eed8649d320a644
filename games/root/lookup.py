"""Root's cards for `/game card` (issue 14 item 12): suit, copies, crafting cost
and what each card does, from data/root/deck.json and the card texts of the
catalog (data/root/i18n/cards)."""

from __future__ import annotations

from collections import Counter

from games.core.i18n import Catalog
from games.core.lookup import Entry
from games.root import cards
from games.root.actions import suit_name


def entries(catalog: Catalog, locale: str) -> list[Entry]:
    """Every card of the deck once; a title several cards share (Ambush!, Root
    Tea, Crossbow) gets its suit, so each entry's name is its own."""
    deck = cards.catalogue()
    titles = Counter(card.name for card in deck.values())
    kind = catalog.text(locale, "lookup.card")
    out = []
    for card in deck.values():
        name = catalog.text(locale, f"card.{card.id}")
        if titles[card.name] > 1:
            name = f"{name} ({suit_name(catalog, locale, card.suit)})"
        out.append(Entry(card.id, name, kind))
    return out


def text(catalog: Catalog, card_id: str, locale: str) -> str | None:
    card = cards.catalogue().get(card_id)
    if card is None:
        return None
    lines = [catalog.text(locale, "lookup.card_facts", suit=suit_name(catalog, locale, card.suit),
                          count=card.copies)]
    if card.cost is None:
        lines.append(catalog.text(locale, "lookup.not_crafted"))
    else:
        parts = [suit_name(catalog, locale, suit) for suit in card.cost if suit != "any"]
        if "any" in card.cost:  # Royal Claim: the crafter's choice of suits
            parts.append(catalog.text(locale, "lookup.any_suit", count=card.cost.count("any")))
        lines.append(catalog.text(locale, "lookup.cost", cost=", ".join(parts)))
    if card.kind == "item":
        item = catalog.text(locale, f"item.{card.item}")
        lines.append(catalog.text(locale, "lookup.item", item=item, vp=card.vp))
    else:
        lines.append(catalog.text(locale, f"card.{card.id}.effect"))
    return "\n".join(lines)
