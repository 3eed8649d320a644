"""The command table of docs/discord.md, made from the command table (bot/commands.py).

    python -m bot.commands_doc            # rewrite the table in docs/discord.md
    python -m bot.commands_doc --check    # exit status 1 when the page is out of date

The page's table lies between two marker lines; everything else on the page is
written by hand. tests/bot/test_command_docs.py fails when the page and the table
disagree.
"""

from __future__ import annotations

import sys
from pathlib import Path

from bot.commands import COMMANDS, Command, command_text, group_text, option_text

DOC = Path(__file__).resolve().parent.parent / "docs" / "discord.md"
BEGIN = "<!-- the command table: made by `python -m bot.commands_doc` from bot/commands.py -->"
END = "<!-- end of the command table -->"


def usage(command: Command, locale: str) -> str:
    """`/game new game: options: seed:` in the locale's names."""
    names = [group_text(command.group, "name", locale)] if command.group else []
    names.append(command_text(command, "name", locale))
    options = [f"{option_text(command, o, 'name', locale)}:" for o in command.discord_options]
    return " ".join([f"/{' '.join(names)}", *options])


def command_table() -> str:
    lines = [
        "| command | Spanish | what it does | answer |",
        "|---|---|---|---|",
    ]
    for command in COMMANDS:
        lines.append(
            f"| `{usage(command, 'en')}` | `{usage(command, 'es')}` | {command.doc} "
            f"| {command.answer_doc}{', anywhere' if command.anywhere else ''} |"
        )
    return "\n".join(lines)


def with_table(page: str) -> str:
    """The page with its command table made afresh."""
    head, begin, rest = page.partition(BEGIN)
    _, end, tail = rest.partition(END)
    if not begin or not end:
        raise ValueError(f"{DOC} lacks the command table's markers")
    return f"{head}{BEGIN}\n{command_table()}\n{END}{tail}"


def main(argv: list[str]) -> int:
    page = DOC.read_text(encoding="utf-8")
    made = with_table(page)
    if "--check" in argv:
        if made != page:
            print(f"{DOC} is out of date: run python -m bot.commands_doc", file=sys.stderr)
            return 1
        return 0
    DOC.write_text(made, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
