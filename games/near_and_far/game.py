"""Near and Far as a registered game: options, setup, notation, shortcuts, the
AI's eye. Its words are in words.py, its campaign in campaign.py."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from games.core.agents import Agent
from games.core.data import data_path
from games.core.errors import OptionError
from games.core.game import State
from games.core.i18n import Catalog, register_catalog
from games.core.lookup import Entry
from games.core.search import Macro
from games.core.types import OptionSpec, Seat
from games.near_and_far import actions, lookup, walk
from games.near_and_far.actions import Number
from games.near_and_far.agent import NearFarAgent, confidence
from games.near_and_far.agent.outlook import outlook
from games.near_and_far.agent.player import PlayoutPlayer
from games.near_and_far.agent.walks import is_search_step, trade_macros, walk_macros
from games.near_and_far.campaign import CharacterCampaign
from games.near_and_far.character import parse_characters
from games.near_and_far.components import map_ids
from games.near_and_far.forms import FORMS
from games.near_and_far.setup import setup
from games.near_and_far.standing import parts_now, points_now
from games.near_and_far.state import NearFarState
from games.near_and_far.words import NearAndFarWords


class CharactersError(OptionError):
    """The `characters` option cannot be read; its reason repeats what was given."""

    typed: ClassVar[tuple[str, ...]] = ("reason",)


class NearAndFar(NearAndFarWords, CharacterCampaign):
    forms = FORMS
    id = "near_and_far"
    min_players = 2
    max_players = 4
    search_playout = 20
    search_playout_turn = True
    """After a new node the heuristic plays to the end of the turn (at most 20
    moves): a visit (the recruit placed) or an adventure (the camp) judged when done,
    not halfway (bench/README.md, "Near and Far with whole walks")."""
    search_rate = 450.0
    """About 60 % of the search's iterations per CPU-second in whole mid-game
    decisions with those playouts, by the heuristic player deciding on the
    playout's position as it is (`search_playout_agent`): 775 at 2 players
    (419-442 when it drew its own copy at every move), so a decision's budget
    holds on a busier machine: at 540 a decision's p95 was 1.2 times its seconds
    on a loaded one (bench/README.md, "Arena")."""
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
                raise CharactersError(
                    "near_and_far.error.characters", reason=str(error)[:80]) from None
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

    def _parse_action(self, text: str) -> actions.NearFarAction:
        return actions.parse(text)

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

    def option_text(
        self, name: str, value: str, locale: str, names: Sequence[str] | None = None
    ) -> str:
        """The campaign characters (an encoding the bot fills in, character.py) as the
        players who bring one; their experience and talents are in `/game character`."""
        if name != "characters":
            return super().option_text(name, value, locale, names)
        try:
            heroes = parse_characters(value, len(value.split(",")))
        except ValueError:
            heroes = []
        who = [self.player_name(seat, locale, names)
               for seat, hero in enumerate(heroes) if hero is not None]
        shown = ", ".join(who) or self.catalog.text(locale, "optvalue.characters.none")
        return f"{self.catalog.text(locale, 'optname.characters')}: {shown}"

    def public_score_parts(self, view: Mapping[str, Any]) -> list[dict[str, int]]:
        """While the game goes on, each seat's points if it ended now, part by part
        (standing.py); nothing once it is over (the result holds the breakdown)."""
        return [] if view.get("result") else parts_now(view)

    def score_notes(
        self, view: Mapping[str, Any], locale: str, names: Sequence[str] | None = None
    ) -> list[str]:
        """While the game goes on, what each score above is made of ("Fin de la partida"
        applied now): the parts that are not zero, a card in hand unbought -1 each."""
        if view.get("result"):
            return []
        t = self.catalog.text
        lines = [t(locale, "standing.header")]
        for seat, parts in enumerate(self.public_score_parts(view)):
            items = ", ".join(
                t(locale, "result.item", item=t(locale, f"result.part.{key}"), points=points)
                for key, points in parts.items() if points
            )
            name = self.player_name(seat, locale, names)
            lines.append(t(locale, "result.breakdown", name=name, items=items or "0"))
        return lines

    def lookup_entries(self, locale: str) -> list[Entry]:
        return lookup.entries(self, locale)

    def lookup_text(self, entry_id: str, locale: str) -> str | None:
        return lookup.text(self, entry_id, locale)

    # -- the AI's eye -------------------------------------------------------------------
    def agent(self, kind: str) -> Agent:
        return NearFarAgent() if kind == "heuristic" else super().agent(kind)

    def search_playout_agent(self) -> Agent:
        """The heuristic player deciding on the playout's position as it is (it is
        the search's determinization already): agent/player.py `PlayoutPlayer`."""
        return PlayoutPlayer()

    def search_macros(self, state: State, seat: Seat) -> list[Macro] | None:
        """At a movement decision, the walks to every destination reachable this turn
        as single steps of the search's tree; in a town hall trade, its steps without
        `cancel` (agent/walks.py)."""
        assert isinstance(state, NearFarState)
        return walk_macros(state, seat) or trade_macros(state, seat)

    def search_stepwise(self, action: Any) -> bool:
        return is_search_step(action)

    def search_pick_margin(self, state: State, seat: Seat) -> float:
        """How much better than the heuristic's pick another move must look for
        the search to play it (agent/confidence.py), in every question alike."""
        return confidence.PICK_MARGIN

    def evaluate(self, state: State, seat: Seat) -> float:
        """VP now (the final scoring on the table as it lies) plus what the position
        promises toward it (agent/outlook.py: cards in hand, routes half built, the
        team while rounds remain, camps left, a camp within reach), less a quarter of
        the best rival's."""
        assert isinstance(state, NearFarState)
        if state.result() is not None:
            return super().evaluate(state, seat)
        return outlook(state, seat) - 0.25 * max(
            (outlook(state, s) for s in range(state.players) if s != seat), default=0.0
        )
