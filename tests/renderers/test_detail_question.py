"""Cut text says it is cut, and the detail pictures cut nothing (issue 25, items 7 and 11).

The question a player reads on a phone is the first detail picture's: there it is drawn
whole, however long, its box growing with its lines; only the board's own strip may cut
it, and then it ends in "…". Each case is a real position of a game played by its
heuristic players whose prompt sentence is among the game's longest."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from games.core import Rng, get_game
from renderers import render_images
from renderers.kit.details import LEAST_CAP, phone_cap
from renderers.kit.record import Drawing, recording
from tests.renderers.test_layout import overlap

NAMES = ["Ana", "Bea", "Cai", "Dan", "Eve"]
ELLIPSIS = "\u2026"
LONG = [
    ("root", 4, {"factions": "lizards,riverfolk,marquise,eyrie"}, "riverfolk_services"),
    ("root", 4, {"factions": "lizards,riverfolk,marquise,eyrie"}, "riverfolk_daylight"),
    ("root", 4, {"factions": "lizards,riverfolk,marquise,eyrie"}, "lizards_daylight"),
    ("near_and_far", 4, {}, "move"),
    ("near_and_far", 4, {}, "draft_keep"),
    ("meduris", 4, {}, "place_bonus"),
    ("mountain_king", 5, {}, "pay"),
]


def first_asking(game_id: str, players: int, options: dict[str, Any], kind: str) -> Any:
    """The first position of a seeded game played by its AI where `kind` is asked."""
    game = get_game(game_id)
    for seed in (1, 2, 3):
        state = game.setup(players, options, seed)
        rng = Rng.derive(seed, "detail question")
        agent = game.agent("heuristic")
        for _ in range(400):
            if state.is_over():
                break
            prompt = state.pending()[0]
            if prompt.kind == kind:
                return state
            state.apply(prompt.seat, agent.choose(state, prompt.seat, rng))
    pytest.fail(f"{game_id}: no {kind} question")


def posted(game_id: str, state: Any, locale: str) -> str:
    """The prompt message's sentence as a board shows it: the name beside it, no code quotes."""
    prompt = state.pending()[0]
    text = get_game(game_id).prompt_text(state, prompt, locale, NAMES).replace("`", "")
    name = NAMES[prompt.seat]
    text = text[len(name):].lstrip(",: ") if text.startswith(name) else text
    return " ".join((text[:1].upper() + text[1:]).split())


def drawn(game_id: str, state: Any, locale: str) -> Drawing:
    with recording() as drawing:
        render_images(game_id, state.view(None), NAMES, locale)
    return drawing


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize(("game_id", "players", "options", "kind"), LONG,
                         ids=[f"{g}-{k}" for g, _, _, k in LONG])
def test_the_first_detail_picture_asks_the_whole_question(
        game_id: str, players: int, options: dict[str, Any], kind: str, locale: str) -> None:
    state = first_asking(game_id, players, options, kind)
    sentence = posted(game_id, state, locale)
    drawing = drawn(game_id, state, locale)
    detail = drawing.of(1)  # canvas 0 is the board
    text = " ".join(" ".join(t.text for t in detail.texts).split())
    assert sentence in text
    # No line of the question is cut (another text may be, saying so: a long name).
    cut = [t.text.split(ELLIPSIS)[0].strip() for t in detail.texts if ELLIPSIS in t.text]
    assert [c for c in cut if c and c in sentence] == []
    width = drawing.canvases[1][0]
    assert all(phone_cap(t.size, width) >= LEAST_CAP - 1e-6 for t in detail.texts if not t.glyph)


@pytest.mark.parametrize("locale", ["en", "es"])
def test_a_board_that_cuts_the_question_says_so(locale: str) -> None:
    """Root's status strip has room for three lines: a longer question ends in "…" there,
    and its words up to the cut are the sentence's (the detail picture has it whole)."""
    state = first_asking("root", 4, {"factions": "lizards,riverfolk,marquise,eyrie"},
                         "riverfolk_services")
    sentence = posted("root", state, locale)
    board = drawn("root", state, locale).of(0)
    lines = [t.text for t in board.texts if not t.glyph]
    start = next(i for i, line in enumerate(lines)
                 if " " in line and sentence.startswith(line.removesuffix(ELLIPSIS)))
    asked = []
    for line in lines[start:]:
        asked.append(line)
        if line.endswith(ELLIPSIS):
            break
    shown = " ".join(asked)
    assert shown.endswith(ELLIPSIS)  # this question is longer than the strip
    assert sentence.startswith(shown.removesuffix(ELLIPSIS).rstrip())


@pytest.mark.parametrize("game_id", ["meduris", "mountain_king", "near_and_far", "root"])
def test_a_question_longer_than_any_grows_its_box(game_id: str, monkeypatch) -> None:
    """Whatever a game's catalog says next: a question twice the longest there is still
    drawn whole on the first detail picture, its box grown so nothing under it is
    covered; the board stays as tall as ever."""
    players, options = {"root": (4, {"factions": "lizards,riverfolk,marquise,eyrie"})}.get(
        game_id, (4, {}))
    state = next(playing(game_id, players, options))
    view = state.view(None)
    with recording() as short:
        render_images(game_id, view, NAMES, "es")
    sentence = " ".join([
        "La Compañía de la Gente del Río ofrece servicios (puedes comprar 2): una carta de su",
        "mano (¡Emboscada!, Zapatero, Ballesta) por 2, botes por 1, mercenarios por 3",
        "guerreros de tu reserva (el Vagabundo agota otros tantos artículos).",
    ] * 2)
    # Every game's status module asks renderers/kit/asked.py for the sentence.
    monkeypatch.setattr(f"renderers.{game_id}.status.question", lambda *_a: sentence)
    with recording() as long:
        render_images(game_id, view, NAMES, "es")
    text = " ".join(" ".join(t.text for t in long.of(1).texts).split())
    assert sentence in text
    assert long.canvases[1][1] > short.canvases[1][1]  # the first detail grew
    assert long.canvases[0] == short.canvases[0]  # the board did not
    labels = [t for t in long.of(1).texts if not t.glyph]
    assert [(a.text, b.text) for i, a in enumerate(labels) for b in labels[i + 1:]
            if overlap(a.box, b.box)] == []
    height = long.canvases[1][1]
    assert all(t.box[1] >= 0 and t.box[3] <= height for t in labels)


def playing(game_id: str, players: int, options: dict[str, Any]) -> Iterator[Any]:
    """Positions of a seeded game played by its AI where one seat is asked, past setup."""
    game = get_game(game_id)
    state = game.setup(players, options, 1)
    rng = Rng.derive(1, "detail question")
    agent = game.agent("heuristic")
    for step in range(200):
        prompt = state.pending()[0]
        if step >= 30 and len(state.pending()) == 1:
            yield state
        state.apply(prompt.seat, agent.choose(state, prompt.seat, rng))
