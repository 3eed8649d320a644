"""Which questions are asked in private (issue 9, "Trust"; docs/rules/near_and_far.md,
"Hidden information").

A prompt is private when its choices, or their labels, depend on what only the asked
seat knows: the artifacts in its hand, the hand passed to it in the draft, the cards
it is looking at in the shop or the day-side mystic's hut. The game master then never
shows them in the channel and never plays a single one for the seat (that would tell
the table there was only one). Whether a prompt is private follows from public facts
only (how many cards a hand holds, which deck they came from, what the seat owns on
the table), so the question itself gives nothing away.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from games.near_and_far.cards import has_effect
from games.near_and_far.components import artifacts
from games.near_and_far.leaders import FACTIONS

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

LOOKING = ("shop_keep", "mystic_act")
"""Prompts that choose among cards just drawn and looked at by the seat alone."""


def draft_hand_is_private() -> bool:
    """Rulebook "Redistribución de cartas de artefacto": each player picks from the hand
    passed to them; nobody else sees it. Always private."""
    return True


def cards_looked_at_are_private(kind: str) -> bool:
    """Rulebook "Tienda": the four cards are drawn and looked at ("robarlas y
    mirarlas") before deciding which to keep; "Aldea mejorada", "Cabaña del místico":
    three treasures drawn, one kept. Until then only the drawer sees them."""
    return kind in LOOKING


def discarding_from_hand_is_private(state: NearFarState, seat: int) -> bool:
    """Rulebook "Redistribución" (discard after the draft) and "Alcaldía" (discard an
    unbought artifact): the choices are the cards in hand, so the question is private
    whenever the hand holds a card (its size is public)."""
    return bool(state.p(seat)["hand"])


def buying_is_private(state: NearFarState, seat: int) -> bool:
    """Rulebook "Acción gratuita: comprar cartas de artefacto": at any moment of your
    turn you may buy a card from your hand, so every step of your turn offers the
    cards you can pay for. The step is private when the hand might hold a card the
    seat can pay for, judged from public facts: any unbought artifact of a kind the
    hand holds (basic or advanced: the backs differ) within the seat's goods and
    reputation. When none is, no card of the hand can be bought either, and the step
    stays public (and a lone `end` is played for the seat as before).

    Asked at every step of a turn (a third of a search decision's time when each
    step priced every group of cards), so the groups within reach of a purse are
    remembered (`within_reach`), and the cards bought and the gem-trade talent are
    looked at only when a group is."""
    player = state.p(seat)
    hand = player["hand"]
    if not hand:
        return False
    tokens = player["tokens"]
    purse = (player["coin"], player["gem"], player["food"], *(tokens[f] for f in FACTIONS),
             player["reputation"])
    bought: set[str] | None = None
    gem_trade: bool | None = None
    for tier in hand_tiers(hand):
        for cards, with_gems in within_reach(tier, purse):
            if bought is None:
                bought = {card for p in state.seats for card in p["bought"]}
            if bought.issuperset(cards):
                continue  # every card that asks this is bought: none of them is in a hand
            if with_gems:
                if gem_trade is None:
                    gem_trade = has_effect(state, seat, "gems_as_coins")
                if not gem_trade:
                    continue
            return True
    return False


PURSE = ("coin", "gem", "food", *FACTIONS)
"""The goods of a purse (`buying_is_private`), in order; the reputation comes last."""


@lru_cache(maxsize=4096)
def within_reach(tier: str, purse: tuple[int, ...]) -> tuple[tuple[frozenset[str], bool], ...]:
    """The price groups of a tier a seat with these goods and this reputation can pay
    for (`buying.can_buy`, `cards.can_pay`): each group's cards, and whether paying
    takes gems in place of missing coins (the gem-trade talent)."""
    goods = dict(zip(PURSE, purse[:-1], strict=True))
    reputation = purse[-1]
    reach: list[tuple[frozenset[str], bool]] = []
    for cards in price_groups(tier):
        info = artifacts()[cards[0]]
        need = info.get("reputation")
        if need and not (("min" not in need or reputation >= need["min"])
                         and ("max" not in need or reputation <= need["max"])):
            continue
        cost: dict[str, int] = info["cost"]
        if any(goods[good] < n for good, n in cost.items() if good != "coin"):
            continue
        need_coin = cost.get("coin", 0)
        if goods["coin"] >= need_coin:
            reach.append((frozenset(cards), False))
        elif goods["coin"] + goods["gem"] - cost.get("gem", 0) >= need_coin:
            reach.append((frozenset(cards), True))
    return tuple(reach)


def hand_tiers(hand: Iterable[str]) -> set[str]:
    """The kinds of cards in a hand, basic or advanced: public, from the card backs."""
    return {artifacts()[card]["tier"] for card in hand}


@cache
def price_groups(tier: str) -> tuple[tuple[str, ...], ...]:
    """The artifacts of a tier grouped by what buying one takes (its cost and any
    reputation it requires), the cheapest first: `buying_is_private` is asked at every
    step, and most of the time the first groups answer it."""
    groups: dict[str, list[str]] = {}
    for card, info in sorted(artifacts().items()):
        if info["tier"] == tier:
            groups.setdefault(_price(info), []).append(card)
    return tuple(tuple(groups[key]) for key in sorted(groups, key=_cheapness))


def _cheapness(price: str) -> tuple[int, int, str]:
    """Fewer goods, then fewer kinds of goods (most within reach come first)."""
    cost, _ = json.loads(price)
    return sum(cost.values()), len(cost), price


def _price(info: dict[str, Any]) -> str:
    return json.dumps([info["cost"], info.get("reputation")], sort_keys=True)
