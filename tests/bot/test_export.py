"""`/game export` in the game master (bot/looking_back.py `export`): the channel's
Root game as a Rootlog file, posted; other games are refused politely."""

from __future__ import annotations

from bot.service import GameMaster
from bot.storage import MemoryStore
from tests.bot.test_end_of_game import finished_ai_game
from tests.support.players import ANA, BOB, CAL, CHANNEL, DEE, GUILD, texts


async def test_a_finished_root_game_is_posted_as_a_rootlog_file() -> None:
    gm = GameMaster(MemoryStore())
    session, _ = await finished_ai_game(gm, "root", 2)
    reply = await gm.looking_back.export(1, ANA)
    assert reply.ok and not reply.ephemeral
    [message] = reply.public
    [(name, data)] = message.files
    assert name == "root.rootlog"
    text = data.decode("utf-8")
    assert "seed" not in text  # the seed and the moves would deal every hand again
    assert text.startswith("// Rootlog 2.8") and "Map: Fall" in text
    assert "\nC: AI 1" in text or "\nC: AI 2" in text
    assert "\nWinner: " in text
    assert f"{len(session.actions)} moves" in message.text


async def test_other_games_are_refused_politely() -> None:
    gm = GameMaster(MemoryStore())
    await finished_ai_game(gm, "meduris", 1)
    reply = await gm.looking_back.export(1, ANA)
    assert not reply.ok and not reply.public
    assert "Only Root games export" in reply.ephemeral[0].text


async def test_no_game_no_file() -> None:
    reply = await GameMaster(MemoryStore()).looking_back.export(1, ANA)
    assert not reply.ok and not reply.public


async def test_root_while_factions_are_chosen_is_refused_with_why() -> None:
    """Issue 25, item 18: `factions=choose` (the default) leaves every faction
    unnamed until the last pick, and a Rootlog file names players by faction.
    Anyone may ask meanwhile: a polite refusal that says why, in their language."""
    gm = GameMaster(MemoryStore())
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "root", {}, seed=3)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    assert not any(session.state.factions)  # type: ignore[attr-defined]
    english = await gm.looking_back.export(CHANNEL, DEE)
    assert not english.ok and not english.public
    assert "once every faction is chosen (0 of 2 so far)" in texts(english)
    spanish = await gm.looking_back.export(CHANNEL, CAL)
    assert not spanish.ok and "todas las facciones estén elegidas (0 de 2" in texts(spanish)


async def test_the_posted_file_speaks_the_games_language_whoever_asks() -> None:
    """A game's public messages use the game's language (docs/discord.md): a
    Spanish reader exporting an English game posts the English caption."""
    gm = GameMaster(MemoryStore())
    factions = {"factions": "marquise,eyrie"}
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "root", factions, seed=3)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    reply = await gm.looking_back.export(CHANNEL, CAL)
    assert reply.ok
    [message] = reply.public
    assert message.text.startswith("**Root** so far as a Rootlog file"), message.text
