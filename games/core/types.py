"""The small immutable values every game shares: prompts, events, results, options."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypedDict

from games.core.errors import OptionError

Seat = int
"""A seat is the index of a player in turn-order-independent seating, from 0."""

View = dict[str, Any]
"""A JSON-compatible picture of a state as one seat (or the public) may see it.
Each game declares its view's shape as TypedDicts (games/<game>/views.py or
view_types.py) that its renderer reads; at this contract level it is a plain dict."""


class ResultData(TypedDict):
    """`Result.to_json()`: the result as it is stored and shown in a game's view."""

    scores: list[int]
    winners: list[Seat]
    ranking: list[Seat]
    details: dict[str, Any]


class _Asked(TypedDict):
    seat: Seat
    kind: str


class PendingData(_Asked, total=False):
    """Who is asked now and what, as a game's public view lists it. `params` are the
    prompt's parameters its sentence (`prompt.<kind>`) shows: that sentence is posted
    in the channel, so they are public, and the board can ask the same question
    (games/core/asked.py). (`total=False` rather than NotRequired: this module's
    annotations are strings, which TypedDict does not read for NotRequired.)"""

    params: dict[str, Any]


@dataclass(frozen=True)
class Prompt:
    """A decision a seat must take now. Several prompts at once are simultaneous.

    `private` says that the choices depend on what only this seat knows (the
    cards in its hand, what is behind its screen): they are shown to that seat
    alone, never as buttons in the channel, and even a single choice waits for
    the seat (playing it automatically would tell the table there was only one).
    Whether a prompt is private, like the prompt itself, must follow from public
    information only; the secrecy tests check both.

    `manual` asks the seat in person even when it has one choice (Near and Far's
    defender rolls their own die in the channel). `mention` names other seats the
    decision concerns, called along with the seat (the duel's challenger).

    `count_public` says that how many choices a private prompt has follows from
    public information (Near and Far's draft: one choice per card of the hand passed,
    whose size everyone sees), though their labels do not: a single one is then
    played for the seat at once, privately, since that tells the table nothing it
    did not know. The secrecy tests check that the count is the same in every
    position the table cannot tell apart.
    """

    seat: Seat
    kind: str
    params: Mapping[str, Any] = field(default_factory=dict, hash=False, compare=False)
    private: bool = field(default=False, compare=False)
    manual: bool = field(default=False, compare=False)
    count_public: bool = field(default=False, compare=False)
    mention: tuple[Seat, ...] = field(default=(), compare=False)

    def __repr__(self) -> str:
        secret = ", private" if self.private else ""
        return f"Prompt(seat={self.seat}, {self.kind}{secret})"


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and for messages.

    `to` is None for a public event, else the seats allowed to see it (an event
    that reveals a hand goes only to its owner). `barrier` marks events that
    reveal hidden information: no undo may go back across them.
    """

    kind: str
    params: Mapping[str, Any] = field(default_factory=dict, hash=False)
    to: frozenset[Seat] | None = None
    barrier: bool = False

    def visible_to(self, seat: Seat | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "params": dict(self.params)}
        if self.to is not None:
            data["to"] = sorted(self.to)
        if self.barrier:
            data["barrier"] = True
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        to = data.get("to")
        return cls(
            data["kind"],
            dict(data.get("params", {})),
            frozenset(to) if to is not None else None,
            bool(data.get("barrier", False)),
        )


class Events(list[Event]):
    """What `State.apply` returns: the events, plus whether chance was used.

    `barrier` is true when the action rolled dice, shuffled, drew, or revealed
    hidden information: undo never goes back across such an action.
    """

    barrier: bool = False


@dataclass(frozen=True)
class Result:
    """The end of a game: final scores per seat, the winners, and how ties broke."""

    scores: tuple[int, ...]
    winners: tuple[Seat, ...]
    ranking: tuple[Seat, ...]
    details: Mapping[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "ranking": list(self.ranking),
            "details": dict(self.details),
        }

    def tied_groups(self) -> list[tuple[int, list[Seat]]]:
        """Each score shared by two or more seats, best first, with those seats
        in ranking order: what a tie-break had to decide."""
        groups = []
        for score in sorted(set(self.scores), reverse=True):
            tied = [s for s in self.ranking if self.scores[s] == score]
            if len(tied) > 1:
                groups.append((score, tied))
        return groups

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Result:
        return cls(
            tuple(data["scores"]),
            tuple(data["winners"]),
            tuple(data["ranking"]),
            dict(data.get("details", {})),
        )


@dataclass(frozen=True)
class OptionSpec:
    """One setup option a game accepts, as `/game new` and `--option` offer it.

    `legacy` is for an option added after games were already stored: the value
    that plays the rule those games were played by (often our old default, when
    the printed rule became the default). A stored session without the option
    restores with it (`Game.stored_options`), so it goes on exactly as it began.
    None: the new option's default changes nothing for a stored game.
    """

    name: str
    choices: Sequence[str]
    default: str
    description_key: str
    legacy: str | None = None

    def parse(self, raw: str) -> str:
        value = str(raw).strip().lower()
        if value not in self.choices:
            raise OptionError(
                "error.option_value",
                option=self.name,
                value=str(raw)[:40],
                choices=", ".join(self.choices),
            )
        return value
