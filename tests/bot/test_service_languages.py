"""Issue 14, item 11: what a game posts in its channel is in the game's language,
chosen when it was opened (the server's setting, else the host's); what one
person alone reads (refusals, private menus, acknowledgements) is in theirs."""

from __future__ import annotations

from bot.service import GameMaster
from bot.storage import MemoryStore
from tests.support.players import ADMIN, ANA, CAL, CHANNEL, GUILD


async def meduris_with(gm: GameMaster, host, guest) -> None:  # type: ignore[no-untyped-def]
    options = {"first_player": "1", "bonus": "random"}
    assert (await gm.lobby.new(CHANNEL, GUILD, host, "meduris", options, seed=5)).ok
    assert (await gm.lobby.join(CHANNEL, guest)).ok


async def test_a_spanish_table_posts_in_spanish_whoever_acts() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await meduris_with(gm, CAL, ANA)  # Cal (Spanish) hosts and plays first, then Ana (English)
    started = await gm.lobby.start(CHANNEL, CAL)
    assert "Empieza" in started.public[0].text
    state = gm.sessions.peek(CHANNEL).state  # type: ignore[union-attr]
    assert (await gm.moves.play(CHANNEL, CAL, str(state.legal(0)[0]))).ok  # Cal's first worker
    early = await gm.moves.play(CHANNEL, CAL, str(state.legal(1)[0]))  # Ana's turn now
    assert not early.ok and not early.public
    assert "No te toca" in early.ephemeral[0].text  # Cal reads Spanish
    refused = await gm.moves.play(CHANNEL, ANA, "no such move")
    assert not refused.ok and not refused.public
    assert "Esperando" not in refused.ephemeral[0].text  # Ana reads English
    played = await gm.moves.play(CHANNEL, ANA, str(state.legal(1)[0]))
    assert played.ok
    posted = "\n".join(m.text for m in played.public)
    assert "Ana coloca un trabajador" in posted, posted
    assert "places" not in posted and "your turn" not in posted.lower()
    assert played.ephemeral and played.ephemeral[-1].text.startswith("Done")  # Ana's own
    status = await gm.showing.status(CHANNEL, ANA)
    assert "Puntos:" in status.public[0].text


async def test_an_english_table_posts_in_english_for_a_spanish_player() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await meduris_with(gm, ANA, CAL)
    assert "begins" in (await gm.lobby.start(CHANNEL, ANA)).public[0].text


async def test_the_server_setting_chooses_the_table_language() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.server_settings.settings(GUILD, ADMIN, "es")).ok
    await meduris_with(gm, ANA, CAL)
    assert "Empieza" in (await gm.lobby.start(CHANNEL, ANA)).public[0].text


async def test_a_language_set_mid_game_says_it_counts_from_the_next_game() -> None:
    """Issue 25, item 14: the game keeps the language it was opened in (the channel
    reads one language from its first line to its result); the server's new
    language is for the next game, and the answer says so, in either language."""
    gm = GameMaster(MemoryStore(), render=False)
    await meduris_with(gm, ANA, CAL)
    assert "begins" in (await gm.lobby.start(CHANNEL, ANA)).public[0].text
    answer = await gm.server_settings.settings(GUILD, ADMIN, "es")
    assert answer.ok and "desde la próxima que se abra" in answer.ephemeral[0].text
    assert "una partida en curso conserva el idioma" in answer.ephemeral[0].text
    status = await gm.showing.status(CHANNEL, CAL)
    assert "in play" in status.public[0].text  # still English
    back = await gm.server_settings.settings(GUILD, ADMIN, "en")
    assert "from the next game opened" in back.ephemeral[0].text
    cleared = await gm.server_settings.settings(GUILD, ADMIN, None)
    assert "from the next game opened: a game under way keeps" in cleared.ephemeral[0].text
