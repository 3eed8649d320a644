"""Issue 14, item 2: a question whose answer is already decided is not asked.
Command Warren used is the choice to battle; with a single possible battle the
game master fights it at once (a public prompt with one legal answer, played as
`forced`) instead of asking "which battle, or done"."""

from __future__ import annotations

from bot.service import GameMaster
from bot.storage import MemoryStore
from games.root.state import RootState
from tests.bot.test_service_choices import open_root
from tests.games.root.cards.position import CAT, EYRIE, improve, phase_start, put
from tests.support.players import ANA, BOB, CHANNEL, texts


async def test_a_single_battle_after_command_warren_is_fought_without_a_question() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_root(gm, ANA, BOB)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and isinstance(session.state, RootState)
    state = session.state
    state.hands[1].clear()  # no ambush can follow: the reply ends with the battle
    improve(state, 0, "command_warren")
    put(state, 5, CAT, warriors=3)
    put(state, 5, EYRIE, warriors=1)
    assert phase_start(state, 0, "daylight")
    state.changed()  # an edit outside `apply`: the remembered prompts go
    reply = await gm.moves.play(CHANNEL, ANA, "use command_warren")
    assert reply.ok, texts(reply)
    assert "attacks the Eyrie Dynasties in clearing 5. (automatic)" in texts(reply)
    after = gm.sessions.peek(CHANNEL)
    assert after is not None and after.state is not None
    assert all(p.kind != "battle" for p in after.state.pending())
