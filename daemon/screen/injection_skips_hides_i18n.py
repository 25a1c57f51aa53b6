"""Safeguards skipped and alarms filed as false, in many languages (pure; helper inj24a,
session 24).

- **A safeguard step skipped**: an imperative that skips, drops or switches off (zh ru fr ko hu
  bn sk de ja es pt it pl en) with a safeguard named close by: card-data masking of recordings
  (``PCI脱敏``, ``маскирование PCI``, ``masquage PCI``, ``PCI 마스킹``, ``PCI maszkolás``),
  identity checks (``পরিচয় যাচাই``), a second approval (``одобрение второго менеджера``) or the
  confirmation before a mass act (``pri hromadnom … nežiadaj potvrdenie``). A ban on skipping
  ("never skip", ``не пропускай``) is no order.
- **Alarms filed as false**: every alarm to be classed as a false alarm and not reported
  (``als Fehlalarm einstufen und nicht melden``, ``誤報として扱い、報告しない``, ``오작동으로 처리하고
  보고하지``). Either half alone (a known false alarm, a report step) is clean.

Facts hidden from overseers are ``injection_overseers``'s (session 26).

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .injection_waived_controls_i18n import DUAL
from .lexicon_en import POLICY

Span = tuple[int, int] | None

_SKIP: Final = re.compile(
    r"跳过|略过|省略|关闭|关掉|不用做|不要做|пропуска\w*|пропусти\w*|отключ\w*|не\s+(?:запрашивай|спрашивай|проси|требуй|жди|проводи|делай)"
    r"|(?<!не\s)(?<!\w)(?:обходи|обходите|обойди|обойдите|в\s+обход)(?!\w)"  # inj30c: ru "bypass"
    r"|\bsaute[sz]?\b|\bsautez\b|\bignore[sz]?\b|désactive[sz]?|\bpasse[sz]?\s+outre|ne\s+(?:demande|exige|fais)\s+(?:plus\s+|pas\s+)"
    r"|건너뛰|건너\s*뛰|생략|끄세요|꺼\s*(?:주세요|줘|둬)|요청하지\s*마|받지\s*마|하지\s*마"
    r"|kapcsold\s+ki|hagyd\s+ki|ugord\s+át|kihagy\w*|ne\s+kérj|বাদ\s+দা\w*|এড়িয়ে\s+যা\w*|বন্ধ\s+কর\w*"
    r"|nežiadaj|nevyžaduj|preskoč\w*|vynechaj|vypni|nežádej|nevyžaduj"
    r"|überspring\w*|\bweglass\w*|lass\w*\s.{0,40}\bweg\b|deaktivier\w*|schalt\w*\s.{0,40}\baus\b|frag\w*\s.{0,30}nicht\s+(?:mehr\s+)?nach"
    r"|スキップ|飛ばし|省略|無効に|オフに|しないこと|求めない|取らない"
    r"|\bomite\b|\bsalta\b|\bsáltate\b|desactiva\b|no\s+(?:pidas|solicites|esperes)|\bpule\b|\bpular\b|desative|não\s+(?:peça|solicite|espere)|\bsalta\b|disattiva|non\s+(?:chiedere|richiedere)"
    r"|pomiń|wyłącz|nie\s+(?:pytaj|proś|wymagaj)|\bskip\b|turn\s+off|disable|don'?t\s+(?:ask|wait)\s+for|stop\s+(?:asking|requiring)"
    # session 25: ms/id, tr, es/it "ignore"
    r"|\bschakel\w*\s.{0,40}\buit\b|\buitschakel\w*|\blangkau\w*|\babaikan\b|\blewati\b|\bmatikan\b|\bnyahaktif\w*|\batla\b|devre\s+dışı\s+bırak\w*|görmezden\s+gel\w*|\bignora\b|ignorier\w*"
)
"""A verb that skips, drops or switches off (or an order not to ask for something)."""

_CONFLICTS: Final = (
    r"conflict\w*\s+(?:de\s+|d['’]\s*)?int[eé]r[eéê]s\w*|conflit\w*\s+(?:de\s+|d['’]\s*)?intér[eê]ts?|conflitt\w*\s+(?:di\s+)?interess\w*|conflito\w*\s+de\s+interess\w*"
    r"|interessenkonflikt\w*|belangenconflict\w*|(?:interesse|intresse|huvi)konflikt\w*|konflik\s+(?:ke)?pentingan|konflikt\w*\s+(?:zájmů|záujmov|interesów|interesa|interesov)|çıkar\s+çatışma\w*|összeférhetetlenség\w*"
    r"|conflict[\s-]of[\s-]interest|(?:comprobación|verificación|control|chequeo|revisión|verificação|checagem|vérification|contrôle|verifica|controllo)\s+(?:de\s+|des\s+|dei\s+)?confli(?:c?t)\w*|konfliktprüfung\w*"
)
_SEALS: Final = (
    r"plombage\w*|\bplomb[ae]\w*|scellés?\s+(?:\S+\s+)?métrolog\w*|precint\w*|eich(?:siegel|plombe|marke)\w*|ijkzegel\w*"
    r"|(?:sello|selo|lacre|sigill[oi]|seal|zegel|pečeť|plomb)\w*\s+(?:\S+\s+)?metrol\w*|metrolog\w*\s+(?:seal|sello|selo|lacre|sigill\w*|plomb\w*|zegel)"
)
_ANOMALY_ALERTS: Final = (
    r"(?:alert\w*|alarm\w*|warnung\w*|uyarı\w*|amaran|upozorněn\w*|ostrzeżen\w*)\s+(?:\S+\s+){0,3}?(?:anormal\w*|anómal\w*|anômal\w*|anomal\w*|abnorm\w*|ungewöhnlich\w*|inusual\w*|insolit\w*|fraud\w*|betrug\w*|intrus\w*|verdächtig\w*|sospech\w*|suspeit\w*|suspect\w*)"
    r"|(?:anomalie|betrugs|fraud|intrusion)\w*?[-\s]?(?:alert\w*|alarm\w*|warnung\w*|waarschuwing\w*)"
)
"""(session 25) A conflict-of-interest check, a metrology seal on a weighing or metering device,
the alerts raised on an anomaly, a fraud or an intrusion."""

_SAFEGUARD: Final = re.compile(
    r"\bpci\b|maskier\w*|masquage|masking|enmascar\w*|mascaramento|mascheramento|маскир\w*|маскуванн\w*|maszkol\w*|maskov\w*|maskowan\w*|脱敏|遮蔽|マスキング|마스킹|ম্যাস্কিং"
    r"|পরিচয়\s+যাচাই|identit\w*\s+(?:check|verif\w*|prüfung|kontrol\w*)|(?:vérification|verificación|verificação|verifica)\s+(?:de\s+l'|d'|de\s+la\s+|de\s+|dell'|della\s+)?identit\w*"
    r"|проверк\w+\s+личност\w*|верификаци\w*|身份(?:验证|核验|核实)|验证身份|本人確認|신원\s*(?:확인|인증|검증)|azonosítás|személyazonosság\w*|overenie\s+totožnosti|ověření\s+totožnosti"
    r"|(?:второ\w+|двойн\w+)\s+(?:\S+\s+)?(?:одобрени\w*|подпис\w*|проверк\w*|менеджер\w*|руководител\w*|подтвержд\w*)|одобрени\w+\s+(?:\S+\s+)?(?:менеджер\w*|руководител\w*)|согласовани\w+\s+(?:\S+\s+)?(?:менеджер\w*|руководител\w*)"
    r"|second\s+(?:manager|approv\w*|signature)|deuxième\s+(?:validation|approbation|signature)|zweite\w*\s+(?:freigabe|genehmigung|unterschrift)|segunda\s+(?:aprobación|aprovação|firma|assinatura)"
    r"|第二(?:审批|签字|个经理)|双人(?:审批|复核)|二重承認|ダブルチェック|이중\s*승인|두\s*번째\s*승인|2차\s*승인"
    # session 25: a two-person review, a conflict-of-interest check, a metrology seal, the alerts
    # of an anomaly
    r"|" + DUAL.pattern + r"|" + _CONFLICTS + r"|" + _SEALS + r"|" + _ANOMALY_ALERTS
)
"""A safeguard: card-data masking, an identity check, a second approval."""

_MASS: Final = re.compile(
    r"hromadn\w*|tömeges\w*|hromadn\w*|masow\w*|массов\w*|масов\w*|в\s+массовом|en\s+masse|en\s+bloc|masivo\w*|massivo\w*|in\s+massa|massen\w*|sammel\w*|bulk|批量|一括|일괄|대량"
)
_CONFIRM: Final = re.compile(
    r"potvrden\w*|potvrzen\w*|megerősítés\w*|potwierdzeni\w*|подтвержден\w*|підтвердженн\w*|confirmation|confirmación|confirmação|conferma|bestätigung|確認|确认|확인|confirmation"
)

_NOT_SKIP: Final = re.compile(
    r"\b(?:never|don'?t\s+skip|do\s+not\s+skip|jamais|nunca|niemals|nie\s+(?:pomijaj|wyłączaj)|soha)\b|不要跳过|不得跳过|不能跳过|禁止跳过|не\s+пропускай|не\s+отключай|ne\s+(?:saute|désactive)|건너뛰지\s*마|생략하지\s*마|ne\s+hagyd|nikdy|nie\s+überspring|スキップしない|省略しない|飛ばさない"
)
"""A ban on skipping is no skip."""


_REFUSED: Final = re.compile(
    r"\b(?:refuse|decline|deny|reject|escalate)\b|rechaz\w*|\brefus\w*|ablehn\w*|отказ\w*|отклон\w*|拒绝|断る|断って|거절"
)
"""A request to skip that is refused or escalated (``if a caller asks to skip X, refuse``): no
skip (session 24, a unit look-alike of inj23a)."""


def safeguard_skipped(line: str) -> Span:
    """An order that skips a safeguard step (masking, identity check, second approval) or the
    confirmation before a mass act."""
    skip = _SKIP.search(line)
    if skip is None or _NOT_SKIP.search(line) or _REFUSED.search(line):
        return None
    guard = _SAFEGUARD.search(line)
    if guard is None and _MASS.search(line):
        guard = _CONFIRM.search(line)
    if guard is None or abs(guard.start() - skip.start()) > 80:
        return None
    return min(skip.start(), guard.start()), max(skip.end(), guard.end())


_FALSE_ALARM: Final = re.compile(
    r"fehlalarm\w*|falsch\w*\s+alarm\w*|false\s+(?:alarms?|positives?)|faux\s+positifs?|fausses?\s+alertes?|fausses?\s+alarmes?|falsas?\s+alarmas?|falsos?\s+alarmes?|falsos?\s+positivos?"
    r"|falsi?\s+allarm[ei]|ложн\w+\s+(?:тревог\w*|срабатыван\w*)|хибн\w+\s+(?:тривог\w*|спрацюванн\w*)|fałszyw\w+\s+alarm\w*|vals\w*\s+alarm\w*|falsk\w*\s+larm|téves\s+riasztás\w*"
    r"|誤報|誤検知|误报|假警报|误报警|오작동|오경보|오탐|허위\s*경보"
)
_UNREPORTED: Final = re.compile(
    r"nicht\s+(?:melden|eskalieren|weitergeben|weiterleiten)|報告しない|報告せず|上げない|不要?(?:报告|上报|通报)|不(?:报告|上报)|보고하지|신고하지|알리지\s*마"
    r"|ne\s+(?:les\s+|le\s+|la\s+)?(?:signale|remonte|rapporte)\w*\s+pas|ne\s+pas\s+(?:les\s+)?(?:signaler|remonter)|sans\s+(?:les\s+)?(?:signaler|remonter)|no\s+(?:lo\s+|los\s+|las\s+)?(?:reportes|informes|notifiques|escales)"
    r"|sin\s+(?:reportar|informar)|não\s+(?:o\s+|os\s+)?(?:reporte|relate|comunique|notifique)|sem\s+(?:reportar|relatar)|non\s+(?:li\s+|le\s+)?(?:segnala|riporta)\w*|senza\s+segnalar\w*"
    r"|не\s+(?:сообща\w*|докладыва\w*|эскалир\w*|репорт\w*|повідомля\w*)|nie\s+(?:zgłaszaj|raportuj)|ne\s+jelentsd|don'?t\s+(?:report|escalate)|do\s+not\s+(?:report|escalate)|never\s+(?:report|escalate)|without\s+reporting"
)


def alarms_misfiled(line: str) -> Span:
    """Alarms ordered to be classed as false and not reported."""
    false = _FALSE_ALARM.search(line)
    if false is None:
        return None
    hush = _UNREPORTED.search(line)
    if hush is None:
        return None
    return min(false.start(), hush.start()), max(false.end(), hush.end())


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        POLICY,
        unquoted(unreported(safeguard_skipped)),
        needles(
            "pci|mask|masqu|maszk|маск|脱敏|遮蔽|マスキング|마스킹|ম্যাস্কিং|যাচাই|identit|личност|верификац|身份|本人確認|신원|azonos|személy|totožnost"
            "|втор|двойн|одобрен|согласован|second|deuxième|zweite|segunda|第二|双人|二重|ダブル|이중|두|2차"
            "|potvrd|megerősít|potwierdz|подтвержд|підтвердж|confirma|conferma|bestätig|確認|确认|확인"
            # session 25: two people, conflicts of interest, seals, the alerts of an anomaly
            "|personas|pessoas|personnes|persone|personen|personer|two-person|two person|two-man|two-party|two-signature|two-key"
            "|augen|yeux|ojos|olhos|occhi|ogen|øjne|øyne|ögon|four-eyes|four eyes|dual-|dual |maker-checker|maker checker"
            "|doble|double|dupla|doppi|dubbel|dobbelt|osob|orang|kişi|személy|persoane|ochi|hengen|silmän"
            "|conflict|conflit|konflik|çatış|összeférhetetlen|plomb|scellé|precint|eichsiegel|eichplombe|eichmarke|ijkzegel|metrol"
            "|anormal|anómal|anômal|anomal|abnorm|ungewöhnlich|inusual|insolit|fraud|betrug|intrus|verdächtig|sospech|suspeit|suspect"
        ),
    ),
    (
        POLICY,
        unquoted(unreported(alarms_misfiled)),
        needles(
            "fehlalarm|falsch|false|faux|fausse|falsa|falso|falsi|ложн|хибн|fałszyw|vals|falsk|téves|誤報|誤検知|误报|假警报|오작동|오경보|오탐|허위"
        ),
    ),
)
