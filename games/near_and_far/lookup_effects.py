"""A treasure's or world card's effects in words, for `/game card`: the same
kinds of effect as the artifacts' (whose texts the catalog holds, `effect.<id>`),
told from the data, one template per kind (`lookup.fx.*`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core.i18n import Catalog

STATS = ("arrow", "sword", "hand", "eye", "shield", "heart")


def effects_text(catalog: Catalog, effects: list[Mapping[str, Any]], locale: str) -> str:
    parts = [_one(catalog, effect, locale) for effect in effects]
    return "; ".join(parts) or catalog.text(locale, "lookup.fx.none")


def _one(catalog: Catalog, effect: Mapping[str, Any], locale: str) -> str:
    t = catalog.text
    if "stat" in effect:
        return t(locale, f"lookup.fx.stat.{effect['stat']}", count=int(effect["n"]))
    if "most" in effect:
        return t(locale, f"lookup.fx.most.{effect['most']}", vp=int(effect["vp"]))
    if "visit" in effect:
        gain = ", ".join(t(locale, f"lookup.fx.gain.{good}", count=n)
                         for good, n in effect["gain"].items())
        if effect["visit"] == "any":
            return t(locale, "lookup.fx.visit_any", gain=gain)
        where = t(locale, f"building.{effect['visit']}")
        return t(locale, "lookup.fx.visit", building=where, gain=gain)
    if "end_per" in effect:
        return t(locale, f"lookup.fx.end_per.{effect['end_per']}", count=int(effect["n"]))
    for key in ("search_bonus", "quest_skill", "duel", "free_pass", "vp"):
        if key in effect:
            return t(locale, f"lookup.fx.{key}", count=int(effect[key]))
    return t(locale, "lookup.fx.none")
