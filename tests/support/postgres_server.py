"""A throwaway PostgreSQL server from the binaries installed on the machine.

The storage tests and the load benchmark run the PostgreSQL store against a real
server, never a mock: `PostgresServer.start()` makes a data directory in a
temporary folder (`initdb`), starts `postgres` on a free port of 127.0.0.1
(`pg_ctl`), and `stop()` kills it and deletes the folder. Each test gets a
database of its own (`create_database`).

The binaries are looked for in `GAMEMASTER_PG_BIN`, then Debian's
/usr/lib/postgresql/<version>/bin (newest first), then next to an `initdb` on
the PATH. PostgreSQL refuses to run as root, so as root (CI, the development
machines) the server runs as the `postgres` user that Debian's package creates.
`unavailable()` says in one sentence why no server can be started here.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

REQUIRED = ("initdb", "pg_ctl", "postgres", "createdb", "dropdb")
SUPERUSER = "gm"
START_TIMEOUT = 60  # seconds pg_ctl waits for the server to accept connections


def required() -> bool:
    """Whether PostgreSQL tests must run (CI sets it): a missing server fails them."""
    return os.environ.get("GAMEMASTER_REQUIRE_POSTGRES", "") == "1"


def _candidates() -> Iterator[Path]:
    if os.environ.get("GAMEMASTER_PG_BIN"):
        yield Path(os.environ["GAMEMASTER_PG_BIN"])
    debian = Path("/usr/lib/postgresql")
    if debian.is_dir():
        versions = [p for p in debian.iterdir() if re.fullmatch(r"\d+(\.\d+)?", p.name)]
        for folder in sorted(versions, key=lambda p: float(p.name), reverse=True):
            yield folder / "bin"
    found = shutil.which("initdb")
    if found:
        yield Path(found).resolve().parent


def find_binaries() -> Path | None:
    """The folder holding initdb, pg_ctl and postgres, or None."""
    for folder in _candidates():
        if all(os.access(folder / name, os.X_OK) for name in REQUIRED):
            return folder
    return None


def _run_as() -> str | None:
    """The user to run the server as: ourselves, or `postgres` when we are root."""
    if os.geteuid() != 0:
        return None
    return "postgres"


def unavailable() -> str | None:
    """Why no server can be started on this machine, or None if one can."""
    if find_binaries() is None:
        return (
            "PostgreSQL is not installed (no initdb, pg_ctl and postgres in GAMEMASTER_PG_BIN,"
            " /usr/lib/postgresql/*/bin or the PATH): apt-get install postgresql"
        )
    user = _run_as()
    if user is not None:
        try:
            pwd.getpwnam(user)
        except KeyError:
            return "running as root, and there is no `postgres` user to run the server as"
    return None


def start_or_skip() -> PostgresServer:
    """A started server; where none can start, the test is skipped saying why, or
    fails when `required()` (CI must not pass by skipping every PostgreSQL case)."""
    reason = unavailable()
    if reason:
        if required():
            pytest.fail(f"GAMEMASTER_REQUIRE_POSTGRES=1, but {reason}")
        pytest.skip(reason)
    return PostgresServer().start()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresServer:
    """One server in a temporary folder; `url(database)` connects to it."""

    def __init__(self, *, durable: bool = False, max_connections: int = 200) -> None:
        # `durable`: fsync on, as in production (the benchmark); the tests trade
        # crash safety of the throwaway server for speed.
        self.durable = durable
        self.max_connections = max_connections
        self.bin = find_binaries()
        self.user = _run_as()
        self.folder: Path | None = None
        self.port = 0
        self._names = itertools.count(1)

    @property
    def data(self) -> Path:
        assert self.folder is not None
        return self.folder / "data"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _command(self, *args: str | Path) -> None:
        assert self.bin is not None
        subprocess.run(
            [str(self.bin / str(args[0])), *map(str, args[1:])],
            user=self.user, check=True, capture_output=True, text=True,
            timeout=START_TIMEOUT + 30, stdin=subprocess.DEVNULL,
        )

    def start(self) -> PostgresServer:
        reason = unavailable()
        if reason:
            raise RuntimeError(reason)
        self.folder = Path(tempfile.mkdtemp(prefix="gamemaster-pg-"))
        if self.user is not None:
            os.chown(self.folder, pwd.getpwnam(self.user).pw_uid, -1)
        self._command("initdb", "-D", self.data, "-U", SUPERUSER, "-A", "trust", "-E", "UTF8",
                      "--locale=C", "--no-sync")
        for _attempt in range(3):  # a port taken between probing and starting
            self.port = free_port()
            try:
                self._command("pg_ctl", "-D", self.data, "-l", self.folder / "server.log", "-w",
                              "-t", str(START_TIMEOUT), "-o", self._settings(), "start")
                return self
            except subprocess.CalledProcessError:
                continue
        log = (self.folder / "server.log").read_text(errors="replace")[-2000:]
        self.stop()
        raise RuntimeError(f"the PostgreSQL server did not start:\n{log}")

    def _settings(self) -> str:
        settings = [
            f"-p {self.port}",
            "-c listen_addresses=127.0.0.1",
            f"-c unix_socket_directories={self.data}",
            f"-c max_connections={self.max_connections}",
        ]
        if not self.durable:
            settings += ["-c fsync=off", "-c full_page_writes=off"]
        return " ".join(settings)

    def stop(self) -> None:
        if self.folder is None:
            return
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(subprocess.SubprocessError):
                self._command("pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder = None

    # -- databases ------------------------------------------------------------------
    # With the server's own createdb/dropdb, not asyncpg: fixtures that make a
    # database run outside any event loop, or inside the test's running one.
    def create_database(self, prefix: str = "gm") -> str:
        """A new, empty database; returns its URL."""
        name = f"{prefix}_{os.getpid()}_{next(self._names)}"
        self._command("createdb", *self._client_args(), name)
        return self.url(name)

    def drop_database(self, url: str) -> None:
        name = url.rsplit("/", 1)[1]
        self._command("dropdb", *self._client_args(), "--if-exists", "--force", name)

    def _client_args(self) -> tuple[str, ...]:
        return ("-h", "127.0.0.1", "-p", str(self.port), "-U", SUPERUSER)
