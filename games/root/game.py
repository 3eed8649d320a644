"""Root as a game of the platform: options, setup, notation, texts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core.agents import Agent
from games.core.data import data_path, load_json
from games.core.errors import OptionError
from games.core.game import Game, State
from games.core.i18n import Catalog, register_catalog
from games.core.lookup import Entry
from games.core.rng import Rng
from games.core.types import Result
from games.root import board, cards, frames, hidden, lookup, notation, paths, rootlog, seating
from games.root.actions import card_name, faction_name, suit_name
from games.root.ai import RootAgent, judge, outlook
from games.root.factions.base import FACTIONS as FACTION_RULES
from games.root.factions.entry import NAMED_PARAMS, catalog_parts
from games.root.forms import FORMS
from games.root.mapdata import load_map
from games.root.options import (
    DOMINANCE,
    FACTIONS,
    FIRST_PLAYER,
    METHODS,
    OPTIONS,
    chosen,
)
from games.root.state import RootState


class Root(Game):
    forms = FORMS
    id = "root"
    min_players = 2
    # As many as the registered factions can seat (5.1.1), at most four: two
    # with the Marquise and the Eyrie alone, four once the Alliance and the
    # Vagabond are registered. Read from the registry each time (a descriptor).
    max_players = seating.SeatsAvailable()
    search_rate = 600.0
    """About 70 % of the search's iterations per CPU-second in whole mid-game
    decisions (820 at 2 players, 900 at 4; 1,470 and 1,010 in short ones),
    bench/bench_search.py, so a decision's budget holds on a busier machine."""
    # The printed rule is each option's default (games/root/options.py).
    options = OPTIONS

    def __init__(self) -> None:
        # One catalog folder per part of the engine, so each has one owner.
        parts = ("", "rules", "cards", "paths", *catalog_parts())  # the factions' own
        self.catalog = Catalog([data_path("root", "i18n", part) for part in parts])
        register_catalog(self.catalog)

    def validate_options(
        self, players: int, raw: Mapping[str, str] | None = None
    ) -> dict[str, str]:
        """The platform's checks, then Root's own for this table size: the
        first player is a seat of the table; the factions (5.1.1) are a legal
        table of registered factions (`games.root.seating`)."""
        options = super().validate_options(players, raw)
        first = options[FIRST_PLAYER.name]
        if first != "random" and int(first) > players:
            raise OptionError("root.error.first_player", value=first, players=players)
        listed = options[FACTIONS.name]
        if listed in METHODS:
            seating.check_method(players, listed)
        else:
            seating.check_listed(players, listed.split(","))
        if options[DOMINANCE.name] == "out" and players > 2:
            raise OptionError("root.error.dominance_out", players=players)
        return options

    def _setup(self, players: int, options: dict[str, str], seed: int) -> State:
        """5.1: the factions (5.1.1, by the table's method), the first player and
        the seating, the deck shuffled (5.1.3); then the `setup` frame deals and
        runs each faction's setup, once every seat has its faction."""
        method = options.get(FACTIONS.name, FACTIONS.default)
        rng = Rng(seed)
        first = options.get(FIRST_PLAYER.name, FIRST_PLAYER.default)
        order = seating.turn_order(rng, players, first)
        seating.check_method(players, method)  # a table that exists (`_setup` called directly)
        if method == seating.CHOOSE:
            seated = [seating.UNCHOSEN] * players
        elif method == seating.RANDOM:
            seated = seating.seat_ids(seating.random_factions(rng, players))
        else:
            names = method.split(",")
            seating.check_listed(players, names)
            seated = seating.seat_ids(names)
        woods = load_map("fall")
        state = RootState(
            players=players,
            options=dict(options),
            rng=rng,
            factions=seated,
            turn_order=order,
            board=board.empty_board(woods),
            hands=[[] for _ in range(players)],
            items_supply=dict(load_json("root", "general.json")["items_supply"]),
        )
        state.deck = cards.full_deck()
        if chosen(state, DOMINANCE) == "out":
            state.deck = [c for c in state.deck if cards.card(c).kind != "dominance"]
        rng.shuffle(state.deck)
        if method == seating.CHOOSE:
            frames.push(state, "setup")  # its `run` asks the seats first
        else:
            frames.push(state, "setup", remaining=seating.seat(state))
        frames.settle(state)
        return state

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return RootState.from_json(dict(data))

    def _parse_action(self, text: str) -> Any:
        return notation.parse(text)

    def label(
        self, state: State, action: Any, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """Root's labels name factions, never seats (the faction is the player's
        role on the board), so `names` are not needed."""
        describe = getattr(action, "label", None)
        if callable(describe):
            return str(describe(state, self.catalog, locale))
        return str(action)

    def choice_path(
        self,
        state: State,
        seat: int,
        action: Any,
        locale: str,
        names: Sequence[str] | None = None,
    ) -> list[tuple[str, str]]:
        """Compound actions step by step (games/root/paths.py)."""
        label = self.label(state, action, locale)
        return paths.choice_path(state, action, self.catalog, locale, label)

    def seat_name(self, seat: int, locale: str = "en") -> str:
        return f"#{seat + 1}"

    def text_params(
        self, params: Mapping[str, Any], locale: str, names: Sequence[str] | None = None
    ) -> dict[str, Any]:
        """Besides `player`: `rival` (another seat) and `order` (seats) by name, `card` / `cards`
        (instances) and `effect` (a card's) by their names in the reader's language,
        and `suit` too."""
        fields = super().text_params(params, locale, names)
        rival = params.get("rival")  # another seat, named like `player`
        if isinstance(rival, int) and not isinstance(rival, bool):
            fields["rival"] = self.player_name(rival, locale, names)
        order = params.get("order")  # seats in turn order (5.1.1), by name
        if isinstance(order, list) and all(isinstance(s, int) for s in order):
            fields["order"] = ", ".join(self.player_name(s, locale, names) for s in order)
        picked = params.get("chosen")  # a faction chosen at setup (5.1.1), by its name
        if isinstance(picked, str):
            fields["chosen"] = faction_name(self.catalog, locale, picked)
        for key in ("defender", "attacker", "ally", "faction"):  # a faction, by its name
            named = params.get(key)
            if isinstance(named, str) and self.catalog.has(f"faction.{named}"):
                fields[key] = faction_name(self.catalog, locale, named)
        for key in ("card", "effect"):  # an effect is named after its card
            card = params.get(key)
            if isinstance(card, str) and cards.card_id(card) in cards.catalogue():
                fields[key] = card_name(self.catalog, locale, card)
        item = params.get("item")  # an item (the Vagabond's, 9.2.5) by its name
        if isinstance(item, str) and self.catalog.has(f"item.{item}"):
            fields["item"] = self.catalog.text(locale, f"item.{item}")
        for param, key in NAMED_PARAMS.items():  # a faction's own (a quest, 9.3.3) by its name
            value = params.get(param)
            if isinstance(value, str) and self.catalog.has(key.format(value)):
                fields[param] = self.catalog.text(locale, key.format(value))
        if isinstance(params.get("suit"), str):
            fields["suit"] = suit_name(self.catalog, locale, params["suit"])
        phase = params.get("phase")  # Birdsong, Daylight, Evening in the reader's words
        if isinstance(phase, str) and self.catalog.has(f"stage.{phase}"):
            fields["phase"] = self.catalog.text(locale, f"stage.{phase}")
        kind = params.get("kind")
        if isinstance(kind, str) and self.catalog.has(f"piece.{kind}"):
            count = params.get("count", 1)  # the piece's name agrees with how many
            fields["kind"] = self.catalog.text(locale, f"piece.{kind}", count=count)
        if isinstance(params.get("cards"), list):
            shown = [card_name(self.catalog, locale, c) for c in params["cards"]]
            fields["cards"] = ", ".join(shown) or "-"
        return fields

    def result_lines(
        self, result: Result, locale: str, names: Sequence[str] | None = None
    ) -> list[str]:
        """How the game was won: 30 victory points (4.1) or a dominance card (4.3.1)."""
        how, seat = result.details.get("how"), result.winners[0] if result.winners else None
        if how not in ("vp", "dominance") or seat is None:
            return []
        name = self.player_name(seat, locale, names)
        faction = faction_name(self.catalog, locale, str(result.details.get("faction")))
        return [self.catalog.text(locale, f"result.{how}", name=name, faction=faction)]

    def option_value_text(
        self, name: str, value: str, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """The factions in seat order by their names (5.1.1); other values as the core says."""
        if name == "factions" and self.catalog.has(f"faction.{value}"):
            return faction_name(self.catalog, locale, value)
        return super().option_value_text(name, value, locale, names)

    def stage_text(self, view: Mapping[str, Any], locale: str) -> str:
        """The phase of the turn (Birdsong, Daylight, Evening: 4.1), or setup."""
        phase = view.get("phase")
        key = f"stage.{phase}"
        return self.catalog.text(locale, key) if self.catalog.has(key) else ""

    def seat_role(self, view: Mapping[str, Any], seat: int, locale: str) -> str:
        """The seat's faction (5.1.1), once it has one."""
        factions = view.get("factions") or []
        faction = factions[seat] if 0 <= seat < len(factions) else ""
        return faction_name(self.catalog, locale, faction) if faction else ""

    def public_scores(self, view: Mapping[str, Any]) -> list[int]:
        """Each faction's victory points on the score track (3.1, 4.1), by seat; the
        final scores once the game is over (a dominance win scores as it stands)."""
        result = view.get("result")
        if result:
            return [int(score) for score in result["scores"]]
        return [int(view["vp"].get(faction, 0)) for faction in view["factions"]]

    def notation_file(
        self,
        players: int,
        options: Mapping[str, str],
        seed: int,
        actions: Sequence[tuple[int, str]],
        names: Sequence[str],
    ) -> tuple[str, str] | None:
        """A Rootlog file (games/root/rootlog): public information only, so
        neither the text nor the file name gives the seed."""
        text = rootlog.export_text(rootlog.RootlogSetup(players, options, seed, names), actions)
        return "root.rootlog", text

    def lookup_entries(self, locale: str) -> list[Entry]:
        return lookup.entries(self.catalog, locale)

    def lookup_text(self, entry_id: str, locale: str) -> str | None:
        return lookup.text(self.catalog, entry_id, locale)

    def hand_text(
        self, state: State, seat: int, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """The seat's cards with suit, crafting cost and what each does (1.2.1:
        only its owner sees this)."""
        assert isinstance(state, RootState)
        t = self.catalog.text
        faction = state.factions[seat]  # none yet while the seats choose (5.1.1)
        player = (
            faction_name(self.catalog, locale, faction)
            if faction
            else self.player_name(seat, locale, names)  # the factions are still chosen
        )
        hand = state.hands[seat]
        if not hand:
            lines = [t(locale, "hand.empty", player=player)]
        else:
            lines = [t(locale, "hand.header", player=player, count=len(hand))]
            lines += [self._card_line(instance, locale) for instance in hand]
        lines += self._face_down_lines(state, seat, locale)
        return "\n".join(lines + self._known_lines(state, seat, locale))

    def _face_down_lines(self, state: RootState, seat: int, locale: str) -> list[str]:
        """The seat's own face-down piles (the Alliance's supporters, 8.2.3)."""
        faction = state.factions[seat]
        if not faction:  # the seats are still choosing (5.1.1)
            return []
        piles = FACTION_RULES[faction].face_down_cards(state)
        key = f"hand.face_down.{faction}"
        if not piles or not self.catalog.has(key):
            return []
        return [self.catalog.text(locale, key, count=len(pile), cards=self._names(pile, locale))
                for pile in piles]

    def _known_lines(self, state: RootState, seat: int, locale: str) -> list[str]:
        """What else the seat knows about hands (1.2.1: cards shown by a card's
        effect, or taken in front of everyone)."""
        lines = []
        shown = hidden.shown_to_table(state, seat)
        if shown:
            lines.append(self.catalog.text(locale, "hand.shown", cards=self._names(shown, locale)))
        for holder in range(state.players):
            seen = hidden.seen_by(state, seat, holder)
            if seen:
                rival = faction_name(self.catalog, locale, state.factions[holder])
                names = self._names(seen, locale)
                lines.append(self.catalog.text(locale, "hand.seen", rival=rival, cards=names))
        return lines

    def _names(self, instances: list[str], locale: str) -> str:
        return ", ".join(card_name(self.catalog, locale, c) for c in instances)

    def _card_line(self, instance: str, locale: str) -> str:
        t = self.catalog.text
        card = cards.card(instance)
        if card.cost:
            parts = [t(locale, "hand.any") if s == "any" else suit_name(self.catalog, locale, s)
                     for s in card.cost]
            cost = " + ".join(parts)
        else:
            cost = t(locale, "hand.no_cost")
        if card.kind == "item":
            what = t(locale, "hand.item", item=t(locale, f"item.{card.item}"), vp=card.vp)
        elif card.kind in ("ambush", "dominance"):
            what = t(locale, f"hand.{card.kind}")
        else:
            what = t(locale, f"card.{card.id}.effect")
        name = card_name(self.catalog, locale, instance)
        suit = suit_name(self.catalog, locale, card.suit)
        return t(locale, "hand.line", name=name, suit=suit, cost=cost, what=what)

    def agent(self, kind: str) -> Agent:
        """The heuristic seat is Root's own search with each faction's judgement
        (games/root/ai); the random seat is the generic one; the easy (`noisy`)
        and searching (`search`, games/core/search.py) seats are the generic ones
        built on this heuristic player: the search opens its first move with its
        pick and judges positions with `evaluate_all`, each faction's judge."""
        if kind == RootAgent.kind:
            return RootAgent()
        return super().agent(kind)

    def evaluate(self, state: State, seat: int) -> float:
        """The AI's eye: the seat's faction's judgement of the position, minus
        the best of its rivals' (their plans matter as much)."""
        assert isinstance(state, RootState)
        if state.result() is not None:
            return super().evaluate(state, seat)
        if not all(state.factions):
            return 0.0  # factions still being chosen (5.1.1): nothing to judge yet
        rivals = [judge(state, s) for s in range(state.players) if s != seat]
        return judge(state, seat) - max(rivals, default=0.0)

    def evaluate_all(self, state: State) -> list[float]:
        """The search's value vector: `evaluate`'s judges with the race to a
        dominance victory read as the rules run it (games/root/ai/outlook.py);
        `evaluate` stays the heuristic player's."""
        assert isinstance(state, RootState)
        if state.result() is not None:
            return super().evaluate_all(state)
        if not all(state.factions):
            return [0.0] * state.players
        return outlook.values(state)
