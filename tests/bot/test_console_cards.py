"""`/game card` in the local console (issue 14 item 12): the same look-up as on
Discord, and `/cards typed:`, what its autocomplete would offer."""

from __future__ import annotations

import pytest

from tests.bot.test_console import make_console

# (game, a name in English, what the answer says, the same in Spanish)
GAMES = [
    ("root", "command warren", "Crafting cost: rabbit, rabbit", "Coste de fabricación: conejo"),
    ("meduris", "hut", "the rune stone of its area", "la piedra rúnica de su área"),
    ("mountain_king", "rift", "scores 0 honour, or 10", "puntúa 0 de honor, o 10"),
    ("near_and_far", "walking staff", "Cost: 2 coins", "Coste: 2 monedas"),
]


@pytest.mark.parametrize(("game", "name", "english", "spanish"), GAMES)
async def test_a_card_is_looked_up_in_the_console(
    game: str, name: str, english: str, spanish: str
) -> None:
    console, printed = make_console()
    assert await console.run_line(f"ana: /game new game:{game}")
    assert await console.run_line(f"ana: /cards {name[:4]}")
    offered = [line for line in printed if "/game card name:" in line]
    assert offered, printed[-3:]
    assert await console.run_line(f"ana: /game card {name}")
    assert printed[-1].startswith("[only ana]") and english in "\n".join(printed[-6:])
    assert await console.run_line("ana: /game settings language:es")
    assert await console.run_line(f"ana: /game card name:{name}")
    assert spanish in "\n".join(printed[-6:])


async def test_a_name_that_finds_nothing_in_the_console() -> None:
    console, printed = make_console()
    assert not await console.run_line("ana: /game card comand waren game:root")  # refused
    assert "did you mean Command Warren" in printed[-1] and printed[-1].startswith("[only ana]")
    assert await console.run_line("ana: /cards zzzz")
    assert "Nothing to suggest" in printed[-1]
