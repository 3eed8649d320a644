"""Messages posted per move and per turn, per game (issue 31 goal 5).

Run: nice .venv/bin/python -m bench.bench_messages [--moves 40] [--seed 5] [--only root]
     [--classic]

On Discord a turn's public messages are one layout message (bot/cogs/layout.py);
`--classic` measures the classic messages instead (`GAMEMASTER_CLASSIC_MESSAGES=1`,
what every turn posted before issue 31 goal 1).

Each game is played by two people (Alice and Bob) for `--moves` decisions, each a
random pick among what `/play`'s autocomplete offers (walking down its groups),
boards drawn, twice:

- through the offline discord.py harness (tests/bot/discord/harness.py; SQLite
  file; the bot as deployed): for each `/play`, what the bot sent for it:
  public messages (public followups, the first of which fills the deferred
  "thinking" message; and anything the bot posted in the channel by itself meanwhile),
  public images (PNG files attached, to a message or to an edit), a turn's edits
  (its message edited to tell the next decision of the same person, instead of a new
  message: through the channel, or in place when its button was pressed), other
  edits (the board arriving after its text, buttons retired), and private
  (ephemeral) messages;
- through the console (bot/console.py, a board every turn as the console draws
  it): the public messages and images it prints for each line.

A turn is a run of decisions by the same person, ended when someone else decides
or another seat (an AI) acts: "per turn" divides by the number of turns. The same
game is also played by Alice against an AI seat (`/game addbot`), whose moves
arrive in Alice's `/play`: the long AI sequences of goal 1. Figures only; nothing
is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import tests.support.toy  # noqa: F401  (registers the toy game, as the harness does)
from bot.app import build_bot
from bot.config import Config
from bot.console import CONSOLE_CHANNEL, Console, build_master
from bot.console_output import Transcript
from bot.replies import Message, attachments
from bot.service import GameMaster
from bot.storage import MemoryStore, SQLiteStore
from tests.bot.discord.flows import ALICE, BOB
from tests.bot.discord.harness import CHANNEL_ID, EPHEMERAL, DiscordHarness, Sent, random_pick

GAMES = ("meduris", "mountain_king", "near_and_far", "root")
GROUP = "choices)"  # an autocomplete entry that opens a group of moves, not a move


@dataclass
class Count:
    """What was posted over some decisions."""

    moves: int = 0
    turns: int = 0
    public: int = 0
    images: int = 0
    edits: int = 0  # other edits: a board added, buttons retired
    turn_edits: int = 0  # a turn's message edited to go on
    private: int = 0
    most: int = 0  # the most public messages of one decision
    deciders: list[str] = field(default_factory=list)
    others_moved: bool = True  # another seat (an AI) acted after the last decision

    def decided(self, who: str, public: int, others_moved: bool) -> None:
        if self.others_moved or not self.deciders or self.deciders[-1] != who:
            self.turns += 1
        self.moves += 1
        self.deciders.append(who)
        self.others_moved = others_moved
        self.most = max(self.most, public)

    def per(self, value: int, by: int) -> str:
        return f"{value / by:.2f}" if by else "-"


def others_moved(master: GameMaster, channel: int, since: int, user_id: int) -> bool:
    """Whether an action of a seat not the person's was recorded after `since`."""
    session = master.sessions.peek(channel)
    if session is None:
        return False
    mine = set(session.seats_of(user_id))
    return any(r.kind == "action" and r.seat not in mine
               for r in session.actions if r.seq > since)


def last_seq(master: GameMaster, channel: int) -> int:
    session = master.sessions.peek(channel)
    return session.actions[-1].seq if session is not None and session.actions else -1

# -- the harness ---------------------------------------------------------------------------
def _pngs(sent: Sent) -> int:
    return sum(1 for name, _ in sent.files if name.endswith(".png"))


def _public(sent: Sent) -> bool:
    flags = int(sent.data.get("flags") or 0)
    return not flags & EPHEMERAL


async def harness_game(
    game: str, moves: int, seed: int, ai: bool, db: Path, classic: bool = False
) -> Count:
    master = GameMaster(SQLiteStore(db), render=True, public_every=0.0)
    h = DiscordHarness(build_bot(Config(classic_messages=classic), game_master=master))
    await h.start()
    count = Count()
    try:
        await h.slash(ALICE, "game new", game=game, seed=seed)
        if ai:
            await h.slash(ALICE, "game addbot", kind="normal")
        else:
            await h.slash(BOB, "game join")
        await h.slash(ALICE, "game start")
        players = [ALICE] if ai else [ALICE, BOB]
        chooser = random.Random(f"{game}{seed}")
        for _ in range(moves):
            picked = await random_pick(h, players, chooser)
            if picked is None:
                break
            player, action = picked
            before, seq = len(h.sent), last_seq(master, CHANNEL_ID)
            exchange = await h.slash(player, "play", action=action)
            posted = h.posts(CHANNEL_ID, since=before)  # the bot's own posts meanwhile
            public = [s for s in exchange.sent if (
                # A deferral's "thinking" placeholder becomes its first followup.
                s.kind == "followup" or (s.kind == "callback" and s.callback_type == 4)
            ) and _public(s)] + posted
            edits = [s for s in exchange.sent if s.edit]
            count.public += len(public)
            count.images += sum(_pngs(s) for s in public) + sum(_pngs(s) for s in edits)
            count.turn_edits += sum(1 for s in edits if s.retold)
            count.edits += sum(1 for s in edits if not s.retold)
            count.private += len([s for s in exchange.messages if s.ephemeral])
            moved = others_moved(master, CHANNEL_ID, seq, player.id)
            count.decided(player.name, len(public), moved)
    finally:
        await h.stop()
    return count


# -- the console -----------------------------------------------------------------------------
class Counting(Transcript):
    """A transcript that counts what it would print, line by line."""

    def __init__(self) -> None:
        super().__init__(None, write=lambda _text: None)
        self.public = 0
        self.images = 0
        self.private = 0

    def message(self, audience: str, message: Message) -> None:
        if audience == "public":
            self.public += 1
            self.images += sum(1 for name, _ in attachments(message) if name.endswith(".png"))
        else:
            self.private += 1


async def console_game(game: str, moves: int, seed: int, ai: bool) -> Count:
    store = MemoryStore()
    master = build_master(store, render=True)
    out = Counting()
    console = Console(master, store, out)
    count = Count()
    try:
        await console.run_line(f"alice: /game new game:{game} seed:{seed}", echo=False)
        await console.run_line("alice: /game addbot" if ai else "bob: /game join", echo=False)
        await console.run_line("alice: /game start", echo=False)
        names = ["alice"] if ai else ["alice", "bob"]
        chooser = random.Random(f"{game}{seed}")
        for _ in range(moves):
            picked = _pick_console(master, out, names, chooser)
            if picked is None:
                break
            name, action = picked
            public, images, private = out.public, out.images, out.private
            seq = last_seq(master, CONSOLE_CHANNEL)
            await console.run_line(f"{name}: /play action:{action}", echo=False)
            count.public += out.public - public
            count.images += out.images - images
            count.private += out.private - private
            moved = others_moved(master, CONSOLE_CHANNEL, seq, out.user(name).id)
            count.decided(name, out.public - public, moved)
    finally:
        await master.close()
        await store.close()
    return count


def _pick_console(
    master: GameMaster, out: Transcript, names: list[str], chooser: random.Random
) -> tuple[str, str] | None:
    for name in names:
        user = out.user(name)
        offered = master.moves.autocomplete(CONSOLE_CHANNEL, user, "")
        if offered:
            break
    else:
        return None
    for _ in range(8):
        choice = chooser.choice(offered)
        if not choice.label.endswith(GROUP):
            return name, choice.action
        offered = master.moves.autocomplete(CONSOLE_CHANNEL, user, choice.action)
    return None


# -- the table -------------------------------------------------------------------------------
def row(where: str, game: str, seats: str, c: Count) -> str:
    return (
        f"| {where} | {game} | {seats} | {c.moves} | {c.turns} | {c.per(c.public, c.moves)} | "
        f"{c.per(c.public, c.turns)} | {c.most} | {c.per(c.images, c.turns)} | "
        f"{c.per(c.turn_edits, c.turns) if where == 'harness' else '-'} | "
        f"{c.per(c.edits, c.turns) if where == 'harness' else '-'} | "
        f"{c.per(c.private, c.moves)} |"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40, help="decisions per game (40)")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--only", choices=GAMES)
    parser.add_argument("--classic", action="store_true",
                        help="the classic messages on Discord, not one layout message a turn")
    args = parser.parse_args()
    print("| where | game | seats | moves | turns | public msgs / move | public msgs / turn | "
          "most in one move | images / turn | turn edits / turn | other edits / turn | "
          "private / move |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for n, game in enumerate([args.only] if args.only else GAMES):
            for ai in (False, True):
                seats = "Alice + AI" if ai else "Alice + Bob"
                db = Path(tmp) / f"{game}-{ai}-{n}.sqlite3"
                counted = await harness_game(game, args.moves, args.seed, ai, db, args.classic)
                print(row("harness", game, seats, counted), flush=True)
                counted = await console_game(game, args.moves, args.seed, ai)
                print(row("console", game, seats, counted), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
