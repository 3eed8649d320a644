"""The `gamemaster` command line: argument errors, simulate's figures, render."""

from __future__ import annotations

import asyncio
import http.server
import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.cli import agent_kinds, main
from bot.selfplay import (
    SimulationPlan,
    game_seed,
    percentile,
    play_one,
    seat_kinds,
    simulate,
    text_summary,
)
from games.core import RandomAgent, agent_rng, get_game

ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# -- argument errors -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "hint"),
    [
        (["simulate", "--players", "7", "--games", "1"], "2 to 4 players"),
        (["simulate", "--players", "2", "--option", "bonus=lots"], "cannot be “lots”"),
        (["simulate", "--players", "2", "--option", "colour=red"], "no option “colour”"),
        (["simulate", "--players", "2", "--option", "bonus"], "key=value"),
        (["simulate", "--players", "2", "--agents", "genius"], "unknown agent kind genius"),
        (["simulate", "--players", "2", "--games", "0"], "at least 1"),
        (["simulate", "--game", "chess", "--players", "2"], "do not know the game"),
        (["simulate", "--players", "2", "--rootlog", "out"], "use it with --game root"),
        (["play", "--players", "2", "--bots", "3"], "--bots must be between"),
        (["play", "--players", "1"], "2 to 4 players"),
        (["render", "--log", "x.txt", "--out", "x.png"], "needs --players and --seed"),
        (["render", "--session-db", "nowhere.db", "--out", "x.png"], "no database file"),
        (["play", "--players", "2", "--public-url", "https://x.org"], "needs --web HOST:PORT"),
        (["play", "--players", "2", "--web", "8080"], "--web must be HOST:PORT"),
        (["play", "--players", "2", "--web", "h:1", "--public-url", "x.org"],
         "--public-url must be the address"),
    ],
)
def test_bad_arguments_exit_2_with_one_clear_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], hint: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert hint in err
    assert "Traceback" not in err
    assert out == ""


def test_simulate_rootlog_writes_one_file_per_root_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 12: `gamemaster simulate --game root ... --rootlog DIR`."""
    folder = tmp_path / "logs"
    code, out, _ = run(capsys, "simulate", "--game", "root", "--players", "2", "--games", "2",
                       "--seed", "3", "--option", "factions=marquise,eyrie",
                       "--rootlog", str(folder), "--json")
    assert code == 0
    figures = json.loads(out)
    assert figures["errors"]["count"] == 0
    files = sorted(folder.iterdir())
    assert [f.suffix for f in files] == [".rootlog", ".rootlog"]
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert "Map: Fall" in text and "\nC:" in text and "\nWinner: " in text
        assert "C: heuristic" in text  # the seats are named after their agents
        assert f"// seed {path.stem.rsplit('-', 1)[1]};" in text  # self-play: it replays


def test_argparse_mistakes_and_no_command_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "simulate")[0] == 2  # --players is required
    assert run(capsys, "fly")[0] == 2
    code, _, err = run(capsys)
    assert code == 2
    assert "simulate" in err


def test_bot_without_token_explains_how_to_get_one() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "DISCORD_TOKEN" in done.stderr
    assert "docs/discord.md" in done.stderr
    assert "Traceback" not in done.stderr


# -- simulate --------------------------------------------------------------------------
def test_simulate_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "simulate", "--players", "2", "--games", "2", "--seed", "5", "--json",
        "--agents", "random", "--option", "bonus=spread",
    )
    assert code == 0
    figures = json.loads(out)
    assert figures["games"] == 2
    assert figures["finished"] + figures["errors"]["count"] == 2
    assert figures["errors"]["count"] == 0, figures["errors"]
    assert figures["options"]["bonus"] == "spread"
    assert set(figures["actions_per_game"]) == {"mean", "min", "max"}
    assert figures["games_per_second"] > 0
    for part in ("all", "winners"):
        assert {"mean", "min", "max", "p10", "p50", "p90"} <= set(figures["scores"][part])
    assert figures["win_rate"]["random"]["seats"] == 4
    assert len(figures["win_rate_by_seat"]) == 2


def test_simulate_reports_each_kinds_decision_time(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27: the search beside the heuristic (by level names too); each kind's
    decisions among several moves timed (median, p95). A tiny budget keeps it fast
    (the command line accepts 0.2 s at least)."""
    assert agent_kinds("hard, normal,easy") == ["search", "heuristic", "noisy"]
    plan = SimulationPlan(get_game("meduris"), 2, 1, 1, ["search", "heuristic"], ai_time=0.01)
    figures = simulate(plan)
    assert figures["errors"]["count"] == 0, figures["errors"]
    for kind in ("search", "heuristic"):
        timed = figures["decision_seconds"][kind]
        assert timed["decisions"] > 10 and 0 < timed["median"] <= timed["p95"] <= timed["max"]
    assert "decision time search: median" in text_summary(figures)
    assert run(capsys, "simulate", "--players", "2", "--ai-time", "99")[0] == 2


def test_simulate_is_reproducible_and_rotates_seats() -> None:
    game = get_game("meduris")
    plan = SimulationPlan(game, 2, 2, 9, ["random"])
    assert play_one(plan, 1) == play_one(plan, 1)
    assert seat_kinds(["heuristic", "random"], 3, 0) == ("heuristic", "random", "heuristic")
    assert seat_kinds(["heuristic", "random"], 3, 1) == ("random", "heuristic", "random")
    assert game_seed(9, 0) != game_seed(9, 1)


def test_a_broken_game_counts_as_an_error_and_the_run_goes_on() -> None:
    game = get_game("meduris")
    plan = SimulationPlan(game, 2, 1, 1, ["random"], {"bonus": "bogus"})  # fails at setup
    outcome = play_one(plan, 0)
    assert outcome.error is not None
    assert "bogus" in outcome.error


def test_percentiles_interpolate() -> None:
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile([7], 90) == 7
    assert percentile([], 50) is None


# -- render -----------------------------------------------------------------------------
def test_render_from_a_log_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = get_game("meduris")
    state = game.setup(3, {}, 11)
    lines = ["# a few random moves"]
    for seq in range(1, 25):
        seat = state.pending()[0].seat
        action = RandomAgent().choose(state, seat, agent_rng(11, seat, seq))
        state.apply(seat, action)
        lines.append(f"{seat}: {action}")
    log = tmp_path / "game.log"
    log.write_text("\n".join(lines) + "\n\n", encoding="utf-8")
    out = tmp_path / "board.png"
    code, printed, err = run(
        capsys, "render", "--players", "3", "--seed", "11", "--log", str(log), "--out", str(out)
    )
    assert code == 0, err
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "board.png" in printed
    details = tmp_path / "board-details-1.png"
    assert details.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and str(details) in printed


def test_render_refuses_a_bad_log_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "bad.log"
    log.write_text("0: place wool\n1: fly away\n", encoding="utf-8")
    code, _, err = run(
        capsys, "render", "--players", "2", "--seed", "1", "--log", str(log),
        "--out", str(tmp_path / "x.png"),
    )
    assert code == 2
    assert "line" in err
    assert not (tmp_path / "x.png").exists()


def render_log(
    capsys: pytest.CaptureFixture[str], log: Path, out: Path
) -> tuple[int, str, str]:
    return run(
        capsys, "render", "--players", "2", "--seed", "1", "--log", str(log), "--out", str(out)
    )


SECRET = "sk-live-DO-NOT-PRINT"


@pytest.mark.parametrize(
    "content",
    [
        f"{SECRET}\n",  # not `seat: action`
        f"0: {SECRET}\n",  # not a move
        f"{SECRET}: roll\n",  # not a seat
        f"0: roll\n0: hut {SECRET}\n",  # a move that does not read
    ],
)
def test_render_never_repeats_what_a_log_file_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str
) -> None:
    log = tmp_path / "not-a-log.txt"
    log.write_text(content, encoding="utf-8")
    code, out, err = render_log(capsys, log, tmp_path / "x.png")
    assert code == 2 and "line" in err
    assert SECRET not in err + out
    assert "Traceback" not in err


def test_render_refuses_a_file_larger_than_any_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "huge.log"
    log.write_text(("0: roll  # " + SECRET + "\n") * 60_000, encoding="utf-8")
    code, out, err = render_log(capsys, log, tmp_path / "x.png")
    assert code == 2 and "larger than any log" in err
    assert SECRET not in err + out


def test_render_refuses_a_binary_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "photo.log"
    log.write_bytes(b"\xff\xd8\xff\xe0" + SECRET.encode() + b"\x00\x81")
    code, out, err = render_log(capsys, log, tmp_path / "x.png")
    assert code == 2 and "not a text file" in err
    assert SECRET not in err + out


def test_render_to_an_unwritable_place_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "game.log"
    log.write_text("", encoding="utf-8")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    for out in (blocker / "board.png", tmp_path):  # a folder inside a file; a folder itself
        code, printed, err = render_log(capsys, log, out)
        assert code == 2, err
        assert "cannot write the image" in err
        assert "Traceback" not in err and printed == ""


async def test_render_a_saved_session(tmp_path: Path) -> None:
    from bot.console import ConsoleSettings, play_console
    from bot.console_output import Transcript

    db, script = tmp_path / "s.db", tmp_path / "s.txt"
    script.write_text("p1: /game status\n", encoding="utf-8")
    settings = ConsoleSettings(players=2, bots=1, seed=8, db=str(db), script=str(script))
    assert await play_console(settings, Transcript(write=lambda _: None)) == 0
    def render(*which: str) -> int:
        out = tmp_path / f"saved{'-'.join(which)}.png"
        code = main(["render", "--session-db", str(db), *which, "--out", str(out)])
        assert code != 0 or out.read_bytes()[:4] == b"\x89PNG"
        return code

    for which in ([], ["--channel", "1"], ["--session", "1"]):
        assert await asyncio.to_thread(render, *which) == 0
    assert await asyncio.to_thread(render, "--session", "5") == 2
    assert await asyncio.to_thread(render, "--channel", "2") == 2


def test_play_refuses_a_missing_script(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "play", "--players", "2", "--script", "/nowhere/lines.txt")
    assert code == 2
    assert "no script file" in err


# -- the bot command: tokens and network ---------------------------------------------------
SHAPED_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.abcdefghijklmnopqrstuvwxyz0123456789AB"


def run_bot_against(base_url: str, token: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """`gamemaster bot` with Discord's API at `base_url` (a local stand-in)."""
    script = (
        "import sys, discord.http\n"
        f"discord.http.Route.BASE = {base_url!r}\n"
        "from bot.cli import main\n"
        "sys.exit(main(['bot', '--db', sys.argv[1]]))\n"
    )
    env = {**os.environ, "DISCORD_TOKEN": token}
    return subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "bot.sqlite3")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )


class _Unauthorized(http.server.BaseHTTPRequestHandler):
    """Discord's answer to a login with a revoked or mistyped token."""

    def do_GET(self) -> None:
        body = b'{"message": "401: Unauthorized", "code": 0}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def test_bot_with_a_token_discord_rejects_says_so_and_exits_2(tmp_path: Path) -> None:
    server = http.server.HTTPServer(("127.0.0.1", 0), _Unauthorized)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/api/v10"
        done = run_bot_against(url, SHAPED_TOKEN, tmp_path)
    finally:
        server.shutdown()
    assert done.returncode == 2, done.stderr
    assert "Discord rejected the token" in done.stderr
    assert "Traceback" not in done.stderr
    assert SHAPED_TOKEN not in done.stderr + done.stdout, "the token is never printed"


def test_bot_without_network_says_so_and_exits_2(tmp_path: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = run_bot_against(f"http://127.0.0.1:{port}/api/v10", SHAPED_TOKEN, tmp_path)
    assert done.returncode == 2, done.stderr
    assert "cannot reach Discord" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_readme_command_pasted_as_written_stops_on_its_placeholder() -> None:
    """The README's first command is valid shell as written; run without its install
    steps, it stops at once on the placeholder token (exit 2, one sentence)."""
    first = (ROOT / "README.md").read_text("utf-8").split("```sh\n", 1)[1].splitlines()[0]
    assert subprocess.run(["bash", "-n", "-c", first], capture_output=True).returncode == 0
    run_part = first.rsplit("&&", 1)[1].strip()
    assert run_part.endswith(".venv/bin/gamemaster bot"), run_part
    command = run_part.replace(".venv/bin/gamemaster bot", f"{sys.executable} -m bot")
    done = subprocess.run(
        ["bash", "-c", command], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert "does not hold a bot token" in done.stderr
    assert "Traceback" not in done.stderr


# -- rootlog check -------------------------------------------------------------------
ROOTLOG = ROOT / "tests" / "data" / "rootlog"


def test_rootlog_check_json_of_a_legal_file(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(ROOTLOG / "four_factions.rootlog")
    code, out, err = run(capsys, "rootlog", "check", path, "--json")
    assert code == 0 and err == ""
    report = json.loads(out)
    assert report["file"] == path
    assert report["illegal"] == 0 and report["first_illegal"] is None
    assert report["moves"] == 64 and report["turns"] == 12
    assert report["vp"] == {"A": 1, "C": 30, "E": 0, "V": 3}
    assert report["winner"] == ["C"]


def test_rootlog_check_text_of_a_legal_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rootlog", "check", str(ROOTLOG / "lizards_riverfolk.rootlog"))
    assert code == 0
    assert "moves read: 47 in 9 turns" in out and "illegal: 0" in out
    assert "VP: C 1, L 30, O 2" in out and "winner: L" in out


def test_rootlog_check_refuses_the_first_illegal_line(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(ROOTLOG / "illegal_move.rootlog")
    code, out, _ = run(capsys, "rootlog", "check", path, "--json")
    assert code == 1
    report = json.loads(out)
    assert report["illegal"] == 1
    assert report["first_illegal"]["line"] == 11
    assert report["first_illegal"]["action"] == "8w3->7"
    assert "where there are 7" in report["first_illegal"]["reason"]
    assert report["vp"] == {"C": 1, "E": 0}
    code, out, _ = run(capsys, "rootlog", "check", path)
    assert code == 1 and "refused at line 11 action `8w3->7`" in out


@pytest.mark.parametrize(
    ("name", "content", "hint"),
    [
        ("missing.rootlog", None, "there is no file"),
        ("notes.md", "# Notes\nnothing here\n", "is not a Rootlog file"),
        ("binary.rootlog", b"\xff\xfe\x00garbage", "is not a text file"),
    ],
)
def test_rootlog_check_unreadable_input_is_a_polite_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, content: str | bytes | None,
    hint: str,
) -> None:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, "utf-8")
    code, out, err = run(capsys, "rootlog", "check", str(path), "--json")
    assert code == 2 and out == ""
    assert hint in err and "Traceback" not in err


def test_rootlog_check_of_another_map_is_not_supported(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "winter.rootlog"
    path.write_text("Map: Winter\nDeck: Standard\nC: Cora\nC:w->1\n", "utf-8")
    code, out, _ = run(capsys, "rootlog", "check", str(path), "--json")
    assert code == 2
    report = json.loads(out)
    assert report["illegal"] == 0 and report["first_illegal"]["kind"] == "unsupported"


def test_render_reads_a_log_boundedly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 25, item 21: the size check trusted `st_size`, and /dev/zero claims 0
    bytes: `--log /dev/zero` read without end. Now at most one byte more than any
    log is read, whatever the file claims."""
    code, out, err = render_log(capsys, Path("/dev/zero"), tmp_path / "x.png")
    assert code == 2 and "larger than any log" in err
    assert "Traceback" not in err and out == ""


def test_the_web_companion_is_set_from_the_environment_or_the_flags() -> None:
    import argparse

    from bot.cli import bot_overrides, web_settings
    from bot.config import Config
    from bot.web.server import WebSettingError, signer_from_env

    config = Config.from_env({"GAMEMASTER_WEB": "0.0.0.0:8080",
                              "GAMEMASTER_PUBLIC_URL": "https://games.example.org/"})
    assert (config.web, config.public_url) == ("0.0.0.0:8080", "https://games.example.org/")
    args = argparse.Namespace(db=None, shard_count=None, shard_ids=None, cache=None,
                              web="127.0.0.1:9000", public_url=None)
    assert bot_overrides(args) == {"web": "127.0.0.1:9000"}
    settings = web_settings("127.0.0.1:9000", "https://games.example.org/")
    assert (settings.host, settings.port, settings.public_url) == (
        "127.0.0.1", 9000, "https://games.example.org")
    assert settings.trust_forwarded  # a reverse proxy on this machine
    assert web_settings(None, None) is None
    _signer, made = signer_from_env({})
    assert made  # no secret: one for this process, and the log says so
    _signer, made = signer_from_env({"GAMEMASTER_WEB_SECRET": "x" * 32})
    assert not made
    with pytest.raises(WebSettingError, match="at least 16"):
        signer_from_env({"GAMEMASTER_WEB_SECRET": "short"})
