"""5.1.1: assigning the factions (`factions=choose|random|a list`), the first
player and the seating order, for two to four players. Three and four seats
use the real factions and the passive test doubles (passive.py)."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from games.core import get_game
from games.core.errors import IllegalAction, OptionError
from games.core.i18n import CORE_CATALOG
from games.core.rng import Rng
from games.root import seating
from games.root.factions.base import FACTIONS
from games.root.seating import PickFaction
from games.root.state import RootState
from tests.games.root.table.passive import Passive, registered

GAME = get_game("root")


def anchors() -> set[str]:
    """The registered factions of which every table needs one (5.1.1)."""
    return set(seating.anchors())


with_doubles = pytest.mark.usefixtures("passive_factions")


def new_table(players: int, seed: int = 1, **options: str) -> RootState:
    state = GAME.setup(players, options, seed)
    assert isinstance(state, RootState)
    return state


def pick(state: RootState, faction: str) -> int:
    seat = state.pending()[0].seat
    state.apply(seat, PickFaction(faction))
    return seat


def offered(state: RootState) -> list[str]:
    return [a.faction for a in state.legal(state.pending()[0].seat)]


def test_5_1_1_choose_is_the_default_and_nothing_is_dealt_before_the_picks() -> None:
    state = new_table(2)
    assert state.options["factions"] == "choose"
    assert [p.kind for p in state.pending()] == ["choose_faction"]
    assert state.hands == [[], []] and state.factions == ["", ""]  # 5.1.3 comes after
    # the rules' order (5.1.1's factions, then part 3's Cult and Riverfolk)
    assert offered(state)[:6] == [
        "marquise", "eyrie", "alliance", "vagabond", "lizards", "riverfolk"
    ]
    assert set(offered(state)) == set(seating.playable())


@with_doubles
@pytest.mark.parametrize("players", [2, 3, 4])
def test_5_1_1_seats_choose_in_reverse_turn_order_so_the_first_player_picks_last(
    players: int,
) -> None:
    state = new_table(players, seed=players)
    askers = []
    for faction in ["passive", "idle", "marquise", "eyrie"][4 - players:]:
        askers.append(pick(state, faction))
    assert askers == list(reversed(state.turn_order))
    assert "" not in state.factions


@with_doubles
def test_5_1_1_a_pick_is_a_public_question_to_that_seat_alone() -> None:
    state = new_table(4, seed=3)
    prompt = state.pending()[0]
    assert prompt.seat == state.turn_order[-1] and not prompt.private
    names = ["Ana", "Bea", "Cai", "Dan"]
    told = GAME.prompt_text(state, prompt, "en", names)
    assert "Turn order: " + ", ".join(names[s] for s in state.turn_order) in told
    for seat in range(4):
        if seat != prompt.seat:
            assert state.legal(seat) == []
    before = state.view(None)
    pick(state, "idle")
    seat = state.turn_order[-1]
    assert state.view(None)["factions"][seat] == "idle" and before["factions"][seat] == ""
    assert state.view(None)["factions"].count("") == 3


@with_doubles
def test_5_1_1_a_faction_taken_is_not_offered_again() -> None:
    state = new_table(4)
    pick(state, "marquise")
    # the rules' order, then the doubles by name
    assert offered(state)[:5] == ["eyrie", "alliance", "vagabond", "lizards", "riverfolk"]
    assert offered(state)[-2:] == ["idle", "passive"] and "marquise" not in offered(state)


@with_doubles
@pytest.mark.parametrize("players", [3, 4])
def test_5_1_1_the_last_pick_must_bring_in_the_marquise_or_the_eyrie(players: int) -> None:
    """With nobody on the Marquise, the Eyrie or the Cult yet, the last seat may only take one."""
    with registered(Passive("sloths", "S")):
        state = new_table(players)
        for faction in ["passive", "idle", "sloths"][: players - 1]:
            pick(state, faction)
        assert set(offered(state)) == anchors()


@with_doubles
def test_5_1_1_a_refused_pick_says_what_may_be_chosen_and_changes_nothing() -> None:
    state = new_table(3)
    pick(state, "passive")
    pick(state, "idle")
    before = state.to_json()
    seat = state.pending()[0].seat
    for wrong, key in [("passive", "seating.refused.taken"), ("idle", "seating.refused.taken"),
                       ("sloths", "seating.refused.unknown")]:
        with pytest.raises(IllegalAction) as refused:
            state.apply(seat, PickFaction(wrong))
        assert refused.value.key == key
        assert "faction marquise" in refused.value.params["legal"]
        assert state.to_json() == before
    for locale in ("en", "es"):
        assert GAME.catalog.has("seating.refused.taken", locale)


@with_doubles
@pytest.mark.parametrize("players", [3, 4])
def test_5_1_2_to_5_1_6_once_all_have_picked_the_setup_goes_on(players: int) -> None:
    state = new_table(players, seed=5)
    for faction in ["eyrie", "idle", "passive", "marquise"][:players]:
        pick(state, faction)
    assert sorted(state.vp) == sorted(state.factions) and set(state.vp.values()) == {0}
    assert [len(h) for h in state.hands] == [3] * players  # 5.1.3
    assert state.faction_data.keys() >= set(state.factions)
    kinds = [p.kind for p in state.pending()]
    if "marquise" in state.factions:
        assert kinds == ["marquise_keep"]  # 5.1.6: the setup order, A first


@with_doubles
@pytest.mark.parametrize("players", [2, 3, 4])
def test_5_1_1_random_seats_a_legal_table(players: int) -> None:
    tables = Counter()
    for seed in range(60):
        state = new_table(players, seed=seed, factions="random")
        factions = state.factions
        assert len(factions) == players == len(set(factions))
        assert anchors() & set(factions) and set(factions) <= set(FACTIONS)
        tables[tuple(factions)] += 1
    assert len(tables) > 3  # seats and combinations both vary


@pytest.fixture
def part_one_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The registry as part 1 left it: only the Marquise and the Eyrie."""
    for faction in [f for f in FACTIONS if f not in ("marquise", "eyrie")]:
        monkeypatch.delitem(FACTIONS, faction)


@pytest.mark.usefixtures("part_one_only")
def test_5_1_1_random_without_more_factions_seats_the_marquise_and_the_eyrie() -> None:
    orders = {tuple(new_table(2, seed=s, factions="random").factions) for s in range(20)}
    assert orders == {("marquise", "eyrie"), ("eyrie", "marquise")}


@with_doubles
def test_5_1_1_the_first_player_and_the_seating_order_are_random() -> None:
    seen = {tuple(new_table(3, seed=s, factions="random").turn_order) for s in range(80)}
    assert seen == set(permutations(range(3)))


@with_doubles
def test_5_1_1_first_player_names_any_seat_of_the_table() -> None:
    for first in range(1, 5):
        state = new_table(4, seed=first, first_player=str(first))
        assert state.turn_order[0] == first - 1 and sorted(state.turn_order) == [0, 1, 2, 3]
    with pytest.raises(OptionError) as refused:
        GAME.validate_options(3, {"first_player": "4"})
    assert refused.value.key == "root.error.first_player"


def test_5_1_1_two_players_draw_only_the_first_player_as_stored_games_did() -> None:
    """Games stored before issue 11 replay: with two seats nothing else is drawn."""
    for seed in range(10):
        state = new_table(2, seed=seed, factions="marquise,eyrie")
        start = Rng(seed).randbelow(2)
        assert state.turn_order == [start, 1 - start]


def test_5_1_1_max_players_is_four_with_the_base_game_factions() -> None:
    """Issue 11: the Marquise, the Eyrie, the Alliance and the Vagabond seat four."""
    assert GAME.max_players == type(GAME).max_players == 4


@pytest.mark.usefixtures("part_one_only")
def test_5_1_1_max_players_follows_the_registered_factions() -> None:
    assert GAME.max_players == type(GAME).max_players == 2
    with registered(Passive("passive", "P")):
        assert GAME.max_players == 3
        with registered(Passive("idle", "I"), Passive("sloths", "S")):
            assert GAME.max_players == 4  # issue 11: two to four
    assert GAME.max_players == 2


def test_9_7_the_vagabond_may_be_picked_twice_the_second_as_vagabond2() -> None:
    doubles = [Passive(i, ltr) for i, ltr in (("vagabond", "V"), ("vagabond2", "G"))]
    with registered(*[d for d in doubles if d.id not in FACTIONS]):
        state = new_table(3, factions="choose")
        pick(state, "vagabond")
        assert "vagabond" in offered(state)
        pick(state, "vagabond")
        assert set(offered(state)) == anchors()  # the anchor, never a third Vagabond
        pick(state, "eyrie")
        assert sorted(state.factions) == ["eyrie", "vagabond", "vagabond2"]


@pytest.mark.usefixtures("part_one_only")
def test_5_1_1_choose_and_random_refuse_a_table_the_factions_cannot_seat() -> None:
    for method in ("choose", "random"):
        with pytest.raises(OptionError) as refused:
            seating.check_method(3, method)
        assert refused.value.key == "root.error.faction_seats"


@with_doubles
def test_dominance_out_is_only_the_two_player_rule() -> None:
    with pytest.raises(OptionError) as refused:
        GAME.validate_options(3, {"dominance": "out"})
    assert refused.value.key == "root.error.dominance_out"
    assert GAME.validate_options(2, {"dominance": "out"})["dominance"] == "out"


@with_doubles
@pytest.mark.parametrize(
    ("listed", "key"),
    [
        ("marquise,eyrie", "root.error.faction_count"),
        ("marquise,passive,passive", "root.error.faction_twice"),
        ("passive,idle,passive", "root.error.faction_twice"),
        ("passive,idle", "root.error.faction_anchor"),
        ("marquise,passive,lizards", "error.option_value"),
    ],
)
def test_5_1_1_a_named_table_of_three_is_checked(
    listed: str, key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A faction whose engine is not registered is no name the option knows (the
    # registry is the rules' list): the Lizard Cult stands for it here, its
    # registration taken away for the test.
    monkeypatch.delitem(FACTIONS, "lizards")
    with pytest.raises(OptionError) as refused:
        GAME.validate_options(3, {"factions": listed})
    assert refused.value.key == key
    for locale in ("en", "es"):  # the platform's words for an option, or Root's
        assert GAME.catalog.has(key, locale) or CORE_CATALOG.has(key, locale)
