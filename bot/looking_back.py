"""Looking back, for the game master: `/games list`, "what happened", the grouped
`/game log`, `/game history move:N`, and finished games that stay viewable.

A finished game stays in its channel until a new one opens there: `/game status`,
`/game board`, `/game log`, `/game history` and `/hand` answer from it, marked as
finished (`viewed`). A finished session never changes again, so it is loaded once
and kept in a small cache of its own, away from the active sessions.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from bot import history as playback
from bot import narration, recap, waiting
from bot.boards import Boards
from bot.messages import Texts
from bot.public_posts import PublicPosts, position
from bot.quoting import error_text, literal
from bot.replies import Message, Reply, User
from bot.service_base import Refusal, answers
from bot.sessions import Session, load_session
from bot.storage.base import SessionRecord, StorageError, Store
from bot.tables import Tables
from games.core import GameError
from games.core.errors import NotationNotReady

log = logging.getLogger(__name__)

FINISHED_KEPT = 16
"""Finished sessions kept in memory for looking at (each is a state and its log)."""


class FinishedGames:
    """The finished game of a channel, while no newer session has opened there."""

    def __init__(self, store: Store, capacity: int = FINISHED_KEPT) -> None:
        self.store = store
        self.capacity = capacity
        self._kept: OrderedDict[int, Session] = OrderedDict()

    async def get(self, channel_id: int) -> Session | None:
        record = await self.store.last_session(channel_id)
        if record is None or record.status != "finished" or record.id is None:
            return None
        kept = self._kept.get(record.id)
        if kept is None:
            kept = await load_session(self.store, record)
            self._kept[record.id] = kept
            while len(self._kept) > self.capacity:
                self._kept.popitem(last=False)
        self._kept.move_to_end(record.id)
        return kept

    async def by_id(self, session_id: int, guild_id: int | None) -> Session | None:
        """A finished game of the server by its number (`/games finished` lists
        them), wherever its channel has gone since; None for another server's game,
        an unfinished one or none."""
        kept = self._kept.get(session_id)
        if kept is None:
            record = await self.store.get_session(session_id)
            if record is None or record.status != "finished" or record.damaged:
                return None
            if guild_id is None or record.guild_id != guild_id:
                return None
            kept = await load_session(self.store, record)
            self._kept[session_id] = kept
            while len(self._kept) > self.capacity:
                self._kept.popitem(last=False)
        elif guild_id is None or kept.record.guild_id != guild_id:
            return None
        self._kept.move_to_end(session_id)
        return kept


class LookingBack:
    """The commands that look back at a game, and which game to look at."""

    def __init__(self, tables: Tables, boards: Boards, posts: PublicPosts | None = None) -> None:
        self.tables = tables
        self.boards = boards
        self.posts = posts or PublicPosts(tables.time, every=0)
        self.finished = FinishedGames(tables.store)

    # -- which game to look at --------------------------------------------------------
    @asynccontextmanager
    async def viewed(
        self, channel_id: int, user: User, *, started: bool = False,
        session_id: int | None = None, guild_id: int | None = None,
    ) -> AsyncIterator[tuple[Session, Texts]]:
        """The channel's active game (as `Tables.locked`, or `Tables.running` when `started`), or,
        when there is none, its finished game until a new one opens. With `session_id`:
        that finished game of the server `guild_id` (`/games finished` numbers them)."""
        if session_id is not None:
            finished = await self.finished.by_id(session_id, guild_id)
            if finished is None:
                tr = await self.tables.texts(guild_id, user)
                raise Refusal(tr("history.no_such_game", id=session_id))
        else:
            finished = await self.finished_here(channel_id)
        if finished is None:
            opened = self.tables.running if started else self.tables.locked
            async with opened(channel_id, user) as (session, tr):
                yield session, tr
            return
        tr = await self.tables.texts(finished.record.guild_id, user)
        if finished.damaged or finished.broken or finished.state is None:
            raise Refusal(tr("session.none"))
        yield finished, tr

    async def finished_here(self, channel_id: int) -> Session | None:
        if await self.tables.sessions.get(channel_id) is not None:
            return None
        return await self.finished.get(channel_id)

    # -- /games list --------------------------------------------------------------------
    @answers
    async def my_games(self, user: User) -> Reply:
        """The caller's games in every channel and server, privately: who must act in
        each and since when, the caller's own turns first (bot/waiting.py)."""
        tr = Texts.of(user.locale)
        tables = []
        for record in await self.tables.store.sessions_of_user(user.id):
            session = await self.listed(record)
            if session is not None:
                tables.append(waiting.table_of(session, user.id))
        return Reply.private(waiting.listing(tables, tr))

    async def listed(self, record: SessionRecord) -> Session | None:
        """The session of a listed record, as the game master holds it."""
        if waiting.unloaded(record):
            return None
        try:
            session = await self.tables.sessions.get(record.channel_id)
        except StorageError:
            log.warning("session %s could not be restored for a listing", record.id)
            return None
        return session if session is not None and session.id == record.id else None

    # -- what happened --------------------------------------------------------------------
    @answers
    async def catch_up(
        self, channel_id: int, user: User, session_id: int | None = None
    ) -> Reply:
        """What the others did since the caller's last own move, one line per turn,
        privately (the "What happened" button of a turn's mention). Public lines only."""
        async with self.viewed(channel_id, user, started=True) as (session, tr):
            if session_id is not None and session_id != session.id:
                raise Refusal(tr("recap.other_game", game=session.game.name(tr.locale)))
            seats = session.seats_of(user.id)
            turns = await asyncio.to_thread(playback.turns, session)
            since = playback.last_choice(session.play, set(seats)) if seats else None
            text = recap.recap_text(session, turns, seats, since, tr)
            return Reply.private(text + "\n" + _now_text(session, tr))

    # -- the grouped log --------------------------------------------------------------------
    @answers
    async def log(
        self, channel_id: int, user: User, page: int = 1, details: bool = False,
        session_id: int | None = None, guild_id: int | None = None,
    ) -> Reply:
        """The public log grouped by turn, 20 lines a page, page 1 the newest; forced
        steps are folded into their turn unless `details` (bot/recap.py). With
        `session_id`, of that finished game of the server (`/games finished`)."""
        async with self.viewed(channel_id, user, session_id=session_id,
                               guild_id=guild_id) as (session, tr):
            if not session.actions:
                return Reply.private(tr("log.empty"))
            turns = await asyncio.to_thread(_turns_or_moves, session)
            lines = recap.log_lines(session, turns, tr, bool(details))
            number = _page_number(page)
            shown, pages = recap.log_page(session, lines, turns, number or 1, tr)
            if number is None or number > pages:
                raise Refusal(tr("log.bad_page", page=literal(str(page)[:20]), pages=pages))
            key = "log.header_details" if details else "log.header_turns"
            header = tr(key, page=number, pages=pages)
            parts = [_finished_mark(session, tr, by_id=session_id is not None), header, *shown]
            return Reply.private(narration.clip([p for p in parts if p], tr))

    # -- the board in the past ------------------------------------------------------------
    @answers
    async def history(
        self, channel_id: int, user: User, move: Any = None,
        session_id: int | None = None, guild_id: int | None = None,
    ) -> Reply:
        """The public board as it was after move `move` (0: as dealt), privately: the
        standing moves up to it replayed from setup, its public view drawn. With
        `session_id`, of that finished game of the server (`/games finished`)."""
        async with self.viewed(channel_id, user, started=True, session_id=session_id,
                               guild_id=guild_id) as (session, tr):
            seq = _move_number(move, session, tr)
            state = await asyncio.to_thread(playback.state_after, session, seq)
            past = session.as_of(state)  # the same game, as it stood then
            pngs = await self.boards.board_pngs(session, tr, state.view(None))
            image = pngs[0] if pngs else None
            lines = [tr("history.caption", game=session.game.name(tr.locale), seq=seq,
                        last=session.seq), *_move_lines(session, seq, tr)]
            if state.pending():
                lines += [tr("pending.header"), *narration.pending_lines(past, tr)]
            if image is None:
                lines.append(tr("history.no_image"))
            return Reply(ephemeral=[Message(narration.clip(lines, tr), image=image,
                                            details=pngs[1:])])

    # -- the game as a file -----------------------------------------------------------------
    @answers
    async def export(self, channel_id: int, user: User) -> Reply:
        """`/game export`: the channel's game (running or finished) as a file in its
        community notation (Root: Rootlog), posted in the channel. The game builds
        the text from public information only (`Game.notation_file`), so a game
        still being played may be exported too: the file then ends where the
        game stands, without a winner."""
        async with self.viewed(channel_id, user, started=True) as (session, tr):
            name = session.game.name(tr.locale)
            if session.broken:
                raise Refusal(tr("export.broken", game=name))
            record = session.record
            shown = position(session)
            self.posts.check(channel_id, "export", shown, tr)
            played = [(a.seat, a.text) for a in session.actions if a.seat is not None]
            names = [seat.name for seat in record.seats]
            try:
                made = await asyncio.to_thread(
                    session.game.notation_file, len(record.seats), record.options,
                    record.seed, played, names)
            except NotationNotReady as exc:  # Root before every faction is chosen
                raise Refusal(error_text(exc, tr.locale)) from exc
            except GameError as exc:  # a log that no longer replays
                log.warning("session %s could not be exported: %s", session.id, exc)
                raise Refusal(tr("export.broken", game=name)) from exc
            if made is None:
                raise Refusal(tr("export.none", game=name))
            file_name, text = made
            key = "export.caption" if record.status == "finished" else "export.caption_running"
            public = narration.table_texts(session, tr)  # posted: the game's language
            caption = public(key, game=session.game.name(public.locale), moves=len(played))
            self.posts.note(channel_id, "export", shown)
            return Reply(public=[Message(caption, files=[(file_name, text.encode("utf-8"))])])

    # -- finished games ---------------------------------------------------------------------
    async def finished_board(self, session: Session, user: User) -> Reply:
        """`/game board` of a finished game: its last board, marked as finished."""
        reader = await self.tables.texts(session.record.guild_id, user)
        self.posts.claim(session.channel_id, "board", position(session), reader)
        tr = narration.table_texts(session, reader)  # posted in the channel
        image = await self.boards.board_message(session, tr)
        summary = Message("\n".join(self.finished_lines(session, tr)))
        return Reply(public=[image, summary] if image else [summary])

    def finished_lines(self, session: Session, tr: Texts) -> list[str]:
        """What a finished game adds to what is shown of it: that it is over, and how."""
        if session.record.status != "finished":
            return []
        return [_finished_mark(session, tr), narration.result_text(session, tr)]


# -- helpers ----------------------------------------------------------------------------
def _turns_or_moves(session: Session) -> list[playback.Turn]:
    """The turns by replay; a session whose log no longer replays (a game changed
    under it) is told move by move, each as its own group."""
    if not session.broken:
        try:
            return playback.turns(session)
        except GameError:
            log.warning("session %s no longer replays; its log is shown ungrouped", session.id)
    return [
        playback.Turn(n, record.seat, (record,))
        for n, record in enumerate(session.actions, start=1)
    ]


def _finished_mark(session: Session, tr: Texts, *, by_id: bool = False) -> str:
    """The line over a finished game's log: in its channel until a new game opens,
    where `/game new` is the next step; asked for by number (`id:`), which game it is."""
    if session.record.status != "finished":
        return ""
    if by_id:
        return tr("finished.mark_by_id", game=session.game.name(tr.locale), id=session.id)
    return tr("finished.mark", game=session.game.name(tr.locale))


def _now_text(session: Session, tr: Texts) -> str:
    if session.record.status == "finished":
        return _finished_mark(session, tr)
    return narration.pending_text(session, tr)


def _page_number(page: Any) -> int | None:
    try:
        number = int(page)
    except (TypeError, ValueError):
        return None
    return number if number >= 1 else None


def _move_number(move: Any, session: Session, tr: Texts) -> int:
    """A move of this game: 0 (as dealt) to the last one recorded."""
    try:
        number = int(str(move).strip())
    except (TypeError, ValueError):
        number = -1
    if not 0 <= number <= session.seq:
        shown = literal(str(move)[:20])
        raise Refusal(tr("history.bad_move", move=shown, last=session.seq))
    return number


def _move_lines(session: Session, seq: int, tr: Texts) -> list[str]:
    """What move `seq` was (its public lines), or that it was taken back."""
    if seq == 0:
        return [tr("history.dealt")]
    record = next((r for r in session.actions if r.seq == seq), None)
    if record is None:
        return [tr("history.withdrawn", seq=seq)]
    return recap.detailed_lines(session, record, tr)
