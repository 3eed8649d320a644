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

from games.near_and_far.agent.planner import Planner, Walk
from games.near_and_far.agent.player import NearFarAgent
from games.near_and_far.agent.values import best_team, trade_plan

__all__ = ["NearFarAgent", "Planner", "Walk", "best_team", "trade_plan"]
