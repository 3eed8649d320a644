"""The Lizard Cult's board panel (renderers/root/board_lizards.py): drawn from a
real four-faction position in both languages, from an empty board view (a view
from before the Cult's data, read with fallbacks), and never from the hand."""

from __future__ import annotations

from typing import Any

import pytest

from games.core import agent_rng, make_agent
from games.root.factions.lizards import board as lb
from renderers.kit import Canvas
from renderers.root import render
from renderers.root.board_lizards import draw_lizards
from renderers.root.words import Words
from tests.games.root.lizards.test_selfplay import new_game


def midgame() -> Any:
    state = new_game(5, "marquise,eyrie,alliance,lizards")
    agent = make_agent("random")
    steps = 0
    while state.result() is None and steps < 700:
        prompt = state.pending()[0]
        state.apply(prompt.seat, agent.choose(state, prompt.seat, agent_rng(5, prompt.seat, steps)))
        steps += 1
    return state


@pytest.mark.parametrize("locale", ["en", "es"])
def test_the_cult_panel_draws_in_both_languages(locale: str) -> None:
    state = midgame()
    assert lb.lost_souls(state) or lb.revealed(state) or lb.acolytes(state)  # something to draw
    image = render(state.view(None), ["Ann", "Bob", "Cy", "Di"], locale)
    assert image.size[0] == 1200


def test_an_empty_cult_board_draws_with_fallbacks() -> None:
    state = midgame()
    view = state.view(None)
    canvas = Canvas(600, 500, (255, 255, 255))
    empty: Any = {}
    draw_lizards(canvas, view, empty, (10, 10, 590, 490), Words("en"))
    canvas.finish()


def test_the_public_board_holds_no_hand() -> None:
    state = midgame()
    board = state.view(None)["faction_boards"]["lizards"]
    shown = {c["card"] for c in [*board["lost_souls"], *board["revealed"]]}
    assert not shown & set(state.hands[state.seat_of("lizards")])
