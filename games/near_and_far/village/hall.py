"""Town hall (rulebook "Alcaldía"): any of three actions, each once, in any order:
trade by the value table (up to five goods for one, or one for up to five; the
value bought never exceeds the value paid), discard an unbought artifact, buy or
sell reputation for one coin or gem a point. Then `done`.

A trade is built step by step: `trade`, then `give <good>` (one at a time), then
`get <good>`, and `deal` (or `cancel`).
"""

from __future__ import annotations

from typing import Any

from games.core.types import Event
from games.near_and_far.actions import GOODS, Card, Goods, Learn, Reputation, Word
from games.near_and_far.components import rules
from games.near_and_far.state import NearFarState


def arrive(state: NearFarState, seat: int) -> list[Event]:
    state.ctx.update({"trades": 0, "dropped": False, "rep": False})
    return []


def trades_allowed(state: NearFarState, seat: int) -> int:
    from games.near_and_far.cards import has_effect

    return 2 if has_effect(state, seat, "trade_twice") else 1


def money(state: NearFarState, seat: int) -> int:
    return state.p(seat)["coin"] + state.p(seat)["gem"]


def legal(state: NearFarState, seat: int) -> list[Any]:
    if "give" in state.ctx:
        return trade_legal(state, seat)
    ctx, player = state.ctx, state.p(seat)
    out: list[Any] = []
    if ctx["trades"] < trades_allowed(state, seat) and any(_held(state, seat, g) for g in GOODS):
        out.append(Word("trade"))
    if not ctx["dropped"]:
        out += [Card("drop", c) for c in player["hand"]]
    if not ctx["rep"]:
        low, high = rules()["reputation_range"]
        rep = player["reputation"]
        out += [Reputation(k) for k in range(1, min(money(state, seat), high - rep) + 1)]
        out += [Reputation(-k) for k in range(1, min(money(state, seat), rep - low) + 1)]
    out += [Learn(t) for t in learnable(state, seat)]
    return [*out, Word("done")]


def learnable(state: NearFarState, seat: int) -> list[str]:
    """Politicking talent: talents the character can afford now, bought at the town
    hall during the game (rulebook "Talentos": Politiqueo)."""
    from games.near_and_far.cards import has_effect
    from games.near_and_far.character import TALENT_EFFECTS, Character, talent_cost

    text = state.characters[seat] if seat < len(state.characters) else None
    if text is None or not has_effect(state, seat, "learn"):
        return []
    hero = Character.from_text(text)
    return [t for t in TALENT_EFFECTS if t not in hero.talents and talent_cost(t) <= hero.xp]


def learn(state: NearFarState, seat: int, talent: str) -> list[Event]:
    """Spend the experience now; the talent works from this moment (a talent that
    acts at the start of a game, like Cooking, first acts in the next one)."""
    from games.near_and_far.character import Character, talent_cost

    text = state.characters[seat]
    assert text is not None
    state.characters[seat] = Character.from_text(text).buy(talent).to_text()
    player = state.p(seat)
    player["talents"].append(talent)
    player.setdefault("learned", []).append(talent)
    return [Event("learned", {"seat": seat, "talent": talent, "cost": talent_cost(talent)})]


def act(state: NearFarState, seat: int, action: Any) -> list[Event]:
    from games.near_and_far.village import finish

    if "give" in state.ctx:
        return trade_act(state, seat, action)
    player = state.p(seat)
    if action == Word("trade"):
        state.ctx.update({"give": {}, "get": {}})
        return []
    if isinstance(action, Card):
        player["hand"].remove(action.card)
        state.artifact_discard.append(action.card)
        state.ctx["dropped"] = True
        # A secret choice: it cannot be taken back (setup.pick).
        return [Event("artifact_dropped", {"seat": seat}, barrier=True)]
    if isinstance(action, Reputation):
        return change_reputation(state, seat, action.delta)
    if isinstance(action, Learn):
        return learn(state, seat, action.talent)
    return finish(state)


def change_reputation(state: NearFarState, seat: int, delta: int) -> list[Event]:
    """One coin or gem per point, up or down (coins are paid first)."""
    from games.near_and_far.cards import gain

    player = state.p(seat)
    cost = abs(delta)
    coins = min(cost, player["coin"])
    player["coin"] -= coins
    player["gem"] -= cost - coins
    gain(state, seat, {"rep": delta})
    state.ctx["rep"] = True
    return [Event("reputation", {"seat": seat, "delta": delta, "paid": cost})]


# -- trading ----------------------------------------------------------------------------
def value(state: NearFarState, seat: int, goods: dict[str, int]) -> int:
    table = rules()["trade_values"]
    return sum(table[g] * n for g, n in goods.items())


def _held(state: NearFarState, seat: int, good: str) -> int:
    from games.near_and_far.cards import holding

    return holding(state, seat, good)


def trade_legal(state: NearFarState, seat: int) -> list[Any]:
    from games.near_and_far.cards import effect_sum

    ctx = state.ctx
    give, get = ctx["give"], ctx["get"]
    most = int(rules()["trade_max_items"])
    given, got = sum(give.values()), sum(get.values())
    out: list[Any] = []
    if not get and given < most:
        out += [Goods("give", g) for g in GOODS if _held(state, seat, g) > give.get(g, 0)]
    if given:
        budget = value(state, seat, give) + effect_sum(state, seat, "trade_bonus")
        budget -= value(state, seat, get)
        room = (most if given == 1 else 1) - got
        if room > 0:
            table = rules()["trade_values"]
            out += [Goods("get", g) for g in GOODS if g not in give and table[g] <= budget]
    if got:
        out.append(Word("deal"))
    return [*out, Word("cancel")]


def trade_act(state: NearFarState, seat: int, action: Any) -> list[Event]:
    from games.near_and_far.cards import gain

    ctx = state.ctx
    if isinstance(action, Goods):
        side = ctx[action.verb]
        side[action.good] = side.get(action.good, 0) + 1
        return []
    give, get = ctx.pop("give"), ctx.pop("get")
    if action == Word("cancel"):
        return []
    gain(state, seat, {g: -n for g, n in give.items()})
    gain(state, seat, get)
    ctx["trades"] += 1
    return [Event("traded", {"seat": seat, "gave": give, "got": get})]
