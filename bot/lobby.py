"""Lobby commands of the game master: open, join, leave, add AI, start, abort."""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from bot import campaign, clock_text, narration
from bot.autoplay import Autoplay
from bot.boards import Boards
from bot.clock import TABLE_KEYS, TableTime, TimeSettingError, Timing, split_options, table_time
from bot.messages import Texts
from bot.quoting import error_text, literal
from bot.replies import Message, Reply, User
from bot.service_base import Change, Refusal, answers
from bot.sessions import Session
from bot.storage.base import ChannelBusy, SeatRecord, SessionRecord
from bot.tables import Tables
from games.core import Game, GameError, State, get_game
from games.core.agents import LEVELS, kind_of


class LobbyCommands:
    """Open a table, fill its seats, start it, or end it."""

    def __init__(self, tables: Tables, boards: Boards, autoplay: Autoplay) -> None:
        self.tables = tables
        self.boards = boards
        self.autoplay = autoplay

    @answers
    async def new(
        self,
        channel_id: int,
        guild_id: int | None,
        user: User,
        game: str,
        options: Mapping[str, str] | None = None,
        seed: int | None = None,
    ) -> Reply:
        """Open a lobby; the caller is its host and first seat."""
        tr = await self.tables.texts(guild_id, user)
        table_options, game_options = split_options(options)
        table = _table_time(table_options, tr)
        chosen_game, chosen = _game_and_options(game, game_options, tr)
        # Another process may have ended the session this one holds.
        existing = await self.tables.sessions.current(channel_id)
        if existing is not None:
            raise Refusal(_busy_text(existing, tr))
        record = SessionRecord(
            id=None,
            channel_id=channel_id,
            guild_id=guild_id,
            game=chosen_game.id,
            options=chosen,
            seed=_seed(seed, tr),
            host_id=user.id,
            seats=[SeatRecord(user.id, user.name)],
            locale=tr.locale,
        )
        Timing.lobby(table, self.tables.time.now()).store(record)  # a lobby expires (bot/clock.py)
        try:
            await self.tables.store.create_session(record)
        except ChannelBusy:  # another process opened one a moment ago
            existing = await self.tables.sessions.get(channel_id)
            raise Refusal(_busy_text(existing, tr) if existing else tr("session.busy")) from None
        session = Session(record, chosen_game)
        self.tables.sessions.put(session)
        return Reply(public=[Message(_opened_text(session, user, tr))])

    @answers
    async def join(self, channel_id: int, user: User) -> Reply:
        async with self.tables.locked(channel_id, user) as (session, tr):

            async def seat_caller(fresh: Session) -> Change:
                _require_lobby(fresh, tr)
                if fresh.seats_of(user.id):
                    raise Refusal(tr("lobby.already_joined", hint=_lobby_hint(fresh, tr)))
                _require_room(fresh, tr)
                return lambda r: r.seats.append(SeatRecord(user.id, user.name))

            await self.tables.write(session, tr, seat_caller)
            table = narration.table_texts(session, tr)
            joined = _seat_count_text(session, "lobby.joined", literal(user.name), table)
            return Reply(public=[Message(joined)])

    @answers
    async def leave(self, channel_id: int, user: User) -> Reply:
        async with self.tables.locked(channel_id, user) as (session, tr):

            async def unseat_caller(fresh: Session) -> Change:
                _require_lobby(fresh, tr)
                if not fresh.seats_of(user.id):
                    raise Refusal(tr("lobby.not_joined"))
                return lambda r: _remove_person(r, user.id)

            before = await self.tables.write(session, tr, unseat_caller)
            assert before is not None
            table = narration.table_texts(session, tr)
            if session.record.status == "aborted":  # the last person left
                self.tables.sessions.forget(session)
                closed = table("lobby.closed_empty", name=literal(user.name))
                return Reply(public=[Message(closed)])
            text = _seat_count_text(session, "lobby.left", literal(user.name), table)
            if before.host_id != user.id:
                return Reply(public=[Message(text)])
            host = narration.host_name(session)
            return Reply(public=[Message(text + "\n" + table("lobby.new_host", name=host))])

    @answers
    async def add_bot(self, channel_id: int, user: User, kind: str = "normal") -> Reply:
        async with self.tables.locked(channel_id, user) as (session, tr):

            async def seat_bot(fresh: Session) -> Change:
                _require_lobby(fresh, tr)
                _require_host(fresh, user, tr, "lobby.host_adds_bots")
                # A level (`easy`, `normal`, `hard`) or a kind; the seat stores the kind.
                agent = kind_of(str(kind))
                if agent is None:
                    kinds = ", ".join([*LEVELS, "random"])
                    raise Refusal(tr("lobby.bad_bot", kind=literal(str(kind)[:40]), kinds=kinds))
                _require_room(fresh, tr)
                number = sum(1 for seat in fresh.record.seats if seat.is_ai) + 1
                name = tr("seat.ai_name", number=number)
                return lambda r: r.seats.append(SeatRecord(None, name, agent))

            await self.tables.write(session, tr, seat_bot)
            name = session.record.seats[-1].name  # the seat just stored
            table = narration.table_texts(session, tr)
            level = table(f"ai.{session.record.seats[-1].agent}")
            added = _seat_count_text(session, "lobby.bot_added", f"{literal(name)} ({level})",
                                     table)
            return Reply(public=[Message(added)])

    @answers
    async def start(self, channel_id: int, user: User) -> Reply:
        """Set the game up in join order, then play AI and forced moves."""
        async with self.tables.locked(channel_id, user) as (session, tr):
            dealt: list[State] = []

            async def deal(fresh: Session) -> Change:
                _require_lobby(fresh, tr)
                _require_host(fresh, user, tr, "lobby.host_starts")
                options = await self._starting_options(fresh)
                record = fresh.record
                try:
                    dealt[:] = [fresh.game.setup(len(record.seats), options, record.seed)]
                except GameError as exc:
                    refusal = error_text(exc, tr.locale) + "\n" + _lobby_hint(fresh, tr)
                    raise Refusal(refusal) from None
                return lambda r: _run(r, options)

            await self.tables.write(session, tr, deal)
            session.play.start(dealt[0])
            started = Message(_started_text(session, narration.table_texts(session, tr)))
            steps = await self.autoplay.advance(session)
            reply = await self.boards.moves_reply(session, steps, tr, turn_before=())
            await self.tables.moved(session, tr)
            reply.public.insert(0, started)
            return reply

    async def _starting_options(self, session: Session) -> dict[str, str]:
        """The lobby's options, with the players' campaign characters for a campaign
        game (stored with the start: a refused start leaves the lobby as it was)."""
        options = dict(session.record.options)
        if campaign.plays_campaign(session.game):
            options.update(await campaign.load_characters(self.tables.store, session))
        return options

    @answers
    async def abort(
        self,
        channel_id: int,
        user: User,
        confirm: bool = False,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        """End the channel's session for good; the host or an admin only. Without
        `confirm` it only asks (a button); a confirmation from a button carries the
        `seq` and session of its question, and is refused if the game moved since."""
        async with self.tables.locked(channel_id, user, damaged_ok=True) as (session, tr):
            _require_abort_right(session, user, tr)
            name = session.game.name(tr.locale)
            if not confirm:
                question = tr("abort.confirm", game=name)
                return Reply.private(
                    question, confirm="abort", session_id=session.id, seq=session.seq
                )
            _check_confirmation(session, seq, session_id, tr)

            async def end(fresh: Session) -> Change:
                _require_abort_right(fresh, user, tr)
                return _abort

            await self.tables.write(session, tr, end)
            self.tables.sessions.forget(session)
            table = narration.table_texts(session, tr)
            game = session.game.name(table.locale)
            done = table("abort.done", name=literal(user.name), game=game)
            return Reply(public=[Message(done)])


# -- checks ---------------------------------------------------------------------
def _game_and_options(
    game: str, options: Mapping[str, str] | None, tr: Texts
) -> tuple[Game, dict[str, str]]:
    """The game and its options, fit for at least one table size the lobby may reach:
    some options only suit some player counts (Mountain King's team play needs four,
    a Meduris first player of 3 needs three), and `start` checks the count it gets."""
    try:
        chosen_game = get_game(game)
    except GameError as exc:
        raise Refusal(error_text(exc, tr.locale)) from None
    refusal: GameError | None = None
    for players in range(chosen_game.max_players, chosen_game.min_players - 1, -1):
        try:
            return chosen_game, chosen_game.validate_options(players, dict(options or {}))
        except GameError as exc:
            refusal = refusal or exc  # the largest table's reason: the most permissive one
    assert refusal is not None
    text = error_text(refusal, tr.locale)
    if refusal.key == "error.option_unknown":  # the table's own options are known too
        text += "\n" + tr("table.known", keys=", ".join(TABLE_KEYS))
    raise Refusal(text) from None


def _table_time(options: Mapping[str, str], tr: Texts) -> TableTime:
    """The table's time settings among the options of `/game new` (bot/clock.py)."""
    try:
        return table_time(options)
    except TimeSettingError as problem:
        raise Refusal(
            tr(problem.key, **problem.quoted(literal)) + "\n" + tr("clock.how")) from None


def _seed(seed: int | None, tr: Texts) -> int:
    if seed is None:
        return secrets.randbits(63)
    try:
        return int(seed)
    except (TypeError, ValueError):
        raise Refusal(tr("lobby.bad_seed", seed=literal(str(seed)[:40]))) from None


def _require_lobby(session: Session, tr: Texts) -> None:
    if session.record.status != "lobby":
        raise Refusal(tr("lobby.already_started", game=session.game.name(tr.locale)))


def _require_host(session: Session, user: User, tr: Texts, key: str) -> None:
    if user.id != session.record.host_id:
        raise Refusal(tr(key, host=narration.host_name(session)))


def _require_abort_right(session: Session, user: User, tr: Texts) -> None:
    """The host may end a game, and so may a channel admin; when a damaged record
    no longer tells who the host is, only an admin."""
    if user.is_admin or (session.host_known and user.id == session.record.host_id):
        return
    if session.damaged:
        raise Refusal(narration.damaged_text(session, tr))
    raise Refusal(tr("abort.not_allowed", host=narration.host_name(session)))


def _check_confirmation(
    session: Session, seq: int | None, session_id: int | None, tr: Texts
) -> None:
    """Refuse a confirmation pressed on a question older than the current position."""
    if session.is_stale(seq, session_id):
        raise Refusal(tr("abort.stale", game=session.game.name(tr.locale)))


def _require_room(session: Session, tr: Texts) -> None:
    game = session.game
    if len(session.record.seats) >= game.max_players:
        raise Refusal(tr("lobby.full", game=game.name(tr.locale), high=game.max_players))


# -- record changes -------------------------------------------------------------
def _remove_person(record: SessionRecord, user_id: int) -> None:
    """The person's seats go; the next person hosts; with nobody left, the lobby closes."""
    record.seats = [s for s in record.seats if s.is_ai or s.user_id != user_id]
    people = [s.user_id for s in record.seats if not s.is_ai and s.user_id is not None]
    if record.host_id == user_id:
        record.host_id = people[0] if people else record.host_id
    if not people:
        record.status = "aborted"


def _run(record: SessionRecord, options: dict[str, str]) -> None:
    record.status = "running"
    record.options = options


def _abort(record: SessionRecord) -> None:
    record.status = "aborted"


# -- texts ----------------------------------------------------------------------
def _busy_text(session: Session, tr: Texts) -> str:
    if session.damaged:
        return narration.damaged_text(session, tr)
    return tr(
        "lobby.busy",
        game=session.game.name(tr.locale),
        status=tr(f"status.{session.record.status}"),
        host=narration.host_name(session),
    )


def _lobby_hint(session: Session, tr: Texts) -> str:
    game = session.game
    return tr(
        "lobby.hint",
        count=len(session.record.seats),
        low=game.min_players,
        high=game.max_players,
        host=narration.host_name(session),
    )


def _opened_text(session: Session, user: User, tr: Texts) -> str:
    game = session.game
    # Each option by its name and value in the reader's language, as `/game status`
    # lists them (never the raw `name=value`).
    names = narration.seat_names(session)
    game_options = [game.option_text(k, str(v), tr.locale, names)
                    for k, v in session.record.options.items()]
    # The table's time in words, as `/game status` says it (never `clock=1d`).
    table = clock_text.chosen_text(Timing.of(session.record).table, tr)
    options = "; ".join([*game_options, *([table] if table else [])]) or "-"
    return tr(
        "lobby.opened",
        host=literal(user.name),
        game=game.name(tr.locale),
        low=game.min_players,
        high=game.max_players,
        options=options,
    )


def _seat_count_text(session: Session, key: str, name: str, tr: Texts) -> str:
    return tr(key, name=name) + "\n" + _lobby_hint(session, tr)


def _started_text(session: Session, tr: Texts) -> str:
    seats = narration.table_lines(session, tr)
    return "\n".join([tr("start.done", game=session.game.name(tr.locale)), *seats])
