"""Rootlog files (the Root community's notation, version 2.8): read and replay.

Pure: the caller reads the file and passes its text. `check_rootlog(text) -> Report`;
`NotRootlog` when the text does not begin as a Rootlog file. docs/notation/root.md,
"Reading Rootlog files", says what is checked and what is not.
"""

from games.root.rootlog_reader.document import NotRootlog
from games.root.rootlog_reader.replay import Refusal, Report, check_rootlog

__all__ = ["NotRootlog", "Refusal", "Report", "check_rootlog"]
