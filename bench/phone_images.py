"""The pictures a phone shows (issue 25 item 17): for a mid-game board of
Meduris, Mountain King and Near and Far, the board and its detail pictures at
full size and at 400 px wide, in English and Spanish, into docs/images/phone/.

Run: `.venv/bin/python -m bench.phone_images [--game G] [--out DIR]`

Each game is played from seed 1 at the player count a group of the issue
played (Meduris 4, Mountain King 5, Near and Far 4): Meduris and Mountain King
to mid-game as bench_render plays them; Near and Far by its heuristic players
until three characters stand on the map and four camps are pitched (random
moves rarely leave the village). Each is drawn with the view of the turn before
as the previous board. Prints each file's size and the time a render took;
asserts nothing.
"""

from __future__ import annotations

import argparse
import io
import time
from pathlib import Path
from typing import Any

from PIL import Image

from bench.bench_render import midgame_views
from games.core import agent_rng, get_game
from renderers import render_images

OUT = Path(__file__).resolve().parents[1] / "docs" / "images" / "phone"
NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
PLAYERS = {"meduris": 4, "mountain_king": 5, "near_and_far": 4}
PHONE = 400
COLOURS = 64
"""Fewer colours than a posted board: these copies live in the repository."""


def small_png(image: Image.Image, width: int | None = None) -> bytes:
    if width is not None:
        height = round(image.height * width / image.width)
        image = image.resize((width, height), Image.Resampling.LANCZOS)
    quantized = image.convert("RGB").quantize(
        COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    quantized.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def near_and_far_views(players: int, seed: int, on_map: int = 3, camps: int = 4) -> tuple[
        dict[str, Any], dict[str, Any]]:
    """The public view once `on_map` characters stand on the map and `camps` camps
    are pitched (heuristic players), and the view at the start of that turn."""
    game = get_game("near_and_far")
    state = game.setup(players, {}, seed)
    agent = game.agent("heuristic")
    view = before = state.view(None)
    for seq in range(1, 3000):
        if state.result() is not None:
            break
        seat = state.pending()[0].seat
        turn = state.turn()
        last = view
        state.apply(seat, agent.choose(state, seat, agent_rng(seed, seat, seq)))
        view = state.view(None)
        if state.turn() != turn:
            before = last
        seated = sum(1 for s in view["seats"] if s.get("where") == "map")
        if seated >= on_map and sum(c is not None for c in view["camps"]) >= camps:
            break
    return view, before


def views(game: str) -> tuple[dict[str, Any], dict[str, Any]]:
    if game == "near_and_far":
        return near_and_far_views(PLAYERS[game], 1)
    return midgame_views(PLAYERS[game], 1, game)


def write(game: str, out: Path) -> int:
    view, previous = views(game)
    total = 0
    for locale in ("en", "es"):
        start = time.perf_counter()
        images = render_images(game, view, NAMES, locale, previous)
        took = time.perf_counter() - start
        print(f"{game} {locale}: {len(images)} pictures drawn in {took * 1000:.0f} ms")
        for number, image in enumerate(images):
            part = "board" if number == 0 else f"details-{number}"
            for suffix, width in (("", None), (f"-{PHONE}", PHONE)):
                path = out / f"{game}-{locale}-{part}{suffix}.png"
                path.write_bytes(small_png(image, width))
                total += path.stat().st_size
    print(f"{game}: {total} bytes")
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(PLAYERS))
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for game in [args.game] if args.game else PLAYERS:
        write(game, args.out)


if __name__ == "__main__":
    main()
