"""Secrecy, proven for every registered game: nothing posted in a channel depends
on a secret, and no seat's options depend on what it cannot see.

The tool is each game's `State.resample(seats, rng)`: a state that `seats` cannot
tell from the real one (what they cannot see drawn again). Over random playouts
(random actions, then the game's own AI to reach the end), at every step:

- Public face. With `seats=()` every secret is drawn again (hands, screens,
  deck order, draft hands). Everything the game master would post about the
  position must be identical for both states: the public view handed to the
  renderer, each prompt message (text, mentions, buttons and their labels, the
  "Choose privately" and "Fill in the form" buttons, every component as Discord
  receives it), the turn's layout message on Discord (every component: texts, button
  labels, select options, custom ids, gallery file names and their alt texts), and
  that message as edited when the turn goes on (the same, what happened before kept),
  `/game status`, the pending list, and for prompts
  that are not private the whole list of legal actions (a public prompt's choices
  are public knowledge, and a single one is played automatically in the open).
- The mover's own knowledge. With `seats=(mover,)` only what the mover cannot see
  is drawn again: the mover must have the same options with the same labels
  (options that depended on someone else's hand would tell them about it), and
  the same move must produce the same public log lines in both states, unless the
  move put something new on the table (a card turned face up from a deck: then
  the public views after the move differ and there is nothing to compare).

A game that leaks fails here; so does a game whose resample changes nothing, so
the property cannot pass by accident.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from bot import narration, standing, views
from bot.chosen import apply_told
from bot.cogs.layout import Turn, compose, continued
from bot.messages import Texts
from bot.replies import Message
from bot.sessions import Play, Session
from bot.storage.base import LogRecord, SeatRecord, SessionRecord
from games.core import Event, Prompt, Rng, State, all_games, get_game
from tests.games.root.table.passive import doubles_for

PLAYOUTS = int(os.environ.get("GAMEMASTER_SECRECY_GAMES", "3"))
RANDOM_STEPS = 300
MAX_STEPS = 5000
SPANISH_EVERY = 9  # the public face is compared in Spanish too, every few steps

@pytest.fixture(autouse=True)
def seated_doubles(request: pytest.FixtureRequest) -> Iterator[None]:
    """The test doubles a case's `factions` option names, registered for that case only."""
    callspec = getattr(request.node, "callspec", None)
    options = callspec.params.get("options", {}) if callspec else {}
    with doubles_for(options):
        yield


def case_id(value: object) -> str:
    """`meduris`, `3`, `team=true`: readable test ids."""
    if isinstance(value, dict):
        return ",".join(f"{k}={v}" for k, v in value.items()) or "printed"
    return str(value)


CASES = [
    (game.id, players, {})
    for game in all_games()
    for players in range(game.min_players, game.max_players + 1)
] + [
    # The variants that change what is hidden or who plays together.
    ("mountain_king", 4, {"team": "true"}),
    ("near_and_far", 3, {"side": "day", "quests": "more", "length": "16", "map": "4"}),
    ("root", 2, {"dominance": "out"}),
    # Three and four hands (issue 11): the passive test doubles fill the seats the
    # registered factions cannot yet (tests/games/root/table/passive.py).
    ("root", 3, {"factions": "choose"}),
    ("root", 4, {"factions": "passive,eyrie,idle,marquise"}),
    # The new factions' secrets (issue 11): supporters, outrage's shown hand, stolen and
    # aided cards, quests, ruins.
    ("root", 3, {"factions": "marquise,eyrie,vagabond"}),
    ("root", 4, {"factions": "marquise,eyrie,alliance,vagabond"}),
    # The Riverfolk (issue 12): a hand that is public, services bought from it.
    ("root", 3, {"factions": "marquise,eyrie,riverfolk"}),
    ("root", 4, {"factions": "marquise,riverfolk,alliance,vagabond"}),
    # The Lizard Cult (issue 12): a hand that stays secret while the cards it reveals, and
    # the Lost Souls, are public; then the part 3 table, the Cult beside the Riverfolk.
    ("root", 3, {"factions": "eyrie,lizards,alliance"}),
    ("root", 4, {"factions": "marquise,lizards,riverfolk,vagabond"}),
]


def table(game_id: str, state: State, seq: int) -> Session:
    """A running session around `state`, every seat a person (so every prompt is posted)."""
    players = int(state.view(None)["players"])
    record = SessionRecord(
        id=1,
        channel_id=1,
        guild_id=1,
        game=game_id,
        options={},
        seed=0,
        host_id=100,
        status="running",
        seats=[SeatRecord(100 + s, f"Player{s + 1}") for s in range(players)],
    )
    return Session(record, get_game(game_id), Play(state, seq=seq))


def public_face(session: Session, tr: Texts) -> dict[str, Any]:
    """Everything the game master would post in the channel about this position."""
    state = session.state
    assert state is not None
    prompts = narration.prompt_messages(session, tr)
    public_choices = {
        p.seat: [(str(a), session.game.label(state, a, tr.locale)) for a in state.legal(p.seat)]
        for p in state.pending()
        if not p.private
    }
    # The turn's one message on Discord (bot/cogs/layout.py), every component of it.
    caption = Message(tr("board.caption", game=session.game.name(tr.locale), seq=session.seq),
                      image=b"")
    turn = compose(Turn([Message("What happened."), caption, *prompts]), tr.locale,
                   ["board.png", "board-details-1.png"])
    # The same message edited when the turn goes on (bot/cogs/delivery.py): what
    # happened before kept, the gallery kept, the new questions.
    edited = compose(continued(Turn([Message("What happened now."), *prompts]),
                               ["What happened before."], caption.text, ["board.png"]),
                     tr.locale, ["board.png"])
    return {
        "view": json.loads(json.dumps(state.view(None))),
        "layout": turn.to_components() if turn is not None else None,
        "edited": edited.to_components() if edited is not None else None,
        "prompts": [
            (
                m.text,
                tuple(m.mentions),
                m.asks,
                tuple((c.label, c.action) for c in m.choices),
                m.choose_privately,
                m.form,  # whether a form is offered is public (issue 31)
            )
            for m in prompts
        ],
        # The components a prompt posts, as Discord receives them: a form's button,
        # never its options (made at press time, for the deciding seat alone).
        "components": [
            [item.to_component_dict() for item in views.message_items(m, tr.locale)]
            for m in prompts
        ],
        "private": [(p.seat, p.kind, p.private, p.count_public) for p in state.pending()],
        # A private prompt whose count is public is played for its seat when single:
        # the count must then be the same in every position the table cannot tell.
        "counts": [len(state.legal(p.seat)) for p in state.pending() if p.count_public],
        "public_choices": public_choices,
        "pending": narration.pending_text(session, tr),
        "status": standing.status_text(session, tr),
        "result": narration.result_text(session, tr) if state.is_over() else None,
    }


def public_lines(session: Session, seat: int, action: Any, events: Sequence[Event]) -> list[str]:
    record = LogRecord(
        seq=session.seq,
        kind="action",
        seat=seat,
        text=str(action),
        events=[e.to_json() for e in events if e.to is None],
    )
    tr = Texts.of("en")
    stored = [Event.from_json(e) for e in record.events]
    return narration.action_lines(session, record, stored, tr)


def differences(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    return [key for key in a if a[key] != b[key]]


class Tally:
    def __init__(self) -> None:
        self.steps = 0
        self.resamples = 0
        self.secrets_redrawn = 0
        self.moves_compared = 0


def check_public_face(game_id: str, state: State, seq: int, rng: Rng, tally: Tally) -> None:
    real = table(game_id, state, seq)
    other_state = state.resample((), Rng(rng.next_u64()))
    tally.resamples += 1
    if other_state.to_json() != state.to_json():
        tally.secrets_redrawn += 1
    other = table(game_id, other_state, seq)
    locales = ["en", "es"] if seq % SPANISH_EVERY == 0 else ["en"]
    for locale in locales:
        tr = Texts.of(locale)
        mine, theirs = public_face(real, tr), public_face(other, tr)
        diff = differences(mine, theirs)
        assert not diff, (
            f"{game_id} at step {seq}: what the channel sees depends on a secret: {diff}\n"
            + "\n".join(f"{k}:\n  {mine[k]!r}\n  {theirs[k]!r}" for k in diff)[:3000]
        )


def check_move(
    game_id: str, state: State, seq: int, seat: int, action: Any, rng: Rng, tally: Tally
) -> None:
    """The mover's options and the move's public lines, against a resample that keeps
    only what the mover knows."""
    game = get_game(game_id)
    guess = state.resample((seat,), Rng(rng.next_u64()))
    tally.resamples += 1
    real_options = [(str(a), game.label(state, a, "en")) for a in state.legal(seat)]
    guess_options = [(str(a), game.label(guess, a, "en")) for a in guess.legal(seat)]
    assert real_options == guess_options, (
        f"{game_id} at step {seq}: seat {seat}'s options depend on what it cannot see"
    )
    assert guess.view(seat) == state.view(seat), "resample keeps what the seat sees"
    after_real = state.clone()
    after_guess = guess
    # Through the game master's own step, so the sentence it adds for a move
    # without a public event (`gm.chose`, the move's label) is compared too.
    private = any(p.private for p in state.prompts_for(seat))
    real_events = apply_told(
        table(game_id, after_real, seq), after_real.check(seat, action), private
    )
    guess_events = apply_told(
        table(game_id, after_guess, seq), after_guess.check(seat, action), private
    )
    if after_real.view(None) != after_guess.view(None):
        return  # the move turned something face up: new public information
    tally.moves_compared += 1
    real_lines = public_lines(table(game_id, after_real, seq + 1), seat, action, real_events)
    guess_lines = public_lines(table(game_id, after_guess, seq + 1), seat, action, guess_events)
    assert real_lines == guess_lines, (
        f"{game_id} at step {seq}: the public log of `{action}` depends on a secret:\n"
        f"  {real_lines}\n  {guess_lines}"
    )


@pytest.mark.parametrize(("game_id", "players", "options"), CASES, ids=case_id)
def test_nothing_posted_depends_on_a_secret(
    game_id: str, players: int, options: dict[str, str]
) -> None:
    game = get_game(game_id)
    tally = Tally()
    for index in range(PLAYOUTS):
        seed = 7000 + 100 * players + index
        state = game.setup(players, options, seed)
        rng = Rng.derive(seed, "secrecy")
        finisher = game.agent("heuristic")
        seq = 0
        while not state.is_over():
            assert seq < MAX_STEPS, "the game terminates"
            check_public_face(game_id, state, seq, rng, tally)
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            if seq < RANDOM_STEPS:
                action = rng.choice(state.legal(seat))
            else:
                action = finisher.choose(state, seat, Rng(rng.next_u64()))
            check_move(game_id, state, seq, seat, action, rng, tally)
            state.apply(seat, action)
            seq += 1
            tally.steps += 1
        check_public_face(game_id, state, seq, rng, tally)
    # A resample that never changes anything would pass every check above.
    assert tally.secrets_redrawn > tally.resamples // 10, "resample draws the secrets again"
    assert tally.moves_compared > tally.steps // 2
    print(
        f"{game_id} {players}p: {PLAYOUTS} playouts, {tally.steps} steps, "
        f"{tally.resamples} resamples ({tally.secrets_redrawn} changed a secret), "
        f"{tally.moves_compared} moves compared"
    )


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_the_property_catches_private_choices_posted_in_public(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not vacuous: with every prompt made public again (the buttons the issue saw
    naming hand cards, screens and draft hands), the same check fails quickly."""
    game = get_game(game_id)
    state_class = type(game.setup(game.min_players, {}, 1))
    pending = state_class.pending

    def everything_public(self: State) -> list[Prompt]:
        return [dataclasses.replace(p, private=False) for p in pending(self)]

    monkeypatch.setattr(state_class, "pending", everything_public)
    state = game.setup(game.min_players, {}, 11)
    rng = Rng.derive(11, "leak")
    with pytest.raises(AssertionError, match="depends on a secret"):
        for seq in range(RANDOM_STEPS):
            check_public_face(game_id, state, seq, rng, Tally())
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            state.apply(seat, rng.choice(state.legal(seat)))


def test_the_property_catches_a_form_offered_on_a_secret(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Not vacuous (issue 31): a form whose button appeared only when the Eyrie holds
    a bird (a secret hand) would tell the table about the hand; the check fails."""
    from games.root import cards
    from games.root.factions.eyrie.forms import DecreeForm

    def on_a_bird(self: DecreeForm, state: Any, seat: int) -> bool:
        return any(cards.suit_of(card) == "bird" for card in state.hands[seat])

    monkeypatch.setattr(DecreeForm, "offered", on_a_bird)
    state = get_game("root").setup(2, {}, 11)
    rng = Rng.derive(11, "form")
    with pytest.raises(AssertionError, match="depends on a secret"):
        for seq in range(RANDOM_STEPS):
            check_public_face("root", state, seq, rng, Tally())
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            state.apply(seat, rng.choice(state.legal(seat)))


def test_public_prompts_carry_a_form_button_and_no_option() -> None:
    """The button a prompt posts for a form holds nothing of the form: no option, no
    value of the deciding seat's hand, only its checked custom id and label."""
    found = 0
    for game_id, players, options, seed in [
        ("root", 2, {"factions": "eyrie,riverfolk"}, 5), ("meduris", 2, {}, 3),
        ("mountain_king", 2, {}, 3), ("near_and_far", 2, {}, 3),
    ]:
        game = get_game(game_id)
        state = game.setup(players, options, seed)
        rng = Rng.derive(seed, "buttons")
        for seq in range(RANDOM_STEPS):
            if state.is_over():
                break
            session = table(game_id, state, seq)
            for message in narration.prompt_messages(session, Texts.of("en")):
                if message.form is None:
                    continue
                found += 1
                buttons = [i.to_component_dict() for i in views.message_items(message, "en")]
                mine = [b for b in buttons if b.get("custom_id", "").startswith("gm:f:")]
                assert mine == [{"type": 2, "style": 1, "disabled": False,
                                 "label": "Fill in the form",
                                 "custom_id": f"gm:f:1:{seq}:{message.form}"}]
                selects = [b for b in buttons if "options" in b]
                # A select only for a public prompt's own choices, never the form's.
                assert not selects or (message.choices and not message.choose_privately)
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            state.apply(seat, rng.choice(state.legal(seat)))
    assert found > 4


def test_the_property_catches_a_count_called_public_that_is_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Not vacuous (issue 25, item 6): Meduris' resources are behind screens, so how
    many ways a seat has to pay or give back depends on them; calling that count
    public (a lone one would be played for the seat) fails the same check."""
    game = get_game("meduris")
    state_class = type(game.setup(game.min_players, {}, 1))
    pending = state_class.pending

    def counts_public(self: State) -> list[Prompt]:
        return [dataclasses.replace(p, count_public=p.private) for p in pending(self)]

    monkeypatch.setattr(state_class, "pending", counts_public)
    state = game.setup(game.min_players, {}, 11)
    rng = Rng.derive(11, "count")
    with pytest.raises(AssertionError, match="depends on a secret"):
        for seq in range(RANDOM_STEPS):
            check_public_face("meduris", state, seq, rng, Tally())
            seat = rng.choice(sorted({p.seat for p in state.pending()}))
            state.apply(seat, rng.choice(state.legal(seat)))
