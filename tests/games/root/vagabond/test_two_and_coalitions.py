"""Two Vagabonds (seed 003 9.7 / seed 000 9.8) and coalitions (9.2.8)."""

from __future__ import annotations

from games.root import board, scoring
from games.root.factions.vagabond import board as vb
from tests.games.root.vagabond.position import (
    VB,
    at_phase,
    card,
    clear_map,
    give_items,
    hand,
    legal_text,
    new_game,
    pawn_to,
    play,
    set_up,
)

TWO = "marquise,eyrie,vagabond,vagabond"
VB2 = vb.VAGABOND2


def test_9_7_the_second_vagabond_is_vagabond2_with_another_character() -> None:
    state = set_up(TWO, character="thief")
    assert state.factions == ["marquise", "eyrie", VB, VB2]
    first = vb.data(state, VB)["character"]
    second = vb.data(state, VB2)["character"]
    assert "thief" in (first, second) and None not in (first, second) and first != second


def test_9_7_1_two_items_under_each_ruin_9_7_2_three_shared_quests() -> None:
    state = set_up(TWO)
    ruins = [c for c in state.woods.clearings if state.woods.clearings[c].ruin]
    assert all(vb.ruin_items_left(state, c) == 2 for c in ruins)
    assert sorted(vb.shared(state)["ruin_pool"]) == sorted(["bag", "boot", "hammer", "sword"] * 2)
    assert len(vb.face_up_quests(state)) == 3


def test_9_7_3_exploring_a_ruin_with_two_items_looks_at_both_and_takes_one() -> None:
    state = set_up(TWO)
    clear_map(state)
    pawn_to(state, VB2, 10)
    give_items(state, VB2, "torch", "torch")
    for faction in state.factions:
        hand(state, faction)
    vb.shared(state)["ruin_pool"] = ["bag", "boot", "hammer", "hammer", "sword", "sword"]
    vb.shared(state)["ruin_open"] = {"10": ["bag", "boot"]}
    at_phase(state, VB2, "daylight")
    play(state, VB2, "explore")
    assert state.pending()[0].kind == "vagabond_ruin"
    assert legal_text(state, VB2) == ["ruin bag", "ruin boot", "done"]
    play(state, VB2, "ruin boot")
    assert vb.ruin_items_left(state, 10) == 1 and state.vp[VB2] == 1
    # the second exploration finds the bag; a second R boot would be refused
    play(state, VB2, "explore")
    assert "bag" in [it["item"] for it in vb.items(state, VB2)]
    assert "ruin" not in board.buildings(state.board, 10, "ruin")


def test_9_2_8_no_dominance_victory_and_in_three_player_games_no_coalition() -> None:
    state = set_up()
    dominance = card(state, "dominance_fox")
    hand(state, VB, dominance)
    state.vp[VB] = 12
    give_items(state, VB)
    at_phase(state, VB, "daylight")
    assert not any(a.startswith(("activate", "coalition")) for a in legal_text(state))


def test_9_2_8_coalition_with_the_lowest_player_who_then_wins_for_both() -> None:
    state = set_up(TWO)
    for faction in state.factions:
        hand(state, faction)
    dominance = card(state, "dominance_fox")
    hand(state, VB, dominance)
    state.vp.update({"marquise": 8, "eyrie": 3, VB: 12, VB2: 5})
    vb.set_relationship(state, VB, "eyrie", "hostile")
    give_items(state, VB)
    at_phase(state, VB, "daylight")
    coalitions = [a for a in legal_text(state) if a.startswith("coalition")]
    assert coalitions == [f"coalition e with {dominance}"]  # the Eyrie has the fewest VP
    play(state, VB, coalitions[0])
    assert vb.data(state, VB)["coalition"] == "eyrie"
    assert vb.relationship(state, VB, "eyrie") == "indifferent"  # 9.2.9.IIId
    assert scoring.score(state, VB, 3, "test") == []  # he scores no more
    scoring.score(state, "eyrie", 30, "test")
    result = state.result()
    assert result is not None
    assert set(result.winners) == {state.seat_of("eyrie"), state.seat_of(VB)}


def test_9_7_1_which_vagabond_sets_up_first_is_random() -> None:
    firsts = set()
    for seed in range(1, 12):
        state = new_game(TWO, seed)
        while state.pending()[0].kind != "vagabond_character":
            prompt = state.pending()[0]
            state.apply(prompt.seat, state.legal(prompt.seat)[0])
        firsts.add(state.factions[state.pending()[0].seat])
    assert firsts == {VB, VB2}


def test_9_2_8_coalition_partners_never_battle_each_other() -> None:
    from games.root.rules.battle import battle_options

    state = set_up(TWO)
    clear_map(state)
    pawn_to(state, VB, 5)
    board.add_warriors(state.board, 5, "eyrie", 2)
    vb.data(state, VB)["coalition"] = "eyrie"
    give_items(state, VB, "sword")
    assert not any(b.defender == VB for b in battle_options(state, "eyrie"))
    assert not any(b.defender == "eyrie" for b in battle_options(state, VB))


def test_9_2_8_a_coalition_is_an_activation_ten_vp_needed() -> None:
    state = set_up(TWO)
    for faction in state.factions:
        hand(state, faction)
    hand(state, VB, card(state, "dominance_fox"))
    state.vp.update({"marquise": 8, "eyrie": 3, VB: 9, VB2: 5})
    give_items(state, VB)
    at_phase(state, VB, "daylight")
    assert not any(a.startswith("coalition") for a in legal_text(state))
