"""A game's form (games/core/forms.py) as a Discord modal, and its submission read back.

The modal's custom id carries everything needed to answer it, as the buttons' do:
`gm:m:<session>:<seq>:<form>`; each input's custom id is its field's id. A
submission is read from the interaction's payload alone (`submission`), never from
a modal object kept in memory, so a form opened before a restart is answered after
it like any other, and one of an earlier position is refused by the game master as a
stale button is. Each field becomes a `ui.Label` (its label and description) around
the input that fits it: a radio group for one choice among 2 to 10, a checkbox group
for several among at most 10, a select otherwise (up to 25 options).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.fitting import fit
from bot.quoting import unquoted
from bot.replies import OpenForm
from games.core.forms import FIELDS_LIMIT, OPTIONS_LIMIT, TITLE_LIMIT, Field

MODAL_TEMPLATE = re.compile(
    r"gm:m:(?P<session>[0-9]{1,18}):(?P<seq>[0-9]{1,18}):(?P<form>[a-z0-9_]{1,40})"
)
"""The custom id of a form's modal (checked like the buttons' templates)."""

GROUP_LIMIT = 10
"""The most options of a radio group or a checkbox group."""
OPTION_LIMIT = 100
"""Discord's limit on an option's label and description."""
FIELD_ID = re.compile(r"[a-z0-9_]{1,40}")


@dataclass(frozen=True)
class Submission:
    """A form submitted: where it was opened, and each field's values."""

    session_id: int
    seq: int
    form: str
    answers: dict[str, list[str]]


def modal_id(opened: OpenForm) -> str:
    return f"gm:m:{opened.session_id}:{opened.seq}:{opened.form.id}"


class FormModal(discord.ui.Modal):
    """The modal of one form. Never kept by discord.py (it is stopped before it is
    sent): its submission reaches the game cog's listener, as after a restart."""

    def __init__(self, opened: OpenForm) -> None:
        form = opened.form
        super().__init__(title=_plain(form.title, TITLE_LIMIT), custom_id=modal_id(opened))
        for field in form.fields[:FIELDS_LIMIT]:
            self.add_item(_label(field))


def modal(opened: OpenForm) -> FormModal:
    made = FormModal(opened)
    made.stop()  # not stored for dispatch: `submission` reads what comes back
    return made


def _plain(text: str, limit: int) -> str:
    return fit(" ".join(unquoted(text).split()), limit) or "?"


def _label(field: Field) -> discord.ui.Label[Any]:
    description = _plain(field.description, OPTION_LIMIT) if field.description else None
    return discord.ui.Label(
        text=_plain(field.label, TITLE_LIMIT), component=_input(field), description=description
    )


def _input(field: Field) -> discord.ui.Item[Any]:
    options = field.options[:OPTIONS_LIMIT]
    least = field.min if field.required else 0
    most = max(1, min(field.max, len(options)))
    if most == 1 and 2 <= len(options) <= GROUP_LIMIT:
        radio: discord.ui.RadioGroup[Any] = discord.ui.RadioGroup(
            custom_id=field.id, required=field.required,
            options=[
                discord.RadioGroupOption(
                    label=_plain(o.label, OPTION_LIMIT), value=o.value, default=o.default)
                for o in options
            ],
        )
        return radio
    if most > 1 and len(options) <= GROUP_LIMIT:
        boxes: discord.ui.CheckboxGroup[Any] = discord.ui.CheckboxGroup(
            custom_id=field.id, required=field.required, min_values=least, max_values=most,
            options=[
                discord.CheckboxGroupOption(
                    label=_plain(o.label, OPTION_LIMIT), value=o.value, default=o.default)
                for o in options
            ],
        )
        return boxes
    menu: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=field.id, required=field.required, min_values=least, max_values=most,
        options=[
            discord.SelectOption(
                label=_plain(o.label, OPTION_LIMIT), value=o.value, default=o.default)
            for o in options
        ],
    )
    return menu


def submission(interaction: discord.Interaction) -> Submission | None:
    """The form a modal submission answers, or None when it is no form of ours."""
    if interaction.type is not discord.InteractionType.modal_submit:
        return None
    data: Mapping[str, Any] = interaction.data or {}
    match = MODAL_TEMPLATE.fullmatch(str(data.get("custom_id", "")))
    if match is None:
        return None
    answers: dict[str, list[str]] = {}
    _read(data.get("components") or [], answers)
    return Submission(int(match["session"]), int(match["seq"]), match["form"], answers)


def _read(components: Sequence[Any], answers: dict[str, list[str]]) -> None:
    """Each input's values by custom id, through labels and action rows; anything
    else (a forged part, an id that is none of ours) is left out."""
    for component in components:
        if not isinstance(component, Mapping):
            continue
        if component.get("type") == 1:
            _read(component.get("components") or [], answers)
        elif component.get("type") == 18:
            _read([component.get("component")], answers)
        else:
            custom_id = str(component.get("custom_id", ""))
            if not FIELD_ID.fullmatch(custom_id):
                continue
            if "values" in component:
                answers[custom_id] = [str(v) for v in component.get("values") or []][:OPTIONS_LIMIT]
            elif isinstance(component.get("value"), str):
                answers[custom_id] = [component["value"]] if component["value"] else []

