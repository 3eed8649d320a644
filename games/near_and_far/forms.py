"""Near and Far's form (games/core/forms.py): the draft's keep in one go.

"Redistribución de cartas de artefacto" (seed 004): with the hand made, every player
discards the artifacts they do not keep, at most one of the two advanced ones kept,
then is ready. The step asks one card at a time (`drop a05`, ..., then `ready`); the
form asks which to discard in one list of the hand and plays those very steps, the
`drop`s in the hand's order, then `ready`. The rule on the advanced cards is the
engine's to refuse (`ready` with both kept), as for the steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from games.core.forms import (
    Answers,
    Declaration,
    Field,
    Form,
    Forms,
    Option,
    Part,
    fitted,
    read_many,
)
from games.core.types import Seat
from games.near_and_far import frames
from games.near_and_far.actions import Card, Word
from games.near_and_far.frames import DraftKeepFrame

if TYPE_CHECKING:
    from games.near_and_far.game import NearAndFar
    from games.near_and_far.state import NearFarState

FORMS = Forms("near_and_far")


class DraftKeepForm(Declaration):
    """The artifacts discarded from the drafted hand, then `ready`."""

    id = "draft_keep"
    kinds = frozenset({"draft_keep"})

    def form(
        self, state: NearFarState, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> Form:
        game = cast("NearAndFar", state.game)
        text = game.catalog.text
        advanced = frames.current(state, DraftKeepFrame)["advanced"][seat]
        hand = _hand(state, seat)
        options = tuple(
            Option(card, text(locale, "form.draft_keep.advanced" if card in advanced
                              else "form.draft_keep.basic", card=game.card_name(card, locale)))
            for card in hand
        )
        field = Field("discard", fitted(text(locale, "form.draft_keep.discard")), options,
                      min=0, max=len(options), required=False,
                      description=text(locale, "form.draft_keep.note"))
        return Form(self.id, fitted(text(locale, "form.draft_keep.title")), (field,))

    def parts(self, state: NearFarState, seat: Seat, answers: Answers) -> list[Part]:
        hand = _hand(state, seat)
        dropped = set(read_many(answers, "discard", hand))
        parts = [Part("discard", Card("drop", card)) for card in hand if card in dropped]
        return [*parts, Part("discard", Word("ready"))]


def _hand(state: NearFarState, seat: Seat) -> list[str]:
    return list(dict.fromkeys(state.p(seat)["hand"]))


def register_forms() -> None:
    """Near and Far's forms, registered once by the package's `register()`."""
    FORMS.register(DraftKeepForm())
