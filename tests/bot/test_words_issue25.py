"""Issue 25, items 9-11: what players read names players (not seat colours), counts
agree with their nouns in both languages, and text that is too long says so.

Item 9: labels (`Duel Purple, with honour`, `camp of Teal`) and `/hand` (`the hand
of Orange`, `Purple, behind your screen`) named seats by colour. `Game.label`,
`choice_path` and `hand_text` now take the players' names, as `event_text` and
`prompt_text` did, and the game master hands them in.
"""

from __future__ import annotations

import pytest

from bot import narration
from bot.replies import User
from bot.service import GameMaster
from bot.storage import MemoryStore
from games.core import get_game
from games.core.errors import BadNotation
from games.core.types import Event
from games.near_and_far.actions import Duel, Number
from games.near_and_far.state import NearFarState
from tests.support.players import ANA, CAL, CHANNEL, GUILD, texts

NAMES = ["Ana", "Bea", "Cris", "Dani"]


# -- item 9: names, not colours ------------------------------------------------------
@pytest.mark.parametrize("locale", ["en", "es"])
def test_near_and_far_duel_and_camp_labels_name_the_player(locale: str) -> None:
    game = get_game("near_and_far")
    state = game.setup(4, {}, 5)
    assert isinstance(state, NearFarState)
    duel = game.label(state, Duel(1, False), locale, NAMES)
    assert "Bea" in duel and game.seat_name(1, locale) not in duel
    space = next(n for n, owner in enumerate(state.camps) if owner is None and n > 0)
    state.camps[space] = 2
    path = game.choice_path(state, state.active, Number("go", space), locale, NAMES)
    assert "Cris" in path[-1][1] and game.seat_name(2, locale) not in path[-1][1]


@pytest.mark.parametrize("locale", ["en", "es"])
@pytest.mark.parametrize("game_id", ["near_and_far", "meduris", "mountain_king"])
def test_the_hand_is_titled_with_the_players_name(game_id: str, locale: str) -> None:
    game = get_game(game_id)
    state = game.setup(4, {}, 5)
    text = game.hand_text(state, 0, locale, NAMES)
    assert "Ana" in text and game.seat_name(0, locale) not in text


async def test_hand_through_the_game_master_names_the_caller() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    assert (await gm.lobby.new(CHANNEL, GUILD, CAL, "meduris", {}, seed=3)).ok
    assert (await gm.lobby.add_bot(CHANNEL, CAL)).ok
    assert (await gm.lobby.start(CHANNEL, CAL)).ok
    hand = texts(await gm.showing.hand(CHANNEL, CAL))
    assert hand.startswith("Cal, tras tu pantalla") and "Lila" not in hand


# -- item 10: grammar -------------------------------------------------------------------
CASES = [
    # (game, locale, key, params, expected)
    ("meduris", "en", "event.ritual", {"plot": 3, "huts": 1}, "(1 hut to visit)"),
    ("meduris", "es", "event.ritual", {"plot": 3, "huts": 1}, "(1 cabaña por visitar)"),
    ("meduris", "en", "label.offer", {"amounts": "1 wool", "points": 1}, "(+1 point)"),
    ("meduris", "es", "label.offer", {"amounts": "1 lana", "points": 1}, "(+1 punto)"),
    ("meduris", "en", "event.runes_scored", {"seat": 0, "stones": 1, "points": 1},
     "Ana's 1 rune stone scores 1 point."),
    ("meduris", "es", "event.runes_scored", {"seat": 0, "stones": 1, "points": 1},
     "La piedra rúnica de Ana suma 1 punto."),
    ("near_and_far", "en", "event.hearts_spent", {"seat": 0, "hearts": 1}, "spends 1 heart."),
    ("near_and_far", "es", "event.hearts_spent", {"seat": 0, "hearts": 1}, "gasta 1 corazón."),
    ("near_and_far", "en", "event.moved", {"seat": 0, "space": 4, "hearts": 1},
     "(1 heart left)"),
    ("near_and_far", "es", "event.moved", {"seat": 0, "space": 4, "hearts": 1},
     "(le queda 1 corazón)"),
    ("near_and_far", "en", "prompt.move", {"left": 1, "hearts": 2}, "(1 step left, 2 hearts)"),
    ("near_and_far", "es", "prompt.move", {"left": 1, "hearts": 1}, "(1 paso, 1 corazón)"),
    ("near_and_far", "en", "label.recruit", {"name": "Scribe", "cost": 1}, "for 1 coin"),
    ("near_and_far", "es", "label.recruit", {"name": "Escriba", "cost": 1}, "por 1 moneda"),
    ("root", "en", "hand.header", {"player": "Riverfolk", "count": 1}, "(1 card):"),
    ("root", "es", "hand.header", {"player": "Gente del Río", "count": 1}, "(1 carta):"),
    ("root", "es", "event.removed", {"count": 1, "kind": "guerrero", "player": "Ana",
                                     "clearing": 7}, "Se retira 1 guerrero de Ana"),
    ("root", "en", "prompt.marquise_field_hospitals", {"player": "Ana", "count": 1,
                                                       "clearing": 4},
     "1 of your warriors was removed from clearing 4: spend a card matching that clearing "
     "to bring it"),
    ("root", "es", "prompt.marquise_field_hospitals", {"player": "Ana", "count": 1,
                                                       "clearing": 4},
     "te han retirado 1 guerrero del claro 4: gasta una carta de ese claro para llevarlo"),
    ("root", "en", "lizards.action.convert", {"clearing": 3, "enemy": "Eyrie Dynasties"},
     "one Eyrie Dynasties warrior"),
]


@pytest.mark.parametrize(("game_id", "locale", "key", "params", "expected"), CASES)
def test_counts_agree_with_their_nouns(
    game_id: str, locale: str, key: str, params: dict[str, object], expected: str
) -> None:
    game = get_game(game_id)
    fields = game.text_params(params, locale, NAMES) if "seat" in params else params
    assert expected in game.catalog.text(locale, key, **fields)


@pytest.mark.parametrize("locale", ["en", "es"])
def test_meduris_offer_event_says_what_was_offered_with_its_sign(locale: str) -> None:
    game = get_game("meduris")
    offered = game.event_text(
        Event("offered", {"seat": 0, "plot": 3, "offer": "offer 1copper", "points": 1}),
        locale, NAMES,
    )
    assert "offer 1copper" not in offered and "+1 p" in offered
    assert ("1 copper" if locale == "en" else "1 cobre") in offered
    nothing = game.event_text(
        Event("offered", {"seat": 0, "plot": 3, "offer": "offer none", "points": -1}),
        locale, NAMES,
    )
    assert "none" not in nothing and ("-1 point." in nothing or "-1 punto." in nothing)


def test_mountain_king_hand_with_nothing_reads_in_spanish() -> None:
    game = get_game("mountain_king")
    nothing = game.catalog.text("es", "word.nothing")
    text = game.catalog.text(
        "es", "hand", player="Ana", amounts=nothing, hand=nothing, pedestals=0, honour=0
    )
    assert "tienes nada" not in text and "lo que tienes: nada" in text


async def test_rules_topics_are_named_in_the_readers_language() -> None:
    gm = GameMaster(MemoryStore(), render=False)
    listing = texts(await gm.showing.rules(CHANNEL, CAL, game="meduris"))
    assert "cabañas" in listing and "templos" in listing and "huts" not in listing
    assert "`/partida reglas tema:<nombre>`" in listing
    assert "huts" in texts(await gm.showing.rules(CHANNEL, ANA, game="meduris"))
    # typed in either language, in either language's name
    in_spanish = await gm.showing.rules(CHANNEL, CAL, "cabañas", "meduris")
    assert "**Meduris — cabañas**" in texts(in_spanish)
    assert "**Meduris — cabañas**" in texts(await gm.showing.rules(CHANNEL, CAL, "huts", "meduris"))
    assert "**Meduris — huts**" in texts(await gm.showing.rules(CHANNEL, ANA, "cabañas", "meduris"))


# -- item 11: cut text says it is cut ------------------------------------------------------
@pytest.mark.parametrize("user", [ANA, CAL])
@pytest.mark.parametrize("topic", ["lizards", "alliance", "vagabond", "eyrie"])
async def test_a_long_rules_topic_comes_whole_in_parts_cut_at_sentences(
    user: User, topic: str
) -> None:
    gm = GameMaster(MemoryStore(), render=False)
    reply = await gm.showing.rules(CHANNEL, user, topic, "root")
    game = get_game("root")
    whole = game.catalog.text(user.locale, f"rules.{topic}")
    messages = [m.text for m in reply.ephemeral]
    assert all(len(m) <= narration.MESSAGE_LIMIT for m in messages)
    bodies = [m.split("\n", 1)[1] for m in messages]
    assert " ".join(bodies) == whole  # nothing left out, nothing cut
    if len(whole) > narration.MESSAGE_LIMIT - 100:
        assert len(messages) > 1
        for n, message in enumerate(messages, 1):
            assert f"{n} " in message.split("\n", 1)[0]  # "(part 2 of 3)"
        assert all(body.rstrip().endswith((".", ")", "!", "?")) for body in bodies)


def test_sentence_pages_cut_only_at_sentence_ends() -> None:
    text = "First one here. Second one is longer than that. Third."
    assert narration.sentence_pages(text, 100) == [text]
    assert narration.sentence_pages(text, 40) == [
        "First one here.",
        "Second one is longer than that. Third.",
    ]
    # A sentence longer than a page is cut at a word, and says so.
    assert narration.sentence_pages("aaa bbb ccc ddd.", 9) == ["aaa bbb…", "ccc ddd."]


async def test_console_choices_says_how_many_more_and_how_to_reach_them() -> None:
    """Meduris' setup offers every free plot for a bonus token (more than 25): the
    console listed the first 25 and stopped without a word (plots 30-36 missing)."""
    from bot.console import Console
    from bot.console_output import Transcript

    store = MemoryStore()
    printed: list[str] = []
    console = Console(GameMaster(store, render=False), store, Transcript(None, printed.append))
    for line in (
        "ana: /game new game:meduris seed:4 first_player:1",
        "ana: /game addbot kind:heuristic",
        "ana: /game start",
    ):
        assert await console.run_line(line)
    printed.clear()
    assert await console.run_line("ana: /choices")
    shown = "\n".join(printed)
    assert shown.count("/play action:bonus") == 25
    assert "…and " in shown and "more choices not shown (25 at most)" in shown
    hint = shown.rsplit("/choices typed:", 1)[1].split()[0]
    assert hint.startswith("bonus")
    printed.clear()
    assert await console.run_line("ana: /choices typed:bonus 3")
    narrowed = "\n".join(printed)
    assert "more choices not shown" not in narrowed
    hidden = "/play action:bonus 30"  # past the first 25: shown once narrowed
    assert hidden not in shown and hidden in narrowed


async def test_mountain_king_digs_and_placements_are_grouped_when_many() -> None:
    """Every `dig <tile> <mineral>` of a turn did not fit Discord's 25: the tiles are
    groups (`dig L4`), then the mineral; placements by orientation (`place r1`)."""
    game = get_game("mountain_king")
    for locale in ("en", "es"):
        state = game.setup(4, {}, 5)
        from games.mountain_king.actions import Dig, Place

        dig = game.choice_path(state, 0, Dig("L4", "iron"), locale)
        assert [key for key, _ in dig] == ["dig L4", "dig L4 iron"]
        place = game.choice_path(state, 0, Place("r1", "c5"), locale)
        assert [key for key, _ in place] == ["place r1", "place r1 c5"]
        for key in ("dig L4", "place r1"):
            with pytest.raises(BadNotation):
                game.parse_action(key)


def test_a_long_text_is_sent_whole_in_pages_of_whole_lines() -> None:
    """`/hand` of a Root player with many cards was run into one line and cut at
    950 characters ("…"); now every line comes, in as many messages as it takes."""
    lines = [f"• **Card {n}** (fox) — cost: fox — " + "effect words " * 12 for n in range(30)]
    shown = narration.pages(["Woodland Alliance, your hand (30 cards):\n" + "\n".join(lines)])
    assert len(shown) > 1 and all(len(page) <= narration.MESSAGE_LIMIT for page in shown)
    assert "\n".join(shown).split("\n") == ["Woodland Alliance, your hand (30 cards):", *lines]
    assert "…" not in "".join(shown)


def test_clip_never_runs_the_lines_of_a_text_together() -> None:
    from bot.messages import Texts

    body = [f"line {n} " + "x" * 40 for n in range(20)]  # ~1000 characters in all
    clipped = narration.clip(["header", "\n".join(body)], Texts.of("en"))
    assert clipped == "\n".join(["header", *body])  # was one line, cut with "…"
