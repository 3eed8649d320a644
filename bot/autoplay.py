"""Autoplay, for the game master: AI seats, people away too long (an AI stands in
for them, bot/clock.py) and single-choice moves are played without anyone asking,
until a person must decide."""

from __future__ import annotations

import logging
from typing import Any, Protocol

from bot import ai_process, clock
from bot.chosen import apply_told
from bot.narration import Step
from bot.sessions import Session
from bot.storage.base import SeqConflict, SessionConflict, StorageError
from games.core import Events, Seat, State, agent_rng

log = logging.getLogger(__name__)

MAX_AUTO_STEPS = 5000
"""At most this many AI or forced moves per command: a buggy game cannot hang the bot."""


def asked_privately(state: State, seat: Seat) -> bool:
    """Whether the seat's question now is private: its answer (an AI seat's too) is
    then never named in the channel, only its public events."""
    return any(prompt.private for prompt in state.prompts_for(seat))


def ai_kind(session: Session, seat: Seat) -> str | None:
    """The kind of AI that plays `seat` now: the AI seat's own, or the table's
    stand-in (`ai=`, bot/clock.py) for a person away too long; None for a person."""
    record = session.record.seats[seat]
    if record.agent:
        return record.agent
    if clock.stands_in(session.record, seat):
        return clock.table_of(session.record).ai
    return None


class Recorder(Protocol):
    """Where an automatic move is logged (bot/tables.py)."""

    async def commit(
        self,
        session: Session,
        seat: Seat,
        action: Any,
        events: Events,
        user_id: int | None,
        forced: bool,
        private: bool = False,
        turn_before: tuple[Seat, ...] | None = None,
        agent: str = "",
    ) -> Step:
        """Log an action already applied in memory (`agent`: the AI kind that chose it)."""
        ...


class Autoplay:
    """Plays the moves nobody needs to be asked for."""

    def __init__(self, tables: Recorder) -> None:
        self.tables = tables

    async def advance(self, session: Session) -> list[Step]:
        """Play AI seats and forced choices until a person must decide."""
        steps: list[Step] = []
        for _ in range(MAX_AUTO_STEPS):
            state = session.state
            if state is None or state.is_over():
                break
            try:
                move = await self._auto_move(session)
                if move is None:
                    break
                seat, action, forced, kind = move
                private = asked_privately(state, seat)
                events = apply_told(session, state.check(seat, action), private)
                # The first step keeps its view: the command compares it with its own start.
                turn_before = steps[-1].turn if steps else None
                steps.append(
                    await self.tables.commit(
                        session, seat, action, events, None, forced, private, turn_before,
                        agent=kind,
                    )
                )
            except (SeqConflict, SessionConflict):
                log.info("automatic move of session %s lost a race; reloaded", session.id)
                break
            except StorageError:
                log.exception("automatic move of session %s not stored", session.id)
                break
            except Exception:  # a buggy agent or engine must not hang or crash the bot
                log.exception("automatic move of session %s failed", session.id)
                break
        return steps

    async def _auto_move(self, session: Session) -> tuple[Seat, Any, bool, str] | None:
        """The next AI move (with the kind of AI that chose it), or a person's only
        legal move (forced, no kind), or None."""
        state = session.state
        assert state is not None
        for prompt in state.pending():
            kind = ai_kind(session, prompt.seat)
            if kind is not None:
                rng = agent_rng(session.record.seed, prompt.seat, session.seq + 1)
                # A searching AI thinks for seconds: in a process of its own
                # (bot/ai_process.py), so the event loop never waits for it.
                table = clock.table_of(session.record)
                action = await ai_process.decide(state, prompt.seat, kind, table.ai_time, rng)
                return prompt.seat, action, False, kind
            # A prompt marked `manual` waits for its person even with one choice
            # (Near and Far: the defender rolls their own die in the channel); so
            # does a private one, since playing it would tell there was one choice,
            # unless how many choices it has is public knowledge (`count_public`:
            # the last card of a draft hand), so the decision to play it for the
            # seat depends on public information only.
            if prompt.manual or (prompt.private and not prompt.count_public):
                continue
            legal = state.legal(prompt.seat)
            if len(legal) == 1:
                return prompt.seat, legal[0], True, ""
        return None
