"""Issue 14, item 3: labels longer than Discord's limits are cut at a word, never
inside one, by one shared function (bot/fitting.py)."""

from __future__ import annotations

from bot.fitting import ELLIPSIS, fit, fit_field, split_at_word
from bot.messages import Texts
from bot.narration import suggestion_label
from bot.replies import Choice
from bot.suggestions import Suggestion
from bot.views import _buttons, _options

DESPOT = (
    "Despot: viziers in Move and Build; +1 VP for a battle that removes an enemy "
    "building or token"
)


def test_a_label_that_fits_is_left_whole_spaces_collapsed() -> None:
    assert fit("Take  the\ntoken", 80) == "Take the token"


def test_a_long_label_is_cut_after_a_whole_word() -> None:
    cut = fit(DESPOT, 80)
    assert len(cut) <= 80 and cut.endswith(ELLIPSIS)
    kept = cut.removesuffix(ELLIPSIS)
    assert DESPOT.startswith(kept) and DESPOT[len(kept)] == " "  # a word ended there
    assert "buil" not in cut.split()[-1]


def test_a_cut_never_ends_on_a_dangling_comma_or_dash() -> None:
    text = "Pay 1 stone from A1, 1 stone from A3, 1 stone from B1, 1 stone from C2, 1 hammer"
    assert fit(text, 39) == "Pay 1 stone from A1, 1 stone from A3…"


def test_what_must_stay_is_kept_after_the_cut() -> None:
    cut = fit(DESPOT, 60, tail=" (3 choices)")
    assert cut.endswith("… (3 choices)") and len(cut) <= 60


def test_a_single_overlong_word_is_the_only_thing_cut_inside() -> None:
    assert fit("x" * 120, 10) == "x" * 9 + ELLIPSIS


def test_split_at_word_gives_the_rest_for_a_description() -> None:
    head, rest = split_at_word(DESPOT, 40)
    assert head == "Despot: viziers in Move and Build; +1 VP"
    assert f"{head} {rest}" == DESPOT


def test_fit_field_shortens_only_the_label_inside_a_sentence() -> None:
    shown = fit_field(lambda label: f"{label} … (12 choices)", DESPOT, 100)
    assert len(shown) <= 100 and shown.endswith("(12 choices)")
    assert shown.startswith("Despot: viziers")


def test_a_group_suggestion_keeps_its_count_in_both_languages() -> None:
    group = Suggestion("w1->", DESPOT + " " + DESPOT, 12)
    for locale, count in (("en", "(12 choices)"), ("es", "(12 opciones)")):
        label = suggestion_label(group, Texts.of(locale), 100)
        assert len(label) <= 100 and label.endswith(count), label


def test_buttons_and_select_options_cut_at_a_word() -> None:
    [button] = _buttons(1, 2, [Choice(DESPOT, "leader despot")])
    assert len(button.item.label) <= 80 and not button.item.label.endswith("buil…")
    assert button.item.label.endswith(ELLIPSIS)
    long = DESPOT + " and more words to pass the hundred characters of a select option"
    [option] = _options([Choice(long, "x")])
    assert len(option.label) <= 100 and option.label.endswith(ELLIPSIS)
    shown = option.label.removesuffix(ELLIPSIS) + " " + option.description.removeprefix(ELLIPSIS)
    assert shown.startswith(option.label.removesuffix(ELLIPSIS))
    assert "select option" in option.description  # the rest is read under the label
