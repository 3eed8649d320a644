"""Dice and hits of a battle (Law of Root 3.3.2, 3.3.3).

Step 2: both dice are rolled; the attacker deals the higher, the defender the
lower, each at most as many as their warriors in the clearing (3.3.2.I); then
extra hits, which no limit caps (3.3.2.II), and one more for the attacker if
the defender has no warriors there (3.3.2.III). Step 3: each hit removes one
piece; whoever takes the hits chooses which, but all warriors go first. They
are asked only when there is a real choice (several kinds of buildings or
tokens and not enough hits for all): the `"take_hits"` frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.data import load_json
from games.core.errors import IllegalAction
from games.core.frames import FrameBase
from games.core.types import Event, Prompt, Seat
from games.root import board, frames
from games.root.actions import RemovePiece
from games.root.factions.base import FACTIONS
from games.root.frames import Handler
from games.root.rules.effects import EXTRA_HITS
from games.root.rules.fight import DEFENDER_FIRST, ROLES, FightFrame, Role, fight_of, other
from games.root.rules.pieces import WARRIORS, hired_against, hired_by, pieces_here, remove_pieces

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState



def warriors_of(state: RootState, fight: FightFrame, role: Role) -> int:
    return board.warriors(state.board, fight["clearing"], fight[role])


def hired_warriors(
    state: RootState, clearing: int, faction: str, against: str | None = None
) -> int:
    """Warriors that count as `faction`'s in battle now (the Riverfolk's
    mercenaries, 11.2.7.III): they roll hits for it (3.3.2.I). `against`: the
    other side of the battle, whose own warriors never fight for `faction`."""
    owners = hired_by(state, faction) if against is None else hired_against(
        state, faction, against)
    return sum(board.warriors(state.board, clearing, owner) for owner in owners)


def hired_pieces(state: RootState, clearing: int, owner: str) -> int:
    here = board.buildings(state.board, clearing, owner) + board.tokens(
        state.board, clearing, owner)
    return board.warriors(state.board, clearing, owner) + len(here)


def own_pieces(state: RootState, fight: FightFrame, role: Role) -> int:
    """Pieces the side can lose itself; a pawn's side takes its hits on items
    its own way (the Vagabond, 9.2.7): its part is never moved to the hired."""
    if fight[role] in board.spot(state.board, fight["clearing"])["pawns"]:
        return fight["to_take"][role]
    return warriors_of(state, fight, role) + len(breakable(state, fight, role))


def split_hired(state: RootState, fight: FightFrame) -> None:
    """11.2.7.III: a side with hired pieces splits the hits it takes evenly
    between its own pieces and the hired ones, taking the odd one itself.
    Our reading: what one part cannot take goes to the other (they are all
    its pieces in this battle). `fight["hired_hits"]` keeps the hired part."""
    fight["hired_hits"] = {}
    for role in ROLES:
        owners = hired_against(state, fight[role], fight[other(role)])
        total = fight["to_take"][role]
        if not owners or total <= 0:
            continue
        owner = owners[0]
        room = hired_pieces(state, fight["clearing"], owner)
        hired_share = min(total // 2, room)
        own_share = total - hired_share
        spare = own_share - own_pieces(state, fight, role)
        if spare > 0:
            hired_share = min(room, hired_share + spare)
            own_share = total - hired_share
        fight["to_take"][role] = own_share
        fight["hired_hits"][role] = [owner, hired_share]


def remove_hired(state: RootState, fight: FightFrame, role: Role) -> list[Event]:
    """The hired part of the hits: warriors first, then the owner's other
    pieces (a trade post: one token a clearing, no choice to make)."""
    owner, count = fight.get("hired_hits", {}).get(role, [None, 0])
    if owner is None or count <= 0:
        return []
    clearing, by = fight["clearing"], fight[other(role)]
    events: list[Event] = []
    record = fight["removed"][role]  # the side's losses: hired pieces were its own here
    kinds = [WARRIORS, *board.buildings(state.board, clearing, owner),
             *board.tokens(state.board, clearing, owner)]
    for kind in dict.fromkeys(kinds):
        take = min(count, pieces_here(state, clearing, owner, kind))
        if take <= 0:
            continue
        count -= take
        record[kind] = record.get(kind, 0) + take
        events += remove_pieces(state, clearing, owner, kind, take, by, hired_by=fight[role])
    return events


def roll_dice(state: RootState, fight: FightFrame) -> list[Event]:
    """3.3.2: two dice from the state's generator; higher to the attacker."""
    faces = load_json("root", "general.json")["die_faces"]
    high, low = sorted((state.rng.choice(faces), state.rng.choice(faces)), reverse=True)
    fight["dice"] = [high, low]
    # 8.2.2 Guerrilla War: a defender may deal the higher roll instead.
    guerrilla = FACTIONS[fight["defender"]].defends_with_high_roll(state)
    first, second = (low, high) if guerrilla else (high, low)
    # The cap is each side's warriors, or what its faction says (9.2.6).
    attacker, defender = FACTIONS[fight["attacker"]], FACTIONS[fight["defender"]]
    here = fight["clearing"]
    fight["rolled"] = {
        "attacker": min(first, attacker.max_rolled_hits(state, fight, "attacker")
                        + hired_warriors(state, here, fight["attacker"], fight["defender"])),
        "defender": min(second, defender.max_rolled_hits(state, fight, "defender")
                        + hired_warriors(state, here, fight["defender"], fight["attacker"])),
    }
    defenceless = FACTIONS[fight["defender"]].defenceless(state, fight)
    if defenceless:
        fight["extra"]["attacker"] += 1
    params = {"seat": fight["seat"], "clearing": fight["clearing"], "high": high, "low": low}
    return [Event("dice_rolled", {**params, "defenceless": defenceless})]


def extra_dealt(state: RootState, fight: FightFrame, role: Role) -> int:
    """3.3.2.II: extra hits from effects used, the faction and passive effects."""
    passive = sum(extra(state, fight, role) for extra in EXTRA_HITS)
    return fight["extra"][role] + FACTIONS[fight[role]].extra_hits(state, role, fight) + passive


def total_hits(state: RootState, fight: FightFrame) -> dict[str, int]:
    """Hits each side takes: the other's rolled hits (unless ignored) and extras."""
    taken: dict[str, int] = {}
    for role in ROLES:
        dealer = other(role)
        rolled = 0 if role in fight["ignore_rolled"] else fight["rolled"][dealer]
        taken[role] = rolled + extra_dealt(state, fight, dealer)
    return taken


# -- which pieces (3.3.3) ------------------------------------------------------------


def breakable(state: RootState, fight: FightFrame, role: Role) -> list[str]:
    """The side's buildings and tokens in the battle clearing (never pawns, 2.5.4)."""
    clearing, faction = fight["clearing"], fight[role]
    return board.buildings(state.board, clearing, faction) + board.tokens(
        state.board, clearing, faction
    )


def hits_beyond_warriors(state: RootState, fight: FightFrame, role: Role) -> int:
    return max(0, fight["to_take"][role] - warriors_of(state, fight, role))


def remaining(state: RootState, fight: FightFrame, role: Role) -> list[str]:
    """Buildings and tokens not yet chosen to take a hit."""
    left = breakable(state, fight, role)
    for kind in fight["chosen"].get(role, []):
        left.remove(kind)
    return left


def choice_left(state: RootState, fight: FightFrame, role: Role) -> bool:
    """Is there still a real choice: hits to place, and more than one kind for them?"""
    need = hits_beyond_warriors(state, fight, role) - len(fight["chosen"].get(role, []))
    left = remaining(state, fight, role)
    return 0 < need < len(left) and len(set(left)) > 1


def complete_choice(state: RootState, fight: FightFrame, role: Role) -> None:
    """Fill in what is forced: every piece, or the only kind left."""
    chosen = fight["chosen"].setdefault(role, [])
    need = hits_beyond_warriors(state, fight, role) - len(chosen)
    chosen += remaining(state, fight, role)[: max(0, need)]


def losses(state: RootState, fight: FightFrame, role: Role) -> dict[str, int]:
    lost = {WARRIORS: min(fight["to_take"][role], warriors_of(state, fight, role))}
    for kind in fight["chosen"].get(role, []):
        lost[kind] = lost.get(kind, 0) + 1
    return {kind: n for kind, n in lost.items() if n > 0}


def remove_losses(state: RootState, fight: FightFrame) -> list[Event]:
    """3.3.3: both sides at once (defender's pieces first in the log); the
    remover scores buildings and tokens (4.2.1) through `remove_pieces`."""
    events: list[Event] = []
    planned = {role: losses(state, fight, role) for role in DEFENDER_FIRST}
    for role, lost in planned.items():
        if state.outcome is not None:
            break  # the defender's losses won the game: it ends at once (4.1)
        record = fight["removed"][role]
        for kind, count in lost.items():
            record[kind] = record.get(kind, 0) + count
            by = fight[other(role)]
            events += remove_pieces(state, fight["clearing"], fight[role], kind, count, by)
        # Hits a faction takes its own way (the Vagabond's items, 9.2.7).
        events += FACTIONS[fight[role]].take_hits(state, fight, role)
        events += remove_hired(state, fight, role)  # mercenaries' part (11.2.7.III)
    fight["to_take"] = {"attacker": 0, "defender": 0}
    fight["hired_hits"] = {}
    fight["chosen"] = {}
    return events


class TakeHitsFrame(FrameBase):
    """3.3.3: the seat of the side (`role`) that chooses which pieces take its hits."""

    seat: int
    role: Role


def take_hits_frame(seat: int, role: Role) -> TakeHitsFrame:
    return TakeHitsFrame(type="take_hits", seat=seat, role=role)


class TakeHits(Handler[TakeHitsFrame, RemovePiece]):
    """3.3.3: the side taking hits picks which building or token each one removes."""

    type = "take_hits"

    def prompt(self, state: RootState, frame: TakeHitsFrame) -> Prompt | None:
        fight = fight_of(state)
        if not choice_left(state, fight, frame["role"]):
            return None
        need = hits_beyond_warriors(state, fight, frame["role"])
        left = need - len(fight["chosen"].get(frame["role"], []))
        return Prompt(frame["seat"], "take_hits", {"clearing": fight["clearing"], "count": left})

    def legal(self, state: RootState, frame: TakeHitsFrame, seat: Seat) -> list[RemovePiece]:
        kinds = remaining(state, fight_of(state), frame["role"])
        return [RemovePiece(kind) for kind in dict.fromkeys(kinds)]

    def apply(
        self, state: RootState, frame: TakeHitsFrame, seat: Seat, action: RemovePiece
    ) -> list[Event]:
        fight_of(state)["chosen"].setdefault(frame["role"], []).append(action.kind)
        return []

    def run(self, state: RootState, frame: TakeHitsFrame) -> list[Event]:
        complete_choice(state, fight_of(state), frame["role"])
        return frames.finish(state, None)

    def explain(
        self, state: RootState, frame: TakeHitsFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        return IllegalAction("root.error.hit_which", options=options)
