"""Issue 12's goal: every simulated Root game's Rootlog file replays with 0 illegal moves
and the game's own final VP: the exporter (`games.root.rootlog`) writes it, the reader
(`games.root.rootlog_reader`) replays it."""

from __future__ import annotations

import pytest

from games.core import agent_rng, get_game
from games.core.data import load_json
from games.root import rootlog
from games.root.rootlog_reader import check_rootlog

TABLES = [
    (2, "marquise,eyrie"),
    (3, "eyrie,alliance,vagabond"),
    (4, "marquise,eyrie,alliance,vagabond"),
    (4, "marquise,eyrie,vagabond,vagabond"),
    (2, "marquise,riverfolk"),
    (3, "eyrie,riverfolk,vagabond"),
    (4, "marquise,riverfolk,alliance,vagabond"),
    (4, "eyrie,riverfolk,vagabond,vagabond"),
    # The Lizard Cult: gardens (`b_f`...), acolytes (`w->$`), the outcast marker
    # (`$_o->F`, `$_ho->F`), the Lost Souls as discards and revealed cards as `^`.
    (2, "marquise,lizards"),
    (3, "marquise,eyrie,lizards"),
    (3, "lizards,alliance,vagabond"),
    (4, "marquise,eyrie,alliance,lizards"),
    (4, "lizards,vagabond,eyrie,vagabond"),
    (2, "random"),
    (3, "random"),
    (4, "random"),
]


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(("players", "factions"), TABLES)
def test_simulated_game_file_replays_to_the_games_vp(
    players: int, factions: str, seed: int
) -> None:
    game = get_game("root")
    options = game.validate_options(players, {"factions": factions})
    state = game.setup(players, options, seed)
    agents = [game.agent("random") for _ in range(players)]
    played: list[tuple[int, str]] = []
    while state.result() is None and len(played) < 20000:
        seat = state.pending()[0].seat
        action = agents[seat].choose(state, seat, agent_rng(seed, seat, len(played) + 1))
        played.append((seat, str(action)))
        state.apply(seat, action)
    text = rootlog.export_text(rootlog.RootlogSetup(players, options, seed), played)
    report = check_rootlog(text)
    assert report.refusal is None, (report.refusal, seed)
    letters = load_json("root", "general.json")["rootlog_letters"]
    assert report.vp == {letters[f]: state.vp[f] for f in state.factions}  # type: ignore[attr-defined]
    if "lizards" in state.factions:
        assert "L:" in text
