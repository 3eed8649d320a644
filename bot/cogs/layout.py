"""A turn's public messages as one Components V2 message (issue 31 goal 1).

A move's reply posts, in the classic shape, several messages: what happened (log
lines), the board with its detail pictures, who is asked now with the mention and the
buttons. On Discord they become one message, drawn as a `LayoutView`:

    Container
      TextDisplay   what happened (a long sequence collapsed to its newest lines)
      MediaGallery  the board, then its detail pictures (attachment://...)
      Separator
      TextDisplay   <@id> whose turn it is, the question (one per person asked)
      ActionRow...  that person's buttons or select, from `message_items`

`turns` picks the messages a reply composes (`Turn`); `compose` draws one, within
Discord's limits (40 components counted nested, 4,000 characters of text), or answers
None when it cannot fit, and the transport then sends the messages as before
(bot/cogs/delivery.py, bot/cogs/notifier.py; docs/discord.md, "A turn's message").
The game master knows nothing of this: it is the Discord transport's shape.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.fitting import fit
from bot.messages import Texts
from bot.replies import Message
from bot.views import message_items

MAX_COMPONENTS = 40
"""Discord's limit on the components of one message, nested ones counted."""

TEXT_LIMIT = 4000
"""Discord's limit on the characters of all a message's text displays together."""

LOG_LINES = 12
"""What happened shows at most this many lines; the earlier ones are counted."""

DESCRIPTION_LIMIT = 256
"""A media item's description (its alt text), as discord.py documents it."""

ROW_WIDTH = 5
"""An action row holds five buttons, or one select."""

V2_REFUSED = 50035
"""Discord's "Invalid Form Body" code: a request whose components it refuses."""


@dataclass
class Turn:
    """Public messages of one reply that one layout message shows, in order."""

    messages: list[Message]

    @property
    def board(self) -> Message | None:
        """The message holding the board (its pictures, or its drawing under way)."""
        return next((m for m in self.messages if _is_board(m)), None)

    @property
    def mentions(self) -> list[int]:
        return list(dict.fromkeys(uid for m in self.messages for uid in m.mentions))

    @property
    def result_of(self) -> int | None:
        return next((m.result_of for m in self.messages if m.result_of is not None), None)


def _is_board(message: Message) -> bool:
    return message.drawing is not None or message.image is not None


def _is_prompt(message: Message) -> bool:
    return bool(message.mentions or message.choices or message.choose_privately
                or message.catch_up or message.session_id is not None
                or message.asks is not None)  # a question without buttons (a long menu)


def composable(message: Message) -> bool:
    """A message a turn's layout can show: not one carrying other files (an export) or
    a confirmation (undo, abort), which keep their own message."""
    return not message.files and message.confirm is None


def turns(messages: Sequence[Message]) -> list[Message | Turn]:
    """The public messages of a reply with each run of two or more composed into a
    turn's message (what happened, the board, who is asked), at most one board a run.
    A message with other files or a confirmation stays as it is."""
    units: list[Message | Turn] = []
    run: list[Message] = []

    def close() -> None:
        if len(run) > 1:
            units.append(Turn(list(run)))
        else:
            units.extend(run)
        run.clear()

    for message in messages:
        if not composable(message):
            close()
            units.append(message)
            continue
        if _is_board(message) and any(_is_board(m) for m in run):
            close()  # one board a message: turn by turn boards stay apart
        run.append(message)
    close()
    return units


class TurnLayout(discord.ui.LayoutView):
    """A turn's message; the registered item classes handle its presses (as
    `SentView`: never stored, no timeout that would unregister them)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False


@dataclass
class _Block:
    """One piece of the layout before it is drawn: text, its rows, or the gallery."""

    kind: str  # "said" (a message's text), "asked" (a prompt), "gallery", "gap" (its place)
    lines: list[str]
    items: list[discord.ui.Item[Any]]
    # What happened (a text before the board and the questions): its newest lines are
    # kept when it is long; a text after them (a result) is shown whole.
    log: bool = False


def compose(
    turn: Turn, locale: str | None, gallery: Sequence[str] = (), note: str | None = None
) -> TurnLayout | None:
    """The turn's layout message: `gallery` the file names of the board's pictures
    attached (none yet while drawn, or when it failed), `note` what to say in their
    place (too large to attach). None when it cannot fit Discord's limits."""
    blocks = _blocks(turn, locale, gallery, note)
    collapsed = _within_text_limit(blocks, locale)
    if collapsed is None:
        return None
    for separators in (True, False):
        layout = _draw(collapsed, turn, locale, gallery, separators)
        if layout is not None:
            return layout
    return None


def _blocks(
    turn: Turn, locale: str | None, gallery: Sequence[str], note: str | None
) -> list[_Block]:
    blocks: list[_Block] = []
    for message in turn.messages:
        if message is turn.board:
            # Its place, even while drawn: the text after it stays apart from before.
            blocks.append(_Block("gallery" if gallery else "gap", [], []))
            if note:
                blocks.append(_Block("said", [note], []))
            continue
        items = message_items(message, locale)
        if _is_prompt(message) or items:
            text = with_mentions(message.text, message.mentions).strip()
            blocks.append(_Block("asked", [text] if text else [], items))
        elif message.text.strip():
            before = all(b.kind == "said" for b in blocks)
            blocks.append(_Block("said", message.text.strip().split("\n"), [], log=before))
    return blocks


def with_mentions(text: str, user_ids: list[int]) -> str:
    """Make sure every user to ping is mentioned in the text itself (a layout's
    question, or a classic message: bot/cogs/delivery.py)."""
    missing = [f"<@{uid}>" for uid in dict.fromkeys(user_ids) if f"<@{uid}>" not in text]
    return " ".join([*missing, text]).strip() if missing else text


def _text_of(block: _Block) -> str:
    return "\n".join(block.lines)


def _within_text_limit(blocks: list[_Block], locale: str | None) -> list[_Block] | None:
    """What happened collapsed to its newest `LOG_LINES` lines, fewer while the texts
    exceed `TEXT_LIMIT`; None when even the rest does not fit."""
    logs = [b for b in blocks if b.log]
    keep = {id(b): min(len(b.lines), LOG_LINES) for b in logs}
    while True:
        shown = [_collapsed(b, keep[id(b)], locale) if b.log else b for b in blocks]
        # Texts said one after another share a display, a blank line apart.
        total = sum(len(_text_of(b)) + 2 for b in shown)
        if total <= TEXT_LIMIT:
            return shown
        longest = max(logs, key=lambda b: keep[id(b)], default=None)
        if longest is None or keep[id(longest)] == 0:
            return None
        keep[id(longest)] -= 1


def _collapsed(block: _Block, keep: int, locale: str | None) -> _Block:
    lines = block.lines
    if keep >= len(lines):
        return block
    # The newest lines tell how the position came about; the earlier ones are counted.
    kept = lines[len(lines) - keep:] if keep else []
    note = Texts.of(locale)("log.clipped", count=len(lines) - keep)
    return _Block("said", [note, *kept], [], log=True)


def _draw(
    blocks: list[_Block], turn: Turn, locale: str | None, gallery: Sequence[str],
    separators: bool,
) -> TurnLayout | None:
    children: list[discord.ui.Item[Any]] = []
    said: list[str] = []  # texts said one after another, in one display

    def say_now() -> None:
        if said:
            children.append(discord.ui.TextDisplay("\n\n".join(said)))
            said.clear()

    for block in blocks:
        if block.kind == "said":
            said.append(_text_of(block))
            continue
        say_now()
        if block.kind in ("gallery", "gap"):
            if block.kind == "gallery":
                children.append(_gallery(turn, gallery))
            continue
        if block.kind == "asked" and separators and children:
            children.append(discord.ui.Separator())
        if block.lines:
            children.append(discord.ui.TextDisplay(_text_of(block)))
        children.extend(_rows(block.items))
    say_now()
    if not children:
        return None
    # A board still being drawn keeps a place for its gallery, added by an edit.
    waiting = turn.board is not None and not gallery
    count = 1 + sum(_count(child) for child in children) + waiting
    if count > MAX_COMPONENTS:
        return None
    layout = TurnLayout()
    layout.add_item(discord.ui.Container(*children))
    return layout


def _count(item: discord.ui.Item[Any]) -> int:
    """Components as Discord counts them: a row and each of its items."""
    if isinstance(item, discord.ui.ActionRow):
        return 1 + len(item.children)
    return 1


def _rows(items: list[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    """Buttons five to a row, a select alone in its own, in the order offered."""
    rows: list[list[discord.ui.Item[Any]]] = []
    width = ROW_WIDTH
    for item in items:
        wide = item.width >= ROW_WIDTH
        if wide or width + item.width > ROW_WIDTH:
            rows.append([])
            width = 0
        rows[-1].append(item)
        width += item.width
    return [discord.ui.ActionRow(*row) for row in rows]


def _gallery(turn: Turn, names: Sequence[str]) -> discord.ui.MediaGallery[Any]:
    """The board first, then its detail pictures; each described by the board's caption
    (in the game's language, as the caption) and its place, "(2/3)"."""
    board = turn.board
    caption = " ".join((board.text if board is not None else "").split())
    items = []
    for index, name in enumerate(names):
        place = f" ({index + 1}/{len(names)})" if len(names) > 1 else ""
        description = fit(caption, DESCRIPTION_LIMIT - len(place)) + place if caption else None
        items.append(discord.MediaGalleryItem(f"attachment://{name}", description=description))
    return discord.ui.MediaGallery(*items)


def refused_layout(error: discord.HTTPException) -> bool:
    """Whether Discord refused the message's shape (the Components V2 flag or one of
    its components), rather than the channel or the moment: then the classic messages
    are sent instead."""
    return error.status == 400 and (error.code == V2_REFUSED or "component" in error.text.lower())


def may_show(permissions: discord.Permissions | None) -> bool:
    """Whether the bot may post a layout where these are its permissions: its gallery
    shows files it attaches (Attach Files; the pictures are attachments, not links, so
    Embed Links, which the invite does not ask for, is not needed). Unknown
    permissions: it tries, and falls back if Discord refuses."""
    return permissions is None or permissions.attach_files


def wanted(client: object) -> bool:
    """Whether the bot posts turns as one message (`Config.classic_messages` off)."""
    config = getattr(client, "config", None)
    return not bool(getattr(config, "classic_messages", False))


def retired(message: discord.Message) -> TurnLayout:
    """A layout message as it is, without its action rows: its choice was made. Its
    pictures stay the message's attachments, referenced by name."""
    stripped = TurnLayout()
    attached: dict[int | str, str] = {a.id: a.filename for a in message.attachments}
    attached.update({a.url: a.filename for a in message.attachments})
    for item in discord.ui.LayoutView.from_message(message, timeout=None).children:
        stripped.add_item(_without_rows(item, attached))
    return stripped


def _without_rows(
    item: discord.ui.Item[Any], attached: dict[int | str, str]
) -> discord.ui.Item[Any]:
    if isinstance(item, discord.ui.Container):
        kept = [_without_rows(child, attached) for child in item.children
                if not isinstance(child, discord.ui.ActionRow)]
        return discord.ui.Container(*kept, accent_colour=item.accent_colour)
    if isinstance(item, discord.ui.MediaGallery):
        media = []
        for entry in item.items:
            url = entry.media.url
            name = attached.get(entry.media.attachment_id or url) or attached.get(url)
            media.append(discord.MediaGalleryItem(
                f"attachment://{name}" if name else url, description=entry.description))
        return discord.ui.MediaGallery(*media)
    return item


# -- a turn's message edited while the turn goes on -------------------------------------------
@dataclass
class TurnMessage:
    """The channel's current turn message, as the transport keeps it while the process
    runs (lost on a restart: the next turn's messages then go to a new message)."""

    channel_id: int
    message: discord.Message  # its latest version, as Discord returned it
    asks: frozenset[int]  # the people its questions ask
    lines: list[str]  # what happened so far this turn, whole (the message shows it collapsed)
    caption: str | None  # its board's caption, when it shows a gallery

    @property
    def gallery(self) -> list[str]:
        """The file names its gallery shows: its attachments, in order (a turn's
        message attaches nothing else)."""
        return [attachment.filename for attachment in self.message.attachments]


class TurnMessages:
    """The current turn message of each channel (a game lives in one channel)."""

    def __init__(self) -> None:
        self.by_channel: dict[int, TurnMessage] = {}

    @classmethod
    def of(cls, client: object) -> TurnMessages:
        """The client's own, made on first use."""
        kept = getattr(client, "turn_messages", None)
        if not isinstance(kept, TurnMessages):
            kept = cls()
            setattr(client, "turn_messages", kept)  # noqa: B010 (any client object)
        return kept

    def get(self, channel_id: int | None) -> TurnMessage | None:
        return self.by_channel.get(channel_id) if channel_id is not None else None

    def forget(self, channel_id: int | None) -> TurnMessage | None:
        return self.by_channel.pop(channel_id, None) if channel_id is not None else None

    def keep(self, record: TurnMessage) -> None:
        self.by_channel[record.channel_id] = record


def asked(messages: Sequence[Message]) -> frozenset[int]:
    """The people the messages' questions ask."""
    return frozenset(m.asks for m in messages if m.asks is not None)


def _leading_said(messages: Sequence[Message]) -> int:
    """How many messages at the start only tell what happened (before the board and
    the questions)."""
    count = 0
    for message in messages:
        if _is_board(message) or _is_prompt(message) or message_items(message, None):
            break
        count += 1
    return count


def happened(turn: Turn) -> list[str]:
    """What happened in the turn's message: the lines of its texts before the board and
    the questions, whole."""
    said = turn.messages[:_leading_said(turn.messages)]
    return [line for m in said for line in m.text.strip().split("\n") if m.text.strip()]


def continued(
    turn: Turn, earlier: Sequence[str], caption: str | None = None, gallery: Sequence[str] = ()
) -> Turn:
    """The turn's message once `turn`'s messages join it: what happened so far
    (`earlier`, `TurnMessage.lines`), then what happened now (one text, collapsed as
    one when long), the newest board (the message's own when `turn` has none: its
    `caption` keeps describing its `gallery`), the new questions."""
    start = _leading_said(turn.messages)
    lines = [*earlier, *happened(turn)]
    messages: list[Message] = [Message("\n".join(lines))] if lines else []
    rest = turn.messages[start:]
    if turn.board is None and caption is not None and gallery:
        messages.append(Message(caption, image=b""))  # the gallery kept
    return Turn([*messages, *rest])
