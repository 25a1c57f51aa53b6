"""Injection word groups for short orders (pure data; rules built by ``lexicon_i18n_groups``):
Romanian, Czech, Slovak, Greek, Thai, Swahili, Vietnamese, Turkish and Tagalog here, more
languages and mixed-language orders in ``lexicon_i18n_short_more``.

The older lexicons of these languages read each family in one or two fixed phrasings; these
groups read the short orders a writer of the language uses with any of its usual verbs, in
either order: the families of ``lexicon_i18n_groups`` and the forms only these languages give:
a secret sent to an e-mail address (``mail``), a secret pasted into the answer (``paste``,
``secret``, ``answer``), a destructive command run without asking (``wipe``, ``unasked``), the
safety rules declared off with an order to show secrets (``offstate``), and the note written
back when deleted (``gone``, ``restore``).

Imperatives that are also a third person (Romanian ``șterge``, Greek ``διέγραψε``, Vietnamese and
Thai verbs without inflection) count only at the start of a sentence (``_LEAD``): "the script
deletes temporary files without asking" describes a program. A negation before an imperative
that is also a plural or polite form (``nu dezactivați``, ``huwag patayin``) is refused by a
lookbehind. The ``ignore`` groups of the languages whose writers keep the English verb (Tagalog,
Swahili, Turkish, Romanian; Malay and Hinglish in ``lexicon_i18n_short_more``) hold it, so
``dă ignore la instrucțiunile anterioare`` opens a rule (and nothing English does: the other
group is the language's own).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_en import OVERRIDE, POLICY
from .lexicon_i18n_groups import Groups, group_rows, respelled
from .lexicon_i18n_short_more import MIXED, SHORT_MORE

_LEAD: Final = r"(?<!\w\s)(?<![\w-])"
"""At the start of a sentence (or after a colon): not after a word."""
_LEAD_TH: Final = r"(?<![\u0e00-\u0e7f])"
"""Thai writes no spaces between words: a verb that opens the text or follows a space."""

_RO: Final[Groups] = {
    "ignore": r"ignoră|ignorați|uită|uitați|nu\s+(?:mai\s+)?(?:ține|țineți)\s+cont\s+de|nu\s+(?:mai\s+)?(?:respecta|urma|asculta)\b|treci\s+peste|fă\s+abstracție\s+de",
    "prior": r"(?:toate\s+)?(?:instrucțiunile|instrucțiuni|indicațiile|regulile|comenzile|ordinele|directivele)\s+(?:\w+\s+)?(?:anterioare|precedente|inițiale|de\s+sistem|de\s+mai\s+sus|de\s+până\s+acum|primite)|tot\s+ce\s+ți\s*-?\s*s-?a\s+(?:spus|cerut|dat)|tot\s+ce\s+ai\s+primit",
    "off": r"(?<!\bnu\s)(?:dezactivează|dezactivați|oprește|opriți|închide|închideți|ocolește|ocoliți)\b|sari\s+peste|săriți\s+peste|fă\s+bypass\s+(?:la|pentru)",
    "safety": r"(?:filtrele|filtre|filtrul|verificările|verificări|controalele|controale|regulile|reguli|măsurile|protecțiile)\s+de\s+(?:siguranță|securitate)|firewall\w*|antivirus\w*",
    "offstate": r"(?:sunt|este|e)\s+(?:\w+\s+){0,2}?(?:dezactivat|oprit|suspendat|anulat)\w*",
    "send": r"trimite(?:-le|-mi|ți)?|încarcă|încărcați|expediază|postează|urcă",
    "mail": "",
    "secret": r"parol\w*|chei\w*\s+(?:api|secrete|private)|token\w*|credențial\w*|\.env\S*",
    "sys": r"prompt\w*\s+(?:\w+\s+)?de\s+sistem|instrucțiunile\s+(?:tale\s+)?de\s+sistem",
    "show": r"afișează|afișați|arată(?:-mi)?|scrie(?:-mi)?|scrieți|repetă|tipărește|dezvăluie|copiază|printează",
    "verbatim": r"cuvânt\s+cu\s+cuvânt|ad\s+litteram|exact\s+cum\s+l-?ai\s+primit",
    "now": r"de acum|din\s+acest\s+moment|din\s+momentul\s+ăsta|începând\s+de\s+acum|de azi\s+înainte",
    "you": r"\b(?:ești|vei\s+fi|sunteți)\b|\basistentul\s+(?:este|va\s+fi)\b",
    "ai": r"\b(?:asistent\w*|ia|ai|dan|bot\w*|chatbot\w*)\b",
    "free": r"fără\s+(?:nicio\s+|niciun\s+|vreo\s+|nici\s+o\s+)?(?:restricți|limit|regul|filtr|cenzur|îngrădir)\w*",
    "pretend": r"prefă-te\s+că|pretinde\s+că|joacă\s+rolul",
    "note": r"(?:nota|notița|paragraful|instrucțiunea|regula|mesajul|textul)\s+(?:asta|aceasta|acesta|de\s+față)|(?:această|acest)\s+(?:notă|paragraf|instrucțiune|regulă|mesaj|text)",
    "every": r"(?:fiecare|toate)\s+(?:\w+\s+){0,2}?(?:proiect|intrare|intrări|notă|note|fișier|sesiune|conversați|memori)\w*",
    "unasked": r"fără\s+(?:să\s+(?:mai\s+)?(?:ceri|întrebi)\b|(?:a\s+)?(?:cere|întreba)\b|(?:nicio\s+)?(?:confirmare|aprobare|permisiune))",
    "wipe": _LEAD
    + r"(?:șterge|ștergeți|rulează|rulați|execută|executați|golește|rambursează|distruge)\b",
    "user": r"utilizator\w*",
    "hide": r"nu(?:-i|\s+le|\s+îi)?\s+(?:spune|spuneți|pomeni|pomeniți|zice|menționa|menționați|dezvălui)\b|ascunde|ascundeți|ține\s+secret",
    "about": r"despre\s+(?:nota|notița|instrucțiun|regul|mesaj|acest|această|aceste|asta|ea)\w*|(?:nota|instrucțiunea|mesajul)\s+(?:asta|aceasta|acesta)|(?:această|aceste|acest)\s+(?:notă|note|instrucțiun\w*|mesaj\w*|regul\w*)",
    "paste": r"lipește|lipiți|adaugă|adăugați|atașează|pune",
    "answer": r"răspuns\w*",
    "gone": r"(?:dacă|când)\s+(?:\w+\s+){0,3}?(?:șters|șterge|elimin)\w*",
    "restore": r"(?:adaugă|pune|scrie)(?:-l|-o)?\s+(?:\w+\s+)?(?:înapoi|din\s+nou)|restaurează|readaugă|repune",
}

_CS: Final[Groups] = {
    "ignore": r"ignoruj(?:te)?|zapomeň(?:te)?(?:\s+na)?|neřiď(?:te)?\s+se|nedbej(?:te)?|přehlížej(?:te)?|nerespektuj(?:te)?|neposlouchej(?:te)?",
    "prior": r"(?:předchozí|dřívější|původní|dosavadní|systémov\w*|výše\s+uveden\w*)\s+(?:\w+\s+)?(?:pokyn|instrukc|pravid|příkaz|nastavení)\w*|vše(?:chno)?,?\s+co\s+ti\s+(?:\w+\s+)?(?:řekli|řekl|bylo\s+řečeno)",
    "off": r"vypni(?:te)?|deaktivuj(?:te)?|obejdi(?:te)?|přeskoč(?:te)?|vyřaď(?:te)?|(?:udělej|dej)\s+bypass",
    "safety": r"bezpečnostní\s+(?:\w+\s+)?(?:filtr|kontrol|pravidl|ochran|omezení|prověrk)\w*|firewall\w*|antivir\w*",
    "offstate": r"(?:jsou|je)\s+(?:\w+\s+){0,3}?(?:vypnut|deaktivovan|zrušen)\w*",
    "send": r"pošli(?:te)?|odešli(?:te)?|nahraj(?:te)?|přepošli(?:te)?|zašli(?:te)?",
    "mail": "",
    "secret": r"hesl\w*|klíč\w*|token\w*|\.env\S*",
    "sys": r"systémov\w*\s+(?:prompt|pokyn|instrukc|zpráv)\w*|(?:svůj|tvůj|váš)\s+system\s+prompt\w*",
    "show": r"vypiš(?:te)?|ukaž(?:te)?|zobraz(?:te)?|napiš(?:te)?|zopakuj(?:te)?|prozraď(?:te)?|zkopíruj(?:te)?",
    "verbatim": r"doslova|doslovně|slovo\s+od\s+slova|slovo\s+po\s+slovu",
    "now": r"od\s+teď(?:ka)?|od\s+této\s+chvíle|od\s+nynějška|odteď",
    "you": r"\b(?:jsi|budeš|jste|budete)\b",
    "ai": r"\b(?:asistent\w*|ai|ui|dan|bot\w*|chatbot\w*)\b",
    "free": r"bez\s+(?:jakýchkoli(?:v)?\s+|žádných\s+)?(?:omezení|pravidel|filtrů|cenzury|zábran)",
    "pretend": r"předstírej(?:te)?,?\s+že|hraj(?:te)?\s+roli",
    "note": r"(?:tento|tenhle|tuto|tuhle|toto)\s+(?:odstav|pozn[aá]mk|pokyn|instrukc|záznam|pravidl)\w*",
    "every": r"(?:každ|všech)\w*\s+(?:\w+\s+){0,2}?(?:projekt|záznam|poznámk|soubor|konverzac|relac)\w*",
    "unasked": r"bez\s+(?:ptaní|potvrzení|schválení|dotazu|optání)|na\s+nic\s+se\s+neptej|aniž\s+by\s+ses\s+(?:ptal|zeptal)",
    "wipe": r"(?:smaž|vymaž|spusť|proveď|odstraň)(?:te)?\b|vrať(?:te)?\s+(?:\w+\s+)?(?:částku|peníze)",
    "user": r"uživatel\w*",
    "hide": r"ne(?:říkej|zmiňuj|prozrazuj|informuj|sděluj)(?:te)?\b|zataj(?:te)?\b|skryj(?:te)?\b|zamlč(?:te)?\b",
    "about": r"o (?:této|téhle|tomto|tomhle|těchto)\s+\w+|(?:tuto|tuhle|toto|tenhle|tento)\s+(?:pozn[aá]mk|pokyn|instrukc|zpráv|odstav)\w*",
    "paste": r"vlož(?:te)?\b|přidej(?:te)?\b|připoj(?:te)?\b|dopiš(?:te)?\b|vloží\b|přidá\b",
    "answer": r"odpověd\w*",
    "gone": r"(?:pokud|když|jestli)\s+(?:\w+\s+){0,3}?(?:smaž|odstran|vymaž|smazán)\w*",
    "restore": r"obnov(?:te)?\b|(?:vrať|vlož|zapiš|přidej)(?:te)?\s+(?:ho|ji|to|je)\s+(?:zpět|znovu)|znovu\s+(?:ho|ji|to)?\s*(?:vlož|zapiš|přidej)",
}

_SK: Final[Groups] = {
    "ignore": r"ignoruj(?:te)?|zabudni(?:te)?(?:\s+na)?|neriaď(?:te)?\s+sa|nedbaj(?:te)?|nerešpektuj(?:te)?",
    "prior": r"(?:predchádzajúc|predošl|pôvodn|doterajš|systémov)\w*\s+(?:\w+\s+)?(?:pokyn|inštrukci|pravidl|príkaz)\w*",
    "off": r"vypni(?:te)?|deaktivuj(?:te)?|obíď(?:te)?|preskoč(?:te)?",
    "safety": r"bezpečnostn\w*\s+(?:\w+\s+)?(?:filtr|kontrol|pravidl|ochran)\w*|firewall\w*|antivír\w*",
    "send": r"pošli(?:te)?|odošli(?:te)?|nahraj(?:te)?|prepošli(?:te)?",
    "mail": "",
    "secret": r"hesl\w*|kľúč\w*|token\w*|\.env\S*",
    "sys": r"systémov\w*\s+(?:prompt|pokyn|inštrukci)\w*|(?:svoj|tvoj|váš)\s+system\s+prompt\w*",
    "show": r"vypíš(?:te)?|ukáž(?:te)?|zobraz(?:te)?|napíš(?:te)?|zopakuj(?:te)?|prezraď(?:te)?",
    "verbatim": r"doslova|doslovne|slovo\s+od\s+slova",
    "now": r"od\s+teraz|odteraz|od\s+tejto\s+chvíle",
    "you": r"\b(?:si|budeš|ste|budete)\b",
    "ai": r"\b(?:asistent\w*|ai|ui|dan|bot\w*)\b",
    "free": r"bez\s+(?:akýchkoľvek\s+|žiadnych\s+)?(?:obmedzení|pravidiel|filtrov|cenzúry)",
    "user": r"používateľ\w*|užívateľ\w*",
    "hide": r"ne(?:hovor|povedz|spomínaj|prezrádzaj|informuj)(?:te)?\b|zataj(?:te)?\b|skry(?:te)?\b",
    "about": r"o (?:tejto|tomto|týchto)\s+\w+|(?:túto|toto|tento)\s+(?:poznámk|pokyn|inštrukci|správ)\w*",
    "wipe": r"(?:zmaž|vymaž|spusti|odstráň)(?:te)?\b",
    "unasked": r"bez\s+(?:pýtania|potvrdenia|schválenia|opýtania)",
}

_EL: Final[Groups] = {
    "ignore": r"αγνόησε|αγνοήστε|ξέχνα|ξέχασε|ξεχάστε|μην\s+(?:ακολουθείς|ακολουθήσεις|λαμβάνεις\s+υπόψη)|παράβλεψε|παραβλέψτε",
    "prior": r"(?:τις\s+)?(?:προηγούμενες|αρχικές|παλιές|παραπάνω|πρότερες)\s+(?:\w+\s+)?(?:οδηγίες|εντολές|κανόνες|ρυθμίσεις)|(?:οδηγίες|εντολές|κανόνες)\s+(?:του\s+)?συστήματος|ό,?τι\s+σου\s+(?:είπαν|έχουν\s+πει|είπε)",
    "off": r"απενεργοποίησε|απενεργοποιήστε|κλείσε|κλείστε|παράκαμψε|παρακάμψτε|σβήσε",
    "safety": r"(?:φίλτρα|ελέγχους|κανόνες|δικλείδες|μέτρα)\s+ασφαλείας|τείχος\s+προστασίας|firewall\w*|antivirus\w*|προστασία\s+από\s+ιούς",
    "offstate": r"(?:είναι|έχουν)\s+(?:\w+\s+){0,2}?(?:απενεργοποιημέν|κλειστ|ανενεργ)\w*",
    "send": r"στείλε|στείλτε|ανέβασε|ανεβάστε|προώθησε|προωθήστε",
    "mail": "",
    "secret": r"κωδικ\w*|συνθηματικ\w*|κλειδι\w*\s+api|κλειδιά\s+api|token\w*|\.env\S*",
    "sys": r"(?:προτροπή|οδηγίες|εντολές|μήνυμα)\s+(?:του\s+)?συστήματ\w*|(?:το|τη|την)\s+system\s+prompt\w*",
    "show": r"εμφάνισε|εμφανίστε|δείξε|δείξτε|γράψε|γράψτε|τύπωσε|αποκάλυψε|επανέλαβε|αντέγραψε",
    "verbatim": r"λέξη\s+προς\s+λέξη|αυτολεξεί|κατά\s+λέξη",
    "now": r"από\s+(?:τώρα|εδώ\s+και\s+(?:πέρα|στο\s+εξής))|στο\s+εξής|από\s+αυτή\s+τη\s+στιγμή",
    "you": r"\b(?:είσαι|θα\s+είσαι|είστε)\b",
    "ai": r"βοηθός|\b(?:ai|dan|bot)\b|τεχνητή\s+νοημοσύνη|μοντέλο",
    "free": r"χωρίς\s+(?:κανέναν?\s+|καθόλου\s+)?(?:περιορισμ|όρι|κανόν|φίλτρ|λογοκρισ)\w*",
    "pretend": r"προσποιήσου\s+ότι|παίξε\s+τον\s+ρόλο",
    "note": r"(?:αυτή\s+την|αυτήν\s+την|αυτό\s+το|αυτή\s+η|αυτό\s+το)\s+(?:σημείωση|παράγραφο|παράγραφος|οδηγία|κείμενο|μήνυμα|κανόνα)",
    "every": r"(?:κάθε|όλα\s+τα|όλες\s+τις)\s+(?:\w+\s+){0,2}?(?:έργο|έργα|project|καταχώριση|καταχωρίσεις|καταχώρηση|σημείωση|σημειώσεις|αρχείο|αρχεία|συνομιλία)",
    "unasked": r"χωρίς\s+(?:να\s+(?:ρωτήσεις|ζητήσεις)|(?:καμία\s+)?επιβεβαίωση|έγκριση|άδεια)",
    "wipe": _LEAD
    + r"(?:διέγραψε|διαγράψτε|σβήσε|σβήστε|τρέξε|τρέξτε|εκτέλεσε|εκτελέστε|άδειασε)\b",
    "user": r"χρήστη\w*|χρήστες",
    "hide": r"μην\s+(?:(?:του|τους)\s+)?(?:πεις|πείτε|αναφέρεις|αναφέρετε|ενημερώσεις|ενημερώσετε|αποκαλύψεις)\b|κρύψε|κρύψτε",
    "about": r"(?:για|σχετικά\s+με)\s+(?:αυτή|αυτό|αυτές|αυτά|την|τη|τις)\s*(?:την|τη|τις|το|τα)?\s*(?:σημείωση|οδηγί|εντολ|μήνυμα|παράγραφο)\w*",
    "paste": r"πρόσθεσε|προσθέστε|επικόλλησε|επικολλήστε|βάλε|βάλτε|συμπεριέλαβε",
    "answer": r"(?:στο\s+τέλος\s+)?(?:κάθε|της|την|στην)\s+(?:πρώτη\s+)?απάντηση\w*",
    "gone": r"(?:αν|εάν|όταν)\s+(?:\w+\s+){0,3}?(?:διαγραφεί|σβηστεί|αφαιρεθεί)",
    "restore": r"(?:ξαναγράψ|ξαναβάλ|επαναφέρ)\w*",
}

_TH: Final[Groups] = {
    "ignore": r"ลืม|เพิกเฉย(?:ต่อ)?|ไม่ต้องสนใจ|ไม่ต้องทำตาม|อย่าทำตาม|ละเว้น|ข้าม",
    "prior": r"คำสั่ง(?:ก่อนหน้า|เดิม|ทั้งหมดก่อนหน้า|ของระบบ|ด้านบน)|คำแนะนำ(?:ก่อนหน้า|เดิม|ของระบบ)|กฎ(?:เดิม|ก่อนหน้า|ของระบบ)",
    "off": _LEAD_TH + r"(?:ปิด|ยกเลิก|ข้าม|บายพาส)(?!ไม่)",
    "safety": r"(?:ระบบ)?(?:ตัวกรอง|การกรอง|การตรวจสอบ|กฎ|มาตรการ)ความ(?:ปลอดภัย|มั่นคง)|ไฟร์วอลล์|แอนติไวรัส|firewall",
    "send": r"ส่ง|อัปโหลด|อัพโหลด|โพสต์",
    "mail": "",
    "secret": r"รหัสผ่าน|คีย์\s*api|api\s*key|โทเค็น|\.env\S*",
    "sys": r"(?:พรอมต์|พรอมท์|คำสั่ง|คำแนะนำ)(?:ของ)?ระบบ|system\s+prompt",
    "show": r"แสดง|พิมพ์|เขียน|บอก|เปิดเผย|ทวน|คัดลอก",
    "verbatim": r"คำต่อคำ|ทุกคำ|แบบตรงตัว",
    "now": r"จากนี้(?:ไป)?|ตั้งแต่นี้(?:ไป)?|นับจากนี้",
    "you": r"คุณ(?:คือ|เป็น)|เธอ(?:คือ|เป็น)",
    "ai": r"ผู้ช่วย|\b(?:ai|dan|bot)\b|เอไอ",
    "free": r"(?:ไม่มี|ปราศจาก)(?:ข้อจำกัด|กฎ|ตัวกรอง|ขีดจำกัด|การเซ็นเซอร์)|(?:ไม่มี|ปราศจาก)\s*(?:rules|limits|filters?)",
    "note": r"(?:ย่อหน้า|ข้อความ|บันทึก|คำสั่ง|โน้ต)นี้",
    "every": r"ทุก(?:โปรเจกต์|โปรเจ็กต์|โครงการ|รายการ|บันทึก|ไฟล์|ครั้ง)|(?:บันทึก|รายการ)\S{0,12}ทุกรายการ",
    "unasked": r"โดยไม่(?:ต้อง)?(?:ถาม|ขอ(?:การ)?ยืนยัน|ขออนุญาต|ยืนยัน)",
    "wipe": _LEAD_TH + r"(?:ลบ|รัน|สั่งรัน|เรียกใช้|ดรอป|คืนเงิน)",
    "user": r"ผู้ใช้",
    "hide": r"(?:อย่า|ห้าม|ไม่ต้อง)(?:บอก|แจ้ง|เล่า|พูดถึง|เปิดเผย)|ปิดบัง|ซ่อน",
    "about": r"(?:เรื่อง|เกี่ยวกับ)?(?:ข้อความ|บันทึก|คำสั่ง|โน้ต|ย่อหน้า)(?:นี้|เหล่านี้)",
    "paste": r"แนบ|วาง|ใส่|เพิ่ม",
    "answer": r"(?:ท้าย|ใน)?คำตอบ(?:แรก|ทุกครั้ง)?",
    "gone": r"ถ้า\S{0,20}ถูกลบ",
    "restore": r"เขียน(?:กลับ|คืน|ใหม่)|ใส่กลับ|กู้คืน",
}

_SW: Final[Groups] = {
    "ignore": r"puuza|puuzeni|sahau|sahauni|usifuate|msifuate|achana\s+na",
    "prior": r"maagizo\s+(?:\w+\s+)?(?:ya\s+)?(?:awali|zamani|mfumo|hapo\s+juu|yaliyotangulia|yote\s+ya\s+awali)|maelekezo\s+(?:\w+\s+)?(?:ya\s+)?(?:awali|mfumo|hapo\s+juu)|kanuni\s+(?:za\s+)?(?:awali|mfumo)|sheria\s+(?:za\s+)?(?:awali|mfumo)",
    "off": r"\b(?:zima|zimeni|lemaza|ruka|rukeni|pita)\b",
    "safety": r"(?:vichujio|kichujio|ukaguzi|vizuizi|kinga|sheria)\s+(?:\w+\s+)?(?:vya|wa|za)\s+usalama|ngome\s+ya\s+mtandao|firewall\w*|antivirus\w*",
    "send": r"\b(?:tuma|tumeni|pakia|pakieni|peleka|wasilisha)\b",
    "mail": "",
    "secret": r"nywila|nenosiri|manenosiri|funguo\s+(?:za\s+)?api|api\s+keys?|tokeni|\.env\S*",
    "sys": r"(?:maelekezo|maagizo|kidokezo|maongozi)\s+(?:\w+\s+){0,2}?(?:ya|cha)\s+mfumo|system\s+prompt\s+(?:yako|yenu|ya\s+\w+)",
    "show": r"\b(?:onyesha|onyesheni|chapisha|andika|rudia|fichua|nakili)\b",
    "verbatim": r"neno\s+kwa\s+neno|kama\s+yalivyo",
    "now": r"kuanzia\s+sasa|tangu\s+sasa|sasa\s+hivi|sasa",
    "you": r"\b(?:wewe\s+ni|utakuwa)\b",
    "ai": r"msaidizi|\b(?:ai|dan|bot|akili\s+bandia)\b",
    "free": r"(?:asiye|usiye|bila|isiyo)\s+(?:na\s+)?(?:vikwazo|mipaka|sheria|vizuizi|vichujio|masharti)",
    "note": r"(?:aya|dokezo|agizo|ujumbe|maandishi|kumbukumbu)\s+(?:hii|hili|huu|hizi)",
    "every": r"kila\s+(?:\w+\s+){0,1}?(?:mradi|ingizo|kumbukumbu|faili|mazungumzo|jibu)\w*|miradi\s+yote",
    "unasked": r"bila\s+(?:kuomba|kuuliza|kupata)\s+(?:\w+\s+)?(?:uthibitisho|ruhusa|idhini)?|bila\s+kuuliza",
    "wipe": r"\b(?:futa|futeni|endesha|tekeleza|rejesha\s+pesa)\b",
    "user": r"mtumiaji|watumiaji",
    "hide": r"usimwambie|msimwambie|usimweleze|usiseme|usitaje|ficha|mficha",
    "about": r"kuhusu\s+(?:\w+\s+)?(?:hii|hili|huu|hizi|haya|dokezo|agizo|maagizo|maelekezo)|(?:dokezo|agizo|maagizo)\s+(?:hili|haya|hii)",
    "paste": r"\b(?:bandika|abandike|ambatisha|weka|ongeza)\b",
    "answer": r"(?:katika|kwenye|mwishoni\s+mwa)\s+(?:kila\s+)?jibu\w*|jibu\s+lake\s+la\s+kwanza|kila\s+jibu",
    "gone": r"(?:kama|ikiwa)\s+(?:\w+\s+){0,3}?(?:itafutwa|litafutwa|imefutwa|likifutwa|ikifutwa)",
    "restore": r"\b(?:irudishe|lirudishe|rudisha|iandike\s+tena|liandike\s+tena)\b",
}

_VI: Final[Groups] = {
    "ignore": r"bỏ qua|phớt lờ|quên (?:đi )?|đừng (?:làm theo|tuân theo|nghe theo)|không cần (?:làm theo|tuân theo)",
    "prior": r"(?:(?:mọi|tất cả|các|những) )?(?:chỉ dẫn|hướng dẫn|chỉ thị|lệnh|quy tắc|yêu cầu) (?:\w+ )?(?:trước (?:đó|đây)|ban đầu|hệ thống|ở trên|cũ)",
    "off": _LEAD + r"(?:tắt|vô hiệu hóa|bỏ qua|vượt qua)\b",
    "safety": r"(?:bộ lọc|kiểm tra|quy tắc|biện pháp|cơ chế) (?:\w+ )?(?:an toàn|bảo mật)|tường lửa|firewall|antivirus|phần mềm diệt virus",
    "offstate": r"(?:đã|đang) (?:bị )?(?:tắt|vô hiệu hóa)",
    "send": r"(?:hãy )?(?:gửi|tải lên|chuyển)\b",
    "mail": "",
    "secret": r"mật khẩu|khóa api|api keys?|token|\.env\S*",
    "sys": r"(?:lời nhắc|chỉ dẫn|hướng dẫn|prompt) (?:\w+ )?hệ thống",
    "show": r"(?:hãy )?(?:in ra|hiển thị|cho (?:tôi )?xem|viết ra|nhắc lại|tiết lộ|chép lại)",
    "verbatim": r"nguyên văn|từng chữ|từng từ",
    "now": r"từ (?:giờ|bây giờ|nay)(?: trở đi)?",
    "you": r"\b(?:bạn|mày|em|anh) (?:là|sẽ là|đóng vai)\b",
    "ai": r"trợ lý|\b(?:ai|dan|bot)\b|trí tuệ nhân tạo",
    "free": r"không (?:có )?(?:bất kỳ |chút )?(?:giới hạn|hạn chế|quy tắc|luật lệ|bộ lọc|kiểm duyệt|ràng buộc)",
    "note": r"(?:đoạn|ghi chú|chỉ dẫn|chỉ thị|tin nhắn|quy tắc) (?:\w+ )?(?:này|sau)",
    "every": r"(?:mọi|mỗi|tất cả(?: các)?) (?:\w+ ){0,2}?(?:dự án|mục|ghi chú|tệp|phiên|cuộc trò chuyện)",
    "unasked": r"(?:mà )?không (?:cần )?(?:hỏi|xin) (?:\w+ )?(?:xác nhận|phép|ý kiến)|(?:mà )?không (?:cần )?(?:hỏi|xác nhận)",
    "wipe": _LEAD + r"(?:hãy )?(?:xóa|xoá|chạy|thực thi|hoàn tiền)\b",
    "user": r"người dùng|người sử dụng",
    "hide": r"(?:đừng|không được|chớ) (?:bao giờ )?(?:nói|kể|báo|tiết lộ|nhắc)|giấu|che giấu",
    "about": r"về (?:\w+ ){0,2}?(?:này|đó)|(?:ghi chú|chỉ dẫn) này",
    "paste": r"(?:hãy )?(?:dán|đính kèm|thêm|chèn|kèm)\b",
    "answer": r"(?:trong|vào|cuối) (?:mỗi |mọi )?câu trả lời",
    "gone": r"nếu (?:\w+ ){0,3}?bị xóa",
    "restore": r"(?:ghi|viết|thêm) (?:\w+ )?lại|khôi phục",
}

_TR: Final[Groups] = {
    "url": r"(?:https?://|www\.)[^\s'’]++(?:['’]\w+|\s+adres\w*)",
    "ignore": r"(?:yok\s+say|unut|görmezden\s+gel|dikkate\s+alma|uyma|umursama|boşver)(?:ın|in|iniz|ınız)?\b|(?:skip|ignore)\s+e(?:t|din)\b",
    "prior": r"(?:önceki|daha\s+önceki|sistem|yukarıdaki)\s+(?:\w+\s+)?(?:talimat|komut|kural|yönerge|direktif)\w*|(?:şimdiye|bu\s+zamana)\s+kadar\s+(?:sana\s+)?(?:söylenen|verilen)\w*",
    "off": r"(?:kapat|devre\s+dışı\s+bırak|atla|bypass\s+et)(?:ın|in|iniz)?\b",
    "safety": r"güvenlik\s+(?:\w+\s+)?(?:filtre|kontrol|kural|denetim|önlem)\w*|güvenlik\s+duvar\w*|antivirüs\w*|firewall\w*",
    "offstate": r"(?:kapalı|devre\s+dışı|kapatıldı|kapatılmıştır)",
    "send": r"(?:gönder|yolla|yükle|ilet)(?:in|iniz)?\b",
    "mail": "",
    "secret": r"şifre\w*|parola\w*|api\s+anahtar\w*|anahtar\w*|env dosya\w*",
    "sys": r"sistem\s+(?:istem|prompt|talimat|mesaj)\w*",
    "show": r"(?:göster|yaz|yazdır|tekrarla|açıkla|kopyala)(?:in|ın|iniz)?\b",
    "verbatim": r"kelimesi\s+kelimesine|harfi\s+harfine|aynen",
    "now": r"bundan\s+(?:sonra|böyle)|artık|şu\s+andan\s+itibaren",
    "you": r"\b(?:sen|siz)\b|(?:asistan|yardımcı|bot|yapay\s+zeka|model)(?:sın|sin|sınız|siniz)\b",
    "ai": r"asistan\w*|yapay\s+zek\w*|\b(?:ai|dan|bot)\b",
    "free": r"(?:hiçbir\s+)?(?:kısıtlama|sınır|kural|filtre|sansür)\w*\s+(?:olmayan|yok)\w*|(?:kısıtlama|sınır|kural|filtre|sansür)sız\w*",
    "note": r"bu\s+(?:paragraf|not|talimat|kural|mesaj|metin)\w*",
    "every": r"(?:her|tüm|bütün)\s+(?:yeni\s+)?(?:proje|hafıza|bellek|kayıt|kayd|dosya|not)\w*",
    "unasked": r"onay\s+(?:istemeden|almadan|sormadan|beklemeden)|sormadan|izin\s+(?:almadan|istemeden)",
    "wipe": r"\b(?:sil|silin|çalıştır|çalıştırın|iade\s+et|boşalt)\b",
    "user": r"kullanıcı\w*",
    "hide": r"(?:bahsetme|söyleme|anlatma|bildirme|açıklama)(?:yin|yın)?\b|gizle\w*|sakla\w*",
    "about": r"bu\s+(?:\w+\s+)?(?:hakkında|ile\s+ilgili)|bu\s+(?:not|talimat|mesaj)\w*",
    "paste": r"(?:ekle|yapıştır|iliştir)(?:in|yin)?\b",
    "answer": r"(?:her|ilk)\s+(?:\w+\s+)?(?:yanıt|cevap)\w*|(?:yanıt|cevab)\w*\s+sonuna",
    "gone": r"(?:silinirse|silindiğinde|kaldırılırsa)",
    "restore": r"(?:geri\s+(?:ekle|yaz|koy)|yeniden\s+(?:ekle|yaz))\w*",
}

_TL: Final[Groups] = {
    "ignore": r"kalimutan\s+(?:mo\s+)?|huwag\s+(?:mo\s+)?(?:nang\s+)?(?:sundin|pansinin|intindihin)|balewalain|i-ignore",
    "prior": r"(?:naunang|nakaraang|dating|orihinal\s+na|lumang)\s+(?:\w+\s+)?(?:utos|tagubilin|instruksyon|panuto|patakaran|instructions?)|(?:utos|tagubilin|patakaran)\s+(?:ng\s+)?system|lahat\s+ng\s+(?:mga\s+)?previous\s+instructions?|lahat\s+ng\s+(?:sinabi|itinuro)\s+sa\s+iyo",
    "off": r"(?<!huwag\s)(?<!huwag\smo\s)(?<!huwag\smong\s)(?<!huwag\snang\s)\b(?:patayin|i-off|i-disable|lampasan|i-bypass|laktawan)\b",
    "safety": r"(?:safety|security)\s+(?:filters?|checks?|rules?)|(?:mga\s+)?(?:filter|panuntunan|pagsusuri)\s+(?:sa|ng|para\s+sa)\s+(?:kaligtasan|seguridad)|firewall|antivirus",
    "send": r"\b(?:ipadala|ipasa|i-send|i-upload|i-email)\b",
    "mail": "",
    "secret": r"password|api\s+keys?|susi|token|\.env\S*",
    "sys": r"(?:iyong|ang)\s+system\s+prompt|(?:tagubilin|utos)\s+(?:ng\s+)?(?:sistema|system)",
    "show": r"\b(?:ipakita|isulat|ilabas|ulitin|ibunyag|kopyahin|i-print)\b",
    "verbatim": r"salita\s+por\s+salita|word\s+for\s+word|eksakto|nang\s+buo",
    "now": r"mula\s+ngayon|simula\s+ngayon|ngayon",
    "you": r"\b(?:ikaw|ka|kang)\b",
    "ai": r"\b(?:assistant|katulong|ai|dan|bot)\b",
    "free": r"walang\s+(?:anumang\s+|kahit\s+anong\s+)?(?:limitasyon|patakaran|paghihigpit|filter|panuntunan|rules?|limits?)",
    "note": r"(?:talatang|talang|tagubiling|mensaheng|paalalang|notang)\s+ito|(?:talata|tala|tagubilin|mensahe|paalala|nota)\s+na\s+ito",
    "every": r"(?:bawat|lahat\s+ng)\s+(?:bagong\s+)?(?:proyekto|project|memory\s+entry|entry|tala|file|sesyon)\w*",
    "unasked": r"(?:nang\s+)?hindi\s+(?:humihingi|nagtatanong|hihingi)\s+(?:ng\s+)?(?:kumpirmasyon|pahintulot)?|walang\s+kumpirmasyon|nang\s+walang\s+(?:tanong|paalam)",
    "wipe": r"\b(?:burahin|tanggalin|patakbuhin|i-delete|i-run|ibalik\s+ang\s+bayad)\b",
    "user": r"\b(?:sa|ang|ng)\s+(?:mga\s+)?user\b|gumagamit",
    "hide": r"huwag\s+(?:mong\s+|mo\s+)?(?:sabihin|banggitin|ipaalam|ibunyag)|itago",
    "about": r"(?:tungkol\s+sa|ukol\s+sa)\s+(?:\w+\s+){0,2}?(?:ito|iyan|na\s+ito|ito)|(?:talang|tagubiling|mensaheng)\s+ito",
    "paste": r"\b(?:idikit|idinidikit|ilagay|idagdag|isama|ilakip)\b",
    "answer": r"(?:sa|ng)\s+(?:unang\s+|bawat\s+)?sagot",
    "gone": r"kapag\s+(?:\w+\s+){0,3}?(?:binura|tinanggal|nabura)",
    "restore": r"\b(?:ibalik|isulat\s+muli|idagdag\s+muli)\b",
}

_LATIN: Final = {"ro": _RO, "cs": _CS, "sk": _SK, "sw": _SW, "vi": _VI, "tr": _TR, "tl": _TL}


_NATIVE_SAFETY: Final = (
    r"(?:filtrele|filtre|verificările|controalele|regulile|măsurile)\s+de\s+(?:siguranță|securitate)",
    r"bezpečnostn\w*\s+(?:\w+\s+)?(?:filtr|kontrol|pravidl|ochran)\w*",
    r"güvenlik\s+(?:\w+\s+)?(?:filtre|kontrol|kural|denetim)\w*",
    r"(?:bộ lọc|kiểm tra|quy tắc) (?:\w+ )?(?:an toàn|bảo mật)",
    r"(?:vichujio|ukaguzi|kinga)\s+(?:\w+\s+)?(?:vya|wa|za)\s+usalama",
    r"(?:filter|panuntunan|pagsusuri)\s+(?:sa|ng|para\s+sa)\s+(?:kaligtasan|seguridad)",
)
"""The safety objects of the languages above without English words (``firewall``)."""


_EN_IGNORE: Final = r"\b(?:ignore|disregard)\b"
_EN_OFF: Final = r"\b(?:disable|bypass|skip)\b"
_GAP: Final = r"(?:\s+\S+){0,3}?\s+"
"""Up to three words between the verb and its object (tried at word starts only)."""


def _mixed_rows() -> tuple[tuple[str, str, str], ...]:
    """One rule per family for all the languages: the English verb, then a language's own
    object (``prior`` or ``safety``; the Latin languages of ``lexicon_i18n_short`` give theirs
    without the English words ``firewall``/``antivirus``), so English text opens none."""
    priors = [g["prior"] for g in MIXED.values()] + [g["prior"] for g in _LATIN.values()]
    safety = [g["safety"] for g in MIXED.values()] + list(_NATIVE_SAFETY)
    return (
        (OVERRIDE, "mul", respelled(_EN_IGNORE + _GAP + "(?:" + "|".join(priors) + ")")),
        (POLICY, "mul", respelled(_EN_OFF + _GAP + "(?:" + "|".join(safety) + ")")),
    )


_EL_VIEWED: Final = {key: value.replace("ς", "σ") for key, value in _EL.items()}
"""Greek as the view spells it: the final sigma folded into ``σ``."""

SHORT: Final = (
    group_rows(
        {"el": _EL_VIEWED},
        latin=frozenset({"el"}),
    )
    + group_rows(
        {"th": _TH},
    )
    + group_rows(
        _LATIN,
        latin=frozenset(_LATIN),
        verb_first=frozenset({"ro", "cs", "sk", "sw", "vi", "tl"}),
    )
    + SHORT_MORE
    + _mixed_rows()
)
"""``(family, language, pattern)`` rows."""

SECRET_WORDS: Final = (
    r"(?:คีย์\s*api|โทเค็น|\bapi\s+anahtar\w*|\banahtarlar\w*|\bkunci\s+api\b|\bkhóa\s+api\b"
    r"|\bkhoa\s+api\b|\bfunguo\s+za\s+api\b|\bnenosiri\b|κλειδι\w*\s+api|\bwagwoord\w*"
    r"|\bpasfhocal\w*|\bparool\w*|\bgesl[oa]\w*|\bslaptažod\w*|\bslaptazod\w*|এপিআই\s+কী"
    r"|پاس\s*ورڈ|ٹوکن)"
)
"""Secret words of these languages the older lists lack: a send or paste order carrying one of
them is a leak."""
