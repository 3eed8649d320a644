"""Rootlog files (Vagabottos/Rootlog, `Rootlog_V2.md`): a finished (or running)
Root game written in the community's notation, from what the whole table saw.

    tables.py    how pieces, items, cards and markers are written (data/root/rootlog.json)
    snapshot.py  what a file records of a position, read from the public view
    changes.py   the Rootlog actions that turn one snapshot into the next
    writer.py    the replay, lines grouped by turn, the header and the winner

docs/notation/root.md, "Rootlog files", says what maps how and what is left out.
"""

from games.root.rootlog.writer import RootlogSetup, export_state, export_text

__all__ = ["RootlogSetup", "export_state", "export_text"]
