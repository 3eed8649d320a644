"""docs/discord.md's command table is made from the command table (bot/commands.py):
a command added, renamed or reworded there without `python -m bot.commands_doc`
fails here."""

from __future__ import annotations

from bot.commands import COMMANDS
from bot.commands_doc import BEGIN, DOC, END, command_table, main, with_table


def test_the_command_table_of_docs_discord_md_is_up_to_date() -> None:
    page = DOC.read_text(encoding="utf-8")
    assert with_table(page) == page, "run: python -m bot.commands_doc"
    assert main(["--check"]) == 0


def test_every_command_is_in_the_page_under_both_names() -> None:
    made = command_table()
    page = DOC.read_text(encoding="utf-8")
    table = page[page.index(BEGIN):page.index(END)]
    assert table.count("\n| `/") == len(COMMANDS)
    for command in COMMANDS:
        assert command.doc and command.answer_doc, command.where
    assert "`/partida nueva juego: opciones: semilla:`" in made
    assert "`/jugar acción:`" in made and "`/play action:`" in made
    assert "seq:" not in made and "confirm:" not in made  # what only a button sends


def test_an_out_of_date_page_is_caught() -> None:
    page = DOC.read_text(encoding="utf-8")
    stale = page.replace("`/partida nueva", "`/partida abrir", 1)
    assert stale != page and with_table(stale) == page
