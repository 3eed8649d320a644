"""The Rootlog reader (games/root/rootlog_reader): every kind of Rootlog 2.8 line read into
its record, the Fall map replayed, and each kind of illegal change refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.root.rootlog_reader import NotRootlog, Report, check_rootlog
from games.root.rootlog_reader.syntax import (
    Battle,
    Card,
    Craft,
    Item,
    Location,
    MarkerToBoard,
    Move,
    Part,
    Piece,
    Reveal,
    RootlogSyntaxError,
    Score,
    SetMarker,
    parse_action,
    split_actions,
)

DATA = Path(__file__).resolve().parents[2] / "data" / "rootlog"

HEADER = """Map: Fall
Deck: Standard
C: Cora
E: Eli
A: Ana
V: Vera
L: Lia
O: Otto
"""
# Line 9 on: one setup line each; tests add their lines after them (line 15 on).
SETUP = """C:t_k->1/w->1+2+4+5+6+7+8+9+10+11+12/b_s->1/b_w->5/b_r->9
E:6w->3/b->3/#despot->$
A:3#->$
V:#thief->$/p->3_6_11
L:4w+b_r->4/w->8+12
O:w->2+10/3w->$/$_->2
"""
FIRST = 15


def replay(*lines: str) -> Report:
    return check_rootlog(HEADER + SETUP + "\n".join(lines) + "\n")


def refused(*lines: str) -> tuple[int, str | None, str]:
    report = check_rootlog(HEADER + SETUP + "\n".join(lines) + "\n")
    assert report.refusal is not None, "expected a refusal"
    assert report.illegal == 1
    return report.refusal.line, report.refusal.action, report.refusal.reason


C3 = Location("clearing", clearing=3)


# -- reading actions (one test per kind of line of the spec) --------------------------------
def test_actions_split_on_slash_and_semicolon_without_spaces() -> None:
    assert split_actions(" w->3 / ++2;#->C ") == ["w->3", "++2", "#->C"]


def test_move_of_pieces_with_count_faction_start_and_destination() -> None:
    assert parse_action("2Dw3->5") == Move(
        (Part(2, Piece("D", "w", None), C3),), (Location("clearing", clearing=5),)
    )
    assert parse_action("b_s->2") == Move(
        (Part(1, Piece(None, "b", "s"), None),), (Location("clearing", clearing=2),)
    )
    assert parse_action("At5->") == Move((Part(1, Piece("A", "t", None),
                                               Location("clearing", clearing=5)),), ())


def test_move_to_several_clearings_and_forests() -> None:
    move = parse_action("w->3+11")
    assert isinstance(move, Move)
    assert [d.clearing for d in move.destinations] == [3, 11]
    pawn = parse_action("p->3_6_11")
    assert isinstance(pawn, Move) and pawn.destinations == (Location("forest", forest="3_6_11"),)


def test_grouped_pieces_share_the_start() -> None:
    move = parse_action("(w+2Cw+Cb_s)3->")
    assert isinstance(move, Move)
    assert [(p.count, p.thing, p.start) for p in move.parts] == [
        (1, Piece(None, "w", None), C3), (2, Piece("C", "w", None), C3),
        (1, Piece("C", "b", "s"), C3),
    ]


def test_cards_between_hands_boards_decree_and_discard() -> None:
    assert parse_action("F#domO->C") == Move(
        (Part(1, Card((("F", 1),), "dom"), Location("hand", faction="O")),),
        (Location("hand", faction="C"),),
    )
    decree = parse_action("B#E->$_r")
    assert isinstance(decree, Move)
    assert decree.destinations == (Location("board_slot", slot="r"),)
    grouped = parse_action("(2R+B)#A$->")
    assert isinstance(grouped, Move)
    assert grouped.parts == (Part(3, Card((("R", 2), ("B", 1)), None),
                                  Location("board", faction="A")),)
    informants = parse_action("F#@*->P")
    assert isinstance(informants, Move) and informants.parts[0].start == Location("discard")


def test_items_with_board_areas_and_states() -> None:
    move = parse_action("%sde->r")
    assert move == Move((Part(1, Item("s"), Location("item_place", slot="de")),),
                        (Location("item_place", slot="r"),))
    ruin = parse_action("%s12->$")
    assert isinstance(ruin, Move) and ruin.parts[0].start == Location("clearing", clearing=12)
    rest = parse_action("%_d->s+r")
    assert isinstance(rest, Move) and [d.slot for d in rest.destinations] == ["s", "r"]


def test_battles_with_ambushes_and_rolls() -> None:
    assert parse_action("XE3") == Battle(None, "E", 3, (), None)
    assert parse_action("CXO12") == Battle("C", "O", 12, (), None)
    assert parse_action("XA3B@R@(0,3)") == Battle(None, "A", 3, ("B", "R"), (0, 3))


def test_points_and_the_vp_marker() -> None:
    assert parse_action("++") == Score(None, 1)
    assert parse_action("E--3") == Score("E", -3)
    assert parse_action("++->E$") == MarkerToBoard("E")


def test_crafting_items_and_improvements() -> None:
    assert parse_action("Z%h") == Craft("h", None)
    assert parse_action("Zsappers") == Craft(None, "sappers")


def test_reveals() -> None:
    assert parse_action("^A") == Reveal((), None, "A")
    assert parse_action("V^O") == Reveal((), "V", "O")
    reveal = parse_action("(M+2F)#^")
    assert isinstance(reveal, Reveal) and reveal.cards[0].count == 3


def test_markers_of_faction_boards() -> None:
    assert parse_action("$_->") == SetMarker(((None, ""),), "")
    assert parse_action("$_h->3") == SetMarker(((None, "h"),), "3")
    assert parse_action("$_O+$_C->h") == SetMarker(((None, "O"), (None, "C")), "h")
    assert parse_action("V$_C->a") == SetMarker((("V", "C"),), "a")


@pytest.mark.parametrize("text", ["w3-5", "hello", "(w+b->3", "w->*", "->3", "%s->12x", "3w->5->6"])
def test_malformed_actions_say_what_was_expected(text: str) -> None:
    with pytest.raises(RootlogSyntaxError):
        parse_action(text)


# -- replaying files ----------------------------------------------------------------------
def test_hand_written_four_faction_game_replays_to_its_vp() -> None:
    report = check_rootlog((DATA / "four_factions.rootlog").read_text("utf-8"))
    assert report.refusal is None and report.illegal == 0
    assert report.factions == ["A", "V", "E", "C"]
    assert report.vp == {"A": 1, "V": 3, "E": 0, "C": 30}
    assert report.winner == ["C"]
    assert report.turns == 12 and report.moves == 64


def test_hand_written_lizards_and_riverfolk_game_replays() -> None:
    report = check_rootlog((DATA / "lizards_riverfolk.rootlog").read_text("utf-8"))
    assert report.refusal is None
    assert report.vp == {"C": 1, "L": 30, "O": 2}
    assert report.winner == ["L"]


def test_setup_of_all_six_factions_is_legal() -> None:
    report = replay()
    assert report.refusal is None
    assert report.turns == 6


def test_vp_never_below_zero_and_another_factions_points() -> None:
    report = check_rootlog(HEADER + SETUP + "E:++3/--5/C++2\n")
    assert report.vp["E"] == 0 and report.vp["C"] == 2


def test_a_file_that_is_not_rootlog() -> None:
    with pytest.raises(NotRootlog):
        check_rootlog("# Root notation\nsome markdown\n")
    with pytest.raises(NotRootlog):
        check_rootlog("Map: Fall\nC: Cora\n")


@pytest.mark.parametrize(
    ("header", "needle"),
    [("Map: Winter\nDeck: Standard\n", "Fall map only"),
     ("Map: Fall\nDeck: E&P\n", "Standard deck only")],
)
def test_other_maps_and_decks_are_not_supported(header: str, needle: str) -> None:
    report = check_rootlog(header + "C: Cora\nC:w->1\n")
    assert report.refusal is not None and report.refusal.kind == "unsupported"
    assert needle in report.refusal.reason and report.illegal == 0


def test_autumn_is_the_fall_map() -> None:
    report = check_rootlog("Map: Autumn\nDeck: Standard\nC: Cora\nC:w->1\n")
    assert report.refusal is None


def test_clearings_line_must_agree_with_the_fall_map() -> None:
    good = check_rootlog("Map: Fall\nDeck: Standard\nClearings: F1, M2\nC: Cora\nC:w->1\n")
    assert good.refusal is None
    bad = check_rootlog("Map: Fall\nDeck: Standard\nClearings: R1\nC: Cora\nC:w->1\n")
    assert bad.refusal is not None and bad.refusal.line == 3


def test_a_faction_the_reader_does_not_know() -> None:
    report = check_rootlog("Map: Fall\nDeck: Standard\nD: Dee\nD:w->0\n")
    assert report.refusal is not None and report.refusal.kind == "unsupported"
    assert "Underground Duchy" in report.refusal.reason


def test_windows_line_ends_and_a_byte_order_mark_are_read() -> None:
    text = "\ufeff" + (HEADER + SETUP + "C:w5->2\n").replace("\n", "\r\n")
    report = check_rootlog(text)
    assert report.refusal is None and report.turns == 7


def test_comments_and_blank_lines_keep_line_numbers() -> None:
    text = HEADER + SETUP + "\n// a comment\n\nC:w5->2 // fine\nC:w5->3\n"
    report = check_rootlog(text)
    assert report.refusal is not None
    assert report.refusal.line == FIRST + 4
    assert report.refusal.action == "w5->3"


# -- illegal changes, each refused at its line ------------------------------------------------
@pytest.mark.parametrize(
    ("line", "action", "needle"),
    [
        ("C:w->3", None, None),  # legal: the Marquise has warriors left
        ("C:w3->5", "w3->5", "where there is none"),
        ("C:5w2->5", "5w2->5", "where there is 1"),
        ("E:20w->7", "20w->7", "which has 14 left"),
        ("C:b_w->1", "b_w->1", "building slots"),  # clearing 1: one slot, the sawmill
        ("A:b_f->4", "b_f->4", "fox suit; clearing 4 is rabbit"),
        ("L:b_f->9", "b_f->9", "fox suit"),
        ("O:t_m->10", "t_m->10", "mouse suit; clearing 10 is rabbit"),
        ("C:w->13", "w->13", "clearings 1 to 12"),
        ("C:w->2_3", "w->2_3", "not a forest"),
        ("C:w->1_2_5_10", "w->1_2_5_10", "only a Vagabond's pawn"),
        ("C:w2->12", "w2->12", "not adjacent"),
        ("C:t_k1->2", "t_k1->2", "never moves"),
        ("C:b_w->$", "b_w->$", "only warriors go on a faction board"),
        ("V:p->4", "p->4", "does not touch clearing 4"),
        ("V:p->1_9_10_12", "p->1_9_10_12", "not adjacent"),
        ("C:Kw->5", "Kw->5", "does not know"),
        ("C:Gp->5", "Gp->5", "not in this game"),
        ("E:r->3", "r->3", "Lake map"),
        ("E:b_s->3", "b_s->3", "no piece `b_s`"),
        ("C:XV5", "XV5", "no piece in clearing 5"),
        ("A:XC5", "XC5", "no warrior or pawn"),
        ("C:XC5", "XC5", "battles itself"),
        ("C:#armouredcat->C", "#armouredcat->C", "no card"),
        ("C:R#tax->C", "R#tax->C", "is F, not R"),
        ("C:F#C->3", "F#C->3", "cards are in hands"),
        ("C:F#C->$_r", "F#C->$_r", "`C$_r` is not a place for cards"),
        ("C:F#C->E$_r", "F#C->E$_r", "only on the `E` turn"),
        ("C:$_->", "$_->", "only on the `E` turn"),
        ("E:F#E->$_r/F#$_r->E", "F#$_r->E", "leaves the Decree only for the discard pile"),
        ("E:F#E->$_r/F#$_r->E$", "F#$_r->E$", "leaves the Decree only for the discard pile"),
        ("E:F#E->$_r/F#$_r->", None, None),
        ("L:R#bakesaleL->$/R#bakesale$->L", "R#bakesale$->L", "from the Cult's board to a hand"),
        ("L:R#bakesale^/R#bakesaleL->$", "R#bakesaleL->$", "revealed this turn"),
        ("L:R#bakesale^/M#mouseinasackL->", None, None),
        ("E:$_h->3", "$_h->3", "only on the `O` turn"),
        ("O:$_h->5", "$_h->5", "sets no marker"),
        ("O:$_o->F", "$_o->F", "only on the `L` turn"),
        ("C:$_C->1", "$_C->1", "on a Vagabond's board"),
        ("V:$_C->x", "$_C->x", "sets no marker"),
        ("V:%s->3", "%s->3", "never goes into a clearing"),
        ("V:%q->e", "%q->e", "not an item"),
        ("V:%s5->$", "%s5->$", "no ruin left in clearing 5"),
        ("E:6w3->7/w3->", "w3->", "where there is none"),
        ("C:Z%x/Z%x", "Z%x", "no crossbow left"),
        ("C:w3->/w1->5", "w3->", "where there is none"),
        ("Z:w->5", None, "not a Rootlog faction letter"),
        ("C:w->5 Cora", "w->5Cora", "not a location"),
        ("C:w5->5", "w5->5", "same place"),
        ("Hello there", None, "not a turn line"),
    ],
)
def test_illegal_change_refused_with_its_line(
    line: str, action: str | None, needle: str | None
) -> None:
    report = check_rootlog(HEADER + SETUP + line + "\n")
    if needle is None:
        assert report.refusal is None
        return
    assert report.refusal is not None, line
    assert report.refusal.line == FIRST
    assert report.refusal.action == action
    assert needle in report.refusal.reason, report.refusal.reason


def test_second_item_from_a_ruin_refused_but_two_with_two_vagabonds() -> None:
    line, action, reason = refused("V:p->11/%h11->$/%s11->$")
    assert (line, action) == (FIRST, "%s11->$") and "no ruin left" in reason
    header = HEADER.replace("L: Lia\n", "G: Gil\n")
    two = check_rootlog(header + "V:p->11/%h11->$/%s11->$/p->6/%s6->$/p->11\n"
                        "G:p->6/%b6->$\n")
    assert two.refusal is None
    three = check_rootlog(header + "V:p->11/%h11->$/%s11->$/%b11->$\n")
    assert three.refusal is not None and three.refusal.action == "%b11->$"


def test_each_ruin_item_kind_once_in_a_one_vagabond_game() -> None:
    _, action, reason = refused("V:p->11/%s11->$/p->6/%s6->$")
    assert action == "%s6->$" and "no ruin holds a sword" in reason


def test_a_ruin_takes_a_building_slot_until_emptied() -> None:
    # Clearing 10: two slots, a ruin and the Riverfolk there: one building fits.
    assert refused("C:b_s->10/b_w->10")[1] == "b_w->10"
    assert replay("V:p->11/p->6/p->2/p->10/%b10->$", "C:b_s->10/b_w->10").refusal is None


def test_rivers_are_paths_only_when_the_riverfolk_play() -> None:
    with_o = check_rootlog(HEADER + SETUP + "C:w4->7\n")
    assert with_o.refusal is None
    no_o = check_rootlog("Map: Fall\nDeck: Standard\nC: Cora\nC:w->4\nC:w4->7\n")
    assert no_o.refusal is not None and "not adjacent" in no_o.refusal.reason


def test_field_hospitals_move_warriors_to_the_keep() -> None:
    assert replay("C:w12->1").refusal is None  # the keep is in 1
    assert refused("C:Ct_k1->/w12->1")[2].startswith("clearings 12 and 1")


def test_mercenaries_let_a_buyer_attack() -> None:
    # Clearing 2: Riverfolk and Marquise warriors; the Eyrie has none there.
    assert replay("E:XC2").refusal is None
    assert refused("E:XC7")[2].startswith("`E` has no warrior")


def test_no_points_after_the_vp_marker_left_the_track() -> None:
    line, action, reason = refused("V:++10/++->C$", "V:++")
    assert (line, action) == (FIRST + 1, "++") and "left the track" in reason
    assert replay("C:++10/F#domC->$/++->$", "C:--1").refusal is None


def test_a_dominance_card_needs_ten_vp() -> None:
    _, action, reason = refused("C:++9/F#domC->$/++->$")
    assert action == "++->$" and "needs 10" in reason


@pytest.mark.parametrize(
    ("lines", "legal"),
    [
        (("E:++30", "Winner: E"), True),
        (("E:++29", "Winner: E"), False),
        (("C:++12/++->$", "Winner: C"), True),  # dominance
        (("V:++10/++->C$", "C:++30", "Winner: CV"), True),  # coalition
        (("V:++10/++->C$", "E:++30", "Winner: EV"), False),  # V's partner is C
    ],
)
def test_a_winner_reached_30_vp_or_dominance_or_a_winning_coalition(
    lines: tuple[str, ...], legal: bool
) -> None:
    report = replay(*lines)
    assert (report.refusal is None) is legal, report.refusal
    if not legal:
        assert report.refusal is not None and report.refusal.text.startswith("Winner:")


def test_nothing_after_the_winner() -> None:
    line, _, reason = refused("E:++30", "Winner: E", "E:++")
    assert line == FIRST + 2 and "after `Winner:`" in reason
    unknown = check_rootlog(HEADER + SETUP + "Winner: D\n")
    assert unknown.refusal is not None and unknown.refusal.kind == "unsupported"
    assert unknown.refusal.reason.endswith("(it knows C E A V G L O)")


def test_a_turn_of_a_faction_without_a_player_line() -> None:
    report = check_rootlog("Map: Fall\nDeck: Standard\nC: Cora\nE:w->3\n")
    assert report.refusal is not None and "no player line" in report.refusal.reason


def test_moves_read_stop_at_the_illegal_one() -> None:
    report = check_rootlog(HEADER + SETUP + "C:w5->2/++/w5->2\n")
    assert report.refusal is not None and report.refusal.action == "w5->2"
    setup_moves = check_rootlog(HEADER + SETUP).moves
    assert report.moves == setup_moves + 2
    assert report.vp["C"] == 1


# -- items on faction boards --------------------------------------------------------------
# The Thief (V, from the setup lines) starts with boot, torch, sword in the satchel and the
# tea on its track, all face up.
@pytest.mark.parametrize(
    ("line", "action", "needle"),
    [
        ("V:%f->e/%r->e/%s->e", None, None),
        ("V:%f->e/%f->e", "%f->e", "no boot (satchel) on `V`'s board that this move would"),
        ("V:%h->e", "%h->e", "1 hammer (satchel) wanted on `V`'s board, which has 0"),
        ("V:%t->e", "%t->e", "1 tea (satchel) wanted"),  # the tea is on its track
        ("V:%tt->e", None, None),
        ("V:%tt->s+e", None, None),
        ("V:%ts->e", "%ts->e", "1 tea (satchel) wanted"),
        ("V:%s->t", "%s->t", "only tea, coin, bag go on a track"),
        ("V:%s->d/%sd->s", None, None),
        ("V:%sd->s", "%sd->s", "1 sword (damaged) wanted"),
        ("V:%_->d/%_d->s+r", None, None),
        ("V:%_->e/%fr->e", "%fr->e", "1 face-up boot wanted"),
        ("V:p->11\nC:XV11/%fV$->d/(%r+%s)V$->d/%tV$->d", None, None),
        ("V:p->11\nC:XV11/(2%f)V$->d", "(2%f)V$->d", "2 boot wanted"),
        ("V:%f->", None, None),
        ("V:%f->/%f->e", "%f->e", "1 boot (satchel) wanted"),
        ("V:Z%b/%b->t/%bt->t", "%bt->t", "that this move would change"),
        ("V:#thief->$", "#thief->$", "has a character already"),
        ("C:#ranger->$", "#ranger->$", "goes on his board"),
        ("V:%s->$", "%s->$", "the board it is on"),
        ("V:%sr->e+r", "%sr->e+r", "one area and one side"),
    ],
)
def test_vagabond_items_are_counted_by_area_and_side(
    line: str, action: str | None, needle: str | None
) -> None:
    report = check_rootlog(HEADER + SETUP + line + "\n")
    if needle is None:
        assert report.refusal is None, report.refusal
        return
    assert report.refusal is not None, line
    assert report.refusal.action == action
    assert needle in report.refusal.reason, report.refusal.reason


def test_items_given_and_crafted_arrive_face_up_in_the_satchel() -> None:
    # The Marquise crafts a hammer; the Vagabond takes it (aid): it is his to exhaust.
    assert replay("C:Z%h", "V:%hC$->$/%h->e").refusal is None
    report = check_rootlog(HEADER + SETUP + "C:Z%h\nV:%hC$->$/%hC$->$\n")
    assert report.refusal is not None and "1 hammer wanted on `C`'s board, which has 0" in (
        report.refusal.reason
    )
    # From a ruin: a bag, then to its track.
    assert replay("V:p->11/%b11->$/%b->t").refusal is None


def test_a_vagabond_without_a_character_card_is_not_counted() -> None:
    report = check_rootlog("Map: Fall\nDeck: Standard\nV: Vera\nV:p->3_6_11\nV:%h->e/%q2->\n")
    assert report.refusal is not None and report.refusal.action == "%q2->"
    assert check_rootlog("Map: Fall\nDeck: Standard\nV: Vera\nV:p->3_6_11/%h->e/%x->d\n"
                         ).refusal is None


def test_another_players_move_that_does_not_say_which_item_leaves_both_possible() -> None:
    # The Thief exhausts his boot, then the Marquise damages "a boot" of his board: he
    # has one, so the damaged boot is the face-down one; repairing it face down is legal,
    # refreshing it is legal, exhausting it is not (it is known face down).
    assert replay("V:%f->e/p->11", "C:XV11/%fV$->d", "V:%fde->s+r").refusal is None
    assert replay("V:%f->e/p->11", "C:XV11/%fV$->d", "V:%fde->s").refusal is None
    refusal = replay("V:%f->e/p->11", "C:XV11/%fV$->d", "V:%fd->e").refusal
    assert refusal is not None and refusal.action == "%fd->e"
    # With two swords, one face up and one face down, "a sword" damaged may be either.
    lines = ("V:%s->e/p->11/%s11->$", "C:XV11/%sV$->d")
    assert replay(*lines, "V:%sde->s").refusal is None
    assert replay(*lines, "V:%sdr->s").refusal is None


# -- cards in hands --------------------------------------------------------------------------
def test_hands_start_with_three_cards_and_never_go_below_zero() -> None:
    line, action, reason = refused("C:F#C->/F#C->/F#C->/F#C->")
    assert (line, action) == (FIRST, "F#C->") and "`C` has 0 cards in hand" in reason
    assert replay("C:F#C->/F#C->/F#C->/#->C/F#C->").refusal is None


def test_crafting_and_ambushes_take_cards_from_hands() -> None:
    assert refused("C:F#C->/F#C->/F#C->/Z%h")[1] == "Z%h"
    assert refused("C:F#C->/F#C->/F#C->", "E:3w3->7/XC7F@")[1] == "XC7F@"
    assert refused("E:B#E->$_r/B#E->$_m/R#E->$_x", "E:3w3->7/XC7F@R@")[1] == "XC7F@R@"


def test_a_turn_ends_within_the_hand_limit_unless_the_game_just_ended() -> None:
    report = replay("C:#->C/#->C/#->C", "E:++")
    assert report.refusal is not None and report.refusal.line == FIRST
    assert report.refusal.action is None and "6 cards in hand" in report.refusal.reason
    assert replay("C:#->C/#->C/#->C/F#C->", "E:++").refusal is None
    assert replay("C:#->C/#->C/++30", "Winner: C").refusal is None


def test_the_decree_columns_are_counted() -> None:
    assert refused("E:B#E->$_r", "E:B#$_m->")[1] == "B#$_m->"
    assert replay("E:B#E->$_r/$_->", "E:B#E->$_r").refusal is None


def test_a_riverfolk_turn_ending_with_funds_writes_them() -> None:
    """Rootlog: "If this action is omitted at the end of the Riverfolk's turn, funds are
    assumed to be zero." Three warriors on their board, nothing committed: funds."""
    report = replay("O:$_h->3", "C:w->1")
    assert report.refusal is not None and report.refusal.line == FIRST
    assert "at least 3 funds not written" in report.refusal.reason
    assert replay("O:$_h->3/$_f->3", "C:w->1").refusal is None
    # a move commits one fund (not notated): two funds left, still not written
    report = replay("O:w2->5/$_h->3", "C:w->1")
    assert report.refusal is not None and "at least 2 funds" in report.refusal.reason
    # three moves may have committed all three: nothing says funds are left
    assert replay("O:w2->5/w10->11/w5->2", "C:w->1").refusal is None


def test_funds_written_are_warriors_on_the_riverfolk_board() -> None:
    report = replay("O:$_f->4")
    assert report.refusal is not None and report.refusal.action == "$_f->4"
    assert "holds 3 warriors, not 4 funds" in report.refusal.reason
