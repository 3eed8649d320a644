"""Near and Far for `/game card` (issue 14 item 12): artifacts (cost, VP,
ability), threats, treasures, world cards, adventurers, quest cards and the
campaign's talents, from the game's data and catalog. Entry ids carry their
kind (`art.a01`, `threat.h04`...), so no two kinds share one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.lookup import Entry
from games.near_and_far.character import talent_cost
from games.near_and_far.components import (
    adventurers,
    artifacts,
    express_cards,
    threats,
    treasures,
    world_cards,
)
from games.near_and_far.lookup_effects import STATS, effects_text

if TYPE_CHECKING:
    from games.near_and_far.game import NearAndFar


def entries(game: NearAndFar, locale: str) -> list[Entry]:
    t = game.catalog.text

    def kind(word: str) -> str:
        return t(locale, f"lookup.{word}")

    out = [Entry(f"art.{a}", game.card_name(a, locale), kind("artifact")) for a in artifacts()]
    out += [Entry(f"threat.{h}", game.card_name(h, locale), kind("threat")) for h in threats()]
    out += [Entry(f"tre.{k}", t(locale, f"tre.{k}"), kind("treasure")) for k in _kinds(treasures())]
    out += [Entry(f"world.{k}", t(locale, f"world.{k}"), kind("world"))
            for k in _kinds(world_cards())]
    out += [Entry(f"adv.{a}", game.card_name(a, locale), kind("adventurer"))
            for a in adventurers() if a != "pet"]
    out += [Entry(f"quest.{q}", t(locale, f"quest.{q}.title"), kind("quest"))
            for q in express_cards()]
    out += [Entry(f"talent.{k}", game.talent_name(k, locale), kind("talent"))
            for k in game.talents()]
    return out


def text(game: NearAndFar, entry_id: str, locale: str) -> str | None:
    kind, _, key = entry_id.partition(".")
    t = game.catalog.text
    if kind == "art" and key in artifacts():
        card = artifacts()[key]
        cost = game.goods_text(card["cost"], locale)
        return t(locale, f"lookup.artifact_{card['tier']}", cost=cost, vp=card["vp"],
                 text=t(locale, f"effect.{key}"))
    if kind == "threat" and key in threats():
        card = threats()[key]
        return t(locale, "lookup.threat_text", difficulty=card["difficulty"], vp=card["vp"])
    if kind in ("tre", "world"):
        table = treasures() if kind == "tre" else world_cards()
        copies = [c for c in table.values() if c["kind"] == key]
        if copies:
            return t(locale, f"lookup.{kind}_text", count=len(copies),
                     text=effects_text(game.catalog, copies[0]["effects"], locale))
    if kind == "adv" and key in adventurers() and key != "pet":
        return _adventurer(game, key, locale)
    if kind == "quest" and key in express_cards():
        return game.express_card_text(key, locale)
    if kind == "talent" and key in game.talents():
        return t(locale, "lookup.talent_text", cost=talent_cost(key),
                 text=t(locale, f"talent.{key}.text"))
    return None


def _adventurer(game: NearAndFar, key: str, locale: str) -> str:
    card, t = adventurers()[key], game.catalog.text
    stats = ", ".join(t(locale, f"lookup.fx.stat.{s}", count=card[s]) for s in STATS if card.get(s))
    return t(locale, "lookup.adventurer_text", cost=card["cost"], stats=stats or "-",
             faction=t(locale, f"lookup.faction.{card['faction']}"))


def _kinds(table: dict[str, dict[str, Any]]) -> list[str]:
    """Each kind of card once (a treasure kind has two copies), in the data's order."""
    return list(dict.fromkeys(card["kind"] for card in table.values()))
