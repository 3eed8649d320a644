"""Ratings from a server's finished games (issue 29): openskill's Plackett-Luce.

Why Plackett-Luce (openskill, Weng & Lin 2011): our games have 2 to 6 players
with a full finishing order, and Plackett-Luce rates a whole ranking at once (a
multiplayer generalisation of Bradley-Terry), with a Bayesian uncertainty per
player as TrueSkill has, but in closed form (no factor graph), so the numbers are
the same on every machine and a rebuild reproduces them to the last bit. It is
what AsyncTI4 settled on for the same kind of play. openskill is MIT-licensed,
typed and small (pure Python with an optional compiled helper).

Shown is the conservative value, mu - 3 sigma (`RatingRecord.conservative`): a
newcomer starts at 0 (25 - 3 x 25/3) and rises as games make the system sure.

Pools. Every result is rated in its server and game, all-time (season 0) and in
the season under way when it finished (bot/storage/base.py `SeasonRecord.holds`);
Root also per faction: a player's Marquise is rated apart from their Eyrie, in the
same game against the other seats as they played it. Each pool is computed from
its results in the order they finished (then by session), so ratings are a
function of the stored results: `rate` is the whole computation, for the update
when a game finishes and for `gamemaster ratings rebuild` alike (the same numbers
by construction, checked by tests/bot/test_ratings.py).

Several seats of one player in one game (two AI seats of one level, a person
holding two seats in hot-seat play): each seat is rated from the player's rating
before the game, and the player's new mu and sigma are the mean of what each seat
gave (one game played; a win if any seat won).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from openskill.models import PlackettLuce

from bot.records import GameResult
from bot.storage.base import RatingRecord, SeasonRecord

ALL_TIME = 0
"""The season number of the all-time pool."""

ALL_FACTIONS = ""
"""The faction of the pool of every faction."""

MODEL = PlackettLuce()
"""openskill's defaults: mu 25, sigma 25/3, beta 25/6, tau 25/300."""


@dataclass
class _Rated:
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0
    history: list[tuple[int, float, float, float]] = field(default_factory=list)


Pool = tuple[int, str]
"""(season, faction)."""


def seasons_of(result: GameResult, seasons: Sequence[SeasonRecord]) -> list[int]:
    """The pools of seasons a result is rated in: all-time, and its season if any (a
    game that finished at the very moment one season ended and the next began is
    the earlier season's)."""
    season = next((s for s in seasons if s.holds(result.finished_at)), None)
    return [ALL_TIME] if season is None else [ALL_TIME, season.number]


def rate(
    guild_id: int, game: str, results: Iterable[GameResult], seasons: Sequence[SeasonRecord]
) -> list[RatingRecord]:
    """Every rating of a server's game, from its results (any order: they are
    sorted by when they finished)."""
    pools: dict[Pool, dict[str, _Rated]] = {}
    ordered = sorted(results, key=lambda r: (r.finished_at, r.session_id))
    for result in ordered:
        if result.game != game or len(result.seats) < 2:
            continue
        for season in seasons_of(result, seasons):
            _rate_game(pools.setdefault((season, ALL_FACTIONS), {}), result, by_faction=False)
            if all(seat.faction for seat in result.seats):
                _rate_game(pools.setdefault((season, "*"), {}), result, by_faction=True)
    out: list[RatingRecord] = []
    for (season, faction_pool), players in sorted(pools.items()):
        for key, rated in sorted(players.items()):
            player, faction = _split(key) if faction_pool == "*" else (key, ALL_FACTIONS)
            out.append(RatingRecord(
                guild_id, game, season, faction, player, rated.mu, rated.sigma,
                rated.games, rated.wins, tuple(rated.history),
            ))
    out.sort(key=lambda r: (r.season, r.faction, r.player))
    return out


def _key(player: str, faction: str | None, by_faction: bool) -> str:
    return f"{faction}|{player}" if by_faction else player


def _split(key: str) -> tuple[str, str]:
    faction, _, player = key.partition("|")
    return player, faction


def _rate_game(players: dict[str, _Rated], result: GameResult, *, by_faction: bool) -> None:
    keys = [_key(seat.player, seat.faction, by_faction) for seat in result.seats]
    before = {key: players.get(key) or _Rated(MODEL.mu, MODEL.sigma) for key in keys}
    teams = [[MODEL.create_rating([before[key].mu, before[key].sigma])] for key in keys]
    ranks = [float(seat.rank) for seat in result.seats]
    rated = MODEL.rate(teams, ranks=ranks)
    after: dict[str, list[tuple[float, float]]] = {}
    for key, team in zip(keys, rated, strict=True):
        after.setdefault(key, []).append((team[0].mu, team[0].sigma))
    for key, values in after.items():
        player = before[key]
        player.mu = sum(mu for mu, _ in values) / len(values)
        player.sigma = sum(sigma for _, sigma in values) / len(values)
        player.games += 1
        won = any(seat.won for seat, k in zip(result.seats, keys, strict=True) if k == key)
        player.wins += int(won)
        player.history.append((result.session_id, result.finished_at, player.mu, player.sigma))
        players[key] = player


def trend(rating: RatingRecord, games: int = 5) -> float | None:
    """How the conservative value moved over the last `games` games (None before a
    second game): positive when rising."""
    points = rating.history
    if len(points) < 2:
        return None
    _, _, mu, sigma = points[-1]
    if len(points) > games:
        _, _, mu0, sigma0 = points[-1 - games]
    else:
        mu0, sigma0 = MODEL.mu, MODEL.sigma
    return (mu - 3 * sigma) - (mu0 - 3 * sigma0)
