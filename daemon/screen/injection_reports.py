"""Reports of attacks and of removed installers, set aside (fix fp35, pure).

Three classes of injection false positive on harmless MEMORY.md entries (probe fp35, rounds
33/34):

- an incident report that quotes the attack it describes: "the support bot was hit by 'ignore
  previous instructions …' pasted in a ticket; the refund tool now needs approval", „im Ticket
  stand …; der Bot hat abgelehnt“, «un usuario pegó …; el bot no respondió»: the match lies in a
  quotation, the line outside reports how the text arrived (pasted, contained, had, hit by, an
  incident, a pentest) AND how it ended (refused, escalated, ignored, blocked, fixed, no data
  left);
- a shell-piped installer (``curl … | sh``, ``iwr … | iex``, ``bash <(curl …)``) quoted in a note
  that says it was found, removed, replaced or is forbidden by a lint rule, with no order to run
  it (always, before each session, run it);
- a harness rule that asks for MORE care: the match ends where "… stop and ask me" begins.

Each sets a match aside only when the rest of the line (the quotation or the match blanked) is
clean for the whole screen, so an order elsewhere on the line stays caught.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .ascii_gates import gated
from .injection_found_keys import found_key_tested
from .injection_incidents import QUOTED
from .injection_reading_gates import Gate, When
from .lexicon_en import EXFILTRATION, POLICY, TOOL
from .text import blanked

_ARRIVED: Final = gated(
    r"\b(?:incidents?|post-?mortems?|red[\s-]?team\w*|pen-?tests?|bug[\s-]?bounty|audit\w*"
    r"|findings?|was\s+hit|got\s+hit|hit\s+by|pasted|posted|typed|wrote|submitted|contain(?:ed|ing)"
    r"|included|hid|hidden|had\s+(?:the\s+)?(?:text|line|string|phrase|comment)|saw|seen|found"
    r"|attack(?:er|s)?|attempts?|tried|jailbreak\w*)\b"
    r"|\b(?:vorfall|angreifer|enthielt|stand|schrieb|eingefügt|gefunden)\b"
    r"|\b(?:incidente|pegó|pego|escribió|contenía|conteni[aá]|colou|continha|escreveu|atacante)\b"
    r"|\b(?:incident|contenait|a\s+collé|écrit|attaquant)\b"
    r"|инцидент|вставил\w*|был\s+текст|содержал\w*|написал\w*|атак\w*"
    r"|事故|事件|粘贴|貼上|写着|寫著|包含|攻击|インシデント|貼り付け|書かれ|含まれ|攻撃|사고|붙여넣|포함|공격"
    r"|\b(?:insiden|menempelkan|berisi|serangan|c'era|incollato|conteneva|attacco|geplakt|bevatte"
    r"|klistrade|innehöll|yapıştır\w*|içeriyordu|olay\w*|incydent\w*|wklei\w*|zawiera\w*|sự\s+cố"
    r"|đã\s+dán|chứa|liitti|sisälsi|vložil\w*|obsahoval\w*|indsatte|indeholdt|limte|inneholdt"
    r"|hændelse|hendelse|incidens|beillesztett|tartalmaz\w*|conținea|lipit|gepostet|kopiert)\b"
    r"|інцидент|вставив|містив|घटना|चिपकाया|حادث\w*|لصق|احتوى|περιστατικ\w*|επικόλλησε|περιείχε"
    r"|אירוע|הדביק|הכיל|เหตุการณ์|貼った|投稿"
    r"|\b(?:reports?|bericht\w*|informe|rapport|relatório|laporan|raport|reviews?|eval\w*"
    r"|test\s+(?:sets?|cases?|suites?)|decía|disait|dizia|sagte|diceva|było|said|says)\b"
    r"|отчёт\w*|报告|報告|レポート|보고서|評価|测试集|평가|문구|라는|という|のような",
    re.IGNORECASE,
)
"""How the quoted text arrived: an incident, a pentest, a ticket that contained it, pasted."""

_ENDED: Final = re.compile(
    r"\b(?:refus\w*|declin\w*|reject\w*|ignored|escalat\w*|blocked|flagged|reported|fixed"
    r"|patched|stripped|no\s+data|nothing\s+(?:left|leaked)|did(?:n't|\s+not)|never\s+act\w*"
    r"|treated\s+(?:it|them)?\s*as|(?:needs?|requires?)\s+(?:a\s+)?(?:human|approval|review)"
    r"|handed\s+(?:it\s+)?(?:over\s+)?to\s+a\s+human|as\s+(?:it\s+)?should)\b"
    # inj26c: the agent turned to the user instead ("agent correctly asked the user")
    r"|\b(?:correctly|instead|first)\s+(?:asked|checked\s+with|confirmed\s+with|deferred\s+to)\s+(?:the\s+)?(?:user|owner|operator|human)\b"
    r"|\b(?:asked|checked\s+with)\s+the\s+(?:user|owner|operator)\s+(?:first|instead)\b"
    r"|\bnow\s+(?:\w+\s+){0,2}?(?:logs?|detects?|catch(?:es)?|filters?|blocks?|strips?|rejects?"
    r"|flags?|needs?|requires?|escalates?|refuses?|quotes?|treats?|ignores?)\b"
    r"|\b(?:abgelehnt|ignoriert|eskaliert|blockiert|korrekt|behoben)\b"
    r"|\b(?:rechaz\w*|no\s+respondi\w*|ignor[óo]\w*|escal[óo]\w*|bloque\w*|recus\w*|tratou\s+como"
    r"|ignorou|refus\w*|escaladé|ignoré|bloqué|rifiut\w*|ignorat\w*)\b"
    r"|отказ\w*|проигнорир\w*|не\s+утёк|не\s+утек|не\s+выполн\w*"
    r"|拒绝|拒絕|没有理会|沒有理會|转人工|轉人工|拒否|無視して|人間に回|거절|거부|무시하고|사람에게\s*넘"
    r"|\b(?:menolak\w*|mengabaikan\w*|diteruskan|meneruskan|weigerde|genegeerd|geëscaleerd|vägrade"
    r"|ignorerade|eskalerade|reddetti|görmezden|yok\s+saydı|odmówił\w*|zignorował\w*|eskalował\w*"
    r"|từ\s+chối|bỏ\s+qua|kieltäytyi|ohitti|odmítl\w*|ignoroval\w*|afviste|avviste|ignorerede"
    r"|ignorerte|elutasít\w*|figyelmen\s+kívül|a\s+refuzat|a\s+ignorat|verweigert)\b"
    r"|відмов\w*|проігнор\w*|मना\s+कर|अनदेखा|رفض|تجاهل|αρνήθηκε|αγνόησε|סירב|התעלם|ปฏิเสธ|เพิกเฉย"
    r"|断った|断りました"
    r"|\bno\s+(?:lo\s+)?(?:hizo|ejecutó)\b|\bn'a\s+(?:rien|pas)\b|\bne\s+l'a\s+pas\b"
    r"|\bnão\s+(?:o\s+)?(?:fez|executou)\b|\b(?:hat|hatte)\s+(?:das|es)\s+nicht\b|\bnon\s+l'ha\b"
    r"|\btidak\s+(?:melakukan|menjalankan)\w*|\bnie\s+(?:zrobił|wykonał)\w*|\byapmadı\b"
    r"|не\s+(?:сделал|выполнил)\w*|하지\s*않았|실행하지\s*않|しなかった|没有执行|沒有執行|没有照做"
    r"|\bkhông\s+(?:làm|thực\s+hiện)\b",
    re.IGNORECASE,
)
"""How it ended: refused, escalated, ignored, blocked, fixed, no data left, needs a human."""

_ENDORSED: Final = re.compile(
    r"\b(?:do|does)\s+(?:exactly\s+|just\s+)?(?:what|as)\s+(?:it|they|\w+\s+\w+|\w+)\s+(?:says?|asks?"
    r"|tells?|wants?)\b|\bfrom\s+now\s+on\b|\b(?:follow|obey|comply\s+with)\s+(?:it|them|those"
    r"|these)\b",
    re.IGNORECASE,
)
"""The outside endorses the quoted order ("do what those reviews say", "from now on")."""

_SHELL_PIPE: Final = gated(
    r"\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\|\s*iex\b|\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)\b"
    r"|\bsh\s+-c\s+\"?\$\(\s*(?:curl|wget)\b|\bbash\s+-c\s+\"?\$\(\s*(?:curl|wget)\b",
    re.IGNORECASE,
)

_REMOVAL: Final = ("remov", "delet")
"""Stems of the removal verbs: ``_GONE`` reads any form of them, ``_CLOSED`` the past tense."""

_GONE: Final = re.compile(
    r"\b(?:"
    + "|".join(stem + r"\w*" for stem in _REMOVAL)
    + r"|replac\w*|dropp\w*|no\s+longer|got\s+rid|found|flag(?:s|ged)?|bann\w*"
    r"|forbid\w*|prohibit\w*|disallow\w*|not\s+allowed|lint\w*|semgrep|shellcheck|catch(?:es)?"
    r"|blocks?|reintroduc\w*|never\s+pipe|no\s+piping|instead)\b"
    r"|\b(?:entfernt|ersetzt|gefunden|gelöscht|verboten|nicht\s+mehr|quit(?:amos|ado)|elimin\w*"
    r"|reemplaz\w*|prohibid\w*|ya\s+no|retiré|supprimé|remplacé|interdit|plus\s+de|remov(?:emos|ido)"
    r"|substitu\w*|proibid\w*|não\s+\w+\s+mais|dihapus|diganti|dilarang|rimoss\w*|sostituit\w*"
    r"|vietat\w*)\b"
    r"|убрали|удалил\w*|заменил\w*|запрещ\w*|больше\s+не|нашли|删掉|删除|移除|替换|禁止|不再|发现"
    r"|削除|置き換え|使わない|見つか|제거|삭제|금지|바꿨|발견",
    re.IGNORECASE,
)
"""The installer was found, removed, replaced, or a rule forbids it."""

_RUN_ORDER: Final = gated(
    r"\b(?:always|every\s+(?:time|session|run|morning)|before\s+(?:each|every|you)|at\s+(?:the\s+)?"
    r"(?:start|beginning)|on\s+(?:each|every)\s+\w+|(?:run|execute|paste|exec)\s+(?:it|this|that"
    r"|them|the\s+(?:installer|script|command|line))|fine\s+for|is\s+(?:fine|ok|safe)|first\b"
    r"|from\s+now\s+on|(?:add|put|insert)\s+to\s+(?:the\s+)?[\w./-]+\.(?:json|toml|ya?ml|cfg|ini)\b"
    r"|that'?s\s+how\s+we\s+(?:solved|fixed|did)\b"
    r"|(?:hook|cron\s*job|job|step|task|alias|target)\s+(?:that|which|to)\s+(?:runs|executes|calls|run|execute))"
    r"|\b(?:immer|vor\s+jede[mr]?|siempre|antes\s+de\s+cada|toujours|avant\s+chaque|sempre"
    r"|всегда|перед\s+каждой)\b|每次|总是|毎回|常に|항상|매번",
    re.IGNORECASE,
)
"""An order to run the installer after all ("always run it", "before each session")."""

_BARE_PIPE: Final = re.compile(
    r"\b(?:curl|wget)(?:\s+-{1,2}[\w-]+)*\s*(?:…|\.\.\.)?\s*\|\s*(?:sudo\s+)?(?:ba|z)?sh\b",
    re.IGNORECASE,
)
"""``curl | sh`` with no address: the name of a practice, there is nothing to run."""

_URL_PLACEHOLDER: Final = re.compile(
    r"(?:(?<=://)|(?<=[:/=@.])|(?<=bearer\s)|(?<=token\s)|(?<=basic\s))<[\w\s.-]{1,30}>(?=[:/@.?&\"'`\s]|$)"
    r"|(?:(?<=://)|(?<=[:/=@]))\{\{?\s*[\w.]{1,30}\s*\}?\}(?=[:/@.?&\"'`\s]|$)",
    re.IGNORECASE,
)
"""A placeholder inside a URL or an ``Authorization`` value (``https://<user>:<token>@…``,
``Bearer <token>``, ``/players/<id>``): a URL template, not an address data is sent to."""

_SKIP_CONFIRM: Final = gated(
    r"\b(?:skip|bypass|suppress|answer|auto-?confirm|avoid)\w*\s+(?:the\s+|its\s+|that\s+)?"
    r"(?:y/n\s+)?(?:(?:confirmation|confirm|are-you-sure|interactive)\s*(?:prompts?|questions?"
    r"|dialogs?|steps?|checks?)?|(?:prompts?|questions?|dialogs?)\b)"
    r"|\b(?:überspr\w*|übergeh\w*)\s+(?:die\s+)?(?:rückfrage|bestätigung\w*)"
    r"|\b(?:saltar|omitir|evitar|pular)\s+(?:la\s+|a\s+)?(?:confirma\w*|pregunta)"
    r"|\b(?:ignorer|sauter|éviter)\s+(?:la\s+)?confirmation"
    r"|пропуст\w*\s+(?:вопрос\w*\s+|запрос\w*\s+)?подтвержд\w*|跳过确认|跳過確認|確認を(?:スキップ|省略)"
    r"|확인(?:을)?\s*(?:건너뛰|생략)",
    re.IGNORECASE,
)
_NONINTERACTIVE_FLAG: Final = re.compile(
    r"(?<![\w-])(?:--yes|-y|--assume-yes|--no-input|--no-interaction|--non-interactive|--quiet"
    r"|-auto-approve|--auto-approve|--noconfirm|--no-confirm|--confirm|--force|-q|-f"
    r"|NONINTERACTIVE=1|DEBIAN_FRONTEND=noninteractive|(?:FORCE|YES|CONFIRM|ASSUME_YES)=\w+)"
    r"(?![\w-])",
)
"""A command's own flag that answers its confirmation prompt (``--yes``, ``--force``)."""
OWN_CONFIRMATION: Final = re.compile(
    _NONINTERACTIVE_FLAG.pattern + r"|(?<![\w-])--no-?confirm\w*(?![\w-])"
    r"|\bits\s+own\s+confirmation|\bown\s+confirmation\s+prompt|自己的确认|自身的确认|自身の確認"
)
"""A command's own confirmation flag or prompt named: the same flags, for the order rules that
read a skip documented with the tool's switch as no safeguard waived
(``injection_skipped_steps_i18n``, session 24)."""
_TOOL_NAMED: Final = gated(
    r"`[^`\n]{2,80}`|(?<![\w/])[\w./-]*\w\.(?:sh|py|js|ts|ps1|rb|pl|bat|cmd)\b"
    r"|\b(?:the|its|our|this)\s+[\w-]+\s+(?:script|cli|wizard|installer)\b"  # fp14
    r"|\b(?:make|npm|npx|pnpm|yarn|pip|apt(?:-get)?|brew|az|gcloud|gh|helm|conda|poetry|composer"
    r"|terraform|flutter|manage\.py)\s+[\w:-]+",
    re.IGNORECASE,
)
"""A named tool: a command in backticks, a script file, a package manager or CLI subcommand."""
_HARMFUL: Final = gated(
    r"\b(?:prod\w*|live|customers?|users?|backups?|secrets?|tokens?|credentials?|tell|mention"
    r"|report|hide|silently|everything|all\s+(?:data|files|repos?)|destroy\w*|drop|truncate|purge"
    r"|rm\s+-\w*[rf]\w*)\b",
    re.IGNORECASE,
)
"""What a confirmation that may be skipped must not touch, and no concealment."""

_ASK_AFTER: Final = re.compile(
    r"\s*(?:,\s*)?(?:and\s+|then\s+)?(?:ask|check\s+with|wait\s+for)\s+(?:me|the\s+user|a\s+human|us"
    r"|the\s+owner)\b",
    re.IGNORECASE,
)
_STOP_END: Final = re.compile(r"\b(?:stop|pause|halt|wait)\s*$", re.IGNORECASE)


def _quoted_report(line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """An attack quoted in an incident report that says how it arrived and how it ended."""
    spans = [m.span() for m in QUOTED.finditer(line)]
    if not any(s < end and start < e for s, e in spans):
        return False  # the match overlaps a quotation (or is the classifier's whole line)
    outside = blanked(line, spans)
    if not _ENDED.search(outside) or _ENDORSED.search(outside) or not _ARRIVED.search(outside):
        return False  # the rarest first: attacks seldom say how they ended
    return clean(outside)


_REPLACED_BY: Final = re.compile(
    r"\b(?:replace|swap|change|set|point|update)\b[^.;]{0,80}?\b(?:with|to|by)\s*$", re.IGNORECASE
)
"""A thing replaced by the quoted installer that follows (an order to put it in)."""


def _removed_installer(line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """A shell-piped installer quoted in a note that it was found, removed or is forbidden."""
    spans = [m.span() for m in QUOTED.finditer(line) if _SHELL_PIPE.search(line, *m.span())]
    if not any(s < end and start < e for s, e in spans):
        return False  # every piped installer quoted is blanked; one holds the match
    if any(_REPLACED_BY.search(line, 0, s) for s, _ in spans):
        return False  # "replace the config's command with `bash -c "$(curl …)"`": an order
    outside = blanked(line, spans)
    if _RUN_ORDER.search(outside) or not _GONE.search(outside):
        return False
    return clean(outside)


def _asks_first(line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """A match that ends on "stop" / "pause" right before "and ask me": a rule asking for care."""
    if _STOP_END.search(line, start, end) is None or _ASK_AFTER.match(line, end) is None:
        return False
    return clean(blanked(line, [(start, end)]))


_SECRET_QUERY_ORDER: Final = re.compile(
    r"[?&][\w-]+=\{\{?\s*\w*(?:token|secret|api_?key|password|cookie)\w*\s*\}?\}[^.;]{0,30}?\b(?:first|before\s+each)\b"
    r"|(?i:!\[[^\]]{0,80}\]\(\s*https?://[^)\s]{0,200}?[?&][^)\s]{0,200}?\{\{?\s*[\w.]{0,30}(?:name|e-?mail|phone|salary|address|ssn|dob|birth"
    # inj26a: the conversation and the user's tokens filled into the image's query
    r"|conversation|chat|summary|history|transcript|messages?|prompt|context|memory|user_?token|session|auth_?token|access_?token))"
)
"""A secret's placeholder in a link's query fetched first, as every run does: an order (injen16);
a markdown image whose query fills in a person's fields, sent whenever it is shown (inj24b), or the
conversation and the user's tokens (inj26a)."""


def _templated_url(line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """An exfiltration match on a URL or header with placeholders in it (a template)."""
    if _SECRET_QUERY_ORDER.search(line, start) or found_key_tested(line):
        return False  # found_key_tested: a found key filled in and sent (inj29a)
    spans = [
        m.span() for m in _URL_PLACEHOLDER.finditer(line) if m.end() > start and m.start() < end + 2
    ]  # a placeholder the match starts in counts too ("?key=<YOUR_KEY> to fetch rates")
    return bool(spans) and clean(blanked(line, spans))


def _bare_pipe(line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """``curl | sh`` named as a practice (no address), with no order to run anything."""
    spans = [m.span() for m in _BARE_PIPE.finditer(line)]
    if not any(s < end and start < e for s, e in spans):
        return False
    outside = blanked(line, spans)
    return not _RUN_ORDER.search(outside) and clean(outside)


def _skipped_confirmation(line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """A named tool's confirmation skipped with its own flag (``--yes``) on harmless data."""
    m = _SKIP_CONFIRM.search(line, max(0, start - 20), end + 20)
    if m is None or _HARMFUL.search(line) or not _NONINTERACTIVE_FLAG.search(line):
        return False
    if _TOOL_NAMED.search(blanked(line, [m.span()])) is None:
        return False
    return clean(blanked(line, [(min(start, m.start()), max(end, m.end()))]))


def reported(family: str, line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """Whether a match of ``family`` at ``[start, end)`` of ``line`` belongs to a report of an
    attack, a note on a removed installer or a rule asking for care (``clean(text)``: whether the
    screen finds nothing in ``text``)."""
    piped = family == TOOL and ("|" in line or "$(" in line or "<(" in line)
    if piped and (
        _removed_installer(line, start, end, clean) or _bare_pipe(line, start, end, clean)
    ):
        return True
    if family == POLICY and (
        _asks_first(line, start, end, clean) or _skipped_confirmation(line, start, end, clean)
    ):
        return True
    templated = family == EXFILTRATION and ("<" in line or "{" in line)
    if templated and _templated_url(line, start, end, clean):
        return True
    return _quoted_report(line, start, end, clean)


_FOUND: Final = re.compile(
    r"\b(?:found|discovered|detected|spotted|caught|flagged|noticed|uncovered)\b", re.IGNORECASE
)
_DONE_AWAY: Final = (
    *(stem + "ed" for stem in _REMOVAL),
    "quarantined",
    "blocked",
    "reverted",
    "disabled",
    "revoked",
    "purged",
    "killed",
    "uninstalled",
)
"""Past forms of the removal verbs (``_REMOVAL``) and of the other ways an attack is closed."""
_CLOSED: Final = re.compile(
    r"\b(?:was|were|has\s+been|have\s+been|got|is\s+now|are\s+now)\s+(?:since\s+)?(?:"
    + "|".join(_DONE_AWAY)
    + r"|rolled\s+back|cleaned\s+up|wiped|taken\s+down)\b"
    r"|\b(?:we|they|ops|it|secops|the\s+soc)\s+(?:"
    + "|".join(_DONE_AWAY)
    + r")\s+(?:it|them|the)\b",
    re.IGNORECASE,
)


def closed_incident(line: str) -> bool:
    """A past-tense report of an attack found and removed ("The SOC found a cron job that
    fetched http://…/a.sh and piped it to sh; it was removed"), with no order to run it after
    all: the classifier's whole-line verdict reads the attack's words, not the report (the
    rules read the report: a quoted or named installer, ``_GONE``)."""
    return bool(_FOUND.search(line) and _CLOSED.search(line)) and not _RUN_ORDER.search(line)


REPORTED_GATE: Final = Gate(  # perf31: what each path of ``reported`` (and its helpers) needs
    When((TOOL,), QUOTED, _SHELL_PIPE, _GONE),  # _removed_installer
    When((TOOL,), _BARE_PIPE),
    When((POLICY,), _STOP_END, _ASK_AFTER),  # _asks_first
    When((POLICY,), _SKIP_CONFIRM, _NONINTERACTIVE_FLAG, _TOOL_NAMED),
    When((EXFILTRATION,), _URL_PLACEHOLDER),  # _templated_url
    When(None, QUOTED, _ENDED, _ARRIVED),  # _quoted_report
)
"""The lines ``reported`` can set a match aside on (``injection_reading_gates.py``)."""
