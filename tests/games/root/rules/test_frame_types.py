"""Issue 26, typed frames: every frame on Root's stack holds exactly the fields
its handler's TypedDict declares (each required one, no undeclared one), all
through whole games, so the types say what saved games really hold."""

from __future__ import annotations

from typing import Any, ForwardRef, get_args, is_typeddict

import pytest

from games.core.agents import agent_rng, make_agent
from games.core.registry import get_game
from games.root.frames import HANDLERS
from games.root.state import RootState


def declared_frame(frame_type: str) -> Any:
    """The TypedDict a handler names as its frame (`Handler[TheFrame, ...]`), or
    None for a handler that does not name one yet."""
    for klass in type(HANDLERS[frame_type]).__mro__:
        for base in getattr(klass, "__orig_bases__", ()):
            args = get_args(base)
            if args and is_typeddict(args[0]):
                return args[0]
    return None


def fields(typed: Any) -> tuple[set[str], set[str]]:
    """The required and the NotRequired keys (read from the annotations: with
    postponed annotations `__required_keys__` cannot tell them apart)."""
    required: set[str] = set()
    optional: set[str] = set()
    for key, annotation in typed.__annotations__.items():
        text = annotation.__forward_arg__ if isinstance(annotation, ForwardRef) else str(annotation)
        (optional if text.startswith("NotRequired[") else required).add(key)
    return required, optional


def check_stack(stack: list[dict[str, Any]], seen: set[str]) -> None:
    for frame in stack:
        typed = declared_frame(frame["type"])
        if typed is None:
            continue
        required, optional = fields(typed)
        keys = set(frame)
        assert required <= keys, (frame["type"], sorted(required - keys))
        assert keys <= required | optional, (frame["type"], sorted(keys - required - optional))
        seen.add(frame["type"])


def play(players: int, factions: str, seed: int, seen: set[str]) -> None:
    game = get_game("root")
    state = game.setup(players, {"factions": factions}, seed)
    assert isinstance(state, RootState)
    agent = make_agent("random")
    seq = 1
    check_stack(state.stack, seen)
    while state.result() is None and seq < 1500:
        prompt = state.pending()[0]
        rng = agent_rng(seed, prompt.seat, seq)
        state.apply(prompt.seat, agent.choose(state, prompt.seat, rng))
        check_stack(state.stack, seen)
        seq += 1


@pytest.mark.parametrize(
    ("players", "factions"),
    [(3, "marquise,eyrie,alliance"), (4, "alliance,eyrie,marquise,vagabond")],
)
def test_frames_hold_the_fields_their_types_declare(players: int, factions: str) -> None:
    seen: set[str] = set()
    for seed in (1, 2):
        play(players, factions, seed, seen)
    shared = {"setup", "turn", "battle", "fight", "move", "craft", "discard_down"}
    faction_steps = {"marquise_daylight", "eyrie_birdsong", "eyrie_decree", "alliance_evening"}
    assert shared | faction_steps <= seen, sorted(shared | faction_steps - seen)
