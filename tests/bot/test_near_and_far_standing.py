"""Near and Far at the table (issue 25, item 13): a score below zero from the first round
says why (the points if the game ended now, part by part: each card in hand unbought costs
1 VP), on `/game status` and on the board; `/game status` shows the options by name and
value in the reader's language (never `characters=1.0...,-,-,-`); `/game hand` shows
everything the seat holds, goods and team too, not only the artifacts in hand."""

from __future__ import annotations

import re

import pytest

from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import Rng, get_game
from renderers.kit.record import recording
from renderers.near_and_far import render
from tests.support.players import ANA, BOB, CAL, CHANNEL, GUILD, texts

NF = get_game("near_and_far")
NAMES = ["Ana", "Bob", "Cai", "Dan"]


def after(steps: int, seed: int = 1):
    state = NF.setup(4, {}, seed)
    rng = Rng.derive(seed, "standing")
    agent = NF.agent("heuristic")
    for _ in range(steps):
        prompt = state.pending()[0]
        state.apply(prompt.seat, agent.choose(state, prompt.seat, rng))
    return state


@pytest.mark.parametrize(("locale", "header", "unbought"), [
    ("en", "No score track", "unbought cards -"),
    ("es", "Sin marcador", "cartas sin comprar -"),
])
def test_a_negative_score_is_explained_part_by_part(locale, header, unbought) -> None:
    view = after(60).view(None)
    scores = NF.public_scores(view)
    assert min(scores) < 0
    notes = NF.score_notes(view, locale, NAMES)
    assert notes[0].startswith(header)
    for seat, score in enumerate(scores):
        line = notes[seat + 1]
        assert line.startswith(f"{NAMES[seat]}: ") and unbought in line
        assert sum(int(n) for n in re.findall(r"-?\d+", line)) == score  # the parts add up


@pytest.mark.parametrize(("locale", "words"), [
    ("en", "if the game ended now (cards in hand -"),
    ("es", "si la partida acabara ahora (cartas en la mano -"),
])
def test_the_board_says_what_takes_the_points_away(locale, words) -> None:
    view = after(60).view(None)
    with recording() as drawing:
        render(view, NAMES, locale)
    assert any(words in t.text for t in drawing.texts)


async def open_campaign_table(gm: GameMaster, host) -> None:
    assert (await gm.lobby.new(CHANNEL, GUILD, host, "near_and_far", {"map": "2"}, seed=4)).ok
    assert (await gm.lobby.join(CHANNEL, BOB)).ok
    assert (await gm.lobby.start(CHANNEL, host)).ok


@pytest.mark.parametrize(("host", "shown", "refused"), [
    (ANA, ["Campaign characters: Ana, Bob", "Map: 2", "Village board: dusk side"], "Options:"),
    (CAL, ["Personajes de campaña: Cal, Bob", "Mapa: 2", "Tablero de aldea: cara de atardecer"],
     "Opciones:"),
])
async def test_status_shows_the_options_humanly(host, shown, refused) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_campaign_table(gm, host)
    text = texts(await gm.showing.status(CHANNEL, host))
    options = next(line for line in text.split("\n") if line.startswith(refused))
    for part in shown:
        assert part in options
    assert "=" not in options and "characters" not in options.lower().replace(
        "campaign characters", "")
    # The explanation of the scores follows them.
    assert "No score track" in text or "Sin marcador" in text


@pytest.mark.parametrize(("user", "goods", "team"), [
    (ANA, "On your player board:", "  Team: Pet"),
    (CAL, "En tu tablero de jugador:", "  Equipo: Mascota"),
])
async def test_the_hand_shows_goods_and_team_too(user, goods, team) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    await open_campaign_table(gm, user)
    session = gm.sessions.peek(CHANNEL)
    assert session is not None and session.state is not None
    text = texts(await gm.showing.hand(CHANNEL, user))
    assert goods in text and team in text
    seat = 0
    player = session.state.p(seat)  # type: ignore[attr-defined]
    word = "coin" if user is ANA else "moneda"
    assert player["coin"] > 0 and re.search(rf"  {player['coin']} {word}", text)
