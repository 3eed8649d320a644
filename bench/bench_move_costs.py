"""What one human move costs the engine on the game master's command path (issue 26 goal 2).

Run: .venv/bin/python -m bench.bench_move_costs [--moves 150] [--games root,meduris,...]
         [--seed 1] [--players 2]

Two people play each game through `GameMaster.play`, as bench_load.py plays them
(MemoryStore, no boards): the mover asks `/play`'s suggestions for "" and, while
it picks a group of a long menu (Root's `w1->`), for that group, until it picks
an action, chosen at random; then `/play` with it. Every tenth move is first tried
with a move the game refuses now (an action played earlier in the game, or, at
the start, the first one of the other seat), as a person sends a stale one.

Counted inside `GameMaster.play` only (what autocomplete asks for is not counted),
by wrapping the engine's methods here (nothing in the engine counts):

- legal listings: `Frames.legal`, the top frame's list of a seat's answers (what
  `State.legal` computes; a list the state remembers for its position is no new
  listing);
- prompt computations: `Frames.prompts`, the top frame's prompts (what
  `State.pending` computes, also behind `prompts_for` and `turn`; the prompts a
  state remembers for its position are no new computation);
- label calls: `Game.label` (also behind `choice_path` and the `gm.chose` event);
- applies: `State._apply`, the rules carrying out an action.

What `Autoplay.advance` spends (the moves nobody is asked for: a lone legal
answer, an AI's move) is counted apart, as "automatic moves": each of those is an
action of its own, listed to be found.

Printed per game: the mean of each per accepted move and per refused move, and
the mean time of `play` (MemoryStore, no boards; the machine's load shows in it).
Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.autoplay import Autoplay  # noqa: E402
from bot.replies import User  # noqa: E402
from bot.service import GameMaster  # noqa: E402
from bot.storage import MemoryStore  # noqa: E402
from games.core.frames import Frames, FrameState  # noqa: E402
from games.core.registry import get_game  # noqa: E402

GAMES = ("root", "meduris", "mountain_king", "near_and_far")
CHANNEL = 26
PEOPLE = (User(2601, "ana"), User(2602, "bea"), User(2603, "cai"), User(2604, "dan"))
KINDS = ("listings", "prompts", "labels", "applies")


class Counts:
    """The engine calls made while `on` is set."""

    def __init__(self) -> None:
        self.on = False
        self.automatic = 0  # inside `Autoplay.advance`: the moves nobody is asked for
        self.calls: Counter[str] = Counter()

    def wrap(self, owner: type, name: str, kind: str) -> Callable[[], None]:
        """Count calls of `owner.name` as `kind`; returns what puts it back."""
        original = owner.__dict__[name]

        def counted(*args: Any, **kwargs: Any) -> Any:
            if self.on:
                self.calls[("auto " if self.automatic else "") + kind] += 1
            return original(*args, **kwargs)

        setattr(owner, name, counted)
        return lambda: setattr(owner, name, original)

    def wrap_automatic(self) -> Callable[[], None]:
        """What `Autoplay.advance` spends is counted apart (`auto ...`)."""
        original = Autoplay.__dict__["advance"]

        async def advance(autoplay: Autoplay, session: Any) -> Any:
            self.automatic += 1
            try:
                return await original(autoplay, session)
            finally:
                self.automatic -= 1

        setattr(Autoplay, "advance", advance)  # noqa: B010 (a method put back below)
        return lambda: setattr(Autoplay, "advance", original)

    @contextmanager
    def counting(self) -> Iterator[Counter[str]]:
        before = Counter(self.calls)
        self.on = True
        spent: Counter[str] = Counter()
        try:
            yield spent
        finally:
            self.on = False
            spent.update(self.calls - before)


@contextmanager
def instrumented(counts: Counts) -> Iterator[None]:
    undo = [
        counts.wrap(Frames, "legal", "listings"),
        counts.wrap(Frames, "prompts", "prompts"),
        counts.wrap(FrameState, "_apply", "applies"),
        counts.wrap_automatic(),
    ]
    owners = {next(c for c in type(get_game(g)).__mro__ if "label" in c.__dict__) for g in GAMES}
    undo += [counts.wrap(owner, "label", "labels") for owner in owners]
    try:
        yield
    finally:
        for put_back in reversed(undo):
            put_back()


async def pick(master: GameMaster, user: User, rng: random.Random) -> str | None:
    """What a person picks through the suggestions: a group opens the next list."""
    typed = ""
    for _ in range(10):
        found = master.moves.suggestions(CHANNEL, user, typed)
        if not found:
            return None
        suggestion, _label = rng.choice(found)
        if not suggestion.is_group:
            return suggestion.value
        typed = suggestion.value
    return None


async def play_game(game_id: str, players: int, moves: int, seed: int,
                    counts: Counts) -> dict[str, Any]:
    master = GameMaster(MemoryStore(), render=False)
    people = PEOPLE[:players]
    rng = random.Random(seed)
    accepted: list[Counter[str]] = []
    refused: list[Counter[str]] = []
    seconds: list[float] = []
    played: list[str] = []
    try:
        host, *guests = people
        replies = [await master.lobby.new(CHANNEL, None, host, game_id, {}, seed=seed)]
        replies += [await master.lobby.join(CHANNEL, guest) for guest in guests]
        replies.append(await master.lobby.start(CHANNEL, host))
        assert all(r.ok for r in replies), [m.text for r in replies for m in r.ephemeral]
        games = 1
        while len(accepted) < moves:
            mover, action = None, None
            for user in people:
                action = await pick(master, user, rng)
                if action is not None:
                    mover = user
                    break
            if mover is None or action is None:  # over: another game
                seed += 1
                await master.lobby.new(CHANNEL, None, host, game_id, {}, seed=seed)
                for guest in guests:
                    await master.lobby.join(CHANNEL, guest)
                await master.lobby.start(CHANNEL, host)
                games += 1
                continue
            if len(accepted) % 10 == 9:
                wrong = next((text for text in reversed(played) if text != action), None)
                if wrong is not None:
                    with counts.counting() as spent:
                        reply = await master.moves.play(CHANNEL, mover, wrong)
                    if reply.ok:  # legal again: a move like any other
                        accepted.append(spent)
                        played.append(wrong)
                        continue
                    refused.append(spent)
            with counts.counting() as spent:
                started = time.perf_counter()
                reply = await master.moves.play(CHANNEL, mover, action)
                seconds.append(time.perf_counter() - started)
            assert reply.ok, [m.text for m in reply.ephemeral]
            accepted.append(spent)
            played.append(action)
    finally:
        await master.close()
    return {"accepted": accepted, "refused": refused, "seconds": seconds, "games": games}


def means(spent: list[Counter[str]], prefix: str = "") -> str:
    if not spent:
        return "-"
    return "  ".join(
        f"{kind} {sum(c[prefix + kind] for c in spent) / len(spent):5.2f}" for kind in KINDS
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--moves", type=int, default=300, help="accepted moves per game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    counts = Counts()
    print(f"per human move through GameMaster.play ({args.players} people, MemoryStore,"
          " no boards; autocomplete not counted)")
    with instrumented(counts):
        for game_id in args.games.split(","):
            found = asyncio.run(play_game(game_id, args.players, args.moves, args.seed, counts))
            ms = 1000 * sum(found["seconds"]) / len(found["seconds"])
            done, refused = found["accepted"], found["refused"]
            print(f"{game_id} ({found['games']} game(s), play {ms:.2f} ms on average)")
            print(f"  accepted ({len(done)}): {means(done)}")
            print(f"    automatic moves after them: {means(done, 'auto ')}")
            print(f"  refused ({len(refused)}):  {means(refused)}", flush=True)


if __name__ == "__main__":
    main()
