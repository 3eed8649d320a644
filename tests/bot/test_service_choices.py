"""`/play` suggestions step by step (Game.choice_path, bot/suggestions.py): a Root
march of more moves than Discord shows is offered clearing by clearing; a step sent
sent to `/play` continues the choice privately; Meduris, which has no steps, is unchanged."""

from __future__ import annotations

from bot.console import CONSOLE_CHANNEL, Console
from bot.console_output import Transcript
from bot.play import AUTOCOMPLETE_LIMIT
from bot.replies import User
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.root.state import RootState
from tests.bot.test_service_meduris import open_meduris
from tests.support.players import ANA, BOB, CAL, CHANNEL, GUILD, texts


async def open_root(gm: GameMaster, marquise: User, eyrie: User, channel: int = CHANNEL) -> None:
    options = {"first_player": "1", "factions": "marquise,eyrie"}
    assert (await gm.lobby.new(channel, GUILD, marquise, "root", options, seed=1)).ok
    assert (await gm.lobby.join(channel, eyrie)).ok
    assert (await gm.lobby.start(channel, marquise)).ok


async def to_first_march(
    gm: GameMaster, marquise: User, eyrie: User, channel: int = CHANNEL
) -> RootState:
    """Set up, then the Marquise's Daylight `march`: her first move is asked, with a
    warrior in nearly every clearing (6.3.3), so dozens of legal moves."""
    await open_root(gm, marquise, eyrie, channel)
    for _ in range(20):
        session = gm.sessions.peek(channel)
        assert session is not None and isinstance(session.state, RootState)
        state = session.state
        prompt = state.pending()[0]
        if prompt.kind == "move":
            return state
        legal = [str(a) for a in state.legal(prompt.seat)]
        who = marquise if prompt.seat == 0 else eyrie
        reply = await gm.moves.play(channel, who, "march" if "march" in legal else legal[0])
        assert reply.ok, texts(reply)
    raise AssertionError("no march")


async def test_a_long_march_is_offered_clearing_by_clearing() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    state = await to_first_march(gm, ANA, BOB)
    legal = {str(a) for a in state.legal(0)}
    assert len(legal) > AUTOCOMPLETE_LIMIT
    offered = gm.moves.autocomplete(CHANNEL, ANA, "")
    groups = [c for c in offered if c.action.endswith("->")]
    assert len(groups) >= 10 and all("choices)" in c.label for c in groups)
    assert groups[0].label.startswith("Move warriors from clearing 1 (fox)")
    assert {c.action for c in offered} - {c.action for c in groups} <= legal  # e.g. `done`
    inside = gm.moves.autocomplete(CHANNEL, ANA, "w12->")
    assert inside and all(c.action.startswith("1w12->") for c in inside)
    assert {c.action for c in inside} <= legal
    assert (await gm.moves.play(CHANNEL, ANA, inside[0].action)).ok


async def test_every_legal_action_is_reached_step_by_step_within_the_limit() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    state = await to_first_march(gm, ANA, BOB)
    reached: set[str] = set()
    worst = 0
    to_open = [""]
    while to_open:
        typed = to_open.pop()
        found = gm.moves.suggestions(CHANNEL, ANA, typed)
        worst = max(worst, len(found))
        for suggestion, _ in found:
            if suggestion.is_group:
                to_open.append(suggestion.value)
            else:
                reached.add(suggestion.value)
    assert reached == {str(a) for a in state.legal(0)}
    assert worst == 11  # the eleven clearings with a warrior of hers


async def test_free_words_and_notation_still_work() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await to_first_march(gm, ANA, BOB)
    assert [c.action for c in gm.moves.autocomplete(CHANNEL, ANA, "1W12->4")] == ["1w12->4"]
    by_words = gm.moves.autocomplete(CHANNEL, ANA, "from 12 to 4")
    assert "1w12->4" in [c.action for c in by_words] and all("12" in c.label for c in by_words)
    assert gm.moves.autocomplete(CHANNEL, ANA, "w12->4") == gm.moves.autocomplete(
        CHANNEL, ANA, "1w12->4"
    )
    assert gm.moves.autocomplete(CHANNEL, BOB, "") == []  # not asked now


async def test_a_group_sent_to_play_continues_the_choice_privately() -> None:
    """Issue 14, item 1: the top suggestion of a long menu is a group (`w12->`);
    sent to `/play` it is not refused: the caller alone gets its members as
    choices, and picking one plays the move."""
    gm = GameMaster(MemoryStore(), render=False)
    await to_first_march(gm, ANA, BOB)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    seq = session.seq
    reply = await gm.moves.play(CHANNEL, ANA, " W12-> ")
    assert reply.ok and not reply.public
    [offer] = reply.ephemeral
    assert offer.text.startswith("Move warriors from clearing 12 (fox): 5 choices.")
    assert offer.seq == seq and offer.session_id == session.id
    values = [c.action for c in offer.choices]
    assert values and all(v.startswith("1w12->") for v in values)
    assert session.seq == seq and session.state.pending()[0].kind == "move"  # type: ignore[union-attr]
    played = await gm.moves.play(
        CHANNEL, ANA, values[0], seq=offer.seq, session_id=offer.session_id
    )
    assert played.ok and session.seq == seq + 1, texts(played)


async def test_the_top_suggestion_always_leads_to_a_move() -> None:
    """Following the first choice offered, group after group, ends in a move."""
    gm = GameMaster(MemoryStore(), render=False)
    await to_first_march(gm, ANA, BOB)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    seq = session.seq
    value = gm.moves.autocomplete(CHANNEL, ANA, "")[0].action
    for _ in range(4):
        reply = await gm.moves.play(CHANNEL, ANA, value)
        assert reply.ok, texts(reply)
        if session.seq > seq:
            return
        value = reply.ephemeral[-1].choices[0].action
    raise AssertionError("the first choices never reached a move")


async def test_a_group_continues_in_spanish() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await to_first_march(gm, CAL, BOB)
    reply = await gm.moves.play(CHANNEL, CAL, "w12->")
    said = texts(reply)
    assert reply.ok and "Mover guerreros desde el claro 12 (zorro): 5 opciones" in said
    assert "solo tú ves esto" in said
    assert "opciones)" in gm.moves.autocomplete(CHANNEL, CAL, "")[0].label


async def test_bad_input_lists_the_first_steps_when_the_menu_is_long() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await to_first_march(gm, ANA, BOB)
    said = texts(await gm.moves.play(CHANNEL, ANA, "march north"))
    assert "`w1->` — Move warriors from clearing 1 (fox) … (3 choices)" in said
    assert "more." in said


async def test_meduris_suggestions_are_its_legal_actions_as_before() -> None:
    """Meduris has no steps: every suggestion is a whole action, in the legal order,
    filtered by the typed words and cut at the limit."""
    gm = GameMaster(MemoryStore(), render=False)
    await open_meduris(gm)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    legal = [str(a) for a in session.state.legal(0)]
    assert [c.action for c in gm.moves.autocomplete(CHANNEL, ANA, "")] == legal
    assert [c.action for c in gm.moves.autocomplete(CHANNEL, ANA, "", limit=2)] == legal[:2]
    assert [s.is_group for s, _ in gm.moves.suggestions(CHANNEL, ANA, "place")] == [False] * 4
    said = texts(await gm.moves.play(CHANNEL, ANA, "place"))
    assert "choices. Pick one" not in said and "`place wool`" in said


async def test_the_console_opens_steps_with_choices_lines() -> None:
    store = MemoryStore()
    printed: list[str] = []
    console = Console(GameMaster(store, render=False), store, Transcript(None, printed.append))
    ana, bea = console.out.user("ana"), console.out.user("bea")
    await to_first_march(console.master, ana, bea, CONSOLE_CHANNEL)
    assert await console.run_line("ana: /choices")
    shown = "\n".join(printed)
    assert "- Move warriors from clearing 12 (fox) … (5 choices): /choices typed:w12->" in shown
    del printed[:]
    assert await console.run_line("ana: /choices typed:w12->")
    assert "- Move 1 warrior from 12 to 4: /play action:1w12->4" in "\n".join(printed)
    del printed[:]
    assert await console.run_line("ana: /play action:w12->")
    shown = "\n".join(printed)
    assert "[only ana] Move warriors from clearing 12 (fox): 5 choices." in shown
    assert "- Move 1 warrior from 12 to 4: /play action:1w12->4 seq:" in shown
