"""What things are worth to the AI, in VP: goods, adventurers, cards, a
team, a trade, a camp site, the chance of a roll."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.core.rng import Rng
from games.near_and_far import camps, treasure
from games.near_and_far.actions import (
    GOODS,
    NearFarAction,
)
from games.near_and_far.buying import can_buy
from games.near_and_far.cards import gain, holding
from games.near_and_far.components import adventurers, artifacts, rules
from games.near_and_far.state import NearFarState
from games.near_and_far.village.hall import trade_values

# What a good is worth to the agent, in VP (coins and gems score 1 VP per 2).
GOOD_VALUE = {"coin": 0.5, "gem": 0.6, "food": 0.3, "rep": 0.3, "heart": 0.2}
FACTION_TOKEN = 1.3  # 1 VP, a banner toward a chief, a tavern discount
CAMP_VALUE = 2.2  # 1 VP, a step toward the end (+2 VP at 14), the board reveal
DIE_MEAN = 3.5

Actions = list[NearFarAction]
"""The answers the agent chooses among (`state.legal`, or the step's own of them)."""



def good_value(goods: dict[str, int]) -> float:
    total = 0.0
    for good, n in goods.items():
        if good in ("green", "yellow", "blue", "red"):
            total += FACTION_TOKEN * n
        elif good == "treasure":
            total += 1.0 * n
        elif good == "world":
            total += 1.5 * n
        elif good in ("adventurer", "bird"):
            total += 1.2 * n
        else:
            total += GOOD_VALUE.get(good, 0.3) * n
    return total


def member_value(member: str) -> float:
    """How much an adventurer adds to a team on the map."""
    a = adventurers()[member]
    value: float = (
        1.0 * a["heart"]
        + 0.55 * a["sword"]
        + 0.45 * a["hand"]
        + 0.5 * a["eye"]
        + 0.7 * a["arrow"]
        + 0.9 * a["shield"]
    )
    return value


def best_team(members: list[str]) -> list[str]:
    """The strongest legal team: at most four, one per faction, the pet anywhere."""
    table = adventurers()
    size = int(rules()["team_size"])
    best: tuple[float, list[str]] = (-1.0, [])
    for k in range(min(size, len(members)), 0, -1):
        for combo in combinations(sorted(members), k):
            factions = [table[m]["faction"] for m in combo if m != "pet"]
            if len(factions) != len(set(factions)):
                continue
            shields = sum(table[m]["shield"] for m in combo)
            value = sum(member_value(m) for m in combo) - 0.9 * max(0, shields - 1)
            if value > best[0] + 1e-9:
                best = (value, list(combo))
    return best[1]


def card_value(card: str) -> float:
    """An artifact's worth once bought: its VP and a rough price for its ability."""
    info = artifacts()[card]
    value = float(info["vp"])
    for effect in info["effects"]:
        if "stat" in effect:
            value += 0.5 * int(effect["n"]) * (1.5 if effect["stat"] == "shield" else 1.0)
        elif "on_buy" in effect:
            value += 1.0
        elif "end_per_adventurer" in effect:
            value += 0.5 * int(effect["n"])
        else:
            value += 0.4
    return value


def cost_weight(cost: dict[str, int]) -> float:
    weights = {"coin": 1.0, "gem": 1.2, "food": 0.7}
    return sum(weights.get(g, 2.5) * n for g, n in cost.items())


def trade_plan(state: NearFarState, seat: int) -> tuple[dict[str, int], dict[str, int]] | None:
    """One town hall trade that lets the agent buy a card from its hand: what to give,
    what to get. Cards in hand often wait for coins, food or a faction token while
    gems pile up (gems buy nothing by themselves); the hall turns them into what is
    missing. The best card (by value) that one legal trade unlocks; None if none."""
    table = trade_values(state)
    most = int(rules()["trade_max_items"])
    hand = sorted(state.p(seat)["hand"], key=lambda c: (-card_value(c), c))
    for card in hand:
        if can_buy(state, seat, card):
            continue
        cost = artifacts()[card]["cost"]
        short = {g: n - holding(state, seat, g) for g, n in cost.items() if g in GOODS}
        short = {g: n for g, n in short.items() if n > 0}
        if len(short) != 1:
            continue
        ((want, k),) = short.items()
        spare = {g: holding(state, seat, g) - cost.get(g, 0) for g in GOODS if g != want}
        spare = {g: n for g, n in spare.items() if n > 0}
        plans: list[tuple[float, dict[str, int], dict[str, int]]] = []
        # One good for up to five: a single spare good worth all that is missing.
        for good in spare:
            if k <= most and table[good] >= k * table[want]:
                plans.append((good_value({good: 1}), {good: 1}, {want: k}))
        # Up to five goods for one: the cheapest spare goods that reach its value.
        if k == 1:
            give: dict[str, int] = {}
            paid = 0
            for good in sorted(spare, key=lambda g: (good_value({g: 1}) / table[g], g)):
                while spare[good] > give.get(good, 0) and paid < table[want]:
                    if sum(give.values()) >= most:
                        break
                    give[good] = give.get(good, 0) + 1
                    paid += table[good]
            if paid >= table[want]:
                plans.append((good_value(give), give, {want: 1}))
        for _, give, get in sorted(plans, key=lambda p: (p[0], sorted(p[1].items()))):
            after = state.clone()
            gain(after, seat, {g: -n for g, n in give.items()})
            gain(after, seat, get)
            if can_buy(after, seat, card):
                return give, get
    return None


def treasure_slots_free(state: NearFarState, seat: int) -> int:
    return treasure.slots(state, seat) - len(state.p(seat)["treasures"])


def site_value(state: NearFarState, seat: int, space: int) -> float:
    """A camp on `space`: the camp itself, the search reward, trade routes."""
    value = CAMP_VALUE
    value += good_value(camps.search_reward(state, seat, space))
    spot = state.board.spaces[space]
    if spot.route:
        others = [s for s in state.board.route_spaces(spot.route) if s != space]
        sole, shared = state.board.routes[spot.route]
        owners = {state.camps[s] for s in others}
        if None not in owners:
            value += sole if owners <= {seat} else shared
        elif owners - {None} <= {seat}:
            value += 0.45 * sole
        else:
            value += 0.3 * shared
    if state.board.special == "mammoth" and spot.mammoth:
        mine = any(state.camps[s.id] == seat for s in state.board.spaces if s.mammoth)
        value += 0.0 if mine else 8.0
    return value


def treasure_value(card: dict[str, Any]) -> float:
    value = 0.0
    for effect in card["effects"]:
        if "stat" in effect:
            value += 0.5 * int(effect["n"]) * (1.5 if effect["stat"] == "shield" else 1.0)
        elif "vp" in effect:
            value += 0.6 * int(effect["vp"]) if "most" in effect else int(effect["vp"])
        else:
            value += 0.6
    return value


def hit_chance(short: float) -> float:
    """The chance that one die reaches `short` (what the total still needs)."""
    if short <= 1:
        return 1.0
    if short > 6:
        return 0.0
    return (7 - short) / 6


def win_chance(edge: float) -> float:
    """Two dice, the challenger `edge` ahead, the defender winning ties."""
    wins = sum(1 for a in range(1, 7) for b in range(1, 7) if a + edge > b)
    return wins / 36


def expected_shortfall(need: int) -> float:
    """Hearts expected to be spent when a die must reach `need`."""
    return sum(max(0, need - die) for die in range(1, 7)) / 6


def pick_best(scored: list[tuple[float, NearFarAction]], rng: Rng) -> NearFarAction:
    """One of the best-valued choices, ties broken by the agent's generator."""
    top = max(v for v, _ in scored)
    return rng.choice([a for v, a in scored if v >= top - 1e-9])
