"""Forms for many-part choices through Discord (issue 31, goal 2).

Two people play each game through `/play` until one of the five forms is offered
(the Eyrie's decree, the Riverfolk's prices, a Meduris payment, a Mountain King
trade, a Near and Far draft keep). Then, through the real discord.py client: the
prompt carries a public "Fill in the form" button and nothing of the form's
options; the other player's press is refused privately, naming whose decision it
is; the deciding player's press opens a modal (callback 9) whose inputs are the
engine's form; submitted, the game advances exactly as the steps played one by one
would; a bad submission, and a form of an earlier position, are refused with
nothing changed; and a form opened before a restart is answered after it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from bot.sessions import Session
from games.core import Seat, State
from games.meduris.actions import Build
from games.mountain_king import resources
from games.mountain_king.actions import Give, Trade
from games.mountain_king.components import RESOURCES
from games.near_and_far import frames as nf_frames
from games.near_and_far.actions import Card, Word
from games.near_and_far.frames import DraftKeepFrame
from games.root.factions.eyrie.actions import AddToDecree
from games.root.factions.riverfolk.actions import SetPrices
from tests.bot.discord.flows import ALICE, CAROL, STRANGER, StartBot
from tests.bot.discord.harness import (
    CHANNEL_ID,
    DEFERRED_UPDATE,
    MODAL,
    DiscordHarness,
    Exchange,
    OpenedModal,
    Player,
    Sent,
)

PLAYERS = [ALICE, CAROL]
Answers = dict[str, list[str]]


@dataclass(frozen=True)
class Case:
    """A game opened to one of its forms: how to get there, and what to answer."""

    game: str
    options: str
    form: str
    good: Callable[[State, Seat], tuple[Answers, list[Any]]]
    """Answers and the step actions they stand for."""
    bad: Callable[[State, Seat], Answers]
    """Answers the engine refuses."""
    prefer: Callable[[Any], bool] | None = None


def _decree(state: State, seat: Seat) -> tuple[Answers, list[Any]]:
    first, second = state.hands[seat][:2]  # type: ignore[attr-defined]
    answers = {"card": [first], "column": ["move"], "second_card": [second],
               "second_column": ["build"]}
    return answers, [AddToDecree("move", first), AddToDecree("build", second)]


def _not_in_hand(state: State, seat: Seat) -> Answers:
    # A card that is none of the options (the engine's check of the hand).
    return {"card": ["not_a_card#1"], "column": ["move"]}


def _prices(state: State, seat: Seat) -> tuple[Answers, list[Any]]:
    return ({"hand_card": ["3"], "riverboats": ["1"], "mercenaries": ["4"]},
            [SetPrices(3, 1, 4)])


def _bad_prices(state: State, seat: Seat) -> Answers:
    return {"hand_card": ["7"], "riverboats": ["1"], "mercenaries": ["1"]}


def _payment(state: State, seat: Seat) -> tuple[Answers, list[Any]]:
    pay = state.legal(seat)[-1]
    names = ["wool", "wood", "stone", "copper"]
    return {r: [str(n)] for r, n in zip(names, pay.amounts, strict=True)}, [pay]


def _no_payment(state: State, seat: Seat) -> Answers:
    return {"wool": ["0"], "wood": ["0"], "stone": ["0"], "copper": ["0"]}


def _four(state: State, seat: Seat, avoid: str) -> list[str]:
    held = resources.holding(state, seat)  # type: ignore[arg-type]
    given: list[str] = []
    for index, resource in enumerate(RESOURCES):
        if resource != avoid:
            given += [resource] * held[index]
    return given[:4]


def _trade(state: State, seat: Seat) -> tuple[Answers, list[Any]]:
    given = _four(state, seat, "rune")
    answers = {"take": ["rune"], **{f"give_{i}": [r] for i, r in enumerate(given, 1)}}
    return answers, [Trade("rune"), Give(tuple(given.count(r) for r in RESOURCES))]


def _trade_short(state: State, seat: Seat) -> Answers:
    return {"take": ["rune"], "give_1": ["stone"]}


def _advanced(state: State, seat: Seat) -> list[str]:
    return list(nf_frames.current(state, DraftKeepFrame)["advanced"][seat])  # type: ignore[arg-type]


def _keep(state: State, seat: Seat) -> tuple[Answers, list[Any]]:
    hand = state.p(seat)["hand"]  # type: ignore[attr-defined]
    dropped = [_advanced(state, seat)[0], hand[0]]
    steps: list[Any] = [Card("drop", c) for c in hand if c in dropped]
    return {"discard": dropped}, [*steps, Word("ready")]


def _keep_both_advanced(state: State, seat: Seat) -> Answers:
    hand = state.p(seat)["hand"]  # type: ignore[attr-defined]
    return {"discard": [next(c for c in hand if c not in _advanced(state, seat))]}


ROOT = "first_player=1 factions=eyrie,riverfolk"
CASES = {
    "decree": Case("root", ROOT, "decree", _decree, _not_in_hand),
    "prices": Case("root", ROOT, "prices", _prices, _bad_prices),
    "pay": Case("meduris", "first_player=1 bonus=spread", "pay", _payment, _no_payment,
                prefer=lambda a: isinstance(a, Build)),
    "trade": Case("mountain_king", "", "trade", _trade, _trade_short),
    "draft_keep": Case("near_and_far", "", "draft_keep", _keep, _keep_both_advanced),
}


def session_of(h: DiscordHarness) -> Session:
    session = h.bot.game_master.tables.sessions.peek(CHANNEL_ID)
    assert session is not None and session.state is not None
    return session


def player_of(session: Session, seat: Seat) -> Player:
    user = session.record.seats[seat].user_id
    return next(p for p in PLAYERS if p.id == user)


def form_button(exchange: Exchange, form: str, player: Player) -> Sent | None:
    """The public prompt to `player` that carries the form's button."""
    for sent in exchange.public:
        mine = f"<@{player.id}>" in sent.content or player.name in sent.content
        if mine and any(c.startswith("gm:f:") and c.endswith(f":{form}") for c in sent.custom_ids):
            return sent
    return None


async def to_the_form(h: DiscordHarness, case: Case) -> tuple[Sent, Player, Seat]:
    """Open the game and play the first legal action (or a preferred one) with `/play`
    until the form's button is posted to the seat that decides."""
    options = {"options": case.options} if case.options else {}
    await h.slash(ALICE, "game new", game=case.game, seed=42 if case.game != "root" else 5,
                  **options)
    await h.slash(CAROL, "game join")
    last = await h.slash(ALICE, "game start")
    for _ in range(200):
        session = session_of(h)
        state = session.state
        assert state is not None and not state.is_over()
        for prompt in state.pending():
            offered = session.game.forms.offered(state, prompt.seat)
            if offered is not None and offered.id == case.form:
                player = player_of(session, prompt.seat)
                button = form_button(last, case.form, player)
                assert button is not None, f"no form button in {last.public_text!r}"
                return button, player, prompt.seat
        seat = state.pending()[0].seat
        legal = state.legal(seat)
        preferred = [a for a in legal if case.prefer is not None and case.prefer(a)]
        last = await h.slash(player_of(session, seat), "play", action=str((preferred or legal)[0]))
        assert last.private_text.startswith("Done:"), last.private_text
    raise AssertionError(f"no {case.form} form")


def form_id_of(button: Sent) -> str:
    return next(cid for cid in button.custom_ids if cid.startswith("gm:f:"))


def other(player: Player) -> Player:
    return CAROL if player == ALICE else ALICE


async def open_form(h: DiscordHarness, button: Sent, player: Player) -> OpenedModal:
    opened = await h.press(player, button, form_id_of(button))
    modal = OpenedModal.of(opened)
    assert modal is not None, opened.sent
    assert opened.callbacks[0].callback_type == MODAL and not opened.messages
    assert modal.problems() == []
    return modal


@pytest.mark.parametrize("name", list(CASES))
async def test_a_form_opened_by_its_seat_plays_the_steps(
    discord_bot: DiscordHarness, name: str
) -> None:
    h, case = discord_bot, CASES[name]
    button, player, seat = await to_the_form(h, case)
    session = session_of(h)
    state = session.state
    assert state is not None
    made = session.game.forms.get(case.form).form(state, seat, "en")  # type: ignore[union-attr]
    # The public prompt shows the button, never what the form offers (the hand).
    assert "Fill in the form" in [c.get("label") for c in button.components]
    shown = button.content + str(button.components)
    for field in made.fields:
        for option in field.options:
            assert option.value not in [c.get("custom_id") for c in button.components]
            assert f'"{option.label}"' not in shown and f"'{option.label}'" not in shown

    # Someone else's press: refused privately, naming whose decision it is; or, where
    # the other player decides the same at once (the draft), their own form, their hand.
    refused = await h.press(other(player), button, form_id_of(button))
    assert not refused.public
    other_seat = session.seats_of(other(player).id)[0]
    if session.game.forms.offered(state, other_seat) is None:
        assert OpenedModal.of(refused) is None
        assert player.name in refused.private_text and "only the person deciding" in (
            refused.private_text)
    else:
        theirs = OpenedModal.of(refused)
        assert theirs is not None
        own = session.game.forms.get(case.form).form(state, other_seat, "en")  # type: ignore[union-attr]
        assert [o["value"] for o in theirs.options(own.fields[0].id)] == [
            o.value for o in own.fields[0].options]
    stranger = await h.press(STRANGER, button, form_id_of(button))
    assert OpenedModal.of(stranger) is None and player.name in stranger.private_text

    # The decider's press: the modal holds the engine's form, field by field.
    modal = await open_form(h, button, player)
    assert modal.custom_id == f"gm:m:{session.id}:{session.seq}:{case.form}"
    assert modal.title == made.title
    assert [label["component"]["custom_id"] for label in modal.labels] == [
        f.id for f in made.fields]
    for field in made.fields:
        assert [o["value"] for o in modal.options(field.id)] == [o.value for o in field.options]

    # Submitted: the game moves exactly as the steps would, each its own log record.
    answers, steps = case.good(state, seat)
    expected = state.clone()
    for action in steps:
        expected.apply(seat, action)
    logged = len(session.actions)
    played = await h.submit_modal(player, modal.custom_id, answers, modal, message=button)
    assert played.callbacks[0].callback_type == DEFERRED_UPDATE
    assert played.private_text.startswith("Done: the form"), played.private_text
    after = session_of(h)
    assert [r.text for r in after.actions[logged:logged + len(steps)]] == [str(a) for a in steps]
    if len(after.actions) == logged + len(steps):  # nothing played automatically after
        assert after.state.to_json() == expected.to_json()  # type: ignore[union-attr]


@pytest.mark.parametrize("name", list(CASES))
async def test_a_bad_or_stale_form_changes_nothing(
    discord_bot: DiscordHarness, name: str
) -> None:
    h, case = discord_bot, CASES[name]
    button, player, seat = await to_the_form(h, case)
    session = session_of(h)
    assert session.state is not None
    before, seq = session.state.to_json(), session.seq
    modal = await open_form(h, button, player)
    bad = await h.submit_modal(player, modal.custom_id, case.bad(session.state, seat), modal)
    assert not bad.public and "Nothing was played" in bad.private_text, bad.private_text
    assert session_of(h).seq == seq and session_of(h).state.to_json() == before  # type: ignore[union-attr]

    # A form of an earlier position (seq 1) is refused like a stale button.
    stale_id = modal.custom_id.replace(f":{seq}:", ":1:")
    answers, _steps = case.good(session.state, seat)
    stale = await h.submit_modal(player, stale_id, answers, modal)
    assert "earlier moment" in stale.private_text and not stale.public
    assert session_of(h).seq == seq
    # So is the button pressed by its player once the decision was taken.
    await h.submit_modal(player, modal.custom_id, answers, modal)
    again = await h.press(player, button, form_id_of(button))
    assert OpenedModal.of(again) is None and "earlier moment" in again.private_text


async def test_a_form_opened_before_a_restart_is_answered_after_it(
    start_bot: StartBot,
) -> None:
    case = CASES["draft_keep"]
    first = await start_bot()
    button, player, seat = await to_the_form(first, case)
    state = session_of(first).state
    assert state is not None
    answers, steps = case.good(state, seat)
    modal = await open_form(first, button, player)
    await first.stop()

    second = await start_bot()
    played = await second.submit_modal(player, modal.custom_id, answers, modal, message=button)
    assert played.private_text.startswith("Done: the form"), played.private_text
    records = session_of(second).actions
    assert [r.text for r in records[-len(steps):]] == [str(a) for a in steps]


async def test_a_spanish_player_gets_the_form_in_spanish(start_bot: StartBot) -> None:
    h = await start_bot()
    case = CASES["prices"]
    spanish = Player(CAROL.id, CAROL.name, locale="es-ES")
    button, player, _seat = await to_the_form(h, case)
    asker = spanish if player == CAROL else Player(ALICE.id, ALICE.name, locale="es-ES")
    opened = await h.press(asker, button, form_id_of(button))
    modal = OpenedModal.of(opened)
    assert modal is not None and modal.title == "Precios de los servicios"
    assert modal.options("hand_card")[1]["label"] == "2 guerreros"


async def test_a_forged_form_is_refused_politely(discord_bot: DiscordHarness) -> None:
    h = discord_bot
    _button, player, _seat = await to_the_form(h, CASES["prices"])
    session = session_of(h)
    seq = session.seq
    other_game = await h.submit_modal(player, f"gm:m:999:{seq}:prices", {"hand_card": ["2"]})
    assert "belongs to another game" in other_game.private_text
    unknown_form = await h.submit_modal(player, f"gm:m:{session.id}:{seq}:nothing", {})
    assert "That form no longer asks anything" in unknown_form.private_text
    garbage = await h.submit_modal(player, "gm:m:not-ours", {})
    assert "nothing changed" in garbage.private_text and not garbage.public
    assert session_of(h).seq == seq
