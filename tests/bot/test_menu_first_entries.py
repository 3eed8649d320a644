"""A menu without groups opened with nothing typed labels only what it shows
(bot/narration.py `first_entries`): the same suggestions as the whole menu."""

from __future__ import annotations

from bot import narration
from bot.replies import User
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import Rng
from tests.support.players import ANA, BOB, CHANNEL, GUILD

SPANISH_BOB = BOB.__class__(BOB.id, BOB.name, "es-ES")


async def _meduris_of_two(seed: int, second: User) -> GameMaster:
    """A game of Meduris begun by Ana and `second` in the test channel."""
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {}, seed=seed)).ok
    assert (await gm.lobby.join(CHANNEL, second)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
    return gm


async def test_first_entries_give_what_the_whole_menu_gives() -> None:
    """Meduris played by two people from its setup (bonus plots: menus longer than
    Discord's 25): at every position and for each limit, the suggestions made from
    the first entries equal those made from the whole menu, kept afterwards."""
    gm = await _meduris_of_two(seed=3, second=SPANISH_BOB)
    rng = Rng(7)
    longer = 0
    for _ in range(60):
        session = gm.sessions.peek(CHANNEL)
        assert session is not None and session.running
        mover = None
        for user in (ANA, SPANISH_BOB):
            seats = session.seats_of(user.id)
            tr = gm.tables.texts_now(session.record.guild_id, user)
            assert narration.first_entries(session, [], tr, 25, 100) == ([], 0)
            quick = {limit: gm.moves.autocomplete(CHANNEL, user, "", limit) for limit in (25, 3)}
            if not quick[25]:
                continue
            mover = user
            first = narration.first_entries(session, seats, tr, 25, 100)
            assert first is not None
            whole = narration.legal_entries(session, seats, tr)  # kept from now on
            longer += len(whole) > 25
            assert first[0] == whole[:25] and first[1] == len(whole)
            assert narration.first_entries(session, seats, tr, 25, 100) is None
            for limit, choices in quick.items():
                assert choices == gm.moves.autocomplete(CHANNEL, user, "", limit)
        assert mover is not None
        action = rng.choice(gm.moves.autocomplete(CHANNEL, mover, "", 25)).action
        assert (await gm.moves.play(CHANNEL, mover, action, seq=session.seq)).ok
    assert longer > 5  # the long menus were compared, not only the short ones


async def test_an_action_is_labelled_once_per_position_and_language() -> None:
    """The reply's buttons label the position's actions; the menu opened next in the
    same language labels none of them again (`narration._labels`); the labels equal
    the game's."""
    gm = await _meduris_of_two(seed=3, second=BOB)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    game = session.game
    made: list[str] = []
    label = type(game).label

    def counted(self: object, *args: object, **kwargs: object) -> str:
        made.append(str(args[1]))
        return label(self, *args, **kwargs)  # type: ignore[arg-type]

    game.label = counted.__get__(game)  # type: ignore[method-assign]
    rng = Rng(5)
    checked = 0
    for _ in range(40):
        mover = next(u for u in (ANA, BOB) if gm.moves.autocomplete(CHANNEL, u, ""))
        action = rng.choice(gm.moves.autocomplete(CHANNEL, mover, "", 25)).action
        reply = await gm.moves.play(CHANNEL, mover, action, seq=session.seq)
        assert reply.ok
        buttons = [c for m in reply.public for c in m.choices]
        nxt = next((u for u in (ANA, BOB) if session.seats_of(u.id) and any(
            session.state.prompts_for(s) for s in session.seats_of(u.id))), None)
        if not buttons or nxt is None or len(buttons) > 25:
            continue
        before = len(made)
        menu = gm.moves.autocomplete(CHANNEL, nxt, "", 25)
        tr = gm.tables.texts_now(session.record.guild_id, nxt)
        names = narration.seat_names(session)
        fresh = made[before:]
        assert fresh == [], fresh
        checked += 1
        legal = narration._legal_actions(session, session.seats_of(nxt.id))
        for choice in menu:
            found = legal.get(choice.action)
            if found is not None:
                whole = label(game, session.state, found[1], tr.locale, names)
                assert choice.label == whole or choice.label.startswith(whole[:50])
    assert checked > 5


async def test_a_label_that_fails_shows_the_notation_in_the_first_entries() -> None:
    """A label that raises costs its entry its words, never the menu: the first
    entries show its notation, as the whole menu does (`_path`'s fallback), and the
    other actions keep their labels."""
    gm = await _meduris_of_two(seed=3, second=BOB)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    state = session.state
    user = next(u for u in (ANA, BOB) if any(state.prompts_for(s) for s in session.seats_of(u.id)))
    seats = session.seats_of(user.id)
    tr = gm.tables.texts_now(session.record.guild_id, user)
    legal = list(narration._legal_actions(session, seats))
    broken = legal[1]
    game = session.game
    label = type(game).label

    def failing(self: object, state: object, action: object, *args: object) -> str:
        if str(action) == broken:
            raise RuntimeError("a label bug")
        return label(self, state, action, *args)  # type: ignore[arg-type]

    game.label = failing.__get__(game)  # type: ignore[method-assign]
    try:
        first = narration.first_entries(session, seats, tr, 25, 100)
        assert first is not None
        whole = narration.legal_entries(session, seats, tr)
    finally:
        del game.label  # type: ignore[method-assign]
    assert first[0] == whole[: len(first[0])]
    assert first[0][1].path == ((broken, broken),)
    assert first[0][0].label != legal[0]


async def test_a_notation_from_the_menu_is_the_listed_action_not_parsed_again() -> None:
    """A move picked from the menu is found in the position's listing by notation
    (`narration.listed_action`): the very object `legal` listed, equal to what
    `parse_action` gives; `State.check` accepts it, and an equal parsed one, alike.
    Nothing is listed for a position whose menu nobody opened."""
    gm = await _meduris_of_two(seed=5, second=BOB)
    rng = Rng(11)
    found = 0
    for _ in range(40):
        session = gm.sessions.peek(CHANNEL)
        assert session is not None and session.state is not None
        offers = [(u, gm.moves.autocomplete(CHANNEL, u, "")) for u in (ANA, BOB)]
        user, choices = next((u, o) for u, o in offers if o)
        seats = [s for s in session.seats_of(user.id) if session.state.prompts_for(s)]
        text = rng.choice(choices).action
        listed = narration.listed_action(session, seats, text)
        # (None when another person's menu was opened last: both are asked at once)
        if listed is not None:
            found += 1
            assert str(listed) == text and listed == session.game.parse_action(text)
            assert listed in session.state.legal(seats[0])  # (listed afresh in the tests)
            assert session.state.check(seats[0], listed).action is listed
            assert session.state.check(seats[0], text).action == listed
        assert narration.listed_action(session, seats, "nonsense 99") is None
        assert (await gm.moves.play(CHANNEL, user, text, seq=session.seq)).ok
    assert found > 30
    session = gm.sessions.peek(CHANNEL)
    assert session is not None
    assert narration.listed_action(session, [0], "roll") is None  # no menu opened here
