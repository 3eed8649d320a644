"""Whole games written as Rootlog files (games/root/rootlog/writer.py): the replay
the writer runs is the game itself, the points written add up to the score, the
winner is named, and nothing hidden is ever written."""

from __future__ import annotations

import re

import pytest

from games.core import agent_rng, get_game
from games.root import cards, hidden
from games.root.rootlog import RootlogSetup, export_state, export_text, tables
from games.root.state import RootState

TABLES = [
    (2, "marquise,eyrie", 11),
    (3, "eyrie,alliance,vagabond", 13),
    (4, "marquise,eyrie,alliance,vagabond", 14),
]


def played_game(players: int, factions: str, seed: int) -> tuple[RootState, list[tuple[int, str]],
                                                                  set[str], set[str]]:
    """A heuristic self-play game: its final state, its actions, and the card ids
    that were ever somewhere only their holder saw / ever somewhere the table saw."""
    game = get_game("root")
    state = game.setup(players, {"factions": factions}, seed)
    assert isinstance(state, RootState)
    agents = [game.agent("heuristic") for _ in range(players)]
    log: list[tuple[int, str]] = []
    private: set[str] = set()
    public: set[str] = set()
    while state.result() is None:
        seat = state.pending()[0].seat
        action = agents[seat].choose(state, seat, agent_rng(seed, seat, len(log) + 1))
        state.apply(seat, action)
        log.append((seat, str(action)))
        _sort_cards(state, private, public)
    return state, log, private, public


def _sort_cards(state: RootState, private: set[str], public: set[str]) -> None:
    for seat, hand in enumerate(state.hands):
        shown = set(hidden.shown_to_table(state, seat))
        for card in hand:
            (public if card in shown else private).add(cards.card_id(card))
    for data in state.faction_data.values():
        private.update(cards.card_id(c) for c in data.get("supporters", []))
        for listed in (data.get("decree") or {}).values():
            public.update(cards.card_id(c) for c in listed)
    for pile in (state.discard, state.available_dominance, *state.improvements.values(),
                 state.dominance.values()):
        public.update(cards.card_id(c) for c in pile)


@pytest.fixture(scope="module", params=TABLES, ids=lambda t: f"{t[0]}p-{t[2]}")
def exported(request: pytest.FixtureRequest) -> tuple[RootState, str, set[str], set[str]]:
    players, factions, seed = request.param
    state, log, private, public = played_game(players, factions, seed)
    text = export_text(RootlogSetup(players, {"factions": factions}, seed), log)
    return state, text, private, public


def turn_lines(text: str) -> list[tuple[str, list[str]]]:
    body = text.split("\n\n", 1)[1]
    found = []
    for raw in body.splitlines():
        line = raw.split("//")[0].strip()
        if re.match(r"^[A-Z]:", line):
            found.append((line[0], line[2:].split("/") if line[2:] else []))
    return found


def test_the_replay_the_writer_runs_is_the_game_itself() -> None:
    """The writer settles each action step by step (to split turns): the same
    steps as `state.apply`, so it ends in exactly the played state."""
    players, factions, seed = TABLES[2]
    state, log, _, _ = played_game(players, factions, seed)
    fresh = get_game("root").setup(players, {"factions": factions}, seed)
    assert isinstance(fresh, RootState)
    _, replayed = export_state(fresh, log)
    assert replayed.to_json() == state.to_json()


def test_header_setup_lines_and_winner(exported: tuple[RootState, str, set[str], set[str]]) -> None:
    state, text, _, _ = exported
    lines = text.splitlines()
    assert "Map: Fall" in lines and "Deck: Standard" in lines
    for seat in state.turn_order:
        assert f"{tables.letter(state.factions[seat])}: Seat {seat + 1}" in lines
    result = state.result()
    assert result is not None
    winners = "".join(tables.letter(state.factions[s]) for s in result.winners)
    assert f"Winner: {winners}" in lines
    setup = [letter for letter, _ in turn_lines(text)][: len(state.factions)]
    order = [tables.letter(f) for f in tables.setup_order() if f in state.factions]
    assert setup == order  # one setup line per faction, in setup order


def test_the_points_written_add_up_to_each_score(
    exported: tuple[RootState, str, set[str], set[str]],
) -> None:
    state, text, _, _ = exported
    scored: dict[str, int] = {}
    dominance: set[str] = set()
    for me, parts in turn_lines(text):
        for part in parts:
            points = re.fullmatch(r"([A-Z]?)(\+\+|--)(\d*)", part)
            if points:
                who = points[1] or me
                n = int(points[3] or 1)
                scored[who] = scored.get(who, 0) + (n if points[2] == "++" else -n)
            elif part.startswith("++->"):
                dominance.add(me)
    for faction in state.factions:
        letter = tables.letter(faction)
        if letter not in dominance:
            assert scored.get(letter, 0) == state.vp[faction], faction


def test_turns_follow_the_turn_order(exported: tuple[RootState, str, set[str], set[str]]) -> None:
    state, text, _, _ = exported
    order = [tables.letter(state.factions[s]) for s in state.turn_order]
    turns = [letter for letter, _ in turn_lines(text)][len(state.factions):]
    assert turns == [order[i % len(order)] for i in range(len(turns))]


def test_no_card_only_ever_in_a_hand_or_the_supporters_is_named(
    exported: tuple[RootState, str, set[str], set[str]],
) -> None:
    """Secrecy: a card the table never saw (it stayed in hands, face-down supporters
    or the deck) never appears in the file by name."""
    _, text, private, public = exported
    secret = private - public
    assert secret, "the game should leave some card unseen"
    for card_id in secret:
        written = tables.card(f"{card_id}#1")
        assert written not in text, card_id


def test_the_file_uses_each_kind_of_line() -> None:
    players, factions, seed = TABLES[2]
    _, log, _, _ = played_game(players, factions, seed)
    text = export_text(RootlogSetup(players, {"factions": factions}, seed), log)
    body = "\n".join("/".join(parts) for _, parts in turn_lines(text))
    for pattern in (r"\dw\d+->\d", r"X[CEAV]\d+", r"\)?\d+->(/|$)", r"Z%", r"\$_[CEA]->",
                    r"%[a-z][a-z]*->[er]", r"#->[CEAV]", r"t->\d", r"p->\d"):
        assert re.search(pattern, body, re.M), pattern


def test_player_names_are_one_plain_line() -> None:
    setup = RootlogSetup(2, {"factions": "marquise,eyrie"}, 3, ["Ana/\nC: x; //y", "B" * 80])
    text = export_text(setup, [])
    assert "C: Ana C: x y" in text.splitlines()
    assert "E: " + "B" * 40 in text.splitlines()
    assert "// the game goes on" in text and "Winner" not in text
