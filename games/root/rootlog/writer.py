"""A Root game as a Rootlog file: replay its actions, compare snapshots, and
write one line per turn (Rootlog_V2.md, "Separating Actions and Turns", "Game
Setup", "End of Game").

The game is replayed step by step so that a turn's last moves and the next
turn's first ones (evening draws; the next Birdsong's wood or refreshed items)
land on their own lines: the settling after an action is run one automatic
step at a time, with a snapshot whenever the turn passes (`_Replay.apply`,
the same steps as `Frames.answer`). Setup is one line per faction, in setup
order, each holding what that faction placed; the opening hands are not
written (the spec's examples leave them out).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.core.errors import NotationNotReady, NotYourTurn
from games.core.frames import MAX_AUTOMATIC_STEPS
from games.core.registry import get_game
from games.root.rootlog import changes, snapshot, tables
from games.root.rootlog.told import told
from games.root.state import RootState

NAME_LIMIT = 40


@dataclass(frozen=True)
class RootlogSetup:
    """How the game began: what `Root.setup` was given, and the players' names
    in seat order (untrusted text: `_clean` keeps it to one plain line)."""

    players: int
    options: Mapping[str, str]
    seed: int
    names: Sequence[str] = ()
    # Whether the header's comment gives the seed. Self-play files may (the seed
    # replays them); a file posted in a channel must not: with the seed and the
    # moves, anyone could deal the game again and read every hand (bot/lobby.py
    # never shows a random seed).
    show_seed: bool = False


@dataclass
class _Line:
    faction: str
    parts: list[str] = field(default_factory=list)
    round_start: bool = False
    battle: int | None = None  # index in `parts` of the battle being fought
    # the pieces removals written, by index in `parts`: (place, [(owner, kind, count)])
    removals: dict[int, tuple[str, list[tuple[str, str, int]]]] = field(default_factory=dict)

    def text(self) -> str:
        """The turn's line. A turn in which nothing on the table changed has no action to
        write, and the spec describes no empty turn (`<Faction>:` only "at the beginning
        of each line that represents a turn"; readers refuse a bare `C:`): it stays on its
        own line ("Each turn must be on its own line") as commentary ("`// [Commentary]`"),
        which readers skip."""
        parts = [p for p in self.parts if p]
        letter = tables.letter(self.faction)
        if not parts:
            return f"// {letter}: nothing changed on the table this turn"
        return f"{letter}:" + "/".join(parts)


class _Replay:
    """The game replayed, and the file's lines as they are found."""

    def __init__(self, state: RootState) -> None:
        self.state = state
        self.setup: dict[str, list[str]] = {}  # per faction, its setup line's parts
        self.lines: list[_Line] = []
        self.line: _Line | None = None  # the turn being written; None during setup
        self.last = snapshot.Snapshot()  # an empty table: setup writes every piece
        self.hospital: int | None = None  # the clearing a field hospitals' warriors left

    def start(self) -> None:
        """What `Root.setup` already did before the first question."""
        self.record()
        self.open_turn()

    def apply(self, seat: int, action: object) -> None:
        """`state.apply(seat, action)`, recording at every turn change on the way:
        the handler's answer, then the automatic steps one by one (the same
        steps as `Frames.answer`), the turn's line closed when the turn passes."""
        state = self.state
        if isinstance(action, str):
            action = state.game.parse_action(action)
        if not any(p.seat == seat for p in state.pending()):
            raise NotYourTurn(waiting=[p.seat for p in state.pending()])
        if action not in state.legal(seat):
            raise state.explain_illegal(seat, action)
        actor = state.factions[seat]
        self.open_battle(action, actor)
        frames = state.frames
        frame = frames.top(state)
        assert frame is not None
        # Field hospitals (6.2.3): the clearing the warriors were removed from, so the
        # removal and the placement at the keep are written as the move Rootlog asks for.
        self.hospital = int(frame["clearing"]) if told(action).hospitals else None
        mark = self.mark()
        try:
            frames.handlers[frame["type"]].apply(state, frame, seat, action)
            for _ in range(MAX_AUTOMATIC_STEPS):
                if self.mark() != mark:  # the turn passed (or setup ended)
                    self.record(action, actor)
                    self.close_turn()
                    self.open_turn()
                    action, mark = None, self.mark()
                frame = frames.top(state)
                if frame is None or state.is_over():
                    break
                step = frames.handlers[frame["type"]]
                if step.prompts(state, frame):
                    break
                step.run(state, frame)
            else:
                raise RuntimeError("root: the frame stack did not settle")
        finally:
            state.changed()
        self.record(action, actor)

    def mark(self) -> tuple[bool, int]:
        return (self.state.phase == "setup", self.state.turn_index)

    # -- lines -------------------------------------------------------------------------
    def open_turn(self) -> None:
        state = self.state
        if state.phase == "setup" or state.is_over():
            return
        faction = state.factions[state.turn_order[state.turn_index]]
        self.line = _Line(faction, round_start=state.turn_index == 0)
        self.lines.append(self.line)

    def close_turn(self) -> None:
        """The Riverfolk's funds as their turn ends (Rootlog: "Only use this at the *end*
        of their turn ... If this action is omitted at the end of the Riverfolk's turn,
        funds are assumed to be zero"): `$_f->N` whenever they keep funds. Zero is written
        too while warriors stand on their board (committed, which Rootlog does not notate):
        a reader can then tell those from funds not written, whatever the turn did unseen
        (a card drawn from an empty deck commits a fund and shows nothing)."""
        line = self.line
        if line is None or line.faction not in tables.holders("funds"):
            return
        board = tables.letter(line.faction) + "$"
        held = sum(n for (place, _, kind), n in self.last.pieces.items()
                   if place == board and kind == "warrior")
        if self.last.funds > 0 or held > 0:
            line.parts.append(f"$_f->{self.last.funds}")

    def record(self, action: object = None, actor: str | None = None) -> None:
        """Write what changed since the last snapshot on the line it belongs to:
        the turn's line, or during setup each owner's setup line."""
        now = snapshot.take(self.state)
        found = changes.between(self.last, now, action, actor, setup=self.line is None)
        fought = now.battle if now.battle is not None and now.battle != self.last.battle else None
        funds_lost = now.funds < self.last.funds
        self.last = now
        if self.line is None:
            for change in found:
                self.setup.setdefault(change.owner, []).append(change.render(change.owner))
            return
        for change in found:
            if not self.hospital_move(self.line, change):
                self.add(self.line, change)
        self.hospital = None
        if fought is not None:
            self.close_battle(self.line, fought)
        company = tables.holder("funds")
        if funds_lost and self.line.faction != company:
            # Trade disruption (11.2.5.I) on another's turn: Rootlog writes `$_f->N` "when
            # their funds are removed on *others'* turns", besides the warriors leaving.
            self.line.parts.append(f"{changes.board_of(company, self.line.faction)}"
                                   f"_f->{now.funds}")

    def add(self, line: _Line, change: changes.Change) -> None:
        if change.kind == "ambush" and line.battle is not None:
            line.parts[line.battle] += f"{change.data}@"  # the defender's, then the foil
            return
        if change.kind == "removed":
            line.removals[len(line.parts)] = change.data
        line.parts.append(change.render(line.faction))

    def hospital_move(self, line: _Line, change: changes.Change) -> bool:
        """Rootlog's Marquise: "When notating Field Hospitals, notate that the warriors
        moved from the clearing they were removed from into the keep's clearing. Don't
        remove them to the supply." The removal written with the battle's hits gives those
        warriors back, and their placement at the keep becomes `2Cw9->2`."""
        origin = getattr(self, "hospital", None)
        if origin is None or change.kind != "placed":
            return False
        owner, kind, n, spots = change.data
        if owner not in tables.holders("field_hospitals") or kind != "warrior" \
                or not spots.isdigit():
            return False
        for index in sorted(line.removals, reverse=True):
            place, removed = line.removals[index]
            have = sum(k for o, w, k in removed if o == owner and w == kind)
            if place != str(origin) or have < n:
                continue
            left = [(o, w, k - n if (o, w) == (owner, kind) else k) for o, w, k in removed]
            left = [piece for piece in left if piece[2] > 0]
            line.removals[index] = (place, left)
            line.parts[index] = changes._removed_text(place, left, line.faction) if left else ""
            if place != spots:  # removed in the keep's own clearing: they never left it
                line.parts.append(changes._move_text(n, owner, kind, place, spots,
                                                     line.faction))
            return True
        return False

    def open_battle(self, action: object, actor: str) -> None:
        battle = told(action).battle
        if battle is not None and self.line is not None:
            defender, clearing = battle
            attacker = "" if actor == self.line.faction else tables.letter(actor)
            self.line.parts.append(f"{attacker}X{tables.letter(defender)}{clearing}")
            self.line.battle = len(self.line.parts) - 1

    def close_battle(self, line: _Line, fought: Mapping[str, Any]) -> None:
        """The rolls, for the reader (Rootlog: "completely aesthetic"): the
        attacker's die, then the defender's (3.3.1: the attacker takes the higher)."""
        dice = fought.get("dice") or []
        if line.battle is not None and len(dice) == 2:  # no roll when nothing defends
            line.parts[line.battle] += f"({dice[0]},{dice[1]})"
        line.battle = None


# -- the file ------------------------------------------------------------------------------
def export_state(state: RootState, actions: Iterable[tuple[int, Any]]) -> tuple[str, RootState]:
    """Replay `actions` (seat, action or its text) on a freshly set up `state`;
    the file's body (setup and turn lines, the winner) and the final state."""
    replay = _Replay(state)
    replay.start()
    for seat, action in actions:
        replay.apply(seat, action)
    return _body(replay), state


def export_text(setup: RootlogSetup, actions: Iterable[tuple[int, Any]]) -> str:
    """The whole Rootlog file of a Root game: the header, then the body."""
    state = get_game("root").setup(setup.players, dict(setup.options), setup.seed)
    assert isinstance(state, RootState)
    body, final = export_state(state, actions)
    chosen = sum(1 for faction in final.factions if faction)
    if chosen < len(final.factions):
        # The header names every player by faction (Rootlog's "Game Setup"): while
        # the seats still choose (5.1.1), there is no file to write yet.
        raise NotationNotReady("root.error.rootlog_factions", chosen=chosen,
                               players=len(final.factions))
    return header(final, setup) + body


def header(state: RootState, setup: RootlogSetup) -> str:
    table = tables.table()
    lines = [
        f"// Rootlog {table['version']}, written by gamemaster from what the whole table saw.",
        ("// " + (f"seed {setup.seed}; " if setup.show_seed else "") + "options "
         + (", ".join(f"{k}={_clean(str(v))}" for k, v in sorted(setup.options.items())) or "-")),
        f"Map: {table['map'][state.map_name]}",
        f"Deck: {table['deck']}",
    ]
    for seat in state.turn_order:
        name = setup.names[seat] if seat < len(setup.names) else f"Seat {seat + 1}"
        lines.append(f"{tables.letter(state.factions[seat])}: {_clean(name) or f'Seat {seat + 1}'}")
    return "\n".join(lines) + "\n\n"


_PLACED = re.compile(r"^(\d*)([a-z_]+)->(\d+(?:\+\d+)*)$")


def _joined_placements(parts: list[str]) -> list[str]:
    """A setup line's placements of one piece joined, as the spec's sample game writes
    them (`O:w->10+11/2w->5/$_->3`): the setup choices come one at a time (`w->4/w->11/
    w->7/w->7` becomes `w->4+11/2w->7`), each piece where its first placement was."""
    placed: dict[str, Counter[int]] = {}
    out: list[str] = []
    for part in parts:
        m = _PLACED.match(part)
        if m is None:
            out.append(part)
            continue
        if m[2] not in placed:
            placed[m[2]] = Counter()
            out.append(m[2])  # where this piece's placements are written
        for spot in m[3].split("+"):
            placed[m[2]][int(spot)] += int(m[1] or 1)
    written: list[str] = []
    for part in out:
        if part not in placed:
            written.append(part)
            continue
        by_count: dict[int, list[int]] = {}
        for spot, n in sorted(placed.pop(part).items()):
            by_count.setdefault(n, []).append(spot)
        written += [f"{'' if n == 1 else n}{part}->{'+'.join(map(str, spots))}"
                    for n, spots in sorted(by_count.items())]
    return written


def _body(replay: _Replay) -> str:
    state = replay.state
    lines = []
    for faction in tables.setup_order():
        if faction in state.factions:
            parts = _joined_placements(replay.setup.get(faction, []))
            lines.append(f"{tables.letter(faction)}:" + "/".join(parts))
    turns = list(replay.lines)
    if turns and not any(turns[-1].parts):
        turns.pop()  # the game ended as this turn began (dominance, 4.3.1)
    for line in turns:
        if line.round_start:
            lines.append("")
        lines.append(line.text())
    result = state.result()
    if result is not None:
        lines.append("")
        lines.append("Winner: " + "".join(tables.letter(state.factions[s]) for s in result.winners))
        scores = ", ".join(f"{tables.letter(f)} {state.vp.get(f, 0)}" for f in state.factions)
        lines.append(f"// final VP: {scores}")
    else:
        lines.append("// the game goes on")
    return "\n".join(lines) + "\n"


def _clean(text: str) -> str:
    """A player's name on one line, without the characters Rootlog reads as
    notation (`/`, `;`, a comment's `//`), at most NAME_LIMIT characters."""
    plain = re.sub(r"[\x00-\x1f\x7f/;]+", " ", text)
    return " ".join(plain.split())[:NAME_LIMIT]
