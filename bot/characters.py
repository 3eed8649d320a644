"""Campaign characters, for the game master: `/game character` shows the caller's
character on this server and buys talents between games (bot/campaign.py)."""

from __future__ import annotations

from bot import campaign
from bot.messages import Texts
from bot.quoting import literal
from bot.replies import Choice, Message, Reply, User
from bot.service_base import Refusal, answers
from bot.sessions import Session
from bot.tables import Tables
from games.core import game_ids, get_game


class CharacterCommands:
    """A player's campaign character: shown, and talents bought."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    @answers
    async def character(
        self,
        channel_id: int,
        guild_id: int | None,
        user: User,
        game: str | None = None,
        talent: str | None = None,
    ) -> Reply:
        """The caller's campaign character on this server (privately); with a talent,
        buy it with experience, between games only (bot/campaign.py)."""
        tr = await self.tables.texts(guild_id, user)
        session = await self.tables.sessions.get(channel_id)
        chosen = get_game(_campaign_game(game, session, tr))
        rules = campaign.campaign_of(chosen)
        if rules is None:
            raise Refusal(tr("character.no_campaign", game=chosen.name(tr.locale)))
        guild = campaign.guild_key(guild_id)
        stored, damaged = await campaign.stored_character(
            self.tables.store, rules, guild, user.id, chosen.id)
        announce: list[Message] = []
        if talent is not None and str(talent).strip():
            playing = session is not None and session.running and session.game.id == chosen.id
            if playing and session is not None and session.seats_of(user.id):
                raise Refusal(tr("character.in_game", game=chosen.name(tr.locale)))
            stored = rules.buy_talent(stored, str(talent), tr.locale)
            await self.tables.store.set_character(guild, user.id, chosen.id, stored)
            name = rules.talent_name(str(talent).strip().lower(), tr.locale)
            announce.append(Message(tr("character.bought", name=literal(user.name), talent=name)))
        title = tr("character.title", name=literal(user.name), game=chosen.name(tr.locale))
        if damaged and talent is None:
            title += "\n" + tr("character.damaged")
        summary, _, offers = rules.character_text(stored, tr.locale).partition("\n\n")
        sheet = [Message(title + "\n" + summary)] + ([Message(offers)] if offers else [])
        return Reply(public=announce, ephemeral=sheet)

    def talent_choices(self, channel_id: int | None, user: User, typed: str) -> list[Choice]:
        """Talents for sale in the channel's campaign game (or the default one), with
        their cost, filtered by what is typed: synchronous, from memory only."""
        tr = Texts.of(user.locale)
        cached = self.tables.sessions.peek(channel_id) if channel_id is not None else None
        try:
            chosen = get_game(_campaign_game(None, cached, tr))
        except Refusal:
            return []
        rules = campaign.campaign_of(chosen)
        if rules is None:
            return []
        words = str(typed or "").strip().lower()
        out = []
        for talent, cost in rules.talents().items():
            label = f"{rules.talent_name(talent, tr.locale)} ({cost} XP)"
            if not words or words in talent or words in label.lower():
                out.append(Choice(label, talent))
        return out


def _campaign_game(game: str | None, session: Session | None, tr: Texts) -> str:
    """The game named, else the channel's game, else the one campaign game we have."""
    if game is not None and str(game).strip():
        key = str(game).strip().lower().replace("-", "_")
        if key not in game_ids():
            raise Refusal(tr("character.no_game", game=literal(str(game)[:40])))
        return key
    if session is not None and campaign.plays_campaign(session.game):
        return session.game.id
    campaigns = [g for g in game_ids() if campaign.plays_campaign(get_game(g))]
    return campaigns[0] if campaigns else "near_and_far"
