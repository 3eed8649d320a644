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
from dataclasses import dataclass, field
from typing import Protocol

from bot.replies import Later, Message, Reply, settle

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Notice:
    """A message to a channel (`channel_id`), or privately to one person (`user_id`).
    `locale` labels the message's buttons. `later`: public messages made once this
    one is sent (a finished game's replay and score graph, `Reply.later`)."""

    message: Message
    channel_id: int | None = None
    user_id: int | None = None
    locale: str | None = None
    later: list[Later] = field(default_factory=list)


class Notifier(Protocol):
    async def post(self, channel_id: int, message: Message, locale: str | None) -> None:
        """Post in a channel; mention (ping) exactly `message.mentions`."""

    async def direct(self, user_id: int, message: Message) -> bool:
        """A direct message to one person; False if it could not be delivered
        (they closed their direct messages)."""

    def upload_limit(self, channel_id: int) -> int:
        """The largest file the channel accepts, in bytes (a finished game's replay
        is drawn to fit it)."""


def channel_notices(reply: Reply, channel_id: int, locale: str | None) -> list[Notice]:
    """The public part of a reply as notices for the channel, in order, its `later`
    messages (the end of a game) after the last: a game that ends with nobody
    calling (an AI standing in for an absent person) ends as one ended by a move."""
    notices = [Notice(message, channel_id=channel_id, locale=locale) for message in reply.public]
    if notices and reply.later:
        notices[-1].later.extend(reply.later)
    return notices


async def send_all(notifier: Notifier, notices: Iterable[Notice]) -> None:
    """Send each notice; one that fails is logged and the others still go. A board
    still being drawn is sent once drawn (not at all if its drawing failed, as a
    reply's); a notice's `later` messages follow it, made for the channel's limit."""
    for notice in notices:
        try:
            if not await settle(notice.message):
                continue
            if notice.channel_id is not None:
                await notifier.post(notice.channel_id, notice.message, notice.locale)
                limit = notifier.upload_limit(notice.channel_id)
                for produce in notice.later:
                    for message in await produce(limit):
                        await notifier.post(notice.channel_id, message, notice.locale)
            elif notice.user_id is not None:
                await notifier.direct(notice.user_id, notice.message)
        except Exception:  # a closed channel must not silence the other tables
            log.exception("could not send a scheduled message")
