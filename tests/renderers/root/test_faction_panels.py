"""Each faction's panel is looked up by its id (renderers/root/factions.py): the
board names no faction, and a faction without a panel is still drawn."""

from __future__ import annotations

from typing import Any

import pytest

from games.core import get_game
from games.root.factions.base import FACTIONS
from renderers.kit import Box, Canvas, SeatStyle
from renderers.root import boards, pieces, styles
from renderers.root.factions import (
    PANELS,
    FactionPanel,
    building_picture,
    legend_pieces,
    legend_word,
    panels,
    plays_a_pawn,
    token_picture,
)
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


def test_every_piece_the_legend_explains_has_its_factions_picture() -> None:
    """The pictures of a faction's pieces are its panel's: a token is drawn by the
    picture its faction declares, a building's picture is its own; the shared
    pieces module names no kind."""
    for panel in PANELS.values():
        for kind in panel.legend:
            assert kind == "pawn" or kind in panel.tokens or kind in panel.buildings, kind
            assert legend_word(kind) == panel.legend_words.get(kind, kind)
        for kind, picture in panel.tokens.items():
            assert token_picture(kind) is picture
        for kind, building in panel.buildings.items():
            assert building_picture(kind) is building
    assert token_picture("moles") is None and building_picture("burrow") is None


def test_a_token_is_drawn_by_the_picture_given() -> None:
    """`pieces.token` draws what the panel gives; without a picture, a disc with the initial."""
    drawn: list[str] = []
    canvas = Canvas(60, 60, (255, 255, 255))
    style = SeatStyle("purple", (120, 40, 160), "circle", "B")
    pieces.token(canvas, "burrow", (30, 30), 40, style, lambda c, p, s, st: drawn.append("mine"))
    assert drawn == ["mine"]
    pieces.token(canvas, "burrow", (30, 30), 40, style)
    assert len(canvas.image.getcolors(maxcolors=1 << 20) or []) > 1  # the disc drawn
