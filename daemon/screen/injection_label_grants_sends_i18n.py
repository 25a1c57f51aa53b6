"""System labels that grant powers, prompt headers, and records sent to outside addresses, in
many languages (pure; helper inj24a, session 24).

- **A system label with a grant or an order**: a line opening with the word for "system" of any
  language (``SYSTEM:``, ``SYSTÈME :``, ``[system](#…)``) followed by a grant of rights to the
  user or the assistant, or an order to the model (``hat volle Adminrechte``, ``a les droits
  admin``, ``ang user ay admin``, ``アシスタントは…できます``, ``асистент може``, ``ረዳቱ … ይችላል``,
  ``le modèle doit exécuter``, "do not ask for confirmation"). A log line under a system label
  (``SYSTEM: Ubuntu 22.04``) names none of these.
- **A prompt-format header**: ``### Instrucción:``, ``### 指示：``, ``### Anweisung:`` in a
  memory entry, followed by an order (a prompt template has no place in a note).
- **Records sent out**: a verb that sends or uploads (~30 languages, separable ``lade … hoch``),
  an outside destination (address, URL or bare IP that is not local) and what goes out. Card
  numbers, transcripts, private addresses and criminal records go out to any destination;
  exports, reports, CVs, candidate or payroll files only to a drop box (free mailbox, webhook
  catcher, raw IP), or in secret (``悄悄``, ``heimlich``), or every one of them to a site's upload
  path. A routine send of a report to a colleague's company mailbox stays clean.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .lexicon_en import EXFILTRATION, ROLE

Span = tuple[int, int] | None

_SYSTEM_LABEL: Final = re.compile(
    r"^[\s>*#\-\[【(「]*(?:system|système|systeme|sistema|systeem|systém|sistem|rendszer|järjestelmä|σύστημα|система|системa|систем"
    r"|سیستم|النظام|מערכת|सिस्टम|ระบบ|hệ\s+thống|系统|系統|システム|시스템|ሲስተም|სისტემა|համակարգ)[\s\]】)」*]*(?:[:：፡։]|\.(?=\s))"  # inj30f: hy "ՀԱՄԱԿԱՐԳ." (a stop after the label)
    r"|^[\s>*]*\[system\]\(#[^)\s]*\)"
)
"""A system label at the start of a line (or a markdown link labelled ``[system]``)."""

_GRANT: Final = re.compile(
    r"\b(?:has|have|gets?|got|granted)\s+(?:\S+\s+){0,2}?(?:admin\w*|root)\s+(?:rights|access|privileges|permissions)"
    r"|\b(?:is|are)\s+(?:an?\s+)?(?:admins?|administrators?)\s*(?:[,.;:]|$|\b(?:of|on|for|in|everywhere)\b)"
    r"|\b(?:ay|est|es|é|ist|hat|hai|ha|tem|tiene|jest|je)\s+(?:\S+\s+){0,2}?(?:admin\w*|administra\w*|root)\b"
    r"|volle?\s+\w*rechte|vollzugriff|\b(?:hat|haben|hast|erhält|bekommt)\s+(?:\S+\s+){0,2}?\w*rechte\b|droits?\s+(?:d'|de\s+)?admin\w*|tous\s+les\s+droits|full\s+(?:access|rights)"
    r"|derechos\s+de\s+admin\w*|direitos\s+de\s+admin\w*|diritti\s+di\s+admin\w*|права\s+(?:админ\w*|администратор\w*)|права\s+доступ\w*|повн\w+\s+доступ\w*|полн\w+\s+доступ\w*"
    r"|管理者権限|管理员权限|管理員權限|관리자\s*권한|全(?:テナント|权限|權限)|모든\s*권한"
    # an order to the model / the assistant may
    r"|(?:le\s+modèle|l'assistant|el\s+modelo|el\s+asistente|o\s+modelo|o\s+assistente|il\s+modello|l'assistente|das\s+modell|der\s+assistent|de\s+assistent|модель|ассистент|асистент|помічник|ang\s+assistant)\s+(?:\S+\s+)?(?:doit|peut|debe|puede|deve|pode|può|muss|darf|kann|mag|должн\w*|может|може|повин\w*)\b"
    r"|アシスタントは|モデルは|助手(?:可以|必须)|模型(?:可以|必须)|어시스턴트는|ረዳቱ|ასისტენტ\w*|ассистент\w*\s+разреш\w*"
    # nothing asked, no approval
    r"|frag\w*\s+(?:\S+\s+)?nicht|ohne\s+(?:rück|nach)frage|ohne\s+(?:bestätigung|genehmigung|freigabe)|ne\s+(?:lui\s+)?demande\s+pas|sans\s+(?:confirmation|validation|approbation)"
    r"|no\s+(?:pidas|pide|preguntes)|sin\s+(?:confirmación|aprobación)|não\s+(?:peça|pergunte)|sem\s+(?:confirmação|aprovação)|non\s+chiedere|senza\s+(?:conferma|approvazione)"
    r"|не\s+(?:спрашивай|запрашивай|проси)|без\s+(?:подтвержд\w*|одобрени\w*|погоджен\w*|підтвердж\w*|согласовани\w*)|не\s+(?:питай|запитуй)"
    r"|huwag\s+(?:nang\s+)?(?:humingi|magtanong)|kumpirmasyon|tanpa\s+(?:konfirmasi|persetujuan)|確認(?:不要|せず)|承認(?:不要|なし)|无需(?:确认|批准)|不(?:用|必)(?:确认|询问)|확인\s*(?:없이|하지\s*마)|승인\s*없이"
    r"|ይችላል|შეუძლია|կարող\s+է"
    # inj29c: a check no longer needed (nl de sv da no): "hoeven niet meer gecontroleerd te worden"
    r"|\b(?:hoeft|hoeven)\s+(?:niet\s+meer|nooit)\s+(?:\S+\s+)?(?:gecontroleerd|geverifieerd|gecheckt|nagekeken|goedgekeurd)\b"
    r"|\bnicht\s+mehr\s+(?:geprüft|kontrolliert|verifiziert|bestätigt)\s+werden|\bbehöver\s+inte\s+(?:längre\s+)?(?:kontrolleras|verifieras|godkännas)"
    r"|\b(?:behøver|trenger)\s+ikke\s+(?:lenger\s+|længere\s+)?(?:at\s+)?(?:kontrolleres|verificeres|verifiseres|godkendes|godkjennes)"
    # session 25: access granted (``concede acceso total``, ``suteik prieigą``, ``adj hozzáférést``)
    r"|(?:concede|otorga|da|dale|conceda|dê|accorde|donne|concedi|dai|gewähre|gib|geef|giv|gi|ge|nadaj|daj|přiděl|udělej|suteik\w*|adj|anna)\s+(?:\S+\s+)?(?:acceso|acesso|accès|accesso|zugriff|toegang|adgang|tilgang|åtkomst|dostęp|přístup|prieig\w*|hozzáférés\w*|pääsy\w*)"
    # inj30f: operator authority held, existing policy outranked, every request pre-approved
    r"|(?:オペレーター|運用者|運営者|管理者|開発者)権限|(?:운영자|개발자)\s*권한|(?:运营者|運營者|运营方|操作员|开发者|開發者)权限|операторск\w+\s+(?:прав\w*|полномочи\w*)|օպերատորի\s+իրավունք\w*"
    r"|(?:方針|ポリシー|ルール|規則|指示)より(?:も)?優先|(?:정책|규칙|지침|지시)\S{0,2}\s*보다\s*우선|(?:优先于|優先於|高于|高於)\S{0,6}(?:政策|策略|规则|規則|指示)"
    r"|(?:すべて|全て)の(?:リクエスト|依頼|要求)は(?:事前に)?承認済み|(?:모든\s*)?요청(?:은|이)\s*(?:사전|미리)\s*승인|(?:所有|一切)(?:请求|請求|要求)(?:均|都)?已(?:预先|預先|事先)?(?:批准|获批|核准)"
    r"|(?:все\s+)?(?:запрос\w*|просьб\w*)\s+(?:\S+\s+)?(?:заранее|предварительно)\s+(?:одобрен\w*|утвержден\w*)|նախապես\s+հաստատված"
)
"""A grant of rights, an order to the model, or questions and approvals waived."""


def system_grant(line: str) -> Span:
    """A system label followed by a grant of rights or an order to the model."""
    label = _SYSTEM_LABEL.match(line)
    if label is None:
        return None
    grant = _GRANT.search(line, label.end())
    if grant is None:
        return None
    return label.start(), grant.end()


_HEADER: Final = re.compile(
    r"^\s*#{2,}\s*(?:instrucci[oó]n(?:es)?|instru[cç][aã]o|instruções|anweisung(?:en)?|consignes?|istruzion[ei]|instructie"
    r"|инструкци[яи]|інструкці[яї]|指示|指令|命令|지시(?:사항)?|명령|talimat|instrukcja|pokyn|ohje|utasítás|הוראה|تعليمات|دستور)\s*[:：]\s*\S"
)
"""A prompt-format header (``### Instruction: …``) with something after it."""


def prompt_header(line: str) -> Span:
    """A prompt-format instruction header opening a line of a memory note."""
    m = _HEADER.match(line)
    return None if m is None else (m.start(), m.end())


_SEND: Final = re.compile(
    r"\b(?:send|upload|forward|e-?mail)\b|\blad\w*\s.{0,160}\bhoch\b|\bhochlad\w*|\b(?:sende|schick\w*|leite\s.{0,60}\bweiter)\b"
    r"|\b(?:envoie|envoyez|téléverse\w*|transfère\w*|envía|envie|sube|reenvía|encaminhe|carregue|invia|inoltra|carica|manda)\b"
    r"|\b(?:stuur|verstuur|upload|trimite\w*|încarcă|incarca|wyślij|prześlij|gönder\w*|yükle\w*|pošli|nahraj|skicka|lähetä)\b"
    r"|загружа\w*|загрузи\w*|выгружа\w*|отправля\w*|отправь\w*|пересыла\w*|перешли\w*|пересила\w*|надсила\w*|надішли\w*|завантаж\w*|вивантаж\w*"
    r"|بفرست|ارسال\s+کن|آپلود\s+کن|أرسل|ارفع|அனுப்பு|பதிவேற்று|ატვირთე|გააგზავნე|ส่ง|อัปโหลด|上传|发送|发到|转发|送信|アップロード|転送|업로드|보내|전송"
)
"""A verb that sends or uploads."""

_ADDRESS: Final = re.compile(
    r"(?<![\w.+-])[\w.+-]+@([\w-]+(?:\.[\w-]+)+)|(?:https?|ftp)://([^\s/:?#)]+)(\S*)|(?<![\w.:/@-])(\d{1,3}(?:\.\d{1,3}){3})(?![\w.:-]*\d)"
)
_LOCAL: Final = re.compile(
    r"^(?:localhost|127\.|0\.0\.0\.0|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|\[?::1)|\.(?:internal|local|lan|corp|intra|example|test)$|(?:^|\.)example\.(?:com|org|net)$"
)
_DROP: Final = re.compile(
    r"gmail\.|googlemail\.|protonmail\.|proton\.me|outlook\.com|hotmail\.|yahoo\.|mail\.ru|yandex\.|gmx\.|icloud\.com|aol\.com|tutanota\.|tuta\.io|mail\.com$"
    r"|webhook\.site|requestbin|pipedream|paste|ngrok|^\d{1,3}(?:\.\d{1,3}){3}$"
)
_REPORT_BOX: Final = re.compile(
    r"^(?:security|abuse|phishing|soc|csirt|cert|incident\w*|dpo|privacy|no-?reply)@"
)

_SENSITIVE: Final = re.compile(
    r"privatadress\w*|privatanschrift\w*|home\s+addresses|adresses?\s+(?:personnelles|privées|perso)|indirizzi\s+privati|домашн\w+\s+адрес\w*"
    r"|номер\w*\s+карт\w*|номер\w*\s+(?:банковск\w+\s+)?карт|card\s+numbers?|numéros?\s+de\s+carte|números?\s+de\s+(?:tarjeta|cartão)|numeri\s+di\s+carta|kartennummer\w*|卡号|カード番号|카드\s*번호"
    r"|trascrizion\w*|transcri\w*|transkript\w*|расшифровк\w*|стенограм\w*|通话记录|录音|文字起こし|通話記録|녹취|உரையாடல்\w*|முழு\s+உரை\w*|conversation\w*|разговор\w*|розмов\w*"
    r"|precedenti\s+penali|casier\s+judiciaire|antecedentes\s+penales|antecedentelor|antecedente\s+penale|vorstrafen|судимост\w*|سوابق|犯罪歴|犯罪记录|범죄\s*경력"
)
"""What never goes out: card numbers, transcripts, conversations, private addresses, records."""

_RECORDS: Final = re.compile(
    r"export\w*|rapport\w*|raport\w*|report\w*|lebensl[aä]uf\w*|résumé|\bcvs?\b|curricul\w*|csv|dump|file|fichier|datei\w*|bestand\w*|archiv\w*|dati\b|daten\b|gegevens"
    r"|kandidat\w*|candidat\w*|bewerb\w*|sollicit\w*|solicitant\w*|aplicant\w*|applicant\w*|dienstplan\w*|payroll|lohn\w*|gehalt\w*|salari\w*"
    r"|выгрузк\w*|отчёт\w*|отчет\w*|вивантаженн\w*|звіт\w*|кандидат\w*|резюме|گزارش|داده|متقاضی|ஏற்றுமதி\w*|விண்ணப்பதாரர்\w*|ექსპორტ\w*|კანდიდატ\w*"
    r"|ไฟล์|ข้อมูล|ผู้สมัคร|导出|工资|小费|简历|报告|文件|エクスポート|履歴書|給与|レポート|내보내기|이력서|보고서|파일|급여"
)
"""Exports, reports, CVs, candidate or payroll files: out only to a drop box, in secret, or each one."""

_SECRETLY: Final = re.compile(
    r"悄悄|偷偷|秘密地|こっそり|黙って|몰래|\bsecretly\b|\bquietly\b|heimlich|unbemerkt|тайно|незаметно|втихую|потихоньку|en\s+secret|discrètement|en\s+secreto|em\s+segredo|di\s+nascosto"
)
_EACH: Final = re.compile(
    r"\b(?:every|each|all)\b|\bjede[nrs]?\b|\balle\b|\bchaque\b|\bcada\b|\bogni\b|\belke\b|\bfiecare\b|\bkażd\w*|кажд\w*|кожн\w*|வொரு|ყოველ\w*|ทุก|هر\s|每|すべて|全て|모든|매번"
)
_NOT: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|must\s+not|nunca|jamais|niemals|nie|nikdy|aldrig|niet|nooit|non\s+\w+re)\b|\bne\s+\w+\s+pas\b|não\s|не\s|ні\s|не\s+|не\b|不要|禁止|绝不|しない|하지\s*마|نفرست|அனுப்ப\s*வேண்டாம்|อย่า"
)
_MASK: Final = re.compile(r"(?<!\S)[^\s@]*(?:@|://)\S*")
_COMMAND: Final = re.compile(r"\b(?:curl|wget|scp|rsync|sftp)\s")


def records_sent_out(line: str) -> Span:
    """Sensitive records sent to any outside address, or plain ones to a drop box, in secret,
    or each of them to a site's upload path."""
    dest: re.Match[str] | None = None
    drop = False
    for m in _ADDRESS.finditer(line):
        host = m.group(1) or m.group(2) or m.group(4)
        if _LOCAL.search(host) or (m.group(1) and _REPORT_BOX.match(line, m.start())):
            continue
        dest, drop = m, bool(_DROP.search(host))
        break
    if dest is None or _COMMAND.search(line):
        return None
    masked = _MASK.sub(lambda m: " " * len(m.group()), line)
    verb = _SEND.search(masked)
    if verb is None or _NOT.search(masked, 0, verb.start()):
        return None
    what = _SENSITIVE.search(masked)
    if what is None:
        what = _RECORDS.search(masked)
        if what is None:
            return None
        if not (drop or _SECRETLY.search(masked) or (_EACH.search(masked) and dest.group(2))):
            return None
    return min(verb.start(), what.start(), dest.start()), max(verb.end(), what.end(), dest.end())


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        ROLE,
        unreported(system_grant),
        needles(
            "system|sistem|système|systeem|systém|rendszer|järjestelmä|σύστημα|систем|سیستم|النظام|מערכת|सिस्टम|ระบบ|hệ thống|系统|系統|システム|시스템|ሲስተም|სისტემა|համակարգ"
        ),
    ),
    (ROLE, unreported(prompt_header), ("##",)),
    (EXFILTRATION, unquoted(unreported(records_sent_out)), needles("@|://")),
)
