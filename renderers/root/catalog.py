"""Texts from the engine's catalog: what the waiting player is asked, card names.

The engine's catalog holds a sentence per prompt kind (`prompt.<kind>`), made
for messages. The board asks it with its values from the view's `pending`
(renderers/kit/asked.py); `prompt_line` is the fallback for a view without them
(drawn by an older engine): the player's name cut off (the image names the
player beside it) and each missing value shown as an ellipsis.
"""

from __future__ import annotations

import re
import string
from functools import cache

from games.core.data import data_path
from games.core.i18n import Catalog
from renderers.root.reading import card_id, deck_name
from renderers.root.words import Words

LEADING_NAME = re.compile(r"^\s*\{player\}\s*[,:]?\s*")


@cache
def root_catalog() -> Catalog:
    """The engine's catalog (games/root/game.py), read here as plain data files: the
    shared folder and every folder beside it (each faction's own, data/root/i18n/<f>/)."""
    folder = data_path("root", "i18n")
    parts = sorted(path for path in folder.iterdir() if path.is_dir())
    return Catalog([folder, *parts])


def card_name(card: object, words: Words) -> str:
    """A card's name in the reader's language, from the engine's catalog when it has one."""
    key = f"card.{card_id(card)}"
    if root_catalog().has(key) or root_catalog().has(key, words.locale):
        return root_catalog().text(words.locale, key)
    return deck_name(card)


def prompt_line(kind: str, words: Words) -> str:
    """The question of `kind` for whoever is named beside it; the kind in plain words
    when the catalog has no sentence for it."""
    key = f"prompt.{kind}"
    catalog = root_catalog()
    if not kind or not (catalog.has(key) or catalog.has(key, words.locale)):
        return words(kind) if kind else ""
    template = catalog.text(words.locale, key)  # no parameters: the raw template
    template = LEADING_NAME.sub("", template)
    return _fill(template).replace("`", "")


def _fill(template: str) -> str:
    """Every `{field}` of the template replaced by an ellipsis; first letter upper case."""
    parts = []
    try:
        for literal, field, _, _ in string.Formatter().parse(template):
            parts.append(literal)
            if field is not None:
                parts.append("\u2026")
    except ValueError:
        return template
    text = "".join(parts).strip()
    return text[:1].upper() + text[1:]
