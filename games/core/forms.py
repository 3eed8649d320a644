"""Forms: a decision of several parts asked at once (issue 31, goal 2).

Some decisions are walked one step at a time: the Eyrie adds a card to the Decree,
then maybe a second; the Riverfolk sets three prices; a Near and Far player drops
artifacts one by one, then says `ready`. A *form* asks all the parts together, and
the game turns the answers into the very step actions `/play` would play. Nothing
here replaces the steps: a form is an extra way to give them.

The seam is typed and knows no transport. A game declares its forms
(`Declaration`, one per decision) and registers them by one call, like its frames
(`Forms.register`, made by the game's `register()`; Root: each faction's entry).
For a state and a seat, `Forms.offered` says which form the pending decision
offers, if any; the declaration builds the `Form` from that seat's view (its
options may show the seat's hand: only that seat ever sees a form) and turns the
answers into `Part`s, each an action and the field it came from. `fill` checks the
parts on a copy, in order, through the one checked entry point (`State.check`,
`apply_checked`): all or nothing. A refused part raises `FormRefused`, naming the
field and carrying the rules' own refusal; the state is never changed here.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from games.core.errors import GameError, IllegalAction
from games.core.i18n import lookup
from games.core.types import Seat

TITLE_LIMIT = 45
"""Discord's limit on a form's title and on a field's label."""
OPTIONS_LIMIT = 25
"""The most options a field offers (a select's limit)."""
FIELDS_LIMIT = 5
"""The most fields a form holds (a modal's top-level components)."""


@dataclass(frozen=True)
class Option:
    """One choice of a field: `value` comes back in the answers, `label` is shown."""

    value: str
    label: str
    default: bool = False
    """Chosen already when the form opens (the prices as they stand)."""


@dataclass(frozen=True)
class Field:
    """One part of the decision: between `min` and `max` of its options chosen."""

    id: str
    label: str
    options: tuple[Option, ...]
    min: int = 1
    max: int = 1
    required: bool = True
    """False: the field may be left empty (then `min` is 0)."""
    description: str = ""
    """A line under the label saying what the part is for (at most 100 characters)."""


@dataclass(frozen=True)
class Form:
    """What a seat fills in: a title and at most five fields."""

    id: str
    title: str
    fields: tuple[Field, ...]

    def field(self, field_id: str) -> Field | None:
        return next((f for f in self.fields if f.id == field_id), None)


Answers = Mapping[str, Sequence[str]]
"""What was submitted: each field's id and the values chosen (none: left empty)."""


@dataclass(frozen=True)
class Part:
    """One step action the answers stand for, and the field it answers."""

    field: str
    action: Any


class FormRefused(GameError):
    """A part of a submitted form the rules refuse now (or an answer that is not one
    of the form's options): `field` names the part, `reason` is the refusal itself.
    Nothing was played."""

    key = "error.form_refused"

    def __init__(self, field: str, reason: GameError) -> None:
        super().__init__(field=field)
        self.field = field
        self.reason = reason

    def text(
        self, locale: str = "en", quote: Callable[[str], str] | None = None,
        part: str | None = None,
    ) -> str:
        """The refusal with the part named as the form shows it (`part`, the field's
        label in the reader's language; its id otherwise)."""
        reason = self.reason.text(locale, quote)
        return lookup(locale, self.key, part=part or self.field, reason=reason)


def not_offered(field: str) -> FormRefused:
    """An answer that is none of the field's options (a stale or forged form)."""
    return FormRefused(field, IllegalAction("error.form_answer"))


class Declaration(ABC):
    """A game's form for one decision."""

    id: ClassVar[str]
    """The form's id, unique within the game (it travels in the form's custom id)."""
    kinds: ClassVar[frozenset[str]]
    """The prompt kinds whose decision the form answers."""

    def offered(self, state: Any, seat: Seat) -> bool:
        """Whether the form is offered to `seat` asked one of `kinds` now. Read from
        public information only: the button that opens the form is public."""
        return True

    @abstractmethod
    def form(
        self, state: Any, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> Form:
        """The form as `seat` fills it in now, in `locale`: its options come from
        what the seat sees (shown to that seat alone)."""

    @abstractmethod
    def parts(self, state: Any, seat: Seat, answers: Answers) -> list[Part]:
        """The step actions the answers stand for, in the order they are played.
        An answer that is none of the options raises `FormRefused` (`not_offered`);
        whether each action is legal is `fill`'s to check, through the engine."""


class Forms:
    """One game's registry of forms, filled by one explicit call in its registration."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._by_id: dict[str, Declaration] = {}
        self._by_kind: dict[str, list[Declaration]] = {}

    def register(self, *declarations: Declaration) -> None:
        for declaration in declarations:
            # A registration made again (a test registering a game anew) replaces.
            known = self._by_id.get(declaration.id)
            if known is not None:
                for listed in self._by_kind.values():
                    if known in listed:
                        listed.remove(known)
            self._by_id[declaration.id] = declaration
            for kind in sorted(declaration.kinds):
                self._by_kind.setdefault(kind, []).append(declaration)

    def get(self, form_id: str) -> Declaration | None:
        return self._by_id.get(form_id)

    def ids(self) -> list[str]:
        return list(self._by_id)

    def offered(self, state: Any, seat: Seat) -> Declaration | None:
        """The form the seat's pending decision offers, if any (public information)."""
        if state.is_over():
            return None
        for prompt in state.prompts_for(seat):
            for declaration in self._by_kind.get(prompt.kind, ()):
                if declaration.offered(state, seat):
                    return declaration
        return None


NO_FORMS = Forms("")
"""A game without forms."""


def read_one(answers: Answers, field: str, allowed: Sequence[str]) -> str | None:
    """The single value chosen in `field` (None when left empty), refused when it is
    none of `allowed`."""
    values = list(answers.get(field, ()))
    if not values:
        return None
    if len(values) > 1 or values[0] not in allowed:
        raise not_offered(field)
    return values[0]


def read_many(answers: Answers, field: str, allowed: Sequence[str]) -> list[str]:
    """The values chosen in `field`, each once, each one of `allowed`."""
    values = list(answers.get(field, ()))
    if len(set(values)) != len(values) or any(v not in allowed for v in values):
        raise not_offered(field)
    return values


def fill(state: Any, seat: Seat, declaration: Declaration, answers: Answers) -> list[Part]:
    """The answers as step actions, each checked in turn on a copy through the one
    checked entry point: all of them legal in sequence, or `FormRefused` naming the
    first part refused and why. `state` is not changed."""
    parts = declaration.parts(state, seat, answers)
    trial = state.clone()
    for part in parts:
        try:
            trial.apply_checked(trial.check(seat, part.action))
        except FormRefused:
            raise
        except GameError as exc:
            raise FormRefused(part.field, exc) from None
    return parts


def fitted(text: str, limit: int = TITLE_LIMIT) -> str:
    """A title or label within Discord's limit, cut with an ellipsis."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
