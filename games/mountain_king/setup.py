"""General setup ("Preparación general" 1-9) and player setup A-B, and the
team variant's changes ("Cambios en la preparación"); the players' own choices
(C, D) are the first frames: games/mountain_king/player_setup.py."""

from __future__ import annotations

from games.core.rng import Rng
from games.mountain_king import decks
from games.mountain_king.components import (
    RESOURCES,
    STATUE_CLANS,
    board,
    hall_shapes,
    rules,
    spells,
    trolls,
    tunnel_shapes,
    workshop_kinds,
)
from games.mountain_king.frames import FRAMES, step_frame
from games.mountain_king.recruit import new_slot
from games.mountain_king.state import MountainKingState


def choose_side(players: int, options: dict[str, str]) -> str:
    """General setup 1: winter for 4-5 players, autumn for 3, either for 2."""
    allowed = rules()["sides"][str(players)]
    wanted = options.get("side", "auto")
    return allowed[0] if wanted == "auto" else wanted


def setup(players: int, options: dict[str, str], seed: int) -> MountainKingState:
    rng = Rng(seed)
    side = choose_side(players, options)
    first = _first_player(players, options, rng)
    order = [(first + i) % players for i in range(players)]
    if options.get("team") == "true":
        # Team play: the turn order runs team 1, team 2, team 2, team 1.
        teams = [0] * players
        for position, seat in enumerate(order):
            teams[seat] = 0 if position in (0, 3) else 1
    else:
        teams = list(range(players))
    data = rules()
    groups = len(set(teams))
    state = MountainKingState(
        players=players,
        side=side,
        options=dict(options),
        rng=rng,
        turn_order=order,
        teams=teams,
        honour=[0] * players,
        storage=[[0] * len(RESOURCES) for _ in range(groups)],
        supply=[int(data["supply"][r]) for r in RESOURCES],
        pyramids=[[None] * 10 for _ in range(players)],
        gates=[None] * players,
        crowned=[0] * players,
        tokens=[[] for _ in range(groups)],
        pedestals=[[] for _ in range(groups)],
        recruited_levels=[0] * players,
        seen_under={deck: 0 for deck in decks.NAMES},
    )
    lay_out_tunnels_and_halls(state)
    build_the_horde(state)
    stack_coronation_tokens(state)
    reveal_workshops(state)
    open_the_spellbook(state)
    place_statues(state)
    fill_the_pedestal_marker(state)
    deal_starting_trolls(state)
    state.cell_tunnel = [-1] * (state.board.size ** 2)
    FRAMES.push_frame(state, step_frame("gate"))  # player setup C, in turn order
    return state


def _first_player(players: int, options: dict[str, str], rng: Rng) -> int:
    choice = options.get("first_player", "random")
    if choice != "random" and int(choice) <= players:
        return int(choice) - 1
    return rng.randbelow(players)


def lay_out_tunnels_and_halls(state: MountainKingState) -> None:
    """General setup 2: the tunnel supply stacked by shape, the great halls."""
    state.tunnel_supply = {shape.id: shape.count for shape in tunnel_shapes().values()}
    state.hall_supply = list(hall_shapes())


def build_the_horde(state: MountainKingState) -> None:
    """General setup 3-4: each level shuffled into its deck, rows of 5/4/3 dealt;
    a pedestal from the bag on each level-2 troll and a "choose pedestal" token
    on each level-3 troll."""
    state.bag = [clan for clan in STATUE_CLANS for _ in range(rules()["pedestals_per_clan"])]
    for level in ("1", "2", "3"):
        deck = [c for c, card in trolls().items() if str(card["level"]) == level]
        state.rng.shuffle(deck)
        state.decks[level] = deck
        state.horde[level] = []
        for _ in range(rules()["horde_rows"][level]):
            state.horde[level].append(new_slot(state, level, deck.pop(0)))


def stack_coronation_tokens(state: MountainKingState) -> None:
    """General setup 5: the 5 on top of the 3; only the 3 with two players."""
    tokens = list(rules()["coronation"])
    state.coronation = tokens[1:] if state.players == 2 else tokens


def reveal_workshops(state: MountainKingState) -> None:
    """General setup 6: two workshops per player plus one, at random."""
    pool = [k for k in workshop_kinds() for _ in range(rules()["workshop_copies"])]
    state.rng.shuffle(pool)
    state.workshop_reserve = sorted(pool[: 2 * state.players + 1])


def open_the_spellbook(state: MountainKingState) -> None:
    """General setup 7: shuffle the spells, three face up."""
    deck = list(spells())
    state.rng.shuffle(deck)
    state.spellbook = [[deck.pop(0), 0] for _ in range(rules()["spellbook"])]
    state.spell_deck = deck


def place_statues(state: MountainKingState) -> None:
    """General setup 8: a random clan on a random statue space, then the other
    two clans in turn, clockwise, until every space has a statue."""
    spaces = list(board(state.side).statue_spaces)
    clans = list(STATUE_CLANS)
    state.rng.shuffle(clans)
    start = state.rng.randbelow(len(spaces))
    for i in range(len(spaces)):
        cell = spaces[(start + i) % len(spaces)]
        state.statues[str(cell)] = clans[i % 3]


def fill_the_pedestal_marker(state: MountainKingState) -> None:
    """General setup 9: the 15 point tokens shuffled onto the 5 x 3 spaces."""
    values = list(rules()["pedestal_point_tokens"])
    state.rng.shuffle(values)
    state.marker = [values[level * 3 : level * 3 + 3] for level in range(5)]


def deal_starting_trolls(state: MountainKingState) -> None:
    """Player setup A and D: each player's six starting trolls, shuffled; two
    are drawn into the hand to begin the draft."""
    starting = [c for c, card in trolls().items() if card["level"] == 0]
    for _ in range(state.players):
        deck = list(starting)
        state.rng.shuffle(deck)
        state.draft_hand.append([deck.pop(0), deck.pop(0)])
        state.draft_deck.append(deck)
