"""Campaign characters (Near and Far): stored per server, player and game; loaded when
a session starts, saved when it ends, shown and improved with `/game character`.
Two consecutive games in one channel carry experience and talents over."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.replies import Reply
from bot.service import GameMaster
from bot.storage import MemoryStore, SQLiteStore, Store
from bot.storage.schema import LATEST_VERSION, MIGRATIONS
from games.core import agent_rng, get_game
from games.near_and_far.character import Character
from tests.support.players import ANA, BOB, CAL, CHANNEL, GUILD, texts

NF = get_game("near_and_far")


# -- storage ----------------------------------------------------------------------------
async def test_characters_are_kept_per_server_user_and_game(store: Store) -> None:
    assert await store.get_character(GUILD, ANA.id, "near_and_far") is None
    await store.set_character(GUILD, ANA.id, "near_and_far", "2.1.fishing..1:30")
    await store.set_character(GUILD + 1, ANA.id, "near_and_far", "1.0...")
    await store.set_character(GUILD, BOB.id, "near_and_far", "3.0...")
    assert await store.get_character(GUILD, ANA.id, "near_and_far") == "2.1.fishing..1:30"
    assert await store.get_character(GUILD + 1, ANA.id, "near_and_far") == "1.0..."
    assert await store.get_character(GUILD, ANA.id, "meduris") is None
    await store.set_character(GUILD, ANA.id, "near_and_far", "0.1.fishing+taunt..1:30")
    assert await store.get_character(GUILD, ANA.id, "near_and_far") == "0.1.fishing+taunt..1:30"


async def test_a_version_1_file_gets_the_characters_table_and_keeps_its_sessions(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        for sql in MIGRATIONS[0][1]:
            db.execute(sql)
        db.execute("INSERT INTO schema_version VALUES (1)")
        db.execute("INSERT INTO guild_settings VALUES (7, 'locale', 'es')")
    async with SQLiteStore(path) as store:
        assert await store.schema_version() == LATEST_VERSION
        assert await store.get_setting(7, "locale") == "es"
        await store.set_character(7, 1, "near_and_far", "1.0...")
    async with SQLiteStore(path) as store:
        assert await store.get_character(7, 1, "near_and_far") == "1.0..."


# -- the game master ----------------------------------------------------------------------
async def open_table(gm: GameMaster, seed: int) -> Reply:
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "near_and_far", {}, seed=seed)).ok
    assert (await gm.lobby.add_bot(CHANNEL, ANA, "heuristic")).ok
    reply = await gm.lobby.start(CHANNEL, ANA)
    assert reply.ok, texts(reply)
    return reply


async def play_out(gm: GameMaster, seed: int) -> Reply:
    """Ana plays with the AI's own judgement, typing each move as text."""
    agent = NF.agent("heuristic")
    reply = Reply()
    for _ in range(3000):
        session = gm.sessions.peek(CHANNEL)
        if session is None or session.state is None or session.state.is_over():
            return reply
        state = session.state
        action = agent.choose(state, 0, agent_rng(seed, 0, session.seq))
        reply = await gm.moves.play(CHANNEL, ANA, str(action), seq=session.seq)
        assert reply.ok, texts(reply)
    raise AssertionError("the game did not end")


async def test_two_games_in_a_channel_carry_experience_and_talents() -> None:
    store = MemoryStore()
    gm = GameMaster(store, render=False)
    await open_table(gm, seed=21)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    first = Character()
    assert session.record.options["characters"] == f"{first.to_text()},-", "new + AI"
    final = await play_out(gm, seed=21)
    assert "experience" in texts(final)
    record = await store.get_session(session.id)
    assert record is not None and record.status == "finished"
    quests = session.state.result().details["quests"][0]  # type: ignore[union-attr]
    score = session.state.result().scores[0]  # type: ignore[union-attr]
    saved = Character.from_text(await store.get_character(GUILD, ANA.id, "near_and_far") or "")
    assert saved.xp == 1 + quests // 3 and saved.quests == quests % 3
    assert saved.map_vp == (("1", score),)

    # Between games Ana buys a talent she can afford (Fishing costs 1).
    reply = await gm.characters.character(CHANNEL, GUILD, ANA, None, "fishing")
    assert reply.ok, texts(reply)
    assert "learns Fishing" in texts(reply)
    bought = Character.from_text(await store.get_character(GUILD, ANA.id, "near_and_far") or "")
    assert "fishing" in bought.talents and bought.xp == saved.xp - 1

    await open_table(gm, seed=22)
    second = gm.sessions.peek(CHANNEL)
    assert second is not None and second.state is not None
    assert second.record.options["characters"].split(",")[0] == bought.to_text()
    assert second.state.view(None)["seats"][0]["talents"] == ["fishing"]
    assert second.state.view(None)["seats"][0]["food"] >= 1, "Fishing: a food to start"
    await play_out(gm, seed=22)
    after = Character.from_text(await store.get_character(GUILD, ANA.id, "near_and_far") or "")
    assert after.talents == ("fishing",) and len(after.map_vp) == 2


async def test_character_sheet_is_private_and_in_the_callers_language() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    reply = await gm.characters.character(CHANNEL, GUILD, CAL, None, None)
    assert reply.ok and not reply.public
    text = texts(reply)
    assert "Experiencia por gastar: 1" in text and "Pesca (fishing), 1 PX" in text
    assert "Meditación (meditation), 4 PX" in text, "every talent of the rulebook is offered"


async def test_buying_is_refused_with_reasons() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    too_dear = await gm.characters.character(CHANNEL, GUILD, ANA, None, "caving")
    assert not too_dear.ok and "costs 4 experience" in texts(too_dear)
    unknown = await gm.characters.character(CHANNEL, GUILD, ANA, None, "flying")
    assert not unknown.ok and "no talent called" in texts(unknown)
    assert (await gm.characters.character(CHANNEL, GUILD, ANA, None, "fishing")).ok
    twice = await gm.characters.character(CHANNEL, GUILD, ANA, None, "fishing")
    assert not twice.ok and "already has" in texts(twice)
    other_game = await gm.characters.character(CHANNEL, GUILD, ANA, "meduris", None)
    assert not other_game.ok and "keeps no characters" in texts(other_game)


async def test_no_talent_shopping_during_ones_own_game() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_table(gm, seed=3)
    refused = await gm.characters.character(CHANNEL, GUILD, ANA, None, "fishing")
    assert not refused.ok and "between games" in texts(refused)
    bought = await gm.characters.character(CHANNEL, GUILD, BOB, None, "fishing")
    assert bought.ok, "Bob is not playing"


async def test_talent_suggestions_name_cost_and_filter() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    everything = gm.characters.talent_choices(CHANNEL, ANA, "")
    assert len(everything) == 18
    assert [(c.label, c.action) for c in gm.characters.talent_choices(CHANNEL, CAL, "pesc")] == [
        ("Pesca (1 XP)", "fishing")
    ]
