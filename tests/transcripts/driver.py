"""A whole game through the game master, every line kept (the transcript sweep).

One person plays among AI seats: whatever the game master posts or answers on
the way (public messages, private answers, prompts, buttons and select options,
log lines, status, hand, rules, the console's `/choices`) is collected, in the
person's language, for tests/transcripts/checks.py to read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.quoting import unquoted
from bot.replies import Reply, User
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import Rng, agent_rng, get_game

CHANNEL = 700
GUILD = 70
MAX_MOVES = 2000

TABLES: dict[str, tuple[str, int, dict[str, str]]] = {
    # table: (game, people and AI seats in all, options)
    "meduris": ("meduris", 4, {}),
    "mountain_king": ("mountain_king", 5, {}),
    "near_and_far": ("near_and_far", 4, {}),
    "root": ("root", 4, {}),  # factions chosen at the table
    # Every Root faction's own words: the group, and the other two.
    "root-lizards": ("root", 4, {"factions": "lizards,riverfolk,marquise,eyrie"}),
    "root-vagabond": ("root", 4, {"factions": "vagabond,alliance,marquise,eyrie"}),
}


@dataclass
class Transcript:
    game: str
    locale: str
    lines: list[tuple[str, str]] = field(default_factory=list)  # (where, text)
    names: list[str] = field(default_factory=list)
    finished: bool = False

    def keep(self, where: str, reply: Reply) -> None:
        for kind, messages in (("public", reply.public), ("private", reply.ephemeral)):
            for message in messages:
                for line in unquoted(message.text).splitlines():
                    if line.strip():
                        self.lines.append((f"{where}/{kind}", line))
                for choice in message.choices:
                    self.lines.append((f"{where}/{kind}/button", unquoted(choice.label)))


async def play_game(table: str, locale: str, seed: int = 11) -> Transcript:
    """A whole game at `table` (TABLES) with one person reading `locale` and AI seats."""
    game, seats, options = TABLES[table]
    person = User(1, "Ana", locale)
    gm = GameMaster(MemoryStore(), render=False)
    out = Transcript(game, locale)
    keep = out.keep
    keep("new", await gm.lobby.new(CHANNEL, GUILD, person, game, dict(options), seed=seed))
    for _ in range(seats - 1):
        keep("add_bot", await gm.lobby.add_bot(CHANNEL, person, "heuristic"))
    keep("start", await gm.lobby.start(CHANNEL, person))
    keep("rules", await gm.showing.rules(CHANNEL, person))
    for topic in get_game(game).rules_topics():
        keep(f"rules:{topic}", await gm.showing.rules(CHANNEL, person, topic))
    # `/game card`: every card, troll, spell... the game can look up, in our words.
    for entry in get_game(game).lookup_entries(locale):
        text = get_game(game).lookup_text(entry.id, locale) or ""
        out.lines += [("card", line) for line in text.splitlines() if line.strip()]
    agent = get_game(game).agent("heuristic")
    rng = Rng.derive(seed, "transcript")
    for move in range(MAX_MOVES):
        session = gm.sessions.peek(CHANNEL)
        if session is None:  # finished: no longer among the active sessions
            break
        out.names = [seat.name for seat in session.record.seats]
        state = session.state
        if state is None or state.result() is not None or not session.running:
            break
        mine = [p for p in state.pending() if p.seat == 0]
        if not mine:
            raise AssertionError(f"{game}: nobody asked, move {move}")
        seat = mine[0].seat
        if mine[0].private:
            keep("choose", await gm.moves.choose(CHANNEL, person))
        for _suggestion, label in gm.moves.suggestions(CHANNEL, person, ""):
            out.lines.append(("choices", unquoted(label)))
        if move % 7 == 0:
            keep("status", await gm.showing.status(CHANNEL, person))
            keep("hand", await gm.showing.hand(CHANNEL, person))
        if move % 23 == 0:
            keep("catch_up", await gm.looking_back.catch_up(CHANNEL, person))
        if rng.next_u64() % 3 == 0:
            legal = state.legal(seat)
            action = legal[rng.next_u64() % len(legal)]
        else:
            action = agent.choose(state.clone(), seat, agent_rng(seed, seat, move))
        reply = await gm.moves.play(CHANNEL, person, str(action))
        assert reply.ok, (game, locale, str(action), reply)
        keep("play", reply)
    session = gm.sessions.peek(CHANNEL)
    out.finished = session is None or not session.running
    keep("status", await gm.showing.status(CHANNEL, person))
    keep("hand", await gm.showing.hand(CHANNEL, person))
    keep("log", await gm.looking_back.log(CHANNEL, person, details=True))
    return out
