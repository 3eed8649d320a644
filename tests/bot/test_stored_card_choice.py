"""Root games stored before issue 14 could decline the battle after Command
Warren (the move after Cobbler) with `done`; this release's default makes that
battle or move the card's use, so `done` is no longer legal there. The option
`card_choice` keeps such games replaying: a stored session without it reads
`optional` (its `legacy` value), and so does a stored snapshot (state version 3).
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest

from bot.sessions import load_session
from bot.storage import LogRecord, SeatRecord, SessionRecord, SQLiteStore
from games.core import GameError, Rng, get_game
from games.core.game import State

CARDS = ("use command_warren", "use cobbler")
# Options as the earlier release stored them (every option it knew).
EARLIER = {"first_player": "random", "dominance": "in", "timing": "printed",
           "royal_claim": "choose", "stand_and_deliver": "unlimited"}


def declining_log(seed: int, after: int = 30) -> tuple[list[LogRecord], State]:
    """A 2-player game under the old reading whose players craft and use Command
    Warren and Cobbler whenever they can, and decline the battle or move they open
    with `done`; it goes on `after` more actions once one was declined."""
    # The earlier release seated the Marquise and the Eyrie (`factions`' legacy value).
    earlier = {**EARLIER, "card_choice": "optional", "factions": "marquise,eyrie"}
    state = get_game("root").setup(2, earlier, seed)
    rng, records, used, declined = Rng(seed), [], False, None
    while declined is None or len(records) < declined + after:
        seat = state.pending()[0].seat
        legal = [str(a) for a in state.legal(seat)]
        text = _pick(legal, used, rng)
        if used and text == "done" and declined is None:
            declined = len(records)
        used = text in CARDS
        state.apply(seat, text)
        records.append(LogRecord(seq=len(records) + 1, kind="action", seat=seat, text=text))
    return records, state


def _pick(legal: list[str], used: bool, rng: Rng) -> str:
    if used and "done" in legal:
        return "done"
    wanted = [t for t in legal if t in CARDS] or [
        t for t in legal if "command_warren" in t or "cobbler" in t]
    return wanted[0] if wanted else rng.choice(legal)


@pytest.mark.parametrize(("seed", "card"), [(6, "use cobbler"), (24, "use command_warren")])
async def test_a_root_game_that_declined_after_the_card_restores_and_replays(
    tmp_path: Path, seed: int, card: str
) -> None:
    records, expected = declining_log(seed)
    texts = [r.text for r in records]
    assert any(a == card and b == "done" for a, b in pairwise(texts))
    async with SQLiteStore(tmp_path / "old.sqlite3") as store:
        record = SessionRecord(
            id=None, channel_id=1, guild_id=1, game="root", options=dict(EARLIER),
            seed=seed, host_id=1, status="running",
            seats=[SeatRecord(1, "Ana"), SeatRecord(2, "Bea")],
        )
        session_id = await store.create_session(record)
        for log_record in records:
            await store.append(session_id, log_record)
        stored = await store.get_session(session_id)
        assert stored is not None
        session = await load_session(store, stored)
    assert session.broken is None and session.damaged == ()
    assert session.state is not None and session.state.to_json() == expected.to_json()
    assert session.record.options["card_choice"] == "optional"
    with pytest.raises(GameError):  # the new default refuses that `done`
        get_game("root").replay(2, EARLIER, seed, [(r.seat, r.text) for r in records])


def test_a_snapshot_stored_before_the_option_reads_the_old_reading() -> None:
    """A snapshot of the earlier release (state version 3, no `card_choice`)
    loads as the game it was: the old reading."""
    _, state = declining_log(24, after=0)
    data = state.to_json()
    data["version"] = 3
    del data["options"]["card_choice"]
    loaded = get_game("root").state_from_json(data)
    assert loaded.to_json() == state.to_json()


def test_a_new_game_plays_the_new_reading() -> None:
    state = get_game("root").setup(2, None, 1)
    assert state.options["card_choice"] == "required"
