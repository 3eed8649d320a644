"""Quests in express mode (rulebook "Gestas", "Partida exprés: cartas exprés").

Ending on a quest token, the player may attempt it: the card is drawn and its title
and two options shown to everyone; the player picks one (paying its cost, if any),
rolls a die plus skill (hands) or combat (swords), may spend hearts, and gets the
reward at the target, and the better reward too at target + 2. The token is removed
and the card discarded either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.types import Event
from games.near_and_far import frames, leaders, treasure
from games.near_and_far.actions import Number, Word
from games.near_and_far.cards import can_pay, effect_sum, gain, hearts_available, pay, stats
from games.near_and_far.components import express_cards, rules
from games.near_and_far.frames import QuestFrame
from games.near_and_far.turn_step import TurnStep
from games.near_and_far.village.tavern import draw_adventurer

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState


def draw(state: NearFarState, seat: int) -> list[Event]:
    if not state.express_deck:
        state.express_deck = state.express_discard
        state.express_discard = []
        state.rng.shuffle(state.express_deck)
    card = state.express_deck.pop()
    frames.replace_frame(state, frames.quest_frame(card))
    return [Event("quest_card", {"seat": seat, "card": card}, barrier=True)]


class AttemptAQuest(TurnStep[QuestFrame, Number | Word]):
    """Rulebook "Gestas", "Partida exprés: cartas exprés": the card drawn is shown to
    everyone; the player picks one of its two options (or skips when neither can
    be paid) and rolls for it."""

    type = "quest"

    def params(self, state: NearFarState, frame: QuestFrame) -> dict[str, Any]:
        return {"card": frame["card"]}

    def choices(self, state: NearFarState, frame: QuestFrame, seat: int) -> list[Number | Word]:
        return legal(state, seat)

    def choose(
        self, state: NearFarState, frame: QuestFrame, seat: int, action: Number | Word
    ) -> list[Event]:
        return choose(state, seat, action)


def option(card: str, n: int) -> dict[str, Any]:
    found: dict[str, Any] = express_cards()[card]["options"][n - 1]
    return found


def legal(state: NearFarState, seat: int) -> list[Number | Word]:
    card = frames.current(state, QuestFrame)["card"]
    out: list[Number | Word] = [
        Number("option", n) for n in (1, 2) if can_pay(state, seat, option(card, n)["cost"])
    ]
    return out or [Word("skip")]


def strength(state: NearFarState, seat: int, kind: str) -> int:
    stat = "hand" if kind == "skill" else "sword"
    return stats(state, seat)[stat] + effect_sum(state, seat, "quest_skill")


def choose(state: NearFarState, seat: int, action: Number | Word) -> list[Event]:
    card = frames.current(state, QuestFrame)["card"]
    if isinstance(action, Word):  # `skip`, the only word
        return finish(state, seat, card, 0)
    n = action.n
    opt = option(card, n)
    pay(state, seat, opt["cost"])
    die = state.rng.randint(1, 6)
    total = die + strength(state, seat, opt["kind"])
    state.last = {"quest": [card, n, die, total]}
    events = [
        Event(
            "quest_roll",
            {
                "seat": seat,
                "card": card,
                "option": n,
                "die": die,
                "total": total,
                "need": opt["target"],
            },
        )
    ]
    hearts = hearts_available(state, seat)
    offers = [
        need for need in (opt["target"] - total, opt["target"] + 2 - total) if 0 < need <= hearts
    ]
    if offers:
        roll = {"card": card, "option": n, "total": total}
        frames.replace_frame(state, frames.boost_frame(roll, "quest", offers))
        return events
    return events + resolve(state, seat, card, n, total)


def resolve(state: NearFarState, seat: int, card: str, n: int, total: int) -> list[Event]:
    opt = option(card, n)
    level = 2 if total >= opt["target"] + 2 else 1 if total >= opt["target"] else 0
    return finish(state, seat, card, level, n)


def finish(state: NearFarState, seat: int, card: str, level: int, n: int = 0) -> list[Event]:
    """Remove the token, discard the card, then hand out the rewards (a treasure may
    ask what to discard, so the next step is set first)."""
    player = state.p(seat)
    space = player["space"]
    if space in state.quest_tokens:
        state.quest_tokens.remove(space)
    state.express_discard.append(card)
    player["quests"] += 1
    frames.replace_frame(state, frames.arrive_frame(False))
    events = [Event("quest_done", {"seat": seat, "card": card, "option": n, "level": level})]
    if level == 0:
        return events
    opt = option(card, n)
    rewards = [opt["reward"]] + ([opt["bonus"]] if level == 2 else [])
    for reward in rewards:
        events += give(state, seat, reward)
    return events


def give(state: NearFarState, seat: int, reward: dict[str, int]) -> list[Event]:
    player = state.p(seat)
    events: list[Event] = []
    plain = {
        k: v for k, v in reward.items() if k not in ("treasure", "world", "adventurer", "bird")
    }
    if plain:
        gain(state, seat, plain)
        events.append(Event("reward", {"seat": seat, "gained": plain}))
    for _ in range(reward.get("world", 0)):
        if state.world_deck:
            card = state.world_deck.pop()
            player["world"].append(card)
            events.append(Event("world", {"seat": seat, "card": card}))
    for _ in range(reward.get("adventurer", 0)):
        new = draw_adventurer(state)
        if new:
            player["reserve"].append(new)
            leaders.check_chiefs(state, seat)
            events.append(Event("adventurer_joined", {"seat": seat, "adventurer": new}))
    for _ in range(reward.get("bird", 0)):
        if len(player["animals"]) < int(rules()["max_animals"]):
            player["animals"].append("bird")
            events.append(Event("animal", {"seat": seat, "animal": "bird"}))
    for _ in range(reward.get("treasure", 0)):
        events += treasure.gain_treasure(state, seat)
    return events
