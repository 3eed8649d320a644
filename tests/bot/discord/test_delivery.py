"""Turning replies into Discord messages: limits, order, visibility, mentions."""

from __future__ import annotations

import discord
import pytest

from bot.cogs.delivery import (
    Deferral,
    acknowledge,
    allowed_mentions,
    deliver,
    split_text,
    with_mentions,
)
from bot.cogs.game import suggestions
from bot.cogs.inputs import InputProblem, parse_options
from bot.replies import Choice, Message, Reply
from bot.views import build_view
from tests.bot.discord.flows import ALICE
from tests.bot.discord.harness import DiscordHarness


def views(message: Message) -> discord.ui.View | None:
    return build_view(message, "en")


def test_split_text_keeps_short_text_whole() -> None:
    assert split_text("hello") == ["hello"]
    assert split_text("") == [""]


def test_split_text_cuts_at_line_breaks_within_the_limit() -> None:
    lines = [f"line {i:03d} " + "x" * 80 for i in range(60)]
    parts = split_text("\n".join(lines))
    assert len(parts) == 3 and all(len(p) <= 2000 for p in parts)
    assert "\n".join(parts).split("\n") == lines  # nothing lost, no line broken


def test_split_text_cuts_a_single_huge_word_and_marks_the_end() -> None:
    parts = split_text("y" * 50_000)
    assert len(parts) == 4 and all(len(p) <= 2000 for p in parts)
    assert parts[-1].endswith(" …")


def test_mentions_are_added_once_and_only_for_named_users() -> None:
    assert with_mentions("your turn", [5, 5]) == "<@5> your turn"
    assert with_mentions("<@5> your turn", [5]) == "<@5> your turn"
    pings = allowed_mentions([5]).to_dict()
    assert pings == {"parse": [], "users": [5]}
    assert allowed_mentions([]).to_dict() == {"parse": []}


def test_options_text() -> None:
    assert parse_options(None) == {} and parse_options("  ") == {}
    assert parse_options("First_Player=1, bonus=spread") == {"first_player": "1", "bonus": "spread"}
    for bad in ("first_player", "=1", "a=", "@everyone=1", "a=1 " * 13):
        with pytest.raises(InputProblem):
            parse_options(bad)


def test_an_option_value_may_be_a_comma_list() -> None:
    """Root's `factions=marquise,eyrie,alliance` (issue 11): a piece without `=`
    after a comma continues the value; pairs are still split by commas."""
    assert parse_options("factions=marquise,eyrie first_player=1") == {
        "factions": "marquise,eyrie", "first_player": "1"}
    assert parse_options("factions=marquise, eyrie ,vagabond;dominance=in") == {
        "factions": "marquise,eyrie,vagabond", "dominance": "in"}
    assert parse_options("first_player=1,bonus=spread") == {"first_player": "1", "bonus": "spread"}
    for bad in ("first_player=1 nonsense", "a=,b", "marquise,eyrie"):
        with pytest.raises(InputProblem):
            parse_options(bad)


def test_choices_become_buttons_a_select_or_nothing() -> None:
    few = [Choice(f"Action {i}", f"act {i}") for i in range(5)]
    view = build_view(Message("x", session_id=3, seq=9, choices=few))
    assert view is not None and [item.custom_id for item in view.children] == [
        f"gm:p:3:9:act {i}" for i in range(5)
    ]
    many = [Choice(f"Action {i}", f"act {i}") for i in range(25)]
    select = build_view(Message("x", session_id=3, seq=9, choices=many))
    assert select is not None and len(select.children) == 1
    assert len(select.children[0].item.options) == 25  # type: ignore[attr-defined]
    too_many = [Choice(f"Action {i}", f"act {i}") for i in range(26)]
    assert build_view(Message("x", session_id=3, seq=9, choices=too_many)) is None
    assert build_view(Message("x", choices=few)) is None  # no session: nothing to press


def test_a_players_name_in_a_label_shows_as_typed_on_buttons_and_selects() -> None:
    """Labels name players (issue 25, item 9) as messages hold the names, escaped;
    a component shows plain text, so the escapes are taken out there."""
    duel = [Choice("Duel b\\_o\\_b, with honour", "duel 2 honour")]
    button = build_view(Message("x", session_id=3, seq=9, choices=duel))
    assert button is not None and button.children[0].item.label == (  # type: ignore[attr-defined]
        "Duel b_o_b, with honour"
    )
    many = duel + [Choice(f"Action {i}", f"act {i}") for i in range(9)]
    select = build_view(Message("x", session_id=3, seq=9, choices=many))
    assert select is not None
    assert select.children[0].item.options[0].label == "Duel b_o_b, with honour"  # type: ignore[attr-defined]
    assert suggestions(duel)[0].name == "Duel b_o_b, with honour"


def test_actions_too_long_for_a_custom_id_are_left_to_play() -> None:
    long_action = "pay " + "1wool " * 30
    view = build_view(Message("x", session_id=1, seq=1, choices=[Choice("Pay", long_action)]))
    assert view is None


async def test_long_public_text_is_split_and_the_image_rides_last(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    board = Message("z " * 2500, image=b"\x89PNG fake", mentions=[ALICE.id])
    await deliver(interaction, Reply(public=[board]), views)
    sent = h.answered(interaction).messages
    assert len(sent) == 3 and all(len(s.content) <= 2000 for s in sent)
    assert [bool(s.files) for s in sent] == [False, False, True]
    assert sent[-1].files == [("board.png", b"\x89PNG fake")]
    assert sent[0].content.startswith(f"<@{ALICE.id}>")


async def test_oversized_image_is_replaced_by_a_note(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    huge = Message("the board", image=b"0" * (11 * 1024 * 1024))
    await deliver(interaction, Reply(public=[huge]), views)
    sent = h.answered(interaction).messages
    assert not sent[0].files and "too large" in sent[0].content


async def test_detail_pictures_ride_with_the_board_unless_too_large(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    board = Message("the board", image=b"\x89PNG board", details=[b"\x89PNG d1", b"\x89PNG d2"])
    await deliver(interaction, Reply(public=[board]), views)
    assert h.answered(interaction).messages[-1].files == [
        ("board.png", b"\x89PNG board"), ("board-details-1.png", b"\x89PNG d1"),
        ("board-details-2.png", b"\x89PNG d2")]
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    heavy = Message("the board", image=b"\x89PNG board", details=[b"0" * (11 * 1024 * 1024)])
    await deliver(interaction, Reply(public=[heavy]), views)
    assert h.answered(interaction).messages[-1].files == [("board.png", b"\x89PNG board")]


async def test_public_deferral_with_only_private_text(discord_bot: DiscordHarness) -> None:
    """The public "thinking..." is deleted first, so the refusal stays private."""
    h = discord_bot
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.PUBLIC)
    await deliver(interaction, Reply.error("no"), views)
    kinds = [(s.kind, s.ephemeral) for s in h.answered(interaction).sent]
    assert kinds == [("callback", False), ("delete_original", False), ("followup", True)]


async def test_ephemeral_deferral_with_only_public_text(discord_bot: DiscordHarness) -> None:
    """A private acknowledgement replaces the private placeholder; the news goes public."""
    h = discord_bot
    interaction = h.interaction(ALICE)
    await acknowledge(interaction, Deferral.EPHEMERAL)
    await deliver(interaction, Reply(public=[Message("news")]), views)
    sent = h.answered(interaction).sent
    assert [(s.kind, s.ephemeral, s.content) for s in sent[1:]] == [
        ("followup", True, "Done: the answer is in the channel."),
        ("followup", False, "news"),
    ]


async def test_an_empty_reply_never_leaves_thinking(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    public = h.interaction(ALICE)
    await acknowledge(public, Deferral.PUBLIC)
    await deliver(public, Reply(), views)
    assert [s.kind for s in h.answered(public).sent] == ["callback", "delete_original"]
    private = h.interaction(ALICE)
    await acknowledge(private, Deferral.EPHEMERAL)
    await deliver(private, Reply(), views)
    assert [s.content for s in h.answered(private).messages] == ["Done."]
