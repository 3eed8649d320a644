"""Quoting what users typed (bot/quoting.py): shown as those characters, never as markup."""

from __future__ import annotations

import pytest

from bot.quoting import error_text, in_code, literal, unquoted
from games.core.errors import BadNotation, IllegalAction, OptionError

NAMES = [
    "@everyone **x** <@1>",
    "__under__ ~~strike~~ ||spoiler||",
    "# heading",
    "> quote",
    "- list",
    "1. ordered",
    "[link](https://x.invalid)",
    "<#123> <@&456> </cmd:1> <:emoji:789>",
    "back\\slash",
    "Ana",
]


@pytest.mark.parametrize("name", NAMES)
def test_a_name_reads_back_as_typed(name: str) -> None:
    assert unquoted(literal(name)) == name


def unescaped(shown: str) -> list[str]:
    """The markup characters Discord would act on: those not after a backslash."""
    found, index = [], 0
    while index < len(shown):
        if shown[index] == "\\":
            index += 2  # the next character is shown literally
            continue
        if shown[index] in "*_~`|>#-[]<:":
            found.append(shown[index])
        index += 1
    return found


@pytest.mark.parametrize("name", NAMES)
def test_no_markup_character_is_left_unescaped(name: str) -> None:
    shown = literal(name)
    assert unescaped(shown) == []
    assert "@everyone" not in shown


def test_plain_names_are_unchanged() -> None:
    assert literal("Ana María") == "Ana María"


def test_text_in_a_code_span_only_loses_its_backticks() -> None:
    assert in_code("go 3-7") == "go 3-7"
    assert in_code("a`b") == "a'b"


def test_engine_errors_quote_what_was_typed_and_nothing_else() -> None:
    typed = error_text(BadNotation(text="**x**", hint="`roll`"), "en")
    assert "\\*\\*x\\*\\*" in typed and "`roll`" in typed  # the game's own hint keeps its code
    error = OptionError("error.option_value", option="a_b", value="<@1>", choices="x")
    option = error_text(error, "en")
    assert "a\\_b" in option and "\\<@1\\>" in option
    illegal = error_text(IllegalAction(action="w1->5"), "en")
    assert "w1->5" in illegal  # canonical notation, not typed text


TYPED = "# Big [click](https://x.invalid) @everyone"


def echoed(text: str) -> None:
    """The typed text is in the message (perhaps cut short, lowercased), every
    markup character of it escaped."""
    opening, closing = ("“", "”") if "“" in text else ("«", "»")
    inner = text[text.index(opening) + 1: text.index(closing)]
    assert len(inner) > 8 and TYPED.lower().startswith(unquoted(inner).lower()), text
    assert unescaped(inner) == [], inner


@pytest.mark.parametrize("field", ["time", "absent", "grace", "vacation"])
@pytest.mark.parametrize("person", ["en", "es"])
async def test_what_was_typed_into_clock_is_echoed_as_typed(field: str, person: str) -> None:
    """Issue 25, item 22: `/game clock time:# Big [click](...)` came back as a heading
    and a link in the private refusal. Every clock setting's typed value is quoted."""
    from bot.service import GameMaster
    from bot.storage import MemoryStore
    from tests.support.players import ANA, BOB, CAL, CHANNEL, GUILD

    gm = GameMaster(MemoryStore(), render=False)
    host = ANA if person == "en" else CAL
    assert (await gm.lobby.new(CHANNEL, GUILD, host, "toy", {})).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    reply = await gm.time_commands.clock(CHANNEL, host, **{field: TYPED})
    assert not reply.ok and not reply.public
    [message] = reply.ephemeral
    echoed(message.text)


@pytest.mark.parametrize("person", ["en", "es"])
async def test_a_talent_typed_is_echoed_as_typed(person: str) -> None:
    """`/game character talent:` with markup in it: the refusal shows the characters."""
    from bot.service import GameMaster
    from bot.storage import MemoryStore
    from tests.support.players import ANA, CAL, CHANNEL, GUILD

    gm = GameMaster(MemoryStore(), render=False)
    reader = ANA if person == "en" else CAL
    reply = await gm.characters.character(CHANNEL, GUILD, reader, game="near_and_far", talent=TYPED)
    assert not reply.ok and not reply.public
    [message] = reply.ephemeral
    echoed(message.text)
