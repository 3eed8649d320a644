"""The local console: lines in, what each person would see out, sessions as on Discord."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.console import (
    CONSOLE_CHANNEL,
    Console,
    ConsoleSettings,
    human_names,
    lobby_lines,
    open_or_resume,
    script_names,
)
from bot.console_output import Transcript, user_id_for
from bot.replies import Choice, Message, Reply
from bot.selfplay import play_to_end
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import Rng, get_game, make_agent


def make_console(out_dir: Path | None = None) -> tuple[Console, list[str]]:
    store = MemoryStore()
    printed: list[str] = []
    transcript = Transcript(str(out_dir) if out_dir else None, write=printed.append)
    master = GameMaster(store, render=out_dir is not None)
    return Console(master, store, transcript), printed


async def play_humans(console: Console, names: list[str], seed: int, limit: int = 2000) -> int:
    """Each person picks among what autocomplete offers, by a seeded choice; lines played."""
    for step in range(limit):
        offers = {n: console.master.moves.autocomplete(CONSOLE_CHANNEL, console.out.user(n), "")
                  for n in names}
        name = next((n for n in names if offers[n]), None)
        if name is None:
            return step
        pick = Rng.derive(seed, step).choice(offers[name])
        assert await console.run_line(f"{name}: /play action:{pick.action}")
    raise AssertionError("the game did not end")


# -- lines --------------------------------------------------------------------------
async def test_a_malformed_line_gets_a_message_and_changes_nothing() -> None:
    console, printed = make_console()
    assert not await console.run_line("ana /game new game:meduris")
    assert not await console.run_line("ana: /game new game:meduris seed:seven")
    assert printed[1].startswith("[console] Write `<name>: /<command>")
    assert printed[-1].startswith("[only ana] `seed:` must be a whole number")
    assert await console.store.active_session(CONSOLE_CHANNEL) is None
    assert await console.run_line("# a comment")
    assert await console.run_line("   ")
    assert len(printed) == 4  # two echoes, two answers; blank lines print nothing


async def test_refusals_are_private_and_the_lobby_is_public() -> None:
    console, printed = make_console()
    await console.run_line("ana: /game new game:meduris options:bonus=spread first_player:1")
    await console.run_line("bea: /game start")
    await console.run_line("bea: /game join")
    assert any(line.startswith("[public] ana opened a lobby") for line in printed)
    assert any(line.startswith("[only bea]") for line in printed)
    record = await console.store.active_session(CONSOLE_CHANNEL)
    assert record is not None
    assert record.options == {"bonus": "spread", "first_player": "1", "plus_one": "player"}
    assert [seat.name for seat in record.seats] == ["ana", "bea"]
    assert await console.run_line("bea: /game abort")  # console users own the channel
    assert printed[-1] == "[only bea]   confirm with: /game abort confirm:yes"
    assert await console.run_line("bea: /game abort confirm:yes")
    assert printed[-1] == "[console] session 1 ended (aborted), without a result."


def test_mentions_show_as_names_and_choices_as_commands() -> None:
    printed: list[str] = []
    transcript = Transcript(write=printed.append)
    ana = transcript.user("Ana")
    message = Message(f"<@{ana.id}>, your turn", mentions=[ana.id, user_id_for("bea")], seq=4,
                      choices=[Choice("Roll the die", "roll")])
    transcript.show(Reply(public=[message], ephemeral=[Message("psst")]), "Ana")
    assert printed == [
        f"[public] @Ana, your turn (@user{user_id_for('bea')})",
        "[public]   - Roll the die: /play action:roll seq:4",
        "[only Ana] psst",
    ]
    assert transcript.user("ANA").id == ana.id


def test_script_names_fill_the_human_seats() -> None:
    lines = ["# hot seat", "bea: /hand", "ana: /play roll", "Bea: /hand", "broken"]
    assert script_names(lines) == ["bea", "ana"]
    assert human_names(3, ["bea"]) == ["bea", "p1", "p2"]
    assert human_names(2, ["p1"]) == ["p1", "p2"]
    settings = ConsoleSettings(players=3, bots=1, seed=4, options={"bonus": "spread"})
    assert lobby_lines(settings, ["ana", "bea"]) == [
        "ana: /game new game:meduris seed:4 bonus:spread",
        "bea: /game join",
        "ana: /game addbot kind:heuristic",
        "ana: /game start",
    ]


# -- whole games -----------------------------------------------------------------------
async def test_scripted_game_with_two_people_and_a_bot_ends_with_the_result(
    tmp_path: Path,
) -> None:
    console, printed = make_console()
    settings = ConsoleSettings(players=3, bots=1, seed=21)
    await open_or_resume(console, settings)
    assert not await console.run_line("ana: /hand")  # not seated: refused privately
    assert printed[-1].startswith("[only ana]")
    assert await console.run_line("p2: /hand")
    assert printed[-1].startswith("[only p2]")
    assert await play_humans(console, ["p1", "p2"], seed=21) > 20
    assert printed[-1].startswith("[console] game over:")
    assert await console.store.active_session(CONSOLE_CHANNEL) is None


async def test_an_all_ai_table_plays_to_the_end_like_self_play() -> None:
    console, printed = make_console()
    await open_or_resume(console, ConsoleSettings(players=2, bots=2, seed=99))
    state = get_game("meduris").setup(2, {}, 99)
    play_to_end(state, 99, [make_agent("heuristic")] * 2)
    result = state.result()
    assert result is not None
    scores = ", ".join(f"AI {seat + 1} {result.scores[seat]}" for seat in result.ranking)
    assert printed[-1].endswith(f"Final scores: {scores}.")


async def test_board_images_are_numbered_files(tmp_path: Path) -> None:
    (tmp_path / "0007-board.png").write_bytes(b"older")
    console, printed = make_console(tmp_path)
    await open_or_resume(console, ConsoleSettings(players=2, bots=1, seed=3))
    await console.run_line("p1: /game board")
    saved = [line.split("] ", 1)[1] for line in printed if line.startswith("[public image]")]
    assert saved[0] == str(tmp_path / "0008-board.png")
    assert saved[1] == str(tmp_path / "0009-board-details-1.png")  # the phone's picture
    assert len(saved) >= 2
    for path in saved:
        assert Path(path).read_bytes()[:4] == b"\x89PNG"


async def test_a_moves_text_is_printed_before_its_board(tmp_path: Path) -> None:
    """The console prints what a move says while its board is drawn; the board (its
    caption and files) follows, after the prompt of whoever acts next."""
    console, printed = make_console(tmp_path)
    await open_or_resume(console, ConsoleSettings(players=2, seed=3))
    names = human_names(2, [])
    for step in range(60):
        start = len(printed)
        offers = {n: console.master.moves.autocomplete(CONSOLE_CHANNEL, console.out.user(n), "")
                  for n in names}
        name = next(n for n in names if offers[n])
        pick = Rng(step).choice(offers[name]).action
        assert await console.run_line(f"{name}: /play action:{pick}")
        lines = printed[start:]
        images = [i for i, line in enumerate(lines) if line.startswith("[public image]")]
        if images:
            caption = images[0] - 1
            assert "the board after move" in lines[caption]
            assert any("your turn" in line for line in lines[:caption])
            return
    raise AssertionError("no move passed the turn")  # pragma: no cover


async def test_each_person_has_a_language_and_the_spanish_commands_work() -> None:
    """Issue 25, item 14: `/language es` is the console's Discord client in Spanish:
    what that person alone reads is Spanish, and the game they open speaks it; the
    Spanish command names work as on Discord."""
    console, printed = make_console()
    assert await console.run_line("ana: /language es")
    assert printed[-1].startswith("[only ana] Tu idioma es ahora Español")
    assert await console.run_line("ana: /partida nueva juego:meduris semilla:3")
    assert any(line.startswith("[public] ana ha abierto una sala de") for line in printed)
    assert await console.run_line("bea: /partida unirse")
    assert not await console.run_line("bea: /partida empezar")  # only the host starts
    assert printed[-1].startswith("[only bea]") and "host" in printed[-1]  # bea reads English
    assert await console.run_line("ana: /language clear")
    assert printed[-1] == "[only ana] Your own language is the default again (English)."
    assert not await console.run_line("ana: /language klingon")
    assert "Choose a language" in printed[-1]


OPTION_TEXTS = [
    ("root", "factions=lizards,riverfolk,marquise,eyrie"),  # the README's, docs/rules/root.md's
    ("root", "factions=marquise, eyrie ,vagabond;dominance=in"),
    ("meduris", "First_Player=1, bonus=spread"),
    ("meduris", "first_player=1,bonus=spread"),
    ("meduris", "first_player"),
    ("meduris", "a=,b"),
    ("root", "marquise,eyrie"),
    ("meduris", "first_player=1 nonsense"),
]


@pytest.mark.parametrize(("game", "text"), OPTION_TEXTS)
async def test_the_console_and_discord_read_options_alike(game: str, text: str) -> None:
    """Issue 25, item 15: one parser for `/game new options:` (bot/option_pairs.py):
    what Discord's slash command reads, the console reads the same, and what one
    refuses the other refuses."""
    from bot.cogs.inputs import InputProblem, parse_options

    console, printed = make_console()
    opened = await console.run_line(f"ana: /game new game:{game} options:{text}")
    try:
        expected = parse_options(text)
    except InputProblem:
        assert not opened and "I could not read the option" in printed[-1]
        assert await console.store.active_session(CONSOLE_CHANNEL) is None
        return
    record = await console.store.active_session(CONSOLE_CHANNEL)
    assert opened and record is not None, printed[-1]
    assert {key: record.options[key] for key in expected} == expected


async def test_a_root_table_opened_with_the_readmes_options_has_those_factions() -> None:
    console, printed = make_console()
    assert await console.run_line(
        "ana: /game new game:root options:factions=lizards,riverfolk,marquise,eyrie"
    ), printed[-1]
    record = await console.store.active_session(CONSOLE_CHANNEL)
    assert record is not None and record.options["factions"] == "lizards,riverfolk,marquise,eyrie"
