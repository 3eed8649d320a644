"""The shape of Root's view (views.py and each faction's `public_view` build it,
renderers/root reads it): plain JSON data, declared so that mypy checks every key
the renderer reads."""

# No `from __future__ import annotations`: NotRequired must be seen at run time
# (TypedDict.__required_keys__, checked by tests/renderers/test_view_types.py).
from typing import Literal, NotRequired, TypedDict

from games.core.types import PendingData, ResultData, Seat


class ClearingView(TypedDict):
    """One clearing's pieces (games/root/board.py): `[owner, kind]` pairs."""

    warriors: dict[str, int]  # per faction
    buildings: list[list[str]]  # [owner, kind]; a ruin is ["ruin", "ruin"]
    tokens: list[list[str]]  # [owner, kind]
    pawns: list[str]  # factions


class RolePair(TypedDict):
    attacker: int
    defender: int


class BattleView(TypedDict):
    """The last battle fought (rules/battle.py `step_end`), for the board image."""

    clearing: int
    attacker: str
    defender: str
    dice: list[int]  # [high, low]: the attacker rolls high (3.3.1)
    hits: RolePair  # dealt by each side
    ambush: str | None  # "none", "hit", "foiled", or None when no ambush was asked
    removed: dict[str, dict[str, int]]  # per role, pieces by kind


class TrackView(TypedDict):
    """One Marquise building track (6.3.5)."""

    left: int
    next_cost: int | None
    next_vp: int | None


class MarquiseBoard(TypedDict):
    tracks: dict[str, TrackView]  # per building kind
    wood_supply: int
    warriors_supply: int
    keep: int | None  # the keep's clearing
    keep_gone: bool
    draw_bonus: int
    actions_left: int | None  # outside her Daylight, None


class RoostTrack(TypedDict):
    on_map: int
    left: int
    evening_vp: int
    evening_draw: int


class EyrieBoard(TypedDict):
    leader: str | None
    leaders_face_up: list[str]
    leaders_face_down: list[str]
    decree: dict[str, list[str]]  # per column, card instances
    viziers: list[str]
    roost_track: RoostTrack
    warriors_supply: int
    starting_clearing: int | None


class SympathyTrack(TypedDict):
    """The Alliance's sympathy tokens (8.2.5): what the next one costs and scores."""

    on_map: int
    left: int
    next_cost: int | None  # supporters of the clearing's suit; None when none is left
    next_vp: int | None


class AllianceBoard(TypedDict):
    """The Woodland Alliance's board (8.2). Bases are buildings on the map,
    `["alliance", "base_fox"]` and so on; sympathy is a token,
    `["alliance", "sympathy"]`. The supporters are face down: only their count
    is public (the cards are the seat's `private.supporters`)."""

    supporters: int
    supporters_limit: int | None  # None: no limit (a base is on the map, 8.2.3)
    bases_left: list[str]  # suits whose base is still on the board, not on the map
    officers: int
    sympathy: SympathyTrack
    warriors_supply: int
    evening_draw: int


ItemState = Literal["ready", "exhausted", "damaged", "damaged_exhausted"]
Relationship = Literal["hostile", "indifferent", "step1", "step2", "allied"]


class ItemView(TypedDict):
    """One item the Vagabond holds (9.2.5): face up (ready) or exhausted,
    undamaged or damaged."""

    item: str  # boot, bag, coin, crossbow, hammer, sword, tea, torch
    state: ItemState


class VagabondBoard(TypedDict):
    """A Vagabond's board (9.2), `vagabond` or `vagabond2`. The pawn is on the map
    (`ClearingView.pawns` or `RootView.forests`, 9.2.2)."""

    character: str | None  # thief, tinker, ranger; None before it is chosen
    satchel: list[ItemView]
    tracks: dict[str, list[ItemView]]  # tea, coin, bag
    relationships: dict[str, Relationship]  # per other non-Vagabond faction in play
    coalition: str | None  # the faction it formed a coalition with (9.2.8)
    quests_done: list[str]  # quest card ids
    item_limit: int  # items it may keep at the end of Evening (9.5)


class LizardsBoard(TypedDict):
    """The Lizard Cult's board (seed 000 10.2-10.3). Gardens are buildings on
    the map, `["lizards", "garden_fox"]` and so on. The Lost Souls and the
    revealed cards are face up (10.2.6, 10.5): public; the hand is not."""

    acolytes: int
    outcast: str | None  # the Outcast suit (10.3.3)
    hated: bool  # the marker on its Hated face (10.4.1)
    lost_souls: list["CardView"]  # defined below
    revealed: list["CardView"]
    gardens: dict[str, int]  # on the map, per suit
    gardens_left: dict[str, int]  # on the tracks, per suit
    score_vp: dict[str, int | None]  # what Score would give now (10.5.4); None: no garden
    conspiracy_cost: dict[str, int]  # crusade, convert, sanctify, after the Hated discount
    warriors_supply: int
    evening_draw: int
class RiverfolkBoard(TypedDict):
    """The Riverfolk Company's board (11.2). Trade posts are tokens on the map,
    `["riverfolk", "trade_post_fox"]` and so on. Everything here is public; the
    hand is face up too (11.2.3: `RootView.hands_shown`)."""

    payments: dict[str, int]  # warriors in each box, by owner
    funds: dict[str, int]
    committed: dict[str, int]
    tracks: dict[str, int]  # funds committed onto the trade post tracks' spaces
    trade_posts_left: dict[str, int]  # per suit, still on the track
    next_trade_post_vp: dict[str, int | None]
    prices: dict[str, int]  # hand_card, riverboats, mercenaries
    warriors_supply: int


class FactionBoards(TypedDict, total=False):
    """Each faction in play's board, by faction id: only the factions at the table."""

    marquise: MarquiseBoard
    eyrie: EyrieBoard
    alliance: AllianceBoard
    vagabond: VagabondBoard
    vagabond2: VagabondBoard
    lizards: LizardsBoard
    riverfolk: RiverfolkBoard


class CardView(TypedDict):
    """A card in a hand (cards.describe)."""

    card: str  # the instance, `armorers#2`
    id: str
    suit: str
    kind: str
    cost: tuple[str, ...] | None  # as cards.describe gives it


class RootPrivate(TypedDict):
    """What a seat adds to the public view: its hand, and cards it was shown."""

    seat: Seat
    faction: str
    hand: list[CardView]
    seen: list[list[str]]  # per holder, cards of that hand this seat was shown
    supporters: NotRequired[list[CardView]]  # the Alliance's face-down supporters (8.2.3)


class RootView(TypedDict):
    """The public view; a seat's view adds `private`."""

    game: str
    players: int
    map: str
    factions: list[str]  # per seat
    turn_order: list[Seat]
    current: Seat | None
    phase: str
    board: dict[str, ClearingView]  # by clearing number, as text
    vp: dict[str, int]  # per faction
    dominance: dict[str, str]  # activated dominance card per faction
    available_dominance: list[str]
    hand_sizes: list[int]
    hands_shown: list[list[str]]  # per seat, the cards everyone knows are in that hand
    deck_size: int
    discard: list[str]
    crafted_items: dict[str, list[str]]  # per faction
    improvements: dict[str, list[str]]  # per faction, persistent cards in play
    items_supply: dict[str, int]
    faction_boards: FactionBoards
    forests: NotRequired[dict[str, list[str]]]  # by Rootlog forest id: pawns there (9.2.2)
    quests: NotRequired[list[str]]  # the face-up quests, when a Vagabond plays (9.3)
    last_battle: BattleView | None
    battle: NotRequired[BattleView]  # the battle under way, while one is fought (3.3)
    pending: list[PendingData]
    result: ResultData | None
    private: NotRequired[RootPrivate]
