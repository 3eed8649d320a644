"""Meduris positions from a compact text form, for rule tests.

    state = position(3, ring="H0 H0 . T1", resources=["2wool 1wood", "", "3stone"],
                     scores=[5, 7, 0], druid=2, phase="big_benefit", active=1)

The ring is read plot by plot from plot 1, clockwise, separated by spaces:
`.` an empty plot, `H<seat>` a hut, `T<seat>` a temple. `<number>:` moves the
cursor, so `"30:H0 H1 H1"` fills plots 30, 31 and 32. Unlisted plots are empty.

Everything else keeps what `setup` gave (first player is seat 0), except:
- bonus tokens are removed unless `bonus={plot: "vp2" | "free_hut" | "druid"}`;
- huts and temples left are the starting stock minus what stands on the ring;
- the supply is 18 per resource minus what the players hold (pieces are conserved);
- workers are placed round robin (placement order onto wool, wood, stone,
  copper, wool, ...) unless `highlands={"wool": [bottom, ..., top], ...}`.
Rune areas are numbered from 1, as players see them: `runes={3: 0}`.
The druid is a plot number or `"stone N"` (default: on his temple, stone 0).
The phase (the step on the frame stack, `at_step`) defaults to the big benefit
of `active` (seat 0).

Also here: `rig_die` (choose the next roll), `play` (apply notation through the
checked `apply`), `ring_text` and `held` (read a position back as text).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core import Event, Rng, get_game
from games.meduris import payment, workers
from games.meduris.board import HIGHLANDS, RESOURCES, components
from games.meduris.state import MedurisState

OPTIONS = {"first_player": "1", "bonus": "spread"}


def position(
    players: int = 3,
    ring: str = "",
    *,
    resources: Sequence[str | Sequence[int]] | None = None,
    scores: Sequence[int] | None = None,
    highlands: Mapping[str, Sequence[int]] | None = None,
    runes: Mapping[int, int] | None = None,
    bonus: Mapping[int, str] | None = None,
    druid: int | str = "stone 0",
    phase: str = "big_benefit",
    active: int = 0,
    seed: int = 1,
    options: Mapping[str, str] | None = None,
) -> MedurisState:
    """A state of `players` seats set up as described in the module docstring;
    `options` are added to (or override) the fixed `OPTIONS`."""
    state = get_game("meduris").setup(players, {**OPTIONS, **(options or {})}, seed)
    assert isinstance(state, MedurisState)
    state.buildings = parse_ring(ring, state.board.size)
    state.bonus = [None] * state.board.size
    for plot, kind in (bonus or {}).items():
        state.bonus[plot - 1] = kind
    _set_stock(state)
    if resources is not None:
        state.resources = [list(_counts(r)) for r in resources]
    state.supply = [
        components()["supply_per_resource"] - sum(held[r] for held in state.resources)
        for r in range(len(RESOURCES))
    ]
    if scores is not None:
        state.scores = list(scores)
    state.highlands = _highlands(state, highlands)
    for area, seat in (runes or {}).items():
        state.runes[area - 1] = seat
    state.druid = _druid(druid)
    at_step(state, phase)
    state.turn_index = state.turn_order.index(active)
    return state


def at_step(state: MedurisState, step: str) -> None:
    """Put the game at the start of a step that remembers nothing yet ("roll",
    "big_benefit"): the only frame on the stack (games/meduris/turn.py)."""
    state.stack = [{"type": step}]


def parse_ring(text: str, size: int) -> list[list[Any] | None]:
    """`"H0 . T1"` -> [["hut", 0], None, ["temple", 1], None, ...] of `size` plots."""
    plots: list[list[Any] | None] = [None] * size
    cursor = 0
    for token in text.split():
        if ":" in token:
            number, token = token.split(":", 1)
            cursor = int(number) - 1
            if not token:
                continue
        if token != ".":
            kind = {"H": "hut", "T": "temple"}[token[0].upper()]
            plots[cursor] = [kind, int(token[1:])]
        cursor += 1
    return plots


def ring_text(state: MedurisState) -> str:
    """The ring back as text, trailing empty plots left out (for readable asserts)."""
    tokens = ["." if b is None else f"{b[0][0].upper()}{b[1]}" for b in state.buildings]
    while tokens and tokens[-1] == ".":
        tokens.pop()
    return " ".join(tokens)


def held(state: MedurisState, seat: int) -> str:
    """A seat's resources in notation form, e.g. `"1wool 2stone"` ("" for none)."""
    return payment.fmt(state.holding(seat))


def _counts(value: str | Sequence[int]) -> tuple[int, ...]:
    if isinstance(value, str):
        parsed = payment.parse(value.split()) if value.strip() else (0, 0, 0, 0)
        assert parsed is not None, f"unreadable resources {value!r}"
        return parsed
    return tuple(value)


def _set_stock(state: MedurisState) -> None:
    per = components()["per_players"][str(state.players)]
    for seat in range(state.players):
        mine = [b[0] for b in state.buildings if b is not None and b[1] == seat]
        state.huts_left[seat] = per["huts"] - mine.count("hut")
        state.temples_left[seat] = per["temples"] - mine.count("temple")


def _highlands(
    state: MedurisState, given: Mapping[str, Sequence[int]] | None
) -> dict[str, list[int]]:
    if given is not None:
        return {h: list(given.get(h, [])) for h in HIGHLANDS}
    stacks: dict[str, list[int]] = {h: [] for h in HIGHLANDS}
    per = components()["per_players"][str(state.players)]
    for i, seat in enumerate(workers.placement_order(state.turn_order, per["workers"])):
        stacks[HIGHLANDS[i % len(HIGHLANDS)]].append(seat)
    return stacks


def _druid(where: int | str) -> list[Any]:
    if isinstance(where, int):
        return ["plot", where - 1]
    _, stone = where.split()
    return ["stone", int(stone)]


def rig_die(state: MedurisState, face: str) -> None:
    """Make the next `roll` show `face` by choosing the state's generator (the
    first seed whose first draw is that face; the search stops within a few tries)."""
    faces = components()["die"]
    seed = 0
    while Rng(seed).choice(faces) != face:
        seed += 1
    state.rng = Rng(seed)


def play(state: MedurisState, *moves: tuple[int, str]) -> list[Event]:
    """Apply (seat, notation) pairs through the checked `apply`; all their events."""
    events: list[Event] = []
    for seat, text in moves:
        events += state.apply(seat, text)
    return events


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]
