"""The web companion's pages, data and refusals, through aiohttp's test client (no
browser): what is public never holds a seat's hand, a signed link shows its own seat
only, a bad or expired link gets a clear page, every answer is safe."""

from __future__ import annotations

import asyncio
import html
import json
import re
import sqlite3
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.console import CONSOLE_CHANNEL, build_master
from bot.replies import Message
from bot.storage import open_store
from bot.web.app import SECURITY_HEADERS, make_app
from bot.web.ratelimit import RateLimit
from bot.web.signing import Signer
from tests.bot.web.conftest import SECRET, Table, open_table

Client = TestClient[Any, Any]


async def client_for(table: Table, limit: RateLimit | None = None) -> Client:
    signer = Signer(SECRET)
    table.master.web.configure("https://games.example.org", signer)
    limit = limit or RateLimit(burst=100_000)  # one test asks for every page at once
    client: Client = TestClient(TestServer(make_app(table.master, signer, limit=limit)))
    await client.start_server()
    return client


@pytest.fixture
async def root_table() -> AsyncIterator[tuple[Table, Client]]:
    """Root between two people, far enough in for both to hold cards (no pictures)."""
    table = await open_table("root", ["ana", "bo"], render=False, seed=11)
    await table.play(30)
    client = await client_for(table)
    try:
        yield table, client
    finally:
        await client.close()
        await table.master.close()


@pytest.fixture
async def meduris_table() -> AsyncIterator[tuple[Table, Client]]:
    table = await open_table("meduris", ["ana", "bo"], render=False)
    await table.play(5)
    client = await client_for(table)
    try:
        yield table, client
    finally:
        await client.close()
        await table.master.close()


def seat_path(table: Table, seat: int, expires: int) -> str:
    url = table.master.web.seat_url(table.session_id, seat, expires)
    assert url is not None
    return url.removeprefix("https://games.example.org")


def later(table: Table) -> int:
    return int(table.master.time.now()) + 3600


async def public_answers(client: Client, table: Table) -> dict[str, str]:
    """Every public page and datum of the game, in both languages, at every move."""
    sid = table.session_id
    answers: dict[str, str] = {}
    state = json.loads(await (await client.get(f"/g/{sid}/state.json")).text())
    for lang in ("en", "es"):
        for path in (f"/g/{sid}", f"/g/{sid}/state.json", f"/g/{sid}/rules",
                     f"/g/{sid}/rules?q=ambush", "/"):
            answers[f"{path} {lang}"] = await (await client.get(path, params={"lang": lang})).text()
        for seq in state["positions"]:
            path = f"/g/{sid}?move={seq}"
            answers[f"{path} {lang}"] = await (await client.get(
                path, params={"lang": lang, "move": seq})).text()
    return answers


def secret_names(table: Table, seat: int, public: str) -> set[str]:
    """The cards in the seat's hand that nothing public names."""
    return {n for n in re.findall(r"\*\*(.+?)\*\*", table.hand(seat)) if n not in public}


# -- what is public ---------------------------------------------------------------------
async def test_the_public_page_shows_the_board_the_log_and_who_is_asked(
    meduris_table: tuple[Table, Client],
) -> None:
    table, client = meduris_table
    answer = await client.get(f"/g/{table.session_id}")
    page = await answer.text()
    assert answer.status == 200
    assert f'src="/g/{table.session_id}/board/5.png?lang=en"' in page
    assert 'alt="The board of Meduris after move 5, as the whole table sees it"' in page
    assert page.count('class="seq"') == 5  # one log entry per move, numbered
    assert ">#1<" in page and ">#5<" in page
    assert 'type="range" id="move" name="at" min="0" max="5" value="5"' in page
    state = await (await client.get(f"/g/{table.session_id}/state.json")).json()
    assert state["positions"] == [0, 1, 2, 3, 4, 5]
    assert [entry["seq"] for entry in state["log"]] == [1, 2, 3, 4, 5]
    assert state["now"]


async def test_a_page_opens_at_move_n_without_script(meduris_table: tuple[Table, Client]) -> None:
    table, client = meduris_table
    page = await (await client.get(f"/g/{table.session_id}", params={"at": "2"})).text()
    assert f'src="/g/{table.session_id}/board/2.png?lang=en"' in page
    assert "After move 2 (of 5)" in page
    assert 'value="2"' in page


async def test_no_public_answer_holds_a_hand_and_the_signed_page_holds_its_own(
    root_table: tuple[Table, Client],
) -> None:
    table, client = root_table
    answers = await public_answers(client, table)
    everything = html.unescape("\n".join(answers.values()))
    session = table.master.sessions.peek(CONSOLE_CHANNEL)
    assert session is not None and session.state is not None
    public = json.dumps(session.state.view(None), ensure_ascii=False) + everything
    secrets = [secret_names(table, seat, public) for seat in (0, 1)]
    assert secrets[0] and secrets[1], "both seats hold a card nothing public names"
    for seat in (0, 1):
        assert table.hand(seat) not in everything
        for lang in ("en", "es"):
            assert table.hand(seat, lang).split("\n")[0] not in everything
    own = html.unescape(await (await client.get(seat_path(table, 0, later(table)))).text())
    assert all(name in own for name in secrets[0])
    assert not any(name in own for name in secrets[1] - secrets[0])
    data = await (await client.get(seat_path(table, 1, later(table)).replace(
        "/p/1/1?", "/p/1/1/hand.json?"))).json()
    assert all(name in data["hand"] for name in secrets[1])


async def test_a_bad_or_expired_link_gets_a_clear_page(meduris_table: tuple[Table, Client]
                                                       ) -> None:
    table, client = meduris_table
    good = seat_path(table, 0, later(table))
    assert (await client.get(good)).status == 200
    expired = await client.get(seat_path(table, 0, int(table.master.time.now()) - 1))
    assert expired.status == 410
    assert "This link has expired" in await expired.text()
    other_seat = good.replace("/p/1/0?", "/p/1/1?")
    later_expiry = re.sub(r"exp=(\d+)", lambda m: f"exp={int(m[1]) + 999}", good)
    altered = good[:-3] + ("AAA" if not good.endswith("AAA") else "BBB")
    for path in (other_seat, later_expiry, altered, "/p/1/0", "/p/1/0?exp=x&sig=y"):
        refused = await client.get(path)
        assert refused.status == 403, path
        text = await refused.text()
        assert "This link is not valid" in text and "Traceback" not in text
    spanish = await client.get(seat_path(table, 0, 5), headers={"Accept-Language": "es-ES"})
    assert "Este enlace ha caducado" in await spanish.text()


async def test_every_answer_is_read_only_and_carries_the_security_headers(
    meduris_table: tuple[Table, Client],
) -> None:
    table, client = meduris_table
    sid = table.session_id
    answers = [await client.get(path) for path in (
        f"/g/{sid}", f"/g/{sid}/state.json", f"/g/{sid}/rules", "/static/web.js",
        "/static/web.css", "/g/999", "/nowhere", "/static/../app.py", "/")]
    answers += [await client.post(f"/g/{sid}"), await client.delete(f"/g/{sid}/state.json")]
    assert [a.status for a in answers[-2:]] == [405, 405]
    assert [a.status for a in answers[5:8]] == [404, 404, 404]
    for answer in answers:
        for name, value in SECURITY_HEADERS.items():
            assert answer.headers[name] == value
    csp = SECURITY_HEADERS["Content-Security-Policy"]
    assert "default-src 'self'" in csp
    assert "frame-ancestors 'self' https://discord.com https://*.discordsays.com" in csp
    page = await answers[0].text()
    assert "<script src=\"/static/web.js\" defer></script>" in page
    assert not re.search(r"<script>|\son\w+=|style=|https?://", page.replace(
        'href="https://games', ""))  # no inline script or style, nothing external


async def test_names_typed_by_people_are_escaped() -> None:
    table = await open_table("meduris", ["ana", "bo"], render=False)
    await table.play(2)
    session = table.master.sessions.peek(CONSOLE_CHANNEL)
    assert session is not None  # a Discord display name may hold anything
    session.record.seats[0] = replace(session.record.seats[0], name='<script>x</script>"&')
    client = await client_for(table)
    try:
        page = await (await client.get(f"/g/{table.session_id}")).text()
        assert "<script>x" not in page
        assert "&lt;script&gt;x&lt;/script&gt;&quot;&amp;" in page
        # The data is data (the page's script sets it as text, never as markup).
        data = await client.get(f"/g/{table.session_id}/state.json")
        assert data.content_type == "application/json"
        assert {e["seat"] for e in (await data.json())["log"]} == {"bo", '<script>x</script>"&'}
    finally:
        await client.close()
        await table.master.close()


async def test_a_damaged_session_answers_a_page(meduris_table: tuple[Table, Client]) -> None:
    table, client = meduris_table
    session = table.master.sessions.peek(CONSOLE_CHANNEL)
    assert session is not None
    session.play.broken = "log record 3 no longer replays"
    answer = await client.get(f"/g/{table.session_id}")
    text = await answer.text()
    assert "This game cannot be shown" in text and "log record 3" not in text
    assert (await client.get(f"/g/{table.session_id}/board/1.png")).status == 404


async def test_too_many_requests_from_one_address_are_refused() -> None:
    table = await open_table("meduris", ["ana", "bo"], render=False)
    client = await client_for(table, RateLimit(burst=3, per_second=0.01))
    try:
        statuses = [(await client.get("/")).status for _ in range(5)]
        assert statuses == [200, 200, 200, 429, 429]
    finally:
        await client.close()
        await table.master.close()


async def test_rules_and_card_look_up_in_the_readers_language(
    root_table: tuple[Table, Client],
) -> None:
    table, client = root_table
    rules = f"/g/{table.session_id}/rules"
    english = await (await client.get(rules, params={"q": "ambush"})).text()
    assert "<details" in english and "Ambush" in english
    spanish = await (await client.get(f"/g/{table.session_id}/rules",
                                      headers={"Accept-Language": "es"})).text()
    assert '<html lang="es">' in spanish and "Reglas, tema por tema" in spanish


# -- live ------------------------------------------------------------------------------------
async def test_a_stored_move_reaches_an_open_event_stream(
    meduris_table: tuple[Table, Client],
) -> None:
    table, client = meduris_table
    stream = await client.get(f"/g/{table.session_id}/events")
    assert stream.headers["Content-Type"] == "text/event-stream"
    hello = await asyncio.wait_for(stream.content.readuntil(b"\n\n"), 5)
    assert b"event: hello\ndata: 5" in hello
    await table.play(1, seed=9)
    moved = await asyncio.wait_for(stream.content.readuntil(b"\n\n"), 5)
    assert moved == b"event: move\ndata: 6\n\n"
    stream.close()


# -- the links ------------------------------------------------------------------------------
async def test_game_web_answers_privately_with_a_link_that_opens_the_callers_seat(
    meduris_table: tuple[Table, Client],
) -> None:
    table, client = meduris_table
    ana = table.console.out.user("ana")
    reply = await table.master.web.links(CONSOLE_CHANNEL, ana)
    assert not reply.public and len(reply.ephemeral) == 1
    private = re.search(r"(https://games\.example\.org/p/\S+)", reply.ephemeral[0].text)
    assert private is not None
    path = private[1].removeprefix("https://games.example.org")
    assert path.startswith(f"/p/{table.session_id}/") and "sig=" in path
    page = await (await client.get(path)).text()
    seat = int(path.split("/")[3].split("?")[0])
    assert table.hand(seat).split(":")[0].replace("&", "&amp;") in page
    stranger = await table.master.web.links(CONSOLE_CHANNEL, table.console.out.user("cy"))
    assert not stranger.ok


async def test_turn_posts_open_the_board_only_when_a_public_address_is_set() -> None:
    table = await open_table("meduris", ["ana", "bo"], render=False)
    try:
        await table.play(1)
        assert not any("Open the board" in line for line in table.printed)
        off = await table.master.web.links(CONSOLE_CHANNEL, table.console.out.user("ana"))
        assert "not running" in off.ephemeral[0].text
        table.master.web.configure("https://games.example.org", Signer(SECRET))
        await table.play(2, seed=5)
        assert any(f"Open the board: https://games.example.org/g/{table.session_id}?lang=en"
                   in line for line in table.printed)
    finally:
        await table.master.close()


def test_a_link_button_is_attached_to_a_discord_post() -> None:
    from bot.views import build_view

    message = Message("ana, your turn", link=("Open the board", "https://games.example.org/g/1"))
    view = build_view(message)
    assert view is not None
    [button] = view.children
    assert getattr(button, "url", None) == "https://games.example.org/g/1"


async def test_an_activity_started_in_a_channel_goes_on_to_its_game(
    meduris_table: tuple[Table, Client],
) -> None:
    table, client = meduris_table
    answer = await client.get("/", params={"channel_id": str(CONSOLE_CHANNEL), "lang": "es"},
                              allow_redirects=False)
    assert answer.status == 302
    assert answer.headers["Location"] == f"/g/{table.session_id}?lang=es"
    assert answer.headers["X-Content-Type-Options"] == "nosniff"
    elsewhere = await client.get("/", params={"channel_id": "12345"})
    assert elsewhere.status == 200 and "web companion" in await elsewhere.text()


@pytest.mark.parametrize("damage", [
    "UPDATE log SET events = '[{\"kind\": ' WHERE session_id = 1 AND seq = 2",
    "UPDATE sessions SET seats = '[{\"user_id\": 1, \"na' WHERE id = 1",
])
async def test_a_damaged_stored_session_answers_a_page_not_a_traceback(
    tmp_path: Path, damage: str,
) -> None:
    path = tmp_path / "games.sqlite3"
    store = await open_store(str(path))
    table = await open_table("meduris", ["ana", "bo"], render=False, store=store)
    await table.play(3)
    await table.master.close()
    await store.close()
    with sqlite3.connect(path) as raw:
        raw.execute(damage)
    store = await open_store(str(path))  # as after a restart
    master = build_master(store, render=False)
    signer = Signer(SECRET)
    client: Client = TestClient(TestServer(make_app(master, signer)))
    await client.start_server()
    try:
        seat = f"/p/1/0?exp=9999999999&sig={signer.signature(1, 0, 9999999999)}"
        for url in ("/g/1", "/g/1?move=2", seat):
            answer = await client.get(url)
            text = await answer.text()
            assert answer.status == 200, url
            assert "This game cannot be shown" in text and "Traceback" not in text
        assert (await client.get("/g/1/board/1.png")).status == 404
        assert (await client.get("/g/1/state.json")).status == 200
    finally:
        await client.close()
        await master.close()
        await store.close()


def test_discord_markup_becomes_the_plain_text_it_shows() -> None:
    from bot.quoting import literal
    from bot.web.reading import plain

    line = "**" + literal("_x_ *y* @everyone") + "** plays `cast earth_ritual` ~~x~~ ||s||"
    assert plain(line) == "_x_ *y* @everyone plays cast earth_ritual x s"


async def test_a_game_that_ended_stays_at_its_address(meduris_table: tuple[Table, Client]) -> None:
    table, client = meduris_table
    assert await table.console.run_line("ana: /game abort confirm:yes")
    assert table.master.sessions.peek(CONSOLE_CHANNEL) is None  # no longer the channel's game
    page = await client.get(f"/g/{table.session_id}", params={"move": "3"})
    text = await page.text()
    assert page.status == 200
    assert "Ended without a result." in text and "After move 3 (of 5)" in text
    state = await (await client.get(f"/g/{table.session_id}/state.json")).json()
    assert state["positions"] == [0, 1, 2, 3, 4, 5]
