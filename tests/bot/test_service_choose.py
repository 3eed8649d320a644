"""Private prompts through the game master (Prompt.private): their choices are never
posted in the channel, a "Choose privately" button shows them to their seat alone,
and even a single choice waits for its player.

The toy game with `secret=yes` makes every prompt private; Meduris' real private
prompts (the −1 face, paying) are exercised at the end.
"""

from __future__ import annotations

from pathlib import Path

import tests.support.toy  # noqa: F401  (registers the toy game)
from bot import narration
from bot.messages import Texts
from bot.replies import Message, Reply
from bot.service import GameMaster
from bot.storage import LogRecord, MemoryStore, SQLiteStore
from games.core import Rng
from tests.support.players import ANA, BOB, CAL, CHANNEL, GUILD, texts


async def secret_toy(gm: GameMaster) -> Reply:
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {"secret": "yes"}, seed=3)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    started = await gm.lobby.start(CHANNEL, ANA)
    assert started.ok, texts(started)
    return started


def prompt_of(reply: Reply) -> Message:
    return next(m for m in reply.public if m.choose_privately or m.choices)


async def test_a_private_prompt_posts_a_button_and_no_choices() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    prompt = prompt_of(await secret_toy(gm))
    assert prompt.choose_privately and prompt.choices == []
    assert prompt.mentions == [ANA.id]
    assert "privately" in prompt.text
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    assert (prompt.session_id, prompt.seq) == (session.id, session.seq)


async def test_choose_shows_the_callers_choices_to_them_alone() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    prompt = prompt_of(await secret_toy(gm))
    shown = await gm.moves.choose(CHANNEL, ANA, seq=prompt.seq, session_id=prompt.session_id)
    assert shown.ok and not shown.public
    [private] = shown.ephemeral
    assert [c.action for c in private.choices] == ["roll", "pass", "take"]
    assert private.seq == prompt.seq and private.session_id == prompt.session_id
    played = await gm.moves.play(
        CHANNEL, ANA, "take", seq=private.seq, session_id=private.session_id
    )
    assert played.ok, texts(played)


async def test_choose_refuses_whoever_is_not_asked() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    prompt = prompt_of(await secret_toy(gm))
    stranger = await gm.moves.choose(CHANNEL, CAL, seq=prompt.seq, session_id=prompt.session_id)
    assert not stranger.ok and not stranger.public
    assert "not playing" in texts(stranger) or "Ana" in texts(stranger)
    waiting = await gm.moves.choose(CHANNEL, BOB, seq=prompt.seq, session_id=prompt.session_id)
    assert not waiting.ok and not waiting.public
    assert "no decision" in texts(waiting)
    assert all(not m.choices for m in [*stranger.ephemeral, *waiting.ephemeral])


async def test_a_stale_choose_button_is_refused() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    prompt = prompt_of(await secret_toy(gm))
    assert (await gm.moves.play(CHANNEL, ANA, "pass")).ok
    stale = await gm.moves.choose(CHANNEL, ANA, seq=prompt.seq, session_id=prompt.session_id)
    assert not stale.ok and not stale.ephemeral[0].choices
    other_game = await gm.moves.choose(CHANNEL, BOB, seq=None, session_id=999)
    assert not other_game.ok


async def test_a_single_private_choice_waits_for_its_player() -> None:
    """`take` leaves one legal answer, `discard`: public, the game master plays it
    at once (marked automatic); private, it waits, since playing it would tell the
    table there was only one."""
    gm = GameMaster(MemoryStore(), render=False)
    await secret_toy(gm)
    taken = await gm.moves.play(CHANNEL, ANA, "take")
    assert taken.ok
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    [asked] = session.state.pending()
    assert asked.kind == "discard" and asked.private
    assert not any(record.forced for record in session.actions)
    assert prompt_of(taken).choose_privately
    shown = await gm.moves.choose(CHANNEL, ANA)
    assert [c.action for c in shown.ephemeral[0].choices] == ["discard"]


async def test_a_public_single_choice_is_still_played_for_its_player() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "toy", {}, seed=3)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    assert (await gm.moves.play(CHANNEL, ANA, "take")).ok
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    assert [r.text for r in session.actions if r.forced] == ["discard"]


async def test_meduris_private_prompts_are_chosen_privately_to_the_end() -> None:
    """A whole Meduris game between two people: every private prompt is answered
    through `choose`, whose choices always include what was played, and no channel
    message ever carries the choices of a private prompt."""
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {"first_player": "1"}, seed=4)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    reply = await gm.lobby.start(CHANNEL, ANA)
    rng = Rng(8)
    privately = 0
    for _ in range(800):
        session = gm.sessions.peek(CHANNEL)
        if session is None:
            break
        assert session.state is not None
        for message in reply.public:
            assert not (message.choose_privately and message.choices)
        prompt = session.state.pending()[0]
        person = ANA if prompt.seat == 0 else BOB
        if prompt.private:
            shown = await gm.moves.choose(CHANNEL, person, seq=session.seq, session_id=session.id)
            assert shown.ok and not shown.public, texts(shown)
            choices = [c.action for c in shown.ephemeral[0].choices]
            legal = [str(a) for a in session.state.legal(prompt.seat)]
            assert choices == legal or (not choices and len(legal) > 25)
            privately += 1
        action = rng.choice([str(a) for a in session.state.legal(prompt.seat)])
        reply = await gm.moves.play(CHANNEL, person, action, seq=session.seq)
        assert reply.ok, texts(reply)
    assert gm.sessions.peek(CHANNEL) is None, "the game ended"
    assert privately > 10


async def test_undoing_a_private_choice_does_not_name_it_in_the_channel() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await secret_toy(gm)
    assert (await gm.moves.play(CHANNEL, ANA, "take")).ok  # no dice: it may be taken back
    preview = await gm.moves.undo(CHANNEL, ANA)
    assert "Take the token" in texts(preview) and not preview.public  # Ana sees her label
    done = await gm.moves.undo(CHANNEL, ANA, confirm=True)
    public = "\n".join(m.text for m in done.public)
    assert "a private choice" in public
    assert "Take" not in public and "take" not in public


async def test_a_private_answer_without_public_events_is_logged_without_its_text() -> None:
    """The channel's log line of an action with no public event is its notation,
    except for an answer to a private prompt (an AI seat's too): then only that a
    choice was made."""
    gm = GameMaster(MemoryStore(), render=False)
    await secret_toy(gm)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    tr = Texts.of("en")
    secret = LogRecord(seq=1, kind="action", seat=0, text="keep a12", private=True)
    public = LogRecord(seq=1, kind="action", seat=0, text="keep a12")
    assert narration.action_lines(session, secret, [], tr) == ["Ana chose privately."]
    assert "keep a12" in narration.action_lines(session, public, [], tr)[0]


async def test_the_private_mark_is_stored_with_the_action(tmp_path: Path) -> None:
    async with SQLiteStore(tmp_path / "g.sqlite3") as store:
        gm = GameMaster(store, render=False)
        await secret_toy(gm)
        assert (await gm.moves.play(CHANNEL, ANA, "take")).ok
        session = gm.sessions.peek(CHANNEL)
        assert session is not None
        stored = await store.log(session.id)
        assert [r.private for r in stored] == [True]
        await gm.close()
