"""Replies and images, for the game master: the board pictures posted in a channel
and the reply that tells what moves did.

`Boards` draws through a `BoardDrawer` (bot/drawing.py) on one thread of its own,
and builds the reply to a run of moves (log lines, a board when the turn changed,
who acts next, or the result with its replay). Building it stores nothing: the
command then tells the tables (`Tables.moved`, bot/tables.py), whose listeners mark
a game over finished or make the clocks follow. The only thing it changes is what
the session has shown (`Session.shown`): the board it posts becomes the last one.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from bot import narration, replay
from bot.drawing import BoardDrawer, RendererDrawer
from bot.messages import Texts
from bot.narration import Step
from bot.render_thread import on_render_process, on_render_thread
from bot.replies import Message, Reply, User, images_later, settle
from bot.sessions import Session, Shown, ShownBoard
from games.core import Seat

log = logging.getLogger(__name__)

class EndWords(Protocol):
    """What a reply to moves reads of the tables (bot/tables.py)."""

    def end_words(self, session: Session) -> list[str]:
        """The catalog keys said after a finished game's result (bot/campaign.py:
        the characters are saved)."""


class BoardLinks(Protocol):
    """Where a game's page of the web companion is (bot/web/links.py)."""

    def board_link(self, session_id: int, label: Callable[[], str], locale: str | None
                   ) -> tuple[str, str] | None:
        """The "Open the board" button (`label()` its words), or None when the
        companion has no public address."""


class Boards:
    """The board pictures and the replies to moves."""

    def __init__(
        self,
        tables: EndWords,
        *,
        render: bool = True,
        drawer: BoardDrawer | None = None,
        every_turn: bool = False,
    ) -> None:
        self.tables = tables
        # Whether boards are drawn at all, and who draws them (bot/drawing.py).
        self.render = render
        self.drawer: BoardDrawer = drawer if drawer is not None else RendererDrawer()
        # One board image per reply (Discord: the channel is not flooded when AI
        # seats play several turns in a row), or one after every turn (the
        # console writes them to files, so an all-AI game leaves a full record).
        self.every_turn = every_turn
        # The web companion's addresses, when it runs (bot/service.py wires it).
        self.links: BoardLinks | None = None

    def link_for(self, session: Session, tr: Texts) -> tuple[str, str] | None:
        """The "Open the board" button of a turn's post, in the post's language."""
        if self.links is None:
            return None
        # Worded only where there is a link (every turn's post asks).
        return self.links.board_link(session.id, lambda: tr("web.open_board"), tr.locale)

    async def moves_reply(
        self,
        session: Session,
        steps: Sequence[Step],
        tr: Texts,
        turn_before: tuple[Seat, ...],
        caller: User | None = None,
        asked_before: narration.Asked | None = None,
    ) -> Reply:
        """Log lines, board image when the turn changed, then who must act next: in
        the game's language; what only the caller sees, in the caller's (`tr`).
        When the game has just ended, the result, what the end of a game adds
        (`end_words`), then the replay and the score graph (bot/replay.py).
        `asked_before`: the decisions awaited before these steps
        (`narration.asked_now`); a person still facing the same one is not pinged
        again (one ping per decision).

        Nothing is stored here: the command then calls `Tables.moved` (a game over
        is marked finished, the clocks follow), before anyone reads the reply."""
        reply = Reply()
        table = narration.table_texts(session, tr)
        quiet = (
            narration.unchanged_decisions(session, steps, asked_before)
            if asked_before is not None
            else set()
        )
        if self.every_turn:
            steps, turn_before = await self._turn_by_turn(
                session, steps, table, turn_before, reply
            )
        lines = narration.step_lines(session, steps, table)
        if lines:
            reply.public.append(Message(narration.clip(lines, table)))
        if caller is not None:
            seats = session.seats_of(caller.id)
            secret = narration.private_lines(session, steps, seats, tr)
            if secret:
                reply.ephemeral.append(Message(narration.clip(secret, tr)))
        assert session.state is not None
        over = session.state.is_over()
        # The turn may have gone round the table and back within these steps.
        turns = {turn_before, narration.turn_key(session), *(s.turn for s in steps if s.turn)}
        if over or len(turns) > 1:
            # The text need not wait for the picture when the transport can post
            # it later (bot/cogs/delivery.py): the drawing goes on meanwhile.
            board = await self.board_message(session, table, later=images_later())
            if board is not None:
                reply.public.append(board)
        if over:
            reply.public.append(Message(narration.result_text(session, table),
                                        result_of=session.id))
            for key in self.tables.end_words(session):
                reply.public.append(Message(table(key)))
            reply.later.append(replay.end_of_game(session, table, draw=self.render))
        else:
            skip = caller.id if caller is not None else None
            prompts = narration.prompt_messages(session, table, skip_mention=skip, quiet=quiet)
            for message in prompts:  # every turn's post opens the game's page
                message.link = self.link_for(session, table)
            reply.public.extend(prompts)
            if caller is not None and len(turns) == 1 and _goes_on(prompts, caller.id):
                reply.continues = caller.id  # the caller's turn goes on
        if over and reply.public:
            reply.public[-1].link = self.link_for(session, table)  # the finished game's page
        return reply

    async def _turn_by_turn(
        self,
        session: Session,
        steps: Sequence[Step],
        tr: Texts,
        turn_before: tuple[Seat, ...],
        reply: Reply,
    ) -> tuple[Sequence[Step], tuple[Seat, ...]]:
        """Log lines and a board image for every finished turn among `steps`;
        returns the steps of the unfinished last turn and whose turn it is."""
        ends, running = [], turn_before
        for index, step in enumerate(steps):
            if step.turn and step.turn != running:  # else the turn goes on, or the game
                ends.append(index)  # ended (its board comes last)
                running = step.turn
        assert session.state is not None
        start = 0
        for index in ends:
            step = steps[index]
            last = index == ends[-1] and not session.state.is_over()
            # The last finished turn's board is posted with the mention of whoever
            # acts next: it shows the position they act on, after the automatic
            # moves that opened their turn (Meduris' roll), not the one before.
            upto = len(steps) if last else index + 1
            lines = narration.step_lines(session, steps[start:upto], tr)
            if lines:
                reply.public.append(Message(narration.clip(lines, tr)))
            board = await (self.board_message(session, tr) if last else
                           self.board_message(session, tr, step.view, step.record.seq))
            if board is not None:
                reply.public.append(board)
            start, turn_before = upto, step.turn or turn_before  # a turn ended here
        return steps[start:], turn_before

    async def board_message(
        self,
        session: Session,
        tr: Texts,
        view: dict[str, Any] | None = None,
        seq: int | None = None,
        later: bool = False,
    ) -> Message | None:
        """The board posted in the channel (now, or after move `seq` as `view` shows
        it), marking what changed since the board posted before. `later`: returned
        while still being drawn (`Message.drawing`; bot/replies.py `settle`)."""
        shown = session.seq if seq is None else seq
        drawing = self._start_drawing(session, tr, view, posted=shown)
        if drawing is None:
            return None
        caption = tr("board.caption", game=session.game.name(tr.locale), seq=shown)
        message = Message(caption, drawing=drawing)
        if not later and not await settle(message):
            return None
        return message

    async def board_pngs(
        self, session: Session, tr: Texts, view: dict[str, Any] | None = None,
        posted: int | None = None,
    ) -> list[bytes]:
        """The public board (now, or as `view` shows it) as PNG bytes, then the
        detail pictures that make it readable on a phone, rendered off the event
        loop; [] if unavailable. `posted`: the move after which this board is
        posted in the channel; its changes since the last posted board are marked
        and it becomes the last posted board. A board shown privately (the past,
        `/game history`) marks nothing and is not kept."""
        drawing = self._start_drawing(session, tr, view, posted)
        return [] if drawing is None else await drawing

    def _start_drawing(
        self, session: Session, tr: Texts, view: dict[str, Any] | None, posted: int | None
    ) -> asyncio.Future[list[bytes]] | None:
        """Queue the board's drawing on the render thread; None if there is none to
        draw. A posted board becomes the last posted one now, so that the next
        move's board marks its changes against it even while this one is drawn."""
        game = session.record.game
        if not self.render or session.state is None or not self.drawer.can_draw(game):
            return None
        view = view if view is not None else session.state.view(None)
        names = narration.drawn_names(session)
        shown = session.shown
        before = shown.previous_for(posted) if posted is not None else None
        kept = shown.board
        mine = shown.post(posted, view, before) if posted is not None else kept
        drawing = functools.partial(self.drawer.draw, game, view, names, tr.locale, before)
        apart = bool(getattr(self.drawer, "apart", False))  # bot/drawing.py
        return asyncio.ensure_future(_drawn(game, drawing, shown, mine, kept, apart))


def _goes_on(prompts: Sequence[Message], user_id: int) -> bool:
    """Whether the prompts ask that person again, pinging nobody (the others asked, if
    any, were asked already: a simultaneous choice)."""
    return any(p.asks == user_id for p in prompts) and not any(p.mentions for p in prompts)


async def _drawn(
    game: str, drawing: functools.partial[list[bytes]],
    shown: Shown, mine: ShownBoard | None, kept: ShownBoard | None, apart: bool = False,
) -> list[bytes]:
    """The pictures, drawn in the drawing process (`apart`) or on the drawing thread;
    [] when drawing failed (no image is better than no reply), and then the board
    posted before stays the last one posted."""
    draw = on_render_process if apart else on_render_thread
    try:
        pngs = [bytes(p) for p in await draw(drawing) if p]
    except Exception:
        log.exception("rendering %s failed", game)
        pngs = []
    if not pngs:
        shown.not_drawn(mine, kept)
    return pngs
