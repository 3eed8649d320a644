"""`gamemaster rootlog check FILE [--json]`: read a Rootlog file and replay it.

The reading and replaying are games/root/rootlog_reader (pure); this module reads the file and
words the answer. Exit status: 0 when every board change is legal, 1 at an illegal one,
2 when the file cannot be read, is not a Rootlog file, or is on a map, deck or faction the
reader does not know.
"""

from __future__ import annotations

from pathlib import Path

from games.root.rootlog_reader import NotRootlog, Report, check_rootlog

LEGAL, ILLEGAL, UNREADABLE = 0, 1, 2


class RootlogFileError(Exception):
    """The file cannot be checked; the message says why, politely."""


def read_rootlog(path: str) -> str:
    file = Path(path)
    if not file.exists():
        raise RootlogFileError(f"there is no file {path}")
    if not file.is_file():
        raise RootlogFileError(f"{path} is a folder; give a Rootlog file (.rootlog, text)")
    try:
        return file.read_text("utf-8-sig")
    except UnicodeDecodeError:
        raise RootlogFileError(
            f"{path} is not a text file (Rootlog files are UTF-8 text)"
        ) from None
    except OSError as exc:
        raise RootlogFileError(f"cannot read {path}: {exc.strerror or exc}") from None


def check_file(path: str) -> Report:
    text = read_rootlog(path)
    try:
        return check_rootlog(text)
    except NotRootlog as exc:
        raise RootlogFileError(f"{path} is not a Rootlog file: {exc}") from None


def exit_status(report: Report) -> int:
    if report.refusal is None:
        return LEGAL
    return ILLEGAL if report.refusal.kind == "illegal" else UNREADABLE


def text_summary(path: str, report: Report) -> str:
    factions = " ".join(report.factions) or "none"
    lines = [
        f"{path}: Rootlog on the {report.map or '?'} map, {report.deck or '?'} deck, "
        f"factions {factions}",
        f"moves read: {report.moves} in {report.turns} turns",
        f"illegal: {report.illegal}",
    ]
    refusal = report.refusal
    if refusal is not None:
        what = "refused" if refusal.kind == "illegal" else "not supported"
        action = f" action `{refusal.action}`" if refusal.action else ""
        lines.append(f"{what} at line {refusal.line}{action}: {refusal.reason}")
        lines.append(f"    {refusal.text}")
    if report.vp:
        lines.append("VP: " + ", ".join(f"{f} {vp}" for f, vp in report.vp.items()))
    if report.winner:
        lines.append("winner: " + " ".join(report.winner))
    elif refusal is None:
        lines.append("winner: not recorded")
    return "\n".join(lines)
