"""The `gamemaster` command line: `bot`, `play`, `simulate`, `render`, `rootlog check`,
`rootlog render`, `ratings rebuild`.

Every mistake on the command line (unknown game, bad option, wrong player
count) ends with one clear sentence on stderr and exit status 2, never a
traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.clock import TimeSettingError, parse_ai_time, split_options, table_time
from bot.config import parse_cache, parse_shard_count, parse_shard_ids
from bot.messages import text as bot_text
from bot.storage.base import StorageError
from games.core import Game, GameError, get_game
from games.core.agents import AGENT_KINDS, LEVELS, kind_of
from games.core.search import DEFAULT_SECONDS

USAGE_ERROR = 2

TOKEN_HELP = """\
gamemaster bot: no Discord token found.
Set the DISCORD_TOKEN environment variable to your bot's token, for example
    export DISCORD_TOKEN=...   (never commit it)
To get one: create an application at https://discord.com/developers/applications,
add a Bot, copy its token, and invite it with the `bot` and `applications.commands`
scopes. docs/discord.md walks through every step.
To play without Discord, try `gamemaster play --players 2 --bots 1`."""


class UsageError(Exception):
    """A command-line mistake; the message is shown as is, with exit status 2."""


# -- shared helpers -------------------------------------------------------------
def parse_options(pairs: Sequence[str] | None) -> dict[str, str]:
    """`--option key=value` pairs to a dict (validated later by the game)."""
    options: dict[str, str] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise UsageError(f"--option expects key=value, got “{pair}”")
        options[key.strip().lower()] = value.strip()
    return options


def checked_game(
    game_id: str, players: int, options: dict[str, str]
) -> tuple[Game, dict[str, str]]:
    """The game and its validated options, or a UsageError saying what is accepted."""
    try:
        game = get_game(game_id)
        return game, game.validate_options(players, options)
    except GameError as exc:
        raise UsageError(str(exc)) from exc


def checked_table(options: dict[str, str]) -> None:
    """The table's own options (`clock=1d`, bot/clock.py), or a UsageError."""
    try:
        table_time(options)
    except TimeSettingError as exc:
        raise UsageError(bot_text(None, exc.key, **exc.params)) from exc


def agent_kinds(text: str) -> list[str]:
    """`search,heuristic` or levels (`hard,normal`) to agent kinds."""
    names = [k.strip().lower() for k in text.split(",") if k.strip()]
    unknown = [k for k in names if kind_of(k) is None]
    if not names or unknown:
        raise UsageError(f"unknown agent kind {', '.join(unknown) or '(none)'}; "
                         f"known: {KNOWN_KINDS}")
    return [str(kind_of(k)) for k in names]


KNOWN_KINDS = ", ".join([*AGENT_KINDS, *LEVELS])
"""The kinds and the levels (`easy`, `normal`, `hard`) the flags accept."""


def ai_seconds(text: str) -> float:
    """`--ai-time 2` or `2s`: a searching player's seconds per decision."""
    try:
        seconds = parse_ai_time(text)
    except TimeSettingError as exc:
        raise argparse.ArgumentTypeError(bot_text(None, exc.key, **exc.params)) from exc
    return seconds


# -- subcommands ----------------------------------------------------------------
def cmd_bot(args: argparse.Namespace) -> int:
    if not os.environ.get("DISCORD_TOKEN", "").strip():
        print(TOKEN_HELP, file=sys.stderr)
        return USAGE_ERROR
    from bot.app import DiscordUnavailable, run_bot
    from bot.config import Config, ConfigError

    try:
        config = Config.from_env()
        config.require_token()
    except ConfigError as exc:
        raise UsageError(str(exc)) from exc
    try:
        config = dataclasses.replace(config, **bot_overrides(args))
    except ConfigError as exc:
        raise UsageError(str(exc)) from exc
    web_settings(config.web, config.public_url, "--web (or GAMEMASTER_WEB)")  # checked now
    try:
        run_bot(config)
    except (DiscordUnavailable, StorageError) as exc:  # the database is checked before connecting
        raise UsageError(str(exc)) from exc
    return 0


def bot_overrides(args: argparse.Namespace) -> dict[str, Any]:
    """What `gamemaster bot`'s flags set, over the environment's settings."""
    overrides: dict[str, Any] = {}
    if args.db:
        overrides["database_url"] = args.db
    if args.shard_count is not None:
        overrides["shard_count"] = parse_shard_count(args.shard_count, "--shard-count")
    if args.shard_ids is not None:
        overrides["shard_ids"] = parse_shard_ids(args.shard_ids, "--shard-ids")
    if args.cache is not None:
        overrides["session_cache"] = parse_cache(args.cache, "--cache")
    if args.web is not None:
        overrides["web"] = args.web
    if args.public_url is not None:
        overrides["public_url"] = args.public_url
    return overrides


def web_settings(address: str | None, public_url: str | None, name: str = "--web") -> Any:
    """The web companion's settings (bot/web/server.py), or None when not asked for."""
    from bot.web.server import WebSettingError, WebSettings, parse_address, parse_public_url

    if address is None:
        if public_url is not None:
            raise UsageError("--public-url needs --web HOST:PORT (where the companion listens)")
        return None
    try:
        host, port = parse_address(address, name)
        return WebSettings(host, port, parse_public_url(public_url),
                           trust_forwarded=host in ("127.0.0.1", "::1", "localhost"))
    except WebSettingError as exc:
        raise UsageError(str(exc)) from exc


def cmd_play(args: argparse.Namespace) -> int:
    from bot.console import ConsoleSettings, run_console

    options = parse_options(args.option)
    if args.script and not Path(args.script).is_file():
        raise UsageError(f"there is no script file {args.script}")
    if args.db and ":" not in args.db and not Path(args.db).resolve().parent.is_dir():
        raise UsageError(f"the folder of {args.db} does not exist")
    if args.players is None and args.bots:
        args.players = args.bots
    if args.players is not None:
        table, game_options = split_options(options)
        checked_game(args.game, args.players, game_options)
        checked_table(table)
        if not 0 <= args.bots <= args.players:
            raise UsageError(f"--bots must be between 0 and --players ({args.players})")
    elif options:
        raise UsageError("--option needs --players (the console opens the lobby then)")
    settings = ConsoleSettings(
        game=args.game, players=args.players, bots=args.bots, seed=args.seed, db=args.db,
        out=args.out, script=args.script, options=options, ai_kind=str(kind_of(args.ai_kind)),
        web=web_settings(args.web, args.public_url),
    )
    return run_console(settings)


def cmd_simulate(args: argparse.Namespace) -> int:
    from bot.selfplay import SimulationPlan, simulate, text_summary

    if args.games < 1:
        raise UsageError("--games must be at least 1")
    game, options = checked_game(args.game, args.players, parse_options(args.option))
    plan = SimulationPlan(game, args.players, args.games, args.seed, agent_kinds(args.agents),
                          options, rootlog_folder(args.rootlog, game.id), args.ai_time)
    figures = simulate(plan)
    print(json.dumps(figures, sort_keys=True) if args.json else text_summary(figures))
    return 0


def rootlog_folder(folder: str | None, game_id: str) -> Path | None:
    """`--rootlog DIR`: Root games only; the folder is made if it does not exist."""
    if folder is None:
        return None
    if game_id != "root":
        raise UsageError(f"--rootlog writes Rootlog files, the notation of Root: "
                         f"use it with --game root (not {game_id})")
    path = Path(folder)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot make the folder {folder}: {exc.strerror}") from exc
    return path


def cmd_render(args: argparse.Namespace) -> int:
    from bot import render_file

    try:
        if args.session_db:
            game_id, state, names = _saved_session(args)
        else:
            game_id, state, names = _logged_position(args)
        size = render_file.write_png(game_id, state, names, args.out)
        details = render_file.write_details(game_id, state, names, args.out)
    except (render_file.RenderInputError, StorageError) as exc:
        raise UsageError(str(exc)) from exc
    print(f"wrote {args.out} ({size} bytes)")
    for path in details:
        print(f"wrote {path} (a detail picture, readable on a phone)")
    return 0


def cmd_rootlog_check(args: argparse.Namespace) -> int:
    from bot import rootlog_check

    try:
        report = rootlog_check.check_file(args.file)
    except rootlog_check.RootlogFileError as exc:
        raise UsageError(str(exc)) from exc
    if args.json:
        print(json.dumps({"file": args.file, **report.to_json()}, sort_keys=True))
    else:
        print(rootlog_check.text_summary(args.file, report))
    return rootlog_check.exit_status(report)


def cmd_rootlog_render(args: argparse.Namespace) -> int:
    from bot import rootlog_check, rootlog_render

    try:
        rendered = rootlog_render.render_file(args.file, args.out, args.locale, args.details)
    except rootlog_check.RootlogFileError as exc:
        raise UsageError(str(exc)) from exc
    print(rootlog_render.summary(args.file, rendered))
    return rootlog_render.exit_status(rendered)


def _saved_session(args: argparse.Namespace) -> tuple[str, Any, list[str]]:
    from bot import render_file

    if args.option or args.players is not None or args.seed is not None:
        raise UsageError("--session-db uses the session's own players, seed and options")
    return asyncio.run(render_file.saved_position(args.session_db, args.channel, args.session))


def _logged_position(args: argparse.Namespace) -> tuple[str, Any, list[str]]:
    from bot import render_file

    if args.players is None or args.seed is None:
        raise UsageError("--log needs --players and --seed (the game they were played with)")
    if args.channel is not None or args.session is not None:
        raise UsageError("--channel and --session pick a saved session: use them with --session-db")
    game, options = checked_game(args.game, args.players, parse_options(args.option))
    entries = render_file.parse_log_text(render_file.read_log_file(args.log))
    state = render_file.replay_log_file(game, args.players, options, args.seed, entries)
    return game.id, state, render_file.default_names(state)


# -- the parser -----------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gamemaster", description="A game master for heavy board games, on Discord."
    )
    subs = parser.add_subparsers(dest="command",
                                 metavar="{bot,play,simulate,render,rootlog,ratings}")
    _add_bot(subs)
    _add_play(subs)
    _add_simulate(subs)
    _add_render(subs)
    _add_rootlog(subs)
    _add_ratings(subs)
    return parser


def _option_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--option", action="append", metavar="KEY=VALUE",
                        help="a game option, repeatable (e.g. bonus=spread)")


def _add_bot(subs: Any) -> None:
    bot = subs.add_parser("bot", help="run the Discord bot (token in DISCORD_TOKEN)")
    bot.add_argument(
        "--db", metavar="URL",
        help="database: an SQLite file path or sqlite:/// URL, or postgresql://... "
        "(default: GAMEMASTER_DB, then DATABASE_URL, then gamemaster.sqlite3)",
    )
    bot.add_argument("--shard-count", metavar="N",
                     help="shards of the whole bot (default: SHARD_COUNT; unset: unsharded)")
    bot.add_argument("--shard-ids", metavar="IDS",
                     help='shards this process runs, e.g. "0,1" or "0-3" (default: SHARD_IDS;'
                     " unset: all)")
    bot.add_argument("--cache", metavar="N",
                     help="sessions kept in memory (default: GAMEMASTER_CACHE, else 256)")
    _web_flags(bot, "(default: GAMEMASTER_WEB; unset: no web companion)",
               "(default: GAMEMASTER_PUBLIC_URL; unset: no links are posted)")
    bot.set_defaults(handler=cmd_bot)


def _add_play(subs: Any) -> None:
    play = subs.add_parser("play", help="play in a local console channel (no Discord)")
    play.add_argument("--game", default="meduris", help="registry id (default: meduris)")
    play.add_argument("--players", type=int, help="seats in total (omit to open a lobby by hand)")
    play.add_argument("--bots", type=int, default=0, help="how many of the seats are AI")
    play.add_argument("--seed", type=int, help="seed of the game (random if omitted)")
    play.add_argument("--db", metavar="PATH", help="SQLite file: the game survives a restart")
    play.add_argument("--out", metavar="DIR", help="folder for board images")
    play.add_argument("--script", metavar="FILE", help="read the lines from FILE, not stdin")
    play.add_argument("--ai-kind", choices=[*AGENT_KINDS, *LEVELS], default="heuristic",
                      help="how the AI seats choose: a level (easy, normal, hard) or a kind "
                      "(noisy, heuristic, search, random; default: heuristic)")
    _option_flag(play)
    _web_flags(play, "(the console's game in the browser)",
               "(default: the local address)")
    play.set_defaults(handler=cmd_play)


def _web_flags(parser: argparse.ArgumentParser, web_default: str, url_default: str) -> None:
    parser.add_argument("--web", metavar="HOST:PORT",
                        help=f"serve the read-only web companion there {web_default}")
    parser.add_argument("--public-url", metavar="URL",
                        help=f"the address browsers reach the companion at {url_default}")


def _add_simulate(subs: Any) -> None:
    sim = subs.add_parser("simulate", help="AI self-play; prints figures")
    sim.add_argument("--game", default="meduris", help="registry id (default: meduris)")
    sim.add_argument("--players", type=int, required=True, help="seats per game")
    sim.add_argument("--games", type=int, default=10, help="how many games (default: 10)")
    sim.add_argument("--seed", type=int, default=0, help="each game's seed derives from it")
    sim.add_argument("--agents", default="heuristic",
                     help="agent kinds or levels, comma separated; they rotate over the seats "
                     f"(known: {KNOWN_KINDS})")
    sim.add_argument("--ai-time", type=ai_seconds, default=DEFAULT_SECONDS, metavar="SECONDS",
                     help="the search's budget per decision, as iterations (the game's "
                     "measured rate times the seconds), without a wall-time cap so the "
                     "seed reproduces the run (default: 2)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--rootlog", metavar="DIR",
                     help="Root only: write each game to DIR as a Rootlog file")
    _option_flag(sim)
    sim.set_defaults(handler=cmd_simulate)


def _add_render(subs: Any) -> None:
    render = subs.add_parser("render", help="a saved session or a seed + log to a PNG")
    source = render.add_mutually_exclusive_group(required=True)
    source.add_argument("--session-db", metavar="PATH", help="SQLite file of sessions")
    source.add_argument("--log", metavar="FILE", help="one `seat: action` per line")
    which = render.add_mutually_exclusive_group()
    which.add_argument("--channel", type=int, help="the channel's active session (default 1)")
    which.add_argument("--session", type=int, help="a session by id")
    render.add_argument("--game", default="meduris", help="with --log: registry id")
    render.add_argument("--players", type=int, help="with --log: seats of the game")
    render.add_argument("--seed", type=int, help="with --log: seed of the game")
    render.add_argument("--out", required=True, metavar="FILE.png", help="the image to write")
    _option_flag(render)
    render.set_defaults(handler=cmd_render)


def _add_rootlog(subs: Any) -> None:
    rootlog = subs.add_parser("rootlog", help="Rootlog files (the Root community's notation)")
    actions = rootlog.add_subparsers(dest="rootlog_command", metavar="{check,render}",
                                     required=True)
    check = actions.add_parser(
        "check", help="replay a Rootlog file (Fall map, Standard deck); stop at an illegal line"
    )
    check.add_argument("file", metavar="FILE", help="the .rootlog file")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    check.set_defaults(handler=cmd_rootlog_check)
    render = actions.add_parser(
        "render", help="draw the board after each turn of a Rootlog file, one PNG per turn"
    )
    render.add_argument("file", metavar="FILE", help="the .rootlog file")
    render.add_argument("--out", required=True, metavar="DIR", help="the folder for the pictures")
    render.add_argument("--locale", default="en", choices=("en", "es"),
                        help="the language of the pictures' words")
    render.add_argument("--details", action="store_true",
                        help="also the detail pictures a phone reads, for each turn")
    render.set_defaults(handler=cmd_rootlog_render)


def _add_ratings(subs: Any) -> None:
    ratings = subs.add_parser("ratings", help="records and ratings (docs/records.md)")
    actions = ratings.add_subparsers(dest="ratings_command", metavar="{rebuild}", required=True)
    rebuild = actions.add_parser(
        "rebuild", help="compute every result and rating again from the stored games"
    )
    rebuild.add_argument(
        "--db", metavar="URL",
        help="database: an SQLite file path or sqlite:/// URL, or postgresql://... "
        "(default: GAMEMASTER_DB, then DATABASE_URL, then gamemaster.sqlite3)",
    )
    rebuild.set_defaults(handler=cmd_ratings_rebuild)


def cmd_ratings_rebuild(args: argparse.Namespace) -> int:
    """Results and ratings are derived data: read every finished game again."""
    import time

    from bot.config import Config
    from bot.record_keeper import rebuild
    from bot.storage import open_store

    url = args.db or Config.from_env().database_url

    async def run() -> Any:
        store = open_store(url)
        await store.open()
        try:
            return await rebuild(store)
        finally:
            await store.close()

    began = time.perf_counter()
    try:
        done = asyncio.run(run())
    except StorageError as exc:
        raise UsageError(str(exc)) from exc
    took = time.perf_counter() - began
    print(f"rebuilt the records of finished games: {done.games} read, {done.results} with a "
          f"result, {len(done.skipped)} without; ratings of (server, game) pairs: {done.pools};"
          f" {took:.2f} s")
    if done.skipped:
        print("sessions left out: " + ", ".join(str(s) for s in done.skipped))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse already printed the usage and the problem
        return exc.code if isinstance(exc.code, int) else USAGE_ERROR
    if args.command is None:
        parser.print_help(sys.stderr)
        return USAGE_ERROR
    try:
        code: int = args.handler(args)
        return code
    except UsageError as exc:
        print(f"gamemaster {args.command}: {exc}", file=sys.stderr)
        return USAGE_ERROR
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
