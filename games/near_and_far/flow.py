"""The order of play (rulebook "El turno de un jugador", "Final de la partida"):
who is asked what, what they may do, and passing the turn.

A turn is one of: visit the village, or adventure. Buying an artifact from hand is
a free action offered at every main step of your own turn.
"""

from __future__ import annotations

from typing import Any

from games.core.types import Event, Prompt
from games.near_and_far import (
    adventure,
    camps,
    duel,
    privacy,
    quest,
    scoring,
    setup,
    treasure,
    village,
)
from games.near_and_far.actions import Card, Number, Release, Visit, Word
from games.near_and_far.cards import buy, buyable, hearts_available, spend_hearts
from games.near_and_far.state import NearFarState

# Steps of the active player's turn where a free purchase may be made: the
# rulebook allows it "en cualquier momento de tu turno" ("Acción gratuita"), so
# also while deciding to spend hearts after a roll. Before a roll (a duel
# declared, a threat met, a quest card drawn) a card bought counts for it; after
# the roll it does not change the total, which the rulebook makes when the die is
# rolled ("después de tirar tu dado y sumarle todos tus modificadores ... puedes
# gastar cuantos corazones quieras"): only hearts are added then.
_BUY_PHASES = (
    "turn", "building", "duel", "prepare", "move", "threat", "arrive", "quest", "boost", "end",
)


def pending(state: NearFarState) -> list[Prompt]:
    phase = state.phase
    if state.outcome is not None:
        return []
    if phase == "draft_pick":
        secret = privacy.draft_hand_is_private()
        return [Prompt(s, "draft_pick", private=secret) for s in setup.draft_waiting(state)]
    if phase == "draft_keep":
        return [
            Prompt(s, "draft_keep", private=privacy.discarding_from_hand_is_private(state, s))
            for s in range(state.players)
            if s not in state.ctx["ready"]
        ]
    if phase == "duel_roll":
        ctx = state.ctx
        # `mention`: the bot mentions the challenger too, and `manual`: the defender
        # rolls in person although it is their only choice, so the duel is played out
        # in the channel with both players called (issue 5, "Interface").
        params = {"challenger": state.active, "target": ctx["target"]}
        return [
            Prompt(ctx["roller"], "duel_roll", params, manual=True, mention=(state.active,))
        ]
    params: dict[str, Any] = {}
    kind = phase
    if phase == "building":
        b = state.ctx["b"]
        step = "trade" if "give" in state.ctx else "place" if "placing" in state.ctx else "act"
        kind = f"{b}_{step}"
        if b == "shop" and "drawn" in state.ctx:
            kind = "shop_keep"
    elif phase == "move":
        params = {"left": state.ctx["left"], "hearts": state.p(state.active)["heart"]}
    elif phase == "threat":
        params = {"threat": state.threat_deck[0]}
    elif phase == "quest":
        params = {"card": state.ctx["card"]}
    elif phase == "boost":
        params = {"for": state.ctx["for"]}
    elif phase == "turn":
        params = {"round": state.round}
    return [Prompt(state.active, kind, params, private=_private(state, kind))]


def _private(state: NearFarState, kind: str) -> bool:
    """A step of the active player's turn is private when it offers cards only they
    see (privacy.py): cards looked at, a discard from hand, or a purchase."""
    seat = state.active
    if privacy.cards_looked_at_are_private(kind):
        return True
    if kind == "hall_act" and privacy.discarding_from_hand_is_private(state, seat):
        return True
    return state.phase in _BUY_PHASES and privacy.buying_is_private(state, seat)


def legal(state: NearFarState, seat: int) -> list[Any]:
    if not any(p.seat == seat for p in pending(state)):
        return []
    phase = state.phase
    if phase == "draft_pick":
        return [Card("pick", c) for c in state.ctx["hands"][seat]]
    if phase == "draft_keep":
        out: list[Any] = [Card("drop", c) for c in state.p(seat)["hand"]]
        if setup.advanced_kept(state, seat) <= 1:
            out.append(Word("ready"))
        return out
    if phase == "duel_roll":
        return [Word("roll")]
    actions = _phase_legal(state, seat)
    if phase in _BUY_PHASES:
        actions += [Card("buy", c) for c in buyable(state, seat)]
        actions += releasable(state, seat)
    return actions


def releasable(state: NearFarState, seat: int) -> list[Release]:
    """Bird breeding talent: in your turn, from anywhere, give pack animals back to the
    stable for two hearts each (the day side's turtles count too)."""
    from games.near_and_far.cards import has_effect

    if not has_effect(state, seat, "release"):
        return []
    animals = state.p(seat)["animals"]
    return [Release(a) for a in ("bird", "turtle") if a in animals]


def release(state: NearFarState, seat: int, animal: str) -> list[Event]:
    """The animal goes back with any treasure it cannot carry any more; its movement
    stays for this turn (counted when the movement began), as when one is
    sacrificed at a threat."""
    from games.near_and_far.cards import effect_sum

    hearts = effect_sum(state, seat, "release")
    state.p(seat)["heart"] += hearts
    events = [Event("released", {"seat": seat, "animal": animal, "hearts": hearts})]
    treasure.lose_animal(state, seat, animal)
    return events


def _phase_legal(state: NearFarState, seat: int) -> list[Any]:
    phase = state.phase
    if phase == "turn":
        out: list[Any] = [Visit(b) for b in village.visitable(state, seat)]
        if state.round > 1 and state.p(seat)["where"] != "board":
            out.append(Word("adventure"))
        return out
    if phase == "building":
        return village.legal(state, seat)
    if phase == "duel":
        return duel.legal_challenges(state, seat)
    if phase == "boost":
        # A card bought meanwhile may have taken food that Meditation counted as hearts.
        hearts = hearts_available(state, seat)
        spends = [Number("spend", n) for n in state.ctx["spend"] if n <= hearts]
        return [*spends, Word("yield")]
    if phase == "prepare":
        return adventure.prepare_legal(state, seat)
    if phase == "move":
        return adventure.move_legal(state, seat)
    if phase == "threat":
        return adventure.threat_legal(state, seat)
    if phase == "arrive":
        return adventure.arrive_legal(state, seat)
    if phase == "quest":
        return quest.legal(state, seat)
    if phase == "drop_treasure":
        return [Card("drop", c) for c in state.p(seat)["treasures"]]
    if phase == "site":
        return [Number("site", s) for s in camps.free_sites(state)]
    assert phase == "end", phase
    return [Word("end")]


def apply(state: NearFarState, seat: int, action: Any) -> list[Event]:
    state.last = {}
    phase = state.phase
    if isinstance(action, Card) and action.verb == "buy":
        return buy(state, seat, action.card)
    if isinstance(action, Release):
        return release(state, seat, action.animal)
    if phase == "draft_pick":
        return setup.pick(state, seat, action.card)
    if phase == "draft_keep":
        if action == Word("ready"):
            return setup.keep_ready(state, seat)
        return setup.keep_drop(state, seat, action.card)
    if phase == "duel_roll":
        return duel.roll(state)
    if phase == "turn":
        if isinstance(action, Visit):
            return village.visit(state, seat, action.building)
        return adventure.start(state, seat)
    if phase == "building":
        return village.act(state, seat, action)
    if phase == "duel":
        return duel.declare(state, seat, action)
    if phase == "boost":
        return _boost(state, seat, action)
    if phase == "prepare":
        return adventure.prepare_act(state, seat, action)
    if phase == "move":
        if action == Word("stop"):
            return adventure.stop(state, seat)
        return adventure.go(state, seat, action.n)
    if phase == "threat":
        return adventure.threat_act(state, seat, action)
    if phase == "arrive":
        return adventure.arrive_act(state, seat, action)
    if phase == "quest":
        return quest.choose(state, seat, action)
    if phase == "drop_treasure":
        return treasure.drop(state, seat, action.card)
    if phase == "site":
        treasure.resume(state)
        return camps.build_camp(state, seat, action.n, free=True)
    return end_turn(state)


def _boost(state: NearFarState, seat: int, action: Any) -> list[Event]:
    """Hearts spent after a roll: +1 each (only the challenger in a duel)."""
    ctx = state.ctx
    spent = action.n if isinstance(action, Number) else 0
    if spent:
        spend_hearts(state, seat, spent)
    events = [Event("hearts_spent", {"seat": seat, "hearts": spent})] if spent else []
    if ctx["for"] == "duel":
        return events + (duel.won(state, seat) if spent else duel.lost(state, seat))
    if ctx["for"] == "threat":
        return events + (
            adventure.defeat_threat(state, seat) if spent else adventure.threat_failed(state, seat)
        )
    return events + quest.resolve(state, seat, ctx["card"], ctx["option"], ctx["total"] + spent)


def end_turn(state: NearFarState) -> list[Event]:
    """Pass the turn clockwise. Once someone has placed their last camp, the round is
    finished so that everyone has had as many turns; then final scoring."""
    state.stack = []
    state.turn_index += 1
    if state.turn_index == state.players:
        state.turn_index = 0
        state.round += 1
        if state.end_by is not None:
            return scoring.final_scoring(state)
    state.phase, state.ctx = "turn", {}
    return [Event("turn", {"seat": state.active, "round": state.round})]
