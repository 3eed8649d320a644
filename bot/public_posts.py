"""Public posts on demand, at most once a while per channel: `/game board`, `/game
status` and `/game export` post in the channel for whoever asks, player or not.

Asked again for the same thing (the same game at the same move) within
`REPEAT_AFTER` seconds, the game master answers the caller privately, pointing
at the post just above, instead of posting it again: ten calls by anyone made
twenty public messages in a few seconds. A move, an undo or another game makes
a new position, which may be posted at once. The time is the game master's
time source (bot/timesource.py), so tests move it.

What was posted is remembered per process, in memory (at most `KEPT` channels,
the oldest forgotten first): several processes sharing a database may each
post once.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from bot.messages import Texts
from bot.service_base import Refusal
from bot.sessions import Session
from bot.timesource import TimeSource

REPEAT_AFTER = 60.0
"""Seconds before the same public post is made again in a channel."""

KEPT = 4096
"""Channels remembered; a channel forgotten may simply be posted in again."""

KINDS = ("board", "status", "export")


def position(session: Session) -> object:
    """What a post shows: the game, its last move, and its record's version (a
    join, a clock changed: the same move, a different status)."""
    return (session.id, session.seq, session.record.version)


class PublicPosts:
    """When each channel last had each public post on demand, and of what."""

    def __init__(self, time: TimeSource, every: float = REPEAT_AFTER) -> None:
        self.time = time
        self.every = every
        self._posted: OrderedDict[tuple[int, str], tuple[object, float]] = OrderedDict()

    def repeated(self, channel_id: int, kind: str, position: object) -> bool:
        """Whether a post of `kind` about `position` would be refused as a repeat now
        (a transport defers such a command privately: no public "thinking...")."""
        last = self._posted.get((channel_id, kind))
        if self.every <= 0 or last is None or last[0] != position:
            return False
        return 0 <= self.time.now() - last[1] < self.every

    def check(self, channel_id: int, kind: str, position: object, tr: Texts) -> None:
        """A `Refusal` (in the caller's words) when the channel had the same post of
        `kind` about `position` less than `every` ago."""
        if self.repeated(channel_id, kind, position):
            since = self.time.now() - self._posted[(channel_id, kind)][1]
            ago = round(since)
            wait = max(1, math.ceil(self.every - since))
            raise Refusal(tr("posted.recently", what=tr(f"posted.{kind}"), ago=ago, wait=wait))

    def note(self, channel_id: int, kind: str, position: object) -> None:
        """The post of `kind` about `position` is made in the channel now."""
        if self.every <= 0:
            return
        key = (channel_id, kind)
        self._posted[key] = (position, self.time.now())
        self._posted.move_to_end(key)
        while len(self._posted) > KEPT:
            self._posted.popitem(last=False)

    def claim(self, channel_id: int, kind: str, position: object, tr: Texts) -> None:
        """`check`, then `note`: for a post that cannot fail once decided."""
        self.check(channel_id, kind, position, tr)
        self.note(channel_id, kind, position)
