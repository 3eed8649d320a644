"""The scheduler's messages on Discord: posts in a channel and direct messages.

A post pings exactly the users its message names (`allowed_mentions`), never
roles or everyone, like every reply of the bot; its buttons are the same
persistent components as a reply's. A direct message pings nobody. Discord
refusing one (a deleted channel, closed direct messages) is logged: the
deadline has fired and is not tried again.
"""

from __future__ import annotations

import io
import logging

import discord

from bot.cogs.delivery import Posted, allowed_mentions, split_text, tell_posted, with_mentions
from bot.replay import UPLOAD_LIMIT
from bot.replies import Message, attachments
from bot.views import build_view

log = logging.getLogger(__name__)


class DiscordNotifier:
    def __init__(self, client: discord.Client, posted: Posted | None = None) -> None:
        self.client = client
        self.posted = posted  # told where a game's result went (a stand-in ended it)

    async def post(self, channel_id: int, message: Message, locale: str | None) -> None:
        channel = self.client.get_partial_messageable(channel_id)
        parts = split_text(with_mentions(message.text, message.mentions))
        view = build_view(message, locale)
        for index, part in enumerate(parts):
            last = index == len(parts) - 1
            kwargs: dict[str, object] = {
                "content": part or None,
                "allowed_mentions": allowed_mentions(message.mentions),
            }
            files = attachments(message)
            if last and files:
                kwargs["files"] = [discord.File(io.BytesIO(data), name) for name, data in files]
            if last and view is not None:
                kwargs["view"] = view
            try:
                sent = await channel.send(**kwargs)  # type: ignore[call-overload]  # built above
            except discord.HTTPException:
                log.warning("could not post in channel %s", channel_id, exc_info=True)
                return
            if last and message.result_of is not None and self.posted is not None:
                await tell_posted(self.posted, message.result_of, sent)

    def upload_limit(self, channel_id: int) -> int:
        """The server's limit (boosts raise it); what any channel accepts otherwise."""
        guild = getattr(self.client.get_channel(channel_id), "guild", None)
        return int(guild.filesize_limit) if guild is not None else UPLOAD_LIMIT

    async def direct(self, user_id: int, message: Message) -> bool:
        try:
            channel = await self.client.create_dm(discord.Object(user_id))
            for part in split_text(message.text):
                await channel.send(part, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.info("could not send a direct reminder to user %s", user_id, exc_info=True)
            return False
        return True
