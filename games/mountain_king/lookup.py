"""Mountain King's components for `/game card` (issue 14 item 12): spells (cost
and effect), workshops (what they exchange), great halls (size and honour) and
trolls (level, clan, what they produce, what recruiting them takes), from the
game's data and catalog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.lookup import Entry
from games.mountain_king.components import hall_shapes, spells, trolls, workshop_kinds
from games.mountain_king.recruit import bribed_slots

if TYPE_CHECKING:
    from games.mountain_king.game import MountainKing

# Entry ids carry the component's kind, so a troll's id never meets a spell's.
KINDS = ("spell", "workshop", "hall", "troll")


def entries(game: MountainKing, locale: str) -> list[Entry]:
    t = game.catalog.text
    out = [Entry(f"spell.{s}", t(locale, f"spell.{s}"), t(locale, "lookup.spell"))
           for s in spells()]
    out += [Entry(f"workshop.{w}", t(locale, f"workshop.{w}"), t(locale, "lookup.workshop"))
            for w in workshop_kinds()]
    out += [Entry(f"hall.{h}", t(locale, f"hall.{h}"), t(locale, "lookup.hall"))
            for h in hall_shapes()]
    # Trolls have no names: what they are, with the id the notation uses.
    out += [Entry(f"troll.{card}", _troll_name(game, card, locale), t(locale, "lookup.troll"))
            for card in trolls()]
    return out


def _troll_name(game: MountainKing, card: str, locale: str) -> str:
    data = trolls()[card]
    key = "lookup.troll_start_name" if data["level"] == 0 else "lookup.troll_name"
    clan = game.catalog.text(locale, f"clan.{data['clan']}")
    return game.catalog.text(locale, key, level=data["level"], clan=clan, id=card,
                             produces=_symbols(game, data["produces"], locale, " + "))


def _symbols(game: MountainKing, symbols: list[str], locale: str, joint: str = ", ") -> str:
    """`2 stones + coin`: each symbol once, with its count when it repeats."""
    counts: dict[str, int] = {}
    for symbol in symbols:
        counts[symbol] = counts.get(symbol, 0) + 1
    return joint.join(game.symbol_text(s, locale) if n == 1 else game.count_text(n, s, locale)
                      for s, n in counts.items())


def text(game: MountainKing, entry_id: str, locale: str) -> str | None:
    kind, _, key = entry_id.partition(".")
    t = game.catalog.text
    if kind == "spell" and key in spells():
        return "\n".join([t(locale, "lookup.spell_cost"),
                          _capital(t(locale, f"spell_text.{key}")) + "."])
    if kind == "workshop" and key in workshop_kinds():
        return t(locale, "lookup.workshop_use", effect=t(locale, f"workshop_text.{key}"))
    if kind == "hall" and key in hall_shapes():
        shape = hall_shapes()[key]
        return t(locale, "lookup.hall_text", count=len(shape.cells), low=shape.low,
                 high=shape.high)
    if kind == "troll" and key in trolls():
        return _troll(game, key, locale)
    return None


def _troll(game: MountainKing, card: str, locale: str) -> str:
    data, t = trolls()[card], game.catalog.text
    produces = _symbols(game, data["produces"], locale)
    if data["level"] == 0:
        start = _symbols(game, data.get("start", []), locale)
        return t(locale, "lookup.troll_start", produces=produces, start=start)
    lines = [t(locale, "lookup.troll_produces", produces=produces),
             t(locale, "lookup.troll_recruit", level=data["level"],
               count=len(bribed_slots(data["level"], 0)))]
    if data.get("pedestal"):
        lines.append(t(locale, "lookup.troll_pedestal"))
    return "\n".join(lines)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
