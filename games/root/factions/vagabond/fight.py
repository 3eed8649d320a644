"""The Vagabond in battle and under removal (seed 003 9.2.2.I, 9.2.4, 9.2.6,
9.2.7, 9.2.9.II.c-d, 9.2.9.III).

Hits: each hit the Vagabond takes damages one undamaged item of his choice;
with none left the rest are ignored (9.2.7). In a battle he started with an
ally's warriors (`fight["ally"]`), he may take a hit by removing one of them
instead (9.2.9.II.d). The choice is the `"vagabond_hits"` frame, asked only
when it is a real choice; the hits are applied with the battle's removals
(`apply_battle_hits`), or at once for an effect that removes everything in his
clearing (9.2.2.I: three items).

Removals by the Vagabond: removing a warrior of a non-hostile faction makes it
hostile (9.2.9.III); in a battle in his own turn every other piece of a hostile
faction he removes scores one more VP (infamy, 9.2.9.IIIa; seed 003: one per
piece, not 000's two per warrior).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import board, scoring
from games.root.actions import RemovePiece
from games.root.factions.vagabond import board as vb
from games.root.factions.vagabond.actions import Damage
from games.root.factions.vagabond.frames import HitsFrame, hits_frame
from games.root.frames import Handler, finish, push_frame
from games.root.rules.fight import FightFrame, Role, current_fight, other
from games.root.rules.pieces import WARRIORS, remove_pieces

if TYPE_CHECKING:
    from games.root.state import RootState

ALLY = "ally"


def fight_frame(state: RootState) -> FightFrame | None:
    return current_fight(state)


def ally_warriors(state: RootState, fight: FightFrame, role: Role) -> int:
    """Allied warriors he treats as his own: only when he started the battle."""
    ally = fight.get("ally")
    if role != "attacker" or not ally:
        return 0
    return board.warriors(state.board, fight["clearing"], ally)


HitAnswer = Damage | RemovePiece


def hit_options(state: RootState, faction: str, allied: int) -> list[HitAnswer]:
    kinds = sorted({it["item"] for it in vb.undamaged(state, faction)}, key=vb.ITEM_ORDER.index)
    return [Damage(k) for k in kinds] + ([RemovePiece(WARRIORS)] if allied > 0 else [])


def planned(fight: FightFrame, role: Role) -> list[str]:
    return fight.setdefault("vagabond_hits", {}).setdefault(role, [])


def choose_battle_hits(state: RootState, fight: FightFrame, role: Role) -> bool:
    """3.3.3 / 9.2.7: push the choice when the Vagabond takes hits."""
    if fight["to_take"][role] <= 0:
        return False
    fight.setdefault("vagabond_hits", {})[role] = []
    seat = state.seat_of(fight[role])
    push_frame(state, hits_frame(seat, fight[role], role, fight["to_take"][role], True))
    return True


def apply_battle_hits(state: RootState, fight: FightFrame, role: Role) -> list[Event]:
    """The chosen hits: damaged items, removed allied warriors (9.2.7, 9.2.9.II.d)."""
    faction = fight[role]
    events: list[Event] = []
    chosen = planned(fight, role)
    lost = fight.setdefault("ally_lost", 0)
    for choice in chosen:
        if choice == WARRIORS:
            lost += 1
        elif vb.damage(state, faction, choice):
            fight["items_damaged"] = fight.get("items_damaged", 0) + 1
            params = {"seat": state.seat_of(faction), "item": choice}
            events.append(Event("vagabond_damaged", params))
    fight["ally_lost"] = lost
    taken_from_ally = chosen.count(WARRIORS)
    if taken_from_ally:
        enemy = fight[other(role)]
        events += remove_pieces(state, fight["clearing"], fight["ally"], WARRIORS,
                                taken_from_ally, by=enemy)
        fight["removed"][role][WARRIORS] = fight["removed"][role].get(WARRIORS, 0) + taken_from_ally
    fight["vagabond_hits"][role] = []
    return events


def after_battle(state: RootState, faction: str, fight: FightFrame) -> list[Event]:
    """9.2.9.II.d: more hits taken on the ally's warriors than on items turns it hostile."""
    ally = fight.get("ally")
    if fight.get("attacker") != faction or not ally:
        return []
    if fight.get("ally_lost", 0) > fight.get("items_damaged", 0):
        return make_hostile(state, faction, ally)
    return []


def make_hostile(state: RootState, faction: str, other: str) -> list[Event]:
    if vb.relationship(state, faction, other) == vb.HOSTILE:
        return []
    vb.set_relationship(state, faction, other, vb.HOSTILE)
    params = {"seat": state.seat_of(faction), "rival": state.seat_of(other)}
    return [Event("vagabond_hostile", params)]


def in_own_battle(state: RootState, faction: str) -> bool:
    fight = fight_frame(state)
    return (
        fight is not None
        and state.factions[state.active] == faction
        and faction in (fight["attacker"], fight["defender"])
    )


def after_removing(
    state: RootState, faction: str, victim: str, kind: str, count: int
) -> list[Event]:
    """9.2.9.III and IIIa."""
    if victim not in vb.data(state, faction)["relationships"]:
        return []  # another Vagabond: no relationship marker
    events: list[Event] = []
    scoring_count = count
    if kind == WARRIORS and vb.relationship(state, faction, victim) != vb.HOSTILE:
        fight = fight_frame(state)
        allied_casualty = fight is not None and fight.get("ally") == victim
        if not allied_casualty:
            events += make_hostile(state, faction, victim)
            scoring_count -= 1  # the warrior that made it hostile scores nothing
    hostile = vb.relationship(state, faction, victim) == vb.HOSTILE
    if hostile and scoring_count > 0 and in_own_battle(state, faction):
        events += scoring.score(state, faction, scoring_count, "infamy")
    return events


def full_removal(state: RootState, faction: str, clearing: int) -> list[Event]:
    """9.2.2.I (seed 003): the pawn stays; three items of his choice are damaged."""
    count = int(vb.rules_data()["full_removal_damage"])
    push_frame(state, hits_frame(state.seat_of(faction), faction, None, count, False))
    return [Event("vagabond_full_removal", {"seat": state.seat_of(faction), "clearing": clearing})]


class VagabondHits(Handler[HitsFrame, HitAnswer]):
    """9.2.7: which item takes each hit (or an allied warrior, 9.2.9.II.d)."""

    type = "vagabond_hits"

    @staticmethod
    def _battle(state: RootState, frame: HitsFrame) -> tuple[FightFrame, Role] | None:
        """The battle the hits are taken in and his role there (None: hits
        outside a battle, 9.2.2.I)."""
        if not frame["battle"]:
            return None
        fight, role = fight_frame(state), frame["role"]
        assert fight is not None and role is not None
        return fight, role

    def _left(self, state: RootState, frame: HitsFrame) -> int:
        battle = self._battle(state, frame)
        if battle is not None:
            return int(frame["count"]) - len(planned(*battle))
        return int(frame["count"]) - int(frame.get("done", 0))

    def _allied(self, state: RootState, frame: HitsFrame) -> int:
        battle = self._battle(state, frame)
        if battle is None:
            return 0
        return ally_warriors(state, *battle) - planned(*battle).count(WARRIORS)

    def _options(self, state: RootState, frame: HitsFrame) -> list[HitAnswer]:
        if self._left(state, frame) <= 0:
            return []
        options = hit_options(state, frame["faction"], self._allied(state, frame))
        battle = self._battle(state, frame)
        if battle is not None:
            taken = [c for c in planned(*battle) if c != WARRIORS]
            options = [o for o in options if not isinstance(o, Damage)
                       or len(vb.undamaged(state, frame["faction"], o.item)) > taken.count(o.item)]
        return options

    def _all_go(self, state: RootState, frame: HitsFrame) -> bool:
        """No ally to spare them and as many hits as items: no choice at all."""
        if self._allied(state, frame) > 0:
            return False
        items = len(vb.undamaged(state, frame["faction"]))
        battle = self._battle(state, frame)
        if battle is not None:
            items -= len([c for c in planned(*battle) if c != WARRIORS])
        return self._left(state, frame) >= items

    def prompt(self, state: RootState, frame: HitsFrame) -> Prompt | None:
        options = self._options(state, frame)
        if len(options) < 2 or self._all_go(state, frame):
            return None  # one kind left (or none), or every item goes: `run` takes them
        params = {"count": self._left(state, frame)}
        return Prompt(frame["seat"], "vagabond_hits", params)

    def legal(self, state: RootState, frame: HitsFrame, seat: Seat) -> list[HitAnswer]:
        return self._options(state, frame)

    def apply(
        self, state: RootState, frame: HitsFrame, seat: Seat, action: HitAnswer
    ) -> list[Event]:
        choice = action.item if isinstance(action, Damage) else WARRIORS
        battle = self._battle(state, frame)
        if battle is not None:
            planned(*battle).append(choice)
            return []
        frame["done"] = int(frame.get("done", 0)) + 1
        vb.damage(state, frame["faction"], choice)
        return [Event("vagabond_damaged", {"seat": frame["seat"], "item": choice})]

    def run(self, state: RootState, frame: HitsFrame) -> list[Event]:
        """Forced choices are made without asking; no item left: the rest is ignored."""
        options = self._options(state, frame)
        if options:
            return self.apply(state, frame, frame["seat"], options[0])
        return finish(state, None)

    def explain(
        self, state: RootState, frame: HitsFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        return IllegalAction("vagabond.error.hits", options=options)
