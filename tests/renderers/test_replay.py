"""The replay writer and the score graph: what a viewer decodes is what was drawn."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from renderers.kit import INK, PAPER, SEAT_STYLES
from renderers.replay import CLEAR, FrameLayout, ReplayWriter, frame_image, shared_palette
from renderers.scores import HEIGHT, WIDTH, ChartWords, _Plot, _scale, score_chart, seat_styles
from tests.renderers.pixels import close, colour_at


def picture(marks: list[tuple[int, int, tuple[int, int, int]]]) -> Image.Image:
    """A paper board with a few coloured squares (x, y, colour) and black text."""
    image = Image.new("RGB", (300, 200), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 299, 20), fill=(0, 0, 0))  # pure black: must not become "clear"
    for x, y, colour in marks:
        draw.rectangle((x, y, x + 19, y + 19), fill=colour)
    return image


def decoded(data: bytes) -> tuple[list[Image.Image], list[int], int | None]:
    frames, durations = [], []
    with Image.open(io.BytesIO(data)) as gif:
        loop = gif.info.get("loop")
        for index in range(gif.n_frames):
            gif.seek(index)
            frames.append(gif.convert("RGB"))
            durations.append(gif.info["duration"])
    return frames, durations, loop


RED, BLUE = SEAT_STYLES["red"].fill, SEAT_STYLES["blue"].fill


def test_every_decoded_frame_is_the_frame_drawn() -> None:
    """Frames after the first keep only what changed (the rest transparent); a GIF
    viewer, composing them, must see each whole frame as it was given."""
    boards = [
        picture([]),
        picture([(40, 60, RED)]),
        picture([(40, 60, RED), (200, 150, BLUE)]),
        picture([(200, 150, BLUE), (120, 30, INK)]),  # the red square is gone again
    ]
    palette = shared_palette([boards[0], boards[2], boards[3]])
    writer = ReplayWriter(palette)
    for board in boards:
        writer.add(board, 500)
    frames, durations, loop = decoded(writer.finish())
    assert writer.frames == 4 and len(frames) == 4 and loop == 0 and durations == [500] * 4
    for shown, board in zip(frames, boards, strict=True):
        assert shown.tobytes() == board.tobytes()


def test_an_unchanged_turn_lengthens_the_frame_before_it() -> None:
    boards = [picture([]), picture([]), picture([(40, 60, RED)]), picture([(40, 60, RED)])]
    writer = ReplayWriter(shared_palette(boards))
    for board in boards:
        writer.add(board, 400)
    frames, durations, _loop = decoded(writer.finish())
    assert len(frames) == 2 and durations == [800, 800]


def test_the_clear_index_stands_for_no_colour() -> None:
    palette = shared_palette([picture([(40, 60, RED)])])
    colours = palette.getpalette() or []
    assert colours[CLEAR * 3 : CLEAR * 3 + 3] == colours[0:3]  # a copy, never chosen
    mapped = ReplayWriter(palette)._indices(picture([(40, 60, RED)]))
    assert CLEAR not in mapped.tobytes()


def test_a_frame_is_the_board_under_its_caption_band() -> None:
    board = Image.new("RGB", (1400, 1500), (30, 146, 70))
    layout = FrameLayout.fitting([board, Image.new("RGB", (1400, 1600))], 960)
    assert layout.size == (960, layout.band + round(1600 * 960 / 1400)) and layout.band == 48
    frame = frame_image(board, layout, "After turn 3 of 10: Ana", "move 12", 0.3)
    assert frame.size == layout.size
    assert close(colour_at(frame, (480, layout.band + 200)), (30, 146, 70))
    assert close(colour_at(frame, (480, 5)), INK)  # the band
    bar = layout.band - 2
    assert colour_at(frame, (100, bar)) != colour_at(frame, (900, bar))  # 30 % done


def test_score_scale_holds_every_value_and_zero() -> None:
    assert _scale([5, 59]) == (0, 60, 10)
    assert _scale([-6, 50]) == (-10, 50, 10)
    assert _scale([0, 0]) == (0, 1, 1)
    assert _scale([0, 166]) == (0, 200, 50)


def test_score_chart_draws_each_player_in_their_colour() -> None:
    series = [[0, 0], [5, 2], [12, 9], [20, 31]]
    styles = [SEAT_STYLES["red"], SEAT_STYLES["blue"]]
    words = ChartWords("Pig: points per turn", "Banked points.", "turn", "points")
    chart = score_chart(series, ["Ana", "Bob"], styles, words)
    assert chart.size == (WIDTH, HEIGHT)
    low, high, _step = _scale([v for row in series for v in row])
    plot = _Plot(low, high, len(series) - 1)
    for seat, style in enumerate(styles):
        # Half way along the last segment, the line is the seat's colour.
        (x1, y1), (x2, y2) = plot.at(2, series[2][seat]), plot.at(3, series[3][seat])
        assert close(colour_at(chart, ((x1 + x2) / 2, (y1 + y2) / 2)), style.fill, 30)
    assert close(colour_at(chart, (WIDTH - 5, 5)), PAPER)


def test_seat_styles_follow_each_games_board() -> None:
    meduris = {"seats": [{"colour": "purple"}, {"colour": "blue"}]}
    assert [s.colour_name for s in seat_styles("meduris", meduris, 2, "en")] == ["purple", "blue"]
    root = {"factions": ["marquise", "eyrie"]}
    assert [s.letter for s in seat_styles("root", root, 2, "en")] == ["C", "E"]
    assert len(seat_styles("toy", {}, 3, "en")) == 3  # unknown: by seat order
    assert len(seat_styles("meduris", meduris, 3, "en")) == 3  # a view that disagrees
