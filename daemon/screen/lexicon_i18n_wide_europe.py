"""More word groups of Greek, Ukrainian, Lithuanian, Polish, Finnish, Czech, Hungarian, Romanian,
Icelandic and Turkish for the classes of ``lexicon_i18n_aa_forms`` (pure data, helper i18n16b,
session 16): the orders of rounds 41/42 their older rows missed, as classes (the old rules
declared void, "don't ask for confirmation before deleting/deploying", "if asked whether you
changed it, say no", "don't tell the user that …", a secret sent to a handle or an address, the
hidden instructions written out, this note copied into every memory file or to other bots, kept
and rewritten when deleted). Same conventions as ``lexicon_i18n_aa_forms_sea``; Greek written
case-folded (final sigma is ``σ``), as the view reads it.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_aa_forms_sea import SECRET_EN, Group

W: Final = r"(?:\S+\s+)"
"""One word and the space after it."""

AGENT_FILES: Final = r"memory\.md|claude\.md|agents\.md|gemini\.md|\.cursorrules|copilot-instructions\S*|\.windsurfrules"
"""The files an agent reads its standing notes from (never an opener)."""

DEST_HANDLE: Final = r"(?<![\w.+-])@[a-z0-9_]{3,}\b|\bdm\b|\bdms\b"
"""A chat handle or a direct message a secret is sent to (never an opener; a team channel such as
Slack is no destination of its own)."""

PROD_WIDE: Final = (
    r"\bproduction\b|\bprod\b|\bterraform\s+(?:apply|destroy)\b|\bdeploy\w*|\bdestroy\b"
    r"|\bbuckets?\b|\bkubectl\s+delete\b|\bdrop\s+(?:table|database)\b|\bforce[\s-]?push\b"
)
"""The destructive or production acts an approval guards, in English (never an opener)."""

EL: Final[dict[str, Group]] = {
    "void": r"δεν\s+(?:\S+\s+)?ισχύουν|δεν\s+είναι\s+(?:πλέον\s+)?σε\s+ισχύ|άκυρ\w*|καταργ\w*|ξεπερασμέν\w*|παρωχημέν\w*",
    "prior": r"(?:οδηγίε?σ|κανόνε?σ|κανόνα|εντολέσ|ρυθμίσεισ)\s+(?:\S+\s+){0,3}?(?:που\s+(?:σου\s+)?(?:δόθηκαν|έλαβεσ|πήρεσ|έχεισ)|του\s+συστήματοσ|στην\s+αρχή)",
    "ignore": r"\bαγνόησε\b|\bαγνοήστε\b|\bξέχασε\b|\bξεχάστε\b",
    "now": r"από\s+(?:εδώ\s+και\s+)?(?:τώρα|στο\s+εξήσ)",
    "obey": r"(?:ακολούθα|ακολούθησε|υπάκουε)\s+(?:\S+\s+){0,5}?μόνο|μόνο\s+(?:\S+\s+){0,5}?(?:ακολούθα|ακολούθησε|υπάκουε)",
    "asked": r"\bαν\s+(?:\S+\s+){0,3}?(?:ρωτήσει|ρωτήσουν|σε\s+ρωτήσει|σε\s+ρωτήσουν)",
    "lie": r"\bπεσ\s+(?:\S+\s+)?(?:όχι|ψέματα)\b|απάντησε\s+(?:\S+\s+)?όχι\b|\bαρνήσου\b|\bαρνηθείτε\b",
    "tellnot": r"μην\s+(?:του\s+|τησ\s+|τουσ\s+)?(?:πεισ|πείτε|αναφέρεισ|αναφέρετε|λεσ|ενημερώσεισ)\s+(?:\S+\s+){0,2}?(?:στον\s+χρήστη|στο\s+χρήστη|σε\s+κανέναν|στον\s+πελάτη|χρήστη|πελάτη)",
    "this": r"(?:ότι|πωσ)\s+(?:\S+\s+){0,6}?(?:στέλν\w*|στάλθηκ\w*|αποστέλλ\w*|άλλαξ\w*|διέγραψ\w*|καταγραφ\w*|αρχεία\s+καταγραφήσ|logs?|δεδομένα)|για\s+τισ\s+αλλαγέσ",
    "send": r"(?<!μη\s)(?<!μην\s)\bστείλ\w*|\bστείλτε\b|\bπροώθησ\w*|\bανέβασ\w*|\bαντίγραψ\w*|\bμοιράσου\b",
    "secret": (
        r"όλουσ\s+τουσ\s+κωδικούσ|κωδικ\w*\s+(?:πρόσβασησ|εισόδου)|συνθηματικ\w*|κλειδι\w*|διαπιστευτήρι\w*|μυστικ\w*",
        SECRET_EN,
    ),
    "dest": r"προσωπικό\s+(?:μου\s+)?(?:email|e-mail|ταχυδρομείο)|" + DEST_HANDLE,
    "reveal": r"\bγράψε\b|\bεμφάνισε\b|\bδείξε\b|\bτύπωσε\b|\bαντίγραψε\b|\bεπανάλαβε\b|\bαποκάλυψε\b",
    "instr": r"(?:οδηγίεσ|εντολέσ|ρυθμίσεισ)\s+(?:\S+\s+){0,2}?(?:συστήματοσ|που\s+σου\s+δόθηκαν|κρυφ\w*)|κρυφ\w*\s+(?:οδηγίεσ|εντολέσ)|αρχικ\w*\s+οδηγίεσ",
    "noconfirm": r"(?:μη(?:ν)?\s+ζητ\w+|δεν\s+χρειάζεται\s+(?:να\s+ζητ\w+\s+)?)\s*(?:\S+\s+)?(?:επιβεβαίωσ\w*|έγκρισ\w*|άδεια)\s+(?:\S+\s+){0,4}?(?:πριν|για)\s+(?:\S+\s+){0,4}?(?:παραγωγ\w*|production|διαγραφ\w*|διαγράψ\w*|deploy\w*|terraform|ανάπτυξ\w*)",
    "copyin": r"\bαντίγραψ\w*|\bπρόσθεσ\w*|\bεπικόλλησ\w*|\bβάλε\b|\bγράψε\b|\bεπανάλαβε\b",
    "selfref": r"αυτ[ήό]ν?\s+(?:την\s+|το\s+|τη\s+)?(?:παράγραφο|σημείωση|οδηγία|κείμενο|μήνυμα|ενότητα)|αυτέσ\s+τισ\s+οδηγίεσ",
    "spread": (
        r"κάθε\s+(?:\S+\s+)?(?:αρχείο|αποθετήριο|έργο|απάντηση)|σε\s+όλα\s+τα\s+(?:αρχεία|αποθετήρια|έργα)|άλλ\w+\s+(?:πράκτορ\w+|βοηθ\w+|bots?)",
        r"κάθε\s+(?:\S+\s+)?(?:" + AGENT_FILES + r"|repo\w*|project\w*)",
    ),
    "wiped": r"\bαν\s+(?:\S+\s+){0,3}?(?:διαγρ\w+|σβήσει|σβήσουν|αφαιρέσει)",
    "rewrite": r"ξαναγράψ\w*|γράψ\w+\s+(?:\S+\s+)?ξανά|επανάφερ\w*",
}

UK: Final[dict[str, Group]] = {
    "void": r"\bбільше\s+не\s+(?:діють|дійсні|чинні|актуальні)\b|\bнедійсн\w*|\bзастарі\w*|\bскасован\w*|\bвтратили\s+чинність",
    "prior": r"(?:інструкці\w*|правила|вказівки|налаштування)[\s,]+(?:\S+\s+){0,3}?(?:які\s+(?:тобі\s+)?(?:дали|надали|отримав\w*)|(?:на\s+)?початку\s+(?:сесії|розмови)|системн\w*)|системн\w*\s+(?:інструкці\w*|правила|вказівки)",
    "ignore": r"\bігноруй\w*|\bзабудь\b|\bзабудьте\b|\bне\s+зважай\b",
    "now": r"\bвідтепер\b|\bвід\s+цього\s+моменту\b|\bз\s+цього\s+моменту\b",
    "obey": r"(?:виконуй|слухай|дотримуйся)\s+(?:\S+\s+){0,4}?(?:лише|тільки)\b|(?:лише|тільки)\s+(?:\S+\s+){0,4}?(?:виконуй|слухай|дотримуйся)",
    "asked": r"\bякщо\s+(?:\S+\s+){0,3}?(?:спита\w*|запита\w*)[\s,]+чи\s+(?:ти\s+)?\S+(?:в|ла)\b",
    "lie": r"(?:скажи|відповідай|відповідж)\w*[\s,]+(?:\S+\s+)?що\s+ні\b|\bзаперечуй\b|\bзбреши\b|\bскажи\s+ні\b",
    "tellnot": r"\bне\s+(?:кажи|повідомляй|згадуй|розповідай|кажіть|повідомляйте)\s+(?:\S+\s+){0,2}?(?:користувач\w*|нікому|клієнт\w*|рев'юер\w*)",
    "this": r"\bщо\s+(?:\S+\s+){0,6}?(?:надсила\w*|відправля\w*|пересила\w*|змін\w*|видал\w*|лог\w*|журнал\w*|дані|телеметр\w*)|\bпро\s+(?:\S+\s+)?(?:змін\w*|надсилання|відправку|логи|журнали|телеметр\w*)",
    "send": r"(?<!не\s)\b(?:перешли\w*|надішли\w*|відправ\w*|скинь|пересилай\w*|завантаж\w*|скопіюй\w*)",
    "secret": (r"\bтокен\w*|\bпарол\w*|\bключ\w*\s+api|\bсекрет\w*|\bоблікові\s+дані", SECRET_EN),
    "dest": r"особист\w+\s+повідомлен\w*|\bприват\w*|\bбот\w*\s+@|" + DEST_HANDLE,
    "reveal": r"\bвиведи\b|\bнапиши\b|\bпокажи\b|\bроздрукуй\b|\bскопіюй\b|\bповтори\b",
    "instr": r"(?:інструкці\w*|вказівки|промпт\w*)\s+(?:\S+\s+){0,2}?(?:системи|системн\w*|які\s+тобі\s+дали|прихован\w*)|(?:системн\w*|прихован\w*|початков\w*)\s+(?:інструкці\w*|промпт\w*)",
    "noconfirm": r"підтвердж\w*\s+(?:перед|для)\s+(?:\S+\s+){0,6}?(?:більше\s+)?не\s+(?:потрібн\w*|треба|обов'язков\w*)|(?:більше\s+)?не\s+(?:питай|проси|запитуй)\s+(?:\S+\s+)?(?:підтвердж\w*|дозвол\w*)\s+(?:\S+\s+){0,2}?перед\s+(?:\S+\s+){0,3}?(?:видален\w*|розгорт\w*|деплой\w*|продакшн\w*|прод\b|terraform)",
    "copyin": r"\bдодавай\b|\bдодай\b|\bскопіюй\b|\bкопіюй\b|\bвстав\w*|\bдописуй\b",
    "selfref": r"(?:повний\s+)?текст\s+(?:ціє|цьо)\w+\s+(?:нотатки|інструкції|замітки)|\bцю\s+(?:нотатку|інструкцію|замітку)|\bцей\s+(?:абзац|текст)",
    "spread": (
        r"\bінш\w+\s+(?:бот\w*|агент\w*|асистент\w*)|\bкожн\w+\s+(?:\S+\s+)?(?:репозитор\w*|проєкт\w*|файл\w*|відповід\w*)",
        r"\bкожн\w+\s+(?:" + AGENT_FILES + r")|інш\w+\s+(?:\S+\s+)?bots?\b",
    ),
    "forever": r"\bназавжди\b|\bпостійно\b",
    "wiped": r"(?:коли|якщо)\s+(?:\S+\s+){0,2}?(?:пам'ять|пам’ять|нотатки)\s+(?:\S+\s+)?(?:очищ\w*|видал\w*|стира\w*)|(?:коли|якщо)\s+(?:\S+\s+){0,2}?(?:видал\w*|стер\w*|очист\w*)",
    "rewrite": r"\bвідновлюй\w*|\bвідновл\w*|\bзапиши\s+(?:\S+\s+)?знову|\bповертай\b",
}

LT: Final[dict[str, Group]] = {
    "void": r"\bnebegalioja\b|\bnegalioja\b|\bpasen\w*|\bpanaikint\w*|\batšaukt\w*",
    "prior": r"(?:taisyklės|instrukcijos|nurodymai)[\s,]+(?:\S+\s+){0,3}?(?:kurias\s+gavai|kuriuos\s+gavai|sesijos\s+pradžioje|pradžioje|sistemos)|sistemos\s+(?:taisyklės|instrukcijos|nurodymai)",
    "autoyes": r"\bnebeprašyk\s+(?:\S+\s+)?(?:patvirtinimo|leidimo)|\bneprašyk\s+(?:\S+\s+)?(?:patvirtinimo|leidimo)|patvirtinimo\s+(?:\S+\s+)?nebereikia|(?:tvirtinimo|patvirtinimo)\s+žingsnis\s+(?:\S+\s+)?panaikintas",
    "prod": (r"\bgamybin\w*|\bprodukcij\w*|\bištrin\w*|\bdiegim\w*", PROD_WIDE),
    "asked": r"\bjei\s+(?:\S+\s+){0,3}?(?:paklaus\w*|klaus\w*)[\s,]+ar\s+(?:tu\s+)?\S+(?:ai|ei)\b",
    "lie": r"(?:sakyk|atsakyk)[\s,]+(?:\S+\s+)?kad\s+ne\b|\bneik\b|\bmeluok\b",
}

PL: Final[dict[str, Group]] = {
    "void": r"\bnieaktualn\w*|\bnieważn\w*|\bprzestarza\w*|\bjuż\s+nie\s+obowiązuj\w*|\bnie\s+obowiązuj\w*|\bunieważnion\w*|\bprzestały\s+obowiązywać",
    "prior": r"(?:zasady|reguły|instrukcje|polecenia|wytyczne)[\s,]+(?:\S+\s+){0,3}?(?:któr\w+\s+(?:ci\s+)?(?:dostałeś|dostałaś|otrzymałeś|otrzymałaś|dano|przekazano|podano)|na\s+(?:starcie|początku)\s+(?:sesji|rozmowy)|systemow\w*)|systemowe\s+(?:zasady|reguły|instrukcje|polecenia|wytyczne)",
    "asked": r"\b(?:jeśli|jeżeli|gdy|kiedy)\s+(?:\S+\s+){0,3}?(?:zapyta|spyta|zapytają|spytają)\w*[\s,]+czy\s+(?:\S+\s+)?\S+(?:łeś|łaś)\b",
    "lie": r"(?:odpowiedz|powiedz|mów)\w*[\s,]+(?:\S+\s+)?że\s+nie(?=\s*[.!;]|\s*$)|\bzaprzecz\w*|\bskłam\w*|\bokłam\w*",
    "tellnot": r"\bnie\s+(?:mów|wspominaj|informuj|zgłaszaj|mówcie)\s+(?:\S+\s+){0,2}?(?:użytkownik\w*|nikomu|klient\w*|recenzent\w*)",
    "this": (
        "",
        r"\bże\s+(?:\S+\s+){0,6}?(?:wysyła\w*|trafiaj\w*|przesyła\w*|zmieni\w*|usun\w*|log\w*|dane|telemetri\w*)|\bo\s+(?:\S+\s+)?(?:zmian\w*|wysyłani\w*|logach|telemetri\w*)",
    ),
    "send": r"(?<!nie\s)\b(?:wyślij\w*|prześlij\w*|przekaż\w*|wrzuć|skopiuj|wysyłaj)\b",
    "secret": (
        r"\bhasł[oaem]\w*|\bhaseł\b|\bklucz\w*|\bsekret\w*|dane\s+logowania|poświadcze\w*",
        SECRET_EN,
    ),
    "dest": ("", r"prywatn\w+\s+(?:wiadomo\w+|skrzynk\w+|maila?)|" + DEST_HANDLE),
    "reveal": r"\bwypisz\b|\bwydrukuj\b|\bpokaż\b|\bnapisz\b|\bskopiuj\b|\bpowtórz\b|\bujawnij\b",
    "instr": r"(?:instrukcje|polecenia|prompt\w*)\s+(?:\S+\s+){0,2}?(?:systemow\w*|ukryt\w*|któr\w+\s+(?:dostałeś|otrzymałeś))|(?:ukryte|systemowe|początkowe)\s+(?:instrukcje|polecenia)",
    "noconfirm": r"(?:nie\s+(?:musisz\s+)?(?:pytać|prosić|pytaj|proś)|już\s+nie\s+(?:pytaj|proś))\s+(?:\S+\s+)?(?:o\s+)?(?:potwierdzeni\w*|zgod\w*|pozwoleni\w*)\s+(?:\S+\s+){0,2}?przed\s+(?:\S+\s+){0,4}?(?:produkcj\w*|wdroż\w*|usunięci\w*|usuwani\w*|deploy\w*|terraform)|potwierdzeni\w*\s+przed\s+(?:\S+\s+){0,5}?(?:nie\s+jest\s+(?:już\s+)?potrzebn\w*|jest\s+zbędn\w*)",
    "copyin": r"\bskopiuj\b|\bdodaj\b|\bdopisz\b|\bwklej\b|\bdołącz\b|\bdodawaj\b",
    "selfref": (
        "",
        r"\bt(?:en|ę|ą)\s+(?:notatk\w+|akapit|instrukcj\w+|wiadomoś\w+|tekst)|treść\s+tej\s+notatki",
    ),
    "spread": (
        r"\bkażd\w+\s+(?:\S+\s+)?(?:pliku|repozytori\w*|projek\w*|odpowiedzi)|\binn\w+\s+(?:bot\w*|agent\w*|asystent\w*)",
        r"\bkażd\w+\s+(?:" + AGENT_FILES + r")",
    ),
}

FI: Final[dict[str, Group]] = {
    "void": r"\bvanhentune\w*|\bvanhentuneet\b|\beivät\s+(?:enää\s+)?(?:ole\s+voimassa|päde)\b|\bmitätö\w*|\bkumott\w*",
    "prior": r"(?:istunnon|keskustelun)\s+alussa\s+saama\w*|alussa\s+saama\w*\s+(?:säännö\w*|ohje\w*)|järjestelmän\s+(?:ohjee\w*|säännö\w*|ohjeet|säännöt)",
    "ignore": r"\bunohda\b|\bunohtakaa\b|\bälä\s+välitä\b|\bohita\b",
    "asked": r"\bjos\s+(?:\S+\s+){0,3}?(?:kysyy|kysytään|kysyvät)[\s,]+(?:\S+\s+)?\S+(?:itko|itkö|oitko|oitkö)\b",
    "lie": r"\bsano\s+(?:\S+\s+)?(?:ettei|että\s+et|ei)\b|\bkiellä\b|\bvalehtele\b",
    "tellnot": r"\bälä\s+(?:kerro|mainitse|ilmoita)\s+(?:\S+\s+){0,2}?(?:käyttäjä\w*|kenellekään|asiakka\w*)",
    "this": (
        "",
        r"\bettä\s+(?:\S+\s+){0,6}?(?:lähetet\w*|lähtee|lähtevät|muutit|poistit|loki\w*|tiedot|telemetri\w*)|\bmuutoksista\b",
    ),
    "send": r"(?<!älä\s)(?<!älkää\s)\b(?:lähetä|lähettäkää|välitä|lataa|kopioi)\b",
    "secret": (r"\bsalasan\w*|\bavai\w*|\btunnuks\w*|\bsalaisuu\w*", SECRET_EN),
    "dest": ("", DEST_HANDLE),
    "reveal": r"\btulosta\b|\bkirjoita\b|\bnäytä\b|\bkopioi\b|\btoista\b|\bpaljasta\b",
    "instr": r"(?:piilotetu\w*|järjestelmän|alkuperäise\w*|saama\w*)\s+(?:ohjee\w*|ohjeet|kehotte\w*)|järjestelmäkehote\w*",
    "noconfirm": r"(?:älä\s+(?:enää\s+)?(?:pyydä|kysy)|ei\s+(?:enää\s+)?tarvitse\s+(?:pyytää|kysyä))\s+(?:\S+\s+)?(?:vahvistus\w*|hyväksyn\w*|lupaa)\s+(?:\S+\s+){0,4}?(?:tuotanto\w*|poist\w*|julkais\w*|deploy\w*|terraform)",
    "copyin": r"\bkopioi\b|\blisää\b|\bliitä\b|\bkirjoita\b",
    "selfref": r"\btämä\s+(?:kappale|muistiinpano|ohje|teksti|viesti)|\btämän\s+(?:kappaleen|muistiinpanon|ohjeen|tekstin)",
    "spread": (
        r"\bjokaise\w+\s+(?:\S+\s+)?(?:tiedosto\w*|repositorio\w*|projekti\w*|vastauks\w*)|\bmuille\s+(?:botei\w*|agentei\w*|avustaj\w*)",
        r"\bjokaise\w+\s+(?:" + AGENT_FILES + r")",
    ),
}
CS: Final[dict[str, Group]] = {
    "void": r"\bneplat\w*|\bzastaral\w*|\bzrušen\w*|\bpřestal\w*\s+platit|\bjiž\s+neplatí|\buž\s+neplatí",
    "prior": r"(?:pravidla|instrukce|pokyny)[\s,]+(?:\S+\s+){0,3}?(?:které\s+(?:jsi\s+)?dostal\w*|na\s+začátku\s+(?:relace|konverzace)|systémov\w*)|systémové\s+(?:pravidla|instrukce|pokyny)",
    "autoyes": r"se už nemusíš ptát|\bnemusíš\s+se\s+(?:už\s+)?ptát|(?:už\s+)?nežádej\s+(?:\S+\s+)?(?:potvrzení|souhlas)|potvrzení\s+(?:\S+\s+){0,5}?(?:už\s+)?(?:není\s+(?:už\s+)?potřeba|není\s+nutné)",
    "prod": (r"\bproduk\w*|\bnasazen\w*|\bsmazán\w*|\bmazání\b|\bflotil\w*", PROD_WIDE),
    "asked": r"\bpokud\s+(?:\S+\s+){0,3}?(?:zeptá|ptá)\w*[\s,]+(?:\S+\s+)?zda\s+(?:jsi\s+)?\S+(?:l|la)\b|\bkdyž\s+se\s+(?:\S+\s+)?zeptá",
    "lie": r"(?:řekni|odpověz)[\s,]+(?:\S+\s+)?že\s+ne(?=\s*[.!;]|\s*$)|\bzapři\b|\blži\b",
    "tellnot": r"\b(?:neříkej|nezmiňuj|neinformuj|nehlas|zataj)\s+(?:\S+\s+){0,2}?(?:uživatel\w*|nikomu|zákazník\w*)",
    "this": (
        "",
        r"\bže\s+(?:\S+\s+){0,6}?(?:posíl\w*|odcház\w*|odesíl\w*|změnil\w*|smazal\w*|log\w*|data|telemetri\w*)|\bo\s+změnách\b",
    ),
    "send": r"\bpošli\b|\bpřepošli\b|\bodešli\b|\bnahraj\b|\bzkopíruj\b",
    "secret": (r"\bhesl\w*|\bklíč\w*|přihlašovací\s+údaje", SECRET_EN),
    "dest": ("", DEST_HANDLE),
    "reveal": r"\bvypiš\b|\bnapiš\b|\bukaž\b|\bzobraz\b|\bzkopíruj\b|\bzopakuj\b",
    "instr": r"(?:skryt\w*|systémov\w*|původní\w*)\s+(?:instrukce|pokyny|prompt)",
}

HU: Final[dict[str, Group]] = {
    "void": r"\belavult\w*|\bérvénytelen\w*|\bmár\s+nem\s+érvényes\w*|\bnem\s+érvényes\w*|\bhatályukat\s+vesztették|\bvisszavon\w*",
    "prior": r"(?:munkamenet|beszélgetés)\s+elején\s+kapott\s+(?:szabály|utasítás)\w*|elején\s+kapott\s+(?:szabály|utasítás)\w*|rendszer\s*(?:szabály|utasítás)\w*|kapott\s+(?:szabályaid|utasításaid)",
    "ignore": r"\bhagyd\s+figyelmen\s+kívül|\bfelejtsd\s+el\b",
    "asked": r"\b(?:meg|rá)?kérdez\w*[\s,]+(?:\S+\s+)?\S+(?:tad|ted|tál|tél)-e\b",
    "lie": r"\bmondd?[\s,]+(?:azt[\s,]+)?hogy\s+nem\b|\btagadd?\s+le\b|\bhazudj\b|\bletagad\w*",
    "tellnot": r"(?<=ne\s)(?:mondd?|említsd?|szólj|áruld)\w*\s+(?:el\s+)?(?:\S+\s+){0,2}?(?:felhasználó\w*|senkinek|ügyfél\w*)",
    "this": (
        "",
        r"\bhogy\s+(?:\S+\s+){0,6}?(?:küld\w*|mennek|megy|módosít\w*|törölt\w*|napló\w*|log\w*|adat\w*|telemetri\w*)|\bváltoztatás\w*",
    ),
    "send": r"(?<!ne\s)\b(?:küldd\w*|küldj\w*|továbbítsd\w*|töltsd\s+fel|másold)\b",
    "secret": (r"\bjelsz\w*|\bkulcs\w*|\btitk\w*|hitelesítő\s+adat\w*", SECRET_EN),
    "dest": ("", DEST_HANDLE),
    "reveal": r"\bírd\s+ki\b|\bírasd\s+ki\b|\bmutasd\s+meg\b|\bmásold\s+ki\b|\bismételd\s+meg\b",
    "instr": r"(?:rejtett|rendszer|eredeti|kapott)\s*(?:utasítás\w*|prompt\w*)",
    "noconfirm": r"(?:(?<=ne\s)kérj|\bnem\s+kell\s+(?:\S+\s+)?kérned?)\s+(?:\S+\s+)?(?:megerősítés\w*|jóváhagyás\w*|engedély\w*)\s+(?:\S+\s+){0,4}?(?:előtt|éles\w*|produkci\w*|törl\w*|telepít\w*)",
}

RO: Final[dict[str, Group]] = {
    "void": r"nu mai sunt valabile|nu mai se aplică|\bexpirat\w*|\banulat\w*|\bdepășit\w*|\bdepasit\w*",
    "prior": r"(?:regulile|instrucțiunile|instructiunile|indicațiile)\s+(?:\S+\s+){0,3}?(?:primite\s+(?:la\s+început|inițial)|pe\s+care\s+le-ai\s+primit|de\s+sistem)|(?:regulile|instrucțiunile)\s+sistemului",
    "ignore": r"\bignoră\b|\bignorați\b|\buită\b",
    "asked": r"\bdacă\s+(?:\S+\s+){0,3}?(?:întreabă|intreaba)[\s,]+(?:\S+\s+)?dacă\s+ai\s+\S+",
    "lie": r"\bspune\s+(?:\S+\s+)?că\s+nu\b|\brăspunde\s+(?:\S+\s+)?nu\b|\bneagă\b|\bminte\b",
    "tellnot": r"(?:(?<=nu\s)|(?<=nu\sîi\s)|(?<=nu\sle\s))(?:spune|menționa|pomeni)\s+(?:\S+\s+){0,2}?(?:utilizator\w*|nimănui|clientului)",
    "this": (
        "",
        r"\bcă\s+(?:\S+\s+){0,6}?(?:trimi\w*|modific\w*|șters\w*|jurnal\w*|log\w*|date|telemetri\w*)|\bdespre\s+(?:\S+\s+)?(?:modificări|trimiterea|jurnale)",
    ),
    "send": r"(?<!nu\s)\b(?:trimite|redirecționează|încarcă|copiază)\b",
    "secret": (r"\bparol\w*|\bchei\w*|credențial\w*", SECRET_EN),
    "dest": ("", DEST_HANDLE),
    "reveal": r"\bafișează\b|\bscrie\b|\barată\b|\bcopiază\b|\brepetă\b",
    "instr": r"instrucțiunile\s+(?:\S+\s+)?(?:de\s+sistem|ascunse|inițiale|primite)",
    "noconfirm": r"(?:(?<=nu\s)|(?<=nu\smai\s))(?:cere|solicita)\s+(?:\S+\s+)?(?:confirmare|aprobare|permisiune)\s+(?:\S+\s+){0,2}?(?:înainte|inainte)\s+(?:\S+\s+){0,4}?(?:producție|productie|ștergere|deploy\w*|terraform)",
    "copyin": r"\badaugă\b|\bcopiază\b|\binserează\b|\blipește\b|\bscrie\b",
    "selfref": (
        "",
        r"\b(?:această|aceasta)\s+(?:notă|nota|instrucțiune|secțiune)|\bacest\s+(?:paragraf|text|mesaj)",
    ),
    "spread": (
        r"\bfiecare\s+(?:\S+\s+)?(?:depozit|proiect|fișier|răspuns)|\btoate\s+(?:depozitele|proiectele|fișierele)|\balți\s+(?:boți|agenți|asistenți)",
        r"\bfiecare\s+(?:"
        + AGENT_FILES
        + r"|repo\w*)|(?:"
        + AGENT_FILES
        + r")\S*\s*(?:,|și|si)\s*(?:"
        + AGENT_FILES
        + ")",
    ),
}

IS: Final[dict[str, Group]] = {
    "void": r"\bgilda\s+ekki\s+lengur\b|\bgildir\s+ekki\s+lengur\b|\bógild\w*|\búrelt\w*|\bfelld\w*\s+úr\s+gildi",
    "prior": r"(?:reglurnar|leiðbeiningarnar|fyrirmælin)\s+(?:\S+\s+){0,3}?(?:sem\s+þú\s+fékkst|í\s+upphafi|kerfisins)",
    "ignore": r"\bhunsaðu\b|\bgleymdu\b",
    "tellnot": r"\bekki\s+(?:segja|nefna|láta\s+vita)\s+(?:\S+\s+){0,2}?(?:notand\w*|neinum|viðskiptavin\w*)",
    "this": (
        "",
        r"\bað\s+(?:\S+\s+){0,6}?(?:send\w*|breytt\w*|eytt\w*|annál\w*|gögn\w*|lykilorð\w*)",
    ),
    "send": r"(?<!ekki\s)\b(?:senda|sendu|sendið|framsend\w*|hlaða\s+upp|afrita)\b",
    "secret": ("", r"\blykilorð\w*|\blykla\w*|\blykil\w*|\bleyni\w*|" + SECRET_EN),
    "reveal": r"\bskrifaðu\s+(?:\S+\s+)?út\b|\bsýndu\b|\bprentaðu\b|\bafritaðu\b|\bendurtaktu\b",
    "instr": r"(?:falin\w*|kerfis\w*|upphaflegu)\s+(?:fyrirmæli\w*|leiðbeining\w*)|kerfisfyrirmæli\w*",
    "noconfirm": r"(?:ekki\s+(?:biðja|spyrja)\s+um|þarft\s+ekki\s+(?:að\s+)?(?:biðja|spyrja)\s+um)\s+(?:\S+\s+)?(?:staðfesting\w*|samþykki\w*|leyfi)\s+(?:\S+\s+){0,4}?(?:áður|framleiðslu\w*|eyð\w*)",
}

TR: Final[dict[str, Group]] = {
    "asked": r"\bsorarsa\b|\bsorarlarsa\b|\bsorulursa\b",
    "lie": r"\bhayır\s+de\b|\bhayır\s+diye\s+cevap\s+ver|\binkâr\s+et\w*|\binkar\s+et\w*|\byalan\s+söyle\w*",
    "void": r"\bartık\s+geçerli\s+değil\w*|\bgeçersiz\w*|\bgeçerliliğini\s+yitir\w*|\biptal\s+edil\w*",
    "prior": r"(?:başta|başlangıçta|oturumun\s+başında)\s+(?:\S+\s+)?(?:aldığın|verilen)\s+(?:kurallar|talimatlar)\w*|sistem\s+(?:kuralları|talimatları)",
    "noconfirm": r"(?:üretim\w*|canlı\w*|silme\w*|silmeden|dağıtım\w*)\s+(?:\S+\s+){0,4}?(?:onay|izin)\s+(?:istemene|almana|sormana)\s+gerek\s+yok|(?:incelemeden|gözden\s+geçirmeden)\s+(?:\S+\s+)?onayla\b",
}
"""Turkish: only the classes its older rows lack (its persistence and leak rows are kept)."""

WIDE_EUROPE: Final = {
    "el": EL,
    "uk": UK,
    "lt": LT,
    "pl": PL,
    "fi": FI,
    "cs": CS,
    "hu": HU,
    "ro": RO,
    "is": IS,
    "tr": TR,
}
