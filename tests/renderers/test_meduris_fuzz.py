"""Any well-formed public view draws: random boards, druid places, stacks and phases."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from renderers import render_image
from renderers.kit.canvas import shown_size
from renderers.meduris.layout import HEIGHT, WIDTH
from tests.renderers import samples

PHASES = ["place_workers", "roll", "gain", "return", "big_benefit", "pay", "ritual",
          "final_lap", "over"]
FACES = [None, "wool", "wood", "stone", "copper", "gain", "return"]


@st.composite
def views(draw: st.DrawFn) -> dict:
    view = samples.late_4p() if draw(st.booleans()) else samples.midgame_3p()
    players, count = view["players"], len(view["plots"])
    seat = st.integers(0, players - 1)
    for plot in view["plots"]:
        kind = draw(st.sampled_from([None, "hut", "temple"]))
        plot["building"] = {"kind": kind, "seat": draw(seat)} if kind else None
        plot["bonus"] = draw(st.sampled_from([None, None, "vp2", "free_hut", "druid"]))
    for area in view["areas"]:
        area["rune_holder"] = draw(st.none() | seat)
    if draw(st.booleans()):
        view["druid"] = {"where": "plot", "index": draw(st.integers(1, count))}
    else:
        view["druid"] = {"where": "stone", "index": draw(st.integers(0, 3))}
    stacks = st.lists(seat, max_size=3)
    view["highlands"] = {r: draw(stacks) for r in samples.RESOURCES}
    view["last_roll"] = draw(st.sampled_from(FACES))
    view["phase"] = draw(st.sampled_from(PHASES))
    view["pending"] = [{"seat": s, "kind": view["phase"]} for s in draw(st.lists(seat, max_size=4))]
    view["final_lap_from"] = draw(st.none() | st.integers(1, count))
    return view


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(views(), st.lists(st.text(max_size=40), max_size=4))
def test_any_view_draws(view: dict, names: list[str]) -> None:
    assert render_image("meduris", view, names).size == shown_size(WIDTH, HEIGHT)
