"""General and player setup ("Preparación general" 1-9, "Preparación de
jugadores" A-D), and the team variant's changes ("Cambios en la preparación")."""

from __future__ import annotations

from games.core.rng import Rng
from games.core.types import Event
from games.mountain_king import decks, resources
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
from games.mountain_king.state import PYRAMID, MountainKingState


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
    state.phase = "gate"
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


def new_slot(state: MountainKingState, level: str, card: str) -> dict:
    slot = {"card": card, "bribes": 0, "pedestal": None, "choose": level == "3"}
    if level == "2":
        slot["pedestal"] = draw_pedestal(state)
    return slot


def draw_pedestal(state: MountainKingState) -> str | None:
    """A random pedestal from the bag; once the bag is empty no more come."""
    if not state.bag:
        return None
    return state.bag.pop(state.rng.randbelow(len(state.bag)))


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


# -- player setup, step by step ------------------------------------------------------
def gate_points(state: MountainKingState, seat: int) -> list[int]:
    """Player setup C: the free start points marked with the player count; with
    two players both gates stand on points of the same number ("ambos deberéis
    elegir puntos de inicio cuyos números sean iguales": on the autumn side all
    are 3-points, so any two); in team play a gate goes beside the partner's
    ("Cambios en la preparación")."""
    points = board(state.side).start_points
    if state.players == 2:
        numbers = sorted(points)
        taken = [g for g in state.gates if g is not None]
        if taken:
            numbers = [n for n in numbers if taken[0] in points[n]]
    else:
        numbers = [str(state.players)]
    taken_cells = {g for g in state.gates if g is not None}
    free = sorted(c for n in numbers for c in points[n] if c not in taken_cells)
    pair = rules()["mirrored_gates"].get(state.side)
    if state.players == 2 and pair and state.options.get("gates") == "mirrored":
        # Option gates=mirrored, our retune: a mirrored pair of points only.
        allowed = {state.board.cell_of(name) for name in pair}
        free = [c for c in free if c in allowed]
    if state.team_play():
        # Team changes to the setup: partners' gates side by side. The start
        # points are listed clockwise, so "beside" is the next point either way.
        ring = list(points[str(state.players)])
        for ally in state.allies(seat):
            gate = state.gates[ally]
            if ally != seat and gate in ring:
                i = ring.index(gate)
                beside = {ring[i - 1], ring[(i + 1) % len(ring)]}
                free = [c for c in free if c in beside] or free
    return free


def place_gate(state: MountainKingState, seat: int, cell: int) -> list[Event]:
    tunnel = len(state.tunnels)
    state.tunnels.append({"kind": "gate", "cells": [cell], "seat": seat})
    state.cell_tunnel[cell] = tunnel
    state.gates[seat] = cell
    events = [Event("gate", {"seat": seat, "cell": state.board.cell_name(cell)})]
    state.turn_index += 1
    if state.turn_index == state.players:
        state.turn_index = 0
        state.phase = "draft"
        state.drafting = list(state.turn_order)
    return events


def keep_troll(state: MountainKingState, seat: int, card: str, spot: int) -> list[Event]:
    """Player setup D: place one of the two in hand on an empty base spot, keep
    the other, draw the next; stop with 4 placed, 1 in hand, 1 unseen."""
    state.draft_hand[seat].remove(card)
    state.pyramids[seat][spot] = [card, [0] * len(trolls()[card]["produces"])]
    draws = state.pyramid_size(seat) < PYRAMID[0][1]
    # Drawing shows the drafter a card of their deck: no undo goes back past it.
    events = [Event("troll_kept", {"seat": seat, "card": card, "spot": spot_name(spot)},
                    barrier=draws)]
    if draws:
        state.draft_hand[seat].append(state.draft_deck[seat].pop(0))
        return events
    state.drafting.pop(0)
    if not state.drafting:
        events += starting_resources(state)
        state.phase = "main"
        state.turn_index = 0
        state.progress = new_progress()
        events.append(Event("turn", {"seat": state.active}))
    return events


def extra_start(state: MountainKingState) -> list[list[str]]:
    """Per turn position, whose starting resources it adds: "el segundo y el
    tercero obtienen los recursos iniciales del trol que tengan en su mano ...
    el cuarto y el quinto ... del trol que tengan en su mano y del último trol
    que tengan en su mazo" (`extra_start` in game.json). Option
    `extra_start=retuned`, our balance change: the 3rd of three players, and
    in team play the 2nd seat, add the unseen troll's too."""
    table = str(state.players) + ("_team" if state.team_play() else "")
    retuned = rules()["extra_start_retuned"]
    if state.options.get("extra_start") == "retuned" and table in retuned:
        return retuned[table]
    return rules()["extra_start"][str(state.players)]


def starting_resources(state: MountainKingState) -> list[Event]:
    """Player setup D: the bottom rows of the four placed trolls, plus the
    extra resources of the later turn positions (`extra_start`). Then the
    unused starting trolls go back to the box."""
    events = []
    extra = extra_start(state)
    for position, seat in enumerate(state.turn_order):
        cards = [spot[0] for spot in state.pyramids[seat] if spot is not None]
        if "hand" in extra[position]:
            cards += state.draft_hand[seat]
        if "deck" in extra[position]:
            cards += state.draft_deck[seat]
        gained = [0] * len(RESOURCES)
        for card in cards:
            for resource in trolls()[card]["start"]:
                gained[RESOURCES.index(resource)] += resources.gain(state, seat, resource, 1)
        # The amounts tell the table which trolls were in hand and left unseen.
        events.append(Event("starting_resources", {"seat": seat, "amounts": gained},
                            barrier=True))
        state.draft_hand[seat] = []
        state.draft_deck[seat] = []
    return events


def new_progress() -> dict:
    """What a turn has done so far (reset at every turn)."""
    return {
        "cast": False,
        "workshop": None,
        "uses": 0,
        "flags": [],
        "step2": False,
        "dig": None,
        "establish": [],
        "hall": False,
        "moved": False,
        "trade": None,
        "back_to": None,
        "paying": None,  # the action waiting for its payment, and its step
    }


def spot_name(index: int) -> str:
    for row, (first, length) in enumerate(PYRAMID):
        if first <= index < first + length:
            return f"{'ABCD'[row]}{index - first + 1}"
    raise ValueError(index)


def spot_index(name: str) -> int | None:
    name = name.upper()
    if len(name) != 2 or name[0] not in "ABCD" or not name[1].isdigit():
        return None
    first, length = PYRAMID["ABCD".index(name[0])]
    position = int(name[1]) - 1
    return first + position if 0 <= position < length else None
