"""A player that never stops: the victim of tests/bot/test_kill_restore.py.

Run as `python -m tests.support.kill_worker DB SEED` (DB: an SQLite path or a
PostgreSQL URL). It plays the toy game
through the real game master on that database (two people and one AI seat,
with the occasional undo), and after every command prints one line:
`session seq sha256-of-state`. The test kills it with SIGKILL at an arbitrary
moment, starts it again (it resumes the stored session), and finally checks
that the file reproduces every state that was ever printed.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sys

import tests.support.toy  # noqa: F401  (registers the toy game)
from bot.replies import User
from bot.service import GameMaster
from bot.sessions import Session
from bot.storage import open_store
from games.core import Rng

CHANNEL = 1
PEOPLE = (User(1, "Ana"), User(2, "Bob"))
MAX_COMMANDS = 3000


def fingerprint(state_json: dict) -> str:
    return hashlib.sha256(json.dumps(state_json, sort_keys=True).encode()).hexdigest()


async def open_game(gm: GameMaster, seed: int) -> None:
    await gm.lobby.new(CHANNEL, None, PEOPLE[0], "toy", {"target": "100"}, seed=seed)
    await gm.lobby.join(CHANNEL, PEOPLE[1])
    await gm.lobby.add_bot(CHANNEL, PEOPLE[0], "random")
    await gm.lobby.start(CHANNEL, PEOPLE[0])


async def one_command(gm: GameMaster, session: Session, rng: Rng) -> None:
    state = session.state
    assert state is not None
    if state.is_over():
        # Killed after the last move was stored but before the finish was: any
        # command lets the game master finish it (and refuse the command).
        await gm.showing.board(CHANNEL, PEOPLE[0])
        return
    seat = state.pending()[0].seat
    if seat >= len(PEOPLE):
        # Killed after a person's move was stored but before the AI seat's answer:
        # any command lets the game master catch the AI seat up.
        await gm.showing.board(CHANNEL, PEOPLE[0])
        return
    if rng.randbelow(5) == 0:
        # Whoever moved last asks to take it back; refused across dice and AI moves.
        last = session.actions[-1].seat if session.actions else seat
        await gm.moves.undo(CHANNEL, PEOPLE[last % len(PEOPLE)], confirm=True)
    else:
        await gm.moves.play(CHANNEL, PEOPLE[seat], str(rng.choice(state.legal(seat))))


async def main(url: str, seed: int) -> None:
    store = await open_store(url)
    gm = GameMaster(store, render=False, snapshot_every=5)
    rng = Rng.derive(seed, "worker")
    try:
        for _ in range(MAX_COMMANDS):
            session = await gm.sessions.get(CHANNEL)
            if session is None or session.state is None:
                await open_game(gm, seed)
                continue
            await one_command(gm, session, rng)
            assert session.state is not None
            line = f"{session.id} {session.seq} {fingerprint(session.state.to_json())}"
            print(line, flush=True)
    finally:
        # An open connection's thread would keep a failed worker alive, and the
        # test reading its output would wait for ever.
        await gm.close()
        await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
