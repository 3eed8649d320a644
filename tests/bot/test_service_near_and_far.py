"""Near and Far through the game master (issue 5, "Interface and rendering"): a duel
is played in the channel with both duellists mentioned and the defender asked to
roll; an express quest card is read out publicly (title, flavour, both options)."""

from __future__ import annotations

from bot.replies import Reply
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import agent_rng, get_game
from games.near_and_far.state import NearFarState
from tests.support.players import ANA, BOB, CHANNEL, GUILD, texts

NF = get_game("near_and_far")
USERS = (ANA, BOB)


def current(gm: GameMaster) -> NearFarState:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and isinstance(session.state, NearFarState)
    return session.state


async def open_two(gm: GameMaster, seed: int) -> None:
    assert (await gm.new(CHANNEL, GUILD, ANA, "near_and_far", {}, seed=seed)).ok
    assert (await gm.join(CHANNEL, BOB)).ok
    assert (await gm.start(CHANNEL, ANA)).ok


async def agent_move(gm: GameMaster, seed: int) -> tuple[Reply, str]:
    """Whoever is asked plays the AI's choice, typed as text."""
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    state = current(gm)
    seat = state.pending()[0].seat
    action = str(NF.agent("heuristic").choose(state, seat, agent_rng(seed, seat, session.seq)))
    reply = await gm.play(CHANNEL, USERS[seat], action)
    assert reply.ok, texts(reply)
    return reply, action


async def test_a_duel_mentions_both_duellists_and_asks_the_defender_to_roll() -> None:
    """ "Batirse en duelo" (2 players: the virtual duellist in the town hall, whose
    die the opponent rolls): the challenger's declaration is answered in the channel
    with both players mentioned; only the roller may roll."""
    gm = GameMaster(MemoryStore(), render=False)
    await open_two(gm, seed=5)
    for _ in range(400):
        state = current(gm)
        prompt = state.pending()[0]
        if state.phase == "turn" and "visit hall" in [str(a) for a in state.legal(prompt.seat)]:
            break
        await agent_move(gm, 5)
    else:
        raise AssertionError("the town hall never came up")
    challenger = USERS[prompt.seat]
    defender = USERS[1 - prompt.seat]
    assert (await gm.play(CHANNEL, challenger, "visit hall")).ok
    reply = await gm.play(CHANNEL, challenger, "duel dummy honour")
    assert reply.ok, texts(reply)
    mentioned = {m for message in reply.public for m in message.mentions}
    assert {challenger.id, defender.id} <= mentioned, texts(reply)
    assert "challenges" in texts(reply) and "roll" in texts(reply)
    assert current(gm).pending()[0].seat == 1 - prompt.seat
    refused = await gm.play(CHANNEL, challenger, "roll")
    assert not refused.ok
    rolled = await gm.play(CHANNEL, defender, "roll")
    assert rolled.ok and "Duel:" in texts(rolled), texts(rolled)


async def test_an_express_quest_card_is_read_out_publicly() -> None:
    """ "Partida exprés: cartas exprés": the card's title, flavour and both options
    (kind, target, reward, better reward) go to the channel."""
    gm = GameMaster(MemoryStore(), render=False)
    await open_two(gm, seed=8)
    for _ in range(3000):
        reply, action = await agent_move(gm, 8)
        if action != "quest":
            continue
        card = current(gm).ctx["card"]
        public = "\n".join(m.text for m in reply.public)
        title = NF.catalog.text("en", f"quest.{card}.title")
        flavour = NF.catalog.text("en", f"quest.{card}.text")
        assert title in public and flavour in public, public
        for n in (1, 2):
            assert NF.catalog.text("en", f"quest.{card}.opt{n}") in public
        assert "also" in public, "the better reward at target + 2"
        return
    raise AssertionError("no quest was attempted")
