"""Each faction's part of the Root board, keyed by faction id: the drawing of its
board's panel, its colour, shape and letter (`SeatStyle`), the pictures of its
buildings and tokens, the pieces the map's legend explains (and the word under
each), and whether it plays a pawn rather than warriors (the Vagabond, 9.2.2).
`PANELS` is the one list, made by one call naming every faction's drawing and
pictures (renderers/root/board_<faction>.py); shared drawing code looks a faction
or a piece up here and never names one. A faction without an entry is still
drawn: its board view as plain lines, its pieces as initials without a legend.
The engine never imports this: the renderer keys it by the ids the view carries.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from renderers.kit import Box, Canvas, SeatStyle
from renderers.root import (
    board_alliance,
    board_eyrie,
    board_lizards,
    board_marquise,
    board_riverfolk,
)
from renderers.root.board_alliance import draw_alliance
from renderers.root.board_eyrie import draw_eyrie
from renderers.root.board_lizards import draw_lizards
from renderers.root.board_marquise import draw_marquise
from renderers.root.board_riverfolk import draw_riverfolk
from renderers.root.board_vagabond import draw_vagabond
from renderers.root.pieces import BuildingPicture, TokenPicture
from renderers.root.words import Words

if TYPE_CHECKING:
    from games.root.factions.alliance.view_types import AllianceBoard
    from games.root.factions.eyrie.view_types import EyrieBoard
    from games.root.factions.lizards.view_types import LizardsBoard
    from games.root.factions.marquise.view_types import MarquiseBoard
    from games.root.factions.riverfolk.view_types import RiverfolkBoard
    from games.root.factions.vagabond.view_types import VagabondBoard
    from games.root.view_types import RootView

PanelDrawer = Callable[
    ["Canvas", "RootView", str, dict[str, Any], "Box", "Words", "RootView | None"], None
]
"""(canvas, view, faction id, its board as the view holds it, box, words, the view
shown before): draws the faction's board in `box`."""


@dataclass(frozen=True)
class FactionPanel:
    faction: str
    """The faction id it draws (each Vagabond has its own, 9.7)."""
    draw: PanelDrawer
    style: SeatStyle
    """Its colour, shape and Rootlog letter on the board (renderers/root/styles.py)."""
    legend: tuple[str, ...] = ()
    """The kinds of piece the map's legend shows for it (a pawn: `pawn`)."""
    pawn: bool = False
    """It has a pawn, no warriors; its items lie on its own board (9.2.2, 9.2.5)."""
    buildings: Mapping[str, BuildingPicture] = field(default_factory=dict)
    """The picture inside each kind of its buildings (without one: the kind's initial)."""
    tokens: Mapping[str, TokenPicture] = field(default_factory=dict)
    """The picture of each kind of its tokens (without one: a disc with the initial)."""
    legend_words: Mapping[str, str] = field(default_factory=dict)
    """The word under a kind in the legend, where it is not the kind's own."""


def panels(*declared: FactionPanel) -> Mapping[str, FactionPanel]:
    """The panels by faction id; two panels for one faction are refused."""
    found: dict[str, FactionPanel] = {}
    for panel in declared:
        if panel.faction in found:
            raise ValueError(f"two panels for the faction {panel.faction!r}")
        found[panel.faction] = panel
    return found


# Each drawing reads its own board's keys: the view's board cast to its type here.
def _marquise(canvas: Canvas, view: RootView, faction: str, board: dict[str, Any], box: Box,
              words: Words, previous: RootView | None) -> None:
    draw_marquise(canvas, view, cast("MarquiseBoard", board), box, words)


def _eyrie(canvas: Canvas, view: RootView, faction: str, board: dict[str, Any], box: Box,
           words: Words, previous: RootView | None) -> None:
    draw_eyrie(canvas, view, cast("EyrieBoard", board), box, words)


def _alliance(canvas: Canvas, view: RootView, faction: str, board: dict[str, Any], box: Box,
              words: Words, previous: RootView | None) -> None:
    draw_alliance(canvas, view, cast("AllianceBoard", board), box, words, previous)


def _vagabond(canvas: Canvas, view: RootView, faction: str, board: dict[str, Any], box: Box,
              words: Words, previous: RootView | None) -> None:
    draw_vagabond(canvas, view, faction, cast("VagabondBoard", board), box, words, previous)


def _lizards(canvas: Canvas, view: RootView, faction: str, board: dict[str, Any], box: Box,
             words: Words, previous: RootView | None) -> None:
    draw_lizards(canvas, view, cast("LizardsBoard", board), box, words)


def _riverfolk(canvas: Canvas, view: RootView, faction: str, board: dict[str, Any], box: Box,
               words: Words, previous: RootView | None) -> None:
    draw_riverfolk(canvas, view, cast("RiverfolkBoard", board), box, words)


PANELS = panels(
    FactionPanel("marquise", _marquise, SeatStyle("orange", (238, 122, 24), "square", "C"),
                 legend=("sawmill", "workshop", "recruiter", "wood", "keep"),
                 buildings=board_marquise.BUILDING_PICTURES, tokens=board_marquise.TOKEN_PICTURES),
    FactionPanel("eyrie", _eyrie, SeatStyle("blue", (34, 84, 184), "circle", "E"),
                 legend=("roost",), buildings=board_eyrie.BUILDING_PICTURES),
    FactionPanel("alliance", _alliance, SeatStyle("green", (40, 150, 72), "triangle", "A"),
                 legend=("base_fox", "sympathy"),
                 buildings=board_alliance.BUILDING_PICTURES, tokens=board_alliance.TOKEN_PICTURES,
                 legend_words={"sympathy": "sympathy_token", "base_fox": "base"}),
    FactionPanel("vagabond", _vagabond, SeatStyle("grey", (92, 92, 100), "star", "V"),
                 legend=("pawn",), pawn=True),
    FactionPanel("vagabond2", _vagabond, SeatStyle("black", (44, 44, 50), "star", "G"),
                 legend=("pawn",), pawn=True),
    FactionPanel("lizards", _lizards, SeatStyle("yellow", (226, 206, 40), "hexagon", "L"),
                 legend=("garden_fox",), buildings=board_lizards.BUILDING_PICTURES,
                 legend_words={"garden_fox": "garden"}),
    FactionPanel("riverfolk", _riverfolk, SeatStyle("teal", (28, 158, 168), "diamond", "O"),
                 legend=("trade_post_fox",), tokens=board_riverfolk.TOKEN_PICTURES,
                 legend_words={"trade_post_fox": "trade_post"}),
)
"""Every faction's panel, by faction id (the one list)."""

BUILDING_PICTURES: dict[str, BuildingPicture] = {
    kind: picture for panel in PANELS.values() for kind, picture in panel.buildings.items()
}
TOKEN_PICTURES: dict[str, TokenPicture] = {
    kind: picture for panel in PANELS.values() for kind, picture in panel.tokens.items()
}
LEGEND_WORDS: dict[str, str] = {
    kind: word for panel in PANELS.values() for kind, word in panel.legend_words.items()
}


def building_picture(kind: str) -> BuildingPicture | None:
    """The picture inside a building of `kind`, as the faction that has it declares."""
    return BUILDING_PICTURES.get(kind)


def token_picture(kind: str) -> TokenPicture | None:
    """The picture of a token of `kind`, as the faction that has it declares."""
    return TOKEN_PICTURES.get(kind)


def legend_word(kind: str) -> str:
    """The word under a piece of `kind` in the map's legend."""
    return LEGEND_WORDS.get(kind, kind)


def plays_a_pawn(faction: str) -> bool:
    """Does `faction` have a pawn and no warriors (its items on its board)?"""
    panel = PANELS.get(faction)
    return panel is not None and panel.pawn


def legend_pieces(faction: str) -> tuple[str, ...]:
    """The kinds of piece of `faction` the map's legend explains."""
    panel = PANELS.get(faction)
    return panel.legend if panel is not None else ()
