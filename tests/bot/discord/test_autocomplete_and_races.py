"""Suggestions while typing, and players who act at the same moment."""

from __future__ import annotations

import asyncio

from tests.bot.discord.flows import ALICE, BOB, CAROL, STRANGER, open_toy_game, whose_turn
from tests.bot.discord.harness import AUTOCOMPLETE_RESULT, DiscordHarness


async def test_play_suggestions_are_the_callers_legal_actions(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    offered = await h.autocomplete(ALICE, "play", "action", "")
    assert [c["value"] for c in offered] == ["roll", "pass", "take"]
    assert offered[0]["name"] == "Roll the die"
    filtered = await h.autocomplete(ALICE, "play", "action", "tok")
    assert [c["value"] for c in filtered] == ["take"]
    assert await h.autocomplete(CAROL, "play", "action", "") == []  # not her turn
    assert await h.autocomplete(ALICE, "play", "action", "x" * 5000) == []


async def test_suggestions_speak_the_players_language(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [BOB, ALICE])
    offered = await h.autocomplete(BOB, "play", "action", "")
    assert offered[0] == {"name": "Tirar el dado", "value": "roll"}


async def test_rules_topics_are_suggested(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    everything = await h.autocomplete(ALICE, "game rules", "topic", "")
    assert 0 < len(everything) <= 25  # every game's topics, cut to Discord's 25
    await open_toy_game(h, [ALICE, CAROL])
    topics = await h.autocomplete(ALICE, "game rules", "topic", "")
    assert [c["value"] for c in topics] == ["goal", "token"]
    assert [c["value"] for c in await h.autocomplete(ALICE, "game rules", "topic", "tok")] == [
        "token"
    ]
    unknown_game = await h.autocomplete(ALICE, "game rules", "topic", "", game="chess")
    assert unknown_game == []  # a failed lookup still answers, with nothing


async def test_autocomplete_is_answered_without_storage(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    payload = h._interaction(4, ALICE, 1, h._command_data("play", {"action": "r"}))
    payload["data"]["options"][0]["focused"] = True
    exchange = await h.interact(payload)  # a channel with no game: nothing to suggest
    assert [s.callback_type for s in exchange.sent] == [AUTOCOMPLETE_RESULT]


async def test_two_players_racing_for_one_turn(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL], seed=5)
    first, second = await asyncio.gather(
        h.slash(ALICE, "play", action="roll"),
        h.slash(CAROL, "play", action="roll"),
    )
    assert first.public and "Done: Roll the die" in first.private_text
    if "busts" in first.public_text:  # Alice's turn ended, so Carol's roll came in time
        assert second.public
    else:
        assert not second.public and "not your turn" in second.private_text


async def test_three_players_racing_for_two_seats(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await h.slash(ALICE, "game new", game="toy")  # the toy game seats at most 3
    answers = await asyncio.gather(*(h.slash(p, "game join") for p in (BOB, CAROL, STRANGER)))
    seated = [a for a in answers if a.public]
    assert len(seated) == 2
    refused = next(a for a in answers if not a.public)
    assert "full" in refused.private_text or "llena" in refused.private_text
    status = await h.slash(ALICE, "game status")
    assert "Seats (3;" in status.public_text


async def test_one_player_double_pressing_a_button(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    started = await open_toy_game(h, [ALICE, CAROL])
    prompt = started.with_components()[-1]
    take = next(cid for cid in prompt.custom_ids if cid.endswith(":take"))
    one, two = await asyncio.gather(h.press(ALICE, prompt, take), h.press(ALICE, prompt, take))
    outcomes = sorted([bool(one.public), bool(two.public)])
    assert outcomes == [False, True]  # exactly one press was played
    loser = two if one.public else one
    assert "earlier moment" in loser.private_text


async def test_a_stranger_racing_the_players(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await open_toy_game(h, [ALICE, CAROL])
    player, _ = await whose_turn(h, [ALICE, CAROL])
    answers = await asyncio.gather(
        h.slash(STRANGER, "game new", game="toy"),
        h.slash(player, "play", action="roll"),
        h.slash(STRANGER, "play", action="roll"),
    )
    busy, played, outsider = answers
    assert not busy.public and "already has a game" in busy.private_text
    assert played.public
    assert not outsider.public
