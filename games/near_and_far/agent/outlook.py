"""How a position looks to a seat, in VP: `Game.evaluate`'s judgement, the leaf value
of the searching player (games/core/search.py). The heuristic player does not read it
(it plays by its own rules of play, games/near_and_far/agent/player.py).

It reads the final scoring ("Final de la partida", `scoring.breakdown`) on the table as
it lies, and adds what the position promises toward it:

- cards in hand: each costs 1 VP at the end unless bought ("-1 PV por cada carta de
  artefacto que tengas en la mano"): its worth once bought (VP and ability, less the
  goods paid, which count in the final scoring too) or most of that point lost,
  weighed by the chance of buying it before the end: 0.8 for one the seat can pay
  for now (so buying it, which gives the whole worth, looks better than holding
  it), less for one it cannot, by the rounds left and the goods it lacks. Early in
  the game a card kept is a card bought later, late it is a point lost; and the
  cards it cannot pay for yet share the purchases the rounds left allow, best first
  (counting every card as a small gain had the search draw cards it never bought;
  every card it could not pay for now as a point lost had it drop its draft hand);
- routes half built: a camp of the seat's on a route whose other space is free is a
  part of the route's VP ("Rutas comerciales": sole or shared control);
- the team (stats of the team, the reserve at a discount): it brings camps, threats
  and treasures on the turns to come, so it is worth more the further the game is from
  its end (the last camp of the leader: 14, or 16 in the longer game) and little in
  the last rounds, when what a building gives at once is what counts;
- camps still to place (the end comes sooner for whoever places them), pack animals,
  some food;
- between its turns, the hearts it carries on the map (the next turn walks on with
  them; they are refilled only on setting out from the village);
- during its own adventure, a camp within reach (hearts enough for one), worth less
  than the camp itself: so camping and ending the turn never look like a loss, and
  turning back at a threat to walk up to it again (`back`, a move that leaves the
  position as it was) is never worth more than stopping.
"""

from __future__ import annotations

from games.near_and_far import camps, frames
from games.near_and_far.agent.values import card_value
from games.near_and_far.buying import can_buy, reputation_ok
from games.near_and_far.cards import holding, stats
from games.near_and_far.components import STATS, adventurers, artifacts
from games.near_and_far.frames import BuildingFrame
from games.near_and_far.scoring import breakdown
from games.near_and_far.state import NearFarState

CARD_HELD = 0.8
"""The chance that a card in hand the seat can pay for now is bought before the end."""
CARD_DOUBT = -0.5
"""A card in hand never bought: most of the point it costs at the end."""
CARD_CHANCE_PER_CAMP, CARD_CHANCE_MAX, CARD_CHANCE_PER_GOOD = 0.07, 0.7, 0.3
"""The chance of paying for a card later: 0.07 per camp the leader has left (at most
0.7, less than `CARD_HELD`), divided by 1 + 0.3 per good the seat lacks for it (a
third of that for the reputation)."""
CARD_BUYS_PER_CAMP = 0.3
"""The purchases of cards not yet payable the rounds left allow: 0.3 per camp the
leader has left (the heuristic player buys about four cards a game)."""
ROUTE_PROMISE = 0.5
"""The part of a route's VP a camp on it (the other space free) is worth."""
TEAM_FLOOR, TEAM_PER_CAMP = 0.4, 0.15
"""The team's stats are worth `TEAM_FLOOR + TEAM_PER_CAMP * camps the leader has left`
times their rule of thumb: 2.5x at the start of a 14-camp game, 0.4x at its end."""
CAMP_LEFT = 0.4
"""Each camp still to place: the game ends when someone has none left."""
CAMP_IN_REACH, FREE_SPACE = 0.9, 0.3
"""During its own adventure: hearts for a camp (less than a camp's 1 VP and 0.4 for
the camp placed), and standing on a free space (less again)."""
MAP_HEART = 0.3
"""Between its turns, each heart the seat carries on the map (the heuristic player's
worth of a heart kept at the end of a walk)."""


def outlook(state: NearFarState, seat: int) -> float:
    """The seat's VP if the game ended now, and what its position promises."""
    player = state.p(seat)
    parts = breakdown(state, seat)
    parts["unbought"] = 0  # the cards in hand are judged one by one below
    value = float(sum(parts.values()))
    value += hand_promise(state, seat)
    value += route_promise(state, seat)
    value += horizon(state) * team_potential(state, seat)
    value += 0.6 * len(player["animals"]) + 0.15 * min(int(player["food"]), 4)
    value -= CAMP_LEFT * camps.camps_left(state, seat)
    if state.active != seat or state.phase == "turn":
        value += map_promise(state, seat)
    else:
        value += adventure_promise(state, seat)
    return value


def map_promise(state: NearFarState, seat: int) -> float:
    """Between the seat's turns: the hearts it carries on the map, which its next
    turn walks on with (they are refilled only on setting out from the village), so
    a turn that ends out on the map with hearts left is worth more than one that
    comes back with none."""
    player = state.p(seat)
    if player["where"] != "map":
        return 0.0
    return MAP_HEART * int(player["heart"])


def route_promise(state: NearFarState, seat: int) -> float:
    """A part of each route the seat has a camp on and that is not complete yet."""
    total = 0.0
    for route, (sole, shared) in state.board.routes.items():
        owners = [state.camps[s] for s in state.board.route_spaces(route)]
        if None not in owners or seat not in owners:
            continue  # complete (scored by `breakdown`), or none of the seat's
        rivals = any(o is not None and o != seat for o in owners)
        total += ROUTE_PROMISE * float(shared if rivals else sole)
    return total


def hand_promise(state: NearFarState, seat: int) -> float:
    """The cards in hand: each its worth or the point lost, by the chance of buying
    it. Those the seat cannot pay for yet share the purchases the rounds left allow
    (`CARD_BUYS_PER_CAMP` per camp the leader has left), best first: a card beyond
    them is a point lost (with a chance for every card, the search filled its hand at
    the shop and ended a probe game with 12 cards unbought)."""
    left = leader_camps_left(state)
    later = min(CARD_CHANCE_MAX, CARD_CHANCE_PER_CAMP * left)
    buys = CARD_BUYS_PER_CAMP * left
    value = 0.0
    waiting: list[tuple[float, float]] = []
    hand: list[str] = state.p(seat)["hand"]
    for card in hand:
        if can_buy(state, seat, card):
            chance = CARD_HELD
        else:
            waiting.append((card_worth(card), later * buy_chance(state, seat, card)))
            continue
        value += chance * card_worth(card) + (1.0 - chance) * CARD_DOUBT
    waiting.sort(reverse=True)
    for worth, chance in waiting:
        chance = max(0.0, min(chance, buys))
        buys -= chance
        value += chance * worth + (1.0 - chance) * CARD_DOUBT
    return value


def card_worth(card: str) -> float:
    """A card's worth once bought, in VP: its VP and ability (the heuristic player's
    `card_value`) less what paying for it takes from the final scoring (coins and
    gems count half a point each, faction tokens a point, food a little)."""
    paid = 0.0
    for good, n in artifacts()[card]["cost"].items():
        paid += n * (0.5 if good in ("coin", "gem") else 0.15 if good == "food" else 1.0)
    return card_value(card) - paid


def buy_chance(state: NearFarState, seat: int, card: str) -> float:
    """How near the seat is to paying for a card it cannot pay for now: 1 / (1 + 0.3
    per good it lacks), a third of that when its reputation does not allow it."""
    info = artifacts()[card]
    lacking = 0
    for good, n in info["cost"].items():
        lacking += max(0, int(n) - holding(state, seat, good))
    chance = 1.0 / (1.0 + CARD_CHANCE_PER_GOOD * lacking)
    return chance if reputation_ok(state, seat, info) else chance / 3.0


def leader_camps_left(state: NearFarState) -> int:
    """The camps the leader (the most placed) has still to place: the game's clock."""
    leader = max(int(state.p(s)["camps"]) for s in range(state.players))
    return max(0, camps.camp_total(state) - leader)


def horizon(state: NearFarState) -> float:
    """How much the rounds still to come are worth: the leader's camps left."""
    return TEAM_FLOOR + TEAM_PER_CAMP * leader_camps_left(state)


def team_potential(state: NearFarState, seat: int) -> float:
    """The team's stats by rule of thumb (the reserve, and an adventurer being
    placed at the tavern, at 0.6)."""
    player = state.p(seat)
    power = stats(state, seat)
    visit = frames.at(state, BuildingFrame)
    bench = [*player["reserve"]] + (
        [visit["placing"]] if visit is not None and "placing" in visit and state.active == seat
        else []
    )
    for member in bench:
        for stat in STATS:
            power[stat] += 0.6 * adventurers()[member][stat]
    return float(
        0.5 * power["hand"]
        + 0.5 * power["sword"]
        + 0.4 * power["eye"]
        + 0.4 * power["arrow"]
        + 0.8 * min(power["shield"], 1)
        + 0.25 * power["heart"]
    )


def adventure_promise(state: NearFarState, seat: int) -> float:
    """The active seat's adventure: a camp within reach, a free space underfoot."""
    player = state.p(seat)
    cost = camps.camp_cost(state, seat)
    if state.phase == "prepare":
        return CAMP_IN_REACH if stats(state, seat)["heart"] >= cost else 0.0
    if player["where"] != "map" or player["heart"] < cost:
        return 0.0
    value = CAMP_IN_REACH
    space = player["space"]
    if (state.phase in ("move", "arrive") and space is not None
            and state.camps[space] is None and state.board.spaces[space].kind != "village"):
        value += FREE_SPACE
    return value
