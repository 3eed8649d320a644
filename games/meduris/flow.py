"""The order of play: setup, the two parts of a turn, the end of the game.

Rulebook sections: "Disposición" and "Antes de empezar" (setup), "Desarrollo
del juego" (turn 1/2 the die, turn 2/2 one of A/B/C), "Fin del juego".
"""

from __future__ import annotations

from typing import Any

from games.core.rng import Rng
from games.core.types import Event, Prompt
from games.meduris import bonus, building, druid, scoring, screens, workers
from games.meduris.actions import (
    Build,
    MoveWorker,
    Offer,
    Pay,
    PlaceBonus,
    PlaceWorker,
    Return,
    Roll,
    Take,
)
from games.meduris.board import HIGHLANDS, RESOURCES, components, load_board
from games.meduris.state import MedurisState


# -- setup ------------------------------------------------------------------------
def setup(players: int, options: dict[str, str], seed: int) -> MedurisState:
    """Screens with one resource of each kind, huts and temples, score 5, the
    druid at his temple, the first player chosen; then the bonus tokens are
    laid (bonus.py) and the workers placed, each in turn from the first player."""
    rules = components()
    per = rules["per_players"][str(players)]
    board = load_board(per["side"])
    rng = Rng(seed)
    start = [rules["start_resources"][r] for r in RESOURCES]
    first = _first_player(players, options, rng)
    order = [(first + i) % players for i in range(players)]
    state = MedurisState(
        players=players,
        side=per["side"],
        options=dict(options),
        rng=rng,
        turn_order=order,
        resources=[list(start) for _ in range(players)],
        supply=[rules["supply_per_resource"] - start[i] * players for i in range(len(RESOURCES))],
        scores=[rules["start_score"]] * players,
        huts_left=[per["huts"]] * players,
        temples_left=[per["temples"]] * players,
        buildings=[None] * board.size,
        bonus=_bonus_at_setup(board.size, options, rng),
        runes=[None] * board.area_count,
        highlands={h: [] for h in HIGHLANDS},
        placing=workers.placement_order(order, per["workers"]),
    )
    if bonus.laid_by_players(options):
        state.bonus_placing = bonus.placing_order(order)
        state.phase = "place_bonus"
    return state


def _bonus_at_setup(size: int, options: dict[str, str], rng: Rng) -> list[str | None]:
    """The board's bonus tokens before anyone acts: none yet when the players lay
    them (the printed rule), else laid for the table by option."""
    if bonus.laid_by_players(options):
        return [None] * size
    return bonus.lay_for_the_table(size, options["bonus"], rng)


def _first_player(players: int, options: dict[str, str], rng: Rng) -> int:
    choice = options.get("first_player", "random")
    if choice != "random" and int(choice) <= players:
        return int(choice) - 1
    return rng.randbelow(players)


# -- who must decide -----------------------------------------------------------------
def pending(state: MedurisState) -> list[Prompt]:
    """Who decides what now. A prompt is private when its choices depend on the
    kinds behind the seat's screen (screens.py): placing, rolling and taking
    from the supply are public; giving back, paying, and building or offering
    with something behind the screen are not."""
    phase = state.phase
    if phase == "over":
        return []
    if phase == "place_bonus":
        return [Prompt(state.bonus_placing[0], "place_bonus", {"left": len(state.bonus_placing)})]
    if phase == "place_workers":
        return [Prompt(state.placing[0], "place_worker")]
    if phase == "gain":
        seat = state.gain_queue[0]
        per = "worker" if workers.plus_one_per_worker(state) else "player"
        return [Prompt(seat, "gain", {"count": workers.gain_size(state, seat), "per": per})]
    if phase == "return":
        return [Prompt(seat, "return", private=True) for seat in state.return_waiting]
    if phase in ("ritual", "final_lap"):
        return [_offering_prompt(state)]
    if phase == "pay":
        assert state.building is not None
        params = {"kind": state.building["kind"], "plot": state.building["plot"] + 1}
        return [Prompt(state.active, "pay", params, private=True)]
    if phase == "big_benefit":
        seat = state.active
        return [Prompt(seat, phase, private=screens.decides_behind_screen(state, seat))]
    return [Prompt(state.active, phase)]  # "roll"


def _offering_prompt(state: MedurisState) -> Prompt:
    plot, size = druid.current_visit(state)
    seat = druid.owner(state, plot)
    params = {"plot": plot + 1, "huts": size, "icons": list(state.board.plots[plot].icons)}
    return Prompt(seat, "offering", params, private=screens.decides_behind_screen(state, seat))


def legal(state: MedurisState, seat: int) -> list[Any]:
    if not any(p.seat == seat for p in pending(state)):
        return []
    phase = state.phase
    if phase == "place_bonus":
        return bonus.legal_placements(state)
    if phase == "place_workers":
        return workers.legal_placements(state)
    if phase == "roll":
        return [Roll()]
    if phase == "gain":
        return workers.legal_takes(state, seat)
    if phase == "return":
        return workers.legal_returns(state, seat)
    if phase == "big_benefit":
        return workers.legal_moves(state, seat) + building.legal_builds(state, seat)
    if phase == "pay":
        return building.payment_options(state, seat)
    return druid.legal_offers(state, seat)


# -- doing it -------------------------------------------------------------------------
def apply(state: MedurisState, seat: int, action: Any) -> list[Event]:
    if isinstance(action, PlaceBonus):
        events = bonus.lay(state, seat, action)
        if not state.bonus_placing:
            state.phase = "place_workers"
        return events
    if isinstance(action, PlaceWorker):
        events = workers.place_worker(state, seat, action)
        if not state.placing:
            state.phase = "roll"
        return events
    if isinstance(action, Roll):
        return roll(state, seat)
    if isinstance(action, Take):
        return workers.take(state, seat, action) + _after_gain(state)
    if isinstance(action, Return):
        events = workers.give_back(state, seat, action)
        if not state.return_waiting:
            state.phase = "big_benefit"
        return events
    if isinstance(action, MoveWorker):
        return workers.move_worker(state, seat, action) + end_turn(state)
    if isinstance(action, Build):
        return build(state, seat, action)
    if isinstance(action, Pay):
        return building.finish_build(state, seat, action.amounts) + after_build(state)
    assert isinstance(action, Offer)
    return druid.offer(state, seat, action) + _after_offer(state)


def roll(state: MedurisState, seat: int) -> list[Event]:
    """Turn 1/2, the small benefit: roll the die and everyone may profit."""
    face = state.rng.choice(components()["die"])
    state.last_roll = face
    events = [Event("rolled", {"seat": seat, "face": face})]
    if face in HIGHLANDS:
        events += workers.small_benefit_extraction(state, face)
        state.phase = "big_benefit"
    elif face == "gain":
        state.gain_queue = _from_active(state)
        events += _after_gain(state)
    else:
        state.return_waiting = [s for s in _from_active(state) if sum(state.resources[s])]
        state.phase = "return" if state.return_waiting else "big_benefit"
    return events


def _from_active(state: MedurisState) -> list[int]:
    """Every seat in turn order, starting with the player whose turn it is."""
    n = state.players
    return [state.turn_order[(state.turn_index + i) % n] for i in range(n)]


def _after_gain(state: MedurisState) -> list[Event]:
    """Skip the seats that can take nothing (the supply is empty)."""
    while state.gain_queue and workers.gain_size(state, state.gain_queue[0]) == 0:
        state.gain_queue.pop(0)
    state.phase = "gain" if state.gain_queue else "big_benefit"
    return []


def build(state: MedurisState, seat: int, action: Build) -> list[Event]:
    """Turn 2/2, B or C: choose the plot; pay at once when everyone can see
    there is only one way (building.choose_plot), else ask how."""
    events = building.choose_plot(state, seat, action)
    if events is None:
        state.phase = "pay"
        return [Event("building", {"seat": seat, "kind": action.kind, "plot": action.plot})]
    return events + after_build(state)


def after_build(state: MedurisState) -> list[Event]:
    """Move the druid on; a ritual he starts ends the turn when it ends."""
    events = druid.advance(state)
    if state.ritual is not None and state.ritual["visits"]:
        return events
    return events + end_turn(state)


def _after_offer(state: MedurisState) -> list[Event]:
    if not druid.ritual_done(state):
        return []
    final = state.ritual is not None and state.ritual["final"]
    state.ritual = None
    if final:
        return scoring.final_scoring(state)
    return end_turn(state)


def end_turn(state: MedurisState) -> list[Event]:
    """Pass the die clockwise. Once a player has built both temples and every
    hut, each other player has one more turn; then the druid's final lap."""
    events = []
    seat = state.active
    if state.end_by is None and state.huts_left[seat] == 0 and state.temples_left[seat] == 0:
        state.end_by = seat
        events.append(Event("end_triggered", {"seat": seat}))
    state.turn_index = (state.turn_index + 1) % state.players
    if state.end_by is not None and state.active == state.end_by:
        events += druid.final_lap(state)
        if not state.ritual or not state.ritual["visits"]:
            state.ritual = None
            events += scoring.final_scoring(state)
        return events
    state.phase = "roll"
    events.append(Event("turn", {"seat": state.active}))
    return events
