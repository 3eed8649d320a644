"""Issue 14 through Discord: `/game status` tells the stage, whose turn since
when and the scores (item 9); the log posted after moves is sentences, never a
bare notation (item 13)."""

from __future__ import annotations

import re

from tests.bot.discord.flows import ALICE, CAROL, StartBot


async def test_status_at_a_glance_and_sentences_in_the_log(start_bot: StartBot) -> None:
    h = await start_bot(render=False)
    await h.slash(ALICE, "game new", game="mountain_king", options="", seed=4)
    await h.slash(CAROL, "game join")
    await h.slash(ALICE, "game addbot", kind="random")
    await h.slash(ALICE, "game start")
    status = await h.slash(CAROL, "game status")
    text = status.public_text
    assert "Now: Setup" in text, text
    assert re.search(r"'s turn, since <t:\d+:R>", text), text
    assert "Scores: Alice 0, Carol 0, AI 1 0" in text, text
    for _ in range(12):  # the gate and the draft, then turns: every line a sentence
        for player in (ALICE, CAROL):
            offered = await h.autocomplete(player, "play", "action", "")
            if offered:
                played = await h.slash(player, "play", action=offered[0]["value"])
                assert f"`{offered[0]['value']}`" not in played.public_text
                break
