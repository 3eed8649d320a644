"""Issue 14, item 11, through Discord: a game opened by a Spanish-speaking host
posts in Spanish for everyone, whoever acts; what one person alone reads is in
their own client's language."""

from __future__ import annotations

from tests.bot.discord.flows import ALICE, BOB, StartBot


async def test_a_spanish_hosts_game_posts_in_spanish_and_answers_each_in_theirs(
    start_bot: StartBot,
) -> None:
    h = await start_bot(render=False)
    opened = await h.slash(BOB, "game new", game="meduris", options="first_player=2 bonus=random")
    assert "Meduris" in opened.public_text
    await h.slash(ALICE, "game join")
    started = await h.slash(BOB, "game start")
    assert "Empieza" in started.public_text and "begins" not in started.public_text
    wrong = await h.slash(ALICE, "play", action="no such move")
    assert not wrong.public and wrong.private_text and "Esperando" not in wrong.private_text
    offered = await h.autocomplete(ALICE, "play", "action", "")
    played = await h.slash(ALICE, "play", action=offered[0]["value"])
    assert "Alice coloca un trabajador" in played.public_text, played.public_text
    assert played.private_text.startswith("Done:")  # Alice's own acknowledgement
