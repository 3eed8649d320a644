"""The records tables on every backend (migration 8): results, ratings, seasons and
hidden members keep the same promises in memory, on SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest

from bot.storage import SessionRecord, Store
from bot.storage.base import RatingRecord, ResultRow, SeasonOpen
from tests.support.databases import Database


async def test_results_are_kept_and_listed_by_when_they_finished(store: Store) -> None:
    await store.save_result(ResultRow(3, 7, "toy", 300.5, {"winner": "ana"}))
    await store.save_result(ResultRow(1, 7, "toy", 400.25, {"winner": "bea"}))
    await store.save_result(ResultRow(2, 7, "root", 100.0, {"factions": ["marquise"]}))
    await store.save_result(ResultRow(4, 8, "toy", 50.0, {}))
    assert [r.session_id for r in await store.results(7)] == [2, 3, 1]
    assert [r.session_id for r in await store.results(7, "toy")] == [3, 1]
    await store.save_result(ResultRow(3, 7, "toy", 500.0, {"winner": "cal"}))  # replaced
    assert [r.session_id for r in await store.results(7, "toy")] == [1, 3]
    assert await store.result(3) == ResultRow(3, 7, "toy", 500.0, {"winner": "cal"})
    assert await store.result(99) is None
    # Where the result was posted, kept when a rebuild stores the result again.
    await store.set_result_message(3, 1_234_567_890_123_456_789)
    await store.set_result_message(99, 5)  # no such result: nothing
    await store.save_result(ResultRow(3, 7, "toy", 500.0, {"winner": "cal"}))
    kept = await store.result(3)
    assert kept is not None and kept.message_id == 1_234_567_890_123_456_789
    posted = [r.message_id for r in await store.results(7, "toy")]
    assert posted == [None, 1_234_567_890_123_456_789]


async def test_ratings_are_replaced_per_server_game_and_read_back_to_the_last_bit(
    store: Store,
) -> None:
    mu, sigma = 27.869048680749426, 8.205243377397993  # openskill's own digits
    first = [
        RatingRecord(7, "toy", 0, "", "u:1", mu, sigma, 3, 2, ((1, 100.5, mu, sigma),)),
        RatingRecord(7, "toy", 1, "", "u:1", 25.1, 8.0, 1, 1),
        RatingRecord(7, "toy", 0, "", "ai:hard", 1 / 3, 2 / 3, 3, 1),
        RatingRecord(7, "root", 0, "eyrie", "u:1", 20.0, 7.0, 1, 0),
        RatingRecord(8, "toy", 0, "", "u:1", 30.0, 5.0, 9, 9),
    ]
    for guild, game in ((7, "toy"), (7, "root"), (8, "toy")):
        await store.replace_ratings(guild, game, [r for r in first
                                                  if (r.guild_id, r.game) == (guild, game)])
    assert {r.player for r in await store.ratings(7, "toy")} == {"u:1", "ai:hard"}
    mine = await store.ratings(7, player="u:1")
    assert [(r.game, r.season, r.faction) for r in mine] == [
        ("root", 0, "eyrie"), ("toy", 0, ""), ("toy", 1, "")]
    assert mine[1] == first[0]  # floats and history exactly as given
    await store.replace_ratings(7, "toy", [RatingRecord(7, "toy", 0, "", "u:2", 1.0, 1.0, 1, 0)])
    assert [r.player for r in await store.ratings(7, "toy")] == ["u:2"]
    assert len(await store.ratings(7, "root")) == 1 and len(await store.ratings(8)) == 1
    await store.replace_ratings(7, "toy", [])
    assert await store.ratings(7, "toy") == []


async def test_one_season_at_a_time_numbered_per_server(store: Store) -> None:
    assert await store.end_season(7, 10.0) is None
    spring = await store.start_season(7, "Spring", 100.0)
    assert (spring.number, spring.name, spring.ended_at) == (1, "Spring", None)
    with pytest.raises(SeasonOpen):
        await store.start_season(7, "Summer", 150.0)
    other = await store.start_season(8, "Elsewhere", 120.0)
    assert other.number == 1
    ended = await store.end_season(7, 200.0)
    assert ended is not None and (ended.number, ended.ended_at) == (1, 200.0)
    summer = await store.start_season(7, "Summer", 300.0)
    assert summer.number == 2
    assert [(s.number, s.name, s.ended_at) for s in await store.seasons(7)] == [
        (1, "Spring", 200.0), (2, "Summer", None)]


async def test_members_hide_themselves_per_server(store: Store) -> None:
    await store.set_hidden(7, 1, True)
    await store.set_hidden(7, 1, True)  # twice is once
    await store.set_hidden(8, 2, True)
    assert await store.hidden_players(7) == {1}
    await store.set_hidden(7, 1, False)
    assert await store.hidden_players(7) == set()
    assert await store.hidden_players(8) == {2}


async def test_finished_sessions_are_listed_page_by_page(store: Store) -> None:
    ids = []
    for channel, status in ((1, "finished"), (2, "aborted"), (3, "finished"), (4, "running"),
                            (5, "finished")):
        record = SessionRecord(None, channel, 7, "toy", {}, 1, 1, status=status)
        ids.append(await store.create_session(record))
    first = await store.finished_sessions(0, 2)
    assert [r.id for r in first] == [ids[0], ids[2]]
    assert [r.id for r in await store.finished_sessions(ids[2], 2)] == [ids[4]]


async def test_a_damaged_rating_or_result_is_left_out(database: Database) -> None:
    store = database.store()
    await store.open()
    try:
        await store.save_result(ResultRow(1, 7, "toy", 10.0, {"a": 1}))
        await store.save_result(ResultRow(2, 7, "toy", 20.0, {"a": 2}))
        await store.replace_ratings(7, "toy", [
            RatingRecord(7, "toy", 0, "", "u:1", 1.0, 1.0, 1, 1),
            RatingRecord(7, "toy", 0, "", "u:2", 1.0, 1.0, 1, 0)])
        await database.execute("UPDATE results SET data = 'not json' WHERE session_id = 1",
                               "UPDATE ratings SET history = '[[1]]' WHERE player = 'u:2'")
        assert [r.session_id for r in await store.results(7)] == [2]
        assert [r.player for r in await store.ratings(7)] == ["u:1"]
    finally:
        await store.close()
