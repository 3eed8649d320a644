"""The scheduler's messages on Discord: posts in a channel and direct messages.

A post pings exactly the users its message names (`allowed_mentions`), never
roles or everyone, like every reply of the bot; its buttons are the same
persistent components as a reply's. A direct message pings nobody. Discord
refusing one (a deleted channel, closed direct messages) is logged: the
deadline has fired and is not tried again. The messages of one reply (a stand-in's
turn) come together to `post_all`: a turn is one layout message there too
(bot/cogs/layout.py), its board drawn before it is posted; one that asks someone
becomes the channel's current turn message, as a reply's does (bot/cogs/delivery.py).
"""

from __future__ import annotations

import logging

import discord

from bot.cogs import layout
from bot.cogs.delivery import (
    Posted,
    allowed_mentions,
    became_current,
    discord_files,
    split_text,
    superseded,
    tell_posted,
)
from bot.cogs.layout import Turn, with_mentions
from bot.cogs.texts import say
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
                kwargs["files"] = discord_files(files)
            if last and view is not None:
                kwargs["view"] = view
            try:
                sent = await channel.send(**kwargs)  # type: ignore[call-overload]  # built above
            except discord.HTTPException:
                log.warning("could not post in channel %s", channel_id, exc_info=True)
                return
            if last and message.result_of is not None and self.posted is not None:
                await tell_posted(self.posted, message.result_of, sent)

    async def post_all(self, channel_id: int, messages: list[Message], locale: str | None
                       ) -> None:
        """The messages of one reply, each turn among them as one layout message
        where the bot may show one (else, or refused, as `post` sends them)."""
        shown: list[Message | Turn] = list(messages)
        if layout.wanted(self.client) and layout.may_show(self._permissions(channel_id)):
            shown = layout.turns(messages)
        for unit in shown:
            if isinstance(unit, Turn):
                if not await self._post_turn(channel_id, unit, locale):
                    superseded(self.client, channel_id, unit.messages)
                    for message in unit.messages:
                        await self.post(channel_id, message, locale)
            else:
                superseded(self.client, channel_id, [unit])
                await self.post(channel_id, unit, locale)

    async def _post_turn(self, channel_id: int, turn: Turn, locale: str | None) -> bool:
        """False when the turn is to be posted as classic messages (nothing was sent)."""
        limit = self.upload_limit(channel_id)
        files = attachments(turn.board) if turn.board is not None else []
        note = None
        if sum(len(data) for _, data in files) > limit:
            files = files[:1] if files and len(files[0][1]) <= limit else []
            note = None if files else say(locale, "image_too_large")
        view = layout.compose(turn, locale, [name for name, _ in files], note)
        if view is None:
            return False
        kwargs: dict[str, object] = {
            "view": view, "allowed_mentions": allowed_mentions(turn.mentions),
        }
        if files:
            kwargs["files"] = discord_files(files)
        channel = self.client.get_partial_messageable(channel_id)
        try:
            sent = await channel.send(**kwargs)  # type: ignore[call-overload]  # built above
        except discord.HTTPException as error:
            if layout.refused_layout(error):
                log.warning("Discord refused a turn's layout message in channel %s: classic "
                            "messages instead", channel_id)
                return False
            log.warning("could not post in channel %s", channel_id, exc_info=True)
            return True
        # The turn's message now (the next decision of the person it asks edits it).
        await became_current(self.client, channel_id, turn, sent)
        if turn.result_of is not None and self.posted is not None:
            await tell_posted(self.posted, turn.result_of, sent)
        return True

    def _permissions(self, channel_id: int) -> discord.Permissions | None:
        """The bot's permissions in the channel, when the gateway told them."""
        channel = self.client.get_channel(channel_id)
        guild = getattr(channel, "guild", None)
        if channel is None or guild is None or guild.me is None:
            return None
        permissions: discord.Permissions = channel.permissions_for(guild.me)  # type: ignore[union-attr]
        return permissions

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
