"""Buttons and select menus offered with a game message.

They carry everything needed to act in their `custom_id` (session, sequence
number, action), and their classes are registered once with
`bot.add_dynamic_items`, so a button keeps working after the bot restarts.
Pressing one does not decide anything here: the press is handed to the game
cog as a `Press`, which asks the game master exactly like `/play` does (a
stale sequence number is refused politely there).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import discord

from bot.cogs.texts import say
from bot.fitting import ELLIPSIS, fit, split_at_word
from bot.quoting import unquoted
from bot.replies import Choice, Message

CUSTOM_ID_LIMIT = 100
"""Discord's limit on a component's custom_id (and on a select option's value)."""

LABEL_LIMIT = 80
OPTION_LABEL_LIMIT = 100
MAX_BUTTONS = 5
MAX_OPTIONS = 25

# A session id or seq in a custom_id is 1 to 18 digits: any the store can hold
# (SQLite integers are 64-bit); a longer number is no id of ours, refused by the
# templates like any other forged id (`handled`). Every id the bot ever posted fits.

PRESS_EVENT = "game_press"
"""Dispatched as `bot.dispatch(PRESS_EVENT, interaction, press)`; the game cog listens."""


@dataclass(frozen=True)
class Press:
    """A button or select used by someone: what it asks the game master to do."""

    kind: str  # "play", "undo", "abort", "choose", "happened" or "form" (its id: `action`)
    session_id: int
    seq: int
    action: str = ""


def _hand_over(interaction: discord.Interaction, press: Press) -> None:
    interaction.client.dispatch(PRESS_EVENT, interaction, press)


def _fit(text: str, limit: int) -> str:
    """A component's label: plain text (Discord shows no markdown there), so a
    player's name escaped for messages (bot/quoting.py) shows as typed."""
    return fit(unquoted(text), limit) or "?"


class PlayButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gm:p:(?P<session>[0-9]{1,18}):(?P<seq>[0-9]{1,18}):(?P<action>.+)",
):
    """One action of a small choice, e.g. `gm:p:12:40:roll`."""

    def __init__(self, session_id: int, seq: int, action: str, label: str) -> None:
        self.press = Press("play", session_id, seq, action)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=_fit(label, LABEL_LIMIT),
            style=discord.ButtonStyle.primary,
            custom_id=self.custom_id_for(session_id, seq, action),
        )
        super().__init__(button)

    @staticmethod
    def custom_id_for(session_id: int, seq: int, action: str) -> str:
        return f"gm:p:{session_id}:{seq}:{action}"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PlayButton:
        label = getattr(item, "label", None) or match["action"]
        return cls(int(match["session"]), int(match["seq"]), match["action"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        _hand_over(interaction, self.press)


class PlaySelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"gm:s:(?P<session>[0-9]{1,18}):(?P<seq>[0-9]{1,18})",
):
    """A larger choice (up to 25 actions); each option's value is the action text."""

    def __init__(self, session_id: int, seq: int, options: list[discord.SelectOption]) -> None:
        self.session_id = session_id
        self.seq = seq
        menu: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"gm:s:{session_id}:{seq}",
            options=options,
            placeholder="…",
            min_values=1,
            max_values=1,
        )
        super().__init__(menu)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PlaySelect:
        options = list(getattr(item, "options", []))
        return cls(int(match["session"]), int(match["seq"]), options)

    async def callback(self, interaction: discord.Interaction) -> None:
        chosen = self.item.values[0] if self.item.values else ""
        _hand_over(interaction, Press("play", self.session_id, self.seq, chosen))


class UndoButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gm:u:(?P<session>[0-9]{1,18}):(?P<seq>[0-9]{1,18})",
):
    """Confirms an undo previewed by `/game undo`."""

    def __init__(self, session_id: int, seq: int, label: str) -> None:
        self.press = Press("undo", session_id, seq)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=_fit(label, LABEL_LIMIT),
            style=discord.ButtonStyle.danger,
            custom_id=f"gm:u:{session_id}:{seq}",
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> UndoButton:
        label = getattr(item, "label", None) or "undo"
        return cls(int(match["session"]), int(match["seq"]), label)

    async def callback(self, interaction: discord.Interaction) -> None:
        _hand_over(interaction, self.press)


class AbortButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gm:a:(?P<session>[0-9]{1,18}):(?P<seq>[0-9]{1,18})",
):
    """Confirms ending the game, asked by `/game abort`."""

    def __init__(self, session_id: int, seq: int, label: str) -> None:
        self.press = Press("abort", session_id, seq)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=_fit(label, LABEL_LIMIT),
            style=discord.ButtonStyle.danger,
            custom_id=f"gm:a:{session_id}:{seq}",
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AbortButton:
        label = getattr(item, "label", None) or "abort"
        return cls(int(match["session"]), int(match["seq"]), label)

    async def callback(self, interaction: discord.Interaction) -> None:
        _hand_over(interaction, self.press)


class ChooseButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gm:c:(?P<session>[0-9]{1,18}):(?P<seq>[0-9]{1,18})",
):
    """Opens a private prompt's choices for the presser alone (an ephemeral reply):
    the channel never sees what a seat could choose from its hand or screen."""

    def __init__(self, session_id: int, seq: int, label: str) -> None:
        self.press = Press("choose", session_id, seq)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=_fit(label, LABEL_LIMIT),
            style=discord.ButtonStyle.secondary,
            custom_id=f"gm:c:{session_id}:{seq}",
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ChooseButton:
        label = getattr(item, "label", None) or "choose"
        return cls(int(match["session"]), int(match["seq"]), label)

    async def callback(self, interaction: discord.Interaction) -> None:
        _hand_over(interaction, self.press)


class FormButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gm:f:(?P<session>[0-9]{1,18}):(?P<seq>[0-9]{1,18}):(?P<form>[a-z0-9_]{1,40})",
):
    """Opens the game's form for a decision of several parts (games/core/forms.py),
    for the presser alone (a modal) and only if the decision is theirs: the public
    message carries the button, never the form's options."""

    def __init__(self, session_id: int, seq: int, form: str, label: str) -> None:
        self.press = Press("form", session_id, seq, form)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=_fit(label, LABEL_LIMIT),
            style=discord.ButtonStyle.primary,
            custom_id=f"gm:f:{session_id}:{seq}:{form}",
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> FormButton:
        label = getattr(item, "label", None) or "form"
        return cls(int(match["session"]), int(match["seq"]), match["form"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        _hand_over(interaction, self.press)


class WhatHappenedButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"gm:w:(?P<session>[0-9]{1,18})",
):
    """Tells the presser, privately, what the others did since the presser's last
    move. It only reads, so it stays valid for as long as its game is shown."""

    def __init__(self, session_id: int, label: str) -> None:
        self.press = Press("happened", session_id, 0)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=_fit(label, LABEL_LIMIT),
            style=discord.ButtonStyle.secondary,
            custom_id=f"gm:w:{session_id}",
        )
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> WhatHappenedButton:
        label = getattr(item, "label", None) or "what happened"
        return cls(int(match["session"]), label)

    async def callback(self, interaction: discord.Interaction) -> None:
        _hand_over(interaction, self.press)


DYNAMIC_ITEMS = (
    PlayButton, PlaySelect, UndoButton, AbortButton, ChooseButton, WhatHappenedButton,
    FormButton,
)


def handled(interaction: discord.Interaction) -> bool:
    """Whether a component press will reach one of our items: its custom_id fits one
    of their templates and the pressed message really holds that component. Any
    other press (a forged id, a component of a message the bot never sent, an
    item of a bot version that no longer exists) is silently dropped by
    discord.py, which Discord shows as "interaction failed"; the caller answers
    those instead."""
    data: Mapping[str, Any] = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    if not any(_template(item).fullmatch(custom_id) for item in DYNAMIC_ITEMS):
        return False
    message = interaction.message
    if message is None:
        return False
    kind = data.get("component_type")
    # A turn's layout message (Components V2, bot/cogs/layout.py) nests its rows.
    shape = discord.ui.LayoutView if message.flags.components_v2 else discord.ui.View
    pressed = shape.from_message(message, timeout=None).walk_children()
    return any(
        item.type.value == kind and getattr(item, "custom_id", None) == custom_id
        for item in pressed
    )


def _template(item: type[discord.ui.DynamicItem[Any]]) -> re.Pattern[str]:
    template: re.Pattern[str] = item.__discord_ui_compiled_template__
    return template


class SentView(discord.ui.View):
    """Components to attach to a message; the registered item classes handle presses.

    discord.py would otherwise store this instance, give it a 15 minute timeout
    on ephemeral messages, and on timeout unregister the DynamicItem templates
    for the whole bot, silencing every game button until a restart.
    """

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False


def build_view(message: Message, locale: str | None = None) -> discord.ui.View | None:
    """The components for a message's choices and confirmation, and its link, or None."""
    items = message_items(message, locale)
    if not items:
        return None
    view = SentView()
    for item in items:
        view.add_item(item)
    return view


def message_items(message: Message, locale: str | None = None) -> list[discord.ui.Item[Any]]:
    """Every component a message offers, in the order shown: its choices (buttons or
    one select), "Choose privately", "Fill in the form", a confirmation, "What happened",
    its link. Both message shapes take them from here: a classic view (`build_view`) and a
    turn's layout message."""
    if message.session_id is None or message.seq is None:
        return [_link_button(message.link)] if message.link is not None else []
    items = choice_items(message.session_id, message.seq, message.choices)
    if message.choose_privately:
        label = say(locale, "choose_privately")
        items.append(ChooseButton(message.session_id, message.seq, label))
    if message.form:
        label = say(locale, "fill_in_form")
        items.append(FormButton(message.session_id, message.seq, message.form, label))
    if message.confirm == "undo":
        label = say(locale, "confirm_undo")
        items.append(UndoButton(message.session_id, message.seq, label))
    if message.confirm == "abort":
        label = say(locale, "confirm_abort")
        items.append(AbortButton(message.session_id, message.seq, label))
    if message.catch_up:
        items.append(WhatHappenedButton(message.session_id, say(locale, "what_happened")))
    if message.link is not None:
        items.append(_link_button(message.link))
    return items


def _link_button(link: tuple[str, str]) -> discord.ui.Item[Any]:
    label, url = link
    return discord.ui.Button(style=discord.ButtonStyle.link, label=label[:80], url=url)


def choice_items(session_id: int, seq: int, choices: list[Choice]) -> list[discord.ui.Item[Any]]:
    """Buttons for up to 5 choices, one select for up to 25, nothing beyond (use /play)."""
    if len(choices) <= MAX_BUTTONS:
        return list(_buttons(session_id, seq, choices))
    if len(choices) <= MAX_OPTIONS:
        options = _options(choices)
        return [PlaySelect(session_id, seq, options)] if options else []
    return []


def _buttons(session_id: int, seq: int, choices: list[Choice]) -> list[PlayButton]:
    buttons: dict[str, PlayButton] = {}
    for choice in choices:
        custom_id = PlayButton.custom_id_for(session_id, seq, choice.action)
        # An action too long for a custom_id is still playable with /play.
        if choice.action and len(custom_id) <= CUSTOM_ID_LIMIT and custom_id not in buttons:
            buttons[custom_id] = PlayButton(session_id, seq, choice.action, choice.label)
    return list(buttons.values())


def _options(choices: list[Choice]) -> list[discord.SelectOption]:
    options: dict[str, discord.SelectOption] = {}
    for choice in choices:
        if 0 < len(choice.action) <= CUSTOM_ID_LIMIT and choice.action not in options:
            options[choice.action] = _option(choice)
    return list(options.values())


def _option(choice: Choice) -> discord.SelectOption:
    """A select option whose label is cut at a word; what did not fit is its
    description (the line under it), so a long label keeps its meaning."""
    label = " ".join(unquoted(choice.label).split()) or "?"  # plain text, as `_fit`
    if len(label) <= OPTION_LABEL_LIMIT:
        return discord.SelectOption(label=label, value=choice.action)
    head, rest = split_at_word(label, OPTION_LABEL_LIMIT - len(ELLIPSIS))
    description = fit(ELLIPSIS + rest, OPTION_LABEL_LIMIT)
    return discord.SelectOption(label=head + ELLIPSIS, value=choice.action, description=description)
