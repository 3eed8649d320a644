"""Spanish names and descriptions for the slash commands.

discord.py asks a `Translator` for every command, group, parameter and choice
string when the command tree is synced; Discord then shows each user the
version for their client's language. The tree is made from the command table
(bot/commands.py) with its English strings from `data/i18n/commands/en.json`;
`data/i18n/commands/es.json` holds the Spanish, keyed by where a string sits in
the table rather than by its English text, so rewording a description in English
cannot silently orphan its translation:

    group.game.name                  command.game.new.description
    param.game.new.seed.name         choice.hard

The console reads the same names (bot/console_parse.py), so `/partida nueva` works
there too; a test keeps the English catalog equal to the tree Discord is given.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.cogs.texts import COMMANDS_CATALOG
from games.core.i18n import DEFAULT_LOCALE, Catalog, normalize_locale

log = logging.getLogger(__name__)

NAME_PATTERN = re.compile(r"^[-_\w]{1,32}$")
DESCRIPTION_LIMIT = 100
CHOICE_NAME_LIMIT = 100

_NAMES = {Where.command_name, Where.group_name, Where.parameter_name}
_KINDS = {
    Where.command_name: ("command", "name"),
    Where.command_description: ("command", "description"),
    Where.group_name: ("group", "name"),
    Where.group_description: ("group", "description"),
    Where.parameter_name: ("param", "name"),
    Where.parameter_description: ("param", "description"),
}


def _dotted(qualified_name: str) -> str:
    return qualified_name.replace(" ", ".")


def translation_key(context: app_commands.TranslationContextTypes) -> str | None:
    """Where a string sits in the command tree, as a catalog key."""
    data: Any = context.data
    if context.location is Where.choice_name:
        return f"choice.{data.value}"
    if context.location not in _KINDS:
        return None
    kind, field = _KINDS[context.location]
    if kind == "param":
        return f"param.{_dotted(data.command.qualified_name)}.{data.name}.{field}"
    return f"{kind}.{_dotted(data.qualified_name)}.{field}"


def acceptable(location: Where, text: str) -> bool:
    """Whether Discord would accept `text` in that place."""
    if location in _NAMES:
        return bool(NAME_PATTERN.match(text)) and text == text.lower()
    limit = CHOICE_NAME_LIMIT if location is Where.choice_name else DESCRIPTION_LIMIT
    return 0 < len(text) <= limit


class CommandTranslator(app_commands.Translator):
    """Reads the command catalog; English (the source) needs no translation."""

    def __init__(self, catalog: Catalog = COMMANDS_CATALOG) -> None:
        self.catalog = catalog

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = normalize_locale(locale.value)
        if language == DEFAULT_LOCALE:
            return None  # English is the source, and the fallback for other languages
        key = translation_key(context)
        if key is None or not self.catalog.has(key, language):
            return None
        text = self.catalog.text(language, key)
        if not acceptable(context.location, text):
            log.warning("ignoring the %s translation of %s: Discord would refuse it", locale, key)
            return None
        return text


def source_strings(commands: Iterable[Any]) -> dict[str, str]:
    """Every translatable English string of the given top-level commands, by key."""
    return dict(_walk(commands))


def _walk(commands: Iterable[Any]) -> Iterator[tuple[str, str]]:
    for command in commands:
        if isinstance(command, app_commands.Group):
            yield from _group_strings(command)
            yield from _walk(command.commands)
        else:
            yield from _command_strings(command)


def _group_strings(group: app_commands.Group) -> Iterator[tuple[str, str]]:
    where = _dotted(group.qualified_name)
    yield f"group.{where}.name", group.name
    yield f"group.{where}.description", group.description


def _command_strings(command: app_commands.Command[Any, ..., Any]) -> Iterator[tuple[str, str]]:
    where = _dotted(command.qualified_name)
    yield f"command.{where}.name", command.name
    yield f"command.{where}.description", command.description
    for param in command.parameters:
        yield f"param.{where}.{param.name}.name", param.name
        yield f"param.{where}.{param.name}.description", param.description
        for choice in param.choices:
            yield f"choice.{choice.value}", choice.name
