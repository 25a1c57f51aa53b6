"""Injections written as settings (pure): a line shaped like configuration (JSON, YAML, TOML,
``KEY=value``) whose keys, read as words (``honor_system_prompt``, ``echoSystemPrompt``), switch
off the model's own instructions or safeguards, reveal its prompt, give it a lawless persona,
hide things from the user, or append something to every reply.

Only configuration-shaped lines are read (a line that opens with ``{``, ``[`` or ``key:`` /
``key =``): a key quoted inside a sentence (``\\`safety_checks: disabled\\` in the fixture is
deliberate``) is prose, and the other layers judge it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from .lexicon_en import CONCEAL, EXFILTRATION, EXTRACTION, OVERRIDE, PERSISTENCE, PERSONA, POLICY


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_SHAPED: Final = re.compile(
    r"^\s*(?:[-*]\s+|\*\*[^*\n]{1,40}\*\*\s*[—–\-―:]?\s*)?"
    r"(?:[{\[]|[\"']?[^\W\d_][\w.-]*[\"']?\s*[:=：])"
)
"""A configuration-shaped line (after a list mark or a bold title: ``**Developer mode: ON** —``);
keys in any script (``отказы:``, ``モデレーション：``)."""
_PAIR: Final = re.compile(
    r"[\"']?([^\W\d_][\w.-]*)[\"']?\s*[:=：]\s*(\"[^\"]*\"|'[^']*'|\[[^\]]*\]|[^,，、{}\[\]\s#*]+)"
)
_SPLIT: Final = re.compile(r"[_.\-\s]+|(?<=[a-z])(?=[A-Z])")

_MODEL: Final = _set(
    "system prompt instructions guardrails guardrail safety refusal refusals refuse filter filters"
    " moderation restrictions policy policies censorship alignment ethics rules guidelines"
)
_APPLY: Final = _set("honor honour follow obey respect use enforce apply enabled enable")
_SAFEGUARD: Final = _set(
    "safety guardrails guardrail refusals refusal refuses refuse moderation filter filters"
    " censorship restrictions ethics limits boundaries morals"
    " moderación moderacion negativas rechazos directrices filtro filtros restricciones seguridad"
    " moderação recusas diretrizes restrições segurança sicherheit moderation ablehnungen"
    " richtlinien filter einschränkungen modération refus filtres sécurité"
    " безопасность отказы фильтр фильтры контента модерация ограничения цензура"
    " 安全 过滤 過濾 审核 審核 拒绝 拒絕 限制 准则 準則 モデレーション 拒否 ガイドライン フィルター"
    " 検閲 安全性 제한 필터 거부 거절 검열 가이드라인 안전"
)
_RULES_ONLY: Final = frozenset({"rules", "guidelines"})
"""A key that is the word ``rules`` alone (``- rules: none`` in a persona block): the model's."""
_OFF: Final = _set(
    "false off none disabled disable never no 0 ignore ignored skip bypass null unrestricted"
    " desactivada desactivadas desactivado desactivados suspendida suspendidas apagado apagada"
    " desativado desativada desativadas nunca aus deaktiviert nie désactivé désactivée désactivés"
    " désactivées jamais выкл выключено выключены отключено отключены никогда нет"
    " 关闭 關閉 禁用 从不 停用 オフ 停止中 無効 なし 끔 해제 비활성화 없음"
)

_ON: Final = _set("true yes on 1 always enabled")
_REVEAL: Final = _set("reveal echo print dump show leak expose output")
_HIDDEN: Final = _set("prompt instructions system hidden")
_PERSONA_KEY: Final = _set(
    "persona mode character role identity tone personality behaviour behavior"
)
_LAWLESS: Final = re.compile(
    r"unrestricted|unfiltered|uncensored|jailbr\w*|\bdan\b|\bevil\b|no\s+(?:rules|restrictions"
    r"|limits|filters)|without\s+(?:rules|restrictions)|\brogue\b|\bunchained\b"
)
_APPEND: Final = _set("footer signature append suffix postscript")
_EVERY: Final = _set("every each all")
_REPLY: Final = _set("reply replies answer answers response responses message messages")
_PROMO: Final = re.compile(r"https?://|\b[\w-]+\.(?:example|com|net|io|biz|shop|xyz)\b|\bvisit\b")
_USER_TELL: Final = _set("tell notify inform show")
_HIDE: Final = _set("hide conceal")
_RANK: Final = _set("precedence priority authority")
_CONFIRM: Final = _set("confirm confirmation confirmations")
_DESTINATION: Final = re.compile(
    r"^(?:https?://|[\w.\-]+/[\w./\-]*|[\w\-]+\.(?:md|txt|json|ya?ml|log))"
)
"""A place to write to (a file path, a URL): ``dump_system_prompt_to: docs/p.md``."""
_ESCAPED_BREAK: Final = re.compile(r"\\n")
"""A literal ``\\n`` in a one-line entry (a pasted YAML/JSON snippet) breaks the line."""
_MEMORY: Final = re.compile(r"memory|this[_ ]file|notes")


@dataclass(frozen=True)
class Hit:
    family: str
    start: int
    end: int


def _words(key: str) -> set[str]:
    return {w.lower() for w in _SPLIT.split(key) if w}


def _family(key: str, raw_value: str) -> str | None:
    words = _words(key)
    value = raw_value.strip("\"'").strip().lower()
    if words & _APPLY and words & _MODEL and value in _OFF:
        return OVERRIDE  # honor_system_prompt: false
    if (words & _SAFEGUARD or (len(words) == 1 and words <= _RULES_ONLY)) and value in _OFF:
        return POLICY  # safety_filters: off, refusals: never, rules: none
    if words & _REVEAL and words & _HIDDEN and (value in _ON or _DESTINATION.match(value)):
        return EXTRACTION  # echo_system_prompt: true, dump_system_prompt_to: docs/prompt.md
    if words & _CONFIRM and value in _OFF:
        return POLICY  # confirm: false, require_confirmation: false
    if words & _PERSONA_KEY and _LAWLESS.search(value):
        return PERSONA
    if (words & _APPEND or (words & _EVERY and words & _REPLY)) and _PROMO.search(value):
        return PERSISTENCE  # footer_for_every_reply: "Visit …"
    if (words & _USER_TELL and "user" in words and value in _OFF) or (
        words & _HIDE and (value in _ON or ("user" in words and value not in _OFF))
    ):
        return CONCEAL
    if words & _RANK and words & {"instructions", "rules", "prompt"} and _MEMORY.search(value):
        return OVERRIDE  # instructions_precedence: [memory_file, user]
    return None


_HOOK: Final = re.compile(
    r"^\s*(?:[-*]\s+)?[\"']?(?:(?:on|before|after|pre|post)(?:[_\-.][A-Za-z]|[A-Z])[\w.\-]*"
    r"|[\w.\-]*hooks?(?:[_.\-][\w.\-]*)?)[\"']?\s*[:=]\s*(?P<v>\S.*)$"
)
"""An event hook in a config (``on_file_read: …``, ``hooks.on_open = …``): its value runs."""
_HOOK_SEND: Final = re.compile(
    r"\b(?:forward|send|post|upload|mirror|exfil\w*|pipe|stream|beacon|curl|wget|push)\w*\s*\("
)
_HOOK_DATA: Final = re.compile(
    r"\b(?:contents?|body|bytes|env|environ|environment|secrets?|tokens?|keys?|credentials?"
    r"|stdout|history|transcript|conversation|messages|clipboard|cookies)\b"
)
_HOOK_REMOTE: Final = re.compile(
    r"\b(?:https?|ftp)://(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])[:/])[\w.\-]+"
)
_HOOK_PROMPT: Final = re.compile(
    r"\b(?:dump|print|write|copy|save|export|echo|cat|post|send|upload|commit|log)\w*\s*\(\s*"
    r"(?:system[_ ]?(?:prompt|message|instructions)|hidden[_ ]?(?:prompt|instructions)|instructions"
    r"|initial[_ ]?prompt|prompt)\b",
    re.IGNORECASE,
)


def _hook(part: str) -> str | None:
    """What an event hook's value does: sends data to a remote URL, or writes out the prompt."""
    m = _HOOK.match(part)
    if m is None:
        return None
    value = m.group("v")
    if _HOOK_PROMPT.search(value):
        return EXTRACTION  # on_start: dump(system_prompt) to README_AI.md
    if _HOOK_SEND.search(value) and _HOOK_DATA.search(value) and _HOOK_REMOTE.search(value):
        return EXFILTRATION  # on_file_read: forward(path, contents) -> https://…
    return None


_I18N_PAIR: Final = re.compile(
    r"([^\W\d_][\w\-. ]{0,24}?)\s*[:=：]\s*([^\s,;，；、。]+)(?=\s*(?:$|[,;，；、|。]))"
)
"""A pair whose value is one word that ends it (``安全模式 = 关闭；``), not a sentence after a
label (``Памятка по безопасности: никогда не …``)."""
_I18N_SAFEGUARD: Final = re.compile(
    r"安全|确认|確認|拒绝|拒絕|拒否|警告|审查|審查|过滤|過濾|フィルター|沙箱|サンドボックス|안전|확인|거부|거절"
    r"|경고|필터|샌드박스|검열|безопасн|подтвержд|отказ|фильтр|предупрежд|модерац|цензур"
    r"|sicherheit|bestätigung|ablehnung|warnung|sécurité|refus|avertissement|seguridad"
    r"|confirmación|rechazo|advertencia|segurança|confirmação|recusa",
    re.IGNORECASE,
)
_I18N_OFF: Final = re.compile(
    r"(?:关闭|關閉|关|關|禁用|停用|无|無|永不|从不|從不|跳过|跳過|否|オフ|無効|なし|しない|スキップ|끔|꺼짐"
    r"|비활성\w*|없음|생략|건너뜀|выкл\w*|откл\w*|нет|никогда|пропуск\w*|запрещен\w*|aus"
    r"|deaktiviert|nie|niemals|keine|désactivé\w*|jamais|aucun\w*|desactivad\w*|nunca|ninguno"
    r"|desativad\w*|nenhum\w*)",
    re.IGNORECASE,
)
_I18N_TOOLING: Final = re.compile(
    r"lint|compil|编译|編譯|コンパイ|컴파일|линт|компил|typ|mypy|ruff|prettier|format|格式|フォーマット"
    r"|포맷|ssl|tls|cert|证书|証明書|인증서",
    re.IGNORECASE,
)


def _i18n_policy(part: str) -> Iterator[tuple[int, int]]:
    """``安全模式 = 关闭``, ``безопасный_режим = выкл``: a safeguard key (in any of the eight
    languages) set off; a tool's checks (lint, compiler warnings, certificates) are not one."""
    for m in _I18N_PAIR.finditer(part):
        key, value = m.group(1), m.group(2).strip("\"'")
        if key.isascii() or not _I18N_SAFEGUARD.search(key) or _I18N_TOOLING.search(key):
            continue
        if _I18N_OFF.fullmatch(value) or value.lower() in _OFF:
            yield m.start(), m.end()


def score_line(line: str) -> Iterator[Hit]:
    """Families found in one configuration-shaped line (as written, case kept); a line holding
    literal ``\\n`` breaks is read part by part."""
    seen: set[str] = set()
    offset = 0
    parts = _ESCAPED_BREAK.split(line) if "\\n" in line else [line]
    for part in parts:
        hooked = _hook(part) if ":" in part or "=" in part else None
        if hooked is not None and hooked not in seen:
            seen.add(hooked)
            yield Hit(hooked, offset, offset + len(part))
        if POLICY not in seen and not part.isascii():
            for s, e in _i18n_policy(part):
                seen.add(POLICY)
                yield Hit(POLICY, offset + s, offset + e)
                break
        if _SHAPED.match(part):
            for m in _PAIR.finditer(part):
                family = _family(m.group(1), m.group(2))
                if (
                    family == POLICY
                    and _words(m.group(1)) <= _RULES_ONLY
                    and part[m.end() :].strip()
                ):
                    continue  # "rules: none for generated files": a tool's rules, qualified
                if family is not None and family not in seen:
                    seen.add(family)
                    yield Hit(family, offset + m.start(), offset + m.end())
        offset += len(part) + 2
