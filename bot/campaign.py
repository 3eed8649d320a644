"""Campaign characters that outlive a game (Near and Far, docs/rules/near_and_far.md,
"Campaign"): stored per server, player and game.

A game takes part when it is a `games.core.campaign.Campaign` and brings the rules: what a
stored character looks like, how a game's result changes it, which talents it may
buy. The bot only keeps the text: it is loaded into the hidden `characters` option
when a session starts (so the options replay the game exactly) and saved back once
the game is over (`listen`: a listener on "game finished", bot/tables.py, which also
has the result of such a game say so). Talents are bought between games with
`/game character`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from bot.sessions import Session
from bot.storage.base import SessionRecord, StorageError, Store
from games.core import GameError
from games.core.campaign import Campaign
from games.core.game import Game

log = logging.getLogger(__name__)

NO_GUILD = 0
"""Characters of games played outside a server (the console) are kept under 0."""


def campaign_of(game: Game) -> Campaign | None:
    """The game's campaign rules, when it has characters that outlive a game."""
    return game if isinstance(game, Campaign) else None


def plays_campaign(game: Game) -> bool:
    return campaign_of(game) is not None


def guild_key(guild_id: int | None) -> int:
    return guild_id if guild_id is not None else NO_GUILD


def campaign_seats(record: SessionRecord) -> list[int | None]:
    """The user whose character each seat plays: a person's first seat only (in
    hot-seat play the same person holds several), None for AI and later seats."""
    seen: set[int] = set()
    out: list[int | None] = []
    for seat in record.seats:
        user = seat.user_id
        if seat.is_ai or user is None or user in seen:
            out.append(None)
            continue
        seen.add(user)
        out.append(user)
    return out


async def stored_character(
    store: Store, rules: Campaign, guild: int, user: int, game: str
) -> tuple[str | None, bool]:
    """A person's stored character, and whether it was damaged: a text the game
    cannot read (a hand edit, a disk error) counts as no character, so one
    person's damaged row never stops a game from starting or finishing; the log
    and `/game character` say so."""
    stored = await store.get_character(guild, user, game)
    if not stored:
        return stored, False
    try:
        rules.character_text(stored, "en")
    except (ValueError, TypeError, KeyError, IndexError, GameError):
        log.warning("the %s character of user %s on server %s cannot be read: %r",
                    game, user, guild, stored[:40])
        return None, True
    return stored, False


async def load_characters(store: Store, session: Session) -> dict[str, str]:
    """The options that bring each player's stored character into the game about to
    start; a player without one starts a new character."""
    game = session.game
    rules = campaign_of(game)
    if rules is None:
        return {}
    guild = guild_key(session.record.guild_id)
    texts: list[str | None] = []
    for user in campaign_seats(session.record):
        if user is None:
            texts.append(None)
        else:
            stored, _ = await stored_character(store, rules, guild, user, game.id)
            texts.append(stored or "")
    return dict(rules.campaign_options(texts))


async def save_characters(store: Store, session: Session) -> None:
    """After the game: each player's experience and VP added to the character stored
    now (talents bought meanwhile, in another channel, are kept). Run once, when the
    session is marked finished."""
    state = session.state
    result = state.result() if state is not None else None
    if result is None:
        return
    game = session.game
    rules = campaign_of(game)
    if rules is None:
        return
    guild = guild_key(session.record.guild_id)
    map_id = str(session.record.options.get("map") or "1")
    for seat, user in enumerate(campaign_seats(session.record)):
        if user is None:
            continue
        stored, _ = await stored_character(store, rules, guild, user, game.id)
        after = rules.campaign_after(stored, result, seat, map_id)
        await store.set_character(guild, user, game.id, after)


class Listeners(Protocol):
    """Where the game master's bookkeeping listens (bot/tables.py `Tables`)."""

    on_finished: list[Callable[[Session], Awaitable[None]]]
    after_result: list[Callable[[Session], str | None]]


def listen(tables: Listeners, store: Store) -> None:
    """Save the characters of every campaign game when it is marked finished, and
    say so after its result."""
    keeper = CharacterKeeper(store)
    tables.on_finished.append(keeper)
    tables.after_result.append(keeper.told)


class CharacterKeeper:
    """Listens for "game finished": each player's character keeps what the game gave."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def told(self, session: Session) -> str | None:
        """What the result of a campaign game with characters adds: they are saved."""
        if plays_campaign(session.game) and any(campaign_seats(session.record)):
            return "character.saved"
        return None

    async def __call__(self, session: Session) -> None:
        if not plays_campaign(session.game):
            return
        try:
            await save_characters(self.store, session)
        except StorageError:
            log.exception("could not save the characters of session %s", session.id)
