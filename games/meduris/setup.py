"""Setting the table: rulebook "Disposición" and "Antes de empezar"."""

from __future__ import annotations

from typing import cast

from games.core.rng import Rng
from games.meduris import bonus, workers
from games.meduris.board import HIGHLANDS, RESOURCES, components, load_board
from games.meduris.frames import Frame, seats_frame
from games.meduris.state import MedurisState


def setup(players: int, options: dict[str, str], seed: int) -> MedurisState:
    """Screens with one resource of each kind, huts and temples, score 5, the
    druid at his temple, the first player chosen; then the bonus tokens are
    laid (bonus.py) and the workers placed, each in turn from the first player."""
    rules = components()
    per = rules["per_players"][str(players)]
    board = load_board(per["side"])
    rng = Rng(seed)
    start = [rules["start_resources"][r] for r in RESOURCES]
    first = _first_player(players, options, rng)
    order = [(first + i) % players for i in range(players)]
    return MedurisState(
        players=players,
        side=per["side"],
        options=dict(options),
        rng=rng,
        turn_order=order,
        resources=[list(start) for _ in range(players)],
        supply=[rules["supply_per_resource"] - start[i] * players for i in range(len(RESOURCES))],
        scores=[rules["start_score"]] * players,
        huts_left=[per["huts"]] * players,
        temples_left=[per["temples"]] * players,
        buildings=[None] * board.size,
        bonus=_bonus_at_setup(board.size, options, rng),
        runes=[None] * board.area_count,
        highlands={h: [] for h in HIGHLANDS},
        stack=_setup_steps(order, per["workers"], options),
    )


def _setup_steps(order: list[int], workers_each: int, options: dict[str, str]) -> list[Frame]:
    """The workers are placed ("Antes de empezar") once the players have laid
    the bonus tokens, when they lay them: that step lies on top."""
    steps = [seats_frame("place_workers", workers.placement_order(order, workers_each))]
    if bonus.laid_by_players(options):
        steps.append(seats_frame("place_bonus", bonus.placing_order(order)))
    return [cast(Frame, step) for step in steps]  # the stack holds frames as plain data


def _bonus_at_setup(size: int, options: dict[str, str], rng: Rng) -> list[str | None]:
    """The board's bonus tokens before anyone acts: none yet when the players lay
    them (the printed rule), else laid for the table by option."""
    if bonus.laid_by_players(options):
        return [None] * size
    return bonus.lay_for_the_table(size, options["bonus"], rng)


def _first_player(players: int, options: dict[str, str], rng: Rng) -> int:
    choice = options.get("first_player", "random")
    if choice != "random" and int(choice) <= players:
        return int(choice) - 1
    return rng.randbelow(players)
