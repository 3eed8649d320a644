"""Root's actions as one type, `RootAction`: what `parse_action` reads and a
frame may be answered with. It is written beside the one list of factions
(games/root/registry.py: each faction's entry and its actions' union), so a
faction adds its line there, with its entry.

The modules that name `RootAction` in a signature import it from here under
`TYPE_CHECKING` only: the registry imports every faction.
"""

from __future__ import annotations

from games.root.registry import RootAction

__all__ = ["RootAction"]
