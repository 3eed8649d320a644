"""People and shortcuts for driving the game master in tests."""

from __future__ import annotations

from collections.abc import Sequence

from bot.quoting import unquoted
from bot.replies import Reply, User
from bot.service import GameMaster

ANA = User(1, "Ana", "en-US")
BOB = User(2, "Bob", "en-GB")
CAL = User(3, "Cal", "es-ES")
DEE = User(4, "Dee")
ADMIN = User(99, "Mod", is_admin=True)

CHANNEL = 500
GUILD = 77


async def started(
    gm: GameMaster,
    people: Sequence[User] = (ANA, BOB),
    *,
    bots: Sequence[str] = (),
    seed: int = 1,
    options: dict[str, str] | None = None,
    channel: int = CHANNEL,
) -> Reply:
    """A toy game opened by the first person, joined by the rest, then started."""
    host, *others = people
    assert (await gm.lobby.new(channel, GUILD, host, "toy", options or {}, seed=seed)).ok
    for person in others:
        assert (await gm.lobby.join(channel, person)).ok
    for kind in bots:
        assert (await gm.lobby.add_bot(channel, host, kind)).ok
    reply = await gm.lobby.start(channel, host)
    assert reply.ok, reply
    return reply


def texts(reply: Reply) -> str:
    """Everything a reply says, public and private, as one string, as a reader sees
    it (names and echoed input are quoted for Discord's markdown: bot/quoting.py)."""
    return unquoted("\n".join(m.text for m in [*reply.public, *reply.ephemeral]))
