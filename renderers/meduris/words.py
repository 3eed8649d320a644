"""The words on the Meduris image: data/meduris/render/<locale>.json."""

from __future__ import annotations

from renderers.kit.words import Wording


class Words(Wording):
    """This game's words on its board image."""

    game = "meduris"
