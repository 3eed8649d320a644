"""Faction chiefs (rulebook "Jefes"): the first player who at some moment holds four
banners of one colour (adventurers and faction tokens) claims that faction's chief
for good. Claiming is automatic: a chief is worth 5 VP and a banner, never a loss."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.near_and_far.components import adventurers, rules

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

FACTIONS = ("green", "yellow", "blue", "red")


def banners(state: NearFarState, seat: int, faction: str) -> int:
    """Banners of a colour: recruited adventurers (team or reserve) and faction tokens;
    artifacts never count (rulebook "Descuento en los aventureros")."""
    player = state.p(seat)
    recruited = [a for a in (*player["team"], *player["reserve"]) if a != "pet"]
    table = adventurers()
    tokens: int = player["tokens"][faction]
    return sum(1 for a in recruited if table[a]["faction"] == faction) + tokens


def check_chiefs(state: NearFarState, seat: int) -> None:
    need = int(rules()["chief_banners"])
    for faction in FACTIONS:
        if state.chiefs.get(faction) is None and banners(state, seat, faction) >= need:
            state.chiefs[faction] = seat
            state.p(seat)["chiefs"].append(faction)
            state.last.setdefault("chiefs", []).append([seat, faction])
