"""Safeguard steps waived as an order, in English and the many languages the rounds use (pure;
helper inj23a, session 23). Each rule runs on one folded line the other stages left clean.

- **a control step skipped** (policy): an imperative that skips, omits or switches off a
  control (``skip the compliance check``, ``omite la verificación``, ``saute le contrôle de
  conformité``, ``пропускай проверку соответствия``, ``跳过合规检查``, ``승인 절차는 건너뛰고``,
  ``hoppa över attestflödet``, ``ne fais plus la double validation``); not a ban on skipping
  (``never skip``, ``не пропускай``, ``건너뛰지 마``) nor a team's skip for harmless work
  (docs-only, drafts, local or test runs).
- **a confirmation waived before a mass or destructive act** (policy): "don't ask for
  confirmation" with "before / when" and an act on many or one deleted (``before the SMS blast
  to the whole list``, ``antes de mandar … a toda la lista``, ``文字 일괄 발송 전에``, ``saat
  menghapus``), the confirmations themselves switched off for a deletion.
- **a dry-run or rate limit dropped** (policy): ``without the dry-run`` on a live or destructive
  run, ``ignore the dry-run requirement``, ``ignore rate limits … with multiple accounts``,
  approval ``no longer needed`` for a production act.

Gated by cheap substrings (the control words of each rule); the patterns read the folded
(lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .class_needs import needing
from .injection_confirm_hide_i18n import unquoted
from .injection_gated_rules import gated_rule
from .injection_reports import OWN_CONFIRMATION
from .injection_standing_orders import both, needles, unreported
from .injection_waived_controls_i18n import RULES as _WAIVED_CONTROLS
from .injection_waived_controls_i18n import WAIVE_CONF as _WAIVE_CONF
from .lexicon_en import POLICY

Span = tuple[int, int] | None

_SKIP_VERB: Final = re.compile(
    # en (an imperative, or a permission given to the agent)
    r"(?:^|[.;:!,(]\s*|\b(?:just|please|now|simply|can|may|should|to|and)\s+)(?:skip|bypass|omit|waive|disable|turn\s+off|switch\s+off)\b"
    r"|\b(?:don'?t|do\s+not|no\s+longer|never)\s+(?:run|do|apply|perform|bother\s+with|require|enforce)\b"
    # es / pt / it / ro
    r"|\b(?:omite|omitan|sáltate|sáltese|salta|salte|sáltense|desactiva|desactive|prescinde\s+de|no\s+hagas|no\s+apliques)\b"
    r"|\b(?:pule|pula|pulem|desative|desativa|dispense|não\s+faça|não\s+aplique)\b"
    r"|\b(?:ometti|disattiva|non\s+fare\s+più|non\s+applicare)\b"
    r"|\b(?:sari\s+peste|omite|dezactivează|dezactiveaza|renunță\s+la|renunta\s+la)\b"
    # fr
    r"|\b(?:saute|sautez|zappe|omets|omettez|désactive|désactivez|passe[sz]?\s+outre|ne\s+fais\s+(?:plus|pas)|ne\s+faites\s+(?:plus|pas)|n'applique\s+(?:plus|pas))\b"
    r"|\b(?:contourne|contournez)\b"  # inj26b: "bypass"
    # de / nl
    r"|\b(?:überspring(?:e)?|deaktivier(?:e)?|verzichte\s+auf|spar\s+dir)\b|\b(?:lass|lasst)\s+(?:\S+\s+){1,4}?weg\b"
    # inj27b: the infinitive after a modal (``… kannst du überspringen``; the object before it)
    r"|\büberspringen\b"
    r"|\b(?:sla|slaat)\s+(?:(?!niet\b|nooit\b)\S+\s+){1,8}?over\b|\bschakel\s+(?:\S+\s+){1,4}?uit\b"
    # af (inj26b): "skip … over", "switch … off", "bypass"
    r"|\bslaan\s+(?:\S+\s+){1,4}?oor\b|\bskakel\s+(?:\S+\s+){1,4}?af\b|\bomseil\b"
    # sv / no / da / fi / et / lt / lv / is
    r"|\bhoppa\s+över\b|\bhopp\s+over\b|\bspring\s+(?:(?!ikke\b|aldrig\b|aldri\b)\S+\s+){0,4}?over\b|\bstäng\s+av\b|\bslå\s+(?:av|fra)\b"
    r"|\bohita\b|\bohittakaa\b|\bjätä\s+(?:\S+\s+){1,4}?väliin\b|\bjäta\s+(?:\S+\s+){1,4}?vahele\b"
    r"|\bpraleisk\w*|\bišjunk\w*|\bizlaid\w*|\batslēdz\w*|\bizslēdz\w*|\bslepptu\b"
    # ru / uk / bg / sr / pl / cs / sk / hr / sl / hu / el / tr
    r"|(?<!не\s)(?<!не\s\s)\b(?:пропускай\w*|пропусти\w*|пропусни\w*|отключи\w*|вимкни\w*|изключи\w*|прескочи\w*)"
    r"|(?<!nie\s)\b(?:pomiń|pomijaj\w*|wyłącz\w*)|(?<!ne)\b(?:přeskoč\w*|přeskakuj\w*|preskoč\w*|preskakuj\w*|vynech\w*|vypni\w*)"
    r"|\b(?:preskoči\w*|izostavi\w*|isključi\w*)|\b(?:hagyd\s+ki|ugord\s+át|kapcsold\s+ki)\b|\b(?:παράλειψε|παραλείψτε|αγνόησε|απενεργοποίησε)"
    r"|\b(?:atla|atlayın|devre\s+dışı\s+bırak)\b"
    # uz (inj26b): "skip", "bypass", the object first as in tr (``tasdiqlashni o'tkazib yubor``)
    r"|\bo['ʻ’‘`]tkazib\s+yubor(?!ma)\w*|\bchetlab\s+o['ʻ’‘`]t(?:ing|gin)?\b"
    # id / ms / vi / tl
    # inj30e: de an act ordered "without checking" (``Gib … frei, ohne … zu prüfen``)
    r"|^\W*(?:gib|genehmige|bewillige|akzeptiere|zahle|buche|überweise|erstatte|entsperre|ändere|übernimm)\b[^.;!?]{0,80}?\bohne\b(?=(?:\s+\S+){0,4}?\s+zu\s+(?:über)?(?:prüfen|kontrollieren|verifizieren)\b)"
    r"|\b(?:lewati|lewatkan|abaikan|nonaktifkan|matikan|langkau)\b|\bbỏ\s+qua\b|\btắt\b|\blaktawan\b"
    # zh / ja / ko
    r"|(?<![不别別勿])(?:跳过|跳過|略过|略過|省去|免去|免除|关闭|關閉)|(?:省略|スキップ|飛ばし|無効に)(?!しない|せず|禁止|しては)"
    r"|(?:건너뛰|생략하|끄세요|꺼\s*주|끄고)(?!지\s*(?:마|말|않))"
    # fa / ar / he / hi
    r"|رد\s+شو|نادیده\s+بگیر|غیرفعال\s+کن|صرف\s*نظر\s+کن|تخط\S*|تجاهل\S*|عطّل|عطل|דלג\S*|לדלג|השבת\S*|छोड़\s*(?:दें|दो|दे)|स्किप\s+कर\S*"
    # bn (inj25c): "drop", "avoid", "skip" (``বাদ দাও``, ``এড়িয়ে যাও``)
    r"|বাদ\s+(?:দাও|দিন|দিও|দেবে|দিয়ে\s+দাও)|এড়িয়ে\s+(?:যাও|যান|চলো)|স্কিপ\s+কর\S*"
    # inj27b: ur "switch off", "skip"; "don't wait for" the approval (ru de fr es pt)
    r"|بند\s+کر\s*(?:دو|دیں|دیجیے)|نظر\s*انداز\s+کر\s*(?:دو|دیں|و)|چھوڑ\s+د(?:و|یں)"
    r"|\bалгас(?:аарай|аад)?\b"
    # inj28b: a confirmation rule forgotten (de pt es fr it ru), the control in the verb's own
    # phrase ("vergiss den Stress, die Prüfung …" forgets the stress), not "don't forget it"
    r"|(?:\bvergiss(?:t)?\b(?![^.;!?]{0,80}\b(?:nicht|nie)\b)|(?<!n')(?<!ne\s)\boublie[sz]?\b(?![^.;!?]{0,60}\bpas\b)"
    r"|\b(?:esqueça|esqueçam|esqueca)\b|(?:^|[.;:!,]\s*)(?:olvida|olvídate\s+de|olvidad|dimentica)\b|(?<!не\s)(?<!\w)забудь(?:те)?\b)"
    r"(?=\s+(?:[^\s.,;:!?]+\s+){0,5}?[^\s.,;:!?]*(?:bestätigung|freigabe|genehmigung|prüfung|kontroll|verifi|validier|validaç|validation"
    r"|validaci|confirma|aprova|aprob|approba|autoris|autoriz|conferma|controllo|подтвержд|одобр|согласован|провер))"
    # "don't wait for" an approval (ru de fr es pt): the approval in the verb, a confirmation awaited is a workflow
    r"|(?:(?<!\w)не\s+жди(?:те)?|\bwarte\s+nicht\s+auf|(?<!je\s)\bn'attends?\s+pas|\bno\s+esperes\s+(?:a|la)|\bnão\s+esper[ea]\s+(?:pela|a|o|pelo))"
    r"\s+(?:\S+\s+){0,2}?(?:одобрени|согласовани|утверждени|разрешени|freigabe|genehmigung|l'approbation|l'autorisation|aprobaci|aprovaç|autorizaç)\w*"
    # inj29b: "don't ask for" an approval (es pt fr), the approval in the verb's phrase as above
    r"|(?:\bno\s+(?:pidas|pida|solicites|solicite)|\bnão\s+(?:peça|peças|solicite)|\bne\s+demande[sz]?\s+pas)"
    r"\s+(?:\S+\s+){0,2}?(?:aprobaci|autorizaci|validaci|aprovaç|autorizaç|validaç|l'approbation|l'autorisation|la\s+validation|d'approbation|d'autorisation|de\s+validation)\w*"
    # inj29b: an approval or check ignored (pt es fr: the Romance article and its control)
    r"|\b(?:ignore|ignora|ignorez|ignorem)\s+(?:(?:a|o|as|os|la|el|las|los|les)\s+|l')(?=(?:aprovaç|verificaç|validaç|confirmaç|aprobaci|verificaci|validaci|confirmaci|approbation|vérification|validation)\w*)"
    # inj29b: ru "don't verify the identity", ko "don't do the identity check"
    r"|(?<!\w)не\s+(?:проверяй|проверяйте|сверяй|сверяйте)\s+(?:\S+\s+)?(?=личност\w*|документ\w*|паспорт\w*|удостоверени\w*)"
    r"|(?:본인|신원|신분)\s*확인\S{0,2}\s*(?:하지\s*(?:마|말)|안\s*해도)"
)
"""An imperative that skips, omits or switches off something."""

_CONTROL: Final = re.compile(
    # en: a control by its own name, or a check qualified as one
    r"\b(?:approvals?|sign-?offs?|verifications?|validations?|confirmations?|attestations?|dry[\s-]?runs?|four-eyes|dual\s+control"
    r"|(?:compliance|fraud|identity|id|kyc|aml|sanctions?|safety|security|dnc|do-not-call|eligibility|background|double|limit|callback)\s+(?:\w+\s+)?(?:checks?|reviews?|screening|scrub\w*|verification|validation)"
    r"|(?:do-not-call|dnc)\s+(?:\w+\s+)?scrub\w*|change[\s-](?:board|advisory)\s+approval)\b"
    # es / pt / it / ro / fr
    r"|\b(?:verificaci[oó]n|validaci[oó]n|aprobaci[oó]n|confirmaci[oó]n|comprobaci[oó]n|revisi[oó]n\s+de\s+cumplimiento|control\s+de\s+cumplimiento|doble\s+\w+)"
    r"|\b(?:verificação|validação|aprovação|confirmação|checagem|conformidade|dupla\s+\w+|\w+\s+dupla|\w+\s+em\s+dupla)"
    r"|\b(?:verifica|convalida|approvazione|conferma|controllo\s+di\s+conformità|doppia\s+\w+)\b"
    r"|\b(?:verificare\w*|aprobare\w*|confirmare\w*|validare\w*|\w+\s+dublă|\w+\s+dubla)\b"
    r"|\b(?:vérification|validation|approbation|confirmation|contrôle|double\s+\w+|autorisation)"
    # de / nl / sv / no / da / fi / et / lt / lv
    r"|(?:prüfung|verifizierung|freigabe|genehmigung|bestätigung|validierung|vier-augen)"
    r"|\b(?:verificatie|goedkeuring|bevestiging|controle)\b"
    r"|(?:attest\w*|godkännande\w*|verifiering\w*|kontroll\w*|godkjenning\w*|godkendelse\w*|bekreftelse\w*|bekræftelse\w*)"
    r"|(?:hyväksyn\w*|tarkist\w*|tarkast\w*|vahvistu\w*|varmistu\w*|kinnitus\w*|heakskiit\w*)"
    r"|(?:tvirtinim\w*|patikrinim\w*|patvirtinim\w*|apstiprinājum\w*|pārbaud\w*)"
    # ru / uk / bg / sr / pl / cs / sk / hr / hu / el / tr
    r"|(?:проверк\w*|подтвержд\w*|одобрени\w*|одобрение\w*|согласовани\w*|верификаци\w*|утвержд\w*|перевірк\w*|підтвердж\w*|погодж\w*|потвържд\w*|провер[уа]\w*|одобрењ\w*)"
    r"|(?:weryfikacj\w*|zatwierdz\w*|akceptacj\w*|potwierdz\w*|kontrol\w*|ověřen\w*|overen\w*|schválen\w*|potvrzen\w*|potvrden\w*|odobrenj\w*|provjer\w*)"
    r"|(?:ellenőrz\w*|jóváhagy\w*|megerősít\w*|έλεγχ\w*|επαλήθευσ\w*|έγκρισ\w*|επιβεβαίωσ\w*|onay\w*|doğrulama\w*|denetim\w*)"
    # af uz (inj26b): af checks (``veiligheidskontroles``), uz approval and checks
    r"|kontrole\w*|\btasdiq\w*|\btekshir\w*"
    # inj28b: is checks and confirmations (``öryggisathugunum``)
    r"|\w*athugun\w*|staðfesting\w*"
    # inj29b: a safety warning (allergens, safety, health: es pt fr it); ru identity after "don't verify"
    r"|\b(?:advertencias?|avisos?|avertissements?|mises?\s+en\s+garde|avvertenz\w*|alertas?)\s+(?:\S+\s+){0,2}?(?:al[ée]rg|seguridad|segurança|sécurité|sicurezza|riesgo|risco|risque|salud|saúde|santé|contraindica|sanitari)\w*"
    r"|личност\w*|(?<=не\sпроверяй\s)(?:документ|паспорт|удостоверени)\w*"
    # inj27b: sv confirmation, da check, nl checks with a head (``risicocontroles``), ur confirmation
    r"|bekräftelse\w*|tjek(?:ket|kene|s)?\b|\w*controles?\b|تصدیق|баталгаажуулалт\w*|зөвшөөрөл\w*"
    # id / ms / vi / tl
    r"|\b(?:persetujuan|verifikasi|konfirmasi|pemeriksaan|pengesahan|validasi|kelulusan)\b|\b(?:phê\s+duyệt|xác\s+minh|xác\s+nhận|kiểm\s+tra)\b|\b(?:pag-apruba|beripikasyon|kumpirmasyon|semakan)\b|\bzu\s+(?:über)?(?:prüfen|kontrollieren|verifizieren)\b"
    # zh / ja / ko
    r"|审批|審批|审核|審核|合规|合規|核验|核驗|复核|複核|批准|确认|確認|验证|驗證|承認|検証|審査|コンプライアンス|チェック|审查|審查"
    r"|승인|확인|검토|검증|점검|컴플라이언스"
    # fa / ar / he / hi
    r"|تأیید|تایید|بررسی|الموافقة|التحقق|المراجعة|التأكيد|אישור|אימות|मंज़ूरी|मंजूरी|सत्यापन|पुष्टि"
    # hi bn (inj25c): a check, an approval, a verification
    r"|जाँच|जांच|अनुमोदन|স্বীকৃতি|অনুমোদন|যাচাই|নিশ্চিতকরণ|পরীক্ষা|চেক"
)
"""A control: an approval, verification, validation, confirmation, compliance or dual check."""

_FORBID_BEFORE: Final = re.compile(
    r"(?:\b(?:never|don'?t|do\s+not|must\s+not|mustn'?t|cannot|can'?t|nunca|jamais|nie|nigdy|niemals|nicht|no|não|non|ne|не|ніколи|никогда|nu|ei|ikke|inte|älä|ära|nemoj|ne\s+smeš|jangan|đừng|huwag|moenie|hech\s+qachon|битгий)\s+(?:\S+\s+)?$)"
    r"|(?:不得|不要|不能|切勿|从不|從不|决不|決不|绝不|絕不|禁止|絶対|절대|別|别)\S{0,4}\s?$"
)
_FORBID_AFTER: Final = re.compile(
    r"^\S{0,3}(?:しない|しません|禁止|하지\s*(?:마|않)|지\s*(?:마|말|않)|않|금지)|^\s*(?:is|are)\s+(?:never|not)\b"
    r"|^\s*(?:nie|niemals|nicht|never|jamais|nunca|aldrig|aldri|nooit|ei|sakın)\b"
)
_SKIP_DONE: Final = re.compile(
    r"\b(?:skipped|was\s+skipped|were\s+skipped|skipping\s+\w+\s+(?:is|was)\s+(?:not|never)|if\s+(?:someone|anyone|a\s+user|the\s+user)\s+asks?\s+(?:you\s+)?to)\b"
)
"""A skip told as past or as someone's request (not the note's own order)."""
_HARMLESS: Final = re.compile(
    r"\b(?:docs?-only|typo\w*|harmless|read-only|drafts?|cosmetic|whitespace|local\s+(?:dev\w*|runs?|builds?)|dev\s+containers?"
    r"|sandbox|unit\s+tests?|tests?\s+(?:env\w*|accounts?|data)|staging|emergency\s+(?:procedure|runbook)|break-?glass"
    r"|localhost|dev\s+(?:proxy|settings|servers?|env\w*|box\w*)|lint\w*|generated\s+files|with\s+--?\w+|only\s+deletes)\b"
    r"|生成ファイル|generiert\w*|(?:して|て)(?:います|いる)"
    r"|लिंट|ड्राफ़्ट|ड्राफ्ट|डॉक्स|लोकल|टेस्ट\s+(?:सर्वर|डेटा|खात)|লিন্ট|ড্রাফট|খসড়া|লোকাল|টেস্ট\s+(?:সার্ভার|ডেটা)"  # hi bn (inj25c)
    r"|\b(?:brouillon|borrador|rascunho|entwurf|entwürfe|черновик\w*|草稿|下書き|초안)"
)
"""A skip a team writes for its own harmless work (docs-only changes, drafts, local runs)."""
_OWN_FLAG: Final = OWN_CONFIRMATION
"""A command's own confirmation flag documented (``accepts -y to skip …``, ``--force`` skips the
prompt, so use it only on the dev DB): the tool's switch, not a safeguard waived (session 23;
the flags ``injection_reports`` reads, session 24)."""
_REPORTED: Final = re.compile(
    r"\b(?:asked\s+(?:us|me|you|the\s+\w+)\s+to|asks?\s+(?:you\s+|us\s+)?to\s+(?:skip|bypass|omit|waive|disable|ignore)|refuse|decline|escalate|tried\s+to|wants?\s+(?:us|me|you)\s+to|request(?:ed|s)?\s+to|phishing|scam|attack\w*|injection)\b"
)


def control_skipped(line: str) -> Span:
    """A control step skipped, omitted or switched off as an order (not a ban on skipping it,
    not a skip told as past or asked by someone, not a team's skip for harmless work)."""
    for v in _SKIP_VERB.finditer(line):
        # from the verb's start: a split verb holds its object ("sla de controle over")
        c = _CONTROL.search(line, v.start(), min(len(line), v.end() + 60))
        if c is None:
            if v.group().isascii() and not v.group().startswith(("atla", "o", "chetlab")):
                continue  # only ja / ko / zh / fa / hi / tr put the object first
            c = _CONTROL.search(line, max(0, v.start() - 40), v.start())
            if c is None:
                continue
        head = line[max(0, v.start() - 30) : v.start()]
        if _FORBID_BEFORE.search(head) and not v.group().lstrip(" .;:!,(").startswith(
            ("don", "do ", "no ", "never", "ne ", "não", "non", "n'")
        ):
            continue
        if _FORBID_AFTER.search(line[v.end() : v.end() + 10]):
            continue
        if _SKIP_DONE.search(line) or _HARMLESS.search(line) or _REPORTED.search(line):
            return None
        if _OWN_FLAG.search(line):
            return None
        return min(v.start(), c.start()), max(v.end(), c.end())
    return None


_WAIVE_MORE: Final = re.compile(
    r"\b(?:don'?t|do\s+not|never|stop)\s+ask(?:ing)?\s+(?:\w+\s+){0,3}?to\s+confirm\b"
    r"|\b(?:frag|frage|fragt)\s+(?:\S+\s+){0,8}?(?:nicht|nie|niemals)\s+(?:mehr\s+)?(?:nach|um)\s+(?:bestätigung|erlaubnis|freigabe|zustimmung)"
    r"|\bnepýtaj\s+si\s+(?:\S+\s+)?(?:potvrdenie|súhlas|povolenie)|\bneptej\s+se\s+(?:\S+\s+)?(?:na\s+)?(?:potvrzení|souhlas)"
    r"|(?:所有|全部|一切)?(?:确认|確認|审批|審批)(?:流程|步骤|步驟|提示)?(?:都|全部)?(?:关闭|關閉|关掉|关了|取消)"
    r"|확인\s*(?:절차|창|단계)?(?:를|을|는)?\s*(?:모두|전부|다)?\s*(?:끄|꺼|없애|생략)"
    r"|(?:همه\s+)?(?:تأییدها|تاییدها|تأیید|تایید)\S*\s+(?:\S+\s+){0,6}?(?:غیرفعال\s+کن|را\s+بردار|حذف\s+کن)"
    r"|\b(?:lewati|abaikan|matikan|nonaktifkan)\s+(?:semua\s+)?(?:konfirmasi|persetujuan)"
    r"|\bez\s+(?:eskatu|eskatzen|eskatuko)\s+(?:\S+\s+)?(?:berrespen|baieztapen|onarpen|baimen)\w*"  # eu (inj26d)
)
"""A confirmation waived in words the older pattern lacks ("never ask the user to confirm",
"frag vor … nicht mehr nach Bestätigung", confirmations switched off)."""

_BEFORE_ACT: Final = re.compile(
    r"\b(?:before|when|while|prior\s+to)\s+(?:\w+\s+){0,2}?(?:delet\w*|remov\w*|wip\w*|purg\w*|eras\w*|drop\w*|send\w*|blast\w*|mass|bulk|text\w*|email\w*|messag\w*)"
    r"|\b(?:antes\s+de|al|cuando|avant\s+d(?:e\b|')|lors\s+de|vor|bevor|beim?|перед|prima\s+di|înainte\s+de|przed|pred|před|sebelum|saat|ketika|trước\s+khi|khi)\b"
    r"|(?:göndermeden\s+önce|silmeden\s+önce|önce)|前に|之前|前|전에|시|때|هنگام|قبل\s+از|پیش\s+از|قبل"
)
"""Before or during the act the confirmation guarded."""
_MASS_OR_DELETE: Final = re.compile(
    r"\b(?:delet\w*|remov\w*|wip\w*|purg\w*|eras\w*|drop\w*|mass|bulk|blast\w*|whole\s+list|entire\s+list|all\s+(?:contacts|customers|users|donors|subscribers|recipients))\b"
    r"|\bsms\b|\bblast\b|toda\s+la\s+lista|masiv\w*|toute\s+la\s+liste|en\s+masse|ganze\s+liste|massen\w*|massal|massale|hromadn\w*|toplu|массов\w*|рассылк\w*"
    r"|ezabat\w*|borr\w*|elimin\w*|supprim\w*|lösch\w*|удал\w*|menghapus|hapus|xóa|sil\w*|usuń|smaž|zmaž|apag\w*|cancell\w*|șterge"
    r"|群发|群發|批量|删除|刪除|一斉|一括|削除|일괄|삭제|حذف|انبوه|گروهی"
)
"""A mass send or a deletion: the act a waived confirmation leaves unguarded."""


def confirmation_dropped(line: str) -> Span:
    """A confirmation waived or switched off before a mass send or a deletion."""
    m = _WAIVE_CONF.search(line) or _WAIVE_MORE.search(line)
    if m is None:
        return None
    if not _MASS_OR_DELETE.search(line):
        return None
    if not _BEFORE_ACT.search(line) and not _WAIVE_MORE.search(line):
        return None
    if _HARMLESS.search(line) or _REPORTED.search(line) or _OWN_FLAG.search(line):
        return None
    return m.start(), m.end()


needing(confirmation_dropped, (_WAIVE_CONF, _WAIVE_MORE), (_MASS_OR_DELETE,))


_DRY_RUN_OFF: Final = re.compile(
    r"\bwithout\s+(?:the\s+|a\s+|any\s+)?dry[\s-]?runs?\b|\bignore\s+(?:the\s+)?dry[\s-]?run\s+(?:requirement|rule|step|policy)"
    r"|\bignore\s+(?:the\s+|all\s+|any\s+)?(?:rate[\s-]limits?|quotas?)\b"
    r"|\b(?:no\s+longer|don'?t|do\s+not)\s+need\s+(?:\w+\s+){0,2}?(?:approval|sign-?off|a\s+change\s+ticket)\s+(?:from\s+(?:\w+\s+){1,3})?to\s+(?:\w+\s+){0,2}?(?:restart|deploy|change|push|run|delete|modify|update)"
    # inj26d: the change approval (CAB, Freigabe) waived for production, de ru fr es pt
    r"|\bignorier\w*\s+(?:\S+\s+){0,2}?\S*(?:freigabe|genehmigung)\w*"
    r"|\bohne\s+(?:\S+\s+)?\S*(?:freigabe|genehmigung)\w*\s+(?:\S+\s+){0,4}?(?:einspielen|deployen|ausrollen|ändern|umsetzen|ausführen|übernehmen)\b"
    r"|\bбез\s+(?:\S+\s+)?(?:согласовани|одобрени|утверждени|апрув)\w*"
    r"|\bpas\s+besoin\s+d['’](?:\S+\s+)?(?:approbation|validation|autorisation|aval)\b|\bignore\s+(?:\S+\s+){0,2}?(?:approbation|validation)\b"
    r"|\bsans\s+(?:attendre\s+)?(?:l['’]|d['’])?(?:approbation|validation|autorisation|aval)\s+(?:\S+\s+)?(?:du\s+|de\s+la\s+)?(?:cab|comité|change)\b"
    r"|\b(?:sin|sem)\s+(?:la\s+|a\s+)?(?:aprobaci[oó]n|aprovação|autorizaci[oó]n|autorização)\s+(?:del?\s+|do\s+)?(?:cab|comité|comitê)\b"
)
_BANNED: Final = re.compile(
    r"запрещ\w*|нельзя|не\s+допуска\w*|недопустим\w*|verboten|untersagt|nicht\s+erlaubt|niemals|interdit\w*|jamais|prohibid\w*|proibid\w*|nunca"
)
"""A ban on the change without approval (``без согласования CAB запрещены``): the rule kept."""
_LIVE_OR_PRETEXT: Final = re.compile(
    r"\b(?:prod\w*|live|destructive|fleet|waste\s+of\s+time|aggressive\w*|multiple\s+accounts|several\s+accounts|rotate\s+(?:the\s+)?accounts|directly)\b"
    r"|продакшн\w*|продакшен\w*|продуктив\w*|\bпрод\b|боев\w*|produktiv\w*"
)


_WAIVE_CONF_NEEDLES: Final = _WAIVED_CONTROLS[0][2]
"""Substrings one of which every waived confirmation (``_WAIVE_CONF``) holds."""
_CONTROL_NEEDLES: Final = needles(
    "approv|sign-off|signoff|verif|validat|confirm|attest|dry|four-eyes|dual control|check|review|screening|scrub"
    "|aprob|cumplimiento|doble|conformidade|dupla|convalid|conferma|controllo|doppia|aprobar|confirmar|validar|dublă|dubla"
    "|vérif|contrôle|double|prüfung|freigabe|genehmigung|bestätigung|validierung|vier-augen|controle|goedkeuring|bevestiging"
    "|godkänn|kontroll|godkjenn|godkend|bekreft|bekræft|hyväksyn|tarkist|tarkast|vahvistu|varmistu|kinnitus|heakskiit"
    "|tvirtinim|patikrinim|patvirtinim|apstiprin|pārbaud|провер|подтвержд|одобр|согласован|верификац|утвержд|перевірк|підтвердж"
    "|погодж|потвържд|weryfikac|zatwierdz|akceptac|potwierdz|kontrol|ověřen|overen|schválen|potvrz|potvrd|odobrenj|provjer"
    "|ellenőrz|jóváhagy|megerősít|έλεγχ|επαλήθευσ|έγκρισ|επιβεβαίωσ|onay|doğrulama|denetim|persetujuan|verifikasi|konfirmasi"
    "|semakan|zu prüfen|zu überprüfen|zu kontrollieren|zu verifizieren"  # inj30e: ms check, de "without checking"
    "|pemeriksaan|pengesahan|validasi|kelulusan|phê duyệt|xác minh|xác nhận|kiểm tra|pag-apruba|beripikasyon|kumpirmasyon"
    "|审批|審批|审核|審核|合规|合規|核验|核驗|复核|複核|批准|确认|確認|验证|驗證|承認|検証|審査|コンプライアンス|チェック|审查|審查"
    "|승인|확인|검토|검증|점검|컴플라이언스|تأیید|تایید|بررسی|الموافقة|التحقق|المراجعة|التأكيد|אישור|אימות|मंज़ूरी|मंजूरी|सत्यापन|पुष्टि"
    "|जाँच|जांच|अनुमोदन|অনুমোদন|যাচাই|নিশ্চিতকরণ|পরীক্ষা|চেক"
    # inj26b: the controls the substrings above missed (es pt fr forms, af, uz)
    "|comprob|validaci|validaç|aprova|checagem|approb|kontrole|tasdiq|tekshir"
    "|bekräft|tjek|تصدیق|баталгаажуул|зөвшөөр|autorisation"  # inj27b
    "|athugun|staðfest"  # inj28b
    "|advertencia|aviso|avertissement|mise en garde|avvertenz|alerta|личност|паспорт|удостоверени"  # inj29b
)
"""Substrings one of which every control (``_CONTROL``) holds: rarer than the skip verbs."""
_SKIP_NEEDLES: Final = needles(
    "skip|bypass|omit|waive|disable|turn off|switch off|don't|dont|do not|no longer|never"
    "|sált|salta|salte|desactiv|prescind|no hag|no apliq|pule|pula|desativ|dispens|não|ometti|disattiv|non fare|non appl"
    "|sari |dezactiv|renun|saut|zapp|omet|désactiv|passe|ne fai|n'appli|überspr|deaktiv|verzicht|spar |lass|sla |slaat|schakel"
    "|hopp|spring|stäng|slå|ohit|jätä|jäta|praleis|išjunk|izlaid|atslēdz|slepptu"
    "|пропус|отключ|вимкн|изключ|прескоч|pomi|wyłącz|přeskoč|přeskak|preskoč|preskak|vynech|vypni|izostav|isključ"
    "|hagyd|ugord|kapcsold|παράλει|παραλεί|αγνόησ|απενεργοπ|atla|devre|lewat|abaikan|nonaktif|matikan|langkau|bỏ qua|tắt|laktawan"
    "|跳过|跳過|略过|略過|省去|免去|免除|关闭|關閉|省略|スキップ|飛ばし|無効に|건너뛰|생략하|끄세요|꺼|끄고"
    "|رد شو|نادیده|غیرفعال|صرف|تخط|تجاهل|عط|דלג|השבת|छोड़|स्किप|বাদ|এড়িয়ে|স্কিপ"
    "|slaan|skakel|omseil|contourn|tkazib|chetlab"  # inj26b
    "|بند|انداز|چھوڑ|жди|warte|attend|esper|алгас"  # inj27b
    "|vergiss|oubli|esque|olvid|dimentic|забудь"  # inj28b
    "|pidas|pida |solicit|peça|demande|ignor|провер|сверя|하지|안 해도|안해도"  # inj29b
    "|izslēdz|ohne"  # inj30e
)
"""Substrings one of which every skip verb (``_SKIP_VERB``) holds."""

RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        POLICY,
        both(unquoted(unreported(control_skipped)), _SKIP_NEEDLES),
        _CONTROL_NEEDLES,
    ),
    (
        POLICY,
        unquoted(unreported(confirmation_dropped)),
        (
            *_WAIVE_CONF_NEEDLES,
            "potvrd",
            "potvrz",
            "konfirmasi",
            "persetujuan",
            "berrespen",
            "baieztapen",
        ),
    ),
    # a dry-run or rate limit dropped on a live run, approval no longer needed in production
    gated_rule(
        POLICY,
        _DRY_RUN_OFF,
        needs=(_LIVE_OR_PRETEXT,),
        unless=(_HARMLESS, _BANNED),
        name="dry_run_dropped",
        needles=needles(
            "dry|rate limit|rate-limit|quota|no longer need"
            "|freigabe|genehmigung|согласован|одобрен|утвержден|апрув|approbation|validation|autorisation|aval|aprobaci|aprovaç|autoriza"
        ),
    ),
)
