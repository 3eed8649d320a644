"""Mountain King's form (games/core/forms.py): a trade with the supply in one go.

"Intercambiar con la reserva" (seed 002): at any time in your turn, four resources
of any mix for one of your choice. The steps ask it in two (`trade rune`, then
`give 2stone 1iron 1coin` among every mix of four, often more than a menu shows);
the form asks the resource taken and the four given, one field each, and plays
those two steps (only the `give` when `trade` was already chosen). What a trade may
not give (the resource taken, what the tunnel being laid still needs) is the
engine's to refuse, as for the steps; a payment question that follows (which troll
gives up a resource) is asked after, step by step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from games.core.forms import (
    Answers,
    Declaration,
    Field,
    Form,
    Forms,
    Option,
    Part,
    fitted,
    not_offered,
    read_one,
)
from games.core.types import Seat
from games.mountain_king import resources
from games.mountain_king.actions import Give, Trade
from games.mountain_king.components import RESOURCES, rules

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

FORMS = Forms("mountain_king")

GIVEN = ("give_1", "give_2", "give_3", "give_4")
"""One field per resource handed in (the rulebook's four, `trade_in`)."""


class TradeForm(Declaration):
    """"Intercambiar con la reserva": the resource taken, the four given."""

    id = "trade"
    kinds = frozenset({"main", "place", "after", "trade"})

    def offered(self, state: MountainKingState, seat: Seat) -> bool:
        """Where a trade is offered (`trading.legal_trades`: every holding lies
        face up) or already chosen."""
        return _chosen(state) is not None or any(
            isinstance(action, Trade) for action in state.legal(seat)
        )

    def form(
        self, state: MountainKingState, seat: Seat, locale: str,
        names: Sequence[str] | None = None,
    ) -> Form:
        text = state.game.catalog.text
        held = resources.holding(state, seat)
        taken = tuple(
            Option(target, text(locale, f"res.{target}"), default=len(targets) == 1)
            for targets in [_targets(state, seat)] for target in targets
        )
        given = tuple(
            Option(resource, text(locale, "form.trade.held", count=held[index],
                                  resource=text(locale, f"res.{resource}")))
            for index, resource in enumerate(RESOURCES) if held[index]
        )
        fields = [Field("take", fitted(text(locale, "form.trade.take")), taken)]
        fields += [
            Field(field, fitted(text(locale, "form.trade.give", number=number)), given)
            for number, field in enumerate(GIVEN, start=1)
        ]
        return Form(self.id, fitted(text(locale, "form.trade.title")), tuple(fields))

    def parts(self, state: MountainKingState, seat: Seat, answers: Answers) -> list[Part]:
        target = read_one(answers, "take", _targets(state, seat))
        if target is None:
            raise not_offered("take")
        amounts = [0] * len(RESOURCES)
        for field in GIVEN[: rules()["trade_in"]]:
            resource = read_one(answers, field, RESOURCES)
            if resource is None:
                raise not_offered(field)
            amounts[RESOURCES.index(resource)] += 1
        give = Part(GIVEN[0], Give(tuple(amounts)))
        if _chosen(state) is not None:
            return [give]
        return [Part("take", Trade(target)), give]


def _chosen(state: MountainKingState) -> str | None:
    """The resource of a trade already chosen (`trade rune` asks what to give)."""
    top = state.stack[-1] if state.stack else None
    return str(top["resource"]) if top is not None and top["type"] == "trade" else None


def _targets(state: MountainKingState, seat: Seat) -> list[str]:
    chosen = _chosen(state)
    if chosen is not None:
        return [chosen]
    return [action.target for action in state.legal(seat) if isinstance(action, Trade)]


def register_forms() -> None:
    """Mountain King's forms, registered once by the package's `register()`."""
    FORMS.register(TradeForm())
