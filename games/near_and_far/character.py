"""Campaign characters: what persists from one game to the next (rulebook "La campaña
y partida vivencial", "Talentos de los personajes", "Anotar puntos de experiencia").

A `Character` is a value: experience (earned and spent), talents, keywords and the VP
scored on each map. Setup takes one per seat through the `characters` option (its
compact text form), the result reports what each seat earned, and `after_game`
gives the character to store for the next game. Storage belongs to the bot.

Our adaptation to express quests (docs/rules/near_and_far.md, "Campaign"): every
quest attempted counts as a completed quest; one experience point per three.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from games.near_and_far.components import rules

TALENT_EFFECTS: dict[str, list[dict[str, Any]]] = {
    "hoard": [{"ignore_unbought": 3}],
    "martial_arts": [{"duel": 1}],
    "taunt": [{"duel": 1}],
    "bounty_hunter": [{"bounty": True}],
    "cooking": [{"start": {"food": 2}}],
    "gem_trade": [{"gems_as_coins": True}],
    "bird_breeding": [
        {"visit": "stable", "gain": {"coin": 1}, "min_animals": 2},
        {"release": 2},
    ],
    "caving": [{"caving": True}],
    "freeloading": [{"extra_slot": 1}],
    "meditation": [{"food_as_hearts": True}],
    "storytelling": [{"top_reputation": 2}],
    "persuasion": [{"shop_extra": 1}],
    "fishing": [{"start": {"food": 1}}],
    "pianist": [{"visit": "tavern", "gain": {"food": 1}}],
    "politicking": [{"hall_free": True}, {"learn": True}],
    "potions": [{"visit": "mystic", "gain": {"food": 1}}],
    "trinkets": [{"start_artifacts": 2}],
    "bribery": [{"bribe": 1}],
}


def talent_cost(talent: str) -> int:
    return int(rules()["talents"][talent])


@dataclass(frozen=True)
class Character:
    """One campaign character. `xp` is unspent experience; `quests` counts quests
    towards the next point (the three boxes of a row on the character card)."""

    xp: int = 1
    quests: int = 0
    talents: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    map_vp: tuple[tuple[str, int], ...] = field(default_factory=tuple)

    def to_text(self) -> str:
        """`xp.quests.talent+talent.keyword+keyword.map:vp+map:vp` (empty parts allowed)."""
        vp = "+".join(f"{m}:{v}" for m, v in self.map_vp)
        return ".".join(
            [str(self.xp), str(self.quests), "+".join(self.talents), "+".join(self.keywords), vp]
        )

    @classmethod
    def from_text(cls, text: str) -> Character:
        parts = text.strip().split(".")
        if len(parts) != 5 or not parts[0].isdigit() or not parts[1].isdigit():
            raise ValueError(f"not a character: {text!r}")
        talents = tuple(t for t in parts[2].split("+") if t)
        for talent in talents:
            if talent not in TALENT_EFFECTS:
                raise ValueError(f"unknown talent {talent!r}")
        keywords = tuple(k for k in parts[3].split("+") if k)
        vp = tuple(
            (m, int(v)) for m, v in (item.split(":") for item in parts[4].split("+") if item)
        )
        return cls(int(parts[0]), int(parts[1]), talents, keywords, vp)

    def buy(self, talent: str) -> Character:
        """Spend experience on a talent between games (rulebook: spent points are gone)."""
        if talent not in TALENT_EFFECTS:
            raise ValueError(f"unknown talent {talent!r}")
        if talent in self.talents:
            raise ValueError(f"already has {talent!r}")
        cost = talent_cost(talent)
        if cost > self.xp:
            raise ValueError(f"{talent!r} costs {cost} experience, {self.xp} available")
        return replace(self, xp=self.xp - cost, talents=(*self.talents, talent))

    def after_game(self, map_id: str, quests: int, vp: int) -> Character:
        """One experience point per three quests, counting across games."""
        per = int(rules()["campaign"]["quests_per_xp"])
        total = self.quests + quests
        return replace(
            self,
            xp=self.xp + total // per,
            quests=total % per,
            map_vp=(*self.map_vp, (map_id, vp)),
        )


def parse_characters(text: str, players: int) -> list[Character | None]:
    """The `characters` option: one character text per seat, `,` between seats,
    `-` for a seat without a character."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != players:
        raise ValueError("one character per seat")
    return [None if p in ("", "-") else Character.from_text(p) for p in parts]
