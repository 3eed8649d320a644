"""bench/fingerprint.py (issue 26 goal 6) proves a refactor changed nothing only if
the same seed plays the same game: the fingerprint of a game is the same twice, and
a different game gives a different one."""

from __future__ import annotations

from bench.fingerprint import fingerprint


def test_the_same_seed_gives_the_same_fingerprint_and_another_game_another() -> None:
    kinds = ("heuristic", "random")
    first = fingerprint("meduris", 2, {}, kinds, 0)
    assert fingerprint("meduris", 2, {}, kinds, 0) == first
    assert fingerprint("meduris", 2, {}, kinds, 1)["hash"] != first["hash"]
    assert first["actions"] > 0 and len(first["scores"]) == 2
