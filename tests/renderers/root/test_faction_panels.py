"""Each faction's panel is looked up by its id (renderers/root/factions.py): the
board names no faction, and a faction without a panel is still drawn."""

from __future__ import annotations

from typing import Any

import pytest

from games.core import get_game
from games.root.factions.base import FACTIONS
from renderers.kit import Box, Canvas, SeatStyle
from renderers.root import boards, styles
from renderers.root.factions import PANELS, FactionPanel, legend_pieces, panels, plays_a_pawn
from renderers.root.words import Words


def test_every_faction_of_the_engine_has_a_panel() -> None:
    get_game("root")
    assert set(PANELS) == set(FACTIONS)


def test_two_panels_for_one_faction_are_refused() -> None:
    panel = PANELS["eyrie"]
    with pytest.raises(ValueError, match="eyrie"):
        panels(panel, FactionPanel("eyrie", panel.draw, panel.style))


def test_the_vagabonds_play_a_pawn() -> None:
    assert plays_a_pawn("vagabond") and plays_a_pawn("vagabond2")
    assert not plays_a_pawn("marquise") and not plays_a_pawn("bats")
    assert legend_pieces("lizards") == ("garden_fox",)
    assert legend_pieces("bats") == ()


def test_the_board_draws_the_panel_its_faction_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, dict[str, Any]]] = []

    def draw(canvas: Canvas, view: Any, faction: str, board: dict[str, Any], box: Box,
             words: Words, previous: Any) -> None:
        drawn.append((faction, board))

    style = SeatStyle("purple", (120, 40, 160), "circle", "B")
    monkeypatch.setitem(PANELS, "bats", FactionPanel("bats", draw, style))
    view: Any = {"faction_boards": {"bats": {"roosts": 2}}}
    canvas = Canvas(200, 100, (255, 255, 255))
    boards.draw_faction_board(canvas, view, "bats", (0, 0, 200, 100), Words("en"))
    assert drawn == [("bats", {"roosts": 2})]
    boards.draw_faction_board(canvas, view, "moles", (0, 0, 200, 100), Words("en"))
    assert len(drawn) == 1  # no panel: plain lines


def test_a_factions_style_is_its_panels(monkeypatch: pytest.MonkeyPatch) -> None:
    assert styles.faction_style("lizards") == PANELS["lizards"].style
    assert styles.faction_style("vagabond2").letter == "G"
    unknown = styles.faction_style("moles", 2)
    assert unknown.letter == "M" and unknown.shape == styles.FALLBACK_SHAPES[2]
