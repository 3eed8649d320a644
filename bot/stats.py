"""Records, for the game master: `/stats`, `/leaderboard`, `/games finished` and
`/season start|end` (issue 29; docs/records.md).

Everything here reads the stored results and ratings of the caller's server
(bot/records.py, bot/ratings.py, kept by bot/record_keeper.py), never a live
game: a statistic holds only what the results hold, which is public (final
ranking and scores, factions, names, when public moves were stored).

Privacy: a member who chose `/stats hide:True` is left out of leaderboards, and
others cannot read their `/stats player:`; their games still count (an opponent's
rating depends on them) and the server's win rates still hold them, unnamed.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from babel.numbers import format_decimal

from bot.clock_text import duration, moment
from bot.messages import Texts
from bot.quoting import literal
from bot.ratings import ALL_FACTIONS, ALL_TIME, seasons_of, trend
from bot.record_keeper import stored_results
from bot.records import AI, GameResult, level_in, person_key, user_of
from bot.replies import Message, Reply, User
from bot.service_base import Refusal, answers, on_render_thread
from bot.storage.base import RatingRecord, SeasonOpen, SeasonRecord
from bot.tables import Tables
from games.core import get_game
from games.core.agents import kind_of
from games.core.game import Game

TOP = 10
"""Places a leaderboard shows (the caller's own is added when below them)."""

FINISHED_PAGE = 10
"""Finished games listed per page of `/games finished`."""

TREND_GAMES = 5
"""The trend of a rating: its change over this many last games."""

SEASON_NAME = 40
"""The longest season name."""

_MENTION = re.compile(r"^<@!?(\d+)>$")


@dataclass(frozen=True)
class Standing:
    """A leaderboard's line: a place, a player's name and their rating."""

    place: int
    player: str
    name: str
    rating: RatingRecord


def rating_text(value: float, locale: str = "en") -> str:
    """A rating with one decimal, as the reader writes numbers (6.0, 6,0)."""
    return format_decimal(round(value, 1) + 0.0, format="0.0", locale=locale)  # never -0.0


def game_of(game_id: str) -> Game:
    return get_game(game_id)


def faction_label(game: Game, faction: str, locale: str) -> str:
    key = f"faction.{faction}"
    return game.catalog.text(locale, key) if game.catalog.has(key) else faction.title()


def player_name(player: str, names: dict[str, str], tr: Texts) -> str:
    """A player as the reader reads them: a person's latest name here (escaped), an
    AI by its level ("hard AI")."""
    level = level_in(player)
    if level is not None:
        kind = kind_of(level) or level
        return tr(f"ai.{kind}")
    return literal(names.get(player, tr("stats.someone")))


def latest_names(results: Sequence[GameResult]) -> dict[str, str]:
    """Each person's name as their latest game here showed it."""
    names: dict[str, str] = {}
    for result in results:
        for seat in result.seats:
            if seat.user_id is not None:
                names[person_key(seat.user_id)] = seat.name
    return names


def median_text(values: Sequence[float], tr: Texts) -> str:
    return duration(statistics.median(values), tr)


class StatsCommands:
    """The commands that read a server's records."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def _results(self, guild_id: int, game: str | None = None) -> list[GameResult]:
        return stored_results(await self.tables.store.results(guild_id, game))

    # -- /stats ----------------------------------------------------------------------
    @answers
    async def stats(
        self,
        guild_id: int | None,
        user: User,
        player: str | None = None,
        game: str | None = None,
        hide: bool | None = None,
    ) -> Reply:
        """A player's figures (the caller by default), or with `game` alone the
        server's figures of that game; `hide` hides the caller from leaderboards."""
        tr = await self.tables.texts(guild_id, user)
        if guild_id is None:
            raise Refusal(tr("stats.no_guild"))
        store = self.tables.store
        said: list[str] = []
        if hide is not None:
            await store.set_hidden(guild_id, user.id, hide)
            said.append(tr("stats.hidden_now" if hide else "stats.shown_now"))
            if player is None and game is None:
                return Reply.private(said[0])
        if game is not None and not player:
            said.append(await self._game_text(guild_id, game, tr))
            return Reply.private("\n\n".join(said))
        results = await self._results(guild_id)
        names = latest_names(results)
        key = self._find_player(player, user, results, names, tr)
        shown = player_name(key, names, tr)
        hidden = await store.hidden_players(guild_id)
        if user_of(key) in hidden and user_of(key) != user.id:
            raise Refusal(tr("stats.player_hidden", name=shown))
        text, graph = await self._player_text(guild_id, key, shown, game, results, tr)
        said.append(text)
        return Reply.private("\n\n".join(said), image=graph, image_name="rating.png")

    def _find_player(
        self, typed: str | None, user: User, results: Sequence[GameResult],
        names: dict[str, str], tr: Texts,
    ) -> str:
        """The player a typed name means: a mention, a user id, a rated AI's level
        ("hard", "hard AI", `ai:hard`), or a name as their latest game showed it."""
        if typed is None or not typed.strip():
            return person_key(user.id)
        text = typed.strip()
        mention = _MENTION.match(text)
        if mention:
            return person_key(int(mention[1]))
        if text.isdigit():
            return person_key(int(text))
        if text.startswith(("u:", AI)):
            return text
        lowered = text.casefold()
        players = {seat.player for result in results for seat in result.seats}
        for candidate in sorted(players):
            level = level_in(candidate)
            if level is None:
                continue
            kind = kind_of(level) or level
            if lowered in (level, kind, tr(f"ai.{kind}").casefold(), f"{level} ai"):
                return candidate
        found = [key for key, name in names.items() if name.casefold() == lowered]
        if found:
            return found[-1]
        known = sorted(literal(name) for name in names.values())[:20]
        raise Refusal(tr("stats.unknown_player", name=literal(text[:40]),
                         names=", ".join(known) or "—"))

    async def _player_text(
        self, guild_id: int, key: str, shown: str, game: str | None,
        results: Sequence[GameResult], tr: Texts,
    ) -> tuple[str, bytes | None]:
        ratings = await self.tables.store.ratings(guild_id, game, key)
        seasons = await self.tables.store.seasons(guild_id)
        current = next((s for s in seasons if s.ended_at is None), None)
        overall = [r for r in ratings if r.season == ALL_TIME and r.faction == ALL_FACTIONS]
        user_id = user_of(key)
        stood = sum(1 for result in results if game is None or result.game == game
                    for seat in result.seats
                    if user_id is not None and seat.user_id == user_id and seat.player != key)
        if not overall:
            if stood:  # every game of theirs was played mostly by a stand-in
                return tr("stats.player_header", name=shown) + "\n" + tr(
                    "stats.stood_in", count=stood), None
            raise Refusal(tr("stats.no_games_player", name=shown))
        lines = [tr("stats.player_header", name=shown)]
        overall.sort(key=lambda r: (-r.games, r.game))
        for rating in overall:
            name = game_of(rating.game).name(tr.locale)
            lines.append(tr("stats.player_game", game=name, games=rating.games, wins=rating.wins,
                            rating=rating_text(rating.conservative, tr.locale),
                            trend=self._trend_text(rating, tr)))
            if current is not None:
                season = next((r for r in ratings if r.game == rating.game and r.faction == ""
                               and r.season == current.number), None)
                if season is not None:
                    lines.append(tr("stats.season_rating", season=literal(current.name),
                                    rating=rating_text(season.conservative, tr.locale),
                                    games=season.games))
            factions = [r for r in ratings if r.game == rating.game and r.season == ALL_TIME
                        and r.faction != ALL_FACTIONS]
            if factions:
                g = game_of(rating.game)
                favourite = max(factions, key=lambda r: (r.games, r.conservative))
                best = max(factions, key=lambda r: (r.conservative, r.games))
                lines.append(tr("stats.factions",
                                favourite=faction_label(g, favourite.faction, tr.locale),
                                games=favourite.games,
                                best=faction_label(g, best.faction, tr.locale),
                                rating=rating_text(best.conservative, tr.locale)))
        if user_id is not None:
            times = [t for result in results if game is None or result.game == game
                     for seat in result.seats if seat.user_id == user_id and seat.player == key
                     for t in seat.times]
            if times:
                lines.append(tr("stats.time_to_move", time=median_text(times, tr),
                                count=len(times)))
            else:
                lines.append(tr("stats.no_times"))
            if stood:
                lines.append(tr("stats.stood_in", count=stood))
        graph = await self._graph(overall[0], shown, tr)
        return "\n".join(lines), graph

    def _trend_text(self, rating: RatingRecord, tr: Texts) -> str:
        change = trend(rating, TREND_GAMES)
        if change is None:
            return ""
        count = min(TREND_GAMES, len(rating.history))
        if abs(change) < 0.05:
            return tr("stats.trend_flat", count=count)
        key = "stats.trend_up" if change > 0 else "stats.trend_down"
        return tr(key, change=rating_text(abs(change), tr.locale), count=count)

    async def _graph(self, rating: RatingRecord, shown: str, tr: Texts) -> bytes | None:
        """The rating over time of the player's most played game, as a picture."""
        if len(rating.history) < 2:
            return None
        from renderers.rating_graph import draw_rating_graph

        values = [mu - 3 * sigma for _, _, mu, sigma in rating.history]
        title = tr("stats.graph_title", name=shown.replace("\\", ""),
                   game=game_of(rating.game).name(tr.locale))
        words = (tr("stats.graph_games"), tr("stats.graph_rating"))
        last = rating_text(values[-1], tr.locale)
        return await on_render_thread(partial(draw_rating_graph, values, title, words, last))

    async def _game_text(self, guild_id: int, game_id: str, tr: Texts) -> str:
        game = game_of(game_id)
        name = game.name(tr.locale)
        results = await self._results(guild_id, game_id)
        if not results:
            return tr("stats.game_none", game=name)
        days = [r.finished_at - r.started_at for r in results]
        moves = [r.moves for r in results]
        lines = [tr("stats.game_header", game=name, games=len(results),
                    length=median_text(days, tr), moves=round(statistics.median(moves)))]
        by_faction = all(seat.faction for r in results for seat in r.seats)
        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for result in results:
            for index, seat in enumerate(result.seats):
                group = seat.faction if by_faction and seat.faction else str(index + 1)
                played[group] += 1
                won[group] += int(seat.won)
        lines.append(tr("stats.by_faction" if by_faction else "stats.by_seat"))
        for group in sorted(played, key=lambda g: (-won[g] / played[g], g)):
            label = (faction_label(game, group, tr.locale) if by_faction
                     else tr("stats.seat", number=int(group)))
            lines.append(tr("stats.rate_line", name=label, wins=won[group],
                            games=played[group],
                            percent=round(100 * won[group] / played[group])))
        return "\n".join(lines)

    # -- /leaderboard --------------------------------------------------------------------
    @answers
    async def leaderboard(
        self, guild_id: int | None, user: User, game_id: str, season: str | None = None
    ) -> Reply:
        """The top players of a server's game by conservative rating, of a season
        (the one under way by default) or all-time; the caller's own place added
        when below the top."""
        tr = await self.tables.texts(guild_id, user)
        if guild_id is None:
            raise Refusal(tr("stats.no_guild"))
        game = game_of(game_id)
        seasons = await self.tables.store.seasons(guild_id)
        chosen = self._season(season, seasons, tr)
        number = ALL_TIME if chosen is None else chosen.number
        scope = (tr("leaderboard.all_time") if chosen is None
                 else tr("leaderboard.season", number=chosen.number, name=literal(chosen.name)))
        ratings = [r for r in await self.tables.store.ratings(guild_id, game_id)
                   if r.season == number and r.faction == ALL_FACTIONS]
        hidden = await self.tables.store.hidden_players(guild_id)
        names = latest_names(await self._results(guild_id, game_id))
        shown = [r for r in ratings if user_of(r.player) not in hidden]
        shown.sort(key=lambda r: (-r.conservative, -r.games, r.player))
        name = game.name(tr.locale)
        if not shown:
            return Reply.private(tr("leaderboard.none", game=name, scope=scope))
        standings = [Standing(place, r.player, player_name(r.player, names, tr), r)
                     for place, r in enumerate(shown, start=1)]
        lines = [tr("leaderboard.header", game=name, scope=scope)]
        lines += [self._line(s, tr) for s in standings[:TOP]]
        mine = next((s for s in standings if s.player == person_key(user.id)), None)
        if mine is not None and mine.place > TOP:
            lines += ["…", self._line(mine, tr)]
        reply = Reply(public=[Message("\n".join(lines))])
        if user.id in hidden:
            reply.ephemeral.append(Message(tr("leaderboard.you_hidden")))
        return reply

    def _line(self, standing: Standing, tr: Texts) -> str:
        rating = standing.rating
        return tr("leaderboard.line", place=standing.place, name=standing.name,
                  rating=rating_text(rating.conservative, tr.locale), games=rating.games,
                  wins=rating.wins)

    def _season(
        self, typed: str | None, seasons: Sequence[SeasonRecord], tr: Texts
    ) -> SeasonRecord | None:
        """The season a typed value means: none typed, the one under way (all-time
        when none is); `all`, all-time; a number or a season's name."""
        current = next((s for s in seasons if s.ended_at is None), None)
        if typed is None or not typed.strip():
            return current
        text = typed.strip().casefold()
        if text in ("all", "all-time", "todas", "siempre", "0"):
            return None
        if text in ("current", "actual"):
            return current
        for season in seasons:
            if text == str(season.number) or text == season.name.casefold():
                return season
        known = ", ".join(f"{s.number} ({literal(s.name)})" for s in seasons) or "—"
        raise Refusal(tr("leaderboard.unknown_season", season=literal(typed[:40]),
                         seasons=known))

    # -- /games finished ----------------------------------------------------------------
    @answers
    async def finished(
        self, guild_id: int | None, user: User, page: int = 1, game: str | None = None
    ) -> Reply:
        """This server's finished games, newest first: result, date and where."""
        tr = await self.tables.texts(guild_id, user)
        if guild_id is None:
            raise Refusal(tr("stats.no_guild"))
        rows = await self.tables.store.results(guild_id, game)
        posts = {row.session_id: row.message_id for row in rows}
        results = stored_results(rows)
        if not results:
            return Reply.private(tr("finished.none"))
        results.reverse()
        pages = (len(results) + FINISHED_PAGE - 1) // FINISHED_PAGE
        page = max(1, min(page, pages))
        chunk = results[(page - 1) * FINISHED_PAGE: page * FINISHED_PAGE]
        lines = [tr("finished.header", page=page, pages=pages, count=len(results))]
        for result in chunk:
            lines.append(self._finished_line(result, posts.get(result.session_id), guild_id, tr))
        lines.append(tr("finished.footer"))
        return Reply.private("\n".join(lines))

    def _finished_line(
        self, result: GameResult, message_id: int | None, guild_id: int, tr: Texts
    ) -> str:
        game = game_of(result.game)
        ranked = sorted(result.seats, key=lambda s: s.rank)
        scores = ", ".join(f"{literal(s.name)} {s.score}" for s in ranked)
        winners = ", ".join(literal(s.name) for s in result.winners())
        link = f"https://discord.com/channels/{guild_id}/{result.channel_id}"
        if message_id is not None:
            link += f"/{message_id}"
        return tr("finished.line", id=result.session_id, game=game.name(tr.locale),
                  date=moment(result.finished_at), winners=winners, scores=scores,
                  count=len(result.winners()),
                  channel=f"<#{result.channel_id}>", link=link)

    async def result_posted(self, session_id: int, channel_id: int, message_id: int) -> None:
        await self.tables.store.set_result_message(session_id, message_id)

    # -- /season ---------------------------------------------------------------------------
    @answers
    async def season_start(self, guild_id: int | None, user: User, name: str) -> Reply:
        tr = await self.tables.texts(guild_id, user)
        if guild_id is None:
            raise Refusal(tr("stats.no_guild"))
        if not user.is_admin:
            raise Refusal(tr("season.not_admin"))
        cleaned = " ".join(str(name).split())
        if not 1 <= len(cleaned) <= SEASON_NAME:
            raise Refusal(tr("season.bad_name", most=SEASON_NAME))
        store = self.tables.store
        try:
            season = await store.start_season(guild_id, cleaned, self.tables.time.now())
        except SeasonOpen:
            current = next((s for s in await store.seasons(guild_id) if s.ended_at is None),
                           None)
            raise Refusal(tr("season.open_already", number=current.number if current else "?",
                             season=literal(current.name if current else ""))) from None
        return Reply(public=[Message(tr("season.started", name=literal(user.name),
                                        number=season.number, season=literal(season.name)))])

    @answers
    async def season_end(self, guild_id: int | None, user: User) -> Reply:
        tr = await self.tables.texts(guild_id, user)
        if guild_id is None:
            raise Refusal(tr("stats.no_guild"))
        if not user.is_admin:
            raise Refusal(tr("season.not_admin"))
        store = self.tables.store
        season = await store.end_season(guild_id, self.tables.time.now())
        if season is None:
            raise Refusal(tr("season.none_open"))
        seasons = await store.seasons(guild_id)
        games = sum(1 for r in await self._results(guild_id)
                    if season.number in seasons_of(r, seasons))
        return Reply(public=[Message(tr("season.ended", name=literal(user.name),
                                        number=season.number, season=literal(season.name),
                                        games=games))])

