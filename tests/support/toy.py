"""Pig to twelve: a tiny real game that follows the engine contract.

Two or three players take turns. On your turn you `roll` a die: a 1 loses the
turn's pot and ends your turn, any other face adds to the pot. With a pot you
may `stop` and bank it; with an empty pot you may `pass`, or `take` the token
(the holder banks one extra point at every stop), after which you must
`discard` one banked point (the only choice, so the bot plays it for you; with
the option `secret=yes` every prompt is private, and even that one waits).
Each player has a secret lucky number; rolling it earns a hidden charm worth one
point at the end. The game ends when someone banks `target` points (12 by
default); final score = banked points + charms.

It exists so the bot can be tested with dice (barriers), forced moves, hidden
information and tie-breaks without depending on a real game's engine.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core import (
    BadNotation,
    Event,
    Game,
    OptionSpec,
    Prompt,
    Result,
    Rng,
    Seat,
    State,
    View,
    register,
)
from games.core.i18n import Catalog

VERBS = ("roll", "stop", "pass", "take", "discard")


@dataclass(frozen=True)
class ToyAction:
    verb: str

    def __str__(self) -> str:
        return self.verb


class ToyState(State):
    def __init__(self, data: Mapping[str, Any]) -> None:
        self.players: int = data["players"]
        self.target: int = data["target"]
        self.scores: list[int] = list(data["scores"])
        self.charms: list[int] = list(data["charms"])
        self.lucky: list[int] = list(data["lucky"])
        self.pot: int = data["pot"]
        self.current: int = data["current"]
        self.token: int | None = data["token"]
        self.phase: str = data["phase"]
        self.secret: bool = bool(data.get("secret", False))
        self.rng = Rng(data["rng"])

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "target": self.target,
            "scores": list(self.scores),
            "charms": list(self.charms),
            "lucky": list(self.lucky),
            "pot": self.pot,
            "current": self.current,
            "token": self.token,
            "phase": self.phase,
            "rng": self.rng.state,
            "secret": self.secret,
        }

    def pending(self) -> list[Prompt]:
        if self.phase == "over":
            return []
        return [Prompt(self.current, self.phase, {"pot": self.pot}, private=self.secret)]

    def legal(self, seat: Seat) -> list[Any]:
        if self.phase == "over" or seat != self.current:
            return []
        if self.phase == "discard":
            return [ToyAction("discard")]
        verbs = ["roll", "stop" if self.pot else "pass"]
        if not self.pot and self.token != seat:
            verbs.append("take")
        return [ToyAction(v) for v in verbs]

    def view(self, seat: Seat | None) -> View:
        public: View = {
            "game": "toy",
            "players": self.players,
            "target": self.target,
            "scores": list(self.scores),
            "pot": self.pot,
            "current": self.current,
            "token": self.token,
            "phase": self.phase,
        }
        if seat is not None:
            public["private"] = {"lucky": self.lucky[seat], "charms": self.charms[seat]}
        return public

    def resample(self, seats: Collection[Seat], rng: Rng) -> State:
        """Lucky numbers the seats cannot see are drawn again. (Charms are kept:
        the toy remembers no rolls to draw them from, so this toy resample is not
        the canonical one the contract asks of real games.)"""
        data = self.to_json()
        data["lucky"] = [
            lucky if seat in seats else rng.randint(2, 6) for seat, lucky in enumerate(self.lucky)
        ]
        return ToyState(data)

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        final = tuple(s + c for s, c in zip(self.scores, self.charms, strict=True))
        # Ties on the final score break on banked points, then on seat order.
        ranking = tuple(sorted(range(self.players), key=lambda s: (-final[s], -self.scores[s], s)))
        best = final[ranking[0]]
        winners = tuple(s for s in ranking if final[s] == best)
        return Result(final, winners, ranking, {"charms": list(self.charms)})

    def _apply(self, seat: Seat, action: Any) -> list[Event]:
        return getattr(self, f"_{action.verb}")(seat)

    def _roll(self, seat: Seat) -> list[Event]:
        face = self.rng.randint(1, 6)
        events = [Event("roll", {"seat": seat, "face": face})]
        if face == 1:
            events.append(Event("bust", {"seat": seat, "pot": self.pot}))
            return events + self._next_turn()
        self.pot += face
        if face == self.lucky[seat]:
            self.charms[seat] += 1
            events.append(Event("lucky", {"face": face}, to=frozenset({seat})))
        return events

    def _stop(self, seat: Seat) -> list[Event]:
        gained = self.pot + (1 if self.token == seat else 0)
        self.scores[seat] += gained
        events = [Event("stop", {"seat": seat, "points": gained, "score": self.scores[seat]})]
        if self.scores[seat] >= self.target:
            self.phase = "over"
            return events
        return events + self._next_turn()

    def _pass(self, seat: Seat) -> list[Event]:
        return [Event("pass", {"seat": seat}), *self._next_turn()]

    def _take(self, seat: Seat) -> list[Event]:
        self.token = seat
        self.phase = "discard"
        return [Event("take", {"seat": seat})]

    def _discard(self, seat: Seat) -> list[Event]:
        self.scores[seat] = max(0, self.scores[seat] - 1)
        return [Event("discard", {"seat": seat}), *self._next_turn()]

    def _next_turn(self) -> list[Event]:
        self.current = (self.current + 1) % self.players
        self.pot = 0
        self.phase = "turn"
        return []


class ToyGame(Game):
    id = "toy"
    min_players = 2
    max_players = 3
    options = (
        OptionSpec("target", ("12", "20", "40", "100"), "12", "option.target"),
        # Every prompt private: how the game master treats choices it must not post.
        OptionSpec("secret", ("no", "yes"), "no", "option.secret"),
    )

    def __init__(self) -> None:
        self.catalog = Catalog([Path(__file__).parent / "toy_i18n"])

    def _setup(self, players: int, options: dict[str, str], seed: int) -> State:
        rng = Rng(seed)
        lucky = [rng.randint(2, 6) for _ in range(players)]
        return ToyState(
            {
                "players": players,
                "target": int(options["target"]),
                "scores": [0] * players,
                "charms": [0] * players,
                "lucky": lucky,
                "pot": 0,
                "current": 0,
                "token": None,
                "phase": "turn",
                "rng": rng.state,
                "secret": options["secret"] == "yes",
            }
        )

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return ToyState(data)

    def _parse_action(self, text: str) -> Any:
        verb = text.lower()
        if verb not in VERBS:
            raise BadNotation(text=text[:40], hint=" · ".join(VERBS))
        return ToyAction(verb)

    def label(
        self, state: State, action: Any, locale: str, names: Sequence[str] | None = None
    ) -> str:
        pot = getattr(state, "pot", 0)
        return self.catalog.text(locale, f"action.{action.verb}", pot=pot)

    def public_scores(self, view: Mapping[str, Any]) -> list[int]:
        """Banked points: the charms that complete a final score are secret."""
        return [int(score) for score in view["scores"]]

    def hand_text(
        self, state: State, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> str:
        private = state.view(seat)["private"]
        return self.catalog.text(locale, "hand", **private)


TOY = register(ToyGame())
ToyState.game = TOY
