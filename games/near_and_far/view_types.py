"""The shape of Near and Far's view (views.py builds it, renderers/near_and_far and
standing.py read it): plain JSON data, declared so that mypy checks every key read."""

# No `from __future__ import annotations`: NotRequired must be seen at run time
# (TypedDict.__required_keys__, checked by tests/renderers/test_view_types.py).
from typing import Any, NotRequired, TypedDict

from games.core.types import PendingData, ResultData, Seat


class SeatInfo(TypedDict):
    """One player's board as the table sees it: the player's record (state.py
    `new_player`) without the hand, free visit and talents learned this game, plus
    what is counted for everyone."""

    where: str  # "board", "jail", a building, or "map"
    space: int | None  # the map space while on the map
    coin: int
    gem: int
    food: int
    heart: int
    reputation: int
    tokens: dict[str, int]  # quest tokens by colour
    team: list[str]  # adventurers ("pet" too)
    reserve: list[str]
    animals: list[str]
    treasures: list[str]
    bought: list[str]  # artifacts bought, face up
    threats: list[str]  # threats defeated
    world: list[str]
    chiefs: list[str]  # factions whose chief this seat holds
    camps: int  # camps placed
    quests: int  # quests completed
    talents: list[str]
    seat: Seat
    colour: str
    hand_size: int
    hand_advanced: int  # advanced artifacts in the hand (their backs differ)
    camps_left: int
    stats: dict[str, int]  # skill, combat, move, search, caution, hearts of the team


class PublicContext(TypedDict, total=False):
    """What the current step shows the table: the quest card being attempted (quest,
    boost), the building of a duel."""

    quest_card: str
    building: str | None


class LastRoll(TypedDict, total=False):
    """The last public roll, whichever happened (one key), and chiefs taken."""

    threat: list[Any]  # [card, die, total]
    quest: list[Any]  # [card, quest number, die, total]
    duel: list[Any]  # [own die, other's die, own total, other's total]
    chiefs: list[list[Any]]  # [seat, faction] per chief taken


class DeckSizes(TypedDict):
    treasure: int
    basic: int
    advanced: int
    express: int
    bag: int
    world: int
    artifact_discard: int  # face down: only its size is public


class Discards(TypedDict):
    treasure: list[str]
    express: list[str]
    adventurer: list[str]


class NearFarPrivate(TypedDict):
    """What a seat adds to the public view: its hand, its draft, what it looks at."""

    seat: Seat
    hand: list[str]
    draft_hand: NotRequired[list[str]]  # while drafting
    draft_picked: NotRequired[list[str]]
    draft_advanced: NotRequired[list[str]]
    looking_at: NotRequired[list[str]]  # the active seat, while it looks at drawn cards


class NearFarView(TypedDict):
    """The public view; a seat's view adds `private`."""

    game: str
    players: int
    options: dict[str, str]  # without the campaign characters
    map: str
    side: str  # "day" or "night"
    round: int
    turn_order: list[Seat]
    current: Seat | None
    phase: str
    context: PublicContext
    seats: list[SeatInfo]
    camps: list[Seat | None]  # per map space
    mine: dict[str, int]  # gallery -> seat
    quest_tokens: list[int]
    threat_deck: list[str]  # [0] is the active threat
    row: list[str | None]  # the adventurers for hire
    chiefs: dict[str, int | None]  # faction -> the seat holding its chief
    decks: DeckSizes
    discards: Discards
    routes: dict[str, list[Seat]]  # completed routes -> controlling seats
    last: LastRoll
    end_triggered: bool
    pending: list[PendingData]
    result: ResultData | None
    private: NotRequired[NearFarPrivate]
