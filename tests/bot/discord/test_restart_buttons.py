"""Every game's buttons survive a restart (issue 31, goal 3).

Two people play part of a game through `/play`; the bot stops, and a new one (a
new client and game master over the same SQLite file, as after a crash or a
deploy) receives presses of buttons posted before the restart: the channel's
prompt, and the private menu its player opened before the restart. They play.
A forged custom_id (a foreign session, a seq that never was, a template that
does not parse) is refused politely, privately, and nothing changes.
"""

from __future__ import annotations

import random

import pytest

from games.core import all_games
from tests.bot.discord.flows import ALICE, CAROL, StartBot
from tests.bot.discord.harness import DiscordHarness, Exchange, Player, Sent, random_pick
from tests.bot.discord.test_hostile_input import forged_press

PLAYERS = [ALICE, CAROL]
GAMES = ["meduris", "mountain_king", "near_and_far", "root"]
BEFORE = 4  # moves played before looking for buttons to keep across the restart
LIMIT = 80


def buttons_of(exchange: Exchange) -> Sent | None:
    """The newest message of a move that carries the game's buttons or select."""
    carrying = [s for s in exchange.with_components() if any(
        cid.startswith(("gm:p:", "gm:s:", "gm:c:")) for cid in s.custom_ids)]
    return carrying[-1] if carrying else None


async def press_first(h: DiscordHarness, player: Player, message: Sent) -> Exchange:
    """Use the first play component of a message: a button, or a select's first option."""
    component = next(c for c in message.components
                     if c.get("custom_id", "").startswith(("gm:p:", "gm:s:", "gm:c:")))
    values = [component["options"][0]["value"]] if component["type"] == 3 else None
    return await h.press(player, message, component["custom_id"], values=values)


async def to_a_prompt_with_buttons(
    h: DiscordHarness, chooser: random.Random
) -> tuple[Player, Sent]:
    """Play on until a move's answer carries buttons for the next decision, and say
    whose decision it is."""
    for played in range(LIMIT):
        chosen = await random_pick(h, PLAYERS, chooser, strict=True)
        assert chosen is not None, "the game ended before any button was posted"
        reply = await h.slash(chosen[0], "play", action=chosen[1])
        assert reply.private_text.startswith("Done:"), reply.private_text
        message = buttons_of(reply)
        if message is None or played < BEFORE:
            continue
        chooser_now = await random_pick(h, PLAYERS, random.Random(0), strict=True)
        assert chooser_now is not None
        return chooser_now[0], message
    raise AssertionError(f"no buttons in {LIMIT} moves")


@pytest.mark.parametrize("game_id", GAMES)
async def test_buttons_posted_before_a_restart_work_after_it(
    start_bot: StartBot, game_id: str
) -> None:
    assert {g.id for g in all_games()} >= set(GAMES)
    first = await start_bot()
    await first.slash(ALICE, "game new", game=game_id, seed=5)
    await first.slash(CAROL, "game join")
    assert (await first.slash(ALICE, "game start")).public
    chooser = random.Random(game_id)

    # A channel prompt, then (later) a private menu opened before the restart.
    player, prompt = await to_a_prompt_with_buttons(first, chooser)
    assert prompt.layout  # a turn's one message (bot/cogs/layout.py), its rows nested
    menu: Sent | None = None
    if any(cid.startswith("gm:c:") for cid in prompt.custom_ids):
        opened = await press_first(first, player, prompt)
        menu = buttons_of(opened)
        assert menu is not None and menu.ephemeral and not opened.public
    await first.stop()

    second = await start_bot()  # a new process over the same database
    pressed = await press_first(second, player, menu or prompt)
    assert pressed.private_text.startswith("Done:"), (game_id, pressed.private_text)
    assert pressed.public, "the move is told to the channel"

    # The next prompt, posted by the new process, survives a second restart too.
    player, prompt = await to_a_prompt_with_buttons(second, chooser)
    await second.stop()
    third = await start_bot()
    pressed = await press_first(third, player, prompt)
    if any(cid.startswith("gm:c:") for cid in prompt.custom_ids):
        menu = buttons_of(pressed)
        assert menu is not None and menu.ephemeral
        pressed = await press_first(third, player, menu)
    assert pressed.private_text.startswith("Done:"), (game_id, pressed.private_text)

    # Forged presses: refused privately, saying what is possible now; nothing changes.
    before = (await third.slash(ALICE, "game status")).text
    seq = int(prompt.custom_ids[0].split(":")[3])
    for custom_id in (
        f"gm:p:{999}:{seq + 1}:pass",  # a foreign session (fits the template)
        f"gm:p:1:{10**9}:pass",  # a seq that never was
        "gm:p:1:x:pass",  # does not parse
        f"gm:p:1:{'9' * 40}:pass",  # a number no store holds
        "gm:z:1:0",  # no such template
    ):
        # On a message that holds the forged component, so the templates are what refuse.
        holder = Sent("POST", "/channels/{channel_id}/messages", None, response=third.message(
            {"components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "x", "custom_id": custom_id}]}]}))
        forged = await forged_press(third, ALICE, custom_id, message=holder)
        assert forged.private and not forged.public, custom_id
        text = forged.private_text
        assert "nothing" in text and ("/game status" in text or "Waiting" in text), (
            custom_id, text)
    foreign = await forged_press(third, ALICE, f"gm:p:999:{seq}:pass", message=Sent(
        "POST", "/channels/{channel_id}/messages", None, response=third.message(
            {"components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "x", "custom_id": f"gm:p:999:{seq}:pass"}]}]})))
    assert "another game" in foreign.private_text
    assert (await third.slash(ALICE, "game status")).text == before
