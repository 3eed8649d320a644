"""Live sessions: a stored record, the game state rebuilt from the log, a lock.

A `Session` composes one part per concern: its stored `record` (seats, options,
status, and the clocks, which are stored with it: bot/clock.py), its `game`, the
game as played (`Play`: the effective log, its seq, the state rebuilt from it,
records held for one commit, what could not be read or replayed), what was shown
in the channel (`Shown`: the last board posted), and what is only kept to answer
faster (`Caches`); the lock and the eviction mark belong to the session itself,
the unit the cache holds.

A session's truth is its log in the store. The state in memory is a cache of
"setup, then every effective action": it is rebuilt from the latest snapshot
plus the log after it whenever a session is first needed, after an undo, and
whenever a write fails (so memory never runs ahead of what is stored).

Undo is itself a log record: `target=T` withdraws every action with seq > T.

A session whose stored record cannot be read in part (seats, options, seed,
host, its game no longer registered, or a log record: `Session.damaged`) is
still loaded, without a state, so that its channel hears what is wrong and its
host or a channel admin can end it; a log that reads but does not replay (any
error of the game's, a seat out of range) leaves it `broken`, equally endable.
A damaged snapshot is only a lost shortcut: the state is rebuilt from the log.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from bot.quoting import literal
from bot.storage.base import (
    DamagedRecord,
    LogRecord,
    Restoring,
    SessionRecord,
    StorageError,
    Store,
)
from bot.storage.packed import pack_view, unpack_view
from bot.storage.records import Clock, now, stamped_log
from games.core import GameError, Prompt, Seat, get_game
from games.core.errors import NotYourTurn
from games.core.game import Game, State
from games.core.i18n import CORE_CATALOG

if TYPE_CHECKING:
    from bot.suggestions import Entry

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_SNAPSHOT_EVERY = 25


class RestoreError(StorageError):
    """A stored session could not be rebuilt (unknown game, or a log the game refuses)."""


class ShownBoard:
    """The public view of a board posted in the channel (after move `seq`), and the
    view of the board posted before it (what it marked as changed).

    Both are kept packed (bot/storage/packed.py): as dicts they were 15-30 KB each,
    a third of a cached session, and they are read only to draw the next board."""

    __slots__ = ("_before", "_view", "seq")

    def __init__(self, seq: int, view: dict[str, Any], before: dict[str, Any] | None) -> None:
        self.seq = seq
        self._view = pack_view(view)
        self._before = pack_view(before)

    @property
    def view(self) -> dict[str, Any]:
        view = unpack_view(self._view)
        assert view is not None
        return view

    @property
    def before(self) -> dict[str, Any] | None:
        return unpack_view(self._before)

    def previous_for(self, seq: int) -> dict[str, Any] | None:
        """The view a board after move `seq` is compared with: the same board shown
        again keeps its marks; a later one is compared with this one."""
        return self.before if seq == self.seq else self.view


class Shown:
    """What was shown in the channel: the last board posted there, so the next one
    marks what changed since (renderers' `previous`). Memory only: after a restart
    nothing is marked."""

    __slots__ = ("board",)

    def __init__(self) -> None:
        self.board: ShownBoard | None = None

    def previous_for(self, seq: int) -> dict[str, Any] | None:
        """The view a board posted after move `seq` is compared with (None: the
        first board, nothing marked)."""
        return None if self.board is None else self.board.previous_for(seq)

    def post(self, seq: int, view: dict[str, Any], before: dict[str, Any] | None) -> ShownBoard:
        """A board posted after move `seq` becomes the last one shown (while it is
        still drawn, so the next board marks its changes against it)."""
        self.board = ShownBoard(seq, view, before)
        return self.board

    def not_drawn(self, board: ShownBoard | None, kept: ShownBoard | None) -> None:
        """`board` could not be drawn: the one shown before it (`kept`) is the last
        one shown again, unless a later board was posted meanwhile."""
        if self.board is board:
            self.board = kept


class PositionMemo(Generic[T]):
    """One value worked out for one position, kept until the position changes: it
    holds while the key (seq, who asks, in which language...) is the same and the
    state is the same object (a reload or an undo makes a new one)."""

    __slots__ = ("_key", "_state", "_value")

    def __init__(self) -> None:
        self._key: Hashable = None
        self._state: State | None = None
        self._value: T | None = None

    def get(self, key: Hashable, state: State) -> T | None:
        if self._state is state and self._key == key:
            return self._value
        return None

    def keep(self, key: Hashable, state: State, value: T) -> None:
        self._key, self._state, self._value = key, state, value


@dataclass(eq=False)
class Caches:
    """What is only kept to answer faster, worked out again whenever it is lost."""

    # The menu of the last position asked for (bot/narration.py `legal_entries`):
    # autocomplete asks at every keystroke, and the prompt of a move and the next
    # move's menu ask for the same position.
    entries: PositionMemo[tuple[Entry, ...]] = field(default_factory=PositionMemo)
    # The legal actions by notation, with the seat that may play each (bot/narration.py
    # `_legal_actions`): the reply's buttons and the next move's menu list the same.
    notations: PositionMemo[dict[str, tuple[Seat, Any]]] = field(default_factory=PositionMemo)
    # The labels of those actions by notation, in one language (bot/narration.py
    # `_labels`): the reply's buttons label the position's actions, and the next
    # menu opened labels its first ones again.
    labels: PositionMemo[dict[str, str]] = field(default_factory=PositionMemo)
    # The decisions awaited (bot/narration.py `asked_now`), with the prompts
    # (`State.pending`'s very objects) they were worked out from.
    asked: tuple[tuple[Prompt, ...], frozenset[tuple[Seat, str, str]]] | None = None
    # The record, state and seq at which a move's flush stored the clocks following
    # the seats awaited (bot/tables.py `flush`): `keep_time` has nothing to do there.
    clocks_follow: tuple[SessionRecord, State | None, int] | None = None


@dataclass(eq=False)
class Play:
    """The game as played, as this process holds it: the effective actions of the
    stored log, the seq of its last record, the state they lead to (None before the
    game starts, or when it cannot be rebuilt), and what could not be read or
    replayed. Memory never runs ahead of the store, except for `held` records."""

    state: State | None = None
    actions: list[LogRecord] = field(default_factory=list)
    seq: int = 0
    since_snapshot: int = 0  # actions stored since the last snapshot
    # While a move is played (bot/tables.py `held`): its records, applied in memory
    # and not yet stored; they go to the store in one commit (`SessionCache.flush`)
    # before anyone hears of them. None: each record is stored as it comes.
    held: list[LogRecord] | None = None
    broken: str | None = None  # why the stored log could not be replayed, if it could not
    damaged: tuple[str, ...] = ()  # stored parts that cannot be read ("seats", ..., "log")
    # Where the damage is, when a row was named (a log record: "log record 3, its seat").
    damage_detail: str = ""

    def start(self, state: State) -> None:
        """The game is dealt: its state, and no action yet."""
        self.state, self.seq, self.actions = state, 0, []

    def advance(self, record: LogRecord) -> None:
        """An action applied to the state is logged (stored, or held)."""
        self.seq = record.seq
        self.actions.append(record)
        self.since_snapshot += 1

    def take_held(self) -> list[LogRecord] | None:
        """The records held, no longer held."""
        held, self.held = self.held, None
        return held

    def adopt(self, other: Play) -> None:
        """Take over a freshly restored copy; records held stay held."""
        self.state, self.actions, self.seq = other.state, other.actions, other.seq
        self.since_snapshot, self.broken = other.since_snapshot, other.broken
        self.damaged, self.damage_detail = other.damaged, other.damage_detail


@dataclass(eq=False)
class Session:
    """One channel's game: its stored record, its game, and one part per concern
    (the game as played, what was shown, caches); its lock, and whether the cache
    let it go (`evicted`: a command that fetched it just before fetches again)."""

    record: SessionRecord
    game: Game
    play: Play = field(default_factory=Play)
    shown: Shown = field(default_factory=Shown)
    caches: Caches = field(default_factory=Caches)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    evicted: bool = False

    # The game as played, read through the session where callers read it before
    # the split (read-only: `play` changes it; new code that needs only the log
    # takes `play`). Kept rather than rewritten as `session.play.X`: about 320
    # reads in 50 files that other work changes too, for no gain in what they
    # say; a forward costs a tenth of a microsecond, and hot loops (the menu's
    # labels) take the state once.
    @property
    def state(self) -> State | None:
        return self.play.state

    @property
    def seq(self) -> int:
        return self.play.seq

    @property
    def actions(self) -> list[LogRecord]:
        return self.play.actions

    @property
    def broken(self) -> str | None:
        return self.play.broken

    @property
    def damaged(self) -> tuple[str, ...]:
        return self.play.damaged

    @property
    def id(self) -> int:
        assert self.record.id is not None
        return self.record.id

    @property
    def channel_id(self) -> int:
        return self.record.channel_id

    @property
    def running(self) -> bool:
        return self.record.status == "running" and self.state is not None

    def seats_of(self, user_id: int) -> list[int]:
        """The seats a person holds (several in hot-seat play); never AI seats."""
        return [
            index
            for index, seat in enumerate(self.record.seats)
            if seat.user_id == user_id and not seat.is_ai
        ]

    def adopt(self, other: Session) -> None:
        """Take over a freshly restored copy, keeping this object (and its lock, what
        was shown, the caches)."""
        self.record, self.game = other.record, other.game
        self.play.adopt(other.play)

    def as_of(self, state: State) -> Session:
        """The same game as it stood in `state` (a position of the past), to word it;
        it shares everything but the state, and is never cached nor stored."""
        return replace(self, play=replace(self.play, state=state))

    def is_stale(self, seq: int | None, session_id: int | None) -> bool:
        """Whether a button's position (`seq`) or game (`session_id`) is not this
        session's current one; None means the press did not say."""
        stale_game = session_id is not None and session_id != self.id
        return stale_game or (seq is not None and seq != self.seq)

    @property
    def host_known(self) -> bool:
        """Whether the stored record still tells who the host is (and their seat)."""
        return not {"seats", "host_id"} & set(self.damaged)


# -- log replay -----------------------------------------------------------------
def effective_actions(records: Sequence[LogRecord]) -> list[LogRecord]:
    """The actions that stand once every undo record has withdrawn its share."""
    actions: list[LogRecord] = []
    for record in records:
        if record.kind == "action":
            actions.append(record)
        elif record.kind == "undo":
            target = record.target or 0
            while actions and actions[-1].seq > target:
                actions.pop()
    return actions


def replay(state: State, actions: Sequence[LogRecord]) -> State:
    for record in actions:
        assert record.seat is not None
        state.apply(record.seat, record.text)
    return state


async def restore_state(
    store: Store, session: Session, read: Restoring | None = None
) -> tuple[State, int]:
    """The state after the effective actions, and how many were replayed.

    The latest snapshot is used only if its action still stands: a snapshot
    taken after an action that was later undone describes a withdrawn future.
    A snapshot that cannot be read or used is skipped: snapshots are a cache,
    the log is the truth. `read`: the snapshot read already (`Store.restoring`).
    """
    restored = await _from_snapshot(store, session, read)
    if restored is not None:
        return restored
    record = session.record
    try:
        state = session.game.setup(len(record.seats), record.options, record.seed)
        return replay(state, session.actions), len(session.actions)
    except Exception as exc:  # a log that reads but does not replay: a seat out of range...
        raise RestoreError(f"session {session.id} does not replay: {exc!r}") from exc


async def _from_snapshot(
    store: Store, session: Session, read: Restoring | None = None
) -> tuple[State, int] | None:
    """The state from the latest snapshot plus the actions after it; None when
    there is no usable snapshot."""
    try:
        if read is not None:
            snapshot = read.latest_snapshot()
        else:
            snapshot = await store.latest_snapshot(session.id)
    except DamagedRecord as exc:
        log.warning("%s; rebuilding session %s from its log", exc, session.id)
        return None
    if snapshot is None or snapshot[0] not in {a.seq for a in session.actions}:
        return None
    seq, data = snapshot
    rest = [a for a in session.actions if a.seq > seq]
    try:
        return replay(session.game.state_from_json(data), rest), len(rest)
    except Exception:  # any way a damaged snapshot fails to load; the log decides
        log.warning("snapshot %s of session %s is unusable; rebuilding from the log",
                    seq, session.id, exc_info=True)
        return None


async def load_session(
    store: Store, record: SessionRecord, read: Restoring | None = None
) -> Session:
    """Rebuild a session from the store: log, effective actions, state. `read`:
    the record's log and snapshot read with it already (`Store.restoring`, whose
    record `record` is).

    A damaged record or log gives a session without a state that says what is
    damaged, so that it can still be seen and ended."""
    try:
        game = get_game(record.game)
    except GameError:
        # A game this release no longer has (or a damaged name): the channel must
        # still hear what is wrong and be able to end it and open a new game.
        log.error("session %s: no game %r is registered", record.id, record.game)
        if "game" not in record.damaged:
            record.damaged = (*record.damaged, "game")
        return Session(record, MissingGame(record.game), Play(damaged=record.damaged))
    session = Session(record, game, Play(damaged=record.damaged))
    play = session.play
    if record.id is None or session.damaged:
        return session
    # Options added by a later release read as the rule the game was stored with.
    record.options = game.stored_options(len(record.seats), record.options)
    try:
        records = read.log() if read is not None else await store.log(record.id)
    except DamagedRecord as exc:
        log.error("%s", exc)
        play.damaged = ("log",)
        play.damage_detail = exc.row and f"{exc.row}:{exc.column}"
        return session
    play.seq = records[-1].seq if records else 0
    play.actions = effective_actions(records)
    if record.status != "lobby":
        try:
            play.state, play.since_snapshot = await restore_state(store, session, read)
        except RestoreError as exc:
            # Keep the session so it can still be seen and aborted; it just cannot be played.
            log.error("%s", exc)
            play.broken = str(exc)
    return session


class MissingGame(Game):
    """Stands for the game of a stored session when no game of its id is registered
    (a game removed, a damaged name): it has a name, so the channel can be told,
    and nothing else; the session is damaged and only ended."""

    min_players = 0
    max_players = 0

    def __init__(self, stored_id: object) -> None:
        shown = " ".join(str(stored_id).split())
        self.stored_id = shown if len(shown) <= 40 else shown[:39] + "…"
        self.id = self.stored_id  # type: ignore[misc]
        self.catalog = CORE_CATALOG

    def name(self, locale: str = "en") -> str:
        return f"“{literal(self.stored_id)}”" if self.stored_id else "?"

    def _setup(self, players: int, options: dict[str, str], seed: int) -> State:
        raise NotYourTurn()

    def state_from_json(self, data: Any) -> State:
        raise NotYourTurn()

    def _parse_action(self, text: str) -> Any:
        raise NotYourTurn()

    def label(
        self, state: State, action: Any, locale: str, names: Sequence[str] | None = None
    ) -> str:
        return str(action)


# -- undo -----------------------------------------------------------------------
@dataclass(frozen=True)
class UndoPlan:
    """What an undo would do: keep actions up to `target`, withdraw `withdrawn`."""

    target: int
    withdrawn: list[LogRecord]


class UndoRefused(Exception):
    """Why nothing can be undone: "nothing", "other_player", "barrier" (the caller's
    own dice or reveal), "ai_barrier" (an AI seat's since) or "ai_private" (an AI seat
    answered a private question since)."""

    def __init__(self, reason: str, record: LogRecord | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.record = record


def plan_undo(
    actions: Sequence[LogRecord], seats: Sequence[int], ai_seats: Sequence[int] = ()
) -> UndoPlan:
    """The caller's last chosen action and what followed it with no other person
    deciding: the caller's forced moves and the AI seats' answers.

    Walking back from the end of the effective log, we stop at any action of a
    person the caller does not hold (a forced move of another person's seat is
    still that seat's move; an AI standing in for an absent person plays a
    person's seat), and at any barrier (dice, shuffles, reveals), since undoing it
    would let the caller see the outcome and retry. An AI seat cannot be asked, so
    its moves after the caller's are taken back with it, unless one used chance or
    showed something hidden, or answered a private question (the answer depends on
    what the AI holds: trying again would probe its hand). Forced actions are
    withdrawn with the chosen one: undoing only them would re-force them at once.
    """
    mine, ai = set(seats), set(ai_seats) - set(seats)
    withdrawn: list[LogRecord] = []
    for index in range(len(actions) - 1, -1, -1):
        record = actions[index]
        if record.seat in ai and not record.stand_in:
            if record.private:  # first: its answer is never named, even if it rolled
                raise UndoRefused("ai_private", record)
            if record.barrier:
                raise UndoRefused("ai_barrier", record)
            withdrawn.append(record)
            continue
        if record.seat not in mine:
            raise UndoRefused("other_player", record)
        if record.barrier:
            raise UndoRefused("barrier", record)
        withdrawn.append(record)
        if not record.forced:
            target = actions[index - 1].seq if index else 0
            return UndoPlan(target, withdrawn[::-1])
    raise UndoRefused("nothing")


# -- the cache ------------------------------------------------------------------
class SessionCache:
    """Active sessions by channel, least recently used evicted first.

    A session whose lock is held is never evicted. An evicted session is
    marked, so a command that fetched it just before can notice and fetch
    again; across processes the store's unique seq catches the rest.
    """

    def __init__(
        self,
        store: Store,
        *,
        capacity: int = 256,
        snapshot_every: int = DEFAULT_SNAPSHOT_EVERY,
        clock: Clock = now,
    ) -> None:
        self.store = store
        # When a move is stored: the game master's time source (bot/timesource.py),
        # so "since" times follow the clock the deadlines follow (the console's).
        self.clock = clock
        self.capacity = max(1, capacity)
        self.snapshot_every = max(1, snapshot_every)
        self._sessions: OrderedDict[int, Session] = OrderedDict()
        self._loading = asyncio.Lock()

    def __len__(self) -> int:
        return len(self._sessions)

    def peek(self, channel_id: int) -> Session | None:
        """The cached session of a channel, without touching the store."""
        session = self._sessions.get(channel_id)
        if session is not None:
            self._sessions.move_to_end(channel_id)
        return session

    async def get(self, channel_id: int) -> Session | None:
        """The channel's active session, restored from the store if needed."""
        session = self.peek(channel_id)
        if session is not None:
            return session
        # One load at a time: two commands racing to restore the same channel
        # must end up sharing one Session (and so one lock).
        async with self._loading:
            session = self.peek(channel_id)
            if session is not None:
                return session
            # The record, its log and its snapshot in one read.
            read = await self.store.restoring(channel_id)
            if read is None:
                return None
            session = await load_session(self.store, read.record, read)
            cached = self.peek(channel_id)
            if cached is not None:
                # A command cached the channel's session while this load read the
                # store (a background restore racing `/game new` and `/game start`):
                # the command's session is the newer one; never put an older over it.
                return cached
            self.put(session)
            return session

    async def current(self, channel_id: int) -> Session | None:
        """The channel's active session as the store has it now: a cached session
        that another process ended or replaced meanwhile is dropped first."""
        record = await self.store.active_session(channel_id)
        cached = self.peek(channel_id)
        if cached is not None and (record is None or record.id != cached.id):
            self.forget(cached)
        return await self.get(channel_id) if record is not None else None

    def put(self, session: Session) -> None:
        session.evicted = False
        self._sessions[session.channel_id] = session
        self._sessions.move_to_end(session.channel_id)
        self._evict()

    def forget(self, session: Session) -> None:
        """Drop a session (finished, aborted, or no longer trustworthy)."""
        if self._sessions.get(session.channel_id) is session:
            del self._sessions[session.channel_id]
        session.evicted = True

    def _evict(self) -> None:
        # Oldest first; the newest entry (the one just put) always stays.
        for channel_id in list(self._sessions)[:-1]:
            if len(self._sessions) <= self.capacity:
                return
            session = self._sessions[channel_id]
            if not session.lock.locked():
                del self._sessions[channel_id]
                session.evicted = True

    async def reload(self, session: Session) -> None:
        """Rebuild the session from the store in place; forget it if that fails."""
        try:
            record = await self.store.get_session(session.id)
            if record is None:
                raise RestoreError(f"session {session.id} vanished from the store")
            session.adopt(await load_session(self.store, record))
        except StorageError:
            self.forget(session)
            raise
        if record.status not in ("lobby", "running"):
            self.forget(session)

    async def commit(self, session: Session, record: LogRecord) -> None:
        """Store an action already applied to `session.state`.

        If the store refuses (a seq taken by another process, a full disk), the
        in-memory state is rebuilt from the store before the error goes up, so
        memory never holds an action that is not stored.
        """
        record = stamped_log(record, self.clock)  # memory keeps the time the store keeps
        play = session.play
        if play.held is not None:  # stored with the rest of the move (`flush`)
            play.held.append(record)
            play.advance(record)
            return
        try:
            await self.store.append(session.id, record)
        except StorageError:
            await self._reload_after_failure(session)
            raise
        play.advance(record)
        if play.since_snapshot >= self.snapshot_every:
            await self._snapshot(session, record.seq)

    async def flush(self, session: Session, update: SessionRecord | None = None) -> bool:
        """Store the records held since `hold` in one durable commit, with `update`
        (the session record changed to follow the move) if nobody changed it
        meanwhile; returns whether `update` was stored. If the store refuses, the
        session is rebuilt from the store before the error goes up (its `stored`
        says how many of the records stand)."""
        held = session.play.take_held() or []
        if not held:
            return False
        try:
            updated = await self.store.append_all(session.id, held, update)
        except StorageError:
            await self._reload_after_failure(session)
            raise
        if session.play.since_snapshot >= self.snapshot_every:
            await self._snapshot(session, session.seq)
        return updated

    async def drop_held(self, session: Session) -> None:
        """Forget records held and never flushed (the move failed on the way):
        memory goes back to what is stored."""
        if session.play.take_held():
            await self._reload_after_failure(session)

    async def _reload_after_failure(self, session: Session) -> None:
        try:
            await self.reload(session)
        except StorageError:
            log.exception("session %s could not be reloaded; dropped from the cache", session.id)

    async def _snapshot(self, session: Session, seq: int) -> None:
        assert session.state is not None
        try:
            await self.store.save_snapshot(session.id, seq, session.state.to_json())
            session.play.since_snapshot = 0
        except StorageError:
            # Snapshots only shorten restores; the log alone is the truth.
            log.warning("snapshot of session %s at %s failed", session.id, seq, exc_info=True)

    async def commit_undo(self, session: Session, plan: UndoPlan, user_id: int) -> LogRecord:
        """Append the undo record, drop the snapshots it outdates, rebuild the state."""
        record = LogRecord(seq=session.seq + 1, kind="undo", user_id=user_id, target=plan.target,
                           created_at=self.clock())
        try:
            await self.store.append(session.id, record)
        except StorageError:
            await self._reload_after_failure(session)
            raise
        try:
            await self.store.drop_snapshots_after(session.id, plan.target)
        except StorageError:
            # Harmless: restore ignores snapshots of withdrawn actions.
            log.warning("could not drop snapshots of session %s", session.id, exc_info=True)
        await self.reload(session)
        return record


def state_at(session: Session, target: int) -> State:
    """A fresh state after the standing actions up to seq `target` (for previews)."""
    record = session.record
    state = session.game.setup(len(record.seats), record.options, record.seed)
    return replay(state, [a for a in session.actions if a.seq <= target])
