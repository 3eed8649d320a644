"""Near and Far as a registered game: options, notation, texts and the AI's eye."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from games.core.agents import Agent
from games.core.data import data_path
from games.core.errors import OptionError
from games.core.game import Game, State
from games.core.i18n import Catalog, register_catalog
from games.core.lookup import Entry
from games.core.types import OptionSpec, Result, Seat
from games.near_and_far import actions, adventure, camps, lookup, walk
from games.near_and_far.actions import (
    Avoid,
    Card,
    Draw,
    Duel,
    Goods,
    Learn,
    Number,
    Release,
    Reputation,
    Visit,
    Word,
)
from games.near_and_far.cards import stats
from games.near_and_far.character import (
    TALENT_EFFECTS,
    Character,
    parse_characters,
    talent_cost,
)
from games.near_and_far.components import artifacts, map_ids, rules, threats
from games.near_and_far.setup import setup
from games.near_and_far.standing import points_now
from games.near_and_far.state import NearFarState

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


class NearAndFar(Game):
    id = "near_and_far"
    min_players = 2
    max_players = 4
    options = (
        OptionSpec("side", ("dusk", "day"), "dusk", "option.side"),
        OptionSpec("length", ("14", "16"), "14", "option.length"),
        OptionSpec("map", tuple(map_ids()), "1", "option.map"),
        OptionSpec("quests", ("normal", "more", "more_plus_one"), "normal", "option.quests"),
        # Sessions stored before the printed values by colour: every token was 6.
        OptionSpec(
            "token_value", ("colour", "flat"), "colour", "option.token_value", legacy="flat"
        ),
        OptionSpec("out_of_hearts", ("blocked", "free"), "blocked", "option.out_of_hearts"),
        # Sessions stored before the player chose how to pay for reputation.
        OptionSpec(
            "reputation_payment",
            ("choose", "coins_first"),
            "choose",
            "option.reputation_payment",
            legacy="coins_first",
        ),
    )

    def __init__(self) -> None:
        self.catalog = Catalog([data_path("near_and_far", "i18n")])
        register_catalog(self.catalog)

    def validate_options(
        self, players: int, raw: Mapping[str, str] | None = None
    ) -> dict[str, str]:
        """The `characters` option is not offered to players: the bot fills it in with
        the campaign characters it stores (character.py)."""
        raw = dict(raw or {})
        characters = raw.pop("characters", "")
        chosen = super().validate_options(players, raw)
        if characters:
            try:
                parse_characters(str(characters), players)
            except ValueError as error:
                raise OptionError("near_and_far.error.characters", reason=str(error)[:80]) from None
            chosen["characters"] = str(characters)
        return chosen

    def stored_options(self, players: int, options: Mapping[str, str]) -> dict[str, str]:
        """Before the printed rules became the defaults (issue 10), `quests=more`
        meant four quests per player plus one: a session stored then (it has no
        `token_value`) keeps that meaning under its new name."""
        upgraded = super().stored_options(players, options)
        if "token_value" not in options and options.get("quests") == "more":
            upgraded["quests"] = "more_plus_one"
        return upgraded

    def _setup(self, players: int, options: dict[str, str], seed: int) -> State:
        return setup(players, options, seed)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return NearFarState.from_json(dict(data))

    def _parse_action(self, text: str) -> Any:
        return actions.parse(text)

    # -- words ------------------------------------------------------------------------
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
        from games.near_and_far.quest import option

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

    def label(self, state: State, action: Any, locale: str) -> str:
        assert isinstance(state, NearFarState)
        t = self.catalog.text
        if isinstance(action, Word):
            return t(locale, f"label.{action.word}")
        if isinstance(action, Visit):
            return t(locale, "label.visit", building=t(locale, f"building.{action.building}"))
        if isinstance(action, Card):
            return self._card_label(state, action, locale)
        if isinstance(action, Number):
            return self._number_label(state, action, locale)
        if isinstance(action, Duel):
            who = (
                t(locale, "word.dummy")
                if action.target < 0
                else self.seat_name(action.target, locale)
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
            return t(locale, "label.draw", basic=action.basic, advanced=action.advanced)
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
        assert isinstance(action, Avoid)
        return t(locale, f"label.avoid_{action.how}")

    def choice_path(
        self, state: State, seat: Seat, action: Any, locale: str
    ) -> list[tuple[str, str]]:
        """The town hall's reputation changes, every amount and every split between
        coins and gems (up to some seventy), are reached in steps when the menu is
        long: `rep`, then the amount (`rep+3`), then how it is paid (`rep +3 1g`).
        Both group keys are refused as actions. Everything else is one step."""
        label = self.label(state, action, locale)
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
            from games.near_and_far.village.tavern import price

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

    def _number_label(self, state: NearFarState, action: Number, locale: str) -> str:
        t = self.catalog.text
        if action.verb == "go":
            return self._go_label(state, action.n, locale)
        if action.verb == "dig":
            from games.near_and_far.village.mine import reward

            return t(
                locale, "label.dig", n=action.n, gained=self.goods_text(reward(action.n), locale)
            )
        if action.verb == "option":
            from games.near_and_far.quest import option

            card = state.ctx.get("card", "")
            opt = option(card, action.n) if card else {"kind": "skill", "target": 0}
            return t(
                locale,
                "label.option",
                n=action.n,
                name=t(locale, f"quest.{card}.opt{action.n}"),
                kind=t(locale, f"word.{opt['kind']}"),
                target=opt["target"],
            )
        return t(locale, f"label.{action.verb}", n=action.n)

    def _go_label(self, state: NearFarState, target: int, locale: str) -> str:
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
            kind += " · " + t(locale, "note.camp", player=self.seat_name(owner, locale))
        extra = (" — " + ", ".join(notes)) if notes else ""
        return t(locale, "label.go", n=target, kind=kind) + extra

    # -- a walk typed at once: `go 3-7-12` (walk.py) -----------------------------------
    def macro_steps(self, state: State, seat: Seat, text: str) -> list[str] | None:
        """`go 3-7-12` stands for `go 3`, `go 7`, `go 12`; a single `go 12` is no walk."""
        spaces = walk.path_spaces(text) if isinstance(text, str) else None
        return None if spaces is None else [str(Number("go", n)) for n in spaces]

    def macro_suggestions(
        self, state: State, seat: Seat, typed: str, locale: str, limit: int = 25
    ) -> list[tuple[str, str]]:
        """Walks of two steps or more from where the seat stands, shortest first, each
        labelled with its hearts and what it meets (only while moving)."""
        assert isinstance(state, NearFarState)

        def label(way: walk.Walk) -> str:
            return self.walk_label(state, way, locale)

        return [(way.text, text) for way, text in walk.suggested(state, seat, typed, limit, label)]

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

    def stage_text(self, view: Mapping[str, Any], locale: str) -> str:
        """The draft, or the round (the last once someone has placed their last camp)."""
        if view.get("phase") == "over" or view.get("result"):
            return ""
        if str(view.get("phase", "")).startswith("draft"):
            return self.catalog.text(locale, "stage.draft")
        key = "stage.last_round" if view.get("end_triggered") else "stage.round"
        return self.catalog.text(locale, key, round=view.get("round", 1))

    def public_scores(self, view: Mapping[str, Any]) -> list[int]:
        """No score track: the points each player would score if the game ended now
        ("Final de la partida", from the public view: standing.py); the final scores
        once it is over."""
        result = view.get("result")
        if result:
            return [int(score) for score in result["scores"]]
        return points_now(view)

    def lookup_entries(self, locale: str) -> list[Entry]:
        return lookup.entries(self, locale)

    def lookup_text(self, entry_id: str, locale: str) -> str | None:
        return lookup.text(self, entry_id, locale)

    def hand_text(self, state: State, seat: Seat, locale: str) -> str:
        """The seat's secrets (`/hand`): its artifacts; in the draft the hand in front of
        it, its picks and its two advanced cards set aside; the cards it looks at."""
        assert isinstance(state, NearFarState)
        t = self.catalog.text
        private = state.view(seat)["private"]
        lines = [t(locale, "hand.title", player=self.seat_name(seat, locale))]
        lines += [self._hand_card(card, locale) for card in private["hand"]]
        for key in ("draft_hand", "draft_picked", "draft_advanced", "looking_at"):
            if private.get(key):
                lines.append(t(locale, f"hand.{key}"))
                lines += [self._hand_card(card, locale) for card in private[key]]
        return "\n".join(lines)

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

    # -- the campaign (docs/rules/near_and_far.md, "Campaign") ---------------------------
    campaign = True
    """Characters persist per server and player; the bot stores their text form."""

    def campaign_options(self, characters: Sequence[str | None]) -> dict[str, str]:
        """The hidden `characters` option for a game about to start: per seat the
        stored character text, "" for a player who has none yet (a new character,
        rulebook: one experience point to start), None for a seat without one (AI)."""
        parts = []
        for text in characters:
            if text is None:
                parts.append("-")
            else:
                parts.append(Character.from_text(text).to_text() if text else Character().to_text())
        return {"characters": ",".join(parts)}

    def campaign_after(self, stored: str | None, result: Result, seat: int, map_id: str) -> str:
        """The character to store after a game: experience from the quests attempted
        and the VP of this map added to what is stored now (talents bought in
        between are kept)."""
        details = dict(result.details or {})
        quests = list(details.get("quests") or [])
        hero = Character.from_text(stored) if stored else Character()
        # Talents bought at the town hall during the game (Politicking), paid from the
        # experience stored now; one the character cannot pay any more (spent in
        # another channel meanwhile) is not kept.
        learned = list(details.get("learned") or [])
        for talent in learned[seat] if seat < len(learned) else []:
            if talent not in hero.talents and talent_cost(talent) <= hero.xp:
                hero = hero.buy(talent)
        return hero.after_game(map_id, int(quests[seat]), int(result.scores[seat])).to_text()

    def talents(self) -> dict[str, int]:
        """The talents for sale with their cost in experience: every talent of the
        rulebook."""
        return {t: talent_cost(t) for t in TALENT_EFFECTS}

    def buy_talent(self, stored: str | None, talent: str, locale: str = "en") -> str:
        """Spend experience on a talent between games; refused with a reason."""
        hero = Character.from_text(stored) if stored else Character()
        key = str(talent).strip().lower()
        if key not in TALENT_EFFECTS:
            raise OptionError("near_and_far.error.talent_unknown", talent=str(talent)[:40])
        name = self.talent_name(key, locale)
        if key in hero.talents:
            raise OptionError("near_and_far.error.talent_owned", talent=name)
        if talent_cost(key) > hero.xp:
            raise OptionError(
                "near_and_far.error.talent_cost",
                talent=name,
                cost=talent_cost(key),
                xp=hero.xp,
            )
        return hero.buy(key).to_text()

    def talent_name(self, talent: str, locale: str = "en") -> str:
        return self.catalog.text(locale, f"talent.{talent}")

    def character_text(self, stored: str | None, locale: str) -> str:
        """A character for `/game character`: experience, quests toward the next
        point, talents, VP per game played, and the talents it could buy."""
        hero = Character.from_text(stored) if stored else Character()
        t = self.catalog.text
        per = int(rules()["campaign"]["quests_per_xp"])
        owned = ", ".join(self.talent_name(k, locale) for k in hero.talents) or t(
            locale, "word.nothing"
        )
        games = ", ".join(f"{m}:{v}" for m, v in hero.map_vp) or t(locale, "word.nothing")
        lines = [
            t(locale, "character.summary", xp=hero.xp, quests=hero.quests, per=per),
            t(locale, "character.talents", talents=owned),
            t(locale, "character.games", games=games, total=sum(v for _, v in hero.map_vp)),
            "",  # the talents for sale follow as a second part
            t(locale, "character.shop"),
        ]
        for talent, cost in self.talents().items():
            if talent in hero.talents:
                continue
            mark = "✓" if cost <= hero.xp else "·"
            lines.append(
                t(
                    locale,
                    "character.offer",
                    mark=mark,
                    id=talent,
                    name=self.talent_name(talent, locale),
                    cost=cost,
                    text=t(locale, f"talent.{talent}.text"),
                )
            )
        return "\n".join(lines)

    # -- the AI's eye -------------------------------------------------------------------
    def agent(self, kind: str) -> Agent:
        from games.near_and_far.agent import NearFarAgent

        return NearFarAgent() if kind == "heuristic" else super().agent(kind)

    def evaluate(self, state: State, seat: Seat) -> float:
        """VP now (from the scoring rules, with unbought cards seen as promises until
        the end) plus what the position promises: hearts to spend on the map, a free
        space to camp on, a quest token underfoot, team strength, pack animals."""
        assert isinstance(state, NearFarState)
        if state.result() is not None:
            return super().evaluate(state, seat)
        return _outlook(state, seat) - 0.25 * max(
            (_outlook(state, s) for s in range(state.players) if s != seat), default=0.0
        )


def _outlook(state: NearFarState, seat: int) -> float:
    from games.near_and_far.scoring import breakdown

    player = state.p(seat)
    parts = breakdown(state, seat)
    parts["unbought"] = 0
    vp = sum(parts.values()) + 0.3 * len(player["hand"])
    power = stats(state, seat)
    from games.near_and_far.components import STATS, adventurers

    bench = [*player["reserve"]] + (
        [state.ctx["placing"]] if "placing" in state.ctx and state.active == seat else []
    )
    for member in bench:
        for stat in STATS:
            power[stat] += 0.6 * adventurers()[member][stat]
    potential = (
        0.5 * power["hand"]
        + 0.5 * power["sword"]
        + 0.4 * power["eye"]
        + 0.4 * power["arrow"]
        + 0.8 * min(power["shield"], 1)
        + 0.25 * power["heart"]
    )
    outlook = vp + potential + 0.6 * len(player["animals"]) + 0.15 * min(player["food"], 4)
    outlook -= 0.4 * camps.camps_left(state, seat)
    if state.active != seat:
        return outlook
    if state.phase == "prepare":
        outlook += 0.25 * min(int(rules()["max_hearts"]), power["heart"])
    elif player["where"] == "map" and player["heart"] >= camps.camp_cost(state, seat):
        outlook += 0.25 * player["heart"]
        space = player["space"]
        if state.phase in ("move", "arrive") and space is not None:
            if state.camps[space] is None and state.board.spaces[space].kind != "village":
                outlook += 0.5
            if state.phase == "arrive" and state.ctx.get("quest"):
                outlook += 1.0
    return outlook
