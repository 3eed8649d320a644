"""What each seat may see (Law of Root 1.2): hands are private but their size
is public; the discard pile may be inspected at any time; everything on the
map and on the faction boards is public. A card everyone saw go into a hand
(a dominance card taken, 4.3.4) is public while it stays there; a card shown
to one player (Codebreakers, Stand and Deliver!) is in that player's view."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, cast

from games.core.asked import pending_data
from games.core.types import ResultData, Seat, View
from games.root import cards, frames, hidden
from games.root.factions.base import FACTIONS
from games.root.view_types import BattleView, ClearingView, FactionBoards, RootPrivate, RootView

if TYPE_CHECKING:
    from games.root.state import RootState


def view(state: RootState, seat: Seat | None) -> View:
    data = public_view(state)
    if seat is not None and 0 <= seat < state.players:
        private: RootPrivate = {
            "seat": seat,
            "faction": state.factions[seat],
            "hand": [cards.describe(c) for c in state.hands[seat]],
            "seen": [hidden.seen_by(state, seat, holder) for holder in range(state.players)],
        }
        # The faction's own face-down cards (the Alliance's supporters, 8.2.3).
        faction = state.factions[seat]  # "" while the seats choose (5.1.1)
        if faction in state.faction_data:
            cast("dict[str, object]", private).update(FACTIONS[faction].private_view(state))
        data["private"] = private
    return cast(View, data)  # the contract's plain dict; RootView is its shape


def public_view(state: RootState) -> RootView:
    prompt = frames.current_prompt(state) if state.outcome is None else None
    data: RootView = {
        "game": "root",
        "players": state.players,
        "map": state.map_name,
        "factions": list(state.factions),
        "turn_order": list(state.turn_order),
        "current": state.turn(),
        "phase": state.phase,
        # The state keeps these as plain JSON of exactly these shapes (board.py,
        # rules/battle.py `step_end`, each faction's `public_view`).
        "board": cast("dict[str, ClearingView]", copy.deepcopy(state.board)),
        "vp": dict(state.vp),
        "dominance": dict(state.dominance),
        "available_dominance": list(state.available_dominance),
        "hand_sizes": [len(h) for h in state.hands],
        "hands_shown": [hidden.shown_to_table(state, s) for s in range(state.players)],
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "crafted_items": copy.deepcopy(state.crafted_items),
        "improvements": copy.deepcopy(state.improvements),
        "items_supply": dict(state.items_supply),
        "faction_boards": cast(
            FactionBoards, {f: FACTIONS[f].public_view(state) for f in state.factions
             if f in state.faction_data}
        ),
        "last_battle": cast("BattleView | None", copy.deepcopy(state.last_battle)),
        "pending": pending_data("root", [] if prompt is None else [prompt]),
        "result": cast("ResultData | None", state.outcome),  # Result.to_json()
    }
    _pawns_and_quests(state, data)
    _battle_under_way(state, data)
    return data


def _battle_under_way(state: RootState, data: RootView) -> None:
    """3.3: while a battle is fought (an ambush asked, hits to take), its clearing, sides
    and what is known so far (dice once rolled), so the board shows the battle the
    question is about rather than the one before (NotRequired in the contract)."""
    fight = next((f for f in reversed(state.stack) if f.get("type") == "fight"), None)
    if fight is not None and state.outcome is None:
        data["battle"] = cast("BattleView", {
            key: copy.deepcopy(fight.get(key))
            for key in ("clearing", "attacker", "defender", "dice", "hits", "ambush", "removed")
        })


def _pawns_and_quests(state: RootState, data: RootView) -> None:
    """9.2.2, 9.3.3: with a pawn in play, every forest and the pawns in it,
    and the face-up quests (both NotRequired in the contract)."""
    rules = [FACTIONS[f] for f in state.factions if f in state.faction_data]  # none while choosing
    quests = next((q for q in (r.shared_quests(state) for r in rules) if q is not None), None)
    if quests is None:
        return
    data["quests"] = quests
    data["forests"] = {forest: [] for forest in sorted(state.woods.forests)}
    for faction in rules:
        forest = faction.pawn_forest(state)
        if forest is not None:
            data["forests"][forest].append(faction.id)
