"""Reading console lines: `<user>: /<command> [sub] key:value key2:multi word value`.

The console speaks the commands of the command table (bot/commands.py), typed as
text, under their English names or the Spanish ones a Spanish Discord shows
(`/partida nueva juego:root` is `/game new game:root`), and reads each option as
Discord types it (`read_values`): a whole number within its range, a yes/no, a
text within its length, a choice by its value or its name in either language.

A parameter value runs until the next `key:` of that command, so actions with
spaces (`/play action:pay 2wood 2stone`) need no quotes. Only the command's own
parameter names start a new value, which keeps a colon inside a value harmless.
Text before the first `key:` fills the command's main parameter, so
`/play hut 12` works as well. Besides the table's commands the console has a few
of its own (`CONSOLE_COMMANDS`): what a button sends (`/choose`, `/happened`),
what autocomplete would offer (`/choices`, `/cards`), time passing (`/wait`), the
language of a person's Discord (`/language`) and `/help`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache

from bot.commands import (
    COMMANDS,
    GROUPS,
    LOCALES,
    Command,
    Kind,
    Option,
    Value,
    choice_name,
    command_text,
    find,
    group_text,
    option_text,
)

MAX_LINE = 2000
"""Longer lines are refused: nothing a player types comes close."""


@dataclass(frozen=True)
class CommandSpec:
    """The parameters one console command accepts."""

    params: tuple[str, ...] = ()
    main: str | None = None  # the parameter that bare text fills
    open_params: bool = False  # any `key:` is accepted (game options of /game new)


CONSOLE_COMMANDS: dict[str, CommandSpec] = {
    "choices": CommandSpec(("typed",), main="typed"),  # what /play's autocomplete offers
    "cards": CommandSpec(("typed", "game"), main="typed"),  # /game card's autocomplete
    "choose": CommandSpec(("seq",), main="seq"),  # the "Choose privately" button
    "help": CommandSpec(),  # the line format
    "wait": CommandSpec(("hours",), main="hours"),  # time passes (bot/scheduler.py)
    "happened": CommandSpec(),  # the "What happened" button
    # the language this person's Discord is set to (`en`, `es`)
    "language": CommandSpec(("language",), main="language"),
}
"""The console's own commands, which stand for a button, an autocomplete list, time
passing or a person's Discord language: not slash commands, so not in the table."""

PAIRS_OPTION = "options"
"""`/game new`'s option of `key=value` pairs: in the console, any other `key:value`
of that line is one more pair of it (`bonus:spread` is `options:bonus=spread`)."""

_LINE = re.compile(r"^\s*(?P<user>[\w.\-]{1,32})\s*:\s*(?P<rest>.*)$")
_KEY = re.compile(r"^(?P<key>[^\W\d]\w*):(?P<value>.*)$")
_YES = ("yes", "y", "true", "1", "on")
_NO = ("no", "n", "false", "0", "off")


class LineError(ValueError):
    """A console line that cannot be read; the message says what would work."""


@dataclass(frozen=True)
class ConsoleLine:
    user: str
    command: str  # "game", "play", "hand", ...
    sub: str | None = None  # the /game subcommand
    args: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return f"/{self.command} {self.sub}" if self.sub else f"/{self.command}"

    @property
    def path(self) -> tuple[str, ...]:
        return (self.command, self.sub) if self.sub else (self.command,)


def spec_of(command: Command) -> CommandSpec:
    """The console's reading of a command of the table."""
    pairs = command.option(PAIRS_OPTION) is not None
    return CommandSpec(tuple(o.name for o in command.options), command.main, open_params=pairs)


def is_blank(line: str) -> bool:
    """Blank lines and `#` comments are skipped silently."""
    stripped = line.strip()
    return not stripped or stripped.startswith("#")


def parse_line(line: str) -> ConsoleLine:
    """Read one line; raise LineError with a helpful message if it is malformed."""
    if len(line) > MAX_LINE:
        raise LineError(f"That line is too long (at most {MAX_LINE} characters).")
    match = _LINE.match(line)
    if not match:
        raise LineError("Write `<name>: /<command> ...`, for example `ana: /game join`.")
    user, rest = match["user"], match["rest"].strip()
    if not rest.startswith("/"):
        raise LineError(f"After `{user}:` write a slash command, e.g. `{user}: /hand`.")
    words = rest[1:].split()
    if not words:
        raise LineError(f"Which command? Known: {known_commands()}.")
    names = command_names()
    first, words = words[0].lower(), words[1:]
    group = names.groups.get(first)
    if group is not None:
        return _parse_group(user, group, words)
    command = names.commands.get(("", first))
    if command is not None:
        spec = spec_of(command)
        args = _parse_args(f"/{command.name}", spec, words, names.params[command.path])
        return ConsoleLine(user, command.name, None, _choices_read(command, args))
    console = CONSOLE_COMMANDS.get(first)
    if console is None:
        raise LineError(f"There is no command /{first}; known: {known_commands()}.")
    return ConsoleLine(user, first, None, _parse_args(f"/{first}", console, words, {}))


@dataclass(frozen=True)
class CommandNames:
    """Every name a command, group or option goes by, in English and in Spanish (the
    command catalog, data/i18n/commands/<locale>.json), to the table's."""

    groups: dict[str, str]  # partida, game -> game
    commands: dict[tuple[str, str], Command]  # (group or "", nueva) -> the command
    params: dict[tuple[str, ...], dict[str, str]]  # path -> {juego: game, game: game}
    choices: dict[tuple[tuple[str, ...], str], dict[str, str]]  # (path, option) -> {name: value}


@cache
def command_names() -> CommandNames:
    groups: dict[str, str] = {}
    commands: dict[tuple[str, str], Command] = {}
    params: dict[tuple[str, ...], dict[str, str]] = {}
    choices: dict[tuple[tuple[str, ...], str], dict[str, str]] = {}
    for group in GROUPS:
        for locale in LOCALES:
            groups[group_text(group.name, "name", locale).lower()] = group.name
    for command in COMMANDS:
        named = params.setdefault(command.path, {})
        for locale in LOCALES:
            commands[(command.group or "", command_text(command, "name", locale).lower())] = command
            for option in command.options:
                named[option.name] = option.name
                if not option.console_only:
                    named[option_text(command, option, "name", locale).lower()] = option.name
        for option in command.options:
            if option.choices:
                choices[(command.path, option.name)] = _choice_names(option)
    return CommandNames(groups, commands, params, choices)


def _choice_names(option: Option) -> dict[str, str]:
    """A choice by its value or its name in either language; a choice named with its
    description (`difícil: explora ...`, the AI levels) by its first word(s) too."""
    names: dict[str, str] = {}
    for value in option.choices:
        names[value.lower()] = value
        for locale in LOCALES:
            name = choice_name(value, locale).lower()
            names.setdefault(name, value)
            short, colon, _ = name.partition(": ")
            if colon:
                names.setdefault(short, value)
    return names


def known_commands() -> str:
    table = [f"/{' '.join(c.path)}" for c in COMMANDS]
    return ", ".join(table + [f"/{c}" for c in CONSOLE_COMMANDS])


def _parse_group(user: str, group: str, words: list[str]) -> ConsoleLine:
    subs = ", ".join(sorted(c.name for c in COMMANDS if c.group == group))
    if not words:
        raise LineError(f"/{group} needs a subcommand: {subs}.")
    names = command_names()
    command = names.commands.get((group, words[0].lower()))
    if command is None:
        raise LineError(f"There is no /{group} {words[0][:30]}; choose one of: {subs}.")
    name = f"/{group} {command.name}"
    args = _parse_args(name, spec_of(command), words[1:], names.params[command.path])
    return ConsoleLine(user, group, command.name, _choices_read(command, args))


def _choices_read(command: Command, args: dict[str, str]) -> dict[str, str]:
    """A choice picked by its name (`tipo:al azar`, `juego:Cerca y lejos`): its value.
    A value that is no choice stays as typed: the game master answers it."""
    names = command_names().choices
    return {
        key: names.get((command.path, key), {}).get(value.lower(), value)
        for key, value in args.items()
    }


def _parse_args(
    name: str, spec: CommandSpec, words: list[str], names: Mapping[str, str]
) -> dict[str, str]:
    """Group words into `key -> value`; bare words before any key fill the main parameter.
    A parameter's name in either language (`names`) stands for the table's."""
    args: dict[str, list[str]] = {}
    bare: list[str] = []
    current: list[str] = bare
    for word in words:
        key_match = _KEY.match(word)
        key = key_match["key"].lower() if key_match else None
        key = names.get(key, key) if key is not None else None
        if key_match and key and (key in spec.params or spec.open_params):
            if key in args:
                raise LineError(f"`{key}:` appears twice in {name}; give it once.")
            current = args[key] = []
            if key_match["value"]:
                current.append(key_match["value"])
        elif key_match and current is bare and not bare:
            raise LineError(f"{name} has no parameter `{key}`; {_describe(spec)}.")
        else:
            current.append(word)
    result = {key: _unquote(" ".join(value)) for key, value in args.items()}
    if bare:
        _place_bare(name, spec, result, _unquote(" ".join(bare)))
    return result


def read_values(line: ConsoleLine) -> dict[str, Value]:
    """The options of a line of a table command, read as Discord types them: defaults
    filled in, numbers and yes/no read, ranges and lengths checked, typed moves tidied;
    `/game new`'s extra `key:value` pairs joined to its `options:` text."""
    command = find(line.path)
    assert command is not None, line.name
    args = dict(line.args)
    if command.option(PAIRS_OPTION) is not None:
        known = {o.name for o in command.options}
        extra = [f"{k}={args.pop(k)}" for k in list(args) if k not in known]
        if extra:
            args[PAIRS_OPTION] = " ".join([args.get(PAIRS_OPTION, ""), *extra]).strip()
    values: dict[str, Value] = {}
    for option in command.options:
        raw = args.get(option.name, "")
        if raw == "":
            if option.required:
                raise LineError(f"{line.name} needs `{option.name}:`; "
                                f"{_describe(spec_of(command))}.")
            if option.default is not None:
                values[option.name] = option.default
            continue
        values[option.name] = _read(option, raw)
    return values


def _read(option: Option, raw: str) -> Value:
    key = option.name
    if option.kind is Kind.FLAG:
        if raw.lower() in _YES:
            return True
        if raw.lower() in _NO:
            return False
        raise LineError(f"`{key}:` is yes or no.")
    if option.kind is Kind.NUMBER:
        try:
            number = int(raw)
        except ValueError:
            raise LineError(f"`{key}:` must be a whole number, not “{raw[:20]}”.") from None
        if (option.low is not None and number < option.low) or (
            option.high is not None and number > option.high
        ):
            raise LineError(f"`{key}:` is a whole number from {option.low} to {option.high}.")
        return number
    text = " ".join(raw.split()) if option.tidy else raw
    if option.high is not None and len(text) > option.high:
        raise LineError(f"`{key}:` is at most {option.high} characters long.")
    return text


def _place_bare(name: str, spec: CommandSpec, args: dict[str, str], text: str) -> None:
    if spec.main is None:
        raise LineError(f"{name} takes no text (got “{text[:40]}”); {_describe(spec)}.")
    if spec.main in args:
        raise LineError(f"{name}: “{text[:40]}” is extra; `{spec.main}:` is already given.")
    args[spec.main] = text


def _describe(spec: CommandSpec) -> str:
    if not spec.params:
        return "it takes no parameters"
    extra = " and any game option as key:value" if spec.open_params else ""
    return "parameters: " + ", ".join(f"{p}:" for p in spec.params) + extra


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1].strip()
    return text
