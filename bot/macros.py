"""Shortcuts that stand for several actions in a row (`Game.macro_steps`), such as
a Near and Far walk `go 3-7-12`: read, checked step by step, suggested.

A shortcut is accepted only as a whole. Its steps are tried in order on a copy of
the state, each as the caller's own action at that moment; a step that is not
legal then refuses the whole shortcut with the rules' reason, and so does a step
that leaves the caller facing another question than the one the shortcut answers
(a threat to face, a card to discard, someone else's decision): the next step
would answer a question nobody has seen. The game master then commits the
checked steps one by one (bot/play.py), so the log, replays and undo only ever
know single actions. Nothing here changes a session.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot import narration
from bot.messages import Texts
from bot.quoting import error_text, in_code
from bot.service_base import Refusal
from bot.sessions import Session
from bot.suggestions import Suggestion
from games.core import GameError, Seat
from games.core.game import MAX_ACTION_TEXT, State

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Macro:
    """A shortcut as typed, the seat it is played for and its steps' notation."""

    text: str
    seat: Seat
    steps: tuple[str, ...]


def find(session: Session, prompted: Sequence[Seat], text: str, tr: Texts) -> Macro | None:
    """The shortcut `text` stands for, for the first prompted seat whose first step
    it is (or the first seat at all); None when it is no shortcut of this game."""
    state = session.state
    if state is None or not isinstance(text, str) or len(text) > MAX_ACTION_TEXT:
        return None
    text = unicodedata.normalize("NFKC", text)  # as `Game.parse_action` reads text
    found: list[Macro] = []
    for seat in prompted:
        try:
            steps = session.game.macro_steps(state, seat, text)
        except GameError as exc:
            hint = narration.legal_hint(session, prompted, tr)
            raise Refusal(error_text(exc, tr.locale) + "\n" + hint) from None
        if steps:
            found.append(Macro(" ".join(text.split()), seat, tuple(steps)))
    for macro in found:
        try:
            first = session.game.parse_action(macro.steps[0])
        except GameError:
            continue
        if first in state.legal(macro.seat):
            return macro
    return found[0] if found else None


def check(session: Session, macro: Macro, tr: Texts) -> list[Any]:
    """The shortcut's steps as actions, each found legal in turn on a copy of the
    state; a `Refusal` that says which step fails and why otherwise."""
    assert session.state is not None
    state = session.state.clone()
    asked = _asked(state)
    actions: list[Any] = []
    for index, text in enumerate(macro.steps):
        if index and _asked(state) != asked:
            before = macro.steps[index - 1]
            question = _question(session, state, tr)
            shown = in_code(macro.text)
            raise Refusal(tr("play.macro_stops", macro=shown, step=before, question=question))
        try:
            action = session.game.parse_action(text)
            state.apply(macro.seat, action)
        except GameError as exc:
            reason = error_text(exc, tr.locale)
            refusal = tr("play.macro_illegal", macro=in_code(macro.text), step=text, reason=reason)
            if not index:  # the first step answers today's question: say what does
                refusal += "\n" + narration.legal_hint(session, [macro.seat], tr)
            raise Refusal(refusal) from None
        actions.append(action)
    return actions


def _asked(state: State) -> tuple[tuple[Seat, str], ...]:
    """Who is asked what kind of question (their details, such as the steps left,
    change with every step and do not count)."""
    return tuple((prompt.seat, prompt.kind) for prompt in state.pending())


def _question(session: Session, state: State, tr: Texts) -> str:
    """What would be asked after the step where a shortcut must stop."""
    names = narration.seat_names(session)
    asked = [
        tr(
            "pending.line",
            name=narration.seat_name(session, prompt.seat),
            prompt=session.game.prompt_text(state, prompt, tr.locale, names),
        )
        for prompt in state.pending()
    ]
    return "\n".join(asked) if asked else tr("session.over")


def suggestions(
    session: Session, seats: Sequence[Seat], typed: str, tr: Texts, limit: int
) -> list[Suggestion]:
    """The game's whole shortcuts for the typed text (at most `limit`), after the
    single actions; a game bug costs the suggestions, never the menu."""
    state = session.state
    if state is None or limit <= 0:
        return []
    out: dict[str, Suggestion] = {}
    for seat in seats:
        try:
            found = session.game.macro_suggestions(state, seat, typed, tr.locale, limit)
        except Exception:
            log.exception("macro suggestions failed in %s", session.record.game)
            continue
        for value, label in found:
            out.setdefault(str(value), Suggestion(str(value), str(label)))
    return list(out.values())[:limit]
