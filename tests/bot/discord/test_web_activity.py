"""`/game web activity:True`: the Discord Activity opened as the interaction's first
response where the operator set one up (GAMEMASTER_ACTIVITY, docs/deploy.md), its
entry page landing on the channel's game; otherwise, or when Discord refuses, the
links, saying so."""

from __future__ import annotations

from aiohttp import ClientSession

from bot.config import Config
from tests.bot.discord.flows import ALICE, BOB, StartBot, open_toy_game
from tests.bot.discord.harness import (
    CHANNEL_ID,
    DEFERRED_MESSAGE,
    GUILD_ID,
    LAUNCH_ACTIVITY,
    DiscordHarness,
)

PUBLIC = "https://games.example.org"


def companion(activity: bool) -> Config:
    return Config(web="127.0.0.1:0", public_url=PUBLIC, activity=activity)


async def started(start_bot: StartBot, activity: bool) -> DiscordHarness:
    h = await start_bot(companion(activity))
    await open_toy_game(h, [ALICE, BOB])
    return h


async def test_the_activity_opens_before_any_deferral_and_lands_on_the_channels_game(
    start_bot: StartBot,
) -> None:
    h = await started(start_bot, activity=True)
    web = next(c for c in h.synced_commands() if c["name"] == "game")
    options = next(o for o in web["options"] if o["name"] == "web")["options"]
    assert [(o["name"], o["name_localizations"]["es-ES"]) for o in options] == [
        ("activity", "actividad")]

    launched = await h.slash(ALICE, "game web", activity=True)
    assert [c.callback_type for c in launched.callbacks] == [LAUNCH_ACTIVITY]
    assert launched.messages == []  # the Activity is the answer: nothing to send after it

    # Discord opens the mapped address with the instance and the channel in its query.
    server = h.bot.web_server  # type: ignore[attr-defined]
    query = {"instance_id": "i-1-gc-1-2", "location_id": "gc-1-2", "launch_id": "x",
             "frame_id": "f", "platform": "desktop", "guild_id": str(GUILD_ID),
             "channel_id": str(CHANNEL_ID)}
    async with ClientSession() as http, http.get(
            f"{server.local_url}/", params=query, allow_redirects=False) as entry:
        assert entry.status == 302
        assert entry.headers["Location"].startswith("/g/")
        async with http.get(server.local_url + entry.headers["Location"]) as page:
            assert page.status == 200
            assert "frame-ancestors 'self' https://discord.com" in page.headers[
                "Content-Security-Policy"]


async def test_refused_by_discord_the_caller_gets_the_links_saying_so(
    start_bot: StartBot,
) -> None:
    h = await started(start_bot, activity=True)
    h.activity_enabled = False  # the developer portal has no Activity for the app
    answered = await h.slash(BOB, "game web", activity=True)
    assert [s.callback_type for s in h.refused] == [LAUNCH_ACTIVITY]
    assert [c.callback_type for c in answered.callbacks] == [DEFERRED_MESSAGE]
    assert answered.callbacks[0].ephemeral and not answered.public
    text = answered.private_text
    assert "El tablero no puede abrirse dentro de Discord" in text  # Bob's Discord is Spanish
    assert f"{PUBLIC}/g/" in text and f"{PUBLIC}/p/" in text


async def test_without_an_activity_set_up_none_is_tried(start_bot: StartBot) -> None:
    h = await started(start_bot, activity=False)
    asked = await h.slash(ALICE, "game web", activity=True)
    assert h.refused == []
    assert [c.callback_type for c in asked.callbacks] == [DEFERRED_MESSAGE]
    assert "cannot open inside Discord here" in asked.private_text
    assert f"{PUBLIC}/p/" in asked.private_text
    plain = await h.slash(ALICE, "game web")
    assert "inside Discord" not in plain.private_text and f"{PUBLIC}/p/" in plain.private_text


async def test_set_up_but_not_asked_for_the_links_as_before(start_bot: StartBot) -> None:
    h = await started(start_bot, activity=True)
    plain = await h.slash(ALICE, "game web")
    assert [c.callback_type for c in plain.callbacks] == [DEFERRED_MESSAGE]
    assert "inside Discord" not in plain.private_text and f"{PUBLIC}/g/" in plain.private_text
