"""Final scoring (rulebook "Final de la partida", "Bonificaciones del tablero de
jugador", map rules, day-side reputation) and ties: most VP, then reputation, then
coins and gems; still tied, the win is shared."""

from __future__ import annotations

from typing import Any

from games.core.types import Event
from games.near_and_far import camps
from games.near_and_far.cards import effects
from games.near_and_far.character import Character
from games.near_and_far.components import adventurers, artifacts, rules, threats
from games.near_and_far.leaders import FACTIONS
from games.near_and_far.state import NearFarState


def reputation_vp(rep: int, day: bool) -> int:
    for threshold, vp in rules()["reputation_vp"]:
        if rep >= threshold:
            return int(vp)
    if day:
        for threshold, vp in rules()["reputation_vp_day_negative"]:
            if rep <= threshold:
                return int(vp)
    return 0


def owned_adventurers(state: NearFarState, seat: int, faction: str) -> int:
    player = state.p(seat)
    table = adventurers()
    return sum(
        1
        for a in (*player["team"], *player["reserve"])
        if a != "pet" and table[a]["faction"] == faction
    )


def _most(state: NearFarState, seat: int, measure: str) -> bool:
    """Strictly the most of something (a tie gives nothing)."""

    def amount(s: int) -> int:
        player = state.p(s)
        if measure == "wealth":
            return int(player["coin"]) + int(player["gem"])
        if measure == "threat":
            return len(player["threats"])
        return int(player[measure])

    mine = amount(seat)
    return all(amount(s) < mine for s in range(state.players) if s != seat)


def breakdown(state: NearFarState, seat: int) -> dict[str, int]:
    player = state.p(seat)
    table = rules()
    routes = camps.route_control(state)
    route_vp = 0
    for route, owners in routes.items():
        sole, shared = state.board.routes[route]
        if owners == [seat]:
            route_vp += sole
        elif seat in owners:
            route_vp += shared
    ignore = sum(int(e["ignore_unbought"]) for e in effects(state, seat) if "ignore_unbought" in e)
    cards = 0
    for effect in effects(state, seat):
        if "vp" in effect and "most" not in effect:
            cards += int(effect["vp"])
        if "end_per_adventurer" in effect:
            cards += int(effect["n"]) * owned_adventurers(state, seat, effect["end_per_adventurer"])
        if effect.get("end_per") == "threat":
            cards += int(effect["n"]) * len(player["threats"])
        if effect.get("end_per") == "quest":
            cards += int(effect["n"]) * player["quests"]
        if effect.get("end_per") == "route":
            cards += int(effect["n"]) * sum(1 for o in routes.values() if seat in o)
        if "most" in effect and _most(state, seat, effect["most"]):
            cards += int(effect["vp"])
        if "top_reputation" in effect and _most(state, seat, "reputation"):
            cards += int(effect["top_reputation"])
    parts = {
        "camps": player["camps"],
        "routes": route_vp,
        "artifacts": sum(int(artifacts()[c]["vp"]) for c in player["bought"]),
        "unbought": -max(0, len(player["hand"]) - ignore),
        "threats": sum(int(threats()[t]["vp"]) for t in player["threats"]),
        "cards": cards,
        "wealth": (player["coin"] + player["gem"]) // 2,
        "tokens": sum(player["tokens"][f] for f in FACTIONS),
        "chiefs": int(table["chief_vp"]) * len(player["chiefs"]),
        "reputation": reputation_vp(player["reputation"], state.day),
        "all_camps": int(table["all_camps_vp"])
        if player["camps"] >= camps.camp_total(state)
        else 0,
        "treasures": int(table["three_treasures_vp"]) if _kept_treasures(state, seat) >= 3 else 0,
        "mammoth": 0,
    }
    if state.board.special == "mammoth":
        mammoths = [s.id for s in state.board.spaces if s.mammoth]
        if not any(state.camps[s] == seat for s in mammoths):
            parts["mammoth"] = -int(table["mammoth_penalty"])
    return parts


def _kept_treasures(state: NearFarState, seat: int) -> int:
    """Treasures under pack animals (a freeloaded extra card does not count)."""
    player = state.p(seat)
    return min(len(player["treasures"]), len(player["animals"]), 3)


def final_scoring(state: NearFarState) -> list[Event]:
    parts = [breakdown(state, s) for s in range(state.players)]
    scores = [sum(p.values()) for p in parts]

    def key(s: int) -> tuple[int, int, int]:
        player = state.p(s)
        return (scores[s], player["reputation"], player["coin"] + player["gem"])

    ranking = sorted(range(state.players), key=lambda s: (tuple(-v for v in key(s)), s))
    best = key(ranking[0])
    winners = [s for s in ranking if key(s) == best]
    characters: list[Any] = []
    for seat, text in enumerate(state.characters):
        if text is None:
            characters.append(None)
            continue
        after = Character.from_text(text).after_game(
            state.options["map"], state.p(seat)["quests"], scores[seat]
        )
        characters.append(after.to_text())
    state.stack = []  # nothing is asked any more: the game is over
    state.outcome = {
        "scores": scores,
        "winners": winners,
        "ranking": ranking,
        "details": {
            "breakdown": parts,
            "characters": characters,
            "quests": [state.p(s)["quests"] for s in range(state.players)],
            # The tie-break's figures, so the final message can explain it.
            "reputation": [state.p(s)["reputation"] for s in range(state.players)],
            "coins_and_gems": [
                state.p(s)["coin"] + state.p(s)["gem"] for s in range(state.players)
            ],
            "learned": [list(state.p(s).get("learned", [])) for s in range(state.players)],
        },
    }
    return [Event("game_over", {"scores": scores, "winners": winners})]
