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
from games.root import board, cards, frames, hidden, lookup, notation, paths
from games.root.actions import card_name, suit_name
from games.root.ai import RootAgent, judge
from games.root.factions.base import FACTIONS as FACTION_RULES
from games.root.mapdata import load_map
from games.root.options import (
    DOMINANCE,
    FACTIONS,
    FIRST_PLAYER,
    OPTIONS,
    SECOND_VAGABOND,
    chosen,
    seated_factions,
)
from games.root.state import RootState

# 5.1.1: every game includes one of these (the Lizard Cult arrives with part 3).
ANCHOR_FACTIONS = ("marquise", "eyrie", "lizards")


class Root(Game):
    id = "root"
    min_players = 2
    max_players = 2  # grows as the factions of parts 2 and 3 arrive
    # The printed rule is each option's default (games/root/options.py).
    options = OPTIONS

    def __init__(self) -> None:
        # One catalog folder per part of the engine, so each has one owner.
        parts = ("", "rules", "cards", "marquise", "eyrie", "vagabond", "paths")
        self.catalog = Catalog([data_path("root", "i18n", part) for part in parts])
        register_catalog(self.catalog)

    def _setup(self, players: int, options: dict[str, str], seed: int) -> State:
        seated = self._seat_factions(players, options.get(FACTIONS.name, FACTIONS.default))
        rng = Rng(seed)
        first = options.get(FIRST_PLAYER.name, FIRST_PLAYER.default)
        start = rng.randbelow(players) if first == "random" else int(first) - 1
        woods = load_map("fall")
        state = RootState(
            players=players,
            options=dict(options),
            rng=rng,
            factions=seated,
            turn_order=[(start + i) % players for i in range(players)],
            board=board.empty_board(woods),
            hands=[[] for _ in range(players)],
            vp={f: 0 for f in seated},
            crafted_items={f: [] for f in seated},
            improvements={f: [] for f in seated},
            items_supply=dict(load_json("root", "general.json")["items_supply"]),
        )
        state.deck = cards.full_deck()
        if chosen(state, DOMINANCE) == "out":
            state.deck = [c for c in state.deck if cards.card(c).kind != "dominance"]
        rng.shuffle(state.deck)
        for seat, faction in enumerate(seated):
            state.faction_data[faction] = FACTION_RULES[faction].initial_data(state, seat)
        order = list(load_json("root", "general.json")["setup_order"])
        if SECOND_VAGABOND in seated and rng.randbelow(2):  # 9.7.1: which Vagabond first
            order.remove(SECOND_VAGABOND)
            order.insert(order.index("vagabond"), SECOND_VAGABOND)
        frames.push(state, "setup", remaining=[f for f in order if f in seated])
        frames.settle(state)
        return state

    @staticmethod
    def _seat_factions(players: int, listed: str) -> list[str]:
        """The faction of each seat (5.1.1): one per player, each faction once
        but the Vagabond (twice at most, 9.7), and the Marquise, the Eyrie or
        the Lizard Cult among them."""
        names = listed.split(",")
        if len(names) != players:
            raise OptionError("root.error.faction_count", count=len(names), players=players)
        doubled = sorted({n for n in names if names.count(n) > (2 if n == "vagabond" else 1)})
        if doubled:
            raise OptionError("root.error.faction_twice", faction=", ".join(doubled))
        if not any(name in ANCHOR_FACTIONS for name in names):
            raise OptionError("root.error.faction_anchor")
        seated = seated_factions(listed)
        unknown = [f for f in seated if f not in FACTION_RULES]
        if unknown:
            raise OptionError("root.error.faction", faction=", ".join(unknown))
        return seated

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return RootState.from_json(dict(data))

    def _parse_action(self, text: str) -> Any:
        return notation.parse(text)

    def label(self, state: State, action: Any, locale: str) -> str:
        describe = getattr(action, "label", None)
        if callable(describe):
            return str(describe(state, self.catalog, locale))
        return str(action)

    def choice_path(
        self, state: State, seat: int, action: Any, locale: str
    ) -> list[tuple[str, str]]:
        """Compound actions step by step (games/root/paths.py)."""
        label = self.label(state, action, locale)
        return paths.choice_path(state, action, self.catalog, locale, label)

    def seat_name(self, seat: int, locale: str = "en") -> str:
        return f"#{seat + 1}"

    def text_params(
        self, params: Mapping[str, Any], locale: str, names: Sequence[str] | None = None
    ) -> dict[str, Any]:
        """Besides `player`: `rival` (another seat) by name, `card` / `cards`
        (instances) and `effect` (a card's) by their names in the reader's language,
        and `suit` too."""
        fields = super().text_params(params, locale, names)
        rival = params.get("rival")  # another seat, named like `player`
        if isinstance(rival, int) and not isinstance(rival, bool):
            fields["rival"] = self.player_name(rival, locale, names)
        for key in ("card", "effect"):  # an effect is named after its card
            card = params.get(key)
            if isinstance(card, str) and cards.card_id(card) in cards.catalogue():
                fields[key] = card_name(self.catalog, locale, card)
        item = params.get("item")  # an item (the Vagabond's, 9.2.5) by its name
        if isinstance(item, str) and self.catalog.has(f"item.{item}"):
            fields["item"] = self.catalog.text(locale, f"item.{item}")
        quest = params.get("quest")  # a quest (9.3.3) by its name
        if isinstance(quest, str) and self.catalog.has(f"vagabond.quest.{quest}"):
            fields["quest"] = self.catalog.text(locale, f"vagabond.quest.{quest}")
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
        faction = self.catalog.text(locale, f"faction.{result.details.get('faction')}")
        return [self.catalog.text(locale, f"result.{how}", name=name, faction=faction)]

    def stage_text(self, view: Mapping[str, Any], locale: str) -> str:
        """The phase of the turn (Birdsong, Daylight, Evening: 4.1), or setup."""
        phase = view.get("phase")
        key = f"stage.{phase}"
        return self.catalog.text(locale, key) if self.catalog.has(key) else ""

    def public_scores(self, view: Mapping[str, Any]) -> list[int]:
        """Each faction's victory points on the score track (3.1, 4.1), by seat; the
        final scores once the game is over (a dominance win scores as it stands)."""
        result = view.get("result")
        if result:
            return [int(score) for score in result["scores"]]
        return [int(view["vp"].get(faction, 0)) for faction in view["factions"]]

    def lookup_entries(self, locale: str) -> list[Entry]:
        return lookup.entries(self.catalog, locale)

    def lookup_text(self, entry_id: str, locale: str) -> str | None:
        return lookup.text(self.catalog, entry_id, locale)

    def hand_text(self, state: State, seat: int, locale: str) -> str:
        """The seat's cards with suit, crafting cost and what each does (1.2.1:
        only its owner sees this)."""
        assert isinstance(state, RootState)
        t = self.catalog.text
        player = t(locale, f"faction.{state.factions[seat]}")
        hand = state.hands[seat]
        if not hand:
            lines = [t(locale, "hand.empty", player=player)]
        else:
            lines = [t(locale, "hand.header", player=player, count=len(hand))]
            lines += [self._card_line(instance, locale) for instance in hand]
        return "\n".join(lines + self._known_lines(state, seat, locale))

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
                rival = self.catalog.text(locale, f"faction.{state.factions[holder]}")
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
        (games/root/ai); the random seat is the generic one."""
        if kind == RootAgent.kind:
            return RootAgent()
        return super().agent(kind)

    def evaluate(self, state: State, seat: int) -> float:
        """The AI's eye: the seat's faction's judgement of the position, minus
        the best of its rivals' (their plans matter as much)."""
        assert isinstance(state, RootState)
        if state.result() is not None:
            return super().evaluate(state, seat)
        rivals = [judge(state, s) for s in range(state.players) if s != seat]
        return judge(state, seat) - max(rivals, default=0.0)
