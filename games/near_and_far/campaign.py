"""Near and Far's campaign: characters that outlive a game (docs/rules/near_and_far.md,
"Campaign"); the bot stores their text and calls these through `games.core.campaign`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from games.core.campaign import Campaign
from games.core.errors import OptionError
from games.core.i18n import Catalog
from games.core.types import Result
from games.near_and_far.character import TALENT_EFFECTS, Character, talent_cost
from games.near_and_far.components import rules


class UnknownTalent(OptionError):
    """A talent name as typed (`/game character talent:`): the transport quotes it."""

    typed: ClassVar[tuple[str, ...]] = ("talent",)


class CharacterCampaign(Campaign):
    """The campaign rules of Near and Far: characters, experience, talents."""

    catalog: Catalog

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
            raise UnknownTalent("near_and_far.error.talent_unknown", talent=str(talent)[:40])
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

