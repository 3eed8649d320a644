"""Root's board with four factions against two: draw time and PNG size.

Run: `.venv/bin/python -m bench.bench_root_factions [--renders 15]`

The views are the renderer's hand-built samples (tests/renderers/root/samples.py),
the same position with two factions (Marquise, Eyrie), three (the Alliance added),
four (the Vagabond added), two Vagabonds, and a crowded four; then three boards of
played heuristic games, 400 actions in (part 2's four factions, and part 3's Lizard
Cult and Riverfolk with the Marquise and the Vagabond, or the Eyrie and the Alliance): each drawn
`--renders` times as bench_render_ratio draws a game (the board, then the detail
pictures — the map clearing by clearing, the panels — with the previous board
marked) and PNG-encoded; the PNG bytes of the details are those of all of them.
Prints medians and the ratio of each case to two factions. Asserts nothing.
"""

from __future__ import annotations

import argparse
from typing import Any

from bench.bench_render_ratio import measure
from games.core import get_game
from games.core.rng import Rng
from renderers import encode_png, render_images
from tests.renderers.root import samples

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
PLAYED_ACTIONS = 400
"""How far a played game goes before its board is drawn: mid-game for four heuristic seats."""


def played(factions: str, actions: int = PLAYED_ACTIONS,
           seed: int = 12) -> tuple[dict[str, Any], dict[str, Any]]:
    """The public view of a heuristic game `actions` actions in (or at its end), and
    the view one turn's worth of actions before, for the changed-since marks."""
    game = get_game("root")
    state = game.setup(len(factions.split(",")), {"factions": factions}, seed)
    agent, rng = game.agent("heuristic"), Rng(seed)
    views = [state.view(None)]
    for _ in range(actions):
        if state.is_over():
            break
        seat = min(p.seat for p in state.pending())
        state.apply(seat, agent.choose(state, seat, rng))
        views.append(state.view(None))
    return views[-1], views[max(0, len(views) - 12)]


CASES = {"2 factions": samples.midgame, "3 factions": samples.three_factions,
         "4 factions": samples.four_factions, "2 Vagabonds": samples.two_vagabonds,
         "4 crowded": samples.crowded_four,
         "played M,E,A,V": lambda: played("marquise,eyrie,alliance,vagabond"),
         "played M,L,O,V": lambda: played("marquise,lizards,riverfolk,vagabond"),
         "played E,L,O,A": lambda: played("eyrie,lizards,riverfolk,alliance")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=15)
    args = parser.parse_args()
    rows = {}
    for key, build in CASES.items():
        built = build()
        if isinstance(built, tuple):  # a played game brings its own earlier view
            view, previous = built
        else:
            view = built
            previous = samples.moved_on(view) if key != "2 factions" else view
        measure("root", view, previous, 1)  # fonts and caches before timing
        times = measure("root", view, previous, max(1, args.renders))
        images = render_images("root", view, NAMES, "en", previous)
        rows[key] = (times, [len(encode_png(image)) for image in images],
                     [image.size for image in images])
    base_times, base_sizes, _ = rows["2 factions"]
    base_draw = base_times["board"] + base_times["details"]
    print(f"Root, medians of {args.renders} renders (ms); PNG bytes board + details")
    for key, (times, sizes, shapes) in rows.items():
        draw = times["board"] + times["details"]
        encode = times["board_png"] + times["details_png"]
        print(f"{key:14} draw {1000 * times['board']:6.1f} + {1000 * times['details']:6.1f}"
              f" | encode {1000 * encode:6.1f} | x{draw / base_draw:4.2f} draw"
              f" | png {sizes[0]:7d} + {sum(sizes[1:]):7d} = {sum(sizes):7d}"
              f" x{sum(sizes) / sum(base_sizes):4.2f}"
              f" | {' + '.join(f'{w}x{h}' for w, h in shapes)}")


if __name__ == "__main__":
    main()
