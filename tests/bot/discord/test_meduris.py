"""Meduris through Discord: options, AI seats, board images, buttons, a restart."""

from __future__ import annotations

from tests.bot.discord.flows import ALICE, CAROL, STRANGER, StartBot
from tests.bot.discord.harness import DEFERRED_UPDATE, DiscordHarness, Exchange, Player

PLAYERS = [ALICE, CAROL]
CHOOSE_PRIVATELY = "gm:c:"  # the custom id of a private prompt's public button


async def open_meduris(h: DiscordHarness) -> Exchange:
    opened = await h.slash(
        ALICE, "game new", game="meduris", options="first_player=1 bonus=spread", seed=42
    )
    assert "Meduris" in opened.public_text and "Bonus tokens: spread evenly" in opened.public_text
    await h.slash(CAROL, "game join")
    added = await h.slash(ALICE, "game addbot", kind="heuristic")
    assert "AI 1" in added.public_text
    return await h.slash(ALICE, "game start")


async def next_move(h: DiscordHarness, last: Exchange) -> Exchange:
    """Press a button of the newest prompt if there is one, else type the first
    suggestion. A private prompt's one public button ("Choose privately") opens
    the player's own buttons, ephemerally: the first of those is pressed."""
    for player in PLAYERS:
        offered = await h.autocomplete(player, "play", "action", "")
        if offered:
            break
    else:
        raise AssertionError("nobody has a move")
    prompts = [s for s in last.with_components() if f"{player.name}, your turn" in s.content]
    if not prompts:
        return await h.slash(player, "play", action=offered[0]["value"])
    button = prompts[-1].custom_ids[0]
    if not button.startswith(CHOOSE_PRIVATELY):
        return await h.press(player, prompts[-1], button)
    opened = await h.press(player, prompts[-1], button)
    assert not opened.public, "the choices of a private prompt are never posted"
    mine = [s for s in opened.private if s.custom_ids]
    if not mine:  # too many for buttons: typed, as the reply says
        return await h.slash(player, "play", action=offered[0]["value"])
    return await h.press(player, mine[-1], mine[-1].custom_ids[0])


def png_images(exchange: Exchange) -> list[bytes]:
    return [data for s in exchange.public for name, data in s.files if name == "board.png"]


async def test_meduris_turns_with_board_images(start_bot: StartBot) -> None:
    h = await start_bot(render=True)
    last = await open_meduris(h)
    assert "begins" in last.public_text and f"<@{ALICE.id}>" in last.public_text  # first_player=1
    boards = []
    for _ in range(8):
        last = await next_move(h, last)
        assert last.acknowledged and last.public, last.sent
        assert last.private_text.startswith("Done:")
        boards += png_images(last)  # a board after each finished turn
    assert boards and all(png.startswith(b"\x89PNG") for png in boards)
    board = await h.slash(STRANGER, "game board")  # anyone may look
    images = png_images(board)
    assert len(images) == 1 and images[0].startswith(b"\x89PNG")
    # Posted with it, in the same message: the detail picture a phone reads.
    posted = [s for s in board.public if s.files]
    assert [name for name, _ in posted[-1].files] == ["board.png", "board-details-1.png"]
    assert posted[-1].files[1][1].startswith(b"\x89PNG")


async def test_meduris_hand_and_filtered_suggestions(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_meduris(h)
    hand = await h.slash(CAROL, "hand")
    assert hand.private and not hand.public
    assert "wool" in hand.private_text.lower()
    offered = await h.autocomplete(ALICE, "play", "action", "place")
    assert 0 < len(offered) <= 25
    assert all(c["value"].startswith("place ") for c in offered)
    assert await h.autocomplete(ALICE, "play", "action", "temple") == []
    topics = await h.autocomplete(ALICE, "game rules", "topic", "dru")
    assert [c["value"] for c in topics] == ["druid"]
    druid = await h.slash(ALICE, "game rules", topic="druid")
    assert druid.private and "druid" in druid.private_text.lower()


async def test_meduris_survives_a_restart(start_bot: StartBot) -> None:
    first = await start_bot()
    last = await open_meduris(first)
    for _ in range(3):  # the workers' placement: small choices, offered as buttons
        last = await next_move(first, last)
    before = await first.slash(STRANGER, "game status")
    await first.stop()

    second = await start_bot()
    # Suggestions answer from memory; the first keystroke starts loading the game.
    assert await second.autocomplete(ALICE, "play", "action", "") == []
    assert await second.autocomplete(ALICE, "play", "action", "p") or await second.autocomplete(
        CAROL, "play", "action", "p"
    )
    moved = await next_move(second, last)  # buttons posted before the restart still work
    assert moved.sent[0].callback_type == DEFERRED_UPDATE, "a button was pressed"
    assert moved.public and moved.private_text.startswith("Done:")
    after = await second.slash(STRANGER, "game status")
    assert after.public_text != before.public_text  # one more move recorded


async def test_the_game_is_the_same_after_a_restart(start_bot: StartBot) -> None:
    first = await start_bot()
    last = await open_meduris(first)
    for _ in range(4):
        last = await next_move(first, last)
    before = await first.slash(STRANGER, "game status")
    board_before = await first.slash(STRANGER, "game board")
    await first.stop()
    second = await start_bot()
    after = await second.slash(STRANGER, "game status")
    assert after.public_text == before.public_text
    board_after = await second.slash(STRANGER, "game board")
    assert board_after.public_text == board_before.public_text


async def test_meduris_refusals_say_what_is_legal(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_meduris(h)
    answer = await h.slash(ALICE, "play", action="temple 99")
    assert answer.private and not answer.public
    assert "place" in answer.private_text  # the hint lists the placements possible now
    waiting: Player = CAROL
    out_of_turn = await h.slash(waiting, "play", action="place wool")
    assert "not your turn" in out_of_turn.private_text and not out_of_turn.public

