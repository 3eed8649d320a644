"""Typed errors of the engine. Every one leaves the state untouched.

Each error carries a catalog key and parameters, so the bot can answer in the
player's language; `str(error)` is the English text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from games.core.i18n import LOCALES, lookup


class InEachLanguage(dict[str, str]):
    """A parameter known in every language (a game's name): the text picks the
    reader's, so a refusal never shows a registry id."""

    @classmethod
    def of(cls, text: Callable[[str], str]) -> InEachLanguage:
        return cls({locale: text(locale) for locale in LOCALES})


class GameError(Exception):
    """Base of every error a player can cause. Nothing changed when it is raised.

    `typed` names the parameters that repeat what someone typed (the unreadable
    move, the unknown option): a transport with markup may `quote` them so they
    show as those very characters (Discord escapes markdown and mentions).
    """

    key = "error.generic"
    typed: ClassVar[tuple[str, ...]] = ()

    def __init__(self, key: str | None = None, /, **params: Any) -> None:
        self.key = key or type(self).key
        self.params = params
        super().__init__(self.key)

    def text(self, locale: str = "en", quote: Callable[[str], str] | None = None) -> str:
        params = dict(self.params)
        if quote is not None:
            for name in self.typed:
                if isinstance(params.get(name), str):
                    params[name] = quote(params[name])
        for name, value in params.items():  # ours, not typed: never quoted
            if isinstance(value, InEachLanguage):
                params[name] = value.get(locale, value["en"])
        return lookup(locale, self.key, **params)

    def __str__(self) -> str:
        try:
            return self.text("en")
        except Exception:  # never let a formatting slip hide the real error
            return f"{self.key} {self.params}"


class BadNotation(GameError):
    """The text is not an action of this game at all (a typo, garbage, too long)."""

    key = "error.bad_notation"
    typed: ClassVar[tuple[str, ...]] = ("text",)


class IllegalAction(GameError):
    """A well-formed action that the rules do not allow now."""

    key = "error.illegal"


class NotYourTurn(GameError):
    """The seat has no prompt to answer right now."""

    key = "error.not_your_turn"


class GameOver(GameError):
    """The game has ended; no action is accepted."""

    key = "error.game_over"


class NotationNotReady(GameError):
    """The game cannot be written in its community notation yet (Root: a Rootlog
    file names every player by faction, so none exists while factions are being
    chosen). The key says why, in the game's catalog."""

    key = "error.notation_not_ready"


class OptionError(GameError):
    """Setup options that the game does not accept (player count, variant...)."""

    key = "error.option"
    typed: ClassVar[tuple[str, ...]] = ("option", "value", "game")
