"""`/game card` through the game master (issue 14 item 12): every game's cards,
artifacts, trolls, spells or pieces by name in either language, answered
privately in the reader's language; autocomplete; polite answers to names that
find nothing or several things."""

from __future__ import annotations

import pytest

from bot.card_lookup import find, matching
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import get_game
from tests.support.players import ANA, CAL, CHANNEL, GUILD, texts

# (game, typed by an English reader, what it says, typed by a Spanish reader, what it says)
LOOKUPS = [
    ("root", "command warren", ["**Command Warren** · card", "Crafting cost: rabbit, rabbit",
                                "you may start a battle"],
     "madriguera de mando", ["**Madriguera de Mando** · carta",
                             "Coste de fabricación: conejo, conejo", "iniciar una batalla"]),
    ("root", "anvil", ["Crafting cost: fox", "takes a hammer", "scores 2 VP"],
     "yunque", ["Coste de fabricación: zorro", "martillo", "2 PV"]),
    ("meduris", "temple", ["**Temple** · building", "never on a plot with a bonus token"],
     "templo", ["**Templo** · edificio", "nunca en una casilla con ficha bonus"]),
    ("mountain_king", "earth ritual", ["**Earth Ritual** · spell", "Cost: 1 rune", "Gain 2 stone"],
     "ritual de tierra", ["**Ritual de Tierra** · hechizo", "Coste: 1 runa", "Ganas 2 piedras"]),
    ("mountain_king", "hidden treasure", ["great hall", "scores 6 honour, or 15"],
     "tesoro escondido", ["gran salón", "puntúa 6 de honor, o 15"]),
    ("mountain_king", "t24", ["Level-2 Mud troll", "It produces stone, heartstone, wild cart",
                              "each of the 2 trolls below"],
     "t24", ["Trol de Barro de nivel 2", "Produce piedra, roca ígnea, carretilla comodín"]),
    ("near_and_far", "walking staff", ["**Walking Staff** · artifact", "Cost: 2 coins",
                                       "Worth 1 VP", "+1 movement"],
     "bastón de caminante", ["**Bastón de caminante** · artefacto", "Coste: 2 monedas",
                             "+1 desplazamiento"]),
    ("near_and_far", "stone wyrm", ["threat", "9 combat", "3 VP"],
     "sierpe de piedra", ["peligro", "9 de combate", "3 PV"]),
    ("near_and_far", "lucky knot", ["Treasure (2 copies): +1 in duels; +1 heart"],
     "nudo de la suerte", ["Tesoro (2 copias): +1 en los duelos; +1 corazón"]),
]


async def opened(game: str) -> GameMaster:
    """A lobby of `game` in the channel: the channel's game is the one looked in."""
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, game, {}, seed=1)).ok
    return gm


@pytest.mark.parametrize(("game", "en", "en_says", "es", "es_says"), LOOKUPS)
async def test_an_entry_is_found_by_name_in_each_language(
    game: str, en: str, en_says: list[str], es: str, es_says: list[str]
) -> None:
    gm = await opened(game)
    for user, typed, says in ((ANA, en, en_says), (CAL, es, es_says)):
        reply = await gm.cards.card(CHANNEL, user, typed)
        assert reply.ok and not reply.public, texts(reply)  # the reader's own look-up
        for part in says:
            assert part in texts(reply), (typed, texts(reply))


@pytest.mark.parametrize(("game", "en", "es"), [(g, en, es) for g, en, _, es, _ in LOOKUPS])
async def test_a_name_in_the_other_language_answers_in_the_readers(
    game: str, en: str, es: str
) -> None:
    gm = await opened(game)
    english = texts(await gm.cards.card(CHANNEL, ANA, es))
    spanish = texts(await gm.cards.card(CHANNEL, CAL, en))
    assert english == texts(await gm.cards.card(CHANNEL, ANA, en))
    assert spanish == texts(await gm.cards.card(CHANNEL, CAL, es))


@pytest.mark.parametrize("game", ["root", "meduris", "mountain_king", "near_and_far"])
@pytest.mark.parametrize("locale", ["en", "es"])
def test_every_entry_has_a_unique_name_and_a_text(game: str, locale: str) -> None:
    chosen = get_game(game)
    entries = chosen.lookup_entries(locale)
    assert entries and len({e.name for e in entries}) == len(entries)
    assert len({e.id for e in entries}) == len(entries)
    for entry in entries:
        body = chosen.lookup_text(entry.id, locale)
        assert body and "{" not in body and "(s)" not in body, (entry, body)
        assert not body.startswith("lookup."), (entry, body)
        assert find(chosen, entry.id, locale).entry == entry  # what autocomplete sends
        assert find(chosen, entry.name, locale).entry == entry  # its whole name
    assert chosen.lookup_text("no such thing", locale) is None


async def test_autocomplete_offers_names_in_the_readers_language_matched_in_both() -> None:
    gm = await opened("root")
    english = gm.cards.card_choices(CHANNEL, ANA, "warr")
    assert english[0].label == "Command Warren · card" and english[0].action == "command_warren"
    spanish = gm.cards.card_choices(CHANNEL, CAL, "warren")  # typed in English, shown in Spanish
    assert spanish[0].label == "Madriguera de Mando · carta"
    assert gm.cards.card_choices(CHANNEL, ANA, "madrig")[0].label == "Command Warren · card"
    assert len(gm.cards.card_choices(CHANNEL, ANA, "")) == 25  # Discord shows 25
    reply = await gm.cards.card(CHANNEL, CAL, english[0].action)  # the value comes back
    assert "**Madriguera de Mando**" in texts(reply)


async def test_without_a_game_in_the_channel_every_game_is_searched() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    choices = gm.cards.card_choices(CHANNEL, ANA, "rift")
    assert [c.action for c in choices] == ["mountain_king:hall.rift"]
    assert "In the Hall of the Mountain King" in choices[0].label
    reply = await gm.cards.card(CHANNEL, ANA, choices[0].action)
    assert reply.ok and "Covers 5 squares" in texts(reply)
    assert "Covers 5 squares" in texts(await gm.cards.card(CHANNEL, ANA, "rift"))
    named = await gm.cards.card(CHANNEL, CAL, "templo", game="meduris")
    assert "**Templo** · edificio (Meduris)" in texts(named)
    assert gm.cards.card_choices(CHANNEL, ANA, "temp", game="meduris")[0].action == "temple"


async def test_an_unknown_name_gets_a_polite_answer_with_near_names() -> None:
    gm = await opened("root")
    near = await gm.cards.card(CHANNEL, ANA, "comand waren")
    assert not near.ok and not near.public
    assert "did you mean Command Warren" in texts(near)
    several = await gm.cards.card(CHANNEL, CAL, "emboscada")
    assert not several.ok and "Varias cosas coinciden" in texts(several)
    assert "¡Emboscada! (zorro)" in texts(several)
    nothing = await gm.cards.card(CHANNEL, ANA, "xyzzy")
    assert "Nothing called “xyzzy” can be looked up in Root" in texts(nothing)
    hostile = await gm.cards.card(CHANNEL, ANA, "**bold** @everyone")
    raw = hostile.ephemeral[0].text
    assert "**bold**" not in raw and "@everyone" not in raw  # escaped (bot/quoting.py)
    bad_game = await gm.cards.card(CHANNEL, ANA, "hut", game="chess")
    assert not bad_game.ok and "There is no game called “chess”" in texts(bad_game)


async def test_no_name_lists_what_can_be_looked_up() -> None:
    gm = await opened("mountain_king")
    listing = texts(await gm.cards.card(CHANNEL, CAL, None))
    assert "hechizo (17)" in listing and "trol (61)" in listing
    assert "/partida carta" in listing


def test_matching_by_word_start_and_near_spelling() -> None:
    meduris = get_game("meduris")
    assert [e.id for e in matching(meduris, "cabañ", "en")][:2] == ["hut", "free_hut"]
    assert find(meduris, "hutt", "en").near[0].id == "hut"
    assert find(get_game("root"), "ambush", "en").several
