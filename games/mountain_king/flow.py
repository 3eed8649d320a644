"""The order of play ("Cómo jugar", "Tu turno"): setup prompts, the four steps
of a turn with the trade at any time, the end trigger and the final rounds.

Phases: gate, draft (player setup C, D); main (step 1 and the choice of step
2), place, pedestal, establish, choose_pedestal (the rest of step 2), trade
(paying a 4-for-1 trade), after (steps 3 and 4, then `end`); over.
"""

from __future__ import annotations

from typing import Any

from games.core.types import Event, Prompt
from games.mountain_king import dig, halls, magic, recruit, scoring, setup
from games.mountain_king.actions import (
    Cast,
    Dig,
    End,
    Establish,
    Gate,
    Give,
    Hall,
    Keep,
    MoveStatue,
    Place,
    Recruit,
    SetPedestal,
    Skip,
    TakePedestal,
    Trade,
    Use,
)
from games.mountain_king.state import PYRAMID, MountainKingState


def pending(state: MountainKingState) -> list[Prompt]:
    phase = state.phase
    if phase == "over":
        return []
    if phase == "gate":
        return [Prompt(state.turn_order[state.turn_index], "gate")]
    if phase == "draft":
        # Player setup D: the choice is among the trolls in the drafter's hand.
        seat = state.drafting[0]
        return [Prompt(seat, "draft", {"placed": state.pyramid_size(seat)}, private=True)]
    params: dict[str, Any] = {}
    if phase == "place":
        params = dict(state.progress["dig"])
        params.pop("tunnel", None)
    return [Prompt(state.active, phase, params)]


def legal(state: MountainKingState, seat: int) -> list[Any]:
    if not any(p.seat == seat for p in pending(state)):
        return []
    phase = state.phase
    if phase == "gate":
        return [Gate(state.board.cell_name(c)) for c in setup.gate_points(state, seat)]
    if phase == "draft":
        spots = [i for i in range(PYRAMID[0][1]) if state.pyramids[seat][i] is None]
        return [Keep(card, setup.spot_name(i)) for card in sorted(state.draft_hand[seat])
                for i in spots]
    if phase == "main":
        return main_choices(state, seat)
    if phase == "place":
        return dig.legal_places(state, seat) + magic.legal_trades(state, seat)
    if phase == "pedestal":
        return [SetPedestal(c) for c in dig.pedestal_choices(state, seat)] + [SetPedestal("none")]
    if phase == "establish":
        return dig.establish_choices(state)
    if phase == "choose_pedestal":
        return [TakePedestal(c) for c in sorted(set(state.bag))]
    if phase == "trade":
        return magic.legal_gives(state, seat)
    # after: steps 3 and 4, trades, end
    return (
        halls.legal_halls(state, seat)
        + halls.statue_moves(state, seat)
        + magic.legal_trades(state, seat)
        + [End()]
    )


def main_choices(state: MountainKingState, seat: int) -> list[Any]:
    """Step 1 (spell, workshop), trades, and step 2: recruit or dig. A full
    pyramid must dig; without the minerals one must recruit; neither: skip."""
    step2: list[Any] = recruit.legal_recruits(state, seat) + dig.legal_digs(state, seat)
    if not step2:
        step2 = [Skip()]
    return (
        magic.legal_casts(state, seat)
        + magic.legal_uses(state, seat)
        + magic.legal_trades(state, seat)
        + step2
    )


def apply(state: MountainKingState, seat: int, action: Any) -> list[Event]:
    if isinstance(action, Gate):
        cell = state.board.cell_of(action.cell)
        assert cell is not None
        return setup.place_gate(state, seat, cell)
    if isinstance(action, Keep):
        spot = setup.spot_index(action.spot)
        assert spot is not None
        return setup.keep_troll(state, seat, action.card, spot)
    if isinstance(action, Cast):
        return magic.cast(state, seat, action)
    if isinstance(action, Use):
        return magic.use(state, seat, action)
    if isinstance(action, Trade):
        return magic.start_trade(state, seat, action)
    if isinstance(action, Give):
        return magic.give(state, seat, action)
    if isinstance(action, Recruit):
        state.progress["step2"] = True
        events = recruit.recruit(state, seat, action)
        state.phase = "choose_pedestal" if state.progress.pop("choose_pedestal", False) else (
            "after"
        )
        return events
    if isinstance(action, TakePedestal):
        state.bag.remove(action.clan)
        state.pedestals[state.group(seat)].append(action.clan)
        state.phase = "after"
        return [Event("pedestal_chosen", {"seat": seat, "clan": action.clan})]
    if isinstance(action, Dig):
        return dig.dig(state, seat, action)
    if isinstance(action, Place):
        return dig.place(state, seat, action)
    if isinstance(action, SetPedestal):
        return dig.set_pedestal(state, seat, action)
    if isinstance(action, Establish):
        return dig.establish(state, seat, action)
    if isinstance(action, Skip):
        state.progress["step2"] = True
        state.phase = "after"
        return [Event("skipped", {"seat": seat})]
    if isinstance(action, Hall):
        return halls.open_hall(state, seat, action)
    if isinstance(action, MoveStatue):
        return halls.move_statue(state, seat, action)
    assert isinstance(action, End)
    return end_turn(state)


def end_turn(state: MountainKingState) -> list[Event]:
    """Pass to the left. After the second coronation token the round is
    finished and everyone plays two more turns; then the final scoring."""
    if state.turns_left is not None:
        if state.turns_left == 0:
            return scoring.final_scoring(state)
        state.turns_left -= 1
    state.turn_index = (state.turn_index + 1) % state.players
    state.progress = setup.new_progress()
    state.phase = "main"
    return [Event("turn", {"seat": state.active})]
