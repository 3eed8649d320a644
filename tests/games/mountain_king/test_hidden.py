"""Hidden information, rule by rule: what the rulebook keeps face down or in a
hand, from whom, and how the game keeps it (`State.resample`, private prompts,
undo barriers). The property tests (tests/bot/test_secrecy.py,
tests/core/test_resample.py) check the same over random games without options;
the team variant is checked here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core import Rng, agent_rng
from games.mountain_king import decks
from games.mountain_king.state import MountainKingState
from tests.games.mountain_king.helpers import GAME, give, started, strings

SEEDS = range(8)


def drafting(players: int = 3, seed: int = 1, **options: str) -> MountainKingState:
    """A game whose gates are placed: the first drafter holds two starting trolls."""
    state = GAME.setup(players, options, seed)
    while state.phase == "gate":
        seat = state.pending()[0].seat
        state.apply(seat, state.legal(seat)[0])
    assert isinstance(state, MountainKingState)
    return state


def what_the_table_sees(state: MountainKingState) -> dict[str, Any]:
    """The public view, each prompt with its text, and the choices of prompts
    that are not private, labels included."""
    return {
        "view": state.view(None),
        "prompts": [
            (p.seat, p.kind, p.private, GAME.prompt_text(state, p, "en"))
            for p in state.pending()
        ],
        "choices": [
            [(str(a), GAME.label(state, a, "en")) for a in state.legal(p.seat)]
            for p in state.pending() if not p.private
        ],
    }


def redraws(state: MountainKingState, seats: tuple[int, ...],
            part: Callable[[MountainKingState], Any]) -> bool:
    """Whether some resample for `seats` changes `part(state)`."""
    return any(part(state.resample(seats, Rng(seed))) != part(state) for seed in SEEDS)


# -- the decks ----------------------------------------------------------------------------
def test_general_setup_3_horde_decks_are_face_down():
    """General setup 3: each level shuffled into a face-down deck. Its order is
    nobody's knowledge: a resample deals every deck again, with the same cards."""
    state = started(3, 1)
    for level in ("1", "2", "3"):
        assert redraws(state, (0, 1, 2), lambda s, lv=level: s.decks[lv])
        guess = state.resample((0, 1, 2), Rng(5))
        assert sorted(guess.decks[level]) == sorted(state.decks[level])
    assert state.view(None)["decks"] == {"1": 16, "2": 13, "3": 14}


def test_general_setup_7_spell_deck_is_face_down():
    """General setup 7: the spells shuffled face down, three face up in the book."""
    state = started(2, 1)
    assert redraws(state, (0, 1), lambda s: s.spell_deck)
    guess = state.resample((0, 1), Rng(3))
    assert sorted(guess.spell_deck) == sorted(state.spell_deck)
    assert guess.spellbook == state.spellbook


def test_when_trolls_retire_the_bottom_of_the_deck_is_known():
    """"Cuando los trols se retiran": the retiring troll, face up in the horde,
    goes under its deck in sight of all. It stays at the bottom when the rest is
    drawn again, and the public view names it."""
    state = started(2, 1)
    seat = state.active
    give(state, seat, coin=2)
    old = state.horde["1"][1]
    old["bribes"] = 3
    state.apply(seat, "recruit 2.1 B1")
    assert state.decks["1"][-1] == old["card"] and state.seen_under["1"] == 1
    assert state.view(None)["seen_under"]["1"] == [old["card"]]
    for seed in SEEDS:
        assert state.resample((), Rng(seed)).decks["1"][-1] == old["card"]
    assert redraws(state, (), lambda s: s.decks["1"][:-1])


def test_cast_third_rune_the_disintegrated_spell_is_seen_going_under():
    """"Lanzar un hechizo": the disintegrated spell goes to the bottom of the
    spell deck, which everyone sees: it stays there when the deck is redrawn."""
    state = started(2, 1)
    seat = state.active
    if "honour_song" in state.spell_deck:  # swap it into the book, two runes on it
        state.spell_deck[state.spell_deck.index("honour_song")] = state.spellbook[0][0]
        state.spellbook[0] = ["honour_song", 0]
    next(page for page in state.spellbook if page[0] == "honour_song")[1] = 2
    give(state, seat, rune=1)
    events = state.apply(seat, "cast honour_song")
    assert events.barrier, "a new spell was turned face up"
    assert decks.seen_bottom(state, decks.SPELLS) == ["honour_song"]
    for seed in SEEDS:
        assert state.resample((), Rng(seed)).spell_deck[-1] == "honour_song"


def test_when_no_trolls_left_the_cards_seen_going_under_come_back_up():
    """"Cuando no quedan más trols": once the unseen cards are drawn, the cards
    seen going under come up in the order they went."""
    state = started(2, 1)
    deck = state.decks["3"]
    first, second = deck[0], deck[1]
    del deck[:]
    decks.put_under(state, "3", first)
    decks.put_under(state, "3", second)
    assert decks.unseen(state, "3") == []
    assert decks.draw(state, "3") == first
    assert decks.seen_bottom(state, "3") == [second] and state.seen_under["3"] == 1
    assert state.resample((), Rng(1)).decks["3"] == [second]


def test_recruit_step_two_the_refill_is_an_undo_barrier():
    """Step two: the slot is refilled from the deck, turning a card face up; no
    undo may go back past it (the recruiter would know the next card). A
    recruitment from an exhausted horde shows nothing."""
    state = started(2, 1)
    seat = state.active
    assert state.apply(seat, "recruit 1.1 B1").barrier
    state = started(2, 1)
    for level in ("1", "2", "3"):
        state.decks[level] = []
    assert not state.apply(state.active, "recruit 1.1 B1").barrier


# -- the starting trolls ---------------------------------------------------------------------
def test_player_setup_c_no_starting_troll_is_seen_before_the_gates():
    """Player setup C comes before D: while gates are placed nobody has drawn a
    starting troll, its owner included."""
    state = GAME.setup(3, {}, 1)
    assert isinstance(state, MountainKingState)
    assert state.phase == "gate"
    assert state.view(0)["private"]["hand"] == []
    assert all(s["hand_size"] == 0 for s in state.view(None)["seats"])
    assert redraws(state, (0,), lambda s: s.draft_hand[0])


def test_player_setup_d_the_draft_hand_is_its_owners_alone():
    """Player setup D: the two trolls in hand are seen by their owner only. The
    prompt is private (its choices are the hand), the table sees how many cards
    are held, and nothing it sees changes when the hands are dealt again."""
    state = drafting(3, 1)
    seat = state.pending()[0].seat
    prompt = state.pending()[0]
    assert prompt.kind == "draft" and prompt.private
    assert state.view(seat)["private"]["hand"] == state.draft_hand[seat]
    assert "private" not in state.view(None)
    assert all(s["hand_size"] == 2 for s in state.view(None)["seats"])
    assert redraws(state, (), lambda s: s.draft_hand[seat])
    for rng in SEEDS:
        guess = state.resample((seat,), Rng(rng))
        assert guess.draft_hand[seat] == state.draft_hand[seat]
        assert strings(guess.legal(seat)) == strings(state.legal(seat))
        assert what_the_table_sees(state.resample((), Rng(rng))) == what_the_table_sees(state)
    others = [s for s in range(3) if s != seat]
    assert any(redraws(state, (seat,), lambda s, o=o: s.draft_hand[o]) for o in others)


def test_player_setup_d_the_last_troll_in_the_deck_is_unseen_even_by_its_owner():
    """Player setup D: "1 trol restante en tu mazo que aún no has visto": the
    deck's order is hidden from its owner too."""
    state = drafting(2, 1)
    seat = state.pending()[0].seat
    assert redraws(state, (seat,), lambda s: s.draft_deck[seat])
    guess = state.resample((seat,), Rng(2))
    assert sorted(guess.draft_deck[seat]) == sorted(state.draft_deck[seat])


def test_player_setup_d_a_draw_is_an_undo_barrier_and_the_starting_resources_reveal():
    """Player setup D: each troll kept draws the next one into the hand, which
    the drafter then sees; the starting resources at the end show which trolls
    were in hand. No undo goes back past either."""
    state = drafting(2, 1)
    seat = state.pending()[0].seat
    assert state.apply(seat, state.legal(seat)[0]).barrier
    while state.phase == "draft":
        seat = state.pending()[0].seat
        events = state.apply(seat, state.legal(seat)[0])
    assert events.barrier
    assert [e.kind for e in events if e.kind == "starting_resources"] == ["starting_resources"] * 2
    assert all(s.draft_hand[0] == [] for s in [state, state.resample((), Rng(1))])


def test_team_play_a_draft_hand_is_not_shared_with_the_partner():
    """"Reglas para partidas en equipo": the team shares a storage and its
    networks, not the cards in hand: a partner's hand is as hidden as an
    opponent's, and nothing the table sees depends on either."""
    state = drafting(4, 1, team="true")
    seat = state.pending()[0].seat
    partner = next(s for s in state.allies(seat) if s != seat)
    assert state.view(seat)["private"] == {"seat": seat, "hand": state.draft_hand[seat]}
    assert redraws(state, (seat,), lambda s: s.draft_hand[partner])
    assert state.resample((seat,), Rng(1)).view(seat) == state.view(seat)


def test_team_play_nothing_the_table_sees_depends_on_a_secret():
    """"Reglas para partidas en equipo", whole games: at every step the public
    view, the prompts with their texts and the choices of public prompts are the
    same after every secret is drawn again; the mover's options are the same
    after what the mover cannot see is; the resample is canonical."""
    agent = GAME.agent("heuristic")
    for seed in range(2):
        state = GAME.setup(4, {"team": "true"}, seed)
        rng = Rng.derive(seed, "team-secrecy")
        steps = 0
        while not state.is_over():
            assert what_the_table_sees(state.resample((), Rng(rng.next_u64()))) == (
                what_the_table_sees(state)
            )
            seat = state.pending()[0].seat
            first, second = rng.next_u64(), rng.next_u64()
            guess = state.resample((seat,), Rng(first))
            assert guess.view(seat) == state.view(seat)
            assert strings(guess.legal(seat)) == strings(state.legal(seat))
            again = state.resample((seat,), Rng(second)).resample((seat,), Rng(first))
            assert again.to_json() == guess.to_json(), "canonical"
            action = rng.choice(state.legal(seat)) if steps < 150 else agent.choose(
                state, seat, agent_rng(seed, seat, steps)
            )
            state.apply(seat, action)
            steps += 1


# -- the AI ---------------------------------------------------------------------------------
def test_ai_decides_from_what_its_seat_may_know():
    """The heuristic player chooses the same in every position its seat cannot
    tell from the real one: in the draft (other hands, its own unseen troll)
    and during play (the decks' order)."""
    agent = GAME.agent("heuristic")
    for state in (drafting(3, 2), started(3, 2)):
        seat = state.pending()[0].seat
        for seed in SEEDS:
            rng = agent_rng(seed, seat, 0)
            guess = state.resample((seat,), Rng(seed))
            assert str(agent.choose(guess, seat, rng.clone())) == str(
                agent.choose(state, seat, rng.clone())
            )
