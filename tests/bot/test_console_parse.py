"""Reading console lines: good lines become commands, malformed ones a helpful message."""

from __future__ import annotations

import pytest

from bot.console_parse import ConsoleLine, LineError, is_blank, parse_line


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("ana: /game join", ConsoleLine("ana", "game", "join", {})),
        ("ana: /play action:hut 12", ConsoleLine("ana", "play", None, {"action": "hut 12"})),
        ("ana:/play hut 12", ConsoleLine("ana", "play", None, {"action": "hut 12"})),
        (
            "bea: /play action:pay 2wood 2stone seq:41",
            ConsoleLine("bea", "play", None, {"action": "pay 2wood 2stone", "seq": "41"}),
        ),
        (
            "  Bea :  /play   action: move wood.1>stone  ",
            ConsoleLine("Bea", "play", None, {"action": "move wood.1>stone"}),
        ),
        ("bea: /hand", ConsoleLine("bea", "hand", None, {})),
        ("ana: /game undo confirm:yes", ConsoleLine("ana", "game", "undo", {"confirm": "yes"})),
        ("ana: /GAME Undo", ConsoleLine("ana", "game", "undo", {})),
        (
            "ana: /game new game:meduris seed:7 bonus:spread",
            ConsoleLine("ana", "game", "new", {"game": "meduris", "seed": "7", "bonus": "spread"}),
        ),
        (
            'ana: /game rules topic:"druid ritual"',
            ConsoleLine("ana", "game", "rules", {"topic": "druid ritual"}),
        ),
        ("ana: /game addbot random", ConsoleLine("ana", "game", "addbot", {"kind": "random"})),
        ("ana: /play action:x a:b", ConsoleLine("ana", "play", None, {"action": "x a:b"})),
    ],
)
def test_good_lines(line: str, expected: ConsoleLine) -> None:
    assert parse_line(line) == expected


@pytest.mark.parametrize(
    ("line", "hint"),
    [
        ("just words", "<name>: /<command>"),
        ("ana /game join", "<name>: /<command>"),
        ("ana: game join", "slash command"),
        ("ana: /", "Which command"),
        ("ana: /dance", "no command /dance"),
        ("ana: /game", "needs a subcommand"),
        ("ana: /game fly", "no /game fly"),
        ("ana: /game join now", "takes no text"),
        ("ana: /game join who:me", "has no parameter `who`"),
        ("ana: /play action:roll action:roll", "appears twice"),
        ("ana: /play roll action:roll", "already given"),
        ("ana: /play " + "x" * 3000, "too long"),
    ],
)
def test_malformed_lines_say_what_works(line: str, hint: str) -> None:
    with pytest.raises(LineError, match=None) as caught:
        parse_line(line)
    assert hint in str(caught.value)


def test_blank_lines_and_comments_are_skipped() -> None:
    assert is_blank("")
    assert is_blank("   \n")
    assert is_blank("# ana thinks")
    assert not is_blank("ana: /hand")


@pytest.mark.parametrize(
    ("spanish", "english"),
    [
        ("ana: /partida nueva juego:root opciones:factions=lizards,eyrie semilla:3",
         "ana: /game new game:root options:factions=lizards,eyrie seed:3"),
        ("ana: /partida unirse", "ana: /game join"),
        ("ana: /partida agregar-bot tipo:random", "ana: /game addbot kind:random"),
        ("ana: /jugar acción:hut 12", "ana: /play action:hut 12"),
        ("ana: /jugar hut 12", "ana: /play hut 12"),
        ("ana: /mano", "ana: /hand"),
        ("ana: /partida historial página:2 detalles:yes", "ana: /game log page:2 details:yes"),
        ("ana: /partida reglas tema:ambush", "ana: /game rules topic:ambush"),
        ("ana: /partida ajustes idioma:es", "ana: /game settings language:es"),
        ("ana: /partida vacaciones días:3", "ana: /game vacation days:3"),
        ("ana: /partida reloj tiempo:1d vacaciones:5", "ana: /game clock time:1d vacation:5"),
        ("ana: /partida carta nombre:Ambush", "ana: /game card name:Ambush"),
        ("ana: /Partidas Recordatorios horas:3", "ana: /games reminders hours:3"),
        ("ana: /partida rebobinar jugada:4", "ana: /game history move:4"),
        ("ana: /partida nueva juego:Cerca y lejos", "ana: /game new game:near_and_far"),
        ("ana: /partida agregar-bot tipo:al azar", "ana: /game addbot kind:random"),
        ("ana: /partida reloj ausencia:la mesa espera", "ana: /game clock absent:wait"),
    ],
)
def test_the_spanish_command_names_discord_shows_are_read_too(spanish: str, english: str) -> None:
    """Issue 25, item 14: the console accepts the Spanish names of the commands and
    their parameters (data/i18n/commands/es.json), as a Spanish Discord shows them."""
    assert parse_line(spanish) == parse_line(english)
