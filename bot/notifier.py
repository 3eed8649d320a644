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
from typing import Protocol, runtime_checkable

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


@runtime_checkable
class TurnNotifier(Protocol):
    """A notifier that shows the messages of one reply together (the Discord bot: a
    turn as one message, bot/cogs/layout.py)."""

    async def post_all(self, channel_id: int, messages: list[Message], locale: str | None
                       ) -> None:
        """Post the messages in a channel, in order, composed as the transport shows them."""


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
    reply's); a notice's `later` messages follow it, made for the channel's limit.
    A `TurnNotifier` gets the notices for one channel that follow one another at once."""
    for batch in _batches(list(notices), isinstance(notifier, TurnNotifier)):
        if len(batch) > 1:
            await _send_batch(notifier, batch)
            continue
        notice = batch[0]
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


def _batches(notices: list[Notice], together: bool) -> list[list[Notice]]:
    """Runs of notices to the same channel (only the last with `later` messages), or
    each alone."""
    batches: list[list[Notice]] = []
    for notice in notices:
        last = batches[-1][-1] if batches else None
        if (together and last is not None and notice.channel_id is not None
                and last.channel_id == notice.channel_id and not last.later):
            batches[-1].append(notice)
        else:
            batches.append([notice])
    return batches


async def _send_batch(notifier: Notifier, batch: list[Notice]) -> None:
    channel_id = batch[0].channel_id
    assert channel_id is not None and isinstance(notifier, TurnNotifier)
    try:
        messages = [notice.message for notice in batch if await settle(notice.message)]
        await notifier.post_all(channel_id, messages, batch[0].locale)
        limit = notifier.upload_limit(channel_id)
        for produce in batch[-1].later:
            for message in await produce(limit):
                await notifier.post(channel_id, message, batch[0].locale)
    except Exception:  # a closed channel must not silence the other tables
        log.exception("could not send scheduled messages")
