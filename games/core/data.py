"""Where the project's data files live (`data/` at the top of the checkout).

Reading static data (boards, cards, catalogs) once at import is the only file
access the engines make; nothing is read or written while a game is played.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

_DEFAULT_ROOT = Path(__file__).resolve().parents[2] / "data"


def data_root() -> Path:
    """The data folder; `GAMEMASTER_DATA` overrides it (for an installed wheel)."""
    return Path(os.environ.get("GAMEMASTER_DATA", _DEFAULT_ROOT))


def data_path(*parts: str) -> Path:
    return data_root().joinpath(*parts)


@cache
def load_json(*parts: str) -> Any:
    """Parse a JSON file under `data/`, once per process."""
    return json.loads(data_path(*parts).read_text("utf-8"))
