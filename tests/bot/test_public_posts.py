"""Public posts on demand are throttled per channel (bot/public_posts.py; issue 25,
item 22): `/game board`, `/game status` and `/game export` post in the channel for
anyone who asks, and ten calls by a non-player made twenty public messages in a
few seconds. The same post of the same position is made at most once a minute;
a repeat is answered privately, in the caller's language, pointing at the post."""

from __future__ import annotations

from bot.public_posts import REPEAT_AFTER
from bot.replies import Reply
from bot.service import GameMaster
from bot.storage import MemoryStore
from bot.timesource import VirtualTime
from tests.support.players import ANA, BOB, CAL, CHANNEL, DEE, GUILD, started, texts

START = 1_750_000_000.0
OTHER = CHANNEL + 1


def public_count(replies: list[Reply]) -> int:
    return sum(len(reply.public) for reply in replies)


async def test_ten_calls_by_a_stranger_post_each_thing_once() -> None:
    clock = VirtualTime(START)
    gm = GameMaster(MemoryStore(), render=False, time=clock)
    await started(gm, (ANA, BOB))
    replies = []
    for _ in range(10):
        replies += [await gm.showing.board(CHANNEL, DEE), await gm.showing.status(CHANNEL, DEE)]
        clock.advance(0.2)
    assert public_count(replies) == public_count(replies[:2])  # the first board and status
    repeat = replies[2]
    assert not repeat.ok and not repeat.public
    assert "The board of this very position was posted in this channel 0 seconds ago" in texts(
        repeat)
    assert "made again in 60 seconds" in texts(repeat)
    spanish = await gm.showing.status(CHANNEL, CAL)
    assert not spanish.public and "El estado de esta misma posición se publicó" in texts(spanish)


async def test_the_same_post_comes_again_after_a_minute_or_a_move() -> None:
    clock = VirtualTime(START)
    gm = GameMaster(MemoryStore(), render=False, time=clock)
    await started(gm, (ANA, BOB))
    assert (await gm.showing.status(CHANNEL, DEE)).public
    clock.advance(REPEAT_AFTER - 1)
    refused = await gm.showing.status(CHANNEL, DEE)
    assert not refused.public and "59 seconds ago" in texts(refused)
    assert "again in 1 second," in texts(refused)
    clock.advance(1)
    assert (await gm.showing.status(CHANNEL, DEE)).public  # a minute later
    assert (await gm.moves.play(CHANNEL, ANA, "pass")).ok
    assert (await gm.showing.status(CHANNEL, DEE)).public  # a new position: at once
    assert (await gm.showing.board(CHANNEL, DEE)).public  # another kind of post


async def test_each_channel_and_each_export_is_counted_on_its_own() -> None:
    clock = VirtualTime(START)
    gm = GameMaster(MemoryStore(), render=False, time=clock)
    await started(gm, (ANA, BOB))
    await started(gm, (BOB, CAL), channel=OTHER)
    assert (await gm.showing.status(CHANNEL, DEE)).public
    assert (await gm.showing.status(OTHER, DEE)).public  # another channel
    assert not (await gm.showing.status(CHANNEL, ANA)).public  # players too: it is just above


async def test_a_root_file_is_posted_once_a_minute() -> None:
    clock = VirtualTime(START)
    gm = GameMaster(MemoryStore(), render=False, time=clock)
    options = {"factions": "marquise,eyrie"}
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "root", options, seed=3)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    first = await gm.looking_back.export(CHANNEL, DEE)
    assert first.ok and first.public
    again = await gm.looking_back.export(CHANNEL, DEE)
    assert not again.public and "The game's file of this very position" in texts(again)
    clock.advance(REPEAT_AFTER)
    assert (await gm.looking_back.export(CHANNEL, DEE)).public


async def test_the_console_is_not_throttled() -> None:
    """One person at a terminal: `/board` as often as they like."""
    from bot.console import build_master

    gm = build_master(MemoryStore(), render=False)
    await started(gm, (ANA, BOB))
    assert all([(await gm.showing.status(CHANNEL, ANA)).public for _ in range(3)])
