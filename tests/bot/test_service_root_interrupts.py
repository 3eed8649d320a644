"""Root's interrupts through the game master (issue 4, "Interface"): when an
action asks the other player something in the middle of a turn — the
defender's ambush (3.3.1), the Marquise's field hospitals (6.2.3) — the reply
mentions that player, the game waits for them, and the active player cannot
answer for them."""

from __future__ import annotations

import random

from bot.service import GameMaster
from bot.storage import MemoryStore
from games.root.state import RootState
from tests.bot.test_service_choices import open_root
from tests.support.players import ANA, BOB, CHANNEL, texts

INTERRUPTS = {"ambush", "marquise_field_hospitals"}


def current(gm: GameMaster) -> RootState:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and isinstance(session.state, RootState)
    return session.state


async def test_an_interrupt_mentions_the_player_asked_and_waits_for_them() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_root(gm, ANA, BOB)
    users = [ANA, BOB]
    chooser = random.Random(4)
    for _ in range(3000):
        state = current(gm)
        if state.result() is not None:
            break
        prompt = state.pending()[0]
        actor = users[prompt.seat]
        action = chooser.choice([str(a) for a in state.legal(prompt.seat)])
        reply = await gm.moves.play(CHANNEL, actor, action)
        assert reply.ok, texts(reply)
        state = current(gm)
        after = state.pending()
        if not after or after[0].kind not in INTERRUPTS or after[0].seat == prompt.seat:
            continue
        asked = users[after[0].seat]
        assert state.turn() == prompt.seat  # still the actor's turn: an interrupt
        assert any(asked.id in m.mentions for m in reply.public), texts(reply)
        refused = await gm.moves.play(CHANNEL, actor, "done")
        assert not refused.ok and current(gm).pending()[0].seat == after[0].seat
        answered = await gm.moves.play(CHANNEL, asked, str(current(gm).legal(after[0].seat)[0]))
        assert answered.ok, texts(answered)
        return
    raise AssertionError("no interrupt came up in a whole game")
