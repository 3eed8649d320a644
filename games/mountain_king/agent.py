"""The heuristic player: a few cheap rules of thumb per step instead of a
search (a dig has hundreds of placements, so cloning for each is too slow).

It decides on a determinized copy of the position (`determinize`): what its
seat cannot see is guessed, so its choices never depend on hidden cards.
It casts the spell and uses the workshop conversions that leave its holdings
worth more (a pile of one mineral is worth a bigger tunnel), recruits the troll whose cascade brings
the most, digs the most valuable tunnel it can afford once its pyramid is well
on the way, lays tiles towards statues, buried resources and the heart, puts
pedestals on the best tokens, opens halls, and moves statues where they score
more.
"""

from __future__ import annotations

from typing import Any

from games.core.agents import Agent, determinize
from games.core.rng import Rng
from games.core.types import Seat
from games.mountain_king import actions as act
from games.mountain_king import paying, resources
from games.mountain_king.actions import MountainKingAction
from games.mountain_king.components import (
    RESOURCES,
    STATUE_CLANS,
    hall_shapes,
    rules,
    spells,
    trolls,
    tunnel_points,
    tunnel_shapes,
)
from games.mountain_king.dig import placements
from games.mountain_king.pyramid import spot_index
from games.mountain_king.recruit import bribe_targets, cone
from games.mountain_king.spending import bill_owed
from games.mountain_king.state import MountainKingState


def _amount(text: str) -> tuple[int, str]:
    """`2stone` -> (2, "stone"); `cart:fire` -> (1, "cart")."""
    digits = "".join(ch for ch in text if ch.isdigit())
    return (int(digits) if digits else 1), resources.base(text.lstrip("0123456789"))


Actions = list[MountainKingAction]
"""The legal answers now, as `state.legal` lists them."""

VALUE = {"stone": 1.0, "iron": 1.2, "heartstone": 1.6, "coin": 1.2, "cart": 1.0,
         "hammer": 1.4, "rune": 1.3}


class MountainKingAgent(Agent):
    kind = "heuristic"

    def choose(self, state: Any, seat: Seat, rng: Rng) -> MountainKingAction:
        assert isinstance(state, MountainKingState)
        actions: list[MountainKingAction] = state.legal(seat)
        if len(actions) == 1:
            return actions[0]
        if state.phase == "pay":
            # Which resources pay: only the face-up pyramid and storage matter.
            return self._pay(state, seat)
        # Every rule of thumb below reads a position the seat cannot tell from
        # this one (other hands and the decks' order drawn again), so none can
        # use what the seat may not know. The rng is read, not advanced.
        state = determinize(state, seat, rng)
        assert isinstance(state, MountainKingState)
        phase = state.phase
        pick = getattr(self, f"_{phase}", None)
        choice: MountainKingAction | None = pick(state, seat, actions, rng) if pick else None
        return choice if choice is not None else rng.choice(actions)

    # -- setup -----------------------------------------------------------------------------
    def _draft(self, state: MountainKingState, seat: int, actions: Actions,
               rng: Rng) -> MountainKingAction | None:
        """The best troll in the middle of the base: those wake most often."""
        keeps = [a for a in actions if isinstance(a, act.Keep)]

        def worth(a: act.Keep) -> float:
            value = sum(VALUE[resources.base(s)] for s in trolls()[a.card]["produces"])
            middle = 1.0 if a.spot in ("A2", "A3") else 0.0
            return value * (1.0 + middle) + rng.randbelow(10) / 100
        return max(keeps, key=worth)

    # -- step 1 and 2 ------------------------------------------------------------------------
    def _main(self, state: MountainKingState, seat: int, actions: Actions,
              rng: Rng) -> MountainKingAction | None:
        """Step 1 first, when it pays: the best spell worth more than its rune,
        then each workshop use that leaves the holdings worth more; then step 2."""
        held = resources.holding(state, seat)
        casts = [a for a in actions if isinstance(a, act.Cast)]
        if casts:
            best = max(casts, key=lambda a: self._cast_value(state, seat, a, held, actions))
            if self._cast_value(state, seat, best, held, actions) > VALUE["rune"] + 0.2:
                return best
        uses = [a for a in actions if isinstance(a, act.Use)]
        if uses:
            best_use = max(uses, key=lambda a: self._use_value(state, seat, a, held))
            if self._use_value(state, seat, best_use, held) > 0.3:
                return best_use
        digs = [a for a in actions if isinstance(a, act.Dig)]
        recruits = [a for a in actions if isinstance(a, act.Recruit)]
        best_dig = max(digs, key=lambda a: self._dig_value(state, a), default=None)
        best_recruit = max(recruits, key=lambda a: self._recruit_value(state, seat, a),
                           default=None)
        if best_dig is not None and best_recruit is not None:
            size = state.pyramid_size(seat)
            dig_value = self._dig_value(state, best_dig)
            if dig_value >= 5 or (size >= 7 and dig_value >= 3) or state.turns_left is not None:
                return best_dig
            return best_recruit
        if best_dig is not None:
            return best_dig
        if best_recruit is not None:
            return best_recruit
        skip = [a for a in actions if isinstance(a, act.Skip)]
        return skip[0] if skip else None

    # -- step 1: what a spell or a workshop use is worth ---------------------------------------
    @staticmethod
    def _worth(held: list[int]) -> float:
        """Holdings: each resource at its value, plus the best tunnel they can pay
        (a tunnel needs all its minerals of one kind, so piling one up pays)."""
        base = sum(VALUE[r] * n for r, n in zip(RESOURCES, held, strict=True))
        best = 0
        for mineral in ("stone", "iron", "heartstone"):
            size = min(6, held[RESOURCES.index(mineral)])
            if size >= 3:
                best = max(best, tunnel_points(size, mineral))
        return base + 0.8 * best

    def _use_value(self, state: MountainKingState, seat: int, a: act.Use,
                   held: list[int]) -> float:
        if a.get == "storage":
            # The quartermaster frees a troll, which the next cascade refills
            # (and in team play the partner may spend it).
            return 0.4 * VALUE[resources.base(a.give)]
        after = list(held)
        for part in a.give.split("+"):
            n, r = _amount(part)
            after[RESOURCES.index(r)] -= n
        n, r = _amount(a.get)
        after[RESOURCES.index(r)] += n
        return self._worth(after) - self._worth(held)

    def _cast_value(self, state: MountainKingState, seat: int, a: act.Cast, held: list[int],
                    actions: Actions) -> float:
        effect = spells()[a.spell]
        if "gain" in effect:
            after = list(held)
            for r, n in effect["gain"].items():
                after[RESOURCES.index(r)] += n
            return self._worth(after) - self._worth(held)
        if "honour" in effect:
            return float(effect["honour"]) + 0.3
        if "activate" in effect:
            index = spot_index(a.target)
            if index is None:
                return 0.0  # not a pyramid spot: nothing to activate
            spots = [index] if effect["activate"] == "one" else cone(index)
            value = 0.0
            for i in spots:
                spot = state.pyramids[seat][i]
                if spot is not None:
                    produces = trolls()[spot[0]]["produces"]
                    value += sum(VALUE[resources.base(s)] for k, s in enumerate(produces)
                                 if not spot[1][k])
            return value
        if "pedestal" in effect:
            level_open = sum(1 for lv in range(5)
                             if state.marker[lv][STATUE_CLANS.index(a.target)] is not None)
            return 2.2 if level_open >= 2 else 0.0
        flag = effect.get("flag")
        if flag == "free_bribes":
            recruits = [x for x in actions if isinstance(x, act.Recruit)]
            bribes = max((len(bribe_targets(state, x.level, x.slot - 1)) for x in recruits),
                         default=0)
            return 1.2 * bribes if state.pyramid_size(seat) < 10 else 0.0
        if flag == "cheaper_tunnel":
            digs = [x for x in actions if isinstance(x, act.Dig)]
            return 1.5 if digs and state.pyramid_size(seat) >= 7 else 0.0
        if flag == "extra_uses":
            uses = [x for x in actions if isinstance(x, act.Use)]
            best = max((self._use_value(state, seat, x, held) for x in uses), default=0.0)
            return 2 * best
        return 0.0

    def _dig_value(self, state: MountainKingState, a: act.Dig) -> float:
        size = tunnel_shapes()[a.shape].size
        return tunnel_points(size, a.mineral) + 0.3 * size - 0.2 * VALUE[a.mineral] * size

    def _recruit_value(self, state: MountainKingState, seat: int, a: act.Recruit) -> float:
        entry = state.horde[str(a.level)][a.slot - 1]
        card = trolls()[entry["card"]]
        value: float = sum(VALUE[resources.base(s)] for s in card["produces"])
        spot = spot_index(a.spot)
        assert spot is not None
        for index in cone(spot)[1:]:
            held = state.pyramids[seat][index]
            if held is not None:
                produces = trolls()[held[0]]["produces"]
                value += sum(VALUE[resources.base(s)] for k, s in enumerate(produces)
                             if not held[1][k])
        value += 1.2 * entry["bribes"] - 1.2 * len(bribe_targets(state, a.level, a.slot - 1))
        value += 2.0 if entry["pedestal"] or entry["choose"] else 0.0
        return value

    # -- digging ------------------------------------------------------------------------------
    def _place(self, state: MountainKingState, seat: int, actions: Actions,
               rng: Rng) -> MountainKingAction | None:
        b = state.board
        chosen = state.progress["dig"]
        marker_ok = any(
            state.marker[lv][STATUE_CLANS.index(c)] is not None
            for c in state.pedestals[state.group(seat)] for lv in range(5)
        )
        best, best_value = None, float("-inf")
        for p in placements(state, seat, chosen["shape"]):
            value = 0.0
            for c in p.cells:
                value += 0.6 * b.levels[c] ** 1.5
                if str(c) in state.statues:
                    value += 3.0 + b.levels[c]
                if c in b.buried:
                    value += 2.0 * sum(b.buried[c].values())
                for n in b.neighbours[c]:
                    if n in b.workshop_spaces and str(n) not in state.workshops:
                        value += 0.8
            value -= 1.5 * p.rubble
            if p.anchor is not None and marker_ok:
                value += 1.0 * b.levels[p.anchor]
            value += rng.randbelow(100) / 1000
            if value > best_value:
                best, best_value = p, value
        if best is None:
            return None
        return act.Place(best.orientation, b.cell_name(best.origin))

    def _pedestal(self, state: MountainKingState, seat: int, actions: Actions,
                  rng: Rng) -> MountainKingAction | None:
        options = [a for a in actions if isinstance(a, act.SetPedestal) and a.clan != "none"]
        if not options:
            return None
        tunnel = state.tunnels[state.progress["dig"]["tunnel"]]
        level = state.board.levels[tunnel["anchor"]]
        return max(options, key=lambda a: state.marker[level - 1][STATUE_CLANS.index(a.clan)] or 0)

    def _establish(self, state: MountainKingState, seat: int, actions: Actions,
                   rng: Rng) -> MountainKingAction | None:
        options = [a for a in actions if isinstance(a, act.Establish) and a.kind != "none"]
        return rng.choice(options) if options else None

    def _choose_pedestal(self, state: MountainKingState, seat: int, actions: Actions,
                         rng: Rng) -> MountainKingAction | None:
        """Always take one: it costs nothing, and one left in the bag is
        another player's."""
        return rng.choice([a for a in actions if isinstance(a, act.TakePedestal)
                           and a.clan != "none"])

    def _pay(self, state: MountainKingState, seat: int) -> act.Pay:
        """The rulebook's advice: the trolls' resources first, so that they
        produce again (`paying.trolls_first`)."""
        return paying.trolls_first(state, seat, bill_owed(state))

    def _trade(self, state: MountainKingState, seat: int, actions: Actions,
               rng: Rng) -> MountainKingAction | None:
        held = resources.holding(state, seat)
        gives = [a for a in actions if isinstance(a, act.Give)]
        return max(gives, key=lambda a: sum(n * held[i] for i, n in enumerate(a.amounts)))

    # -- steps 3 and 4 --------------------------------------------------------------------------
    def _after(self, state: MountainKingState, seat: int, actions: Actions,
               rng: Rng) -> MountainKingAction | None:
        halls_ = [a for a in actions if isinstance(a, act.Hall)]
        if halls_:
            return max(halls_, key=lambda a: hall_shapes()[a.hall].low
                       + 0.3 * hall_shapes()[a.hall].high)
        moves = [a for a in actions if isinstance(a, act.MoveStatue)]
        best, gain = None, 0.5
        for move in moves:
            value = self._spot_value(state, move.target, move.source) - self._spot_value(
                state, move.source, move.source
            )
            if value > gain:
                best, gain = move, value
        if best is not None:
            return best
        return next(a for a in actions if isinstance(a, act.End))

    def _spot_value(self, state: MountainKingState, cell_name: str, moving: str) -> float:
        """What the moving statue would score on `cell_name`, given the other
        statues already in that tunnel (one statue scores per tunnel)."""
        b = state.board
        cell = b.cell_of(cell_name)
        source = b.cell_of(moving)
        assert cell is not None and source is not None
        clan = state.statues[str(source)]
        tunnel = state.tunnels[state.cell_tunnel[cell]]
        if tunnel["kind"] == "hall":
            shape = hall_shapes()[tunnel["hall"]]
            if cell == tunnel["altar"]:
                return float(shape.high - shape.low)
            return 0.0
        value = rules()["statue_values"][b.levels[cell] - 1]
        if tunnel.get("anchor") == cell and tunnel.get("pedestal") == clan:
            value *= 2
        others = [
            rules()["statue_values"][b.levels[c] - 1]
            for c in tunnel["cells"] if str(c) in state.statues and c not in (source, cell)
        ]
        return float(max(0, value - max(others, default=0)))


