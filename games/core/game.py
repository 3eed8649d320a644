"""The engine contract: `Game` (the rules as a whole) and `State` (one position).

Modelled on OpenSpiel's State and python-chess's Board: a state answers who
must decide (`pending`), what they may do (`legal`), whether a proposed action
may be played and why not (`check`, the one checked entry point), does it
(`apply`), and shows what each seat may see (`view`). Actions are immutable values whose
`str()` is the game's canonical notation, and `Game.parse_action` reads it
back: `game.parse_action(str(a)) == a`.
"""

from __future__ import annotations

import json
import operator
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from typing import Any, ClassVar

from games.core import aliases
from games.core.agents import Agent, make_agent
from games.core.errors import (
    BadNotation,
    GameOver,
    IllegalAction,
    InEachLanguage,
    NotYourTurn,
    OptionError,
)
from games.core.forms import NO_FORMS, Forms
from games.core.i18n import Catalog
from games.core.lookup import Entry
from games.core.rng import Rng
from games.core.search import Macro
from games.core.types import Event, Events, OptionSpec, Prompt, Result, Seat, View

Action = Hashable
"""An action is any frozen value of a game whose `str()` is its notation."""

MAX_ACTION_TEXT = 200
"""Longer text is refused before parsing: no game's notation comes close."""


@dataclass(frozen=True)
class Checked:
    """A proposed action that `State.check` found legal for `seat` in one position:
    python-chess's parsed move, which `push` then plays without checking again.
    `State.apply_checked` plays it; in another position it is checked again."""

    seat: Seat
    action: Any
    position: tuple[int, int]
    """The state's identity and its position counter when it was checked."""


class State(ABC):
    """One position of a game. Mutable, but only through `apply`.

    A proposed action is checked in one place, `check`: it answers with the
    action found legal (`Checked`) or raises the refusal that explains itself
    (`GameOver`, `NotYourTurn`, `BadNotation`, or the rules' own
    `IllegalAction`, `explain_illegal`). `apply` is `check` and then
    `apply_checked`; the game master checks first and applies after, since what
    it says about a move (its label) is read from the position before it.

    `legal` and `pending` remember their answers for the position they were
    given for (positions are counted by `apply`): a position's legal actions are
    listed, and its prompts worked out, once, however often the menus, the
    suggestions, the automatic moves, the reply, the clocks and the check ask.
    Code that edits a state's fields outside `apply` calls `changed()` afterwards.
    """

    game: ClassVar[Game]
    rng: Rng

    _position: int = 0
    """Counts the changes of this object: the remembered legal lists are of one position."""
    _legal_memo: tuple[int, dict[Seat, tuple[Any, ...]]] | None = None
    _pending_memo: tuple[int, tuple[Prompt, ...]] | None = None
    _applying: bool = False
    """True while `_apply` runs: the position is half changed, nothing is remembered."""
    verify_legal_memo: ClassVar[bool] = False
    """When set (the test suite), every remembered legal list and the prompts are
    worked out again and compared, so an edit outside `apply` without `changed()`
    fails loudly."""

    # -- the contract ---------------------------------------------------------
    @abstractmethod
    def pending(self) -> list[Prompt]:
        """Who must decide what now; empty once the game is over."""

    @abstractmethod
    def legal(self, seat: Seat) -> list[Any]:
        """Every legal action for the seat's prompt, in a stable order ([] if none).
        The caller's list is its own (a copy of what is remembered)."""

    @abstractmethod
    def view(self, seat: Seat | None) -> View:
        """What `seat` may know (None: the public, as anyone in the channel)."""

    @abstractmethod
    def result(self) -> Result | None:
        """Final scores and winners, or None while the game goes on."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Lossless, JSON-compatible; `game.state_from_json` reads it back."""

    @abstractmethod
    def _apply(self, seat: Seat, action: Any) -> list[Event]:
        """Carry out an action already checked to be legal."""

    @abstractmethod
    def resample(self, seats: Collection[Seat], rng: Rng) -> State:
        """A new state that `seats` cannot tell from this one (OpenSpiel's
        resampling from an information state); `self` is not changed.

        Everything hidden from all of `seats` is drawn again from `rng`: the
        other seats' hands and screens, the order of face-down decks, draft
        hands, face-down tokens, consistently with what they do see (hand sizes,
        deck sizes, public totals). Everything they see stays as it is: the
        public view, each of their own views, who is asked what. The state's own
        generator is kept, so dice still to be rolled come out the same.

        The result depends only on what `seats` see, the state's generator and
        `rng` (pool the unseen pieces in a fixed order, then shuffle): two states
        that look the same to `seats` resample to the same state. The secrecy
        tests use `seats=()` to show that nothing posted in a channel depends on
        a secret; AI seats use their own seat to decide from what they may know.
        """

    # -- shared behaviour -----------------------------------------------------
    def check(self, seat: Seat, action: Any) -> Checked:
        """The one checked entry point: `action` (a value, or its notation) as the
        seat may play it now, or the refusal that says why not, raised; nothing
        changes either way.

        The legal actions are those `legal(seat)` remembers for this position when
        anything listed them (the menu, the suggestions, an agent), else listed
        once here; nobody needs to list them to check a move."""
        if self.result() is not None:
            raise GameOver()
        prompts = self.pending()
        if not any(p.seat == seat for p in prompts):
            raise NotYourTurn(waiting=[p.seat for p in prompts])
        if isinstance(action, str):
            action = self.game.parse_action(action)
        legal = self.legal(seat)
        # The very object listed (the bot passes the one its menu was made of) is
        # found without comparing the actions before it one by one (`in` calls each
        # one's `__eq__`); anything else is compared as before.
        if not any(map(operator.is_, legal, repeat(action))) and action not in legal:
            raise self.explain_illegal(seat, action)
        return Checked(seat, action, (id(self), self._position))

    def apply(self, seat: Seat, action: Any, *, trusted: bool = False) -> Events:
        """Check (`check`) and apply; on any error the state is left exactly as it was.

        `trusted=True` skips the check for an action just taken from
        `legal(seat)` (AI search applies thousands of those)."""
        if trusted:
            return self._applied(seat, action)
        return self.apply_checked(self.check(seat, action))

    def apply_checked(self, move: Checked) -> Events:
        """Play an action `check` accepted, without checking it again; one checked
        in another position (or another state) is checked again first."""
        if move.position != (id(self), self._position):
            move = self.check(move.seat, move.action)
        return self._applied(move.seat, move.action)

    def _applied(self, seat: Seat, action: Any) -> Events:
        rng_before = self.rng.state
        applying, self._applying = self._applying, True
        try:
            events = Events(self._apply(seat, action))
        finally:
            self._applying = applying
            self.changed()
        events.barrier = self.rng.state != rng_before or any(e.barrier for e in events)
        return events

    def changed(self) -> None:
        """The position is no longer the one whose legal actions and prompts were
        remembered (`apply` says so itself; code that edits fields directly calls
        this)."""
        self._position += 1
        self._legal_memo = None
        self._pending_memo = None

    def _remembered_pending(self) -> tuple[Prompt, ...] | None:
        """The prompts as `pending` gave them in this very position, or None (games
        whose `pending` remembers its answer: every frame-stack game). In the tests
        (`verify_legal_memo`) they are worked out afresh, and `_remember_pending`
        compares them with the remembered ones: an edit without `changed()` fails."""
        memo = self._pending_memo
        if memo is None or memo[0] != self._position or self._applying:
            return None
        return None if self.verify_legal_memo else memo[1]

    def _remember_pending(self, prompts: Sequence[Prompt]) -> None:
        if self._applying:
            return
        fresh = tuple(prompts)
        memo = self._pending_memo
        remembered = memo[1] if memo is not None and memo[0] == self._position else fresh
        if self.verify_legal_memo and remembered != fresh:
            raise AssertionError(
                "the state was edited between pending() and a later question without "
                f"changed(): remembered {remembered!r}, now {fresh!r}"
            )
        self._pending_memo = (self._position, fresh)

    def _remembered_legal(self, seat: Seat) -> tuple[Any, ...] | None:
        """The seat's legal actions as `legal` gave them in this very position, or
        None (games whose `legal` remembers its answers: every frame-stack game)."""
        memo = self._legal_memo
        if memo is None or memo[0] != self._position:
            return None
        remembered = memo[1].get(seat)
        if remembered is not None and self.verify_legal_memo:
            self._verify_memo(seat, remembered)
        return remembered

    def _remember_legal(self, seat: Seat, actions: Sequence[Any]) -> None:
        memo = self._legal_memo
        if memo is None or memo[0] != self._position:
            memo = self._legal_memo = (self._position, {})
        memo[1][seat] = tuple(actions)

    def _verify_memo(self, seat: Seat, remembered: tuple[Any, ...]) -> None:
        assert self._legal_memo is not None
        del self._legal_memo[1][seat]  # listed again, and remembered again
        fresh = tuple(self.legal(seat))
        if fresh != remembered:
            raise AssertionError(
                "the state was edited between legal() and a later question without "
                f"changed(): remembered {len(remembered)} legal actions, now {len(fresh)}"
            )

    def explain_illegal(self, seat: Seat, action: Any) -> IllegalAction:
        """Why `action` is not legal now; games override with rule-specific reasons."""
        return IllegalAction(action=str(action))

    def turn(self) -> Seat | None:
        """Whose turn it is (None once over). Others may be asked things during
        it (an ambush, an offering); a board image is posted when this changes.
        Turn-based games override it; the default is the first prompted seat."""
        prompts = self.pending()
        return prompts[0].seat if prompts else None

    def prompts_for(self, seat: Seat) -> list[Prompt]:
        return [p for p in self.pending() if p.seat == seat]

    def is_over(self) -> bool:
        return self.result() is not None

    def clone(self) -> State:
        """An independent copy. Games override with something faster than JSON."""
        return self.game.state_from_json(json.loads(json.dumps(self.to_json())))

    def label(
        self, action: Any, locale: str = "en", names: Sequence[str] | None = None
    ) -> str:
        """A readable, localized description of an action for menus."""
        return self.game.label(self, action, locale, names)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_json() == other.to_json()

    # No `__hash__`: defining `__eq__` makes Python set it to None, so a state
    # (mutable, compared by its data) is never a dict key or a set member.


class Game(ABC):
    """The rules of one game, registered under `id`."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[Sequence[OptionSpec]] = ()
    catalog: Catalog
    forms: ClassVar[Forms] = NO_FORMS
    """The game's forms (games/core/forms.py): a decision of several parts asked at
    once, an extra way to give the step actions. Filled by the game's registration."""

    # -- setup ----------------------------------------------------------------
    def validate_options(
        self, players: int, raw: Mapping[str, str] | None = None
    ) -> dict[str, str]:
        """Check the player count and the options; fill in defaults."""
        if not self.min_players <= players <= self.max_players:
            raise OptionError(
                "error.player_count",
                game=InEachLanguage.of(self.name),
                players=players,
                low=self.min_players,
                high=self.max_players,
            )
        specs = {spec.name: spec for spec in self.options}
        chosen = {spec.name: spec.default for spec in self.options}
        for name, value in (raw or {}).items():
            key = str(name).strip().lower()
            if key not in specs:
                raise OptionError(
                    "error.option_unknown",
                    option=str(name)[:40],
                    known=", ".join(specs) or "-",
                )
            chosen[key] = specs[key].parse(value)
        return chosen

    def stored_options(self, players: int, options: Mapping[str, str]) -> dict[str, str]:
        """The options of a `players`-seat session stored by an earlier release, as
        this release reads them: an option added since takes its `legacy` value, the
        rule the stored game was played by, so its log replays and it goes on
        unchanged. Games whose old rule depended on the table override this."""
        upgraded = dict(options)
        for spec in self.options:
            if spec.name not in upgraded and spec.legacy is not None:
                upgraded[spec.name] = spec.legacy
        return upgraded

    def setup(self, players: int, options: Mapping[str, str] | None, seed: int) -> State:
        """A new game for `players` seats. Options are validated first."""
        return self._setup(players, self.validate_options(players, options), seed)

    @abstractmethod
    def _setup(self, players: int, options: dict[str, str], seed: int) -> State: ...

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> State: ...

    # -- notation and text ----------------------------------------------------
    def parse_action(self, text: str) -> Any:
        """Read canonical notation; raise BadNotation for anything else."""
        if not isinstance(text, str) or len(text) > MAX_ACTION_TEXT:
            raise BadNotation("error.too_long", limit=MAX_ACTION_TEXT)
        # NFKC folds what phones and IMEs type (full-width letters and digits,
        # ligatures) into the plain characters the notation is written with.
        cleaned = " ".join(unicodedata.normalize("NFKC", text).strip().split())
        if not cleaned:
            raise BadNotation("error.empty_action")
        try:
            return self._parse_action(cleaned)
        except BadNotation:
            # The notation's words in the player's language (aliases.py): read only
            # when the text is not canonical, so canonical notation never changes.
            translated = aliases.canonical(self.id, cleaned)
            if translated == cleaned:
                raise
            try:
                return self._parse_action(translated)
            except BadNotation:
                pass
            raise

    @abstractmethod
    def _parse_action(self, text: str) -> Any: ...

    @abstractmethod
    def label(
        self, state: State, action: Any, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """The action in words for a menu or a button, in `locale`. A label that
        speaks of another seat names its player (`player_name` with `names`, the
        players' names as the game master shows them), never the seat's colour."""

    def choice_path(
        self,
        state: State,
        seat: Seat,
        action: Any,
        locale: str,
        names: Sequence[str] | None = None,
    ) -> list[tuple[str, str]]:
        """How a player reaches `action` step by step when a menu is long: (key,
        label) pairs from the broadest group down to the action itself.

        The last pair is always `(str(action), label)`. Every earlier key names a
        group of actions (Root: `w1->`, every move from clearing 1), a partial text
        that `parse_action` refuses, so a group can never be played by mistake;
        actions with the same key at the same step are in the same group. The
        default has no groups: one step, the action (the menu stays flat).
        """
        return [(str(action), self.label(state, action, locale, names))]

    # -- macros: several actions typed as one -----------------------------------
    def macro_steps(self, state: State, seat: Seat, text: str) -> list[str] | None:
        """When `text` is a shortcut for several actions of `seat` in a row (Near
        and Far's walk `go 3-7-12`), the notation of each action, in order; None
        when it is not one (it is then read as a single action). A shortcut that
        is malformed raises `BadNotation`.

        The game only spells the steps out; the game master checks them one by
        one on a copy of the state and commits each as its own action (so the log,
        replays and undo know only single actions). The default: no shortcuts.
        """
        return None

    def macro_suggestions(
        self, state: State, seat: Seat, typed: str, locale: str, limit: int = 25
    ) -> list[tuple[str, str]]:
        """Whole shortcuts the seat could play now that extend (or match the words
        of) `typed`, as (text for `macro_steps`, label) pairs, at most `limit`.
        The label says what the shortcut costs and meets on the way, in the
        reader's language. The default: none."""
        return []

    def seat_name(self, seat: Seat, locale: str = "en") -> str:
        """How a seat is called when no player name is known."""
        return f"#{seat + 1}"

    def text_params(
        self, params: Mapping[str, Any], locale: str, names: Sequence[str] | None = None
    ) -> dict[str, Any]:
        """Template fields for a prompt or event: `player` from `seat`, and
        whatever a game adds (resource names in the locale, ...)."""
        fields = dict(params)
        seat = params.get("seat")
        if isinstance(seat, int):
            fields["player"] = self.player_name(seat, locale, names)
        return fields

    def player_name(self, seat: Seat, locale: str, names: Sequence[str] | None = None) -> str:
        """The seat's player by name when names are known, else the seat's own name."""
        return names[seat] if names and seat < len(names) else self.seat_name(seat, locale)

    def prompt_text(
        self, state: State, prompt: Prompt, locale: str, names: Sequence[str] | None = None
    ) -> str:
        return self.question_text(prompt.seat, prompt.kind, prompt.params, locale, names)

    def question_text(
        self, seat: Seat, kind: str, params: Mapping[str, Any], locale: str,
        names: Sequence[str] | None = None,
    ) -> str:
        """The sentence of a prompt of `kind` to `seat` with `params`: what the channel
        reads with the prompt, and the board with the public view's `pending`."""
        fields = self.text_params({**params, "seat": seat}, locale, names)
        return self.catalog.text(locale, f"prompt.{kind}", **fields)

    def event_text(self, event: Event, locale: str, names: Sequence[str] | None = None) -> str:
        params = self.text_params(event.params, locale, names)
        return self.catalog.text(locale, f"event.{event.kind}", **params)

    def result_lines(
        self, result: Result, locale: str, names: Sequence[str] | None = None
    ) -> list[str]:
        """Sentences that explain a final result in words: how it was won, and
        how equal scores were ordered. None by default (the ranking speaks)."""
        return []

    def public_scores(self, view: View) -> list[int]:
        """Each seat's points as the public view `view` shows them (`state.view(None)`):
        the score track while the game goes on, the final scores once the view holds
        the result. A game without a running score may give what each seat would
        score if the game ended now, but only from what the view holds, so that a
        score graph posted in the channel tells nothing secret. The default: no
        scores known ([]), and no graph is drawn."""
        return []

    def option_text(
        self, name: str, value: str, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """A chosen option as a reader reads it (`/game status`): its name and value in
        `locale` from the game's catalog (`optname.<name>`, `optvalue.<name>.<value>`,
        `optvalue.<name>.number` for a number, each part of a comma list on its own);
        a value without words (a map number) as it is. Never the raw `name=value`."""
        t = self.catalog.text
        label = t(locale, f"optname.{name}") if self.catalog.has(f"optname.{name}") else (
            name.replace("_", " "))
        parts = [self.option_value_text(name, part.strip(), locale, names)
                 for part in str(value).split(",")]
        return f"{label}: {', '.join(parts)}"

    def option_value_text(
        self, name: str, value: str, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """One value of an option in `locale` (see `option_text`)."""
        if self.catalog.has(f"optvalue.{name}.{value}"):
            return self.catalog.text(locale, f"optvalue.{name}.{value}")
        if value.isdigit() and self.catalog.has(f"optvalue.{name}.number"):
            return self.catalog.text(locale, f"optvalue.{name}.number", n=value)
        return value

    def public_score_parts(self, view: View) -> list[dict[str, int]]:
        """`public_scores(view)` part by part, per seat, for a game whose score is made
        of parts a reader should see (Near and Far: its final scoring applied now),
        from the public view only. The default: none ([])."""
        return []

    def score_notes(
        self, view: View, locale: str, names: Sequence[str] | None = None
    ) -> list[str]:
        """Lines that explain `public_scores(view)` where the numbers alone would puzzle
        (Near and Far: the points if the game ended now, part by part, a card in hand
        costing 1), for `/game status`, from the public view. The default: none."""
        return []

    def stage_text(self, view: View, locale: str) -> str:
        """Where the game stands, from the public view (`state.view(None)`), for
        `/game status`: the round, the phase, the final turns ("Round 2 · Daylight").
        The default says nothing ("")."""
        return ""

    def play_order(self, view: View, players: int) -> list[Seat]:
        """The seats in the order they play, from the public view: the first player,
        then who follows (Root 5.1.1 draws both; the other games draw the first
        player and go round the seats). `/game start` announces it and `/game
        status` lists it (issue 25: both listed the seats in the order they joined
        while play went otherwise). Every game's view names it `turn_order`; a view
        without a whole one (a game not begun) plays by seat."""
        order = view.get("turn_order")
        if isinstance(order, list) and sorted(int(s) for s in order) == list(range(players)):
            return [int(s) for s in order]
        return list(range(players))

    def seat_role(self, view: View, seat: Seat, locale: str) -> str:
        """What the seat plays, from the public view, for the seat lines of
        `/game start` and `/game status` (Root: its faction, which may have been
        drawn or chosen). The default: nothing ("")."""
        return ""

    def name(self, locale: str = "en") -> str:
        return self.catalog.text(locale, "game.name")

    def rules_topics(self) -> list[str]:
        """Topics `/game rules` offers; the text is `rules.<topic>` in the catalog."""
        prefix = "rules."
        return sorted(k[len(prefix):] for k in self.catalog.keys("en") if k.startswith(prefix))

    def rules_topic_name(self, topic: str, locale: str) -> str:
        """A rules topic as its reader calls it: `topic.<topic>` in the catalog
        (Spanish: `cabañas` for `huts`), else the topic's own name."""
        key = f"topic.{topic}"
        if key in self.catalog.keys(locale) or key in self.catalog.keys("en"):
            return self.catalog.text(locale, key)
        return topic

    def lookup_entries(self, locale: str) -> list[Entry]:
        """What `/game card` can look up in this game (cards, artifacts, trolls,
        spells, buildings...), named in `locale`, in a stable order; each entry's
        id is unique within the game. The default: nothing."""
        return []

    def lookup_text(self, entry_id: str, locale: str) -> str | None:
        """The entry's text in `locale`: its name and kind, its cost, what it does
        (our own words); None for an id that is not an entry."""
        return None

    def notation_file(
        self,
        players: int,
        options: Mapping[str, str],
        seed: int,
        actions: Sequence[tuple[Seat, str]],
        names: Sequence[str],
    ) -> tuple[str, str] | None:
        """The game as a file in its players' community notation, from what the
        whole table saw (file name, text), for `/game export`: `actions` are the
        standing (seat, action text) from setup with these players, options and
        seed. None: the game has no such notation (the default; Root: Rootlog,
        games/root/rootlog)."""
        return None

    def hand_text(
        self, state: State, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """The seat's private information as text (for `/hand`); the seat is
        named by its player's name when `names` are given."""
        return json.dumps(state.view(seat).get("private", {}), ensure_ascii=False)

    # -- AI -------------------------------------------------------------------
    def agent(self, kind: str) -> Agent:
        """The AI player of that kind (`AGENT_KINDS`) for this game. A game with
        players of its own (Root's faction agents) overrides this; the others get
        the generic ones. The searching player (`search`) uses the game's own
        heuristic player for the order in which it tries the first moves."""
        return make_agent(kind, heuristic=lambda: self.agent("heuristic"))

    def evaluate(self, state: State, seat: Seat) -> float:
        """How good `state` looks for `seat` (the heuristic agent maximises it)."""
        result = state.result()
        if result is not None:
            return float(result.scores[seat]) + (1000.0 if seat in result.winners else 0.0)
        return 0.0

    def evaluate_all(self, state: State) -> list[float]:
        """`evaluate` for every seat, in seat order (the search's value vector).
        A game whose judgement of one seat already weighs all of them (Root)
        overrides this to judge each seat once."""
        players = int(getattr(state, "players", 0)) or int(state.view(None)["players"])
        return [self.evaluate(state, seat) for seat in range(players)]

    search_rate: ClassVar[float] = 500.0
    """Search iterations per second of one core on a mid-game position
    (bench/bench_search.py measures it): a decision's time budget becomes this
    many iterations per second, so a seed decides the same on every machine
    (games/core/search.py `Budget`). Each game sets its own."""

    search_playout: ClassVar[int] = 0
    """Moves the search plays with the game's heuristic player after a new node,
    before `evaluate` judges it: none where `evaluate` judges a position well
    enough by itself (iterations stay cheap), a few where it misses what a turn
    brings."""

    def search_playout_agent(self) -> Agent | None:
        """The player of the search's playouts (`search_playout`), None (the
        default): the game's heuristic player. A game may give one that decides on
        the position it is given as it is: a playout's position is already the
        search's determinization (what the searching seat may know, the rest drawn),
        so drawing again at every move is cost without use."""
        return None

    def search_macros(self, state: State, seat: Seat) -> list[Macro] | None:
        """Where one action is too small a step for the search, whole sequences of
        the seat's actions as single steps of its tree, ranked best first
        (games/core/search.py, "Macro steps"); None (the default) where the legal
        actions themselves are the steps. Worked out from `state` only (the
        search's determinization: what the seat may know)."""
        return None

    def search_settled(self, state: State, seat: Seat, legal: list[Any]) -> Any | None:
        """An action the searching player takes here without searching (its rule of
        thumb settles the question, and the tree spends no iterations on it), or
        None: search among `legal`. Asked at the searched position and at every
        node of the tree, so it must be cheap and read only what `seat` may see.
        Default None (Mountain King: the payment the rulebook advises)."""
        return None

    def search_pick_margin(self, state: State, seat: Seat) -> float:
        """How much better (in the search's values, [0, 1]) another move's mean must
        be than the heuristic player's pick's for the search to play it at the
        searched position `state`; the pick's mean counts this much more when the
        root's children are selected, so it keeps its visits while no other move
        beats it by the margin (games/core/search.py, "Confidence"). Default 0.0:
        no margin, the most visited move is played (every game but Near and Far)."""
        return 0.0

    def search_stepwise(self, action: Any) -> bool:
        """Whether `action` is one of the single steps `search_macros` stands for
        (offered in macros, not on its own, where macros are offered)."""
        return False

    search_playout_turn: ClassVar[bool] = False
    """True: the playout (`search_playout` moves at most) stops where the turn being
    played ends, so positions are judged between turns."""

    search_playout_turns: ClassVar[int] = 1
    """With `search_playout_turn`: at which end of a turn the playout stops (1: the
    end of the turn being played; 3 at two players: the end of the searching seat's
    next turn, so what a turn prepares is judged when the next one has used it)."""

    def search_rate_at(self, players: int) -> float:
        """`search_rate` at a table of `players`: a game whose iterations cost more
        at a bigger table (`search_rivals_greedy`) gives fewer there, so a decision
        keeps to its seconds. The default: `search_rate` at every table."""
        return self.search_rate

    def search_rivals_greedy(self, players: int) -> bool:
        """True: in the search's tree, the seats other than the searching one are
        not searched: each takes the action the game's `evaluate` likes best for
        it, one ply ahead, as the heuristic player picks (games/core/search.py,
        "Rivals"); where rivals' choices are many and the budget small, the tree
        spent its iterations on their moves tried at random. False (the default):
        every seat is searched for its own value (max^n)."""
        return False

    search_scale: ClassVar[float] = 5.0
    """How much `evaluate` is a clear advantage: the search maps a judgement `e`
    to `logistic((e - e_now) / search_scale)` in [0, 1]."""

    # -- replay ---------------------------------------------------------------
    def replay(
        self,
        players: int,
        options: Mapping[str, str] | None,
        seed: int,
        actions: Sequence[tuple[Seat, str]],
    ) -> State:
        """The state after applying logged actions (seat, notation) from setup."""
        state = self.setup(players, options, seed)
        for seat, text in actions:
            state.apply(seat, text)
        return state

    def __repr__(self) -> str:
        return f"<Game {self.id}>"
