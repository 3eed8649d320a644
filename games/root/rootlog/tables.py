"""Rootlog's letters for Root's pieces, items, cards and markers, read once from
`data/root/rootlog.json` (faction letters from `general.json`). A faction added
later (the Lizard Cult, the Riverfolk) adds its piece letters and the forms its
board has of its own (`boards`) to the data file: nothing here names a faction."""

from __future__ import annotations

from functools import cache
from typing import Any

from games.core.data import load_json
from games.root import cards


@cache
def table() -> dict[str, Any]:
    return dict(load_json("root", "rootlog.json"))


@cache
def letters() -> dict[str, str]:
    return dict(load_json("root", "general.json")["rootlog_letters"])


def letter(faction: str) -> str:
    """Rootlog's capital letter of a faction (`C`, `E`, `A`, `V`, `G`, ...)."""
    return letters()[faction]


def holders(form: str) -> list[str]:
    """The factions whose boards have a Rootlog form of their own (`decree`, `funds`,
    `items`...: the `boards` table of data/root/rootlog.json), in the table's order."""
    return [f for f, forms in table()["boards"].items() if f != "_about" and form in forms]


def holder(form: str) -> str:
    """The one faction whose board has that form (the Decree: the Eyrie)."""
    return holders(form)[0]


def warriors_on_board() -> list[str]:
    """The boards' boxes of warriors Rootlog writes as `w->$` (officers, acolytes)."""
    return list(table()["warriors_on_board"])


def setup_order() -> list[str]:
    return list(load_json("root", "general.json")["setup_order"])


def suit(name: str) -> str:
    return str(table()["suits"][name])


def piece(owner: str, kind: str) -> str:
    """`w`, `b_s`, `t_k`, `p`, ... (no faction letter)."""
    return str(table()["pieces"][owner][kind])


def item(name: str) -> str:
    return str(table()["items"][name])


def relationship(value: str) -> str:
    return str(table()["relationships"][value])


def decree_column(column: str) -> str:
    return str(table()["decree"][column])


def card_name(instance: str) -> str:
    """A card's Rootlog name, without suit: `armor`, `@`, `dom`, `favor`."""
    return str(table()["cards"][cards.card_id(instance)])


def card(instance: str) -> str:
    """A card everyone may see: `B#armor`, `F#@`, `M#dom`."""
    return f"{suit(cards.suit_of(instance))}#{card_name(instance)}"


def crafted(instance: str) -> str:
    """What follows `Z` when a card is crafted: `%h` for an item, the card's
    name for an improvement, `ffavor` (suit in lower case) for a favor."""
    known = cards.card(instance)
    if known.item:
        return "%" + item(known.item)
    name = card_name(instance)
    return suit(known.suit).lower() + name if name == "favor" else name


def quest(quest_id: str) -> str:
    """A quest card: `R#errand` (quest ids end with their suit)."""
    base, _, suit_name = quest_id.rpartition("_")
    return f"{suit(suit_name)}#{table()['quests'][base]}"


def price(service: str) -> str:
    """A Riverfolk service's price track: `h`, `r`, `m` (`$_h->3`)."""
    return str(table()["prices"][service])
