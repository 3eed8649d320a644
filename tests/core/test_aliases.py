"""Issue 14, item 10: every game's notation reads the Spanish words as aliases
(data/<game>/aliases.json); the canonical notation stays what is stored:
`str(parse(alias)) == canonical` for every legal action of random games."""

from __future__ import annotations

import random
import re

import pytest

from games.core import aliases, get_game
from games.core.errors import BadNotation

GAMES = [("meduris", 3), ("root", 2), ("mountain_king", 3), ("near_and_far", 3)]
WORD = re.compile(r"(?<![_\w])[^\W\d_]+(?![_#\w])|(?<=\d)[^\W\d_]+(?![_#\w])")  # not in a card id


def spanish(game_id: str) -> dict[str, str]:
    """Canonical word -> its first Spanish alias."""
    found: dict[str, str] = {}
    for alias, word in aliases.table(game_id).items():
        found.setdefault(word, alias)
    return found


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_spanish_words_read_as_the_canonical_notation(game_id: str, players: int) -> None:
    game = get_game(game_id)
    words = spanish(game_id)
    translated = 0
    for seed in range(2):
        state = game.setup(players, {}, seed)
        chooser = random.Random(seed)
        for _ in range(300):
            if state.is_over():
                break
            seat = state.pending()[0].seat
            legal = state.legal(seat)
            for action in legal:
                text = str(action)
                typed = WORD.sub(lambda m: words.get(m.group(0), m.group(0)), text)
                if typed != text:
                    assert str(game.parse_action(typed)) == text, (typed, text)
                    translated += 1
            state.apply(seat, chooser.choice(legal))
    assert translated > 20


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_no_alias_is_a_canonical_word(game_id: str, players: int) -> None:
    """An alias never shadows a word of the notation itself."""
    canonical = set(aliases.table(game_id).values())
    assert canonical and not set(aliases.table(game_id)) & canonical


def test_accents_are_optional_and_bad_text_is_still_refused() -> None:
    root = get_game("root")
    assert str(root.parse_action("HECHO")) == "done"
    with pytest.raises(BadNotation):
        root.parse_action("hecho y deshecho")
