"""Every file in data/ is checked (STYLE 13): JSON parses, catalogs are complete
in both languages, and every text the engine produces has a template."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.core import agent_rng, get_game, make_agent
from games.core.data import data_root

DATA = data_root()
JSON_FILES = sorted(DATA.rglob("*.json"))
CATALOG_DIRS = sorted({p.parent for p in DATA.rglob("en.json")})


@pytest.mark.parametrize("path", JSON_FILES, ids=lambda p: str(p.relative_to(DATA)))
def test_data_file_parses(path: Path) -> None:
    json.loads(path.read_text("utf-8"))


@pytest.mark.parametrize("folder", CATALOG_DIRS, ids=lambda p: str(p.relative_to(DATA)))
def test_catalog_has_the_same_keys_in_english_and_spanish(folder: Path) -> None:
    english = json.loads((folder / "en.json").read_text("utf-8"))
    spanish = json.loads((folder / "es.json").read_text("utf-8"))
    assert sorted(set(english) - set(spanish)) == []
    assert sorted(set(spanish) - set(english)) == []


def test_meduris_boards_are_consistent() -> None:
    from games.meduris.board import load_board

    for side, plots in (("2-3", 32), ("4", 40)):
        board = load_board(side)
        assert board.size == plots
        assert board.area_count == 9
        icons = [icon for plot in board.plots for icon in plot.icons]
        assert all(icons.count(r) == plots // 2 for r in ("wool", "wood", "stone", "copper"))
        assert all(plot.icons[0] != plot.icons[1] for plot in board.plots)
        areas = [plot.area for plot in board.plots]
        assert areas == sorted(areas), "rune areas are contiguous runs of plots"


@pytest.mark.parametrize("locale", ["en", "es"])
def test_every_meduris_text_has_a_template(locale: str) -> None:
    game = get_game("meduris")
    agent = make_agent("random")
    for players in (2, 4):
        state = game.setup(players, {}, 3)
        steps = 0
        while not state.is_over():
            assert game.catalog.has(f"meduris.phase.{state.phase}", locale)
            for prompt in state.pending():
                text = game.prompt_text(state, prompt, locale)
                assert "{" not in text and not text.startswith("prompt."), text
            seat = state.pending()[0].seat
            action = agent.choose(state, seat, agent_rng(3, seat, steps))
            assert "{" not in game.label(state, action, locale)
            for event in state.apply(seat, action):
                text = game.event_text(event, locale, ["Ana", "Bea", "Cris", "Dani"])
                assert "{" not in text and not text.startswith("event."), text
            steps += 1
        assert "{" not in game.hand_text(state, 0, locale)
    for topic in game.rules_topics():
        assert not game.catalog.text(locale, f"rules.{topic}").startswith("rules.")


def test_spanish_messages_name_commands_as_spanish_discord_shows_them() -> None:
    """A Spanish client lists `/partida unirse`, not `/game join`."""
    spanish = json.loads((DATA / "i18n" / "bot" / "es.json").read_text("utf-8"))
    english_names = [t for t in spanish.values() if "/game " in t or "/play" in t]
    assert english_names == []
