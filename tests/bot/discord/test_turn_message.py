"""A turn is one Components V2 message (issue 31 goal 1, bot/cogs/layout.py).

What happened, the board and its details in a gallery, who is asked with the mention,
and the buttons, in one message; the pictures added by an edit once drawn; a long
sequence collapsed; Discord's limits kept (40 components counted nested, 4,000
characters, 10 files within the upload limit); the classic messages where the layout
cannot be used; every game played to its end through these messages, a restart in
the middle.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot import narration
from bot.cogs import layout
from bot.cogs.delivery import Deferral, acknowledge, deliver
from bot.cogs.layout import MAX_COMPONENTS, TEXT_LIMIT, Turn, compose
from bot.config import Config
from bot.notifier import Notice, channel_notices, send_all
from bot.replies import Choice, Message, Reply
from bot.views import build_view
from tests.bot.discord.flows import ALICE, BOB, CAROL, StartBot, open_toy_game, whose_turn
from tests.bot.discord.harness import (
    CHANNEL_ID,
    CONTAINER,
    EMBED_LINKS,
    MEDIA_GALLERY,
    MEMBER_PERMISSIONS,
    RADIO_GROUP,
    TEXT_DISPLAY,
    DiscordHarness,
    Exchange,
    OpenedModal,
    Player,
    Sent,
    layout_refusals,
    random_pick,
)
from tests.bot.discord.test_board_follows import GatedDrawer, until

PNG = b"\x89PNG board"


def public_messages(exchange: Exchange) -> list[Sent]:
    return [s for s in exchange.public if s.kind in ("followup", "callback")]


async def gated_bot(start_bot: StartBot, drawer: GatedDrawer, config: Config | None = None
                    ) -> DiscordHarness:
    h = await start_bot(config)
    h.bot.game_master.boards.drawer = drawer  # type: ignore[attr-defined]
    h.bot.game_master.boards.render = True  # type: ignore[attr-defined]
    return h


async def opened(h: DiscordHarness, drawer: GatedDrawer) -> Exchange:
    drawer.go.set()
    started = await open_toy_game(h, [ALICE, CAROL])
    drawer.go.clear()
    return started


# -- the message ------------------------------------------------------------------------------
async def test_a_move_is_one_message_whose_pictures_follow_by_an_edit(
    start_bot: StartBot,
) -> None:
    drawer = GatedDrawer()
    h = await gated_bot(start_bot, drawer)
    started = await opened(h, drawer)
    [start] = public_messages(started)  # the announcement, board and question: one message
    assert start.layout and f"<@{ALICE.id}>" in start.content
    player, _ = await whose_turn(h, [ALICE, CAROL])
    since = len(h.sent)
    move = asyncio.create_task(h.slash(player, "play", action="pass"))
    await until(lambda: any(s.layout and s.kind == "followup" for s in h.sent[since:]))
    [first] = [s for s in h.sent[since:] if s.layout and s.kind == "followup"]
    # The text is out while the board is drawn: no picture, no gallery yet.
    assert first.kind == "followup" and not first.files and not first.media
    assert first.content.startswith("Alice passes.")
    assert f"<@{CAROL.id}> Carol, your turn" in first.content
    assert first.allowed_mentions["users"] == [CAROL.id]
    assert first.allowed_mentions["parse"] == []
    drawer.go.set()
    exchange = await move
    assert public_messages(exchange) == [first]  # no second message
    [edit] = [s for s in exchange.sent if s.kind == "edit_followup"]
    assert edit.layout and edit.content == first.content and edit.custom_ids == first.custom_ids
    assert [name for name, _ in edit.files] == ["board.png", "board-details-1.png"]
    assert [m["media"]["url"] for m in edit.media] == [
        "attachment://board.png", "attachment://board-details-1.png"]
    assert edit.media[0]["description"] == "Pig to twelve — the board after move 1 (1/2)"
    assert edit.media[1]["description"] == "Pig to twelve — the board after move 1 (2/2)"
    # Text, then the gallery, then the question with its buttons.
    [container] = edit.data["components"]
    kinds = [c["type"] for c in container["components"]]
    assert container["type"] == CONTAINER and kinds.index(MEDIA_GALLERY) < kinds.index(
        TEXT_DISPLAY, 1)
    assert kinds[0] == TEXT_DISPLAY and kinds[-1] == 1  # an action row last


async def test_a_failed_drawing_leaves_the_text_without_a_gallery(start_bot: StartBot) -> None:
    drawer = GatedDrawer()
    h = await gated_bot(start_bot, drawer)
    await opened(h, drawer)
    drawer.fail = True
    drawer.go.set()
    player, _ = await whose_turn(h, [ALICE, CAROL])
    exchange = await h.slash(player, "play", action="pass")
    [message] = public_messages(exchange)
    assert message.layout and "Carol, your turn" in message.content and not message.media
    assert not [s for s in exchange.sent if s.kind in ("edit_followup", "delete_followup")]
    assert exchange.private_text.startswith("Done:")


async def test_pressing_a_layout_button_plays_and_retires_only_its_rows(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    [prompt] = public_messages(await open_toy_game(h, [ALICE, BOB]))
    take = next(cid for cid in prompt.custom_ids if cid.endswith(":take"))
    pressed = await h.press(ALICE, prompt, take)
    assert pressed.private_text.startswith("Done: Take the token")
    [turn] = public_messages(pressed)
    assert turn.layout and "Alice" in turn.content
    [retired] = [s for s in pressed.sent if s.kind == "edit_original"]
    assert retired.layout and retired.components == [] and retired.content == prompt.content


async def test_spanish_turn_message(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    await h.slash(BOB, "game new", game="toy", options="target=12", seed=7)
    await h.slash(ALICE, "game join")
    started = await h.slash(BOB, "game start")
    [message] = public_messages(started)
    assert message.layout and "empieza" in message.content.lower(), message.content


# -- a turn going on: its message edited ---------------------------------------------------------
async def drawn_game(start_bot: StartBot) -> tuple[DiscordHarness, Sent]:
    """A toy game whose boards are drawn at once: Alice asked first, her turn's message."""
    drawer = GatedDrawer()
    drawer.go.set()
    h = await gated_bot(start_bot, drawer)
    [start] = public_messages(await open_toy_game(h, [ALICE, CAROL], seed=5, options="target=40"))
    return h, h.final(start)  # its gallery added by an edit


async def test_a_decision_that_leaves_the_same_person_to_decide_edits_the_turns_message(
    start_bot: StartBot,
) -> None:
    h, start = await drawn_game(start_bot)
    assert [m["media"]["url"] for m in start.media] == [
        "attachment://board.png", "attachment://board-details-1.png"]
    took = await h.slash(ALICE, "play", action="roll")  # a 6: her turn goes on
    assert took.private_text.startswith("Done: Roll the die")
    assert not [s for s in took.sent if s.kind == "followup" and not s.ephemeral]
    assert [s.kind for s in took.sent if s.kind.startswith("delete")] == ["delete_original"]
    [edit] = took.edits  # through the channel: the message is the bot's own
    assert edit.kind == "edit_message" and edit.message_id == start.message_id
    assert took.public == [edit] and h.violations == []
    # What happened accumulates, the gallery stays (its files kept), the new question.
    said = edit.content.split("\n")
    assert said[:3] == start.content.split("\n")[:3] and said[3] == "Alice rolls a 6."
    assert "Alice, your turn" in edit.content and "<@" not in edit.content
    assert not edit.allowed_mentions.get("users")
    assert [m["media"]["url"] for m in edit.media] == [
        "attachment://board.png", "attachment://board-details-1.png"]
    assert not edit.files and [a["filename"] for a in edit.data["attachments"]] == [
        "board.png", "board-details-1.png"]
    final = h.final(start)
    assert final is edit and [a["filename"] for a in final.response["attachments"]] == [
        "board.png", "board-details-1.png"]
    assert [c.rsplit(":", 1)[1] for c in final.custom_ids if c.startswith("gm:p:")] == [
        "roll", "stop"]

    # Its new button works, pressed on the message itself: edited in place again.
    roll = next(c for c in final.custom_ids if c.endswith(":roll"))
    pressed = await h.press(ALICE, final, roll)  # a 6 again
    assert pressed.private_text.startswith("Done:")
    [again] = pressed.edits
    assert again.kind == "edit_original" and again.message_id == start.message_id
    assert again.content.count("Alice rolls a 6.") == 2 and again.custom_ids  # not retired
    assert not [s for s in pressed.sent if s.kind == "followup" and not s.ephemeral]

    # Its earlier buttons are stale: refused politely, nothing changed.
    stale = await h.press(ALICE, final, roll)
    assert "earlier moment" in stale.private_text and not stale.public and not stale.edits

    # The turn passes: a new message pings Carol; Alice's keeps its text and pictures,
    # its buttons removed.
    passed = await h.slash(ALICE, "play", action="stop")
    [new] = public_messages(passed)
    assert new.layout and f"<@{CAROL.id}>" in new.content and new.message_id != start.message_id
    [retired] = [s for s in passed.edits if s.message_id == start.message_id]
    assert retired.kind == "edit_message" and retired.components == []
    assert retired.content == again.content and retired.media == again.media
    assert h.violations == []


async def test_a_new_board_replaces_the_gallery_of_the_turns_message(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot

    def asking(text: str) -> Message:
        prompt = _prompt(text, ALICE.id, choices=2)
        prompt.mentions, prompt.asks = [], ALICE.id
        return prompt

    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    board = Message("The board after move 3", image=PNG, details=[PNG])
    await deliver(interaction, Reply(public=[Message("Move 3."), board, asking("Go on.")]),
                  lambda m: build_view(m, "en"))
    [sent] = public_messages(h.answered(interaction))
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    newer = Message("The board after move 4", image=b"\x89PNG newer")
    reply = Reply(public=[Message("Move 4."), newer, asking("Go on again.")],
                  continues=ALICE.id)
    await deliver(interaction, reply, lambda m: build_view(m, "en"))
    answered = h.answered(interaction)
    assert not public_messages(answered)
    [edit] = answered.edits
    assert edit.message_id == sent.message_id and h.violations == []
    assert edit.files == [("board.png", b"\x89PNG newer")]
    assert [a["filename"] for a in h.final(sent).response["attachments"]] == ["board.png"]
    assert [m["description"] for m in edit.media] == ["The board after move 4"]
    assert edit.content.split("\n")[:2] == ["Move 3.", "Move 4."]
    assert edit.content.endswith("Go on again.")


@pytest.mark.parametrize("status", [403, 404])
async def test_an_edit_refused_posts_a_new_message(start_bot: StartBot, status: int) -> None:
    """A user-install context without the bot in the server (403), a deleted message
    (404): the turn goes on in a new message, as before."""
    h, start = await drawn_game(start_bot)
    h.refuse_channel_edits = status
    took = await h.slash(ALICE, "play", action="roll")
    assert h.refused and h.refused[-1].kind == "edit_message"
    [new] = public_messages(took)
    assert new.layout and "Alice rolls a 6." in new.content
    assert "Alice, your turn" in new.content and new.message_id != start.message_id
    assert "<@" not in new.content  # nobody to ping: the same person goes on
    # That message is the turn's now: the next decision edits it.
    h.refuse_channel_edits = None
    again = await h.slash(ALICE, "play", action="roll")
    [edit] = again.edits
    assert edit.message_id == new.message_id and not public_messages(again)


async def test_after_a_restart_the_turn_goes_on_in_a_new_message(start_bot: StartBot) -> None:
    h, _start = await drawn_game(start_bot)
    await h.stop()
    h = await start_bot()  # the turn's message is not known to the new process
    took = await h.slash(ALICE, "play", action="roll")
    [new] = public_messages(took)
    assert new.layout and "Alice rolls a 6." in new.content and not took.edits


# -- the fallback --------------------------------------------------------------------------------
async def test_classic_messages_when_turned_off(start_bot: StartBot) -> None:
    h = await start_bot(Config(classic_messages=True))
    started = await open_toy_game(h, [ALICE, CAROL])
    assert len(public_messages(started)) > 1 and not any(s.layout for s in started.sent)


def test_the_switch_is_read_from_the_environment() -> None:
    assert Config.from_env({"GAMEMASTER_CLASSIC_MESSAGES": "1"}).classic_messages
    assert not Config.from_env({}).classic_messages


async def test_classic_messages_where_the_bot_may_not_attach_files(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    h.app_permissions = MEMBER_PERMISSIONS | EMBED_LINKS  # no Attach Files
    started = await open_toy_game(h, [ALICE, CAROL])
    assert len(public_messages(started)) > 1 and not any(s.layout for s in started.sent)


async def test_discord_refusing_the_layout_gets_the_classic_messages(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    h.refuse_layouts = True
    started = await open_toy_game(h, [ALICE, CAROL])
    assert h.refused and all(s.layout for s in h.refused)
    sent = public_messages(started)
    assert len(sent) > 1 and not any(s.layout for s in sent)
    assert f"<@{ALICE.id}>" in started.public_text and any(s.custom_ids for s in sent)


async def test_a_turn_past_the_limits_is_sent_classically(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    prompts = [_prompt(f"Player{i}, your turn.", 1000 + i, choices=5) for i in range(5)]
    reply = Reply(public=[Message("Something happened."), *prompts])
    assert compose(Turn(reply.public), "en") is None  # 2 + 5 x 9 components
    await deliver(interaction, reply, lambda m: build_view(m, "en"))
    sent = public_messages(h.answered(interaction))
    assert len(sent) == 6 and not any(s.layout for s in sent)


# -- the limits ----------------------------------------------------------------------------------
def _prompt(text: str, user: int, choices: int = 0, catch_up: bool = True) -> Message:
    message = Message(text, mentions=[user], session_id=1, seq=3, catch_up=catch_up,
                      choices=[Choice(f"Choice {i}", f"c{i}") for i in range(choices)])
    return message


def _payload(view: layout.TurnLayout | None) -> Sent:
    assert view is not None
    return Sent("POST", "/webhooks/{webhook_id}/{webhook_token}", {
        "components": view.to_components(), "flags": 1 << 15})


def _nested_count(sent: Sent) -> int:
    return len(sent.nested())


def test_a_long_sequence_is_collapsed_to_its_newest_lines_in_both_languages() -> None:
    lines = [f"AI 1 does thing {i}." for i in range(1, 31)]
    turn = Turn([Message("\n".join(lines)), _prompt("Alice, your turn.", 101)])
    for locale, words in (("en", "…(18 earlier lines; `/game log` shows everything)"),
                          ("es", "…(18 líneas anteriores; `/partida historial` lo muestra")):
        sent = _payload(compose(turn, locale))
        said = sent.nested()[1]["content"].split("\n")
        assert said[0].startswith(words), said[0]
        assert said[1:] == lines[-12:]
    one = Turn([Message("\n".join(lines[:13])), _prompt("Alice, your turn.", 101)])
    assert _payload(compose(one, "en")).content.startswith("…(1 earlier line;")
    short = Turn([Message("\n".join(lines[:12])), _prompt("Alice, your turn.", 101)])
    assert _payload(compose(short, "en")).content.startswith("AI 1 does thing 1.")


def test_the_buttons_are_message_items_link_included() -> None:
    prompt = _prompt("Alice, your turn.", 101, choices=3)
    prompt.link = ("Open the board", "https://example.invalid/g/1")
    sent = _payload(compose(Turn([Message("Done."), prompt]), "en"))
    buttons = sent.components
    assert [b.get("label") for b in buttons] == [
        "Choice 0", "Choice 1", "Choice 2", "What happened", "Open the board"]
    assert buttons[-1]["url"] == "https://example.invalid/g/1" and "custom_id" not in buttons[-1]
    many = _prompt("Alice, your turn.", 101, choices=12)  # a select, alone in its row
    rows = [c for c in _payload(compose(Turn([Message("Done."), many]), "en")).nested()
            if c["type"] == 1]
    assert [[i["type"] for i in r["components"]] for r in rows] == [[3], [2]]


def test_only_what_happened_is_collapsed() -> None:
    """A reminder before the moves keeps its line, the moves their newest; a result
    after the board is shown whole however long."""
    moves = [f"AI 1 does thing {i}." for i in range(1, 21)]
    result = ["The game is over!", *[f"Player {i}: {30 - i} points" for i in range(15)]]
    board = Message("The board", image=PNG)
    turn = Turn([Message("Alice's time is up."), Message("\n".join(moves)), board,
                 Message("\n".join(result))])
    sent = _payload(compose(turn, "en", ["board.png"]))
    before, after = [c["content"] for c in sent.nested() if c["type"] == TEXT_DISPLAY]
    assert before.split("\n") == ["Alice's time is up.", "",
                                  "…(8 earlier lines; `/game log` shows everything)",
                                  *moves[-12:]]
    assert after.split("\n") == result


def test_the_text_stays_within_4000_characters() -> None:
    long_lines = [f"{i:03d} " + "x" * 395 for i in range(12)]  # 12 lines of 400
    turn = Turn([Message("\n".join(long_lines)), _prompt("Alice, your turn.", 101)])
    sent = _payload(compose(turn, "en"))
    assert layout_refusals(sent) == []
    texts = [c["content"] for c in sent.nested() if c["type"] == TEXT_DISPLAY]
    assert sum(map(len, texts)) <= TEXT_LIMIT
    assert texts[0].split("\n")[-1] == long_lines[-1]  # the newest kept
    assert "earlier lines" in texts[0]
    # Questions alone over the limit: no layout (the classic messages split them).
    huge = Turn([Message("x"), _prompt("y" * 2100, 101), _prompt("z" * 2100, 102)])
    assert compose(huge, "en") is None
    # Nor is a result cut to fit: the classic messages split it.
    board = Message("The board", image=PNG)
    result = Message("\n".join("r" * 99 for _ in range(41)))
    assert compose(Turn([Message("Moves."), board, result]), "en", ["board.png"]) is None


def test_components_counted_nested_up_to_40() -> None:
    # A container (1), what happened (1), then per prompt: a separator, its text, a
    # row of five buttons (6) and a row of "What happened" (2): 10 each.
    def prompts(count: int, choices: int = 5) -> list[Message]:
        return [_prompt(f"P{i}.", 100 + i, choices, catch_up=bool(choices))
                for i in range(count)]

    three = _payload(compose(Turn([Message("Done."), *prompts(3)]), "en"))
    assert _nested_count(three) == 32 and layout_refusals(three) == []
    # Four need 42: without their separators, 38 fit.
    four = _payload(compose(Turn([Message("Done."), *prompts(4)]), "en"))
    assert _nested_count(four) == 38 and layout_refusals(four) == []
    # Two more questions without buttons (one text each): exactly 40.
    exact = [Message("Done."), *prompts(4), _prompt("Last.", 200, 0, catch_up=False),
             _prompt("Final.", 201, 0, catch_up=False)]
    sent = _payload(compose(Turn(exact), "en"))
    assert _nested_count(sent) == MAX_COMPONENTS and layout_refusals(sent) == []
    assert compose(Turn([*exact, _prompt("One more.", 202, 0, catch_up=False)]), "en") is None


async def test_files_at_most_ten_within_the_upload_limit(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    board = Message("The board", image=PNG, details=[PNG] * 12)
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    reply = Reply(public=[Message("Done."), board, _prompt("Alice, your turn.", ALICE.id)])
    await deliver(interaction, reply, lambda m: build_view(m, "en"))
    [sent] = public_messages(h.answered(interaction))
    assert sent.layout and len(sent.files) == 10 and len(sent.media) == 10
    assert sent.media[0]["media"]["url"] == "attachment://board.png"

    # Over the upload limit: the board alone, then none with the note said instead.
    limit = interaction.filesize_limit
    for details, files in (([b"d" * (limit // 2 + 1)], 1), ([], 0)):
        image = b"b" * (limit // 2 + 1) if files else b"b" * (limit + 1)
        interaction = h.interaction(ALICE)
        await acknowledge(interaction, Deferral.PUBLIC)
        board = Message("The board", image=image, details=details)
        await deliver(interaction, Reply(public=[Message("Done."), board,
                                                 _prompt("Alice, your turn.", ALICE.id)]),
                      lambda m: build_view(m, "en"))
        [sent] = public_messages(h.answered(interaction))
        assert sent.layout and len(sent.files) == files and len(sent.media) == files
        assert ("too large" in sent.content) == (files == 0)


# -- the scheduler's posts ---------------------------------------------------------------------
async def test_a_stand_in_turn_is_posted_as_one_message(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    notifier = h.bot.scheduler.notifier  # type: ignore[attr-defined]
    board = Message("The board", image=PNG, details=[PNG])
    reply = Reply(public=[Message("AI 1 moves."), board, _prompt("Alice, your turn.", ALICE.id)])
    since = len(h.sent)
    # The clock's line (the reminder that fired) and the stand-in's moves: one post.
    reminder = Notice(Message("Carol's time is up: the AI plays for her."),
                      channel_id=CHANNEL_ID, locale="en")
    await send_all(notifier, [reminder, *channel_notices(reply, CHANNEL_ID, "en")])
    [post] = h.posts(CHANNEL_ID, since)
    assert post.layout and [n for n, _ in post.files] == ["board.png", "board-details-1.png"]
    assert post.content.startswith("Carol's time is up: the AI plays for her.\n\nAI 1 moves.")
    assert f"<@{ALICE.id}>" in post.content
    assert post.allowed_mentions["users"] == [ALICE.id]
    h.refuse_layouts = True  # refused: the classic posts
    since = len(h.sent)
    await send_all(notifier, channel_notices(reply, CHANNEL_ID, "en"))
    posts = h.posts(CHANNEL_ID, since)
    assert len(posts) == 3 and not any(p.layout for p in posts)


async def test_a_scheduler_post_that_asks_someone_is_the_turns_message(
    discord_bot: DiscordHarness,
) -> None:
    """The next decision of the person it asks edits it; the message before loses its
    buttons, keeping its text."""
    h = discord_bot
    notifier = h.bot.scheduler.notifier  # type: ignore[attr-defined]
    records = layout.TurnMessages.of(h.bot)
    first = _prompt("Alice, your turn.", ALICE.id, choices=2)
    first.asks = ALICE.id
    await send_all(notifier, channel_notices(
        Reply(public=[Message("AI 1 moves."), first]), CHANNEL_ID, "en"))
    [post] = h.posts(CHANNEL_ID)
    record = records.get(CHANNEL_ID)
    assert record is not None and record.message.id == post.message_id
    assert record.asks == {ALICE.id} and record.lines == ["AI 1 moves."]
    second = _prompt("Carol, your turn.", CAROL.id, choices=2)
    second.asks = CAROL.id
    since = len(h.sent)
    await send_all(notifier, channel_notices(
        Reply(public=[Message("Alice's time is up."), second]), CHANNEL_ID, "en"))
    [again] = h.posts(CHANNEL_ID, since)
    [retired] = [s for s in h.sent[since:] if s.kind == "edit_message"]
    assert retired.message_id == post.message_id and retired.components == []
    assert retired.content == post.content
    assert records.get(CHANNEL_ID).message.id == again.message_id  # type: ignore[union-attr]


# -- whole games ---------------------------------------------------------------------------------
GAMES = ["meduris", "mountain_king", "near_and_far", "root"]
PLAYERS = [ALICE, CAROL]
PLAY = ("gm:p:", "gm:s:")


def offered_to(message: Sent, player: Player) -> list[dict[str, Any]]:
    """The components of a turn's message under the question put to `player`."""
    owner = None
    offered: list[dict[str, Any]] = []
    for component in message.nested():
        if component["type"] == TEXT_DISPLAY:
            text = component["content"]
            owner = player if (f"<@{player.id}>" in text or text.startswith(
                f"{player.name},")) else None
        elif owner is player and "custom_id" in component:
            offered.append(component)
    return offered


async def press_one(h: DiscordHarness, player: Player, message: Sent,
                    component: dict[str, Any], chooser: random.Random) -> Exchange:
    values = None
    if component["type"] == 3:
        values = [chooser.choice(component["options"])["value"]]
    return await h.press(player, message, component["custom_id"], values=values)


async def one_move(h: DiscordHarness, last: Sent | None, chooser: random.Random,
                   counts: dict[str, int], restarted: bool = False) -> Exchange | None:
    """The next move: a button or select of the last turn's message when it offers
    the player to move one ("Choose privately" opens a menu to press), else `/play`.
    `restarted`: a new process whose first act is a press of that older message."""
    if restarted and last is not None:
        player = next(p for p in PLAYERS if any(
            c["custom_id"].startswith((*PLAY, "gm:c:")) for c in offered_to(last, p)))
        action = ""
    else:
        picked = await random_pick(h, PLAYERS, chooser)
        if picked is None:
            return None
        player, action = picked
    offered = offered_to(last, player) if last is not None else []
    forms = [c for c in offered if c["custom_id"].startswith("gm:f:")]
    if forms and not restarted and chooser.random() < 0.7:
        filled = await fill_in(h, player, last, forms[0], chooser)  # type: ignore[arg-type]
        if filled is not None:
            counts["forms"] += 1
            return filled
        counts["forms_refused"] += 1  # nothing changed: the steps instead
    playing = [c for c in offered if c["custom_id"].startswith(PLAY)]
    if playing:
        counts["pressed"] += 1
        return await press_one(h, player, last, chooser.choice(playing), chooser)  # type: ignore[arg-type]
    private = [c for c in offered if c["custom_id"].startswith("gm:c:")]
    if private:
        menu = await h.press(player, last, private[0]["custom_id"])  # type: ignore[arg-type]
        assert menu.private and not menu.public
        held = [s for s in menu.private if any(c.startswith(PLAY) for c in s.custom_ids)]
        if held:
            counts["privately"] += 1
            choices = [c for c in held[-1].components if c["custom_id"].startswith(PLAY)]
            return await press_one(h, player, held[-1], chooser.choice(choices), chooser)
    if not action:  # the menu opened after the restart is too long for buttons
        picked = await random_pick(h, [player], chooser)
        assert picked is not None
        action = picked[1]
    counts["typed"] += 1
    return await h.slash(player, "play", action=action)


async def fill_in(h: DiscordHarness, player: Player, message: Sent,
                  button: dict[str, Any], chooser: random.Random) -> Exchange | None:
    """"Fill in the form" pressed and the modal submitted with answers picked at random
    among each input's options (as many as it allows); the exchange if the game took
    them, None if refused (then nothing changed: a refusal, privately)."""
    opened = await h.press(player, message, button["custom_id"])
    modal = OpenedModal.of(opened)
    assert modal is not None and modal.problems() == [], opened.private_text
    answers: dict[str, list[str]] = {}
    for label in modal.labels:
        item = label["component"]
        values = [o["value"] for o in item["options"]]
        if item["type"] == RADIO_GROUP:
            least = most = 1
        else:
            least, most = item.get("min_values", 1), item.get("max_values", 1)
        if not item.get("required", True):
            least = 0
        answers[item["custom_id"]] = chooser.sample(values, chooser.randint(least, most))
    submitted = await h.submit_modal(player, modal.custom_id, answers, modal=modal,
                                     message=message)
    if submitted.private_text.startswith("Done:"):
        return submitted
    assert submitted.private and not submitted.public, submitted.sent
    assert not [s for s in submitted.edits if s.components], submitted.sent
    return None


def asked_in(message: Sent) -> set[int]:
    """The players a turn's message puts a question to."""
    return {p.id for p in PLAYERS for c in message.nested() if c["type"] == TEXT_DISPLAY
            and (c["content"].startswith(f"<@{p.id}>") or c["content"].startswith(f"{p.name},"))}


def turn_now(h: DiscordHarness) -> tuple[int, ...]:
    """Whose turn it is in the game (bot/narration.py `turn_key`)."""
    session = h.bot.game_master.sessions.peek(CHANNEL_ID)  # type: ignore[attr-defined]
    return narration.turn_key(session) if session is not None else ()


def edited_in_place(exchange: Exchange, message: Sent) -> list[Sent]:
    """Edits of `message` that give it new questions (not its buttons retired)."""
    return [s for s in exchange.edits if s.message_id == message.message_id and s.components]


async def stale_press(h: DiscordHarness, before: Sent) -> None:
    """A button of a turn's message as it was before its edit: refused politely,
    nothing posted nor edited."""
    player = next(p for p in PLAYERS if any(
        c["custom_id"].startswith((*PLAY, "gm:c:")) for c in offered_to(before, p)))
    button = next(c for c in offered_to(before, player)
                  if c["custom_id"].startswith((*PLAY, "gm:c:")))
    values = [button["options"][0]["value"]] if button["type"] == 3 else None
    refused = await h.press(player, before, button["custom_id"], values=values)
    assert "earlier moment" in refused.private_text, refused.private_text
    assert not refused.public and not refused.edits


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_whole_game_through_turn_messages_with_a_restart(
    start_bot: StartBot, game_id: str
) -> None:
    """Each person's turn is one message: a decision that leaves the same person to
    decide edits it (its buttons then work, the ones before refused as stale); a new
    message only when the turn passes, its mention pinging. Where a form is offered it
    is filled in most of the time (answers picked at random: refused ones change
    nothing and the steps follow), so every game is played through its forms too."""
    h = await start_bot()
    # Root's two factions with forms (the Decree, the prices), beside the steps.
    options = {"options": "factions=eyrie,riverfolk"} if game_id == "root" else {}
    await h.slash(ALICE, "game new", game=game_id, seed=3, **options)
    await h.slash(CAROL, "game join")
    started = await h.slash(ALICE, "game start")
    [last] = public_messages(started)
    assert last.layout
    chooser = random.Random(game_id)
    counts = {"pressed": 0, "privately": 0, "typed": 0, "edited": 0, "pressed_edited": 0,
              "stale": 0, "new": 0, "forms": 0, "forms_refused": 0}
    restarted = restarting = False
    restarted_at = -1
    for moves in range(5000):
        last = h.final(last)  # its edits included
        if not restarted and moves >= 20 and any(
                c["custom_id"].startswith((*PLAY, "gm:c:")) for c in last.components):
            # A new process over the same database: the message posted before works.
            await h.stop()
            h = await start_bot()
            restarted = restarting = True
            restarted_at = moves
        pressed_before = counts["pressed"] + counts["privately"]
        turn_before = turn_now(h)
        exchange = await one_move(h, last, chooser, counts, restarting)
        if restarting:
            assert exchange is not None and exchange.private, exchange
            assert "Done:" in exchange.private_text or exchange.private[0].custom_ids
            # The turn's message is not known to the new process: a new message.
            assert not edited_in_place(exchange, last)
            restarting = False
        if exchange is None:
            break
        assert exchange.private_text.startswith("Done:") or "nothing" not in (
            exchange.private_text), exchange.private_text
        turn = [s for s in public_messages(exchange) if s.layout]
        assert len(public_messages(exchange)) == len(turn) <= 1 or (
            "is over" in exchange.public_text), [s.content[:80] for s in exchange.public]
        edits = edited_in_place(exchange, last)
        if edits:  # the turn went on in its message: nothing new posted
            assert not turn and all(s.edit for s in exchange.public), exchange.public_text
            assert edits[-1].message_id == last.message_id and h.violations == []
            assert not edits[-1].allowed_mentions.get("users")  # an edit pings nobody
            counts["edited"] += 1
            if not counts["stale"] and h.final(last).custom_ids != last.custom_ids and any(
                    c["custom_id"].startswith((*PLAY, "gm:c:")) for c in last.components):
                await stale_press(h, last)
                counts["stale"] += 1
        if last.edit and counts["pressed"] + counts["privately"] > pressed_before:
            counts["pressed_edited"] += 1  # a button of an edited message worked
        if turn:
            new = turn[-1]
            counts["new"] += 1
            # Only a turn passing (someone else asked, pinged) posts anew, or a turn
            # ending (the same person asked for their next one), or the restart.
            alone = asked_in(last) == asked_in(new) and len(asked_in(new)) == 1
            if alone and moves != restarted_at and "<@" not in new.content:
                assert turn_now(h) != turn_before or "is over" in new.content, (
                    last.content[-300:], new.content)
            last = new
    else:
        raise AssertionError("the game did not end")
    assert restarted and "is over!" in exchange_text(h), (moves, counts, last.content[-300:])
    assert counts["pressed"] > 0 and counts["typed"] > 0, counts
    assert counts["edited"] > 0 and counts["pressed_edited"] > 0, counts
    assert counts["stale"] == 1, counts
    assert counts["forms"] > 0, counts  # each game has a form (issue 31 goal 2)


def exchange_text(h: DiscordHarness) -> str:
    return "\n".join(s.content for s in h.sent if s.kind == "followup" or s.edit)
