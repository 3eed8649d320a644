"""The game master: every command of the bot, independent of Discord.

`GameMaster(store)` is what the Discord cog and the local console call; the
interface is documented in docs/architecture.md. Each command takes the channel
and the calling `User` and returns a `Reply`. The lobby commands are in
bot/lobby.py, the machinery (locks, moves, replies) in bot/service_base.py.

Every accepted action is committed to the store before any reply about it is
built, and the in-memory state is rebuilt from the store if a commit fails.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

from bot import campaign, macros, narration, rules_lookup, standing
from bot.autoplay import asked_privately
from bot.chosen import apply_told
from bot.deadlines import Deadlines
from bot.lobby import LobbyCommands
from bot.looking_back import LookingBack
from bot.messages import LANGUAGE_NAMES, Texts, parse_locale
from bot.narration import Step
from bot.quoting import error_text, in_code, literal
from bot.replies import Choice, Message, Reply, User
from bot.service_base import Refusal, answers
from bot.sessions import Session, UndoPlan, UndoRefused, plan_undo, state_at
from bot.storage.base import SeqConflict, SessionConflict
from bot.suggestions import Suggestion, suggest
from bot.time_commands import TimeCommands
from games.core import GameError, Seat, aliases, game_ids, get_game
from games.core.game import MAX_ACTION_TEXT
from games.core.i18n import LOCALES

log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25  # Discord shows at most 25 suggestions
DISCORD_CHOICE_LIMIT = 100  # characters of a suggestion's name and value


class GameMaster(LookingBack, TimeCommands, Deadlines, LobbyCommands):
    """Every command of the bot; the constructor is `ServiceBase`'s. Time (clocks,
    vacations, reminders, firing deadlines) is in bot/time_commands.py and
    bot/deadlines.py; looking back at a game (`/games list`, the grouped log,
    history, finished games) is in bot/looking_back.py."""

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
        async with self.tables.running(channel_id, user) as (session, tr):
            seats = _player_seats(session, user, tr)
            _check_press(session, seq, session_id, tr)
            self._refuse_if_away(session, seats, tr)
            turn_before = narration.turn_key(session)
            resumed = await self.autoplay.advance(session)  # moves a crash left unplayed
            self.tables.require_active(session, tr)  # ...unless another process ended the game
            try:
                played, accepted = await self._caller_move(session, user, seats, action, seq, tr)
            except Continued as group:  # nothing played: the choice goes on privately
                reply = (
                    await self.boards.moves_reply(session, resumed, tr, turn_before)
                    if resumed
                    else Reply()
                )
                reply.ephemeral.append(group.message)
                return reply
            except Refusal as refusal:
                if not resumed or not session.running:  # nothing to tell, or it ended
                    raise
                reply = await self.boards.moves_reply(session, resumed, tr, turn_before)
                reply.ephemeral.append(Message(refusal.text))
                reply.ok = False
                return reply
            steps = [*resumed, *played, *await self.autoplay.advance(session)]
            reply = await self.boards.moves_reply(session, steps, tr, turn_before, caller=user)
            reply.ephemeral.insert(0, Message(accepted))
            return reply

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
            seats = _player_seats(session, user, tr)
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
    ) -> tuple[list[Step], str]:
        """The caller's action (or shortcut) applied and committed: its steps, and
        the private line that confirms it."""
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
        _continue_group(session, action, prompted, tr)
        parsed = _read_action(session, action, prompted, tr)
        seat = next((s for s in prompted if parsed in state.legal(s)), prompted[0])
        try:
            if parsed not in state.legal(seat):
                state.apply(seat, parsed)  # raises the rules' own explanation
            label = narration.action_label(session, parsed, tr)  # as it reads before the move
            private = asked_privately(state, seat)
            events = apply_told(session, seat, parsed, private)
        except GameError as exc:
            raise Refusal(_with_hint(session, error_text(exc, tr.locale), prompted, tr)) from None
        try:
            step = await self.tables.commit(session, seat, parsed, events, user.id, False, private)
        except (SeqConflict, SessionConflict):  # another writer was first; state reloaded
            raise self.tables.lost_race(session, tr) from None
        return [step], tr("play.accepted", action=label)

    async def _caller_macro(
        self, session: Session, user: User, macro: macros.Macro, tr: Texts
    ) -> tuple[list[Step], str]:
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
                events = apply_told(session, macro.seat, action, private)
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
                lines.append(tr("play.macro_cut", done=len(steps), total=len(actions)))
                break
            lines.append(tr("play.macro_line", label=label))
        shown = in_code(macro.text)
        return steps, tr("play.macro_accepted", macro=shown, steps="\n".join(lines))

    def autocomplete(
        self, channel_id: int, user: User, typed: str, limit: int = AUTOCOMPLETE_LIMIT
    ) -> list[Choice]:
        """What `/play action:` suggests for the typed text: the caller's matching
        legal actions, or, when more match than fit, their groups step by step
        (bot/suggestions.py). Memory only, never raises."""
        limit = max(0, min(int(limit), AUTOCOMPLETE_LIMIT))
        try:
            found = self._suggestions(channel_id, user, typed, limit, DISCORD_CHOICE_LIMIT)
        except Exception:  # a suggestion list is never worth a failed interaction
            log.exception("autocomplete failed in channel %s", channel_id)
            return []
        return [Choice(label, s.value) for s, label in found][:limit]

    def suggestions(
        self, channel_id: int, user: User, typed: str, limit: int = AUTOCOMPLETE_LIMIT
    ) -> list[tuple[Suggestion, str]]:
        """Like `autocomplete`, with each suggestion's group size (for the console):
        (suggestion, label to show) pairs."""
        try:
            return self._suggestions(channel_id, user, typed, limit)[:limit]
        except Exception:
            log.exception("suggestions failed in channel %s", channel_id)
            return []

    def _suggestions(
        self, channel_id: int, user: User, typed: str, limit: int, width: int | None = None
    ) -> list[tuple[Suggestion, str]]:
        """The suggestions and their labels (cut at a word to `width` characters, a
        group's count kept, when given)."""
        session = self.sessions.peek(channel_id)
        if session is None:
            self.tables.warm(channel_id)
            return []
        if not session.running:
            return []
        state = session.state
        assert state is not None
        tr = self.tables.texts_now(session.record.guild_id, user)
        seats = [seat for seat in session.seats_of(user.id) if state.prompts_for(seat)]
        entries = narration.legal_entries(session, seats, tr)
        typed = str(typed or "")[:MAX_ACTION_TEXT]
        offered = suggest(entries, typed, limit)
        # Notation typed in the player's language (`marchar`): its canonical words too.
        translated = aliases.canonical(session.game.id, typed)
        if translated != typed:
            known = {s.value for s in offered}
            more = [s for s in suggest(entries, translated, limit) if s.value not in known]
            offered = (offered + more)[:limit]
        # Whole shortcuts (a walk `go 3-7-12`) after the single actions, in the room left.
        offered += macros.suggestions(session, seats, typed, tr, limit - len(offered))
        return [
            (s, narration.suggestion_label(s, tr, width))
            for s in offered
            if len(s.value) <= DISCORD_CHOICE_LIMIT
        ]

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
            seats = _player_seats(session, user, tr)
            _check_press(session, seq, session_id, tr)
            try:
                plan = plan_undo(session.actions, seats)
            except UndoRefused as refused:
                raise Refusal(_undo_refusal(session, refused, tr)) from None
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
                await self.sessions.commit_undo(session, plan, user.id)
            except (SeqConflict, SessionConflict):  # another writer was first; state reloaded
                raise self.tables.lost_race(session, tr) from None
            reply = await self.boards.moves_reply(session, [], tr, turn_before=())
            shown = _undo_lines_public(session, plan, lines, table)
            done = table("undo.done", name=literal(user.name), actions="\n".join(shown))
            reply.public.insert(0, Message(done))
            return reply

    # -- looking at the game ----------------------------------------------------------
    @answers
    async def status(self, channel_id: int, user: User) -> Reply:
        async with self._viewed(channel_id, user) as (session, reader):
            tr = narration.table_texts(session, reader)  # posted in the channel
            lines = [standing.status_text(session, tr), *self.finished_lines(session, tr)]
            if session.record.status != "finished":  # the clocks of a lobby or a game on
                lines.append(self._time_status(session, tr))
            return Reply(public=[Message("\n".join(line for line in lines if line))])

    @answers
    async def board(self, channel_id: int, user: User) -> Reply:
        if (finished := await self._finished_here(channel_id)) is not None:
            return await self.finished_board(finished, user)
        async with self.tables.running(channel_id, user) as (session, tr):
            turn_before = narration.turn_key(session)
            resumed = await self.autoplay.advance(session)
            self.tables.require_active(session, tr)
            if resumed:
                return await self.boards.moves_reply(session, resumed, tr, turn_before)
            table = narration.table_texts(session, tr)
            image = await self.boards.board_message(session, table)
            summary = Message(narration.pending_text(session, table))
            return Reply(public=[image, summary] if image else [summary])

    @answers
    async def hand(self, channel_id: int, user: User) -> Reply:
        """The caller's private information, for their eyes only (in a finished game,
        what they held at the end)."""
        async with self._viewed(channel_id, user, started=True) as (session, tr):
            seats = _player_seats(session, user, tr)
            state = session.state
            assert state is not None
            parts = [session.game.hand_text(state, seat, tr.locale) for seat in seats]
            if len(seats) > 1:
                names = [narration.seat_name(session, seat) for seat in seats]
                parts = [f"**{n}**\n{p}" for n, p in zip(names, parts, strict=True)]
            return Reply.private(narration.clip(self.finished_lines(session, tr)[:1] + parts, tr))

    @answers
    async def rules(
        self, channel_id: int, user: User, topic: str | None = None, game: str | None = None
    ) -> Reply:
        """The list of rules topics of a game, or one topic's summary."""
        session = await self.sessions.get(channel_id)
        guild_id = session.record.guild_id if session else None
        tr = await self.tables.texts(guild_id, user)
        if game is None and session is None:
            raise Refusal(tr("rules.which_game", games=", ".join(game_ids())))
        chosen = get_game(game) if game is not None else session.game  # type: ignore[union-attr]
        topics = chosen.rules_topics()
        name = chosen.name(tr.locale)
        if topic is None or not str(topic).strip():
            return Reply.private(tr("rules.topics", game=name, topics=", ".join(topics) or "-"))
        key = rules_lookup.find_topic(chosen, str(topic)[:80], tr.locale)
        if key is None:
            shown = literal(str(topic)[:40])
            raise Refusal(tr("rules.unknown_topic", topic=shown, topics=", ".join(topics) or "-"))
        text = chosen.catalog.text(tr.locale, f"rules.{key}")
        return Reply.private(narration.clip([f"**{name} — {key}**", text], tr))

    # -- server settings ----------------------------------------------------------------
    @answers
    async def settings(self, guild_id: int | None, user: User, locale: str | None) -> Reply:
        """Set (or, with None, clear) the server's language; admins only."""
        tr = await self.tables.texts(guild_id, user)
        if guild_id is None:
            raise Refusal(tr("settings.no_guild"))
        if not user.is_admin:
            raise Refusal(tr("settings.not_admin"))
        value = None
        if locale is not None and str(locale).strip():
            value = parse_locale(locale)
            if value is None:
                shown = literal(str(locale)[:20])
                raise Refusal(tr("settings.bad_locale", given=shown, choices=", ".join(LOCALES)))
        await self.store.set_setting(guild_id, "locale", value)
        self.tables.set_locale(guild_id, value)
        tr = Texts.of(value or user.locale)
        if value is None:
            return Reply.private(tr("settings.locale_cleared"))
        return Reply.private(tr("settings.locale_set", language=LANGUAGE_NAMES[value]))

    # -- campaign characters ------------------------------------------------------------
    @answers
    async def character(
        self,
        channel_id: int,
        guild_id: int | None,
        user: User,
        game: str | None = None,
        talent: str | None = None,
    ) -> Reply:
        """The caller's campaign character on this server (privately); with a talent,
        buy it with experience, between games only (bot/campaign.py)."""
        tr = await self.tables.texts(guild_id, user)
        session = await self.sessions.get(channel_id)
        chosen = get_game(_campaign_game(game, session, tr))
        rules = campaign.campaign_of(chosen)
        if rules is None:
            raise Refusal(tr("character.no_campaign", game=chosen.name(tr.locale)))
        guild = campaign.guild_key(guild_id)
        stored = await self.store.get_character(guild, user.id, chosen.id)
        announce: list[Message] = []
        if talent is not None and str(talent).strip():
            playing = session is not None and session.running and session.game.id == chosen.id
            if playing and session is not None and session.seats_of(user.id):
                raise Refusal(tr("character.in_game", game=chosen.name(tr.locale)))
            stored = rules.buy_talent(stored, str(talent), tr.locale)
            await self.store.set_character(guild, user.id, chosen.id, stored)
            name = rules.talent_name(str(talent).strip().lower(), tr.locale)
            announce.append(Message(tr("character.bought", name=literal(user.name), talent=name)))
        title = tr("character.title", name=literal(user.name), game=chosen.name(tr.locale))
        summary, _, offers = rules.character_text(stored, tr.locale).partition("\n\n")
        sheet = [Message(title + "\n" + summary)] + ([Message(offers)] if offers else [])
        return Reply(public=announce, ephemeral=sheet)

    def talent_choices(self, channel_id: int | None, user: User, typed: str) -> list[Choice]:
        """Talents for sale in the channel's campaign game (or the default one), with
        their cost, filtered by what is typed: synchronous, from memory only."""
        tr = Texts.of(user.locale)
        cached = self.sessions.peek(channel_id) if channel_id is not None else None
        try:
            chosen = get_game(_campaign_game(None, cached, tr))
        except Refusal:
            return []
        rules = campaign.campaign_of(chosen)
        if rules is None:
            return []
        words = str(typed or "").strip().lower()
        out = []
        for talent, cost in rules.talents().items():
            label = f"{rules.talent_name(talent, tr.locale)} ({cost} XP)"
            if not words or words in talent or words in label.lower():
                out.append(Choice(label, talent))
        return out


# -- helpers ----------------------------------------------------------------------
def _campaign_game(game: str | None, session: Session | None, tr: Texts) -> str:
    """The game named, else the channel's game, else the one campaign game we have."""
    if game is not None and str(game).strip():
        key = str(game).strip().lower().replace("-", "_")
        if key not in game_ids():
            raise Refusal(tr("character.no_game", game=literal(str(game)[:40])))
        return key
    if session is not None and campaign.plays_campaign(session.game):
        return session.game.id
    campaigns = [g for g in game_ids() if campaign.plays_campaign(get_game(g))]
    return campaigns[0] if campaigns else "near_and_far"

def _player_seats(session: Session, user: User, tr: Texts) -> list[Seat]:
    seats = session.seats_of(user.id)
    if not seats:
        players = ", ".join(narration.seat_names(session))
        raise Refusal(tr("play.not_player", game=session.game.name(tr.locale), players=players))
    return seats


def _check_press(session: Session, seq: int | None, session_id: int | None, tr: Texts) -> None:
    """Refuse a button pressed on a message older than the current position."""
    if session.is_stale(seq, session_id):
        raise Refusal(tr("play.stale") + "\n" + narration.pending_text(session, tr))


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
        label = session.game.label(state, action, tr.locale)
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


def _undo_refusal(session: Session, refused: UndoRefused, tr: Texts) -> str:
    record = refused.record
    name = narration.seat_name(session, record.seat) if record else ""
    return tr(f"undo.refused_{refused.reason}", name=name, action=record.text if record else "")
