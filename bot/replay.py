"""The end of a game in pictures: an animated replay (one frame per turn) and a
graph of each player's points over the turns, posted once the result is out.

Both come from the public views at the end of every turn (bot/history.py), so they
show only what the channel saw; the points are the game's own reading of its
public view (`Game.public_scores`). They are made after the result has been sent
(`Reply.later`): the replay draws every turn's board, several seconds for a long
game, one frame at a time on the board-drawing thread, so other tables' boards
are drawn in between.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import math
from collections.abc import Sequence

from PIL import Image

from bot import narration
from bot.history import TurnEnd, turn_ends
from bot.messages import BOT_CATALOG, Texts
from bot.replies import Later, Message
from bot.service_base import on_render_thread
from bot.sessions import Play, Session
from renderers import has_renderer, render_image
from renderers.replay import FrameLayout, ReplayWriter, frame_image, shared_palette
from renderers.scores import ChartWords, score_chart_png, seat_styles

log = logging.getLogger(__name__)

UPLOAD_LIMIT = 8 * 1024 * 1024
"""What Discord accepts from any bot in any channel (a server may allow more)."""

FRAME_WIDTH = 960  # readable full screen on a phone, inline as a preview
LEAST_WIDTH = 480  # below this a board no longer reads: say it is too large instead
SHRINK_TRIES = 2
REPLAY_SECONDS = 40  # how long one pass of a whole game lasts, about
FRAME_MS = (300, 900)  # the shortest and longest time a turn is shown
FIRST_MS, LAST_MS = 1500, 5000  # the table as dealt, and the end, stay a while


def end_of_game(session: Session, tr: Texts, *, draw: bool) -> Later:
    """What to post after the result: the replay and the score graph of `session`
    (a finished game, which no longer changes). Never raises: a picture that cannot
    be made is left out."""

    # Only what a replay reads is kept until the pictures are made, never the live
    # session (the reply holding this may outlive the game's other traces).
    record, game, actions = session.record, session.game, list(session.actions)

    async def produce(limit: int) -> list[Message]:
        if not draw:
            return []
        finished = Session(record, game, Play(actions=actions))
        try:
            ends = await asyncio.to_thread(turn_ends, finished)
            made = [await _replay(finished, ends, tr, limit), await _graph(finished, ends, tr)]
        except Exception:  # the result is out already; a picture is not worth a crash
            log.exception("the end-of-game pictures of session %s failed", record.id)
            return []
        return [message for message in made if message is not None]

    return produce


# -- the replay ------------------------------------------------------------------------
async def _replay(
    session: Session, ends: Sequence[TurnEnd], tr: Texts, limit: int
) -> Message | None:
    """The animated replay, shrunk until it fits `limit` bytes (or a note that it
    does not)."""
    if not has_renderer(session.record.game) or len(ends) < 2:
        return None
    width = FRAME_WIDTH
    for _attempt in range(SHRINK_TRIES + 1):
        gif, frames = await _replay_gif(session, ends, tr, width)
        if len(gif) <= limit:
            text = tr("replay.message", game=session.game.name(tr.locale), turns=len(ends) - 1)
            return Message(text, image=gif, image_name="replay.gif")
        width = math.floor(width * math.sqrt(limit * 0.9 / len(gif)) / 8) * 8
        if width < LEAST_WIDTH:
            break
        log.info("replay of session %s: %d bytes, %d frames; again at %d px",
                 session.id, len(gif), frames, width)
    return Message(tr("replay.too_large", game=session.game.name(tr.locale)))


async def _replay_gif(
    session: Session, ends: Sequence[TurnEnd], tr: Texts, width: int
) -> tuple[bytes, int]:
    """Every turn's board, drawn and encoded one at a time on the drawing thread."""
    draw = functools.partial(_board, session, tr.locale)
    first, last = await on_render_thread(lambda: (draw(ends, 0), draw(ends, len(ends) - 1)))
    layout = FrameLayout.fitting([first, last], width)
    frame = functools.partial(_frame, session, ends, tr, layout)
    edges = await on_render_thread(lambda: (frame(0, first), frame(len(ends) - 1, last)))
    writer = ReplayWriter(await on_render_thread(lambda: shared_palette(edges)))
    pause = _frame_ms(len(ends))
    final = len(ends) - 1

    def add_frame(i: int) -> None:  # drawn on the render thread, not the event loop
        writer.add(frame(i, draw(ends, i)), pause)

    for index in range(len(ends)):
        if index in (0, final):
            picture = edges[0 if index == 0 else 1]
            shown = FIRST_MS if index == 0 else LAST_MS
            await on_render_thread(functools.partial(writer.add, picture, shown))
        else:
            await on_render_thread(functools.partial(add_frame, index))
    return await on_render_thread(writer.finish), writer.frames


def _board(session: Session, locale: str, ends: Sequence[TurnEnd], index: int) -> Image.Image:
    """Turn `index`'s board, marking what changed since the frame before it."""
    previous = ends[index - 1].view if index > 0 else None
    return render_image(
        session.record.game, ends[index].view, narration.drawn_names(session), locale, previous
    )


def _frame(
    session: Session,
    ends: Sequence[TurnEnd],
    tr: Texts,
    layout: FrameLayout,
    index: int,
    board: Image.Image,
) -> Image.Image:
    """The board of turn end `index` with its caption band."""
    end = ends[index]
    total = len(ends) - 1
    if index == 0:
        caption = tr("replay.caption_setup")
    elif end.seat is None:
        caption = tr("replay.caption_nobody", number=end.turn, total=total)
    else:
        name = narration.drawn_names(session)[end.seat]
        caption = tr("replay.caption", number=end.turn, total=total, name=name)
    detail = tr("replay.detail", seq=end.seq)
    return frame_image(board, layout, caption, detail, index / max(1, total))


def _frame_ms(count: int) -> int:
    low, high = FRAME_MS
    return max(low, min(high, REPLAY_SECONDS * 1000 // max(1, count)))


# -- the score graph ---------------------------------------------------------------------
async def _graph(session: Session, ends: Sequence[TurnEnd], tr: Texts) -> Message | None:
    """Each player's points after every turn, from the public views."""
    png = await on_render_thread(lambda: graph_png(session, ends, tr))
    if png is None:
        return None
    text = tr("scores.message", game=session.game.name(tr.locale))
    return Message(text, image=png, image_name="scores.png")


def graph_png(session: Session, ends: Sequence[TurnEnd], tr: Texts) -> bytes | None:
    """The score graph as PNG bytes (None for a game without a score track), drawn
    where it is called: the end of a game and the web companion (bot/web) call it
    on the drawing thread."""
    game = session.game
    series = [game.public_scores(end.view) for end in ends]
    players = len(session.record.seats)
    if not series or any(len(points) != players for points in series):
        return None
    styles = seat_styles(session.record.game, ends[-1].view, players, tr.locale)
    # What a point means: the score track, unless the game says otherwise.
    note = f"scores.note_{session.record.game}"
    names = narration.drawn_names(session)
    # The game's own result: the winners (a Root dominance win is not the highest
    # line) and its ranking, which orders equal scores by the game's tie-break.
    result = session.state.result() if session.state is not None else None
    winners = list(result.winners) if result else []
    ranking = list(result.ranking) if result else []
    words = ChartWords(
        title=tr("scores.title", game=game.name(tr.locale)),
        note=tr(note if BOT_CATALOG.has(note) else "scores.note"),
        turns=tr("scores.turns"),
        points=tr("scores.points"),
        winners=tr("scores.winners", count=len(winners),
                   names=", ".join(names[s] for s in winners if 0 <= s < len(names))),
    )
    return score_chart_png(series, names, styles, words, winners, ranking)
