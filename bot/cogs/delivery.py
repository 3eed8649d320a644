"""Sending a game master `Reply` through a Discord interaction.

Every command first defers (Discord allows 3 s for the first answer), then
sends each message as a followup. Discord has one trap here: the first followup
after a "thinking..." deferral replaces that placeholder and keeps the
deferral's visibility, whatever its own ephemeral flag says. So the order of
sending is chosen to fit the deferral:

- public deferral: public messages first (the first one replaces the
  placeholder); if there are none, the placeholder is deleted before the
  private messages go out, so an error is never shown to the whole channel;
- ephemeral deferral: private messages first; if there are none but public
  ones, a short private acknowledgement consumes the placeholder first;
- component press (deferred update): there is no placeholder at all.

A move's board may still be drawn when its reply arrives (`Message.drawing`, asked
for with `images_follow`): its caption goes out in its place among the other
messages, and once every text is out the pictures are attached to it by an edit,
as soon as they are drawn; a failed drawing deletes the caption, so the channel ends
up showing what it would have shown had the text waited for the picture.

A turn's public messages (what happened, the board, who is asked with the buttons)
go out as one Components V2 message (bot/cogs/layout.py): its text first, then its
gallery added by an edit once the board is drawn (a failed drawing leaves the text).
The classic messages are sent instead where the layout cannot be used: turned off
(`Config.classic_messages`), a channel where the bot may not attach files, a turn
too large for Discord's limits, or Discord refusing it.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable
from enum import Enum

import discord

from bot.cogs import layout
from bot.cogs.layout import Turn, with_mentions
from bot.cogs.texts import say
from bot.replies import Message, Reply, attachments, settle

log = logging.getLogger(__name__)

TEXT_LIMIT = 2000
"""Discord's limit on a message's content."""

MAX_PARTS = 4
"""A longer text is cut after this many messages rather than flooding the channel."""

_DEFERRAL = "gamemaster.deferral"
_PLACEHOLDER = "gamemaster.placeholder"

ViewFactory = Callable[[Message], discord.ui.View | None]

Posted = Callable[[int, int, int], Awaitable[None]]
"""Told where a game's result was posted: (session, channel, message) ids
(`GameMaster.result_posted`)."""


class Deferral(Enum):
    PUBLIC = "public"  # "thinking..." seen by the whole channel
    EPHEMERAL = "ephemeral"  # "thinking..." seen by the caller only
    UPDATE = "update"  # a button or select: no placeholder message


async def acknowledge(interaction: discord.Interaction, deferral: Deferral) -> None:
    """Answer within Discord's 3 seconds; the real messages follow."""
    if deferral is Deferral.UPDATE:
        await interaction.response.defer()
    else:
        ephemeral = deferral is Deferral.EPHEMERAL
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    interaction.extras[_DEFERRAL] = deferral
    interaction.extras[_PLACEHOLDER] = deferral is not Deferral.UPDATE


async def launch_activity(interaction: discord.Interaction) -> bool:
    """Open the application's Activity as the first response (it cannot follow a
    deferral); False if Discord refuses (Activities not enabled for the application,
    a channel where none can run), and the interaction is still unanswered."""
    try:
        await interaction.response.launch_activity()
    except discord.HTTPException as exc:
        log.warning("Discord would not launch the Activity (%s %s)", exc.status, exc.text)
        return False
    return True


def deferral_of(interaction: discord.Interaction) -> Deferral | None:
    return interaction.extras.get(_DEFERRAL)


async def deliver(
    interaction: discord.Interaction, reply: Reply, views: ViewFactory,
    posted: Posted | None = None,
) -> None:
    """Send every message of `reply` with the visibility the game master chose; where a
    game's result went is told to `posted`."""
    if deferral_of(interaction) is None:
        await acknowledge(interaction, Deferral.EPHEMERAL)
    deferral = deferral_of(interaction)
    locale = interaction.locale.value
    shown: list[Message | Turn] = list(reply.public)
    if layout.wanted(interaction.client) and layout.may_show(interaction.app_permissions):
        shown = [] if await _continue_turn(interaction, reply) else layout.turns(reply.public)
    if deferral is Deferral.PUBLIC and not shown:
        await _drop_placeholder(interaction)
    elif deferral is Deferral.EPHEMERAL and shown and not reply.ephemeral:
        await _send(interaction, Message(say(locale, "posted")), True, views)
    public = [(m, False) for m in shown]
    private: list[tuple[Message | Turn, bool]] = [(m, True) for m in reply.ephemeral]
    ordered = private + public if deferral is Deferral.EPHEMERAL else public + private
    drawn_later: list[tuple[discord.WebhookMessage, Message]] = []
    galleries_later: list[tuple[discord.WebhookMessage, Turn]] = []
    for unit, ephemeral in ordered:
        if isinstance(unit, Turn):
            turn_sent = await _send_turn(interaction, unit, views)
            if turn_sent is None:  # the classic messages instead
                superseded(interaction.client, interaction.channel_id, unit.messages)
                for message in unit.messages:
                    await _send_classic(interaction, message, views, drawn_later, posted)
                continue
            if interaction.guild_id is not None and interaction.channel_id is not None:
                pressed = interaction.message.id if interaction.message is not None else None
                await became_current(interaction.client, interaction.channel_id, unit,
                                     turn_sent, pressed)
            if unit.board is not None and unit.board.drawing is not None:
                galleries_later.append((turn_sent, unit))
            if unit.result_of is not None and posted is not None:
                await tell_posted(posted, unit.result_of, turn_sent)
            continue
        if not ephemeral:
            superseded(interaction.client, interaction.channel_id, [unit])
        await _send_classic(interaction, unit, views, drawn_later, posted, ephemeral)
    for sent, message in drawn_later:
        await _attach_board(interaction, sent, message)
    for turn_sent, turn in galleries_later:
        await _attach_gallery(interaction, turn_sent, turn)
    for produce in reply.later:  # made once the rest is out (a finished game's replay)
        for message in await produce(interaction.filesize_limit):
            await _send(interaction, message, False, views)
    await _settle_placeholder(interaction, locale, views)


async def _send_classic(
    interaction: discord.Interaction, message: Message, views: ViewFactory,
    drawn_later: list[tuple[discord.WebhookMessage, Message]], posted: Posted | None,
    ephemeral: bool = False,
) -> None:
    """One message as before: its board attached later if still being drawn."""
    sent = await _send(interaction, message, ephemeral, views)
    if sent is not None and message.drawing is not None:
        drawn_later.append((sent, message))
    if sent is not None and message.result_of is not None and posted is not None:
        await tell_posted(posted, message.result_of, sent)


async def _send_turn(
    interaction: discord.Interaction, turn: Turn, views: ViewFactory
) -> discord.WebhookMessage | None:
    """A turn as one layout message: its pictures at once when drawn already, else
    its text first (`_attach_gallery` adds them). None when it cannot be shown so
    (Discord's limits, Discord refusing it): nothing was sent, the classic messages
    are to be sent instead."""
    locale = interaction.locale.value
    files: list[tuple[str, bytes]] = []
    note: str | None = None
    board = turn.board
    if board is not None and board.drawing is None:
        files, note = _gallery_files(interaction, board)
    view = layout.compose(turn, locale, [name for name, _ in files], note)
    if view is None:
        return None
    kwargs: dict[str, object] = {
        "view": view, "wait": True, "allowed_mentions": allowed_mentions(turn.mentions),
    }
    if files:
        kwargs["files"] = discord_files(files)
    try:
        sent: discord.WebhookMessage = await interaction.followup.send(**kwargs)  # type: ignore[call-overload]
    except discord.HTTPException as error:
        if not layout.refused_layout(error):
            raise
        log.warning("Discord refused a turn's layout message (%s %s): classic messages instead",
                    error.status, error.text)
        return None
    interaction.extras[_PLACEHOLDER] = False
    return sent


def _gallery_files(
    interaction: discord.Interaction, board: Message
) -> tuple[list[tuple[str, bytes]], str | None]:
    """The board's pictures that fit the upload limit, and the note said instead of
    those that do not."""
    files, text = _fitting_files(interaction, board)
    return files, (say(interaction.locale.value, "image_too_large") if text != board.text
                   else None)


async def _attach_gallery(
    interaction: discord.Interaction, sent: discord.WebhookMessage, turn: Turn
) -> None:
    """Add the board's pictures to a turn's message once drawn, by an edit; a failed
    drawing leaves the message as it is, its text without a gallery."""
    board = turn.board
    if board is None or not await settle(board):
        return
    files, note = _gallery_files(interaction, board)
    view = layout.compose(turn, interaction.locale.value, [name for name, _ in files], note)
    if view is None:  # cannot happen with the text sent already fitting; keep it
        return
    try:
        edited = await sent.edit(
            view=view, allowed_mentions=allowed_mentions(turn.mentions),
            attachments=discord_files(files))
    except discord.HTTPException:
        log.warning("could not add the board to the turn's message %s", sent.id)
        return
    record = layout.TurnMessages.of(interaction.client).get(interaction.channel_id)
    if record is not None and record.message.id == edited.id:
        record.message = edited  # its gallery's files, for the edits of this turn


# -- the turn goes on: its message edited -----------------------------------------------------
EDITED_IN_PLACE = "gamemaster.edited_in_place"
"""Set on a press whose own message was edited to the turn's next question: its buttons
are the new ones, not to be retired (bot/cogs/game.py)."""


async def _continue_turn(interaction: discord.Interaction, reply: Reply) -> bool:
    """Show the reply's public messages in the turn's message by an edit when they
    continue the caller's turn (`Reply.continues`) and the channel's current turn
    message asks the same people (the caller, or everyone of a simultaneous choice):
    what happened accumulates, the newest board, the new question and buttons. A press
    on that message edits it as the interaction's own; else it is edited through the
    channel (the bot's own message). False when nothing was edited (not a continuation,
    no message known since the process started, Discord refusing the edit: a
    user-install context, a deleted message): a new message is posted as usual."""
    caller = interaction.user.id
    if reply.continues != caller or not reply.public or interaction.guild_id is None:
        return False
    if not all(layout.composable(m) for m in reply.public):
        return False
    records = layout.TurnMessages.of(interaction.client)
    record = records.get(interaction.channel_id)
    # The same people asked as in the message (the caller among them): else a new one.
    if record is None or caller not in record.asks or layout.asked(reply.public) != record.asks:
        return False
    turn = Turn(list(reply.public))
    board = turn.board
    if board is not None and not await settle(board):  # no new board: the message's stays
        turn = Turn([m for m in turn.messages if m is not board])
        board = None
    shown = layout.continued(turn, record.lines, record.caption, record.gallery)
    files: list[tuple[str, bytes]] = []
    note = None
    if board is not None:
        files, note = _gallery_files(interaction, board)
    gallery = [name for name, _ in files] if board is not None else record.gallery
    view = layout.compose(shown, interaction.locale.value, gallery, note)
    if view is None:
        return False
    kept: list[discord.Attachment | discord.File] = list(record.message.attachments)
    if board is not None:
        kept = list(discord_files(files))
    pressed = interaction.message
    try:
        # Its original response is that message only when answered by a deferred
        # update (a press; not a form's submission deferred with "thinking...").
        if (pressed is not None and pressed.id == record.message.id
                and deferral_of(interaction) is Deferral.UPDATE):
            edited: discord.Message = await interaction.edit_original_response(
                view=view, attachments=kept, allowed_mentions=allowed_mentions([]))
        else:
            channel = interaction.client.get_partial_messageable(record.channel_id)
            edited = await channel.get_partial_message(record.message.id).edit(
                view=view, attachments=kept, allowed_mentions=allowed_mentions([]))
    except discord.HTTPException as error:
        log.info("could not edit the turn's message %s (%s %s): a new message instead",
                 record.message.id, error.status, error.text)
        records.forget(record.channel_id)
        return False
    if pressed is not None and pressed.id == record.message.id:
        interaction.extras[EDITED_IN_PLACE] = True  # its buttons are the new ones
    record.message = edited
    record.lines = layout.happened(shown)
    if board is not None:
        record.caption = board.text
    return True


async def became_current(
    client: discord.Client, channel_id: int, turn: Turn, sent: discord.Message,
    pressed: int | None = None,
) -> None:
    """A turn's new message that asks someone is the channel's current turn message
    (a reply's, or the scheduler's: bot/cogs/notifier.py); the one before it keeps its
    text and pictures, its buttons removed (unless `pressed`: the press retires it,
    bot/cogs/game.py). A result ends the game's last one."""
    asks = layout.asked(turn.messages)
    if not asks and turn.result_of is None:
        return
    records = layout.TurnMessages.of(client)
    before = records.forget(channel_id)
    if asks:
        records.keep(layout.TurnMessage(
            channel_id, sent, asks, layout.happened(turn),
            turn.board.text if turn.board is not None else None))
    if before is not None and before.message.id not in (pressed, sent.id):
        await retire(client, before)


def superseded(client: discord.Client, channel_id: int | None, messages: list[Message]) -> None:
    """Classic messages that ask someone: the turn's message known is no longer the
    current one (its buttons stay; a stale press is refused)."""
    if layout.asked(messages) or any(m.result_of is not None for m in messages):
        layout.TurnMessages.of(client).forget(channel_id)


async def retire(client: discord.Client, record: layout.TurnMessage) -> None:
    """Remove a turn message's buttons through the channel, keeping its text and
    pictures; Discord refusing it (a user-install context, a deleted message) leaves
    it: its buttons are refused as stale when pressed."""
    message = record.message
    try:
        await client.get_partial_messageable(record.channel_id).get_partial_message(
            message.id).edit(view=layout.retired(message), attachments=message.attachments)
    except discord.HTTPException as error:
        log.info("could not retire the buttons of turn message %s (%s)", message.id,
                 error.status)


async def tell_posted(posted: Posted, session_id: int, sent: discord.WebhookMessage) -> None:
    """Bookkeeping only: a failure costs the link, never the reply."""
    try:
        await posted(session_id, sent.channel.id, sent.id)
    except Exception:
        log.warning("could not note where the result of session %s went", session_id,
                    exc_info=True)


async def _settle_placeholder(
    interaction: discord.Interaction, locale: str, views: ViewFactory
) -> None:
    """Never leave "thinking..." hanging when a reply turned out to be empty."""
    if not interaction.extras.get(_PLACEHOLDER):
        return
    if deferral_of(interaction) is Deferral.PUBLIC:
        await _drop_placeholder(interaction)
    else:
        await _send(interaction, Message(say(locale, "done")), True, views)


async def _drop_placeholder(interaction: discord.Interaction) -> None:
    if not interaction.extras.get(_PLACEHOLDER):
        return
    interaction.extras[_PLACEHOLDER] = False
    try:
        await interaction.delete_original_response()
    except discord.HTTPException:
        log.warning("could not delete the placeholder of interaction %s", interaction.id)


async def _attach_board(
    interaction: discord.Interaction, sent: discord.WebhookMessage, message: Message
) -> None:
    """Attach a board drawn after its caption was sent, or take the caption back."""
    if not await settle(message):
        try:
            await sent.delete()
        except discord.HTTPException:
            log.warning("could not delete the caption of a board not drawn (%s)", sent.id)
        return
    files, text = _fitting_files(interaction, message)
    kwargs: dict[str, object] = {
        "attachments": discord_files(files)
    }
    if text != message.text:  # too large to attach: the caption says so
        kwargs["content"] = split_text(with_mentions(text, message.mentions))[-1]
    await sent.edit(**kwargs)  # type: ignore[arg-type]


async def _send(
    interaction: discord.Interaction, message: Message, ephemeral: bool, views: ViewFactory
) -> discord.WebhookMessage | None:
    """Send a message; the last part sent when its board is still being drawn, or when
    it tells a game's result (its link is kept)."""
    files, text = _fitting_files(interaction, message)
    parts = split_text(with_mentions(text, message.mentions))
    view = views(message)
    later = message.drawing is not None or (message.result_of is not None and not ephemeral)
    if parts == [""] and not files and view is None:
        return None
    sent: discord.WebhookMessage | None = None
    for index, part in enumerate(parts):
        last = index == len(parts) - 1
        kwargs: dict[str, object] = {
            "content": part or None,
            "ephemeral": ephemeral,
            "allowed_mentions": allowed_mentions(message.mentions),
        }
        if last and files:
            kwargs["files"] = discord_files(files)
        if last and view is not None:
            kwargs["view"] = view
        if last and later:
            kwargs["wait"] = True
            sent = await interaction.followup.send(**kwargs)  # type: ignore[call-overload]
        else:
            await interaction.followup.send(**kwargs)  # type: ignore[call-overload]
        interaction.extras[_PLACEHOLDER] = False
    return sent


def _fitting_files(
    interaction: discord.Interaction, message: Message
) -> tuple[list[tuple[str, bytes]], str]:
    """The message's files if Discord accepts their size here (each file, and all
    of them together), else the board alone, else a note in the text."""
    files = attachments(message)
    limit = interaction.filesize_limit
    if sum(len(data) for _, data in files) <= limit:
        return files, message.text
    if files and len(files[0][1]) <= limit:
        return files[:1], message.text
    note = say(interaction.locale.value, "image_too_large")
    return [], f"{message.text}\n{note}".strip()


def discord_files(files: list[tuple[str, bytes]]) -> list[discord.File]:
    """Files to attach, from (file name, bytes)."""
    return [discord.File(io.BytesIO(data), filename=name) for name, data in files]


def allowed_mentions(user_ids: list[int]) -> discord.AllowedMentions:
    """Ping exactly the users the game master named: never roles or everyone."""
    users: list[discord.abc.Snowflake] | bool = [discord.Object(uid) for uid in user_ids] or False
    return discord.AllowedMentions(users=users, everyone=False, roles=False, replied_user=False)


def split_text(text: str, limit: int = TEXT_LIMIT, max_parts: int = MAX_PARTS) -> list[str]:
    """Cut text into messages of at most `limit` characters, at line breaks if possible."""
    parts: list[str] = []
    rest = text.strip()
    while rest and len(parts) < max_parts:
        if len(rest) <= limit:
            parts.append(rest)
            rest = ""
            break
        cut = _cut_point(rest, limit)
        parts.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest:  # more than max_parts messages' worth: end the last one with a mark
        parts[-1] = parts[-1][: limit - 2].rstrip() + " …"
    return parts or [""]


def _cut_point(text: str, limit: int) -> int:
    """Prefer a line break, then a space, in the second half of the window."""
    for separator in ("\n", " "):
        cut = text.rfind(separator, limit // 2, limit)
        if cut > 0:
            return cut
    return limit
