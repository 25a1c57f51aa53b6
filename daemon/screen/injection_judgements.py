"""When a lexicon match of the injection screen is not an injection (pure): negated or described
(``we disable …``), on a line about attacks (documentation, reports), a development command
allowed without asking, a shell one-liner described as history, an override of old settings in
favour of a project file, a persistence rule pointing only at internal URLs.
"""

from __future__ import annotations

import re
from typing import Final

from .alternatives import Searched
from .ascii_gates import gated
from .concepts_exfiltration import SECRET_OBJECT
from .concepts_framing import MENTION, REPORT, ROLE_TOKEN_NAMED, ROLE_WORD_AFTER, TOOL_DESCRIBED
from .concepts_override import ADDRESSEE, OWNER
from .concepts_persistence import PROMOTION
from .factor_scan import FactorGated
from .lexicon_en import CONCEAL, OVERRIDE, PERSISTENCE, ROLE, TOOL
from .structure_filters import negated

_INTERNAL_URL: Final = re.compile(
    r"https?://[\w.-]*(?:localhost|127\.0\.0\.1|\.internal\b|\.local\b|\.corp\b|intranet"
    r"|staging|wiki)"
)
_PROMO: Final = gated(PROMOTION)
SECRET_OBJECT_RE: Final = re.compile(SECRET_OBJECT)
ABOUT_ATTACKS: Final = FactorGated("about-attacks", Searched(re.compile(MENTION)))
"""A line about attacks (``search`` tells whether it holds one): ruled out by the pattern's
literal factors first (``factor_scan.FactorGated``, perf31: most lines hold none), then tried
only where its needles start, not every alternative at every character
(``alternatives.Searched``)."""
REPORT_RE: Final = re.compile(REPORT)
_TOOL_DESCRIBED: Final = gated(TOOL_DESCRIBED)
_ROLE_TOKEN_NAMED: Final = re.compile(ROLE_TOKEN_NAMED)
_ROLE_WORD_AFTER: Final = re.compile(ROLE_WORD_AFTER)
_DESCRIBED: Final = re.compile(r"\b(?:we|they|he|she|it|i)\s+(?:\w+\s+)?$")
"""A statement of what someone does ("we disable the safety net in chaos tests"), not a request."""


_BENIGN_COMMAND: Final = re.compile(
    r"\b(?:make\s+(?:clean|test|lint|fmt|format|build|check)|npm\s+(?:test|ci|run\s+(?:lint|test|build"
    r"|format))|pytest|ruff|black|prettier|eslint|mypy|cargo\s+(?:test|check|fmt|build|clippy)"
    r"|go\s+(?:test|vet|fmt|build)|(?:unit\s+|the\s+)?tests|linters?|formatters?"
    r"|(?:migration|code|schema|client|scaffold)\s+generators?|codegen)\b"
)
_SCRATCH_DIR = (
    r"(?:\./)?(?:tmp|temp|build|dist|out|target|node_modules|\.cache|cache|coverage|__pycache__)/?"
)
_SCRATCH_DELETE: Final = re.compile(
    r"\b(?:delete|remove|clean|clear|wipe|empty)\s+(?:(?:any|all|the|old|stale)\s+)?(?:files?\s+|"
    r"contents?\s+|artifacts?\s+|outputs?\s+)?(?:in|under|from|inside|of)?\s*(?:the\s+)?"
    + _SCRATCH_DIR
    + r"(?:\s*(?:,|and|or)\s*(?:the\s+)?"
    + _SCRATCH_DIR
    + r")*(?:\s+(?:folders?|dir(?:ector(?:y|ies))?|trees?))?(?!\S*[\w~])"
)
"""Deleting build output or scratch space (``delete files in tmp/ and build/``): a development
chore, not a risky command, when nothing else is deleted or run with it."""
_NO_ASKING: Final = re.compile(r"\s*(?:without|with\s+no|no\s+need)\b")
_RISKY_COMMAND: Final = re.compile(
    r"\b(?:curl|wget|sudo|ssh|scp|chmod|chown|rm\s+-\w*[rf]|push|deploy|publish|release|delete|drop"
    r"|iex|eval)\b|\|\s*(?:ba|z)?sh\b|https?://"
)
"""A development command that may run without asking, unless the line also runs a risky one."""
_EXCEPTED: Final = re.compile(
    r"\b(?:ask(?:\s+me)?(?:\s+first)?\s+before|except(?:\s+for)?|but\s+not|never|unless)\b[^;.]*"
)
"""A clause that keeps a command out of the permission (``…; ask before `npm publish```)."""
_ASK_BEFORE: Final = re.compile(
    r"\bask(?:\s+me)?(?:\s+first)?\s+before\s+(?:running|you\s+run|using)?\s*[`'\"]?(?:[\w.-]+\s+)?$"
)
"""The command a match starts at is the one to ask about: the permission is another's."""


_CONFIG_FILE: Final = re.compile(r"\b[\w.-]+/[\w./-]*\.(?:ya?ml|json|toml|ini|cfg|conf|md|txt)\b")
_MODEL_WORDS: Final = gated(
    "|".join(
        (
            ADDRESSEE,
            OWNER,
            r"instruc|prompt|rules|guideline|directive|指示|指令|规则|規則|지시|지침|규칙|프롬프트|ルール"
            r"|プロンプト|инструкц|указани|правил|anweisung|regeln|consignes|règles|reglas|regras",
        )
    )
)
"""An override of old *settings* in favour of a project file is a project note, unless the line
names the model or its instructions."""


def project_settings(line: str) -> bool:
    return bool(_CONFIG_FILE.search(line)) and not _MODEL_WORDS.search(line)


def line_at(text: str, offset: int) -> str:
    end = text.find("\n", offset)
    return text[text.rfind("\n", 0, offset) + 1 : end if end >= 0 else len(text)]


def about_attacks(line: str, seen: dict[str, bool] | None = None) -> bool:
    """``ABOUT_ATTACKS.search(line)``; ``seen``: the answers for the lines of the text being
    screened so far (a lexicon matches a line of a memory several times: lat17)."""
    if seen is None:
        return ABOUT_ATTACKS.search(line)
    found = seen.get(line)
    if found is None:
        found = seen[line] = ABOUT_ATTACKS.search(line)
    return found


def filtered(
    family: str, text: str, start: int, end: int, seen: dict[str, bool] | None = None
) -> bool:
    """A match that is negated ("do not run … without asking"), described, or a persistence rule
    pointing only at an internal URL without any promotion (``seen``: see ``about_attacks``)."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 28) : start]
    if family != CONCEAL and (negated(before) or _DESCRIBED.search(before)):
        return True
    if family == TOOL and _ASK_BEFORE.search(text, line_start, start):
        return True  # "ask before running `terraform apply`; `plan` is fine without asking"
    if family == TOOL and before.endswith(("`", "'", '"')) and negated(before.rstrip("`'\" ")):
        return (
            True  # "never run `git reset --hard && git push --force`": a quoted command forbidden
        )
    if (
        family == ROLE
        and _ROLE_TOKEN_NAMED.search(before)
        and not _ROLE_WORD_AFTER.match(text, end)
    ):
        return True  # "flag role tags like <|im_start|> in stored entries": the token is named
    line_end = text.find("\n", end)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    if family not in (ROLE, TOOL) and about_attacks(line, seen):
        return True  # the line talks about attacks ("the bot blocks requests to disable …")
    chore = _SCRATCH_DELETE.match(text, start) if family == TOOL else None
    if (
        chore is not None
        and _NO_ASKING.match(text, chore.end(), end)
        and not _RISKY_COMMAND.search(_EXCEPTED.sub(" ", line[: start - line_start]))
    ):
        return True  # "you may delete files in tmp/ and build/ without asking"
    if (
        family == TOOL
        and _BENIGN_COMMAND.search(text, line_start, end)
        and not _RISKY_COMMAND.search(_EXCEPTED.sub(" ", line))
    ):
        return True  # "you can run `make clean` without asking"
    if family == TOOL and _TOOL_DESCRIBED.search(line):
        return True  # "`curl … | sh` is how the old wiki installed Docker"
    if family == OVERRIDE and project_settings(line):
        return True  # "이전 설정은 무시하고 config/v2.yaml 을 사용하세요": old settings, new file
    if family == PERSISTENCE:
        urls = re.findall(r"https?://\S+", line)
        return bool(urls) and all(_INTERNAL_URL.match(u) for u in urls) and not _PROMO.search(line)
    return False
