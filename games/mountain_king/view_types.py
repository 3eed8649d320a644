"""The shape of Mountain King's views (games/mountain_king/views.py builds them):
what the renderer (renderers/mountain_king) reads, checked key by key by mypy.

TypedDicts are plain dicts at runtime, so a view stays JSON data. Squares are
named as players read them ("h8"); resources, clans, spells, workshops and halls
by their data ids; levels of the horde as strings ("1"-"3"). A key is optional
only where the view really leaves it out (the private part, in a seat's view).
"""

from typing import Any, NotRequired, TypedDict


class TrollSpotView(TypedDict):
    """A troll in a pyramid (Player setup D): its spot ("A1".."D1"), card, clan,
    the symbols it produces and, per symbol, whether a resource sits on it (1)
    or it is free (0)."""

    spot: str
    card: str
    clan: str
    produces: list[str]
    held: list[int]


class SeatView(TypedDict):
    """One player: honour, storage (the team's in team play), pyramid, pedestals
    and point tokens in storage, coronation points and the draft hand's size."""

    seat: int
    colour: str
    team: int  # the storage/score group: the seat itself unless team play
    honour: int
    gate: str | None  # its square, None before it is placed
    storage: dict[str, int]  # resource -> count
    pyramid: list[TrollSpotView | None]  # 10 spots, A1..A4, B1..B3, C1..C2, D1
    pedestals: list[str]  # clans
    tokens: list[int]  # pedestal point tokens won
    crowned: int
    recruited_levels: int
    hand_size: int


class TunnelView(TypedDict):
    """A dug tunnel: a gate, a tile or a great hall, its squares and what stands on it."""

    id: int
    kind: str  # "gate", "tile", "hall"
    cells: list[str]
    owner: int | None  # the digger, else the seat whose network holds it; None if nobody's
    shape: str | None  # the tile's shape or the hall's id
    mineral: str | None
    anchor: str | None  # the square a pedestal stands on (or may)
    pedestal: str | None  # the pedestal's clan
    altar: str | None  # a hall's altar square


class WorkshopView(TypedDict):
    kind: str
    entrances: int  # its sides touching a tunnel


class HordeSlotView(TypedDict):
    """A card of the horde with what lies on it."""

    card: str
    bribes: int
    pedestal: str | None
    choose: bool  # the choose-pedestal token (level 3)


class SpellPageView(TypedDict):
    spell: str
    runes: int  # three crumble the spell


class PendingView(TypedDict):
    seat: int
    kind: str
    params: NotRequired[dict[str, Any]]  # what its sentence shows (games/core/asked.py)


class ResultView(TypedDict):
    """The final scoring (games.core.types.Result.to_json)."""

    scores: list[int]
    winners: list[int]
    ranking: list[int]
    details: dict[str, Any]


class MountainKingView(TypedDict):
    """The public view: everything on the table; nobody's hand, no deck's order."""

    game: str  # "mountain_king"
    players: int
    side: str  # "winter" or "autumn"
    team: bool
    turn_order: list[int]
    current: int | None
    phase: str  # the step asked now (the top frame's type), "over" at the end
    seats: list[SeatView]
    tunnels: list[TunnelView]
    statues: dict[str, str]  # square -> clan
    workshops: dict[str, WorkshopView]  # square -> workshop, in square order
    workshop_reserve: list[str]
    horde: dict[str, list[HordeSlotView | None]]  # level -> its row
    decks: dict[str, int]  # level -> cards left
    seen_under: dict[str, list[str]]  # deck -> the cards everyone saw go under, top first
    bag: dict[str, int]  # clan -> pedestals in the bag
    marker: list[list[int | None]]  # [level - 1][clan column]: the point token still there
    spellbook: list[SpellPageView]
    spell_deck: int
    supply: dict[str, int]
    tunnel_supply: dict[str, int]
    hall_supply: list[str]
    coronation: list[int]  # tokens still to claim, next first
    turns_left: int | None  # once the end is triggered
    progress: dict[str, Any]  # what this turn has done so far
    pending: list[PendingView]
    result: ResultView | None


class PrivateView(TypedDict):
    """What a seat alone sees: the starting trolls in its hand during the draft."""

    seat: int
    hand: list[str]


class MountainKingSeatView(MountainKingView):
    """A seat's view: the public view and, for a player's seat, its private part."""

    private: NotRequired[PrivateView]
