"""`StatsCommands` on stored records (bot/stats.py): the caller's own place below the
top 10, names escaped where they are echoed, Root's factions in /stats, the
server's win rates by faction, and another server's games never shown."""

from __future__ import annotations

from bot.record_keeper import rerate, result_row
from bot.records import GameResult, SeatResult
from bot.replies import Reply, User
from bot.service import GameMaster
from bot.storage import MemoryStore
from tests.support.players import GUILD, texts

PEOPLE = [User(100 + n, f"p{n}") for n in range(12)]


async def stored(gm: GameMaster, *results: GameResult) -> None:
    for result in results:
        await gm.store.save_result(result_row(result))
    for game in {r.game for r in results}:
        await rerate(gm.store, GUILD, game)


def toy(sid: int, *seats: tuple[User, int]) -> GameResult:
    return GameResult(sid, GUILD, 500, "toy", 1000.0 * sid, 1000.0 * sid + 500, 30, tuple(
        SeatResult(f"u:{user.id}", user.name, rank, 10 - rank, user_id=user.id,
                   times=(60.0, 180.0)) for user, rank in seats))


async def test_the_callers_place_follows_the_top_ten_when_below_it() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    # p0 beats everyone once, p1 everyone but p0, ... p11 loses every game.
    games = [toy(n * 12 + m, (PEOPLE[n], 1), (PEOPLE[m], 2))
             for n in range(12) for m in range(n + 1, 12)]
    await stored(gm, *games)
    board = await gm.stats.leaderboard(GUILD, PEOPLE[11], "toy")
    lines = texts(board).splitlines()
    assert lines[0].startswith("**Pig to twelve leaderboard**, all-time")
    assert [line.split(".")[0] for line in lines[1:11]] == [str(n) for n in range(1, 11)]
    assert lines[1].startswith("1. p0: ") and lines[10].startswith("10. p9: ")
    assert lines[11] == "…" and lines[12].startswith("12. p11: ")
    assert "11 games, 0 wins" in lines[12]
    top = await gm.stats.leaderboard(GUILD, PEOPLE[0], "toy")
    assert "…" not in texts(top)  # within the top: no line of its own


def raw(reply: Reply) -> str:
    """What is sent, quoting and all."""
    return "\n".join(m.text for m in [*reply.public, *reply.ephemeral])


async def test_names_are_escaped_where_echoed() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    odd = User(7, "**bold** @everyone")
    await stored(gm, toy(1, (odd, 1), (PEOPLE[0], 2)))
    board = raw(await gm.stats.leaderboard(GUILD, PEOPLE[0], "toy"))
    assert "\\*\\*bold\\*\\*" in board and "@everyone" not in board
    listing = raw(await gm.stats.finished(GUILD, PEOPLE[0]))
    assert "\\*\\*bold\\*\\*" in listing
    unknown = raw(await gm.stats.stats(GUILD, PEOPLE[0], player="<b>*x*</b>"))
    assert "\\*x\\*" in unknown


async def test_root_factions_in_the_stats_and_the_servers_win_rates() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    ana, bea = PEOPLE[0], PEOPLE[1]

    def root(sid: int, ana_faction: str, ana_rank: int) -> GameResult:
        other = "eyrie" if ana_faction == "marquise" else "marquise"
        return GameResult(sid, GUILD, 500, "root", 86400.0 * sid, 86400.0 * sid + 3 * 86400,
                          300, (SeatResult("u:100", "p0", ana_rank, 30, ana_faction, 100),
                                SeatResult("u:101", "p1", 3 - ana_rank, 20, other, 101)))

    await stored(gm, root(1, "marquise", 1), root(2, "marquise", 1), root(3, "eyrie", 1))
    mine = texts(await gm.stats.stats(GUILD, ana))
    assert "Root: 3 games, 3 wins; rating" in mine
    assert "favourite faction: Marquise de Cat (2 games); best: Marquise de Cat" in mine
    server = texts(await gm.stats.stats(GUILD, bea, game="root"))
    assert "**Root** on this server: 3 games finished; a game lasts 3 d and 300 moves" in server
    assert "• Marquise de Cat: 2 of 3 games (67 %)" in server
    assert "• Eyrie Dynasties: 1 of 3 games (33 %)" in server
    elsewhere = await gm.stats.finished(GUILD + 1, ana)
    assert texts(elsewhere) == "No game has finished on this server yet."
