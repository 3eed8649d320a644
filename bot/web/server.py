"""Starting the web companion on the running event loop (the Discord bot's, or the
console's), beside the game master it reads, and stopping it with them.

`parse_address("0.0.0.0:8080")` reads `--web` / `GAMEMASTER_WEB`; the secret that
signs seat links comes from `GAMEMASTER_WEB_SECRET` (at least 16 bytes), else one
is made for this process and the log says that its links end with it."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aiohttp import web

from bot.web.app import make_app
from bot.web.signing import SECRET_BYTES_AT_LEAST, Signer

if TYPE_CHECKING:
    from bot.service import GameMaster

log = logging.getLogger(__name__)

SECRET_VARIABLE = "GAMEMASTER_WEB_SECRET"


class WebSettingError(ValueError):
    """A malformed `--web`, `--public-url` or secret; the message says how to fix it."""


@dataclass(frozen=True)
class WebSettings:
    host: str
    port: int
    public_url: str | None = None
    trust_forwarded: bool = False


def parse_address(raw: str, name: str = "--web") -> tuple[str, int]:
    """`HOST:PORT` (`[::1]:8080` for IPv6); port 0 picks a free one."""
    host, sep, port = raw.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise WebSettingError(f"{name} must be HOST:PORT, such as 127.0.0.1:8080, not {raw!r}")
    return host, int(port)


def parse_public_url(raw: str | None, name: str = "--public-url") -> str | None:
    if raw is None or not raw.strip():
        return None
    url = raw.strip().rstrip("/")
    if not url.startswith(("https://", "http://")) or " " in url:
        raise WebSettingError(f"{name} must be the address browsers reach the companion at, "
                              f"such as https://games.example.org, not {raw!r}")
    return url


def signer_from_env(env: Mapping[str, str] | None = None) -> tuple[Signer, bool]:
    """The operator's signer, or one made for this process (then True)."""
    env = os.environ if env is None else env
    secret = env.get(SECRET_VARIABLE, "").strip()
    if not secret:
        return Signer.generated(), True
    if len(secret.encode()) < SECRET_BYTES_AT_LEAST:
        raise WebSettingError(f"{SECRET_VARIABLE} must be at least {SECRET_BYTES_AT_LEAST} "
                              "characters (for example the output of `openssl rand -hex 32`)")
    return Signer(secret.encode()), False


class WebServer:
    """The companion listening on one address, until `stop`."""

    def __init__(self, master: GameMaster, settings: WebSettings, signer: Signer) -> None:
        self.master = master
        self.settings = settings
        self.signer = signer
        self.app = make_app(master, signer, trust_forwarded=settings.trust_forwarded)
        self._runner: web.AppRunner | None = None
        self.port = settings.port

    @property
    def local_url(self) -> str:
        host = self.settings.host
        shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
        shown = f"[{shown}]" if ":" in shown else shown
        return f"http://{shown}:{self.port}"

    @property
    def public_url(self) -> str:
        return self.settings.public_url or self.local_url

    async def start(self) -> None:
        runner = web.AppRunner(self.app, access_log=None, shutdown_timeout=2.0)
        await runner.setup()
        site = web.TCPSite(runner, self.settings.host, self.settings.port)
        await site.start()
        self._runner = runner
        server = site._server  # the port chosen when 0 was asked for
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = int(sockets[0].getsockname()[1])
        # Links go out (turn posts, `/game web`) only with an address browsers reach;
        # the console, on this machine, links to its local address.
        self.master.web.configure(self.settings.public_url, self.signer)
        log.info("web companion at %s (public address %s)", self.local_url,
                 self.settings.public_url or "none: no links are posted")

    async def stop(self) -> None:
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()
