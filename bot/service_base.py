"""The game master's shared machinery: sessions under lock, moves, replies.

`GameMaster` (bot/service.py) is built on this: the lobby commands live in
bot/lobby.py, the in-game commands in bot/service.py. Every command answers
with a `Reply`; player mistakes become a `Refusal` (an ephemeral, localized
explanation) through the `answers` decorator and never change anything.

Other processes (or game masters) may share the store. Every write is checked
against what is stored (bot/storage/base.py): a change of the session record
is validated by a plan against the session as it is, and if another writer got
there first the session is reloaded and the plan runs again on the fresh record
(`_write`); a move that loses its race is refused with what is true now.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec

from bot import campaign
from bot.drawing import BoardDrawer
from bot.messages import Texts
from bot.quoting import error_text
from bot.render_thread import RENDER_THREADS, on_render_thread
from bot.replies import Reply, User
from bot.sessions import Session
from bot.storage.base import (
    SeqConflict,
    SessionConflict,
    SessionRecord,
    StorageError,
    Store,
)
from bot.timesource import TimeSource
from games.core import GameError

if TYPE_CHECKING:
    pass

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
) -> Callable[Concatenate[Any, P], Awaitable[Reply]]:
    """Turn refusals, engine errors and storage trouble into error replies."""

    @functools.wraps(method)
    async def wrapper(self: Any, *args: P.args, **kwargs: P.kwargs) -> Reply:
        try:
            return await method(self, *args, **kwargs)
        except Refusal as refusal:
            return Reply.error(refusal.text)
        except GameError as exc:
            return Reply.error(error_text(exc, _caller_locale(args, kwargs)))
        except (SessionConflict, SeqConflict):  # a race no command explained better
            log.info("%s lost a race with another writer", method.__name__, exc_info=True)
            return Reply.error(Texts.of(_caller_locale(args, kwargs))("error.conflict"))
        except StorageError:
            log.exception("storage failed during %s", method.__name__)
            return Reply.error(Texts.of(_caller_locale(args, kwargs))("error.storage"))

    return wrapper


def _caller_locale(args: Sequence[Any], kwargs: dict[str, Any]) -> str | None:
    for value in (*args, *kwargs.values()):
        if isinstance(value, User):
            return value.locale
    return None


class ServiceBase:
    def __init__(
        self,
        store: Store,
        *,
        render: bool = True,
        drawer: BoardDrawer | None = None,
        snapshot_every: int = 25,
        cache_size: int = 256,
        board_every_turn: bool = False,
        time: TimeSource | None = None,
    ) -> None:
        from bot.autoplay import Autoplay
        from bot.boards import Boards
        from bot.tables import Tables

        self.tables = Tables(
            store, snapshot_every=snapshot_every, cache_size=cache_size, time=time,
            keep_turn_views=board_every_turn,
        )
        campaign.listen(self.tables.on_finished, store)
        self.boards = Boards(self.tables, render=render, drawer=drawer, every_turn=board_every_turn)
        self.autoplay = Autoplay(self.tables)
        self.store = store
        self.sessions = self.tables.sessions
        self.time = self.tables.time

    @property
    def render(self) -> bool:
        """Whether boards are drawn at all (bot/boards.py)."""
        return self.boards.render

    @render.setter
    def render(self, value: bool) -> None:
        self.boards.render = value

    async def close(self) -> None:
        """Stop background restores (before the store they read is closed)."""
        await self.tables.close()
