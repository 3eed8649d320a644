"""Issue 25, item 2: what `/game start` announces and `/game status` lists is the
order turns actually take (Root draws the first player and the seating, 5.1.1;
the other games draw who starts and go round the seats), in both languages."""

from __future__ import annotations

import re

import pytest

from bot.replies import User
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import get_game
from tests.support.players import ANA, BOB, CAL, CHANNEL, DEE, GUILD, texts

HEADERS = {"en": ("begins! Order of play:", "Order of play (4 seats;"),
           "es": ("¡Empieza", "Orden de juego (4 asientos;")}


def listed_names(text: str, after: str, people: list[str]) -> list[str]:
    """The names of the numbered lines after the line holding `after`, in order,
    checking the numbers run 1, 2, 3, ..."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if after in line)
    names = []
    for number, line in enumerate(lines[start + 1:start + 1 + len(people)], start=1):
        assert line.startswith(f"{number}. "), line
        names.append(next(p for p in people if re.match(rf"{number}\. {p}\b", line)))
    return names


async def root_with_four(gm: GameMaster, host: User) -> list[User]:
    """Four people (no AI seat, so that every turn is seen from here), `host` first."""
    people = [host, *(p for p in (ANA, BOB, CAL, DEE) if p != host)]
    options = {"factions": "marquise,eyrie,alliance,vagabond"}
    assert (await gm.lobby.new(CHANNEL, GUILD, people[0], "root", options, seed=3)).ok
    for person in people[1:]:
        assert (await gm.lobby.join(CHANNEL, person)).ok
    return people


@pytest.mark.parametrize("locale", ["en", "es"])
async def test_root_start_and_status_list_the_order_turns_take(locale: str) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    host = ANA if locale == "en" else CAL
    people = await root_with_four(gm, host)
    names = [p.name for p in people]
    start = texts(await gm.lobby.start(CHANNEL, host))
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    order = list(session.state.turn_order)  # type: ignore[attr-defined]
    assert order != [0, 1, 2, 3]  # this seed seats the table otherwise than it joined
    seat_names = names
    announced = listed_names(start, HEADERS[locale][0], names)
    assert announced == [seat_names[s] for s in order]
    status = texts(await gm.showing.status(CHANNEL, host))
    assert listed_names(status, HEADERS[locale][1], names) == announced
    # Play on (each seat's first legal choice) and note whose turn comes after setup.
    taken: list[int] = []
    users = {i: p for i, p in enumerate(people)}
    for _ in range(400):
        state = gm.sessions.peek(CHANNEL).state  # type: ignore[union-attr]
        seat = state.turn()
        if seat is not None and (not taken or taken[-1] != seat):
            taken.append(seat)
        if len(taken) == 4:
            break
        prompt = state.pending()[0]
        action = str(state.legal(prompt.seat)[0])
        assert (await gm.moves.play(CHANNEL, users[prompt.seat], action)).ok
    assert [seat_names[s] for s in taken] == announced


@pytest.mark.parametrize("game", ["meduris", "mountain_king", "near_and_far"])
async def test_every_game_lists_the_first_player_first(game: str) -> None:
    """The other games go round the seats from a drawn first player: start and
    status list the seats from the one who plays first."""
    gm = GameMaster(MemoryStore(), render=False)
    people = [ANA, BOB, CAL]
    assert (await gm.lobby.new(CHANNEL, GUILD, ANA, game, {}, seed=2)).ok
    for person in people[1:]:
        assert (await gm.lobby.join(CHANNEL, person)).ok
    start = texts(await gm.lobby.start(CHANNEL, ANA))
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    order = get_game(game).play_order(session.state.view(None), 3)
    names = [p.name for p in people]
    assert listed_names(start, HEADERS["en"][0], names) == [names[s] for s in order]
    status = texts(await gm.showing.status(CHANNEL, ANA))
    assert listed_names(status, "Order of play (3 seats;", names) == [names[s] for s in order]
    assert sorted(order) == [0, 1, 2] and order[0] != 0  # someone else starts here
