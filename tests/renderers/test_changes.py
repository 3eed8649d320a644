"""What changed since the previous board is marked exactly where a piece or a
score changed, and nowhere else (renderers/kit/changes.py and each game's
changes module); with no previous board nothing is marked."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bench.bench_render import midgame_views
from renderers import render_image
from renderers.kit import seat_style
from renderers.kit.canvas import Box
from renderers.kit.changes import CHANGE
from renderers.kit.record import Drawing, recording
from renderers.meduris.highlands import highland_boxes
from renderers.meduris.layout import SCORES_BOX, BoardLayout
from renderers.mountain_king import BOARD_LEFT, BOARD_TOP, CELL
from renderers.near_and_far.layout import panel_box
from renderers.root.layout import map_geometry
from tests.renderers.pixels import close, colour_at

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
View = dict[str, Any]


def draw(game: str, view: View, previous: View | None, locale: str = "en") -> tuple[Any, Drawing]:
    with recording() as drawing:
        image = render_image(game, view, NAMES, locale, previous)
    return image, drawing


def inside(box: Box, outer: Box, slack: float = 0) -> bool:
    return (box[0] >= outer[0] - slack and box[1] >= outer[1] - slack
            and box[2] <= outer[2] + slack and box[3] <= outer[3] + slack)


def centre(box: Box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def mark_is_drawn(image: Any, box: Box) -> bool:
    """The mark's outer edge, in the middle of its left side, is the change colour."""
    return close(colour_at(image, (box[0] + 2, (box[1] + box[3]) / 2)), CHANGE, 40)


@pytest.mark.parametrize("game", ["meduris", "root", "mountain_king", "near_and_far"])
def test_nothing_is_marked_without_a_previous_board_or_a_change(game: str) -> None:
    view, _ = midgame_views(2, 1, game)
    assert not draw(game, view, None)[1].changes
    assert not draw(game, view, copy.deepcopy(view))[1].changes


def test_meduris_a_hut_built_frames_its_plot_only() -> None:
    previous, _ = midgame_views(3, 1, "meduris")
    view = copy.deepcopy(previous)
    plot = next(p for p in view["plots"] if not p["building"])
    plot["building"] = {"kind": "hut", "seat": 1}
    image, drawing = draw("meduris", view, previous)
    cell = BoardLayout.from_view(view).by_number[plot["number"]].cell
    assert [inside(c.box, cell) for c in drawing.changes] == [True]
    assert mark_is_drawn(image, drawing.changes[0].box)


def test_meduris_a_score_change_is_tagged_in_the_scores_table() -> None:
    previous, _ = midgame_views(3, 1, "meduris")
    view = copy.deepcopy(previous)
    view["seats"][2]["score"] += 3
    image, drawing = draw("meduris", view, previous)
    assert [inside(c.box, SCORES_BOX) for c in drawing.changes] == [True]
    assert any(t.text == "+3" and inside(t.box, drawing.changes[0].box) for t in drawing.texts)
    assert mark_is_drawn(image, drawing.changes[0].box)


def test_meduris_a_worker_placed_frames_its_highland() -> None:
    from renderers.meduris.layout import HIGHLANDS_BOX
    previous, _ = midgame_views(3, 1, "meduris")
    view = copy.deepcopy(previous)
    view["highlands"]["copper"] = [*view["highlands"]["copper"], 0][:3]
    if view["highlands"]["copper"] == previous["highlands"]["copper"]:
        view["highlands"]["copper"] = view["highlands"]["copper"][:-1]
    _, drawing = draw("meduris", view, previous)
    assert [c.box for c in drawing.changes] == [highland_boxes(HIGHLANDS_BOX)["copper"]]


def test_root_a_warrior_moved_rings_both_clearings_and_points_are_tagged() -> None:
    previous, _ = midgame_views(2, 1, "root")
    view = copy.deepcopy(previous)
    board = view["board"]
    source = next(k for k, c in board.items() if c["warriors"].get("marquise"))
    target = next(k for k in board if k != source)
    board[source]["warriors"]["marquise"] -= 1
    board[target]["warriors"]["marquise"] = board[target]["warriors"].get("marquise", 0) + 1
    view["vp"]["eyrie"] += 2
    image, drawing = draw("root", view, previous)
    woods = map_geometry(view["map"])
    rings = {tuple(round(v, 3) for v in centre(c.box)) for c in drawing.changes
             if c.box[2] - c.box[0] > 150}
    expected = {tuple(round(v, 3) for v in woods.clearings[int(k)].centre)
                for k in (source, target)}
    assert rings == expected
    tags = [c for c in drawing.changes if c.box[2] - c.box[0] <= 150]
    assert len(tags) == 1 and any(t.text == "+2" for t in drawing.texts)
    assert len(drawing.changes) == 3
    assert all(mark_is_drawn(image, c.box) for c in drawing.changes)


def test_mountain_king_a_tile_dug_frames_its_squares_only() -> None:
    previous, _ = midgame_views(3, 1, "mountain_king")
    view = copy.deepcopy(previous)
    taken = {c for t in view["tunnels"] for c in t["cells"]}
    cells = [c for c in ("a1", "b1", "c1", "a2", "b2", "c2", "d1", "e1") if c not in taken][:2]
    view["tunnels"].append({"id": 99, "kind": "tile", "cells": cells, "owner": 1, "shape": "I2",
                            "mineral": None, "anchor": None, "pedestal": None, "altar": None})
    view["seats"][1]["honour"] += 2
    image, drawing = draw("mountain_king", view, previous)
    squares = {c.box for c in drawing.changes if c.box[0] < BOARD_LEFT + 15 * CELL}
    found = {("abcdefghijklmno"[int((b[0] - BOARD_LEFT) // CELL)],
              int((b[1] - BOARD_TOP) // CELL) + 1) for b in squares}
    assert found == {(c[0], int(c[1:])) for c in cells}
    assert len(drawing.changes) == len(cells) + 1  # and the honour tag
    assert any(t.text == "+2" for t in drawing.texts)
    assert all(mark_is_drawn(image, c.box) for c in drawing.changes)


def test_mountain_king_dug_squares_carry_their_owners_letter() -> None:
    view, _ = midgame_views(3, 1, "mountain_king")
    _, drawing = draw("mountain_king", view, None)
    letters = {t.text for t in drawing.texts if t.glyph}
    owners = {t["owner"] for t in view["tunnels"] if t["kind"] == "tile" and t["owner"] is not None}

    expected = {seat_style(view["seats"][o]["colour"], o).letter for o in owners}
    assert expected and expected <= letters


def test_near_and_far_a_camp_and_coins_are_marked_where_they_are() -> None:
    from renderers.near_and_far.players import GOODS, GOODS_ROW, goods_box, part_box
    previous, _ = midgame_views(3, 1, "near_and_far")
    view = copy.deepcopy(previous)
    space = next(i for i, c in enumerate(view["camps"]) if c is None and i > 0)
    view["camps"][space] = 1
    view["seats"][2]["coin"] += 2
    image, drawing = draw("near_and_far", view, previous)
    coins = goods_box(part_box(panel_box(2), GOODS_ROW), GOODS.index("coin"))
    assert len(drawing.changes) == 2
    assert drawing.changes[1].box == coins
    assert all(mark_is_drawn(image, c.box) for c in drawing.changes)
