"""The game master's shared words: how a command says no, and how a change of a
session is planned.

Every command answers with a `Reply`; player mistakes become a `Refusal` (an
ephemeral, localized explanation) through the `answers` decorator and never
change anything. A change of a session record is a `Plan` that validates the
command against the session as it is and returns its `Change`, stored by
`Tables.write` (bot/tables.py). `Finished` is a listener on "game finished".
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any, Concatenate, ParamSpec

from bot.messages import Texts
from bot.quoting import error_text, literal
from bot.render_thread import RENDER_THREADS, on_render_thread
from bot.replies import Reply, User
from bot.sessions import Session
from bot.storage.base import (
    SeqConflict,
    SessionConflict,
    SessionRecord,
    StorageError,
    StorageReadError,
)
from games.core import GameError

__all__ = ["RENDER_THREADS", "on_render_thread"]  # drawn on one thread (bot/render_thread.py)

log = logging.getLogger(__name__)

P = ParamSpec("P")

Change = Callable[[SessionRecord], None]
"""A change to make to a copy of a session record before storing it."""

Plan = Callable[[Session], Awaitable[Change | None]]
"""Validates a command against a session as it is now (raising a `Refusal`) and
returns the change to store, or None when there is nothing to store."""

Finished = Callable[[Session], Awaitable[None]]
"""A listener on "game finished": called once, right after a session is stored as
finished (a retry would count twice). It handles its own errors."""


class Refusal(Exception):
    """A polite, localized 'no' for the caller; nothing was changed."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def answers(
    method: Callable[Concatenate[Any, P], Awaitable[Reply]],
) -> Callable[Concatenate[Any, P], Coroutine[Any, Any, Reply]]:
    """Turn refusals, engine errors and storage trouble into error replies."""

    @functools.wraps(method)
    async def wrapper(self: Any, /, *args: P.args, **kwargs: P.kwargs) -> Reply:
        try:
            return await method(self, *args, **kwargs)
        except Refusal as refusal:
            return Reply.error(refusal.text)
        except GameError as exc:
            return Reply.error(error_text(exc, _caller_locale(args, kwargs)))
        except (SessionConflict, SeqConflict):  # a race no command explained better
            log.info("%s lost a race with another writer", method.__name__, exc_info=True)
            return Reply.error(Texts.of(_caller_locale(args, kwargs))("error.conflict"))
        except StorageReadError as exc:  # nothing was being saved: say it could not read
            log.exception("storage could not be read during %s", method.__name__)
            tr = Texts.of(_caller_locale(args, kwargs))
            return Reply.error(tr("error.storage_read", reason=literal(exc.reason)))
        except StorageError:
            log.exception("storage failed during %s", method.__name__)
            return Reply.error(Texts.of(_caller_locale(args, kwargs))("error.storage"))

    return wrapper


def _caller_locale(args: Sequence[Any], kwargs: dict[str, Any]) -> str | None:
    for value in (*args, *kwargs.values()):
        if isinstance(value, User):
            return value.locale
    return None
