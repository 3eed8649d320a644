"""Each kind of Rootlog line the exporter writes (games/root/rootlog/changes.py),
from two hand-made snapshots: what changed, and the text on a faction's line
(Rootlog_V2.md; docs/notation/root.md, "Rootlog files")."""

from __future__ import annotations

from collections import Counter

from games.root.actions import Ambush, Battle, Craft
from games.root.factions.alliance.actions import ShowHand
from games.root.factions.vagabond.actions import DayLabor
from games.root.rootlog.changes import Change, between
from games.root.rootlog.snapshot import Snapshot
from games.root.rootlog.writer import _Line, _Replay

FACTIONS = ["marquise", "eyrie", "alliance", "vagabond"]


def snap(**fields: object) -> Snapshot:
    return Snapshot(factions=list(FACTIONS), **fields)  # type: ignore[arg-type]


def line(before: Snapshot, after: Snapshot, me: str | None, action: object = None,
         actor: str | None = None) -> list[str]:
    return [c.render(me) for c in between(before, after, action, actor)]


def test_a_move_of_warriors() -> None:
    before = snap(pieces=Counter({("1", "marquise", "warrior"): 3}))
    after = snap(pieces=Counter({("1", "marquise", "warrior"): 1, ("5", "marquise", "warrior"): 2}))
    assert line(before, after, "marquise") == ["2w1->5"]
    assert line(before, after, "eyrie") == ["2Cw1->5"]  # another's line names the faction


def test_a_battle_removes_both_sides_pieces_grouped_by_clearing() -> None:
    before = snap(pieces=Counter({("3", "marquise", "warrior"): 2, ("3", "eyrie", "warrior"): 2,
                                  ("3", "eyrie", "roost"): 1}))
    after = snap(pieces=Counter({("3", "marquise", "warrior"): 1}), vp={"marquise": 1})
    assert line(before, after, "marquise") == ["(w+2Ew+Eb)3->", "++"]


def test_warriors_removed_and_placed_in_one_step_are_a_move() -> None:
    before = snap(pieces=Counter({("9", "marquise", "warrior"): 2, ("2", "marquise", "keep"): 1}))
    after = snap(pieces=Counter({("2", "marquise", "warrior"): 2, ("2", "marquise", "keep"): 1}))
    assert line(before, after, "eyrie") == ["2Cw9->2"]


def test_warriors_removed_and_placed_far_away_in_one_step_are_not_a_move() -> None:
    """An ambush ends the Eyrie's battle in 7 and its Decree recruits in 2 by itself:
    7 and 2 share no path, so that is a removal and a placement."""
    before = snap(pieces=Counter({("7", "eyrie", "warrior"): 1}))
    after = snap(pieces=Counter({("2", "eyrie", "warrior"): 1}))
    assert line(before, after, "eyrie") == ["w7->", "w->2"]


def test_a_build_spends_wood_and_scores() -> None:
    before = snap(pieces=Counter({("10", "marquise", "wood"): 1}), vp={"marquise": 3})
    after = snap(pieces=Counter({("11", "marquise", "recruiter"): 1}), vp={"marquise": 4})
    assert line(before, after, "marquise") == ["t10->", "b_r->11", "++"]


def test_placements_of_one_kind_are_joined_over_clearings() -> None:
    after = snap(pieces=Counter({(str(c), "eyrie", "warrior"): 1 for c in (3, 11, 5)}))
    assert line(snap(), after, "eyrie") == ["w->3+5+11"]


def test_crafting_an_item_is_z_and_the_card_is_not_written_again() -> None:
    before = snap(cards={"anvil#1": "hand:marquise"}, crafted={"marquise": Counter()})
    after = snap(cards={"anvil#1": "discard"}, crafted={"marquise": Counter({"hammer": 1})},
                 vp={"marquise": 2})
    assert line(before, after, "marquise", Craft("anvil#1"), "marquise") == ["Z%h", "++2"]


def test_crafting_an_improvement_and_a_favor() -> None:
    before = snap(cards={"armorers#1": "hand:eyrie", "favor_of_the_foxes#1": "hand:eyrie"})
    made = snap(cards={"armorers#1": "board:eyrie", "favor_of_the_foxes#1": "hand:eyrie"})
    assert line(before, made, "eyrie", Craft("armorers#1"), "eyrie") == ["Zarmor"]
    favor = snap(cards={"armorers#1": "board:eyrie", "favor_of_the_foxes#1": "discard"})
    assert line(made, favor, "eyrie", Craft("favor_of_the_foxes#1"), "eyrie") == ["Zffavor"]


def test_sympathy_spends_named_supporters() -> None:
    before = snap(cards={"anvil#1": "supporters"}, vp={"alliance": 0})
    after = snap(cards={"anvil#1": "discard"}, pieces=Counter({("5", "alliance", "sympathy"): 1}),
                 vp={"alliance": 1})
    assert line(before, after, "alliance") == ["F#anvil$->", "t->5", "++"]


def test_supporters_and_hands_stay_hidden() -> None:
    before = snap(cards={"anvil#1": "hand:alliance", "sappers#1": "hand:marquise"})
    after = snap(cards={"anvil#1": "supporters", "sappers#1": "supporters"})
    assert line(before, after, "alliance") == ["#A->$", "#C->$"]
    assert line(before, after, "marquise") == ["#A->A$", "#C->A$"]


def test_a_card_the_table_knows_is_named_even_in_a_hand() -> None:
    before = snap(cards={"dominance_fox#1": "available", "anvil#1": "hand:marquise"})
    after = snap(cards={"dominance_fox#1": "hand:marquise", "anvil#1": "discard"})
    assert line(before, after, "marquise") == ["F#dom->C", "F#anvilC->"]


def test_draws_come_last_and_are_counted() -> None:
    before = snap(cards={"anvil#1": "deck", "sappers#1": "deck"}, vp={"eyrie": 0})
    after = snap(cards={"anvil#1": "hand:eyrie", "sappers#1": "hand:eyrie"}, vp={"eyrie": 2})
    assert line(before, after, "eyrie") == ["++2", "2#->E"]


def test_a_reshuffled_card_drawn_is_an_unnamed_draw_but_day_labor_takes_from_the_pile() -> None:
    before = snap(cards={"cobbler#1": "discard"})
    after = snap(cards={"cobbler#1": "hand:vagabond"})
    assert line(before, after, "vagabond") == ["#->V"]
    labor = line(before, after, "vagabond", DayLabor("cobbler#1"), "vagabond")
    assert labor == ["R#cob*->V"]


def test_eyrie_decree_turmoil_and_a_new_leader() -> None:
    decreed = snap(cards={"anvil#1": "decree:recruit"}, decree_cards=1, leader="despot")
    assert line(snap(cards={"anvil#1": "hand:eyrie"}, leader="despot"), decreed,
                "eyrie") == ["F#anvilE->$_r"]
    fallen = snap(cards={"anvil#1": "discard"}, decree_cards=0, leader="commander",
                  vp={"eyrie": -2})
    assert line(decreed, fallen, "eyrie") == ["$_->", "#commander->$", "--2"]


def test_turmoil_with_a_reshuffle_discards_the_whole_decree_and_draws_unnamed() -> None:
    """Rootlog: "Discard the Decree, including Viziers and Leader `$_->`" (7.7.1), even
    when the pile was shuffled into a new draw pile in the same step (3.5.2) and a
    Decree card drawn again: that draw is face down, `#->E`, never `R#bank$_m->E`."""
    decreed = snap(cards={"anvil#1": "decree:recruit", "bank#1": "decree:move",
                          "cobbler#1": "decree:battle"}, decree_cards=3, leader="despot")
    fallen = snap(cards={"anvil#1": "deck", "bank#1": "hand:eyrie", "cobbler#1": "discard"},
                  decree_cards=0, leader="commander", vp={"eyrie": -2})
    assert line(decreed, fallen, "eyrie") == ["$_->", "#commander->$", "--2", "#->E"]


def test_vagabond_items_exhausted_refreshed_damaged() -> None:
    before = snap(items={"vagabond": Counter({("sword", "s", "r"): 1, ("boot", "s", "r"): 1})})
    used = snap(items={"vagabond": Counter({("sword", "s", "e"): 1, ("boot", "s", "r"): 1})})
    assert line(before, used, "vagabond") == ["%s->e"]
    hit = snap(items={"vagabond": Counter({("sword", "s", "e"): 1, ("boot", "d", "r"): 1})})
    assert line(used, hit, "marquise") == ["%fV$->d"]
    tea = snap(items={"vagabond": Counter({("tea", "t", "r"): 1})})
    to_satchel = snap(items={"vagabond": Counter({("tea", "s", "e"): 1})})
    assert line(tea, to_satchel, "vagabond") == ["%tt->s+e"]


def test_a_ruin_item_comes_from_the_pawns_clearing() -> None:
    pawn = Counter({("12", "vagabond", "pawn"): 1})
    before = snap(pieces=pawn, items={"vagabond": Counter({("torch", "s", "r"): 1})})
    after = snap(pieces=pawn, items={"vagabond": Counter({("torch", "s", "e"): 1,
                                                         ("hammer", "s", "r"): 1})},
                 vp={"vagabond": 1})
    assert line(before, after, "vagabond") == ["%r->e", "%h12->$", "++"]


def test_the_pawn_moves_without_its_start_into_a_forest() -> None:
    before = snap(pieces=Counter({("3", "vagabond", "pawn"): 1}))
    after = snap(pieces=Counter({("3_6_11", "vagabond", "pawn"): 1}))
    assert line(before, after, "vagabond") == ["p->3_6_11"]


def test_relationships() -> None:
    before = snap(relationships={"vagabond": {"marquise": "indifferent", "eyrie": "step1"}})
    after = snap(relationships={"vagabond": {"marquise": "hostile", "eyrie": "step2"}})
    assert line(before, after, "vagabond") == ["$_C->h", "$_E->2"]
    assert line(before, after, "marquise") == ["V$_C->h", "V$_E->2"]


def test_officers_and_the_hand_shown_at_an_outrage() -> None:
    before = snap(on_board={"alliance": 1}, cards={"sappers#1": "deck"})
    after = snap(on_board={"alliance": 2}, cards={"sappers#1": "supporters"})
    assert line(before, after, "alliance") == ["w->$", "#->$"]
    assert line(before, after, "marquise", ShowHand(), "marquise") == ["^A", "Aw->A$", "#->A$"]


def test_dominance_and_a_coalition() -> None:
    before = snap(cards={"dominance_bird#1": "hand:eyrie"}, vp={"eyrie": 12})
    after = snap(cards={"dominance_bird#1": "dominance:eyrie"}, dominance={"eyrie": "x"},
                 vp={"eyrie": 12})
    assert line(before, after, "eyrie") == ["B#domE->$", "++->$"]
    joined = snap(cards={"dominance_bird#1": "dominance:vagabond"},
                  dominance={"vagabond": "x"}, coalitions={"vagabond": "eyrie"})
    assert line(snap(cards={"dominance_bird#1": "hand:vagabond"}), joined,
                "vagabond") == ["B#domV->$", "++->E$"]


def test_points_of_another_faction() -> None:
    assert line(snap(vp={"eyrie": 3}), snap(vp={"eyrie": 5}), "marquise") == ["E++2"]


def test_a_crafted_item_goes_to_the_crafter_not_the_other_vagabond() -> None:
    """Two Vagabonds (9.7): the second crafts a boot; the first's items are untouched."""
    both = {"vagabond": Counter({("boot", "s", "r"): 1}),
            "vagabond2": Counter({("hammer", "s", "r"): 1})}
    before = snap(cards={"woodland_runners#1": "hand:vagabond2"}, items=both)
    after = snap(cards={"woodland_runners#1": "discard"},
                 items={**both, "vagabond2": Counter({("hammer", "s", "e"): 1,
                                                      ("boot", "s", "r"): 1})})
    crafted = line(before, after, "vagabond2", Craft("woodland_runners#1"), "vagabond2")
    assert crafted == ["Z%f", "%h->e"]


def test_another_vagabonds_item_is_started_from_his_board_alone() -> None:
    """On another's line the start is `V$`, no area or side (the spec's grammar)."""
    before = snap(items={"vagabond": Counter({("tea", "t", "r"): 1, ("boot", "s", "e"): 1})})
    after = snap(items={"vagabond": Counter({("tea", "d", "r"): 1, ("boot", "d", "e"): 1})})
    assert line(before, after, "eyrie") == ["%fV$->d", "%tV$->d"]
    assert line(before, after, "vagabond") == ["%f->d", "%tt->d"]


def test_a_reshuffle_alone_writes_nothing() -> None:
    """3.5.2 (not notated): the pile shuffled into a new draw pile, nothing drawn."""
    before = snap(cards={"cobbler#1": "discard", "anvil#1": "discard"})
    after = snap(cards={"cobbler#1": "deck", "anvil#1": "deck"})
    assert line(before, after, "eyrie") == []


def test_only_an_ambush_played_is_folded_into_the_battle() -> None:
    """An ambush card among the supporters lost with a base, or paid for field
    hospitals (bird is wild), is a discard, named; one played is the battle's."""
    before = snap(cards={"ambush_fox#1": "supporters", "ambush_bird#1": "hand:marquise"})
    after = snap(cards={"ambush_fox#1": "discard", "ambush_bird#1": "discard"})
    assert [(c.kind, c.render("eyrie")) for c in between(before, after)] == [
        ("", "F#@A$->"), ("", "B#@C->")]
    played = between(before, after, Ambush("bird"), "marquise")
    assert [(c.kind, c.data) for c in played] == [("", None), ("ambush", "B")]


def test_a_battle_mark_holds_the_ambushes_and_the_rolls() -> None:
    """`X<defender><clearing>[<suit>@[<suit>@]][(attacker,defender)]` (Rootlog's Battles):
    the defender's ambush, the attacker's foil, then the dice."""
    replay = _Replay.__new__(_Replay)  # the line bookkeeping alone, no game
    replay.line = line_ = _Line("marquise")
    replay.open_battle(Battle(3, "eyrie"), "marquise")
    replay.add(line_, Change("eyrie", lambda me: "F#@E->", "ambush", "F"))
    replay.add(line_, Change("marquise", lambda me: "B#@C->", "ambush", "B"))
    replay.close_battle(line_, {"dice": [3, 1]})
    replay.add(line_, Change("eyrie", lambda me: "F#@E->", "ambush", "F"))  # battle over
    assert line_.parts == ["XE3F@B@(3,1)", "F#@E->"]
    assert line_.text() == "C:XE3F@B@(3,1)/F#@E->"
    replay.open_battle(Battle(5, "vagabond"), "eyrie")  # another's battle on this line
    assert line_.parts[-1] == "EXV5"


def test_the_riverfolk_turn_ends_with_its_funds_written() -> None:
    """Rootlog's Funds: "If this action is omitted at the end of the Riverfolk's turn,
    funds are assumed to be zero": `$_f->N` closes their turn when they keep funds, and
    `$_f->0` while only committed warriors stand on their board."""
    def closed(funds: int, on_board: int, faction: str = "riverfolk") -> list[str]:
        replay = _Replay.__new__(_Replay)  # the line bookkeeping alone, no game
        replay.line = _Line(faction)
        replay.last = snap(funds=funds, pieces=Counter({("O$", "riverfolk", "warrior"): on_board}))
        replay.close_turn()
        return replay.line.parts

    assert closed(2, 3) == ["$_f->2"]
    assert closed(0, 3) == ["$_f->0"]
    assert closed(0, 0) == []
    assert closed(2, 3, "eyrie") == []


def test_the_cults_reveals_lost_souls_and_their_return_as_rootlog_writes_them() -> None:
    """Rootlog's Lizard Cult: a reveal is `^` (`2M#^`); "When the Lizard Cult's revealed
    cards return to their hand, it's not notated. When cards are placed in the Lost Souls
    pile, notate it as though they were discarded (i.e. `#C->`)"; the Lost Souls moved to
    the discard pile are not notated. Nothing of it goes to `L$` (its acolytes)."""
    before = snap(cards={"bake_sale#1": "hand:lizards", "anvil#1": "hand:lizards",
                         "cobbler#1": "hand:marquise"})
    after = snap(cards={"bake_sale#1": "revealed:lizards", "anvil#1": "lost:lizards",
                        "cobbler#1": "lost:lizards"})
    assert line(before, after, "lizards") == ["R#bakesale^", "F#anvilL->", "R#cobC->"]
    assert line(before, after, "marquise") == ["R#bakesaleL^", "F#anvilL->", "R#cobC->"]
    evening = snap(cards={"bake_sale#1": "hand:lizards", "anvil#1": "discard",
                          "cobbler#1": "discard"})
    assert line(after, evening, "lizards") == []


def test_field_hospitals_are_a_move_into_the_keeps_clearing() -> None:
    """Rootlog's Marquise: "When notating Field Hospitals, notate that the warriors moved
    from the clearing they were removed from into the keep's clearing. Don't remove them
    to the supply." The battle's removal gives them back; the placement becomes a move."""
    replay = _Replay.__new__(_Replay)  # the line bookkeeping alone, no game
    replay.line = line_ = _Line("eyrie")
    replay.add(line_, Change("eyrie", lambda me: "(w+2Cw)9->", "removed",
                             ("9", [("eyrie", "warrior", 1), ("marquise", "warrior", 2)])))
    replay.add(line_, Change("marquise", lambda me: "F#anvilC->"))
    replay.hospital = 9
    placed = Change("marquise", lambda me: "2Cw->1", "placed", ("marquise", "warrior", 2, "1"))
    assert replay.hospital_move(line_, placed)
    assert line_.text() == "E:w9->/F#anvilC->/2Cw9->1"
    replay.hospital = None
    assert not replay.hospital_move(line_, placed)  # a placement of another step


def test_a_turn_in_which_nothing_changed_is_a_comment_line() -> None:
    """The spec has no empty turn (readers refuse a bare `C:`); "Each turn must be on its
    own line" and commentary is `// [Commentary]`: the turn is kept as a comment."""
    assert _Line("vagabond").text() == "// V: nothing changed on the table this turn"
    assert _Line("vagabond", ["", "p->3"]).text() == "V:p->3"


def test_the_checker_skips_the_comment_of_a_turn_without_changes() -> None:
    from games.root.rootlog_reader import check_rootlog
    text = ("Map: Fall\nDeck: Standard\nC: Cora\nE: Eli\n\n"
            "C:t_k->1/w->1+2+4+5+6+7+8+9+10+11+12/b_s->1/b_w->5/b_r->9\nE:6w->3/b->3/#despot->$\n"
            "\nC:w->1\n// E: nothing changed on the table this turn\n\nC:w->2\n")
    report = check_rootlog(text)
    assert report.refusal is None and report.turns == 4
