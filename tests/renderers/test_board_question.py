"""The board asks the question the prompt message asks (issue 25, item 7): the public view
carries the parameters a prompt's sentence shows (games/core/asked.py), so no board shows
"…" where the channel reads a number, and a battle under way is the battle on the board."""

from __future__ import annotations

import re

import pytest

from games.core import Rng, get_game
from games.core.asked import pending_data
from games.core.types import Prompt
from renderers import render_images
from renderers.kit.asked import question
from renderers.kit.record import recording

NAMES = ["Ana", "Bea", "Cai", "Dan", "Eve"]
GAMES = {"root": 4, "meduris": 4, "mountain_king": 5, "near_and_far": 4}


def posted(game_id: str, state, prompt: Prompt, locale: str) -> str:
    """The prompt message's sentence as a board shows it: the name beside it, no code quotes."""
    text = get_game(game_id).prompt_text(state, prompt, locale, NAMES).replace("`", "")
    name = NAMES[prompt.seat]
    text = text[len(name):].lstrip(",: ") if text.startswith(name) else text
    return text[:1].upper() + text[1:]


def positions(game_id: str, steps: int = 160, seed: int = 3):
    """Each position of a game played by its AI, with its first prompt."""
    game = get_game(game_id)
    state = game.setup(GAMES[game_id], {}, seed)
    rng = Rng.derive(seed, "board question")
    agent = game.agent("heuristic")
    for _ in range(steps):
        if state.is_over():
            return
        prompt = state.pending()[0]
        yield state, prompt
        state.apply(prompt.seat, agent.choose(state, prompt.seat, rng))


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_public_view_asks_the_posted_question(game_id: str, locale: str) -> None:
    with_numbers = 0
    for state, prompt in positions(game_id):
        view = state.view(None)
        asked = question(game_id, view["pending"], NAMES, locale)
        assert asked == posted(game_id, state, prompt, locale), prompt.kind
        assert "\u2026" not in asked and "{" not in asked, asked
        with_numbers += bool(view["pending"][0].get("params"))
    assert with_numbers, "some question of the game has values to show"


def test_only_what_the_sentence_shows_goes_into_the_view() -> None:
    """A parameter the prompt's sentence does not name (in either language) stays out:
    Meduris's offering keeps its `icons` to itself, Root's move its `suit`."""
    offering = Prompt(0, "offering", {"plot": 3, "huts": 2, "icons": ["wool"]}, private=True)
    assert pending_data("meduris", [offering]) == [
        {"seat": 0, "kind": "offering", "params": {"plot": 3, "huts": 2}}]
    move = Prompt(1, "move", {"left": 2, "suit": "fox"})
    assert pending_data("root", [move]) == [{"seat": 1, "kind": "move", "params": {"left": 2}}]


def drawn_text(game_id: str, view, locale: str) -> str:
    with recording() as drawing:
        render_images(game_id, view, NAMES, locale)
    return " ".join(t.text for t in drawing.texts)


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_board_draws_the_question_with_its_numbers(game_id: str, locale: str) -> None:
    """The first question with a number in it, drawn whole on the board or its details."""
    for state, _prompt in positions(game_id):
        view = state.view(None)
        params = view["pending"][0].get("params") or {}
        if any(isinstance(v, int) and not isinstance(v, bool) for v in params.values()):
            break
    else:
        pytest.fail("no question with a number")
    asked = posted(game_id, state, state.pending()[0], locale)
    assert re.search(r"\d", asked)
    assert " ".join(asked.split()) in " ".join(drawn_text(game_id, view, locale).split())


def ambushed_position():
    """The first ambush or hits question of a battle, in a game that fought one before."""
    for seed in range(12):
        for state, prompt in positions("root", steps=300, seed=seed):
            if prompt.kind in ("ambush", "take_hits") and state.last_battle:
                return state, prompt
    pytest.fail("no battle question after another battle")


@pytest.mark.parametrize(("locale", "title"), [("en", "Battle under way"),
                                               ("es", "Batalla en curso")])
def test_the_battle_on_the_board_is_the_one_asked_about(locale: str, title: str) -> None:
    state, prompt = ambushed_position()
    view = state.view(None)
    clearing = prompt.params["clearing"]
    assert view["battle"]["clearing"] == clearing
    text = drawn_text("root", view, locale)
    word = "clearing" if locale == "en" else "claro"
    assert f"{title} \u00b7 {word} {clearing}" in text
    assert f"{word} {clearing}" in question("root", view["pending"], NAMES, locale)
    # Once the battle is over, the panel is the last battle again.
    over = dict(view)
    del over["battle"]
    assert "Battle under way" not in drawn_text("root", over, "en")
