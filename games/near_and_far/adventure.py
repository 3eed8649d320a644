"""Going on an adventure (rulebook "Irse de aventuras"): preparation in the village,
then movement along paths with heart costs, threats and treasures, then at the end
space a quest and a camp ("Gestas", "Construir campamentos").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from games.core.errors import IllegalAction
from games.core.types import Event
from games.near_and_far import camps, frames, quest, treasure
from games.near_and_far.actions import Avoid, Card, Number, Word
from games.near_and_far.cards import (
    effect_sum,
    effects,
    has_effect,
    hearts_available,
    spend_hearts,
    stats,
)
from games.near_and_far.components import adventurers, rules, threats
from games.near_and_far.frames import ArriveFrame, MoveFrame, PrepareFrame, ThreatFrame
from games.near_and_far.rounds import end_turn
from games.near_and_far.turn_step import TurnStep

if TYPE_CHECKING:
    from games.near_and_far.state import NearFarState

VILLAGE = 0


def start(state: NearFarState, seat: int) -> list[Event]:
    """Preparation only when the turn starts in the village; from the map, move on."""
    if state.p(seat)["where"] == "map":
        return begin_move(state, seat)
    frames.replace_frame(state, frames.prepare_frame())
    return [Event("prepare", {"seat": seat})]


# -- 1. preparation ---------------------------------------------------------------------
class Prepare(TurnStep[PrepareFrame, Card | Word]):
    """Rulebook "Irse de aventuras" 1, "Preparativos": arrange the team in the village, then
    depart with the hearts refilled."""

    type = "prepare"

    def choices(self, state: NearFarState, frame: PrepareFrame, seat: int) -> list[Card | Word]:
        return prepare_legal(state, seat)

    def choose(
        self, state: NearFarState, frame: PrepareFrame, seat: int, action: Card | Word
    ) -> list[Event]:
        return prepare_act(state, seat, action)


def prepare_legal(state: NearFarState, seat: int) -> list[Card | Word]:
    """Arrange the team: one adventurer per faction, the pet anywhere, four at most.
    Each adventurer is moved at most once per preparation, so it always ends."""
    player = state.p(seat)
    touched = frames.current(state, PrepareFrame)["touched"]
    table = adventurers()
    out: list[Card | Word] = [Card("bench", m) for m in player["team"] if m not in touched]
    in_team = {table[m]["faction"] for m in player["team"] if m != "pet"}
    if len(player["team"]) < int(rules()["team_size"]):
        for member in player["reserve"]:
            faction = table[member]["faction"]
            if member not in touched and (member == "pet" or faction not in in_team):
                out.append(Card("field", member))
    return [*out, Word("depart")]


def prepare_act(state: NearFarState, seat: int, action: Card | Word) -> list[Event]:
    player = state.p(seat)
    if isinstance(action, Card):
        source, target = ("team", "reserve") if action.verb == "bench" else ("reserve", "team")
        player[source].remove(action.card)
        player[target].append(action.card)
        frames.current(state, PrepareFrame)["touched"].append(action.card)
        return []
    return depart(state, seat)


def depart(state: NearFarState, seat: int) -> list[Event]:
    """Refill hearts from the team and the cards (at most 13; leftovers are lost) and
    put the character on the village space of the map."""
    player = state.p(seat)
    player["heart"] = min(int(rules()["max_hearts"]), stats(state, seat)["heart"])
    player["where"], player["space"] = "map", VILLAGE
    events = [Event("depart", {"seat": seat, "hearts": player["heart"]})]
    return events + begin_move(state, seat)


# -- 2. movement ------------------------------------------------------------------------
def capacity(state: NearFarState, seat: int) -> int:
    """2, plus one per pack animal, plus one per arrow in the team and cards."""
    return int(rules()["base_move"]) + len(state.p(seat)["animals"]) + stats(state, seat)["arrow"]


def begin_move(state: NearFarState, seat: int) -> list[Event]:
    frames.replace_frame(
        state,
        frames.move_frame(
            left=capacity(state, seat),
            moved=0,
            free=effect_sum(state, seat, "free_pass"),
            turtles=state.p(seat)["animals"].count("turtle") if state.day else 0,
        ),
    )
    return []


class Move(TurnStep[MoveFrame, Number | Word]):
    """Rulebook "Irse de aventuras" 2, "Desplazarse": one path at a time (`go N`) while
    movement is left, paying a heart for each empty space passed through; `stop`
    ends the movement where the character stands."""

    type = "move"

    def params(self, state: NearFarState, frame: MoveFrame) -> dict[str, Any]:
        return {"left": frame["left"], "hearts": state.p(state.active)["heart"]}

    def choices(self, state: NearFarState, frame: MoveFrame, seat: int) -> list[Number | Word]:
        return move_legal(state, seat)

    def choose(
        self, state: NearFarState, frame: MoveFrame, seat: int, action: Number | Word
    ) -> list[Event]:
        if isinstance(action, Word):  # `stop`, the only word
            return stop(state, seat)
        return go(state, seat, action.n)

    def explain(
        self, state: NearFarState, frame: MoveFrame, seat: int, action: Any
    ) -> IllegalAction | None:
        """Why a `go N` cannot be played now, in the rules' terms: not next to where
        the character stands, no movement left, or not the hearts to pass."""
        if not (isinstance(action, Number) and action.verb == "go") or state.active != seat:
            return super().explain(state, frame, seat, action)
        here = state.p(seat)["space"]
        if action.n not in [n for n, _ in state.board.neighbours(here)]:
            return IllegalAction("near_and_far.error.not_next", n=action.n, here=here)
        if frame["left"] <= 0:
            return IllegalAction("near_and_far.error.no_steps", n=action.n)
        need = pass_cost(state, seat)
        if hearts_available(state, seat) < need:
            return IllegalAction("near_and_far.error.no_hearts", n=action.n, need=need, here=here)
        return super().explain(state, frame, seat, action)


def free_when_out(state: NearFarState) -> bool:
    """Option `out_of_hearts=free`: with no heart left, an empty space is passed for
    nothing. The printed rule (the default, `blocked`): "debes gastar 1 corazón por
    cada espacio vacío ... por el que pase", and to pass again "cada vez debes pagar
    el coste de corazones requerido", so without a heart to pay an empty space is
    not passed; "no sufre ninguna penalización ... por quedarse sin corazones" means
    nothing else happens (toxic water takes no heart you do not have, you may still
    end on an empty space, pass camps and go home). docs/rules/near_and_far.md."""
    return state.options.get("out_of_hearts") == "free"


def pass_cost(state: NearFarState, seat: int, move: Mapping[str, Any] | None = None) -> int:
    """Hearts to leave the current space onward: 1 when it is an empty space passed
    through (not where the movement started, not camped, not the village). `move` is
    the movement's context when asked from a threat on the path."""
    ctx = move if move is not None else frames.current(state, MoveFrame)
    space = state.p(seat)["space"]
    if ctx["moved"] == 0 or camps.is_camped(state, space):
        return 0
    if ctx["free"] > 0 or ctx["turtles"] > 0:
        return 0
    if free_when_out(state) and hearts_available(state, seat) == 0:
        return 0
    return 1


def threat_budget(state: NearFarState, seat: int) -> int:
    """Hearts that may go into a threat (a roll or a paid avoidance): the heart for
    passing the space being left stays set aside, since walking on costs it (with
    `out_of_hearts=free` it need not: once none is left the pass costs nothing)."""
    if free_when_out(state):
        return hearts_available(state, seat)
    return hearts_available(state, seat) - pass_cost(state, seat, movement(state))


def movement(state: NearFarState) -> MoveFrame:
    """The movement a threat interrupts: the nearest move frame under it."""
    found = next(frame for frame in reversed(state.stack) if frame["type"] == "move")
    return cast(MoveFrame, found)  # a "move" frame is built by `frames.move_frame`


def threat_active(state: NearFarState, path_index: int) -> bool:
    path = state.board.paths[path_index]
    if path.symbol != "threat" or not state.threat_deck:
        return False
    return not (camps.is_camped(state, path.a) and camps.is_camped(state, path.b))


def treasure_open(state: NearFarState, path_index: int) -> bool:
    path = state.board.paths[path_index]
    if path.symbol != "treasure":
        return False
    return not (camps.is_camped(state, path.a) and camps.is_camped(state, path.b))


def move_legal(state: NearFarState, seat: int) -> list[Number | Word]:
    player = state.p(seat)
    out: list[Number | Word] = []
    left = frames.current(state, MoveFrame)["left"]
    if left > 0 and hearts_available(state, seat) >= pass_cost(state, seat):
        out += [Number("go", n) for n, _ in state.board.neighbours(player["space"])]
    return [*out, Word("stop")]


def go(state: NearFarState, seat: int, target: int) -> list[Event]:
    path_index = next(i for n, i in state.board.neighbours(state.p(seat)["space"]) if n == target)
    if threat_active(state, path_index):
        frames.push_frame(state, frames.threat_frame(target, path_index))
        return [Event("threat_met", {"seat": seat, "threat": state.threat_deck[0]})]
    return step(state, seat, target, path_index)


def step(state: NearFarState, seat: int, target: int, path_index: int) -> list[Event]:
    """Walk one path: pay for the space left behind, enter the next (toxic water costs
    a heart), draw a treasure on an unclaimed treasure path."""
    player = state.p(seat)
    ctx = frames.current(state, MoveFrame)
    cost_space = player["space"]
    if ctx["moved"] > 0 and not camps.is_camped(state, cost_space):
        if ctx["free"] > 0:
            ctx["free"] -= 1
        elif ctx["turtles"] > 0:
            ctx["turtles"] -= 1
        elif pass_cost(state, seat):
            spend_hearts(state, seat, 1)
    player["space"] = target
    ctx["left"] -= 1
    ctx["moved"] += 1
    events = [Event("moved", {"seat": seat, "space": target, "hearts": player["heart"]})]
    # Toxic water takes a heart you have; it is a loss, not a payment, so Meditation
    # food is not taken instead (our decision).
    if state.board.spaces[target].water and player["heart"] > 0:
        player["heart"] -= 1
        events.append(Event("toxic", {"seat": seat}))
    if treasure_open(state, path_index):
        events += treasure.gain_treasure(state, seat)
    return events


# -- threats ----------------------------------------------------------------------------
ThreatAnswer = Word | Card | Avoid
"""`fight` (or a bounty hunter's `fight <card>`), an avoidance, or `back`."""


class FaceAThreat(TurnStep[ThreatFrame, ThreatAnswer]):
    """Rulebook "Peligros": a path with an active threat is passed only by defeating it
    ("Enfrentarse a un peligro": a die plus swords, then hearts) or avoiding it
    ("Evitar un peligro"); or the character turns back. The threat is pushed over
    the movement, which goes on once the threat is behind."""

    type = "threat"

    def params(self, state: NearFarState, frame: ThreatFrame) -> dict[str, Any]:
        return {"threat": state.threat_deck[0]}

    def choices(self, state: NearFarState, frame: ThreatFrame, seat: int) -> list[ThreatAnswer]:
        return threat_legal(state, seat)

    def choose(
        self, state: NearFarState, frame: ThreatFrame, seat: int, action: ThreatAnswer
    ) -> list[Event]:
        return threat_act(state, seat, action)


def threat_legal(state: NearFarState, seat: int) -> list[ThreatAnswer]:
    player = state.p(seat)
    out: list[ThreatAnswer] = [Word("fight")]
    if has_effect(state, seat, "bounty"):
        # Bounty hunter: any card of the threat deck instead of the top one.
        out += [Card("fight", card) for card in state.threat_deck[1:]]
    if "bird" in player["animals"]:
        out.append(Avoid("bird"))
    if "turtle" in player["animals"]:
        out.append(Avoid("turtle"))
    if stats(state, seat)["shield"] > 0:
        out.append(Avoid("shield"))
    costs = [e["avoid_cost"]["heart"] for e in effects(state, seat) if "avoid_cost" in e]
    if costs and threat_budget(state, seat) >= min(costs):
        out.append(Avoid("pay"))
    return [*out, Word("back")]


def fight_strength(state: NearFarState, seat: int) -> int:
    return stats(state, seat)["sword"]


def threat_act(state: NearFarState, seat: int, action: ThreatAnswer) -> list[Event]:
    ctx = frames.current(state, ThreatFrame)
    target, path_index = ctx["to"], ctx["path"]
    if action == Word("back"):
        frames.finish(state)
        return [Event("turned_back", {"seat": seat})]
    if isinstance(action, Avoid):
        frames.finish(state)
        events = [Event("avoided", {"seat": seat, "how": action.how})]
        if action.how == "pay":
            costs = [e["avoid_cost"]["heart"] for e in effects(state, seat) if "avoid_cost" in e]
            spend_hearts(state, seat, min(costs))
        if action.how in ("bird", "turtle"):
            # The sacrificed animal's +1 movement lasts for this turn: capacity is
            # counted at the start of the movement and is not reduced.
            events += step(state, seat, target, path_index)
            treasure.lose_animal(state, seat, action.how)
            return events
        return events + step(state, seat, target, path_index)
    card = action.card if isinstance(action, Card) else state.threat_deck[0]
    ctx["card"] = card
    difficulty = threats()[card]["difficulty"]
    die = state.rng.randint(1, 6)
    total = die + fight_strength(state, seat)
    state.last = {"threat": [card, die, total]}
    events = [
        Event(
            "threat_roll",
            {
                "seat": seat,
                "threat": card,
                "die": die,
                "total": total,
                "difficulty": difficulty,
            },
        )
    ]
    need = difficulty - total
    if need <= 0:
        return events + defeat_threat(state, seat)
    if threat_budget(state, seat) >= need:
        frames.replace_frame(state, frames.boost_frame(frames.data(ctx), "threat", [need]))
        return events
    return events + threat_failed(state, seat)


def defeat_threat(state: NearFarState, seat: int) -> list[Event]:
    """Keep the card, put the next camp on it, walk on; the next card is active
    (a bounty hunter's card may come from anywhere in the deck)."""
    ctx = frames.current(state, ThreatFrame)  # or the hearts spent after its roll (its data)
    card = ctx.get("card") or state.threat_deck[0]
    state.threat_deck.remove(card)
    state.p(seat)["threats"].append(card)
    events = [Event("threat_defeated", {"seat": seat, "threat": card})]
    events += camps.take_camp(state, seat)
    frames.finish(state)
    return events + step(state, seat, ctx["to"], ctx["path"])


def threat_failed(state: NearFarState, seat: int) -> list[Event]:
    """The turn ends at once, before the threat."""
    return [Event("threat_failed", {"seat": seat}), *end_turn(state)]


# -- 3. the end space: quest, then camp -----------------------------------------------
def stop(state: NearFarState, seat: int) -> list[Event]:
    space = state.p(seat)["space"]
    frames.replace_frame(state, frames.arrive_frame(space in state.quest_tokens))
    return [Event("stopped", {"seat": seat, "space": space})]


def can_camp(state: NearFarState, seat: int) -> bool:
    space = state.p(seat)["space"]
    return (
        state.board.spaces[space].kind != "village"
        and state.camps[space] is None
        and hearts_available(state, seat) >= camps.camp_cost(state, seat)
    )


class EndOfMovement(TurnStep[ArriveFrame, Word]):
    """Rulebook "Desplazarse": where the character stops it "puedes intentar resolver una
    gesta" ("Gestas", on a quest token) "y puedes construir un campamento"
    ("Construir campamentos"); then the turn ends."""

    type = "arrive"

    def choices(self, state: NearFarState, frame: ArriveFrame, seat: int) -> list[Word]:
        return arrive_legal(state, seat)

    def choose(
        self, state: NearFarState, frame: ArriveFrame, seat: int, action: Word
    ) -> list[Event]:
        return arrive_act(state, seat, action)


def arrive_legal(state: NearFarState, seat: int) -> list[Word]:
    out: list[Word] = []
    if frames.current(state, ArriveFrame)["quest"]:
        out.append(Word("quest"))
    if can_camp(state, seat):
        out.append(Word("camp"))
    return [*out, Word("end")]


def arrive_act(state: NearFarState, seat: int, action: Word) -> list[Event]:
    if action == Word("quest"):
        frames.current(state, ArriveFrame)["quest"] = False
        return quest.draw(state, seat)
    if action == Word("camp"):
        space = state.p(seat)["space"]
        frames.replace_frame(state, frames.step_frame("end"))
        return camps.build_camp(state, seat, space)
    return end_turn(state)
