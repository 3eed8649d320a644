"""How a position looks to a seat, in VP: `Game.evaluate`'s judgement, the leaf value
of the searching player (games/core/search.py). The heuristic player does not read it
(it plays by its own rules of play, games/near_and_far/agent/player.py).

It reads the final scoring ("Final de la partida", `scoring.breakdown`) on the table as
it lies, and adds what the position promises toward it:

- cards in hand: each costs 1 VP at the end unless bought ("-1 PV por cada carta de
  artefacto que tengas en la mano"), so one the seat can pay for now is a promise of
  part of its VP and one it cannot is most of that point lost (counting every card
  as a small gain had the search draw cards it never bought);
- routes half built: a camp of the seat's on a route whose other space is free is a
  part of the route's VP ("Rutas comerciales": sole or shared control);
- the team (stats of the team, the reserve at a discount): it brings camps, threats
  and treasures on the turns to come, so it is worth more the further the game is from
  its end (the last camp of the leader: 14, or 16 in the longer game) and little in
  the last rounds, when what a building gives at once is what counts;
- camps still to place (the end comes sooner for whoever places them), pack animals,
  some food;
- during its own adventure, a camp within reach (hearts enough for one), worth less
  than the camp itself: so camping and ending the turn never look like a loss, and
  turning back at a threat to walk up to it again (`back`, a move that leaves the
  position as it was) is never worth more than stopping.
"""

from __future__ import annotations

from games.near_and_far import camps, frames
from games.near_and_far.buying import can_buy
from games.near_and_far.cards import stats
from games.near_and_far.components import STATS, adventurers, artifacts
from games.near_and_far.frames import BuildingFrame
from games.near_and_far.scoring import breakdown
from games.near_and_far.state import NearFarState

CARD_PROMISE = 0.5
"""The part of a card's VP a card in hand the seat can pay for now is worth."""
CARD_DOUBT = -0.5
"""A card in hand the seat cannot pay for now: most of the point it costs at the end."""
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


def outlook(state: NearFarState, seat: int) -> float:
    """The seat's VP if the game ended now, and what its position promises."""
    player = state.p(seat)
    parts = breakdown(state, seat)
    parts["unbought"] = 0  # the cards in hand are judged one by one below
    value = float(sum(parts.values()))
    for card in player["hand"]:
        if can_buy(state, seat, card):
            value += CARD_PROMISE * int(artifacts()[card]["vp"])
        else:
            value += CARD_DOUBT
    value += route_promise(state, seat)
    value += horizon(state) * team_potential(state, seat)
    value += 0.6 * len(player["animals"]) + 0.15 * min(int(player["food"]), 4)
    value -= CAMP_LEFT * camps.camps_left(state, seat)
    if state.active == seat:
        value += adventure_promise(state, seat)
    return value


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


def horizon(state: NearFarState) -> float:
    """How much the rounds still to come are worth: the leader's camps left."""
    leader = max(int(state.p(s)["camps"]) for s in range(state.players))
    return TEAM_FLOOR + TEAM_PER_CAMP * max(0, camps.camp_total(state) - leader)


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
