"""Root's setup tells each placement once (issue 14 item 13): the keep in one
line, the Eyrie's roost and six warriors in one line, in both languages."""

from __future__ import annotations

import pytest

from games.core import get_game


def _setup_lines(locale: str) -> list[str]:
    game = get_game("root")
    state = game.setup(2, {"first_player": "1", "factions": "marquise,eyrie"}, 1)
    lines = []
    for _ in range(4):  # the keep, three buildings, the Eyrie's corner follows
        seat = state.pending()[0].seat
        events = state.apply(seat, state.legal(seat)[0])
        lines += [game.event_text(e, locale) for e in events if e.kind != "phase"]
    return lines


@pytest.mark.parametrize("locale", ["en", "es"])
def test_the_keep_and_the_first_roost_are_told_once(locale: str) -> None:
    lines = _setup_lines(locale)
    game = get_game("root")
    keep = game.catalog.text(locale, "event.marquise_keep", player="#1", clearing=1)
    assert lines[0] == keep
    assert lines[1].startswith("#1") and "1, 2, 4" in lines[1]  # the garrison, one line
    roost = [line for line in lines if line.startswith("#2")]
    assert len(roost) == 1, lines  # "sets the first roost and six warriors", alone
    assert not any("keep" in line and "1 keep" in line for line in lines)


def test_the_setup_log_in_english() -> None:
    lines = _setup_lines("en")
    assert lines[0] == "#1 sets the keep in clearing 1."
    assert "placed 1 keep" not in " ".join(lines)
    assert sum("roost" in line for line in lines) == 1
