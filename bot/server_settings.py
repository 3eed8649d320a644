"""Server settings, for the game master: `/settings` sets a server's language."""

from __future__ import annotations

from bot.messages import LANGUAGE_NAMES, Texts, parse_locale
from bot.quoting import literal
from bot.replies import Reply, User
from bot.service_base import Refusal, answers
from bot.tables import Tables
from games.core.i18n import LOCALES


class SettingsCommands:
    """A server's settings; admins only."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    @answers
    async def settings(self, guild_id: int | None, user: User, locale: str | None) -> Reply:
        """Set (or, with None, clear) the server's language; admins only."""
        tr = await self.tables.texts(guild_id, user)
        if guild_id is None:
            raise Refusal(tr("settings.no_guild"))
        if not user.is_admin:
            raise Refusal(tr("settings.not_admin"))
        value = None
        if locale is not None and str(locale).strip():
            value = parse_locale(locale)
            if value is None:
                shown = literal(str(locale)[:20])
                raise Refusal(tr("settings.bad_locale", given=shown, choices=", ".join(LOCALES)))
        await self.tables.store.set_setting(guild_id, "locale", value)
        self.tables.set_locale(guild_id, value)
        tr = Texts.of(value or user.locale)
        if value is None:
            return Reply.private(tr("settings.locale_cleared"))
        return Reply.private(tr("settings.locale_set", language=LANGUAGE_NAMES[value]))
