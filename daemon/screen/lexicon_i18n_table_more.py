"""More rules from each language's word groups (pure data; built as in ``lexicon_i18n_table``):
earlier instructions set against "only this document counts" (``wcześniejsze wytyczne są
nieważne, obowiązuje tylko ten plik``), a file's content posted to a public issue or gist (the
exfiltration check then wants a secret word in the line), an AI "that has no rules" (``un'IA che
non ha più regole``), "don't mention this note to the user" in other word orders, and two-factor
authentication, signature checks or the antivirus switched off.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_en import CONCEAL, EXFILTRATION, OVERRIDE, PERSONA, POLICY
from .lexicon_i18n_table import Forms, table_rows

# "prev" earlier instructions, "only" only this document/file/note counts, "post" paste, publish
# or a file's content, "public" a public issue/gist/ticket, "ai" an AI, "norules" that has no
# rules (not "has no rules for the weekend messages"), "hide"/"note"/"user" as in
# lexicon_i18n_table, "off" switch off (imperative, not after a negation), "guard" 2FA,
# signature checks, antivirus, firewall, "offlast" switch off after it.
_NEG: Final = r"(?<!\bno\s)(?<!\bne\s)(?<!\bnu\s)(?<!\bnie\s)(?<!\bnão\s)(?<!\bnunca\s)(?<!\bnon\s)"
_NEVER: Final = (
    r"(?![^.\n]{0,40}\b(?:jamais|nie|niemals|nunca|mai|never|nooit|asla|niciodată|nikdy|soha)\b)"
)

_WORDS: Final[dict[str, dict[str, str]]] = {
    "it": {
        "prev": r"(?:direttive|istruzioni|indicazioni|regole)\s+precedenti",
        "only": r"(?:vale|valgono|conta)\s+solo\s+quest[ao]\s+(?:documento|file|nota)|solo\s+quest[ao]\s+(?:documento|file|nota)\s+(?:vale|conta)",
        "post": r"(?:pubblica|incolla|copia)\b",
        "public": r"(?:issue|gist|ticket|repo\w*|canale)\s+pubblic\w*|pubblic\w+\s+(?:issue|gist|ticket)",
        "ai": r"(?:(?:un['’])?ia|intelligenza\s+artificiale|bot)\b",
        "norules": r"(?:non\s+ha\s+(?:più\s+)?(?:regole|limiti|filtri)|senza\s+(?:più\s+)?regole)(?!\s+(?:per|di|su|sul|sulla|nei|nel|sui)\b)",
        "hide": r"non\s+rivelare|non\s+menzionare|non\s+dire",
        "note": r"(?:di\s+)?quest[ao]\s+(?:nota|istruzione|regola)",
        "user": r"all['’]utente|agli\s+utenti",
        "off": _NEG + r"(?:disabilita|disattiva|spegni)\b" + _NEVER,
        "guard": r"(?:l['’])?autenticazione\s+a\s+due\s+fattori|2fa|mfa|(?:la\s+)?verifica\s+(?:delle\s+)?firme|(?:l['’])?antivirus|(?:il\s+)?firewall",
    },
    "nl": {
        "prev": r"eerdere\s+(?:richtlijnen|instructies|regels)",
        "only": r"alleen\s+(?:dit|deze)\s+(?:document|bestand|notitie)\s+(?:telt|geldt)",
        "post": r"(?:plak|publiceer)\b",
        "public": r"(?:openbaar|openbare|publieke?)\s+(?:issue|gist|ticket|repo\w*|kanaal)",
        "ai": r"(?:(?:een\s+)?(?:ai|bot))\b",
        "norules": r"(?:geen\s+(?:regels|grenzen|beperkingen)\s+(?:meer\s+)?heeft|zonder\s+regels)(?!\s+(?:voor|over)\b)",
        "off": r"(?:schakel|zet)\s+(?:de\s+)?",
        "guard": r"(?:tweestapsverificatie|twee-factor\w*|2fa|mfa|handtekeningcontrole|virusscanner|firewall)\s+(?:voor\s+\S+\s+)?(?:\S+\s+)?uit\b",
    },
    "pl": {
        "prev": r"wcześniejsze\s+(?:wytyczne|instrukcje|polecenia|zasady)",
        "only": r"obowiązuje\s+tylko\s+(?:ten|ta|to)\s+(?:plik|notatka|dokument)",
        "post": r"(?:wklej|opublikuj|skopiuj|wrzuć)\b",
        "public": r"publiczn\w+\s+(?:issue|gist\w*|zgłoszeni\w+|repozytori\w+|kanał\w*)",
        "ai": r"(?:sztuczn\w+\s+inteligencj\w+|ai|bot\w*)\b",
        "norules": r"(?:(?:nie\s+ma|bez)\s+(?:żadnych\s+)?(?:zasad|reguł|ograniczeń))(?!\s+(?:dla|do|w|na)\b)",
        "off": r"wyłącz\b" + _NEVER,
        "guard": r"uwierzytelniani\w+\s+dwuskładnikow\w+|2fa|mfa|weryfikacj\w+\s+podpis\w+|antywirus\w*|zapor\w+",
    },
    "tr": {
        "prev": r"önceki\s+(?:yönerge|talimat|kural)\w*",
        "only": r"(?:yalnızca|sadece)\s+bu\s+(?:belge|dosya|not)\w*\s+geçerli",
        "post": r"(?:içeriğini|yapıştır|yayınla|paylaş)\b",
        "public": r"herkese\s+açık|public",
        "ai": r"(?:yapay\s+zeka\w*|bot\w*)\b",
        "norules": r"(?:hiçbir\s+kural\w*\s+olmayan|kuralsız)(?!\s+(?:için)\b)",
        "user": r"kullanıcıya",
        "note": r"bu\s+(?:not|talimat|kural)\w*",
        "hide": r"hiç\s+söz\s+etme|söz\s+etme|bahsetme",
        "offlast": r"(?:kapat|devre\s+dışı\s+bırak)\b",
        "guard": r"iki\s+faktörlü\s+kimlik\s+doğrulama\w*|2fa|imza\s+doğrulama\w*|antivirüs\w*|güvenlik\s+duvarı\w*",
    },
    "id": {
        "prev": r"(?:pedoman|instruksi|aturan|perintah)\s+sebelumnya",
        "only": r"hanya\s+(?:dokumen|berkas|file|catatan)\s+ini\s+yang\s+berlaku",
        "post": r"(?:tempel(?:kan)?|publikasikan|unggah)\b",
        "public": r"(?:issue|gist|tiket|repo\w*|kanal)\s+publik",
        "ai": r"(?:ai|bot)\b",
        "norules": r"(?:tidak\s+(?:punya|memiliki|ada)\s+aturan|tanpa\s+aturan)(?!\s+(?:untuk|soal|tentang)\b)",
        "hide": r"jangan\s+(?:pernah\s+)?(?:menyebut\w*|sebut\w*)",
        "note": r"catatan\s+ini|instruksi\s+ini",
        "user": r"pengguna",
        "off": r"(?:matikan|nonaktifkan)\b",
        "guard": r"autentikasi\s+dua\s+faktor|2fa|verifikasi\s+tanda\s+tangan|antivirus|firewall",
    },
    "vi": {
        "prev": r"(?:các\s+)?(?:hướng\s+dẫn|chỉ\s+dẫn|quy\s+tắc)\s+trước\s+(?:đây|đó)",
        "only": r"chỉ\s+(?:có\s+)?(?:tài\s+liệu|tệp|ghi\s+chú)\s+này",
        "ai": r"(?:(?:một\s+)?ai|bot)\b",
        "norules": r"(?:không\s+có\s+(?:bất\s+kỳ\s+)?quy\s+tắc)(?!\s+(?:cho|về)\b)",
    },
    "ro": {
        "prev": r"(?:directivele|instrucțiunile|regulile)\s+anterioare",
        "only": r"(?:contează|valabil\w*)\s+doar\s+(?:acest|această)\s+(?:document|fișier|notă)",
        "post": r"(?:lipește|publică|copiază)\b",
        "public": r"(?:issue|gist|tichet|repo\w*|canal)\s+public",
        "ai": r"(?:inteligență\s+artificială|ai|bot)\b",
        "norules": r"(?:nu\s+are\s+(?:nicio\s+|niciun\s+)?(?:reguli|limite|restricții))(?!\s+(?:pentru|de|la|privind)\b)",
        "hide": r"nu-i\s+menționa|nu\s+menționa",
        "note": r"(?:această|acest)\s+(?:notă|instrucțiune|regulă)",
        "user": r"utilizatorului",
        "off": _NEG + r"dezactivează\b" + _NEVER,
        "guard": r"autentificarea\s+în\s+doi\s+(?:pași|factori)|2fa|verificarea\s+semnăturilor|antivirusul|firewall-ul",
    },
    "cs": {
        "prev": r"předchozí\s+(?:směrnice|pokyny|instrukce|pravidla)",
        "only": r"platí\s+(?:jen|pouze)\s+(?:tento|tato)\s+(?:dokument|soubor|poznámka)",
        "ai": r"(?:ai|umělá\s+inteligence|bot)\b",
        "norules": r"(?:nemá\s+(?:žádná\s+)?(?:pravidla|omezení))(?!\s+(?:pro|na|k)\b)",
        "off": r"vypni\b" + _NEVER,
        "guard": r"dvoufázové\s+ověřování|2fa|ověřování\s+podpisů|antivir\w*|firewall",
    },
    "hu": {
        "prev": r"korábbi\s+(?:irányelv|utasítás|szabály)\w*",
        "only": r"csak\s+ez\s+a\s+(?:dokumentum|fájl|jegyzet)\s+(?:számít|érvényes)",
    },
    "sv": {
        "prev": r"tidigare\s+(?:riktlinjer|instruktioner|regler)",
        "only": r"bara\s+(?:det\s+här|detta)\s+(?:dokument|fil|anteckning)\w*\s+gäller",
        "ai": r"(?:(?:en\s+)?(?:ai|bot))\b",
        "norules": r"(?:inte\s+har\s+(?:några\s+)?regler|utan\s+regler)(?!\s+(?:för|om)\b)",
    },
    "da": {
        "prev": r"tidligere\s+(?:retningslinjer|instruktioner|instrukser|regler)",
        "only": r"(?:kun|bare)\s+(?:dette|denne)\s+(?:dokument|fil|note)\w*\s+(?:gælder|gjelder)",
    },
    "fi": {
        "prev": r"aiemmat\s+(?:ohjeet|säännöt)",
        "only": r"vain\s+tämä\s+(?:asiakirja|tiedosto|muistiinpano)\s+(?:pätee|on\s+voimassa)",
    },
    "uk": {
        "prev": r"попередні\s+(?:настанови|інструкції|вказівки|правила)",
        "only": r"(?:діє|чинний)\s+(?:лише|тільки)\s+цей\s+(?:документ|файл)",
    },
    "bg": {
        "prev": r"предишните\s+(?:указания|инструкции|правила)",
        "only": r"(?:важи|валиден\s+е)\s+само\s+(?:този|тази)\s+(?:документ|файл|бележка)",
    },
    "hr": {
        "prev": r"prethodne\s+(?:upute|smjernice)",
        "only": r"vrijedi\s+samo\s+(?:ovaj|ova)\s+(?:dokument|datoteka|bilješka)",
    },
    "ar": {
        "prev": r"(?:الإرشادات|التعليمات|الأوامر)\s+السابقة",
        "only": r"(?:إلا|فقط)\s+(?:هذا|هذه)\s+(?:المستند|الملف|الملاحظة)",
    },
    "es": {
        "post": r"(?:publica|pega|copia)\b",
        "public": r"(?:issue|gist|ticket|repo\w*|canal)\s+públic\w*",
        "off": _NEG + r"desactiva\b" + _NEVER,
        "guard": r"(?:la\s+)?autenticación\s+(?:de\s+)?dos\s+factores|2fa|(?:la\s+)?verificación\s+de\s+firmas|(?:el\s+)?antivirus|(?:el\s+)?firewall",
    },
    "pt": {
        "post": r"(?:publique|cole|copie)\b",
        "public": r"(?:issue|gist|ticket|repo\w*|canal)\s+públic\w*",
        "off": _NEG + r"desative\b" + _NEVER,
        "guard": r"(?:a\s+)?autenticação\s+de\s+dois\s+fatores|2fa|(?:a\s+)?verificação\s+de\s+assinaturas|(?:o\s+)?antivírus|(?:o\s+)?firewall",
    },
    "fr": {
        "post": r"(?:colle|publie|copie)\b",
        "public": r"(?:issue|gist|ticket|dépôt|canal)\s+(?:\S+\s+)?public",
        "off": _NEG + r"désactive\b" + _NEVER,
        "guard": r"(?:l['’])?authentification\s+à\s+deux\s+facteurs|2fa|(?:la\s+)?vérification\s+des\s+signatures|(?:l['’])?antivirus|(?:le\s+)?pare-feu",
    },
    "de": {
        "off": r"schalte\s+(?:die\s+|den\s+)?",
        "guard": r"(?:zwei-faktor-authentifizierung|2fa|mfa|signaturprüfung|virenscanner|firewall)\s+(?:für\s+\S+\s+\S+\s+)?ab\b",
    },
}

_FORMS: Final[Forms] = (
    (OVERRIDE, ("prev", "only")),
    (EXFILTRATION, ("post", "public")),
    (PERSONA, ("ai", "norules")),
    (PERSONA, ("norules", "ai")),
    (CONCEAL, ("hide", "user", "note")),
    (CONCEAL, ("hide", "note", "user")),
    (CONCEAL, ("user", "note", "hide")),
    (POLICY, ("off", "guard")),
    (POLICY, ("guard", "offlast")),
)

TABLE_MORE: Final = table_rows(_WORDS, _FORMS)
"""``(family, language, pattern)`` rows."""
