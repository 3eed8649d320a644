"""A console game served by the web companion, in-process: the game master the
console drives, and the companion on a free port (or aiohttp's test client)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import pytest

from bot.console import CONSOLE_CHANNEL, Console, ConsoleSettings, build_master, lobby_lines
from bot.console_output import Transcript
from bot.service import GameMaster
from bot.storage import MemoryStore, Store
from bot.web.server import WebServer, WebSettings
from bot.web.signing import Signer
from games.core import Rng

SECRET = b"a test secret of at least sixteen bytes"


@dataclass
class Table:
    """A console game between people at one table, and what was printed."""

    console: Console
    names: list[str]
    printed: list[str] = field(default_factory=list)
    known_id: int | None = None

    @property
    def master(self) -> GameMaster:
        return self.console.master

    @property
    def session_id(self) -> int:
        """The game's session (the console forgets it once the game is over)."""
        if self.console.session_id is not None:
            self.known_id = self.console.session_id
        assert self.known_id is not None
        return self.known_id

    async def play(self, moves: int, seed: int = 3) -> None:
        """`moves` lines, each a move some person may make now (a seeded pick)."""
        for step in range(moves):
            offers = {n: self.master.moves.autocomplete(
                CONSOLE_CHANNEL, self.console.out.user(n), "") for n in self.names}
            name = next((n for n in self.names if offers[n]), None)
            assert name is not None, "the game ended"
            pick = Rng.derive(seed, step).choice(offers[name])
            assert await self.console.run_line(f"{name}: /play action:{pick.action}")

    def hand(self, seat: int, locale: str = "en") -> str:
        session = self.master.sessions.peek(CONSOLE_CHANNEL)
        assert session is not None and session.state is not None
        names = [s.name for s in session.record.seats]
        return session.game.hand_text(session.state, seat, locale, names)


async def open_table(game: str, names: list[str], *, render: bool, seed: int = 7,
                     options: dict[str, str] | None = None, store: Store | None = None
                     ) -> Table:
    store = store if store is not None else MemoryStore()
    printed: list[str] = []
    master = build_master(store, render=render)
    console = Console(master, store, Transcript(None, write=printed.append))
    settings = ConsoleSettings(game=game, players=len(names), seed=seed, options=options or {})
    for line in lobby_lines(settings, names):
        assert await console.run_line(line)
    return Table(console, names, printed, console.session_id)


@pytest.fixture
async def served_meduris() -> AsyncIterator[tuple[Table, WebServer]]:
    """A Meduris game of ana and bo, four moves in, served on a free port with boards."""
    table = await open_table("meduris", ["ana", "bo"], render=True)
    await table.play(4)
    server = WebServer(table.master, WebSettings("127.0.0.1", 0), Signer(SECRET))
    await server.start()
    table.master.web.configure(server.local_url, server.signer)
    try:
        yield table, server
    finally:
        await server.stop()
        await table.master.close()
