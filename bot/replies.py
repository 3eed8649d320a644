"""What the game master answers, independent of Discord or the console.

A command returns a `Reply`: messages for the channel (public) and messages
for the caller only (ephemeral). The Discord cog turns them into interaction
responses and channel messages; the console prints them. Board images are
rendered by the game master in a worker thread and arrive here as PNG bytes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field


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
    # A "What happened" button: pressing it tells the presser, privately, what the
    # others did since their last move (the mention of a turn carries it).
    catch_up: bool = False


MAX_FILES = 10
"""Discord attaches at most this many files to one message."""


def attachments(message: Message) -> list[tuple[str, bytes]]:
    """The files of a message as (file name, bytes): the image, then its details."""
    if message.image is None:
        return []
    stem = message.image_name.rsplit(".", 1)[0]
    files = [(message.image_name, message.image)]
    files += [(f"{stem}-details-{i}.png", png) for i, png in enumerate(message.details, 1)]
    return files[:MAX_FILES]


Later = Callable[[int], Awaitable[list[Message]]]
"""Public messages that take a while to make (the replay of a finished game): called
with the largest file the channel accepts, in bytes, once the rest has been sent."""


@dataclass
class Reply:
    public: list[Message] = field(default_factory=list)
    ephemeral: list[Message] = field(default_factory=list)
    ok: bool = True
    later: list[Later] = field(default_factory=list)

    @classmethod
    def error(cls, text: str) -> Reply:
        return cls(ephemeral=[Message(text)], ok=False)

    @classmethod
    def private(cls, text: str, **kwargs: object) -> Reply:
        return cls(ephemeral=[Message(text, **kwargs)])  # type: ignore[arg-type]

    def extend(self, other: Reply) -> Reply:
        self.public.extend(other.public)
        self.ephemeral.extend(other.ephemeral)
        self.later.extend(other.later)
        self.ok = self.ok and other.ok
        return self


@dataclass(frozen=True)
class User:
    """Who issued a command: a Discord user (or a console name mapped to an id)."""

    id: int
    name: str
    locale: str | None = None
    is_admin: bool = False  # Manage Channel permission (may abort any session)
