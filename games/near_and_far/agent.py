"""The Near and Far AI: a player with a plan rather than a one-ply search.

A one-ply search on `evaluate` cannot see that the value of `adventure` lies four
steps later (prepare, depart, walk, camp), so it dawdled in the village and games
never reached their end. This agent answers each prompt with a small rule of play:

- turn: adventure when a route promises a camp (or a threat to beat) this turn;
  otherwise visit the building worth most now (the mine while a gallery is in
  reach, the tavern while the team is weak, the stable for pack-birds, ...),
  counting the risk of a duel when the building is occupied;
- preparation: field the best team (one adventurer per faction, hearts first);
- movement: plan the whole walk from here (`routes`), step by step, valuing the
  end space (camp, quest, route completion, search reward), treasures on the way,
  a threat it is sure to beat, and the hearts left afterwards;
- the rest: buy artifacts when affordable, keep affordable cards at the shop, spend
  hearts when a roll falls short and it pays, duel with honour when the odds allow.

Every choice is a deterministic function of what its seat may know: the agent plays
on a determinized copy (`games.core.agents.determinize`: the other hands, the draft,
the cards others look at and the order of the decks drawn again, canonically), so
the same position seen from its seat always gives the same choice. Ties are broken
with the agent's own generator, never the state's; determinizing reads it without
advancing it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from games.core.agents import Agent, determinize
from games.core.game import State
from games.core.rng import Rng
from games.core.types import Seat
from games.near_and_far import adventure, camps, quest, treasure
from games.near_and_far.actions import (
    GOODS,
    Avoid,
    Card,
    Draw,
    Duel,
    Goods,
    Number,
    Reputation,
    Visit,
    Word,
)
from games.near_and_far.buying import can_buy
from games.near_and_far.cards import effect_sum, effects, gain, holding, stats, visit_gains
from games.near_and_far.components import adventurers, artifacts, rules, threats, treasures
from games.near_and_far.duel import combat
from games.near_and_far.leaders import banners
from games.near_and_far.scoring import reputation_vp
from games.near_and_far.state import NearFarState
from games.near_and_far.village.hall import trade_values
from games.near_and_far.village.mine import open_galleries, reward
from games.near_and_far.village.rules import needs_duel, occupants
from games.near_and_far.village.tavern import price

# What a good is worth to the agent, in VP (coins and gems score 1 VP per 2).
GOOD_VALUE = {"coin": 0.5, "gem": 0.6, "food": 0.3, "rep": 0.3, "heart": 0.2}
FACTION_TOKEN = 1.3  # 1 VP, a banner toward a chief, a tavern discount
CAMP_VALUE = 2.2  # 1 VP, a step toward the end (+2 VP at 14), the board reveal
DIE_MEAN = 3.5


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
    return (
        1.0 * a["heart"]
        + 0.55 * a["sword"]
        + 0.45 * a["hand"]
        + 0.5 * a["eye"]
        + 0.7 * a["arrow"]
        + 0.9 * a["shield"]
    )


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


@dataclass
class Walk:
    """One planned walk from the current space: the steps, where it ends, what it
    costs and brings."""

    steps: list[int]
    end: int
    hearts: float
    value: float


class NearFarAgent(Agent):
    kind = "heuristic"

    def choose(self, state: State, seat: Seat, rng: Rng) -> Any:
        assert isinstance(state, NearFarState)
        actions = state.legal(seat)
        if len(actions) == 1:
            return actions[0]
        known = determinize(state, seat, rng)
        assert isinstance(known, NearFarState)
        return self._decide(known, seat, actions, rng)

    def _decide(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng) -> Any:
        """The choice among `actions`, from a position holding only what `seat` knows."""
        purchase = self._purchase(state, seat, actions)
        if purchase is not None:
            return purchase
        own = [a for a in actions if not (isinstance(a, Card) and a.verb == "buy")]
        handler = getattr(self, f"_on_{state.phase}", None)
        choice = handler(state, seat, own, rng) if handler else None
        if choice is None or choice not in actions:
            return self._fallback(actions, rng)
        return choice

    @staticmethod
    def _fallback(actions: list[Any], rng: Rng) -> Any:
        """Leave a step rather than wander: the closing word if there is one."""
        for word in ("done", "end", "depart", "stop", "ready", "cancel", "yield", "roll"):
            if Word(word) in actions:
                return Word(word)
        return rng.choice(actions)

    @staticmethod
    def _pick_best(scored: list[tuple[float, Any]], rng: Rng) -> Any:
        top = max(v for v, _ in scored)
        return rng.choice([a for v, a in scored if v >= top - 1e-9])

    # -- buying (a free action at the main steps) -------------------------------------
    def _purchase(self, state: NearFarState, seat: int, actions: list[Any]) -> Any:
        buys = [a for a in actions if isinstance(a, Card) and a.verb == "buy"]
        if not buys:
            return None
        if state.phase in ("move", "boost") or (
            state.phase == "building" and state.ctx.get("b") == "tavern"
        ):
            # Buy at a calmer moment: the coins may be wanted for a recruit, and a card
            # bought after a roll does not change it.
            return None
        if "give" in state.ctx:
            return None  # in the middle of a trade
        player = state.p(seat)
        traded = state.phase == "building" and state.ctx.get("trades")
        weak = len(best_team([*player["team"], *player["reserve"]])) < 3 and not traded
        for action in sorted(buys, key=lambda a: (-card_value(a.card), a.card)):
            cost = artifacts()[action.card]["cost"]
            if weak and player["coin"] - cost.get("coin", 0) < 3 and state.end_by is None:
                continue  # the coins are wanted for recruits while the team is weak
            return action
        return None

    # -- the draft ----------------------------------------------------------------------
    def _on_draft_pick(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        return max(
            actions,
            key=lambda a: card_value(a.card) - 0.35 * cost_weight(artifacts()[a.card]["cost"]),
        )

    def _on_draft_keep(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        hand = state.p(seat)["hand"]
        advanced = [c for c in state.ctx["advanced"][seat] if c in hand]
        if Word("ready") not in actions:  # both advanced kept: drop the dearer one
            worst = max(advanced, key=lambda c: (cost_weight(artifacts()[c]["cost"]), c))
            return Card("drop", worst)
        for card in sorted(hand):
            info = artifacts()[card]
            if info.get("reputation") or cost_weight(info["cost"]) >= 6:
                return Card("drop", card)
        return Word("ready")

    # -- the turn: village or adventure ---------------------------------------------------
    def _on_turn(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        scored: list[tuple[float, Any]] = []
        for action in actions:
            if isinstance(action, Visit):
                scored.append((self._visit_value(state, seat, action.building), action))
            else:
                scored.append((self._adventure_value(state, seat), action))
        return self._pick_best(scored, rng)

    def _adventure_value(self, state: NearFarState, seat: int) -> float:
        player = state.p(seat)
        if player["where"] == "map":
            hearts = player["heart"]
            left = adventure.capacity(state, seat)
            start = player["space"]
        else:
            hearts = min(int(rules()["max_hearts"]), self._team_hearts(state, seat))
            left = adventure.capacity(state, seat)
            start = adventure.VILLAGE
        ctx = {
            "left": left,
            "moved": 0,
            "free": effect_sum(state, seat, "free_pass"),
            "turtles": player["animals"].count("turtle") if state.day else 0,
        }
        walk = Planner(state, seat, hearts).best_walk(start, hearts, ctx)
        # Only what the walk brings counts: wandering with hearts kept is no gain, and
        # standing still on the map while nothing can be done here is no plan.
        if walk.value - 0.3 * walk.hearts < 0.5:
            return -1.0
        if not walk.steps and not (
            start in state.quest_tokens or Planner(state, seat, hearts).can_camp_at(start, hearts)
        ):
            return -1.0
        return walk.value - 0.3 * walk.hearts

    def _team_hearts(self, state: NearFarState, seat: int) -> int:
        player = state.p(seat)
        team = best_team([*player["team"], *player["reserve"]])
        table = adventurers()
        cards = sum(int(e["n"]) for e in effects(state, seat) if e.get("stat") == "heart")
        return sum(table[m]["heart"] for m in team) + cards

    def _visit_value(self, state: NearFarState, seat: int, building: str) -> float:
        value = getattr(self, f"_value_{building}")(state, seat)
        if needs_duel(state, seat, building):
            value = value * self._duel_odds(state, seat, building) - 1.0
        return value

    def _duel_odds(self, state: NearFarState, seat: int, building: str) -> float:
        mine = combat(state, seat) + 1 + min(state.p(seat)["heart"], 2)
        rivals = [combat(state, o) if o >= 0 else 0 for o in occupants(state, seat, building)]
        edge = mine - min(rivals)
        return win_chance(edge)

    def _value_mine(self, state: NearFarState, seat: int) -> float:
        skill = stats(state, seat)["hand"]
        reach = [n for n in open_galleries(state) if n <= skill]
        bonus = good_value(self._visit_bonus(state, seat, "mine"))
        if not reach:
            return bonus - 0.5
        return CAMP_VALUE + max(good_value(reward(n)) for n in reach) + bonus

    def _value_tavern(self, state: NearFarState, seat: int) -> float:
        player = state.p(seat)
        bonus = good_value(self._visit_bonus(state, seat, "tavern"))
        owned = [*player["team"], *player["reserve"]]
        now = sum(member_value(m) for m in best_team(owned))
        best = 0.0
        for member in state.row:
            if member is None:
                continue
            cost = price(state, seat, member)
            if cost > player["coin"]:
                continue
            gain = sum(member_value(m) for m in best_team([*owned, member])) - now
            gain += 0.4 * self._banner_pull(state, seat, member)
            best = max(best, gain - 0.3 * cost)
        return best * 1.3 + bonus - 0.2

    def _banner_pull(self, state: NearFarState, seat: int, member: str) -> float:
        """A banner brings a chief (5 VP at four banners) closer, if still free."""
        faction = adventurers()[member]["faction"]
        if state.chiefs.get(faction) is not None:
            return 0.0
        have = banners(state, seat, faction)
        return 1.0 + have  # the closer to four, the more it pulls

    def _value_stable(self, state: NearFarState, seat: int) -> float:
        player = state.p(seat)
        bonus = good_value(self._visit_bonus(state, seat, "stable"))
        if len(player["animals"]) >= int(rules()["max_animals"]):
            return bonus - 0.5
        if player["food"] >= 1 or (state.day and player["gem"] >= 1):
            # A pack animal is a step, a treasure slot (a treasure, and +5 VP with
            # three) and a way past a threat.
            return 2.8 - 0.4 * len(player["animals"]) + bonus
        return bonus - 0.5

    def _value_farm(self, state: NearFarState, seat: int) -> float:
        player = state.p(seat)
        food = stats(state, seat)["hand"]
        want = 1.0 if len(player["animals"]) < 3 and player["food"] < 2 else 0.3
        if len(player["animals"]) < 2 and player["food"] < 1:
            want = 1.8  # food is the way to pack-birds
        want = max(want, self._food_needed(state, seat))
        return min(food, 3) * 0.45 * want + good_value(self._visit_bonus(state, seat, "farm"))

    def _food_needed(self, state: NearFarState, seat: int) -> float:
        """Food is worth more when a card in hand waits for it."""
        player = state.p(seat)
        for card in player["hand"]:
            need = artifacts()[card]["cost"].get("food", 0)
            if need > player["food"]:
                return 1.0
        return 0.0

    def _value_shop(self, state: NearFarState, seat: int) -> float:
        player = state.p(seat)
        bonus = good_value(self._visit_bonus(state, seat, "shop"))
        draw = 0.0
        if len(player["hand"]) < 2 and player["coin"] + player["gem"] >= 3:
            draw = 1.2
        return max(0.55, draw) + bonus

    def _value_mystic(self, state: NearFarState, seat: int) -> float:
        player = state.p(seat)
        bonus = good_value(self._visit_bonus(state, seat, "mystic"))
        if treasure.slots(state, seat) > len(player["treasures"]):
            return 2.4 + bonus
        return bonus - 0.5

    def _value_hall(self, state: NearFarState, seat: int) -> float:
        bonus = good_value(self._visit_bonus(state, seat, "hall"))
        drop = 0.8 if self._hopeless_card(state, seat) else 0.0
        plan = trade_plan(state, seat)
        unlock = 0.0
        if plan is not None:
            get = plan[1]
            card = next(
                c
                for c in sorted(state.p(seat)["hand"], key=lambda c: (-card_value(c), c))
                if any(g in artifacts()[c]["cost"] for g in get)
            )
            unlock = 0.8 * card_value(card) + 0.5  # a card bought, its -1 in hand gone
        return max(drop, unlock, self._reputation_gain(state, seat)[0]) + bonus - 0.3

    def _visit_bonus(self, state: NearFarState, seat: int, building: str) -> dict[str, int]:
        return visit_gains(state, seat, building)

    def _hopeless_card(self, state: NearFarState, seat: int) -> str | None:
        """A card in hand that will likely never be bought (late, and far from its cost)."""
        player = state.p(seat)
        if not player["hand"] or (state.end_by is None and self._progress(state) < 0.6):
            return None
        money = player["coin"] + player["gem"]
        worst = max(player["hand"], key=lambda c: cost_weight(artifacts()[c]["cost"]))
        if cost_weight(artifacts()[worst]["cost"]) > money + 2:
            return worst
        return None

    def _progress(self, state: NearFarState) -> float:
        """How close the game is to its end: the leader's share of the camps."""
        total = camps.camp_total(state)
        return max(p["camps"] for p in state.seats) / total

    def _reputation_gain(self, state: NearFarState, seat: int) -> tuple[float, int]:
        """Near the end, buying reputation up to the next band can beat keeping coins."""
        player = state.p(seat)
        if state.end_by is None and self._progress(state) < 0.75:
            return 0.0, 0
        money = player["coin"] + player["gem"]
        rep = player["reputation"]
        high = rules()["reputation_range"][1]
        best = (0.0, 0)
        for k in range(1, min(money, high - rep) + 1):
            gain = reputation_vp(rep + k, state.day) - reputation_vp(rep, state.day)
            loss = (money // 2) - ((money - k) // 2)
            if gain - loss > best[0]:
                best = (float(gain - loss), k)
        return best

    # -- inside a building -------------------------------------------------------------
    def _on_building(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        building = state.ctx["b"]
        return getattr(self, f"_in_{building}")(state, seat, actions, rng)

    def _in_mine(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        digs = [a for a in actions if isinstance(a, Number)]
        if not digs:
            return Word("done")
        return max(digs, key=lambda a: (good_value(reward(a.n)), -a.n))

    def _in_tavern(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        player = state.p(seat)
        if "placing" in state.ctx:
            return self._placement(state, seat, actions)
        owned = [*player["team"], *player["reserve"]]
        now = sum(member_value(m) for m in best_team(owned))
        scored: list[tuple[float, Any]] = [(0.0, Word("done"))]
        for action in actions:
            if isinstance(action, Card):
                gain = sum(member_value(m) for m in best_team([*owned, action.card])) - now
                gain += 0.4 * self._banner_pull(state, seat, action.card)
                cost = price(state, seat, action.card)
                scored.append((gain - 0.3 * cost, action))
        best = max(v for v, _ in scored)
        if best <= 0.2 and Word("refresh") in actions and player["coin"] >= 4:
            return Word("refresh")
        return self._pick_best(scored, rng)

    def _placement(self, state: NearFarState, seat: int, actions: list[Any]):
        player = state.p(seat)
        new = state.ctx["placing"]
        ideal = best_team([*player["team"], *player["reserve"], new])
        if new not in ideal:
            return Word("reserve")
        if Word("team") in actions:
            return Word("team")
        out = [a for a in actions if isinstance(a, Card) and a.card not in ideal]
        if out:
            return min(out, key=lambda a: member_value(a.card))
        return Word("reserve")

    def _in_shop(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        player = state.p(seat)
        if "drawn" in state.ctx:
            keeps = [a for a in actions if isinstance(a, Card)]
            money = player["coin"] + player["gem"]
            if len(player["hand"]) >= 2 or not keeps:
                return Word("done")
            best = max(
                keeps,
                key=lambda a: card_value(a.card) - 0.4 * cost_weight(artifacts()[a.card]["cost"]),
            )
            if cost_weight(artifacts()[best.card]["cost"]) <= money + 2:
                return best
            return Word("done")
        draws = [a for a in actions if isinstance(a, Draw)]
        if self._value_shop(state, seat) > 1.0 and draws:
            return max(draws, key=lambda a: (a.basic, a.advanced))
        return Word("coin")

    def _in_stable(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        for word in ("bird", "turtle"):
            if Word(word) in actions:
                return Word(word)
        return Word("done")

    def _in_mystic(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        takes = [a for a in actions if isinstance(a, Card)]  # not a `release`
        return max(takes, key=lambda a: (treasure_value(treasures()[a.card]), a.card))

    def _in_hall(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        plan = trade_plan(state, seat)
        if "give" in state.ctx:
            if plan is None:
                return Word("cancel")
            give, get = plan
            for good in sorted(give):
                if state.ctx["give"].get(good, 0) < give[good]:
                    return Goods("give", good)
            for good in sorted(get):
                if state.ctx["get"].get(good, 0) < get[good]:
                    return Goods("get", good)
            return Word("deal")
        if plan is not None and Word("trade") in actions:
            return Word("trade")
        hopeless = self._hopeless_card(state, seat)
        if hopeless is not None and Card("drop", hopeless) in actions:
            return Card("drop", hopeless)
        gain, k = self._reputation_gain(state, seat)
        # Coins first: gems are worth a little more to it (cards ask for them).
        change = Reputation(k, max(0, k - state.p(seat)["coin"]))
        if gain > 0 and change in actions:
            return change
        return Word("done")

    # -- duels ----------------------------------------------------------------------------
    def _on_duel(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        if Word("bribe") in actions:
            return Word("bribe")
        duels = [a for a in actions if isinstance(a, Duel)]
        if Word("peace") in actions:
            return Word("peace")

        def strength(action: Duel) -> int:
            return combat(state, action.target) if action.target >= 0 else 0

        weakest = min(strength(a) for a in duels)
        edge = combat(state, seat) - weakest
        dirty = edge < 1 or state.p(seat)["reputation"] <= -3
        choice = [a for a in duels if strength(a) == weakest and a.dirty == dirty]
        return rng.choice(choice)

    def _on_boost(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        ctx = state.ctx
        hearts = state.p(seat)["heart"]
        spends = [a for a in actions if isinstance(a, Number)]
        if not spends:
            return Word("yield")
        if ctx["for"] == "threat":
            return spends[0]  # a threat beaten is its VP and a camp
        if ctx["for"] == "duel":
            need = spends[0].n
            return spends[0] if need <= 2 or hearts - need >= 4 else Word("yield")
        # A quest: spend what still leaves a camp here, or anything if no camp is possible.
        keep = camps.camp_cost(state, seat) if adventure.can_camp(state, seat) else 0
        affordable = [a for a in spends if hearts - a.n >= keep]
        if not affordable:
            return Word("yield")
        return max(affordable, key=lambda a: a.n)

    # -- adventuring -----------------------------------------------------------------------
    def _on_prepare(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        player = state.p(seat)
        ideal = best_team([*player["team"], *player["reserve"]])
        for action in actions:
            if isinstance(action, Card) and action.verb == "bench" and action.card not in ideal:
                return action
        for action in actions:
            if isinstance(action, Card) and action.verb == "field" and action.card in ideal:
                return action
        return Word("depart")

    def _on_move(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        player = state.p(seat)
        hearts = float(player["heart"])
        walk = Planner(state, seat, hearts).best_walk(player["space"], hearts, state.ctx)
        if not walk.steps:
            return Word("stop")
        return Number("go", walk.steps[0])

    def _on_threat(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        how = Planner(state, seat, state.p(seat)["heart"]).threat_choice(state.p(seat)["heart"], 0)
        if how is None:
            return Word("back")
        return Word("fight") if how == "fight" else Avoid(how)

    def _on_arrive(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        if Word("quest") in actions:
            return Word("quest")
        if Word("camp") in actions:
            player = state.p(seat)
            hearts = float(player["heart"])
            if Planner(state, seat, hearts).stop_value(player["space"], hearts)[1]:
                return Word("camp")
        return Word("end")

    def _on_quest(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        options = [a for a in actions if isinstance(a, Number)]
        if not options:
            return Word("skip")
        hearts = state.p(seat)["heart"]
        keep = camps.camp_cost(state, seat) if adventure.can_camp(state, seat) else 0
        spare = max(0, hearts - keep)

        def worth(action: Number) -> float:
            opt = quest.option(state.ctx["card"], action.n)
            strength = quest.strength(state, seat, opt["kind"]) + spare
            first = hit_chance(opt["target"] - strength)
            second = hit_chance(opt["target"] + 2 - strength)
            return (
                first * good_value(opt["reward"])
                + second * good_value(opt["bonus"])
                - good_value(opt["cost"])
            )

        return max(options, key=lambda a: (worth(a), -a.n))

    def _on_drop_treasure(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        return min(actions, key=lambda a: (treasure_value(treasures()[a.card]), a.card))

    def _on_site(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        return max(actions, key=lambda a: (site_value(state, seat, a.n), -a.n))

    def _on_end(self, state: NearFarState, seat: int, actions: list[Any], rng: Rng):
        return Word("end")


class Planner:
    """The walk ahead, seen from one decision: everything that does not change while
    walks are compared (stats, camp values, distances) is computed once."""

    def __init__(self, state: NearFarState, seat: int, hearts: float) -> None:
        self.state, self.seat = state, seat
        board = state.board
        power = stats(state, seat)
        self.sword = power["sword"]
        self.shield = power["shield"] > 0
        self.camp_cost = camps.camp_cost(state, seat)
        self.free_when_out = adventure.free_when_out(state)
        self.reach = adventure.capacity(state, seat)
        self.avoid = min(
            (e["avoid_cost"]["heart"] for e in effects(state, seat) if "avoid_cost" in e),
            default=None,
        )
        self.slots_free = treasure_slots_free(state, seat)
        self.threat_paths = {
            i for i in range(len(board.paths)) if adventure.threat_active(state, i)
        }
        self.treasure_paths = {
            i for i in range(len(board.paths)) if adventure.treasure_open(state, i)
        }
        self.sites = {
            spot.id: site_value(state, seat, spot.id)
            for spot in board.spaces
            if spot.kind != "village" and state.camps[spot.id] is None
        }
        blocked = self.threat_choice(hearts, 0) is None
        self.targets = [
            (value, self._distances(space, blocked)) for space, value in self.sites.items()
        ]

    def _distances(self, origin: int, blocked: bool) -> dict[int, int]:
        board = self.state.board
        dist = {origin: 0}
        frontier = [origin]
        while frontier:
            ahead = []
            for here in frontier:
                for nxt, index in board.neighbours(here):
                    if nxt in dist or (blocked and index in self.threat_paths):
                        continue
                    dist[nxt] = dist[here] + 1
                    ahead.append(nxt)
            frontier = ahead
        return dist

    def threat_choice(self, hearts: float, beaten: int) -> str | None:
        """How to get past the active threat (`beaten` cards after the top one), or
        None to stay away: a fight when even a roll of 1 plus the hearts at hand wins
        it and it is cheap, else a shield or a card-paid avoidance, else a sure fight."""
        deck = self.state.threat_deck
        if beaten >= len(deck):
            return None
        difficulty = threats()[deck[beaten]]["difficulty"]
        sure = difficulty - self.sword <= hearts
        if sure and expected_shortfall(difficulty - self.sword) <= 2:
            return "fight"
        if self.shield and beaten == 0:
            return "shield"
        if sure:
            return "fight"
        if self.avoid is not None and hearts >= self.avoid and beaten == 0:
            return "pay"
        return None

    def can_camp_at(self, space: int, hearts: float) -> bool:
        return space in self.sites and hearts >= self.camp_cost

    def prospect(self, space: int, hearts: float) -> float:
        """A camp on a later turn, seen from `space`: each later turn starts by leaving
        its space for free, so a trek of d paths over t turns costs d - t hearts."""
        best = 0.0
        for value, dist in self.targets:
            d = dist.get(space)
            if not d:
                continue
            turns = -(-d // max(1, self.reach))
            need = d - turns + self.camp_cost
            if need > hearts:
                continue
            best = max(best, value * 0.75**turns - 0.3 * need)
        return best

    def stop_value(self, space: int, hearts: float) -> tuple[float, bool]:
        """What ending the walk on `space` with `hearts` left is worth, and whether to
        camp there: a quest, the camp (then perhaps another one later with what is
        left), or no camp and a better one on a later turn; hearts kept count a little."""
        value = 0.3 * max(0.0, hearts)
        if space in self.state.quest_tokens:
            value += 1.6
        later = self.prospect(space, hearts)
        if not self.can_camp_at(space, hearts):
            return value + later, False
        camp = self.sites[space] - 0.3 * self.camp_cost
        camp += self.prospect(space, hearts - self.camp_cost)
        return value + max(camp, later), camp >= later

    def best_walk(self, start: int, hearts: float, ctx: dict[str, Any]) -> Walk:
        """The best walk from `start` with the movement left in `ctx` (stopping at once
        included). Walks never revisit a space."""
        state = self.state
        board = state.board
        best = Walk([], start, hearts, float("-inf"))

        def visit(
            space: int,
            steps: list[int],
            left: int,
            moved: int,
            hearts: float,
            free: int,
            turtles: int,
            gained: float,
            beaten: int,
        ) -> None:
            nonlocal best
            value = gained + self.stop_value(space, hearts)[0]
            if value > best.value + 1e-9:
                best = Walk(list(steps), space, hearts, value)
            if left <= 0:
                return
            # leaving this space onward (rulebook: a heart per empty space passed through)
            cost = 0
            if moved > 0 and not camps.is_camped(state, space):
                if free > 0:
                    free -= 1
                elif turtles > 0:
                    turtles -= 1
                else:
                    cost = 1
            if self.free_when_out:
                cost = min(cost, max(0.0, hearts))  # with none left, passing is free
            if hearts < cost:
                return
            for nxt, index in board.neighbours(space):
                if nxt == start or nxt in steps:
                    continue
                h = hearts - cost
                bonus = 0.0
                now_beaten = beaten
                if index in self.threat_paths and beaten < len(state.threat_deck):
                    how = self.threat_choice(h, beaten)
                    if how is None:
                        continue
                    if how == "fight":
                        card = threats()[state.threat_deck[beaten]]
                        h -= expected_shortfall(card["difficulty"] - self.sword)
                        bonus += int(card["vp"]) + CAMP_VALUE
                        now_beaten += 1
                    elif how == "pay":
                        h -= self.avoid or 0
                if board.spaces[nxt].water and h > 0:
                    h -= 1
                if index in self.treasure_paths and self.slots_free > 0:
                    bonus += 1.0
                steps.append(nxt)
                visit(nxt, steps, left - 1, moved + 1, h, free, turtles, gained + bonus, now_beaten)
                steps.pop()

        visit(
            start,
            [],
            int(ctx["left"]),
            int(ctx["moved"]),
            float(hearts),
            int(ctx["free"]),
            int(ctx["turtles"]),
            0.0,
            0,
        )
        return best


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
