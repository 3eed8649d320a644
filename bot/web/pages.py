"""The web companion's pages: our own HTML templates (bot/web/templates) filled with
escaped values. Every value is escaped unless it is `Html`, which only this module
and the app build, from escaped parts; no inline script or style exists (the
Content-Security-Policy allows only this server's own files)."""

from __future__ import annotations

import functools
import html
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from string import Template
from urllib.parse import urlencode

from bot.messages import Texts
from bot.web.reading import LogEntry

TEMPLATES = Path(__file__).parent / "templates"
LANGUAGE_NAMES = {"en": "English", "es": "Español"}


class Html(str):
    """Markup already escaped: put in a template as it is."""


def esc(value: object) -> Html:
    return value if isinstance(value, Html) else Html(html.escape(str(value), quote=True))


def join(parts: Iterable[str]) -> Html:
    return Html("".join(esc(p) for p in parts))


@functools.cache
def _template(name: str) -> Template:
    return Template((TEMPLATES / name).read_text("utf-8"))


def fill(name: str, **values: object) -> Html:
    """A template with every value escaped (`Html` values as they are)."""
    return Html(_template(name).substitute({k: esc(v) for k, v in values.items()}))


def tag(name: str, text: object = "", **attributes: object) -> Html:
    attrs = "".join(f' {k.rstrip("_").replace("_", "-")}="{esc(v)}"'
                    for k, v in attributes.items() if v is not None)
    return Html(f"<{name}{attrs}>{esc(text)}</{name}>")


def page(tr: Texts, title: str, body: Html, *, here: str, query: Mapping[str, str] | None = None,
         data: Mapping[str, str] | None = None) -> Html:
    """A whole page: `here` is its path, for the links to it in the other language."""
    langs = []
    for locale, name in LANGUAGE_NAMES.items():
        href = here + "?" + urlencode({**(query or {}), "lang": locale})
        current = "page" if locale == tr.locale else None
        langs.append(tag("a", name, href=href, hreflang=locale, lang=locale,
                         aria_current=current))
    attributes = "".join(f' data-{k}="{esc(v)}"' for k, v in (data or {}).items())
    return fill("page.html", lang=tr.locale, title=title, heading=title, body=body,
                data=Html(attributes), langs=join(langs), languages=tr("web.languages"))


def message(tr: Texts, title: str, text: str, *, here: str = "/") -> Html:
    """A page that only says something (a bad link, a game that cannot be shown)."""
    return page(tr, title, fill("message.html", title=title, text=text), here=here)


def log_items(entries: Sequence[LogEntry], tr: Texts, current: int) -> Html:
    """The log, newest first, each move with its number (a link to that board)."""
    items = []
    for entry in reversed(entries):
        number = tag("a", tr("web.move_number", seq=entry.seq), href=f"?move={entry.seq}",
                     class_="seq", data_seq=entry.seq)
        lines = Html("".join(tag("span", line, class_="line") for line in entry.lines)
                     or tag("span", entry.seat, class_="line"))
        mark = "here" if entry.seq == current else None
        items.append(Html(f'<li value="{entry.seq}" data-seq="{entry.seq}"'
                          + (f' class="{mark}"' if mark else "") + f">{number}{lines}</li>"))
    return Html("".join(items))


def caption(tr: Texts, game: str, seq: int, last: int) -> str:
    if seq == 0:
        return tr("web.caption_dealt", game=game, last=last)
    return tr("web.caption", game=game, seq=seq, last=last)


def board_alt(tr: Texts, game: str, seq: int) -> str:
    return tr("web.board_alt_dealt", game=game) if seq == 0 else tr(
        "web.board_alt", game=game, seq=seq)


def detail_images(base: str, seq: int, count: int, lang: str, tr: Texts) -> Html:
    return Html("".join(
        Html(f'<img src="{esc(f"{base}/board/{seq}/{n}.png?lang={lang}")}" '
             f'alt="{esc(tr("web.detail_alt", number=n, count=count - 1))}" loading="lazy">')
        for n in range(1, count)))


def lines_list(lines: Sequence[str]) -> Html:
    return Html("".join(tag("li", line) for line in lines))
