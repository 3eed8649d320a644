"""Recruiting a troll ("Reclutar un trol": step one choose and bribe, step two
take it and refill, retirement, step three place it and run the cascade) and
the coronation that completing a pyramid brings ("Final de la partida")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.mountain_king import decks, paying, resources
from games.mountain_king.actions import Pay, Recruit, TakePedestal
from games.mountain_king.components import RESOURCES, rules, trolls
from games.mountain_king.pyramid import PYRAMID, spot_index, spot_name

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

COIN = RESOURCES.index("coin")


def row_of(index: int) -> tuple[int, int]:
    """(row, position) of a pyramid index; row 0 is the base."""
    for row, (first, length) in enumerate(PYRAMID):
        if first <= index < first + length:
            return row, index - first
    raise ValueError(index)


def supports(index: int) -> list[int]:
    """The two trolls directly below a pyramid spot."""
    row, position = row_of(index)
    if row == 0:
        return []
    first = PYRAMID[row - 1][0]
    return [first + position, first + position + 1]


def open_spots(state: MountainKingState, seat: int) -> list[int]:
    """Step three: above and between two of your trolls."""
    pyramid = state.pyramids[seat]
    return [
        i for i in range(PYRAMID[1][0], 10)
        if pyramid[i] is None and all(pyramid[s] is not None for s in supports(i))
    ]


def bribed_slots(level: int, slot: int) -> list[tuple[str, int]]:
    """Step one: a level-2 troll bribes the two level-1 trolls below it; a
    level-3 troll the two level-2 and the three level-1 trolls below it."""
    if level == 1:
        return []
    if level == 2:
        return [("1", slot), ("1", slot + 1)]
    return [("2", slot), ("2", slot + 1), ("1", slot), ("1", slot + 1), ("1", slot + 2)]


def bribe_targets(state: MountainKingState, level: int, slot: int) -> list[tuple[str, int]]:
    return [(lv, i) for lv, i in bribed_slots(level, slot) if state.horde[lv][i] is not None]


def free_bribes(state: MountainKingState) -> bool:
    return "free_bribes" in state.progress.get("flags", [])


def coins_to_pay(state: MountainKingState, bribes: int) -> int:
    """Coins the recruiter pays for `bribes`: all of them, or under Silver
    Tongue only those the (finite) supply cannot cover."""
    if free_bribes(state):
        return max(0, bribes - state.supply[COIN])
    return bribes


def legal_recruits(state: MountainKingState, seat: int) -> list[Recruit]:
    spots = open_spots(state, seat)
    if not spots:
        return []
    coins = resources.holding(state, seat)[COIN]
    out = []
    for level in (1, 2, 3):
        for slot, entry in enumerate(state.horde[str(level)]):
            if entry is None:
                continue
            if coins < coins_to_pay(state, len(bribe_targets(state, level, slot))):
                continue
            out += [Recruit(level, slot + 1, spot_name(s)) for s in spots]
    return out


def recruit_bill(state: MountainKingState, seat: int, action: Recruit) -> paying.Bill:
    """Step one: the recruiter's coins for the bribes (from storage or trolls)."""
    bribes = len(bribe_targets(state, action.level, action.slot - 1))
    return (paying.part("coin", coins_to_pay(state, bribes)),)


def recruit(state: MountainKingState, seat: int, action: Recruit, payment: Pay) -> list[Event]:
    level, slot = str(action.level), action.slot - 1
    events: list[Event] = []
    # Step one: a coin on each troll below (from the supply under Silver Tongue,
    # as long as it has coins; then the recruiter's own, which `payment` took).
    paying.spend(state, seat, payment, to_supply=False)
    for lv, i in bribe_targets(state, action.level, slot):
        if free_bribes(state) and state.supply[COIN] > 0:
            state.supply[COIN] -= 1
        state.horde[lv][i]["bribes"] += 1
    entry = state.horde[level][slot]
    card = entry["card"]
    # The refill turns a deck's top card face up: no undo goes back past it.
    events.append(Event("recruited", {"seat": seat, "card": card, "level": action.level,
                                      "slot": action.slot, "spot": action.spot},
                        barrier=can_refill(state, level)))
    # Step two: take it with its bribes and pedestal; refill the slot.
    if entry["bribes"]:
        state.storage[state.group(seat)][COIN] += entry["bribes"]
        events.append(Event("bribes_collected", {"seat": seat, "count": entry["bribes"]}))
    if entry["pedestal"]:
        state.pedestals[state.group(seat)].append(entry["pedestal"])
        events.append(Event("pedestal_gained", {"seat": seat, "clan": entry["pedestal"]}))
    choose = bool(entry["choose"])
    state.horde[level][slot] = refill(state, level)
    if choose and state.bag:
        state.progress["choose_pedestal"] = True
    events += retire(state)
    # Step three: onto the pyramid, then the cascade.
    spot = spot_index(action.spot)
    assert spot is not None
    state.pyramids[seat][spot] = [card, [0] * len(trolls()[card]["produces"])]
    state.recruited_levels[seat] += trolls()[card]["level"]
    events += cascade(state, seat, spot)
    events += crown(state, seat)
    return events


def take_pedestal(state: MountainKingState, seat: int, action: TakePedestal) -> list[Event]:
    """Step two: the "choose pedestal" token lets the recruiter ("puedes") take
    a pedestal of their choice from the bag."""
    if action.clan == "none":
        return [Event("pedestal_declined", {"seat": seat})]
    state.bag.remove(action.clan)
    state.pedestals[state.group(seat)].append(action.clan)
    return [Event("pedestal_chosen", {"seat": seat, "clan": action.clan})]


def new_slot(state: MountainKingState, level: str, card: str) -> dict[str, Any]:
    """A troll dealt to the horde (general setup 4): a level-2 troll gets a
    pedestal from the bag, a level-3 troll a "choose pedestal" token."""
    slot: dict[str, Any] = {"card": card, "bribes": 0, "pedestal": None, "choose": level == "3"}
    if level == "2":
        slot["pedestal"] = draw_pedestal(state)
    return slot


def draw_pedestal(state: MountainKingState) -> str | None:
    """A random pedestal from the bag; once the bag is empty no more come."""
    if not state.bag:
        return None
    return state.bag.pop(state.rng.randbelow(len(state.bag)))


def refill(
    state: MountainKingState, level: str, keep: dict[str, Any] | None = None
) -> dict[str, Any] | None:
    """A new troll for an empty slot from its level's deck; when that deck is
    out, from the next level up, else down. A refilled level-2 slot gets a
    pedestal from the bag; the "choose pedestal" tokens stay on the level-3
    row. `keep`: the slot's pedestal and token stay for the newcomer (a
    retirement, our decision: the rulebook says nothing of them)."""
    for source in _decks_to_try(level):
        if state.decks[source]:
            card = decks.draw(state, source)
            if keep is not None:
                return {"card": card, "bribes": 0, "pedestal": keep["pedestal"],
                        "choose": keep["choose"]}
            return new_slot(state, level, card)
    return None


def can_refill(state: MountainKingState, level: str) -> bool:
    """Whether a slot of this level would be refilled ("Cuando no quedan más trols")."""
    return any(state.decks[source] for source in _decks_to_try(level))


def _decks_to_try(level: str) -> list[str]:
    return {"1": ["1", "2", "3"], "2": ["2", "3", "1"], "3": ["3", "2", "1"]}[level]


def retire(state: MountainKingState) -> list[Event]:
    """After a recruitment every horde troll with 4 bribes retires: bottom of
    its deck, bribes back to the supply, a new troll in its place."""
    events = []
    for level, row in state.horde.items():
        for i, entry in enumerate(row):
            if entry is None or entry["bribes"] < rules()["retire_at_bribes"]:
                continue
            card = entry["card"]
            state.supply[COIN] += entry["bribes"]
            decks.put_under(state, str(trolls()[card]["level"]), card)
            row[i] = refill(state, level, keep=entry)
            events.append(Event("retired", {"card": card, "level": int(level), "slot": i + 1},
                                barrier=row[i] is not None))
    return events


def cone(index: int) -> list[int]:
    """The troll at `index` and every troll below it, each once, top first."""
    out = [index]
    frontier = [index]
    while frontier:
        below: list[int] = []
        for spot in frontier:
            for s in supports(spot):
                if s not in out and s not in below:
                    below.append(s)
        out += below
        frontier = below
    return out


def activate(state: MountainKingState, seat: int, index: int) -> list[int]:
    """A troll gains, from the supply, each top-row resource not already on it."""
    spot = state.pyramids[seat][index]
    if spot is None:
        return [0] * len(RESOURCES)
    gained = [0] * len(RESOURCES)
    for k, symbol in enumerate(trolls()[spot[0]]["produces"]):
        r = RESOURCES.index(resources.base(symbol))
        if not spot[1][k] and state.supply[r] > 0:
            state.supply[r] -= 1
            spot[1][k] = 1
            gained[r] += 1
    return gained


def cascade(state: MountainKingState, seat: int, index: int) -> list[Event]:
    gained = [0] * len(RESOURCES)
    for spot in cone(index):
        for r, n in enumerate(activate(state, seat, spot)):
            gained[r] += n
    return [Event("cascade", {"seat": seat, "spot": spot_name(index), "amounts": gained})]


def crown(state: MountainKingState, seat: int) -> list[Event]:
    """The first to complete the pyramid takes the 5, the next the 3; the 3
    (the only one with two players) triggers the end: the round is finished,
    then everyone plays two more turns."""
    if state.pyramid_size(seat) < 10 or state.crowned[seat] or not state.coronation:
        return []
    value = state.coronation.pop(0)
    state.crowned[seat] = value
    events = [Event("crowned", {"seat": seat, "points": value})]
    if not state.coronation:
        position = state.turn_order.index(seat)
        state.turns_left = (state.players - 1 - position) + rules()["final_extra_turns"] * (
            state.players
        )
        events.append(Event("end_triggered", {"seat": seat}))
    return events
