"""Issue 26, goal 1: one command table (bot/commands.py) makes the Discord tree and
the console's parser, so both accept the same commands with the same options (names,
types, ranges, choices), in English and in Spanish, and read them to the same values."""

from __future__ import annotations

from typing import Any

import pytest

from bot.cogs.game import read
from bot.commands import COMMANDS, Command, find
from bot.console_parse import CONSOLE_COMMANDS, LineError, parse_line, read_values
from tests.bot.discord.harness import DiscordHarness

TEXT, INTEGER, BOOLEAN = 3, 4, 5
SUBCOMMAND = 1
LANGUAGES = (None, "es-ES")  # English (the names themselves), then a Spanish Discord's


def leaves(synced: list[dict[str, Any]]) -> dict[tuple[str, ...], tuple[list[dict[str, Any]], ...]]:
    """Every command Discord was given: its path, then the payloads along it
    (group and subcommand, or the command alone)."""
    found: dict[tuple[str, ...], tuple[list[dict[str, Any]], ...]] = {}
    for top in synced:
        subs = [o for o in top.get("options", []) if o["type"] == SUBCOMMAND]
        if subs:
            for sub in subs:
                found[(top["name"], sub["name"])] = ([top, sub],)
        else:
            found[(top["name"],)] = ([top],)
    return found


def named(payload: dict[str, Any], language: str | None) -> str:
    return payload["name"] if language is None else payload["name_localizations"][language]


def sample(option: dict[str, Any]) -> tuple[str, Any]:
    """A value Discord would send for the option, and how it is typed in a console line."""
    if option["type"] == INTEGER:
        number = option.get("min_value", 1)
        return str(number), number
    if option["type"] == BOOLEAN:
        return "true", True
    return "a b", "a b"


async def test_the_console_and_discord_accept_the_same_commands(
    discord_bot: DiscordHarness,
) -> None:
    synced = leaves(discord_bot.synced_commands())
    assert set(synced) == {c.path for c in COMMANDS}
    for path, (payloads,) in synced.items():
        for language in LANGUAGES:
            typed = " ".join(named(p, language) for p in payloads)
            line = parse_line(f"ana: /{typed}")
            assert line.path == path, (typed, language)
    # The console's own commands stand for buttons and autocomplete lists: no slash
    # command has their names.
    assert not {(name,) for name in CONSOLE_COMMANDS} & set(synced)


async def test_the_console_and_discord_accept_the_same_options(
    discord_bot: DiscordHarness,
) -> None:
    for path, (payloads,) in leaves(discord_bot.synced_commands()).items():
        command = find(path)
        assert command is not None
        options = payloads[-1].get("options", [])
        # What Discord offers is the table's options, less what only a button sends.
        assert {o["name"] for o in options} == {o.name for o in command.discord_options}
        for language in LANGUAGES:
            where = " ".join(named(p, language) for p in payloads)
            required = [o for o in options if o.get("required")]
            for option in options:
                _check_option(command, where, option, language, required)


def _check_option(
    command: Command, where: str, option: dict[str, Any], language: str | None,
    required: list[dict[str, Any]],
) -> None:
    """One option, typed after the command's other required options."""
    others = [o for o in required if o["name"] != option["name"]]
    before = " ".join(f"{named(o, language)}:{sample(o)[0]}" for o in others)
    given = {o["name"]: sample(o)[1] for o in others}
    name, key = option["name"], named(option, language)

    def console(typed: str) -> dict[str, Any]:
        return read_values(parse_line(f"ana: /{where} {before} {key}:{typed}"))

    typed, value = sample(option)
    assert console(typed) == read(command, {**given, name: value}), (where, key)
    for choice in option.get("choices", []):
        by_name = choice["name"] if language is None else choice["name_localizations"][language]
        for said in (choice["value"], by_name):
            assert console(said) == read(command, {**given, name: choice["value"]}), said
    # The same bounds: Discord's client refuses beyond them, the console says so.
    if option["type"] == INTEGER:
        low, high = option.get("min_value"), option.get("max_value")
        if high is not None:
            assert console(str(high))[name] == high
            with pytest.raises(LineError, match="from"):
                console(str(high + 1))
        if low is not None:
            with pytest.raises(LineError, match="from"):
                console(str(low - 1))
        with pytest.raises(LineError, match="whole number"):
            console("many")
    elif option["type"] == TEXT and "max_length" in option:
        longest = "x" * option["max_length"]
        assert console(longest)[name] == longest
        with pytest.raises(LineError, match="at most"):
            console(longest + "x")
    elif option["type"] == BOOLEAN:
        assert console("False")[name] is False
        with pytest.raises(LineError, match="yes or no"):
            console("maybe")
    if option.get("required"):
        with pytest.raises(LineError, match="needs"):
            read_values(parse_line(f"ana: /{where} {before}"))


def test_game_options_are_one_text_in_both() -> None:
    """`/game new`'s options are one `key=value` text, read by one parser; the
    console's `bonus:spread` shorthand is one more pair of that text."""
    new = find(("game", "new"))
    assert new is not None
    line = parse_line("ana: /game new game:root options:factions=lizards,eyrie seed:3")
    assert read_values(line) == read(new, {"game": "root", "options": "factions=lizards,eyrie",
                                           "seed": 3})
    shorthand = parse_line("ana: /partida nueva juego:meduris bonus:spread opciones:first_player=1")
    assert read_values(shorthand)["options"] == "first_player=1 bonus=spread"
