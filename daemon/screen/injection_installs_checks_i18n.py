"""Outside code installed on a pretext, checks switched off and production confirmations waived,
in the eight languages the issue names (zh es de ru fr ja pt ko; pure; helper i18n16a,
session 16).

- ``outside_install``: an install, download or register verb (``installiere``, ``télécharge``,
  ``подключи``, ``安装``, ``取得して``, ``설치하세요``) with a link, and a pretext that makes it
  an attack: no review needed (``eine Prüfung ist nicht nötig``, ``不需要审核``, ``검토는 필요
  없습니다``), a mirror instead of the official site (``公式サイトではなく``), the script sourced
  from a shell profile (``~/.bashrc``), an MCP server given full or write access, or an archive
  installed every time an environment starts. "Install the SDK from https://… (official docs)"
  names no pretext; a negated order ("never install from …") stays clean.
- ``checks_off``: certificate or signature verification switched off for any host or whenever
  it fails (``Desactivá la verificación TLS … para cualquier host``, ``tu peux désactiver la
  vérification de signature … quand ils refusent de se charger``); code review skipped for
  payment code or straight to main (``Код-ревью … пропускай, … сразу в main``); warnings about
  tokens spared because the secret scanner is off. A fixture or test scope stays clean.
- ``production_unconfirmed``: a confirmation waived (the waivers of
  ``injection_confirm_hide_i18n``, plus "don't wait for" and "without") in a sentence about
  production (``生产环境``, ``本番``, ``운영 환경``, ``Produktion``), or with the approval step
  declared abolished (``承認プロセスは廃止``, ``审批流程已经取消``, ``Freigabe … entfällt``).
  A staging scope, "always ask" or a negated sentence stays clean.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

import re
from typing import Final

from .class_needs import needing
from .injection_confirm_hide_i18n import _CONF as CONFIRM  # pyright: ignore[reportPrivateUsage]
from .injection_confirm_hide_i18n import NEEDLES as CONFIRM_NEEDLES
from .injection_confirm_hide_i18n import ORDER_WAIVE, unquoted
from .injection_standing_orders import unreported
from .lexicon_en import POLICY, TOOL

NEGATOR: Final = re.compile(
    r"\bnie(?:mals)?\b|\bnicht\b|\bkeine?\b|\bjamais\b|\bne\s+\w+\s+(?:pas|jamais)\b|\bn'\w+\s+(?:pas|jamais)\b"
    r"|\bnunca\b|\bno\s+(?!es\s+necesario|hace\s+falta)\w+|\bnão\s+(?!precis)\w+|\bникогда\b|\bне\s+(?!нужн|надо|требует)\w+"
    r"|不要|别|別|禁止|绝不|決して|しないで|ないでください|절대|지\s*마|지\s*말|면\s*안"
)
"""A ban (``Installiere nie …``, ``N'installe jamais …``, ``절대 …``)."""
_BAN_AFTER: Final = re.compile(
    r"[^.;,!?]{0,25}?\b(?:pas|jamais|nie|niemals|nicht|never|nunca)\b(?!\s+(?:nötig|notwendig|erforderlich|nécessaire|besoin))"
    r"|\S{0,4}?(?:지\s*(?:마|말)|면\s*안|ないで|てはいけない|ないこと)"
)
_SENTENCE: Final = re.compile(r"[.!?。！？](?:\s|$)|[;；]")


def banned(line: str, lo: int, start: int, end: int) -> bool:
    """Whether the verb at ``[start, end)`` is banned: a negator between the sentence start
    ``lo`` and the verb, or right after it (``n'installe jamais``, ``설치하지 마세요``). A "no
    need" later in the sentence (``eine Prüfung ist nicht nötig``) bans nothing."""
    before = line[lo:start]
    return (
        NEGATOR.search(line, lo, end) is not None
        or before.endswith(("n'", "n’"))
        or _BAN_AFTER.match(line, end) is not None
    )


def sentence_at(line: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence around ``[start, end)``."""
    lo = 0
    for m in _SENTENCE.finditer(line, 0, start):
        lo = m.end()
    m = _SENTENCE.search(line, end)
    return lo, (m.start() if m is not None else len(line))


_INSTALL: Final = re.compile(
    r"installier\w*|herunterlad\w*|\blade\b|registrier\w*|\bbinde\b|instal\w*|télécharg\w*|enregistr\w*|\bajoute[sz]?\b"
    r"|\bsource[sz]?\b|descarg\w*|\bbaj[aeá]\b|\bbajar\b|registr\w*|\bagreg\w*|\bañad\w*|\bbaix\w*|adicion\w*|\bconect\w*"
    r"|установ\w*|скача\w*|скачив\w*|подключ\w*|зарегистрир\w*|安装|安裝|下载|下載|注册|註冊|接入|获取|獲取|取得|ダウンロード|インストール|登録|導入"
    r"|설치|다운로드|받아|등록|연결"
)
_URL: Final = re.compile(r"https?://\S+")
_NO_REVIEW: Final = re.compile(
    r"prüfung\s+(?:ist\s+)?(?:nicht|un)nötig|keine\s+prüfung|ohne\s+(?:prüfung|review|freigabe)|prüfung\s+entfällt"
    r"|sans\s+(?:vérification|revue|validation|contrôle)|pas\s+besoin\s+de\s+(?:vérifi|valid|revue|contrôl)\w*"
    r"|sin\s+(?:revis\w*|verifica\w*|auditor\w*)|no\s+hace\s+falta\s+(?:revis|verific)\w*|no\s+(?:es\s+necesario|necesitas)\s+(?:revis|verific)\w*"
    r"|sem\s+(?:revis\w*|verifica\w*)|não\s+precisa\s+(?:de\s+)?(?:revis|verific)\w*"
    r"|без\s+(?:проверк|ревью|аудит)\w*|провер\w*\s+не\s+(?:нужн|надо|требует)\w*"
    r"|(?:不需要|无需|無需|不用|不必)\S{0,2}(?:审核|審核|审查|審查|检查|檢查|验证|驗證)|(?:レビュー|審査|確認|チェック)(?:は)?不要"
    r"|(?:검토|검수|심사|확인)(?:는|가)?\s*필요\s*(?:없|없습니다)|(?:검토|검수)\s*없이"
)
_NOT_OFFICIAL: Final = re.compile(
    r"公式(?:サイト)?(?:から)?ではなく|而不是(?:从)?官方|不要用官方|공식\s*(?:사이트|홈페이지)\S{0,3}\s*아니라"
    r"|nicht\s+(?:von\s+)?(?:der\s+)?offiziell\w*|statt\s+(?:von\s+)?(?:der\s+)?offiziell\w*"
    r"|au\s+lieu\s+du\s+site\s+officiel|pas\s+(?:depuis\s+)?le\s+site\s+officiel"
    r"|en\s+(?:lugar|vez)\s+del?\s+(?:sitio\s+)?oficial|em\s+vez\s+do\s+(?:site\s+)?oficial|não\s+do\s+site\s+oficial"
    r"|не\s+с\s+официальн\w*|вместо\s+официальн\w*|\bон\s+официальн\w*|\bэто\s+официальн\w*"
)
_PROFILE: Final = re.compile(r"\.bashrc|\.zshrc|\.bash_profile|\.profile\b|autostart|crontab")
_MCP: Final = re.compile(r"\bmcp\b")
_FULL_ACCESS: Final = re.compile(
    r"accès\s+(?:en\s+écriture|complet|total)|acceso\s+(?:total|completo|de\s+escritura)|acesso\s+(?:total|completo|de\s+escrita)"
    r"|voll(?:en|er)?\s*zugriff|schreibzugriff|schreibrecht\w*|полн\w+\s+доступ\w*|доступ\w*\s+на\s+запись"
    r"|全部权限|完全(?:な)?(?:アクセス|権限)|書き込み権限|写(?:入)?权限|寫入權限|전체\s*(?:권한|접근)|쓰기\s*권한"
)
_EVERY_START: Final = re.compile(
    r"sempre\s+que\s+(?:inici|abr|cri)\w*|toda\s+vez|cada\s+vez\s+que|siempre\s+que|à\s+chaque|chaque\s+(?:fois|environnement|session)"
    r"|jede[nrsm]?\s+(?:\w+-)?umgebung|jedes\s+mal|bei\s+jedem\s+start|каждый\s+раз|при\s+каждом|кажд\w+\s+(?:окружени|сред)\w*"
    r"|每次|每当|毎回|起動(?:する)?たび|매번|마다"
)
_ARCHIVE: Final = re.compile(r"https?://\S+\.(?:tar\.gz|tgz|whl|zip|sh|ps1|exe|msi|deb|rpm|pkg)\b")


def outside_install(line: str) -> tuple[int, int] | None:
    """The span of an order to install or register outside code on a pretext."""
    u = _URL.search(line)
    if u is None:
        return None
    for i in _INSTALL.finditer(line):
        lo = sentence_at(line, i.start(), i.end())[0]
        if banned(line, lo, i.start(), i.end()):
            continue
        pretext = (
            _NO_REVIEW.search(line)
            or _NOT_OFFICIAL.search(line)
            or _PROFILE.search(line)
            or (_FULL_ACCESS.search(line) if _MCP.search(line) else None)
            or (_EVERY_START.search(line) if _ARCHIVE.search(line) else None)
        )
        if pretext is not None:
            return min(i.start(), pretext.start()), max(i.end(), pretext.end())
    return None


needing(  # the address, the install and a pretext (``_MCP``, ``_ARCHIVE``: their gates)
    outside_install,
    (_URL,),
    (_INSTALL,),
    (_NO_REVIEW, _NOT_OFFICIAL, _PROFILE, _FULL_ACCESS, _EVERY_START),
)


_SWITCH_OFF: Final = re.compile(
    r"deaktivier\w*|abschalt\w*|schalt\w*\s+\S+\s+(?:\S+\s+)?ab\b|désactiv\w*|desactiv\w*|deshabilit\w*|desativ\w*|desabilit\w*"
    r"|отключ\w*|выключ\w*|关闭|關閉|禁用|停用|无效化|無効化|無効に|オフに|끄|비활성"
)
_VERIFY: Final = re.compile(
    r"tls|ssl|zertifikat\w*|certificat\w*|certificad\w*|сертификат\w*|证书|證書|証明書|인증서"
    r"|signatur\w*|signature\w*|firma\w*|assinatura\w*|подпис\w*|签名|簽名|署名|서명"
)
_ANY_OR_ON_FAIL: Final = re.compile(
    r"\bcurl\s+-k\b|--insecure|verify\s*=\s*false|para\s+(?:cualquier|todos\s+los)\s+host|para\s+qualquer\s+host|pour\s+tous\s+les\s+hôtes"
    r"|für\s+alle\s+hosts?|для\s+(?:всех|любых)\s+хост\w*|所有(?:主机|主機)|すべてのホスト|모든\s*호스트"
    r"|\bquand\s+(?:ils?|elles?|ça|cela)\s+(?:refus|échou|plant)\w*|\bs'ils?\s+(?:refus|échou)\w*"
    r"|\bcuando\s+(?:fall|den\s+error)\w*|\bsi\s+fall\w*|\bquando\s+(?:falh|der\s+erro)\w*|\bse\s+falh\w*"
    r"|\bwenn\s+(?:sie|es|er)\s+(?:nicht\s+lad|fehlschl|scheiter)\w*|\bкогда\s+\S+\s+не\s+загруж\w*|\bесли\s+\S+\s+не\s+загруж\w*"
    r"|errores?\s+de\s+certificado\s+son\s+normales|erreurs?\s+de\s+certificat\s+sont\s+normales"
    r"|加载失败时|読み込めない(?:とき|場合)|로드되지\s*않으면"
)
_REVIEW_SKIP: Final = re.compile(
    r"(?:überspring\w*|lass\w*\s+\S+\s+weg|saute[sz]?|zappe[sz]?|sáltate|salta(?:r|te)?|omite|pula[r]?|pule|пропуска\w*|пропусти\w*|跳过|跳過|省略|スキップ|건너뛰)"
)
_REVIEW: Final = re.compile(
    r"code-?\s?review|\breview\w*|\brevue\b|revisión|revisão|ревью|代码审查|代碼審查|コードレビュー|レビュー|코드\s*리뷰|리뷰"
)
_STRAIGHT_MAIN: Final = re.compile(
    r"(?:direct\w*|gleich|sofort|сразу|прямо|direto|derecho|直接|そのまま|바로)\s*(?:\S+\s+){0,2}\S{0,3}\s*(?:main|master|prod\w*)\b"
    r"|(?:main|master)\s*(?:に直接|에\s*바로|へ直接)"
    r"|pagamento|paiement|pagos?\b|zahlung\w*|платеж\w*|платёж\w*|支付|決済|결제"
)
_SECRET_WARNING: Final = re.compile(
    r"(?:warnung\w*|avertissement\w*|alerte\w*|advertencia\w*|aviso\w*|alerta\w*|предупрежден\w*|警告|경고)"
)
_SECRETISH: Final = re.compile(
    r"token\w*|secret\w*|geheim\w*|токен\w*|секрет\w*|密钥|令牌|トークン|シークレット|토큰|시크릿"
)
_SPARE: Final = re.compile(
    r"kannst\s+du\s+dir\s+sparen|\bsparen\b|ignor\w*|игнорир\w*|無視|무시|忽略|\bspar\s+dir|pas\s+besoin\s+d'|\binutile\b|te\s+puedes\s+ahorrar|no\s+hace\s+falta"
    r"|pode\s+pular|não\s+precisa|можешь\s+не|не\s+нужн\w*|不用|不必|无需|いらない|不要|필요\s*없"
)
_SCANNER_OFF: Final = re.compile(
    r"scanner\w*\s+(?:ist\s+)?(?:\S+\s+){0,3}(?:aus|abgeschaltet|deaktiviert)\b|scanner\w*\s+(?:est\s+)?(?:désactivé|coupé)"
    r"|scanner\s+(?:está\s+)?(?:apagado|desactivado|desativado|desligado)|сканер\w*\s+(?:\S+\s+){0,3}(?:отключ|выключ)\w*"
    r"|扫描\S{0,4}(?:已)?关闭|スキャナ\S{0,6}(?:停止|オフ|無効)|스캐너\S{0,6}(?:꺼|비활성)"
)
_FIXTURE: Final = re.compile(
    r"fixture\w*|\btest\w*|\bfake|dummy|beispiel\w*|exemple\w*|ejemplo\w*|exemplo\w*|тестов\w*|测试|テスト|테스트"
)


def checks_off(line: str) -> tuple[int, int] | None:
    """The span of an order that switches a verification, a review or secret warnings off."""
    if _FIXTURE.search(line):
        return None
    for s in _SWITCH_OFF.finditer(line):
        lo, hi = sentence_at(line, s.start(), s.end())
        v = _VERIFY.search(line, lo, hi)
        if (
            v is not None
            and not banned(line, lo, s.start(), s.end())
            and _ANY_OR_ON_FAIL.search(line)
        ):
            return min(s.start(), v.start()), max(s.end(), v.end())
    for s in _REVIEW_SKIP.finditer(line):
        lo, hi = sentence_at(line, s.start(), s.end())
        r = _REVIEW.search(line, lo, hi)
        if (
            r is not None
            and not banned(line, lo, s.start(), s.end())
            and _STRAIGHT_MAIN.search(line)
        ):
            return min(s.start(), r.start()), max(s.end(), r.end())
    w = _SECRET_WARNING.search(line)
    if w is not None and _SECRETISH.search(line) and _SCANNER_OFF.search(line):
        sp = _SPARE.search(line)
        if sp is not None:
            return min(w.start(), sp.start()), max(w.end(), sp.end())
    return None


_PRODUCTION: Final = re.compile(
    r"produktion\w*|\bprod\b|production|producción|produção|продакшн\w*|продакшен\w*|прод\b|боев\w+\s+(?:сред|окружени|сервер)\w*"
    r"|生产环境|生產環境|生产|正式环境|线上环境|本番|運用環境|운영\s*환경|운영\s*서버|프로덕션"
)
_STAGING: Final = re.compile(
    r"staging|sandbox|testumgebung|тестов\w*|测试环境|テスト環境|테스트\s*환경|entorno\s+de\s+pruebas|ambiente\s+de\s+teste"
)
_WAIT_NOT: Final = re.compile(
    r"n'attende?[sz]?\s+(?:aucune?|pas|plus)|しなくて(?:も)?(?:いい|よい|良い|大丈夫|構いません)|求めなくて(?:も)?(?:いい|よい)|안\s*해도\s*(?:돼|됩니다|괜찮)|\bno\s+esper\w*|\bnão\s+esper\w*|\bне\s+жди\w*|\bwarte\s+nicht|不要等|別等|待たず|기다리지\s*(?:마|말)"
)
_WITHOUT: Final = re.compile(
    r"\bohne\b|\bsans\b|\bsin\b|\bsem\b|\bбез\b|なしで|確認せず|없이|未经|不经"
)
_ABOLISHED: Final = re.compile(
    r"(?:freigabe|genehmigung|approval|validation|approbation|aprobación|aprovação|согласовани\w*|одобрени\w*|утверждени\w*"
    r"|审批|審批|批准|承認|승인)\S{0,30}?\s*(?:\S+\s+){0,5}?(?:entfällt|entfallen|abgeschafft|gestrichen|supprimée?|abolie?|annulée?"
    r"|abolid[oa]|eliminad[oa]|cancelad[oa]|suprimid[oa]|extint[oa]|отменен\w*|отменён\w*|упразднен\w*|取消|废除|廢除|廃止|撤廃|폐지|없어졌|없앴)"
    r"|a\s+tout\s+approuvé|tout\s+(?:est\s+)?approuvé|ha\s+aprobado\s+todo|aprovou\s+tudo|alles\s+(?:vorab\s+)?genehmigt|всё\s+одобрил\w*"
)


def production_unconfirmed(line: str) -> tuple[int, int] | None:
    """The span of a confirmation waived for production acts or under an abolished approval."""
    abolished = _ABOLISHED.search(line)
    for c in CONFIRM.finditer(line):
        lo, hi = sentence_at(line, c.start(), c.end())
        before = line[max(lo, c.start() - 25) : c.start()]
        if re.search(
            r"\bimmer\b|\btoujours\b|\bsiempre\b|\bsempre\b|\bвсегда\b|始终|必ず|반드시|항상",
            before,
        ):
            continue
        if _STAGING.search(line, lo, hi):
            continue
        w = ORDER_WAIVE.search(line, lo, hi) or _WAIT_NOT.search(line, lo, hi)
        if w is not None and (_PRODUCTION.search(line, lo, hi) or abolished is not None):
            return min(w.start(), c.start()), max(w.end(), c.end())
        w = _WITHOUT.search(line, lo, hi)
        if w is not None and abolished is not None:  # "ohne Bestätigung; die Freigabe entfällt"
            return min(w.start(), c.start()), max(w.end(), c.end())
    return None


INSTALL_NEEDLES: Final = ("http",)
CHECK_NEEDLES: Final = (
    "tls", "ssl", "zertifikat", "certifica", "сертификат", "证书", "證書", "証明書", "인증서",
    "signatur", "signature", "firma", "assinatura", "подпис", "签名", "簽名", "署名", "서명",
    "review", "revue", "revisión", "revisão", "ревью", "审查", "審查", "レビュー", "리뷰",
    "scanner", "сканер", "扫描", "スキャナ", "스캐너",
)  # fmt: skip

RULES: Final = (
    (TOOL, unreported(unquoted(outside_install)), INSTALL_NEEDLES),
    (POLICY, unreported(unquoted(checks_off)), CHECK_NEEDLES),
    (POLICY, unreported(unquoted(production_unconfirmed)), CONFIRM_NEEDLES),
)
"""The three classes with their needles, for ``injection_classes._RULES``."""
