"""The scheduler's messages in the console: printed like the channel would show them.

A post in the channel prints as `[public] ...`, mentions as `@name`; a direct
message prints as `[direct to ana] ...`, since only ana would see it.
"""

from __future__ import annotations

from bot.console_output import Transcript
from bot.replay import UPLOAD_LIMIT
from bot.replies import Message


class TranscriptNotifier:
    def __init__(self, transcript: Transcript) -> None:
        self.out = transcript

    async def post(self, channel_id: int, message: Message, locale: str | None) -> None:
        self.out.message("public", message)

    async def direct(self, user_id: int, message: Message) -> bool:
        self.out.message(f"direct to {self.out.mention(user_id)[1:]}", message)
        return True

    def upload_limit(self, channel_id: int) -> int:
        return UPLOAD_LIMIT
