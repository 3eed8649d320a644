"""The words on the Root image: data/root/render/<locale>.json."""

from __future__ import annotations

from renderers.kit.words import Wording


class Words(Wording):
    """This game's words on its board image."""

    game = "root"
