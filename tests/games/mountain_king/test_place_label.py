"""A choice shows its result (issue 25, item 8): a tile's placement is labelled in words,
not by its code (`place r2f j1`): the squares it covers, its turn, the honour it scores,
its anchor, and what it reaches, uncovers and touches, in both languages."""

from __future__ import annotations

import pytest

from games.core import Rng, get_game
from games.mountain_king import dig
from games.mountain_king.actions import Place
from games.mountain_king.components import tunnel_points, tunnel_shapes

MK = get_game("mountain_king")
TURNS = {"en": {"r0": "as printed", "r1": "turned a quarter right", "r2": "turned half round",
                "r3": "turned a quarter left"},
         "es": {"r0": "como está impresa", "r1": "girada un cuarto a la derecha",
                "r2": "girada media vuelta", "r3": "girada un cuarto a la izquierda"}}


def place_position():
    state = MK.setup(5, {}, 1)
    rng = Rng.derive(1, "place label")
    agent = MK.agent("heuristic")
    for _ in range(600):
        prompt = state.pending()[0]
        if prompt.kind == "place":
            return state, prompt.seat
        state.apply(prompt.seat, agent.choose(state, prompt.seat, rng))
    pytest.fail("no tile to place")


@pytest.mark.parametrize("locale", ["en", "es"])
def test_every_placement_says_where_the_tile_lands(locale: str) -> None:
    state, seat = place_position()
    b = state.board
    chosen = state.progress["dig"]
    honour = tunnel_points(tunnel_shapes()[chosen["shape"]].size, chosen["mineral"])
    places = [a for a in state.legal(seat) if isinstance(a, Place)]
    assert places
    for action in places:
        label = MK.label(state, action, locale)
        spot = dig.find_placement(state, seat, action)
        covered = ", ".join(b.cell_name(c) for c in sorted(spot.cells))
        assert covered in label, (label, covered)
        assert str(action) not in label and action.orientation not in label.split()
        turn = TURNS[locale][action.orientation[:2]]
        assert turn in label
        assert ("mirrored" in label or "volteada" in label) == action.orientation.endswith("f")
        assert f"+{honour} " in label
        if spot.anchor is not None:
            word = "anchor on" if locale == "en" else "ancla en"
            assert f"{word} {b.cell_name(spot.anchor)}" in label
