"""Issue 25 review: lines a new group still met after the 22 items were fixed,
played again in the console in both languages.

- The lobby's opening line listed the table's clock as `clock=1d` among the
  options in words (`/game status` already said it in words).
- Starting with too few seats named the game by its registry id
  (`mountain_king es para 2 a 5 jugadores, no 1.`).
"""

from __future__ import annotations

import pytest

from bot.replies import User
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import get_game
from games.core.errors import BadNotation
from tests.support.players import CHANNEL, GUILD, texts

ANA_EN = User(1, "Ana", "en-US")
ANA_ES = User(1, "Ana", "es-ES")


@pytest.mark.parametrize(
    ("user", "said"),
    [(ANA_EN, "1 d per decision"), (ANA_ES, "1 d por decisión")],
)
async def test_lobby_names_the_clock_in_words(user: User, said: str) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    reply = await gm.lobby.new(CHANNEL, GUILD, user, "meduris", {"clock": "1d"}, seed=3)
    text = texts(reply)
    assert reply.ok and "clock=" not in text
    assert said in text and ".)." not in text


@pytest.mark.parametrize(
    ("user", "name", "raw"),
    [(ANA_EN, "In the Hall of the Mountain King", "mountain_king"),
     (ANA_ES, "El Rey de la Montaña", "mountain_king")],
)
async def test_too_few_seats_names_the_game(user: User, name: str, raw: str) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, user, "mountain_king", {}, seed=3)).ok
    text = texts(await gm.lobby.start(CHANNEL, user))
    assert name in text and raw not in text


@pytest.mark.parametrize(
    ("user", "said"),
    [(ANA_EN, ["closes if it has not started within 2 d", "stand-in: the hard AI",
               "up to 3 s per move"]),
     (ANA_ES, ["se cierra si no ha empezado en 2 d", "la IA difícil",
               "hasta 3 s por jugada"])],
)
async def test_lobby_names_every_table_setting_in_words(user: User, said: list[str]) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    options = {"lobby_expiry": "2d", "ai": "hard", "ai_time": "3s"}
    reply = await gm.lobby.new(CHANNEL, GUILD, user, "meduris", options, seed=3)
    text = texts(reply)
    assert reply.ok and "=" not in text, text
    assert all(words in text for words in said), text


# -- undo across an AI's turn that drew cards ------------------------------------------
@pytest.mark.parametrize(
    ("user", "said"),
    [(ANA_EN, ["“Move 1 warrior from 4 to 12” (with what followed it at once)",
               "drew cards", "Nothing was taken back: play on from here."]),
     (ANA_ES, ["«Mover 1 guerrero de 4 a 12» (con lo que siguió al instante)",
               "robó cartas", "No se ha deshecho nada: seguid jugando desde aquí."])],
)
async def test_undo_across_an_ai_turn_that_drew_says_so(user: User, said: list[str]) -> None:
    """The Eyrie's last move of its Daylight led at once to its Evening draw; the
    refusal said the move itself "used the dice", which a player could not
    square with a move, and did not say what is possible now."""
    gm = GameMaster(MemoryStore(), render=False)
    options = {"factions": "lizards,riverfolk,marquise,eyrie"}
    assert (await gm.lobby.new(CHANNEL, GUILD, user, "root", options, seed=5)).ok
    for _ in range(3):
        assert (await gm.lobby.add_bot(CHANNEL, user, "heuristic")).ok
    assert (await gm.lobby.start(CHANNEL, user)).ok
    assert (await gm.moves.play(CHANNEL, user, "corner 1")).ok
    assert (await gm.moves.play(CHANNEL, user, "outcast fox")).ok
    refusal = await gm.moves.undo(CHANNEL, user)
    text = texts(refusal)
    assert not refusal.ok
    assert all(words in text for words in said), text


# -- a prompt names its seat once ---------------------------------------------------
@pytest.mark.parametrize(
    ("user", "turn", "waiting"),
    [(ANA_EN, "Ana, your turn: Setup: choose the corner", "• Ana: Setup: choose the corner"),
     (ANA_ES, "Ana, te toca: Preparación: elige la esquina", "• Ana: Preparación: elige la")],
)
async def test_a_root_prompt_names_its_player_once(user: User, turn: str, waiting: str) -> None:
    """Root's prompts open with the seat's name ("Ana, setup: ..."), and the bot
    named it already: "Ana, your turn: Ana, setup: ..."."""
    gm = GameMaster(MemoryStore(), render=False)
    options = {"factions": "lizards,riverfolk,marquise,eyrie"}
    assert (await gm.lobby.new(CHANNEL, GUILD, user, "root", options, seed=5)).ok
    for _ in range(3):
        assert (await gm.lobby.add_bot(CHANNEL, user, "heuristic")).ok
    started = texts(await gm.lobby.start(CHANNEL, user))
    assert turn in started and "Ana, Setup" not in started and "Ana, preparación" not in started
    status = texts(await gm.showing.status(CHANNEL, user))
    assert waiting in status, status


# -- an unreadable move: its examples are notation, the words are the reader's ------------
@pytest.mark.parametrize("game_id", ["root", "meduris", "mountain_king", "near_and_far"])
@pytest.mark.parametrize(
    ("locale", "lead"), [("en", "For example: `"), ("es", "Por ejemplo: `")]
)
def test_an_unreadable_move_has_no_english_in_spanish(game_id: str, locale: str,
                                                      lead: str) -> None:
    """`No entiendo «gate zz» como jugada. e.g. ...`, and Root's `(move)`, `(battle
    in 5 against the Eyrie)`: English in a Spanish refusal."""
    game = get_game(game_id)
    with pytest.raises(BadNotation) as refused:
        game.parse_action("zz qq !!")
    text = refused.value.text(locale)
    assert lead in text and "e.g." not in text, text
    hint = text.split(lead, 1)[1]
    assert "(" not in hint and "against" not in hint, text  # only notation follows
