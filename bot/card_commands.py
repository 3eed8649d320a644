"""`/game card name:`: look up a card, artifact, troll or spell of a game by name
(issue 14 item 12), privately and in the reader's language: it is the reader's
own look-up. The game is the one named, else the channel's; with neither, every
game is searched. Matching is bot/card_lookup.py; the texts are the game's own
(`Game.lookup_entries`, `Game.lookup_text`)."""

from __future__ import annotations

from bot import card_lookup
from bot.fitting import fit
from bot.messages import Texts
from bot.quoting import literal
from bot.replies import Choice, Reply, User
from bot.service_base import Refusal, answers
from bot.tables import Tables
from games.core import all_games, game_ids, get_game
from games.core.game import Game
from games.core.lookup import Entry

QUALIFIER = ":"
"""`root:armorers`: an entry of a named game, as autocomplete sends it when the
channel has no game (entry ids never hold a colon)."""

MAX_TYPED = 100
SHOWN_NEAR = 8


class CardCommands:
    """`/game card` and its autocomplete (a part of the `GameMaster` facade)."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    @answers
    async def card(
        self, channel_id: int | None, user: User, name: str | None, game: str | None = None
    ) -> Reply:
        """The entry `name` names, with its cost and effect, for the caller alone
        (anywhere: in a direct message `channel_id` is None)."""
        session = await self.tables.sessions.get(channel_id) if channel_id is not None else None
        tr = await self.tables.texts(session.record.guild_id if session else None, user)
        typed = str(name or "").strip()[:MAX_TYPED]
        games = _games(game, session.game if session else None, typed, tr)
        typed = typed.partition(QUALIFIER)[2] if _qualified(typed) else typed
        if not typed:
            return Reply.private(_listing(games, tr))
        results = [(chosen, card_lookup.find(chosen, typed, tr.locale)) for chosen in games]
        found = [(g, r.entry) for g, r in results if r.entry is not None]
        if len(found) == 1 and not any(r.several for _, r in results):
            return Reply.private(_entry_text(*found[0], tr))
        several = found + [(g, e) for g, r in results for e in r.several]
        near = [(g, e) for g, r in results for e in r.near]
        shown = literal(typed[:40])
        if not several and not near:
            raise Refusal(tr("card.unknown", name=shown, games=_game_names(games, tr)))
        listed = several or near
        names = ", ".join(_label(g, e, len(games) > 1, tr) for g, e in listed[:SHOWN_NEAR])
        raise Refusal(tr("card.several" if several else "card.near", name=shown, names=names))

    def card_choices(
        self, channel_id: int | None, user: User, typed: str, game: str | None = None,
        limit: int = 25,
    ) -> list[Choice]:
        """What autocomplete offers while `typed` is typed: entries of the named
        game, else the channel's, else every game's (each value then names its
        game). Synchronous, from memory only."""
        cached = self.tables.sessions.peek(channel_id) if channel_id is not None else None
        tr = self.tables.texts_now(cached.record.guild_id if cached else None, user)
        try:
            games = _games(game, cached.game if cached else None, "", tr)
        except Refusal:
            return []
        several = len(games) > 1
        out = []
        for chosen in games:
            for entry in card_lookup.matching(chosen, str(typed or "")[:MAX_TYPED], tr.locale):
                value = f"{chosen.id}{QUALIFIER}{entry.id}" if several else entry.id
                out.append(Choice(fit(_label(chosen, entry, several, tr), 100), value))
        return out[:limit]


def _games(named: str | None, here: Game | None, typed: str, tr: Texts) -> list[Game]:
    """The games to search: the one named (by the `game` option or a qualified
    value), else the channel's, else all that have something to look up."""
    if _qualified(typed):
        named = typed.partition(QUALIFIER)[0]
    if named is not None and str(named).strip():
        key = str(named).strip().lower().replace("-", "_")
        if key not in game_ids():
            raise Refusal(tr("character.no_game", game=literal(str(named)[:40])))
        chosen = get_game(key)
    elif here is not None:
        chosen = here
    else:
        return [g for g in all_games() if card_lookup.entries(g, tr.locale)]
    if not card_lookup.entries(chosen, tr.locale):
        raise Refusal(tr("card.nothing", game=chosen.name(tr.locale)))
    return [chosen]


def _qualified(typed: str) -> bool:
    head, colon, _ = typed.partition(QUALIFIER)
    return bool(colon) and head.strip().lower() in game_ids()


def _entry_text(game: Game, entry: Entry, tr: Texts) -> str:
    body = game.lookup_text(entry.id, tr.locale) or ""
    title = tr("card.title", name=entry.name, kind=entry.kind, game=game.name(tr.locale))
    return f"{title}\n{body}".strip()


def _label(game: Game, entry: Entry, with_game: bool, tr: Texts) -> str:
    if with_game:
        return tr("card.choice_in", name=entry.name, kind=entry.kind, game=game.name(tr.locale))
    return tr("card.choice", name=entry.name, kind=entry.kind)


def _game_names(games: list[Game], tr: Texts) -> str:
    return ", ".join(g.name(tr.locale) for g in games)


def _listing(games: list[Game], tr: Texts) -> str:
    """What can be looked up, when no name is given: each game's kinds and counts."""
    lines = []
    for game in games:
        counts: dict[str, int] = {}
        for entry in card_lookup.entries(game, tr.locale):
            counts[entry.kind] = counts.get(entry.kind, 0) + 1
        kinds = ", ".join(f"{kind} ({n})" for kind, n in counts.items())
        lines.append(tr("card.listing", game=game.name(tr.locale), kinds=kinds))
    return "\n".join([*lines, tr("card.how")])
