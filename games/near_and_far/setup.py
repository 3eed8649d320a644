"""Setting up a game (rulebook "Preparación" 1a-8) and the artifact draft
("Redistribución de cartas de artefacto")."""

from __future__ import annotations

from typing import Any

from games.core.errors import IllegalAction
from games.core.rng import Rng
from games.core.types import Event, Prompt
from games.near_and_far import frames, privacy
from games.near_and_far.actions import Card, Word
from games.near_and_far.character import TALENT_EFFECTS, parse_characters
from games.near_and_far.components import (
    adventurers,
    artifacts,
    express_cards,
    rules,
    threats,
    treasures,
    world_cards,
)
from games.near_and_far.frames import DraftKeepFrame, DraftPickFrame, Step
from games.near_and_far.state import NearFarState, new_player


def quest_token_count(players: int, quests: str) -> int:
    """ "Preparación" 3: "tres fichas por jugador más una ficha adicional" (7, 10 or
    13); "Variante con más gestas": "cuatro gestas por jugador", with no extra one
    (4 x 4 = 16 fills the 16 quest spaces a printed map has). `more_plus_one` plays
    our earlier reading, four per player plus one. A map with fewer quest spaces
    takes as many as it has."""
    table = rules()
    if quests == "normal":
        return int(table["quests_per_player"]) * players + int(table["quests_extra"])
    extra = int(table["quests_extra"]) if quests == "more_plus_one" else 0
    return int(table["quests_per_player_more"]) * players + extra


def setup(players: int, options: dict[str, str], seed: int) -> NearFarState:
    """1a pack-birds in the stable and the treasure deck at the mystic; 1b the bag and
    the row of five, the chiefs beside the village; 2 the map; 3 quest tokens (3 per
    player + 1) on random quest spaces; 4 player boards (pet, 3 coins, hearts 0, camps,
    reputation 0); 5 random first player; 6 supplies and the express deck; 6a the threat
    deck 4..15 face up; 7 the artifact decks and the deal for the draft; 8 (2 players)
    the virtual duellist in the town hall."""
    rng = Rng(seed)
    table = rules()
    state = NearFarState(
        players=players,
        options=dict(options),
        rng=rng,
        order=[],
        seats=[new_player(s, int(table["start"]["coin"])) for s in range(players)],
    )
    board = state.board
    state.camps = [None] * len(board.spaces)
    # 1a, 1b
    state.treasure_deck = sorted(treasures())
    rng.shuffle(state.treasure_deck)
    state.bag = sorted(a for a in adventurers() if a != "pet")
    rng.shuffle(state.bag)
    state.row = [state.bag.pop() for _ in range(int(table["row_size"]))]
    state.chiefs = {f: None for f in table["factions"]}
    # 3: quest tokens
    quest_spaces = [s.id for s in board.spaces if s.quest]
    rng.shuffle(quest_spaces)
    state.quest_tokens = sorted(quest_spaces[: quest_token_count(players, options["quests"])])
    # 5: first player, clockwise = seat order
    first = rng.randbelow(players)
    state.order = [(first + i) % players for i in range(players)]
    # 6: express quests and world cards
    state.express_deck = sorted(express_cards())
    rng.shuffle(state.express_deck)
    state.world_deck = sorted(world_cards())
    rng.shuffle(state.world_deck)
    # 6a: threats in ascending order, the 4 on top
    state.threat_deck = sorted(threats(), key=lambda t: threats()[t]["difficulty"])
    # 7: artifact decks and the deal
    state.basic_deck = sorted(a for a, c in artifacts().items() if c["tier"] == "basic")
    state.advanced_deck = sorted(a for a, c in artifacts().items() if c["tier"] == "advanced")
    rng.shuffle(state.basic_deck)
    rng.shuffle(state.advanced_deck)
    _apply_characters(state, options)
    draft = table["draft"]
    hands = [[state.basic_deck.pop() for _ in range(draft["basic"])] for _ in range(players)]
    advanced = [
        [state.advanced_deck.pop() for _ in range(draft["advanced"])] for _ in range(players)
    ]
    frames.push_frame(state, frames.draft_pick_frame(hands, [[] for _ in range(players)], advanced))
    return state


def _apply_characters(state: NearFarState, options: dict[str, str]) -> None:
    text = options.get("characters", "")
    chars = parse_characters(text, state.players) if text else [None] * state.players
    state.characters = [c.to_text() if c else None for c in chars]
    for seat, char in enumerate(chars):
        if char is None:
            continue
        player = state.p(seat)
        player["talents"] = list(char.talents)
        for talent in char.talents:
            for effect in TALENT_EFFECTS[talent]:
                for good, n in effect.get("start", {}).items():
                    player[good] += n


# -- the draft --------------------------------------------------------------------------
class DraftPick(Step[DraftPickFrame, Card]):
    """Rulebook "Redistribución de cartas de artefacto": each player keeps one card of
    the hand in front of them, in secret; the seats that have picked least are
    asked, all at once."""

    type = "draft_pick"

    def prompts(self, state: NearFarState, frame: DraftPickFrame) -> list[Prompt]:
        # The cards are secret, how many there are is not (one less each pick): the
        # last card of a hand is kept for its seat at once.
        secret = privacy.draft_hand_is_private()
        return [
            Prompt(s, self.type, private=secret, count_public=True)
            for s in draft_waiting(state)
        ]

    def legal(self, state: NearFarState, frame: DraftPickFrame, seat: int) -> list[Card]:
        return [Card("pick", c) for c in frame["hands"][seat]]

    def answer(
        self, state: NearFarState, frame: DraftPickFrame, seat: int, action: Card
    ) -> list[Event]:
        return pick(state, seat, action.card)


class DraftKeep(Step[DraftKeepFrame, Card | Word]):
    """Rulebook "Redistribución de cartas de artefacto": with the hand made, every
    player discards what they do not keep (at most one of the two advanced cards
    stays), at the same time, then says `ready`."""

    type = "draft_keep"

    def prompts(self, state: NearFarState, frame: DraftKeepFrame) -> list[Prompt]:
        return [
            Prompt(s, self.type, private=privacy.discarding_from_hand_is_private(state, s))
            for s in range(state.players)
            if s not in frame["ready"]
        ]

    def legal(self, state: NearFarState, frame: DraftKeepFrame, seat: int) -> list[Card | Word]:
        out: list[Card | Word] = [Card("drop", c) for c in state.p(seat)["hand"]]
        if advanced_kept(state, seat) <= 1:
            out.append(Word("ready"))
        return out

    def answer(
        self, state: NearFarState, frame: DraftKeepFrame, seat: int, action: Card | Word
    ) -> list[Event]:
        if isinstance(action, Word):  # `ready`, the only word
            return keep_ready(state, seat)
        return keep_drop(state, seat, action.card)

    def explain(
        self, state: NearFarState, frame: DraftKeepFrame, seat: int, action: Any
    ) -> IllegalAction | None:
        """`ready` with both advanced cards still in hand: the rule, not just "no"."""
        if action == Word("ready") and advanced_kept(state, seat) > 1:
            return IllegalAction("near_and_far.error.both_advanced")
        return super().explain(state, frame, seat, action)


def draft_waiting(state: NearFarState) -> list[int]:
    picked = frames.current(state, DraftPickFrame)["picked"]
    done = min(len(p) for p in picked)
    return [s for s in range(state.players) if len(picked[s]) == done]


def pick(state: NearFarState, seat: int, card: str) -> list[Event]:
    """Keep one card of the hand in front of you; once everyone has picked, the rest
    of each hand passes to the left. After five picks, the keep step."""
    ctx = frames.current(state, DraftPickFrame)
    ctx["hands"][seat].remove(card)
    ctx["picked"][seat].append(card)
    # A secret choice cannot be taken back: the game master's undo names what it
    # takes back in the channel (docs/rules/near_and_far.md, "Hidden information").
    events = [Event("picked", {"seat": seat}, barrier=True)]
    if len({len(p) for p in ctx["picked"]}) != 1:
        return events
    n = state.players
    ctx["hands"] = [ctx["hands"][(s - 1) % n] for s in range(n)]
    if any(ctx["hands"]):
        return events
    return events + start_keep(state)


def start_keep(state: NearFarState) -> list[Event]:
    ctx = frames.current(state, DraftPickFrame)
    for seat in range(state.players):
        player = state.p(seat)
        player["hand"] = ctx["picked"][seat] + ctx["advanced"][seat]
        # Trinkets talent: two more artifacts after the deal, kept or discarded now.
        if "trinkets" in player["talents"]:
            player["hand"] += [state.basic_deck.pop() for _ in range(2) if state.basic_deck]
    frames.replace_frame(state, frames.draft_keep_frame(ctx["advanced"], []))
    return [Event("draft_done", {})]


def advanced_kept(state: NearFarState, seat: int) -> int:
    advanced = frames.current(state, DraftKeepFrame)["advanced"]
    return sum(1 for c in advanced[seat] if c in state.p(seat)["hand"])


def keep_drop(state: NearFarState, seat: int, card: str) -> list[Event]:
    state.p(seat)["hand"].remove(card)
    state.artifact_discard.append(card)
    # Told without the card, which lies face down; a secret choice (see `pick`).
    return [Event("draft_dropped", {"seat": seat}, barrier=True)]


def keep_ready(state: NearFarState, seat: int) -> list[Event]:
    """Done discarding; when everyone is ready the first player starts."""
    ready = frames.current(state, DraftKeepFrame)["ready"]
    ready.append(seat)
    if len(ready) < state.players:
        return [Event("ready", {"seat": seat})]
    frames.replace_frame(state, frames.step_frame("turn"))
    return [Event("ready", {"seat": seat}), Event("turn", {"seat": state.active, "round": 1})]
