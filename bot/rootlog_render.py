"""`gamemaster rootlog render FILE --out DIR`: the board after each turn of a Rootlog file.

The file is replayed by games/root/rootlog_reader (the same reading as `rootlog check`); after
each turn line (setup turns included) the board it leaves is turned into Root's public view
(rootlog_reader/view.py) and drawn by the game's renderer (renderers/root), one PNG per turn:
`turn-001-C.png`, `turn-002-E.png`... (the turn's number in the file, its faction letter);
with `--details`, also the detail pictures a phone reads, `turn-001-C-details-1.png`...
Nothing private is drawn: a Rootlog file holds only what the table saw.

A file that stops being legal is drawn up to its last legal turn and the answer names the
line and the reason, as `rootlog check` does (exit status 1; 2 when the file cannot be read
or is on a map, deck or faction the reader does not know).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.rootlog_check import ILLEGAL, LEGAL, UNREADABLE, RootlogFileError, read_rootlog
from games.root.rootlog_reader import NotRootlog, Report, check_rootlog
from games.root.rootlog_reader.board import Board
from games.root.rootlog_reader.document import Line
from games.root.rootlog_reader.view import board_view


@dataclass
class Rendered:
    report: Report
    images: list[Path] = field(default_factory=list)  # one per turn
    details: list[Path] = field(default_factory=list)  # with --details


def render_file(path: str, out: str, locale: str = "en", details: bool = False) -> Rendered:
    """Draw every turn of the file at `path` into the folder `out` (made if missing).
    `details`: also the pictures a phone reads (renderers/root `render_details`: the
    clearings one by one, the factions' panels in a column), `turn-001-C-details-1.png`..."""
    from renderers.root import render, render_details

    text = read_rootlog(path)
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise RootlogFileError(f"{out} is a file; --out takes a folder for the pictures")
    folder.mkdir(parents=True, exist_ok=True)
    images: list[Path] = []
    detail_files: list[Path] = []
    seen: set[str] = set()
    previous: list[dict[str, Any]] = []
    names: list[str] = []

    def draw(line: Line, faction: str, board: Board) -> None:
        view = board_view(board, faction, setup=faction not in seen)
        seen.add(faction)
        if not names:
            names.extend(players.get(letter, letter) for letter in board.factions)
        image = render(view, names, locale, previous[-1] if previous else None)
        file = folder / f"turn-{len(images) + 1:03d}-{faction}.png"
        image.save(file)
        images.append(file)
        if details:
            before = previous[-1] if previous else None
            for index, picture in enumerate(render_details(view, names, locale, before), 1):
                detail_files.append(file.with_name(f"{file.stem}-details-{index}.png"))
                picture.save(detail_files[-1])
        previous[:] = [view]

    players = _players(text)
    try:
        report = check_rootlog(text, on_turn=draw)
    except NotRootlog as exc:
        raise RootlogFileError(f"{path} is not a Rootlog file: {exc}") from None
    return Rendered(report, images, detail_files)


def _players(text: str) -> dict[str, str]:
    from games.root.rootlog_reader.document import read_document

    try:
        return dict(read_document(text).players)
    except NotRootlog:
        return {}


def summary(path: str, rendered: Rendered) -> str:
    lines = [f"wrote {len(rendered.images)} picture{'s' * (len(rendered.images) != 1)} "
             f"of {path}, one per turn" + (f": {rendered.images[0].parent}" if rendered.images
                                           else "")]
    if rendered.details:
        lines.append(f"and {len(rendered.details)} detail pictures (a phone reads them)")
    refusal = rendered.report.refusal
    if refusal is not None:
        what = "refused" if refusal.kind == "illegal" else "not supported"
        action = f" action `{refusal.action}`" if refusal.action else ""
        lines.append(f"{what} at line {refusal.line}{action}: {refusal.reason}")
        lines.append(f"    {refusal.text}")
        if refusal.kind == "illegal":
            lines.append("the pictures stop at the last turn before that line")
    return "\n".join(lines)


def exit_status(rendered: Rendered) -> int:
    refusal = rendered.report.refusal
    if refusal is None:
        return LEGAL
    return ILLEGAL if refusal.kind == "illegal" else UNREADABLE
