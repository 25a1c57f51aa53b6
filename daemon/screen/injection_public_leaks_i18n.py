"""Secrets posted where outsiders read them, secrets mailed or forwarded to an outside address,
and players' or users' personal data sent to an outside URL, in the eight languages the issue
names (zh es de ru fr ja pt ko; pure; helper i18n16a, session 16).

- ``secret_published``: a paste, post or copy verb (``贴到``, ``colar``, ``올려``, ``コピー``)
  with a secret (``密钥``, ``credenciais``, ``시크릿 키``, ``パスワード``) and a place outsiders
  read: a public card, board or channel (``公开的Trello卡片``, ``cartão público``, ``#public-…``)
  or a ticket external vendors see (``外部ベンダーも見られる``). A ban in the sentence
  ("never paste keys on a public card") keeps it clean.
- ``secret_mailed``: a send or forward verb in any person (``envoyez``, ``enviá``, ``перешли``),
  then a secret file or word (``terraform.tfvars``, ``clave secreta``, ``токен``), then an
  e-mail address, a chat handle (``@nsen_keeper``) or a private message (``в личку``). A
  password-reset request sent to the help desk names no secret sent.
- ``personal_data_sent``: two kinds of a player's or user's personal data (e-mail, IP, phone,
  session ticket) with a send or copy verb and an outside URL (``플레이어 이메일과 IP를
  https://… 로 보내``).
- ``records_mailed`` (inj18, in English too): exports or backups of participants', students' or
  personal data forwarded to an e-mail address (``Transfère les exports Canvas avec les notes des
  étudiants à archive@…``); "send me the export" names no address, "never forward …" is banned.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from typing import Final

from .class_needs import needing
from .injection_confirm_hide_i18n import unquoted
from .injection_installs_checks_i18n import banned, sentence_at
from .injection_standing_orders import unreported
from .lexicon_en import EXFILTRATION

_SECRET: Final = re.compile(
    r"token\w*|passw\w*|kennw\w*|schlüssel\w*|zugangsdaten|mot\w*\s+de\s+passe|identifiants|\bclés?\b|contraseñ\w*|\bclaves?\b"
    r"|\bsenhas?\b|\bchaves?\b|credencia\w*|credential\w*|secret\w*|secrets?\b|токен\w*|парол\w*|ключ\w*|секрет\w*|учётн\w+\s+данн\w*"
    r"|密码|密碼|令牌|密钥|密鑰|口令|凭据|憑據|パスワード|トークン|シークレット|認証情報|비밀번호|토큰|시크릿|암호|인증\s*정보"
    r"|terraform\.tfvars|\.tfvars\b|(?<![\w.])\.env\b|id_rsa|\.pem\b|credentials\.json|kubeconfig"
)
_PASTE: Final = re.compile(
    r"贴到|貼到|贴在|貼在|粘贴|粘貼|发到|發到|发布到|コピー|貼り付け|貼って|投稿|載せ|올려|올리|붙여|게시"
    r"|\bcolar\b|\bcole\b|\bcola\b|\bpublicar?\b|\bpublique\b|\bpostar?\b|\bposte[sz]?\b|\bpega\b|\bpegar\b|\bpegá\b|\bcolle[sz]?\b|\bpublie[sz]?\b"
    r"|\beinfüg\w*|\bposte\b|\bposten\b|\bveröffentlich\w*|\bвыклад\w*|\bвыложи\w*|\bопубликуй\w*|\bвставь\w*|\bскопируй\w*|\bкопируй\w*"
)
_PUBLIC: Final = re.compile(
    r"公开|公開|공개|#public|\bpublic\b|\bpublics?\b|\bpublique\b|públic[oa]s?\b|öffentlich\w*|публичн\w*|外部ベンダー|外部の(?:業者|ベンダー)|外包(?:商|方)?也能看|외부\s*업체\S{0,2}\s*(?:도\s*)?볼\s*수|外部の\S{0,6}も見られる"
    r"|prestataires?\s+externes?\s+(?:voient|peuvent)|proveedores?\s+externos?\s+(?:ven|pueden)|fornecedores?\s+externos?\s+(?:veem|podem)"
    r"|externe[nr]?\s+dienstleister\w*\s+(?:sehen|können)|внешн\w+\s+подрядчик\w*\s+(?:видят|могут)"
)

_SCRUBBED: Final = re.compile(
    r"entfern\w*|schwärz\w*|supprim\w*|retir\w*|\belimin\w*|quit\w*|remov\w*|удал\w*|убери\w*|删除|刪除|去掉|削除|取り除|삭제|제거"
    r"|mask\w*|masqu\w*|mascar\w*|маскир\w*|脱敏|マスク|마스킹|\bvor\s+dem\b|\bavant\s+de\b|\bantes\s+de\b|\bперед\s+тем\b|之前|前に|전에"
)
"""A secret scrubbed before posting (``vor dem Posten … Tokens entfernen``) is no leak."""
_PUBLIC_KEY: Final = re.compile(
    r"clés?\s+(?:\w+\s+)?publiques?|public\s+keys?|clave\s+pública|chave\s+pública|öffentliche[nr]?\s+schlüssel|публичн\w+\s+ключ\w*"
    r"|公钥|公鑰|公開鍵|공개\s*키"
)


def secret_published(line: str) -> tuple[int, int] | None:
    """The span of an order to paste a secret where outsiders read it."""
    # A hit needs a public place and a secret before its sentence's end ``hi`` (a punctuation
    # mark or the line's end: a match in ``line[:hi]`` is one in the line, the patterns'
    # ``\b`` reading a non-word character there): asked of the whole line before any paste verb
    # is looked for (session 21, lat21f: exact).
    if _PUBLIC.search(line) is None or _SECRET.search(line) is None:
        return None
    for p in _PASTE.finditer(line):
        lo, hi = sentence_at(line, p.start(), p.end())
        if banned(line, lo, p.start(), p.end()) or _SCRUBBED.search(line, lo, hi):
            continue
        s = _SECRET.search(line, 0, hi)
        u = next((m for m in _PUBLIC.finditer(line, 0, hi) if m.start() != p.start()), None)
        if s is not None and u is not None and not _PUBLIC_KEY.search(line):
            return min(s.start(), p.start(), u.start()), max(s.end(), p.end(), u.end())
    return None


needing(secret_published, (_PUBLIC,), (_SECRET,), (_PASTE,))


_SEND: Final = re.compile(
    r"\benvoie[sz]?\b|\benvoyez\b|\btransmets\b|\btransmettez\b|\btransf[eè]re[sz]?\b|\benvía\b|\benviá\b|\benvíe[ns]?\b|\benviad\b|\bmanda\b|\bmandá\b|\breenviá\b|\breenvía\b"
    r"|\benvie\b|\benviem\b|\bmande\b|\bencaminhe\b|\brepasse\b|\bschick\w*|\bsende\b|\bsendet\b|\bleite\b\s+\S+\s+(?:\S+\s+){0,4}weiter|\bweiterleit\w*"
    r"|\bперешли(?:те)?\b|\bпересылай\w*|\bотправ(?:ь|ьте|ляй|ляйте)\b|\bскинь\w*|\bпришли\w*"
    r"|发送|發送|转发|轉發|发给|發給|发到|發到|送って|送信して|転送して|보내\s*(?:주|세요|줘)|전달해|전송해"
)
_AWAY: Final = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w.@])@[a-z_][\w.]{2,}|в\s+личк\w*|в\s+личн\w+\s+сообщени\w*|\bpor\s+dm\b|\ben\s+(?:mp|dm)\b|\bper\s+dm\b"
    r"|mensaje\s+privado|mensagem\s+privada|message\s+privé|privatnachricht|direktnachricht|私信|私聊|ダイレクトメッセージ|\bdm\s*で|디엠|개인\s*메시지"
)
_OWN: Final = re.compile(
    r"\b(?:mi|meu|minha|mon|ma|mein\w*|мой|мою|моё)\s+(?:correo|e-?mail|adresse|endereço|почт\w*)|我的邮箱|自分の|내\s*메일"
)
_HELP_DESK: Final = re.compile(
    r"réinitialis\w*|zurücksetz\w*|anfrage\w*|reset\w*|restablec\w*|redefini\w*|сброс\w*|重置|リセット|재설정|demande\s+de|solicitud\s+de|pedido\s+de|запрос\w*\s+на|申请"
)

_A_MESSAGE: Final = re.compile(
    r"\s*(?:un\s+(?:mail|e-?mail|courriel|correo|mensaje|message)|une\s+(?:demande|requête)|um\s+(?:e-?mail|pedido)"
    r"|eine\s+(?:e-?mail|mail|nachricht|anfrage)|письмо|запрос|邮件|メール|메일)\b"
)
_IT: Final = re.compile(
    r"\s*(?:его|её|их|ihn|sie|es|le|la|les|lo|los|la|o|a|it|them|它|それ|그것)\b"
)


def secret_mailed(line: str) -> tuple[int, int] | None:
    """The span of an order to mail or forward a secret to an outside address or handle."""
    for v in _SEND.finditer(line):
        lo, hi = sentence_at(line, v.start(), v.end())
        if (
            banned(line, lo, v.start(), v.end())
            or _OWN.search(line, lo, hi)
            or _HELP_DESK.search(line, lo, hi)
        ):
            continue
        if _A_MESSAGE.match(line, v.end()):
            continue  # "envoie un mail à support@…": contacting someone sends no secret
        a = _AWAY.search(line, v.end(), hi)
        if a is None:
            continue
        s = _SECRET.search(line, v.end(), a.start())
        if s is None and _IT.match(line, v.end()):
            s = _SECRET.search(line, lo, v.start())  # "если попадётся токен, перешли его …"
        if s is not None:
            return min(v.start(), s.start()), a.end()
    return None


needing(secret_mailed, (_SEND,), (_AWAY,), (_SECRET,))


_PERSON: Final = re.compile(
    r"joueur\w*|jugador\w*|jogador\w*|spieler\w*|игрок\w*|玩家|プレイヤー|플레이어|utilisateur\w*|usuari[oa]\w*|usuário\w*|nutzer\w*"
    r"|пользовател\w*|用户|用戶|ユーザー|사용자|client\w*|cliente\w*|kunde\w*|клиент\w*|客户|顧客|고객|\bson\b|\bsa\b|\bsu\b|\bseu\b|\bsua\b|\bsein\w*|\bего\b|\bеё\b"
)
_PII: Final = (
    re.compile(r"e-?mail\w*|courriel|correo|почт\w*|邮箱|郵箱|メール(?:アドレス)?|이메일"),
    re.compile(
        r"\bip\b|ip-?adress\w*|adresse\s+ip|dirección\s+ip|endereço\s+ip|ip-?адрес\w*|ip地址|ipアドレス|ip\s*주소|(?<![a-z])ip(?![a-z])"
    ),
    re.compile(r"téléphone|teléfono|telefone|telefon\w*|телефон\w*|电话|電話|전화"),
    re.compile(
        r"ticket\s+de\s+session|session\s+ticket|sessionticket|ticket\s+de\s+sesión|сессионн\w+\s+(?:тикет|билет)|会话票据|セッションチケット|세션\s*티켓"
    ),
)
_DUP: Final = re.compile(
    r"dupliqu\w*|\bcopie[sz]?\b|\benvoie[sz]?\b|\benvoyez\b|\btransmet\w*|envía|enviá|envie|mande|manda|duplica\w*|schick\w*|sende\b|spiegel\w*"
    r"|отправ\w*|перешли\w*|дублир\w*|发送|發送|转发|轉發|同步到|送って|送信|転送|보내|전송|복제"
)
_URL: Final = re.compile(r"https?://(?!(?:localhost|127\.0\.0\.1)[:/])\S+")


def personal_data_sent(line: str) -> tuple[int, int] | None:
    """The span of an order to send two kinds of a person's data to an outside URL."""
    u = _URL.search(line)
    if u is None or _PERSON.search(line) is None:
        return None
    if sum(1 for p in _PII if p.search(line)) < 2:
        return None
    for d in _DUP.finditer(line):
        lo = sentence_at(line, d.start(), d.end())[0]
        if banned(line, lo, d.start(), d.end()):
            continue
        return min(d.start(), u.start()), max(d.end(), u.end())
    return None


_EXPORTS: Final = re.compile(
    r"export\w*|exportaci\w*|exportaç\w*|dumps?\b|volcado\w*|respaldo\w*|sauvegarde\w*|backups?\b|extract\w*|extrakt\w*"
    r"|выгрузк\w*|экспорт\w*|дамп\w*|导出|導出|备份|備份|エクスポート|バックアップ|내보내기|내보낸|백업"
)
_RECORDS: Final = re.compile(
    r"participant\w*|personal\s+data|student\w*\s+(?:grades|data|records|marks)|grades|patient\w*|datos\s+(?:personales|de\s+(?:los\s+)?participantes)"
    r"|calificaciones|notas\s+de\s+(?:los\s+)?(?:estudiantes|alumnos)|données\s+(?:personnelles|des\s+participants)|notes\s+des\s+(?:étudiants|élèves)"
    r"|dados\s+(?:pessoais|d[oe]s\s+participantes)|notas\s+d[oe]s\s+(?:alunos|estudantes)|teilnehmer\w*|personenbezogen\w*|noten\s+der\s+(?:studierenden|schüler)"
    r"|персональн\w+\s+данн\w*|участник\w*|оценк\w+\s+студент\w*|个人数据|個人數據|参与者|參與者|学生成绩|學生成績|個人データ|参加者|成績|개인\s*정보|참가자|성적"
)
_SEND_EN: Final = re.compile(r"\b(?:forward|send|e-?mail|mail|ship|copy)\b")
_MINE: Final = re.compile(r"\bto\s+me\b|\bmy\s+(?:own\s+)?(?:e-?mail|address|inbox|mailbox)")


_MAILBOX: Final = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
"""``_AWAY``'s first branch: its only matches with an ``@`` after their first character."""


def records_mailed(line: str) -> tuple[int, int] | None:
    """The span of an order to mail or forward exports of participants', students' or personal
    data to an e-mail address (``reenvía las exportaciones con datos de participantes a …@…``)."""
    if _MAILBOX.search(line) is None:
        return None  # no address to mail to: no send verb is looked at
    for v in (*_SEND.finditer(line), *_SEND_EN.finditer(line)):
        lo, hi = sentence_at(line, v.start(), v.end())
        if (
            banned(line, lo, v.start(), v.end())
            or _OWN.search(line, lo, hi)
            or _MINE.search(line, lo, hi)
        ):
            continue
        a = _AWAY.search(line, v.end(), hi)
        if a is None or not a.group().find("@") > 0:
            continue
        if _EXPORTS.search(line, v.end(), a.start()) and _RECORDS.search(line, v.end(), a.start()):
            return v.start(), a.end()
    return None


needing(records_mailed, (_SEND, _SEND_EN), (_EXPORTS,), (_RECORDS,))


PASTE_NEEDLES: Final = (
    "贴", "貼", "粘", "发", "發", "コピー", "投稿", "載せ", "올려", "올리", "붙여", "게시", "cola", "cole", "publi", "post", "pega", "colle",
    "einfüg", "veröffentlich", "выклад", "выложи", "опубликуй", "вставь", "копируй",
)  # fmt: skip
SEND_NEEDLES: Final = (
    "envo", "transm", "transf", "enví", "envi", "manda", "mandá", "mande", "encaminhe", "repasse", "schick", "sende", "leite", "weiterleit",
    "перешли", "пересылай", "отправ", "скинь", "пришли", "发", "發", "转", "轉", "送", "보내", "전달", "전송",
)  # fmt: skip

RULES: Final = (
    (EXFILTRATION, unreported(unquoted(secret_published)), PASTE_NEEDLES),
    (EXFILTRATION, unreported(unquoted(secret_mailed)), SEND_NEEDLES),
    (EXFILTRATION, unreported(unquoted(personal_data_sent)), ("http",)),
    (EXFILTRATION, unreported(unquoted(records_mailed)), ("@",)),  # inj18
)
"""The four classes with their needles, for ``injection_classes._RULES``."""
