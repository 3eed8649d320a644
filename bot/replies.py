"""What the game master answers, independent of Discord or the console.

A command returns a `Reply`: messages for the channel (public) and messages
for the caller only (ephemeral). The Discord cog turns them into interaction
responses and channel messages; the console prints them. Board images are
rendered by the game master in a worker thread and arrive here as PNG bytes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.core.forms import Form


@dataclass(frozen=True)
class Choice:
    """A button or select option: pressing it plays `action` at sequence `seq`."""

    label: str
    action: str


@dataclass
class Message:
    text: str
    image: bytes | None = None
    image_name: str = "board.png"
    # Pictures attached after `image` in the same message: a board's detail
    # pictures, readable on a phone (Discord takes up to 10 files a message).
    details: list[bytes] = field(default_factory=list)
    # Other files attached to the message, as (file name, bytes): a game in its
    # community notation (`/game export`, a Rootlog file).
    files: list[tuple[str, bytes]] = field(default_factory=list)
    mentions: list[int] = field(default_factory=list)
    # Buttons/selects offered with this message: a session id, the sequence
    # number they are valid at, and the choices (at most 25).
    session_id: int | None = None
    seq: int | None = None
    choices: list[Choice] = field(default_factory=list)
    # A confirmation button (e.g. undo); pressing it calls the named command.
    confirm: str | None = None
    # A "Choose privately" button: the prompted seat's choices depend on what only
    # it can see, so they are never posted; pressing it shows them to the presser.
    choose_privately: bool = False
    # A "Fill in the form" button: the id of the game's form (games/core/forms.py)
    # that asks the prompted seat's decision in one go; pressing it opens the form
    # for that seat alone. Only the button is public, never the form's options.
    form: str | None = None
    # A "What happened" button: pressing it tells the presser, privately, what the
    # others did since their last move (the mention of a turn carries it).
    catch_up: bool = False
    # A link button (label, address): "Open the board" on a turn's post, to the
    # game's page of the web companion when it runs with a public address (bot/web).
    link: tuple[str, str] | None = None
    # The session whose result this message tells: the transport reports where it
    # was posted (`GameMaster.result_posted`), so `/games finished` links to it.
    result_of: int | None = None
    # The board still being drawn (bot/boards.py), when the transport sends a move's
    # text first: `image` and `details` come from it once drawn (`settle`); [] when
    # the drawing failed, and then the message is not posted at all.
    drawing: asyncio.Future[list[bytes]] | None = None
    # The person a prompt asks (pinged or not: the caller asked again is not), so a
    # transport knows whose turn its message is (bot/cogs/layout.py `TurnMessage`).
    asks: int | None = None


_IMAGES_LATER: ContextVar[bool] = ContextVar("images_later", default=False)


@contextmanager
def images_follow() -> Iterator[None]:
    """Within: a move's reply carries its board still being drawn (`Message.drawing`),
    so the transport can send the text first. Only transports that `settle` the
    messages they send ask for it (the Discord delivery); others get finished images."""
    token = _IMAGES_LATER.set(True)
    try:
        yield
    finally:
        _IMAGES_LATER.reset(token)


def images_later() -> bool:
    return _IMAGES_LATER.get()


async def settle(message: Message) -> bool:
    """Wait until the message's board is drawn and attach it; False if the drawing
    failed (the message should then not be shown)."""
    if message.drawing is None:
        return True
    pngs, message.drawing = await message.drawing, None
    if pngs:
        message.image, message.details = pngs[0], pngs[1:]
    return bool(pngs)


MAX_FILES = 10
"""Discord attaches at most this many files to one message."""


def attachments(message: Message) -> list[tuple[str, bytes]]:
    """The files of a message as (file name, bytes): the image, then its details,
    then its other files."""
    files: list[tuple[str, bytes]] = []
    if message.image is not None:
        stem = message.image_name.rsplit(".", 1)[0]
        files = [(message.image_name, message.image)]
        files += [(f"{stem}-details-{i}.png", png) for i, png in enumerate(message.details, 1)]
    return [*files, *message.files][:MAX_FILES]


Later = Callable[[int], Awaitable[list[Message]]]
"""Public messages that take a while to make (the replay of a finished game): called
with the largest file the channel accepts, in bytes, once the rest has been sent."""


@dataclass
class Reply:
    public: list[Message] = field(default_factory=list)
    ephemeral: list[Message] = field(default_factory=list)
    ok: bool = True
    later: list[Later] = field(default_factory=list)
    # A form to open for the caller (a "Fill in the form" press answered): the
    # transport shows it instead of messages (Discord: a modal).
    form: OpenForm | None = None
    # The person whose turn these public messages continue: their move's steps stayed
    # within the turn that was running (no turn changed hands) and they are asked again,
    # pinging no one (anyone else asked was asked already: a simultaneous choice). A
    # transport may show them in that turn's message rather than a new one (Discord
    # edits it: bot/cogs/delivery.py); None: a new message.
    continues: int | None = None

    @classmethod
    def error(cls, text: str) -> Reply:
        return cls(ephemeral=[Message(text)], ok=False)

    @classmethod
    def private(cls, text: str, **kwargs: object) -> Reply:
        return cls(ephemeral=[Message(text, **kwargs)])  # type: ignore[arg-type]

    def extend(self, other: Reply) -> Reply:
        if other.public:  # more than the turn that went on
            self.continues = None
        self.public.extend(other.public)
        self.ephemeral.extend(other.ephemeral)
        self.later.extend(other.later)
        self.ok = self.ok and other.ok
        return self


@dataclass(frozen=True)
class OpenForm:
    """A form opened for the caller at a position: submitted, its answers come back
    with `session_id` and `seq` (refused when the game has moved on)."""

    session_id: int
    seq: int
    form: Form


@dataclass(frozen=True)
class User:
    """Who issued a command: a Discord user (or a console name mapped to an id)."""

    id: int
    name: str
    locale: str | None = None
    is_admin: bool = False  # Manage Channel permission (may abort any session)
