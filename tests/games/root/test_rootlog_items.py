"""The Rootlog reader's items are the engine's item model (issue 28, goal 3): a Vagabond's
items are the engine's records, his starting items, a track's room and the ruins the engine's;
what a file leaves open is typed in the record (`None`); the per-faction forms are asked of
the `boards` table (data/root/rootlog.json), never of a faction's name."""

from __future__ import annotations

from games.core import get_game
from games.root.factions.vagabond import board as vb
from games.root.rootlog import tables
from games.root.rootlog.told import Told, told
from games.root.rootlog_reader import check_rootlog
from games.root.rootlog_reader.board import Board, board_letters
from games.root.rootlog_reader.items import FileItem, areas, set_areas, sides
from games.root.state import RootState

HEADER = "Map: Fall\nDeck: Standard\nC: Cora\nV: Vera\n\n"
SETUP = "C:t_k->1/w->1+2+4+5+6+7+8+9+10+11+12/b_s->1/b_w->5/b_r->9\nV:#thief->$/p->3_6_11\n"


def board_after(*lines: str) -> Board:
    """The reader's board after the file's last turn line."""
    seen: list[Board] = []
    report = check_rootlog(HEADER + SETUP + "\n".join(lines) + "\n",
                           on_turn=lambda line, faction, board: seen.append(board))
    assert report.refusal is None, report.refusal
    return seen[-1]


def test_a_characters_items_are_the_engines_records_with_the_files_track() -> None:
    items = board_after().boards.vagabonds["V"]
    assert items is not None
    assert [i["item"] for i in items] == vb.start_items("thief")
    for item in items:
        record = vb.new_item(item["item"])  # face up, undamaged, as the engine gains it
        assert (item["exhausted"], item["damaged"]) == (record["exhausted"], record["damaged"])
        assert item["track"] == bool(vb.track_room(item["item"]))  # the tea on its track


def test_what_another_players_turn_leaves_open_is_none_in_the_record() -> None:
    # Two swords, one face down; the Marquise damages "a sword": which one, the file cannot say.
    items = board_after("V:%s->e/p->11/%s11->$", "C:XV11/%sV$->d").boards.vagabonds["V"]
    assert items is not None
    swords = [i for i in items if i["item"] == "sword"]
    assert len(swords) == 2
    damaged = [i for i in swords if i["damaged"] is True]
    assert len(damaged) == 1 and damaged[0]["exhausted"] is None
    assert all(i["exhausted"] is None for i in swords)


def test_every_set_of_areas_is_one_record() -> None:
    for where in ({"s"}, {"t"}, {"d"}, {"s", "t"}, {"s", "d"}, {"t", "d"}, {"s", "t", "d"}):
        item = FileItem(item="tea", exhausted=None, damaged=False, track=False)
        set_areas(item, where)
        assert areas(item) == where
    assert sides(FileItem(item="tea", exhausted=None, damaged=None, track=None)) == {False, True}


def test_crafted_items_of_another_faction_have_no_side() -> None:
    report = check_rootlog(HEADER + SETUP + "C:Z%h/%h->e\n")
    assert report.refusal is not None and report.refusal.action == "%h->e"
    assert "no area or side" in report.refusal.reason


def test_the_ruins_are_the_engines_setup() -> None:
    game = get_game("root")
    options = game.validate_options(3, {"factions": "marquise,vagabond,vagabond2"})
    state = game.setup(3, options, 1)
    assert isinstance(state, RootState)
    shared = vb.shared(state)
    reader = Board(("C", "V", "G"))
    assert reader.ruins == shared["ruins"] and reader.ruin_pool == shared["ruin_pool"]
    assert reader.items_supply == state.items_supply


def test_the_per_faction_forms_are_a_table() -> None:
    assert tables.holder("decree") == "eyrie"
    assert board_letters("items") == ("V", "G")
    assert board_letters("funds") == ("O",)
    for form in ("field_hospitals", "decree", "leader", "supporters", "officers", "items",
                 "acolytes", "outcast", "revealed", "prices", "funds", "rivers", "mercenaries"):
        assert tables.holders(form), form
    for box in tables.warriors_on_board():
        assert tables.holders(box), box


def test_what_an_action_tells_is_one_row_per_action_type() -> None:
    from games.root.actions import Ambush, Battle, Craft

    assert told(Craft("anvil#1")) == Told(crafted="anvil#1")
    assert told(Ambush("fox")) == Told(ambush="fox")
    assert told(Battle(5, "eyrie")) == Told(battle=("eyrie", 5))
    assert told(None) == Told()
