"""Root's board with four factions against two: draw time and PNG size.

Run: `.venv/bin/python -m bench.bench_root_factions [--renders 15]`

The views are the renderer's hand-built samples (tests/renderers/root/samples.py),
the same position with two factions (Marquise, Eyrie), three (the Alliance added),
four (the Vagabond added), two Vagabonds, and a crowded four: each drawn
`--renders` times as bench_render_ratio draws a game (the board, then the detail
picture, with the previous board marked) and PNG-encoded. Prints medians and the
ratio of each case to two factions. Asserts nothing.
"""

from __future__ import annotations

import argparse

from bench.bench_render_ratio import measure
from renderers import encode_png, render_images
from tests.renderers.root import samples

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
CASES = {"2 factions": samples.midgame, "3 factions": samples.three_factions,
         "4 factions": samples.four_factions, "2 Vagabonds": samples.two_vagabonds,
         "4 crowded": samples.crowded_four}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=15)
    args = parser.parse_args()
    rows = {}
    for key, build in CASES.items():
        view = build()
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
        print(f"{key:12} draw {1000 * times['board']:6.1f} + {1000 * times['details']:6.1f}"
              f" | encode {1000 * encode:6.1f} | x{draw / base_draw:4.2f} draw"
              f" | png {sizes[0]:7d} + {sizes[1]:7d} = {sum(sizes):7d}"
              f" x{sum(sizes) / sum(base_sizes):4.2f}"
              f" | {' + '.join(f'{w}x{h}' for w, h in shapes)}")


if __name__ == "__main__":
    main()
