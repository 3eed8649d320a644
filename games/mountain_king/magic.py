"""Step 1 of a turn, "Hechizos y talleres": cast one spell and/or activate one
workshop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.types import Event
from games.mountain_king import decks, paying, resources
from games.mountain_king.actions import Cast, Pay, Use
from games.mountain_king.components import RESOURCES, rules, spells, trolls
from games.mountain_king.network import network, open_entrances, touches
from games.mountain_king.pyramid import spot_index, spot_name
from games.mountain_king.recruit import activate, cascade, refill

if TYPE_CHECKING:
    from games.mountain_king.state import MountainKingState

RUNE = RESOURCES.index("rune")


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
