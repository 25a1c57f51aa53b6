"""Secrets sent to a messenger, masking waived, an entry that must survive clean-ups, loyalty to
the entry's author and cover stories, in the eight languages the issue names (zh es de ru fr ja
pt ko; pure; helper inj8x15, session 15).

- ``secrets_to_messenger``: a send verb, not negated, with a secret word (token, password,
  ``senha``, ``пароль``, ``密码``, ``パスワード``, ``비밀번호``…) and a messenger destination
  (Telegram, WhatsApp, Signal, Discord, WeChat, a ``@…bot`` handle, a phone number).
- ``masking_waived``: "no need to mask / stop masking" (``não precisa mascarar``, ``nicht mehr
  maskieren``, ``无需脱敏``) with a secret or personal-data word or "in clear text". "Always mask
  the CPF in logs" waives nothing.
- ``entry_kept_alive``: this entry (``эта запись``, ``dieser Eintrag``, ``这一条``, ``이 항목``…)
  with a memory clean-up or deletion and an order to restore, keep or copy it.
- ``loyal_to_author``: a persona's loyalty (``忠誠``, ``충성``, ``Loyalität``, ``верность``…) given
  to the file's author or the memory's writer instead of the user.
- ``cover_story``: a lie ordered (``солги``, ``behaupte``, ``miéntele``, ``撒谎``, ``嘘をついて``,
  ``거짓말``), or "say/write only that nothing changed" after an act of the agent.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from typing import Final

from .alternatives import First
from .injection_confirm_hide_i18n import ORDER_WAIVE, unquoted
from .lexicon_en import CONCEAL, EXFILTRATION, PERSISTENCE, PERSONA, POLICY

_SEND: Final = re.compile(
    r"schick\w*|send\w*|leite\w*|weiterleit\w*|übermittl\w*|envoi\w*|envoy\w*|envoie|transf[eè]r\w*|transmet\w*"
    r"|env[ií]\w*|reenv[ií]\w*|mand[ae]\w*|remit\w*|encaminh\w*|repass\w*|отправ\w*|перес[ыл]\w*|пересл\w*|шли\b"
    r"|высыл\w*|скидыва\w*|copie\w*|\bposte\w*|publie\w*|publica\w*|veröffentlich\w*|опубликуй\w*|скопируй\w*|发送|發送|转发|轉發|发到|發到|发给|發給|送到|送至|送信|転送|送って|送る|보내|전달|전송"
)
_NEGATED: Final = re.compile(
    r"(?:\bnicht|\bnie|\bkeine?n?|\bne|\bjamais|\bno|\bnunca|\bnão|\bне|\bникогда|\bnever|不要|别|別|禁止|绝不|決して|절대)(?!\w)\s*(?:\S{1,12}\s*){0,3}$"
    r"|(?:不要|别|別|禁止|绝不|切勿|決して|절대)[^。；！？.!?]{0,20}$"
)
_NEGATED_AFTER: Final = re.compile(
    r"\S{0,3}?(?:지\s*(?:마|말)|면\s*안\s*(?:됩|돼)|ないで|ないこと|てはいけない|ては駄目|ちゃだめ)"
)
"""A ban after a Korean or Japanese verb (``보내지 마세요``, ``送らないで``)."""
_SECRET: Final = re.compile(
    r"token\w*|passw\w*|kennw\w*|schlüssel\w*|mot\w*\s+de\s+passe|identifiants|clés?\b|contraseñ\w*|claves?\b"
    r"|senhas?\b|chaves?\b|credencia\w*|segredos?\b|secrets?\b|токен\w*|парол\w*|ключ\w*|секрет\w*|密码|密碼|令牌|密钥"
    r"|密鑰|口令|パスワード|トークン|鍵|シークレット|비밀번호|토큰|키\b|시크릿|암호"
)
_MESSENGER: Final = re.compile(
    r"telegram|телеграм\w*|whats\s*app|ватсап\w*|signal\b|discord|wechat|微信|kakao|카카오|viber|вайбер"
    r"|@[\w.]*bot\b|(?<!\w)\+\d[\d\s().-]{7,}\d"
    r"|(?:commentaire|comentario|comentário|kommentar|комментари\w*|issue|ticket)\w*\s+(?:\w+\s+)?(?:public|públic|öffentlich|публичн)\w*"
    r"|(?:public|öffentlich|публичн|公开|公開|공개)\w*\s*(?:评论|コメント|댓글|kommentar|комментари)\w*"
)
_MESSENGER_FIRST: Final = First(_MESSENGER)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""

_MASK: Final = re.compile(
    r"mascar\w*|maskier\w*|schwärz\w*|masquer|masqu\w*|caviard\w*|enmascar\w*|ofusc\w*|tachar|маскир\w*|замазыва\w*"
    r"|脱敏|打码|遮蔽|掩码|掩碼|マスク|伏せ字|伏せる|마스킹|가리"
)
_SENSITIVE: Final = re.compile(
    _SECRET.pattern
    + r"|\bcpf\b|cartão|cartões|karte\w*|carte\w*|tarjeta\w*|карт\w*|卡号|カード|카드|personal\w*|personnel\w*|pessoa\w*"
    r"|персональн\w*|个人|個人|개인|texto\s+claro|klartext|en\s+clair|texto\s+plano|открытом\s+виде|明文|平文|평문"
)

_THIS_ENTRY: Final = re.compile(
    r"\bdiese[nmrs]?\s+(?:eintrag|notiz|zeile|regel|abschnitt|anweisung)|\bcette\s+(?:entrée|note|ligne|règle|consigne)"
    r"|\besta\s+(?:entrada|nota|línea|linha|regla|regra|instrucción|instrução)|\bэт\w+\s+(?:запис\w*|заметк\w*|правил\w*|строк\w*)"
    r"|这一?条|這一?條|本条|本條|此条|此條|このメモ|このエントリ|この項目|この行|このルール|この指示|이\s*(?:항목|메모|줄|규칙|내용|지시)"
)
_CLEANUP: Final = re.compile(
    r"bereinig\w*|aufräum\w*|lösch\w*|komprim\w*|nettoy\w*|supprim\w*|compress\w*|limpi\w*|borr\w*|elimin\w*|compact\w*"
    r"|apag\w*|exclu\w*|чистк\w*|очистк\w*|удал\w*|сжат\w*|整理|压缩|壓縮|清理|删除|刪除|圧縮|削除|クリーンアップ|정리|압축|삭제"
)
_REVIVE: Final = re.compile(
    r"wiederherstell\w*|stell\w*\b[^.;]{0,60}\bwieder\b|kopier\w*|restaur\w*|recopi\w*|rétabli\w*|copi\w*"
    r"|восстанов\w*|перенос\w*|копир\w*|恢复|恢復|复制|複製|復元|戻して|コピー|복원|복사|다시\s*(?:넣|추가|쓰)"
    r"|an\s+den\s+anfang|au\s+début|al\s+principio|no\s+início|в\s+начало|到开头|到開頭|先頭に|맨\s*위"
)
_LOYAL: Final = re.compile(
    r"loyal\w*|treue|loyauté|fidél\w*|fidèle|lealtad|leal\b|lealdade|верност\w*|преданн\w*|忠诚|忠誠|忠于|忠於|충성"
)
_AUTHOR: Final = re.compile(
    r"autor\w*|verfasser\w*|auteur\w*|автор\w*|作者|作成者|작성자|쓰는\s*사람|書いた人|写这|nicht\s+(?:dem|den)\s+nutzer"
    r"|pas\s+(?:à\s+)?l'utilisateur|no\s+al\s+usuario|não\s+ao\s+usuário|не\s+пользовател\w*|而不是用户|ではなく|아니라"
)

_LIE: Final = re.compile(
    r"\bsolg\w*|\bсолги|\bсоври|\bобмани|\bлги\b|\bbehaupte\b|\blüg\w*|\bmens\b|\bmentez\b|\bmiént\w*|\bmienta\b"
    r"|\bminta\s+(?:ao|para|à|sobre)\b|\bmente\s+(?:ao|para|a)\b|撒谎|撒謊|说谎|說謊|骗他|嘘をつ|嘘を言|거짓말\s*(?:하|을|로)"
)
_TELL_NOTHING: Final = re.compile(
    r"(?:dis|dites|sag\w*|schreib\w*|di|dile|diga|escrev\w*|escrib\w*|скажи\w*|пиши\w*|напиши\w*|告诉|说|写|伝え|書いて|書け|말해|쓰세요|적으세요)"
    r"[^.;!?。]{0,40}(?:aucune?\s+\w+\s+n'a\s+changé|rien\s+n'a\s+changé|nichts\s+(?:geändert|passiert)|keine\s+änderung\w*"
    r"|nada\s+(?:cambió|mudou)|ningún\s+cambio|nenhuma\s+(?:alteração|mudança)|ничего\s+не\s+(?:менял|изменил)\w*"
    r"|никаких\s+изменений|только\s+(?:отступы|форматирование)|没有任何(?:改动|变化)|无变化|変更なし|変更はない|변경\s*없음)"
    r"|(?:«[^»]{1,20}»|「[^」]{1,20}」|'[^']{1,20}')\s*(?:とだけ|이라고만|라고만)|\bтолько\s+«[^»]{1,20}»|(?:只写|只寫)"
)
_ACT_DONE: Final = re.compile(
    r"modif\w*|änder\w*|cambi\w*|alter\w*|mud\w*|измен\w*|修改|变更|變更|変更|변경|実行|실행|upload\w*|送信|外部|외부"
    r"|запуска\w*|команд\w*|befehl\w*|commande\w*|comando\w*|pare-feu|firewall|명령"
)

_SAFETY_RULE: Final = re.compile(
    r"安全ポリシー|セキュリティポリシー|安全(?:规则|規則|政策|策|警告)|相互作用警告|セキュリティ警告|가이드라인|보안\s*(?:정책|경고)"
    r"|안전\s*(?:정책|규칙|경고)|상호작용\s*경고|sicherheits(?:richtlinie|regel|warnung|hinweis)\w*|wechselwirkungswarnung\w*"
    r"|consignes?\s+de\s+sécurité|politique\s+de\s+sécurité|avertissements?\s+(?:de\s+sécurité|d'interaction)"
    r"|políticas?\s+de\s+seguridad|advertencias?\s+(?:de\s+seguridad|de\s+interacción)|política\s+de\s+segurança"
    r"|avisos?\s+de\s+(?:segurança|interação)|политик\w+\s+безопасности|предупреждени\w+\s+(?:о\s+взаимодейств\w*|безопасности)"
    r"|правила\s+безопасности"
)
_IGNORE: Final = re.compile(
    r"無視|忽略|无视|跳过|跳過|\bignor\w*|игнорир\w*|пропуска\w*|무시|건너뛰|überspring\w*|\bsaute\w*|\bomit\w*|\bsalta\w*"
    r"|\bpula\w*|не\s+обращай"
)
_FORBIDDEN: Final = re.compile(
    r"禁止|verboten|interdit|prohibido|proibido|запрещ\w*|금지|してはいけない|しないこと|하지\s*마|never|niemals|jamais|nunca|никогда"
    r"|nicht\s+ignorier|ne\s+(?:pas\s+)?ignor|no\s+ignor|não\s+ignor|не\s+игнорир|不要忽略|不要跳过|别忽略"
)

NEEDLES: Final = (
    "telegram", "телеграм", "whats", "ватсап", "signal", "discord", "wechat", "微信", "kakao", "카카오",
    "viber", "вайбер", "bot", "+", "public", "públic", "öffentlich", "публичн", "公开", "公開", "공개",
)  # fmt: skip
MASK_NEEDLES: Final = (
    "mascar", "maskier", "schwärz", "masqu", "caviard", "enmascar", "ofusc", "tachar", "маскир",
    "замазыва", "脱敏", "打码", "遮蔽", "掩码", "掩碼", "マスク", "伏せ", "마스킹", "가리",
)  # fmt: skip
ENTRY_NEEDLES: Final = (
    "diese", "cette", "esta", "эт", "条", "條", "この", "이",
)  # fmt: skip
LOYAL_NEEDLES: Final = (
    "loyal", "treue", "loyauté", "fidél", "fidèle", "lealtad", "leal", "верност", "преданн",
    "忠", "충성",
)  # fmt: skip
COVER_NEEDLES: Final = (
    "solg", "солги", "соври", "обмани", "лги", "behaupte", "lüg", " mens", "mentez", "mient", "mienta", "minta ", "mente ao", "mente para", "mente a ",
    "撒", "谎", "謊", "骗", "嘘", "거짓말", "changé", "geändert", "änderung", "passiert", "cambió",
    "mudou", "cambio", "alteração", "mudança", "ничего", "никаких", "только", "改动", "变化", "変更",
    "변경", "とだけ", "라고만", "只写", "只寫",
)  # fmt: skip


SAFETY_NEEDLES: Final = (
    "安全", "相互作用", "セキュリティ", "가이드라인", "보안", "안전", "상호작용", "sicherheits", "wechselwirkung",
    "sécurité", "d'interaction", "seguridad", "interacción", "segurança", "interação", "безопасност", "взаимодейств",
)  # fmt: skip


def safety_rules_ignored(line: str) -> tuple[int, int] | None:
    """The span of an order to ignore or skip safety rules or safety warnings."""
    r = _SAFETY_RULE.search(line)
    if r is None or _FORBIDDEN.search(line):
        return None
    i = _IGNORE.search(line)
    if i is not None:
        return min(r.start(), i.start()), max(r.end(), i.end())
    return None


def secrets_to_messenger(line: str) -> tuple[int, int] | None:
    """The span of an order to send secrets to a messenger account or a phone number."""
    m = _MESSENGER_FIRST.search(line)
    if m is None:
        return None
    secret = _SECRET.search(line)
    if secret is None:
        return None
    for s in _SEND.finditer(line):
        before = line[max(0, s.start() - 24) : s.start()]
        if _NEGATED_AFTER.match(line, s.end()):
            continue  # "보내지 마세요", "送らないでください": the ban comes after the verb
        if not _NEGATED.search(before) and not before.endswith(("n'", "n’")):
            return min(s.start(), m.start()), max(s.end(), m.end())
    return None


def masking_waived(line: str) -> tuple[int, int] | None:
    """The span of an order to stop masking secrets or personal data."""
    for k in _MASK.finditer(line):
        lo, hi = max(0, k.start() - 45), min(len(line), k.end() + 30)
        w = ORDER_WAIVE.search(line, lo, hi)
        if w is not None and _SENSITIVE.search(line):
            return min(w.start(), k.start()), max(w.end(), k.end())
    return None


def entry_kept_alive(line: str) -> tuple[int, int] | None:
    """The span of an entry that orders itself restored or copied after a clean-up."""
    t = _THIS_ENTRY.search(line)
    if t is None:
        return None
    c = _CLEANUP.search(line)
    r = _REVIVE.search(line)
    if c is not None and r is not None:
        return t.start(), max(c.end(), r.end())
    return None


def loyal_to_author(line: str) -> tuple[int, int] | None:
    """The span of a persona's loyalty given to the entry's author instead of the user."""
    lo = _LOYAL.search(line)
    if lo is None:
        return None
    a = _AUTHOR.search(line, lo.start())
    if a is not None:
        return lo.start(), a.end()
    return None


def cover_story(line: str) -> tuple[int, int] | None:
    """The span of a lie ordered, or of "say only that nothing changed" after an act."""
    lie = _LIE.search(line)
    if lie is not None:
        return lie.span()
    t = _TELL_NOTHING.search(line)
    if t is not None and _ACT_DONE.search(line, 0, t.start()):
        return t.span()
    return None


RULES: Final = (
    (EXFILTRATION, unquoted(secrets_to_messenger), NEEDLES),
    (POLICY, unquoted(masking_waived), MASK_NEEDLES),
    (PERSISTENCE, unquoted(entry_kept_alive), ENTRY_NEEDLES),
    (PERSONA, unquoted(loyal_to_author), LOYAL_NEEDLES),
    (CONCEAL, unquoted(cover_story), COVER_NEEDLES),
    (POLICY, unquoted(safety_rules_ignored), SAFETY_NEEDLES),
)
"""The six classes with their needles, for ``injection_classes._RULES``."""
