"""Root for three and four players through Discord (issue 11): the lobby seats
four, the factions are chosen in turn (`factions=choose`) or named, everyone
is mentioned when asked, and a whole game reaches its winner through `/play`.

The four-seat game takes the factions as a parameter: part 2's table, part 3's
(the Marquise, the Lizard Cult, the Riverfolk Company and the Vagabond, issue 12),
and passive test doubles (tests/games/root/table/passive.py) that only pass."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from games.core import get_game
from games.root.actions import faction_name
from games.root.seating import seat_ids
from tests.bot.discord.flows import ALICE, BOB, CAROL, STRANGER
from tests.bot.discord.harness import DiscordHarness, Exchange, Player, random_pick
from tests.games.root.table.passive import doubles_for

DAVE = Player(104, "Dave")
FOUR = [ALICE, BOB, CAROL, DAVE]
FOUR_FACTIONS = "marquise,eyrie,alliance,vagabond"
PART3_TABLE = "marquise,lizards,riverfolk,vagabond"
"""Issue 12's table: the Cult's revealed cards and the Riverfolk's services among the Cat
and the Vagabond."""
DOUBLES = "passive,eyrie,idle,marquise"  # test doubles: two seats that only pass


@pytest.fixture(autouse=True)
def doubles(request: pytest.FixtureRequest) -> Iterator[None]:
    """The doubles the test's `factions` parameter names (all of them for `choose`)."""
    callspec = getattr(request.node, "callspec", None)
    factions = callspec.params.get("factions", "") if callspec else ""
    with doubles_for({"factions": factions}):
        yield


async def open_table(h: DiscordHarness, players: list[Player], options: str) -> Exchange:
    opened = await h.slash(ALICE, "game new", game="root", options=options, seed=11)
    assert "Root" in opened.public_text, opened.sent
    for player in players[1:]:
        joined = await h.slash(player, "game join")
        assert joined.public, joined.sent
    return await h.slash(ALICE, "game start")


@pytest.mark.parametrize("factions", [FOUR_FACTIONS, PART3_TABLE, DOUBLES])
async def test_four_seats_play_root_to_a_winner_through_slash_commands(
    discord_bot: DiscordHarness, factions: str
) -> None:
    h = discord_bot
    started = await open_table(h, FOUR, f"factions={factions}")
    assert all(p.name in started.public_text for p in FOUR), started.public_text
    status = await h.slash(STRANGER, "game status")
    shown = status.public_text + status.private_text
    assert all(p.name in shown for p in FOUR)
    catalog = get_game("root").catalog
    for player, faction in zip(FOUR, seat_ids(factions.split(",")), strict=True):
        assert f"{player.name} — {faction_name(catalog, 'en', faction)}" in shown, shown
    chooser = random.Random(4)
    asked: set[int] = set()
    last = started
    mentioned = {p.id for p in FOUR if f"<@{p.id}>" in started.public_text}
    for moves in range(4000):  # noqa: B007  (the count is checked below)
        chosen = await random_pick(h, FOUR, chooser, strict=True)
        if chosen is None:
            break
        player, action = chosen
        asked.add(player.id)
        last = await h.slash(player, "play", action=action)
        assert last.private, (action, last.sent)
        mentioned |= {p.id for p in FOUR if f"<@{p.id}>" in last.public_text}
    else:
        raise AssertionError("the game did not end")
    acting = {FOUR[i].id for i, f in enumerate(factions.split(",")) if f not in ("passive", "idle")}
    assert acting <= asked and acting <= mentioned and moves > 30, moves
    assert "is over!" in last.public_text and "Final scores:" in last.public_text
    assert all(p.name in last.public_text for p in FOUR), last.public_text


@pytest.mark.parametrize("factions", ["choose"])
async def test_three_seats_choose_their_factions_in_turn(
    discord_bot: DiscordHarness, factions: str
) -> None:
    """5.1.1 by choice (the default): each pick is a public question to one seat,
    in reverse turn order; the last pick must bring in the Marquise, the Eyrie or the Cult."""
    h = discord_bot
    players = [ALICE, CAROL, DAVE]
    started = await open_table(h, players, f"first_player=2 factions={factions}")
    assert "Turn order: Carol, " in started.public_text, started.public_text  # 5.1.1
    last = started
    pickers = []
    for faction in ("passive", "idle", "eyrie"):
        offers = {p.id: await h.autocomplete(p, "play", "action", "") for p in players}
        [seat] = [p for p in players if offers[p.id]]
        assert f"<@{seat.id}>" in last.public_text, last.public_text  # asked by name
        values = [o["value"] for o in offers[seat.id]]
        assert all(v.startswith("faction ") for v in values), values
        if faction == "eyrie":
            # the anchors (5.1.1): the Marquise, the Eyrie, the Lizard Cult
            assert sorted(values) == ["faction eyrie", "faction lizards", "faction marquise"]
        refused = await h.slash(STRANGER, "play", action=f"faction {faction}")
        assert refused.private and not refused.public
        last = await h.slash(seat, "play", action=f"faction {faction}")
        assert "will play the" in last.public_text, last.sent
        pickers.append(seat)
    assert len(set(pickers)) == 3 and pickers[-1] == CAROL  # seat 2 starts, so picks last


@pytest.mark.parametrize(
    ("options", "english", "spanish"),
    [
        ("factions=marquise,marquise", "came too often", "demasiadas veces"),
        ("factions=vagabond,vagabond", "or the Lizard Cult", "al Culto del Lagarto"),
        ("factions=marquise", "1 faction was named for", "Se ha nombrado 1 facción para"),
        ("factions=marquise,dragons", "choose", "choose"),
        ("first_player=5", "random, 1, 2, 3, 4", "random, 1, 2, 3, 4"),
    ],
)
async def test_game_new_refuses_a_table_root_cannot_seat_politely_in_both_languages(
    discord_bot: DiscordHarness, options: str, english: str, spanish: str
) -> None:
    """Issue 11, item 5: bad count, twice, anchor, unknown: a private answer in the
    reader's language, and no lobby."""
    h = discord_bot
    for player, expected in ((ALICE, english), (BOB, spanish)):
        refused = await h.slash(player, "game new", game="root", options=options)
        assert not refused.public and expected in refused.private_text, refused.private_text
    status = await h.slash(STRANGER, "game status")
    assert "Root" not in status.public_text


@pytest.mark.parametrize("factions", ["marquise,eyrie,passive"])
async def test_game_start_refuses_a_count_the_named_factions_do_not_fit(
    discord_bot: DiscordHarness, factions: str
) -> None:
    """Three factions named, two players seated: `start` says so and the lobby stays."""
    h = discord_bot
    opened = await h.slash(ALICE, "game new", game="root", options=f"factions={factions}")
    assert opened.public, opened.sent
    await h.slash(CAROL, "game join")
    refused = await h.slash(ALICE, "game start")
    assert not refused.public
    assert "3 factions were named for 2 players" in refused.private_text, refused.private_text
    await h.slash(DAVE, "game join")
    started = await h.slash(ALICE, "game start")
    assert started.public and "begins" in started.public_text, started.sent
