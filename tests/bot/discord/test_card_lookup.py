"""`/game card` through discord.py (issue 14 item 12): autocomplete names in each
player's client language, matched in both; the answer is ephemeral and in the
reader's language; a name that finds nothing is answered politely."""

from __future__ import annotations

import pytest

from tests.bot.discord.flows import ALICE, BOB
from tests.bot.discord.harness import DiscordHarness

# (game, typed, the English suggestion and value, the Spanish suggestion, English text, Spanish)
GAMES = [
    ("root", "warren", "Command Warren · card", "command_warren", "Madriguera de Mando · carta",
     "Crafting cost: rabbit, rabbit", "Coste de fabricación: conejo, conejo"),
    ("meduris", "temp", "Temple · building", "temple", "Templo · edificio",
     "scores one point per hut", "puntúa un punto por cabaña"),
    ("mountain_king", "earth", "Earth Ritual · spell", "spell.earth_ritual",
     "Ritual de Tierra · hechizo", "Cost: 1 rune", "Coste: 1 runa"),
    ("near_and_far", "walking", "Walking Staff · artifact", "art.a01",
     "Bastón de caminante · artefacto", "Cost: 2 coins", "Coste: 2 monedas"),
]


@pytest.mark.parametrize(("game", "typed", "label", "value", "spanish", "says", "dice"), GAMES)
async def test_a_card_is_suggested_and_answered_privately_in_each_language(
    discord_bot: DiscordHarness, game: str, typed: str, label: str, value: str, spanish: str,
    says: str, dice: str,
) -> None:
    h = discord_bot
    opened = await h.slash(ALICE, "game new", game=game)
    assert opened.public, opened.sent
    offered = await h.autocomplete(ALICE, "game card", "name", typed)
    assert offered[0] == {"name": label, "value": value}
    offered_es = await h.autocomplete(BOB, "game card", "name", typed)  # typed in English
    assert offered_es[0] == {"name": spanish, "value": value}
    english = await h.slash(ALICE, "game card", name=value)
    assert not english.public and says in english.private_text
    spanish_answer = await h.slash(BOB, "game card", name=value)
    assert not spanish_answer.public and dice in spanish_answer.private_text


async def test_a_card_of_another_game_and_a_polite_answer_to_nonsense(
    discord_bot: DiscordHarness,
) -> None:
    h = discord_bot
    offered = await h.autocomplete(ALICE, "game card", "name", "rift")  # no game here
    assert [c["value"] for c in offered] == ["mountain_king:hall.rift"]
    named = await h.autocomplete(BOB, "game card", "name", "cab", game="meduris")
    assert named[0] == {"name": "Cabaña · edificio", "value": "hut"}
    answer = await h.slash(BOB, "game card", name="hut", game="meduris")
    assert not answer.public and "**Cabaña** · edificio" in answer.private_text
    near = await h.slash(ALICE, "game card", name="comand waren")
    assert not near.public and "did you mean Command Warren" in near.private_text
    listing = await h.slash(ALICE, "game card", game="mountain_king")
    assert "spell (17)" in listing.private_text and not listing.public
    assert await h.autocomplete(ALICE, "game card", "name", "x" * 5000) == []
