"""Where a faction or a game is named outside its own place (issue 26 goal 4).

Run (from the repository root):  python -m bench.places [--list]

For each Root faction: the Python files of games/, renderers/ and bot/ outside its
package (games/root/factions/<faction>/) whose text names it (case-insensitive); those
that name it in code, not only in comments and docstrings (the shared rules cite which
faction bends them, as the rulebook does: `--list` lists these); and the data files
naming it (catalogs, cards). For each game: the Python files outside
games/<game>/ and renderers/<game>/ naming it. The one list of factions
(games/root/registry.py), the one list of panels (renderers/root/factions.py) and the
list of games (games/core/registry.py) name every one by design; what else a name
shows up in is what adding or removing it would touch.
"""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from pathlib import Path

FACTIONS = ("marquise", "eyrie", "alliance", "vagabond", "lizards", "riverfolk")
GAMES = ("meduris", "mountain_king", "near_and_far", "root")


def code_only(text: str) -> str:
    """The text without its comments and docstrings: what the program itself says."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) \
                and isinstance(node.value.value, str):
            docstrings.add((node.lineno, node.col_offset))  # a module's, a class's, an attribute's
    kept = []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            continue
        if token.type == tokenize.STRING and token.start in docstrings:
            continue
        kept.append(token.string)
    return " ".join(kept)


def naming(word: str, roots: tuple[str, ...], suffix: str, outside: tuple[str, ...],
           pattern: re.Pattern[str] | None = None, code: bool = False) -> list[str]:
    found = []
    for root in roots:
        for path in sorted(Path(root).rglob(f"*{suffix}")):
            name = path.as_posix()
            if any(name.startswith(o) for o in outside):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            text = (code_only(text) if code else text).lower()
            if (pattern.search(text) if pattern else word in text):
                found.append(name)
    return found


def main(argv: list[str]) -> None:
    listing = "--list" in argv
    for faction in FACTIONS:
        code = naming(faction, ("games", "renderers", "bot"), ".py",
                      (f"games/root/factions/{faction}/",))
        program = naming(faction, ("games", "renderers", "bot"), ".py",
                         (f"games/root/factions/{faction}/",), code=True)
        data = naming(faction, ("data",), ".json", ())
        print(f"faction {faction:<10} code files {len(code):>3}   in code (no comments or"
              f" docstrings) {len(program):>3}   data files {len(data):>3}")
        if listing:
            print("".join(f"    {name}\n" for name in program), end="")
    for game in GAMES:
        as_code = re.compile(rf"[\"']{game}[\"']|(games|renderers|data)[./]{game}\b")
        code = naming(game, ("games", "renderers", "bot"), ".py",
                      (f"games/{game}/", f"renderers/{game}/"), as_code)
        print(f"game    {game:<13} code files {len(code):>3}")
        if listing:
            print("".join(f"    {name}\n" for name in code), end="")


if __name__ == "__main__":
    main(sys.argv[1:])
