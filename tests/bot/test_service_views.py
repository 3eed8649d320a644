"""Looking at a game: status, board, log, hand, rules, autocomplete, settings."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.replies import Reply, User
from bot.service import GameMaster
from bot.storage import MemoryStore, SeatRecord
from tests.support.players import ADMIN, ANA, BOB, CAL, CHANNEL, GUILD, started, texts


@pytest.fixture
def gm() -> GameMaster:
    return GameMaster(MemoryStore(), render=False)


def refused(reply: Reply, *fragments: str) -> None:
    assert not reply.ok and not reply.public and reply.ephemeral
    for fragment in fragments:
        assert fragment in texts(reply), texts(reply)


async def test_status_in_lobby_and_in_play(gm: GameMaster) -> None:
    refused(await gm.showing.status(CHANNEL, ANA), "/game new")
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {})
    await gm.lobby.add_bot(CHANNEL, ANA, "random")
    lobby = await gm.showing.status(CHANNEL, BOB)
    assert lobby.ok and "lobby (not started)" in texts(lobby)
    assert "2. AI 1 (random AI)" in texts(lobby) and "/game start" in texts(lobby)
    await gm.lobby.start(CHANNEL, ANA)
    playing = (await gm.showing.status(CHANNEL, BOB)).public[0].text
    assert "in play" in playing and "Waiting for" in playing and "• Ana:" in playing
    assert "Moves recorded: 0" in playing and "Target: 12" in playing


async def test_board_without_a_renderer_still_answers(gm: GameMaster) -> None:
    await started(gm)
    gm.render = True  # the toy game has no drawing: no image, no failure
    reply = await gm.showing.board(CHANNEL, CAL)
    assert reply.ok and [m.image for m in reply.public] == [None]
    # Posted in the channel: in the game's language (Ana opened it in English),
    # even when Cal, who reads Spanish, asks (issue 14).
    assert "Waiting for:\n• Ana: roll the die" in texts(reply)


async def test_log_pages_newest_first(gm: GameMaster) -> None:
    await started(gm)
    refused_empty = await gm.looking_back.log(CHANNEL, ANA)
    assert "Nothing has been played" in texts(refused_empty)
    for _ in range(10):  # 20 passes: 20 turns of one line, 40 lines with their headers
        await gm.moves.play(CHANNEL, ANA, "pass")
        await gm.moves.play(CHANNEL, BOB, "pass")
    first = (await gm.looking_back.log(CHANNEL, CAL, page=1)).ephemeral[0].text.splitlines()
    assert "1 de 2" in first[0]  # Cal reads Spanish
    assert len(first) == 21 and first[-2:] == ["**Turno 20 · Bob** (jugada 20)", "Bob pasa."]
    second = (await gm.looking_back.log(CHANNEL, ANA, page=2)).ephemeral[0].text.splitlines()
    assert len(second) == 21 and second[1:3] == ["**Turn 1 · Ana** (move 1)", "Ana passes."]
    for page in (0, 3, "two"):
        refused(await gm.looking_back.log(CHANNEL, ANA, page=page), "pages 1 to 2")  # type: ignore[arg-type]


async def test_hand_is_private_and_for_players_only(gm: GameMaster) -> None:
    refused(await gm.showing.hand(CHANNEL, ANA), "/game new")
    await started(gm)
    reply = await gm.showing.hand(CHANNEL, ANA)
    assert reply.ok and not reply.public and "Lucky number" in texts(reply)
    refused(await gm.showing.hand(CHANNEL, CAL), "No juegas")


async def test_hot_seat_player_sees_every_hand_and_plays_each_seat(gm: GameMaster) -> None:
    await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {})
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    # Two seats for one person, as the local console seats several people.
    await gm.tables.save(session, lambda r: r.seats.append(SeatRecord(ANA.id, "Ana 2")))
    await gm.lobby.start(CHANNEL, ANA)
    hands = texts(await gm.showing.hand(CHANNEL, ANA))
    assert "**Ana**" in hands and "**Ana 2**" in hands
    assert (await gm.moves.play(CHANNEL, ANA, "pass")).ok
    assert (await gm.moves.play(CHANNEL, ANA, "pass")).ok  # now as the second seat
    assert [a.seat for a in gm.sessions.peek(CHANNEL).actions] == [0, 1]  # type: ignore[union-attr]


async def test_rules_topics_and_text(gm: GameMaster) -> None:
    refused(await gm.showing.rules(CHANNEL, ANA), "Which game", "meduris")
    topics = await gm.showing.rules(CHANNEL, ANA, game="toy")
    assert topics.ok and "goal, token" in texts(topics)
    await started(gm)
    token = await gm.showing.rules(CHANNEL, CAL, topic="Token")
    assert "ficha" in texts(token)
    refused(await gm.showing.rules(CHANNEL, ANA, topic="combat"), "goal, token")
    refused(await gm.showing.rules(CHANNEL, ANA, game="chess"), "chess")


async def test_autocomplete_filters_the_callers_legal_actions(gm: GameMaster) -> None:
    assert gm.moves.autocomplete(CHANNEL, ANA, "") == []  # nothing cached
    await started(gm)
    assert [c.action for c in gm.moves.autocomplete(CHANNEL, ANA, "")] == ["roll", "pass", "take"]
    assert [c.action for c in gm.moves.autocomplete(CHANNEL, ANA, "TOKEN")] == ["take"]
    assert [c.action for c in gm.moves.autocomplete(CHANNEL, ANA, "the die")] == ["roll"]
    assert [c.label for c in gm.moves.autocomplete(CHANNEL, ANA, "pa")] == ["Pass the turn"]
    assert gm.moves.autocomplete(CHANNEL, ANA, "zzz") == []
    every = gm.moves.autocomplete(CHANNEL, ANA, "")
    assert gm.moves.autocomplete(CHANNEL, ANA, "", limit=2) == every[:2]
    assert gm.moves.autocomplete(CHANNEL, BOB, "") == []  # not his turn
    assert gm.moves.autocomplete(CHANNEL, CAL, "") == []  # not a player
    assert gm.moves.autocomplete(CHANNEL, ANA, "x" * 5000) == []
    spanish = gm.moves.autocomplete(CHANNEL, User(ANA.id, "Ana", "es"), "ficha")
    assert [c.label for c in spanish] == ["Coger la ficha"]


async def test_settings_language_for_the_server(gm: GameMaster) -> None:
    refused(await gm.server_settings.settings(GUILD, ANA, "es"), "manages this server")
    refused(await gm.server_settings.settings(None, ADMIN, "es"), "belong to a server")
    refused(await gm.server_settings.settings(GUILD, ADMIN, "fr"), "en, es")
    done = await gm.server_settings.settings(GUILD, ADMIN, "es-ES")
    assert done.ok and "Español" in texts(done)
    assert await gm.store.get_setting(GUILD, "locale") == "es"
    await started(gm)
    assert "Bob, te toca" in texts(await gm.moves.play(CHANNEL, ANA, "pass"))
    gm.posts.every = 0  # the same status, read again at once for each reader
    status = texts(await gm.showing.status(CHANNEL, ANA))  # Ana's own locale is English
    assert "en juego" in status
    fresh = GameMaster(gm.store, render=False)  # another process reads the setting
    assert "en juego" in texts(await fresh.showing.status(CHANNEL, BOB))
    cleared = await gm.server_settings.settings(GUILD, ADMIN, None)
    assert cleared.ok and await gm.store.get_setting(GUILD, "locale") is None
    # The game keeps the language it was opened in (issue 14); Ana's own
    # messages are hers again.
    assert "en juego" in texts(await gm.showing.status(CHANNEL, ANA))
    assert "not your turn" in texts(await gm.moves.play(CHANNEL, ANA, "pass")).lower()


def test_bot_catalogs_are_complete_and_agree() -> None:
    folder = Path(__file__).resolve().parents[2] / "data" / "i18n" / "bot"
    english = json.loads((folder / "en.json").read_text("utf-8"))
    spanish = json.loads((folder / "es.json").read_text("utf-8"))
    assert english.keys() == spanish.keys()
    for key, template in english.items():
        fields = set(re.findall(r"{(\w+)}", template))
        assert fields == set(re.findall(r"{(\w+)}", spanish[key])), key
        assert not fields & {"locale", "key"}, key  # would clash with Catalog.text
    code = "".join(p.read_text("utf-8") for p in (folder.parents[2] / "bot").glob("*.py"))
    used = set(re.findall(r'tr\(\s*"([a-z_]+\.[a-z_.]+)"', code))
    assert used and used <= english.keys(), used - english.keys()


async def test_autocomplete_after_a_restart_warms_the_cache(gm: GameMaster) -> None:
    await started(gm)
    fresh = GameMaster(gm.store, render=False)
    assert fresh.moves.autocomplete(CHANNEL, ANA, "") == []  # memory only: restore starts now
    await fresh.tables.restored()
    assert [c.action for c in fresh.moves.autocomplete(CHANNEL, ANA, "")] == [
        "roll",
        "pass",
        "take",
    ]


async def test_close_stops_background_restores() -> None:
    """A restore started by autocomplete never outlives the game master's close."""
    store = MemoryStore()
    await store.open()
    first = GameMaster(store, render=False)
    await started(first)
    fresh = GameMaster(store, render=False)
    assert fresh.moves.autocomplete(CHANNEL, ANA, "") == []  # not in memory: restoring starts
    assert fresh.tables.restoring
    await fresh.close()
    assert not fresh.tables.restoring
