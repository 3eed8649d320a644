"""What the game master says about a session: log lines, prompts, summaries.

Everything here is pure text building from a `Session`; nothing is stored or
sent. Bot phrases come from the bot catalog (`Texts`), game phrases (labels,
prompts, events) from the game's own catalog.
"""

from __future__ import annotations

import json
import logging
import operator
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot import chosen, history
from bot.fitting import ELLIPSIS, fit, fit_field, split_at_word
from bot.messages import Texts
from bot.quoting import literal
from bot.replies import Choice, Message
from bot.sessions import Play, Session
from bot.storage.base import LogRecord
from bot.storage.packed import one_shot
from bot.suggestions import Entry, Suggestion, group_members, normalize, suggest
from games.core import Event, Seat, State
from games.core.agents import AGENT_KINDS
from games.core.game import Game

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 1900  # Discord allows 2000 characters; leave room for mentions
LOG_PAGE_LINES = 15
CHOICES_AT_MOST = 5
PRIVATE_CHOICES_AT_MOST = 25  # a select menu holds 25
HINT_ACTIONS = 8
BUTTON_WIDTH = 80  # Discord's limits on a button's label and a select option's
OPTION_WIDTH = 100


@dataclass(frozen=True)
class Step:
    """One committed action and the events it produced (private ones included)."""

    record: LogRecord
    events: Sequence[Event]
    # With one board per turn: whose turn it is after this action, and the
    # public view then (the image of a finished turn is drawn from it).
    turn: tuple[Seat, ...] | None = None
    view: dict[str, Any] | None = field(default=None, compare=False)


# -- seats ----------------------------------------------------------------------
# Names are what people typed as their display name: in a message they are
# quoted (bot/quoting.py), in a drawing they are drawn as they are.
def table_texts(session: Session, reader: Texts) -> Texts:
    """The game's language, for what is posted in its channel (issue 14): the one
    chosen when it was opened (the server's setting, else the host's); the
    reader's own for a record from before it was kept."""
    return Texts.of(session.record.locale) if session.record.locale else reader


def seat_names(session: Session) -> list[str]:
    """The players' names as message text may hold them."""
    return [literal(seat.name) for seat in session.record.seats]


def drawn_names(session: Session) -> list[str]:
    """The players' names as typed, for board images (no markup there)."""
    return [seat.name for seat in session.record.seats]


def seat_name(session: Session, seat: Seat | None) -> str:
    seats = session.record.seats
    return literal(seats[seat].name) if seat is not None and 0 <= seat < len(seats) else "?"


def host_name(session: Session) -> str:
    for seat in session.record.seats:
        if seat.user_id == session.record.host_id and not seat.is_ai:
            return literal(seat.name)
    return "?"


def play_order(session: Session) -> list[int]:
    """The seats in the order they play, as the game's public view tells it (Root
    draws the seating, 5.1.1; the others draw who starts); before the game begins,
    or when its state cannot be read, the seats in the order they joined."""
    seats = len(session.record.seats)
    if session.state is None or session.broken:
        return list(range(seats))
    return session.game.play_order(session.state.view(None), seats)


def table_lines(session: Session, tr: Texts) -> list[str]:
    """One line per seat in the order of play, numbered 1, 2, ... in that order:
    what `/game start` announces and `/game status` lists."""
    return [
        seat_line(session, seat, tr, number=position + 1)
        for position, seat in enumerate(play_order(session))
    ]


def seat_line(session: Session, index: int, tr: Texts, number: int | None = None) -> str:
    """Seat `index`'s line, numbered `number` (its place in the order of play),
    else by seat."""
    number = index + 1 if number is None else number
    seat = session.record.seats[index]
    name = literal(seat.name)
    if session.state is not None and not session.broken:  # what the seat plays (Root)
        role = session.game.seat_role(session.state.view(None), index, tr.locale)
        name = f"{name} — {role}" if role else name
    if seat.is_ai:
        return tr("seat.line_ai", number=number, name=name, kind=tr(f"ai.{seat.agent}"))
    return tr("seat.line", number=number, name=name)


# -- log lines ------------------------------------------------------------------
def action_lines(
    session: Session, record: LogRecord, events: Sequence[Event], tr: Texts
) -> list[str]:
    """The log lines of an action; a move an AI made for an absent person says so on
    its first line (the others are what followed from it)."""
    lines = _action_lines(session, record, events, tr)
    if not record.stand_in or not lines:
        return lines
    # The level that played, as the record keeps it: the table may choose another
    # stand-in later (`ai=`, bot/clock.py), which changes nothing already played.
    # A record stored before the kind was kept names no level rather than guess.
    name = seat_name(session, record.seat)
    if record.agent in AGENT_KINDS:
        marked = tr("log.stand_in", text=lines[0], name=name, ai=tr(f"ai.{record.agent}"))
    else:
        marked = tr("log.stand_in_unrecorded", text=lines[0], name=name)
    return [marked, *lines[1:]]


def _action_lines(
    session: Session, record: LogRecord, events: Sequence[Event], tr: Texts
) -> list[str]:
    """One line per public event of an action, or one line naming the action.

    Events are whole sentences that name their own subject (on Ana's roll it is
    Bea who extracts), so they are not prefixed with the actor's name."""
    public = [e for e in events if e.to is None]
    if not public and record.private:  # the answer itself is the secret
        return [tr("log.event_private", name=seat_name(session, record.seat))]
    if not public:
        key = "log.event_auto" if record.forced else "log.event"
        return [tr(key, name=seat_name(session, record.seat), text=f"`{record.text}`")]
    names = seat_names(session)
    lines = [event_line(session, e, tr, names) for e in public]
    return [tr("log.forced", text=line) for line in lines] if record.forced else lines


def event_line(session: Session, event: Event, tr: Texts, names: Sequence[str]) -> str:
    """A public event as a sentence: the game's, or the game master's own for a
    choice the rules tell nothing of (bot/chosen.py)."""
    if event.kind == chosen.CHOSE:
        said = event.params.get("labels", {})
        label = said.get(tr.locale) or said.get("en") or "?"
        return tr("log.chose", name=seat_name(session, event.params.get("seat")), label=label)
    return session.game.event_text(event, tr.locale, names)


def step_lines(session: Session, steps: Sequence[Step], tr: Texts) -> list[str]:
    return [line for s in steps for line in action_lines(session, s.record, s.events, tr)]


def private_lines(
    session: Session, steps: Sequence[Step], seats: Sequence[Seat], tr: Texts
) -> list[str]:
    """Events addressed to the caller's seats only (a drawn card, a secret)."""
    mine = set(seats)
    told = [e for s in steps for e in s.events if e.to is not None and mine & set(e.to)]
    if not told:  # most moves: no name needed
        return []
    names = seat_names(session)
    return [session.game.event_text(e, tr.locale, names) for e in told]


def record_lines(session: Session, tr: Texts) -> list[str]:
    """The whole public log of the standing actions, oldest first."""
    lines: list[str] = []
    for record in session.actions:
        events = [Event.from_json(e) for e in record.events]
        lines.extend(action_lines(session, record, events, tr))
    return lines


def clip(lines: Sequence[str], tr: Texts, limit: int = MESSAGE_LIMIT) -> str:
    """Join lines; when too long, keep the newest and say how many were left out.
    A text of several lines counts as its lines (never run together into one)."""
    lines = [part for line in lines for part in str(line).split("\n")]
    kept: list[str] = []
    size = 0
    for line in reversed(lines):
        line = fit(line, limit // 2) if len(line) > limit // 2 else line
        if size + len(line) + 1 > limit - 80:
            break
        kept.append(line)
        size += len(line) + 1
    text = "\n".join(reversed(kept))
    left_out = len(lines) - len(kept)
    return f"{tr('log.clipped', count=left_out)}\n{text}" if left_out else text


_SENTENCE_END = re.compile(r"(?<=[.!?])(\s+)")


def sentence_pages(text: str, limit: int) -> list[str]:
    """`text` in pages of at most `limit` characters, each ending at the end of a
    sentence (only a sentence longer than a page is cut, at a word, with "…").
    One page when it fits."""
    if len(text) <= limit:
        return [text]
    pieces = _SENTENCE_END.split(text)  # sentence, space, sentence, space, ...
    pages: list[str] = []
    page = ""
    for index in range(0, len(pieces), 2):
        sentence = pieces[index]
        while len(sentence) > limit:  # no sentence end to cut at: a word then
            if page:
                pages.append(page)
                page = ""
            head, sentence = split_at_word(sentence, limit - len(ELLIPSIS))
            pages.append(head + ELLIPSIS)
        space = pieces[index - 1] if index and page else ""
        if page and len(page) + len(space) + len(sentence) > limit:
            pages.append(page)
            page, space = "", ""
        page += space + sentence
    if page:
        pages.append(page)
    return pages


def pages(lines: Sequence[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Every line, in as many messages of at most `limit` characters as it takes
    (a text that must be read whole, such as a hand: nothing is left out; a line
    longer than a message is cut after a sentence, `sentence_pages`)."""
    out: list[str] = []
    page: list[str] = []
    size = 0
    for text in (part for line in lines for part in str(line).split("\n")):
        for piece in sentence_pages(text, limit):
            if page and size + 1 + len(piece) > limit:
                out.append("\n".join(page))
                page, size = [], 0
            size += len(piece) + (1 if page else 0)
            page.append(piece)
    if page:
        out.append("\n".join(page))
    return out


def log_page(session: Session, page: int, tr: Texts) -> tuple[list[str], int]:
    """Page 1 holds the newest lines; each page is oldest-first inside."""
    lines = record_lines(session, tr)
    pages = max(1, -(-len(lines) // LOG_PAGE_LINES))
    end = len(lines) - (page - 1) * LOG_PAGE_LINES
    return lines[max(0, end - LOG_PAGE_LINES) : max(0, end)], pages


# -- what is asked now ----------------------------------------------------------
def addressed_once(asked: str, name: str) -> str:
    """A prompt that opens by naming its seat ("ana, setup: ...", Root's prompts),
    where the bot names that seat already ("ana, your turn: ...", "• ana: ..."):
    the name is said once."""
    for separator in (", ", ": "):
        head = name + separator
        if asked.startswith(head) and len(asked) > len(head):
            rest = asked[len(head):]
            return rest[0].upper() + rest[1:]
    return asked


def pending_lines(session: Session, tr: Texts) -> list[str]:
    state = session.state
    if state is None:
        return []
    lines = []
    for prompt in state.pending():
        names = seat_names(session)
        asked = session.game.prompt_text(state, prompt, tr.locale, names)
        asked = addressed_once(asked, names[prompt.seat])
        lines.append(tr("pending.line", name=seat_name(session, prompt.seat), prompt=asked))
    return lines


def pending_text(session: Session, tr: Texts) -> str:
    lines = pending_lines(session, tr)
    return "\n".join([tr("pending.header"), *lines]) if lines else tr("pending.none")


def turn_key(session: Session) -> tuple[Seat, ...]:
    """Whose turn it is; a change means the turn passed to someone else."""
    state = session.state
    if state is None:
        return ()
    seat = state.turn()
    return () if seat is None else (seat,)


def action_label(
    session: Session, action: Any, tr: Texts, names: Sequence[str] | None = None
) -> str:
    """The game's label for a legal action; its notation if the game cannot say.
    `names`: `seat_names(session)`, when the caller labels many."""
    assert session.state is not None
    names = seat_names(session) if names is None else names
    try:
        return session.game.label(session.state, action, tr.locale, names)
    except Exception:  # a label bug must not cost a move or a menu
        log.exception("no label for %r in %s", action, session.record.game)
        return str(action)


def _legal_actions(session: Session, seats: Sequence[Seat]) -> dict[str, tuple[Seat, Any]]:
    """Every legal action of the given seats by its notation, without repeats, in the
    legal order, with the first of the seats that may play it: the position's one
    listing written out once and kept until the position changes (the reply's
    buttons and the next menu ask for the same; the caller must not change it)."""
    state = session.state
    if state is None:
        return {}
    key = (session.seq, tuple(seats))
    memo = session.caches.notations
    if (kept := memo.get(key, state)) is not None:
        return kept
    found: dict[str, tuple[Seat, Any]] = {}
    for seat in seats:
        for action in state.legal(seat):
            found.setdefault(str(action), (seat, action))
    memo.keep(key, state, found)
    return found


def listed_action(session: Session, seats: Sequence[Seat], text: str) -> Any | None:
    """The legal action of the given seats whose notation is `text`, when the
    position's listing by notation is kept already (`_legal_actions`: the menu or
    the buttons the caller picked from wrote it), else None (parse it then). It is
    the action `Game.parse_action(text)` gives (a notation is `str(action)`, and
    `parse_action(str(a)) == a`), without parsing it, and the very object
    `State.check` finds among the legal ones."""
    state = session.state
    if state is None:
        return None
    kept = session.caches.notations.get((session.seq, tuple(seats)), state)
    found = None if kept is None else kept.get(text)
    return None if found is None else found[1]


def legal_choices(
    session: Session, seats: Sequence[Seat], tr: Texts, at_most: int | None = None
) -> list[tuple[str, str]]:
    """(notation, label) of every legal action of the given seats, without repeats;
    none when there are more than `at_most` (then nothing is labelled)."""
    found = _legal_actions(session, seats)
    if at_most is not None and len(found) > at_most:
        return []
    names = seat_names(session)
    state = session.state
    assert state is not None
    known = _labels(session, state, tr, names)
    choices = []
    for text, (_, action) in found.items():
        label = known.get(text)
        if label is None:
            try:
                label = known[text] = session.game.label(state, action, tr.locale, names)
            except Exception:  # told and shown as its notation, never kept
                label = action_label(session, action, tr, names)
        choices.append((text, label))
    return choices


def _labels(
    session: Session, state: State, tr: Texts, names: Sequence[str]
) -> dict[str, str]:
    """The labels of the position's legal actions made so far, by notation, in the
    reader's language (`legal_choices` and `_flat_path` fill it): the reply's buttons
    and the menu opened next label the same actions. Kept until the position changes."""
    key = (session.seq, tr.locale, tuple(names))
    memo = session.caches.labels
    known = memo.get(key, state)
    if known is None:
        known = {}
        memo.keep(key, state, known)
    return known


def legal_entries(session: Session, seats: Sequence[Seat], tr: Texts) -> list[Entry]:
    """Every legal action of the given seats with its step-by-step path
    (`Game.choice_path`), without repeats, in the legal order."""
    state = session.state
    if state is None:
        return []
    # Kept until the position changes: autocomplete asks at every keystroke, and
    # the prompt of a move and the next move's menu ask for the same position.
    key = (session.seq, tuple(seats), tr.locale)
    memo = session.caches.entries
    if (kept := memo.get(key, state)) is not None:
        return list(kept)
    entries: list[Entry] = []
    names = seat_names(session)
    flat = _flat(session)
    for text, (seat, action) in _legal_actions(session, seats).items():
        path = _flat_path(session, state, action, text, tr, names) if flat else None
        entries.append(Entry(path or _path(session, state, seat, action, text, tr, names)))
    memo.keep(key, state, tuple(entries))
    return entries


def first_entries(
    session: Session, seats: Sequence[Seat], tr: Texts, count: int, longest: int
) -> tuple[list[Entry], int] | None:
    """`first_choices` as menu entries (`legal_entries` gives the same ones)."""
    first = first_choices(session, seats, tr, count, longest)
    if first is None:
        return None
    shown, total = first
    return [Entry((step,)) for step in shown], total


def first_choices(
    session: Session, seats: Sequence[Seat], tr: Texts, count: int, longest: int
) -> tuple[list[tuple[str, str]], int] | None:
    """What a menu opened with nothing typed shows of a game without groups, when
    only its first `count` entries are shown: the (notation, label) of the first
    `count` legal actions whose notation is at most `longest` characters (the
    last step of each `legal_entries` path), and how many legal actions there are
    in all. None for a game with groups, or when the position's whole menu is
    kept already (read that).

    The menu of such a game, nothing typed, is every action in the legal order
    (bot/suggestions.py), so the others need no label: in the setup of Meduris a
    menu holds ~47 bonus plots, and labelling all of them was a fifth of a move.
    The labels are read and kept as `_flat_path` keeps them, without making a
    path for each (the bench's person opens this menu at every move)."""
    state = session.state
    if state is None or not _flat(session):
        return None
    if session.caches.entries.get((session.seq, tuple(seats), tr.locale), state) is not None:
        return None
    found = _legal_actions(session, seats)
    names = seat_names(session)
    known = _labels(session, state, tr, names)
    label_of = session.game.label
    locale = tr.locale
    shown: list[tuple[str, str]] = []
    for text, (seat, action) in found.items():
        if len(shown) >= count:
            break
        if len(text) > longest:
            continue
        label = known.get(text)  # labelled already (the reply's buttons): as it was
        if label is None:
            try:
                label = known[text] = str(label_of(state, action, locale, names))
            except Exception:  # told, and shown as `_path` falls back (never kept)
                shown.append(_path(session, state, seat, action, text, tr, names)[-1])
                continue
        shown.append((text, label))
    return shown, len(found)


def _flat(session: Session) -> bool:
    """Whether the game's menus have no groups (`Game.choice_path` as it is)."""
    return type(session.game).choice_path is Game.choice_path


def _flat_path(
    session: Session, state: State, action: Any, text: str, tr: Texts, names: Sequence[str]
) -> tuple[tuple[str, str], ...] | None:
    """The path of an action of a game without groups: the action and its label,
    made without the path's checks (a menu labels ~20 a move); None when the label
    fails (`_path` then tells and falls back, as for any game)."""
    known = _labels(session, state, tr, names)
    label = known.get(text)
    if label is None:
        try:
            label = str(session.game.label(state, action, tr.locale, names))
        except Exception:
            return None
        known[text] = label
    return ((text, label),)


def _path(
    session: Session,
    state: State,
    seat: Seat,
    action: Any,
    text: str,
    tr: Texts,
    names: Sequence[str],
) -> tuple[tuple[str, str], ...]:
    """The game's path to an action (`text`, its notation) in `state`, the
    session's; the action alone if the game cannot say."""
    try:
        path = session.game.choice_path(state, seat, action, tr.locale, names)
        if path and path[-1][0] == text:
            return tuple([(str(key), str(label)) for key, label in path])
        log.error("choice path of %r does not end with it: %r", action, path)
    except Exception:  # a menu bug must not cost a move or a menu
        log.exception("no choice path for %r in %s", action, session.record.game)
    return ((str(action), action_label(session, action, tr, names)),)


def suggestion_label(suggestion: Suggestion, tr: Texts, limit: int | None = None) -> str:
    """A whole action's label, or a group's with how many actions it holds; within
    `limit` characters if given, cut at a word (the group's count is kept)."""
    if suggestion.is_group:
        def group(label: str) -> str:
            return tr("suggest.group", label=label, count=suggestion.count)

        return group(suggestion.label) if limit is None else fit_field(
            group, suggestion.label, limit
        )
    return suggestion.label if limit is None else fit(suggestion.label, limit)


def _suggestion_lines(suggestions: Sequence[Suggestion], tr: Texts) -> list[str]:
    shown = [
        tr("hint.action", action=s.value, label=suggestion_label(s, tr))
        for s in suggestions[:HINT_ACTIONS]
    ]
    more = len(suggestions) - len(shown)
    if more > 0:
        shown.append(tr("hint.more", count=more))
    return shown


def legal_hint(session: Session, seats: Sequence[Seat], tr: Texts) -> str:
    """A few legal actions (or their groups, when there are many), as a reminder
    of what may be typed now."""
    entries = legal_entries(session, seats, tr)
    if not entries:
        return tr("hint.nothing_to_do")
    shown = _suggestion_lines(suggest(entries, "", HINT_ACTIONS), tr)
    return "\n".join([tr("hint.header"), *shown])


def group_message(
    session: Session, seats: Sequence[Seat], typed: str, tr: Texts
) -> Message | None:
    """If `typed` is a group of the seats' legal actions (a step of the menu, such as
    Root's `w1->`, not an action yet), the choice it opens, for the caller alone: its
    members (or, when they are too many, the groups of its next step) as buttons or
    a select, each playing the action or opening the group it names. None when
    `typed` is no group. Private, since a private prompt's menu may be behind it."""
    entries = legal_entries(session, seats, tr)
    members = group_members(entries, typed)
    if members is None:
        return None
    key = normalize(typed)
    step = next(step for step in members[0].path if normalize(step[0]) == key)
    offered = suggest(entries, key, PRIVATE_CHOICES_AT_MOST)
    lines = [tr("play.group", label=step[1], count=len(members))]
    if len(offered) > PRIVATE_CHOICES_AT_MOST:  # more than a select holds
        lines += _suggestion_lines(offered, tr)
        return Message("\n".join(lines))
    width = BUTTON_WIDTH if len(offered) <= CHOICES_AT_MOST else OPTION_WIDTH
    choices = [Choice(suggestion_label(s, tr, width), s.value) for s in offered]
    message = Message("\n".join(lines), choices=choices)
    message.session_id, message.seq = session.id, session.seq
    return message


Asked = frozenset[tuple[Seat, str, str]]
"""The decisions awaited at one moment: each prompt's seat, kind and parameters."""


def asked_now(session: Session) -> Asked:
    """The decisions the game awaits now, to tell later which ones are new.

    Asked twice a move, before it and after it, so the second asks again in the
    next move's position: what was worked out is kept with the very prompts it
    was made of (`State.pending` gives the same ones while the position stands),
    and their parameters are written out again only for new ones."""
    state = session.state
    if state is None or state.is_over():
        return frozenset()
    prompts = state.pending()
    kept = session.caches.asked
    if kept is not None and _same_objects(kept[0], prompts):
        return kept[1]
    asked = frozenset((p.seat, p.kind, _PARAMS_TEXT(dict(p.params))) for p in prompts)
    session.caches.asked = (tuple(prompts), asked)
    return asked


# `json.dumps(params, sort_keys=True, default=str)`, its encoder made once.
_PARAMS_TEXT = one_shot(json.JSONEncoder(sort_keys=True, default=str))


def _same_objects(kept: Sequence[object], now: Sequence[object]) -> bool:
    # `operator.is_not` mapped in C: `all` over a generator cost twice as much.
    return len(kept) == len(now) and not any(map(operator.is_not, kept, now))


def unchanged_decisions(session: Session, steps: Sequence[Step], before: Asked) -> set[Seat]:
    """Seats still facing the very decision they faced `before` these steps, without
    having moved in them (Near and Far's simultaneous draft, while another player
    discards): their person was told already, so they are not pinged again."""
    moved = {step.record.seat for step in steps}
    return {seat for seat, _kind, _params in asked_now(session) & before if seat not in moved}


def prompt_messages(
    session: Session,
    tr: Texts,
    skip_mention: int | None = None,
    quiet: Collection[Seat] = (),
) -> list[Message]:
    """One message per person who must decide now, with buttons for small choices.
    A seat in `quiet` is shown its question (with fresh buttons) but not pinged: it
    was pinged for this very decision already."""
    state = session.state
    if state is None:
        return []
    messages = []
    for prompt in state.pending():
        seat = session.record.seats[prompt.seat]
        if seat.is_ai:
            continue
        names = seat_names(session)
        asked = session.game.prompt_text(state, prompt, tr.locale, names)
        asked = addressed_once(asked, names[prompt.seat])
        message = Message(tr("turn.prompt", name=literal(seat.name), prompt=asked),
                          asks=seat.user_id)
        pinged = prompt.seat not in quiet
        if seat.user_id is not None and seat.user_id != skip_mention and pinged:
            message.mentions = [seat.user_id]
        # A prompt may name other seats the decision concerns (Near and Far: the
        # challenger of a duel the defender rolls for): they are mentioned too, even
        # the caller, so both sides of the table follow it.
        for other in prompt.mention if pinged else ():
            if not 0 <= other < len(session.record.seats):
                continue
            user = session.record.seats[other].user_id
            if user is not None and user not in message.mentions:
                message.mentions.append(user)
        if prompt.private:
            # The choices (even how many there are) would tell the table what this
            # seat holds: one public button opens them for the seat alone.
            message.text += "\n" + tr("turn.choose_privately")
            message.choose_privately = True
        else:
            message.choices = choice_buttons(session, [prompt.seat], tr, CHOICES_AT_MOST)
        # A decision of several parts may be given in one form (games/core/forms.py):
        # whether one is offered is public; its options are the seat's alone.
        form = session.game.forms.offered(state, prompt.seat)
        if form is not None:
            message.form = form.id
        # Whoever the turn passed to may have been away: what happened since their
        # last move is one press away (not for the caller, who has just played).
        message.catch_up = (
            seat.user_id is not None
            and seat.user_id != skip_mention
            and history.news_for(session.play, set(session.seats_of(seat.user_id)))
        )
        if message.choices or message.choose_privately or message.catch_up or message.form:
            message.session_id, message.seq = session.id, session.seq
        messages.append(message)
    return messages


def choice_buttons(
    session: Session, seats: Sequence[Seat], tr: Texts, at_most: int
) -> list[Choice]:
    """The seats' legal actions as buttons, or none when there are more than `at_most`
    (a long menu is for `/play`'s autocomplete)."""
    return [Choice(label, action) for action, label in legal_choices(session, seats, tr, at_most)]


def private_choices(session: Session, seats: Sequence[Seat], tr: Texts) -> Message:
    """The caller's own choices, for their eyes only: the prompt again, and buttons
    (or a select) when they fit; else how to reach them through `/play`."""
    state = session.state
    assert state is not None
    prompts = [p for p in state.pending() if p.seat in seats]
    names = seat_names(session)
    asked = [session.game.prompt_text(state, p, tr.locale, names) for p in prompts]
    lines = [tr("choose.header", prompt=" ".join(asked))]
    prompted = [p.seat for p in prompts]
    choices = choice_buttons(session, prompted, tr, PRIVATE_CHOICES_AT_MOST)
    if not choices:
        count = len(_legal_actions(session, prompted))
        lines += [tr("choose.menu", count=count), legal_hint(session, prompted, tr)]
    message = Message("\n".join(lines), choices=choices)
    if choices:
        message.session_id, message.seq = session.id, session.seq
    return message


# -- summaries ------------------------------------------------------------------
def result_text(session: Session, tr: Texts) -> str:
    state = session.state
    result = state.result() if state else None
    if result is None:
        return tr("result.none")
    # Who won and why first (a Root dominance win can rank a lower score first), then
    # the scores in the order of the game's ranking, its tie-break included.
    lines = [tr("result.header", game=session.game.name(tr.locale))]
    names = ", ".join(seat_name(session, s) for s in result.winners)
    lines.append(tr("result.winners" if len(result.winners) > 1 else "result.winner", names=names))
    explained = session.game.result_lines(result, tr.locale, seat_names(session))
    lines += explained
    if not explained and result.tied_groups():
        # Equal scores: the ranking below follows the game's tie-break.
        lines.append(tr("result.tiebreak"))
    lines.append(tr("result.scores"))
    for place, seat in enumerate(result.ranking, start=1):
        key = "result.line_winner" if seat in result.winners else "result.line"
        lines.append(tr(key, place=place, name=seat_name(session, seat), score=result.scores[seat]))
    lines.append(tr("result.thanks"))
    return "\n".join(lines)


def _damaged_part(play: Play, part: str, tr: Texts) -> str:
    """One damaged part in words; a log record with where it is damaged."""
    if part == "log" and play.damage_detail:
        seq, _, column = play.damage_detail.partition(":")
        return tr("damage.log_at", seq=literal(seq), column=literal(column))
    return tr(f"damage.{part}")


def damaged_text(session: Session, tr: Texts) -> str:
    """Why a session whose stored record is damaged cannot go on, and who can end
    it: its host, if the record still tells who that is, or a channel admin."""
    parts = ", ".join(_damaged_part(session.play, part, tr) for part in session.damaged)
    if session.host_known:
        who = tr("session.damaged_host", host=host_name(session))
    else:
        who = tr("session.damaged_admin")
    return tr("session.damaged", game=session.game.name(tr.locale), parts=parts, who=who)
