"""Who is asked what, as a public view lists it (`view["pending"]`).

A prompt's sentence (`prompt.<kind>` in the game's catalog) is posted in the channel
with the prompt, private prompts included (only their choices stay private), so the
parameters it shows are public: the view carries them, and a board asks the same
question as the message, numbers and all. A parameter the sentence does not show (in
either language) stays out: a prompt may keep there what only its seat should know.
"""

from __future__ import annotations

import copy
import functools
import re
from collections.abc import Iterable

from games.core.i18n import LOCALES
from games.core.registry import get_game
from games.core.types import PendingData, Prompt

_FIELD = re.compile(r"\{(\w+)")


@functools.cache
def shown_fields(game_id: str, kind: str) -> frozenset[str]:
    """The parameters the sentence of a prompt of `kind` names, in any language."""
    catalog = get_game(game_id).catalog
    fields: set[str] = set()
    for locale in LOCALES:
        fields.update(_FIELD.findall(catalog.template(locale, f"prompt.{kind}") or ""))
    return frozenset(fields)


def pending_data(game_id: str, prompts: Iterable[Prompt]) -> list[PendingData]:
    """Each prompt's seat, kind and the parameters its sentence shows."""
    listed: list[PendingData] = []
    for prompt in prompts:
        shown = shown_fields(game_id, prompt.kind)
        params = {k: copy.deepcopy(v) for k, v in prompt.params.items() if k in shown}
        listed.append({"seat": prompt.seat, "kind": prompt.kind, "params": params})
    return listed
