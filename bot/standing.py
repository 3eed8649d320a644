"""`/game status`: the table (seats, options) and, in a game, where it stands at a
glance (issue 14): the round or phase, whose turn and since when, the scores,
then who must decide what. Everything here comes from the public view and the
stored log, so the whole text is public."""

from __future__ import annotations

from bot import narration
from bot.messages import Texts
from bot.recap import when
from bot.sessions import Session


def status_text(session: Session, tr: Texts) -> str:
    record = session.record
    game = session.game
    in_play = session.state is not None and not session.broken  # seats listed in order of play
    lines = [
        tr("status.header", game=game.name(tr.locale), status=tr(f"status.{record.status}")),
        tr(
            "status.order" if in_play else "status.seats",
            count=len(record.seats), low=game.min_players, high=game.max_players,
        ),
        *narration.table_lines(session, tr),
    ]
    if record.options:
        # Each option by its name and value in the reader's language, never the raw
        # `name=value` (Near and Far's campaign characters are an encoding).
        names = narration.seat_names(session)
        options = "; ".join(
            game.option_text(k, str(v), tr.locale, names) for k, v in record.options.items())
        lines.append(tr("status.options", options=options))
    if session.broken:
        lines.append(tr("session.broken", game=game.name(tr.locale)))
    elif session.running:
        lines += standing_lines(session, tr)
        lines += [narration.pending_text(session, tr), tr("status.seq", seq=session.seq)]
    elif record.status == "lobby":
        lines.append(tr("status.lobby_hint"))
    return "\n".join(lines)


def standing_lines(session: Session, tr: Texts) -> list[str]:
    """The stage, whose turn since when, and the scores, each when the game tells it."""
    state = session.state
    if state is None:
        return []
    view = state.view(None)
    lines = []
    if stage := session.game.stage_text(view, tr.locale):
        lines.append(tr("status.stage", stage=stage))
    if (seat := state.turn()) is not None:
        name = narration.seat_name(session, seat)
        lines.append(tr("status.turn", name=name, since=when(turn_since(session))))
    if scores := session.game.public_scores(view):
        names = narration.seat_names(session)
        shown = ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=False))
        lines.append(tr("status.scores", scores=shown))
        lines += session.game.score_notes(view, tr.locale, narration.seat_names(session))
    return lines


def turn_since(session: Session) -> float:
    """When the position was reached: the last standing move, else the start (the
    store keeps when each log record was written)."""
    if session.actions:
        return session.actions[-1].created_at or session.record.updated_at
    return session.record.updated_at
