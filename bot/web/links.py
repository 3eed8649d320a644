"""`/game web` and the "Open the board" links, for the game master: the addresses of
the web companion's pages (bot/web/app.py) when it runs with a public address.

Nothing here needs the server: the Discord bot and the console configure the links
when they start the companion (`WebLinks.configure`); until then `/game web`
answers that it is not running and turn posts carry no link."""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlencode

from bot import clock_text, narration
from bot.looking_back import LookingBack
from bot.play import player_seats
from bot.replies import Message, Reply, User
from bot.service_base import Refusal, answers
from bot.tables import Tables
from bot.web.signing import LINK_HOURS, Signer

HOUR = 3600


class WebLinks:
    """Where a game's pages are, and a seat's signed link to its own view."""

    def __init__(self, tables: Tables, looking_back: LookingBack) -> None:
        self.tables = tables
        self.looking_back = looking_back
        self.public_url: str | None = None
        self.signer: Signer | None = None
        # The operator set up a Discord Activity whose URL mapping reaches the public
        # address (GAMEMASTER_ACTIVITY, docs/deploy.md).
        self.activity = False

    @property
    def activity_ready(self) -> bool:
        """Whether `/game web activity:True` may open the Activity: set up, and the
        companion running with a public address for Discord to proxy to."""
        return self.activity and self.public_url is not None

    def configure(self, public_url: str | None, signer: Signer) -> None:
        """The companion runs: its address as browsers reach it, and its signer."""
        self.public_url = public_url.rstrip("/") if public_url else None
        self.signer = signer

    def game_url(self, session_id: int, locale: str | None = None) -> str | None:
        if self.public_url is None:
            return None
        query = f"?lang={locale}" if locale else ""
        return f"{self.public_url}/g/{session_id}{query}"

    def seat_url(self, session_id: int, seat: int, expires: int, locale: str | None = None
                 ) -> str | None:
        if self.public_url is None or self.signer is None:
            return None
        query = {"exp": str(expires), "sig": self.signer.signature(session_id, seat, expires)}
        if locale:
            query["lang"] = locale
        return f"{self.public_url}/p/{session_id}/{seat}?{urlencode(query)}"

    def board_link(self, session_id: int, label: Callable[[], str], locale: str | None
                   ) -> tuple[str, str] | None:
        """The "Open the board" button of a turn's post, `label()` its words (None
        without a public address, and then no words are made)."""
        url = self.game_url(session_id, locale)
        return (label(), url) if url is not None else None

    @answers
    async def links(self, channel_id: int, user: User, *, activity: bool = False) -> Reply:
        """`/game web`: privately, the game's public page and a signed link, valid for
        a day, to each of the caller's seats' own view (the board and the hand).
        `activity`: the caller asked for the Activity, which was not opened (none set
        up, or Discord refused, bot/cogs/game.py): the links, saying so first."""
        async with self.looking_back.viewed(channel_id, user, started=True) as (session, tr):
            if self.public_url is None or self.signer is None:
                raise Refusal(tr("web.off"))
            seats = player_seats(session, user, tr)
            expires = int(self.tables.time.now()) + LINK_HOURS * HOUR
            game = session.game.name(tr.locale)
            lines: list[str] = []
            for seat in seats:
                lines.append(tr(
                    "web.links", game=game, public=self.game_url(session.id, tr.locale),
                    name=narration.seat_name(session, seat),
                    until=clock_text.moment(expires),
                    private=self.seat_url(session.id, seat, expires, tr.locale)))
            if activity and lines:
                lines[0] = tr("web.activity_off") + "\n" + lines[0]
            return Reply(ephemeral=[Message(line) for line in lines])
