"""Root's pictures as a phone shows them: a mid-game board of a four-faction table
(the Lizard Cult, the Riverfolk, the Marquise and the Eyrie, as issue 25 played it)
and its detail pictures, at full size and 400 px wide, in English and Spanish,
written into docs/images/phone/.

Run: `.venv/bin/python -m bench.phone_images [--actions 250] [--seed 12]`

Heuristic seats play `--actions` actions from `--seed`; the board is drawn with the
view about one turn before as the previous board (its changes marked). Prints each
file's size and the height of the detail pictures once shown 400 px wide.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from PIL import Image

from games.core import get_game
from games.core.rng import Rng
from renderers import encode_png, render_images
from renderers.kit.details import PHONE_WIDTH

OUT = Path(__file__).resolve().parents[1] / "docs" / "images" / "phone"
NAMES = ["Ana", "Ben", "Cleo", "Dan"]
FACTIONS = "lizards,riverfolk,marquise,eyrie"
PICTURES = ("board", "clearings", "panels")


def played(factions: str, actions: int, seed: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The public view after `actions` heuristic actions, and the view 11 actions before."""
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


def phone(image: Image.Image) -> Image.Image:
    """`image` as a phone shows it: PHONE_WIDTH pixels wide."""
    height = round(image.height * PHONE_WIDTH / image.width)
    return image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=250)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    view, previous = played(FACTIONS, args.actions, args.seed)
    total = 0
    for locale in ("en", "es"):
        images = render_images("root", view, NAMES, locale, previous)
        for name, image in zip(PICTURES, images, strict=True):
            for suffix, shown in (("", image), ("-400", phone(image))):
                path = OUT / f"root-{locale}-{name}{suffix}.png"
                path.write_bytes(encode_png(shown))
                total += path.stat().st_size
                print(f"{path.relative_to(OUT.parents[2])}: {shown.width}x{shown.height}, "
                      f"{path.stat().st_size} bytes")
        tall = sum(phone(image).height for image in images[1:])
        print(f"{locale}: detail pictures {tall} px tall at {PHONE_WIDTH} px wide "
              f"(board {phone(images[0]).height} px)")
    print(f"total {total} bytes")


if __name__ == "__main__":
    main()
