"""The few words on the Meduris image, in English and Spanish."""

from __future__ import annotations

from games.core.i18n import normalize_locale

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "place_workers": "place a worker on a highland",
        "place_worker": "place a worker on a highland",
        "roll": "roll the die",
        "gain": "take resources: one per worker",
        "return": "return one resource",
        "big_benefit": "move a worker or build",
        "build": "build a hut or a temple",
        "pay": "pay for the building",
        "ritual": "make an offering to the druid",
        "offering": "make an offering to the druid",
        "final_lap": "the druid walks his final lap",
        "over": "game over",
        "to_play": "to play",
        "waiting": "Waiting for",
        "last_roll": "last roll",
        "no_roll": "no roll yet",
        "player": "Player",
        "score": "Score",
        "huts": "Huts",
        "temples": "Temples",
        "runes": "Runes",
        "supply": "supply",
        "wool": "Wool",
        "wood": "Wood",
        "stone": "Stone",
        "copper": "Copper",
        "river": "RIVER",
        "river_hint": "+1 per rune",
        "druid": "Druid",
        "end_triggered": "End triggered: last turns",
        "final_lap_from": "Final lap: the druid stops at plot {plot}",
        "game_over": "Game over",
        "winner": "Winner",
        "winners": "Winners",
        "order": "Order",
        "hut": "hut",
        "temple": "temple",
        "vp2": "+2 VP",
        "free_hut": "free hut",
        "druid_token": "druid offering",
        "rune": "rune stone (area)",
        "druid_piece": "druid",
        "level": "height",
    },
    "es": {
        "place_workers": "coloca un trabajador en una montaña",
        "place_worker": "coloca un trabajador en una montaña",
        "roll": "tira el dado",
        "gain": "toma materias primas: una por trabajador",
        "return": "devuelve una materia prima",
        "big_benefit": "mueve un trabajador o construye",
        "build": "construye una cabaña o un templo",
        "pay": "paga la construcción",
        "ritual": "haz una ofrenda al druida",
        "offering": "haz una ofrenda al druida",
        "final_lap": "el druida da su última vuelta",
        "over": "fin de la partida",
        "to_play": "juega",
        "waiting": "Esperando a",
        "last_roll": "última tirada",
        "no_roll": "sin tirada",
        "player": "Jugador",
        "score": "Puntos",
        "huts": "Cabañas",
        "temples": "Templos",
        "runes": "Runas",
        "supply": "reserva",
        "wool": "Lana",
        "wood": "Madera",
        "stone": "Piedra",
        "copper": "Cobre",
        "river": "RÍO",
        "river_hint": "+1 por runa",
        "druid": "Druida",
        "end_triggered": "Final activado: últimos turnos",
        "final_lap_from": "Última vuelta: el druida para en la parcela {plot}",
        "game_over": "Fin de la partida",
        "winner": "Gana",
        "winners": "Ganan",
        "order": "Orden",
        "hut": "cabaña",
        "temple": "templo",
        "vp2": "+2 PV",
        "free_hut": "cabaña gratis",
        "druid_token": "ofrenda al druida",
        "rune": "piedra rúnica (zona)",
        "druid_piece": "druida",
        "level": "altura",
    },
}


class Words:
    """Look-ups in one locale; an unknown key shows itself with spaces, never fails."""

    def __init__(self, locale: str | None) -> None:
        self.locale = normalize_locale(locale)
        self._table = WORDS.get(self.locale, WORDS["en"])

    def __call__(self, key: str, **params: object) -> str:
        template = self._table.get(key) or WORDS["en"].get(key) or key.replace("_", " ")
        return template.format(**params) if params else template
