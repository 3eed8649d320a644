"""The renderer registry, and what the renderers package may import."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from renderers import has_renderer, render_image, renderer_for
from renderers.meduris import render
from tests.renderers import samples

PACKAGE = Path(__file__).resolve().parents[2] / "renderers"
FORBIDDEN = ("discord", "bot", "aiosqlite", "asyncio")
GAMES = PACKAGE.parent / "games"
VIEW_TYPES = re.compile(r"games\.[a-z_]+(\.factions\.[a-z_]+)?\.view_types")
"""A game's view types, or a Root faction's (the shape of its board in the view)."""


def test_meduris_is_registered_under_its_id() -> None:
    assert has_renderer("meduris") and has_renderer(" Meduris ")
    assert renderer_for("MEDURIS") is render
    assert not has_renderer("chess")


def test_an_unknown_game_gets_a_clear_answer() -> None:
    with pytest.raises(ValueError, match=r"no board image for 'chess'.*meduris"):
        render_image("chess", samples.empty_2p())


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.name)
def test_renderers_never_import_discord_or_the_bot(path: Path) -> None:
    modules = imported_modules(path)
    assert not {m.split(".")[0] for m in modules} & set(FORBIDDEN)


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.name)
def test_renderers_read_views_not_game_states(path: Path) -> None:
    """Only the shared core (data files, locales) is used, never a game's State;
    a game's view types (games/<game>/view_types.py, the shape of its view; a Root
    faction's board in games/root/factions/<f>/view_types.py) are the one other
    thing a renderer may name."""
    games = {m for m in imported_modules(path) if m.split(".")[0] == "games"}
    assert all(m.startswith("games.core") or VIEW_TYPES.fullmatch(m) for m in games)


@pytest.mark.parametrize("path", sorted(GAMES.rglob("view_types.py")), ids=lambda p: p.parent.name)
def test_view_types_declare_shapes_only(path: Path) -> None:
    """A game's view types import nothing but typing, the core's shared record
    types and other view types: naming them reaches no game code."""
    allowed = {"__future__", "typing", "collections.abc", "games.core.types"}
    assert all(m in allowed or VIEW_TYPES.fullmatch(m) for m in imported_modules(path))
