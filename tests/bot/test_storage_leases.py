"""Leases (`Store.claim_lease`): of the processes sharing a database, one holds the
scheduler's lease at a time, renews it, and loses it only by letting it run out
or giving it up. Runs on every backend, with several stores on one database for
the ones several processes share."""

from __future__ import annotations

import asyncio

from bot.storage import Store
from tests.support.databases import Database


async def test_a_free_lease_is_taken_and_renewed_by_its_holder(store: Store) -> None:
    assert await store.claim_lease("scheduler", "a", 100.0, 60.0)
    assert await store.claim_lease("scheduler", "a", 130.0, 60.0)  # renewed to 190
    assert not await store.claim_lease("scheduler", "b", 189.0, 60.0)
    assert await store.claim_lease("other", "b", 189.0, 60.0)  # another name, another lease


async def test_a_lease_that_ran_out_passes_to_the_next_claim(store: Store) -> None:
    assert await store.claim_lease("scheduler", "a", 100.0, 60.0)
    assert not await store.claim_lease("scheduler", "b", 159.0, 60.0)
    assert await store.claim_lease("scheduler", "b", 160.0, 60.0)  # expired at 160
    assert not await store.claim_lease("scheduler", "a", 161.0, 60.0)  # a must wait now


async def test_a_released_lease_is_free_at_once_and_only_its_holder_releases(
    store: Store,
) -> None:
    assert await store.claim_lease("scheduler", "a", 100.0, 60.0)
    await store.release_lease("scheduler", "b")  # not b's: nothing happens
    assert not await store.claim_lease("scheduler", "b", 101.0, 60.0)
    await store.release_lease("scheduler", "a")
    assert await store.claim_lease("scheduler", "b", 101.0, 60.0)


async def test_of_many_processes_claiming_at_once_exactly_one_wins(database: Database) -> None:
    stores = [database.store() for _ in range(4)]
    for store in stores:
        await store.open()
    try:
        for round_number in range(5):
            now = 1000.0 + 100 * round_number  # each round the last lease has run out
            claims = await asyncio.gather(*(
                store.claim_lease("scheduler", f"p{n}", now, 50.0)
                for n, store in enumerate(stores)
                for _ in range(3)  # each process claims three times at once
            ))
            winners = {n // 3 for n, won in enumerate(claims) if won}
            assert len(winners) == 1, claims
    finally:
        for store in stores:
            await store.close()
