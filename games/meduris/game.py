"""Meduris as a registered game: options, notation, texts and the AI's eye."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core.data import data_path
from games.core.errors import BadNotation, OptionError
from games.core.game import Game, State
from games.core.i18n import Catalog, register_catalog
from games.core.lookup import Entry
from games.core.types import OptionSpec, Result, Seat
from games.meduris import actions, building, druid, lookup, outlook, payment, workers
from games.meduris.actions import (
    Build,
    MedurisAction,
    MoveWorker,
    Offer,
    Pay,
    PlaceBonus,
    PlaceWorker,
    Return,
    Roll,
    Take,
)
from games.meduris.board import RESOURCES, components
from games.meduris.forms import FORMS
from games.meduris.scoring import rune_points
from games.meduris.setup import setup
from games.meduris.state import MedurisState

_LABELS_KEPT = 10_000
_RESOURCE_PARAMS = frozenset({"resource", "highland", "from_highland", "face", "to"})
"""Text parameters naming a resource or highland (`res.<name>` in the catalog)."""
_WORD_PARAMS = {"token": "bonus.", "per": "word.per_", "kind": "word."}
"""Text parameters naming a word of the catalog: the key's beginning."""
_PARAM_KINDS = {
    **dict.fromkeys(_RESOURCE_PARAMS, "res"),
    **dict.fromkeys(_WORD_PARAMS, "word"),
    "from": "from", "amounts": "amounts", "paid": "paid", "offer": "offer", "winners": "winners",
}
"""How `Meduris.text_params` words each parameter it words (the others as they are)."""
_WORDS_KEPT = 4096


SEARCH_RATES_WITH_RIVALS = {3: 1100.0, 4: 800.0}
"""Iterations per second of budget where the rivals take the heuristic's pick in
the search's tree (`Meduris.search_rivals_greedy`): each pick judges every legal
action of the rival one ply ahead, so an iteration costs about 2.6 times as much
at three players and 3.5 times at four as heads-up (mid-game positions, 200
iterations). At four, 800 (400 iterations at `ai_time=0.5s`): the arena's
decisions took a median 243 ms of CPU at 0.5 s, as many as the 850 searched ones
did before, p95 947 ms (bench/README.md, "Meduris at four seats"); three takes
the same share (800 x 3.5 / 2.6), not measured in games."""


class Meduris(Game):
    id = "meduris"
    forms = FORMS
    min_players = 2
    max_players = 4
    search_rate = 1700.0
    """About 70 % of the search's iterations per CPU-second in whole mid-game
    decisions (2,430 at 2 players, 2,250 at 4; 5,300 and 3,900 in short ones:
    the tree deepens), bench/bench_search.py, so a decision's budget holds on a
    busier machine. At two players; at three and four, `SEARCH_RATES_WITH_RIVALS`."""
    options = (
        OptionSpec("first_player", ("random", "1", "2", "3", "4"), "random", "option.first_player"),
        OptionSpec("bonus", ("place", "random", "spread"), "place", "option.bonus"),
        # Sessions stored before the printed reading became the default: one per worker.
        OptionSpec("plus_one", ("player", "worker"), "player", "option.plus_one", legacy="worker"),
    )

    def __init__(self) -> None:
        self.catalog = Catalog([data_path("meduris", "i18n")])
        register_catalog(self.catalog)
        # Labels made from what they depend on alone (the board's side, the plot,
        # the price...), kept: a menu labels every legal action at every position,
        # most of them as the position before (bench_throughput's profile: a
        # fifth of a move). A few thousand keys at most.
        self._labels: dict[tuple[Any, ...], str] = {}
        # Words of text parameters by (locale, prefix, value) (`_word`, `_paid_text`).
        self._words: dict[tuple[str, str, str], str] = {}

    def validate_options(
        self, players: int, raw: Mapping[str, str] | None = None
    ) -> dict[str, str]:
        chosen = super().validate_options(players, raw)
        first = chosen["first_player"]
        if first != "random" and int(first) > players:
            raise OptionError("meduris.error.first_player", value=first, players=players)
        return chosen

    def _setup(self, players: int, options: dict[str, str], seed: int) -> State:
        return setup(players, options, seed)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return MedurisState.from_json(data)

    def _parse_action(self, text: str) -> MedurisAction:
        return actions.parse(text)

    # -- words -------------------------------------------------------------------
    def seat_name(self, seat: Seat, locale: str = "en") -> str:
        return self.catalog.text(locale, f"colour.{components()['colours'][seat]}")

    def text_params(
        self, params: Mapping[str, Any], locale: str, names: Sequence[str] | None = None
    ) -> dict[str, Any]:
        fields = super().text_params(params, locale, names)
        word = self._word
        # The parameters an event or prompt has (two to four) read one by one, each
        # found by its kind in one look-up, rather than each parameter any of them
        # may have looked for (every event sentence and question of a move comes
        # through here).
        for key, value in params.items():
            kind = _PARAM_KINDS.get(key)
            if kind is None:
                continue
            if kind == "res":
                if isinstance(value, str):
                    fields[key] = word(locale, "res.", value)
            elif kind == "from":
                if "seat" not in params:
                    continue
                if isinstance(value, str):
                    fields["from"] = word(locale, "res.", value)
                elif isinstance(value, int):
                    fields["from"] = self.player_name(value, locale, names)
                else:
                    fields["from"] = self.catalog.text(locale, "word.supply")
            elif kind == "amounts":
                if isinstance(value, dict):
                    fields["amounts"] = self.amounts_text(value, locale)
            elif kind == "paid":
                if isinstance(value, str):
                    fields["paid"] = self._paid_text(value, locale)
            elif kind == "word":
                if isinstance(value, str):
                    fields[key] = word(locale, _WORD_PARAMS[key], value)
            elif kind == "offer":
                if isinstance(value, str):
                    fields["offer"] = self._offer_text(value, locale)
            elif isinstance(value, list):  # "winners"
                fields["winners"] = ", ".join(self.player_name(s, locale, names) for s in value)
        points = params.get("points")
        if isinstance(points, int):
            fields["sign"] = "+" if points > 0 else ""  # "+2 points", "-1 point"
        return fields

    def _word(self, locale: str, prefix: str, value: str) -> str:
        """`catalog.text(locale, prefix + value)` (a resource's or a word's name),
        kept: two or three a sentence."""
        key = (locale, prefix, value)
        found = self._words.get(key)
        if found is None:
            if len(self._words) >= _WORDS_KEPT:
                self._words.clear()
            found = self._words[key] = self.catalog.text(locale, prefix + value)
        return found

    def _paid_text(self, paid: str, locale: str) -> str:
        """A payment's notation (`1wood 1stone`) in words, kept as `_word` keeps
        names (writing it out parses the notation: the slowest part of a build's
        sentence)."""
        key = (locale, "paid", paid)
        found = self._words.get(key)
        if found is None:
            text = self.amounts_text(_counts_of(paid), locale)
            if len(self._words) >= _WORDS_KEPT:
                self._words.clear()
            found = self._words[key] = text
        return found

    def result_lines(
        self, result: Result, locale: str, names: Sequence[str] | None = None
    ) -> list[str]:
        """For every group of equal scores, the tie-break as the rules read it
        (most buildings, then most resources left; still equal: all of them
        share the place)."""
        built = result.details.get("buildings", [])
        left = result.details.get("resources_left", [])
        if not built:
            return []
        lines = []
        for score, tied in result.tied_groups():
            parts = ", ".join(
                self.catalog.text(
                    locale, "result.tie_part", name=self.player_name(s, locale, names),
                    buildings=built[s], resources=left[s],
                )
                for s in tied
            )
            lines.append(self.catalog.text(locale, "result.tiebreak", score=score, parts=parts))
        return lines

    def _offer_text(self, notation: str, locale: str) -> str:
        """What was offered, in words: the resources, the druid token, or nothing
        (the event keeps the offer's notation, `offer 1copper`)."""
        try:
            action = actions.parse(notation)
        except BadNotation:
            return notation
        if not isinstance(action, Offer):
            return notation
        if action.token:
            return self.catalog.text(locale, "word.druid_token")
        if not any(action.amounts):
            return self.catalog.text(locale, "word.nothing")
        return self.amounts_text(_named(action.amounts), locale)

    def amounts_text(self, amounts: Mapping[str, int], locale: str) -> str:
        parts = [f"{n} {self.catalog.text(locale, f'res.{r}')}" for r, n in amounts.items() if n]
        return ", ".join(parts) or self.catalog.text(locale, "word.nothing")

    def _keep(self, key: tuple[Any, ...], label: str) -> str:
        """Keep `label` as the one of `key` (all it depends on)."""
        if len(self._labels) >= _LABELS_KEPT:
            self._labels.clear()
        self._labels[key] = label
        return label

    def label(
        self, state: State, action: MedurisAction, locale: str, names: Sequence[str] | None = None
    ) -> str:
        assert isinstance(state, MedurisState)
        t = self.catalog.text
        # The two a menu labels most (each free plot, in the setup and at builds) first.
        if isinstance(action, Build):
            return self._build_label(state, action, locale)
        if isinstance(action, PlaceBonus):
            return self._bonus_label(state, action, locale)
        if isinstance(action, PlaceWorker):
            kept = ("place", locale, action.highland)
            return self._labels.get(kept) or self._keep(
                kept, t(locale, "label.place", highland=t(locale, f"res.{action.highland}"))
            )
        if isinstance(action, MoveWorker):
            return self._move_label(state, action, locale)
        if isinstance(action, Take | Pay):
            key = "label.take" if isinstance(action, Take) else "label.pay"
            # Kept by the amounts (a tuple of counts), as the others are: the
            # resources' names were written out again for each.
            counted = (key, locale, action.amounts)
            return self._labels.get(counted) or self._keep(counted, t(
                locale, key, amounts=self.amounts_text(_named(action.amounts), locale)
            ))
        if isinstance(action, Roll):
            return t(locale, "label.roll")
        if isinstance(action, Return):
            return t(locale, "label.return", resource=t(locale, f"res.{action.resource}"))
        return self._offer_label(state, action, locale)

    def _move_label(self, state: MedurisState, action: MoveWorker, locale: str) -> str:
        stack = state.highlands.get(action.source, [])
        if not 0 < action.height <= len(stack):
            return str(action)  # no such worker: the notation says it all
        mover = stack[action.height - 1]
        gain = workers.move_gain(state, mover, action)
        # Kept by all it depends on, as the build labels are: a big benefit's menu
        # labels every move of every worker (three catalog texts each).
        key = ("move", locale, action.source, action.height, action.target, gain)
        return self._labels.get(key) or self._keep(key, self.catalog.text(
            locale,
            "label.move",
            source=self.catalog.text(locale, f"res.{action.source}"),
            height=action.height,
            target=self.catalog.text(locale, f"res.{action.target}"),
            gain=gain,
        ))

    def _bonus_label(self, state: MedurisState, action: PlaceBonus, locale: str) -> str:
        key = ("bonus", locale, state.side, action.plot)
        label = self._labels.get(key)
        return label or self._keep(key, self._make_bonus_label(state, action, locale))

    def _make_bonus_label(self, state: MedurisState, action: PlaceBonus, locale: str) -> str:
        if not 0 < action.plot <= state.board.size:
            return str(action)
        plot = state.board.plots[action.plot - 1]
        icons = " + ".join(self.catalog.text(locale, f"res.{i}") for i in plot.icons)
        return self.catalog.text(
            locale, "label.bonus", plot=action.plot, area=plot.area + 1, icons=icons
        )

    def _build_label(self, state: MedurisState, action: Build, locale: str) -> str:
        index = action.plot - 1
        if not 0 <= index < state.board.size or state.buildings[index] is not None:
            return str(action)  # not a place to build: the notation says it all
        hut = action.kind == "hut"
        token = state.bonus[index] if hut else None
        # The price is the plot's icons times `times` (the settlement's size for a
        # hut, 1 for a temple; None: free), so the key holds `times`, and the price
        # is worked out only for a label not kept yet.
        if hut and token == "free_hut":
            times = None
        else:
            times = building.settlement_size_with(state, index) if hut else 1
        key = ("build", locale, state.side, action.plot, action.kind, times, token)
        label = self._labels.get(key)
        if label:
            return label
        need = None if times is None else building.requirement(state, action.kind, index)
        return self._keep(key, self._make_build_label(state, action, locale, need, token))

    def _make_build_label(
        self, state: MedurisState, action: Build, locale: str,
        need: Sequence[int] | None, token: str | None,
    ) -> str:
        """The label of a build on a free plot: its place, its price (`need`, None
        when free) and the hut's bonus token there."""
        plot = state.board.plots[action.plot - 1]
        if need is None:
            cost = self.catalog.text(locale, "word.free")
        else:
            cost = self.amounts_text(_named(need), locale)
        key = "label.hut" if action.kind == "hut" else "label.temple"
        extra = ""
        if token:
            extra = " · " + self.catalog.text(locale, f"bonus.{token}")
        return self.catalog.text(
            locale, key, plot=action.plot, area=plot.area + 1, cost=cost
        ) + extra

    def _offer_label(self, state: MedurisState, action: Offer, locale: str) -> str:
        _, size = druid.current_visit(state.stack[-1]["visits"])
        if action.token:
            return self.catalog.text(locale, "label.offer_token", points=size)
        if not any(action.amounts):
            return self.catalog.text(locale, "label.offer_none")
        points = size if payment.total(action.amounts) % 2 == 0 else 1
        amounts = self.amounts_text(_named(action.amounts), locale)
        return self.catalog.text(locale, "label.offer", amounts=amounts, points=points)

    def stage_text(self, view: Mapping[str, Any], locale: str) -> str:
        """Setup (the bonus markers), the turns, or the last round once the end
        is triggered."""
        if view.get("phase") == "place_bonus":
            return self.catalog.text(locale, "stage.setup")
        if view.get("phase") == "over" or view.get("result"):
            return ""
        key = "stage.final" if view.get("end_triggered") else "stage.play"
        return self.catalog.text(locale, key)

    def public_scores(self, view: Mapping[str, Any]) -> list[int]:
        """The score track ("Puntuación"), then the final scores once the game is over."""
        result = view.get("result")
        if result:
            return [int(score) for score in result["scores"]]
        return [int(seat["score"]) for seat in view["seats"]]

    def lookup_entries(self, locale: str) -> list[Entry]:
        return lookup.entries(self.catalog, locale)

    def lookup_text(self, entry_id: str, locale: str) -> str | None:
        return lookup.text(self.catalog, entry_id, locale)

    def hand_text(
        self, state: State, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> str:
        assert isinstance(state, MedurisState)
        amounts = dict(zip(RESOURCES, state.resources[seat], strict=True))
        return self.catalog.text(
            locale,
            "hand",
            player=self.player_name(seat, locale, names),
            amounts=self.amounts_text(amounts, locale),
            total=sum(amounts.values()),
            huts=state.huts_left[seat],
            temples=state.temples_left[seat],
        )

    # -- the AI's eye --------------------------------------------------------------
    def evaluate(self, state: State, seat: Seat) -> float:
        """Points now, plus what runes, resources and buildings are likely worth
        later. Only the seat's own screen and the public board are looked at."""
        assert isinstance(state, MedurisState)
        if state.awaiting_payment() is not None and state.active == seat:
            state = _paid_the_cheapest_way(state, seat)
        result = state.result()
        if result is not None:
            return super().evaluate(state, seat)
        runes = sum(1 for holder in state.runes if holder == seat)
        built = state.built_count(seat)
        resources = sum(state.resources[seat])
        best_rival = max((state.scores[s] for s in range(state.players) if s != seat), default=0)
        return (
            state.scores[seat]
            + 0.7 * rune_points(runes)
            + 0.45 * min(resources, 14)
            + 1.6 * built
            - 0.25 * best_rival
        )

    def search_rivals_greedy(self, players: int) -> bool:
        """At three and four players the search does not search its rivals'
        choices: each rival takes the heuristic player's pick (`evaluate`, one
        ply) in the tree. Searched for their own chance of winning (max^n), the
        three rivals' moves between two of its own were each tried at random
        first (eight a node before any was preferred), so at its budget the tree
        judged its moves after rivals' random ones: it finished below the
        heuristic seats on average (docs/rules/meduris.md, "AI players"). Heads-up
        the rival stays searched (its 72 % was measured so)."""
        return players > 2

    def search_rate_at(self, players: int) -> float:
        """The rivals' picks make an iteration dearer at three and four players
        (`SEARCH_RATES_WITH_RIVALS`); heads-up, `search_rate`."""
        return SEARCH_RATES_WITH_RIVALS.get(players, self.search_rate)

    def search_settled(self, state: State, seat: Seat, legal: list[Any]) -> Any | None:
        """The search pays, takes at "+1" and gives back at "-1" by a rule of thumb,
        for its own seat and its rivals' alike, instead of searching the ways:
        the judgement (`evaluate_all`, as the heuristic's `evaluate`) counts how
        many resources are held, not of which kind, so every way to pay the same
        count, every resource taken and every one given back look the same to it,
        and these questions took iterations from the ones that matter (where to
        build, what to offer, which worker to move). The answer is among the
        heuristic player's own best (the fewest resources paid), the one that
        leaves the most kinds held and the least of any one kind (`_balance`):
        a spread holding affords more plots' icons (docs/rules/meduris.md, "AI
        players"). Reads only `legal` and the seat's own screen."""
        assert isinstance(state, MedurisState)
        first = legal[0] if legal else None
        if not isinstance(first, Pay | Take | Return):
            return None
        kind = type(first)
        if not all(type(action) is kind for action in legal):
            return None
        held = state.holding(seat)
        if isinstance(first, Pay):
            cheapest = min(payment.total(action.amounts) for action in legal)
            ways = [a for a in legal if payment.total(a.amounts) == cheapest]
            return min(ways, key=lambda a: _balance(payment.subtract(held, a.amounts)))
        if isinstance(first, Take):
            return min(legal, key=lambda a: _balance(payment.add(held, a.amounts)))
        return min(
            legal, key=lambda a: _balance(
                [h - (r == a.resource) for r, h in zip(RESOURCES, held, strict=True)]
            )
        )

    def evaluate_all(self, state: State) -> list[float]:
        """The search's value vector: each seat's chance of winning from its lead
        and the turns left (`outlook.chances`); `evaluate` stays the heuristic
        player's. A building still waiting for its payment is judged paid the
        cheapest way."""
        assert isinstance(state, MedurisState)
        if state.result() is not None:
            return super().evaluate_all(state)
        if state.awaiting_payment() is not None:
            state = _paid_the_cheapest_way(state, state.active)
        return outlook.chances(state)


def _paid_the_cheapest_way(state: MedurisState, seat: Seat) -> MedurisState:
    """A building still waiting for its payment, paid with the fewest resources
    (`legal` lists them cheapest first): the agent weighs a building by what it
    brings and costs, not as a question still open."""
    paid = state.clone()
    paid.apply(seat, paid.legal(seat)[0], trusted=True)
    return paid


def _balance(left: Sequence[int]) -> tuple[int, int]:
    """How spread a holding is, smaller better: the most kinds held, then the least
    of the kind held most (`Meduris.search_settled`; ties: the first legal)."""
    return (-sum(1 for n in left if n > 0), max(left))


def _named(amounts: Sequence[int]) -> dict[str, int]:
    return {r: n for r, n in zip(RESOURCES, amounts, strict=True) if n}


def _counts_of(text: str) -> dict[str, int]:
    parsed = payment.parse(text.split()) if text else None
    return _named(parsed) if parsed else {}
