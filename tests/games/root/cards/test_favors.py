"""Favor of the Foxes / Rabbits / Mice: immediate effects (Law of Root 3.1,
4.2.1 scoring for removed pieces, 2.5.4 pawns stay; 003 6.2.3 field hospitals)."""

from __future__ import annotations

from games.root import frames
from tests.games.root.cards.position import (
    CAT,
    EYRIE,
    blank,
    card_count,
    give,
    legal_text,
    put,
)


def eyrie_crafts(state, *pieces: int) -> None:  # type: ignore[no-untyped-def]
    frames.push(state, "craft", seat=1, faction=EYRIE, pieces=list(pieces))


def fox_favor_position():  # type: ignore[no-untyped-def]
    """The Eyrie holds three fox clearings; the Marquise is spread around."""
    state = blank()
    for clearing in (1, 6, 8):
        put(state, clearing, EYRIE, warriors=1, buildings=["roost"])
    put(state, 1, CAT, warriors=2)
    put(state, 8, CAT, buildings=["sawmill"], tokens=["wood", "wood"])
    put(state, 12, CAT, warriors=1, buildings=["workshop"])
    put(state, 5, CAT, warriors=3, buildings=["recruiter"])  # a rabbit clearing
    give(state, 1, "favor_of_the_foxes#1")
    return state


def test_4_2_1_favor_removes_every_enemy_piece_of_its_suit_scoring_buildings_tokens() -> None:
    state = fox_favor_position()
    cat_supply = dict(state.faction_data[CAT]["supply"])
    cards_before = card_count(state)
    eyrie_crafts(state, 1, 6, 8)
    events = state.apply(1, "craft favor_of_the_foxes#1")
    for clearing in ("1", "8", "12"):
        assert CAT not in state.board[clearing]["warriors"]
        assert all(owner != CAT for owner, _ in state.board[clearing]["buildings"])
        assert all(owner != CAT for owner, _ in state.board[clearing]["tokens"])
    assert state.vp[EYRIE] == 4  # sawmill, two wood, workshop: 1 VP each; warriors none
    supply = state.faction_data[CAT]["supply"]
    assert supply["warriors"] == cat_supply["warriors"] + 3
    assert supply["wood"] == cat_supply["wood"] + 2
    assert any(e.kind == "effect_favor_of_the_foxes" for e in events)
    assert state.discard == ["favor_of_the_foxes#1"] and card_count(state) == cards_before


def test_favor_spares_the_crafters_pieces_and_other_suits() -> None:
    state = fox_favor_position()
    eyrie_crafts(state, 1, 6, 8)
    state.apply(1, "craft favor_of_the_foxes#1")
    for clearing in ("1", "6", "8"):
        assert state.board[clearing]["warriors"] == {EYRIE: 1}
        assert [EYRIE, "roost"] in state.board[clearing]["buildings"]
    assert state.board["5"]["warriors"] == {CAT: 3}
    assert [CAT, "recruiter"] in state.board["5"]["buildings"]


def test_2_5_4_favor_never_removes_pawns_or_ruins() -> None:
    state = fox_favor_position()
    state.board["6"]["pawns"].append("vagabond")
    ruins_before = [b for b in state.board["6"]["buildings"] if b[0] == "ruin"]
    eyrie_crafts(state, 1, 6, 8)
    state.apply(1, "craft favor_of_the_foxes#1")
    assert state.board["6"]["pawns"] == ["vagabond"]
    assert [b for b in state.board["6"]["buildings"] if b[0] == "ruin"] == ruins_before


def test_6_2_3_field_hospitals_are_asked_after_the_favor_one_clearing_at_a_time() -> None:
    state = fox_favor_position()
    put(state, 4, CAT, tokens=["keep"])
    give(state, 0, "ambush_fox#1", "root_tea_fox#1")  # one fox card per clearing
    give(state, 1, "birdy_bindle#1")  # the Eyrie may craft again after
    put(state, 2, EYRIE, buildings=["roost"])
    eyrie_crafts(state, 1, 6, 8, 2)
    state.apply(1, "craft favor_of_the_foxes#1")
    asked = []
    while frames.top(state)["type"] == "marquise_field_hospitals":
        asked.append(frames.top(state)["clearing"])
        card = next(t for t in legal_text(state, 0) if t != "done")
        state.apply(0, card)
    assert sorted(asked) == [1, 12]
    assert state.board["4"]["warriors"] == {CAT: 3}  # back at the keep
    assert frames.top(state)["type"] == "craft"  # the Eyrie goes on crafting
    assert "craft birdy_bindle#1" in legal_text(state, 1)
