"""Meduris' form (games/core/forms.py): the payment for a building in one go.

"Emplear materias primas" / "Tipo de cambio" (seed 001): the builder hands over the
plot's icons, any one of them replaced by three resources of free choice. The step
asks which payment (`pay 2wood 1stone`), one of the ways `payment.payments`
lists, often more than a menu shows; the form asks how many of each resource go,
one field per resource, and plays the one `pay` those counts make. The engine
checks it like a typed `pay` (a count that covers nothing is refused with
`meduris.error.amounts`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.core.forms import (
    OPTIONS_LIMIT,
    Answers,
    Declaration,
    Field,
    Form,
    Forms,
    Option,
    Part,
    fitted,
    read_one,
)
from games.core.types import Seat
from games.meduris import building, payment
from games.meduris.actions import Pay
from games.meduris.board import RESOURCES

if TYPE_CHECKING:
    from games.meduris.state import MedurisState

FORMS = Forms("meduris")


class PaymentForm(Declaration):
    """The payment of a hut or temple ("pay"): how many of each resource."""

    id = "pay"
    kinds = frozenset({"pay"})

    def form(
        self, state: MedurisState, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> Form:
        frame = state.awaiting_payment()
        assert frame is not None, "the form is offered at the payment step"
        catalog = state.game.catalog
        kind = catalog.text(locale, f"word.{frame['kind']}")
        title = catalog.text(locale, "form.pay.title", kind=kind, plot=frame["plot"] + 1)
        held = state.holding(seat)
        options = building.payment_options(state, seat, frame["kind"], frame["plot"])
        first = options[0].amounts if options else (0, 0, 0, 0)
        fields = []
        for index, resource in enumerate(RESOURCES):
            most = min(held[index], OPTIONS_LIMIT - 1)
            name = catalog.text(locale, f"res.{resource}")
            fields.append(Field(
                id=resource,
                label=fitted(catalog.text(locale, "form.pay.field", count=held[index],
                                          resource=name[:1].upper() + name[1:])),
                options=tuple(
                    Option(str(n), catalog.text(locale, "form.pay.count", count=n,
                                                resource=name), default=n == first[index])
                    for n in range(most + 1)
                ),
            ))
        return Form(self.id, fitted(title), tuple(fields))

    def parts(self, state: MedurisState, seat: Seat, answers: Answers) -> list[Part]:
        held = state.holding(seat)
        amounts = []
        for index, resource in enumerate(RESOURCES):
            allowed = [str(n) for n in range(min(held[index], OPTIONS_LIMIT - 1) + 1)]
            amounts.append(int(read_one(answers, resource, allowed) or 0))
        counts = payment.counts(dict(zip(RESOURCES, amounts, strict=True)))
        return [Part(self.id, Pay(counts))]


def register_forms() -> None:
    """Meduris' forms, registered once by the package's `register()`."""
    FORMS.register(PaymentForm())
