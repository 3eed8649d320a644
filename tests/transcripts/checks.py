"""What the transcript sweep looks for in every line a player reads (issue 25, goal
"A transcript sweep"): counts that disagree with their noun, English words in
Spanish text, elisions standing for a value, seat colours standing for players.

Each check is a pure function of one line (and the language, and the game's
seat colour names); each returns the defects it finds as short descriptions, so
a test can list them all at once. Notation in code spans (`3w1->5`) and commands
(`/play action:...`) are left out: they are typed, not read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from games.core import get_game

# -- (a) a count and its noun ---------------------------------------------------
# The nouns the games count, singular -> plural, in each language. A count is an
# integer written as digits (a sign allowed: "+1 point"); the noun is the first
# word of this list within the next two words, with no punctuation between.
NOUNS: dict[str, dict[str, str]] = {
    "en": {
        "action": "actions", "adventurer": "adventurers", "ambush": "ambushes",
        "artifact": "artifacts", "bird": "birds", "building": "buildings",
        "camp": "camps", "card": "cards", "cart": "carts", "choice": "choices",
        "clearing": "clearings", "coin": "coins", "copper": "copper",
        "crystal": "crystals", "decision": "decisions", "die": "dice", "dwarf": "dwarves",
        "fire": "fires", "food": "food", "gem": "gems", "goblin": "goblins", "gold": "gold",
        "heart": "hearts", "hit": "hits", "hut": "huts", "item": "items", "move": "moves",
        "mushroom": "mushrooms", "player": "players", "plot": "plots", "point": "points",
        "resource": "resources", "round": "rounds", "ruin": "ruins", "seat": "seats",
        "space": "spaces", "spell": "spells", "step": "steps",
        "temple": "temples", "threat": "threats", "tile": "tiles", "token": "tokens",
        "treasure": "treasures", "troll": "trolls", "turn": "turns",
        "warrior": "warriors", "wood": "wood", "wool": "wool", "worker": "workers",
        "workshop": "workshops", "day": "days", "hour": "hours",
    },
    "es": {
        "acción": "acciones", "aventurero": "aventureros", "emboscada": "emboscadas",
        "artefacto": "artefactos", "pájaro": "pájaros", "edificio": "edificios",
        "campamento": "campamentos", "carta": "cartas", "carro": "carros",
        "claro": "claros", "moneda": "monedas", "cristal": "cristales", "dado": "dados",
        "enano": "enanos", "gema": "gemas", "goblin": "goblins", "corazón": "corazones",
        "impacto": "impactos", "cabaña": "cabañas", "objeto": "objetos",
        "movimiento": "movimientos", "seta": "setas", "jugador": "jugadores",
        "parcela": "parcelas", "punto": "puntos", "recurso": "recursos", "ronda": "rondas",
        "ruina": "ruinas", "asiento": "asientos", "espacio": "espacios",
        "hechizo": "hechizos", "paso": "pasos", "templo": "templos",
        "amenaza": "amenazas", "loseta": "losetas", "ficha": "fichas", "tesoro": "tesoros",
        "trol": "troles", "turno": "turnos", "guerrero": "guerreros",
        "trabajador": "trabajadores", "taller": "talleres", "opción": "opciones",
        "decisión": "decisiones", "elección": "elecciones", "día": "días", "hora": "horas",
    },
}

# Counted by the piece in one game, named as a material in another (Meduris pays
# "2 stone" as it pays "2 wool"): counted only where the game counts them.
GAME_NOUNS: dict[str, dict[str, dict[str, str]]] = {
    "mountain_king": {"en": {"stone": "stones"}, "es": {"piedra": "piedras"}},
    "root": {"en": {"stone": "stones"}, "es": {"piedra": "piedras"}},
}
# Nouns never right after a count of 1, though their singular may be a material
# elsewhere ("1 rune stones"; Meduris pays "2 stone").
PLURAL_ONLY: dict[str, frozenset[str]] = {
    "en": frozenset({"stones"}),
    "es": frozenset({"piedras"}),
}
# A number after one of these words names something ("plot 3", "level 1 trolls",
# "the 5 coronation token"): it counts nothing.
LABELS = frozenset(
    [
        "plot", "plots", "clearing", "clearings", "space", "spaces", "level", "size", "tile",
        "option", "round", "area", "turn", "turns", "the", "a", "seat", "seats", "move", "moves",
        "game", "games", "step", "row", "column", "rune", "page", "casilla", "casillas", "claro",
        "claros", "espacio", "espacios", "nivel", "tamaño", "loseta", "opción", "ronda", "área",
        "turno", "turnos", "el", "la", "los", "las", "del", "al", "asiento", "asientos", "paso",
        "fila", "columna", "página", "movimiento", "jugada", "partida",
    ]
)

# Words that end the search for a count's noun ("6/7/11 for stone").
STOP = frozenset(
    ["for", "of", "per", "to", "from", "and", "or", "against", "vs", "para", "por", "de", "y",
     "o", "contra"]
)

# "3 basic and 1 advanced artifacts": counts joined share the last one's noun.
COORDINATED = frozenset({"and", "or", "y", "o"})

_COUNT = re.compile(r"(?<![\w#.,/:-])([+\-−]?)(\d+)(?![\w.,/:%-]\d?)")
_WORD = re.compile(r"\s+([^\W\d_]+)")


def plural_defects(line: str, locale: str, game: str = "") -> list[str]:
    """A count of 1 before a plural noun, or another count before a singular one."""
    text = readable(line)
    nouns = {**NOUNS[locale], **GAME_NOUNS.get(game, {}).get(locale, {})}
    singular = set(nouns)
    plural = {p: s for s, p in nouns.items() if p != s}
    plural.update({p: p for p in PLURAL_ONLY[locale]})
    found = []
    for match in _COUNT.finditer(text):
        n = int(match.group(2))
        before = text[: match.start()].split()
        if before and before[-1].lower() in LABELS | COORDINATED:
            continue
        at = match.end()
        for _ in range(2):
            word = _WORD.match(text, at)
            if word is None:
                break
            noun = word.group(1).lower()
            if noun in STOP:
                break
            if nouns.get(noun) == noun:  # the same in both numbers ("2 wood")
                break
            if noun in plural and n == 1:
                found.append(f"1 {noun}")
                break
            if noun in singular and noun not in plural and n != 1:
                found.append(f"{n} {noun}")
                break
            if noun in singular or noun in plural:
                break
            at = word.end()
    return found


# English grammar that the plural rules do not cover.
_A_VOWEL = re.compile(r"\b[Aa] ((?!one\b|uni|use|usu|eu|Eu|uni)[AEIOUaeiou]\w*)")
_AN_CONSONANT = re.compile(r"\b[Aa]n ((?!hour|honou?r|heir)[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\w*)")
# Spanish: "nada" as the object of a verb needs "no" before the verb.
_SPANISH_NEGATION = re.compile(
    r"(?<!\bno )(?<!\bNo )\b(tienes|tiene|hay|puedes|queda|quedan) nada\b"
)
# Spanish: a verb before its counted subject agrees with it ("Se retira 1 guerrero").
_SPANISH_VERB_BEFORE_ONE = re.compile(
    r"\b(?:[Ss]e (?:retiran|colocan|roban|descartan)|[Qq]uedan|[Ff]altan) 1\b"
)


def grammar_defects(line: str, locale: str, game: str = "") -> list[str]:
    """Counts (above), then a/an in English, a negation and verbs in Spanish."""
    found = plural_defects(line, locale, game)
    text = readable(line)
    if locale == "en":
        found += [f"a {m.group(1)}" for m in _A_VOWEL.finditer(text)]
        found += [f"an {m.group(1)}" for m in _AN_CONSONANT.finditer(text)]
    else:
        found += [m.group(0) for m in _SPANISH_NEGATION.finditer(text)]
        found += [m.group(0) for m in _SPANISH_VERB_BEFORE_ONE.finditer(text)]
    return found


# -- (b) English in Spanish -------------------------------------------------------
ENGLISH = frozenset(
    [
        "the", "and", "of", "with", "your", "you", "points", "point", "turn", "turns", "clearing",
        "clearings", "card", "cards", "warrior", "warriors", "player", "players", "round", "hut",
        "huts", "temple", "temples", "coin", "coins", "draw", "draws", "takes", "plays", "place",
        "places", "choose", "chooses", "done", "pass", "passes", "wins", "winner", "score",
        "scores", "left", "each", "other", "from", "this", "that", "which", "when", "their",
        "there", "here", "game", "rules", "hand", "hearts", "heart", "threat", "treasure", "camp",
        "camps", "town", "none", "nothing", "yes", "battle", "battles", "move", "moves", "build",
        "builds", "craft", "crafts", "recruit", "recruits", "ambush", "ambushes", "hits", "roll",
        "rolls", "discard", "discards", "gems", "gem", "food", "spell", "spells", "workshop",
        "workshops", "tile", "tiles", "dig", "digs", "crown",
    ]
)
# Words that are Spanish too, or names: never reported.
SPANISH_TOO = frozenset({"a", "de", "en", "no", "son", "come", "era", "real", "final", "global"})
_LATIN_WORD = re.compile(r"[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+")


_ENGLISH_COMMAND = re.compile(r"/(?:games?|play|hand)\b(?:\s+\w+)?")


def english_in_spanish(line: str) -> list[str]:
    """English words in a line meant for a Spanish reader, and the English names of
    commands (a Spanish reader's Discord shows `/partida`, `/jugar`)."""
    commands = _ENGLISH_COMMAND.findall(_URL.sub(" ", line))
    text = readable(line)
    return commands + [
        word
        for word in _LATIN_WORD.findall(text)
        if word.lower() in ENGLISH and word.lower() not in SPANISH_TOO
    ]


# -- (c) elisions ------------------------------------------------------------------
_ELISION = re.compile(r"\.{3,}|…")
# A cut that says how much it left out ("…and 66 more", "… (15 choices)",
# "…(6 earlier lines; ...)"): a number follows within a few words.
_TOLD = re.compile(r"\W{0,3}(?:\w+\W+){0,2}\d")


def elisions(line: str) -> list[str]:
    """"...", "...." or "…" where a value should be shown (a cut that says how
    much it left out is not one)."""
    text = readable(line)
    return [m.group(0) for m in _ELISION.finditer(text) if not _TOLD.match(text, m.end())]


# -- (d) colours standing for players ------------------------------------------------
def seat_colours(game: str, locale: str) -> list[str]:
    """The names the game gives its seats by colour (`colour.*` in its catalog)."""
    catalog = get_game(game).catalog
    return [catalog.text(locale, key) for key in catalog.keys("en") if key.startswith("colour.")]


def colour_players(line: str, colours: Iterable[str]) -> list[str]:
    """A seat colour written as a name (capitalised, as `seat_name` gives it) where
    a player is meant: "Duel Purple", "camp of Teal". A colour that is the
    property of a piece is written in lower case ("the purple pawn")."""
    text = readable(line)
    found = []
    for colour in colours:
        for match in re.finditer(rf"(?<![\w-]){re.escape(colour)}(?![\w-])", text):
            start = match.start()
            # The first word of a sentence is capitalised anyway: only a colour
            # followed by a noun there is a piece's ("Red hut", "Rojo cabaña").
            if start == 0 or text[:start].rstrip().endswith((".", ":", "!", "?", "—")):
                rest = text[match.end():].split()
                if rest and rest[0].strip(",.").islower():
                    continue
            found.append(colour)
    return found


# -- the readable part of a line ----------------------------------------------------
_CODE = re.compile(r"`[^`]*`")
_OPTION = re.compile(r"\b\w+=[^\s,)]+")  # first_player=random: typed, as in /game new
_AI_NAME = re.compile(r"\b(?:AI|IA) \d+\b")
_COMMAND = re.compile(r"/[\w:/-]+(?:\s+\w+:\S+)*")
_URL = re.compile(r"https?://\S+")


def readable(line: str, names: Sequence[str] = ()) -> str:
    """The line without code spans, commands, options and links (typed, not
    read), and without the players' names (chosen by them)."""
    text = _OPTION.sub(" ", _COMMAND.sub(" ", _CODE.sub(" ", _URL.sub(" ", line))))
    for name in names:
        text = text.replace(name, " ")
    return _AI_NAME.sub("AI", text)


# The rules topic that teaches the notation quotes its English words on purpose.
NOTATION_TOPICS = ("rules:notation",)


def defects(
    lines: Iterable[tuple[str, str]], game: str, locale: str, names: Sequence[str] = ()
) -> list[str]:
    """Every defect of every line, as `where: check: found | line`."""
    colours = seat_colours(game, locale)
    out = []
    for where, raw in lines:
        line = readable(raw, names)
        checks = {
            "grammar": grammar_defects(line, locale, game),
            "elision": elisions(line),
            "colour": colour_players(line, colours),
        }
        if locale == "es" and not where.startswith(NOTATION_TOPICS):
            checks["english"] = english_in_spanish(line)
        for check, found in checks.items():
            if found:
                out.append(f"{where}: {check}: {', '.join(found)} | {raw}")
    return out
