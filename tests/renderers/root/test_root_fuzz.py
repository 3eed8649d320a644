"""Any well-formed public view draws: crowded clearings, odd faction boards, any phase."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from renderers import render_image
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
