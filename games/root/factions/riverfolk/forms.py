"""The Riverfolk's form (games/core/forms.py): the three service prices at once.

Seed 000 11.3.4 (setup) and 11.6.2 (Evening): each of the three services markers
goes on a price of its track. The engine asks the three as one action
(`prices 2 1 3`, `SetPrices`: one marker at a time would be a menu without end),
or `done` to keep them; its sixty-three settings are more than a menu shows, so the
form asks each price in its own field, the prices as they stand chosen already,
and plays `prices ...`, or `done` when nothing changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.core.forms import Answers, Declaration, Field, Form, Option, Part, fitted, read_one
from games.core.types import Seat
from games.root.actions import Done
from games.root.factions.riverfolk import board as rb
from games.root.factions.riverfolk.actions import SetPrices

if TYPE_CHECKING:
    from games.root.state import RootState


class PricesForm(Declaration):
    """11.3.4, 11.6.2: a price for a hand card, for riverboats, for mercenaries."""

    id = "prices"
    kinds = frozenset({"riverfolk_setup_prices", "riverfolk_prices"})

    def form(
        self, state: RootState, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> Form:
        catalog = state.game.catalog
        now = rb.prices(state)
        fields = tuple(
            Field(
                service,
                fitted(catalog.text(locale, f"riverfolk.form.{service}")),
                tuple(
                    Option(str(price), catalog.text(locale, "riverfolk.form.price", count=price),
                           default=price == now[service])
                    for price in rb.price_range()
                ),
            )
            for service in rb.SERVICES
        )
        return Form(self.id, fitted(catalog.text(locale, "riverfolk.form.title")), fields)

    def parts(self, state: RootState, seat: Seat, answers: Answers) -> list[Part]:
        scale = [str(price) for price in rb.price_range()]
        now = rb.prices(state)
        chosen = {
            service: int(read_one(answers, service, scale) or now[service])
            for service in rb.SERVICES
        }
        if all(chosen[service] == now[service] for service in rb.SERVICES):
            return [Part(self.id, Done())]
        return [Part(self.id, SetPrices(**chosen))]
