"""Root's step-by-step menus (`Game.choice_path`; docs/notation/root.md, "Autocomplete").

A Marquise march can offer hundreds of moves; a menu that lists 25 of them
shows an arbitrary slice. So each compound action names the groups a player
steps through before the action itself:

    3w1->5              w1->  (moves from clearing 1), w1->5 (to 5), then the count
    build sawmill 5     build sawmill  (by building kind), then the clearing
    overwork 5 anvil#1  overwork 5     (by clearing), then the card
    p->5 +2c            p->5 +c        (Vagabond: destination and ally), then the count
    aid e anvil#1       aid e          (Vagabond: the player aided), then the card
    quest escort_mouse vp   quest escort_mouse   (by quest), then the reward
    decree move anvil#1 decree move    (by Decree column), then the card
    x5 e                x5             (by clearing), then the defender
    take dominance_fox#1 with anvil#1   take dominance_fox#1, then the card spent
    revolt 5 with a#1 b#1   revolt 5       (by clearing), then the supporters spent
    spread 5 with a#1       spread 5       (by clearing), then the supporters spent
    score a#1 with b#1      score a#1      (the Cult: by card revealed), then the card spent

Every group key is a piece of the action's own notation that the notation parser
refuses (a move without its count, a build without its clearing...), so a group
sent as it is can never be played by mistake. Any other action is a menu of
one step. A faction module adds its own with `@steps_for(ActionClass)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core.i18n import Catalog
from games.root.actions import (
    Battle,
    Move,
    TakeDominance,
    card_name,
    faction_name,
    letter_of,
    suit_name,
)
from games.root.cards import suit_of as card_suit
from games.root.factions.alliance.actions import Revolt, Spread
from games.root.factions.eyrie.actions import AddToDecree
from games.root.factions.lizards.actions import Score as LizardScore
from games.root.factions.lizards.actions import score_worth
from games.root.factions.marquise import board as marquise_board
from games.root.factions.marquise.actions import Build, Overwork, kind_name
from games.root.factions.vagabond.actions import Aid, AlliedBattle, PawnMove, Quest
from games.root.factions.vagabond.actions import place_text as vagabond_place

Step = tuple[str, str]  # (key, label), as Game.choice_path
Steps = Callable[[Any, Any, Catalog, str], list[Step]]
_STEPS: dict[type, Steps] = {}


def steps_for(kind: type) -> Callable[[Steps], Steps]:
    """Register the group steps (not the action's own) of one action class."""

    def register(steps: Steps) -> Steps:
        _STEPS[kind] = steps
        return steps

    return register


def choice_path(state: Any, action: Any, catalog: Catalog, locale: str, label: str) -> list[Step]:
    """The group steps of `action`, then the action itself with its `label`."""
    steps = _STEPS.get(type(action))
    groups = steps(state, action, catalog, locale) if steps else []
    return [*groups, (str(action), label)]


def clearing_text(state: Any, catalog: Catalog, locale: str, clearing: int) -> str:
    """"clearing 5 (rabbit)": the suit is what most choices hinge on."""
    known = state.woods.clearings.get(clearing)
    if known is None:
        return catalog.text(locale, "root.path.clearing_bare", clearing=clearing)
    suit = suit_name(catalog, locale, known.suit)
    return catalog.text(locale, "root.path.clearing", clearing=clearing, suit=suit)


@steps_for(Move)
def _move(state: Any, move: Move, catalog: Catalog, locale: str) -> list[Step]:
    """Origin, then destination; the count is the action (`3w1->5`)."""
    origin = clearing_text(state, catalog, locale, move.origin)
    target = clearing_text(state, catalog, locale, move.target)
    return [
        (f"w{move.origin}->", catalog.text(locale, "root.path.move_from", origin=origin)),
        (
            f"w{move.origin}->{move.target}",
            catalog.text(locale, "root.path.move_to", origin=origin, target=target),
        ),
    ]


@steps_for(Battle)
@steps_for(AlliedBattle)  # the Vagabond's battle with an ally's warriors: grouped alike
def _battle(
    state: Any, battle: Battle | AlliedBattle, catalog: Catalog, locale: str
) -> list[Step]:
    """By clearing; a clearing with one defender is offered as the battle itself."""
    where = clearing_text(state, catalog, locale, battle.clearing)
    return [(f"x{battle.clearing}", catalog.text(locale, "root.path.battle_in", clearing=where))]


@steps_for(TakeDominance)
def _take(state: Any, take: TakeDominance, catalog: Catalog, locale: str) -> list[Step]:
    """By dominance card, then the card spent for it."""
    card = card_name(catalog, locale, take.card)
    return [(f"take {take.card}", catalog.text(locale, "root.path.take_dominance", card=card))]


@steps_for(Build)
def _build(state: Any, build: Build, catalog: Catalog, locale: str) -> list[Step]:
    """By building kind (its cost and VP are the track's, whatever the clearing)."""
    label = catalog.text(
        locale,
        "root.path.build",
        kind=kind_name(catalog, locale, build.kind),
        cost=marquise_board.next_cost(state, build.kind),
        vp=marquise_board.next_vp(state, build.kind),
    )
    return [(f"build {build.kind}", label)]


@steps_for(Overwork)
def _overwork(state: Any, overwork: Overwork, catalog: Catalog, locale: str) -> list[Step]:
    """By clearing, then the card spent."""
    where = clearing_text(state, catalog, locale, overwork.clearing)
    label = catalog.text(locale, "root.path.overwork", clearing=where)
    return [(f"overwork {overwork.clearing}", label)]


@steps_for(AddToDecree)
def _decree(state: Any, added: AddToDecree, catalog: Catalog, locale: str) -> list[Step]:
    """By Decree column, then the card."""
    column = catalog.text(locale, f"eyrie.column.{added.column}")
    return [(f"decree {added.column}", catalog.text(locale, "root.path.decree", column=column))]


@steps_for(Revolt)
def _revolt(state: Any, revolt: Revolt, catalog: Catalog, locale: str) -> list[Step]:
    """By clearing, then the two supporters spent (8.4.1)."""
    where = clearing_text(state, catalog, locale, revolt.clearing)
    return [(f"revolt {revolt.clearing}", catalog.text(locale, "root.path.revolt", clearing=where))]


@steps_for(Spread)
def _spread(state: Any, spread: Spread, catalog: Catalog, locale: str) -> list[Step]:
    """By clearing (with its cost), then the supporters spent (8.4.2)."""
    where = clearing_text(state, catalog, locale, spread.clearing)
    label = catalog.text(locale, "root.path.spread", clearing=where, cost=len(spread.spent))
    return [(f"spread {spread.clearing}", label)]


# -- the Vagabond (9.5) ----------------------------------------------------------------


@steps_for(PawnMove)
def _pawn(state: Any, move: PawnMove, catalog: Catalog, locale: str) -> list[Step]:
    """With allied warriors along: the destination and ally, then how many."""
    if not move.ally:
        return []
    where = vagabond_place(state, catalog, locale, move.target)
    ally = faction_name(catalog, locale, move.ally)
    label = catalog.text(locale, "root.path.vagabond_escort", place=where, ally=ally)
    return [(f"p->{move.target} +{letter_of(move.ally)}", label)]


@steps_for(Aid)
def _aid(state: Any, aid: Aid, catalog: Catalog, locale: str) -> list[Step]:
    """By the player aided, then the card given."""
    rival = faction_name(catalog, locale, aid.faction)
    label = catalog.text(locale, "root.path.vagabond_aid", rival=rival)
    return [(f"aid {letter_of(aid.faction)}", label)]


@steps_for(Quest)
def _quest(state: Any, quest: Quest, catalog: Catalog, locale: str) -> list[Step]:
    """By quest, then the reward."""
    name = catalog.text(locale, f"vagabond.quest.{quest.quest}")
    return [(f"quest {quest.quest}", catalog.text(locale, "root.path.vagabond_quest", quest=name))]


@steps_for(LizardScore)
def _lizard_score(state: Any, score: LizardScore, catalog: Catalog, locale: str) -> list[Step]:
    """The Cult's Score (10.5.4): by the card revealed (its suit's track), then the card
    spent to the Lost Souls."""
    card = card_name(catalog, locale, score.card)
    suit = suit_name(catalog, locale, card_suit(score.card))
    return [(f"score {score.card}", catalog.text(locale, "root.path.lizards_score", card=card,
                                                   suit=suit, vp=score_worth(state, score.card)))]
