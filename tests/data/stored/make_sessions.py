"""Write a database of sessions as a release of the bot stores them.

Run with the release whose games must survive later upgrades, from its checkout:

    .venv/bin/python tests/data/stored/make_sessions.py tests/data/stored/<name>.sqlite3

For every game and player count it opens a channel with people in every seat and
plays seeded random moves through the game master (some games stop mid-play,
each at a different point, and go on being played after an upgrade), plus one
all-AI table per game that plays to the end. Only the game master's public
commands are used, so the script runs against old releases as they were.
"""

from __future__ import annotations

import asyncio
import sys

from bot.replies import User
from bot.service import GameMaster
from bot.storage import SQLiteStore
from games.core import Rng, all_games

GUILD = 1
MOVES = (40, 120)  # mid-play sessions stop after about this many moves
VARIANTS = [  # options whose meaning a later release may change
    ("meduris", 3, {"bonus": "spread", "first_player": "2"}),
    ("root", 2, {"dominance": "out"}),
    ("mountain_king", 4, {"team": "true"}),
    ("near_and_far", 3, {"quests": "more", "side": "day"}),
]


async def play_channel(
    gm: GameMaster, channel: int, game_id: str, players: int, seed: int,
    options: dict[str, str] | None = None,
) -> None:
    people = [User(100 + seat, f"P{seat + 1}") for seat in range(players)]
    await gm.lobby.new(channel, GUILD, people[0], game_id, options or {}, seed=seed)
    for person in people[1:]:
        await gm.lobby.join(channel, person)
    await gm.lobby.start(channel, people[0])
    rng = Rng.derive(seed, "stored")
    for _ in range(MOVES[0] + rng.randbelow(MOVES[1] - MOVES[0])):
        session = gm.sessions.peek(channel)
        if session is None or session.state is None or session.state.is_over():
            return
        seat = session.state.pending()[0].seat
        legal = session.state.legal(seat)
        await gm.moves.play(channel, people[seat], str(rng.choice(legal)), seq=session.seq)


async def ai_table(gm: GameMaster, channel: int, game_id: str, players: int, seed: int) -> None:
    host = User(99, "Host")
    await gm.lobby.new(channel, GUILD, host, game_id, {}, seed=seed)
    for _ in range(players - 1):
        await gm.lobby.add_bot(channel, host, "heuristic")
    # The host keeps the first seat and plays it at random until the end.
    await gm.lobby.start(channel, host)
    rng = Rng.derive(seed, "finish")
    for _ in range(5000):
        session = gm.sessions.peek(channel)
        if session is None or session.state is None or session.state.is_over():
            return
        legal = session.state.legal(0)
        if not legal:
            return
        await gm.moves.play(channel, host, str(rng.choice(legal)), seq=session.seq)


async def main(path: str) -> None:
    store = SQLiteStore(path)
    gm = GameMaster(store, render=False, snapshot_every=25)
    channel = 1
    try:
        for game in all_games():
            for players in range(game.min_players, game.max_players + 1):
                await play_channel(gm, channel, game.id, players, seed=1000 + channel)
                channel += 1
            await ai_table(gm, channel, game.id, game.min_players, seed=1000 + channel)
            channel += 1
        for game_id, players, options in VARIANTS:
            await play_channel(gm, channel, game_id, players, 1000 + channel, options)
            channel += 1
    finally:
        await gm.close()
        await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
