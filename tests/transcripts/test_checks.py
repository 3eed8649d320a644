"""The sweep's checks catch what they look for (a defect planted in a line is
found) and leave sound lines alone, in both languages: the sweep can fail."""

from __future__ import annotations

from tests.transcripts.checks import (
    colour_players,
    defects,
    elisions,
    english_in_spanish,
    grammar_defects,
    seat_colours,
)


def test_a_count_and_its_noun_must_agree() -> None:
    assert grammar_defects("Offering ritual from plot 3 (1 huts to visit).", "en") == ["1 huts"]
    assert grammar_defects("AI 1 offers at plot 3: +1 points.", "en") == ["1 points"]
    assert grammar_defects("Ana's 1 rune stones score 1.", "en") == ["1 stones"]
    assert grammar_defects("Ana draws 3 card.", "en") == ["3 card"]
    assert grammar_defects("Ana gasta 1 corazones.", "es") == ["1 corazones"]
    assert grammar_defects("Ana roba 2 carta.", "es") == ["2 carta"]
    # sound lines
    for line in (
        "Ana moves to space 4 (1 heart left).",
        "Ana draws 3 basic and 1 advanced artifacts.",
        "Level 1 trolls are free.",
        "Build a hut on plot 2 for 2 wool, 2 stone",
        "**Turn 55 · AI 2**: AI 2 lays tile I3 at l15 (r0): 5 honour.",
        "Discard `3w1->5` now.",
    ):
        assert grammar_defects(line, "en") == [], line
    assert grammar_defects("Ana se desplaza al espacio 4 (le queda 1 corazón).", "es") == []


def test_rune_stones_are_counted_where_a_game_counts_them() -> None:
    assert grammar_defects("Ana gains 2 stone.", "en", "mountain_king") == ["2 stone"]
    assert grammar_defects("Ana pays 2 stone.", "en", "meduris") == []  # a material there


def test_a_an_and_spanish_agreement() -> None:
    assert grammar_defects("Convert: a Eyrie Dynasties warrior becomes yours", "en") == [
        "a Eyrie"
    ]
    assert grammar_defects("Exhaust an torch", "en") == ["an torch"]
    assert grammar_defects("Take a unique card and an hour", "en") == []
    assert grammar_defects("Rojo: tienes nada; en la mano: nada.", "es") == ["tienes nada"]
    assert grammar_defects("No tienes nada.", "es") == []
    assert grammar_defects("Se retiran 1 guerrero de Ana del claro 7.", "es") == [
        "Se retiran 1"
    ]
    assert grammar_defects("Se retira 1 guerrero de Ana del claro 7.", "es") == []


def test_english_words_in_spanish_lines_are_found() -> None:
    assert english_in_spanish("**Meduris — huts**") == ["huts"]
    assert english_in_spanish("IA 1 ofrenda en la casilla 3 (offer none): +1 punto.") == [
        "none"
    ]
    assert english_in_spanish("Pide uno con `/partida reglas tema:<nombre>`.") == []
    assert english_in_spanish("se compra entre partidas (`/game character`)") == [
        "/game character"
    ]
    assert english_in_spanish("Opciones: first_player=random, bonus=place") == []


def test_an_elision_must_say_what_it_left_out() -> None:
    assert elisions("You are attacked in clearing .... Play an ambush card") == ["...."]
    assert elisions("Prices: …") == ["…"]
    assert elisions("3rd: three times...). Closing the gap") == ["..."]
    assert elisions("…and 66 more.") == []
    assert elisions("Move warriors from clearing 7 (mouse) … (15 choices)") == []
    assert elisions("…(6 earlier lines; `/game log` shows everything)") == []


def test_a_seat_colour_standing_for_a_player_is_found() -> None:
    colours = seat_colours("near_and_far", "en")
    assert "Teal" in colours and "Purple" in colours
    assert colour_players("Duel Purple, with honour", colours) == ["Purple"]
    assert colour_players("Go to space 34 (coin space · camp of Teal)", colours) == ["Teal"]
    assert colour_players("Artifacts in the hand of Orange:", colours) == ["Orange"]
    assert colour_players("The purple pawn moves to space 3.", colours) == []
    spanish = seat_colours("near_and_far", "es")
    assert colour_players("Batirse en duelo con Blanco, con honor", spanish) == ["Blanco"]


def test_defects_lists_every_check_with_its_line() -> None:
    lines = [
        ("play/public", "Ana spends 1 hearts."),
        ("play/public/button", "Duel Purple, with honour"),
        ("status/private", "Ana moves to space 4 (1 heart left)."),
    ]
    found = defects(lines, "near_and_far", "en", ["Ana"])
    assert len(found) == 2
    assert found[0].startswith("play/public: grammar: 1 hearts")
    assert found[1].startswith("play/public/button: colour: Purple")
    # A player's own name is never read as a colour or a word to check.
    assert defects([("play/public", "Teal draws 1 card.")], "near_and_far", "en", ["Teal"]) == []
