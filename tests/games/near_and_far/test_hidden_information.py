"""Hidden information in Near and Far, one test per privacy rule step (issue 9 "Trust";
docs/rules/near_and_far.md, "Hidden information"; rulebook headings in docstrings).

Two tools: a prompt's `private` flag (its choices are shown to its seat alone, never
played for it) and `State.resample(seats, rng)` (what `seats` cannot see drawn again).
"""

from __future__ import annotations

from collections import Counter

from games.core import Rng
from games.near_and_far.agent import NearFarAgent
from games.near_and_far.components import artifacts, express_cards, treasures
from games.near_and_far.state import NearFarState
from tests.games.near_and_far.position import game, play, started, texts


def drafted(players: int = 3, options: dict | None = None, seed: int = 4) -> NearFarState:
    """A game whose draft is over (every card where the rules put it), each seat
    keeping its first advanced card; seat 0 to play, round 2."""
    state = game().setup(players, options or {}, seed)
    while state.phase == "draft_pick":
        for prompt in state.pending():
            state.apply(prompt.seat, state.legal(prompt.seat)[0])
    for seat in range(players):
        state.apply(seat, f"drop {state.ctx['advanced'][seat][1]}")
        state.apply(seat, "ready")
    state.order, state.turn_index, state.round = list(range(players)), 0, 2
    for seat in range(players):
        state.p(seat)["where"] = "farm"
    return state


def private(state: NearFarState, seat: int = 0) -> bool:
    return next(p.private for p in state.pending() if p.seat == seat)


def every_artifact(state: NearFarState) -> Counter[str]:
    """Every artifact card, wherever it lies (the draft, hands, decks, discard, the
    cards looked at): resampling moves cards, never makes or loses one."""
    cards = [*state.basic_deck, *state.advanced_deck, *state.artifact_discard]
    for player in state.seats:
        cards += player["hand"] + player["bought"]
    for key in ("hands", "picked", "advanced"):
        if state.phase == "draft_pick":
            cards += [c for pile in state.ctx[key] for c in pile]
    for frame in state.stack:  # the current step and the steps it interrupted
        cards += frame.get("drawn", []) if frame.get("b") == "shop" else []
    return Counter(cards)


def into_hand(state: NearFarState, seat: int, card: str) -> None:
    """Move `card` from wherever it lies into the seat's hand."""
    for pile in (state.basic_deck, state.advanced_deck, state.artifact_discard):
        if card in pile:
            pile.remove(card)
    for player in state.seats:
        if card in player["hand"]:
            player["hand"].remove(card)
    state.p(seat)["hand"].append(card)


def tier(card: str) -> str:
    return artifacts()[card]["tier"]


# -- Preparación 7 and Redistribución: the draft ---------------------------------------
def test_draft_hand_is_private():
    """ "Redistribución de cartas de artefacto": each player picks from the hand passed
    to them and looks at their two advanced cards; nobody else sees either. The pick
    is asked in private, and resampling for nobody draws every hand again."""
    state = game().setup(3, {}, 2)
    assert all(p.kind == "draft_pick" and p.private for p in state.pending())
    own = state.view(0)["private"]
    assert len(own["draft_hand"]) == 5 and len(own["draft_advanced"]) == 2
    public = state.view(None)
    assert "draft_hand" not in str(public) and own["draft_hand"][0] not in str(public)
    guess = state.resample((), Rng(3))
    assert guess.view(None) == public
    assert guess.ctx["hands"] != state.ctx["hands"]
    assert all(tier(c) == "basic" for hand in guess.ctx["hands"] for c in hand)
    assert all(tier(c) == "advanced" for cards in guess.ctx["advanced"] for c in cards)
    assert every_artifact(guess) == every_artifact(state)


def test_draft_resample_keeps_what_the_seat_has_seen():
    """ "Redistribución": a seat knows the hand in front of it, its picks and its two
    advanced cards; resampling for that seat keeps them and redraws the others'."""
    state = game().setup(2, {}, 2)
    play(state, (0, texts(state, 0)[0]), (1, texts(state, 1)[0]))
    guess = state.resample((0,), Rng(8))
    assert guess.view(0) == state.view(0)
    assert guess.ctx["picked"][1] != state.ctx["picked"][1] or (
        guess.ctx["hands"][1] != state.ctx["hands"][1]
    )
    assert every_artifact(guess) == every_artifact(state)


def test_discarding_after_the_draft_is_private_while_the_hand_holds_a_card():
    """ "Redistribución": after the draft each player may discard any of their cards
    (at least one of the two advanced): the choices are the hand, so the question is
    private; once the hand is empty only `ready` is left, and the question is public."""
    state = game().setup(2, {}, 3)
    while state.phase == "draft_pick":
        for prompt in state.pending():
            state.apply(prompt.seat, state.legal(prompt.seat)[0])
    assert state.phase == "draft_keep" and private(state, 0)
    for card in list(state.p(0)["hand"]):
        state.apply(0, f"drop {card}")
    assert texts(state, 0) == ["ready"] and not private(state, 0)


def test_the_advanced_cards_to_discard_are_counted_alike_after_resampling():
    """ "Redistribución": at least one of the two advanced cards must go before
    `ready`. Which cards are advanced shows on their backs, so another seat's `ready`
    is offered in a resampled position exactly when it is in the real one."""
    state = game().setup(3, {}, 6)
    while state.phase == "draft_pick":
        for prompt in state.pending():
            state.apply(prompt.seat, state.legal(prompt.seat)[0])
    state.apply(1, f"drop {state.ctx['advanced'][1][0]}")
    for seed in range(5):
        guess = state.resample((0,), Rng(seed))
        for seat in range(3):
            assert ("ready" in texts(guess, seat)) == ("ready" in texts(state, seat))
        assert guess.view(None)["seats"] == state.view(None)["seats"]


def test_a_discard_after_the_draft_is_told_without_its_card():
    """ "Redistribución": each player may discard drafted cards. The channel hears that
    an artifact was discarded, never which (an action without a public event would be
    logged by its notation, `drop a05`)."""
    state = game().setup(2, {}, 3)
    while state.phase == "draft_pick":
        for prompt in state.pending():
            state.apply(prompt.seat, state.legal(prompt.seat)[0])
    card = state.p(0)["hand"][0]
    events = state.apply(0, f"drop {card}")
    public = [e for e in events if e.to is None]
    assert [e.kind for e in public] == ["draft_dropped"] and card not in str(public)
    assert "{player}" in game().catalog.text("en", "event.draft_dropped")


def test_secret_choices_cannot_be_taken_back():
    """Our decision ("Hidden information"): the game master names in the channel what
    an undo takes back, so a choice made in secret (a draft pick, a discard, a card
    kept at the shop, a discard at the town hall) is a barrier to undo, like a die."""
    state = game().setup(2, {}, 3)
    assert state.apply(0, state.legal(0)[0]).barrier, "a pick"
    state = drafted()
    assert state.apply(0, "visit hall").barrier is False
    assert state.apply(0, f"drop {state.p(0)['hand'][0]}").barrier, "a discard at the hall"
    state = drafted()
    play(state, (0, "visit shop"), (0, "draw 4+0"))
    assert state.apply(0, f"keep {state.ctx['drawn'][0]}").barrier, "a card kept"


def test_a_card_turned_face_up_from_a_deck_cannot_be_taken_back():
    """ "Tesoros", "Cantina": a treasure drawn on a path, or the adventurer that
    refills the row from the bag, shows a card nobody knew; undoing the step would let
    the player see it and choose again, so it is a barrier to undo."""
    state = drafted()
    state.p(0).update({"where": "map", "space": 2, "heart": 5, "animals": ["bird"]})
    state.quest_tokens = []
    play(state, (0, "adventure"))
    assert state.apply(0, "go 6").barrier, "a treasure path (2-6) on map 1"
    assert state.p(0)["treasures"]
    state = drafted()
    state.p(0).update({"coin": 9})
    play(state, (0, "visit tavern"))
    recruit = next(a for a in state.legal(0) if str(a).startswith("recruit"))
    assert state.apply(0, recruit).barrier
    state = drafted(options={"side": "day"})
    state.p(0)["animals"] = ["bird"]
    play(state, (0, "visit mystic"))
    assert state.apply(0, f"take {state.ctx['drawn'][0]}").barrier


# -- Preparación 7, Nota: the artifact hand -------------------------------------------
def test_hand_size_and_advanced_count_are_public_and_the_cards_private():
    """ "Preparación" 7 and "Nota": artifacts stay in hand, face down, until bought.
    How many, and how many advanced (the decks' backs differ), is public; the cards
    are seen by their owner only and are drawn again for anyone else."""
    state = drafted()
    info = state.view(None)["seats"][1]
    hand = state.p(1)["hand"]
    assert info["hand_size"] == len(hand) and info["hand_advanced"] == 1
    assert "hand" not in info and state.view(1)["private"]["hand"] == hand
    guess = state.resample((0,), Rng(1))
    assert guess.p(0)["hand"] == state.p(0)["hand"], "seat 0 keeps its own hand"
    assert sorted(map(tier, guess.p(1)["hand"])) == sorted(map(tier, hand))
    assert guess.view(None) == state.view(None)
    assert every_artifact(guess) == every_artifact(state)


def test_buying_is_private_when_the_hand_might_hold_a_card_within_reach():
    """ "Acción gratuita: comprar cartas de artefacto": at any moment of your turn you
    may buy a card from hand, so each step of the turn offers the affordable ones. The
    step is private while some unbought card of the kinds in hand is within the seat's
    goods; with nothing to pay with, or no card, it is public."""
    state = drafted()
    assert state.p(0)["hand"] and state.p(0)["coin"] == 3
    assert private(state)
    state.p(0).update({"coin": 0, "gem": 0, "food": 0})
    assert not private(state), "nothing could be paid for: nothing to hide"
    assert not any(t.startswith("buy") for t in texts(state))
    state.p(0).update({"coin": 3})
    state.p(0)["hand"] = []
    assert not private(state), "no card in hand"


def test_a_lone_end_waits_for_its_player_while_a_purchase_may_be_private():
    """ "Acción gratuita": the end of a turn is the last moment to buy. While buying
    is private the step waits for its player even when no card of the hand can be
    paid (playing `end` for them would tell the table that none could)."""
    state = drafted()
    state.p(0)["hand"] = ["a13"]  # 3 coins
    state.p(0)["coin"] = 2
    play(state, (0, "visit farm") if state.p(0)["where"] != "farm" else (0, "visit stable"))
    while state.phase != "end":
        play(state, (0, "done"))
    assert texts(state) == ["end"] and private(state), "a35 (1 gem) or a 2-coin card might be"


def test_town_hall_discard_is_private_while_the_hand_holds_a_card():
    """ "Alcaldía": you may discard an unbought artifact from hand; the choices name the
    cards, so the hall's question is private while the hand holds one."""
    state = drafted()
    state.p(0).update({"coin": 0, "gem": 0, "food": 0})
    play(state, (0, "visit hall"))
    if state.phase == "duel":  # 2 players: the virtual duellist; not here (3 players)
        raise AssertionError("no duel expected")
    assert state.pending()[0].kind == "hall_act" and private(state)
    state.p(0)["hand"] = []
    assert not private(state)


# -- Tienda: cards looked at ----------------------------------------------------------
def test_shop_cards_looked_at_are_private():
    """ "Tienda": announce the split, draw four and look at them, keep any. The split
    is public, the cards are the visitor's alone until kept (then in hand, face down):
    the question is private and resampling for anyone else redraws them."""
    state = drafted()
    events = play(state, (0, "visit shop"), (0, "draw 3+1"))
    drawn = list(state.ctx["drawn"])
    assert [e.kind for e in events if e.to is None][-1] == "shop_draw"
    assert state.pending()[0].kind == "shop_keep" and private(state)
    assert state.view(0)["private"]["looking_at"] == drawn
    assert "looking_at" not in state.view(1)["private"]
    assert not set(drawn) & set(str(state.view(None)).split("'"))
    guess = state.resample((1, 2), Rng(5))
    assert guess.ctx["drawn"] != drawn and guess.view(None) == state.view(None)
    assert sorted(map(tier, guess.ctx["drawn"])) == sorted(map(tier, drawn))
    assert state.resample((0,), Rng(5)).ctx["drawn"] == drawn
    assert every_artifact(guess) == every_artifact(state)


def test_cards_looked_at_stay_private_while_a_purchase_places_a_free_camp():
    """ "Tienda" and "Acción gratuita": a card bought while looking (one that places a
    free camp) interrupts the shop; the cards looked at are still the visitor's alone."""
    state = drafted()
    into_hand(state, 0, "a41")  # 4 coins and a green token: a free camp
    state.p(0).update({"coin": 6})
    state.p(0)["tokens"]["green"] = 1
    play(state, (0, "visit shop"), (0, "draw 4+0"), (0, "buy a41"))
    assert state.phase == "site"
    drawn = state.stack[-2]["drawn"]  # the shop, under the free camp
    assert state.view(0)["private"]["looking_at"] == drawn
    assert state.resample((0,), Rng(2)).stack[-2]["drawn"] == drawn
    assert state.resample((), Rng(2)).stack[-2]["drawn"] != drawn


# -- Aldea mejorada: the day-side mystic ---------------------------------------------
def test_day_side_mystic_treasures_looked_at_are_private():
    """ "Aldea mejorada", "Cabaña del místico": draw three treasures and keep one. The
    three are the visitor's until then: private choices, drawn again for others; the
    one kept lies face up, the others go to the (face-up) discard."""
    state = drafted(options={"side": "day"})
    state.p(0)["animals"] = ["bird"]
    play(state, (0, "visit mystic"))
    drawn = list(state.ctx["drawn"])
    assert len(drawn) == 3 and private(state)
    assert state.view(0)["private"]["looking_at"] == drawn
    guess = state.resample((1,), Rng(4))
    assert guess.ctx["drawn"] != drawn and guess.view(None) == state.view(None)
    assert Counter(guess.ctx["drawn"] + guess.treasure_deck) == Counter(
        drawn + state.treasure_deck
    )
    play(state, (0, f"take {drawn[0]}"))
    assert state.p(0)["treasures"] == [drawn[0]]
    assert state.view(None)["discards"]["treasure"] == drawn[1:]


# -- Preparación 1a, 1b, 6, 6a, 7: what lies face down and face up -------------------
def test_face_down_decks_and_the_bag_are_shuffled_again_and_face_up_piles_kept():
    """ "Preparación": the treasure deck (1a), the bag (1b), the express cards (6,
    partida exprés) and the artifact decks (7) are face down: their order is nobody's
    to know and is drawn again, their contents kept. The threat deck lies face up in
    ascending order (6a) and stays; so do the row and the face-up discards."""
    state = drafted()
    state.treasure_discard.append(state.treasure_deck.pop())
    state.express_discard.append(state.express_deck.pop())
    guess = state.resample(range(3), Rng(9))
    for pile in ("treasure_deck", "express_deck", "world_deck", "bag", "basic_deck"):
        real, drawn_again = getattr(state, pile), getattr(guess, pile)
        assert drawn_again != real and sorted(drawn_again) == sorted(real), pile
    assert guess.threat_deck == state.threat_deck and guess.row == state.row
    assert guess.treasure_discard == state.treasure_discard
    assert guess.express_discard == state.express_discard
    assert all(guess.p(s)["hand"] == state.p(s)["hand"] for s in range(3))
    assert len(treasures()) == 36 and len(express_cards()) == 40


def test_the_artifact_discard_is_face_down():
    """Our decision ("Hidden information"): the rulebook does not say how discarded
    artifacts lie; they come from secret hands and never return, so they lie face down:
    only their number is public, the cards are drawn again for everyone."""
    state = drafted()
    discarded = list(state.artifact_discard)
    assert state.view(None)["decks"]["artifact_discard"] == len(discarded) == 3
    assert not any(card in str(state.view(None)) for card in discarded)
    guess = state.resample(range(3), Rng(1))
    assert sorted(map(tier, guess.artifact_discard)) == sorted(map(tier, discarded))
    assert every_artifact(guess) == every_artifact(state)


# -- the AI ---------------------------------------------------------------------------
def test_the_ai_decides_from_what_its_seat_may_know():
    """Issue 9: an AI seat chooses the same in every position its seat cannot tell
    from the real one (other hands, the draft, the decks drawn again)."""
    agent = NearFarAgent()
    state = game().setup(3, {}, 12)
    for step in range(40):
        prompt = state.pending()[step % len(state.pending())]
        choice = agent.choose(state, prompt.seat, Rng(step))
        for seed in range(3):
            guess = state.resample((prompt.seat,), Rng(seed))
            assert agent.choose(guess, prompt.seat, Rng(step)) == choice
        state.apply(prompt.seat, choice)


def test_a_position_started_by_hand_resamples_too():
    """A position set up by hand (tests' `started`) holds fewer cards; resampling
    still keeps every public fact."""
    state = started()
    guess = state.resample((), Rng(3))
    assert guess.view(None) == state.view(None)


def test_buying_is_private_answers_as_pricing_every_group_would():
    """The remembered groups within reach of a purse (`privacy.within_reach`) answer as
    the rule reads: some group of unbought cards of a kind in hand that `can_buy`
    allows. Checked at every step of heuristic games, and on each purse again with
    goods, reputation and the gem-trade talent changed."""
    from games.near_and_far.buying import can_buy
    from games.near_and_far.cards import has_effect
    from games.near_and_far.privacy import (
        PURSE,
        buying_is_private,
        hand_tiers,
        price_groups,
        within_reach,
    )

    def reach(state: NearFarState, seat: int, tier: str) -> set[frozenset[str]]:
        player = state.p(seat)
        goods = {**player["tokens"], **{g: player[g] for g in ("coin", "gem", "food")}}
        purse = (*(goods[g] for g in PURSE), player["reputation"])
        gem_trade = has_effect(state, seat, "gems_as_coins")
        return {cards for cards, with_gems in within_reach(tier, purse)
                if gem_trade or not with_gems}

    def as_written(state: NearFarState, seat: int) -> bool:
        player = state.p(seat)
        if not player["hand"]:
            return False
        bought = {card for p in state.seats for card in p["bought"]}
        return any(not bought.issuperset(cards) and can_buy(state, seat, cards[0])
                   for tier in hand_tiers(player["hand"]) for cards in price_groups(tier))

    rng = Rng(7)
    checked = Counter[bool]()
    for seed in (1, 2):
        state = game().setup(2, {}, seed)
        agents = [NearFarAgent(), NearFarAgent()]
        steps = 0
        while state.result() is None and steps < 400:
            seat = state.pending()[0].seat
            for s in range(state.players):
                probe = state.clone()
                player = probe.p(s)
                for good in ("coin", "gem", "food"):
                    player[good] = rng.randbelow(7)
                for faction in player["tokens"]:
                    player["tokens"][faction] = rng.randbelow(3)
                player["reputation"] = rng.randbelow(13) - 6
                if rng.randbelow(4) == 0:
                    player["talents"] = [*player["talents"], "gem_trade"]
                for case in (state, probe):
                    answer = buying_is_private(case, s)
                    assert answer == as_written(case, s), (seed, steps, s)
                    for tier in ("basic", "advanced"):
                        assert reach(case, s, tier) == {
                            frozenset(cards) for cards in price_groups(tier)
                            if can_buy(case, s, cards[0])}, (seed, steps, s, tier)
                    checked[answer] += 1
            state.apply(seat, agents[seat].choose(state, seat, Rng(steps)))
            steps += 1
    assert checked[True] > 100 and checked[False] > 100, checked
