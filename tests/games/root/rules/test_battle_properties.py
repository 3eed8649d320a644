"""Random battles (Law of Root 2.5, 3.3, 4.2.1): whatever the pieces, cards and
answers, pieces are conserved, every enemy building or token removed is worth
exactly 1 VP to its remover, the dice never deal more than the warriors allow,
and a half-fought battle survives a JSON round trip."""

from __future__ import annotations

from games.core.rng import Rng
from games.root import board
from games.root.state import RootState
from tests.games.root.rules.position import (
    count_pieces,
    open_frame,
    play,
    position,
    prompt_kinds,
)

AMBUSHES = ["ambush_bird#1", "ambush_bird#2", "ambush_rabbit#1", "ambush_mouse#1", "ambush_fox#1"]
BATTLES = 300


def random_side(rng: Rng, letter: str, building: str) -> str:
    parts = [f"{letter}{rng.randint(0, 6)}"]
    parts += [f"{letter}[{building}]"] * rng.randint(0, 1)
    parts += [f"{letter}(wood)"] * rng.randint(0, 2)
    parts += [f"{letter}(keep)"] * rng.randint(0, 1)
    if parts == [f"{letter}0"]:
        parts.append(f"{letter}(wood)")  # someone to fight
    return " ".join(parts)


def random_position(rng: Rng) -> RootState:
    attacker = random_side(rng, "m", "sawmill").split(" ", 1)[1:]
    text = f"11: m{rng.randint(1, 6)} {' '.join(attacker)} {random_side(rng, 'w', 'roost')}"
    deal = list(AMBUSHES)
    rng.shuffle(deal)
    split = rng.randint(0, 5)
    state = position(text, hands=[deal[:split][:2], deal[split:][:2]], seed=rng.next_u64())
    for faction in state.factions:
        if rng.randint(0, 3) == 0:
            role = "attacker" if faction == "moles" else "defender"
            state.faction_data[faction]["extra_hits"] = {role: 1}
    return state


def enemy_pieces(state: RootState, faction: str) -> int:
    return len(board.buildings(state.board, 11, faction) + board.tokens(state.board, 11, faction))


def fight_to_the_end(state: RootState, rng: Rng, asked: set[str]) -> None:
    play(state, (0, "x11 w"))
    while prompt_kinds(state) != [(0, "probe")]:
        asked.add(state.pending()[0].kind)
        twin = RootState.from_json(state.to_json())
        assert twin.to_json() == state.to_json() and twin.pending() == state.pending()
        (prompt,) = state.pending()
        choice = rng.choice(state.legal(prompt.seat))
        play(state, (prompt.seat, str(choice)))


def test_random_battles_conserve_pieces_and_score_exactly_the_removals():
    rng = Rng(2024)
    asked: set[str] = set()
    outcomes: set[str] = set()
    for _ in range(BATTLES):
        state = random_position(rng)
        before = {f: count_pieces(state, f) for f in state.factions}
        structures = {f: enemy_pieces(state, f) for f in state.factions}
        warriors = {f: board.warriors(state.board, 11, f) for f in state.factions}
        open_frame(state, "battle", clearing_suit=None, optional=False)
        fight_to_the_end(state, rng, asked)
        assert {f: count_pieces(state, f) for f in state.factions} == before
        lost = {f: structures[f] - enemy_pieces(state, f) for f in state.factions}
        assert state.vp == {"moles": lost["owls"], "owls": lost["moles"]}
        record = state.last_battle
        outcomes.add(record["ambush"] + ("" if record["dice"] else " (no dice)"))
        if record["dice"] and record["ambush"] != "hit":
            high, low = record["dice"]
            extra = 1 if warriors["owls"] == 0 else 0
            extra += state.faction_data["moles"].get("extra_hits", {}).get("attacker", 0)
            assert record["hits"]["attacker"] == min(high, warriors["moles"]) + extra
            assert record["hits"]["defender"] - state.faction_data["owls"].get(
                "extra_hits", {}
            ).get("defender", 0) == min(low, warriors["owls"])
        removed = sum(record["removed"]["defender"].values())
        if record["dice"]:
            assert removed == min(record["hits"]["attacker"], warriors["owls"] + structures["owls"])
    assert asked == {"ambush", "foil", "take_hits"}
    assert outcomes == {"none", "hit", "foiled", "hit (no dice)"}
