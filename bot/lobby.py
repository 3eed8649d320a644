"""Lobby commands of the game master: open, join, leave, add AI, start, abort."""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from bot import campaign, narration
from bot.messages import Texts
from bot.quoting import error_text, literal
from bot.replies import Message, Reply, User
from bot.service_base import Refusal, ServiceBase, answers
from bot.sessions import Session
from bot.storage.base import ChannelBusy, SeatRecord, SessionRecord
from games.core import Game, GameError, get_game
from games.core.agents import AGENT_KINDS


class LobbyCommands(ServiceBase):
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
        tr = await self._texts(guild_id, user)
        chosen_game, chosen = _game_and_options(game, options, tr)
        existing = await self.sessions.get(channel_id)
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
        try:
            await self.store.create_session(record)
        except ChannelBusy:  # another process opened one a moment ago
            existing = await self.sessions.get(channel_id)
            raise Refusal(_busy_text(existing, tr) if existing else tr("session.busy")) from None
        session = Session(record, chosen_game)
        self.sessions.put(session)
        return Reply(public=[Message(_opened_text(session, user, tr))])

    @answers
    async def join(self, channel_id: int, user: User) -> Reply:
        async with self._locked(channel_id, user) as (session, tr):
            _require_lobby(session, tr)
            if session.seats_of(user.id):
                raise Refusal(tr("lobby.already_joined", hint=_lobby_hint(session, tr)))
            _require_room(session, tr)
            await self._save(session, lambda r: r.seats.append(SeatRecord(user.id, user.name)))
            joined = _seat_count_text(session, "lobby.joined", literal(user.name), tr)
            return Reply(public=[Message(joined)])

    @answers
    async def leave(self, channel_id: int, user: User) -> Reply:
        async with self._locked(channel_id, user) as (session, tr):
            _require_lobby(session, tr)
            if not session.seats_of(user.id):
                raise Refusal(tr("lobby.not_joined"))
            was_host = session.record.host_id == user.id
            await self._save(session, lambda r: _remove_person(r, user.id))
            if not any(not seat.is_ai for seat in session.record.seats):
                await self._save(session, _abort)
                self.sessions.forget(session)
                return Reply(public=[Message(tr("lobby.closed_empty", name=literal(user.name)))])
            text = _seat_count_text(session, "lobby.left", literal(user.name), tr)
            if not was_host:
                return Reply(public=[Message(text)])
            host = _host_name(session)
            return Reply(public=[Message(text + "\n" + tr("lobby.new_host", name=host))])

    @answers
    async def add_bot(self, channel_id: int, user: User, kind: str = "heuristic") -> Reply:
        async with self._locked(channel_id, user) as (session, tr):
            _require_lobby(session, tr)
            _require_host(session, user, tr, "lobby.host_adds_bots")
            agent = str(kind).strip().lower()
            if agent not in AGENT_KINDS:
                kinds = ", ".join(AGENT_KINDS)
                raise Refusal(tr("lobby.bad_bot", kind=literal(str(kind)[:40]), kinds=kinds))
            _require_room(session, tr)
            number = sum(1 for seat in session.record.seats if seat.is_ai) + 1
            name = tr("seat.ai_name", number=number)
            await self._save(session, lambda r: r.seats.append(SeatRecord(None, name, agent)))
            added = _seat_count_text(session, "lobby.bot_added", literal(name), tr)
            return Reply(public=[Message(added)])

    @answers
    async def start(self, channel_id: int, user: User) -> Reply:
        """Set the game up in join order, then play AI and forced moves."""
        async with self._locked(channel_id, user) as (session, tr):
            _require_lobby(session, tr)
            _require_host(session, user, tr, "lobby.host_starts")
            record = session.record
            options = dict(record.options)
            if campaign.plays_campaign(session.game):
                # The players' campaign characters join the options before setup
                # (stored with the start: a refused start leaves the lobby as it was).
                options.update(await campaign.load_characters(self.store, session))
            try:
                state = session.game.setup(len(record.seats), options, record.seed)
            except GameError as exc:
                refusal = error_text(exc, tr.locale) + "\n" + _lobby_hint(session, tr)
                raise Refusal(refusal) from None
            await self._save(session, lambda r: _run(r, options))
            session.state, session.seq, session.actions = state, 0, []
            started = Message(_started_text(session, tr))
            steps = await self._advance(session)
            reply = await self._moves_reply(session, steps, tr, turn_before=())
            reply.public.insert(0, started)
            return reply

    @answers
    async def abort(self, channel_id: int, user: User) -> Reply:
        """End the channel's session for good; the host or an admin only."""
        async with self._locked(channel_id, user) as (session, tr):
            if user.id != session.record.host_id and not user.is_admin:
                raise Refusal(tr("abort.not_allowed", host=_host_name(session)))
            await self._save(session, _abort)
            self.sessions.forget(session)
            name = session.game.name(tr.locale)
            return Reply(public=[Message(tr("abort.done", name=literal(user.name), game=name))])


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
    raise Refusal(error_text(refusal, tr.locale)) from None


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
        raise Refusal(tr(key, host=_host_name(session)))


def _require_room(session: Session, tr: Texts) -> None:
    game = session.game
    if len(session.record.seats) >= game.max_players:
        raise Refusal(tr("lobby.full", game=game.name(tr.locale), high=game.max_players))


# -- record changes -------------------------------------------------------------
def _remove_person(record: SessionRecord, user_id: int) -> None:
    record.seats = [s for s in record.seats if s.is_ai or s.user_id != user_id]
    if record.host_id == user_id:
        people = [s.user_id for s in record.seats if not s.is_ai and s.user_id is not None]
        record.host_id = people[0] if people else record.host_id


def _run(record: SessionRecord, options: dict[str, str]) -> None:
    record.status = "running"
    record.options = options


def _abort(record: SessionRecord) -> None:
    record.status = "aborted"


# -- texts ----------------------------------------------------------------------
def _host_name(session: Session) -> str:
    for seat in session.record.seats:
        if seat.user_id == session.record.host_id and not seat.is_ai:
            return literal(seat.name)
    return "?"


def _busy_text(session: Session, tr: Texts) -> str:
    return tr(
        "lobby.busy",
        game=session.game.name(tr.locale),
        status=tr(f"status.{session.record.status}"),
        host=_host_name(session),
    )


def _lobby_hint(session: Session, tr: Texts) -> str:
    game = session.game
    return tr(
        "lobby.hint",
        count=len(session.record.seats),
        low=game.min_players,
        high=game.max_players,
        host=_host_name(session),
    )


def _opened_text(session: Session, user: User, tr: Texts) -> str:
    options = ", ".join(f"{k}={v}" for k, v in session.record.options.items()) or "-"
    game = session.game
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
    seats = [narration.seat_line(session, i, tr) for i in range(len(session.record.seats))]
    return "\n".join([tr("start.done", game=session.game.name(tr.locale)), *seats])
