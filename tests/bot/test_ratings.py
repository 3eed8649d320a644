"""Records and ratings as plain code (issue 29): a finished game's result
(bot/records.py) and the ratings computed from results (bot/ratings.py)."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.ratings import ALL_FACTIONS, ALL_TIME, rate, trend
from bot.records import STAND_IN_THRESHOLD, GameResult, SeatResult, game_result
from bot.selfplay import play_to_end
from bot.storage.base import LogRecord, RatingRecord, SeasonRecord, SeatRecord, SessionRecord
from games.core import Result, get_game
from renderers.rating_graph import draw_rating_graph

ANA, BEA, CAL = "u:1", "u:2", "u:3"


def finished(sid: int, at: float, *seats: tuple[str, int] | tuple[str, int, str]) -> GameResult:
    """A result: each seat (player, rank[, faction])."""
    return GameResult(sid, 7, 50, "root" if len(seats[0]) == 3 else "toy", at - 100, at, 40,
                      tuple(SeatResult(s[0], s[0], s[1], 10 - s[1],
                                       s[2] if len(s) == 3 else None)  # type: ignore[misc]
                            for s in seats))


def by_player(ratings: list[RatingRecord], season: int = ALL_TIME,
              faction: str = ALL_FACTIONS) -> dict[str, RatingRecord]:
    return {r.player: r for r in ratings if r.season == season and r.faction == faction}


# -- ratings ------------------------------------------------------------------------------
def test_the_winner_of_every_game_leads_and_the_last_of_every_game_trails() -> None:
    results = [finished(i, 1000.0 + i, (ANA, 1), ("ai:hard", 2), (BEA, 3)) for i in range(6)]
    rated = by_player(rate(7, "toy", results, []))
    order = sorted(rated, key=lambda p: -rated[p].conservative)
    assert order == [ANA, "ai:hard", BEA]
    assert rated[ANA].games == 6 and rated[ANA].wins == 6 and rated[BEA].wins == 0
    assert rated[ANA].conservative == rated[ANA].mu - 3 * rated[ANA].sigma
    assert len(rated[ANA].history) == 6 and rated[ANA].history[-1][0] == 5
    rising = trend(rated[ANA])
    falling = trend(rated[BEA])
    assert rising is not None and rising > 0 and falling is not None and falling < 0


def test_ratings_follow_the_order_games_finished_in_whatever_order_they_come() -> None:
    results = [finished(i, 1000.0 + i, (ANA, 1 + i % 2), (BEA, 2 - i % 2)) for i in range(7)]
    shuffled = results[:]
    random.Random(3).shuffle(shuffled)
    assert rate(7, "toy", shuffled, []) == rate(7, "toy", results, [])
    # ...and the order matters: the same games finishing the other way round differ.
    reversed_times = [finished(r.session_id, 2000.0 - r.finished_at, *[(s.player, s.rank)
                      for s in r.seats]) for r in results]
    assert rate(7, "toy", reversed_times, []) != rate(7, "toy", results, [])


def test_two_seats_of_one_player_count_one_game_at_the_mean_of_their_seats() -> None:
    [result] = [finished(1, 1000.0, ("ai:normal", 1), (ANA, 2), ("ai:normal", 3))]
    rated = by_player(rate(7, "toy", [result], []))
    ai = rated["ai:normal"]
    assert ai.games == 1 and ai.wins == 1
    alone = by_player(rate(7, "toy", [finished(1, 1000.0, ("a", 1), (ANA, 2), ("b", 3))], []))
    assert ai.mu == (alone["a"].mu + alone["b"].mu) / 2
    assert ai.sigma == (alone["a"].sigma + alone["b"].sigma) / 2


def test_root_is_rated_per_faction_as_well_as_overall() -> None:
    results = [
        finished(1, 1000.0, (ANA, 1, "marquise"), (BEA, 2, "eyrie")),
        finished(2, 1001.0, (ANA, 2, "eyrie"), (BEA, 1, "marquise")),
        finished(3, 1002.0, (ANA, 1, "marquise"), (BEA, 2, "eyrie")),
    ]
    ratings = rate(7, "root", results, [])
    assert by_player(ratings)[ANA].games == 3
    marquise = by_player(ratings, faction="marquise")
    eyrie = by_player(ratings, faction="eyrie")
    assert marquise[ANA].games == 2 and marquise[ANA].wins == 2
    assert eyrie[ANA].games == 1 and eyrie[ANA].wins == 0
    assert marquise[ANA].conservative > eyrie[ANA].conservative


def test_a_season_holds_the_games_that_finished_while_it_was_under_way() -> None:
    spring = SeasonRecord(7, 1, "Spring", started_at=1002.0, ended_at=1005.0)
    results = [finished(i, 1000.0 + i, (ANA, 1), (BEA, 2)) for i in range(8)]
    ratings = rate(7, "toy", results, [spring])
    assert by_player(ratings)[ANA].games == 8
    assert by_player(ratings, season=1)[ANA].games == 4  # 1002 to 1005
    assert spring.holds(1002.0) and spring.holds(1005.0) and not spring.holds(1005.5)
    summer = SeasonRecord(7, 2, "Summer", started_at=1005.0)
    both = rate(7, "toy", results, [spring, summer])
    assert by_player(both, season=1)[ANA].games == 4  # 1005 is Spring's, not both
    assert by_player(both, season=2)[ANA].games == 2  # 1006, 1007
    assert SeasonRecord(7, 2, "Open", 1006.0).holds(10**9)


# -- a finished game's result ------------------------------------------------------------------
class Over:
    """A finished state, as `game_result` reads it: its result and public view."""

    def __init__(self, result: Result, view: dict[str, Any]) -> None:
        self._result, self._view = result, view

    def result(self) -> Result:
        return self._result

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._view


def _moves(*plays: tuple[int, bool, bool]) -> list[LogRecord]:
    """(seat, forced, stand_in) per record, one a minute."""
    return [LogRecord(seq, "action", seat=seat, text="roll", forced=forced, stand_in=stood,
                      created_at=60.0 * seq)
            for seq, (seat, forced, stood) in enumerate(plays, start=1)]


def test_a_seat_played_mostly_by_a_stand_in_counts_for_the_ai() -> None:
    record = SessionRecord(9, 50, 7, "toy", {}, 1, 1, status="finished", seats=[
        SeatRecord(1, "Ana"), SeatRecord(2, "Bea"), SeatRecord(None, "AI 1", "search")])
    log = _moves(
        (0, False, True), (1, False, False), (2, False, False),
        (0, False, True), (1, False, True), (2, True, False),
        (0, False, True), (1, False, True), (2, False, False),
        (0, False, False), (1, False, False), (0, True, False),
    )
    state = Over(Result((3, 9, 9), winners=(1, 2), ranking=(1, 2, 0)), {})
    result = game_result(record, log, state, "heuristic")  # type: ignore[arg-type]
    assert result is not None
    ana, bea, ai = result.seats
    assert ana.stand_in_share == 0.75 > STAND_IN_THRESHOLD and ana.player == "ai:normal"
    assert ana.user_id == 1  # still known as the seat's person, for their own record
    assert bea.stand_in_share == 0.5 and bea.player == "u:2"  # half is not most
    assert ai.player == "ai:hard" and ai.times == ()
    assert [s.rank for s in result.seats] == [3, 1, 1]  # two winners share first place
    assert ana.moves == 4 and ai.moves == 2  # forced moves are no decision
    assert bea.times == (60.0, 60.0)  # her own decisions only: not the stand-in's two
    assert (result.started_at, result.finished_at, result.moves) == (60.0, 720.0, 12)
    assert GameResult.from_json(result.to_json()) == result


def test_an_unfinished_game_has_no_result_and_factions_come_from_the_public_view() -> None:
    record = SessionRecord(9, 50, 7, "root", {}, 1, 1, status="finished",
                           seats=[SeatRecord(1, "Ana"), SeatRecord(2, "Bea")])

    class Running(Over):
        def result(self) -> Any:
            return None

    assert game_result(record, [], Running(Result((0, 0), (0,), (0, 1)), {}),  # type: ignore[arg-type]
                       "heuristic") is None
    over = Over(Result((30, 12), (0,), (0, 1)), {"factions": ["marquise", "eyrie"]})
    result = game_result(record, _moves((0, False, False)), over, "heuristic")  # type: ignore[arg-type]
    assert result is not None and [s.faction for s in result.seats] == ["marquise", "eyrie"]


# -- the picture ------------------------------------------------------------------------------
def test_the_rating_picture_is_a_phone_sized_png() -> None:
    png = draw_rating_graph([0.5, 2.0, 1.2, 4.8, 6.1, 5.2], "Ana — Root", ("games", "rating"))
    with Image.open(io.BytesIO(png)) as picture:
        assert picture.size == (720, 480)
    one = draw_rating_graph([-3.2], "Bea — Meduris", ("partidas", "puntuación"))
    assert one.startswith(b"\x89PNG")


@pytest.mark.parametrize("game_id", ["meduris", "mountain_king", "root", "near_and_far"])
def test_every_game_ends_with_a_result_the_records_read(game_id: str) -> None:
    """A whole game of each game, played by its heuristic players: every seat is
    placed, the winners first, and Root's seats carry the faction they played."""
    game = get_game(game_id)
    state = game.setup(2, {}, 5)
    play_to_end(state, 5, [game.agent("heuristic")] * 2)
    record = SessionRecord(1, 50, 7, game_id, {}, 5, 1, status="finished",
                           seats=[SeatRecord(1, "Ana"), SeatRecord(2, "Bea")])
    result = game_result(record, [], state, "heuristic")
    final = state.result()
    assert result is not None and final is not None
    assert sorted(s.rank for s in result.seats) == [1, 2] or {s.rank for s in result.seats} == {1}
    assert [s.won for s in result.seats] == [seat in final.winners for seat in range(2)]
    assert [s.score for s in result.seats] == list(final.scores)
    factions = [s.faction for s in result.seats]
    assert all(factions) if game_id == "root" else not any(factions)
