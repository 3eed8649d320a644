"""The Vagabond and the Woodland Alliance at one table (issue 11: every
interaction between the new factions): outrage asks the Vagabond only for what
he removes, never for his pawn's moves, and a revolt in his clearing damages
three of his items (seed 003 9.2.2.I)."""

from __future__ import annotations

from games.root import board, cards
from games.root.factions.alliance import board as ab
from games.root.state import RootState
from tests.games.root.vagabond.position import (
    VB,
    at_phase,
    card,
    clear_map,
    give_items,
    hand,
    item_specs,
    legal_text,
    pawn_to,
    play,
    set_up,
)

TABLE = "marquise,alliance,vagabond"


def table(where: int, *items: str) -> RootState:
    state = set_up(TABLE)
    clear_map(state)
    pawn_to(state, VB, where)
    give_items(state, VB, *items)
    for faction in ("marquise", "alliance", VB):
        hand(state, faction)
    return state


def test_8_2_6_the_pawn_entering_a_sympathetic_clearing_causes_no_outrage() -> None:
    """8.2.6 names warriors moved in; the pawn is no warrior (9.2.2; ruling R20)."""
    state = table(5, "boot", "boot")
    board.add_token(state.board, 1, "alliance", "sympathy")
    hand(state, VB, card(state, "anvil"))
    at_phase(state, VB, "daylight")
    events = play(state, VB, "p->1")
    assert "alliance_outrage" not in [e.kind for e in events]
    assert [p.kind for p in state.pending()] == ["vagabond_daylight"]


def test_8_2_6_the_vagabond_striking_sympathy_is_asked_for_a_matching_card() -> None:
    """Removing a sympathy token (a strike, 9.5.6) outrages: the question goes to the
    Vagabond in the middle of his Daylight."""
    state = table(1, "crossbow", "crossbow")
    board.add_token(state.board, 1, "alliance", "sympathy")
    anvil = card(state, "anvil")  # a fox card: clearing 1 is a fox clearing
    hand(state, VB, anvil)
    at_phase(state, VB, "daylight")
    play(state, VB, "strike a sympathy")
    prompt = state.pending()[0]
    assert (prompt.kind, prompt.seat) == ("alliance_outrage", state.seat_of(VB))
    play(state, VB, f"give {anvil}")
    assert anvil in ab.supporters(state) and anvil not in state.hands[state.seat_of(VB)]
    assert [p.kind for p in state.pending()] == ["vagabond_daylight"]


def test_9_2_2_i_a_revolt_in_the_vagabonds_clearing_damages_three_items() -> None:
    """Seed 003 9.2.2.I names the Alliance's revolt: the pawn stays, and the
    Vagabond damages three items of his choice before the Alliance goes on."""
    state = table(1, "boot", "sword", "tea", "torch")
    board.add_token(state.board, 1, "alliance", "sympathy")
    board.add_warriors(state.board, 1, "marquise", 2)
    foxes = [c for c in state.deck if cards.suit_of(c) == "fox"][:2]
    for instance in foxes:
        state.deck.remove(instance)
    ab.data(state)["supporters"] = foxes
    at_phase(state, "alliance", "birdsong")
    revolt = next(t for t in legal_text(state, "alliance") if t.startswith("revolt 1"))
    play(state, "alliance", revolt)
    assert board.spot(state.board, 1)["pawns"] == [VB]
    assert board.warriors(state.board, 1, "marquise") == 0
    for item in ("boot", "sword", "torch"):
        assert state.pending()[0].kind == "vagabond_hits"
        play(state, VB, f"damage {item}")
    assert item_specs(state) == ["boot:d", "sword:d", "tea", "torch:d"]
    assert state.pending()[0].seat == state.seat_of("alliance")
