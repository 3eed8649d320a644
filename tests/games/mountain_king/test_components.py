"""The designed components keep the rulebook's counts and shapes ("Componentes",
"Preparación general"); docs/rules/mountain_king.md explains each design."""

from __future__ import annotations

from collections import Counter

import pytest

from games.mountain_king.components import (
    RESOURCES,
    board,
    hall_shapes,
    rules,
    spells,
    trolls,
    tunnel_shapes,
)


def _connected(cells) -> bool:
    cells = set(map(tuple, cells))
    start = next(iter(cells))
    seen, stack = {start}, [start]
    while stack:
        x, y = stack.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                stack.append(n)
    return seen == cells


def test_components_tunnel_tiles():
    """"Componentes": 52 tunnel tiles; sizes 2-6 (the table's rows); size-5 tiles
    never have an anchor, every other tile has one; every shape is connected."""
    shapes = tunnel_shapes().values()
    assert sum(s.count for s in shapes) == 52
    assert {s.size for s in shapes} == {2, 3, 4, 5, 6}
    for s in shapes:
        assert _connected(s.cells), s.id
        assert len(set(s.cells)) == s.size
        assert (s.anchor is None) == (s.size == 5), s.id
        assert s.id.endswith(str(s.size))


def test_components_great_halls():
    """"El gran salón": 6 halls, each with an altar and low/high honour; the
    Hidden Treasure is worth 6/15 and one hall's low value is 0 (the worked
    final-score example)."""
    halls = hall_shapes()
    assert len(halls) == 6
    assert (halls["hidden_treasure"].low, halls["hidden_treasure"].high) == (6, 15)
    assert min(h.low for h in halls.values()) == 0
    for h in halls.values():
        assert _connected(h.cells) and h.anchor is not None and h.low < h.high


def test_components_trolls():
    """"Componentes": 6 starting trolls per colour; 55 horde trolls, 21 of level 1,
    17 of level 2, 17 of level 3; top rows of 2/3/4 symbols by level; every
    symbol is a resource or a clan/wild cart; clans are mud, fire, ice, moon."""
    cards = trolls().values()
    starting = [c for c in cards if c["level"] == 0]
    assert len(starting) == 6 and all(c["start"] for c in starting)
    levels = Counter(c["level"] for c in cards if c["level"])
    assert levels == {1: 21, 2: 17, 3: 17}
    for c in cards:
        assert c["clan"] in rules()["clans"]
        if c["level"]:
            assert len(c["produces"]) == c["level"] + 1
            assert c["pedestal"] == (c["level"] >= 2)
        for symbol in c["produces"]:
            base, _, clan = symbol.partition(":")
            assert base in RESOURCES
            if base == "cart":
                assert clan in ("wild", c["clan"]) and (clan == "wild") == (c["clan"] == "mud")


def test_components_spells_workshops_tokens():
    """17 spells; 11 workshop kinds in 2 copies; 15 pedestal point tokens in
    groups of 3, 4, 4, 4; coronation tokens 5 and 3; the supplies."""
    assert len(spells()) == 17
    assert len(rules()["workshops"]) == 11 and rules()["workshop_copies"] == 2
    tokens = Counter(rules()["pedestal_point_tokens"])
    assert sorted(tokens.values()) == [3, 4, 4, 4]
    assert rules()["coronation"] == [5, 3]
    assert rules()["supply"] == {"stone": 35, "iron": 35, "heartstone": 30, "coin": 35,
                                 "cart": 45, "hammer": 20, "rune": 25}


@pytest.mark.parametrize("side", ["winter", "autumn"])
def test_components_board_sides(side):
    """The board: five levels around the heart, start points in the outer band
    (winter: 4 and 5; autumn: 3), at most 21 statue spaces (leftover statues go
    back to the box), more workshop spaces than workshops in play, statue spaces
    clockwise, nothing on the heart."""
    b = board(side)
    assert b.size == 15 and set(b.levels) == {0, 1, 2, 3, 4, 5}
    assert b.levels[7 * 15 + 7] == 0
    numbers = {"winter": {"4", "5"}, "autumn": {"3"}}[side]
    assert set(b.start_points) == numbers
    for n, points in b.start_points.items():
        assert len(points) == int(n)
        assert all(b.levels[c] == 1 for c in points)
    assert len(b.statue_spaces) <= 21
    most_players = max(int(n) for n in b.start_points)
    assert len(b.workshop_spaces) > 2 * most_players + 1
    features = [*b.statue_spaces, *b.workshop_spaces, *b.rubble, *b.buried]
    assert all(b.levels[c] > 0 for c in features)
    assert not set(b.workshop_spaces) & (set(b.statue_spaces) | b.rubble | set(b.buried))
    starts = {c for pts in b.start_points.values() for c in pts}
    assert not starts & set(features)
    assert {lv for c in b.statue_spaces for lv in [b.levels[c]]} >= {2, 3, 4, 5}
    for resources_found in b.buried.values():
        assert set(resources_found) <= set(RESOURCES)
