"""Step 1 of a turn, "Hechizos y talleres": cast one spell and/or activate one
workshop; and the trade with the supply allowed at any time."""

from __future__ import annotations

from games.core.types import Event
from games.mountain_king import decks, paying, resources
from games.mountain_king.actions import Cast, Give, Pay, Trade, Use
from games.mountain_king.components import RESOURCES, rules, spells, trolls, tunnel_shapes
from games.mountain_king.dig import cost, hammers_needed, placements
from games.mountain_king.network import network, open_entrances, touches
from games.mountain_king.recruit import activate, cascade, refill
from games.mountain_king.setup import spot_index, spot_name
from games.mountain_king.state import MountainKingState

RUNE = RESOURCES.index("rune")
HAMMER = RESOURCES.index("hammer")


# -- spells ------------------------------------------------------------------------------
def spell_targets(state: MountainKingState, seat: int, spell: str) -> list[str]:
    effect = spells()[spell]
    if "activate" in effect:
        return [spot_name(i) for i, s in enumerate(state.pyramids[seat]) if s is not None]
    if "pedestal" in effect:
        return sorted(set(state.bag))
    if "retire" in effect:
        return [
            f"{level}.{i + 1}" for level, row in sorted(state.horde.items())
            for i, entry in enumerate(row) if entry is not None
        ]
    return [""]


def legal_casts(state: MountainKingState, seat: int) -> list[Cast]:
    """Casting a spell: one rune onto a spell of the book, once per turn."""
    if state.progress["cast"] or resources.holding(state, seat)[RUNE] < 1:
        return []
    return [
        Cast(spell, target)
        for spell, _ in state.spellbook
        for target in spell_targets(state, seat, spell)
    ]


def cast_bill(state: MountainKingState, seat: int, action: Cast) -> paying.Bill:
    """One rune, from your storage or one of your trolls ("Ejemplo: Para lanzar
    el hechizo...")."""
    return (paying.part("rune", 1),)


def cast(state: MountainKingState, seat: int, action: Cast, payment: Pay) -> list[Event]:
    state.progress["cast"] = True
    paying.spend(state, seat, payment, to_supply=False)  # the rune goes onto the spell
    page = next(p for p in state.spellbook if p[0] == action.spell)
    page[1] += 1
    events = [Event("cast", {"seat": seat, "spell": action.spell, "target": action.target})]
    events += spell_effect(state, seat, action)
    if page[1] >= rules()["runes_to_disintegrate"]:
        # The third rune: the spell crumbles, its runes go back, a new one comes.
        state.supply[RUNE] += page[1]
        index = state.spellbook.index(page)
        decks.put_under(state, decks.SPELLS, page[0])
        state.spellbook[index] = [decks.draw(state, decks.SPELLS), 0]
        # A new spell turned face up from the deck: no undo goes back past it.
        events.append(Event("spell_crumbled", {"spell": action.spell,
                                               "new": state.spellbook[index][0]},
                            barrier=True))
    return events


def spell_effect(state: MountainKingState, seat: int, action: Cast) -> list[Event]:
    """Our own seventeen spells (data/mountain_king/spells.json)."""
    effect = spells()[action.spell]
    if "gain" in effect:
        got = [0] * len(RESOURCES)
        for r, n in effect["gain"].items():
            got[RESOURCES.index(r)] += resources.gain(state, seat, r, n)
        return [Event("gained", {"seat": seat, "amounts": got})]
    if "activate" in effect:
        index = spot_index(action.target)
        assert index is not None
        if effect["activate"] == "one":
            got = activate(state, seat, index)
            return [Event("cascade", {"seat": seat, "spot": action.target, "amounts": got})]
        return cascade(state, seat, index)
    if "flag" in effect:
        state.progress["flags"].append(effect["flag"])
        return []
    if "pedestal" in effect:
        state.bag.remove(action.target)
        state.pedestals[state.group(seat)].append(action.target)
        return [Event("pedestal_gained", {"seat": seat, "clan": action.target})]
    if "honour" in effect:
        state.honour[seat] += int(effect["honour"])
        return [Event("honour", {"seat": seat, "points": int(effect["honour"])})]
    level, _, slot = action.target.partition(".")
    entry = state.horde[level][int(slot) - 1]
    state.supply[RESOURCES.index("coin")] += entry["bribes"]
    decks.put_under(state, str(trolls()[entry["card"]]["level"]), entry["card"])
    state.horde[level][int(slot) - 1] = refill(state, level, keep=entry)
    return [Event("retired", {"card": entry["card"], "level": int(level), "slot": int(slot),
                              "by": "spell"},
                  barrier=state.horde[level][int(slot) - 1] is not None)]


# -- workshops -----------------------------------------------------------------------------
def usable_workshops(state: MountainKingState, seat: int) -> list[int]:
    """Workshops touching your network; once one is used, only that one."""
    chosen = state.progress["workshop"]
    own = network(state, seat)
    cells = [int(c) for c in state.workshops]
    if chosen is not None:
        cells = [chosen]
    return sorted(c for c in cells if touches(state, c, own))


def uses_allowed(state: MountainKingState, cell: int) -> int:
    """As many uses as open entrances (Master Hands: two more)."""
    extra = 2 if "extra_uses" in state.progress["flags"] else 0
    return open_entrances(state, cell) + extra


def conversions(state: MountainKingState, seat: int, kind: str) -> list[tuple[str, str]]:
    """Every (give, get) the workshop offers that the seat can pay now."""
    recipe = rules()["workshops"][kind]
    held = resources.holding(state, seat)
    out: list[tuple[str, str]] = []
    if recipe == "unload":
        symbols = sorted({s for *_, s in resources.troll_symbols(state, seat)})
        return [(s, "storage") for s in symbols]
    if isinstance(recipe, str) and recipe.startswith("any2:"):
        target = recipe.split(":")[1]
        if state.supply[RESOURCES.index(target)] == 0:
            return []
        for pair in resources.multisets(held, 2):
            out.append((_pair_text(pair), target))
        return out
    for give, get in recipe:
        (g, gn), = give.items()
        (t, tn), = get.items()
        have = resources.wild_carts(state, seat) if (kind == "cartwright" and g == "cart") else (
            held[RESOURCES.index(g)]
        )
        if have >= gn and state.supply[RESOURCES.index(t)] >= tn:
            out.append((_amount(g, gn), _amount(t, tn)))
    return out


def _amount(resource: str, n: int) -> str:
    return resource if n == 1 else f"{n}{resource}"


def _pair_text(pair: tuple[int, ...]) -> str:
    names = [r for r, n in zip(RESOURCES, pair, strict=True) for _ in range(n)]
    return "+".join(names)


def legal_uses(state: MountainKingState, seat: int) -> list[Use]:
    out = []
    for cell in usable_workshops(state, seat):
        if state.progress["workshop"] == cell and state.progress["uses"] >= uses_allowed(
            state, cell
        ):
            continue
        kind = state.workshops[str(cell)]
        name = state.board.cell_name(cell)
        out += [Use(name, give, get) for give, get in conversions(state, seat, kind)]
    return out


def use_bill(state: MountainKingState, seat: int, action: Use) -> paying.Bill:
    """What one use takes: the Quartermaster a symbol off one of your trolls
    (never from storage); the Cartwright a wild cart ("no de un clan"); the
    others what they name, from your trolls or storage."""
    if action.get == "storage":
        resource = resources.base(action.give)
        return (paying.Part(resource, 1, ((action.give,),), storage=False),)
    kind = state.workshops[str(state.board.cell_of(action.cell))]
    counts = [0] * len(RESOURCES)
    for part in action.give.split("+"):
        n, r = _split(part)
        counts[RESOURCES.index(r)] += n
    price = paying.bill(counts)
    if kind == "cartwright":
        price = tuple(
            paying.Part("cart", p.count, (("cart:wild",),)) if p.resource == "cart" else p
            for p in price
        )
    return price


def use(state: MountainKingState, seat: int, action: Use, payment: Pay) -> list[Event]:
    cell = state.board.cell_of(action.cell)
    kind = state.workshops[str(cell)]
    state.progress["workshop"] = cell
    state.progress["uses"] += 1
    if action.get == "storage":
        # The quartermaster: a resource from a troll to storage; clan carts turn wild.
        paying.spend(state, seat, payment, to_supply=False)
        state.storage[state.group(seat)][RESOURCES.index(resources.base(action.give))] += 1
    else:
        paying.spend(state, seat, payment)
        n, r = _split(action.get)
        resources.gain(state, seat, r, n)
    return [Event("workshop_used", {"seat": seat, "kind": kind, "give": action.give,
                                    "get": action.get})]


def _split(text: str) -> tuple[int, str]:
    digits = "".join(ch for ch in text if ch.isdigit())
    return (int(digits) if digits else 1), text.lstrip("0123456789")


# -- trading with the supply ------------------------------------------------------------------
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
    laying = state.phase == "place" or (
        state.phase == "trade" and state.progress.get("back_to") == "place"
    )
    if not laying or not dig or "tunnel" in dig:
        return [0] * len(RESOURCES)
    return _dig_needs(state, seat)[0]


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


def start_trade(state: MountainKingState, seat: int, action: Trade) -> list[Event]:
    state.progress["trade"] = action.target
    state.progress["back_to"] = state.phase
    state.phase = "trade"
    return []


def legal_gives(state: MountainKingState, seat: int) -> list[Give]:
    """Every mix of 4 resources you could hand in, never what the step you came
    from still needs (`trade_reserve`), and never the resource you are taking:
    handing in a rune to take a rune back only throws the other three away."""
    spare = _spare(state, seat, trade_reserve(state, seat))
    if not earlier_trades(state):
        spare[RESOURCES.index(state.progress["trade"])] = 0
    return [Give(m) for m in resources.multisets(spare, rules()["trade_in"])]


def give_bill(state: MountainKingState, seat: int, action: Give) -> paying.Bill:
    return paying.bill(action.amounts)


def give(state: MountainKingState, seat: int, action: Give, payment: Pay) -> list[Event]:
    target = state.progress["trade"]
    paying.spend(state, seat, payment)
    resources.gain(state, seat, target, 1)
    state.phase = state.progress["back_to"]
    state.progress["trade"] = None
    state.progress["back_to"] = None
    return [Event("traded", {"seat": seat, "amounts": list(action.amounts), "resource": target})]
