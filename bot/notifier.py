"""The seam through which the scheduler speaks: channel messages and direct messages.

The game master answers commands with a `Reply` that the caller's transport
sends. Deadlines fire with nobody calling, so what they say comes back as
`Notice`s, and a `Notifier` of the transport sends them: the Discord bot posts
in the channel, pinging exactly the users a message names, and opens direct
messages (bot/cogs/notifier.py); the console prints them (bot/console_notifier.py).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from bot.replies import Message

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Notice:
    """A message to a channel (`channel_id`), or privately to one person (`user_id`).
    `locale` labels the message's buttons."""

    message: Message
    channel_id: int | None = None
    user_id: int | None = None
    locale: str | None = None


class Notifier(Protocol):
    async def post(self, channel_id: int, message: Message, locale: str | None) -> None:
        """Post in a channel; mention (ping) exactly `message.mentions`."""

    async def direct(self, user_id: int, message: Message) -> bool:
        """A direct message to one person; False if it could not be delivered
        (they closed their direct messages)."""


async def send_all(notifier: Notifier, notices: Iterable[Notice]) -> None:
    """Send each notice; one that fails is logged and the others still go."""
    for notice in notices:
        try:
            if notice.channel_id is not None:
                await notifier.post(notice.channel_id, notice.message, notice.locale)
            elif notice.user_id is not None:
                await notifier.direct(notice.user_id, notice.message)
        except Exception:  # a closed channel must not silence the other tables
            log.exception("could not send a scheduled message")
