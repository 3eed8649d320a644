"""Issue 29's "done when", in the console, on SQLite and on PostgreSQL: several games
between the same named people and an AI seat end; `/leaderboard` orders them by
their ratings with the wins their results hold; `/stats` answers with the figures;
`gamemaster ratings rebuild` reproduces every rating exactly; a season starts and
ends; an earlier game is found with `/games finished` and looked at by its id after
the channel opened newer games."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator

import pytest

from bot import cli
from bot.console import CONSOLE_GUILD, Console
from bot.console_output import Transcript
from bot.record_keeper import rebuild
from bot.records import GameResult
from bot.service import GameMaster
from bot.storage import Store
from bot.timesource import HOUR, VirtualTime
from tests.bot.test_console import play_humans
from tests.support.databases import Database

T0 = 1_760_000_000.0
PEOPLE = ["ana", "bea"]
LINE = re.compile(r"^\[public\] (\d+)\. (.+?): (-?\d+\.\d) · (\d+) games?, (\d+) wins?$")


@pytest.fixture
async def console(database: Database) -> AsyncIterator[tuple[Console, list[str], Store]]:
    store = database.store()
    await store.open()
    printed: list[str] = []
    master = GameMaster(store, render=False, time=VirtualTime(T0), public_every=0)
    yield Console(master, store, Transcript(write=printed.append)), printed, store
    await master.close()
    await store.close()


async def play_games(console: Console, seeds: range) -> None:
    for seed in seeds:
        clock = console.master.time
        assert isinstance(clock, VirtualTime)
        clock.advance(2 * HOUR)  # each game a little later than the last
        for line in (f"ana: /game new game:toy seed:{seed}", "bea: /game join",
                     "ana: /game addbot kind:easy", "ana: /game start"):
            assert await console.run_line(line)
        assert await play_humans(console, PEOPLE, seed=seed) > 0


def answer(printed: list[str], line: str) -> list[str]:
    start = len(printed) - printed[::-1].index(f"> {line}")
    return printed[start:]


async def said(console: Console, printed: list[str], line: str) -> list[str]:
    assert await console.run_line(line), printed[-3:]
    return answer(printed, line)


async def refused(console: Console, printed: list[str], line: str) -> list[str]:
    assert not await console.run_line(line), printed[-3:]
    return answer(printed, line)


def standings(lines: list[str]) -> list[tuple[str, float, int, int]]:
    found = [LINE.match(line) for line in lines]
    return [(m[2], float(m[3]), int(m[4]), int(m[5])) for m in found if m]


async def test_the_records_of_a_server_in_the_console(
    console: tuple[Console, list[str], Store], database: Database,
) -> None:
    table, printed, store = console
    started = await said(table, printed, "ana: /season start name:Spring")
    assert started[0].startswith("[public] ana started season 1, Spring")
    await play_games(table, range(1, 4))
    ended = await said(table, printed, "ana: /season end")
    assert ended[0].startswith("[public] ana ended season 1, Spring, after 3 finished games.")
    await play_games(table, range(4, 6))
    results = [GameResult.from_json(r.data) for r in await store.results(CONSOLE_GUILD)]
    assert len(results) == 5 and all(len(r.seats) == 3 for r in results)
    wins = {name: sum(1 for r in results for s in r.seats if s.name == name and s.won)
            for name in ("ana", "bea", "AI 1")}

    # The all-time leaderboard (no season is under way): every player, ordered by
    # rating, with the games and wins the results hold.
    board = standings(await said(table, printed, "ana: /leaderboard game:toy"))
    assert [rating for _, rating, _, _ in board] == sorted(
        (rating for _, rating, _, _ in board), reverse=True)
    assert {name: (games, won) for name, _, games, won in board} == {
        "ana": (5, wins["ana"]), "bea": (5, wins["bea"]), "easy AI": (5, wins["AI 1"])}
    season = standings(await said(table, printed, "bea: /leaderboard game:toy season:Spring"))
    assert {games for _, _, games, _ in season} == {3}

    # /stats of a person, of the AI level, and of the game.
    ana = await said(table, printed, "bea: /stats player:ana")
    won = wins["ana"]
    assert any(f"Pig to twelve: 5 games, {won} {'win' if won == 1 else 'wins'}; rating" in line
               for line in ana), ana
    assert any(line.startswith("[only bea] Median time to move: ") for line in ana), ana
    assert any("[only bea image]" in line for line in ana)  # the rating over time
    ai = await said(table, printed, "ana: /stats player:easy")
    assert any("Pig to twelve: 5 games" in line for line in ai), ai
    game = await said(table, printed, "ana: /stats game:toy")
    assert game[0].startswith("[only ana] Pig to twelve on this server: 5 games finished;")
    assert "Wins by seat (in the order of the table):" in game[1]

    # Rebuilt from the stored games: the same numbers to the last bit, also through
    # the command line.
    before = await store.ratings(CONSOLE_GUILD)
    assert before and len({r.season for r in before}) == 2
    await store.replace_ratings(CONSOLE_GUILD, "toy", [])
    done = await rebuild(store)
    assert (done.games, done.results, done.pools) == (5, 5, 1)
    assert await store.ratings(CONSOLE_GUILD) == before
    assert await asyncio.to_thread(cli.main, ["ratings", "rebuild", "--db", database.url]) == 0
    assert await store.ratings(CONSOLE_GUILD) == before

    # The first game, found among the finished ones and looked at by its number.
    listing = await said(table, printed, "bea: /games finished")
    assert listing[0].startswith("[only bea] Finished games on this server, newest first (5")
    first = results[0].session_id
    assert listing[-2].startswith(f"[only bea] • `#{first}` Pig to twelve, ended ")
    looked = await said(table, printed, f"bea: /game history move:1 id:{first}")
    assert looked[0].startswith("[only bea] Pig to twelve — the board after move 1 (of ")
    logged = await said(table, printed, f"bea: /game log id:{first}")
    assert logged[0].startswith(f"[only bea] Game #{first} of Pig to twelve, finished: this is how")
    assert "/game new" not in "\n".join(logged)  # not this channel's next step
    missing = await refused(table, printed, "bea: /game history move:1 id:999")
    assert missing == ["[only bea] This server has no finished game number 999;"
                       " `/games finished` lists them."]


async def test_hiding_from_the_leaderboards(console: tuple[Console, list[str], Store]) -> None:
    table, printed, _store = console
    await play_games(table, range(7, 9))
    hidden = await said(table, printed, "bea: /stats hide:True")
    assert hidden[0].startswith("[only bea] You are left out of this server's leaderboards")
    board = standings(await said(table, printed, "ana: /leaderboard game:toy season:all"))
    assert {name for name, *_ in board} == {"ana", "easy AI"}
    assert await refused(table, printed, "ana: /stats player:bea") == [
        "[only ana] bea chose not to be shown in this server's statistics."]
    own = await said(table, printed, "bea: /stats")  # her own figures stay hers to read
    assert own[0].startswith("[only bea] bea on this server")
    await said(table, printed, "bea: /stats hide:False")
    board = standings(await said(table, printed, "ana: /leaderboard game:toy season:all"))
    assert {name for name, *_ in board} == {"ana", "bea", "easy AI"}


async def test_a_season_needs_manage_server_and_one_at_a_time(
    console: tuple[Console, list[str], Store],
) -> None:
    table, printed, _store = console
    assert await table.run_line("ana: /season start name:One")
    again = await refused(table, printed, "ana: /temporada empezar nombre:Dos")
    assert again[0].startswith("[only ana] Season 1 (One) is still under way")
    assert await table.run_line("ana: /season end")
    again = await refused(table, printed, "ana: /season end")
    assert again[0].startswith("[only ana] No season is under way on this server")
    gm = table.master
    from tests.support.players import BOB, GUILD

    assert not (await gm.stats.season_start(GUILD, BOB, "Mine")).ok  # no Manage Server
    assert not (await gm.stats.stats(None, BOB)).ok  # outside a server


async def test_a_game_played_by_stand_ins_counts_for_the_ai(
    console: tuple[Console, list[str], Store],
) -> None:
    """Both people stay away past the table's grace: the normal AI plays every move of
    theirs, so the game counts for `normal AI` and for neither of them."""
    table, printed, store = console
    for line in ("ana: /game new game:toy seed:3 options:clock=1h grace=1h", "bea: /game join",
                 "ana: /game start", "ana: /wait hours:30"):
        assert await table.run_line(line)
    [row] = await store.results(CONSOLE_GUILD)
    seats = GameResult.from_json(row.data).seats
    assert [(s.name, s.player, s.stand_in_share) for s in seats] == [
        ("ana", "ai:normal", 1.0), ("bea", "ai:normal", 1.0)]
    board = standings(await said(table, printed, "ana: /leaderboard game:toy"))
    assert [(name, games) for name, _, games, _ in board] == [("normal AI", 1)]
    ana = await said(table, printed, "bea: /stats player:ana")
    assert ana[-1] == ("[only bea] 1 game counted for the AI that stood in for them"
                       " (it made most of their moves).")
