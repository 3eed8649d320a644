"""Near and Far's words: results, labels, card and goods names, the hand as text.

The `Game` methods that turn actions, events and prompts into sentences in the
reader's language (data/near_and_far/i18n), apart from the rules.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from games.core.game import Game, State
from games.core.types import Result, Seat
from games.near_and_far import adventure, frames, walk
from games.near_and_far.actions import (
    Card,
    Draw,
    Duel,
    Goods,
    Learn,
    NearFarAction,
    Number,
    Release,
    Reputation,
    Visit,
    Word,
)
from games.near_and_far.character import talent_cost
from games.near_and_far.components import artifacts, rules, threats
from games.near_and_far.quest import option, strength
from games.near_and_far.state import NearFarState
from games.near_and_far.village.mine import reward
from games.near_and_far.village.tavern import price

GOOD_KEYS = (
    "coin",
    "gem",
    "food",
    "heart",
    "rep",
    "green",
    "yellow",
    "blue",
    "red",
    "treasure",
    "world",
    "adventurer",
    "bird",
)


class NearAndFarWords(Game):
    """The texts of Near and Far (the game itself is `game.NearAndFar`)."""

    def result_lines(
        self, result: Result, locale: str, names: Sequence[str] | None = None
    ) -> list[str]:
        """Each player's final score item by item ("Fin de la partida"), then,
        for equal scores, the tie-break: reputation, then coins and gems."""
        t = self.catalog.text
        name = functools.partial(self.player_name, locale=locale, names=names)
        lines = []
        for seat, parts in enumerate(result.details.get("breakdown", [])):
            items = ", ".join(
                t(locale, "result.item", item=t(locale, f"result.part.{key}"), points=points)
                for key, points in parts.items() if points
            )
            lines.append(t(locale, "result.breakdown", name=name(seat), items=items or "-"))
        reputation = result.details.get("reputation", [])
        wealth = result.details.get("coins_and_gems", [])
        for score, tied in result.tied_groups() if reputation else []:
            parts = ", ".join(
                t(locale, "result.tie_part", name=name(s), reputation=reputation[s],
                  wealth=wealth[s])
                for s in tied
            )
            lines.append(t(locale, "result.tiebreak", score=score, parts=parts))
        return lines

    def seat_name(self, seat: Seat, locale: str = "en") -> str:
        return self.catalog.text(locale, f"colour.{rules()['colours'][seat]}")

    def card_name(self, card: str, locale: str) -> str:
        t = self.catalog.text
        if card == "pet" or card[0] in "gybr":
            return t(locale, f"adv.{card}")
        if card.startswith("a"):
            return t(locale, f"art.{card}")
        if card.startswith("t"):
            return t(locale, f"tre.{card[:3]}")
        if card.startswith("h"):
            return t(locale, f"threat.{card}")
        if card.startswith("w"):
            return t(locale, f"world.{card[:3]}")
        if card.startswith("q"):
            return t(locale, f"quest.{card}.title")
        return card

    def goods_text(self, goods: Mapping[str, int], locale: str) -> str:
        parts = []
        for good, n in goods.items():
            if not n:
                continue
            word = self.catalog.text(locale, f"good.{good}", count=abs(n))  # "1 coin", "2 coins"
            parts.append(f"{n:+d} {word}" if good == "rep" else f"{n} {word}")
        return ", ".join(parts) or self.catalog.text(locale, "word.nothing")

    def text_params(
        self, params: Mapping[str, Any], locale: str, names: Sequence[str] | None = None
    ) -> dict[str, Any]:
        fields = super().text_params(params, locale, names)
        t = self.catalog.text
        if isinstance(params.get("talent"), str):
            fields["talent"] = self.talent_name(params["talent"], locale)
        for key in ("card", "threat", "adventurer"):
            if isinstance(params.get(key), str):
                fields[key] = self.card_name(params[key], locale)
        for key in ("target", "from", "challenger"):
            value = params.get(key)
            if isinstance(value, int) and key in params:
                fields[key] = (
                    t(locale, "word.dummy")
                    if value < 0
                    else names[value]
                    if names and value < len(names)
                    else self.seat_name(value, locale)
                )
        for key in ("gained", "paid", "gave", "got"):
            if isinstance(params.get(key), dict):
                fields[key] = self.goods_text(params[key], locale)
        for key, prefix in (
            ("building", "building"),
            ("good", "good"),
            ("animal", "good"),
            ("how", "avoid"),
            ("for", "boost"),
        ):
            if isinstance(params.get(key), str):  # one good, one animal: the singular
                fields[key] = t(locale, f"{prefix}.{params[key]}", count=1)
        if isinstance(params.get("winners"), list):
            fields["winners"] = ", ".join(
                self.player_name(s, locale, names)
                for s in params["winners"]
            )
        if isinstance(params.get("basic"), int) and isinstance(params.get("advanced"), int):
            fields["total"] = params["basic"] + params["advanced"]  # "artifact(s)"
        if isinstance(params.get("dirty"), bool):
            fields["style"] = t(locale, "word.dirty" if params["dirty"] else "word.honour")
        return fields

    def event_text(self, event: Any, locale: str, names: Sequence[str] | None = None) -> str:
        """A drawn express card is read out to the whole table, as the player on the
        left reads it in the rulebook: title, flavour and both options."""
        text = super().event_text(event, locale, names)
        if event.kind == "quest_card" and isinstance(event.params.get("card"), str):
            text += "\n" + self.express_card_text(event.params["card"], locale)
        return text

    def express_card_text(self, card: str, locale: str) -> str:
        """The card's flavour line and its two options: skill or combat and target,
        any cost, the reward and the better reward at target + 2."""
        t = self.catalog.text
        lines = [t(locale, "quest.flavour", text=t(locale, f"quest.{card}.text"))]
        for n in (1, 2):
            opt = option(card, n)
            cost = (
                t(locale, "quest.cost", cost=self.goods_text(opt["cost"], locale))
                if any(opt["cost"].values())
                else ""
            )
            lines.append(
                t(
                    locale,
                    "quest.option_line",
                    n=n,
                    name=t(locale, f"quest.{card}.opt{n}"),
                    kind=t(locale, f"word.{opt['kind']}"),
                    target=opt["target"],
                    cost=cost,
                    reward=self.goods_text(opt["reward"], locale),
                    better=opt["target"] + 2,
                    bonus=self.goods_text(opt["bonus"], locale),
                )
            )
        return "\n".join(lines)

    def label(
        self,
        state: State,
        action: NearFarAction,
        locale: str,
        names: Sequence[str] | None = None,
    ) -> str:
        """Another seat (a duel's opponent, a camp's owner) is named by its player."""
        assert isinstance(state, NearFarState)
        t = self.catalog.text
        if isinstance(action, Word) and action.word == "fight" and state.threat_deck:
            # The roll it is: swords against the threat on top (public, face up).
            card = state.threat_deck[0]
            return t(locale, "label.fight_odds", name=self.card_name(card, locale),
                     strength=adventure.fight_strength(state, state.active),
                     target=threats()[card]["difficulty"])
        if isinstance(action, Word):
            return t(locale, f"label.{action.word}")
        if isinstance(action, Visit):
            return t(locale, "label.visit", building=t(locale, f"building.{action.building}"))
        if isinstance(action, Card):
            return self._card_label(state, action, locale)
        if isinstance(action, Number):
            return self._number_label(state, action, locale, names)
        if isinstance(action, Duel):
            who = (
                t(locale, "word.dummy")
                if action.target < 0
                else self.player_name(action.target, locale, names)
            )
            style = t(locale, "word.dirty" if action.dirty else "word.honour")
            return t(locale, "label.duel", target=who, style=style)
        if isinstance(action, Goods):
            return t(locale, f"label.{action.verb}", good=t(locale, f"good.{action.good}", count=1))
        if isinstance(action, Reputation):
            paid = {"coin": abs(action.delta) - action.gems, "gem": action.gems}
            return t(
                locale, "label.rep", delta=f"{action.delta:+d}", paid=self.goods_text(paid, locale)
            )
        if isinstance(action, Draw):
            return t(
                locale,
                "label.draw",
                basic=action.basic,
                advanced=action.advanced,
                total=action.basic + action.advanced,
            )
        if isinstance(action, Release):
            return t(locale, f"label.release_{action.animal}")
        if isinstance(action, Learn):
            return t(
                locale,
                "label.learn",
                name=self.talent_name(action.talent, locale),
                cost=talent_cost(action.talent),
                text=t(locale, f"talent.{action.talent}.text"),
            )
        return t(locale, f"label.avoid_{action.how}")

    def choice_path(
        self,
        state: State,
        seat: Seat,
        action: NearFarAction,
        locale: str,
        names: Sequence[str] | None = None,
    ) -> list[tuple[str, str]]:
        """The town hall's reputation changes, every amount and every split between
        coins and gems (up to some seventy), are reached in steps when the menu is
        long: `rep`, then the amount (`rep+3`), then how it is paid (`rep +3 1g`).
        Both group keys are refused as actions. Everything else is one step."""
        label = self.label(state, action, locale, names)
        if not isinstance(action, Reputation):
            return [(str(action), label)]
        t = self.catalog.text
        delta = f"{action.delta:+d}"
        return [
            ("rep", t(locale, "path.rep")),
            (f"rep{delta}", t(locale, "path.rep_delta", delta=delta)),
            (str(action), label),
        ]

    def _card_label(self, state: NearFarState, action: Card, locale: str) -> str:
        t = self.catalog.text
        name = self.card_name(action.card, locale)
        if action.verb == "recruit":
            return t(
                locale, "label.recruit", name=name, cost=price(state, state.active, action.card)
            )
        if action.verb == "buy":
            card = artifacts()[action.card]
            return t(
                locale,
                "label.buy",
                name=name,
                cost=self.goods_text(card["cost"], locale),
                vp=card["vp"],
            )
        if action.verb == "fight":
            return t(locale, "label.card_fight", name=name, n=threats()[action.card]["difficulty"])
        return t(locale, f"label.card_{action.verb}", name=name)

    def _number_label(
        self, state: NearFarState, action: Number, locale: str, names: Sequence[str] | None
    ) -> str:
        t = self.catalog.text
        if action.verb == "go":
            return self._go_label(state, action.n, locale, names)
        if action.verb == "dig":
            return t(
                locale, "label.dig", n=action.n, gained=self.goods_text(reward(action.n), locale)
            )
        if action.verb == "option":
            card = frames.card_asked(state) or ""
            opt = option(card, action.n) if card else {"kind": "skill", "target": 0}
            # The roll it is: the seat's skill or combat (public) against the target.
            return t(
                locale,
                "label.option",
                n=action.n,
                name=t(locale, f"quest.{card}.opt{action.n}"),
                kind=t(locale, f"word.{opt['kind']}"),
                target=opt["target"],
                strength=strength(state, state.active, str(opt["kind"])),
            )
        return t(locale, f"label.{action.verb}", n=action.n)

    def _go_label(
        self, state: NearFarState, target: int, locale: str, names: Sequence[str] | None
    ) -> str:
        """The step's cost and what waits on the path, before it is taken."""
        t = self.catalog.text
        seat = state.active
        space = state.p(seat)["space"]
        notes = []
        cost = adventure.pass_cost(state, seat) if state.phase == "move" else 0
        if cost:
            notes.append(t(locale, "note.heart", n=cost))
        if space is not None:
            for n, index in state.board.neighbours(space):
                if n != target:
                    continue
                if adventure.threat_active(state, index):
                    top = state.threat_deck[0]
                    notes.append(
                        t(
                            locale,
                            "note.threat",
                            name=self.card_name(top, locale),
                            n=threats()[top]["difficulty"],
                        )
                    )
                if adventure.treasure_open(state, index):
                    notes.append(t(locale, "note.treasure"))
        spot = state.board.spaces[target]
        if spot.water:
            notes.append(t(locale, "note.water"))
        if target in state.quest_tokens:
            notes.append(t(locale, "note.quest"))
        owner = state.camps[target]
        kind = t(locale, f"space.{spot.route or spot.kind}")
        if owner is not None:
            kind += " · " + t(
                locale, "note.camp", player=self.player_name(owner, locale, names)
            )
        extra = (" — " + ", ".join(notes)) if notes else ""
        return t(locale, "label.go", n=target, kind=kind) + extra

    def walk_label(self, state: NearFarState, way: walk.Walk, locale: str) -> str:
        """`Walk 3-7-12: 2 hearts · threat on 7-12 (…) · treasure on 3-7 · …`"""
        t = self.catalog.text

        def legs(found: tuple[tuple[int, int], ...]) -> str:
            return ", ".join(f"{a}-{b}" for a, b in found)

        def spaces(found: tuple[int, ...]) -> str:
            return ", ".join(str(n) for n in found)

        hearts = way.cost
        notes = [t(locale, "walk.hearts", n=hearts)]
        if way.threat is not None:
            top = state.threat_deck[0]
            notes.append(
                t(
                    locale,
                    "walk.threat",
                    legs=legs((way.threat,)),
                    name=self.card_name(top, locale),
                    n=threats()[top]["difficulty"],
                )
            )
        if way.treasures:
            notes.append(t(locale, "walk.treasure", legs=legs(way.treasures)))
        if way.water:
            notes.append(t(locale, "walk.water", spaces=spaces(way.water)))
        if way.quests:
            notes.append(t(locale, "walk.quest", spaces=spaces(way.quests)))
        path = "-".join(str(n) for n in way.spaces)
        return t(locale, "walk.label", path=path, notes=" · ".join(notes))

    def hand_text(
        self, state: State, seat: Seat, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """The seat's secrets (`/hand`): its artifacts; in the draft the hand in front of
        it, its picks and its two advanced cards set aside; the cards it looks at."""
        assert isinstance(state, NearFarState)
        t = self.catalog.text
        private = state.view(seat)["private"]
        lines = [t(locale, "hand.title", player=self.player_name(seat, locale, names))]
        lines += [self._hand_card(card, locale) for card in private["hand"]]
        for key in ("draft_hand", "draft_picked", "draft_advanced", "looking_at"):
            if private.get(key):
                lines.append(t(locale, f"hand.{key}"))
                lines += [self._hand_card(card, locale) for card in private[key]]
        return "\n".join(lines + self.holdings_lines(state, seat, locale))

    def holdings_lines(self, state: NearFarState, seat: Seat, locale: str) -> list[str]:
        """Everything else the seat holds (public, on its player board): goods, quest
        tokens, team, reserve, pack animals, treasures, threats beaten, artifacts bought,
        world cards, leaders; a part it has none of is left out."""
        t = self.catalog.text
        player = state.p(seat)
        goods = {good: int(player[key]) for good, key in (
            ("heart", "heart"), ("coin", "coin"), ("gem", "gem"), ("food", "food"))}
        lines = [t(locale, "hand.holdings"),
                 t(locale, "hand.goods", goods=self.goods_text(goods, locale),
                   reputation=f"{int(player['reputation']):+d}")]
        tokens = {colour: int(n) for colour, n in player["tokens"].items() if n}
        if tokens:
            lines.append(t(locale, "hand.tokens", tokens=self.goods_text(tokens, locale)))
        for key in ("team", "reserve", "treasures", "threats", "bought", "world"):
            if player[key]:
                cards = ", ".join(self.card_name(str(c), locale) for c in player[key])
                lines.append(t(locale, f"hand.part.{key}", cards=cards))
        if player["animals"]:
            animals = ", ".join(t(locale, f"good.{a}", count=1) for a in player["animals"])
            lines.append(t(locale, "hand.part.animals", cards=animals))
        if player["chiefs"]:
            chiefs = ", ".join(t(locale, f"good.{f}", count=1) for f in player["chiefs"])
            lines.append(t(locale, "hand.part.chiefs", cards=chiefs))
        return lines

    def _hand_card(self, card: str, locale: str) -> str:
        """An artifact with its cost, VP and ability; a treasure by its name."""
        if not card.startswith("a"):
            return f"  {card} {self.card_name(card, locale)}"
        info = artifacts()[card]
        return self.catalog.text(
            locale,
            "hand.card",
            id=card,
            name=self.card_name(card, locale),
            cost=self.goods_text(info["cost"], locale),
            vp=info["vp"],
            text=self.catalog.text(locale, f"effect.{card}"),
        )

    def talent_name(self, talent: str, locale: str = "en") -> str:
        return self.catalog.text(locale, f"talent.{talent}")

