"""The web companion's server (aiohttp, which discord.py already brings): read-only
pages per game beside the bot, in the same process and on the same event loop.

Routes (GET and HEAD only; anything else is refused with 405):

    /g/<session>                 the public page: board, slider, log, now, scores
    /g/<session>/state.json      the same, as data, for the page's script
    /g/<session>/board/<N>.png   the public board after move N (/<N>/<k>.png: detail k)
    /g/<session>/scores.png      the score graph
    /g/<session>/events          server-sent events: `move` with the new move number
                                 (ours at once; another process's within POLL_SECONDS)
    /g/<session>/rules           the game's rules topics and card look-up (?q=)
    /p/<session>/<seat>?exp=&sig=            a seat's own page (signed, expiring)
    /p/<session>/<seat>/hand.json?exp=&sig=  that seat's hand, as data
    /static/<file>               the page's own CSS and script
    /?channel_id=<channel>       the channel's latest game (a Discord Activity's start)

Everything public comes from the public view and the public log; a seat's hand only
from a signed link (bot/web/signing.py). Every answer carries the security headers
(`SECURITY_HEADERS`); every failure is a page of ours, never a traceback.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from aiohttp import web

from bot import card_lookup, narration
from bot.messages import Texts
from bot.sessions import Session
from bot.web import pages
from bot.web.live import POLL_SECONDS, MoveFeed
from bot.web.pages import Html, esc, fill, tag
from bot.web.ratelimit import RateLimit
from bot.web.reading import Reader, Snapshot, Unreadable, plain
from bot.web.signing import BadLink, ExpiredLink, SeatLink, Signer
from games.core.i18n import LOCALES
from renderers import has_renderer

if TYPE_CHECKING:
    from bot.service import GameMaster

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
STATIC_TYPES = {".css": "text/css", ".js": "text/javascript", ".svg": "image/svg+xml"}

FRAME_ANCESTORS = "'self' https://discord.com https://*.discordsays.com"
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
        f"form-action 'self'; frame-ancestors {FRAME_ANCESTORS}"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}

KEEPALIVE_SECONDS = 20.0
"""An event stream says something at least this often (proxies close silent ones)."""

WATCHERS_PER_ADDRESS = 8
"""Event streams one address may hold open at once."""

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass
class Companion:
    """What the handlers share: the game master's parts, the signer, the feed."""

    master: GameMaster
    signer: Signer
    reader: Reader
    feed: MoveFeed
    limit: RateLimit
    trust_forwarded: bool = False
    streams: dict[str, int] = field(default_factory=dict)  # open event streams by address

    def now(self) -> float:
        return self.master.time.now()


COMPANION = web.AppKey("companion", Companion)


# -- requests ----------------------------------------------------------------------------
def chosen_locale(request: web.Request) -> str:
    """`?lang=es`, else the browser's first language we have (Accept-Language), else English."""
    asked = request.query.get("lang", "")
    if asked in LOCALES:
        return asked
    for part in request.headers.get("Accept-Language", "").split(","):
        tag_ = part.split(";")[0].strip().lower()[:2]
        if tag_ in LOCALES:
            return tag_
    return "en"


def texts(request: web.Request) -> Texts:
    return Texts.of(chosen_locale(request))


def client_address(request: web.Request, trust_forwarded: bool) -> str:
    """The client's address; behind a reverse proxy on this machine (the peer is the
    loopback), the last address the proxy added to X-Forwarded-For."""
    peer = request.remote or "?"
    if trust_forwarded and peer in ("127.0.0.1", "::1"):
        forwarded = request.headers.get("X-Forwarded-For", "").split(",")[-1].strip()
        if forwarded:
            return forwarded
    return peer


def _number(text: str, high: int = 2**53) -> int | None:
    return int(text) if text.isdigit() and len(text) <= 16 and int(text) <= high else None


def _snowflake(text: str) -> int | None:
    """A Discord id (17 to 19 digits today, below 2**63), unlike the small numbers
    `_number` reads."""
    return int(text) if text.isdigit() and len(text) <= 19 and int(text) < 2**63 else None


def html_response(body: str, status: int = 200, *, private: bool = False) -> web.Response:
    response = web.Response(text=body, status=status, content_type="text/html", charset="utf-8")
    if private:
        response.headers["Cache-Control"] = "no-store"
    return response


def json_response(data: Any, *, private: bool = False) -> web.Response:
    response = web.json_response(data, dumps=lambda d: json.dumps(d, ensure_ascii=False))
    response.headers["Cache-Control"] = "no-store" if private else "no-cache"
    return response


def failure(request: web.Request, status: int, key: str, **params: object) -> web.Response:
    tr = texts(request)
    title = tr(f"web.{key}.title")
    body = pages.message(tr, title, tr(f"web.{key}.text", **params), here=request.path)
    return html_response(body, status, private=True)


# -- middlewares ---------------------------------------------------------------------------
@web.middleware
async def safety(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Rate limit, then the answer or a page of ours for any failure, then the headers."""
    companion = request.app[COMPANION]
    address = client_address(request, companion.trust_forwarded)
    try:
        if not companion.limit.allow(address):
            response: web.StreamResponse = failure(request, 429, "too_many")
            response.headers["Retry-After"] = "30"
        else:
            response = await handler(request)
    except web.HTTPMethodNotAllowed:
        response = failure(request, 405, "read_only")
        response.headers["Allow"] = "GET, HEAD"
    except web.HTTPNotFound:
        response = failure(request, 404, "not_found")
    except web.HTTPException as exc:  # another status of aiohttp's
        response = web.Response(status=exc.status, text=exc.text, headers=exc.headers)
    except (asyncio.CancelledError, ConnectionResetError):
        raise
    except Exception:
        log.exception("web: %s %s failed", request.method, request.path)
        response = failure(request, 500, "error")
    if not response.prepared:
        response.headers.update(SECURITY_HEADERS)
    return response


# -- the game's pages ------------------------------------------------------------------------
async def _session(request: web.Request) -> tuple[Companion, Session]:
    companion = request.app[COMPANION]
    session_id = _number(request.match_info["session"])
    if session_id is None:
        raise web.HTTPNotFound()
    session = await companion.reader.session(session_id)
    if session is None or (session.record.status == "lobby" and not session.record.seats):
        raise web.HTTPNotFound()
    return companion, session


async def _readable(request: web.Request) -> tuple[Companion, Session, Snapshot] | web.Response:
    """The session and its snapshot, or the page that says why it cannot be shown."""
    try:
        companion, session = await _session(request)
        snap = await companion.reader.snapshot(session)
    except Unreadable as exc:
        log.warning("web: session %s cannot be shown: %s", request.match_info["session"], exc)
        return failure(request, 200, "damaged")
    if session.record.status == "lobby" or (session.state is None and snap.live):
        return failure(request, 200, "lobby", game=session.game.name(texts(request).locale))
    return companion, session, snap


def _asked_seq(request: web.Request, snap: Snapshot) -> int:
    """The move a page opens at: `?move=N` (the nearest standing move at or before
    it), `?at=index` (the slider without script), else the latest."""
    move = _number(request.query.get("move", ""))
    if move is not None:
        return max((p for p in snap.positions if p <= move), default=0)
    index = _number(request.query.get("at", ""))
    if index is not None:
        return snap.positions[min(index, len(snap.positions) - 1)]
    return snap.positions[-1]


def _status_text(session: Session, tr: Texts) -> str:
    status = session.record.status
    return tr(f"web.status.{status}" if status in ("running", "finished", "aborted")
              else "web.status.running")


async def game_page(request: web.Request, seat: SeatLink | None = None) -> web.StreamResponse:
    readable = await _readable(request)
    if isinstance(readable, web.Response):
        return readable
    companion, session, snap = readable
    tr = texts(request)
    seq = _asked_seq(request, snap)
    index = snap.positions.index(seq)
    base = f"/g/{snap.id}"
    game = session.game.name(tr.locale)
    pngs = await companion.reader.board(snap, seq, tr.locale)
    entries = companion.reader.log_entries(snap, tr)
    async with session.lock:
        now = companion.reader.now_lines(session, tr)
        hand = _hand_text(session, seat, tr) if seat is not None else None
    cap = pages.caption(tr, game, seq, snap.positions[-1])
    signed_query = {"exp": str(seat.expires), "sig": request.query.get("sig", "")} if seat else {}
    private = Html("")
    if seat is not None and hand is not None:
        name = plain(narration.seat_name(session, seat.seat))
        private = Html(
            '<section class="hand" aria-labelledby="hand-title">'
            f'<h2 id="hand-title">{esc(tr("web.hand_title", name=name))}</h2>'
            f'<p class="note">{esc(tr("web.hand_note"))}</p>'
            f'<div id="hand" class="hand-text">{esc(hand)}</div></section>')
    scores_src = f"{base}/scores.png?lang={tr.locale}&n={len(snap.positions)}"
    scores = tag("p", tr("web.no_scores"))
    if session.state is not None and session.game.public_scores(session.state.view(None)):
        alt = tr("web.scores_alt", game=game)
        scores = Html(f'<img id="scores" src="{esc(scores_src)}" alt="{esc(alt)}">')
    body = fill(
        "game.html",
        status=_status_text(session, tr), board_title=tr("web.board_title"),
        board_src=f"{base}/board/{seq}.png?lang={tr.locale}",
        board_alt=(pages.board_alt(tr, game, seq) if has_renderer(session.record.game)
                   else tr("web.no_board")),
        width="1600", caption=cap, lang=tr.locale,
        signed=Html("".join(f'<input type="hidden" name="{k}" value="{esc(v)}">'
                            for k, v in signed_query.items())),
        first_label=tr("web.first"), prev_label=tr("web.prev"), next_label=tr("web.next"),
        last_label=tr("web.last"), move_label=tr("web.move_label"), show_label=tr("web.show"),
        max_index=str(len(snap.positions) - 1), index=str(index),
        keys_hint=tr("web.keys_hint"),
        details=pages.detail_images(base, seq, len(pngs), tr.locale, tr),
        private=private, now_title=tr("web.now_title"), now=pages.lines_list(now),
        log_title=tr("web.log_title"), log=pages.log_items(entries, tr, seq),
        scores_title=tr("web.scores_title"), scores=scores,
        rules_href=f"{base}/rules?lang={tr.locale}", rules_label=tr("web.rules_link"),
    )
    title = tr("web.title", game=game, session=snap.id)
    data = {"session": str(snap.id), "lang": tr.locale, "seq": str(seq)}
    if seat is not None:
        data["hand"] = f"/p/{snap.id}/{seat.seat}/hand.json?" + urlencode(signed_query)
    here = request.path
    return html_response(pages.page(tr, title, body, here=here, query=signed_query, data=data),
                         private=seat is not None)


def _hand_text(session: Session, seat: SeatLink, tr: Texts) -> str | None:
    state = session.state
    if state is None or not 0 <= seat.seat < len(session.record.seats):
        return None
    names = narration.seat_names(session)
    return plain(session.game.hand_text(state, seat.seat, tr.locale, names))


async def public_page(request: web.Request) -> web.StreamResponse:
    return await game_page(request)


async def state_json(request: web.Request) -> web.StreamResponse:
    readable = await _readable(request)
    if isinstance(readable, web.Response):
        return json_response({"error": "unavailable"})
    companion, session, snap = readable
    tr = texts(request)
    game = session.game.name(tr.locale)
    async with session.lock:
        now = companion.reader.now_lines(session, tr)
    entries = companion.reader.log_entries(snap, tr)
    return json_response({
        "session": snap.id,
        "game": game,
        "status": _status_text(session, tr),
        "seq": snap.seq,
        "positions": list(snap.positions),
        "captions": [pages.caption(tr, game, p, snap.positions[-1]) for p in snap.positions],
        "alts": [pages.board_alt(tr, game, p) for p in snap.positions],
        "log": [{"seq": e.seq, "seat": e.seat, "lines": list(e.lines)} for e in entries],
        "now": now,
        "words": {"move": tr("web.move_number", seq="{seq}"), "live": tr("web.live_moved"),
                  "detail": tr("web.detail_alt", number="{n}", count="{count}")},
    })


async def board_png(request: web.Request) -> web.StreamResponse:
    readable = await _readable(request)
    if isinstance(readable, web.Response):
        raise web.HTTPNotFound()
    companion, _, snap = readable
    seq = _number(request.match_info["seq"].removesuffix(".png"))
    detail = _number(request.match_info.get("detail", "0.png").removesuffix(".png"))
    if seq is None or detail is None or seq not in snap.positions:
        raise web.HTTPNotFound()
    pngs = await companion.reader.board(snap, seq, chosen_locale(request))
    if detail >= len(pngs):
        raise web.HTTPNotFound()
    headers = {"X-Details": str(len(pngs) - 1), "Cache-Control": "public, max-age=60"}
    return web.Response(body=pngs[detail], content_type="image/png", headers=headers)


async def scores_png(request: web.Request) -> web.StreamResponse:
    readable = await _readable(request)
    if isinstance(readable, web.Response):
        raise web.HTTPNotFound()
    companion, _, snap = readable
    png = await companion.reader.scores(snap, chosen_locale(request))
    if png is None:
        raise web.HTTPNotFound()
    return web.Response(body=png, content_type="image/png",
                        headers={"Cache-Control": "public, max-age=60"})


async def events(request: web.Request) -> web.StreamResponse:
    """Server-sent events: `move` with the new move number after each stored move,
    this process's at once, another process's at the session's next poll (live.py)."""
    companion, session = await _session(request)
    address = client_address(request, companion.trust_forwarded)
    held = companion.streams
    if held.get(address, 0) >= WATCHERS_PER_ADDRESS:
        return failure(request, 429, "too_many")
    response = web.StreamResponse(headers={
        "Content-Type": "text/event-stream", "Cache-Control": "no-store",
        "X-Accel-Buffering": "no", **SECURITY_HEADERS})
    held[address] = held.get(address, 0) + 1
    try:
        with companion.feed.watching(session.id, session.seq) as queue:
            await response.prepare(request)
            await response.write(f"retry: 3000\nevent: hello\ndata: {session.seq}\n\n".encode())
            while True:
                try:
                    seq = await asyncio.wait_for(queue.get(), KEEPALIVE_SECONDS)
                except TimeoutError:
                    await response.write(b": still here\n\n")
                    continue
                await response.write(f"event: move\ndata: {seq}\n\n".encode())
    except (ConnectionResetError, ConnectionError):
        pass
    finally:
        held[address] -= 1
        if not held[address]:
            del held[address]
    return response


async def rules_page(request: web.Request) -> web.StreamResponse:
    """The game's rules topics (each a summary in the reader's language) and the card
    look-up (`?q=`: bot/card_lookup.py, as `/game card`)."""
    _companion, session = await _session(request)
    tr = texts(request)
    game = session.game
    name = game.name(tr.locale)
    wanted = request.query.get("q", "")[:100]
    parts: list[str] = [f'<p><a href="/g/{session.id}?lang={tr.locale}">'
                        f'{esc(tr("web.back", game=name))}</a></p>']
    if game.lookup_entries(tr.locale):
        parts.append(
            f'<section class="cards" aria-labelledby="cards-title"><h2 id="cards-title">'
            f'{esc(tr("web.cards_title"))}</h2><form method="get" role="search">'
            f'<input type="hidden" name="lang" value="{tr.locale}">'
            f'<label for="q">{esc(tr("web.cards_label"))}</label> '
            f'<input id="q" name="q" type="search" maxlength="100" value="{esc(wanted)}"> '
            f'<button type="submit">{esc(tr("web.search"))}</button></form>')
        if wanted.strip():
            found = card_lookup.matching(game, wanted, tr.locale)[:10]
            if not found:
                parts.append(tag("p", tr("web.no_match", typed=wanted)))
            for entry in found:
                text = game.lookup_text(entry.id, tr.locale) or ""
                parts.append(f'<article class="card"><h3>{esc(plain(entry.name))}</h3>'
                             f'<p class="kind">{esc(plain(entry.kind))}</p>'
                             f'<p class="card-text">{esc(plain(text))}</p></article>')
        parts.append("</section>")
    parts.append(f'<section class="rules" aria-labelledby="rules-title"><h2 id="rules-title">'
                 f'{esc(tr("web.rules_title"))}</h2>')
    for topic in game.rules_topics():
        title = game.rules_topic_name(topic, tr.locale)
        text = game.catalog.text(tr.locale, f"rules.{topic}")
        parts.append(f'<details id="topic-{esc(topic)}"><summary>{esc(plain(title))}</summary>'
                     f'<p class="rule-text">{esc(plain(text))}</p></details>')
    parts.append("</section>")
    title = tr("web.rules_page_title", game=name)
    query = {"q": wanted} if wanted else {}
    return html_response(pages.page(tr, title, Html("".join(parts)), here=request.path,
                                    query=query))


# -- a seat's own page -------------------------------------------------------------------
def _seat_link(request: web.Request) -> SeatLink | web.Response:
    companion = request.app[COMPANION]
    session_id = _number(request.match_info["session"])
    seat = _number(request.match_info["seat"], high=64)
    if session_id is None or seat is None:
        return failure(request, 403, "bad_link")
    try:
        return companion.signer.check(session_id, seat, request.query.get("exp", ""),
                                      request.query.get("sig", ""), companion.now())
    except ExpiredLink:
        return failure(request, 410, "expired")
    except BadLink:
        return failure(request, 403, "bad_link")


async def seat_page(request: web.Request) -> web.StreamResponse:
    link = _seat_link(request)
    if isinstance(link, web.Response):
        return link
    response = await game_page(request, link)
    response.headers["Cache-Control"] = "no-store"
    return response


async def hand_json(request: web.Request) -> web.StreamResponse:
    link = _seat_link(request)
    if isinstance(link, web.Response):
        return link
    readable = await _readable(request)
    if isinstance(readable, web.Response):
        return json_response({"error": "unavailable"}, private=True)
    _companion, session, _snap = readable
    tr = texts(request)
    async with session.lock:
        hand = _hand_text(session, link, tr)
        seq = session.seq
    return json_response({"seat": link.seat, "seq": seq, "hand": hand}, private=True)


# -- the rest ----------------------------------------------------------------------------------
async def home(request: web.Request) -> web.StreamResponse:
    """The companion's front page; `?channel_id=N` (what Discord adds to the address of
    an Activity launched in a channel, with `instance_id`, `guild_id`, `frame_id` and
    `platform`, which are not needed) goes on to that channel's latest game."""
    channel = _snowflake(request.query.get("channel_id", ""))
    if channel is not None:
        record = await request.app[COMPANION].master.store.last_session(channel)
        if record is not None and record.id is not None and record.status != "lobby":
            where = f"/g/{record.id}?lang={chosen_locale(request)}"
            return web.Response(status=302, headers={"Location": where})
    tr = texts(request)
    return html_response(pages.message(tr, tr("web.home.title"), tr("web.home.text")))


async def static_file(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    path = STATIC / name
    if "/" in name or path.suffix not in STATIC_TYPES or not path.is_file():
        raise web.HTTPNotFound()
    return web.Response(body=path.read_bytes(), content_type=STATIC_TYPES[path.suffix],
                        headers={"Cache-Control": "public, max-age=300"})


def make_app(master: GameMaster, signer: Signer, *, trust_forwarded: bool = False,
             limit: RateLimit | None = None, poll_seconds: float = POLL_SECONDS
             ) -> web.Application:
    """The companion's application, its feed listening to the game master's moves and
    polling the store of each watched session for the moves of other processes."""
    app = web.Application(middlewares=[safety], client_max_size=1024)
    reader = Reader(master.tables, master.boards)
    feed = MoveFeed(reader.news, poll_seconds)
    feed.listen(master.tables)

    async def stop_listening(_app: web.Application) -> None:
        feed.stop(master.tables)

    app.on_cleanup.append(stop_listening)
    app[COMPANION] = Companion(master, signer, reader, feed,
                               limit or RateLimit(), trust_forwarded)
    routes = [
        ("/", home),
        ("/g/{session}", public_page),
        ("/g/{session}/state.json", state_json),
        ("/g/{session}/board/{seq}", board_png),
        ("/g/{session}/board/{seq}/{detail}", board_png),
        ("/g/{session}/scores.png", scores_png),
        ("/g/{session}/events", events),
        ("/g/{session}/rules", rules_page),
        ("/p/{session}/{seat}", seat_page),
        ("/p/{session}/{seat}/hand.json", hand_json),
        ("/static/{name}", static_file),
    ]
    for path, handler in routes:
        app.router.add_get(path, handler)
    return app
