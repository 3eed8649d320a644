"""Who plays which faction, and in what order (Law of Root 5.1.1).

5.1.1 assigns a faction to each player "by any method", asks that every game
include the Marquise, the Eyrie or the Lizard Cult, and draws the first player
and the seating order at random. The `factions` option names the method:

- a comma list: the table already agreed, one faction per seat (join order);
- `choose` (the default): the players pick one after another, in reverse turn
  order, so the first player, who moves first, picks last. Each pick is public
  and offers only what still leaves a legal table: the last pick must bring in
  the Marquise or the Eyrie when nobody took one yet;
- `random`: a random legal table from the registered factions.

The seating order (who follows whom) is drawn too, once three or more play:
with two there is only who starts. Only factions registered in
games/root/registry.py can be seated, so `max_seats` grows with them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.core.data import load_json
from games.core.errors import IllegalAction, OptionError
from games.core.frames import FrameBase
from games.core.i18n import Catalog
from games.core.rng import Rng
from games.core.types import Event, Prompt, Seat
from games.root.actions import faction_name
from games.root.factions.base import FACTIONS, boards, table_name, table_names
from games.root.frames import Handler, finish, push_frame
from games.root.notation import Syntaxes
from games.root.options import seated_factions

if TYPE_CHECKING:
    from games.root.action_types import RootAction
    from games.root.state import RootState

NOTATION = Syntaxes("seating")
"""This module's parsers (registered by games/root/registry.py, with its priority)."""


CHOOSE, RANDOM = "choose", "random"
SEAT_LIMIT = 4
"""Issue 11 seats two to four players (the Riverfolk's fifth and sixth are not planned)."""

UNCHOSEN = ""
"""A seat's faction while the players are still choosing (`factions=choose`)."""


# -- what can be seated ---------------------------------------------------------------
def playable() -> list[str]:
    """The faction names a table may pick: every registered faction (a second
    board is its faction's name again, 9.7), in the order of the rules' sections,
    then any other registered faction by name (`factions.base.table_names`)."""
    return table_names()


def anchors() -> list[str]:
    """5.1.1: every game includes one of these, the registered factions whose
    rules say so (`Faction.anchor`: the Marquise, the Eyrie, the Lizard Cult)."""
    return [faction.id for faction in FACTIONS.values() if faction.anchor]


def copies(name: str) -> int:
    """How many seats may play `name`: one per board registered for it (the
    Vagabond twice with the second Vagabond's board, 9.7), every other faction once."""
    return len(boards(name))


def max_seats() -> int:
    """The most players the registered factions can seat (5.1.1), at most four."""
    if not any(name in anchors() for name in playable()):
        return 0
    return min(SEAT_LIMIT, sum(copies(name) for name in playable()))


def completable(picked: Sequence[str], seats_left: int) -> bool:
    """Can `seats_left` more seats still be filled, legally (5.1.1), after `picked`?"""
    left = {name: copies(name) - picked.count(name) for name in playable()}
    if min(left.values(), default=0) < 0 or sum(left.values()) < seats_left:
        return False
    anchor = anchors()
    if any(name in anchor for name in picked):
        return True
    return seats_left > 0 and any(left[name] > 0 for name in anchor if name in left)


def offered(picked: Sequence[str], players: int) -> list[str]:
    """The names the next seat may pick: each one after which the table can
    still be completed (so the last pick brings in an anchor if need be)."""
    seats_left = players - len(picked) - 1
    return [name for name in playable() if completable([*picked, name], seats_left)]


def seat_ids(names: Sequence[str]) -> list[str]:
    """Each seat's faction id: a second Vagabond is `vagabond2` (9.7)."""
    return seated_factions(",".join(names))


def check_listed(players: int, names: Sequence[str]) -> None:
    """A named table (5.1.1): each faction once but the Vagabond (twice at most,
    9.7), the Marquise, the Eyrie or the Lizard Cult among them, every faction
    registered, one per player. The count comes last: the other reasons hold for
    any table size (`/game new` does not know the count yet)."""
    doubled = sorted({n for n in names if names.count(n) > copies(n)})
    if doubled:
        raise OptionError("root.error.faction_twice", faction=", ".join(doubled))
    if not any(name in anchors() for name in names):
        raise OptionError("root.error.faction_anchor")
    unknown = [f for f in dict.fromkeys(seat_ids(names)) if f not in FACTIONS]
    if unknown:
        raise OptionError("root.error.faction", faction=", ".join(unknown))
    if len(names) != players:
        raise OptionError("root.error.faction_count", count=len(names), players=players)


def check_method(players: int, method: str) -> None:
    """`choose` and `random` need a legal table of that size to exist."""
    if method in (CHOOSE, RANDOM) and not completable([], players):
        raise OptionError(
            "root.error.faction_seats", players=players, factions=", ".join(playable())
        )


def random_factions(rng: Rng, players: int) -> list[str]:
    """`factions=random`: seat by seat, a random name among those that still
    leave a legal table, so every legal table can come out."""
    picked: list[str] = []
    for _ in range(players):
        picked.append(rng.choice(offered(picked, players)))
    return picked


# -- first player and seating (5.1.1) ---------------------------------------------------
def turn_order(rng: Rng, players: int, first: str) -> list[int]:
    """The seats in turn order: the first player (`first_player`: random, or a
    seat) then, with three or more, the others in a random seating order. Two
    players draw nothing else, as games stored before issue 11 did."""
    start = rng.randbelow(players) if first == "random" else int(first) - 1
    others = [(start + i) % players for i in range(1, players)]
    if players > 2:
        rng.shuffle(others)
    return [start, *others]


# -- choosing in turn ---------------------------------------------------------------------
@dataclass(frozen=True)
class PickFaction:
    """Choose the faction one plays (5.1.1, `factions=choose`)."""

    faction: str

    def __str__(self) -> str:
        return f"faction {self.faction}"

    def label(self, state: Any, catalog: Catalog, locale: str) -> str:
        name = faction_name(catalog, locale, self.faction)
        return catalog.text(locale, "seating.action.pick", faction=name)


@NOTATION.syntax(r"faction ([a-z_0-9]+)")
def _pick(m: Any) -> PickFaction:
    return PickFaction(m[1])


class ChooseFactionsFrame(FrameBase):
    order: list[int]  # the seats still to pick, the next first


def choose_factions_frame(order: list[int]) -> ChooseFactionsFrame:
    return ChooseFactionsFrame(type="choose_factions", order=order)


class ChooseFactions(Handler[ChooseFactionsFrame, PickFaction]):
    """5.1.1 by choice: `order` holds the seats still to pick, in reverse turn
    order (the first player last). When all have picked it finishes, and the
    `setup` frame beneath seats the factions and deals (games/root/turn.py)."""

    type = "choose_factions"

    def prompt(self, state: RootState, frame: ChooseFactionsFrame) -> Prompt:
        # The turn order drawn (5.1.1) is told with the first question.
        return Prompt(frame["order"][0], "choose_faction", {"order": list(state.turn_order)})

    def legal(self, state: RootState, frame: ChooseFactionsFrame, seat: Seat) -> list[PickFaction]:
        return [PickFaction(name) for name in offered(picked_names(state), state.players)]

    def apply(
        self, state: RootState, frame: ChooseFactionsFrame, seat: Seat, action: PickFaction
    ) -> list[Event]:
        seated = seat_ids([*picked_names(state), action.faction])[-1]
        state.factions[seat] = seated
        frame["order"] = frame["order"][1:]
        events = [Event("faction_chosen", {"seat": seat, "chosen": action.faction})]
        if frame["order"]:
            return events
        return events + finish(state, "seated")

    def explain(
        self, state: RootState, frame: ChooseFactionsFrame, seat: Seat, action: RootAction
    ) -> IllegalAction | None:
        if not isinstance(action, PickFaction):
            return None
        names = ", ".join(str(a) for a in self.legal(state, frame, seat))
        if action.faction not in playable():
            return IllegalAction("seating.refused.unknown", faction=action.faction, legal=names)
        return IllegalAction("seating.refused.taken", faction=action.faction, legal=names)


def picked_names(state: RootState) -> list[str]:
    """The names picked so far, in picking order (the second Vagabond by its name)."""
    frame_order = _picking_order(state)
    return [table_name(state.factions[s]) for s in frame_order if state.factions[s] != UNCHOSEN]


def _picking_order(state: RootState) -> list[int]:
    """Reverse turn order: the order in which the seats pick."""
    return list(reversed(state.turn_order))


def push_choosing(state: RootState) -> None:
    """Open the picks: every seat in reverse turn order (5.1.1, our method)."""
    push_frame(state, choose_factions_frame(_picking_order(state)))


def seat(state: RootState) -> list[str]:
    """5.1.2, 5.1.5: each seated faction takes its pieces (its own data) and its
    score marker at 0. Returns the factions in setup order (5.1.6), those the
    setup order does not list last, by seat."""
    seated = list(state.factions)
    state.vp = {f: 0 for f in seated}
    state.crafted_items = {f: [] for f in seated}
    state.improvements = {f: [] for f in seated}
    for index, faction in enumerate(seated):
        state.faction_data[faction] = FACTIONS[faction].initial_data(state, index)
    order = list(load_json("root", "general.json")["setup_order"])
    for faction in seated:  # 9.7.1: which of a faction's two boards (the Vagabonds) first
        first = FACTIONS[faction].second_board_of
        if first is not None and state.rng.randbelow(2):
            order.remove(faction)
            order.insert(order.index(first), faction)
    return [f for f in order if f in seated] + [f for f in seated if f not in order]


class SeatsAvailable:
    """`Root.max_players`, read from the registry when asked (`max_seats`), never
    below the two seats of the Marquise and the Eyrie."""

    def __get__(self, instance: object, owner: type | None = None) -> int:
        return max(2, max_seats())
