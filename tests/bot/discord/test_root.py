"""Root (Marquise vs Eyrie) through Discord: a whole game to a winner, every
move typed with `/play` and chosen step by step from the autocomplete menu."""

from __future__ import annotations

import random

from tests.bot.discord.flows import ALICE, CAROL, STRANGER
from tests.bot.discord.harness import DiscordHarness, Exchange, Player, random_pick

PLAYERS = [ALICE, CAROL]
GROUP = "choices)"
"""How an English group suggestion ends ("… (12 choices)")."""


async def open_root(h: DiscordHarness, seed: int = 5) -> Exchange:
    opened = await h.slash(
        ALICE, "game new", game="root", options="first_player=1 factions=marquise,eyrie", seed=seed
    )
    assert "Root" in opened.public_text, opened.sent
    await h.slash(CAROL, "game join")
    return await h.slash(ALICE, "game start")


async def test_marquise_vs_eyrie_to_a_winner_through_slash_commands(
    discord_bot: DiscordHarness,
) -> None:
    """Issue 4, done when: a whole game through `/play`, interrupts included
    (an ambush or field hospitals asks the other player, who answers in turn)."""
    h = discord_bot
    started = await open_root(h)
    assert f"<@{ALICE.id}>" in started.public_text
    chooser = random.Random(12)
    asked: set[int] = set()
    last = started
    moves = 0
    for moves in range(3000):  # noqa: B007  (the count is checked below)
        chosen = await random_pick(h, PLAYERS, chooser, strict=True)
        if chosen is None:
            break
        player, action = chosen
        asked.add(player.id)
        last = await h.slash(player, "play", action=action)
        assert last.private_text.startswith("Done:"), (action, last.private_text)
    else:
        raise AssertionError("the game did not end")
    assert asked == {ALICE.id, CAROL.id} and moves > 30, moves
    assert "is over!" in last.public_text and "Final scores:" in last.public_text
    assert "(winner)" in last.public_text


async def offered_groups(h: DiscordHarness) -> list[tuple[Player, str]]:
    groups = []
    for player in PLAYERS:
        offered = await h.autocomplete(player, "play", "action", "")
        groups += [(player, c["value"]) for c in offered if c["name"].endswith(GROUP)]
    return groups


async def test_a_group_sent_to_play_continues_privately_to_a_move(
    discord_bot: DiscordHarness,
) -> None:
    """Issue 14, item 1: a group (the top suggestion of a long menu) sent to `/play`
    answers its sender alone with the group's members as buttons or a select;
    pressing the first, group after group, plays a move."""
    h = discord_bot
    await open_root(h)
    chooser = random.Random(3)
    for _ in range(60):  # play on until a long menu (a march, a Decree move) shows groups
        groups = await offered_groups(h)
        if groups:
            break
        chosen = await random_pick(h, PLAYERS, chooser, strict=True)
        assert chosen is not None
        await h.slash(chosen[0], "play", action=chosen[1])
    assert groups
    player, value = groups[0]
    before = await h.slash(STRANGER, "game status")
    opened = await h.slash(player, "play", action=value)
    assert not opened.public and opened.private, opened.sent
    [offer] = opened.with_components()
    assert offer.ephemeral
    after = await h.slash(STRANGER, "game status")
    assert before.public_text == after.public_text  # nothing played yet
    for _ in range(4):
        item = offer.components[0]
        values = [item["options"][0]["value"]] if item.get("options") else None
        pressed = await h.press(player, offer, item["custom_id"], values)
        if pressed.public:  # the move was played and announced
            assert pressed.private_text.startswith("Done:"), pressed.sent
            return
        [offer] = pressed.with_components()
    raise AssertionError("the first choices never reached a move")
