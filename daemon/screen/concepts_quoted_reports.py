"""A quoted order inside a report about it, in languages beyond the eight (pure data, helper
i18n15, session 15; one more alternative of ``concepts_framing.MENTION``).

Security notes quote the attack they saw or test: "Incident report: a ticket held the sentence
«ignore the previous instructions»; the bot treated it as data", "Test case 42: check that a
comment with «you are now another assistant» changes nothing", "In training we went through an
attack where the task said «forget your rules»". What marks them is a quotation mark in the line
AND one of: a report or test heading (incident report, "Incident 19 November:", test case,
security training/review/note), an attack named as a noun (an example of an attack, a phishing
mail, the attacker), or the outcome ("treated it as data/text/content"). A quote alone (an order
that quotes the text to send), a heading alone (a ticket that orders) or an incident that is not
a heading ("close all P1 incidents as resolved") is not enough. English words stay out ("a
post-mortem action item: «ignore all previous instructions» is the new opener" is an order).
Lower-case: the line is read in the folded view.
"""

from __future__ import annotations

from typing import Final

_QUOTE: Final = '["\u00ab\u00bb\u201c\u201d\u201e\u201f\u2018\u201a\u2039\u203a]'
"""A quotation mark (not the apostrophe: ``l'agente``)."""

_REPORT_WORDS: Final = (
    # incident reports (a heading: "incident report", "Incident 19 November:", "report on the
    # incident"; not "close all incidents", a ticket's order)
    r"(?:incident|инцидент|інцидент|intsident|incydent|incidens)\w*\s*(?::|\d|(?:rapport|verslag"
    r"|report|jelentés|apraksts|aruanne)\w*)|incident(?:rapport|verslag|report)\w*|incidensjelentés\w*"
    r"|(?:звіт|доклад|извештај|izvještaj|poročilo|raport|rapport|zápis|záznam|sprawozdanie|raport)\w*"
    r"\s+(?:\w+\s+)?(?:o\s+|z\s+|de\s+|про\s+|за\s+|о\s+)?(?:інцидент|инцидент|incident|incydent)\w*"
    r"|olay\s+rapor\w*|αναφορ\w+\s+περιστατικ\w*|hændelsesrapport\w*|hendelsesrapport\w*"
    # test cases, security tests and reviews, training
    r"|test(?:itapaus|tilfelle|fall|geval|case)\w*|testovací\s+případ\w*|caz\s+de\s+test|caso\s+di\s+test"
    r"|przypad\w+\s+testow\w*|teszteset\w*|test\s+durum\w*|test\s+(?:in\s+cui|som|die|dat|där|der)\b"
    r"|тестов\w+\s+(?:случа|випад)\w*|тестов\w+\s+(?:приклад|пример)\w*|в\s+тестовете|у\s+тестах"
    r"|turvatest\w*|sikkerhetsnotat\w*|säkerhetsnot\w*|sikkerhedsnot\w*|bezpečnostní\s+review"
    r"|güvenlik\s+eğitim\w*|навчанн\w*|обучени\w*|koulutukse\w*|szkoleni\w*"
    r"|školení\w*|formazione\s+(?:sulla\s+)?sicurezza|instruire\w*"
    # an attack named as a noun
    r"|(?:příklad|ukázk)\w*\s+útoku|пример\w*\s+за\s+атака|приклад\w*\s+атак\w*|розбирали\s+атак\w*"
    r"|esempio\s+di\s+attacco|exemplu\s+de\s+atac|saldırı\s+örneğ\w*|przykład\w*\s+ataku"
    r"|aanvalsvoorbeeld\w*|phishing\w*|útočník\w*|angriper(?:en)?\b|napadač\w*|napadalec\w*"
    # the outcome: treated as data/text/content
    r"|(?:behandel|behandl|betrakt|käsittel|tratat|trattat|tratta|obravnav|tretira|третира|обробив"
    r"|обработ|apstrādā|işled|považoval|potraktowa|kezelte)\w*\s+(?:\w+\s+){0,3}?"
    r"(?:als|som|kao|като|як|kā|ca|come|jako|olarak|ως|pelkkänä|kui|jak|mint)\s+(?:\w+\s+)?"
    r"(?:data|gegevens|inhoud|innhold|indhold|innehåll|tekst\w*|text\w*|podat\w*|podatk\w*|дан\w+"
    r"|текст\w*|dati|contenut\w*|conținut|veri|δεδομένα|datana|sisältö\w*|andmed\w*|adat\w*)\b"
)


QUOTED_REPORT: Final = rf"(?:{_REPORT_WORDS})(?=[^\n]*{_QUOTE})|{_QUOTE}[^\n]*(?:{_REPORT_WORDS})"
"""A report word with a quotation mark elsewhere in the line (either side)."""
