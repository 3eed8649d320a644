"""Playing, for the game master: `/play` (an action or a shortcut), the private
choices of `/game choose`, `/play`'s suggestions, and `/game undo`.

Every accepted action is committed to the store before any reply about it is
built, and the in-memory state is rebuilt from the store if a commit fails.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot import chosen, macros, narration
from bot.autoplay import Autoplay, asked_privately
from bot.boards import Boards
from bot.chosen import apply_told
from bot.fitting import fit
from bot.messages import Texts
from bot.narration import Step
from bot.quoting import error_text, in_code, literal
from bot.replies import Choice, Message, OpenForm, Reply, User
from bot.service_base import Refusal, answers
from bot.sessions import Session, UndoPlan, UndoRefused, plan_undo, state_at
from bot.storage.base import LogRecord, SeqConflict, SessionConflict, StorageError
from bot.suggestions import Suggestion, suggest
from bot.tables import Tables
from bot.time_commands import refuse_if_away
from games.core import GameError, Seat, aliases
from games.core.forms import Declaration, FormRefused, fill
from games.core.game import MAX_ACTION_TEXT, Checked, State

log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25  # Discord shows at most 25 suggestions
DISCORD_CHOICE_LIMIT = 100  # characters of a suggestion's name and value

# A menu's suggestions as made from (notation, label), kept: `Choice` is frozen, so
# one object serves every menu that shows the same entry (a menu of ~20 is made at
# every position; their `fit` and `Choice` were ~3 % of bench_throughput's loop).
_CHOICES: dict[tuple[str, str], Choice] = {}
_CHOICES_KEPT = 8192


def _new_choice(value: str, label: str) -> Choice:
    """`Choice(fit(label, DISCORD_CHOICE_LIMIT), value)`, kept in `_CHOICES`."""
    if len(_CHOICES) >= _CHOICES_KEPT:
        _CHOICES.clear()
    made = _CHOICES[(value, label)] = Choice(fit(label, DISCORD_CHOICE_LIMIT), value)
    return made


class PlayCommands:
    """The caller's moves, their suggestions, and taking them back."""

    def __init__(self, tables: Tables, boards: Boards, autoplay: Autoplay) -> None:
        self.tables = tables
        self.boards = boards
        self.autoplay = autoplay

    # -- moves ----------------------------------------------------------------------
    @answers
    async def play(
        self,
        channel_id: int,
        user: User,
        action: str,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        """Apply one action of the caller. `seq` and `session_id` come from a button
        and may be stale: from an earlier position, or an earlier game here."""

        async def move(session: Session, seats: list[Seat], tr: Texts) -> Played:
            return await self._caller_move(session, user, seats, action, seq, tr)

        return await self._moving(channel_id, user, seq, session_id, move)

    async def _moving(
        self,
        channel_id: int,
        user: User,
        seq: int | None,
        session_id: int | None,
        move: Callable[[Session, list[Seat], Texts], Awaitable[Played]],
    ) -> Reply:
        """The caller's move (`move`: an action, a shortcut or a form), the automatic
        moves after it, stored in one commit, and the reply that tells them."""
        async with self.tables.running(channel_id, user) as (session, tr):
            seats = player_seats(session, user, tr)
            _check_press(session, seq, session_id, tr)
            refuse_if_away(session, seats, tr)
            turn_before = narration.turn_key(session)
            asked_before = narration.asked_now(session)
            resumed = await self.autoplay.advance(session)  # moves a crash left unplayed
            self.tables.require_active(session, tr)  # ...unless another process ended the game
            # The move, and the automatic moves after it, reach the store in one commit.
            async with self.tables.held(session):
                try:
                    played = await move(session, seats, tr)
                except Continued as group:  # nothing played: the choice goes on privately
                    reply = Reply()
                    if resumed:
                        reply = await self.boards.moves_reply(
                            session, resumed, tr, turn_before, asked_before=asked_before
                        )
                        await self.tables.moved(session, tr)
                    reply.ephemeral.append(group.message)
                    return reply
                except Refusal as refusal:
                    if not resumed or not session.running:  # nothing to tell, or it ended
                        raise
                    reply = await self.boards.moves_reply(
                        session, resumed, tr, turn_before, asked_before=asked_before
                    )
                    await self.tables.moved(session, tr)
                    reply.ephemeral.append(Message(refusal.text))
                    reply.ok = False
                    return reply
                automatic = await self.autoplay.advance(session)
                played, automatic = await self._store_move(session, played, automatic, tr)
            steps = [*resumed, *played.steps, *automatic]
            reply = await self.boards.moves_reply(
                session, steps, tr, turn_before, caller=user, asked_before=asked_before
            )
            await self.tables.moved(session, tr)
            reply.ephemeral.insert(0, Message(played.accepted(len(played.steps))))
            return reply

    # -- forms ----------------------------------------------------------------------
    @answers
    async def form(
        self,
        channel_id: int,
        user: User,
        form_id: str,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        """The game's form for the caller's decision ("Fill in the form"), made from
        the caller's own view (its options may show their hand): for the caller
        alone, and only when the decision it asks is theirs."""
        async with self.tables.running(channel_id, user) as (session, tr):
            _check_press(session, seq, session_id, tr)
            state = session.state
            assert state is not None
            if state.is_over():
                raise Refusal(tr("session.over"))
            declaration, seat = _form_of(session, user, form_id, tr)
            names = narration.seat_names(session)
            made = declaration.form(state, seat, tr.locale, names)
            return Reply(form=OpenForm(session.id, session.seq, made))

    @answers
    async def submit_form(
        self,
        channel_id: int,
        user: User,
        form_id: str,
        answers: Mapping[str, Sequence[str]],
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        """A form submitted: its answers played as the step actions they stand for,
        checked whole first (games/core/forms.py `fill`); any part refused, nothing
        is played. A form of an earlier position is refused like a stale button."""

        async def move(session: Session, seats: list[Seat], tr: Texts) -> Played:
            return await self._caller_form(session, user, form_id, answers, tr)

        return await self._moving(channel_id, user, seq, session_id, move)

    async def _caller_form(
        self,
        session: Session,
        user: User,
        form_id: str,
        answers: Mapping[str, Sequence[str]],
        tr: Texts,
    ) -> Played:
        """The form's parts, checked on a copy, then each applied and committed as
        its own action (as a shortcut's steps are: the log knows single actions)."""
        state = session.state
        assert state is not None
        if state.is_over():
            raise Refusal(tr("session.over"))
        declaration, seat = _form_of(session, user, form_id, tr)
        names = narration.seat_names(session)
        try:
            parts = fill(state, seat, declaration, answers)
        except FormRefused as refused:
            made = declaration.form(state, seat, tr.locale, names)
            field = made.field(refused.field)
            named = field.label if field is not None else made.title
            problem = refused.text(tr.locale, quote=literal, part=named)
            raise Refusal(_with_hint(session, problem, [seat], tr)) from None
        title = declaration.form(state, seat, tr.locale, names).title
        steps: list[Step] = []
        lines: list[str] = []
        for part in parts:
            state = session.state
            assert state is not None
            label = narration.action_label(session, part.action, tr)
            private = asked_privately(state, seat)
            try:
                events = apply_told(session, state.check(seat, part.action), private)
                steps.append(
                    await self.tables.commit(
                        session, seat, part.action, events, user.id, False, private
                    )
                )
            except (GameError, SeqConflict, SessionConflict) as exc:
                # Only if another process wrote meanwhile (the state was reloaded).
                if not steps or not session.running:
                    raise self.tables.lost_race(session, tr) from None
                log.warning("form %r cut after %d steps: %s", form_id, len(steps), exc)
                break
            lines.append(tr("play.macro_line", label=label))

        def accepted(stored: int) -> str:
            told = lines[:stored]
            if stored < len(parts):
                told.append(tr("play.macro_cut", done=stored, total=len(parts)))
            return tr("form.accepted", title=literal(title), steps="\n".join(told))

        return Played(steps, accepted)

    async def _store_move(
        self, session: Session, played: Played, automatic: list[Step], tr: Texts
    ) -> tuple[Played, list[Step]]:
        """Store the move held in memory in one commit: what was played, cut to what
        the store kept when it refused part of it (then the session was rebuilt
        from the store, and the rest is not played)."""
        try:
            await self.tables.flush(session)
        except StorageError as exc:
            stored, own = exc.stored, len(played.steps)
            conflict = isinstance(exc, SeqConflict | SessionConflict)
            if not stored:
                if conflict:  # another writer was first; state reloaded
                    raise self.tables.lost_race(session, tr) from None
                raise
            if stored < own:  # a shortcut cut: the steps already stored stand
                if not session.running:
                    raise self.tables.lost_race(session, tr) from None
                log.warning("shortcut cut after %d steps: %s", stored, exc)
                return Played(played.steps[:stored], played.accepted), []
            log.info("automatic move of session %s not stored: %s", session.id, exc)
            return played, automatic[: stored - own]
        return played, automatic

    @answers
    async def choose(
        self,
        channel_id: int,
        user: User,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        """The caller's choices for a private prompt, shown to the caller alone (the
        channel's "Choose privately" button): pressing one plays it like `/play`."""
        async with self.tables.running(channel_id, user) as (session, tr):
            seats = player_seats(session, user, tr)
            _check_press(session, seq, session_id, tr)
            state = session.state
            assert state is not None
            prompted = [seat for seat in seats if state.prompts_for(seat)]
            if not prompted:
                raise Refusal(tr("choose.nothing") + "\n" + narration.pending_text(session, tr))
            return Reply(ephemeral=[narration.private_choices(session, prompted, tr)])

    async def _caller_move(
        self,
        session: Session,
        user: User,
        seats: Sequence[Seat],
        action: str,
        seq: int | None,
        tr: Texts,
    ) -> Played:
        """The caller's action (or shortcut) applied and committed (held until the
        move's `flush`): its steps, and the private line that confirms it."""
        state = session.state
        assert state is not None
        if state.is_over():
            raise Refusal(tr("session.over"))
        prompted = [seat for seat in seats if state.prompts_for(seat)]
        if not prompted:
            raise Refusal(tr("play.not_your_turn") + "\n" + narration.pending_text(session, tr))
        macro = macros.find(session, prompted, action, tr)
        if macro is not None:
            return await self._caller_macro(session, user, macro, tr)
        # A notation picked from the menu: the position's listed action, unparsed.
        parsed = narration.listed_action(session, prompted, action)
        if parsed is None:
            try:
                parsed = session.game.parse_action(action)
            except GameError:
                # Not an action: perhaps a step of the menu (a group key never parses,
                # `Game.choice_path`), else refused with what is possible.
                _continue_group(session, action, prompted, tr)
                parsed = _read_action(session, action, prompted, tr)
        try:
            move = _checked(state, prompted, parsed)
            seat = move.seat
            # What the move is called, read before it (the menu's words).
            private = asked_privately(state, seat)
            said = None if private else chosen.labels(session, move.action)
            label = (said or {}).get(tr.locale) or narration.action_label(session, parsed, tr)
            events = apply_told(session, move, private, said)
        except GameError as exc:
            raise Refusal(_with_hint(session, error_text(exc, tr.locale), prompted, tr)) from None
        try:
            step = await self.tables.commit(session, seat, parsed, events, user.id, False, private)
        except (SeqConflict, SessionConflict):  # another writer was first; state reloaded
            raise self.tables.lost_race(session, tr) from None
        accepted = tr("play.accepted", action=label)
        return Played([step], lambda _stored: accepted)

    async def _caller_macro(
        self, session: Session, user: User, macro: macros.Macro, tr: Texts
    ) -> Played:
        """A shortcut (`go 3-7-12`): checked whole on a copy (bot/macros.py), then
        each step applied and committed as its own action, as if played one by one."""
        actions = macros.check(session, macro, tr)
        steps: list[Step] = []
        lines: list[str] = []
        for action in actions:
            state = session.state
            assert state is not None
            label = narration.action_label(session, action, tr)
            private = asked_privately(state, macro.seat)
            try:
                events = apply_told(session, state.check(macro.seat, action), private)
                steps.append(
                    await self.tables.commit(
                        session, macro.seat, action, events, user.id, False, private
                    )
                )
            except (GameError, SeqConflict, SessionConflict) as exc:
                # Only if another process wrote meanwhile (the state was reloaded):
                # the steps already stored stand, the rest is not played.
                if not steps and isinstance(exc, GameError):
                    problem = error_text(exc, tr.locale)
                    raise Refusal(problem + "\n" + narration.pending_text(session, tr)) from None
                if not steps or not session.running:  # nothing stored, or the game ended
                    raise self.tables.lost_race(session, tr) from None
                log.warning("shortcut %r cut after %d steps: %s", macro.text, len(steps), exc)
                break
            lines.append(tr("play.macro_line", label=label))
        shown = in_code(macro.text)

        def accepted(stored: int) -> str:
            """The lines of the steps stored; a cut shortcut says how far it went."""
            told = lines[:stored]
            if stored < len(actions):
                told.append(tr("play.macro_cut", done=stored, total=len(actions)))
            return tr("play.macro_accepted", macro=shown, steps="\n".join(told))

        return Played(steps, accepted)

    def autocomplete(
        self, channel_id: int, user: User, typed: str, limit: int = AUTOCOMPLETE_LIMIT
    ) -> list[Choice]:
        """What `/play action:` suggests for the typed text: the caller's matching
        legal actions, or, when more match than fit, their groups step by step
        (bot/suggestions.py). Memory only, never raises."""
        limit = max(0, min(int(limit), AUTOCOMPLETE_LIMIT))
        try:
            asked = self._asked(channel_id, user)
            if asked is None:
                return []
            session, seats, tr = asked
            typed = str(typed or "")[:MAX_ACTION_TEXT]
            first = None if typed else self._first_choices(session, seats, tr, limit)
            if first is not None:
                return first
            found = self._offered(
                session, seats, tr, typed, limit, DISCORD_CHOICE_LIMIT, labelled=limit
            )
        except Exception:  # a suggestion list is never worth a failed interaction
            log.exception("autocomplete failed in channel %s", channel_id)
            return []
        return [Choice(label, s.value) for s, label in found][:limit]

    def suggestions(
        self, channel_id: int, user: User, typed: str, limit: int = AUTOCOMPLETE_LIMIT
    ) -> list[tuple[Suggestion, str]]:
        """Like `autocomplete`, with each suggestion's group size (for the console):
        (suggestion, label to show) pairs."""
        return self.suggestions_cut(channel_id, user, typed, limit)[0]

    def suggestions_cut(
        self, channel_id: int, user: User, typed: str, limit: int = AUTOCOMPLETE_LIMIT
    ) -> tuple[list[tuple[Suggestion, str]], list[tuple[Suggestion, str]]]:
        """The suggestions shown (at most `limit`) and those left out past them, so
        that a listing can say how many more there are (issue 25, item 11)."""
        try:
            asked = self._asked(channel_id, user)
            if asked is None:
                return [], []
            session, seats, tr = asked
            found = self._offered(session, seats, tr, str(typed or "")[:MAX_ACTION_TEXT], limit)
        except Exception:
            log.exception("suggestions failed in channel %s", channel_id)
            return [], []
        return found[:limit], found[limit:]

    def _asked(self, channel_id: int, user: User) -> tuple[Session, list[Seat], Texts] | None:
        """The channel's running session, the caller's seats asked something now, and
        the caller's texts; None when nothing is asked of the caller (nothing to
        offer, and no menu made)."""
        session = self.tables.sessions.peek(channel_id)
        if session is None:
            self.tables.warm(channel_id)
            return None
        if not session.running:
            return None
        state = session.state
        assert state is not None
        tr = self.tables.texts_now(session.record.guild_id, user)
        seats = [seat for seat in session.seats_of(user.id) if state.prompts_for(seat)]
        return (session, seats, tr) if seats else None

    def _first_choices(
        self, session: Session, seats: list[Seat], tr: Texts, limit: int
    ) -> list[Choice] | None:
        """A menu without groups opened with nothing typed: every action in the legal
        order, of which only the first `limit` are labelled (shown), then the
        game's shortcuts in the room left; None for a game with groups (or when the
        whole menu is kept: `_offered` reads it)."""
        first = narration.first_choices(session, seats, tr, limit, DISCORD_CHOICE_LIMIT)
        if first is None:
            return None
        shown, total = first  # their notations fit already (`first_choices` kept them so)
        more = macros.suggestions(session, seats, "", tr, limit - total)
        shown += [(s.value, s.label) for s in more if len(s.value) <= DISCORD_CHOICE_LIMIT]
        # Whole actions and shortcuts, no group: `suggestion_label` is the label fitted.
        kept = _CHOICES  # (a `Choice` is never false)
        return [kept.get((value, label)) or _new_choice(value, label)
                for value, label in shown[:limit]]

    def _offered(
        self,
        session: Session,
        seats: list[Seat],
        tr: Texts,
        typed: str,
        limit: int,
        width: int | None = None,
        labelled: int | None = None,
    ) -> list[tuple[Suggestion, str]]:
        """The suggestions for `typed` and their labels (cut at a word to `width`
        characters, a group's count kept, when given); only the first `labelled`
        when given (what is shown: the rest would be labelled for nothing)."""
        entries = narration.legal_entries(session, seats, tr)
        offered = suggest(entries, typed, limit)
        # Notation typed in the player's language (`marchar`): its canonical words too.
        translated = aliases.canonical(session.game.id, typed)
        if translated != typed:
            known = {s.value for s in offered}
            more = [s for s in suggest(entries, translated, limit) if s.value not in known]
            offered = (offered + more)[:limit]
        # Whole shortcuts (a walk `go 3-7-12`) after the single actions, in the room left.
        offered += macros.suggestions(session, seats, typed, tr, limit - len(offered))
        fitting = [s for s in offered if len(s.value) <= DISCORD_CHOICE_LIMIT]
        return [(s, narration.suggestion_label(s, tr, width)) for s in fitting[:labelled]]

    # -- undo -----------------------------------------------------------------------
    @answers
    async def undo(
        self,
        channel_id: int,
        user: User,
        confirm: bool = False,
        seq: int | None = None,
        session_id: int | None = None,
    ) -> Reply:
        """Preview (confirm=False) or withdraw the caller's last own actions. A
        confirmation from a button carries the `seq` of its preview: if anything
        happened since, it is refused, so nobody undoes what they did not see."""
        async with self.tables.running(channel_id, user) as (session, tr):
            seats = player_seats(session, user, tr)
            _check_press(session, seq, session_id, tr)
            try:
                plan = plan_undo(session.actions, seats, ai_seats(session))
            except UndoRefused as refused:
                why = await asyncio.to_thread(_undo_refusal, session, refused, tr)
                raise Refusal(why) from None
            lines = await asyncio.to_thread(_undo_lines, session, plan, tr)
            if not confirm:
                preview = tr("undo.preview", actions="\n".join(lines))
                return Reply.private(
                    preview, confirm="undo", session_id=session.id, seq=session.seq
                )
            table = narration.table_texts(session, tr)  # the announcement is public
            if table != tr:
                lines = await asyncio.to_thread(_undo_lines, session, plan, table)
            try:
                await self.tables.sessions.commit_undo(session, plan, user.id)
            except (SeqConflict, SessionConflict):  # another writer was first; state reloaded
                raise self.tables.lost_race(session, tr) from None
            reply = await self.boards.moves_reply(session, [], tr, turn_before=())
            await self.tables.moved(session, tr)
            shown = _undo_lines_public(session, plan, lines, table)
            done = table("undo.done", name=literal(user.name), actions="\n".join(shown))
            reply.public.insert(0, Message(done))
            return reply


# -- helpers ----------------------------------------------------------------------
def player_seats(session: Session, user: User, tr: Texts) -> list[Seat]:
    seats = session.seats_of(user.id)
    if not seats:
        players = ", ".join(narration.seat_names(session))
        raise Refusal(tr("play.not_player", game=session.game.name(tr.locale), players=players))
    return seats


def _check_press(session: Session, seq: int | None, session_id: int | None, tr: Texts) -> None:
    """Refuse a button pressed on a message older than the current position."""
    if session.is_stale(seq, session_id):
        # A button of another game (an earlier one of this channel, or a forged id)
        # is not "an earlier moment" of this one: say which it is.
        key = "play.other_game" if session_id not in (None, session.id) else "play.stale"
        raise Refusal(tr(key) + "\n" + narration.pending_text(session, tr))


def _form_of(
    session: Session, user: User, form_id: str, tr: Texts
) -> tuple[Declaration, Seat]:
    """The form `form_id` and the caller's seat whose decision it asks now; else a
    refusal naming whose decision it is (a form shows its seat's hand: never another's)."""
    state = session.state
    assert state is not None
    declaration = session.game.forms.get(form_id)
    asked = [
        prompt.seat for prompt in state.pending()
        if declaration is not None and session.game.forms.offered(state, prompt.seat) is declaration
    ]
    if declaration is not None:
        for seat in session.seats_of(user.id):
            if seat in asked:
                return declaration, seat
    if not asked:
        raise Refusal(tr("form.gone") + "\n" + narration.pending_text(session, tr))
    whose = ", ".join(narration.seat_name(session, seat) for seat in dict.fromkeys(asked))
    raise Refusal(tr("form.not_yours", names=whose, count=len(set(asked))))


def _checked(state: State, prompted: Sequence[Seat], action: Any) -> Checked:
    """The action as the first of the caller's asked seats that may play it now
    (`State.check`, the engine's one check); else the refusal of the first seat."""
    refusal: GameError | None = None
    for seat in prompted:
        try:
            return state.check(seat, action)
        except GameError as exc:
            refusal = refusal or exc
    assert refusal is not None, "a move is checked for at least one asked seat"
    raise refusal


def _read_action(session: Session, action: str, prompted: Sequence[Seat], tr: Texts) -> Any:
    try:
        return session.game.parse_action(action)
    except GameError as exc:
        raise Refusal(_with_hint(session, error_text(exc, tr.locale), prompted, tr)) from None


def _continue_group(session: Session, action: str, prompted: Sequence[Seat], tr: Texts) -> None:
    """A step of the menu sent as it is (a group such as Root's `w1->`, the top
    suggestion of a long menu): the choice goes on, privately, with what the group
    holds, so that picking any suggestion always leads to a move."""
    if isinstance(action, str) and len(action) <= MAX_ACTION_TEXT:
        opened = narration.group_message(session, prompted, action, tr)
        if opened is not None:
            raise Continued(opened)


@dataclass(frozen=True)
class Played:
    """The caller's own steps of a move, and the private line that confirms them,
    given how many of the steps were stored."""

    steps: list[Step]
    accepted: Callable[[int], str]


class Continued(Exception):
    """Not a move yet: the caller picked a group, and `message` offers its members."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.text)
        self.message = message


def _with_hint(session: Session, problem: str, seats: Sequence[Seat], tr: Texts) -> str:
    return problem + "\n" + narration.legal_hint(session, seats, tr)


def _undo_lines(session: Session, plan: UndoPlan, tr: Texts) -> list[str]:
    """'Name: label' for each withdrawn action, labelled in the position it was played."""
    state = state_at(session, plan.target)
    lines = []
    for record in plan.withdrawn:
        assert record.seat is not None
        action = session.game.parse_action(record.text)
        label = session.game.label(state, action, tr.locale, narration.seat_names(session))
        key = "undo.line_auto" if record.forced else "undo.line"
        lines.append(tr(key, name=narration.seat_name(session, record.seat), label=label))
        state.apply(record.seat, action)
    return lines


def _undo_lines_public(
    session: Session, plan: UndoPlan, lines: list[str], tr: Texts
) -> list[str]:
    """The preview's lines as the channel may read them: an answer to a private
    prompt is not named there (its label would tell what the seat held)."""
    return [
        tr("undo.line_private", name=narration.seat_name(session, record.seat))
        if record.private
        else line
        for record, line in zip(plan.withdrawn, lines, strict=True)
    ]


def ai_seats(session: Session) -> list[Seat]:
    """The seats an AI plays (not a person's seat an AI stands in for)."""
    return [seat for seat, record in enumerate(session.record.seats) if record.agent]


def _undo_refusal(session: Session, refused: UndoRefused, tr: Texts) -> str:
    """Why nothing is taken back; a private answer's notation is never named (it
    would tell what that seat held)."""
    record = refused.record
    name = narration.seat_name(session, record.seat) if record else ""
    action = record.text if record else ""
    if record is not None and record.private and refused.reason == "other_player":
        return tr("undo.refused_other_private", name=name)
    if record is not None and refused.reason == "ai_barrier":
        action = _label_at(session, record, tr)
    return tr(f"undo.refused_{refused.reason}", name=name, action=action)


def _label_at(session: Session, record: LogRecord, tr: Texts) -> str:
    """What a logged (public) action did, in words, labelled where it was played."""
    try:
        state = state_at(session, record.seq - 1)
        return session.game.label(state, session.game.parse_action(record.text), tr.locale)
    except Exception:  # a label bug must not cost the refusal: the notation says it too
        log.exception("no label for %r in %s", record.text, session.record.game)
        return record.text
