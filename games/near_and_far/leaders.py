"""Faction chiefs (rulebook "Jefes"): the first player who at some moment holds four
banners of one colour (adventurers and faction tokens) claims that faction's chief
for good. Claiming is automatic: a chief is worth 5 VP and a banner, never a loss."""

from __future__ import annotations

from games.near_and_far.components import rules
from games.near_and_far.state import NearFarState


def check_chiefs(state: NearFarState, seat: int) -> None:
    from games.near_and_far.cards import FACTIONS, banners

    need = int(rules()["chief_banners"])
    for faction in FACTIONS:
        if state.chiefs.get(faction) is None and banners(state, seat, faction) >= need:
            state.chiefs[faction] = seat
            state.p(seat)["chiefs"].append(faction)
            state.last.setdefault("chiefs", []).append([seat, faction])
