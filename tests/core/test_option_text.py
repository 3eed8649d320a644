"""Options as a reader reads them (issue 25, item 13): every option of every game has a
name, and every worded choice a value, in both languages (`optname.*`, `optvalue.*`), so
`/game status` never shows `name=value` or an internal encoding."""

from __future__ import annotations

import pytest

from games.core import all_games, get_game


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_every_option_and_choice_has_words(game: str, locale: str) -> None:
    g = get_game(game)
    for spec in g.options:
        assert g.catalog.template(locale, f"optname.{spec.name}"), (spec.name, locale)
        for choice in spec.choices:
            text = g.option_text(spec.name, choice, locale)
            name = g.catalog.text(locale, f"optname.{spec.name}")
            assert "=" not in text and text.startswith(f"{name}: ")
            if not choice.isdigit() and not (game == "root" and spec.name == "factions"
                                             and choice not in ("choose", "random")):
                assert g.catalog.template(locale, f"optvalue.{spec.name}.{choice}"), (
                    spec.name, choice, locale)


@pytest.mark.parametrize(("locale", "text"), [
    ("en", "Factions: Lizard Cult, Riverfolk Company, Marquise de Cat, Eyrie Dynasties"),
    ("es", "Facciones: Culto del Lagarto, Compañía de la Gente del Río, Marquesado de Gato, "
           "Dinastías del Nido del Águila"),
])
def test_root_factions_in_seat_order_by_their_names(locale: str, text: str) -> None:
    root = get_game("root")
    assert root.option_text("factions", "lizards,riverfolk,marquise,eyrie", locale) == text
    assert root.option_text("first_player", "2", locale) in ("First player: seat 2",
                                                             "Jugador inicial: asiento 2")
