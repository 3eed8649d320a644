"""What every faction provides. Each faction's package implements it in its
`faction.py` (games/root/factions/<faction>/) and declares itself, rules and all,
in its `entry.py` (games/root/factions/entry.py).

A faction owns its own data in `state.faction_data[faction.id]` (plain JSON),
pushes the frames of its setup and of its three phases, and may change shared
rules through the hooks below: who rules ties, who may place pieces where,
what happens when its pieces are removed.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from games.core.types import Event
from games.root import board

if TYPE_CHECKING:
    from games.root.rules.fight import FightFrame, Role
    from games.root.state import RootState


class Faction(ABC):
    id: ClassVar[str]
    letter: ClassVar[str]  # Rootlog's letter (C, E, A, V, L, O)
    warriors: ClassVar[int]  # pieces in the box (2.5)
    move_frame: ClassVar[str] = "move"  # the frame of "a move" a card grants (the Vagabond's pawn)
    public_hand: ClassVar[bool] = False  # the hand lies face up (the Riverfolk, 11.2.3)
    anchor: ClassVar[bool] = False  # 5.1.1: every table has one (the Marquise, Eyrie, Cult)
    section: ClassVar[int] = 99  # its section of the Law: the order tables list factions in
    second_board_of: ClassVar[str | None] = None  # a faction's second board (9.7): its name

    # -- setup -------------------------------------------------------------------
    @abstractmethod
    def initial_data(self, state: RootState, seat: int) -> dict[str, Any]:
        """The faction's own data before setup (reserves, tracks)."""

    @abstractmethod
    def push_setup(self, state: RootState, seat: int) -> None:
        """Push the frames of this faction's setup (5.1.6)."""

    # -- the turn -----------------------------------------------------------------
    @abstractmethod
    def push_birdsong(self, state: RootState, seat: int) -> None: ...

    @abstractmethod
    def push_daylight(self, state: RootState, seat: int) -> None: ...

    @abstractmethod
    def push_evening(self, state: RootState, seat: int) -> None: ...

    # -- shared rules it bends ---------------------------------------------------------
    def rules_ties(self) -> bool:
        """Does this faction rule a clearing where it ties for most? (Eyrie 7.2.2)"""
        return False

    def may_place_in(self, state: RootState, faction: str, clearing: int) -> bool:
        """May `faction` place pieces in `clearing`? (The keep, 6.2.2.)"""
        return True

    def corner_held(self, state: RootState) -> int | None:
        """10.3.2: the clearing of its setup that the Lizard Cult sets up across
        the map from (the Marquise's keep, the Eyrie's starting roost); None: it
        holds none, or not yet."""
        return None

    def crafting_pieces(self, state: RootState, seat: int) -> list[int]:
        """The clearings of this faction's crafting pieces, one entry per piece."""
        return []

    def on_removed(
        self, state: RootState, clearing: int, kind: str, count: int, by: str | None
    ) -> list[Event]:
        """Pieces of this faction were removed from `clearing` and are already
        back in the supply (`rules.pieces.remove_pieces` did it through
        `add_to_supply`): do only what else happens. May push a frame for a
        decision it takes at once (field hospitals, 6.2.3)."""
        return []

    def supply(self, state: RootState, kind: str) -> int:
        """How many pieces of `kind` are left to place. Kinds are the board's
        names: "warriors", or a building or token kind ("sawmill", "wood")."""
        return int(state.faction_data[self.id].get("supply", {}).get(kind, 0))

    def add_to_supply(self, state: RootState, kind: str, count: int) -> None:
        """Take (`count` < 0) pieces from the supply or give them back (2.5.1-2.5.3:
        a building or token goes back to its track, which is its supply). A
        piece that leaves the game instead (the keep, 6.2.2) is overridden."""
        supply = state.faction_data[self.id].setdefault("supply", {})
        supply[kind] = int(supply.get(kind, 0)) + count

    def item_vp(self, state: RootState, printed_vp: int) -> int:
        """VP for crafting an item (3.1.2); the Eyrie's Disdain for Trade, 7.2.3."""
        return printed_vp

    def extra_hits(self, state: RootState, role: Role, battle: FightFrame) -> int:
        """Extra hits this faction deals in a battle as `role` ("attacker" or
        "defender"), beyond the dice (3.3.2.II; the Eyrie's Commander, 7.8.3)."""
        return 0

    def defends_with_high_roll(self, state: RootState) -> bool:
        """Does this faction deal the higher die as defender (and the attacker
        the lower)? The Alliance's Guerrilla War, 8.2.2."""
        return False

    def after_warriors_moved(
        self, state: RootState, mover: str, origin: int, target: int, count: int
    ) -> list[Event]:
        """`mover` moved `count` warriors from `origin` to `target` (3.2): what
        this faction makes of it (the Alliance's outrage, 8.2.6). May push a
        frame asking the mover something at once."""
        return []

    def after_battle(self, state: RootState, battle: FightFrame) -> list[Event]:
        """A battle this faction fought is over (the Eyrie's Despot, 7.8.4,
        reads `battle["removed"]`)."""
        return []

    # -- battle and removal hooks of part 2 (the Vagabond, 9.2) ----------------------------
    def max_rolled_hits(self, state: RootState, battle: FightFrame, role: Role) -> int:
        """3.3.2.I: at most as many rolled hits as its warriors in the battle
        clearing (the Vagabond: undamaged swords, 9.2.6)."""
        return board.warriors(state.board, battle["clearing"], self.id)

    def defenceless(self, state: RootState, battle: FightFrame) -> bool:
        """3.3.2.III: a defender without warriors in the clearing (the
        Vagabond: without undamaged swords, 9.2.4)."""
        return board.warriors(state.board, battle["clearing"], self.id) == 0

    def fights_on(self, state: RootState, battle: FightFrame) -> bool:
        """3.3.1: after an ambush, does the attacker still have attackers? (A
        pawn is never removed, 9.2.2: the Vagabond fights on.)"""
        return board.warriors(state.board, battle["clearing"], self.id) > 0

    def choose_hits(self, state: RootState, battle: FightFrame, role: Role) -> bool:
        """3.3.3: a faction that takes hits its own way (the Vagabond damages
        items, 9.2.7) pushes its frame for the choice and says True."""
        return False

    def take_hits(self, state: RootState, battle: FightFrame, role: Role) -> list[Event]:
        """3.3.3: the hits left after its warriors and buildings, taken its own way."""
        return []

    def after_removing(
        self, state: RootState, clearing: int, victim: str, kind: str, count: int
    ) -> list[Event]:
        """This faction removed `count` pieces of `victim` (relationships and
        infamy, 9.2.9.III)."""
        return []

    def on_full_removal(self, state: RootState, clearing: int, by: str) -> list[Event]:
        """An effect removes every enemy piece in a clearing where this faction
        has a pawn (9.2.2.I); may push a frame."""
        return []

    def river_access(self, state: RootState, mover: str) -> str:
        """Are rivers paths for `mover` (2.3)? "" no; "path": a path like any
        other (the Riverfolk's riverboats, 11.2.7.II); "free": a path moved
        along whoever rules either end (the Riverfolk's swimmers, 11.2.2)."""
        return ""

    def at_start_of_turn(self, state: RootState, seat: int) -> None:
        """At the start of `seat`'s Birdsong, before anything else of its turn:
        this faction may offer that player something (the Riverfolk's
        services, 11.2.6) by pushing a frame addressed to it. Nothing by default."""
        return None

    def counts_as(self, state: RootState) -> str | None:
        """The faction this one's pieces count as now, in battle and for rule
        (the Riverfolk's mercenaries, 11.2.7.III); None: its own."""
        return None

    def may_win_by_dominance(self, state: RootState) -> bool:
        """4.3.1: may it activate a dominance card to win? (Not the Vagabond, 9.2.8.)"""
        return True

    def coalition_partner(self, state: RootState) -> str | None:
        """The faction whose victory is also this one's (the Vagabond's
        coalition, 9.2.8)."""
        return None

    def pawn_forest(self, state: RootState) -> str | None:
        """The Rootlog forest id where this faction's pawn stands, if any (9.2.2)."""
        return None

    def shared_quests(self, state: RootState) -> list[str] | None:
        """The face-up quests, when this faction keeps them (9.3.3)."""
        return None

    # -- hooks of part 3 (the Lizard Cult, seed 000 section 10) --------------------------
    def discard_redirect(self, state: RootState) -> list[str] | None:
        """The pile that takes every card that would go to the discard pile
        (the Cult's Lost Souls, 10.2.6), or None to leave the discard pile alone."""
        return None

    def birds_wild(self) -> bool:
        """May this faction's bird cards stand for another suit (2.1.1)? Not
        the Cult's (Hated by Birds, 10.2.2)."""
        return True

    def rules_where_it_builds(self) -> bool:
        """Does this faction rule every clearing where it has a building, over
        any count and over the Eyrie's Lords of the Forest? (The Cult's
        Pilgrims, 10.2.4.)"""
        return False

    # -- what others see -------------------------------------------------------------
    def public_view(self, state: RootState) -> Mapping[str, object]:
        """The faction's board as the table sees it: a faction returns the TypedDict
        of its own view_types.py (games/root/factions/<faction>/view_types.py)."""
        return {}

    def face_down_cards(self, state: RootState) -> list[list[str]]:
        """Piles of cards this faction keeps face down beside its hand, which
        only its own seat sees (the Alliance's supporters, 8.2.3): the lists in
        its data, which `games.root.resample` refills in place. None by default
        (1.2: hands are the only secret of the Marquise and the Eyrie)."""
        return []

    def private_view(self, state: RootState) -> Mapping[str, object]:
        """What the faction's own seat adds to its private view beside its hand
        (the Alliance's supporters, `RootPrivate.supporters`). None by default."""
        return {}


FACTIONS: dict[str, Faction] = {}


def register_faction_rules(faction: Faction) -> Faction:
    """A faction's rules, by its id (`games.root.factions.entry.register_faction`
    registers them with the rest of the faction)."""
    FACTIONS[faction.id] = faction
    return faction


# -- what a table names -------------------------------------------------------------
def table_names() -> list[str]:
    """The names a table may list (the `factions` option): every registered
    faction but a second board (its faction's name again, 9.7), in the order of
    the Law's sections (`Faction.section`), any without one last, by name."""
    named = [f for f in FACTIONS.values() if f.second_board_of is None]
    return [f.id for f in sorted(named, key=lambda f: (f.section, f.id))]


def boards(name: str) -> list[str]:
    """The faction ids a table's name seats, the first time it is listed and the
    next ones (the Vagabond: `vagabond`, then `vagabond2`, 9.7); a name nobody
    registered is its own id."""
    return [name, *(f.id for f in FACTIONS.values() if f.second_board_of == name)]


def table_name(faction: str) -> str:
    """The name a table lists a seated faction by (the second Vagabond's is `vagabond`)."""
    rules = FACTIONS.get(faction)
    return rules.second_board_of or faction if rules is not None else faction
