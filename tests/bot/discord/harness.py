"""Drive the real discord.py client offline: raw gateway payloads in, HTTP calls recorded.

Nothing of ours is mocked. The bot logs in and syncs its commands against a
fake REST API (its `http.request` answers like Discord would), receives READY
and INTERACTION_CREATE exactly as the gateway would deliver them (through
`ConnectionState.parse_*`), and every interaction response or followup goes
through a recording stand-in for discord.py's webhook adapter, the one place
where `InteractionResponse` and `Interaction.followup` reach the network.
"""

from __future__ import annotations

import asyncio
import contextvars
import itertools
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

APP_ID = 900_000_000_000_000_001
GUILD_ID = 800_000_000_000_000_001
CHANNEL_ID = 700_000_000_000_000_001
OTHER_CHANNEL_ID = 700_000_000_000_000_002
DM_CHANNEL_BASE = 600_000_000_000_000_000  # + the user's id: their direct messages with the bot

# Where an interaction comes from (`context`): a server channel of a server that
# added the bot; a direct message with the bot (the app installed to the user);
# a channel of a server where only the user installed the app.
GUILD, DM, USER_IN_GUILD = "guild", "dm", "user_in_guild"

EPHEMERAL = 64
COMPONENTS_V2 = 1 << 15  # the message flag of a layout message
# Component types, as the API numbers them.
ACTION_ROW, BUTTON, STRING_SELECT, SECTION, TEXT_DISPLAY = 1, 2, 3, 9, 10
THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = 11, 12, 13, 14, 17
INTERACTIVE = (BUTTON, STRING_SELECT, 5, 6, 7, 8)
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 31)  # view, send, use application commands
EMBED_LINKS, ATTACH_FILES = 1 << 14, 1 << 15
BOT_PERMISSIONS = MEMBER_PERMISSIONS | EMBED_LINKS | ATTACH_FILES  # the bot's, in a channel
TIMESTAMP = "2025-01-01T00:00:00.000000+00:00"

BOT_USER = {
    "id": str(APP_ID),
    "username": "gamemaster",
    "discriminator": "0",
    "global_name": "Game Master",
    "avatar": None,
    "bot": True,
    "flags": 0,
}

# The interaction being handled, in the tasks the bot starts for it (they copy the
# context): a channel edit made for it is its own.
_HANDLING: contextvars.ContextVar[str | None] = contextvars.ContextVar("handling", default=None)

# Interaction callback types, as the API numbers them.
PONG, MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE, AUTOCOMPLETE_RESULT = 1, 4, 5, 6, 7, 8
LAUNCH_ACTIVITY = 12
_MESSAGE_KINDS = ("followup", "edit_original", "edit_followup")
EDIT_KINDS = ("edit_original", "edit_followup", "edit_message")


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    locale: str = "en-US"
    permissions: int = MEMBER_PERMISSIONS

    def payload(self) -> dict[str, Any]:
        user = {
            "id": str(self.id),
            "username": self.name.lower(),
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
        }
        return {
            "user": user,
            "nick": None,
            "roles": [],
            "joined_at": TIMESTAMP,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "permissions": str(self.permissions),
        }


@dataclass
class Sent:
    """One request the bot made to Discord, with what the fake API answered."""

    method: str
    route: str  # the path template, e.g. /interactions/{webhook_id}/{webhook_token}/callback
    payload: dict[str, Any] | None
    files: list[tuple[str, bytes]] = field(default_factory=list)
    token: str | None = None
    response: Any = None
    channel_id: int | None = None  # a message posted without an interaction (the scheduler)
    # An edit that changed the message's text: a turn's message telling what happened
    # next (not a board added, nor its buttons retired).
    retold: bool = False

    @property
    def kind(self) -> str:
        """callback / followup / edit_original / delete_original / get_original / api."""
        if self.route.endswith("/callback"):
            return "callback"
        if self.route.endswith("/messages/@original"):
            return {"PATCH": "edit_original", "DELETE": "delete_original"}.get(
                self.method, "get_original"
            )
        if self.route == "/webhooks/{webhook_id}/{webhook_token}" and self.method == "POST":
            return "followup"
        if self.route == "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}":
            # A followup edited (a board attached once drawn) or deleted.
            return {"PATCH": "edit_followup", "DELETE": "delete_followup"}.get(self.method, "api")
        if self.route == "/channels/{channel_id}/messages/{message_id}" and self.method == "PATCH":
            return "edit_message"  # a message edited through its channel (the bot's own)
        return "api"

    @property
    def message_id(self) -> int | None:
        """The id of the message sent or edited (an edit keeps it)."""
        response = self.response if isinstance(self.response, dict) else {}
        return int(response["id"]) if "id" in response and "author" in response else None

    @property
    def edit(self) -> bool:
        return self.kind in EDIT_KINDS

    @property
    def data(self) -> dict[str, Any]:
        """The message part: a callback's `data`, or the whole body of a followup."""
        body = self.payload or {}
        return body.get("data") or {} if self.kind == "callback" else body

    @property
    def callback_type(self) -> int | None:
        return (self.payload or {}).get("type") if self.kind == "callback" else None

    @property
    def ephemeral(self) -> bool:
        return bool(int(self.data.get("flags") or 0) & EPHEMERAL)

    @property
    def layout(self) -> bool:
        """A Components V2 message (a turn's layout, bot/cogs/layout.py)."""
        return bool(int(self.data.get("flags") or 0) & COMPONENTS_V2)

    @property
    def content(self) -> str:
        """The message's text: its content, or a layout's text displays, in order."""
        if self.layout:
            return "\n".join(c["content"] for c in self.nested() if c["type"] == TEXT_DISPLAY)
        return self.data.get("content") or ""

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.components if "custom_id" in c]

    @property
    def components(self) -> list[dict[str, Any]]:
        """The buttons and selects, however deeply a layout nests their rows."""
        return [c for c in self.nested() if c["type"] in INTERACTIVE]

    def nested(self) -> list[dict[str, Any]]:
        """Every component of the message, parents before their children."""
        return list(_walk(self.data.get("components") or []))

    @property
    def media(self) -> list[dict[str, Any]]:
        """A layout's gallery items: `media.url` (attachment://name) and `description`."""
        return [item for c in self.nested() if c["type"] == MEDIA_GALLERY for item in c["items"]]

    @property
    def allowed_mentions(self) -> dict[str, Any]:
        return self.data.get("allowed_mentions") or {}


@dataclass
class Exchange:
    """Everything the bot sent back for one interaction, in order."""

    sent: list[Sent]

    @property
    def callbacks(self) -> list[Sent]:
        return [s for s in self.sent if s.kind == "callback"]

    @property
    def messages(self) -> list[Sent]:
        """Messages sent: an immediate response, followups, and edits of the original."""
        return [s for s in self.sent if s.kind in _MESSAGE_KINDS or s.callback_type == MESSAGE]

    @property
    def public(self) -> list[Sent]:
        """What the channel was shown: public messages, their boards added, and a turn's
        message edited to tell what happened next."""
        return [s for s in self.sent if (s in self.messages or s.kind == "edit_message")
                and not s.ephemeral
                and (s.kind not in ("edit_original", "edit_message") or s.retold)]

    @property
    def private(self) -> list[Sent]:
        return [s for s in self.messages if s.ephemeral]

    @property
    def text(self) -> str:
        return "\n".join(s.content for s in self.messages)

    @property
    def public_text(self) -> str:
        return "\n".join(s.content for s in self.public)

    @property
    def private_text(self) -> str:
        return "\n".join(s.content for s in self.private)

    @property
    def acknowledged(self) -> bool:
        return bool(self.callbacks)

    def with_components(self) -> list[Sent]:
        return [s for s in self.messages if s.components]

    @property
    def edits(self) -> list[Sent]:
        """Messages edited: the original, a followup, or one edited through its channel."""
        return [s for s in self.sent if s.edit]


MODAL = 9  # the interaction callback that opens a modal (a form)
MODAL_SUBMIT = 5  # the interaction type of a submitted modal
RADIO_GROUP, CHECKBOX_GROUP, STRING_SELECT, LABEL = 21, 22, 3, 18


@dataclass(frozen=True)
class OpenedModal:
    """A modal the bot opened as an interaction's response (callback type 9)."""

    sent: Sent

    @classmethod
    def of(cls, exchange: Exchange) -> OpenedModal | None:
        """The modal opened in answer to an interaction, if any."""
        opened = [s for s in exchange.callbacks if s.callback_type == MODAL]
        return cls(opened[0]) if opened else None

    @property
    def custom_id(self) -> str:
        return str(self.sent.data["custom_id"])

    @property
    def title(self) -> str:
        return str(self.sent.data["title"])

    @property
    def labels(self) -> list[dict[str, Any]]:
        """The top-level components: each a label around one input."""
        return list(self.sent.data.get("components") or [])

    def input(self, field: str) -> dict[str, Any]:
        """The input whose custom id is `field`."""
        return next(label["component"] for label in self.labels
                    if label["component"].get("custom_id") == field)

    def options(self, field: str) -> list[dict[str, Any]]:
        return list(self.input(field).get("options") or [])

    def problems(self) -> list[str]:
        """What Discord would refuse: a title or label over 45 characters, more than 5
        components, more than 25 options (10 in a group), no option at all."""
        found = []
        if not 0 < len(self.title) <= 45:
            found.append(f"title {self.title!r}")
        if not 0 < len(self.labels) <= 5:
            found.append(f"{len(self.labels)} components")
        for label in self.labels:
            if label.get("type") != LABEL or not 0 < len(label.get("label", "")) <= 45:
                found.append(f"label {label.get('label')!r}")
            if len(label.get("description") or "") > 100:
                found.append("description over 100 characters")
            item = label["component"]
            most = 10 if item["type"] in (RADIO_GROUP, CHECKBOX_GROUP) else 25
            options = item.get("options") or []
            if not 0 < len(options) <= most or len({o["value"] for o in options}) != len(options):
                found.append(f"options of {item.get('custom_id')}")
            if any(not 0 < len(o["label"]) <= 100 for o in options):
                found.append(f"option label of {item.get('custom_id')}")
        return found

    def text(self) -> str:
        """Everything the modal shows, for secrecy checks."""
        return json.dumps(self.sent.data, ensure_ascii=False)


class RecordingWebhookAdapter(AsyncWebhookAdapter):
    """discord.py's webhook adapter with the network replaced by the harness."""

    def __init__(self, harness: DiscordHarness) -> None:
        super().__init__()
        self.harness = harness

    async def request(self, route: Route, session: Any, **kwargs: Any) -> Any:
        return self.harness.answer_webhook(route, **kwargs)


class DiscordHarness:
    """A bot, a fake Discord around it, and helpers to play through slash commands."""

    def __init__(self, bot: discord.Client, *, first_id: int = 1) -> None:
        self.bot = bot
        self.sent: list[Sent] = []
        self.violations: list[str] = []  # what real Discord would have refused
        self.interactions: list[str] = []  # tokens of every interaction delivered
        self._ids = itertools.count(10**15 + first_id * 10**6)
        self._adapter = RecordingWebhookAdapter(self)
        self.dm_channels: dict[int, int] = {}  # direct-message channel -> its user
        # Whether the application has an Activity Discord launches (the developer
        # portal's Activities page); refused as Discord refuses it otherwise.
        self.activity_enabled = True
        self.refused: list[Sent] = []  # requests Discord answered with an error
        # What the bot may do in the channel (an interaction's `app_permissions`).
        self.app_permissions = BOT_PERMISSIONS
        # Discord refusing Components V2 messages (HTTP 400), as for a flag it rejects.
        self.refuse_layouts = False
        # Discord refusing edits through a channel with this status (403: the bot not in
        # the server of a user-install context; 404: a deleted message).
        self.refuse_channel_edits: int | None = None
        self.current: dict[int, Sent] = {}  # each message's latest version, by id
        self.originals: dict[str, int] = {}  # an interaction's original message, by token

    # -- connecting -------------------------------------------------------------
    async def start(self) -> None:
        """Log in (runs setup_hook), then READY; waits for the command sync."""
        self.bot.http.request = self.answer_api  # type: ignore[method-assign]
        await self.bot.login("offline-token")
        self.bot._connection.guild_ready_timeout = 0
        # One READY per shard the process runs, as each shard's gateway sends it.
        count = self.bot.shard_count or 1
        shards = list(getattr(self.bot, "shard_ids", None) or range(count))
        if isinstance(self.bot, discord.AutoShardedClient):
            # What `launch_shards` tells the connection state before connecting.
            self.bot._connection.shard_count = count
            self.bot._connection.shard_ids = shards
        for shard in shards:
            ready = {
                "v": 10,
                "user": BOT_USER,
                "guilds": [],
                "session_id": f"offline-{shard}",
                "resume_gateway_url": "wss://gateway.invalid",
                "shard": [shard, count],
                "application": {"id": str(APP_ID), "flags": 0},
            }
            await self._settle(lambda ready=ready: self.bot._connection.parse_ready(ready))
        await asyncio.wait_for(self.bot.wait_until_ready(), 5)
        await self._settle(lambda: None)

    async def stop(self) -> None:
        await self.bot.close()

    # -- the fake REST API --------------------------------------------------------
    async def answer_api(self, route: Route, **kwargs: Any) -> Any:
        body = kwargs.get("json")
        if route.path == "/channels/{channel_id}/messages" and route.method == "POST":
            return self._posted(route, kwargs)
        if route.path == "/channels/{channel_id}/messages/{message_id}" and route.method == "PATCH":
            return self._edited(route, kwargs)
        self.sent.append(Sent(route.method, route.path, body))
        if route.path == "/users/@me/channels" and route.method == "POST":
            return self._dm_channel(int((body or {})["recipient_id"]))
        if route.path == "/users/@me":
            return dict(BOT_USER)
        if route.path == "/oauth2/applications/@me":
            return self._application()
        if route.path.endswith("/commands") and route.method == "PUT":
            return [self._registered(i, command) for i, command in enumerate(body or [])]
        return {}

    def _posted(self, route: Route, kwargs: dict[str, Any]) -> dict[str, Any]:
        """A message the bot posts in a channel by itself (not answering anyone)."""
        body, files = _body_and_files(kwargs)
        channel_id = int(route.channel_id)  # type: ignore[attr-defined]
        sent = Sent(route.method, route.path, body, files, channel_id=channel_id)
        self._refuse_layout(sent)
        self.violations.extend(discord_refusals(sent))
        sent.response = {**self.message(body or {}, files), "channel_id": str(channel_id)}
        self.current[int(sent.response["id"])] = sent
        self.sent.append(sent)
        return sent.response

    def _edited(self, route: Route, kwargs: dict[str, Any]) -> dict[str, Any]:
        """A message edited through its channel (the bot's own: a turn's message)."""
        body, files = _body_and_files(kwargs)
        channel_id = int(route.channel_id)  # type: ignore[attr-defined]
        message_id = int(route.url.rsplit("/", 1)[1])
        sent = Sent(route.method, route.path, body, files, channel_id=channel_id,
                    token=_HANDLING.get())
        status = self.refuse_channel_edits or (404 if message_id not in self.current else None)
        if status is not None:
            self.refused.append(sent)
            error = discord.Forbidden if status == 403 else discord.NotFound
            raise error(_Refusal(status, "Refused"), {
                "code": 50001 if status == 403 else 10008,
                "message": "Missing Access" if status == 403 else "Unknown Message"})
        self._refuse_layout(sent)
        sent.response = self._edit_of(message_id, sent)
        self.violations.extend(discord_refusals(sent, self._kept(message_id, sent)))
        self.sent.append(sent)
        return sent.response

    def _kept(self, message_id: int | None, sent: Sent) -> list[str]:
        """The files an edit keeps of the message's: those it lists, or all when it
        does not say."""
        before = self.current.get(message_id or 0)
        if before is None:
            return []
        attached = before.response.get("attachments") or []
        if "attachments" not in sent.data:
            return [a["filename"] for a in attached]
        listed = {str(a.get("id")) for a in sent.data["attachments"]}
        return [a["filename"] for a in attached if a["id"] in listed]

    def _edit_of(self, message_id: int, sent: Sent) -> dict[str, Any]:
        """The message as Discord returns it after an edit: the same id, what the edit
        does not say kept (its text, components, files)."""
        before = self.current.get(message_id)
        old = before.response if before is not None else {}
        sent.retold = before is not None and "components" in sent.data and (
            sent.content != before.content)
        kept = [a for a in old.get("attachments") or []
                if a["filename"] in self._kept(message_id, sent)]
        body = {**{k: old.get(k) for k in ("content", "components", "flags")}, **sent.data}
        message = self.message(body, sent.files)
        message["attachments"] = kept + message["attachments"]
        message["id"] = str(message_id)
        message["channel_id"] = old.get("channel_id", str(CHANNEL_ID))
        if "flags" not in sent.data:
            message["flags"] = old.get("flags", 0)
        self.current[message_id] = sent
        return message

    def final(self, sent: Sent) -> Sent:
        """The latest version of the message `sent` made or edited."""
        return self.current.get(sent.message_id or 0, sent)

    def _refuse_layout(self, sent: Sent) -> None:
        if self.refuse_layouts and sent.layout and sent.kind != "callback":
            self.refused.append(sent)
            raise discord.HTTPException(_Refusal(400, "Bad Request"), {
                "code": 50035, "message": "Invalid Form Body",
                "errors": {"flags": {"_errors": [{"code": "COMPONENTS_V2", "message":
                                                   "Components V2 are not allowed here"}]}}})

    def _dm_channel(self, user_id: int) -> dict[str, Any]:
        channel_id = next(self._ids)
        self.dm_channels[channel_id] = user_id
        user = {"id": str(user_id), "username": f"user{user_id}", "discriminator": "0",
                "global_name": None, "avatar": None}
        return {"id": str(channel_id), "type": 1, "recipients": [user], "last_message_id": None}

    def posts(self, channel_id: int = CHANNEL_ID, since: int = 0) -> list[Sent]:
        """Messages the bot posted by itself in a channel, from `sent[since:]` on."""
        return [s for s in self.sent[since:] if s.channel_id == channel_id and not s.edit]

    def direct_messages(self, user_id: int, since: int = 0) -> list[Sent]:
        """Direct messages the bot sent to a user, from `sent[since:]` on."""
        return [s for s in self.sent[since:] if self.dm_channels.get(s.channel_id or 0) == user_id]

    def _application(self) -> dict[str, Any]:
        owner = {"id": "1", "username": "owner", "discriminator": "0", "avatar": None}
        return {
            "id": str(APP_ID),
            "name": "Game Master",
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": owner,
            "verify_key": "0" * 64,
            "flags": 0,
        }

    def _registered(self, index: int, command: dict[str, Any]) -> dict[str, Any]:
        registered = {"id": str(APP_ID + 1000 + index), "application_id": str(APP_ID)}
        return {**command, **registered, "version": "1"}

    def synced_commands(self) -> list[dict[str, Any]]:
        syncs = [s for s in self.sent if s.method == "PUT" and s.route.endswith("/commands")]
        return syncs[-1].payload if syncs else []  # type: ignore[return-value]

    # -- the fake webhook endpoints (interaction responses and followups) ----------
    def answer_webhook(self, route: Route, **kwargs: Any) -> Any:
        payload = kwargs.get("payload")
        files: list[tuple[str, bytes]] = []
        if kwargs.get("multipart"):
            payload = json.loads(kwargs["multipart"][0]["value"])
            files = [(f.filename, _file_bytes(f)) for f in kwargs.get("files") or []]
        sent = Sent(route.method, route.path, payload, files, token=route.webhook_token)
        if sent.callback_type == LAUNCH_ACTIVITY and not self.activity_enabled:
            self.refused.append(sent)
            raise discord.HTTPException(
                _Refusal(400, "Bad Request"),
                {"code": 50035, "message": "Invalid Form Body: application has no activity"})
        self._refuse_layout(sent)
        target = self._target(sent, route)
        self.violations.extend(discord_refusals(sent, self._kept(target, sent)))
        sent.response = self._webhook_response(sent, route)
        if sent.kind == "followup" and sent.token not in self.originals and isinstance(
                sent.response, dict):
            # The first followup after a deferral takes the "thinking" message's place.
            self.originals[sent.token or ""] = int(sent.response["id"])
        if sent.kind in ("followup", "edit_original", "edit_followup") and isinstance(
                sent.response, dict):
            self.current[int(sent.response["id"])] = sent
        self.sent.append(sent)
        return sent.response

    def _target(self, sent: Sent, route: Route) -> int | None:
        """The message an edit of a webhook changes."""
        if sent.kind == "edit_original":
            return self.originals.get(sent.token or "")
        if sent.kind == "edit_followup":
            return int(route.url.rsplit("/", 1)[1])
        return None

    def _webhook_response(self, sent: Sent, route: Route) -> Any:
        if sent.kind == "callback":
            interaction = {"id": str(route.webhook_id), "type": 2,
                           "response_message_loading": sent.callback_type == DEFERRED_MESSAGE,
                           "response_message_ephemeral": sent.ephemeral}
            if sent.callback_type == LAUNCH_ACTIVITY:
                instance = f"i-{next(self._ids)}-gc-{GUILD_ID}-{CHANNEL_ID}"
                interaction["activity_instance_id"] = instance
                return {"interaction": interaction, "resource": {
                    "type": LAUNCH_ACTIVITY, "activity_instance": {"id": instance}}}
            return {"interaction": interaction}
        if sent.kind in ("delete_original", "delete_followup"):
            return None
        target = self._target(sent, route)
        if target is not None and target in self.current:
            return self._edit_of(target, sent)
        message = self.message(sent.data, sent.files)
        if sent.kind == "edit_original":  # the deferral's own message, edited first
            self.originals[sent.token or ""] = int(message["id"])
        return message

    def message(self, body: dict[str, Any], files: list[tuple[str, bytes]] = ()) -> dict[str, Any]:
        """A message as Discord returns it after a followup."""
        attachments = [
            {"id": str(next(self._ids)), "filename": name, "size": len(data),
             "url": f"https://cdn.invalid/{name}", "proxy_url": f"https://cdn.invalid/{name}"}
            for name, data in files
        ]
        return {
            "id": str(next(self._ids)),
            "channel_id": str(CHANNEL_ID),
            "type": 0,
            "content": body.get("content") or "",
            "author": dict(BOT_USER),
            "webhook_id": str(APP_ID),
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": [],
            "pinned": False,
            "flags": int(body.get("flags") or 0),
            "components": body.get("components") or [],
        }

    # -- interactions ---------------------------------------------------------------
    async def slash(
        self, player: Player, command: str, channel_id: int = CHANNEL_ID,
        context: str = GUILD, **options: Any,
    ) -> Exchange:
        """`/game new game:toy` is `slash(p, "game new", game="toy")`; `context=DM` sends
        it from the player's direct messages with the bot."""
        data = self._command_data(command, options)
        return await self.interact(self._interaction(2, player, channel_id, data, context))

    async def autocomplete(
        self, player: Player, command: str, focused: str, typed: str,
        channel_id: int = CHANNEL_ID, context: str = GUILD, **options: Any,
    ) -> list[dict[str, Any]]:
        """The suggestions the bot answers while `player` types `typed` into `focused`."""
        data = self._command_data(command, {**options, focused: typed})
        _leaf_options(data)[-1]["focused"] = True
        payload = self._interaction(4, player, channel_id, data, context)
        exchange = await self.interact(payload)
        results = [s for s in exchange.callbacks if s.callback_type == AUTOCOMPLETE_RESULT]
        assert len(results) == 1, f"expected one autocomplete answer, got {exchange.sent}"
        return results[0].payload["data"]["choices"]  # type: ignore[index]

    async def press(
        self, player: Player, message: Sent, custom_id: str,
        values: list[str] | None = None, channel_id: int = CHANNEL_ID,
    ) -> Exchange:
        """Use a button (or a select, with `values`) of a message the bot sent."""
        component = next(c for c in message.components if c.get("custom_id") == custom_id)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        payload = self._interaction(3, player, channel_id, data)
        payload["message"] = message.response
        self.originals[payload["token"]] = int(message.response["id"])
        return await self.interact(payload)

    async def submit_modal(
        self, player: Player, custom_id: str, values: dict[str, list[str]],
        modal: OpenedModal | None = None, message: Sent | None = None,
        channel_id: int = CHANNEL_ID,
    ) -> Exchange:
        """Submit a modal (MODAL_SUBMIT) with each input's values by custom id, shaped as
        Discord sends them: a label around each input, a radio group's one `value`, a
        select's or checkbox group's `values`. `modal` gives each input's type (a
        select otherwise); `message` is the message whose button opened it."""
        labels = []
        for input_id, chosen in values.items():
            kind = modal.input(input_id)["type"] if modal is not None else STRING_SELECT
            item: dict[str, Any] = {"type": kind, "custom_id": input_id, "id": len(labels) + 1}
            if kind == RADIO_GROUP:
                item["value"] = chosen[0] if chosen else None
            else:
                item["values"] = list(chosen)
            labels.append({"type": LABEL, "id": 100 + len(labels), "component": item})
        data = {"custom_id": custom_id, "components": labels}
        payload = self._interaction(MODAL_SUBMIT, player, channel_id, data)
        if message is not None:  # a form opened from a message's button: that message
            payload["message"] = message.response  # is the original, as for a press
            self.originals[payload["token"]] = int(message.response["id"])
        return await self.interact(payload)

    async def interact(self, payload: dict[str, Any]) -> Exchange:
        """Deliver one INTERACTION_CREATE and collect everything answered to it."""
        before = len(self.sent)
        self.interactions.append(payload["token"])
        async_context.set(self._adapter)
        handling = _HANDLING.set(payload["token"])
        try:
            await self._settle(lambda: self.bot._connection.parse_interaction_create(payload))
        finally:
            _HANDLING.reset(handling)
        # Its own requests, the messages it edited through their channel included.
        return Exchange([s for s in self.sent[before:] if s.token == payload["token"]])

    def interaction(
        self, player: Player, command: str = "game status", channel_id: int = CHANNEL_ID
    ) -> discord.Interaction:
        """A real `discord.Interaction` of a slash command, for driving delivery directly."""
        async_context.set(self._adapter)
        payload = self._interaction(2, player, channel_id, self._command_data(command, {}))
        self.interactions.append(payload["token"])
        _HANDLING.set(payload["token"])  # its channel edits are its own
        return discord.Interaction(data=payload, state=self.bot._connection)

    def answered(self, interaction: discord.Interaction) -> Exchange:
        return Exchange([s for s in self.sent if s.token == interaction.token])

    def _interaction(
        self, kind: int, player: Player, channel_id: int, data: dict[str, Any],
        context: str = GUILD,
    ) -> dict[str, Any]:
        interaction_id = next(self._ids)
        if context == DM:
            # A direct message: no server, no member; the app is the user's own install.
            user = player.payload()["user"]
            return {
                "id": str(interaction_id),
                "application_id": str(APP_ID),
                "type": kind,
                "token": f"token-{interaction_id}",
                "version": 1,
                "channel_id": str(DM_CHANNEL_BASE + player.id),
                "channel": {"id": str(DM_CHANNEL_BASE + player.id), "type": 1,
                            "recipients": [user], "last_message_id": None, "flags": 0},
                "user": user,
                "locale": player.locale,
                "app_permissions": str(MEMBER_PERMISSIONS),
                "entitlements": [],
                "authorizing_integration_owners": {"1": str(player.id)},
                "context": 1,
                "attachment_size_limit": 10 * 1024 * 1024,
                "data": data,
            }
        owners = {"1": str(player.id)} if context == USER_IN_GUILD else {"0": str(GUILD_ID)}
        return {
            "id": str(interaction_id),
            "application_id": str(APP_ID),
            "type": kind,
            "token": f"token-{interaction_id}",
            "version": 1,
            "guild_id": str(GUILD_ID),
            "channel_id": str(channel_id),
            "channel": _text_channel(channel_id),
            "member": player.payload(),
            "locale": player.locale,
            "guild_locale": "en-US",
            "app_permissions": str(self.app_permissions),
            "entitlements": [],
            "authorizing_integration_owners": owners,
            "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
            "data": data,
        }

    def _command_data(self, command: str, options: dict[str, Any]) -> dict[str, Any]:
        names = command.split()
        leaf = [_option(name, value) for name, value in options.items() if value is not None]
        for sub in reversed(names[1:]):
            leaf = [{"type": 1, "name": sub, "options": leaf}]
        return {"id": str(APP_ID + 500), "name": names[0], "type": 1, "options": leaf}

    def unanswered(self) -> list[str]:
        """Tokens of interactions that got no (or more than one) initial response."""
        answered = [s.token for s in self.sent if s.kind == "callback"]
        return [t for t in self.interactions if answered.count(t) != 1]

    # -- waiting for the bot ----------------------------------------------------------
    async def _settle(self, deliver: Any, timeout: float = 10.0) -> None:
        """Run `deliver`, then wait until every task it started (and theirs) has ended."""
        current = asyncio.current_task()
        known = set(asyncio.all_tasks())
        deliver()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            await asyncio.sleep(0)
            busy = [t for t in asyncio.all_tasks() - known if t is not current and not t.done()]
            if not busy:
                return
            remaining = deadline - loop.time()
            assert remaining > 0, f"the bot is still busy: {busy}"
            await asyncio.wait(busy, timeout=remaining)


@dataclass(frozen=True)
class _Refusal:
    """What `discord.HTTPException` reads of an HTTP answer."""

    status: int
    reason: str


def discord_refusals(sent: Sent, kept: Sequence[str] = ()) -> list[str]:
    """The limits Discord checks on a message or autocomplete answer (400 otherwise);
    `kept`: the files an edit keeps of the message's."""
    problems: list[str] = []
    if sent.layout:
        problems += layout_refusals(sent, kept)
    elif len(sent.content) > 2000:
        problems.append(f"content of {len(sent.content)} characters")
    rows = sent.data.get("components") or []
    if not sent.layout and (
            len(rows) > 5 or any(len(row.get("components", [])) > 5 for row in rows)):
        problems.append("more than 5 rows or 5 items in a row")
    for item in sent.components:
        if len(item.get("custom_id", "")) > 100 or len(item.get("label") or "") > 80:
            problems.append(f"component too long: {item}")
        if len(item.get("options", [])) > 25:
            problems.append("more than 25 select options")
    choices = sent.data.get("choices") if sent.callback_type == AUTOCOMPLETE_RESULT else None
    if choices is not None and (len(choices) > 25 or any(map(_too_long_choice, choices))):
        problems.append("autocomplete answer over Discord's limits")
    return problems


def _too_long_choice(choice: dict[str, Any]) -> bool:
    return not 0 < len(choice["name"]) <= 100 or len(str(choice["value"])) > 100


def _option(name: str, value: Any) -> dict[str, Any]:
    kind = 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 3
    return {"type": kind, "name": name, "value": value}


def _leaf_options(data: dict[str, Any]) -> list[dict[str, Any]]:
    options = data["options"]
    while options and options[0]["type"] in (1, 2):
        options = options[0]["options"]
    return options


def _text_channel(channel_id: int) -> dict[str, Any]:
    return {
        "id": str(channel_id),
        "type": 0,
        "guild_id": str(GUILD_ID),
        "name": f"games-{channel_id % 100}",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
        "topic": None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "flags": 0,
        "permissions": str(MEMBER_PERMISSIONS),
    }


def _body_and_files(kwargs: dict[str, Any]) -> tuple[Any, list[tuple[str, bytes]]]:
    """A channel request's JSON body and files: a multipart form carries the body as
    its first part when files go with it."""
    if not kwargs.get("form"):
        return kwargs.get("json"), []
    body = json.loads(kwargs["form"][0]["value"])
    return body, [(f.filename, _file_bytes(f)) for f in kwargs.get("files") or []]


def _file_bytes(file: discord.File) -> bytes:
    file.reset()
    return file.fp.read()


# -- Components V2 (a turn's layout message) ------------------------------------------------
LAYOUT_COMPONENTS = 40  # every component, nested ones counted
LAYOUT_TEXT = 4000  # the characters of all text displays together


def _walk(components: list[dict[str, Any]]) -> Any:
    for component in components:
        yield component
        yield from _walk(component.get("components") or [])
        if component.get("accessory"):
            yield from _walk([component["accessory"]])


def layout_refusals(sent: Sent, kept: Sequence[str] = ()) -> list[str]:
    """What Discord refuses in a Components V2 message: content or embeds beside the
    components, more than 40 components or 4,000 characters of text, an action row of
    more than five, a gallery of more than ten or naming a file not attached."""
    problems: list[str] = []
    if sent.data.get("content") or sent.data.get("embeds"):
        problems.append("content or embeds in a Components V2 message")
    nested = sent.nested()
    if len(nested) > LAYOUT_COMPONENTS:
        problems.append(f"{len(nested)} components in a layout")
    text = sum(len(c["content"]) for c in nested if c["type"] == TEXT_DISPLAY)
    if text > LAYOUT_TEXT:
        problems.append(f"{text} characters of text in a layout")
    for component in nested:
        if component["type"] == ACTION_ROW and not 0 < len(component["components"]) <= 5:
            problems.append("an action row of more than five items")
        if component["type"] == MEDIA_GALLERY and not 0 < len(component["items"]) <= 10:
            problems.append("a gallery of more than ten items")
    attached = {name for name, _ in sent.files} | set(kept) | {
        a.get("filename") for a in sent.data.get("attachments") or []}
    for item in sent.media:
        url = item["media"]["url"]
        if url.startswith("attachment://") and url.removeprefix("attachment://") not in attached:
            problems.append(f"a gallery item of a file not attached: {url}")
        if len(item.get("description") or "") > 1024:
            problems.append("a gallery description over 1,024 characters")
    if len(sent.files) > 10:
        problems.append(f"{len(sent.files)} files in one message")
    return problems


def layout_messages(sent: list[Sent]) -> list[Sent]:
    """The layout messages (and their edits) among `sent`."""
    return [s for s in sent if s.layout]


# An autocomplete entry that opens a group of moves, not a move (English, Spanish).
GROUP_SUFFIX = ("choices)", "opciones)")


async def random_pick(
    h: DiscordHarness, players: list[Player], chooser: Any, strict: bool = False
) -> tuple[Player, str] | None:
    """A random move through `/play`'s autocomplete: the first of `players` offered
    something, an entry chosen by `chooser` (a `random.Random`), walking down its
    groups to a whole action. None when nobody has anything to play. `strict`: the
    menu's entries are checked against Discord's limits, and a menu that never reaches
    a whole action fails."""
    for player in players:
        offered = await h.autocomplete(player, "play", "action", "")
        if offered:
            break
    else:
        return None
    for _ in range(8):
        if strict:
            assert 0 < len(offered) <= 25
            assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in offered)
        choice = chooser.choice(offered)
        if not choice["name"].endswith(GROUP_SUFFIX):
            return player, choice["value"]
        offered = await h.autocomplete(player, "play", "action", choice["value"])
    if strict:
        raise AssertionError("the menu never reached a whole action")
    return None
