"""`/games list`: where a person is expected, across every channel and server.

Each of the person's active games says who must act and since when: the time of
the last standing move (the log keeps when each was stored), or of the start, or,
for a lobby, of its opening. The person's own turns come first, then the others;
within each, the longest wait first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot import narration
from bot.messages import Texts
from bot.narration import MESSAGE_LIMIT
from bot.recap import when
from bot.sessions import Session
from bot.storage.base import SessionRecord
from games.core import Seat, get_game


@dataclass(frozen=True)
class Table:
    """One game of the person's, as the list shows it."""

    session: Session
    since: float
    awaited: tuple[Seat, ...] = ()
    yours: bool = False

    @property
    def order(self) -> tuple[bool, float, int]:
        return (not self.yours, self.since, self.session.id)


def table_of(session: Session, user_id: int) -> Table:
    """Who the game waits for, whether that is the person, and since when."""
    record = session.record
    state = session.state
    if record.status == "lobby" or session.damaged or session.broken or state is None:
        since = record.created_at if record.status == "lobby" else record.updated_at
        return Table(session, since)
    awaited = tuple(dict.fromkeys(prompt.seat for prompt in state.pending()))
    mine = set(session.seats_of(user_id))
    last = session.actions[-1].created_at if session.actions else 0.0
    return Table(session, last or record.updated_at, awaited, bool(mine & set(awaited)))


def listing(tables: Sequence[Table], tr: Texts) -> str:
    """The person's games, their own turns first, then the longest wait first."""
    if not tables:
        return tr("games.none")
    ordered = sorted(tables, key=lambda t: t.order)
    header = tr("games.header", count=len(ordered))
    lines: list[str] = []
    size = len(header) + 60
    for table in ordered:
        line = table_line(table, tr)
        if size + len(line) + 1 > MESSAGE_LIMIT:
            lines.append(tr("games.more", count=len(ordered) - len(lines)))
            break
        lines.append(line)
        size += len(line) + 1
    return "\n".join([header, *lines])


def table_line(table: Table, tr: Texts) -> str:
    session = table.session
    record = session.record
    fields = {
        "game": get_game(record.game).name(tr.locale),
        "channel": f"<#{record.channel_id}>",
        "since": when(table.since),
    }
    if session.damaged or session.broken:
        return tr("games.line_damaged", **fields)
    if record.status == "lobby":
        return tr("games.line_lobby", count=len(record.seats), **fields)
    if table.yours:
        return tr("games.line_yours", **fields)
    if not table.awaited:
        return tr("games.line_nobody", **fields)
    names = ", ".join(narration.seat_name(session, seat) for seat in table.awaited)
    return tr("games.line_waiting", names=names, **fields)


def unloaded(record: SessionRecord) -> bool:
    """A record the list cannot show as a game (an unknown game id)."""
    try:
        get_game(record.game)
    except Exception:
        return True
    return False
