"""Persistence orders built from each language's words (pure data): the note itself to be added
or copied into every project (``Tuto poznámku zkopíruj do každého projektu``, ``Añade esta nota
a la memoria de todos tus proyectos``). A row holds a language's verbs (add, copy, insert,
save), its "this" forms, its words for the note (note, rule, instruction, entry), its "every"
forms and its stem for project; the rule wants all of them in one sentence, the verb first or
after the note. Without the verb, "this rule applies to every project" is a statement; without
"this note", "add the LICENSE file to every project" is a chore.
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import PERSISTENCE
from .lexicon_i18n_latin import spellings

_ON = r"(?:[^.\n]|\.(?=\S))"

_WORDS: Final[tuple[tuple[str, str, str, str, str, str], ...]] = (
    # lang, verbs, this, note words, every, project
    (
        "ro",
        "adaug|copiaz|pune|insereaz|salveaz",
        "această|acest|aceste",
        "not|regul|instrucțiun|intrare",
        "fiecărui|fiecare|toate",
        "proiect",
    ),
    (
        "cs",
        "přidej|zkopíruj|vlož|ulož|zapiš|pridaj|skopíruj|vlož",
        "tento|tuto|tyto|túto|toto",
        "poznámk|pravidl|pokyn|instrukc|inštrukci|záznam",
        "každého|každý|všech|všetkých|každom",
        "projekt",
    ),
    (
        "fi",
        "lisää|kopioi|tallenna|liitä",
        "tämä|tämän",
        "ohje|muistiinpano|sääntö|säännö|merkinn",
        "jokaisen|kaikkien|jokaiseen|kaikkiin",
        "projekti",
    ),
    (
        "nl",
        "voeg|kopieer|zet|plak|sla",
        "deze|dit",
        "notitie|regel|instructie|aantekening",
        "elk|ieder|alle",
        "project",
    ),
    (
        "pl",
        "dodaj|skopiuj|wklej|zapisz|wpisz",
        "tę|ten|to|tą",
        "notatk|reguł|instrukcj|wpis|zasad",
        "każdego|wszystkich|każdym",
        "projekt",
    ),
    (
        "id",
        "tambahkan|salin|masukkan|simpan|tempel",
        "ini",
        "catatan|aturan|instruksi|nota|arahan",
        "setiap|semua|tiap",
        "proyek|projek",
    ),
    (
        "hu",
        "add|másold|tedd|írd|mentsd",
        "ezt\\s+a|ezt\\s+az",
        "jegyzet|szabály|utasítás|bejegyzés",
        "minden|összes",
        "projekt",
    ),
    (
        "es",
        "añade|agrega|copia|pega|guarda|incluye",
        "esta|este",
        "nota|regla|instrucción|entrada",
        "cada|todos\\s+(?:los|tus)",
        "proyecto",
    ),
    (
        "pt",
        "adicione|copie|cole|salve|inclua|adiciona|copia",
        "esta|este",
        "nota|regra|instrução|entrada",
        "cada|todos\\s+os",
        "projeto",
    ),
    (
        "it",
        "aggiungi|copia|incolla|salva|inserisci",
        "questa|questo",
        "nota|regola|istruzion|voce",
        "ogni|tutti\\s+i",
        "progett",
    ),
    (
        "fr",
        "ajoute|copie|colle|enregistre|insère",
        "cette|ce",
        "note|règle|consigne|instruction|entrée",
        "chaque|tous\\s+les",
        "projet",
    ),
    (
        "de",
        "füge|kopiere|speichere|schreibe|trage",
        "diese|diesen|dieses",
        "notiz|regel|anweisung|eintrag",
        "jede|jedes|jeden|alle",
        "projekt",
    ),
    (
        "da",
        "tilføj|kopier|gem|indsæt|legg|kopier",
        "denne|dette",
        "note|notat|regel|instruks",
        "hvert|alle|ethvert",
        "projekt|prosjekt",
    ),
    (
        "sv",
        "lägg|kopiera|spara|klistra",
        "den\\s+här|denna|detta",
        "anteckning|regel|instruktion",
        "varje|alla",
        "projekt",
    ),
    (
        "tr",
        "ekle|kopyala|kaydet|yapıştır",
        "bu",
        "not|kural|talimat|girdi",
        "her|tüm|bütün",
        "proje",
    ),
    (
        "vi",
        "thêm|sao\\s+chép|chép|lưu|dán",
        "này",
        "ghi\\s+chú|quy\\s+tắc|hướng\\s+dẫn|chỉ\\s+dẫn",
        "mọi|mỗi|tất\\s+cả",
        "dự\\s+án",
    ),
    (
        "hr",
        "dodaj|kopiraj|spremi|upiši|sačuvaj",
        "ovu|ovo|ovaj",
        "bilješk|belešk|pravil|uput",
        "svakog|svaki|svih",
        "projekt",
    ),
    (
        "lt",
        "pridėk|nukopijuok|įrašyk|išsaugok",
        "šią|šį|šias",
        "pastab|taisykl|instrukcij",
        "kiekvieno|visų|kiekvieną",
        "projekt",
    ),
    (
        "bg",
        "добави|копирай|запиши|постави",
        "тази|този|това",
        "бележк|правил|инструкци|запис",
        "всеки|всички",
        "проект",
    ),
    (
        "uk",
        "додай|скопіюй|запиши|встав",
        "цю|цей|це",
        "нотатк|правил|інструкці|запис",
        "кожного|кожен|усіх|всіх",
        "проєкт|проект",
    ),
)

_AFTER: Final = frozenset({"id", "vi"})
"""Languages that put "this" after the noun (``catatan ini``, ``ghi chú này``)."""


def _note(lang: str, this: str, notes: str) -> str:
    if lang in _AFTER:
        return rf"\b(?:{notes})\w*\s+(?:{this})\b"
    return rf"\b(?:{this})\s+(?:{notes})\w*"


_ROWS: Final = tuple(
    row
    for lang, verbs, this, notes, every, project in _WORDS
    for row in (
        (
            PERSISTENCE,
            lang,
            rf"\b(?:{verbs})\w*\s+{_ON}{{0,30}}?{_note(lang, this, notes)}\s+{_ON}{{0,60}}?"
            rf"\b(?:{every})\s+(?:\w+\s+){{0,2}}?(?:{project})",
        ),
        (
            PERSISTENCE,
            lang,
            rf"{_note(lang, this, notes)}\s+{_ON}{{0,30}}?\b(?:{verbs})\w*\s+{_ON}{{0,60}}?"
            rf"\b(?:{every})\s+(?:\w+\s+){{0,2}}?(?:{project})",
        ),
    )
)

PERSIST: Final = spellings(_ROWS)
"""``(family, language, pattern)`` rows, in each spelling."""
