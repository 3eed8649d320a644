"""`gamemaster rootlog render FILE --out DIR` (issue 28, goal 4): the board after each turn of
a Rootlog file, drawn by the game's renderer from the public view the file shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from bot.cli import main
from games.root.rootlog_reader import check_rootlog
from games.root.rootlog_reader.board import Board
from games.root.rootlog_reader.document import Line
from games.root.rootlog_reader.view import board_view

ROOTLOG = Path(__file__).resolve().parents[2] / "tests" / "data" / "rootlog"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_file_in_the_spec_sample_style_gives_one_picture_per_turn(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = ROOTLOG / "spec_sample.rootlog"
    turns = check_rootlog(path.read_text("utf-8")).turns  # 4 setup turns and 8 more
    code, out, _ = run(capsys, "rootlog", "render", str(path), "--out", str(tmp_path))
    assert code == 0
    pictures = sorted(tmp_path.glob("*.png"))
    assert turns == 12 and len(pictures) == turns
    assert [p.name for p in pictures[:5]] == [
        "turn-001-C.png", "turn-002-O.png", "turn-003-L.png", "turn-004-A.png", "turn-005-C.png"]
    assert f"wrote {turns} pictures" in out
    with Image.open(pictures[-1]) as image:
        assert image.width == 1200 and image.height > 1200


def test_a_malformed_file_is_drawn_up_to_its_last_legal_turn_and_the_line_is_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "broken.rootlog"
    path.write_text("Map: Fall\nDeck: Standard\nC: Cora\nE: Eli\n\n"
                    "C:t_k->1/w->1+2+4+5+6+7+8+9+10+11+12/b_s->1/b_w->5/b_r->9\n"
                    "E:6w->3/b->3/#despot->$\n"
                    "C:t->1/t1->/b_s->5/++/w5=>6\n", "utf-8")
    out_dir = tmp_path / "pictures"
    code, out, _ = run(capsys, "rootlog", "render", str(path), "--out", str(out_dir))
    assert code == 1
    assert "refused at line 8 action `w5=>6`: malformed action" in out
    assert [p.name for p in sorted(out_dir.glob("*.png"))] == ["turn-001-C.png", "turn-002-E.png"]


@pytest.mark.parametrize(("content", "hint"), [
    (None, "there is no file"),
    ("# Notes\nnothing here\n", "is not a Rootlog file"),
])
def test_a_file_that_cannot_be_read_is_a_polite_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str | None, hint: str
) -> None:
    path = tmp_path / "game.rootlog"
    if content is not None:
        path.write_text(content, "utf-8")
    code, out, err = run(capsys, "rootlog", "render", str(path), "--out", str(tmp_path / "o"))
    assert code == 2 and out == ""
    assert hint in err and "Traceback" not in err


def test_the_view_holds_what_the_file_placed_and_nothing_private() -> None:
    seen: list[dict[str, object]] = []

    def keep(line: Line, faction: str, board: Board) -> None:
        seen.append(board_view(board, faction, setup=len(seen) < 4))

    check_rootlog((ROOTLOG / "spec_sample.rootlog").read_text("utf-8"), on_turn=keep)
    first, last = seen[0], seen[-1]
    assert first["factions"] == ["alliance", "lizards", "riverfolk", "marquise"]
    board = first["board"]
    assert isinstance(board, dict)
    assert ["marquise", "keep"] in board["2"]["tokens"]  # `t_k->2`
    assert board["3"]["warriors"] == {"marquise": 1}
    assert last["hands_shown"] == [[], [], [], []] and last["discard"] == []
    assert last["vp"] == {"alliance": 5, "lizards": 0, "riverfolk": 2, "marquise": 2}
    boards = last["faction_boards"]
    assert isinstance(boards, dict)
    assert boards["alliance"]["officers"] == 1  # `w->$` on the Alliance's last turn
    assert boards["riverfolk"]["prices"] == {"hand_card": 3, "riverboats": 3, "mercenaries": 3}
    assert sum(boards["riverfolk"]["funds"].values()) == 4  # `$_f->4`


def test_a_table_of_six_factions_is_drawn(tmp_path: Path) -> None:
    """Our engine seats four at most; a Rootlog file may hold six."""
    from bot.rootlog_render import render_file

    path = tmp_path / "six.rootlog"
    path.write_text("Map: Fall\nDeck: Standard\nC: Cora\nE: Eli\nA: Ana\nV: Vera\nO: Otto\n"
                    "L: Lia\n\nC:t_k->1/w->1+2+5+9+10/b_s->1/b_w->5/b_r->9\n"
                    "E:6w->3/b->3/#despot->$\nA:3#->$\nV:#thief->$/p->3_6_11\n"
                    "O:w->4+7+11+12/3w->$/$_->2\nL:4w+b_r->4/w->8\n", "utf-8")
    rendered = render_file(str(path), str(tmp_path / "o"))
    assert rendered.report.refusal is None and len(rendered.images) == 6


def test_a_vagabonds_character_and_items_reach_his_board() -> None:
    seen: list[dict[str, object]] = []
    text = ("Map: Fall\nDeck: Standard\nC: Cora\nV: Vera\n\n"
            "C:t_k->1/w->1+2+5+9+10/b_s->1/b_w->5/b_r->9\nV:#thief->$/p->3_6_11\n"
            "C:#->C\nV:p->3/%s->e/%f->d\n")
    check_rootlog(text, on_turn=lambda line, f, board: seen.append(board_view(board, f, False)))
    vagabond = seen[-1]["faction_boards"]["vagabond"]  # type: ignore[index]
    assert vagabond["character"] == "thief"
    states = sorted((i["item"], i["state"]) for i in vagabond["satchel"])
    assert ("sword", "exhausted") in states and ("boot", "damaged") in states


def test_details_add_the_pictures_a_phone_reads(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "short.rootlog"
    path.write_text("Map: Fall\nDeck: Standard\nC: Cora\nE: Eli\n\n"
                    "C:t_k->1/w->1+2+4+5+6+7+8+9+10+11+12/b_s->1/b_w->5/b_r->9\n"
                    "E:6w->3/b->3/#despot->$\n", "utf-8")
    code, _, _ = run(capsys, "rootlog", "render", str(path), "--out", str(tmp_path / "o"),
                     "--details", "--locale", "es")
    names = sorted(p.name for p in (tmp_path / "o").glob("*.png"))
    assert code == 0
    assert names == ["turn-001-C-details-1.png", "turn-001-C-details-2.png", "turn-001-C.png",
                     "turn-002-E-details-1.png", "turn-002-E-details-2.png", "turn-002-E.png"]
