"""The campaign capability: characters that outlive a game.

A game whose players keep a character from one game to the next (Near and Far)
declares it by subclassing `Campaign`; the bot checks it by type
(`isinstance(game, Campaign)`) and stores only the characters' text. The game
brings the rules: what a stored character looks like, how a result changes it,
which talents it may buy between games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from games.core.types import Result


@runtime_checkable
class Campaign(Protocol):
    """What a campaign game offers the bot (docs/architecture.md)."""

    def campaign_options(self, characters: Sequence[str | None]) -> dict[str, str]:
        """The hidden options that bring each seat's stored character (its text;
        "" for a new one, None for a seat without one) into a game about to start."""
        ...

    def campaign_after(self, stored: str | None, result: Result, seat: int, map_id: str) -> str:
        """The character to store for `seat` after a game, from what is stored now."""
        ...

    def talents(self) -> dict[str, int]:
        """Every talent for sale between games, with its cost in experience."""
        ...

    def buy_talent(self, stored: str | None, talent: str, locale: str = "en") -> str:
        """The stored character with `talent` bought (OptionError with a reason)."""
        ...

    def talent_name(self, talent: str, locale: str = "en") -> str: ...

    def character_text(self, stored: str | None, locale: str) -> str:
        """A character as text for its player: a summary, a blank line, the shop."""
        ...
