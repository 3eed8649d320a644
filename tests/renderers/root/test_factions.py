"""The Root board with three and four factions (issue 11): the Woodland Alliance's
pieces and board, the Vagabond's pawn (in a clearing or a forest), its items by
state, relationships and quests, a second Vagabond in its own style, and the
marks of what changed. Views are the hand-built samples (samples.py), checked
against the view contract first."""

from __future__ import annotations

import copy
from functools import cache
from typing import ClassVar

import pytest
from PIL import Image

from games.root.view_types import RootView
from renderers import render_image, render_images, render_png
from renderers.kit import WHITE, Canvas
from renderers.kit.canvas import shown_size
from renderers.kit.record import Drawing, recording
from renderers.root import clearings
from renderers.root.forests import pawn_size
from renderers.root.items import DAMAGE, EXHAUSTED_TILE, TILE, item_tile
from renderers.root.layout import WIDTH, image_height, map_geometry, panel_box
from renderers.root.legend import entries
from renderers.root.styles import faction_style
from renderers.root.woods import pawn_spots
from renderers.root.words import Words
from tests.renderers.pixels import close, colour_at
from tests.renderers.root import samples
from tests.renderers.root.test_root import PNG_LIMIT, chip_start
from tests.renderers.test_view_types import check

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
FALL = map_geometry("fall")
View = dict


@cache
def image_of(name: str) -> Image.Image:
    return render_image("root", samples.FACTION_SAMPLES[name](), NAMES)


def texts(view: View, locale: str = "en", previous: View | None = None) -> tuple[str, Drawing]:
    with recording() as drawing:
        render_images("root", view, NAMES, locale, previous)
    return "\n".join(t.text for t in drawing.texts), drawing


def inside(box: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    return (box[0] >= outer[0] - 10 and box[1] >= outer[1] - 10 and box[2] <= outer[2] + 10
            and box[3] <= outer[3] + 10)


@pytest.mark.parametrize("name", sorted(samples.FACTION_SAMPLES))
def test_every_sample_has_the_shape_of_the_view_contract(name: str) -> None:
    check(samples.FACTION_SAMPLES[name](), RootView, name)


@pytest.mark.parametrize("name", sorted(samples.FACTION_SAMPLES))
def test_every_sample_draws_a_panel_per_faction_small_and_the_same_every_time(name: str) -> None:
    view = samples.FACTION_SAMPLES[name]()
    assert image_of(name).size == shown_size(WIDTH, image_height(len(view["factions"])))
    first = render_png("root", view, NAMES)
    assert len(first) < PNG_LIMIT * 2  # four panels where there were two
    assert first == render_png("root", copy.deepcopy(view), NAMES)


def test_a_sympathy_token_is_drawn_in_the_alliance_colour() -> None:
    view = samples.three_factions()  # clearing 4: one Marquise warrior, a sympathy token
    x, y = chip_start(view, 4, "sympathy:alliance")
    point = (x + 4 + clearings.TOKEN / 2 - clearings.TOKEN * 0.4, y)  # inside the rim
    assert close(colour_at(image_of("three_factions"), point), faction_style("alliance").fill)


def test_a_base_is_a_building_in_the_alliance_colour() -> None:
    size, centres = clearings.slot_layout(FALL.clearings[8], 2)  # clearing 8: the fox base
    x, y = centres[0]
    corner = (x - 0.41 * size, y - 0.41 * size)
    assert close(colour_at(image_of("three_factions"), corner), faction_style("alliance").fill)
    x, y = centres[1]  # the other slot is free
    assert not close(colour_at(image_of("three_factions"), (x, y)),
                     faction_style("alliance").fill)


def test_the_vagabond_pawn_stands_in_its_clearing() -> None:
    view = samples.four_factions()  # clearing 11
    x, y = chip_start(view, 11, "pawn:vagabond")
    body = (x + 5 + clearings.PAWN * 0.4, y + clearings.PAWN * 0.05)
    assert close(colour_at(image_of("four_factions"), body), faction_style("vagabond").fill)
    assert not close(colour_at(image_of("vagabond_in_forest"), body),
                     faction_style("vagabond").fill)


@pytest.mark.parametrize(("name", "forest", "faction"), [
    ("vagabond_in_forest", "3_7_11_12", "vagabond"), ("two_vagabonds", "1_2_5_10", "vagabond2")])
def test_a_pawn_in_a_forest_stands_where_its_trees_are(name: str, forest: str,
                                                       faction: str) -> None:
    (x, y), room = pawn_spots("fall")[forest]
    size = pawn_size(room, 1)
    body = (x - 0.2 * size, y + 0.3 * size)  # the body, beside the letter
    assert close(colour_at(image_of(name), body), faction_style(faction).fill)
    assert not close(colour_at(image_of("four_factions"), body), faction_style(faction).fill)


def test_every_forest_of_the_map_has_a_pawn_spot_in_it() -> None:
    assert set(pawn_spots("fall")) == set(FALL.forest_ids) and len(FALL.forest_ids) == 7
    assert all(room > 20 for _, room in pawn_spots("fall").values())


def test_the_second_vagabond_has_its_own_colour_shape_letter_and_name() -> None:
    first, second = faction_style("vagabond"), faction_style("vagabond2")
    assert first.fill != second.fill and first.letter != second.letter
    for locale in ("en", "es"):
        words = Words(locale)
        assert words("vagabond") != words("vagabond2")
        labels = [e.label for e in entries(samples.two_vagabonds(), words)]
        assert words("vagabond") in labels and words("vagabond2") in labels


@pytest.mark.parametrize(("state", "back", "red"), [
    ("ready", TILE, False), ("exhausted", EXHAUSTED_TILE, False), ("damaged", TILE, True),
    ("damaged_exhausted", EXHAUSTED_TILE, True)])
def test_an_item_state_reads_from_its_tile(state: str, back: tuple, red: bool) -> None:
    """Exhausted: a dark tile; damaged: a red frame and slash; both: the two at once."""
    canvas = Canvas(100, 100, WHITE)
    item_tile(canvas, "sword", (50, 50), 60, state)
    image = canvas.finish()
    assert close(colour_at(image, (50 - 20, 50 - 20)), back)  # off the slash and the sword
    assert close(colour_at(image, (50 - 29, 50)), DAMAGE) is red  # the frame
    assert close(colour_at(image, (50 + 16, 50 + 16)), back)
    assert close(colour_at(image, (50 - 18, 50 + 18)), DAMAGE) is red  # the slash


def test_the_vagabond_board_names_states_relationships_and_quests() -> None:
    shown, _ = texts(samples.four_factions())
    for words in ("Ranger", "Satchel 7 (limit 6)", "3 ready", "2 exhausted", "1 damaged",
                  "1 damaged and exhausted", "allied", "hostile", "1 step", "3 quests done",
                  "Fundraising", "Escort"):
        assert words in shown, words
    shown, _ = texts(samples.four_factions(), "es")
    for words in ("Explorador", "Mochila 7 (límite 6)", "3 listos", "1 dañado", "aliado",
                  "hostil", "3 misiones hechas"):
        assert words in shown, words


def test_a_coalition_shows_in_place_of_the_relationship() -> None:
    shown, _ = texts(samples.two_vagabonds())
    assert "coalition" in shown and "Thief" in shown and "Tinker" in shown
    view = samples.two_vagabonds()
    view["faction_boards"]["vagabond"]["coalition"] = None
    assert "coalition" not in texts(view)[0]


def test_the_alliance_shows_how_many_supporters_never_which() -> None:
    view = samples.three_factions()
    shown, _ = texts(view)
    for words in ("4 supporters", "2 officers", "no limit: a base is out", "Sympathy",
                  "next: 2 supporters of its suit, +2 VP", "draws 2 cards", "5 supply"):
        assert words in shown, words
    seen = copy.deepcopy(view)
    seen["private"] = {"seat": 2, "faction": "alliance", "hand": [], "seen": [],
                       "supporters": [{"card": "ambush_fox#1", "id": "ambush_fox", "suit": "fox",
                                       "kind": "ambush", "cost": None}]}
    assert render_png("root", seen, NAMES) == render_png("root", view, NAMES)
    assert "Ambush" not in texts(seen)[0]


def test_the_supporter_limit_shows_while_no_base_is_out() -> None:
    view = samples.three_factions()
    view["faction_boards"]["alliance"] = samples.alliance_board(5, ("fox", "rabbit", "mouse"))
    shown, _ = texts(view)
    assert "5 supporters" in shown and "at most 5 without a base" in shown


def marks(view: View, previous: View) -> list[tuple[float, float, float, float]]:
    return [c.box for c in texts(view, "en", previous)[1].changes if c.canvas == 0]


def ring_of(centre: tuple[float, float], boxes: list) -> bool:
    return any(abs((b[0] + b[2]) / 2 - centre[0]) < 1 and abs((b[1] + b[3]) / 2 - centre[1]) < 1
               for b in boxes)


def test_a_sympathy_token_placed_or_a_base_removed_rings_its_clearing() -> None:
    before = samples.three_factions()
    view = copy.deepcopy(before)
    view["board"]["5"]["tokens"].append(["alliance", "sympathy"])
    view["board"]["8"]["buildings"].remove(["alliance", "base_fox"])
    boxes = marks(view, before)
    assert ring_of(FALL.centre(5), boxes) and ring_of(FALL.centre(8), boxes)
    assert len(boxes) == 2


def test_a_pawn_moved_into_a_forest_rings_the_clearing_and_the_forest() -> None:
    before, view = samples.four_factions(), samples.vagabond_in_forest()
    boxes = marks(view, before)
    assert ring_of(FALL.centre(11), boxes)
    assert ring_of(pawn_spots("fall")["3_7_11_12"][0], boxes)
    assert len(boxes) == 2
    assert marks(view, copy.deepcopy(view)) == []


def test_items_changed_are_framed_on_the_vagabond_board_only() -> None:
    before = samples.four_factions()
    view = copy.deepcopy(before)
    view["faction_boards"]["vagabond"]["satchel"][0]["state"] = "exhausted"
    boxes = marks(view, before)
    assert len(boxes) == 1 and inside(boxes[0], panel_box(3))
    view = copy.deepcopy(before)
    view["faction_boards"]["vagabond"]["tracks"]["coin"].append({"item": "coin",
                                                                 "state": "ready"})
    assert len(marks(view, before)) == 1
    _, drawing = texts(view, "en", before)
    assert [c.canvas for c in drawing.changes] == [0, 2]  # the board and the panels picture


def test_a_relationship_step_or_a_coalition_frames_the_vagabond_relationships() -> None:
    """Aid moves a relationship along the track (9.2.7); a coalition replaces it (9.2.8)."""
    before = samples.four_factions()
    view = copy.deepcopy(before)
    view["faction_boards"]["vagabond"]["relationships"]["alliance"] = "step2"
    boxes = marks(view, before)
    assert len(boxes) == 1 and inside(boxes[0], panel_box(3))
    view = copy.deepcopy(before)
    view["faction_boards"]["vagabond"]["coalition"] = "alliance"
    assert len(marks(view, before)) == 1
    assert marks(copy.deepcopy(before), before) == []


def test_a_quest_done_frames_the_quests_done_and_the_face_up_quests() -> None:
    """A quest completed is counted by its suit (9.3.3) and a new one is drawn face up."""
    before = samples.four_factions()
    view = copy.deepcopy(before)
    done = view["quests"].pop(0)
    view["quests"].append("errand_fox")
    view["faction_boards"]["vagabond"]["quests_done"].append(done)
    boxes = marks(view, before)
    assert len(boxes) == 2 and all(inside(b, panel_box(3)) for b in boxes)
    assert boxes[0][3] <= boxes[1][1]  # the quests done above the face-up quests


def test_outrage_frames_the_alliance_supporters_only() -> None:
    """A card handed over by outrage (8.2.6) raises the supporters' count."""
    before = samples.four_factions()
    view = copy.deepcopy(before)
    view["faction_boards"]["alliance"]["supporters"] += 1
    boxes = marks(view, before)
    assert len(boxes) == 1 and inside(boxes[0], panel_box(2))
    view = copy.deepcopy(before)
    view["faction_boards"]["alliance"]["officers"] += 1
    assert len(marks(view, before)) == 1


def test_an_item_state_changes_the_picture_inside_the_vagabond_panel_only() -> None:
    view = samples.four_factions()
    other = copy.deepcopy(view)
    other["faction_boards"]["vagabond"]["satchel"][0]["state"] = "damaged"
    a, b = render_image("root", view, NAMES), render_image("root", other, NAMES)
    from PIL import ImageChops
    changed = ImageChops.difference(a, b).getbbox()
    scale = a.info["layout_scale"]
    left, top, right, bottom = (v * scale for v in panel_box(3))
    assert changed is not None
    assert left <= changed[0] and top <= changed[1] and changed[2] <= right
    assert changed[3] <= bottom


def test_odd_alliance_and_vagabond_boards_still_draw() -> None:
    view = samples.two_vagabonds()
    view["faction_boards"]["vagabond"] = {"satchel": "x", "tracks": {"tea": 5},
                                          "relationships": None, "quests_done": [3],
                                          "item_limit": "many"}
    view["faction_boards"]["vagabond2"] = {}
    view["forests"] = {"nowhere": ["vagabond"], "3_6_11": "x"}
    view["quests"] = [None, "unknown_quest"]
    assert render_image("root", view, NAMES).size == image_of("two_vagabonds").size
    view = samples.three_factions()
    view["faction_boards"]["alliance"] = {"sympathy": [], "bases_left": "fox", "officers": None}
    assert render_image("root", view, NAMES).size == image_of("three_factions").size


class FakeCatalog:
    """The engine's catalog as the Vagabond's part words a quest (suit and items in
    brackets, which the image draws as pictures)."""

    texts: ClassVar[dict[tuple[str, str], str]] = {
        ("es", "vagabond.quest.errand_fox"): "Recado (zorro: té + bota)"}

    def has(self, key: str, locale: str = "en") -> bool:
        return (locale, key) in self.texts

    def text(self, locale: str, key: str) -> str:
        return self.texts[(locale, key)]


def test_a_quest_reads_its_suit_items_and_name_from_the_data_and_catalog(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from renderers.root import quests
    sheet = {"quests": [{"id": "errand_fox", "name": "Errand", "suit": "fox",
                         "items": ["tea", "boot"]}]}
    monkeypatch.setattr(quests, "sheet", lambda faction: sheet if faction == "vagabond" else {})
    monkeypatch.setattr(quests, "root_catalog", FakeCatalog)
    card = quests.quest_card("errand_fox#1")
    assert (card.suit, card.items) == ("fox", ("tea", "boot"))
    assert card.name(Words("en")) == "Errand" and card.name(Words("es")) == "Recado"
    unknown = quests.quest_card("give_a_speech_rabbit")  # not in the data: from its id
    assert (unknown.suit, unknown.items, unknown.name(Words("es"))) == (
        "rabbit", (), "Give a speech")
    view = samples.four_factions()
    view["quests"] = ["errand_fox", "errand_fox", "give_a_speech_rabbit"]
    shown, _ = texts(view, "es")
    assert shown.count("Recado") == 4 and "zorro: té" not in shown  # board and details


def test_the_sympathy_track_shows_the_printed_points_when_the_sheet_has_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """data/root/factions.json's `alliance.sympathy_track` (the Alliance's part adds
    it): each space's points under it, laid out and readable like the rest."""
    from renderers.root import board_alliance
    from tests.renderers.test_layout import check_layout
    from tests.renderers.test_phone import too_small
    view = samples.crowded_four()
    view["faction_boards"]["alliance"] = samples.alliance_board(3, ("mouse",), 1, 6)

    def points_on_the_alliance_panel(drawing: Drawing) -> list[str]:
        return [t.text for t in drawing.of(0).texts
                if inside(t.box, panel_box(2)) and t.text.startswith(("+", "\u2013"))]

    monkeypatch.setattr(board_alliance, "sheet", lambda f: {})
    assert points_on_the_alliance_panel(texts(view)[1]) == []  # a sheet without the track
    track = {"cost": [1, 1, 1, 2, 2, 2, 3, 3, 3, 3], "vp": [0, 1, 1, 1, 2, 2, 3, 4, 4, 4]}
    monkeypatch.setattr(board_alliance, "sheet",
                        lambda f: {"sympathy_track": track} if f == "alliance" else {})
    for locale in ("en", "es"):
        with recording() as drawing:
            images = render_images("root", view, NAMES, locale, None)
        check_layout(images, drawing)
        assert too_small(drawing, 1) == []
        assert points_on_the_alliance_panel(drawing) == [
            "\u2013", "+1", "+1", "+1", "+2", "+2", "+3", "+4", "+4", "+4"]
