"""Trading with the supply ("Intercambiar con la reserva"): at any time in
your turn, four resources of any mix for one of your choice. `trade rune`
opens a `trade` frame over the step it interrupts; `give ...` answers it (and
is paid like any price), and the step asks again."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from games.core.types import Event, Prompt, Seat
from games.mountain_king import paying, resources
from games.mountain_king.actions import Give, Pay, Trade
from games.mountain_king.components import RESOURCES, rules, tunnel_shapes
from games.mountain_king.dig import cost, hammers_needed, placements
from games.mountain_king.frames import FRAMES, TradeFrame, trade_frame
from games.mountain_king.spending import Costly

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

HAMMER = RESOURCES.index("hammer")


def legal_trades(state: MountainKingState, seat: int) -> list[Trade]:
    """"Intercambiar con la reserva": at any time in your turn, 4 resources of
    any mix for 1 of your choice.

    Offered at every question of your own turn where a trade can change what you
    may do: steps 1-2 (a rune for a spell, what a workshop takes, coins for
    bribes, minerals for a dig), laying a tunnel (a hammer per rubble square)
    and steps 3-4 (carts for statues). Choosing a pedestal or a workshop spends
    nothing, so the trade waits for the next question there instead of
    crowding the menu. While a tunnel is being laid only a hammer can open new
    placements, so only `trade hammer` is offered, and only when some
    placement needs more hammers than you hold. A resource is offered only if
    four others can pay for it (`legal_gives`)."""
    if earlier_trades(state):
        return _earlier_legal_trades(state, seat)
    targets = list(RESOURCES)
    keep = [0] * len(RESOURCES)
    if state.phase == "place":
        keep, short = _dig_needs(state, seat)
        if not short:
            return []
        targets = ["hammer"]
    spare = _spare(state, seat, keep)
    return [
        Trade(r) for r in targets
        if state.supply[RESOURCES.index(r)] > 0
        and sum(spare) - spare[RESOURCES.index(r)] >= rules()["trade_in"]
    ]


def earlier_trades(state: MountainKingState) -> bool:
    """With our earlier automatic payment (`spending=trolls_first`, as games stored
    before issue 10 go on), the trade menu is the one those games were played with:
    a trade may hand in the resource it takes (paid trolls first, that moves one
    from a troll into storage)."""
    return state.options.get("spending") == "trolls_first"


def _earlier_legal_trades(state: MountainKingState, seat: int) -> list[Trade]:
    held = resources.holding(state, seat)
    if sum(held) < rules()["trade_in"]:
        return []
    targets = list(RESOURCES)
    if state.phase == "place":
        keep, short = _dig_needs(state, seat)
        if not short or sum(held) - sum(keep) < rules()["trade_in"]:
            return []
        targets = ["hammer"]
    return [Trade(r) for r in targets if state.supply[RESOURCES.index(r)] > 0]


def _spare(state: MountainKingState, seat: int, keep: list[int]) -> list[int]:
    held = resources.holding(state, seat)
    return [max(0, h - k) for h, k in zip(held, keep, strict=True)]


def trade_reserve(state: MountainKingState, seat: int) -> list[int]:
    """What a trade may not give away: while laying a tunnel, its minerals and
    the hammers of its cheapest placement, so the dig chosen stays payable."""
    dig = state.progress.get("dig")
    if not laying_tunnel(state) or not dig or "tunnel" in dig:
        return [0] * len(RESOURCES)
    return _dig_needs(state, seat)[0]


def laying_tunnel(state: MountainKingState) -> bool:
    """Whether the step asking (or the one a trade interrupted) is laying a tile."""
    steps = [frame["type"] for frame in state.stack[-2:]]
    return steps[-1:] == ["place"] or steps == ["place", "trade"]


def _dig_needs(state: MountainKingState, seat: int) -> tuple[list[int], bool]:
    """(what the tunnel being laid still needs at least, whether some placement
    needs more hammers than the seat holds)."""
    dig = state.progress["dig"]
    keep = [0] * len(RESOURCES)
    keep[RESOURCES.index(dig["mineral"])] = cost(state, tunnel_shapes()[dig["shape"]].size)
    every = placements(state, seat, dig["shape"], max_hammers=len(state.board.rubble))
    needs = [hammers_needed(state, p.rubble) for p in every]
    keep[HAMMER] = min(needs, default=0)
    have = resources.holding(state, seat)[HAMMER]
    return keep, any(n > have for n in needs)


def legal_gives(state: MountainKingState, seat: int, target: str) -> list[Give]:
    """Every mix of 4 resources you could hand in for `target`, never what the
    step you came from still needs (`trade_reserve`), and never the resource
    you are taking: handing in a rune to take a rune back only throws the other
    three away."""
    spare = _spare(state, seat, trade_reserve(state, seat))
    if not earlier_trades(state):
        spare[RESOURCES.index(target)] = 0
    return [Give(m) for m in resources.multisets(spare, rules()["trade_in"])]


def give(state: MountainKingState, seat: int, action: Give, payment: Pay,
         target: str) -> list[Event]:
    paying.spend(state, seat, payment)
    resources.gain(state, seat, target, 1)
    return [Event("traded", {"seat": seat, "amounts": list(action.amounts), "resource": target})]


def start_trade(state: MountainKingState, action: Trade) -> list[Event]:
    """`trade rune`: ask which four resources go (the step asks again after)."""
    FRAMES.push_frame(state, trade_frame(action.target))
    return []


class TradeWithSupply(Costly[TradeFrame, Give, Give]):
    """"Intercambiar con la reserva": the four resources handed in for the one
    chosen (frame data: `resource`)."""

    type: ClassVar[str] = "trade"
    answers = (Give,)

    def prompt(self, state: MountainKingState, frame: TradeFrame) -> Prompt:
        return Prompt(state.active, "trade", {})

    def legal(self, state: MountainKingState, frame: TradeFrame, seat: Seat) -> list[Give]:
        return list(legal_gives(state, seat, frame["resource"]))

    def apply(self, state: MountainKingState, frame: TradeFrame, seat: Seat,
              action: Give) -> list[Event]:
        return self.pay_or_ask(state, frame, seat, action)

    def bill(self, state: MountainKingState, seat: Seat, action: Give) -> paying.Bill:
        return paying.bill(action.amounts)

    def carry_out(self, state: MountainKingState, frame: TradeFrame, seat: Seat, action: Give,
                  payment: Pay) -> list[Event]:
        events = give(state, seat, action, payment, frame["resource"])
        return events + FRAMES.finish(state)
