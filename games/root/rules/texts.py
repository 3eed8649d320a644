"""Names in the reader's language for labels and prompts: factions, cards,
suits, pieces. They live beside the actions (games/root/actions.py) so that
module imports nothing from this package; this is the place to import them from.
"""

from games.root.actions import card_name, faction_name, piece_name, suit_name

__all__ = ["card_name", "faction_name", "piece_name", "suit_name"]
