"""The bot's process sets Python's collector for a long-running server
(bot/collector.py): young collections less often, start-up objects frozen."""

from __future__ import annotations

import gc

from bot import collector


def test_tune_collects_the_young_generation_less_often_and_freezes_start_up() -> None:
    before = gc.get_threshold()
    try:
        collector.tune()
        assert gc.get_threshold() == (collector.YOUNG, before[1], before[2])
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
