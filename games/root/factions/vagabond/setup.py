"""The Vagabond's setup (seed 003 9.3; two Vagabonds, 9.7.1-9.7.2).

One frame, `"vagabond_setup"`: the character (9.3.1), then the forest for the
pawn (9.3.2); then without questions the quests (9.3.3, drawn once for both
Vagabonds), the starting items (9.3.5) and the relationships (9.3.6). The ruins'
items (9.3.4) are set in `initial_data`, before anybody sets up: one "R" item
under each ruin, two with two Vagabonds (9.7.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.types import Event, Prompt, Seat
from games.root import board
from games.root.factions.vagabond import board as vb
from games.root.factions.vagabond.actions import CHARACTERS, Character, PawnMove
from games.root.factions.vagabond.frames import SetupFrame
from games.root.frames import Handler, finish

if TYPE_CHECKING:
    from games.root.state import RootState


def initial_data(state: RootState, faction: str) -> dict[str, Any]:
    """Before setup: no character, no items; the shared quests and ruins
    (kept by the first Vagabond) with the ruins' items (9.3.4, 9.7.1)."""
    others = [f for f in state.factions if not vb.is_vagabond(f)]
    own: dict[str, Any] = {
        "supply": {},
        "character": None,
        "items": [],
        "relationships": {f: vb.INDIFFERENT for f in others},
        "forest": None,
        "coalition": None,
        "quests_done": [],
    }
    if faction == vb.VAGABOND:
        per_ruin = len(vb.vagabonds_in_play(state))
        ruins = [c.id for c in state.woods.clearings.values() if c.ruin]
        own["quests"] = []
        own["quest_pool"] = [q["id"] for q in vb.rules_data()["quests"]]
        own["ruins"], own["ruin_pool"] = vb.ruins_at_setup(ruins, per_ruin)
        own["ruin_open"] = {}
    return own


def characters_left(state: RootState) -> list[str]:
    """Each character card once (a second Vagabond takes another one)."""
    taken = {vb.data(state, f).get("character") for f in vb.vagabonds_in_play(state)}
    return [c for c in CHARACTERS if c not in taken]


def choose_character(state: RootState, faction: str, seat: int, name: str) -> list[Event]:
    """9.3.1 and 9.3.5: the character and its starting ("S") items, face up;
    9.3.6: every other faction starts indifferent (initial_data)."""
    vb.data(state, faction)["character"] = name
    for item in vb.start_items(name):
        vb.gain_item(state, faction, item)
    return [Event(f"vagabond_character.{name}", {"seat": seat})]


def place_in_forest(state: RootState, faction: str, seat: int, forest: str) -> list[Event]:
    """9.3.2: the pawn in a forest; 9.3.3: the quests come out once (9.7.2)."""
    vb.place_pawn(state, faction, None, forest)
    events = [Event("vagabond_forest", {"seat": seat, "forest": forest.replace("_", ", ")})]
    shared = vb.shared(state)
    while len(shared["quests"]) < int(vb.rules_data()["face_up_quests"]):
        if vb.reveal_quest(state) is None:
            break
    return events


class VagabondSetup(Handler[SetupFrame, Character | PawnMove]):
    """9.3.1-9.3.6: character, then forest."""

    type = "vagabond_setup"

    def prompt(self, state: RootState, frame: SetupFrame) -> Prompt | None:
        seat = frame["seat"]
        if frame["step"] == "character":
            return Prompt(seat, "vagabond_character", {})
        return Prompt(seat, "vagabond_forest", {})

    def legal(self, state: RootState, frame: SetupFrame, seat: Seat) -> list[Character | PawnMove]:
        if frame["step"] == "character":
            return [Character(c) for c in characters_left(state)]
        return [PawnMove(f) for f in sorted(state.woods.forests)]

    def apply(
        self, state: RootState, frame: SetupFrame, seat: Seat, action: Character | PawnMove
    ) -> list[Event]:
        faction = frame["faction"]
        if isinstance(action, Character):
            frame["step"] = "forest"
            return choose_character(state, faction, frame["seat"], action.name)
        events = place_in_forest(state, faction, frame["seat"], action.target)
        return events + finish(state)

    def explain(
        self, state: RootState, frame: SetupFrame, seat: Seat, action: object
    ) -> IllegalAction | None:
        options = ", ".join(f"`{a}`" for a in self.legal(state, frame, seat))
        step = "character" if frame["step"] == "character" else "forest"
        key = f"vagabond.error.{step}"
        return IllegalAction(key, options=options)


def ruins_on_map(state: RootState) -> list[int]:
    return [c for c in state.woods.clearings if "ruin" in board.buildings(state.board, c, "ruin")]
