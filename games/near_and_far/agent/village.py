"""The AI's choices in the village: what a visit to each building is worth now,
and what to do inside it (recruit, dig, keep, trade, duel)."""

from __future__ import annotations

from games.core.rng import Rng
from games.near_and_far import camps, frames, treasure
from games.near_and_far.actions import (
    Card,
    Draw,
    Duel,
    Goods,
    NearFarAction,
    Number,
    Reputation,
    Word,
)
from games.near_and_far.agent.values import (
    CAMP_VALUE,
    Actions,
    best_team,
    card_value,
    cost_weight,
    good_value,
    member_value,
    pick_best,
    trade_plan,
    treasure_value,
    win_chance,
)
from games.near_and_far.cards import stats, visit_gains
from games.near_and_far.components import adventurers, artifacts, rules, treasures
from games.near_and_far.duel import combat
from games.near_and_far.frames import BuildingFrame
from games.near_and_far.leaders import banners
from games.near_and_far.scoring import reputation_vp
from games.near_and_far.state import NearFarState
from games.near_and_far.village.mine import open_galleries, reward
from games.near_and_far.village.rules import needs_duel, occupants
from games.near_and_far.village.tavern import price


class VillageChoices:
    """Visits and buildings (mixed into NearFarAgent)."""

    def _visit_value(self, state: NearFarState, seat: int, building: str) -> float:
        value: float = getattr(self, f"_value_{building}")(state, seat)
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
        hand: list[str] = player["hand"]
        worst = max(hand, key=lambda c: cost_weight(artifacts()[c]["cost"]))
        if cost_weight(artifacts()[worst]["cost"]) > money + 2:
            return worst
        return None

    def _progress(self, state: NearFarState) -> float:
        """How close the game is to its end: the leader's share of the camps."""
        total = camps.camp_total(state)
        most: int = max(p["camps"] for p in state.seats)
        return most / total

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
    def _on_building(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        building = frames.current(state, BuildingFrame)["b"]
        inside: NearFarAction = getattr(self, f"_in_{building}")(state, seat, actions, rng)
        return inside

    def _in_mine(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        digs = [a for a in actions if isinstance(a, Number)]
        if not digs:
            return Word("done")
        return max(digs, key=lambda a: (good_value(reward(a.n)), -a.n))

    def _in_tavern(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        player = state.p(seat)
        if "placing" in frames.current(state, BuildingFrame):
            return self._placement(state, seat, actions)
        owned = [*player["team"], *player["reserve"]]
        now = sum(member_value(m) for m in best_team(owned))
        scored: list[tuple[float, NearFarAction]] = [(0.0, Word("done"))]
        for action in actions:
            if isinstance(action, Card):
                gain = sum(member_value(m) for m in best_team([*owned, action.card])) - now
                gain += 0.4 * self._banner_pull(state, seat, action.card)
                cost = price(state, seat, action.card)
                scored.append((gain - 0.3 * cost, action))
        best = max(v for v, _ in scored)
        if best <= 0.2 and Word("refresh") in actions and player["coin"] >= 4:
            return Word("refresh")
        return pick_best(scored, rng)

    def _placement(self, state: NearFarState, seat: int, actions: Actions) -> NearFarAction:
        player = state.p(seat)
        new = frames.current(state, BuildingFrame)["placing"]
        ideal = best_team([*player["team"], *player["reserve"], new])
        if new not in ideal:
            return Word("reserve")
        if Word("team") in actions:
            return Word("team")
        out = [a for a in actions if isinstance(a, Card) and a.card not in ideal]
        if out:
            return min(out, key=lambda a: member_value(a.card))
        return Word("reserve")

    def _in_shop(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        player = state.p(seat)
        if "drawn" in frames.current(state, BuildingFrame):
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

    def _in_stable(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        for word in ("bird", "turtle"):
            if Word(word) in actions:
                return Word(word)
        return Word("done")

    def _in_mystic(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        takes = [a for a in actions if isinstance(a, Card)]  # not a `release`
        return max(takes, key=lambda a: (treasure_value(treasures()[a.card]), a.card))

    def _in_hall(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
        plan = trade_plan(state, seat)
        visit = frames.current(state, BuildingFrame)
        if "give" in visit:  # a trade under way
            if plan is None:
                return Word("cancel")
            give, get = plan
            for good in sorted(give):
                if visit["give"].get(good, 0) < give[good]:
                    return Goods("give", good)
            for good in sorted(get):
                if visit["get"].get(good, 0) < get[good]:
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
    def _on_duel(
        self, state: NearFarState, seat: int, actions: Actions, rng: Rng
    ) -> NearFarAction:
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
