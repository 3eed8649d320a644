"""The shared pieces of games/core: RNG, errors, options, catalogs, purity."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from games.core import OptionError, Rng, get_game
from games.core.i18n import normalize_locale
from games.core.rng import Rng as RngClass
from games.core.types import Result

ROOT = Path(__file__).resolve().parents[2]


def test_rng_is_deterministic_and_serializable() -> None:
    a, b = Rng(123), Rng(123)
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]
    c = RngClass(a.state)
    assert a.next_u64() == c.next_u64()


def test_rng_covers_the_whole_range_uniformly() -> None:
    rng = Rng(9)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randbelow(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_rng_shuffle_is_a_permutation() -> None:
    items = list(range(20))
    Rng(5).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_derived_generators_differ_by_each_part() -> None:
    states = {Rng.derive(1, seat, seq).state for seat in range(4) for seq in range(50)}
    assert len(states) == 200


def test_rng_draws_the_numbers_stored_games_were_played_with() -> None:
    # Pinned from the generator before its hot loops were written out (issue 27
    # goal 5): a stored game replays only if every number drawn stays the same.
    derived = Rng.derive(7, "resample", 3)
    assert derived.state == 3271991183834233381
    assert [derived.next_u64() for _ in range(2)] == [10758361411220853703, 12884464342084785333]
    items = list(range(10))
    Rng(11).shuffle(items)
    assert items == [1, 9, 8, 6, 7, 2, 0, 5, 4, 3]
    assert Rng(12).randbelow(1000) == 323
    assert Rng("resample").state == int.from_bytes(b"resample", "little")
    big = Rng(3)
    assert big.randbelow(2**64 - 5) == Rng(3).next_u64()  # drawn below the limit: kept


def test_unknown_game_and_bad_options_are_refused_clearly() -> None:
    with pytest.raises(OptionError) as unknown:
        get_game("chess")
    assert "meduris" in str(unknown.value)
    meduris = get_game("meduris")
    with pytest.raises(OptionError) as count:
        meduris.validate_options(5)
    assert "2" in str(count.value) and "4" in str(count.value)
    with pytest.raises(OptionError) as bad:
        meduris.validate_options(3, {"bonus": "everywhere"})
    assert "random" in str(bad.value)
    with pytest.raises(OptionError):
        meduris.validate_options(3, {"colour": "red"})
    assert meduris.validate_options(3, {"BONUS": "Spread"})["bonus"] == "spread"


def test_locales_normalize_to_catalog_languages() -> None:
    assert normalize_locale("es-ES") == "es"
    assert normalize_locale("es-419") == "es"
    assert normalize_locale("en-US") == "en"
    assert normalize_locale("fr") == "en"
    assert normalize_locale(None) == "en"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize(
    ("package", "forbidden"),
    [
        ("games", {"discord", "aiosqlite", "asyncio", "PIL", "bot", "renderers", "asyncpg"}),
        ("renderers", {"discord", "bot", "aiosqlite", "asyncpg"}),
    ],
)
def test_layers_import_only_downwards(package: str, forbidden: set[str]) -> None:
    """STYLE 1: the engine is pure; renderers never reach into the bot."""
    offenders = {
        str(path.relative_to(ROOT)): sorted(_imports(path) & forbidden)
        for path in (ROOT / package).rglob("*.py")
        if _imports(path) & forbidden
    }
    assert offenders == {}


def test_result_tied_groups_lists_each_shared_score_best_first_in_ranking_order() -> None:
    result = Result((30, 20, 30, 20, 10), (2,), (2, 0, 3, 1, 4))
    assert result.tied_groups() == [(30, [2, 0]), (20, [3, 1])]
    assert Result((3, 2), (0,), (0, 1)).tied_groups() == []
