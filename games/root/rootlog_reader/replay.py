"""Replay a Rootlog file on the Fall map and refuse its first illegal board change.

Rootlog records board changes, not the rules that caused them ("readers must employ some
intuition"), so "illegal" here means what the file itself shows to be impossible on the
printed game, never a judgement of the players' choices:

- a line that is not Rootlog 2.8, or a faction, clearing, forest, piece, card or item that
  does not exist (a card name not in the Standard deck, a raft off the Lake map);
- a piece taken from where it is not (a clearing, a forest, a board or the supply: more
  pieces than the faction owns), a building over the clearing's slots (a ruin takes one
  until its item is taken), a base, garden or trade post in a clearing of another suit,
  anything but a pawn in a forest, anything but warriors on a faction board;
- a warrior or pawn move between places that are not adjacent: a path, a river when the
  Riverfolk play (their swimmers, riverboats bought), a Marquise warrior to the keep
  (Field Hospitals, notated as a move by the spec); a forest for the pawn only
  (touching clearings, adjacent forests); a building or token never moves;
- an item from a ruin that has been emptied, or of a kind no ruin holds any more; an item
  crafted that the item supply has run out of;
- a battle where the defender has no piece or the attacker neither a piece nor mercenaries;
- points scored by a faction whose VP marker has left the track (dominance, coalition), a
  marker leaving it under 10 VP; a winner without 30 VP, dominance or a winning coalition;
- a marker only its faction sets, set on another faction's turn (the Eyrie's decree, the
  Riverfolk's prices, the Cult's outcast), or set to a value it does not have;
- an item a board does not hold (a Vagabond's counted from his character card on, by area
  and side: items.py), or a move that would not change the item it names;
- a card taken from an empty hand or Decree column (hands start with the three cards of
  setup, not written; `Z` and a battle's ambushes take theirs), a turn that ends with more
  than five cards in hand;
- a Decree card leaving for anything but the discard pile; Riverfolk funds `$_f->N` above
  the warriors on their board, or a Riverfolk turn ending with more warriors on it than its
  actions can have committed and no `$_f` written (the spec reads that as zero funds).

The Alliance's supporters, crafted improvements and the Riverfolk's funds are read, not
counted (the board `A$` holds supporters, improvements and an activated dominance card
alike). VP never go below zero (the engine's rule, games/root/scoring.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games.core.data import load_json
from games.root.factions.vagabond import board as vb
from games.root.rootlog_reader.board import (
    Board,
    PieceKey,
    board_letter,
    board_letters,
    keep_key,
    piece_catalog,
    rootlog_data,
)
from games.root.rootlog_reader.document import Document, Line, NotRootlog, read_document, value
from games.root.rootlog_reader.items import Change, ItemError
from games.root.rootlog_reader.syntax import (
    Action,
    Battle,
    Card,
    Craft,
    Item,
    Location,
    MarkerToBoard,
    Move,
    Part,
    Piece,
    Reveal,
    RootlogSyntaxError,
    Score,
    SetMarker,
    parse_action,
    split_actions,
)

CARD_COST_MAX = 4  # the dearest card of the Standard deck: Royal Claim, four of any suit


class Illegal(Exception):
    """A board change the file cannot make; the message is the reason."""


@dataclass(frozen=True)
class Refusal:
    line: int
    text: str  # the line (comment removed)
    action: str | None  # the action refused, when the line has actions
    reason: str
    kind: str = "illegal"  # or "unsupported": a map, deck or faction this reader does not know


@dataclass
class Report:
    map: str = ""
    deck: str = ""
    factions: list[str] = field(default_factory=list)
    players: dict[str, str] = field(default_factory=dict)
    turns: int = 0
    moves: int = 0  # actions read and replayed
    refusal: Refusal | None = None
    vp: dict[str, int] = field(default_factory=dict)
    winner: list[str] | None = None

    @property
    def illegal(self) -> int:
        """0, or 1: the replay stops at the first illegal change."""
        return int(self.refusal is not None and self.refusal.kind == "illegal")

    def to_json(self) -> dict[str, Any]:
        refusal = self.refusal
        return {
            "map": self.map,
            "deck": self.deck,
            "factions": self.factions,
            "players": self.players,
            "turns": self.turns,
            "moves": self.moves,
            "illegal": self.illegal,
            "first_illegal": None if refusal is None else {
                "line": refusal.line, "text": refusal.text, "action": refusal.action,
                "reason": refusal.reason, "kind": refusal.kind,
            },
            "vp": self.vp,
            "winner": self.winner,
        }


TurnSeen = Callable[[Line, str, Board], None]


def check_rootlog(text: str, on_turn: TurnSeen | None = None) -> Report:
    """Read and replay a whole file. `NotRootlog` when it does not begin as one.
    `on_turn(line, faction letter, board)` is called after each turn line replayed (setup
    turns included), with the board as the line leaves it (`rootlog render` draws it)."""
    doc = read_document(text)
    report = Report()
    try:
        factions = _header(doc, report)
    except _Refused as stop:
        report.refusal = stop.refusal
        return report
    replay = _Replay(Board(tuple(factions)), report)
    report.vp = replay.board.vp
    for line in doc.body:
        try:
            replay.line(line)
            if on_turn is not None and replay.current and replay.last_turn is line:
                on_turn(line, replay.current, replay.board)
        except _Refused as stop:
            report.refusal = stop.refusal
            break
    report.vp = dict(replay.board.vp)
    return report


class _Refused(Exception):
    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.reason)
        self.refusal = refusal


def _refuse(line: Line, reason: str, action: str | None = None, kind: str = "illegal") -> _Refused:
    return _Refused(Refusal(line.number, line.text, action, reason, kind))


# -- the header ------------------------------------------------------------------------------
def _header(doc: Document, report: Report) -> list[str]:
    data = rootlog_data()
    map_name = value(doc.map)
    report.map = map_name
    if map_name.lower() not in data["maps"]["fall"]:
        raise _refuse(doc.map, f"this reader knows the Fall map only, not `{map_name}`",
                      kind="unsupported")
    deck = value(doc.deck)
    report.deck = deck
    if deck.lower() not in data["decks"]["standard"]:
        raise _refuse(doc.deck, f"this reader knows the Standard deck only, not `{deck}`",
                      kind="unsupported")
    if doc.clearings is not None:
        _check_clearings(doc.clearings)
    if doc.pool is not None:
        pool = re.sub(r"[\s,]", "", value(doc.pool))
        for letter in pool:
            _known_faction(doc.pool, letter)
    if not doc.players:
        line = doc.body[0] if doc.body else doc.deck
        raise _refuse(line, "no `<Faction>: <Player Name>` line: the header names each player")
    for letter, line in doc.player_lines.items():
        _known_faction(line, letter)
    report.players = dict(doc.players)
    report.factions = list(doc.players)
    return report.factions


def _known_faction(line: Line, letter: str) -> None:
    data = rootlog_data()
    if letter in data["unsupported_factions"]:
        raise _refuse(line, f"`{letter}` is the {data['unsupported_factions'][letter]}, a "
                      "faction this reader does not know (it knows C E A V G L O)",
                      kind="unsupported")
    if letter not in data["factions"]:
        raise _refuse(line, f"`{letter}` is not a Rootlog faction letter")


def _check_clearings(line: Line) -> None:
    """`Clearings:` is for other maps; on the Fall map it must agree with the printed suits."""
    fall = Board(()).map
    suits = rootlog_data()["suits"]
    written = [s.strip() for s in value(line).split(",") if s.strip()]
    for entry in written:
        m = re.fullmatch(r"([BFMR])(\d+)", entry)
        if not m or int(m[2]) not in fall.clearings:
            raise _refuse(line, f"`{entry}` is not `<Suit><clearing>`")
        if fall.clearings[int(m[2])].suit != suits[m[1]]:
            raise _refuse(line, f"clearing {m[2]} of the Fall map is "
                          f"{fall.clearings[int(m[2])].suit}, not {suits[m[1]]}")


# -- the turns -------------------------------------------------------------------------------
_TURN = re.compile(r"^([A-Z])\s*:(.*)$")
_WINNER = re.compile(r"^winner\s*:(.*)$", re.I)


class _Replay:
    def __init__(self, board: Board, report: Report) -> None:
        self.board = board
        self.report = report
        self.current = ""
        self.ended = False
        self.last_turn: Line | None = None  # its hand limit is checked when the next begins
        # The Riverfolk's turn: whether `$_f->N` was written, and at most how many funds its
        # actions committed (Rootlog: committed funds are not notated). Checked at its end.
        self.funds_written = False
        self.commits = 0
        self.revealed: set[tuple[str, str]] = set()  # cards revealed (`^`) on this turn

    def line(self, line: Line) -> None:
        if self.ended:
            raise _refuse(line, "a line after `Winner:`: the game is over")
        if m := _WINNER.match(line.text):
            self._winner(line, m[1])
            return
        m = _TURN.match(line.text)
        if not m:
            raise _refuse(line, "not a turn line `<Faction>:<actions>` nor `Winner:`")
        _known_faction(line, m[1])
        if m[1] not in self.board.factions:
            raise _refuse(line, f"`{m[1]}` takes a turn but has no player line in the header")
        self._hand_limit()
        self._funds_at_turn_end()
        self.current = m[1]
        self.funds_written, self.commits = False, 0
        self.revealed = set()
        self.last_turn = line
        self.report.turns += 1
        for text in split_actions(m[2]):
            try:
                self.apply(parse_action(text))
            except RootlogSyntaxError as exc:
                raise _refuse(line, f"malformed action: {exc}", text) from None
            except Illegal as exc:
                raise _refuse(line, str(exc), text) from None
            self.report.moves += 1

    def _hand_limit(self) -> None:
        """A turn ends with at most five cards in hand (Law 4.4, Evening). Checked when the
        next turn begins: the game's last turn stops when someone wins, maybe before that."""
        if self.last_turn is None:
            return
        limit = int(load_json("root", "general.json")["hand_limit"])
        held = self.board.hands[self.current]
        if held > limit:
            raise _refuse(self.last_turn, f"`{self.current}` ends the turn with {held} cards in "
                          f"hand; the hand limit is {limit}")

    def _funds_at_turn_end(self) -> None:
        """Rootlog: "If this action is omitted at the end of the Riverfolk's turn, funds are
        assumed to be zero." Funds are warriors on their board `O$` (Law 11.2.4) next to the
        committed ones, which are not notated: each action of the turn commits at most one
        per piece or card it moves (a craft at most four), so warriors on the board beyond
        that are funds, and must be written."""
        if self.last_turn is None or self.funds_written:
            return
        if self.current not in board_letters("funds"):
            return
        funds = self._board_warriors(self.current) - self.commits
        if funds > 0:
            raise _refuse(self.last_turn, f"the {_name(self.current)} ends its turn with at "
                          f"least {funds} fund{'s' * (funds != 1)} not written "
                          f"(`$_f->{funds}`): the spec reads an omitted `$_f` as zero")

    def _commits(self, action: Action) -> int:
        """At most how many warriors an action of the Riverfolk's turn left on their board
        not as funds (Law 11.5; committed funds are not notated): one per battle, move or
        card drawn; a craft, or a card exported (written as discarded from their hand, as
        the spec asks), up to its cost (at most four, Royal Claim); a warrior put on the
        board (an export's payment) is not a fund either. Funds spent leave the board:
        they are written."""
        if isinstance(action, Battle):
            return 1
        if isinstance(action, Craft):
            return CARD_COST_MAX
        if not isinstance(action, Move):
            return 0
        n = 0
        dests = action.destinations
        for part in action.parts:
            thing, start = part.thing, part.start
            if isinstance(thing, Card):
                own_hand = start is not None and start.kind == "hand" \
                    and start.faction == self.current
                n += part.count * (CARD_COST_MAX if own_hand and not dests else 1)
            elif isinstance(thing, Piece) and thing.kind == "w" \
                    and thing.faction in (None, self.current):
                moved = start is not None and start.kind == "clearing"  # a move: one fund
                onto_board = any(d.kind == "board" for d in dests)  # a payment, not a fund
                n += part.count if onto_board else int(moved and bool(dests))
        return n

    def _board_warriors(self, letter: str) -> int:
        return sum(n for (_, key), n in self.board.pieces_at(letter + "$").items() if key == "w")

    def _winner(self, line: Line, text: str) -> None:
        letters = re.sub(r"[\s,]", "", text)
        if not letters:
            raise _refuse(line, "`Winner:` names the winning faction(s)")
        for letter in letters:
            _known_faction(line, letter)
            if letter not in self.board.factions:
                raise _refuse(line, f"the winner `{letter}` is not in this game")
        for letter in letters:
            self._check_winner(line, letter, letters)
        self.report.winner = list(letters)
        self.ended = True

    def _check_winner(self, line: Line, letter: str, winners: str) -> None:
        """A winner reached the winning VP, or activated a dominance card (its marker on its
        own board), or is a Vagabond in coalition with a winner (Law 3.2, 4.3, 9.2.8)."""
        vp, board = self.board.vp[letter], self.board.off_track.get(letter)
        if vp >= win_vp() or board == letter or (board is not None and board in winners):
            return
        raise _refuse(line, f"the winner `{letter}` has {vp} VP, activated no dominance card "
                      "and is in no coalition with a winner")

    # -- one action --------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        if self.current in board_letters("funds"):
            self.commits += self._commits(action)
        if isinstance(action, Move):
            self._move(action)
        elif isinstance(action, Battle):
            self._battle(action)
        elif isinstance(action, Score):
            self._score(action)
        elif isinstance(action, MarkerToBoard):
            if self.current in self.board.off_track:
                raise Illegal(f"`{self.current}`'s VP marker has already left the track")
            if self.board.vp[self.current] < dominance_vp():
                raise Illegal(f"`{self.current}` has {self.board.vp[self.current]} VP: a "
                              f"dominance card needs {dominance_vp()} (Law 4.3.1)")
            self.board.off_track[self.current] = self._seated(action.board or self.current)
        elif isinstance(action, Craft):
            self._craft(action)
        elif isinstance(action, Reveal):
            for letter in (action.faction, action.target):
                if letter is not None:
                    self._seated(letter)
            for part in action.cards:
                self._card(part, None, moves=False)
                if isinstance(part.thing, Card) and part.thing.name is not None:
                    self.revealed.add(_card_key(part.thing))
        elif isinstance(action, SetMarker):
            for board, slot in action.markers:
                self._set_marker(board or self.current, slot, action.value)

    def _seated(self, letter: str) -> str:
        if letter not in rootlog_data()["factions"]:
            if letter in rootlog_data()["unsupported_factions"]:
                raise Illegal(f"`{letter}` is a faction this reader does not know")
            raise Illegal(f"`{letter}` is not a Rootlog faction letter")
        if letter not in self.board.factions:
            raise Illegal(f"faction `{letter}` is not in this game")
        return letter

    # points --------------------------------------------------------------------------------
    def _score(self, action: Score) -> None:
        faction = self._seated(action.faction or self.current)
        if action.points > 0 and faction in self.board.off_track:
            raise Illegal(f"`{faction}` scores, but its VP marker has left the track "
                          "(dominance or coalition)")
        self.board.vp[faction] = max(0, self.board.vp[faction] + action.points)

    # battle --------------------------------------------------------------------------------
    def _battle(self, action: Battle) -> None:
        attacker = self._seated(action.attacker or self.current)
        defender = self._seated(action.defender)
        clearing = self._clearing(action.clearing)
        if attacker == defender:
            raise Illegal(f"`{attacker}` battles itself")
        here = self.board.pieces_at(clearing)
        if not any(n for (f, _), n in here.items() if f == defender):
            raise Illegal(f"`{defender}` has no piece in clearing {clearing} to defend")
        own = any(n for (f, k), n in here.items() if f == attacker and k in ("w", "p"))
        mercenaries = any(m in self.board.factions and attacker != m and here[(m, "w")] > 0
                          for m in board_letters("mercenaries"))
        if not own and not mercenaries:
            raise Illegal(
                f"`{attacker}` has no warrior or pawn in clearing {clearing} to attack with"
            )
        # The ambush cards written are played from hands: the defender's, then the
        # attacker's foil (the spec's battle syntax).
        for player, _ in zip((defender, attacker), action.ambushes, strict=False):
            self._count_cards(1, Location("hand", faction=player), -1)

    # crafting ------------------------------------------------------------------------------
    def _craft(self, action: Craft) -> None:
        # The card crafted leaves the hand: Z notates it (an item card is discarded, an
        # improvement goes on the board).
        self._count_cards(1, Location("hand", faction=self.current), -1)
        if action.item is not None:
            name = self._item_name(action.item)
            if self.board.items_supply.get(name, 0) <= 0:
                raise Illegal(f"no {name} left in the item supply to craft")
            self.board.items_supply[name] -= 1
            self._arrive(self.current, [name], None, None)
        elif action.card is not None:
            self._card_name(action.card)

    # markers -------------------------------------------------------------------------------
    def _set_marker(self, board: str, slot: str, to: str) -> None:
        """A marker of a faction's board set: which one the slot and value say (`_marker`),
        checked by its form's rule (`_MARKERS`, by the faction whose board has it)."""
        self._seated(board)
        form = _marker(slot, to)
        if form is None:
            raise Illegal(f"`$_{slot}->{to}` sets no marker of the {board} board")
        _MARKERS[form](self, board, slot, to)
        self.board.markers[(board, slot)] = to

    def _turmoil(self, board: str, slot: str, to: str) -> None:
        self._only(board, board_letter("decree"), "discarding the Decree")
        self.board.decree.clear()

    def _prices(self, board: str, slot: str, to: str) -> None:
        self._only(board, board_letter("prices"), "setting prices")

    def _funds(self, board: str, slot: str, to: str) -> None:
        if board not in board_letters("funds"):
            raise Illegal(f"funds `$_f` are on the {_name(board_letter('funds'))}'s board")
        if int(to) > self._board_warriors(board):
            raise Illegal(f"the {_name(board)}'s board holds {self._board_warriors(board)} "
                          f"warriors, not {to} funds")
        if self.current == board:
            self.funds_written = True

    def _outcast(self, board: str, slot: str, to: str) -> None:
        self._only(board, board_letter("outcast"), "setting the outcast")

    def _relationship(self, board: str, slot: str, to: str) -> None:
        if board not in board_letters("items"):
            raise Illegal("relationships `$_<F>` are on a Vagabond's board")
        if self._seated(slot) in board_letters("items"):
            raise Illegal("a Vagabond has no relationship with a Vagabond")

    def _only(self, board: str, faction: str, what: str) -> None:
        if board != faction or self.current != faction:
            raise Illegal(f"{what} is notated only on the `{faction}` turn, on its board")

    # moves ---------------------------------------------------------------------------------
    def _move(self, move: Move) -> None:
        for part in move.parts:
            dests: tuple[Location | None, ...] = move.destinations or (None,)
            if isinstance(part.thing, Item):
                self._item(part, move.destinations)
                continue
            for dest in dests:
                if isinstance(part.thing, Piece):
                    self._piece(part, part.thing, dest)
                else:
                    self._card(part, dest)

    def _piece(self, part: Part, piece: Piece, dest: Location | None) -> None:
        faction = self._seated(piece.faction or self.current)
        if piece.kind == "r":
            raise Illegal("rafts exist only on the Lake map")
        catalog = piece_catalog()[faction]
        if piece.letter is not None:
            keys = [f"{piece.kind}_{piece.letter}"]
        elif piece.kind in catalog:
            keys = [piece.kind]
        else:
            keys = [k for k in catalog if k.startswith(piece.kind + "_")]
        keys = [k for k in keys if k in catalog]
        if not keys:
            written = piece.kind + (f"_{piece.letter}" if piece.letter else "")
            raise Illegal(f"`{faction}` has no piece `{written}`")
        start = self._piece_place(part.start, faction, keys)
        end = self._piece_place(dest, faction, keys)
        if keys == ["p"] and part.start is None:
            start = self.board.where((faction, "p"))
        key = self._which(keys, faction, part.count, start, end)
        self._check_piece_move((faction, key), part.count, start, end)
        self.board.move((faction, key), part.count, start, end)

    def _piece_place(self, loc: Location | None, faction: str, keys: list[str]) -> str | None:
        if loc is None:
            return None
        if loc.kind == "clearing":
            return self._clearing(loc.clearing or 0)
        if loc.kind == "forest":
            if loc.forest not in self.board.map.forests:
                raise Illegal(f"`{loc.forest}` is not a forest of the Fall map")
            return loc.forest
        if loc.kind == "board":
            return self._seated(loc.faction or self.current) + "$"
        raise Illegal("pieces are in clearings, forests, on faction boards or in the supply")

    def _clearing(self, number: int) -> str:
        if number not in self.board.map.clearings:
            raise Illegal(f"the Fall map has clearings 1 to 12, not {number}")
        return str(number)

    def _which(
        self, keys: list[str], faction: str, count: int, start: str | None, end: str | None
    ) -> str:
        """The piece meant when Rootlog leaves out its letter (`b` for a Marquise building):
        one that is at the start; from the supply, the one of the clearing's suit, else the
        first the supply still has. Writers should give the letter; ours does."""
        if len(keys) == 1:
            return keys[0]
        if start is not None:
            for key in keys:
                if self.board.count(start, (faction, key)) >= count:
                    return key
            return keys[0]
        catalog = piece_catalog()[faction]
        if end is not None and end.isdigit():
            suit = self.board.map.clearings[int(end)].suit
            for key in keys:
                if catalog[key].suit == suit:
                    return key
        for key in keys:
            if self.board.in_supply((faction, key)) >= count:
                return key
        return keys[0]

    def _check_piece_move(
        self, piece: PieceKey, count: int, start: str | None, end: str | None
    ) -> None:
        faction, key = piece
        name = f"{faction}{key}"
        if start == end:
            where = "the supply" if start is None else f"`{start}`"
            raise Illegal(f"`{name}` would move from {where} to the same place")
        if start is None:
            have = self.board.in_supply(piece)
            if have < count:
                raise Illegal(f"{count} `{name}` from the supply, which has {have} left "
                              f"(of {piece_catalog()[faction][key].limit})")
        else:
            have = self.board.count(start, piece)
            if have < count:
                raise Illegal(f"{count} `{name}` from `{start}`, where there {_are(have)}")
        if key == "p" and count != 1:
            raise Illegal("a Vagabond has one pawn")
        if end is not None:
            self._check_destination(piece, count, end)
        if start is not None and end is not None:
            self._check_adjacent(piece, start, end)

    def _check_destination(self, piece: PieceKey, count: int, end: str) -> None:
        faction, key = piece
        name = f"{faction}{key}"
        if end.endswith("$"):
            if key != "w":
                raise Illegal(f"only warriors go on a faction board, not `{name}`")
            return
        if not end.isdigit():
            if key != "p":
                raise Illegal(f"only a Vagabond's pawn goes into a forest, not `{name}`")
            return
        clearing = self.board.map.clearings[int(end)]
        spec = piece_catalog()[faction][key]
        if spec.suit is not None and spec.suit != clearing.suit:
            raise Illegal(f"`{name}` is of the {spec.suit} suit; clearing {end} is {clearing.suit}")
        if key.startswith("b"):
            taken = self.board.buildings_in(clearing.id)
            if taken + count > clearing.slots:
                ruin = " (a ruin takes one)" if end in self.board.ruins else ""
                raise Illegal(f"clearing {end} has {clearing.slots} building slots{ruin}, "
                              f"{taken} taken: no room for {count} more")

    def _check_adjacent(self, piece: PieceKey, start: str, end: str) -> None:
        faction, key = piece
        if start.endswith("$") or end.endswith("$"):
            return
        board_map = self.board.map
        if key not in ("w", "p"):
            raise Illegal(f"`{faction}{key}` never moves between places; remove it and place one")
        if start.isdigit() and end.isdigit():
            a, b = int(start), int(end)
            if b in board_map.adjacent(a):
                return
            rivers = any(f in self.board.factions for f in board_letters("rivers"))
            if rivers and b in board_map.river_adjacent(a):
                return
            if key == "w" and self._keep(faction, end):
                return  # Field Hospitals: the spec notates them as a move to the keep
            raise Illegal(f"clearings {a} and {b} are not adjacent")
        forests = board_map.forests
        if start.isdigit() != end.isdigit():
            clearing, forest = (start, end) if start.isdigit() else (end, start)
            if int(clearing) in forests[forest].clearings:
                return
            raise Illegal(f"forest {forest} does not touch clearing {clearing}")
        if end in forests[start].adjacent_forests:
            return
        raise Illegal(f"forests {start} and {end} are not adjacent")

    def _keep(self, faction: str, clearing: str) -> bool:
        """Whether `faction` has Field Hospitals and its keep is in `clearing`."""
        if faction not in board_letters("field_hospitals"):
            return False
        return self.board.count(clearing, (faction, keep_key(faction))) > 0

    # items ---------------------------------------------------------------------------------
    def _item_name(self, letter: str) -> str:
        items: dict[str, str] = rootlog_data()["items"]
        if letter not in items:
            raise Illegal(f"`%{letter}` is not an item (items: %{' %'.join(items)})")
        return items[letter]

    def _item(self, part: Part, dests: tuple[Location, ...]) -> None:
        """An item moved: from a ruin, or from a board (an area and side of the current
        Vagabond's, or a faction's board) to another board, another area or side, or out of
        play."""
        assert isinstance(part.thing, Item)
        letter = part.thing.kind
        name = None if letter == "_" else self._item_name(letter)
        self._item_places(part.start, dests)
        target, area, exhausted = self._item_destination(dests)
        start = part.start
        if start is not None and start.kind == "clearing":
            self._explore(part, int(self._clearing(start.clearing or 0)), name)
            self._arrive(target or self.current, [str(name)], area, exhausted)
            return
        source, from_area, from_side = self._item_source(start)
        if target == source and area is None and exhausted is None:
            raise Illegal("the item would go to the board it is on")
        leaves = not dests or (target is not None and target != source)
        change = Change(leaves, None if leaves else area, None if leaves else exhausted)
        kinds = self._take_items(source, name, part.count, from_area, from_side, change)
        if leaves and target is not None:
            self._arrive(target, kinds, area, exhausted)

    def _item_places(self, start: Location | None, dests: tuple[Location, ...]) -> None:
        """Items are on faction boards, in ruins (a clearing, as a start) or in the supply."""
        for loc in (start, *dests):
            if loc is None:
                continue
            if loc.kind in ("board", "board_slot", "hand") and loc.faction:
                self._seated(loc.faction)
            if loc.kind in ("forest", "hand", "discard", "quests", "board_slot"):
                raise Illegal("items are on faction boards, in ruins or in the supply")
        if any(d.kind == "clearing" for d in dests):
            raise Illegal("an item never goes into a clearing")

    def _item_destination(self, dests: tuple[Location, ...]
                          ) -> tuple[str | None, str | None, bool | None]:
        """The board an item goes to (None: it stays on its own), and the area and side."""
        targets = [d.faction or self.current for d in dests if d.kind == "board"]
        if len(targets) > 1:
            raise Illegal("an item goes to one board")
        area, exhausted = _item_place([d.slot or "" for d in dests if d.kind == "item_place"])
        return (targets[0] if targets else None), area, exhausted

    def _item_source(self, start: Location | None) -> tuple[str, str | None, bool | None]:
        """The board an item leaves, and the area and side the start names (None: any)."""
        if start is not None and start.kind == "board":
            return start.faction or self.current, None, None
        if start is not None and start.kind == "item_place":
            return (self.current, *_item_place([start.slot or ""]))
        if start is None and self.current in board_letters("items"):
            return self.current, "s", None  # "The Vagabond's Faction Board is its Satchel"
        return self.current, None, None

    def _take_items(self, source: str, name: str | None, count: int, area: str | None,
                    exhausted: bool | None, change: Change) -> list[str]:
        """The items `change` takes on `source` (each kind), when its items are counted."""
        items = self.board.boards
        if not items.known(source):
            return [name] * count if name else []
        try:
            return items.take(source, name, None if name is None else count, area, exhausted,
                              change)
        except ItemError as exc:
            raise Illegal(str(exc)) from None

    def _arrive(
        self, board: str, kinds: list[str], area: str | None, exhausted: bool | None
    ) -> None:
        """Items come to a board face up in the satchel, then take the area or side named."""
        try:
            self.board.boards.add(board, kinds, area, exhausted)
        except ItemError as exc:
            raise Illegal(str(exc)) from None

    def _explore(self, part: Part, clearing: int, name: str | None) -> None:
        """An item taken from a ruin (`%h12->$`); the ruin goes when empty (the spec)."""
        if name is None:
            raise Illegal("a ruin holds one item: name it")
        ruins, key = self.board.ruins, str(clearing)
        if not ruins.get(key):
            raise Illegal(f"no ruin left in clearing {clearing} to take an item from")
        if not name or part.count != 1:
            raise Illegal("an item is taken from a ruin one at a time")
        if name not in self.board.ruin_pool:
            raise Illegal(f"no ruin holds a {name} any more")
        self.board.ruin_pool.remove(name)
        ruins[key] -= 1
        if not ruins[key]:
            del ruins[key]

    # cards ---------------------------------------------------------------------------------
    def _card(self, part: Part, dest: Location | None, moves: bool = True) -> None:
        assert isinstance(part.thing, Card)
        card = part.thing
        if card.name is not None:
            self._printed_suits(card)
        for loc in (part.start, dest):
            if loc is not None:
                self._card_place(loc)
        self._card_leaves(card, part.start, dest, moves)
        if card.name is not None and card.name in vb.rules_data()["characters"] and dest:
            self._character(card.name, dest)
        if moves:
            self._count_cards(part.count, part.start, -1)
            self._count_cards(part.count, dest, +1)

    def _printed_suits(self, card: Card) -> None:
        """A suit written before `#` is one the named card has (`R#tax` is refused)."""
        assert card.name is not None
        printed = self._card_name(card.name)
        written = {suit for suit, _ in card.suits}
        if printed and not written <= printed:
            raise Illegal(f"`#{card.name}` is {'/'.join(sorted(printed))}, not "
                          f"{'/'.join(sorted(written - printed))}")

    def _card_place(self, loc: Location) -> None:
        if loc.kind in ("clearing", "forest", "item_place"):
            raise Illegal("cards are in hands, on faction boards, in the deck or discards")
        if loc.faction is not None:
            self._seated(loc.faction)
        if loc.kind == "board_slot":
            self._card_slot(loc)

    def _card_leaves(self, card: Card, start: Location | None, dest: Location | None,
                     moves: bool) -> None:
        """Where a card may not go from where it is: the Decree's, the Cult's board's and a
        card revealed this turn (issue 28)."""
        if dest is None:
            return
        if (start is not None and start.kind == "board_slot"
                and (start.faction or self.current) in board_letters("decree")
                and start.slot in rootlog_data()["decree_columns"]):
            # 7.7.1: a Decree card leaves only for the discard pile, with the whole Decree
            # in turmoil (`$_->`); it never goes to a hand or a board.
            raise Illegal("a card leaves the Decree only for the discard pile (7.7.1)")
        if (start is not None and start.kind == "board" and dest.kind == "hand"
                and (start.faction or self.current) in board_letters("revealed")):
            # The Cult's board holds acolytes, improvements and an activated dominance card,
            # none of which goes back to a hand; its revealed cards are a Reveal (`R#bank^`),
            # and "when the Lizard Cult's revealed cards return to their hand, it's not
            # notated" (Rootlog).
            raise Illegal("no card goes from the Cult's board to a hand (a revealed card is "
                          "written `^` and stays in the hand)")
        if (moves and card.name is not None and _card_key(card) in self.revealed
                and dest.kind == "board" and (dest.faction or self.current) == self.current):
            # A card revealed for a ritual is shown, not played: on its revealer's own board
            # it would read as an activated dominance card or an improvement. (It may still
            # be given away: an outrage's card to the Alliance's supporters.)
            raise Illegal(f"`#{card.name}` was revealed this turn: it stays in the hand, "
                          "not on its board")

    def _count_cards(self, count: int, loc: Location | None, sign: int) -> None:
        """Cards leaving (-1) or reaching (+1) a hand or a Decree column. The Alliance's
        supporters are not counted: its board `A$` holds them with its crafted improvements
        and an activated dominance card, which the spec writes alike (`B#sapA$->`)."""
        board = self.board
        if loc is None:  # the draw pile (a start) or the discard pile (a destination)
            board.count_pile(count, drawn=sign < 0)
            return
        if loc.kind == "discard":
            board.count_pile(count, drawn=False, taken=True)
        if loc.kind == "hand" and loc.faction is not None:
            have = board.hands[loc.faction]
            if have + sign * count < 0:
                raise Illegal(f"`{loc.faction}` has {have} card{'s' * (have != 1)} in hand")
            board.hands[loc.faction] = have + sign * count
        elif loc.kind == "board_slot" and (loc.faction or self.current) in board_letters("decree") \
                and loc.slot:
            if board.decree[loc.slot] + sign * count < 0:
                raise Illegal(f"the Decree's `{loc.slot}` column has {board.decree[loc.slot]} "
                              "cards (its Loyal Vizier apart)")
            board.decree[loc.slot] += sign * count

    def _character(self, character: str, dest: Location) -> None:
        """`#thief->$`: the Vagabond's character card, and with it his starting items."""
        board = dest.faction or self.current
        if dest.kind != "board" or board not in board_letters("items"):
            raise Illegal(f"`{character}` is a Vagabond's character: it goes on his board `$`")
        if self.board.boards.known(board):
            raise Illegal(f"`{board}` has a character already")
        self.board.boards.set_character(board, character)
        self.board.characters[board] = character

    def _card_slot(self, loc: Location) -> None:
        board = loc.faction or self.current
        if board in board_letters("decree") and loc.slot in rootlog_data()["decree_columns"]:
            if self.current != board:
                raise Illegal("the Decree changes only on the `E` turn")
            return
        raise Illegal(f"`{board}$_{loc.slot}` is not a place for cards")

    def _card_name(self, name: str) -> frozenset[str]:
        """The suits a card of that name has; Illegal for a name that is no card."""
        if name not in card_suits():
            raise Illegal(f"no card `{name}` in the Standard deck (nor a leader, character or "
                          "quest)")
        return card_suits()[name]


def _card_key(card: Card) -> tuple[str, str]:
    """A card as named: its name and the suits written (`F#dom` is not `B#dom`)."""
    return (card.name or "", "".join(sorted(suit for suit, _ in card.suits)))


def _item_place(slots: list[str]) -> tuple[str | None, bool | None]:
    """The area (`s`, `d`, `t`) and side (`r` face up, `e` face down) that item locations
    name (`de`, `s+r`); one of each at most."""
    areas = [c for slot in slots for c in slot if c in "sdt"]
    sides = [c for slot in slots for c in slot if c in "re"]
    if len(areas) > 1 or len(sides) > 1:
        raise Illegal("an item goes to one area and one side")
    return (areas[0] if areas else None), (sides[0] == "e" if sides else None)


def _marker(slot: str, to: str) -> str | None:
    """The marker a `$_<slot>->value` sets, as the form of the board that has it (the
    `boards` table of data/root/rootlog.json); None when it is none."""
    data = rootlog_data()
    if slot == "" and to == "":
        return "decree"  # "Discard the Decree, including Viziers and Leader `$_->`"
    if slot in ("", *data["price_types"]) and re.fullmatch(r"[1-4]", to):
        return "prices"
    if slot == "f" and to.isdigit():
        return "funds"
    if slot in ("o", "ho") and to in ("F", "M", "R"):
        return "outcast"
    if slot in data["factions"] and to in data["relationship_steps"]:
        return "items"  # a Vagabond's relationships
    return None


_MARKERS: dict[str, Callable[[_Replay, str, str, str], None]] = {
    "decree": _Replay._turmoil,
    "prices": _Replay._prices,
    "funds": _Replay._funds,
    "outcast": _Replay._outcast,
    "items": _Replay._relationship,
}


def dominance_vp() -> int:
    return int(load_json("root", "general.json")["dominance_min_vp"])


def win_vp() -> int:
    return int(load_json("root", "general.json")["win_vp"])


def _name(faction_letter: str) -> str:
    """A faction's name as the reader's data gives it (`Riverfolk Company`)."""
    return str(rootlog_data()["factions"][faction_letter]["name"])


def _are(n: int) -> str:
    return "is none" if n == 0 else ("is 1" if n == 1 else f"are {n}")


def _squash(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


@cache
def card_suits() -> dict[str, frozenset[str]]:
    """Every name Rootlog may write after `#` or `Z`, with the suits a card of that name has
    (empty: a name with no suit to check). The Standard deck's titles and ids in lower case
    without spaces (`betterburrowbank`), with the suit left out for cards printed in several
    suits (`ambush`, `roottea`); the spec's abbreviations; the Eyrie's leaders, the
    Vagabond's characters; the quests (which have suits)."""
    data = rootlog_data()
    letters = {name: letter for letter, name in data["suits"].items()}
    suits: dict[str, set[str]] = {}

    def add(name: str, suit: str | None) -> None:
        suits.setdefault(name, set())
        if suit is not None:
            suits[name].add(letters[suit])

    for card in load_json("root", "deck.json")["cards"]:
        base = re.sub(r"_(fox|rabbit|mouse|bird)$", "", card["id"])
        for name in (_squash(card["name"]), _squash(card["id"]), _squash(base)):
            add(name, card["suit"])
    for short, target in data["card_abbreviations"].items():
        for name, found in list(suits.items()):
            if name == _squash(target) or name.startswith(_squash(target)):
                suits.setdefault(short, set()).update(found)
    boards = load_json("root", "factions.json")
    printed = [board for board in boards.values() if isinstance(board, dict)]
    for leader in (one for board in printed for one in board.get("leaders", [])):
        add(leader["id"], None)
    for character in (one for board in printed for one in board.get("characters", {})):
        add(character, None)
    quest_short: dict[str, str] = data["quest_abbreviations"]
    for quest in (one for board in printed for one in board.get("quests", [])):
        name = _squash(quest["name"])
        add(name, quest["suit"])
        add(quest_short.get(name, name), quest["suit"])
    return {name: frozenset(found) for name, found in suits.items()}


__all__ = ["NotRootlog", "Refusal", "Report", "card_suits", "check_rootlog"]
