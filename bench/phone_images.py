"""The pictures a phone shows (issue 25 item 17): for a mid-game board of every
game, the board and its detail pictures at full size and at 400 px wide, in
English and Spanish, into docs/images/phone/.

Run: `.venv/bin/python -m bench.phone_images [--game G] [--out DIR]`

Meduris, Mountain King and Near and Far are played from seed 1 at the player
count a group of the issue played (Meduris 4, Mountain King 5, Near and Far 4):
Meduris and Mountain King to mid-game as bench_render plays them; Near and Far
by its heuristic players until three characters stand on the map and four camps
are pitched (random moves rarely leave the village). Root is the four-faction
table of the issue (the Lizard Cult, the Riverfolk, the Marquise and the Eyrie),
250 heuristic actions from seed 12 (`--actions`, `--seed`). Each board is drawn
with a view about one turn before as the previous board. Prints each file's
size, the time a render took and the height of the detail pictures at 400 px;
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
from bench.bench_root_factions import played
from games.core import agent_rng, get_game
from renderers import encode_png, render_images
from renderers.kit.details import PHONE_WIDTH

OUT = Path(__file__).resolve().parents[1] / "docs" / "images" / "phone"
NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
PLAYERS = {"meduris": 4, "mountain_king": 5, "near_and_far": 4, "root": 4}
ROOT_FACTIONS = "lizards,riverfolk,marquise,eyrie"
ROOT_PICTURES = ("board", "clearings", "panels")
COLOURS = 64
"""Fewer colours than a posted board: these copies live in the repository. Root
keeps the posted encoding (its faction colours do not survive 64)."""


def phone(image: Image.Image) -> Image.Image:
    """`image` as a phone shows it: PHONE_WIDTH pixels wide."""
    height = round(image.height * PHONE_WIDTH / image.width)
    return image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)


def small_png(image: Image.Image) -> bytes:
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


def root_views(actions: int, seed: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The public view after `actions` heuristic actions, and the view 11 actions before."""
    return played(ROOT_FACTIONS, actions, seed)


def views(game: str, args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, Any]]:
    if game == "root":
        return root_views(args.actions, args.seed)
    if game == "near_and_far":
        return near_and_far_views(PLAYERS[game], 1)
    return midgame_views(PLAYERS[game], 1, game)


def part_name(game: str, number: int) -> str:
    if game == "root":
        return ROOT_PICTURES[number]
    return "board" if number == 0 else f"details-{number}"


def write(game: str, out: Path, args: argparse.Namespace) -> int:
    view, previous = views(game, args)
    encode = encode_png if game == "root" else small_png
    names = NAMES[:PLAYERS[game]]
    total = 0
    for locale in ("en", "es"):
        start = time.perf_counter()
        images = render_images(game, view, names, locale, previous)
        took = time.perf_counter() - start
        print(f"{game} {locale}: {len(images)} pictures drawn in {took * 1000:.0f} ms")
        for number, image in enumerate(images):
            for suffix, shown in (("", image), (f"-{PHONE_WIDTH}", phone(image))):
                path = out / f"{game}-{locale}-{part_name(game, number)}{suffix}.png"
                path.write_bytes(encode(shown))
                total += path.stat().st_size
        tall = sum(phone(image).height for image in images[1:])
        print(f"{game} {locale}: detail pictures {tall} px tall at {PHONE_WIDTH} px wide "
              f"(board {phone(images[0]).height} px)")
    print(f"{game}: {total} bytes")
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(PLAYERS))
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--actions", type=int, default=250, help="Root: heuristic actions played")
    parser.add_argument("--seed", type=int, default=12, help="Root: the game's seed")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for game in [args.game] if args.game else PLAYERS:
        write(game, args.out, args)


if __name__ == "__main__":
    main()
