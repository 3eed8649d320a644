"""Buttons and selects: they play like `/play`, survive restarts, and refuse politely."""

from __future__ import annotations

from bot.cogs.delivery import Deferral, acknowledge, deliver
from bot.replies import Choice, Message, Reply
from bot.views import DYNAMIC_ITEMS, build_view
from tests.bot.discord.flows import ALICE, BOB, STRANGER, StartBot, open_toy_game
from tests.bot.discord.harness import DEFERRED_UPDATE, DiscordHarness, Exchange, Sent


def prompt_of(exchange: Exchange) -> Sent:
    """The message that carries the buttons for the next decision."""
    return exchange.with_components()[-1]


def button(message: Sent, action: str) -> str:
    return next(cid for cid in message.custom_ids if cid.endswith(f":{action}"))


async def test_pressing_a_button_plays_the_action(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    prompt = prompt_of(await open_toy_game(h, [ALICE, BOB]))
    pressed = await h.press(ALICE, prompt, button(prompt, "take"))
    assert pressed.sent[0].callback_type == DEFERRED_UPDATE  # no "thinking" placeholder
    assert "Alice" in pressed.public_text and "token" in pressed.public_text
    assert pressed.private_text.startswith("Done: Take the token")
    retired = [s for s in pressed.sent if s.kind == "edit_original"]
    # The turn's message keeps what it said; only its buttons are gone.
    assert retired[0].layout and retired[0].components == []
    assert retired[0].content == prompt.content
    assert "content" not in retired[0].payload  # type: ignore[operator]


async def test_buttons_work_after_a_restart(start_bot: StartBot) -> None:
    first = await start_bot()
    prompt = prompt_of(await open_toy_game(first, [ALICE, BOB]))
    await first.stop()

    second = await start_bot()  # a new process on the same SQLite file
    pressed = await second.press(ALICE, prompt, button(prompt, "take"))
    assert "Done: Take the token" in pressed.private_text
    assert "token" in pressed.public_text


async def test_a_stale_button_is_refused_and_changes_nothing(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    prompt = prompt_of(await open_toy_game(h, [ALICE, BOB]))
    await h.slash(ALICE, "play", action="take")  # the game moves on; seq 0 is history
    stale = await h.press(ALICE, prompt, button(prompt, "pass"))
    assert "belongs to an earlier moment" in stale.private_text
    assert not stale.public
    assert not [s for s in stale.sent if s.kind == "edit_original"]  # buttons stay as they were
    status = await h.slash(ALICE, "game status")
    assert "Moves recorded: 2" in status.public_text  # take, and the forced discard


async def test_a_stranger_pressing_gets_a_private_refusal(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    prompt = prompt_of(await open_toy_game(h, [ALICE, BOB]))
    refused = await h.press(STRANGER, prompt, button(prompt, "roll"))
    assert "You are not playing" in refused.private_text
    assert all(s.ephemeral for s in refused.messages) and not refused.public
    other = await h.press(BOB, prompt, button(prompt, "roll"))  # a player, but not his turn
    assert "No te toca decidir" in other.private_text  # Bob reads Spanish
    played = await h.press(ALICE, prompt, button(prompt, "roll"))
    assert "Done: Roll the die" in played.private_text


async def test_ephemeral_buttons_do_not_unregister_the_persistent_ones(
    discord_bot: DiscordHarness,
) -> None:
    """discord.py gives views on ephemeral messages a 15 minute timer, and on expiry
    unregisters their DynamicItem templates for the whole bot. Our views are never
    stored: the harness fails on any timer left running, and the templates stay."""
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    await h.slash(ALICE, "play", action="take")
    await h.slash(ALICE, "game undo")  # an ephemeral message with a confirm button
    store = h.bot._connection._view_store
    registered = set(store._dynamic_items.values())
    assert registered == set(DYNAMIC_ITEMS)


async def test_a_select_menu_plays_the_chosen_action(discord_bot: DiscordHarness) -> None:
    """Six to 25 choices come as one select menu; each option's value is the action."""
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    labels = ["Roll the die", "Pass the turn", "Take the token"]
    choices = [Choice(label, label.split()[0].lower()) for label in labels]
    choices += [Choice(f"Not a move {i}", f"wish {i}") for i in range(4)]
    offer = Message("Choose", session_id=1, seq=0, choices=choices)
    await deliver(interaction, Reply(public=[offer]), lambda m: build_view(m, "en"))
    menu = h.answered(interaction).with_components()[0]
    assert menu.components[0]["type"] == 3 and len(menu.components[0]["options"]) == 7

    wish = await h.press(ALICE, menu, menu.custom_ids[0], values=["wish 2"])
    assert "could not read" in wish.private_text and not wish.public
    taken = await h.press(ALICE, menu, menu.custom_ids[0], values=["take"])
    assert "Done: Take the token" in taken.private_text
    again = await h.press(ALICE, menu, menu.custom_ids[0], values=["roll"])
    assert "earlier moment" in again.private_text


async def test_the_abort_button_ends_the_game_only_for_its_host(
    discord_bot: DiscordHarness,
) -> None:
    """`/game abort` only asks, privately; its button ends the game. A stranger's
    press (forged: the question was ephemeral) and a press on a question asked
    before the game moved on are refused privately, and the game goes on."""
    h = discord_bot
    await open_toy_game(h, [ALICE, BOB])
    asked = await h.slash(ALICE, "game abort")
    question = asked.with_components()[0]
    assert question.ephemeral and question.custom_ids == ["gm:a:1:0"]
    assert question.components[0]["label"] == "Yes, end the game"

    stranger = await h.press(STRANGER, question, "gm:a:1:0")
    assert "Only the host (Alice)" in stranger.private_text and not stranger.public
    assert not [s for s in stranger.sent if s.kind == "edit_original"]  # the button stays

    await h.slash(ALICE, "play", action="take")  # the game moves on: the question is history
    stale = await h.press(ALICE, question, "gm:a:1:0")
    assert "earlier moment" in stale.private_text and not stale.public
    status = await h.slash(ALICE, "game status")
    assert "Moves recorded: 2" in status.public_text  # still running

    again = (await h.slash(ALICE, "game abort")).with_components()[0]
    assert again.custom_ids == ["gm:a:1:2"]
    ended = await h.press(ALICE, again, "gm:a:1:2")
    assert "Alice ended the game" in ended.public_text
    gone = await h.slash(BOB, "game status")
    assert "No hay ninguna partida" in gone.private_text


async def test_choose_privately_opens_the_choices_for_their_player_alone(
    discord_bot: DiscordHarness,
) -> None:
    """A private prompt: the channel message has one "Choose privately" button and no
    choice; pressed by its player, a private message carries the choices, which play."""
    h = discord_bot
    started = await open_toy_game(h, [ALICE, BOB], options="target=12 secret=yes")
    prompt = prompt_of(started)
    assert not prompt.ephemeral
    assert prompt.custom_ids == ["gm:c:1:0"]
    assert [c["label"] for c in prompt.components] == ["Choose privately"]

    opened = await h.press(ALICE, prompt, "gm:c:1:0")
    menu = opened.with_components()[-1]
    assert menu.ephemeral and not opened.public
    assert menu.custom_ids == ["gm:p:1:0:roll", "gm:p:1:0:pass", "gm:p:1:0:take"]
    assert not [s for s in opened.sent if s.kind == "edit_original"], "the channel's button stays"

    for other in (BOB, STRANGER):
        refused = await h.press(other, prompt, "gm:c:1:0")
        assert refused.private and not refused.public
        assert not refused.with_components()

    played = await h.press(ALICE, menu, "gm:p:1:0:take")
    assert "Done: Take the token" in played.private_text
    assert "Alice" in played.public_text  # the move's public event
    retired = [s for s in played.sent if s.kind == "edit_original"]
    assert retired[0].payload["components"] == []  # type: ignore[index]
