"""Reading console lines: `<user>: /<command> [sub] key:value key2:multi word value`.

The console speaks the same commands as Discord, typed as text. A parameter
value runs until the next `key:` of that command, so actions with spaces
(`/play action:pay 2wood 2stone`) need no quotes. Only the command's own
parameter names start a new value, which keeps a colon inside a value harmless.
Text before the first `key:` fills the command's main parameter, so
`/play hut 12` works as well.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from games.core.data import load_json

MAX_LINE = 2000
"""Longer lines are refused: nothing a player types comes close."""


@dataclass(frozen=True)
class CommandSpec:
    """The parameters one console command accepts."""

    params: tuple[str, ...] = ()
    main: str | None = None  # the parameter that bare text fills
    open_params: bool = False  # any `key:` is accepted (game options of /game new)


GAME_SUBCOMMANDS: dict[str, CommandSpec] = {
    "new": CommandSpec(("game", "options", "seed"), main="game", open_params=True),
    "join": CommandSpec(),
    "leave": CommandSpec(),
    "addbot": CommandSpec(("kind",), main="kind"),
    "start": CommandSpec(),
    "status": CommandSpec(),
    "board": CommandSpec(),
    "log": CommandSpec(("page", "details"), main="page"),
    "undo": CommandSpec(("confirm",), main="confirm"),
    "abort": CommandSpec(("confirm",), main="confirm"),
    "settings": CommandSpec(("language",), main="language"),
    "rules": CommandSpec(("topic", "game"), main="topic"),
    "character": CommandSpec(("talent",), main="talent"),
    "card": CommandSpec(("name", "game"), main="name"),
    "clock": CommandSpec(("time", "absent", "grace", "vacation"), main="time"),
    "vacation": CommandSpec(("days",), main="days"),
    "resume": CommandSpec(),
    "history": CommandSpec(("move",), main="move"),
    "export": CommandSpec(),
}

GAMES_SUBCOMMANDS: dict[str, CommandSpec] = {
    "list": CommandSpec(),
    "reminders": CommandSpec(("direct", "hours", "mute")),
}

GROUPS = {"game": GAME_SUBCOMMANDS, "games": GAMES_SUBCOMMANDS}

TOP_COMMANDS: dict[str, CommandSpec] = {
    "play": CommandSpec(("action", "seq"), main="action"),
    "hand": CommandSpec(),
    "choices": CommandSpec(("typed",), main="typed"),  # console only: what autocomplete offers
    "cards": CommandSpec(("typed", "game"), main="typed"),  # console only: card autocomplete
    "choose": CommandSpec(("seq",), main="seq"),  # console only: the "Choose privately" button
    "help": CommandSpec(),  # console only: the line format
    "wait": CommandSpec(("hours",), main="hours"),  # console only: time passes (bot/scheduler.py)
    "happened": CommandSpec(),  # console only: the "What happened" button
    # console only: the language this person's Discord is set to (`en`, `es`)
    "language": CommandSpec(("language",), main="language"),
}

CHOICE_PARAMS = frozenset({"game", "kind", "language", "absent"})
"""Parameters Discord offers as a list of choices, each shown by a translated name."""

_LINE = re.compile(r"^\s*(?P<user>[\w.\-]{1,32})\s*:\s*(?P<rest>.*)$")
_KEY = re.compile(r"^(?P<key>[^\W\d]\w*):(?P<value>.*)$")


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
    command, words = words[0].lower(), words[1:]
    command = spanish_names().groups.get(command, command)
    if command in GROUPS:
        return _parse_group(user, command, words)
    command = spanish_names().commands.get(("",), {}).get(command, command)
    spec = TOP_COMMANDS.get(command)
    if spec is None:
        raise LineError(f"There is no command /{command}; known: {known_commands()}.")
    spanish = spanish_names().params.get(("", command), {})
    return ConsoleLine(user, command, None, _parse_args(f"/{command}", spec, words, spanish))


@dataclass(frozen=True)
class SpanishNames:
    """The Spanish names Discord shows for the commands (data/i18n/commands/es.json),
    to their English ones: `/partida nueva juego:root` is `/game new game:root`."""

    groups: dict[str, str]  # partida -> game
    commands: dict[tuple[str, ...], dict[str, str]]  # (group,) or ("",) -> {nueva: new}
    params: dict[tuple[str, ...], dict[str, str]]  # (group, command) -> {juego: game}
    choices: dict[str, str]  # the names of a parameter's choices: cerca y lejos -> near_and_far


@cache
def spanish_names() -> SpanishNames:
    catalog = load_json("i18n", "commands", "es.json")
    groups: dict[str, str] = {}
    commands: dict[tuple[str, ...], dict[str, str]] = {}
    params: dict[tuple[str, ...], dict[str, str]] = {}
    choices: dict[str, str] = {}
    for key, value in catalog.items():
        if key.startswith("choice.") and isinstance(value, str):
            choices[value.lower()] = key.removeprefix("choice.")
            # A choice named with its description (`difícil: explora ...`, the AI
            # levels): its first word(s), before the colon, name it too.
            short, colon, _ = value.partition(": ")
            if colon:
                choices.setdefault(short.lower(), key.removeprefix("choice."))
            continue
        kind, *path, last = key.split(".")
        if last != "name" or not isinstance(value, str):
            continue
        spanish = value.lower()
        if kind == "group" and len(path) == 1:
            groups[spanish] = path[0]
        elif kind == "command" and path[0] in GROUPS and len(path) == 2:
            commands.setdefault((path[0],), {})[spanish] = path[1]
        elif kind == "command" and len(path) == 1:
            commands.setdefault(("",), {})[spanish] = path[0]
        elif kind == "param" and path[0] in GROUPS and len(path) == 3:
            params.setdefault((path[0], path[1]), {})[spanish] = path[2]
        elif kind == "param" and len(path) == 2:
            params.setdefault(("", path[0]), {})[spanish] = path[1]
    return SpanishNames(groups, commands, params, choices)


def known_commands() -> str:
    grouped = [f"/{group} {sub}" for group, subs in GROUPS.items() for sub in subs]
    return ", ".join(grouped + [f"/{c}" for c in TOP_COMMANDS])


def _parse_group(user: str, group: str, words: list[str]) -> ConsoleLine:
    commands = GROUPS[group]
    subs = ", ".join(commands)
    if not words:
        raise LineError(f"/{group} needs a subcommand: {subs}.")
    sub = words[0].lower()
    sub = spanish_names().commands.get((group,), {}).get(sub, sub)
    spec = commands.get(sub)
    if spec is None:
        raise LineError(f"There is no /{group} {words[0][:30]}; choose one of: {subs}.")
    spanish = spanish_names().params.get((group, sub), {})
    return ConsoleLine(user, group, sub, _parse_args(f"/{group} {sub}", spec, words[1:], spanish))


def _parse_args(
    name: str, spec: CommandSpec, words: list[str], spanish: dict[str, str] | None = None
) -> dict[str, str]:
    """Group words into `key -> value`; bare words before any key fill the main parameter.
    A parameter's Spanish name (`spanish`) stands for its English one."""
    args: dict[str, list[str]] = {}
    bare: list[str] = []
    current: list[str] = bare
    for word in words:
        key_match = _KEY.match(word)
        key = key_match["key"].lower() if key_match else None
        key = (spanish or {}).get(key, key) if key is not None else None
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
    if spanish:  # a choice picked by its Spanish name (`tipo:al azar`): its value
        names = spanish_names().choices
        result = {key: names.get(value.lower(), value) if key in CHOICE_PARAMS else value
                  for key, value in result.items()}
    if bare:
        _place_bare(name, spec, result, _unquote(" ".join(bare)))
    return result


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
