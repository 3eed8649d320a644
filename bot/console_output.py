"""How the console shows a `Reply`: who sees each message, mentions, choices, images.

Every printed line starts with its audience, so a transcript reads like the
channel would look to each person: `[public] ...` for everyone, `[only ana] ...`
for what Discord would show ana alone. Mentions appear as `@name`, and a board
image is written to the output folder as `NNNN-board.png`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from bot.quoting import unquoted
from bot.replies import Message, Reply, User, attachments

_MENTION = re.compile(r"<@!?(\d+)>")
_NUMBERED = re.compile(r"^(\d{4})-")
_TIMESTAMP = re.compile(r"<t:(-?\d+)(?::[tTdDfFR])?>")
_CHANNEL = re.compile(r"<#(\d+)>")


def utc_text(seconds: float) -> str:
    """A moment as the console prints it (Discord shows each reader their own zone)."""
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M UTC")


def user_id_for(name: str) -> int:
    """A stable id for a console name (case-insensitive), in Discord's id range."""
    digest = hashlib.sha256(name.strip().lower().encode("utf-8")).digest()
    return 10**15 + int.from_bytes(digest[:6], "big")


class Transcript:
    """Prints replies as lines and keeps the names behind the ids it has seen."""

    def __init__(self, out_dir: str | None = None, write: Callable[[str], None] = print) -> None:
        self.out_dir = Path(out_dir) if out_dir else None
        self.write = write
        self.names: dict[int, str] = {}
        # Each person's own language, as their Discord client would be set
        # (`/language`); None: the game master's default (English).
        self.locales: dict[int, str] = {}
        self._next_image = self._first_free_number()

    # -- people -----------------------------------------------------------------
    def user(self, name: str) -> User:
        """The console user of a name. Whoever sits at the keyboard owns the channel,
        so every console user has the rights of a channel admin."""
        user_id = user_id_for(name)
        self.names.setdefault(user_id, name)
        return User(user_id, self.names[user_id], self.locales.get(user_id), is_admin=True)

    def set_locale(self, name: str, locale: str | None) -> None:
        """The language of this person's own client, from now on (None: the default)."""
        user_id = user_id_for(name)
        if locale is None:
            self.locales.pop(user_id, None)
        else:
            self.locales[user_id] = locale

    def remember(self, user_id: int | None, name: str) -> None:
        if user_id is not None:
            self.names.setdefault(user_id, name)

    def mention(self, user_id: int) -> str:
        return "@" + self.names.get(user_id, f"user{user_id}")

    # -- output -----------------------------------------------------------------
    def note(self, text: str) -> None:
        """Something the console itself says (not part of the channel)."""
        for line in text.splitlines() or [""]:
            self.write(f"[console] {line}")

    def echo(self, line: str) -> None:
        self.write(f"> {line.rstrip()}")

    def show(self, reply: Reply, caller: str) -> list[Message]:
        """Print the reply but the boards still being drawn (`Message.drawing`),
        which are returned: they are printed once drawn (`Console.run_line`)."""
        for message in reply.public:
            if message.drawing is None:
                self.message("public", message)
        for message in reply.ephemeral:
            self.message(f"only {caller}", message)
        return [message for message in reply.public if message.drawing is not None]

    def message(self, audience: str, message: Message) -> None:
        # Discord would render **bold**; in a terminal the stars are only noise.
        # Names and echoed input are quoted for Discord's markdown: shown plainly here.
        text = _MENTION.sub(lambda m: self.mention(int(m[1])), message.text).replace("**", "")
        text = unquoted(text)
        text = _TIMESTAMP.sub(lambda m: utc_text(int(m[1])), text)
        text = _CHANNEL.sub("#console", text)
        pings = [self.mention(uid) for uid in message.mentions if self.mention(uid) not in text]
        if pings:
            text = f"{text} ({', '.join(pings)})" if text else ", ".join(pings)
        for line in text.splitlines() or ([""] if not message.image else []):
            self.write(f"[{audience}] {line}")
        for name, data in attachments(message):
            kind = "image" if name.endswith(".png") else "file"  # a Rootlog file (/game export)
            self.write(f"[{audience} {kind}] {self._save_image(name, data)}")
        for choice in message.choices:
            seq = f" seq:{message.seq}" if message.seq is not None else ""
            self.write(f"[{audience}]   - {choice.label}: /play action:{choice.action}{seq}")
        if message.choose_privately:
            seq = f" seq:{message.seq}" if message.seq is not None else ""
            self.write(f"[{audience}]   - Choose privately: /choose{seq}")
        if message.confirm:
            self.write(f"[{audience}]   confirm with: /game {message.confirm} confirm:yes")
        if message.catch_up:
            self.write(f"[{audience}]   - What happened: /happened")
        if message.link is not None:
            self.write(f"[{audience}]   - {message.link[0]}: {message.link[1]}")

    # -- images -----------------------------------------------------------------
    def _save_image(self, name: str, data: bytes) -> str:
        if self.out_dir is None:
            return "(not saved: give --out DIR to keep board images)"
        self.out_dir.mkdir(parents=True, exist_ok=True)
        path = self.out_dir / f"{self._next_image:04d}-{name}"
        path.write_bytes(data)
        self._next_image += 1
        return str(path)

    def _first_free_number(self) -> int:
        """Continue after the images already in the folder (a resumed game keeps them)."""
        if self.out_dir is None or not self.out_dir.is_dir():
            return 1
        numbers = [int(m[1]) for p in self.out_dir.iterdir() if (m := _NUMBERED.match(p.name))]
        return max(numbers, default=0) + 1
