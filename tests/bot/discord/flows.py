"""Short scripts players follow through slash commands, shared by the tests."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from tests.bot.discord.harness import (
    MANAGE_CHANNELS,
    MANAGE_GUILD,
    MEMBER_PERMISSIONS,
    DiscordHarness,
    Exchange,
    Player,
)

ALICE = Player(101, "Alice")
BOB = Player(102, "Bob", locale="es-ES")  # his Discord speaks Spanish
CAROL = Player(103, "Carol")
STRANGER = Player(199, "Mallory")
MODERATOR = Player(150, "Moderator", permissions=MEMBER_PERMISSIONS | MANAGE_CHANNELS)
OWNER = Player(160, "Owner", permissions=MEMBER_PERMISSIONS | MANAGE_GUILD)

StartBot = Callable[..., Awaitable[DiscordHarness]]
"""The `start_bot` fixture: `await start_bot()` starts a bot on the test database."""


async def open_toy_game(
    h: DiscordHarness, players: Sequence[Player], seed: int = 7, options: str = "target=12"
) -> Exchange:
    """`/game new` by the first player, `/game join` by the others, then `/game start`."""
    opened = await h.slash(players[0], "game new", game="toy", options=options, seed=seed)
    assert opened.public, opened.sent
    for player in players[1:]:
        joined = await h.slash(player, "game join")
        assert joined.public, joined.sent
    return await h.slash(players[0], "game start")


async def whose_turn(h: DiscordHarness, players: Sequence[Player]) -> tuple[Player, list[str]]:
    """The player whose `/play` autocomplete offers something, with the offered actions."""
    for player in players:
        offered = await h.autocomplete(player, "play", "action", "")
        if offered:
            return player, [choice["value"] for choice in offered]
    raise AssertionError("nobody has anything to play")


async def nobody_to_play(h: DiscordHarness, players: Sequence[Player]) -> bool:
    for player in players:
        if await h.autocomplete(player, "play", "action", ""):
            return False
    return True


async def play_toy_to_the_end(
    h: DiscordHarness, players: Sequence[Player], limit: int = 300
) -> list[Exchange]:
    """Roll once, then bank, until someone reaches the target."""
    moves: list[Exchange] = []
    for _ in range(limit):
        if await nobody_to_play(h, players):
            return moves
        player, offered = await whose_turn(h, players)
        action = "stop" if "stop" in offered else "roll"
        moves.append(await h.slash(player, "play", action=action))
        assert moves[-1].public, moves[-1].sent
    raise AssertionError("the game did not end")
