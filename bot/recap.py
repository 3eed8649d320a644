"""The game's story in words: the log grouped by turn, and what happened since a
player's last move. Pure text from a session and its turns (bot/history.py).

Only public lines are used: a log record keeps the public events of its action
alone, and an answer to a private prompt is told as "X chose privately".

Two readings of the log:
- compact (the default): a header per turn, then what happened in it, without
  the forced steps (the bot played someone's only choice: passing the turn on,
  paying the only way there was). A forced step that used chance or showed
  something (a die rolled, a card drawn face up: `LogRecord.barrier`) is news, so
  what it revealed stays, as part of the turn's story.
- detailed: every step, each with its move number, forced ones marked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot import narration
from bot.history import Turn
from bot.messages import Texts
from bot.narration import MESSAGE_LIMIT
from bot.sessions import Session
from bot.storage.base import LogRecord
from games.core import Event, Seat

LOG_PAGE_LINES = 20
PAGE_CHARACTERS = 1400  # a page's lines; headers and marks take the rest of a message
RECAP_TURNS = 8  # turns told in full by "what happened"; earlier ones are counted
RECAP_LINE = 320  # characters of one turn's story in "what happened"


@dataclass(frozen=True)
class LogLine:
    turn: int  # index in the list of turns
    text: str
    header: bool = False


# -- one record ---------------------------------------------------------------------
def compact_lines(session: Session, record: LogRecord, tr: Texts) -> list[str]:
    """A record's public lines; a forced step only for what it revealed."""
    events = [Event.from_json(e) for e in record.events]
    if record.forced and not record.barrier:
        return []
    if record.forced:
        names = narration.seat_names(session)
        return [narration.event_line(session, e, tr, names) for e in events]
    return narration.action_lines(session, record, events, tr)


def detailed_lines(session: Session, record: LogRecord, tr: Texts) -> list[str]:
    """Every public line of a record, numbered with its move."""
    events = [Event.from_json(e) for e in record.events]
    lines = narration.action_lines(session, record, events, tr)
    return [tr("log.numbered", seq=record.seq, text=line) for line in lines]


def turn_header(session: Session, turn: Turn, tr: Texts) -> str:
    if turn.first == turn.last:
        moves = tr("log.moves_one", first=turn.first)
    else:
        moves = tr("log.moves_range", first=turn.first, last=turn.last)
    if turn.seat is None:
        return tr("log.turn_nobody", number=turn.number, moves=moves)
    name = narration.seat_name(session, turn.seat)
    return tr("log.turn", number=turn.number, name=name, moves=moves)


# -- the grouped log ------------------------------------------------------------------
def log_lines(session: Session, turns: Sequence[Turn], tr: Texts, details: bool) -> list[LogLine]:
    """The whole log, oldest first: each turn's header, then its lines."""
    read = detailed_lines if details else compact_lines
    lines: list[LogLine] = []
    for index, turn in enumerate(turns):
        told = [LogLine(index, text) for r in turn.records for text in read(session, r, tr)]
        if told:  # a turn of forced steps only is left out of the compact log
            lines += [LogLine(index, turn_header(session, turn, tr), header=True), *told]
    return lines


def log_page(
    session: Session, lines: Sequence[LogLine], turns: Sequence[Turn], page: int, tr: Texts
) -> tuple[list[str], int]:
    """Page 1 holds the newest lines, oldest first inside. A page that begins in the
    middle of a turn repeats that turn's header, marked as continued."""
    pages = _pages(lines)
    start, end = pages[page - 1] if page <= len(pages) else (0, 0)
    shown = list(lines[start:end])
    texts = [line.text for line in shown]
    if shown and not shown[0].header:
        header = turn_header(session, turns[shown[0].turn], tr)
        texts.insert(0, tr("log.continued", header=header))
    return texts, len(pages)


def _pages(lines: Sequence[LogLine]) -> list[tuple[int, int]]:
    """(start, end) of each page, newest first: at most LOG_PAGE_LINES lines and
    PAGE_CHARACTERS characters, so that a page of long lines still fits a message
    with its headers."""
    pages: list[tuple[int, int]] = []
    end = len(lines)
    while end > 0:
        start, size = end, 0
        while start > 0 and end - start < LOG_PAGE_LINES:
            size += len(lines[start - 1].text) + 1
            if size > PAGE_CHARACTERS and start < end:
                break
            start -= 1
        pages.append((start, end))
        end = start
    return pages or [(0, 0)]


# -- what happened since a player's last move ----------------------------------------
def recap_text(
    session: Session, turns: Sequence[Turn], seats: Sequence[Seat], since: LogRecord | None,
    tr: Texts,
) -> str:
    """What the table did after `since` (the reader's last own move; None: from the
    start, or, for someone without a seat, the last round), one line per turn."""
    if seats:
        after = since.seq if since is not None else 0
        told = [_turn_after(turn, after) for turn in turns if turn.last > after]
        header = _recap_header(since, tr)
    else:
        told = list(turns[-max(1, len(session.record.seats)) :])
        header = tr("recap.header_round", count=len(told))
    if not told:
        return tr("recap.nothing", seq=since.seq if since else 0)
    lines = [line for turn in told if (line := _recap_line(session, turn, tr))]
    if not lines:
        return tr("recap.nothing", seq=since.seq if since else 0)
    return _fit(header, lines, tr)


def _turn_after(turn: Turn, seq: int) -> Turn:
    """The part of a turn played after move `seq`."""
    return Turn(turn.number, turn.seat, tuple(r for r in turn.records if r.seq > seq))


def _recap_header(since: LogRecord | None, tr: Texts) -> str:
    if since is None:
        return tr("recap.header_start")
    return tr("recap.header", seq=since.seq, when=when(since.created_at))


def _recap_line(session: Session, turn: Turn, tr: Texts) -> str | None:
    """One turn in a line: its sentences while they fit, then how many more (None
    when nothing in it is worth telling: only forced steps that showed nothing)."""
    sentences = [text for r in turn.records for text in compact_lines(session, r, tr)]
    if not sentences:
        return None
    kept: list[str] = []
    size = 0
    for sentence in sentences:
        if kept and size + len(sentence) > RECAP_LINE:
            break
        kept.append(sentence)
        size += len(sentence) + 1
    story = " ".join(kept)
    if len(kept) < len(sentences):
        story += " " + tr("recap.more", count=len(sentences) - len(kept))
    name = narration.seat_name(session, turn.seat) if turn.seat is not None else "—"
    return tr("recap.turn", number=turn.number, name=name, story=story)


def _fit(header: str, lines: Sequence[str], tr: Texts) -> str:
    """The header and the newest turns that fit one message (and RECAP_TURNS); the
    earlier ones are counted, pointing to the log."""
    kept: list[str] = []
    size = len(header) + 120
    for line in reversed(lines):
        if len(kept) >= RECAP_TURNS or size + len(line) + 1 > MESSAGE_LIMIT:
            break
        kept.append(line)
        size += len(line) + 1
    earlier = len(lines) - len(kept)
    parts = [header] + ([tr("recap.earlier", count=earlier)] if earlier else [])
    return "\n".join([*parts, *reversed(kept)])


def when(timestamp: float) -> str:
    """A moment as Discord shows it to each reader, in their language and time zone
    ("3 hours ago"); the console prints it in words of its own."""
    return f"<t:{int(timestamp)}:R>"
