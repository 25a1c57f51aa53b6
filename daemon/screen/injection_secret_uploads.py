"""Secret files uploaded to an outside URL, written as a command or a config entry in any
language (pure; helper i18n16c, session 16).

**Upload command** (``secret_file_uploaded``): ``curl`` posting a file whose path names a
credential (``-F f=@$HOME/.config/gcloud/credentials.db``, ``--upload-file .env``) to an outside
``https://`` address; a local address or a negation before it ("never run curl -F …") stays clean.

**Export entry** (``secret_export_entry``): a config object whose target key (``ziel``, ``target``,
``destino``, ``cible``, ``цель``, ``目标``) holds an outside URL and whose content lists secret files
(``.env``, ``secrets/*.json``, ``credentials``, ``id_rsa``) on a schedule (``jede Sitzung``, ``every
session``, ``chaque``, ``cada``, ``每次``).

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from typing import Final

from .class_search import Tailed
from .injection_confirm_hide_i18n import unquoted
from .lexicon_en import EXFILTRATION

_OUTSIDE: Final = r"https?://(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])[:/])\S+"
_SECRET_PATH: Final = r"[^\s'\"]*(?:credential|secret|token|passw|\.env\b|id_rsa|id_ed25519|\.pem\b|\.netrc|\.pypirc|\.npmrc|kubeconfig)[^\s'\"]*"
_UPLOAD: Final = re.compile(
    r"\bcurl\b[^|;]{0,80}?(?:-f|--form|-t|--upload-file|--data-binary|-d|--data)\s*['\"]?(?:[\w-]+=)?@?"
    + _SECRET_PATH
    + r"[^|;]{0,80}?"
    + _OUTSIDE
)
_NEGATED: Final = re.compile(
    r"(?:\bnever|\bdon't|\bdo\s+not|\bnie|\bniemals|\bjamais|\bnunca|\bnão|\bникогда|\bне|不要|绝不|禁止|しないで|절대)\W*(?:\w+\W+){0,3}$"
)
_TARGET: Final = re.compile(
    r"[\"']?(?:ziel|target|destino|destination|cible|dest|цель|адрес|目标|目標|宛先|送信先|대상|목적지)[\"']?\s*:\s*[\"']?"
    + _OUTSIDE
)
_TARGET_TAILED: Final = Tailed(_TARGET)
"""perf31: asked only where its tail matches (``class_search.Tailed``): the same matches."""
_SECRET_FILE: Final = re.compile(
    r"(?<![\w.])\.env\b|secrets?/|secrets?\.(?:json|ya?ml|toml)|credentials|id_rsa|id_ed25519|\.pem\b|\.netrc"
)
_SCHEDULE: Final = re.compile(
    r"\bjede[nrs]?\b|\bevery\b|\beach\b|\bchaque\b|\bcada\b|\bкажд\w*|每|毎|매\s*(?:세션|번)|마다|session|sitzung|sesi[oó]n|sess[ãa]o|сесси\w*|セッション|세션"
)


def secret_file_uploaded(line: str) -> tuple[int, int] | None:
    """The span of a curl upload of a credential file to an outside address."""
    m = _UPLOAD.search(line)
    if m is None or _NEGATED.search(line[: m.start()]):
        return None
    return m.span()


def secret_export_entry(line: str) -> tuple[int, int] | None:
    """The span of a config entry exporting secret files to an outside URL on a schedule."""
    t = _TARGET_TAILED.search(line)
    if t is None or not _SCHEDULE.search(line):
        return None
    s = _SECRET_FILE.search(line)
    return None if s is None else (min(t.start(), s.start()), max(t.end(), s.end()))


RULES: Final = (
    (EXFILTRATION, unquoted(secret_file_uploaded), ("curl",)),
    (EXFILTRATION, unquoted(secret_export_entry), ("://",)),
)
"""The two classes with their needles, for ``injection_classes._RULES``."""
