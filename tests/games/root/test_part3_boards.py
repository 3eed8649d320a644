"""Issue 12 groundwork: the Lizard Cult's and the Riverfolk's printed boards are in
data/root/factions.json, the Rootlog reader counts their pieces from there, and the
entries make neither faction playable before an engine registers it."""

from __future__ import annotations

from games.core.data import load_json
from games.root import seating
from games.root.factions.base import FACTIONS  # importing games.root registers the engines
from games.root.rootlog_reader.board import piece_catalog

SUITS = ("fox", "rabbit", "mouse")


def test_lizards_board_facts() -> None:
    lizards = load_json("root", "factions.json")["lizards"]
    assert lizards["pieces"]["warriors"] == 25
    assert [lizards["pieces"][f"garden_{s}"] for s in SUITS] == [5, 5, 5]
    track = lizards["garden_track"]
    for suit in SUITS:
        # one VP value per garden of the suit that can be on the map
        assert len(track["vp_by_gardens_on_map"][suit]) == lizards["pieces"][f"garden_{suit}"]
    assert lizards["conspiracy_cost"] == {"crusade": 2, "convert": 2, "sanctify": 3}


def test_riverfolk_board_facts() -> None:
    riverfolk = load_json("root", "factions.json")["riverfolk"]
    assert riverfolk["pieces"]["warriors"] == 15
    for suit in SUITS:
        posts = riverfolk["pieces"][f"trade_post_{suit}"]
        assert posts == 3
        assert len(riverfolk["trade_post_track"]["vp"][suit]) == posts
    assert riverfolk["services"]["price_range"] == [1, 4]
    assert riverfolk["starting_payments"] == 3


def test_rootlog_letters_agree_with_general() -> None:
    boards = load_json("root", "factions.json")
    letters = load_json("root", "general.json")["rootlog_letters"]
    for faction in ("lizards", "riverfolk"):
        assert boards[faction]["rootlog"] == letters[faction]


def test_rootlog_reader_counts_from_the_boards() -> None:
    catalog = piece_catalog()
    assert catalog["L"]["w"].limit == 25
    assert {catalog["L"][f"b_{s[0]}"].limit for s in SUITS} == {5}
    assert catalog["L"]["b_f"].suit == "fox"
    assert catalog["O"]["w"].limit == 15
    assert {catalog["O"][f"t_{s[0]}"].limit for s in SUITS} == {3}
    assert catalog["O"]["t_m"].suit == "mouse"


def test_board_data_alone_does_not_seat_a_faction() -> None:
    # Playability comes from the registry, not from factions.json: the Lizard Cult is
    # registered by issue 12's engine, so it may be chosen; a faction with board data
    # and no engine may not.
    playable = seating.playable()
    assert {"marquise", "eyrie", "alliance", "vagabond", "lizards", "riverfolk"} <= set(playable)
    assert set(playable) <= set(FACTIONS)
