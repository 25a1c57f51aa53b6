"""Injection lexicons (pure data): Malay and Tagalog; the forms ``lexicon_i18n`` and
``lexicon_i18n_more`` lacked in Italian, Dutch, Polish, Turkish, Vietnamese, Indonesian, Swedish,
Swahili, French, German, Spanish and Portuguese (polite and plural imperatives, a persona
"from now on", the note copied into every project, file contents sent to an address); two orders
any language may carry (a downloaded script run without asking; no confirmation asked any more
before deleting); and the secret words of these languages, which tell a leak from a report.

Same view as the other lexicons (NFKC, case-folded); each rule also without its accents
(``lexicon_i18n_latin.spellings``).
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import (
    CONCEAL,
    EXFILTRATION,
    EXTRACTION,
    OVERRIDE,
    PERSISTENCE,
    PERSONA,
    POLICY,
    TOOL,
)
from .lexicon_i18n_latin import bare, spellings

_URL = r"(?:https?://|www\.)"
_ON = r"(?:[^.\n]|\.(?=\S))"
"""Any character of the sentence: a dot only inside a word (``.env``, ``config.php``)."""

_GAPS: Final[tuple[tuple[str, str, str], ...]] = (
    (
        OVERRIDE,
        "ms",
        r"\b(?:abaikan|lupakan)\s+(?:semua\s+|segala\s+)?(?:arahan|perintah|peraturan)\s+"
        r"(?:sebelum\s+ini|terdahulu|sebelumnya|asal|sistem)",
    ),
    (
        PERSONA,
        "ms",
        r"\b(?:mulai|mulai\s+dari|dari)\s+(?:sekarang|hari\s+ini)\s*,?\s*(?:kamu|anda|awak|engkau)\s+"
        r"(?:adalah|ialah|jadi|menjadi|merupakan)\b" + _ON + r"{0,60}(?:tanpa\s+(?:sebarang\s+"
        r"|apa\s+pun\s+)?(?:batas|sekatan|had|aturan)|tidak\s+(?:pernah|akan)\s+menolak)",
    ),
    (
        CONCEAL,
        "ms",
        r"\bjangan\s+(?:sesekali\s+|pernah\s+)?(?:beritahu|memberitahu|bagitahu)\s+(?:kepada\s+)?"
        r"pengguna\s+(?:tentang|mengenai|bahawa|bahwa)\s+(?:nota|arahan|catatan|perintah)\s+ini",
    ),
    (
        EXTRACTION,
        "ms",
        r"\b(?:paparkan|tunjukkan|dedahkan|cetak|tulis)\s+(?:semula\s+)?(?:seluruh\s+|semua\s+)?"
        r"(?:gesaan|prompt|arahan)\s+sistem",
    ),
    (
        POLICY,
        "ms",
        r"\b(?:matikan|lumpuhkan|nyahaktifkan)\s+(?:semua\s+)?(?:semakan|pemeriksaan|penapis)\s+"
        r"keselamatan",
    ),
    (EXFILTRATION, "ms", r"\bhantar(?:kan)?\s+" + _ON + r"{0,60}?\bke\s+" + _URL),
    (
        OVERRIDE,
        "tl",
        r"\b(?:huwag\s+(?:mong\s+)?pansinin|balewalain|kalimutan(?:\s+mo)?)\s+(?:ang\s+)?"
        r"(?:lahat\s+ng\s+)?(?:mga\s+)?(?:naunang|nakaraang|dating|orihinal\s+na)\s+(?:mga\s+)?"
        r"(?:tagubilin|instruksyon|utos|patakaran)",
    ),
    (
        PERSONA,
        "tl",
        r"\bmula\s+ngayon\s*,?\s*ikaw\s+(?:ay|na)\b" + _ON + r"{0,60}(?:walang\s+(?:anumang\s+"
        r"|kahit\s+anong\s+)?(?:limitasyon|restriksyon|patakaran)|hindi\s+tumatanggi)",
    ),
    (
        CONCEAL,
        "tl",
        r"\bhuwag\s+(?:mong\s+)?(?:sasabihin|sabihin|ipaalam)\s+sa\s+(?:user|gumagamit)\s+(?:ang\s+)?"
        r"(?:tungkol\s+sa\s+)?(?:tala|note|tagubilin|instruksyon)\s+na\s+ito",
    ),
    (
        EXTRACTION,
        "tl",
        r"\b(?:ipakita|ilabas|isulat|ibunyag)\s+(?:mo\s+)?(?:ang\s+)?(?:buong\s+)?(?:system\s+prompt"
        r"|mga\s+tagubilin\s+ng\s+sistema)",
    ),
    (EXFILTRATION, "tl", r"\b(?:ipadala|i-upload|ipasa)\s+" + _ON + r"{0,60}?\bsa\s+" + _URL),
    # ------------------------------------------------------------------ Italian
    (
        OVERRIDE,
        "it",
        r"\b(?:ignorate|ignorare|dimenticate|dimenticare|non\s+tenere\s+conto\s+delle)\s+"
        r"(?:tutte\s+)?(?:le\s+)?(?:istruzioni|regole|indicazioni|direttive)\s+(?:precedenti"
        r"|originali|di\s+sistema|ricevute)",
    ),
    (
        PERSONA,
        "it",
        r"\b(?:ora|adesso)(?:\s+in\s+poi)?\s*,?\s*sei\b" + _ON + r"{0,60}"
        r"(?:senza\s+(?:alcun\w*\s+|nessun\w*\s+)?(?:limit|restrizion|regol|filtr)"
        r"|non\s+rifiuti\s+mai)",
    ),
    (
        CONCEAL,
        "it",
        r"\b(?<=\bnon\s)(?:dire|rivelare|menzionare|raccontare)\s+(?:mai\s+)?(?:nulla\s+|niente\s+)?"
        r"(?:all['’]utente|agli\s+utenti)\s+(?:nulla\s+|niente\s+)?(?:di\s+quest|su\s+quest"
        r"|riguardo\s+(?:a\s+)?quest|che\s+quest)",
    ),
    (
        EXTRACTION,
        "it",
        r"\b(?:mostra(?:mi)?|rivela(?:mi)?|stampa|ripeti|scrivi)\s+(?:il\s+)?(?:tuo\s+)?"
        r"(?:prompt|istruzioni)\s+di\s+sistema",
    ),
    (
        PERSISTENCE,
        "it",
        r"\bcopia\s+(?:questa|questo|queste)\s+(?:istruzion\w+|nota|note|regola|voce)\s+"
        r"(?:nella|in|nelle)\s+" + _ON + r"{0,30}(?:ogni|tutti\s+i)\s+(?:\w+\s+)?progett",
    ),
    (
        EXFILTRATION,
        "it",
        r"\b(?:invia|manda|carica)\s+" + _ON + r"{0,60}?\b(?:a|su|verso)\s+" + _URL,
    ),
    (
        OVERRIDE,
        "it",
        r"\bdimentica\s+(?:tutto\s+)?(?:quello|ciò)\s+che\s+(?:l['’]utente|lo\s+sviluppatore|il\s+team)\s+"
        r"ti\s+ha\s+detto",
    ),
    # ------------------------------------------------------------------ Dutch
    (
        OVERRIDE,
        "nl",
        r"\b(?:negeer|vergeet)\s+(?:alles\s+)?wat\s+(?:de\s+)?(?:ontwikkelaar|gebruiker|beheerder)\w*\s+"
        r"(?:je|jou|u)\s+(?:eerder\s+|daarvoor\s+)?(?:heeft\s+)?(?:gezegd|verteld|opgedragen)",
    ),
    (
        PERSONA,
        "nl",
        r"\bvanaf\s+nu\s+(?:ben\s+(?:je|jij)|bent\s+u)\b" + _ON + r"{0,60}(?:zonder\s+(?:enige\s+)?"
        r"(?:beperking|regels|grenzen|filters)|weiger\w*\s+nooit)",
    ),
    (
        CONCEAL,
        "nl",
        r"\b(?:vertel|zeg)\s+(?:(?:het\s+)?(?:nooit|niet|niets)\s+(?:aan\s+)?de\s+gebruiker|de\s+"
        r"gebruiker\s+(?:nooit|niet|niets))\s+(?:iets\s+)?(?:over\s+(?:deze|dit)|dat\s+(?:deze|dit))",
    ),
    (
        EXTRACTION,
        "nl",
        r"\b(?:toon|geef|herhaal|print|onthul)\s+(?:me\s+|mij\s+)?(?:je|jouw|uw|de)\s+"
        r"(?:volledige\s+|hele\s+)?systeem\s*(?:prompt|instructies)",
    ),
    (
        POLICY,
        "nl",
        r"\bzet\s+(?:alle\s+)?(?:de\s+)?(?:veiligheids|beveiligings)(?:controles|checks|filters"
        r"|maatregelen)\s+uit\b",
    ),
    (
        PERSISTENCE,
        "nl",
        r"\bkopieer\s+(?:deze|dit)\s+(?:instructie|notitie|regel|aantekening)\s+naar\s+"
        + _ON
        + r"{0,30}(?:elk|ieder|alle)\s+(?:\w+\s+)?project",
    ),
    (
        CONCEAL,
        "nl",
        r"\b(?:vertel|zeg)\s+(?:niets|niks|nooit\s+iets)\s+(?:tegen|aan)\s+de\s+gebruiker\s+"
        r"(?:over\s+(?:deze|dit)|dat\s+(?:deze|dit))",
    ),
    (EXFILTRATION, "nl", r"\b(?:stuur|verstuur|upload)\b" + _ON + r"{0,60}\bnaar\s+" + _URL),
    # ------------------------------------------------------------------ Polish
    (
        PERSONA,
        "pl",
        r"\bod\s+(?:teraz|tej\s+pory|dziś|dzisiaj)\s+(?:jesteś|będziesz)\b" + _ON + r"{0,60}"
        r"(?:bez\s+(?:żadnych\s+)?ograniczeń|nigdy\s+nie\s+odmawia)",
    ),
    (
        CONCEAL,
        "pl",
        r"\b(?:nie\s+(?:mów|informuj|wspominaj)|nigdy\s+nie\s+(?:mów|informuj|wspominaj))\s+"
        r"(?:nigdy\s+)?użytkownik\w*\s*,?\s+(?:o\s+t(?:ej|ych|ym)|że\s+t(?:a|e|en|o))\b",
    ),
    (EXFILTRATION, "pl", r"\b(?:wyślij|prześlij|wrzuć)\s+" + _ON + r"{0,60}?\b(?:na|do)\s+" + _URL),
    (
        PERSISTENCE,
        "pl",
        r"\bskopiuj\s+(?:tę|ten|to)\s+(?:instrukcję|notatkę|regułę|wpis)\s+do\s+" + _ON + r"{0,30}"
        r"(?:każdego|wszystkich)\s+(?:\w+\s+)?projekt",
    ),
    # ------------------------------------------------------------------ Turkish
    (
        OVERRIDE,
        "tr",
        r"\b(?:önceki|tüm|bütün|eski)\s+(?:tüm\s+)?(?:talimatları|komutları|kuralları|yönergeleri)\s+"
        r"(?:dikkate\s+alma|önemseme|boş\s+ver)",
    ),
    (
        POLICY,
        "tr",
        r"\bgüvenlik\s+(?:kontrollerini|denetimlerini|filtrelerini|onaylarını)\s+(?:devre\s+dışı\s+"
        r"bırak|kapat|atla)",
    ),
    (
        PERSISTENCE,
        "tr",
        r"\b(?<=\bbu\s)(?:talimatı|notu|kuralı|girdiyi)\s+"
        + _ON
        + r"{0,40}(?:her|tüm)\s+(?:yeni\s+)?"
        r"proje" + _ON + r"{0,30}kopyala",
    ),
    # ------------------------------------------------------------------ Vietnamese, Indonesian
    (
        OVERRIDE,
        "vi",
        r"\b(?:bỏ\s+qua|phớt\s+lờ|lờ\s+đi|quên(?:\s+đi)?)\s+(?:hết\s+)?(?:tất\s+cả\s+|mọi\s+"
        r"|toàn\s+bộ\s+)?(?:các\s+|những\s+)?(?:hướng\s+dẫn|chỉ\s+dẫn|chỉ\s+thị|lệnh|quy\s+tắc)\s+"
        r"(?:trước|cũ|ban\s+đầu|của\s+hệ\s+thống)",
    ),
    (
        POLICY,
        "vi",
        r"\b(?:tắt|vô\s+hiệu\s+(?:hóa|hoá))\s+(?:hết\s+)?(?:tất\s+cả\s+)?(?:các\s+|mọi\s+)?"
        r"(?:kiểm\s+tra|bộ\s+lọc)\s+(?:bảo\s+mật|an\s+toàn)",
    ),
    (EXFILTRATION, "vi", r"\bgửi\s+" + _ON + r"{0,60}?\b(?:tới|đến|lên|về|sang)\s+" + _URL),
    (EXFILTRATION, "id", r"\b(?:kirim(?:kan)?|unggah(?:kan)?)\s+" + _ON + r"{0,60}?\bke\s+" + _URL),
    # ------------------------------------------------------------------ Swedish, Swahili
    (EXFILTRATION, "sv", r"\b(?:skicka|ladda\s+upp)\s+" + _ON + r"{0,60}?\btill\s+" + _URL),
    (
        EXTRACTION,
        "sw",
        r"\b(?:onyesha|andika|fichua)\s+(?:maagizo|maelekezo|prompt)\s+(?:yako\s+)?(?:yote\s+)?"
        r"ya\s+mfumo",
    ),
    (
        POLICY,
        "sw",
        r"\bzima\s+(?:ukaguzi|uthibitisho|vichujio)\s+(?:wote\s+|yote\s+)?wa\s+usalama",
    ),
    (EXFILTRATION, "sw", r"\btuma\s+" + _ON + r"{0,60}?\b(?:kwenda|kwa|hadi)\s+" + _URL),
    # ------------------------------------------------------------------ French, German
    (
        OVERRIDE,
        "fr",
        r"\b(?:veuillez|merci\s+d['’]|prière\s+d['’])\s*(?:ignorer|oublier)\s+(?:toutes\s+)?"
        r"(?:les\s+|vos\s+)?(?:\w+\s+)?(?:instructions|règles|consignes|directives)",
    ),
    (
        PERSISTENCE,
        "fr",
        r"\bcopie[zr]?\s+cette\s+(?:consigne|instruction|note|entrée)\s+dans\s+" + _ON + r"{0,30}"
        r"chaque\s+(?:nouveau\s+)?projet",
    ),
    (
        PERSISTENCE,
        "de",
        r"\bkopiere\s+(?:diese|diesen|dieses)\s+(?:anweisung|notiz|eintrag|regel)\w*\s+in\s+"
        + _ON
        + r"{0,40}(?:jede[sn]?|alle)\s+(?:\w+\s+)?projekt",
    ),
    (
        POLICY,
        "de",
        r"\b(?:deaktiviere|deaktivieren\s+sie)\s+(?:alle\s+)?(?:die\s+)?sicherheits(?:prüfungen"
        r"|checks|abfragen|kontrollen|filter)",
    ),
    # ------------------------------------------------------- no confirmation before deleting
    (
        POLICY,
        "pt",
        r"\b(?:não|nao)\s+(?:precisa|precisas|é\s+preciso|é\s+necessário)\s+mais\s+(?:de\s+)?"
        r"(?:pedir|solicitar)\s+(?:\w+\s+)?(?:confirmação|permissão|autorização)\s+"
        r"(?:antes\s+de|para)\s+(?:apagar|excluir|deletar|remover|destruir|dropar)",
    ),
    (
        POLICY,
        "es",
        r"\bya\s+no\s+(?:necesitas|necesita|hace\s+falta|tienes\s+que|es\s+necesario)\s+"
        r"(?:pedir|solicitar)\s+(?:\w+\s+)?(?:confirmación|permiso|autorización)\s+"
        r"(?:antes\s+de|para)\s+(?:borrar|eliminar|destruir|suprimir)",
    ),
    (
        POLICY,
        "fr",
        r"\b(?:tu\s+n['’]as|vous\s+n['’]avez|il\s+n['’]est)\s+plus\s+(?:besoin|nécessaire)\s+de\s+"
        r"demander\s+(?:\w+\s+)?(?:confirmation|permission|autorisation)\s+avant\s+de\s+"
        r"(?:supprimer|effacer|détruire|vider)",
    ),
    (
        POLICY,
        "it",
        r"\bnon\s+(?:devi|serve|è\s+necessario)\s+più\s+chiedere\s+(?:\w+\s+)?(?:conferma|permesso)"
        r"\s+(?:prima\s+di|per)\s+(?:cancellare|eliminare|distruggere|rimuovere)",
    ),
    (
        POLICY,
        "de",
        r"\b(?:du\s+musst|sie\s+müssen)\s+nicht\s+mehr\s+(?:nach)?fragen\s*,?\s+bevor\s+(?:du|sie)\s+"
        + _ON
        + r"{0,40}(?:löschst|löschen|entfernst|zerstörst)",
    ),
)

_WITHOUT_ASKING = (
    r"sin\s+(?:preguntar|pedir\s+(?:confirmación|permiso)|confirmación)|ohne\s+(?:zu\s+fragen"
    r"|rückfrage|nachfrage|bestätigung)|sans\s+(?:demander|confirmation|poser\s+de\s+question)"
    r"|sem\s+(?:perguntar|pedir\s+confirmação|confirmação)|senza\s+(?:chiedere|conferma)"
    r"|zonder\s+(?:te\s+vragen|bevestiging)|bez\s+(?:pytania|pytań|potwierdzenia|ptaní|potvrzení"
    r"|pýtania|pitanja|potvrde)|sormadan|onay\s+(?:almadan|istemeden)|mà\s+không\s+(?:cần\s+)?"
    r"(?:hỏi|xác\s+nhận)|tanpa\s+(?:bertanya|tanya|konfirmasi|pengesahan)|fără\s+(?:să\s+întrebi"
    r"|confirmare)|kérdés\s+nélkül|megerősítés\s+nélkül|uden\s+at\s+spørge|uten\s+å\s+spørre"
    r"|kysymättä|sense\s+(?:preguntar|confirmació)|neklausdam|neklausiant|utan\s+att\s+fråga"
    r"|nang\s+hindi\s+nagtatanong|bila\s+kuuliza"
)

_ANY_LANGUAGE: Final[tuple[tuple[str, str, str], ...]] = (
    (
        TOOL,
        "mul",
        r"https?://\S+\.(?:sh|bash|ps1|py|bat|cmd|exe)\b[^\n]{0,80}?(?:" + _WITHOUT_ASKING + r")",
    ),
)

GAPS: Final = spellings(_GAPS + _ANY_LANGUAGE)
"""``(family, language, pattern)`` rows, in each spelling (``lexicon_i18n_latin.spellings``)."""

_SECRET_WORDS: Final = (
    r"\b(?:parol[aăe]\w*|hesl[oa]|jelszó\w*|adgangskode\w*|passord\w*|salasan\w*|contrasenya\w*"
    r"|jelszav\w*|lozink\w*|slaptažod\w*|hasł[oa]|hasel|şifre\w*|wachtwoord\w*|lösenord\w*|kata\s+sandi"
    r"|kata\s+laluan|credenziali|chiav[ei]\s+(?:api|privat\w*|segret\w*)|sleutels?|nycklar"
    r"|nøgler?|nøkler?|kulcs\w*|klíč\w*|kľúč\w*|avaim\w*|ključ\w*|klucz\w*|mật\s+khẩu|nywila"
    r"|credențial\w*|chei(?:a|le)\s+(?:api|privat\w*|secret\w*|de\s+acces)|id_(?:rsa|ed25519)|(?:env|secrets?|credentials?|wp-config|appsettings"
    r"|parameters|settings|config)\.(?:php|ya?ml|json|ini|toml|py|js|xml|cfg|conf|properties))\b"
)
SECRET_WORDS: Final = f"{_SECRET_WORDS}|{bare(_SECRET_WORDS)}"
"""Secret words of the languages above: a send order carrying one of them is a leak."""
