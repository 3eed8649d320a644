"""Issue 14, item 10, through the game master: Spanish notation is played and
suggested (its canonical form is what is stored), Root speaks of `hecho` and its
phases in Spanish, and `/game rules` finds a topic by a near word."""

from __future__ import annotations

from bot.service import GameMaster
from bot.storage import MemoryStore
from tests.bot.test_service_choices import open_root, to_first_march
from tests.bot.test_service_meduris import open_meduris
from tests.support.players import ANA, BOB, CAL, CHANNEL, texts


async def to_marquise_menu(gm: GameMaster) -> None:
    """Set up, then up to the Marquise's Daylight menu (`march` among its actions)."""
    await open_root(gm, CAL, BOB)  # Cal, the Marquise, reads Spanish
    for _ in range(20):
        session = gm.sessions.peek(CHANNEL)
        assert session is not None and session.state is not None
        prompt = session.state.pending()[0]
        legal = [str(a) for a in session.state.legal(prompt.seat)]
        if "march" in legal:
            return
        assert (await gm.moves.play(CHANNEL, [CAL, BOB][prompt.seat], legal[0])).ok
    raise AssertionError("no Daylight menu")


async def test_spanish_notation_is_suggested_and_played_as_the_canonical_one() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await to_marquise_menu(gm)
    assert "march" in [c.action for c in gm.moves.autocomplete(CHANNEL, CAL, "marchar")]
    assert "march" in [c.action for c in gm.moves.autocomplete(CHANNEL, CAL, "march")]
    played = await gm.moves.play(CHANNEL, CAL, "Marchar")
    assert played.ok, texts(played)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.actions[-1].text == "march"  # stored canonical


async def test_root_asks_in_spanish_with_hecho() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await to_first_march(gm, CAL, BOB)
    status = texts(await gm.showing.status(CHANNEL, CAL))
    assert "`hecho`" in status and "`done`" not in status
    assert "Ahora: Día" in status


async def test_rules_topic_by_a_near_word() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_meduris(gm)
    english = await gm.showing.rules(CHANNEL, ANA, "hut")
    assert english.ok and "**Meduris — huts**" in texts(english)
    spanish = await gm.showing.rules(CHANNEL, CAL, "cabaña")
    # The topic is named in the reader's language (issue 25, item 10).
    assert spanish.ok and "— cabañas**" in texts(spanish) and "cabaña" in texts(spanish)
    unknown = await gm.showing.rules(CHANNEL, ANA, "zzz")
    assert not unknown.ok and "huts" in texts(unknown)
