"""Names in the reader's language for labels and prompts: factions, cards,
suits, pieces. They live in games/root/names.py, which the actions use too, so
that module imports nothing from this package; this is the place to import them from.
"""

from games.root.names import card_name, faction_name, piece_name, suit_name

__all__ = ["card_name", "faction_name", "piece_name", "suit_name"]
