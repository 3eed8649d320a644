"""Near and Far through the game master (issue 5, "Interface and rendering"): a duel
is played in the channel with both duellists mentioned and the defender asked to
roll; an express quest card is read out publicly (title, flavour, both options)."""

from __future__ import annotations

from bot.replies import Reply
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import agent_rng, get_game
from games.near_and_far.state import NearFarState
from tests.support.players import ANA, BOB, CAL, CHANNEL, DEE, GUILD, texts

NF = get_game("near_and_far")
USERS = (ANA, BOB)


def current(gm: GameMaster) -> NearFarState:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and isinstance(session.state, NearFarState)
    return session.state


async def open_two(gm: GameMaster, seed: int) -> None:
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "near_and_far", {}, seed=seed)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok


async def agent_move(gm: GameMaster, seed: int) -> tuple[Reply, str]:
    """Whoever is asked plays the AI's choice, typed as text."""
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    state = current(gm)
    seat = state.pending()[0].seat
    action = str(NF.agent("heuristic").choose(state, seat, agent_rng(seed, seat, session.seq)))
    reply = await gm.moves.play(CHANNEL, USERS[seat], action)
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
    assert (await gm.moves.play(CHANNEL, challenger, "visit hall")).ok
    reply = await gm.moves.play(CHANNEL, challenger, "duel dummy honour")
    assert reply.ok, texts(reply)
    mentioned = {m for message in reply.public for m in message.mentions}
    assert {challenger.id, defender.id} <= mentioned, texts(reply)
    assert "challenges" in texts(reply) and "roll" in texts(reply)
    assert current(gm).pending()[0].seat == 1 - prompt.seat
    refused = await gm.moves.play(CHANNEL, challenger, "roll")
    assert not refused.ok
    rolled = await gm.moves.play(CHANNEL, defender, "roll")
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


def public_text(reply: Reply) -> str:
    """What the channel sees of a reply: texts, buttons and their labels."""
    parts = [m.text for m in reply.public]
    parts += [f"{c.label} {c.action}" for m in reply.public for c in m.choices]
    return "\n".join(parts)


async def test_the_draft_never_names_a_secret_card_in_the_channel() -> None:
    """Issue 9, "Trust" ("Redistribución de cartas de artefacto"): the hands passed in
    the draft, the picks, the discards after it and an attempt to take a pick back are
    told in the channel without a card: the choices come privately (`/choose`)."""
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "near_and_far", {}, seed=9)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    started = await gm.lobby.start(CHANNEL, ANA)
    secret = {c for hand in current(gm).ctx["hands"] for c in hand}
    secret |= {c for cards in current(gm).ctx["advanced"] for c in cards}
    names = {NF.card_name(c, "en") for c in secret}

    def leaks(reply: Reply, shown: str | None = None) -> set[str]:
        shown = public_text(reply) if shown is None else shown
        return {c for c in secret if c in shown} | {n for n in names if n in shown}

    assert not leaks(started)
    assert all(m.choose_privately for m in started.public if "Pick one" in m.text)
    choices = await gm.moves.choose(CHANNEL, ANA)
    assert choices.ok and not choices.public and "Pick " in texts(choices)
    picked = await gm.moves.play(CHANNEL, ANA, str(current(gm).legal(0)[0]))
    assert picked.ok and not leaks(picked)
    refused = await gm.moves.undo(CHANNEL, ANA, confirm=True)
    assert not refused.ok and not leaks(refused), "a secret choice is not taken back"
    while current(gm).phase == "draft_pick":
        for prompt in current(gm).pending():
            pick = str(current(gm).legal(prompt.seat)[0])
            reply = await gm.moves.play(CHANNEL, USERS[prompt.seat], pick)
            assert reply.ok and not leaks(reply)
    card = current(gm).p(1)["hand"][0]
    dropped = await gm.moves.play(CHANNEL, BOB, f"drop {card}")
    assert dropped.ok and "discards an artifact" in public_text(dropped)
    assert not leaks(dropped)
    log = await gm.looking_back.log(CHANNEL, ANA)  # anyone may read the log: it is public
    assert log.ok and not leaks(log, texts(log))


async def test_the_simultaneous_draft_pings_each_person_once_per_decision() -> None:
    """Issue 25, item 6: while one player picks or discards, the others still face the
    decision they were pinged for: their question is shown again (with fresh buttons)
    without pinging them. When the hands pass, everyone has a new pick: pinged."""
    people = (ANA, BOB, CAL, DEE)
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "near_and_far", {}, seed=9)).ok
    for person in people[1:]:
        assert (await gm.lobby.join(CHANNEL, person)).ok
    started = await gm.lobby.start(CHANNEL, ANA)
    assert pinged(started) == {p.id for p in people}

    def first_pick(seat: int) -> str:
        return str(current(gm).legal(seat)[0])

    reply = await gm.moves.play(CHANNEL, ANA, first_pick(0))
    assert pinged(reply) == set() and asked(reply) == {"Bob", "Cal", "Dee"}
    assert all(m.choose_privately and m.seq == seq(gm) for m in reply.public if m.text.startswith(
        ("Bob", "Cal", "Dee")))
    await gm.moves.play(CHANNEL, BOB, first_pick(1))
    await gm.moves.play(CHANNEL, CAL, first_pick(2))
    passed = await gm.moves.play(CHANNEL, DEE, first_pick(3))  # the hands pass: a new pick
    assert pinged(passed) == {ANA.id, BOB.id, CAL.id}
    while current(gm).phase == "draft_pick":
        for prompt in current(gm).pending():
            assert (await gm.moves.play(CHANNEL, people[prompt.seat], first_pick(prompt.seat))).ok
    card = current(gm).p(1)["hand"][0]
    dropped = await gm.moves.play(CHANNEL, BOB, f"drop {card}")  # the others keep discarding
    assert dropped.ok and pinged(dropped) == set()
    assert asked(dropped) >= {"Ana", "Cal", "Dee"}


def pinged(reply: Reply) -> set[int]:
    return {user for message in reply.public for user in message.mentions}


def asked(reply: Reply) -> set[str]:
    return {m.text.split(",")[0] for m in reply.public if m.choose_privately}


def seq(gm: GameMaster) -> int:
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    return session.seq


async def test_the_last_card_of_a_draft_hand_is_kept_at_once_without_a_word_of_it() -> None:
    """Issue 25, item 6: the draft pick is private (the cards are secret) but how many
    cards a hand holds is public, so the last card is kept for its seat at once,
    logged without the card, rather than pinging everyone for a choice of one."""
    gm = GameMaster(MemoryStore(), render=False)
    await open_two(gm, seed=9)
    last, secret = None, set()
    while current(gm).phase == "draft_pick":
        hands = current(gm).ctx["hands"]
        assert all(len(hand) > 1 for hand in hands), "a lone card waited for its player"
        secret = {c for hand in hands for c in hand}
        for prompt in current(gm).pending():
            pick = str(current(gm).legal(prompt.seat)[0])
            last = await gm.moves.play(CHANNEL, USERS[prompt.seat], pick)
            assert last.ok
    assert last is not None and current(gm).phase == "draft_keep"
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    kept = [r for r in session.actions if r.forced and r.text.startswith("pick")]
    assert len(kept) == 2 and all(r.private for r in kept)
    names = {NF.card_name(c, "en") for c in secret}
    assert not any(word in public_text(last) for word in secret | names)
    assert public_text(last).count("picks an artifact") == 3
