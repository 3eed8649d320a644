"""The rules every faction shares (Law of Root 2-4): pieces and rule, moving,
battle, crafting, dominance, cards in hand.

Importing this package registers the shared frames (`"move"`, `"battle"`,
`"craft"`, `"discard_down"` and their inner steps) and the shared actions'
notation.
"""

from games.root.rules import movement, pieces

__all__ = ["movement", "pieces"]
