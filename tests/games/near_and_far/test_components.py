"""Our component data keeps the counts and structure of the rulebook's component list
("Componentes") and of docs/rules/near_and_far.md."""

from __future__ import annotations

import json
from collections import Counter, deque

import pytest

from games.core.data import data_path
from games.near_and_far import components as c


def test_component_counts():
    """36 adventurers, 55 artifacts (38 basic, 17 advanced), 36 treasures, 12 threats
    4..15, 31 world cards, at least 40 express quests."""
    assert len([a for a in c.adventurers() if a != "pet"]) == 36
    tiers = Counter(a["tier"] for a in c.artifacts().values())
    assert tiers == {"basic": 38, "advanced": 17}
    assert len(c.treasures()) == 36
    assert sorted(t["difficulty"] for t in c.threats().values()) == list(range(4, 16))
    assert len(c.world_cards()) == 31
    assert len(c.express_cards()) >= 40


def test_adventurers_nine_per_faction_and_priced_by_their_stats():
    per = Counter(a["faction"] for a in c.adventurers().values() if a["id"] != "pet")
    assert set(per.values()) == {9}
    example = [
        a
        for a in c.adventurers().values()
        if a["faction"] == "red"
        and a["eye"] == 1
        and a["sword"] == 1
        and a["heart"] == 2
        and a["hand"] == 0
    ]
    assert example and example[0]["cost"] == 2, "the rulebook's example red adventurer costs 2"


@pytest.mark.parametrize("map_id", c.map_ids())
def test_map_structure(map_id):
    """A village space, 8 trade-route spaces (4 routes x 2), 16 quest spaces, a connected
    graph, threat and treasure symbols on
    paths only, and the map specials of maps 4 (water) and 5 (mammoths)."""
    board = c.load_map(map_id)
    kinds = Counter(s.kind for s in board.spaces)
    assert kinds["village"] == 1 and board.spaces[0].kind == "village"
    assert kinds["trade"] == 8
    assert Counter(s.route for s in board.spaces if s.route) == dict.fromkeys(board.routes, 2)
    assert sum(s.quest for s in board.spaces) == 16
    seen, todo = {0}, deque([0])
    while todo:
        for n, _ in board.neighbours(todo.popleft()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert len(seen) == len(board.spaces)
    assert all(board.neighbours(s.id) for s in board.spaces)
    symbols = Counter(p.symbol for p in board.paths)
    assert symbols["threat"] >= 12 and symbols["treasure"] >= 8
    assert all(sole > shared for sole, shared in board.routes.values())
    assert (board.special == "water") == any(s.water for s in board.spaces)
    assert (board.special == "mammoth") == any(s.mammoth for s in board.spaces)


def test_map_list_has_water_and_mammoths():
    specials = [c.load_map(m).special for m in c.map_ids()]
    assert len(specials) >= 5 and "water" in specials and "mammoth" in specials


def test_mine_grid_and_camp_track():
    """12 galleries, the entrance 1; 14 camp reveals starting coin, coin."""
    grid = c.rules()["mine"]["grid"]
    assert sorted(n for row in grid for n in row) == list(range(1, 13))
    assert grid[0][0] == c.rules()["mine"]["entrance"] == 1
    track = c.rules()["camp_track"]
    assert len(track) == 14 and track[:2] == ["coin", "coin"]


def test_every_card_has_names_in_both_languages():
    english = json.loads(data_path("near_and_far", "i18n", "en.json").read_text("utf-8"))
    spanish = json.loads(data_path("near_and_far", "i18n", "es.json").read_text("utf-8"))
    assert set(english) == set(spanish)
    keys = [f"art.{a}" for a in c.artifacts()] + [f"effect.{a}" for a in c.artifacts()]
    keys += [f"adv.{a}" for a in c.adventurers()] + [f"threat.{t}" for t in c.threats()]
    keys += [f"tre.{t[:3]}" for t in c.treasures()] + [f"world.{w[:3]}" for w in c.world_cards()]
    for q in c.express_cards():
        keys += [f"quest.{q}.title", f"quest.{q}.text", f"quest.{q}.opt1", f"quest.{q}.opt2"]
    missing = [k for k in keys if k not in english]
    assert missing == []
    texts = [english[k] for k in keys if k.startswith("quest.") and k.endswith(".text")]
    assert len(set(texts)) == len(texts), "every quest has its own flavour text"


def test_every_effect_is_one_the_engine_knows():
    known = {
        "stat",
        "visit",
        "trade_bonus",
        "trade_twice",
        "free_pass",
        "avoid_cost",
        "duel",
        "end_per_adventurer",
        "end_per",
        "on_buy",
        "quest_skill",
        "camp_cost",
        "toll",
        "most",
        "vp",
        "search_bonus",
    }
    cards = [*c.artifacts().values(), *c.treasures().values(), *c.world_cards().values()]
    for card in cards:
        for effect in card["effects"]:
            assert set(effect) - {"n", "gain", "min_animals"} <= known, (card["id"], effect)


def test_route_spaces_are_each_routes_spaces_in_map_order():
    """"Rutas comerciales": a route's spaces, worked out once per map (asked at every
    leaf of the search), are those whose route it is, in map order."""
    for map_id in c.map_ids():
        board = c.load_map(map_id)
        for route in board.routes:
            assert board.route_spaces(route) == [s.id for s in board.spaces if s.route == route]
        board.route_spaces(next(iter(board.routes))).append(-1)  # a copy: the map keeps its own
        assert -1 not in board.route_spaces(next(iter(board.routes)))
    assert c.load_map(c.map_ids()[0]).route_spaces("no such route") == []


def test_search_reward_is_the_teams_search_and_the_cards_bonus():
    """"Construir campamentos": a coin or gem space yields one per search symbol of the
    team and cards, plus a card's search bonus; other spaces nothing. Checked against
    `stats` and `effect_sum` with every talent and bought artifact tried in turn."""
    from games.near_and_far import camps
    from games.near_and_far.cards import effect_sum, stats
    from games.near_and_far.character import TALENT_EFFECTS
    from tests.games.near_and_far.position import started

    state = started(2)
    kinds = {s.kind: s.id for s in state.board.spaces}
    player = state.p(0)
    player["team"] = sorted(c.adventurers())[:3]
    extras = [*(("talents", [t]) for t in TALENT_EFFECTS),
              *(("bought", [a]) for a in c.artifacts()), ("bought", ["a04", "a08", "a34"])]
    amounts = set()
    for extra in extras:
        player["talents"], player["bought"] = [], []
        player[extra[0]] = extra[1]
        amount = stats(state, 0)["eye"] + effect_sum(state, 0, "search_bonus")
        amounts.add(amount)
        for kind in ("coin", "gem"):
            want = {kind: amount} if amount else {}
            assert camps.search_reward(state, 0, kinds[kind]) == want, extra
        assert camps.search_reward(state, 0, kinds["trade"]) == {}
    assert len(amounts) >= 3, "cards that add search, and a bonus, were among them"
