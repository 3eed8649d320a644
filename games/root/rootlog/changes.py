"""The Rootlog actions that turn one snapshot into the next (Rootlog_V2.md,
"Move", "Craft", "Score", the factions' own syntax).

A change knows its owner (the faction whose piece, card or marker it is: a
setup line is written per owner) and is written relative to the line's faction
(`me`): the faction letter is left out for `me`'s own pieces, as the spec does.

Nothing hidden is written: a card is named only when the table could see it
where it was or where it went (the discard pile, the Decree, a board, a card
everyone knows is in a hand); otherwise it is `#`. The order inside one step
follows the spec's examples: cards spent, crafting, pieces removed, moved,
placed, items, markers, points, and cards drawn last.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from games.root import cards
from games.root.mapdata import load_map
from games.root.rootlog import tables
from games.root.rootlog.snapshot import (
    AVAILABLE,
    DECK,
    DISCARD,
    LOST,
    REVEALED,
    SUPPORTERS,
    Item,
    Snapshot,
)
from games.root.rootlog.told import told

Render = Callable[[str | None], str]  # the text, for the line of faction `me`


@dataclass
class Change:
    owner: str
    render: Render
    # "ambush" (the writer folds it into the battle), "draw", "removed" (data: the place
    # and its pieces), "placed" (data: owner, kind, count, places): the last two let the
    # writer join a field hospitals' halves into one move
    kind: str = ""
    data: Any = None


def mark(owner: str, me: str | None) -> str:
    """The faction letter, left out on the owner's own line."""
    return "" if owner == me else tables.letter(owner)


def board_of(owner: str, me: str | None) -> str:
    """A faction board as a location: `$` on its own line, `C$` otherwise."""
    return mark(owner, me) + "$"


def count(n: int) -> str:
    return "" if n == 1 else str(n)


def between(before: Snapshot, after: Snapshot, action: object = None, actor: str | None = None,
            setup: bool = False) -> list[Change]:
    """Every change from `before` to `after`; `action` (by `actor`) is the
    action just played, when one was (a craft is written `Z...`)."""
    notes = told(action)
    crafted = notes.crafted if actor is not None else None
    out: list[Change] = []
    if notes.shown_to is not None and actor is not None:  # outrage without a card (8.2.6)
        out.append(Change(actor, partial(_shown_to, actor, notes.shown_to)))
    # The ambush card played (3.3.1), not any other ambush card discarded in the same step
    # (the Cult's Fear of the Faithful, 10.2.5, may discard one at random from its hand).
    draws, gained = _cards(before, after, crafted, notes.from_pile, notes.ambush, actor, setup,
                           out)
    _pieces(before, after, out)
    _items(before, after, gained, out, setup)
    _markers(before, after, out, setup)
    _points(before, after, out)
    out += draws
    return out


# -- cards -----------------------------------------------------------------------------
def _place(place: str, me: str | None, start: bool) -> str:
    """A card's location as Rootlog writes it; the draw pile is left out."""
    if place == DECK:
        return ""
    if place in (DISCARD, AVAILABLE):
        return "*" if start and place == DISCARD else ""
    if place == SUPPORTERS:
        return board_of(tables.holder("supporters"), me)
    kind, _, who = place.partition(":")
    if kind == "hand":
        return tables.letter(who)
    if kind == "decree":
        return board_of(tables.holder("decree"), me) + "_" + tables.decree_column(who)
    return board_of(who, me)  # an improvement, an activated dominance card


def _owner(place: str) -> str | None:
    if place == SUPPORTERS:
        return tables.holder("supporters")
    if place.startswith("decree:"):
        return tables.holder("decree")
    if place.startswith(LOST + ":"):
        return None  # a discard like any other: the card's owner is where it came from
    return place.partition(":")[2] or None


def _public(place: str) -> bool:
    return place not in (DECK, SUPPORTERS) and not place.startswith("hand:")


@dataclass
class _CardStep:
    """The cards of one step, written one by one (`_cards`)."""

    crafted: str | None  # the card crafted by this action, written `Z...`
    ambush: str | None  # the suit of the ambush card played, until it is written
    actor: str | None
    setup: bool
    out: list[Change]
    gained: Counter[tuple[str, str]] = field(default_factory=Counter)  # (faction, item)
    hidden: Counter[tuple[str, str]] = field(default_factory=Counter)  # (start, end) unnamed

    def card(self, card: str, start: str, end: str, before: Snapshot, after: Snapshot) -> None:
        if start == DISCARD and end == DECK:
            return  # the discard pile shuffled into a new draw pile: not written
        if card == self.crafted and start.startswith("hand:"):
            self.craft(card, start[5:])
            return
        if self.setup and start == DECK and end.startswith("hand:"):
            return  # the opening hands (5.1.5) are not written, as in the spec's examples
        if _public(start) or _public(end) or card in before.shown or card in after.shown:
            self.seen(card, start, end)
        else:
            self.hidden[(start, end)] += 1

    def craft(self, card: str, crafter: str) -> None:
        self.out.append(Change(crafter, partial(_fixed, "Z" + tables.crafted(card))))
        item = cards.card(card).item
        if item:
            self.gained[(crafter, item)] += 1

    def seen(self, card: str, start: str, end: str) -> None:
        """A card the table saw: named; the ambush card played is marked for the battle."""
        owner = _owner(end) or _owner(start) or self.actor or ""
        if self.played_ambush(card, start):
            self.ambush = None  # one card is played
            self.out.append(Change(owner, _moved_card(card, start, end), "ambush",
                                   tables.suit(cards.suit_of(card))))
        else:
            self.out.append(Change(owner, _moved_card(card, start, end)))

    def played_ambush(self, card: str, start: str) -> bool:
        return bool(self.ambush) and cards.card(card).kind == "ambush" \
            and start.startswith("hand:") and cards.suit_of(card) == self.ambush

    def draws(self) -> list[Change]:
        """The cards nobody saw, counted by where they went; draws are returned (written
        last), the others written now."""
        drawn: list[Change] = []
        for (start, end), n in self.hidden.items():
            owner = _owner(end) or _owner(start) or ""
            text = _hidden_cards(n, start, end)
            if start == DECK:
                drawn.append(Change(owner, text, "draw"))
            else:
                self.out.append(Change(owner, text))
        return drawn


def _cards(before: Snapshot, after: Snapshot, crafted: str | None, from_pile: str | None,
           ambush: str | None, actor: str | None, setup: bool, out: list[Change],
           ) -> tuple[list[Change], Counter[tuple[str, str]]]:
    """Card moves; returns the draws (written last) and the items a craft put
    on the crafter's board or satchel, by (faction, item), so the item list does
    not write them again.

    A card only the table's eyes left in the discard pile and that is now in a
    hand or the supporters went through a reshuffle (3.5.2: the pile becomes the
    new draw pile, not written) and was drawn face down: it is written as drawn
    from the draw pile, unnamed. The one card taken from the pile itself is the
    Tinker's Day Labor (`from_pile`, 9.5.x: `*`)."""
    moved = [(c, _start(before, c, p, from_pile), p) for c, p in after.cards.items()
             if before.cards.get(c, DECK) != p]
    moved = _reveals_and_lost_souls(_turmoil(before, after, moved, out), out)
    step = _CardStep(crafted, ambush, actor, setup, out)
    for card, start, end in moved:
        step.card(card, start, end, before, after)
    return step.draws(), step.gained


Moved = list[tuple[str, str, str]]  # (card, start, end)


def _turmoil(before: Snapshot, after: Snapshot, moved: Moved, out: list[Change]) -> Moved:
    """7.7.1: the whole Decree is discarded, viziers and leader with it: Rootlog's one
    action for it is "Discard the Decree, including Viziers and Leader `$_->`". A Decree
    card is never written on its own then, even when the pile it went to was shuffled into
    a new draw pile in the same step (3.5.2) and the card drawn again: that draw is a
    face-down card from the draw pile (`#->E`)."""
    turmoil = before.decree_cards > 0 and after.decree_cards == 0 and any(
        a.startswith("decree:") for _, a, _ in moved)
    if not turmoil:
        return moved
    out.append(Change(tables.holder("decree"), partial(_turmoil_text)))
    return [(c, DECK if a.startswith("decree:") and not _public(b) else a, b)
            for c, a, b in moved if not (a.startswith("decree:") and _public_or_deck(b))]


def _reveals_and_lost_souls(moved: Moved, out: list[Change]) -> Moved:
    """The Lizard Cult's cards as Rootlog writes them: "When the Lizard Cult's revealed
    cards return to their hand, it's not notated. When cards are placed in the Lost Souls
    pile, notate it as though they were discarded (i.e. `#C->`)", and "all Lost Souls are
    moved to the discard pile; this is not notated". A card revealed (10.5) is a Reveal,
    `R#bakesale^` (to the whole table), and stays its hand's card for the file."""
    kept = []
    for card, start, end in moved:
        if end.startswith(REVEALED + ":"):
            if start.startswith("hand:"):
                out.append(Change(start[5:], partial(_revealed, card, start[5:])))
                continue
            end = start  # revealed from elsewhere: as if it stayed (not a hand: rare)
        if start.startswith(REVEALED + ":"):
            start = "hand:" + start.partition(":")[2]  # still in the hand, for the file
        if start.startswith(LOST + ":") and end in (DISCARD, DECK):
            continue  # the Lost Souls emptied: not notated
        if end.startswith(LOST + ":"):
            end = DISCARD
        if start != end:
            kept.append((card, start, end))
    return kept


def _revealed(card: str, owner: str, me: str | None) -> str:
    return f"{tables.card(card)}{mark(owner, me)}^"


def _public_or_deck(place: str) -> bool:
    """Where a discarded Decree card may be when the step ends: the discard pile (or
    where discards go), or the draw pile after a reshuffle."""
    return place == DECK or _discarded(place)


def _discarded(place: str) -> bool:
    """The discard pile, or where a discard goes instead (available dominance,
    the Cult's Lost Souls)."""
    return place in (DISCARD, AVAILABLE) or place.startswith(LOST + ":")


def _fixed(text: str, me: str | None) -> str:
    return text


def _turmoil_text(me: str | None) -> str:
    return board_of(tables.holder("decree"), me) + "_->"


def _start(before: Snapshot, card: str, end: str, from_pile: str | None) -> str:
    start = before.cards.get(card, DECK)
    if start == DISCARD and end != DECK and not _public(end) and card != from_pile:
        return DECK
    return start


def _shown_to(actor: str, viewer: str, me: str | None) -> str:
    """`^A`: the hand shown to the Alliance (Rootlog's Reveal), not a board change."""
    return f"{mark(actor, me)}^{tables.letter(viewer)}"


def _moved_card(card: str, start: str, end: str) -> Render:
    return partial(_card_text, tables.card(card), start, end)


def _hidden_cards(n: int, start: str, end: str) -> Render:
    return partial(_card_text, f"{count(n)}#", start, end)


def _card_text(card: str, start: str, end: str, me: str | None) -> str:
    return f"{card}{_place(start, me, True)}->{_place(end, me, False)}"


# -- pieces on the map --------------------------------------------------------------------
def _order(place: str) -> tuple[int, str]:
    return (int(place), "") if place.isdigit() else (99, place)


def _pieces(before: Snapshot, after: Snapshot, out: list[Change]) -> None:
    delta: Counter[tuple[str, str, str]] = Counter(after.pieces)
    delta.subtract(before.pieces)
    gone = {k: -n for k, n in delta.items() if n < 0}
    came = {k: n for k, n in delta.items() if n > 0}
    moves: list[Change] = []
    # A warrior or pawn leaving one place and arriving at another in one step
    # moved (a move). Field hospitals are a step of their own after the hits: the writer
    # joins their removal and placement into one move (writer.py `hospital_move`).
    rivers = any(f in after.factions for f in tables.holders("rivers"))
    for (place, owner, kind), n in sorted(gone.items(), key=lambda kv: _order(kv[0][0])):
        if kind not in ("warrior", "pawn"):
            continue
        for target in sorted((k for k in came if k[1:] == (owner, kind)
                              and _may_move(after, owner, kind, place, k[0], rivers)),
                             key=lambda k: _order(k[0])):
            k = min(n, came[target])
            if k <= 0:
                continue
            moves.append(Change(owner, _moved_piece(k, owner, kind, place, target[0])))
            n -= k
            gone[(place, owner, kind)] -= k
            came[target] -= k
    removed: dict[str, list[tuple[str, str, int]]] = {}
    for (place, owner, kind), n in gone.items():
        if n > 0:
            removed.setdefault(place, []).append((owner, kind, n))
    for place in sorted(removed, key=_order):
        out.append(Change(removed[place][0][0], _removed(place, removed[place]), "removed",
                          (place, removed[place])))
    out += moves
    placed: dict[tuple[str, str, int], list[str]] = {}
    for (place, owner, kind), n in came.items():
        if n > 0:
            placed.setdefault((owner, kind, n), []).append(place)
    for (owner, kind, n), places in sorted(placed.items(), key=_first_place):
        spots = "+".join(sorted(places, key=_order))
        out.append(Change(owner, partial(_placed, n, owner, kind, spots), "placed",
                          (owner, kind, n, spots)))


def _may_move(after: Snapshot, owner: str, kind: str, start: str, end: str,
              rivers: bool) -> bool:
    """Could one step have moved the piece from `start` to `end`? Between two
    clearings only along a path (or a river, with the Riverfolk in play), or to a
    keep's clearing (field hospitals, which the spec notates as a move): a warrior
    removed in one clearing and another placed far away in the same step (Tax
    Collector, then a Decree's recruit) are a removal and a placement."""
    if kind == "pawn" or not (start.isdigit() and end.isdigit()):
        return True
    if after.pieces.get((end, owner, "keep"), 0) > 0:
        return True
    woods = load_map()
    a, b = int(start), int(end)
    return b in woods.adjacent(a) or (rivers and b in woods.river_adjacent(a))


def _first_place(entry: tuple[tuple[str, str, int], list[str]]) -> tuple[int, str]:
    return _order(min(entry[1], key=_order))


def _spot(place: str, me: str | None) -> str:
    """A piece's place: a clearing, a forest, or a faction board `O$` (the Riverfolk's,
    warriors of any faction), written `$` on its own faction's line as the spec does
    ("`[Faction]$`: If omitted, it's the current player's faction"; `#bankO->/w->$`)."""
    if me is not None and place == tables.letter(me) + "$":
        return "$"
    return place


def _placed(n: int, owner: str, kind: str, spots: str, me: str | None) -> str:
    where = "+".join(_spot(spot, me) for spot in spots.split("+"))
    return f"{count(n)}{mark(owner, me)}{tables.piece(owner, kind)}->{where}"


def _moved_piece(n: int, owner: str, kind: str, start: str, end: str) -> Render:
    return partial(_move_text, n, owner, kind, start, end)


def _move_text(n: int, owner: str, kind: str, start: str, end: str, me: str | None) -> str:
    if kind == "pawn":  # a pawn's start is never written
        return f"{mark(owner, me)}p->{end}"
    return (f"{count(n)}{mark(owner, me)}{tables.piece(owner, kind)}{_spot(start, me)}->"
            f"{_spot(end, me)}")


def _removed(place: str, pieces: list[tuple[str, str, int]]) -> Render:
    return partial(_removed_text, place, pieces)


def _removed_text(place: str, pieces: list[tuple[str, str, int]], me: str | None) -> str:
    """`(w+2Ew+Eb)3->`: the line's own pieces first, then by faction, warriors first."""
    def order(piece: tuple[str, str, int]) -> tuple[bool, str, bool, str]:
        return (piece[0] != me, piece[0], piece[1] != "warrior", piece[1])

    parts = [f"{count(n)}{mark(o, me)}{tables.piece(o, k)}"
             for o, k, n in sorted(pieces, key=order)]
    group = parts[0] if len(parts) == 1 else "(" + "+".join(parts) + ")"
    return f"{group}{_spot(place, me)}->"


# -- items ----------------------------------------------------------------------------------
def _items(before: Snapshot, after: Snapshot, gained: Counter[tuple[str, str]],
           out: list[Change], setup: bool) -> None:
    lost_by_board: Counter[tuple[str, str]] = Counter()  # (faction, item) taken from a board
    for faction, now in after.crafted.items():
        change: Counter[str] = Counter(now)
        change.subtract(before.crafted.get(faction, Counter()))
        for item, n in change.items():
            if n > 0:
                made = min(n, gained[(faction, item)])  # written as `Z%x` already
                gained[(faction, item)] -= made
                for _ in range(n - made):
                    out.append(Change(faction, partial(_item_to_board, item, faction)))
            elif n < 0:
                lost_by_board[(faction, item)] += -n
    for vagabond, held in after.items.items():
        was = before.items.get(vagabond, Counter())
        if setup and not was:
            continue  # the starting items come with the character (9.3.1)
        crafted = Counter({i: n for (crafter, i), n in gained.items() if crafter == vagabond})
        _vagabond_items(vagabond, was, held, crafted, lost_by_board, before, out)


def _vagabond_items(vagabond: str, was: Counter[Item], now: Counter[Item],
                    gained: Counter[str], lost_by_board: Counter[tuple[str, str]],
                    before: Snapshot, out: list[Change]) -> None:
    was = Counter(was)
    for item, n in gained.items():  # a crafted item arrives face up in the satchel
        was[(item, "s", "r")] += n
    delta = Counter(now)
    delta.subtract(was)
    left = [k for k, n in delta.items() for _ in range(-n)]
    came = [k for k, n in delta.items() for _ in range(n)]
    for old, new in sorted(_same_items(left, came)):
        out.append(Change(vagabond, _item_moved(vagabond, old, new, was)))
    for new in sorted(came):
        _item_came(vagabond, new, lost_by_board, before, out)
    for old in sorted(left):
        out.append(Change(vagabond, partial(_item_lost, vagabond, old, was)))


def _same_items(left: list[Item], came: list[Item]) -> list[tuple[Item, Item]]:
    """An item that left one area or side and one of its kind that came: the same item,
    moved or flipped (in the same area first). Both lists keep what is not paired."""
    pairs: list[tuple[Item, Item]] = []
    for same_area in (True, False):
        for old in list(left):
            new = next((c for c in came if c[0] == old[0] and (c[1] == old[1]) == same_area),
                       None)
            if new is not None:
                pairs.append((old, new))
                left.remove(old)
                came.remove(new)
    return pairs


def _item_came(vagabond: str, new: Item, lost_by_board: Counter[tuple[str, str]],
               before: Snapshot, out: list[Change]) -> None:
    """A new item: from another player's crafted items (Aid, 9.5.4), else from the ruin
    where the pawn stands (9.5.3), the only other source; then to its area and side."""
    item = new[0]
    giver = next((f for f, i in lost_by_board if i == item and lost_by_board[(f, i)] > 0), None)
    if giver is not None:
        lost_by_board[(giver, item)] -= 1
    place = None if giver is not None else before.pawn_place(vagabond) or ""
    out.append(Change(vagabond, partial(_item_gained, item, vagabond, giver, place)))
    if new[1:] != ("s", "r"):
        out.append(Change(vagabond, _item_moved(vagabond, (item, "s", "r"), new, Counter())))


def _item_to_board(item: str, faction: str, me: str | None) -> str:
    return f"%{tables.item(item)}->{board_of(faction, me)}"


def _item_gained(item: str, vagabond: str, giver: str | None, place: str | None,
                 me: str | None) -> str:
    origin = board_of(giver, me) if giver is not None else place or ""
    return f"%{tables.item(item)}{origin}->{board_of(vagabond, me)}"


def _item_lost(vagabond: str, item: Item, held: Counter[Item], me: str | None) -> str:
    return f"%{_item_start(vagabond, item, held, me)}->"


def _item_start(vagabond: str, item: Item, held: Counter[Item], me: str | None) -> str:
    """`s`, `sd`, `se`, `tt`: the item, then where it is when that is not the
    satchel, then its side when the place holds it both ways (Rootlog's Item
    Locations, for the Vagabond's own line). On another faction's line the start
    is his board alone, `sV$` (the spec has no area or side after a board)."""
    name, area, side = item
    if vagabond != me:
        return tables.item(name) + tables.letter(vagabond) + "$"
    where = ""
    if area != "s":
        where += area
    other = (name, area, "e" if side == "r" else "r")
    if held[other] > 0:
        where += side
    return tables.item(name) + where


def _item_moved(vagabond: str, old: Item, new: Item, held: Counter[Item]) -> Render:
    return partial(_item_moved_text, vagabond, old, new, held)


def _item_moved_text(vagabond: str, old: Item, new: Item, held: Counter[Item],
                     me: str | None) -> str:
    """Flipped in place (`%s->e`), or to another area (`%tt->s+e`)."""
    start = _item_start(vagabond, old, held, me)
    if new[1] == old[1]:
        return f"%{start}->{new[2]}"
    end = new[1] + ("+" + new[2] if new[2] != old[2] else "")
    return f"%{start}->{end}"


# -- markers: relationships, officers, leaders, characters, dominance, quests -------------------
def _markers(before: Snapshot, after: Snapshot, out: list[Change], setup: bool) -> None:
    for vagabond, now in after.relationships.items():
        was = before.relationships.get(vagabond)
        if was is None:
            continue  # every relationship starts indifferent (9.3.2): not written
        for other, value in now.items():
            if was.get(other) != value:
                out.append(Change(vagabond, partial(_relationship, vagabond, other, value)))
    for box in tables.warriors_on_board():
        for faction in tables.holders(box):
            n = after.on_board.get(faction, 0) - before.on_board.get(faction, 0)
            if n:
                out.append(Change(faction, partial(_warriors_on_board, faction, n)))
    if after.outcast and after.outcast != before.outcast:
        cult = tables.holder("outcast")
        out.append(Change(cult, partial(_outcast, cult, *after.outcast)))
    if after.leader and after.leader != before.leader:
        owner = tables.holder("leader")
        out.append(Change(owner, partial(_to_board, f"#{after.leader}", owner)))
    for vagabond, character in after.characters.items():
        if before.characters.get(vagabond) != character:
            out.append(Change(vagabond, partial(_to_board, f"#{character}", vagabond)))
    for vagabond, done in after.quests_done.items():
        for quest in done[len(before.quests_done.get(vagabond, [])):]:
            out.append(Change(vagabond, partial(_to_board, tables.quest(quest) + "Q", vagabond)))
    _prices(before, after, out)
    for faction in after.dominance:
        if faction not in before.dominance:  # 4.3.2, 9.2.8: the score marker leaves the track
            partner = after.coalitions.get(faction)
            board = tables.letter(partner) + "$" if partner else "$"
            out.append(Change(faction, partial(_fixed, "++->" + board)))


def _prices(before: Snapshot, after: Snapshot, out: list[Change]) -> None:
    """The Riverfolk's prices (11.3.4, 11.6.2): `$_h->3` for one service; every price
    changed to one value is the spec's `$_->3` ("If omitted, *all* prices are set")."""
    changed = {s: p for s, p in after.prices.items() if before.prices.get(s) != p}
    company = tables.holder("prices")
    if len(changed) > 1 and len(changed) == len(after.prices) == len(tables.table()["prices"]) \
            and len(set(changed.values())) == 1:
        slot = f"_->{next(iter(changed.values()))}"
        out.append(Change(company, partial(_to_board_marker, company, slot)))
        return
    for service, price in changed.items():
        slot = f"_{tables.price(service)}->{price}"
        out.append(Change(company, partial(_to_board_marker, company, slot)))


def _relationship(vagabond: str, other: str, value: str, me: str | None) -> str:
    return f"{mark(vagabond, me)}$_{tables.letter(other)}->{tables.relationship(value)}"


def _warriors_on_board(faction: str, n: int, me: str | None) -> str:
    """Officers are warriors on the Alliance's board: `w->$`, lost ones `2w$->`; the
    Cult's acolytes are written alike."""
    warriors = f"{count(abs(n))}{mark(faction, me)}w"
    board = board_of(faction, me)
    return f"{warriors}->{board}" if n > 0 else f"{warriors}{board}->"


def _outcast(cult: str, suit: str, hated: bool, me: str | None) -> str:
    """The outcast marker: `$_o->F`, or `$_ho->F` on its Hated face."""
    slot = "ho" if hated else "o"
    return f"{board_of(cult, me)}_{slot}->{tables.suit(suit)}"


def _to_board_marker(owner: str, slot: str, me: str | None) -> str:
    """A marker on a faction board: `$_h->3` (the Riverfolk's prices)."""
    return f"{board_of(owner, me)}{slot}"


def _to_board(thing: str, owner: str, me: str | None) -> str:
    return f"{thing}->{board_of(owner, me)}"


def _points(before: Snapshot, after: Snapshot, out: list[Change]) -> None:
    for faction, vp in after.vp.items():
        if faction in after.dominance and faction in before.dominance:
            continue  # an activated dominance card: the marker is off the track
        gain = vp - before.vp.get(faction, 0)
        if gain:
            out.append(Change(faction, partial(_score, faction, gain)))


def _score(faction: str, gain: int, me: str | None) -> str:
    sign = "++" if gain > 0 else "--"
    return f"{mark(faction, me)}{sign}{count(abs(gain))}"
