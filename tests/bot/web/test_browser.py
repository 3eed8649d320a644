"""The web companion in a real browser: Playwright (PyPI) driving Debian's chromium
against a console game served in-process on a free port. Few and fast: the public
page with its board and log, the slider to move N, a move arriving without a reload,
a seat's signed page and an expired one; screenshots at 400 and 1440 px in both
languages go to /tmp/web-shots/ for people to look at.

Skipped without chromium, unless GAMEMASTER_REQUIRE_BROWSER=1 (.ci/run sets it and
installs chromium)."""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.web.reading import plain
from bot.web.server import WebServer
from tests.bot.web.conftest import Table

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
SHOTS = Path("/tmp/web-shots")

try:
    from playwright.async_api import Browser, Page, async_playwright, expect
except ImportError:  # pragma: no cover - the test extra brings it
    async_playwright = None  # type: ignore[assignment]

if os.environ.get("GAMEMASTER_REQUIRE_BROWSER") != "1":
    pytestmark = pytest.mark.skipif(CHROMIUM is None or async_playwright is None,
                                    reason="needs chromium and playwright")


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    assert CHROMIUM is not None and async_playwright is not None
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            yield launched
        finally:
            await launched.close()


async def opened(browser: Browser, url: str, width: int = 1440, **options: Any) -> Page:
    page = await browser.new_page(viewport={"width": width, "height": 900}, **options)
    answer = await page.goto(url)
    assert answer is not None
    return page


async def board_drawn(page: Page) -> None:
    await page.wait_for_function(
        "() => { const b = document.getElementById('board');"
        " return b && b.complete && b.naturalWidth > 0; }")


async def test_the_board_and_log_show_and_the_slider_steps_to_move_n(
    served_meduris: tuple[Table, WebServer], browser: Browser,
) -> None:
    table, server = served_meduris
    page = await opened(browser, f"{server.local_url}/g/{table.session_id}")
    await board_drawn(page)
    await expect(page.locator("#log li")).to_have_count(4)
    await expect(page.locator("#board-caption")).to_have_text("After move 4 (of 4)")
    slider = page.locator("#move")
    await slider.focus()
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(page.locator("#board")).to_have_attribute(
        "src", f"/g/{table.session_id}/board/2.png?lang=en")
    await expect(page.locator("#board-caption")).to_have_text("After move 2 (of 4)")
    await expect(page.locator("#log li.here")).to_have_attribute("data-seq", "2")
    await board_drawn(page)
    await page.locator("#board-title").click()  # the page's own keys, off the slider
    await page.keyboard.press("Home")
    await expect(page.locator("#board")).to_have_attribute(
        "src", f"/g/{table.session_id}/board/0.png?lang=en")
    await expect(page.locator("#board")).to_have_attribute(
        "alt", "The board of Meduris as dealt, before the first move")


async def test_a_move_played_appears_without_reloading(
    served_meduris: tuple[Table, WebServer], browser: Browser,
) -> None:
    table, server = served_meduris
    page = await opened(browser, f"{server.local_url}/g/{table.session_id}")
    await expect(page.locator("#log li")).to_have_count(4)
    await page.evaluate("() => { window.sameDocument = true; }")
    await page.wait_for_timeout(300)  # the event stream is open
    await table.play(1, seed=9)
    await expect(page.locator("#log li")).to_have_count(5)
    await expect(page.locator("#board")).to_have_attribute(
        "src", f"/g/{table.session_id}/board/5.png?lang=en")
    await expect(page.locator("#live")).to_have_text("A new move was played: the page shows it.")
    assert await page.evaluate("() => window.sameDocument === true")  # not reloaded


async def test_a_signed_link_shows_its_seats_hand_the_public_page_never(
    served_meduris: tuple[Table, WebServer], browser: Browser,
) -> None:
    table, server = served_meduris
    expires = int(table.master.time.now()) + 3600
    url = table.master.web.seat_url(table.session_id, 1, expires)
    assert url is not None
    page = await opened(browser, url)
    await expect(page.locator("#hand")).to_have_text(plain(table.hand(1)))
    await board_drawn(page)
    public = await opened(browser, f"{server.local_url}/g/{table.session_id}")
    await board_drawn(public)
    assert await public.locator("#hand").count() == 0
    assert "behind your screen" not in await public.content()
    stale = table.master.web.seat_url(table.session_id, 1, int(table.master.time.now()) - 60)
    assert stale is not None
    refused = await browser.new_page()
    answer = await refused.goto(stale)
    assert answer is not None and answer.status == 410
    await expect(refused.locator("h2")).to_have_text("This link has expired")


async def test_screenshots_at_400_and_1440_px_in_both_languages(
    served_meduris: tuple[Table, WebServer], browser: Browser,
) -> None:
    table, server = served_meduris
    SHOTS.mkdir(exist_ok=True)
    expires = int(table.master.time.now()) + 3600
    for lang in ("en", "es"):
        for width in (400, 1440):
            page = await opened(browser, f"{server.local_url}/g/{table.session_id}?lang={lang}",
                                width)
            await board_drawn(page)
            await expect(page.locator("#log li")).to_have_count(4)
            # Nothing wider than the screen: no sideways scrolling on a phone.
            assert await page.evaluate("() => document.documentElement.scrollWidth") <= width
            await page.screenshot(path=SHOTS / f"public-{lang}-{width}.png", full_page=True)
            await page.close()
        url = table.master.web.seat_url(table.session_id, 0, expires, lang)
        assert url is not None
        page = await opened(browser, url, 400)
        await board_drawn(page)
        await page.screenshot(path=SHOTS / f"seat-{lang}-400.png", full_page=True)
        await page.close()
