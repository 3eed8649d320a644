"""Any well-formed public view draws: crowded clearings, odd faction boards, any phase."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from renderers import render_image, render_images
from renderers.root.layout import WIDTH, image_height
from tests.renderers.root import samples

FACTIONS = ["marquise", "eyrie"]
BUILDINGS = [("marquise", "sawmill"), ("marquise", "workshop"), ("marquise", "recruiter"),
             ("eyrie", "roost"), ("ruin", "ruin")]
TOKENS = [("marquise", "wood"), ("marquise", "keep"), ("eyrie", "plot")]
CARDS = ["fox", "bird", "vizier", "anvil#1", "dominance_mouse#1", "no_such_card#3", 7]
ODD = st.none() | st.integers(-3, 40) | st.text(max_size=12) | st.lists(st.integers(), max_size=3)


@st.composite
def views(draw: st.DrawFn) -> dict:
    view = samples.midgame()
    for here in view["board"].values():
        here["warriors"] = {f: draw(st.integers(0, 25)) for f in FACTIONS if draw(st.booleans())}
        here["buildings"] = [list(b) for b in draw(st.lists(st.sampled_from(BUILDINGS),
                                                            max_size=3))]
        here["tokens"] = [list(t) for t in draw(st.lists(st.sampled_from(TOKENS), max_size=9))]
    view["faction_boards"] = {
        "marquise": {"tracks": {"sawmill": {"left": draw(ODD)}}, "wood_supply": draw(ODD),
                     "keep_gone": draw(st.booleans()), "actions_left": draw(ODD)},
        "eyrie": {"leader": draw(ODD), "leaders_face_down": draw(st.lists(st.text(max_size=8))),
                  "decree": {"move": draw(st.lists(st.sampled_from(CARDS), max_size=14))},
                  "roost_track": {"on_map": draw(ODD)}},
    }
    view["phase"] = draw(st.sampled_from(["setup", "birdsong", "daylight", "evening", "over"]))
    view["pending"] = [{"seat": s, "kind": draw(st.text(max_size=20))}
                       for s in draw(st.lists(st.integers(-1, 3), max_size=3))]
    view["last_battle"] = draw(st.none() | st.fixed_dictionaries({
        "clearing": ODD, "attacker": st.sampled_from(FACTIONS), "defender": ODD,
        "dice": ODD, "hits": ODD, "ambush": ODD}))
    view["dominance"] = {f: "dominance_bird#1" for f in FACTIONS if draw(st.booleans())}
    view["improvements"] = {f: draw(st.lists(st.sampled_from(CARDS), max_size=8))
                            for f in FACTIONS}
    return view


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(views(), st.lists(st.text(max_size=40), max_size=2))
def test_any_view_draws(view: dict, names: list[str]) -> None:
    assert render_image("root", view, names).size == (WIDTH, image_height(2))


ITEMS = ["boot", "bag", "coin", "crossbow", "hammer", "sword", "tea", "torch", "anvil", ""]
STATES = ["ready", "exhausted", "damaged", "damaged_exhausted", "lost"]
ITEM_ENTRY = st.fixed_dictionaries({"item": st.sampled_from(ITEMS),
                                    "state": st.sampled_from(STATES)}) | ODD
RELATIONS = ["hostile", "indifferent", "step1", "step2", "allied", "odd"]
QUESTS = ["errand_fox", "guard_duty_rabbit", "escort_mouse", "nothing", 3, None]


@st.composite
def four_faction_views(draw: st.DrawFn) -> dict:
    """The four-faction sample with random Alliance and Vagabond boards, pieces and
    pawns, in and out of the forests."""
    view = samples.two_vagabonds() if draw(st.booleans()) else samples.four_factions()
    order = view["factions"]
    for here in view["board"].values():
        here["pawns"] = draw(st.lists(st.sampled_from(order), max_size=2))
        here["tokens"] = [["alliance", "sympathy"]] * draw(st.integers(0, 2))
        here["buildings"] = [["alliance", draw(st.sampled_from(
            ["base_fox", "base_rabbit", "base_mouse", "base_bird"]))]] * draw(st.integers(0, 3))
    view["forests"] = {forest: draw(st.lists(st.sampled_from(order + ["x"]), max_size=3))
                       for forest in draw(st.lists(st.sampled_from(
                           ["1_2_5_10", "3_6_11", "4_9_12", "nowhere"]), max_size=3))}
    view["quests"] = draw(st.lists(st.sampled_from(QUESTS), max_size=5))
    for faction in order:
        if faction.startswith("vagabond"):
            view["faction_boards"][faction] = {
                "character": draw(st.sampled_from(["thief", "tinker", "ranger", None, 5])),
                "satchel": draw(st.lists(ITEM_ENTRY, max_size=24)),
                "tracks": {k: draw(st.lists(ITEM_ENTRY, max_size=4))
                           for k in ("tea", "coin", "bag")},
                "relationships": {f: draw(st.sampled_from(RELATIONS)) for f in order
                                  if not f.startswith("vagabond") and draw(st.booleans())},
                "coalition": draw(st.sampled_from([None, "eyrie", "nobody"])),
                "quests_done": draw(st.lists(st.sampled_from(QUESTS), max_size=12)),
                "item_limit": draw(ODD),
            }
    if "alliance" in order:
        view["faction_boards"]["alliance"] = {
            "supporters": draw(ODD), "supporters_limit": draw(ODD),
            "bases_left": draw(st.lists(st.sampled_from(["fox", "rabbit", "mouse", "x"]))),
            "officers": draw(ODD), "sympathy": {"on_map": draw(ODD), "left": draw(ODD),
                                                "next_cost": draw(ODD), "next_vp": draw(ODD)},
            "warriors_supply": draw(ODD), "evening_draw": draw(ODD)}
    view["improvements"] = {f: draw(st.lists(st.sampled_from(CARDS), max_size=6))
                            for f in order}
    return view


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(four_faction_views(), four_faction_views())
def test_any_four_faction_view_draws_with_any_previous(view: dict, previous: dict) -> None:
    images = render_images("root", view, ["A", "B", "C", "D"], "es", previous)
    assert images[0].size == (WIDTH, image_height(4)) and len(images) == 3
