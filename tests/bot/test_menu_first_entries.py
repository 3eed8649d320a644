"""A menu without groups opened with nothing typed labels only what it shows
(bot/narration.py `first_entries`): the same suggestions as the whole menu."""

from __future__ import annotations

from bot import narration
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import Rng
from tests.support.players import ANA, BOB, CHANNEL, GUILD

SPANISH_BOB = BOB.__class__(BOB.id, BOB.name, "es-ES")


async def test_first_entries_give_what_the_whole_menu_gives() -> None:
    """Meduris played by two people from its setup (bonus plots: menus longer than
    Discord's 25): at every position and for each limit, the suggestions made from
    the first entries equal those made from the whole menu, kept afterwards."""
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, "meduris", {}, seed=3)).ok
    assert (await gm.lobby.join(CHANNEL, SPANISH_BOB)).ok
    assert (await gm.lobby.start(CHANNEL, ANA)).ok
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
