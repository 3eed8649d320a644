"""Looking back in the console: `/games list`, `/happened` (the "What happened"
button), `/game log details:yes`, `/game history`, and the replay and score graph
written next to the boards when a game ends."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from bot.console import Console, ConsoleSettings, open_or_resume
from bot.console_output import Transcript
from bot.replies import Message, Reply
from bot.service import GameMaster
from bot.storage import MemoryStore
from tests.bot.test_console import make_console


async def test_games_list_and_what_happened_in_the_console() -> None:
    console, printed = make_console()
    for line in ("ana: /game new game:toy seed:3", "bea: /game join", "ana: /game start",
                 "ana: /play pass"):
        assert await console.run_line(line)
    assert "[public]   - What happened: /happened" in printed[-6:]  # on bea's mention
    assert await console.run_line("bea: /happened")
    assert "[only bea] **Turn 1 · ana**: ana passes." not in printed  # stars are for Discord
    assert "[only bea] Turn 1 · ana: ana passes." in printed
    assert await console.run_line("ana: /games list")
    listed = printed[printed.index("> ana: /games list") + 1 :]
    assert listed[0] == "[only ana] Your games (1): your turns first, then the longest wait."
    assert listed[1].startswith("[only ana] • Pig to twelve in #console: waiting")
    assert listed[1].endswith(" UTC")  # Discord's <t:...:R> as a date the console can print
    assert not await console.run_line("ana: /games play")
    assert "There is no /games play; choose one of: finished, list, reminders." in printed[-1]


async def test_log_details_and_history_lines() -> None:
    console, printed = make_console()
    for line in ("ana: /game new game:toy seed:3", "bea: /game join", "ana: /game start",
                 "ana: /play take"):
        assert await console.run_line(line)
    assert await console.run_line("bea: /game log details:yes")
    assert "[only bea] #2 ana discards a point. (automatic)" in printed
    assert await console.run_line("bea: /game history 1")
    assert "[only bea] Pig to twelve — the board after move 1 (of 2), for your eyes only" in printed
    assert not await console.run_line("bea: /game log details:maybe")
    assert printed[-1].endswith("`details:` is yes or no.")


async def test_an_ai_table_leaves_its_replay_and_score_graph(tmp_path: Path) -> None:
    store = MemoryStore()
    printed: list[str] = []
    transcript = Transcript(str(tmp_path), write=printed.append)
    console = Console(GameMaster(store, render=True, board_every_turn=True), store, transcript)
    settings = ConsoleSettings(game="root", players=2, bots=2, seed=2)
    await open_or_resume(console, settings)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files[-2].endswith("-replay.gif") and files[-1].endswith("-scores.png")
    with Image.open(tmp_path / files[-2]) as replay:
        assert replay.n_frames > 5
    boards = [name for name in files if name.endswith("-board.png")]
    assert len(boards) >= 5  # a board per turn, then the whole game once more
    assert any("one picture per turn" in line for line in printed)


def test_later_messages_print_like_the_others() -> None:
    printed: list[str] = []
    transcript = Transcript(write=printed.append)
    transcript.show(Reply(public=[Message("<t:0:R> in <#5>")]), "ana")
    assert printed == ["[public] 1970-01-01 00:00 UTC in #console"]
