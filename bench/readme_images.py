"""The board pictures of the README: one mid-game board per game, with what
changed in the last turn marked, written small into docs/images/.

Run: `.venv/bin/python -m bench.readme_images [--width 600] [--locale en]`

Each game is played to mid-game from seed 1 as bench_render plays it (the same
positions the render benchmark times), then drawn with the view of the turn
before as the previous board and shrunk to `--width` pixels.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PIL import Image

from bench.bench_render import midgame_views
from renderers import encode_png, render_image

OUT = Path(__file__).resolve().parents[1] / "docs" / "images"
NAMES = ["Ana", "Ben", "Cleo", "Dan"]
PLAYERS = {"meduris": 3, "root": 4, "mountain_king": 3, "near_and_far": 3}


def picture(game: str, players: int, width: int, locale: str) -> bytes:
    view, previous = midgame_views(players, 1, game)
    board = render_image(game, view, NAMES, locale, previous)
    height = round(board.height * width / board.width)
    return encode_png(board.resize((width, height), Image.Resampling.LANCZOS))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=600)
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    for game, players in PLAYERS.items():
        path = OUT / f"{game}.png"
        path.write_bytes(picture(game, players, args.width, args.locale))
        print(f"{path.relative_to(OUT.parents[1])}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
