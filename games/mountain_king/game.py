"""In the Hall of the Mountain King as a registered game: options, notation,
texts and the AI's eye."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core.agents import Agent
from games.core.data import data_path
from games.core.errors import OptionError
from games.core.game import Game, State
from games.core.i18n import Catalog, register_catalog
from games.core.lookup import Entry
from games.core.rng import Rng
from games.core.types import Event, OptionSpec, Result, Seat
from games.mountain_king import actions as act
from games.mountain_king import lookup, resources, scoring, views
from games.mountain_king.agent import MountainKingAgent
from games.mountain_king.components import (
    COLOURS,
    RESOURCES,
    board,
    hall_shapes,
    orient,
    rules,
    trolls,
    tunnel_points,
    tunnel_shapes,
)
from games.mountain_king.dig import cost
from games.mountain_king.forms import FORMS
from games.mountain_king.recruit import bribe_targets
from games.mountain_king.setup import setup
from games.mountain_king.spending import unloading
from games.mountain_king.state import MountainKingState


class MountainKing(Game):
    id = "mountain_king"
    forms = FORMS
    min_players = 2
    max_players = 5
    search_playout = 6
    """The search judges a new node after six moves of the heuristic player: the
    judgement alone misses what a dig or a recruit leads to (0 of 4 games won
    against the heuristic at 100 iterations without; 4 of 4 at 60 with)."""
    search_rate = 200.0
    """About 55-70 % of the search's iterations per CPU-second in whole mid-game
    decisions, with its playouts (359 and 424 at 2 and 4 players since a tile's
    spots are listed once per layout of tunnels, issue 33; 217 and 247 before,
    bench/bench_search.py 2026-12-05), so a decision's budget holds on a busier
    machine."""
    options = (
        OptionSpec("first_player", ("random", "1", "2", "3", "4", "5"), "random",
                   "option.first_player"),
        OptionSpec("side", ("auto", "winter", "autumn"), "auto", "option.side"),
        OptionSpec("team", ("false", "true"), "false", "option.team"),
        OptionSpec("size2", ("zero", "printed"), "zero", "option.size2"),
        # The rulebook by default; each other value is one of our changes
        # (docs/rules/mountain_king.md, "The rulebook as printed").
        OptionSpec("extra_start", ("printed", "retuned"), "printed", "option.extra_start"),
        OptionSpec("gates", ("printed", "mirrored"), "printed", "option.gates"),
        OptionSpec("spending", ("choose", "trolls_first"), "choose", "option.spending"),
    )

    def __init__(self) -> None:
        self.catalog = Catalog([data_path("mountain_king", "i18n")])
        register_catalog(self.catalog)

    def validate_options(
        self, players: int, raw: Mapping[str, str] | None = None
    ) -> dict[str, str]:
        chosen = super().validate_options(players, raw)
        first = chosen["first_player"]
        if first != "random" and int(first) > players:
            raise OptionError("mountain_king.error.first_player", value=first, players=players)
        allowed = rules()["sides"][str(players)]
        if chosen["side"] != "auto" and chosen["side"] not in allowed:
            raise OptionError("mountain_king.error.side", side=chosen["side"], players=players)
        team = chosen["team"] == "true"
        if team and players != 4:
            raise OptionError("mountain_king.error.team", players=players)
        # Our retunes change only the tables they were made for: said, not ignored.
        if chosen["extra_start"] == "retuned" and not (players == 3 or team):
            raise OptionError("mountain_king.error.extra_start", players=players)
        if chosen["gates"] == "mirrored" and (players != 2 or chosen["side"] == "winter"):
            raise OptionError("mountain_king.error.gates", players=players)
        return chosen

    def stored_options(self, players: int, options: Mapping[str, str]) -> dict[str, str]:
        """A session stored before the printed rules became the defaults (issue 10)
        was played with our retunes where they applied (3 players or team play; two
        players on autumn's mirrored gates) and paid trolls first."""
        upgraded = super().stored_options(players, options)
        if "spending" not in options:
            team = options.get("team") == "true"
            two_on_autumn = players == 2 and options.get("side") != "winter"
            upgraded["extra_start"] = "retuned" if players == 3 or team else "printed"
            upgraded["gates"] = "mirrored" if two_on_autumn else "printed"
            upgraded["spending"] = "trolls_first"
        return upgraded

    def _setup(self, players: int, options: dict[str, str], seed: int) -> State:
        return setup(players, options, seed)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return MountainKingState.from_json(dict(data))

    def _parse_action(self, text: str) -> act.MountainKingAction:
        return act.parse(text)

    # -- words ---------------------------------------------------------------------------
    def result_lines(
        self, result: Result, locale: str, names: Sequence[str] | None = None
    ) -> list[str]:
        """Equal honour is broken by the lowest total level of recruited trolls
        (end of the game): say so, with each tied player's total."""
        levels = result.details.get("recruited_levels", [])
        if not levels:
            return []
        # Team play: partners share their honour and their levels are summed, so a
        # tie is between teams, never between partners.
        teams = result.details.get("teams") or list(range(len(levels)))
        lines = []
        for score, tied in result.tied_groups():
            groups = list(dict.fromkeys(teams[s] for s in tied))
            if len(groups) < 2:
                continue
            parts = ", ".join(
                self.catalog.text(
                    locale, "result.tie_part",
                    name=" + ".join(self.player_name(s, locale, names)
                                    for s in tied if teams[s] == group),
                    levels=sum(levels[s] for s in range(len(levels)) if teams[s] == group),
                )
                for group in groups
            )
            lines.append(self.catalog.text(locale, "result.tiebreak", score=score, parts=parts))
        return lines

    def seat_name(self, seat: Seat, locale: str = "en") -> str:
        return self.catalog.text(locale, f"colour.{COLOURS[seat]}")

    def amounts_text(self, amounts: Sequence[int] | Mapping[str, int], locale: str) -> str:
        pairs = amounts.items() if isinstance(amounts, Mapping) else zip(
            RESOURCES, amounts, strict=True
        )
        parts = [self.count_text(n, r, locale) for r, n in pairs if n]
        return ", ".join(parts) or self.catalog.text(locale, "word.nothing")

    def count_text(self, n: int, symbol: str, locale: str) -> str:
        """`1 coin`, `2 coins`, `1 fire cart`: the count with the name in the
        right number (`res.*` singular, `res_n.*` plural)."""
        return f"{n} {self.symbol_text(symbol, locale, plural=n != 1)}"

    def troll_text(self, card: str, locale: str) -> str:
        """`a level-2 Fire troll (iron + heartstone + fire cart)`: what a player
        needs to judge it; the card id is notation, not a word."""
        data = trolls()[card]
        counts: dict[str, int] = {}
        for symbol in data["produces"]:
            counts[symbol] = counts.get(symbol, 0) + 1
        produces = " + ".join(
            self.symbol_text(s, locale) if n == 1 else self.count_text(n, s, locale)
            for s, n in counts.items()
        )
        clan = self.catalog.text(locale, f"clan.{data['clan']}")
        key = "word.troll_start" if data["level"] == 0 else "word.troll"
        return self.catalog.text(locale, key, clan=clan, level=data["level"], produces=produces)

    def symbol_text(self, symbol: str, locale: str, plural: bool = False) -> str:
        if symbol.startswith("cart:"):
            prefix = "cart_n" if plural else "cart"
            return self.catalog.text(locale, f"{prefix}.{symbol.split(':')[1]}")
        return self.catalog.text(locale, f"{'res_n' if plural else 'res'}.{symbol}")

    def text_params(
        self, params: Mapping[str, Any], locale: str, names: Sequence[str] | None = None
    ) -> dict[str, Any]:
        fields = super().text_params(params, locale, names)
        t = self.catalog.text
        for key in ("resource", "mineral"):
            if isinstance(params.get(key), str):
                fields[key] = t(locale, f"res.{params[key]}")
        if isinstance(params.get("clan"), str):
            clan = params["clan"]
            fields["clan"] = t(locale, f"clan.{clan}")
            # "a Fire pedestal" but "an Ice statue": whole phrases per clan.
            fields["pedestal"] = t(locale, f"a_pedestal.{clan}")
            fields["statue"] = t(locale, f"a_statue.{clan}")
        if isinstance(params.get("kind"), str):
            fields["kind"] = t(locale, f"workshop_the.{params['kind']}")
        for key in ("spell", "new"):
            if isinstance(params.get(key), str):
                fields[key] = t(locale, f"spell.{params[key]}")
        if isinstance(params.get("hall"), str):
            fields["hall"] = t(locale, f"hall_the.{params['hall']}")
        if isinstance(params.get("card"), str):
            fields["card"] = self.troll_text(params["card"], locale)
        if isinstance(params.get("amounts"), list | dict):
            fields["amounts"] = self.amounts_text(params["amounts"], locale)
        if isinstance(params.get("parts"), list):
            parts = [act.PayPart(*p) for p in params["parts"]]
            fields["parts"] = self.payment_text(parts, locale)
        if isinstance(params.get("winners"), list):
            fields["winners"] = ", ".join(
                self.player_name(s, locale, names)
                for s in params["winners"]
            )
        for key in ("give", "get"):
            if isinstance(params.get(key), str):
                fields[key] = self.resource_words(params[key], locale)
        return fields

    def event_text(self, event: Event, locale: str, names: Sequence[str] | None = None) -> str:
        """The event's template, or its variant for one (`.one`), for nothing
        (`.none`) or for its cause (`.spell`) when the catalog has one."""
        key = f"event.{event.kind}"
        params = event.params
        variant = None
        if params.get("count") == 1:
            variant = "one"
        elif isinstance(params.get("amounts"), list) and not any(params["amounts"]):
            variant = "none"
        elif params.get("by") == "spell":
            variant = "spell"
        if variant and self.catalog.has(f"{key}.{variant}", locale):
            key = f"{key}.{variant}"
        return self.catalog.text(locale, key, **self.text_params(params, locale, names))

    def resource_words(self, text: str, locale: str) -> str:
        """`2stone`, `stone+iron`, `cart:fire` or `storage` in the reader's words."""
        if text == "storage":
            return self.catalog.text(locale, "word.storage")
        words = []
        for part in text.split("+"):
            digits = "".join(ch for ch in part if ch.isdigit())
            symbol = part.lstrip("0123456789")
            words.append(self.count_text(int(digits or 1), symbol, locale))
        return " + ".join(words)

    def label(
        self,
        state: State,
        action: act.MountainKingAction,
        locale: str,
        names: Sequence[str] | None = None,
    ) -> str:
        assert isinstance(state, MountainKingState)
        t = self.catalog.text
        if isinstance(action, act.Gate):
            return t(locale, "label.gate", cell=action.cell)
        if isinstance(action, act.Keep):
            return t(locale, "label.keep", card=self.troll_text(action.card, locale),
                     spot=action.spot)
        if isinstance(action, act.Cast):
            target = f" → {action.target}" if action.target else ""
            return t(locale, "label.cast", spell=t(locale, f"spell.{action.spell}"),
                     effect=t(locale, f"spell_text.{action.spell}")) + target
        if isinstance(action, act.Use):
            kind = state.workshops.get(str(state.board.cell_of(action.cell)), "")
            return t(locale, "label.use", kind=t(locale, f"workshop.{kind}"), cell=action.cell,
                     give=self.resource_words(action.give, locale),
                     get=self.resource_words(action.get, locale))
        if isinstance(action, act.Trade):
            return t(locale, "label.trade", resource=t(locale, f"res.{action.target}"))
        if isinstance(action, act.Give):
            return t(locale, "label.give", amounts=self.amounts_text(action.amounts, locale))
        if isinstance(action, act.Recruit):
            return self._recruit_label(state, action, locale)
        if isinstance(action, act.Dig):
            shape = tunnel_shapes()[action.shape]
            points = tunnel_points(shape.size, action.mineral,
                                   state.options.get("size2") == "printed")
            price = self.count_text(cost(state, shape.size), action.mineral, locale)
            return t(locale, "label.dig", shape=action.shape, size=shape.size, price=price,
                     points=points)
        if isinstance(action, act.Place):
            return self._place_label(state, action, locale)
        if isinstance(action, act.SetPedestal):
            if action.clan == "none":
                return t(locale, "label.pedestal_none")
            return t(locale, "label.pedestal", pedestal=t(locale, f"a_pedestal.{action.clan}"))
        if isinstance(action, act.Establish):
            if action.kind == "none":
                return t(locale, "label.establish_none")
            return t(locale, "label.establish", kind=t(locale, f"workshop_the.{action.kind}"),
                     effect=t(locale, f"workshop_text.{action.kind}"), cell=action.cell)
        if isinstance(action, act.TakePedestal):
            if action.clan == "none":
                return t(locale, "label.take_none")
            return t(locale, "label.take", pedestal=t(locale, f"a_pedestal.{action.clan}"))
        if isinstance(action, act.Pay):
            key = "label.unload" if unloading(state) else "label.pay"
            return t(locale, key, parts=self.payment_text(action.parts, locale))
        if isinstance(action, act.Skip):
            return t(locale, "label.skip")
        if isinstance(action, act.Hall):
            shape = hall_shapes()[action.hall]
            return t(locale, "label.hall", hall=t(locale, f"hall_the.{action.hall}"),
                     cell=action.cell, orientation=action.orientation, low=shape.low,
                     high=shape.high)
        if isinstance(action, act.MoveStatue):
            clan = state.statues.get(str(state.board.cell_of(action.source)), "fire")
            return t(locale, "label.move", clan=t(locale, f"clan.{clan}"),
                     source=action.source, target=action.target)
        return t(locale, "label.end")

    def payment_text(self, parts: Sequence[act.PayPart], locale: str) -> str:
        """`1 stone from A1, 3 stones from storage`: the spot names the troll."""
        words = []
        for part in parts:
            amount = self.count_text(part.count, part.symbol, locale)
            if part.place == "storage":
                words.append(self.catalog.text(locale, "word.from_storage", amount=amount))
            else:
                words.append(self.catalog.text(locale, "word.from_troll", amount=amount,
                                               spot=part.place))
        return ", ".join(words)

    def choice_path(
        self,
        state: State,
        seat: Seat,
        action: act.MountainKingAction,
        locale: str,
        names: Sequence[str] | None = None,
    ) -> list[tuple[str, str]]:
        """A payment part by part, in the order of its notation (a price can be
        paid in a hundred ways: six stones from storage and several trolls); a
        tunnel by its tile (`dig L4`, then the mineral) and a tile's placement by
        its orientation (`place r1`, then the cell), so that a menu of more than
        25 digs or placements is reached in steps (issue 25, item 11); anything
        else in one step. Every group key is refused as an action."""
        label = self.label(state, action, locale, names)
        if isinstance(action, act.Dig) and action.shape in tunnel_shapes():
            size = len(tunnel_shapes()[action.shape].cells)
            group = self.catalog.text(locale, "label.dig_group", shape=action.shape, size=size)
            return [(f"dig {action.shape}", group), (str(action), label)]
        if isinstance(action, act.Place):
            group = self.catalog.text(
                locale, "label.place_group", orientation=action.orientation
            )
            return [(f"place {action.orientation}", group), (str(action), label)]
        if not isinstance(action, act.Pay):
            return [(str(action), label)]
        steps = []
        for end in range(1, len(action.parts)):
            head = action.parts[:end]
            # The ellipsis makes the key a text `pay` refuses: a group, never a move.
            key = " ".join(["pay", *(str(p) for p in head), "…"])
            steps.append((key, self.catalog.text(
                locale, "label.pay_group", parts=self.payment_text(head, locale))))
        return [*steps, (str(action), label)]

    def _recruit_label(self, state: MountainKingState, action: act.Recruit, locale: str) -> str:
        row = state.horde.get(str(action.level), [])
        entry = row[action.slot - 1] if 0 < action.slot <= len(row) else None
        if entry is None:
            return str(action)
        coins = len(bribe_targets(state, action.level, action.slot - 1))
        key = {0: "label.recruit.free", 1: "label.recruit.one"}.get(coins, "label.recruit")
        return self.catalog.text(
            locale, key, card=self.troll_text(entry["card"], locale), spot=action.spot,
            coins=coins,
        )

    def _place_label(self, state: MountainKingState, action: act.Place, locale: str) -> str:
        """Where the tile lands, in words ("Cavar un túnel"): the squares it covers, its
        turn, the honour it scores, the anchor a pedestal may take, how deep it reaches,
        the rubble to pay for, the statues and buried resources it uncovers and the free
        workshop spaces it touches."""
        dig = state.progress.get("dig") or {}
        b = board(state.side)
        origin = b.cell_of(action.cell)
        if "shape" not in dig or origin is None:
            return str(action)
        shape = tunnel_shapes()[dig["shape"]]
        found = [(offsets, anchor) for name, offsets, anchor in shape.orientations()
                 if name == action.orientation]
        offsets, anchor = found[0] if found else (orient(shape.cells, action.orientation), None)
        x0, y0 = b.xy(origin)
        cells = [(y0 + dy) * b.size + x0 + dx for dx, dy in offsets
                 if 0 <= x0 + dx < b.size and 0 <= y0 + dy < b.size]
        if not cells:
            return str(action)
        t = self.catalog.text
        notes = [t(locale, "word.deepest", level=max(b.levels[c] for c in cells))]
        if anchor is not None and anchor < len(cells):
            notes.append(t(locale, "word.anchor", cell=b.cell_name(cells[anchor])))
        rubble = sum(1 for c in cells if c in b.rubble)
        if rubble:
            notes.append(t(locale, "word.rubble", count=rubble))
        statues = sum(1 for c in cells if str(c) in state.statues)
        if statues:
            notes.append(t(locale, "word.statues", count=statues))
        if any(c in b.buried for c in cells):
            notes.append(t(locale, "word.buried"))
        spaces = sorted({ws for c in cells for ws in b.neighbours[c]
                         if ws in b.workshop_spaces and str(ws) not in state.workshops})
        if spaces:
            notes.append(t(locale, "word.workshop_spaces", count=len(spaces),
                           cells=", ".join(b.cell_name(ws) for ws in spaces)))
        turn = t(locale, f"turn.{action.orientation[:2]}")
        if action.orientation.endswith("f"):
            turn = t(locale, "turn.mirrored", turn=turn)
        honour = tunnel_points(shape.size, str(dig.get("mineral", "stone")),
                               state.options.get("size2") == "printed")
        return t(locale, "label.place", shape=dig["shape"], orientation=action.orientation,
                 cell=action.cell, cells=", ".join(b.cell_name(c) for c in sorted(cells)),
                 turn=turn, honour=honour, notes=", ".join(notes))

    def stage_text(self, view: Mapping[str, Any], locale: str) -> str:
        """Setup (the gate and the draft), the turns, or the final turns left once
        the coronation has begun them."""
        phase = view.get("phase")
        if phase in ("gate", "draft"):
            return self.catalog.text(locale, "stage.setup")
        if phase == "over" or view.get("result"):
            return ""
        left = view.get("turns_left")
        if left is not None:
            return self.catalog.text(locale, "stage.final", count=int(left) + 1)
        return self.catalog.text(locale, "stage.play")

    def public_scores(self, view: Mapping[str, Any]) -> list[int]:
        """Honour on the track during the game; the final scores ("Puntuación final")
        once it is over, statues and halls counted."""
        result = view.get("result")
        if result:
            return [int(score) for score in result["scores"]]
        return [int(seat["honour"]) for seat in view["seats"]]

    def lookup_entries(self, locale: str) -> list[Entry]:
        return lookup.entries(self, locale)

    def lookup_text(self, entry_id: str, locale: str) -> str | None:
        return lookup.text(self, entry_id, locale)

    def hand_text(
        self, state: State, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> str:
        assert isinstance(state, MountainKingState)
        hand = ", ".join(self.troll_text(c, locale) for c in views.hand(state, seat))
        return self.catalog.text(
            locale, "hand", player=self.player_name(seat, locale, names),
            amounts=self.amounts_text(resources.holding(state, seat), locale),
            hand=hand or self.catalog.text(locale, "word.nothing"),
            pedestals=len(state.pedestals[state.group(seat)]), honour=state.honour[seat],
        )

    # -- the AI ----------------------------------------------------------------------------
    def agent(self, kind: str) -> Agent:
        if kind == "heuristic":
            return MountainKingAgent()
        return super().agent(kind)

    def search_settled(self, state: State, seat: Seat, legal: list[Any]) -> Any | None:
        """The search pays, and hands in four resources for a trade, as the heuristic
        player does, for its own seat and its rivals' alike, instead of searching
        the ways: a payment by the rulebook's advice (the trolls' resources first,
        the most restricted first: `paying.trolls_first`), a trade with what it
        holds most of. The judgement counts how much is held, not where nor of
        which kind, so it could not tell a payment that lets a troll produce again
        from one that does not, nor one trade-in from another, and these ways took
        iterations from the questions that matter (docs/rules/mountain_king.md,
        "AI players")."""
        assert isinstance(state, MountainKingState)
        phase = state.phase
        settled: Any | None = None
        if phase == "pay":
            settled = MountainKingAgent()._pay(state, seat)
        elif phase == "trade":
            settled = MountainKingAgent()._trade(state, seat, legal, Rng(0))
        return settled if settled in legal else None

    def evaluate(self, state: State, seat: Seat) -> float:
        """Honour so far plus what the end will likely add: statues and halls in
        the network, pedestal tokens, coronation, leftover sets, and a little for
        trolls and resources that will become honour later."""
        assert isinstance(state, MountainKingState)
        if state.result() is not None:
            return super().evaluate(state, seat)
        group = state.group(seat)
        statues, halls = scoring.tunnel_statue_points(
            state, scoring.group_network(state, group)
        )
        members = state.allies(seat)
        held = resources.holding(state, seat)
        return (
            sum(state.honour[s] + state.crowned[s] for s in members)
            + sum(state.tokens[group])
            + statues + halls
            + 0.35 * sum(held)
            + 1.5 * state.pyramid_size(seat)
            + 1.0 * len(state.pedestals[group])
        )
