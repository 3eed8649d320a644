"""The forms most of Root's actions share: a notation word, then what the action
is about (nothing, a card, a clearing), labelled by one catalog key.

An action of one of these forms is a subclass that names its `word` and `key`;
it has the fields, notation and equality of its form, so what is stored in a log
(the notation) reads back as before. An action with more to it keeps its own class.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from games.core.i18n import Catalog
from games.root import cards
from games.root.names import card_name, clearing_text
from games.root.notation import Syntaxes


@dataclass(frozen=True)
class WordAction:
    """`explore`, `show hand`: the word alone, its label the key's text."""

    word: ClassVar[str]
    key: ClassVar[str]

    def __str__(self) -> str:
        return self.word

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, self.key)


@dataclass(frozen=True)
class CardAction:
    """`discard anvil#1`: the word and a card, its label naming the card."""

    card: str
    word: ClassVar[str]
    key: ClassVar[str]

    def __str__(self) -> str:
        return f"{self.word} {self.card}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        return catalog.text(locale, self.key, card=card_name(catalog, locale, self.card))


@dataclass(frozen=True)
class ClearingAction:
    """`roost 3`: the word and a clearing. The label gives the clearing's number,
    or, where its suit matters to the choice, the clearing and its suit in the
    words of `clearing_key`."""

    clearing: int
    word: ClassVar[str]
    key: ClassVar[str]
    clearing_key: ClassVar[str | None] = None

    def __str__(self) -> str:
        return f"{self.word} {self.clearing}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        where: int | str = self.clearing
        if self.clearing_key is not None:
            where = clearing_text(state, catalog, locale, self.clearing, self.clearing_key)
        return catalog.text(locale, self.key, clearing=where)


# -- notation: each adds to the calling module's table, in the order of the calls ----------


def word_syntax(table: Syntaxes, form: type[WordAction]) -> None:
    """The notation of a word action: its word, exactly (words are plain text)."""
    table.syntax(form.word)(lambda match: form())


def card_syntax(table: Syntaxes, form: type[CardAction], card: str, *, known: bool = False) -> None:
    """`<word> <card>`, `card` the pattern of a card instance; with `known`, only a
    card of the deck reads (text naming another is left to the next syntax)."""

    def build(match: Any) -> CardAction | None:
        if known and cards.card_id(match[1]) not in cards.catalogue():
            return None
        return form(match[1])

    table.syntax(rf"{form.word} ({card})")(build)


def clearing_syntax(
    table: Syntaxes, form: type[ClearingAction], clearing: str = r"\d+"
) -> None:
    """`<word> <clearing>`, `clearing` the pattern of its number."""
    table.syntax(rf"{form.word} ({clearing})")(lambda match: form(int(match[1])))
