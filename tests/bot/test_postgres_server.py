"""The throwaway PostgreSQL server of the storage tests (tests/support/postgres_server.py):
where it finds the binaries, and why it says it cannot start."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import postgres_server


def fake_binaries(folder: Path) -> Path:
    folder.mkdir()
    for name in postgres_server.REQUIRED:
        tool = folder / name
        tool.write_text("#!/bin/sh\n")
        tool.chmod(0o755)
    return folder


def test_the_binaries_named_by_the_environment_come_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chosen = fake_binaries(tmp_path / "bin")
    monkeypatch.setenv("GAMEMASTER_PG_BIN", str(chosen))
    assert postgres_server.find_binaries() == chosen


def test_without_binaries_the_reason_says_how_to_install_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(postgres_server, "_candidates", lambda: iter(()))
    reason = postgres_server.unavailable()
    assert reason is not None and "apt-get install postgresql" in reason


def test_a_folder_missing_one_tool_is_not_taken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    partial = fake_binaries(tmp_path / "bin")
    (partial / "pg_ctl").unlink()
    monkeypatch.setattr(postgres_server, "_candidates", lambda: iter([partial]))
    assert postgres_server.find_binaries() is None


def test_without_a_server_the_cases_are_skipped_saying_why_but_fail_in_ci(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(postgres_server, "_candidates", lambda: iter(()))
    monkeypatch.setenv("GAMEMASTER_REQUIRE_POSTGRES", "")
    with pytest.raises(pytest.skip.Exception, match="PostgreSQL is not installed"):
        postgres_server.start_or_skip()
    monkeypatch.setenv("GAMEMASTER_REQUIRE_POSTGRES", "1")  # as .ci/run sets it
    with pytest.raises(pytest.fail.Exception, match="GAMEMASTER_REQUIRE_POSTGRES=1, but"):
        postgres_server.start_or_skip()


def test_a_started_server_takes_connections_and_databases(
    postgres: postgres_server.PostgresServer,
) -> None:
    url = postgres.create_database("probe")
    assert url.startswith(f"postgresql://{postgres_server.SUPERUSER}@127.0.0.1:{postgres.port}/")
    postgres.drop_database(url)
    postgres.drop_database(url)  # already gone: nothing happens
