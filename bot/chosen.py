"""A sentence for every public choice (issue 14): an action whose rules give it no
public event (Mountain King's `trade cart`, Near and Far's `peace`, Root's
`done`) was logged as its bare notation ("Ana: `trade cart`"). Such an action now
gets a public event of the game master's, `gm.chose`, carrying the action's label
in every language, read from the position before the move: the sentence the
menu showed, so the log says it in words.

A private prompt's answer never gets one: its log line stays "Ana chose
privately" (bot/narration.py). A public prompt's labels are public already
(they are its buttons), so the event tells nothing new.
"""

from __future__ import annotations

import logging
from typing import Any

from bot.quoting import literal
from bot.sessions import Session
from games.core import Event
from games.core.game import Checked
from games.core.i18n import LOCALES
from games.core.types import Events

log = logging.getLogger(__name__)

CHOSE = "gm.chose"


def labels(session: Session, action: Any) -> dict[str, str]:
    """The action's label in every language, as it reads before the move."""
    state = session.state
    assert state is not None
    found = {}
    # The players' names as message text holds them (bot/narration.py `seat_names`).
    names = [literal(seat.name) for seat in session.record.seats]
    for locale in LOCALES:
        try:
            found[locale] = session.game.label(state, action, locale, names)
        except Exception:  # a label bug must not cost a move: the notation then
            log.exception("no label for %r in %s", action, session.record.game)
            found[locale] = str(action)
    return found


def apply_told(
    session: Session, move: Checked, private: bool, said: dict[str, str] | None = None
) -> Events:
    """Apply an action `State.check` accepted; if nothing of it is public and its
    prompt was public, add the `gm.chose` event that says it in words (`said`: its
    `labels`, when the caller read them already)."""
    state = session.state
    assert state is not None
    if said is None and not private:
        said = labels(session, move.action)
    events = state.apply_checked(move)
    if not private and said is not None and not any(e.to is None for e in events):
        events.append(Event(CHOSE, {"seat": move.seat, "labels": said}))
    return events
