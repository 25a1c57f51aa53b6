"""Needles of the checks of ``injection_acts.py`` (pure data): the plain substrings each check
needs in a line. They are found once over the whole text; most lines hold none, and a substring
test costs far less than the check's patterns (``concepts_acts.py``)."""

from __future__ import annotations

from typing import Final

GUARD_NEEDLES: Final[tuple[str, ...]] = (
    "secret", "leaks", "hog", "2fa", "mfa", "factor", "confirm", "safety", "security",
    "protection", "signature", "approval", "scan", "faktor", "authentifi", "autentica", "etapas",
    "fatores", "bestätig", "confirma", "двухфактор", "секрет", "подтвержд", "扫描", "双因素",
    "两步", "二次验证", "确认", "二要素", "二段階", "スキャン", "확인", "스캔", "인증",
)  # fmt: skip

NO_ASKING_NEEDLES: Final[tuple[str, ...]] = (
    "ask", "confirm", "check with", "demande", "pregunt", "pergunt", "frag", "спрашива",
    "без спроса", "询问", "不用问", "無断", "確認せず", "聞かず", "묻지", "확인",
)  # fmt: skip

TOOL_NEEDLES: Final[tuple[str, ...]] = (
    "trusted", "install", "registry", "index", "remote", "origin", "upstream", "image", "mirror",
    "depend", "package", "replace", "swap", "switch", "from ",
)  # fmt: skip

EXFILTRATION_NEEDLES: Final[tuple[str, ...]] = (
    "private", "personal", "://", "/.", "id_", "env", "netrc", "pgpass", "/etc/", "kube/",
    "credentials", "without", "silently", "quietly", "behind", "sin preguntar", "ohne",
    "sans demander", "sem perguntar", "спрашива", "без спроса", "询问", "無断", "確認せず", "묻지",
)  # fmt: skip

POLICY_NEEDLES: Final[tuple[str, ...]] = (
    "safety", "moderation", "guardrail", "filter", "censor", "ethic", "refus", "--no-verify",
    ".env", "warn", "point", "flag", "highlight", "call", "polic", "polít", "politi", "richtlinie",
    "ポリシー", "정책", "政策", "策略", "规范", "политик", "obey", "comply", "author of",
    "writer of", "sender of", "signature", "approval", *GUARD_NEEDLES, *NO_ASKING_NEEDLES,
)  # fmt: skip

PERSISTENCE_NEEDLES: Final[tuple[str, ...]] = (
    "://", "instead", "in place", "rather", "replace", "prefer", " over ", "`", "buy",
)  # fmt: skip

PERSONA_NEEDLES: Final[tuple[str, ...]] = (
    "pretend", "roleplay", "role-play", "act as", "acting as", "acts as", "pose as", "posing as",
    "masquerad", "impersonat", "persona", "you are now", "play the role", "play a", "finge",
    "haz de", "gib dich", "semblant", "passar", "притвор", "扮演", "假装", "假裝", "なりすま",
    "ふり", "척", "사칭",
)  # fmt: skip

INSTALL_NEEDLES: Final[tuple[str, ...]] = (
    "--", "git+", "config set", "registry", "index", "trusted",
)  # fmt: skip

ARTIFACT_NEEDLES: Final[tuple[str, ...]] = (
    ".vsix", ".whl", ".tgz", ".tar.gz", ".crx", ".xpi", ".deb", ".rpm", ".exe", ".msi", ".pkg",
    ".dmg", ".apk", ".jar", ".appimage", ".sh", ".ps1", ".bat",
)  # fmt: skip

SOURCE_NEEDLES: Final[tuple[str, ...]] = (
    "image", "registr", "index", "mirror", "remote", "origin", "upstream", "dependenc", "package",
    "from line",
)  # fmt: skip

SWITCH_NEEDLES: Final[tuple[str, ...]] = (
    "safety", "moderation", "guardrail", "filter", "refus", "censor", "ethic", "--no-verify",
    ".env",
)  # fmt: skip

CONCEAL_NEEDLES: Final[tuple[str, ...]] = (
    "so ", "leave", "omit", "exclude", "don't", "do not", "never", "nunca", "jamais", "nie",
    "between", "brought", "bring", "tell", "weg", "ne ", "não", "не ", "不要在", "要約", "レポート",
    "ログ", "요약", "보고서", "로그", "erzähl", "sag", "verrat", "lass", "keep", "avoid", "refrain",
)  # fmt: skip
"""What a "keep … between us", "leave … out of the summary" or "never bring it up" needs."""
