"""Where a faction or a game is named outside its own place (issue 26 goal 4).

Run (from the repository root):  python -m bench.places [--list]

For each Root faction: the Python files of games/, renderers/ and bot/ outside its
package (games/root/factions/<faction>/) whose text names it (case-insensitive), and
the data files naming it (catalogs, cards). For each game: the Python files outside
games/<game>/ and renderers/<game>/ naming it. The one list of factions
(games/root/registry.py), the one list of panels (renderers/root/factions.py) and the
list of games (games/core/registry.py) name every one by design; what else a name
shows up in is what adding or removing it would touch.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

FACTIONS = ("marquise", "eyrie", "alliance", "vagabond", "lizards", "riverfolk")
GAMES = ("meduris", "mountain_king", "near_and_far", "root")


def naming(word: str, roots: tuple[str, ...], suffix: str, outside: tuple[str, ...],
           pattern: re.Pattern[str] | None = None) -> list[str]:
    found = []
    for root in roots:
        for path in sorted(Path(root).rglob(f"*{suffix}")):
            name = path.as_posix()
            if any(name.startswith(o) for o in outside):
                continue
            text = path.read_text(encoding="utf-8", errors="replace").lower()
            if (pattern.search(text) if pattern else word in text):
                found.append(name)
    return found


def main(argv: list[str]) -> None:
    listing = "--list" in argv
    for faction in FACTIONS:
        code = naming(faction, ("games", "renderers", "bot"), ".py",
                      (f"games/root/factions/{faction}/",))
        data = naming(faction, ("data",), ".json", ())
        print(f"faction {faction:<10} code files {len(code):>3}   data files {len(data):>3}")
        if listing:
            print("".join(f"    {name}\n" for name in code), end="")
    for game in GAMES:
        as_code = re.compile(rf"[\"']{game}[\"']|(games|renderers|data)[./]{game}\b")
        code = naming(game, ("games", "renderers", "bot"), ".py",
                      (f"games/{game}/", f"renderers/{game}/"), as_code)
        print(f"game    {game:<13} code files {len(code):>3}")
        if listing:
            print("".join(f"    {name}\n" for name in code), end="")


if __name__ == "__main__":
    main(sys.argv[1:])
