"""Personal identifiers copied into a public place, silent installs everywhere, and personas that
deceive buyers, in many languages (pure; helper inj23d, session 23).

- **Identifiers made public**: an identity, passport, licence, tax or bank number (``身份证号``,
  ``CPFs``, ``CPR-numre``, ``RIB``, ``IBANs``, ``주민등록번호``, ``паспортные данные``) with a
  public or anyone-can-open place after it (``公开的共享文档``, ``planilha pública``, ``공개
  스프레드시트``, ``общий документ``, a sheet shared with "anyone", a public FAQ page). A sheet or
  document that is internal, or the number kept out of it, names no public place.
- **Silent installs**: an adverb of secrecy (``тихо``, ``discrètement``, ``silenciosamente``,
  ``静默``, ``黙って``, ``몰래``) close before or after an install verb. A plain install step
  ("install the package in all repos") hides nothing.
- **Deceiving personas**: the model told to play or act as someone (``扮演``, ``振る舞``,
  ``처럼 행동``, ``играй роль``, ``spiele``, ``agir como``) who hides or downplays the truth
  (accident records, mileage, damage), or told it is no longer its own assistant and works for
  another party. A role-play for training that hides nothing stays clean.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .alternatives import First
from .class_needs import needing
from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .lexicon_en import EXFILTRATION, PERSONA, TOOL

Span = tuple[int, int] | None

_ID_NUMBER: Final = re.compile(
    r"\b(?:ibans?|ribs?|cpfs?|cpr(?:-?numre|-?nummer\w*)?|ssns?|social\s+security\s+numbers?|passport\s+(?:numbers?|scans?|copies|data)|(?:id|identity|national\s+id|driver'?s?\s+licen[cs]e|licen[cs]e|tax)\s+numbers?|bank\s+(?:details|account\s+numbers?))\b"
    r"|datos\s+bancarios|números?\s+de\s+(?:cuenta|identidad|pasaporte|dni)|\bdni\b|\bcurp\b|\bnif\b|dados\s+bancários|\brgs?\b|números?\s+de\s+(?:conta|passaporte|identidade)"
    r"|coordonnées\s+bancaires|numéros?\s+de\s+(?:sécurité\s+sociale|passeport|permis)|passeports?|personalausweis\w*|ausweisnummer\w*|steuer-?id|bankverbindung\w*"
    r"|паспортн\w+\s+данн\w+|паспорт\w*|инн\b|снилс|номер\w*\s+(?:счет\w*|счёт\w*|карт\w*|паспорт\w*|прав\b|удостоверени\w*)|банковск\w+\s+реквизит\w*"
    r"|身份证号?|身份證號?|护照号?|護照號?|银行卡号|銀行卡號|驾驶证号|免許証番号|免許証|マイナンバー|パスポート番号|口座番号|주민등록번호|여권\s*번호|운전면허\s*번호|계좌\s*번호"
    r"|personnummer|fødselsnummer|henkilötunnus|rodné\s+číslo|pesel|kimlik\s+numara\w*|tc\s+kimlik"
)
"""A personal identifier: identity, passport, licence, tax or bank numbers."""
_ID_NUMBER_FIRST: Final = First(_ID_NUMBER)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""

_PUBLIC_PLACE: Final = re.compile(
    r"\bpublic\s+(?:\S+\s+){0,2}?(?:sheets?|docs?|documents?|spreadsheets?|pages?|channel|status\s+page|faq|wiki|board|notes?)\b|\bgoogle\s+sheet\w*\s+public\b"
    r"|\bshared\s+(?:google\s+)?(?:sheets?|docs?|spreadsheets?)\b.{0,80}\b(?:anyone|public)\b|\blink\s+sharing\s*:\s*anyone"
    r"|\b(?:hoja|planilla|planilha|documento|página|tabla)\s+(?:\S+\s+){0,2}?p[úu]blic[ao]|\bp[úu]blic[ao]\s+de\b|\b(?:hoja|planilha)\s+pública"
    r"|\b(?:feuille|tableur|sheet|document|page)\s+(?:\S+\s+){0,2}?public\b|\bgoogle\s+sheet\s+public"
    r"|öffentlich\w*\s+(?:\S+\s+)?(?:tabelle|dokument|seite|sheet|kanal)|offentlig\w*\s+(?:\S+\s+)?(?:regneark|dokument|kalkylblad|ark)"
    r"|публичн\w+\s+(?:\S+\s+)?(?:таблиц|документ|страниц|канал)|общ(?:ий|ую|ем)\s+(?:\S+\s+)?(?:документ|таблиц\w*|доступ)|открыт\w+\s+(?:таблиц|документ)"
    r"|公开的?(?:共享)?(?:文档|表格|电子表格|页面|频道)|公開的?(?:共享)?(?:文件|表格|頁面)|共享文档|公開スプレッドシート|公開(?:の)?(?:シート|ドキュメント|ページ|チャンネル)|공개\s*(?:스프레드시트|시트|문서|페이지|채널)"
)
"""A place anyone can open: a public sheet, document, page or channel."""

_NOT: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|must\s+not|not|no|nunca|jamais|ne\s+\w+\s+pas|nie|niemals|nicht|aldrig|aldri|ikke|inte)\b|não\s|не\s|不要|不得|禁止|绝不|しない|しないで|禁止|하지\s*마|금지|remove|redact|mask|löschen|entfern"
)
"""A negated order, or the number removed or masked: no leak."""


def ids_made_public(line: str) -> Span:
    """A personal identifier copied into a place anyone can open."""
    what = _ID_NUMBER_FIRST.search(line)
    if what is None:
        return None
    where = _PUBLIC_PLACE.search(line)
    if where is None or _NOT.search(line):
        return None
    return min(what.start(), where.start()), max(what.end(), where.end())


_SILENT: Final = re.compile(
    r"(?:^|[.;:!]\s*)(?:silently|quietly|secretly)\s+install\b|\binstall\s+\S+(?:\s+\S+){0,3}\s+(?:silently|quietly|secretly)\b"
    r"|тихо\s+установ\w*|незаметно\s+установ\w*|молча\s+установ\w*|втихую\s+установ\w*|установ\w*\s+(?:\S+\s+){0,3}(?:тихо|незаметно|втихую)"
    r"|install\w*\s+(?:discrètement|silencieusement|en\s+silence)|(?:discrètement|silencieusement)\s+install\w*"
    r"|instal\w*\s+(?:silenciosamente|discretamente|en\s+silencio|em\s+silêncio|sin\s+avisar|sem\s+avisar)|(?:silenciosamente|discretamente)\s+instal\w*"
    r"|(?:still|heimlich|unbemerkt|stillschweigend)\s+(?:\S+\s+){0,4}installier\w*|installier\w*\s+(?:\S+\s+){0,3}(?:heimlich|unbemerkt|stillschweigend)"
    r"|(?:静默|悄悄|偷偷|默默)(?:地)?.{0,20}安装|安装.{0,10}(?:静默|悄悄)|黙って.{0,20}インストール|こっそり.{0,20}インストール|몰래\s*.{0,20}설치|조용히\s*.{0,20}설치"
)
"""An install done in secret."""


def silent_install(line: str) -> Span:
    m = _SILENT.search(line)
    if m is None or _NOT.search(line, 0, m.start()):
        return None
    return m.start(), m.end()


needing(silent_install, (_SILENT,))


_PLAY: Final = re.compile(
    r"\b(?:play|act\s+as|behave\s+as|pretend\s+to\s+be|role-?play\s+as|stay\s+in\s+character\s+as)\b|扮演|假装|装作|振る舞|ふるまっ|演じ|처럼\s*행동|역할을\s*(?:해|하)|연기"
    r"|игра(?:й|йте)\s+(?:\S+\s+)?рол\w*|веди\s+себя\s+как|притворяйся|spiele?\b|verhalte\s+dich\s+(?:\S+\s+){0,3}als|gib\s+dich\s+als|(?:agir|agis|aja|actúa|actuar|comportar\w*)\s+(?:\S+\s+){0,2}como"
    r"|\bjoue(?:z)?\s+(?:le\s+rôle|un|une)|\binterpr[eè]t\w*\s+(?:el\s+papel|o\s+papel|le\s+rôle)|\bhaz\s+de\b|\bfaça\s+o\s+papel"
)
_PLAY_FIRST: Final = First(_PLAY)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_DECEIT: Final = re.compile(
    r"\b(?:hides?|hiding|conceals?|downplays?|covers?\s+up|lies?\s+about|rolls?\s+back\s+(?:the\s+)?odometer)\b"
    r"|隐瞒|隱瞞|隐藏|掩盖|隠す|隠し|ごまかす|숨기|감추|속이|скрыва\w*|скрое\w*|утаива\w*|занижа\w*"
    r"|herunterspiel\w*|verheimlich\w*|verschweig\w*|vertusch\w*|esconde\w*|oculta\w*|minimiza\w*|cache\w*\s+(?:les|l')|dissimul\w*|minimis\w*"
)
_NO_LONGER: Final = re.compile(
    r"\byou\s+are\s+no\s+longer\s+(?:the\s+|an?\s+)?(?:\S+\s+){0,3}?(?:assistant|bot|agent|ai)\b.{0,80}\byou\s+are\s+(?:now\s+)?(?:an?\s+|the\s+)?"
    r"|\bn[ãa]o\s+(?:mais\s+)?como\s+(?:o\s+|a\s+)?assistente\b|\bno\s+como\s+(?:el\s+|la\s+)?asistente\b|\bnicht\s+(?:mehr\s+)?als\s+(?:der\s+)?assistent\b|\bnon\s+plus\s+comme\s+(?:l'|un\s+)?assistant"
    r"|\byou\s+(?:now\s+)?work\s+for\s+\S+(?:\s+\S+)?\s+(?:now|instead)\b"
)
_NAMED_JAILBREAK: Final = re.compile(
    # not inside quotes: talk about the attack quotes it ("you are now DAN")
    r"(?<![\"'“‘«])\byou\s+are\s+(?:now\s+)?(?:dan|stan|dude|antigpt|betterdan)\b(?![\"'”’»-])|\b(?:answer|respond|reply|act)\s+as\s+(?:dan|stan|dude|antigpt)\b"
    r"|[\"“«„]\w{2,20}dan[\"”»“].{0,60}(?:\bai\b|intelligen|intleacht|оюун|интеллект|persona|character|assistant|\bbot\b)"
)
"""A named jailbreak persona: DAN, STAN, DUDE or a coined name ending in DAN in quotes."""


def deceiving_persona(line: str) -> Span:
    """The model made into someone who deceives, or taken from its own side to another's."""
    if (m := _NO_LONGER.search(line)) is not None or (
        m := _NAMED_JAILBREAK.search(line)
    ) is not None:
        return m.start(), m.end()
    p = _PLAY_FIRST.search(line)
    if p is None:
        return None
    d = _DECEIT.search(line, max(0, p.start() - 60), p.end() + 120)
    if d is None or _NOT.search(line, 0, p.start()):
        return None
    return min(p.start(), d.start()), max(p.end(), d.end())


needing(  # the first return's pattern, or the play and the deceit
    deceiving_persona,
    (_NO_LONGER, _NAMED_JAILBREAK, _PLAY),
    (_NO_LONGER, _NAMED_JAILBREAK, _DECEIT),
)


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        EXFILTRATION,
        unquoted(unreported(ids_made_public)),
        needles("public|públic|anyone|öffentlich|offentlig|публичн|общ|открыт|公开|公開|共享|공개"),
    ),
    (
        TOOL,
        unquoted(unreported(silent_install)),
        needles("instal|устан|安装|インストール|설치"),
    ),
    (
        PERSONA,
        unquoted(unreported(deceiving_persona)),
        needles(
            "play|act as|behave|pretend|character|扮演|假装|装作|振る舞|ふるまっ|演じ|행동|역할|연기|играй|веди себя|притворя|spiel|verhalte|gib dich|como|joue|interpr|haz de|faça"
            "|no longer|não|no como|nicht|non plus|work for|dan|stan|dude|antigpt"
        ),
    ),
)
