"""Root's setup options (docs/rules/root.md, "Rules as printed").

The default of each option is the rule as printed: the Law of Root in the seeds,
and for the cards (printed components the rulebook does not describe) the
card's own words. Every other value is a variant a table may choose.

    first_player       random (5.1.1) | 1 | 2 | 3 | 4 (a seat the table has)
    dominance          in (seed 000 keeps the four dominance cards) | out (the
                       current Law's two-player rule, 5.1.3)
    timing             printed: cards used "in Birdsong" and the Daylight extras
                       (dominance cards, Tax Collector, Codebreakers) are offered at
                       every moment where using them could change something |
                       grouped: only at the start of Birdsong and in the Daylight
                       menus (fewer questions)
    royal_claim        choose: the crafter picks the pieces that pay Royal Claim's
                       "any" cost (3.1.1) | auto: the game picks them
    stand_and_deliver  unlimited: the card sets no limit | once: once per turn
                       (HRF's reading)
    factions           choose: the players pick in reverse turn order, each pick
                       public (games/root/seating.py) | random: a random legal
                       table | the factions in seat order, a comma list:
                       marquise,eyrie,alliance,vagabond (the Vagabond may come
                       twice: the second is `vagabond2`, 9.7). 5.1.1 lets the
                       table assign factions "by any method"; every game includes
                       the Marquise, the Eyrie or the Lizard Cult.
                       Games stored before issue 11 keep `marquise,eyrie`.
    card_choice        required: using Command Warren (or Cobbler) is the choice
                       to battle (or move), so the battle or move follows and a
                       single possible one is played without a question |
                       optional: the player may still decline with `done`

A state without a value (a position built by hand) plays the default.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, overload

from games.core.errors import OptionError
from games.core.types import OptionSpec
from games.root.factions.base import FACTIONS as FACTION_RULES
from games.root.factions.base import boards, table_names

if TYPE_CHECKING:
    from games.root.state import RootState

FIRST_PLAYER = OptionSpec(
    "first_player", ("random", "1", "2", "3", "4"), "random", "option.first_player"
)
DOMINANCE = OptionSpec("dominance", ("in", "out"), "in", "option.dominance")
# Games stored before these became options (issue 10) were played by the second
# value: `legacy` keeps them going as they began (Game.stored_options).
TIMING = OptionSpec("timing", ("printed", "grouped"), "printed", "option.timing", "grouped")
ROYAL_CLAIM = OptionSpec(
    "royal_claim", ("choose", "auto"), "choose", "option.royal_claim", "auto"
)
STAND_AND_DELIVER = OptionSpec(
    "stand_and_deliver", ("unlimited", "once"), "unlimited", "option.stand_and_deliver", "once"
)
LEGACY = {spec.name: spec.legacy for spec in (TIMING, ROYAL_CLAIM, STAND_AND_DELIVER)}
# Games stored before issue 14 could decline the battle (or move) after using the
# card with `done`; their logs hold that `done`, so they keep the old reading.
CARD_CHOICE = OptionSpec(
    "card_choice", ("required", "optional"), "required", "option.card_choice", "optional"
)


METHODS = ("choose", "random")  # 5.1.1 "by any method": games/root/seating.py


class TableNames(Sequence[str]):
    """The factions a table may name, in the order of the rules' sections (after
    `before`): the option's listed choices, read from the registry when asked
    (the factions of games/root/registry.py, `factions.base.table_names`), so
    whether one is playable is the registry's to say and no list here names one."""

    def __init__(self, before: tuple[str, ...] = ()) -> None:
        self.before = before

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return [*self.before, *table_names()][index]

    def __len__(self) -> int:
        return len(self.before) + len(table_names())

    def __iter__(self) -> Iterator[str]:
        return iter([*self.before, *table_names()])


FACTION_NAMES = TableNames()


@dataclass(frozen=True)
class FactionsSpec(OptionSpec):
    """`factions`: `choose`, `random`, or a comma list of faction names in seat
    order. The list is checked against the players and the registered factions
    by `Root.validate_options`, when the count is known. A name is one of a
    registered faction (a second board's id, `vagabond2`, too)."""

    def parse(self, raw: str) -> str:
        value = str(raw).strip().lower()
        if value in METHODS:
            return value
        names = [name.strip() for name in value.split(",")]
        unknown = [n for n in names if n not in FACTION_RULES]
        if not names or unknown:
            raise OptionError(
                "error.option_value",
                option=self.name,
                value=str(raw)[:40],
                choices=", ".join(self.choices),
            )
        return ",".join(names)


FACTIONS = FactionsSpec(
    "factions", TableNames(METHODS), "choose", "option.factions", "marquise,eyrie"
)

OPTIONS = (
    FIRST_PLAYER, DOMINANCE, TIMING, ROYAL_CLAIM, STAND_AND_DELIVER, CARD_CHOICE, FACTIONS
)


def seated_factions(listed: str) -> list[str]:
    """The faction id of each seat from the option's list: a name listed again
    seats its faction's next board (a second Vagabond is `vagabond2`, 9.7;
    `Faction.second_board_of`), so every seat's faction id is distinct."""
    seated: list[str] = []
    names = listed.split(",")
    for index, name in enumerate(names):
        ids = boards(name)
        seated.append(ids[min(names[:index].count(name), len(ids) - 1)])
    return seated


def card_choice_optional(state: RootState) -> bool:
    """May the battle after Command Warren (the move after Cobbler) be declined?"""
    return chosen(state, CARD_CHOICE) == "optional"


def chosen(state: RootState, spec: OptionSpec) -> str:
    """The table's value of an option, or its default (the printed rule)."""
    return str(state.options.get(spec.name, spec.default))


def printed_timing(state: RootState) -> bool:
    """Offer the cards and extras at every moment the rules allow (`timing=printed`)?"""
    return chosen(state, TIMING) == "printed"
