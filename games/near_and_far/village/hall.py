"""Town hall (rulebook "Alcaldía"): any of three actions, each once, in any order:
trade by the value list (up to five goods for one, or one for up to five; the
value bought never exceeds the value paid), discard an unbought artifact, gain or
lose reputation "pagando un maravedí o una gema por cada punto" (the player says
how many of the points a gem pays: `rep +3 1g`). Then `done`.

A trade is built step by step: `trade`, then `give <good>` (one at a time), then
`get <good>`, and `deal` (or `cancel`).

The value list is printed on the board, not in the rulebook; its two examples and
the Cart's fix it where they speak (docs/rules/near_and_far.md, "Town hall values"):
coin 2, gem 2, food 1, a red faction token 5 ("Pablo paga 1 gema, 1 maravedí y 1
comida (para un valor total de 5) y compra una ficha de facción roja"), a blue one 7
("Irene paga 1 ficha de facción azul (valor 7)"); green and yellow, never priced in
the text, 6. The option `token_value=flat` plays our earlier list: every faction
token 6.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.near_and_far.actions import GOODS, Card, Goods, Learn, NearFarAction, Reputation, Word
from games.near_and_far.cards import effect_sum, gain, has_effect, holding
from games.near_and_far.character import TALENT_EFFECTS, Character, talent_cost
from games.near_and_far.components import rules
from games.near_and_far.leaders import FACTIONS
from games.near_and_far.village.rules import finish, visit_frame

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def arrive(state: NearFarState, seat: int) -> list[Event]:
    visit_frame(state).update({"trades": 0, "dropped": False, "rep": False})
    return []


def trades_allowed(state: NearFarState, seat: int) -> int:
    return 2 if has_effect(state, seat, "trade_twice") else 1


def legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    if "give" in visit_frame(state):
        return trade_legal(state, seat)
    ctx, player = visit_frame(state), state.p(seat)
    out: list[NearFarAction] = []
    if ctx["trades"] < trades_allowed(state, seat) and any(_held(state, seat, g) for g in GOODS):
        out.append(Word("trade"))
    if not ctx["dropped"]:
        out += [Card("drop", c) for c in player["hand"]]
    if not ctx["rep"]:
        out += reputation_changes(state, seat)
    out += [Learn(t) for t in learnable(state, seat)]
    return [*out, Word("done")]


def learnable(state: NearFarState, seat: int) -> list[str]:
    """Politicking talent: talents the character can afford now, bought at the town
    hall during the game (rulebook "Talentos": Politiqueo)."""
    text = state.characters[seat] if seat < len(state.characters) else None
    if text is None or not has_effect(state, seat, "learn"):
        return []
    hero = Character.from_text(text)
    return [t for t in TALENT_EFFECTS if t not in hero.talents and talent_cost(t) <= hero.xp]


def learn(state: NearFarState, seat: int, talent: str) -> list[Event]:
    """Spend the experience now; the talent works from this moment (a talent that
    acts at the start of a game, like Cooking, first acts in the next one)."""
    text = state.characters[seat]
    assert text is not None
    state.characters[seat] = Character.from_text(text).buy(talent).to_text()
    player = state.p(seat)
    player["talents"].append(talent)
    player.setdefault("learned", []).append(talent)
    return [Event("learned", {"seat": seat, "talent": talent, "cost": talent_cost(talent)})]


def act(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    if "give" in visit_frame(state):
        return trade_act(state, seat, action)
    player = state.p(seat)
    if action == Word("trade"):
        visit_frame(state).update({"give": {}, "get": {}})
        return []
    if isinstance(action, Card):
        player["hand"].remove(action.card)
        state.artifact_discard.append(action.card)
        visit_frame(state)["dropped"] = True
        # A secret choice: it cannot be taken back (setup.pick).
        return [Event("artifact_dropped", {"seat": seat}, barrier=True)]
    if isinstance(action, Reputation):
        return change_reputation(state, seat, action)
    if isinstance(action, Learn):
        return learn(state, seat, action.talent)
    return finish(state)


def reputation_changes(state: NearFarState, seat: int) -> list[Reputation]:
    """Every change of reputation the seat can pay for, within the track (-6..12), and
    every way of paying it: "pagando un maravedí o una gema por cada punto", so the
    player chooses how many points a gem pays (coins and gems buy different things)."""
    player = state.p(seat)
    low, high = rules()["reputation_range"]
    rep, coins, gems = player["reputation"], player["coin"], player["gem"]
    out: list[Reputation] = []
    for sign, room in ((1, high - rep), (-1, rep - low)):
        for points in range(1, min(coins + gems, room) + 1):
            if coins_first(state):  # one way to pay: `rep +3`
                out.append(Reputation(sign * points))
                continue
            for by_gem in range(max(0, points - coins), min(points, gems) + 1):
                out.append(Reputation(sign * points, by_gem))
    return out


def coins_first(state: NearFarState) -> bool:
    """Option `reputation_payment=coins_first` (our earlier rule, and how games
    stored before issue 10 go on): coins pay first, gems the rest, no choice."""
    return state.options.get("reputation_payment") == "coins_first"


def change_reputation(state: NearFarState, seat: int, action: Reputation) -> list[Event]:
    """One coin or gem per point, up or down, as the player chose to pay."""
    cost = abs(action.delta)
    by_gem = max(0, cost - state.p(seat)["coin"]) if coins_first(state) else action.gems
    paid = {"coin": cost - by_gem, "gem": by_gem}
    gain(state, seat, {good: -n for good, n in paid.items()})
    gain(state, seat, {"rep": action.delta})
    visit_frame(state)["rep"] = True
    paid = {good: n for good, n in paid.items() if n}
    return [Event("reputation", {"seat": seat, "delta": action.delta, "paid": paid})]


# -- trading ----------------------------------------------------------------------------
def trade_values(state: NearFarState) -> dict[str, int]:
    """The value list of the town hall's panel: by colour as the examples print it,
    or every faction token 6 with `token_value=flat` (our earlier list)."""
    table = {good: int(n) for good, n in rules()["trade_values"].items()}
    if state.options.get("token_value") == "flat":
        table.update(dict.fromkeys(FACTIONS, int(rules()["trade_token_flat"])))
    return table


def value(state: NearFarState, seat: int, goods: dict[str, int]) -> int:
    table = trade_values(state)
    return sum(table[g] * n for g, n in goods.items())


def _held(state: NearFarState, seat: int, good: str) -> int:
    return holding(state, seat, good)


def trade_legal(state: NearFarState, seat: int) -> list[NearFarAction]:
    ctx = visit_frame(state)
    give, get = ctx["give"], ctx["get"]
    most = int(rules()["trade_max_items"])
    given, got = sum(give.values()), sum(get.values())
    out: list[NearFarAction] = []
    if not get and given < most:
        out += [Goods("give", g) for g in GOODS if _held(state, seat, g) > give.get(g, 0)]
    if given:
        budget = value(state, seat, give) + effect_sum(state, seat, "trade_bonus")
        budget -= value(state, seat, get)
        room = (most if given == 1 else 1) - got
        if room > 0:
            table = trade_values(state)
            out += [Goods("get", g) for g in GOODS if g not in give and table[g] <= budget]
    if got:
        out.append(Word("deal"))
    return [*out, Word("cancel")]


def trade_act(state: NearFarState, seat: int, action: NearFarAction) -> list[Event]:
    ctx = visit_frame(state)
    if isinstance(action, Goods):
        side = ctx["give"] if action.verb == "give" else ctx["get"]
        side[action.good] = side.get(action.good, 0) + 1
        return []
    give, get = ctx.pop("give"), ctx.pop("get")
    if action == Word("cancel"):
        return []
    gain(state, seat, {g: -n for g, n in give.items()})
    gain(state, seat, get)
    ctx["trades"] += 1
    return [Event("traded", {"seat": seat, "gave": give, "got": get})]
