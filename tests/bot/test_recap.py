"""The log's pages: newest first, never more than a message holds."""

from __future__ import annotations

from bot.recap import LOG_PAGE_LINES, PAGE_CHARACTERS, LogLine, _pages


def test_short_lines_make_pages_of_twenty_newest_first() -> None:
    lines = [LogLine(0, f"line {n}") for n in range(45)]
    assert _pages(lines) == [(25, 45), (5, 25), (0, 5)]
    assert LOG_PAGE_LINES == 20


def test_long_lines_make_shorter_pages_that_fit_a_message() -> None:
    lines = [LogLine(n // 3, "x" * 300, header=n % 3 == 0) for n in range(30)]
    pages = _pages(lines)
    assert [end - start for start, end in pages] == [4] * 7 + [2]
    for start, end in pages:
        assert sum(len(line.text) + 1 for line in lines[start:end]) <= PAGE_CHARACTERS


def test_a_line_longer_than_a_page_still_gets_one() -> None:
    lines = [LogLine(0, "y" * 5000), LogLine(0, "z")]
    assert _pages(lines) == [(1, 2), (0, 1)]  # the message cuts it, the page exists
    assert _pages([]) == [(0, 0)]
