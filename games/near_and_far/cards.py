"""What a player's cards and team give: stats, effects, goods, payments and hearts
(rulebook "Equipo actual", "Aclaraciones sobre las cartas de artefacto"); buying an
artifact is buying.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from games.near_and_far.character import TALENT_EFFECTS
from games.near_and_far.components import STATS, adventurers, card_effects, rules
from games.near_and_far.leaders import FACTIONS, check_chiefs

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

def effects(state: NearFarState, seat: int) -> Iterator[dict[str, Any]]:
    """Every effect working for the seat: bought artifacts, kept treasures, world cards,
    and the character's talents. Cards in hand give nothing."""
    player = state.p(seat)
    for card in (*player["bought"], *player["treasures"], *player["world"]):
        yield from card_effects(card)
    for talent in player["talents"]:
        yield from TALENT_EFFECTS[talent]


def effect_sum(state: NearFarState, seat: int, key: str) -> int:
    return sum(int(e[key]) for e in effects(state, seat) if key in e)


def has_effect(state: NearFarState, seat: int, key: str) -> bool:
    return any(key in e for e in effects(state, seat))


def stats(state: NearFarState, seat: int) -> dict[str, int]:
    """Skill (hand), combat (sword), move (arrow), search (eye), caution (shield) and
    hearts of the current team plus the cards (rulebook "Equipo actual")."""
    total = dict.fromkeys(STATS, 0)
    table = adventurers()
    for member in state.p(seat)["team"]:
        for stat in STATS:
            total[stat] += table[member][stat]
    for effect in effects(state, seat):
        if "stat" in effect:
            total[effect["stat"]] += int(effect["n"])
    return total


# -- goods --------------------------------------------------------------------------------
def holding(state: NearFarState, seat: int, good: str) -> int:
    player = state.p(seat)
    held: int = player["tokens"][good] if good in FACTIONS else player[good]
    return held


def gain(state: NearFarState, seat: int, goods: dict[str, int]) -> None:
    """Coins, gems, food, hearts, faction tokens, reputation (clamped to the track)."""
    player = state.p(seat)
    for good, n in goods.items():
        if good in FACTIONS:
            player["tokens"][good] = max(0, player["tokens"][good] + n)
        elif good == "rep" or good == "reputation":
            low, high = rules()["reputation_range"]
            player["reputation"] = max(low, min(high, player["reputation"] + n))
        else:
            player[good] = max(0, player[good] + n)
    check_chiefs(state, seat)


def can_pay(state: NearFarState, seat: int, cost: dict[str, int]) -> bool:
    player = state.p(seat)
    coins = player["coin"]
    gems = player["gem"]
    for good, n in cost.items():
        if good == "coin":
            continue
        if holding(state, seat, good) < n:
            return False
    need_coin = cost.get("coin", 0)
    if coins >= need_coin:
        return True
    spare_gems = gems - cost.get("gem", 0)
    return has_effect(state, seat, "gems_as_coins") and coins + spare_gems >= need_coin


def pay(state: NearFarState, seat: int, cost: dict[str, int]) -> dict[str, int]:
    """Pay a cost (gems stand in for missing coins with the gem-trade talent)."""
    player = state.p(seat)
    paid = {k: v for k, v in cost.items() if v}
    need_coin = cost.get("coin", 0)
    if player["coin"] < need_coin:
        short = need_coin - player["coin"]
        paid["coin"] = player["coin"]
        paid["gem"] = paid.get("gem", 0) + short
    for good, n in paid.items():
        if good in FACTIONS:
            player["tokens"][good] -= n
        else:
            player[good] -= n
    return paid


# -- hearts (Meditation: food as hearts) ---------------------------------------------
def hearts_available(state: NearFarState, seat: int) -> int:
    """Hearts that may be spent now; with the Meditation talent each food counts as
    a heart too (rulebook "Talentos": Meditación)."""
    player = state.p(seat)
    food = player["food"] if has_effect(state, seat, "food_as_hearts") else 0
    return int(player["heart"]) + int(food)


def spend_hearts(state: NearFarState, seat: int, n: int) -> dict[str, int]:
    """Spend `n` hearts: hearts first, then food with Meditation. Our decision: the
    hearts go first because leftover hearts are lost at the next preparation while
    food keeps; returns what was paid."""
    player = state.p(seat)
    hearts = min(n, player["heart"])
    food = n - hearts
    if food > player["food"] or (food and not has_effect(state, seat, "food_as_hearts")):
        raise ValueError(f"cannot spend {n} hearts")
    player["heart"] -= hearts
    player["food"] -= food
    return {"heart": hearts, "food": food} if food else {"heart": hearts}


def visit_gains(state: NearFarState, seat: int, building: str) -> dict[str, int]:
    """Visit bonuses from cards and talents: they come even when the building's action
    is not taken (rulebook "Nota acerca de las aptitudes de visita")."""
    total: dict[str, int] = {}
    animals = len(state.p(seat)["animals"])
    for effect in effects(state, seat):
        where = effect.get("visit")
        if where not in (building, "any"):
            continue
        if animals < int(effect.get("min_animals", 0)):
            continue
        for good, n in effect["gain"].items():
            total[good] = total.get(good, 0) + int(n)
    return total
