"""The Eyrie's form (games/core/forms.py): Add to the Decree in one go.

Seed 003 7.4.2: in Birdsong the Eyrie must add one or two cards from its hand to
the Decree, each to any column, at most one of them a bird. The step asks one card
at a time (`decree <column> <card>`, then a second or `done`); the form asks both
cards and their columns together and plays those very steps. The bird rule, the
hand and everything else are checked by the engine as for the steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.core.forms import (
    Answers,
    Declaration,
    Field,
    Form,
    Option,
    Part,
    fitted,
    not_offered,
    read_one,
)
from games.core.types import Seat
from games.root import cards
from games.root.actions import Done
from games.root.factions.eyrie import board as eb
from games.root.factions.eyrie.actions import AddToDecree
from games.root.names import card_name, suit_name

if TYPE_CHECKING:
    from games.root.state import RootState


class DecreeForm(Declaration):
    """7.4.2: the first card and its column, and the second (or none)."""

    id = "decree"
    kinds = frozenset({"eyrie_add_decree"})

    def offered(self, state: RootState, seat: Seat) -> bool:
        """At the first card (the prompt tells how many are in: public)."""
        return any(
            p.kind == "eyrie_add_decree" and not p.params.get("added")
            for p in state.prompts_for(seat)
        )

    def form(
        self, state: RootState, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> Form:
        catalog = state.game.catalog
        hand = _hand(state, seat)
        held = tuple(
            Option(card, catalog.text(
                locale, "eyrie.form.card", card=card_name(catalog, locale, card),
                suit=suit_name(catalog, locale, cards.suit_of(card))))
            for card in hand
        )
        columns = tuple(
            Option(column, catalog.text(locale, f"eyrie.column.{column}"))
            for column in eb.COLUMNS
        )
        text = catalog.text
        return Form(self.id, fitted(text(locale, "eyrie.form.title")), (
            Field("card", fitted(text(locale, "eyrie.form.first_card")), held),
            Field("column", fitted(text(locale, "eyrie.form.first_column")), columns),
            Field("second_card", fitted(text(locale, "eyrie.form.second_card")), held,
                  min=0, required=False,
                  description=text(locale, "eyrie.form.second_card_note")),
            Field("second_column", fitted(text(locale, "eyrie.form.second_column")), columns,
                  min=0, required=False),
        ))

    def parts(self, state: RootState, seat: Seat, answers: Answers) -> list[Part]:
        hand = _hand(state, seat)
        card = read_one(answers, "card", hand)
        column = read_one(answers, "column", eb.COLUMNS)
        second = read_one(answers, "second_card", hand)
        second_column = read_one(answers, "second_column", eb.COLUMNS)
        if card is None:
            raise not_offered("card")
        if column is None:
            raise not_offered("column")
        parts = [Part("card", AddToDecree(column, card))]
        if second is not None:
            if second_column is None:
                raise not_offered("second_column")
            parts.append(Part("second_card", AddToDecree(second_column, second)))
        elif len(state.hands[seat]) > 1:
            # The second card is asked while the hand holds any: left empty, `done`.
            parts.append(Part("second_card", Done()))
        return parts


def _hand(state: RootState, seat: Seat) -> list[str]:
    """The seat's cards, each once (two copies of a card are one choice)."""
    return list(dict.fromkeys(state.hands[seat]))
