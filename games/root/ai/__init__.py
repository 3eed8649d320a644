"""Root's AI players: a search shared by every faction (`agent.RootAgent`) and,
per faction, its own judgement of a position (each faction's `ai.py`, in its package,
games/root/factions/<faction>/ai.py, registered with the faction).

This layer only reads states and plays legal actions on clones: the rules never
import it.
"""

from games.root.ai.agent import RootAgent
from games.root.ai.judge import judge, register_judge

__all__ = ["RootAgent", "judge", "register_judge"]
