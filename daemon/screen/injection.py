"""Prompt-injection screening of one line (pure).

Order: suspicious characters are reported as written; matching then runs on views of the line:
the folded NFKC text (multilingual lexicons), its confusable/leetspeak skeleton (English
lexicon), the same with letter-spaced words joined, a letters-only form for a few strong phrases,
and every embedded payload (base64, hex, Unicode tags, ROT13, reversed). The lines the lexicons
leave clean go to the structural scorer (``structure.py``), then to the settings reader
(``keyed.py``), then to the linear classifier (``classifier.py``, also on decoded payloads).
Each family reports at most once per line, at its first match.
"""

from __future__ import annotations

import codecs
import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Final

from . import classifier, keyed
from .alternatives import Needled
from .concepts_exfiltration import SECRET_OBJECT
from .concepts_framing import MENTION, REPORT, TOOL_DESCRIBED
from .concepts_override import ADDRESSEE, OWNER
from .concepts_persistence import PROMOTION
from .decode import encoded_lines, payloads
from .lexicon_en import (
    COMPACT,
    CONCEAL,
    EXFILTRATION,
    OVERRIDE,
    PERSISTENCE,
    ROLE,
    TOOL,
    english,
)
from .lexicon_i18n import i18n
from .positions import RulePlan, Words, rule_plan, rule_starts
from .prefilter import Occurrences, matches, needles, required
from .structure import negated, score_text
from .text import View, despaced, folded, skeleton

THRESHOLD: Final = 1.0


@dataclass(frozen=True)
class Match:
    family: str
    start: int
    end: int
    how: str | None = None
    """How the text was hidden, when a decoded payload matched (``base64``, ``rot13``…)."""


Needles = tuple[str, ...] | None


Prefilters = tuple[Needles, Needles, RulePlan | None]


def _prefilters(pattern: re.Pattern[str]) -> Prefilters:
    """A rule's needles (where a match may start), without them its gate (strings one of which
    every match contains), and where it may start from the words of a text (``positions.py``)."""
    plan = rule_plan(pattern)
    if plan is not None:
        return None, None, plan  # the plan holds its needles (``_starts`` reads only it)
    found = needles(pattern, longer=True)
    return found, (required(pattern) if found is None else None), None


@cache
def _english_rules() -> tuple[tuple[str, float, re.Pattern[str], *Prefilters], ...]:
    return tuple((f, w, p, *_prefilters(p)) for f, w, p in english())


@cache
def _i18n_rules() -> tuple[tuple[str, str, re.Pattern[str], *Prefilters], ...]:
    return tuple((f, lang, p, *_prefilters(p)) for f, lang, p in i18n())


def _starts(
    plan: RulePlan | None,
    needle: Needles,
    gate: Needles,
    words: Words,
    occurrences: Occurrences,
) -> list[int] | None:
    """Where a rule may start (``None``: anywhere); an empty list when it cannot match."""
    if plan is not None:
        return rule_starts(plan, words, occurrences)
    at = occurrences.starts(needle)
    return _NOWHERE if (at is not None and not at) or occurrences.absent(gate) else at


_NOWHERE: Final[list[int]] = []


_SCRIPT: Final = {
    "zh": re.compile(r"[\u3400-\u9fff]"),
    "ja": re.compile(r"[\u3040-\u30ff\u3400-\u9fff]"),
    "ko": re.compile(r"[\uac00-\ud7af\u1100-\u11ff]"),
    "ru": re.compile(r"[\u0400-\u04ff]"),
}
"""A lexicon in these scripts cannot match a text without any of their letters."""


_INTERNAL_URL: Final = re.compile(
    r"https?://[\w.-]*(?:localhost|127\.0\.0\.1|\.internal\b|\.local\b|\.corp\b|intranet"
    r"|staging|wiki)"
)
_PROMO: Final = re.compile(PROMOTION)
_SECRET_OBJECT: Final = re.compile(SECRET_OBJECT)
_ABOUT_ATTACKS: Final = re.compile(MENTION)
_REPORT: Final = re.compile(REPORT)
_TOOL_DESCRIBED: Final = re.compile(TOOL_DESCRIBED)
_DESCRIBED: Final = re.compile(r"\b(?:we|they|he|she|it|i)\s+(?:\w+\s+)?$")
"""A statement of what someone does ("we disable the safety net in chaos tests"), not a request."""


_BENIGN_COMMAND: Final = re.compile(
    r"\b(?:make\s+(?:clean|test|lint|fmt|format|build|check)|npm\s+(?:test|ci|run\s+(?:lint|test|build"
    r"|format))|pytest|ruff|black|prettier|eslint|mypy|cargo\s+(?:test|check|fmt|build|clippy)"
    r"|go\s+(?:test|vet|fmt|build)|(?:unit\s+|the\s+)?tests|linters?|formatters?)\b"
)
_RISKY_COMMAND: Final = re.compile(
    r"\b(?:curl|wget|sudo|ssh|scp|chmod|chown|rm\s+-\w*[rf]|push|deploy|publish|release|delete|drop"
    r"|iex|eval)\b|\|\s*(?:ba|z)?sh\b|https?://"
)
"""A development command that may run without asking, unless the line also runs a risky one."""
_EXCEPTED: Final = re.compile(
    r"\b(?:ask(?:\s+me)?(?:\s+first)?\s+before|except(?:\s+for)?|but\s+not|never|unless)\b[^;.]*"
)
"""A clause that keeps a command out of the permission (``…; ask before `npm publish```)."""


_CONFIG_FILE: Final = re.compile(r"\b[\w.-]+/[\w./-]*\.(?:ya?ml|json|toml|ini|cfg|conf|md|txt)\b")
_MODEL_WORDS: Final = re.compile(
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


def _project_settings(line: str) -> bool:
    return bool(_CONFIG_FILE.search(line)) and not _MODEL_WORDS.search(line)


def _line_at(text: str, offset: int) -> str:
    end = text.find("\n", offset)
    return text[text.rfind("\n", 0, offset) + 1 : end if end >= 0 else len(text)]


def _filtered(family: str, text: str, start: int, end: int) -> bool:
    """A match that is negated ("do not run … without asking"), described, or a persistence rule
    pointing only at an internal URL without any promotion."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 28) : start]
    if family != CONCEAL and (negated(before) or _DESCRIBED.search(before)):
        return True
    line_end = text.find("\n", end)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    if family not in (ROLE, TOOL) and _ABOUT_ATTACKS.search(line):
        return True  # the line talks about attacks ("the bot blocks requests to disable …")
    if (
        family == TOOL
        and _BENIGN_COMMAND.search(text, line_start, end)
        and not _RISKY_COMMAND.search(_EXCEPTED.sub(" ", line))
    ):
        return True  # "you can run `make clean` without asking"
    if family == TOOL and _TOOL_DESCRIBED.search(line):
        return True  # "`curl … | sh` is how the old wiki installed Docker"
    if family == OVERRIDE and _project_settings(line):
        return True  # "이전 설정은 무시하고 config/v2.yaml 을 사용하세요": old settings, new file
    if family == PERSISTENCE:
        urls = re.findall(r"https?://\S+", line)
        return bool(urls) and all(_INTERNAL_URL.match(u) for u in urls) and not _PROMO.search(line)
    return False


def _english(view: View, length: int, words: Words | None = None) -> Iterator[Match]:
    weak: dict[int, tuple[float, int, int]] = {}
    occurrences = Occurrences(view.text)
    words = Words(view.text) if words is None else words
    for family, weight, pattern, needle, gate, plan in _english_rules():
        at = _starts(plan, needle, gate, words, occurrences)
        if at is not None and not at:
            continue  # no needle occurs, or the rule's gate is shut
        for m in matches(pattern, view.text, at):
            if _filtered(family, view.text, m.start(), m.end()):
                continue
            s, e = view.span(m.start(), m.end(), length)
            if weight >= THRESHOLD:
                yield Match(family, s, e)
                continue
            line = view.text.count("\n", 0, m.start())
            total, s0, e0 = weak.get(line, (0.0, s, e))
            weak[line] = (total + weight, min(s0, s), max(e0, e))
    for total, s, e in weak.values():
        if total >= THRESHOLD:
            yield Match(OVERRIDE, s, e)


def _i18n(view: View, length: int, words: Words | None = None) -> Iterator[Match]:
    present = {lang for lang, script in _SCRIPT.items() if script.search(view.text)}
    occurrences = Occurrences(view.text)
    words = Words(view.text) if words is None else words
    for family, lang, pattern, needle, gate, plan in _i18n_rules():
        if lang in _SCRIPT and lang not in present:
            continue
        at = _starts(plan, needle, gate, words, occurrences)
        if at is not None and not at:
            continue  # no needle occurs, or the rule's gate is shut
        for m in matches(pattern, view.text, at):
            line = _line_at(view.text, m.start())
            if family == OVERRIDE and _project_settings(line):
                continue
            if family not in (ROLE, TOOL) and _ABOUT_ATTACKS.search(line):
                continue  # "los ataques de inyección de prompts intentan que …"
            if family == EXFILTRATION and not _SECRET_OBJECT.search(line):
                continue  # "envía el informe semanal a equipo@…": a report, not a secret
            s, e = view.span(m.start(), m.end(), length)
            yield Match(family, s, e)


_NON_LETTERS: Final = re.compile(r"[^a-z]+")


def _compact(view: View, length: int) -> Iterator[Match]:
    offset = 0
    for line in view.text.split("\n"):
        letters = _NON_LETTERS.sub("", line)
        for family, phrase in COMPACT:
            if phrase in letters:
                s, _ = view.span(offset, offset + 1, length)
                _, e = view.span(offset + max(len(line) - 1, 0), offset + max(len(line), 1), length)
                yield Match(family, s, e)
        offset += len(line) + 1


_TRIGGER: Final = re.compile(
    r"ignore|disregard|forget|instruction|system|prompt|reveal|safety|refuse|user|send|upload"
    r"|curl|wget|you\s+are|obey|previous|rules|restriction|secret|token|password|mode|pretend"
)
"""Words one of which every English rule needs: a decoded ROT13 or reversed line without any
of them cannot match, so the lexicon is not run on it."""

_COMMON: Final = re.compile(
    r"\b(?:the|and|you|your|to|of|all|this|that|with|for|every|it|is"
    r"|und|der|die|das|nicht|deine|los|las|que|del|tus|les|des|une|tes|pas|não|com|para|as|os)\b"
)
_COMMON_ENOUGH: Final = 3
"""A ROT13 or reversed line that reads as English once decoded (three common words) is screened
even without a trigger word: the classifier may still recognise it."""
_COMMON_WORDS: Final = (
    *("the", "and", "you", "your", "to", "of", "all", "this", "that", "with", "for", "every"),
    *("it", "is", "und", "der", "die", "das", "nicht", "deine", "los", "las", "que", "del"),
    *("tus", "les", "des", "une", "tes", "pas", "não", "com", "para", "as", "os"),
)
_COMMON_ENCODED: Final = frozenset(
    [*(codecs.encode(w, "rot13") for w in _COMMON_WORDS), *(w[::-1] for w in _COMMON_WORDS)]
)
"""The common words as they are written ROT13-encoded or reversed: a line is counted without
decoding it (a word is ROT13-encoded or reversed as a whole)."""
_WORD_RUN: Final = re.compile(r"\w+")


_WORDS_I18N: Final = (
    *("忽略", "無視", "无视", "指令", "指示", "系统", "系統", "密码", "密碼", "提示"),
    *("システム", "プロンプト", "무시", "지시", "시스템", "프롬프트", "비밀번호"),
    *("игнорир", "инструкц", "парол", "систем", "забудь", "ignorier", "anweisung", "ignora"),
    *("instrucc", "instruç", "consigne", "oublie", "olvida", "senha", "contraseña", "passwort"),
)
_TRIGGER_I18N: Final = re.compile("|".join(_WORDS_I18N))
_REVERSED_I18N: Final = re.compile("|".join(w[::-1] for w in _WORDS_I18N))
"""Key words of the other languages, and the same spelt backwards (a reversed line)."""


_TRIGGER_NEEDLED: Final = Needled(_TRIGGER)
_TRIGGER_I18N_NEEDLED: Final = Needled(_TRIGGER_I18N)
_COMMON_SET: Final = frozenset(_COMMON_WORDS)
"""``len(_COMMON.findall(t))`` is the number of words of ``t`` in this set: ``_COMMON`` matches
whole words, each one of ``_COMMON_WORDS`` (a unit test checks the two lists agree)."""
_REVERSED_I18N_NEEDLED: Final = Needled(_REVERSED_I18N)
"""The same patterns, searched from their needles (``alternatives.Needled``)."""


def _english_like(text: str) -> bool:
    """Whether a decoded ROT13 or reversed line reads as language (the name is historical: the
    key words of the eight other languages and their common words count too)."""
    lowered = text.lower()
    if _TRIGGER_NEEDLED.search(lowered) or _TRIGGER_I18N_NEEDLED.search(lowered):
        return True
    return sum(map(_COMMON_SET.__contains__, _WORD_RUN.findall(lowered))) >= _COMMON_ENOUGH


_BROKEN_WORD: Final = re.compile(r"(?:[^\W\d_][.\-_*·/|]){3,}[^\W\d_]")


def _changed_lines(base: View, skel: View) -> View | None:
    """Only the lines of ``skel`` that differ from ``base`` (the others were screened already),
    joined by newlines with their original columns; None when no line changed."""
    chars: list[str] = []
    origin: list[int] = []
    start = 0
    for line_end in [*_newlines(base.text), len(base.text)]:
        if base.text[start:line_end] != skel.text[start:line_end]:
            if chars:
                chars.append("\n")
                origin.append(skel.origin[start - 1] if start else 0)
            chars.extend(skel.text[start:line_end])
            origin.extend(skel.origin[start:line_end])
        start = line_end + 1
    return View("".join(chars), origin) if chars else None


def _newlines(text: str) -> list[int]:
    """The offsets of the newlines of ``text``."""
    out: list[int] = []
    k = text.find("\n")
    while k != -1:
        out.append(k)
        k = text.find("\n", k + 1)
    return out


@dataclass(frozen=True)
class _Undisguised:
    skel: View
    """Confusables mapped to Latin, leetspeak undone."""
    changed: View | None
    """Only the lines the skeleton changed."""
    joined: View | None
    """Letter-spaced words joined."""
    joined_script: View | None
    """Letter-spaced words joined in the folded text (not the skeleton), when it is not all
    ASCII: a spaced-out Russian or Chinese line."""


def _undisguise(base: View) -> _Undisguised:
    skel = skeleton(base)
    changed = _changed_lines(base, skel) if skel.text != base.text else None
    joined = despaced(skel)
    script = despaced(base) if joined is not None and not base.text.isascii() else None
    return _Undisguised(skel, changed, joined, script)


def _views(
    line: str, base: View | None = None, undisguised: _Undisguised | None = None
) -> Iterator[tuple[str, View]]:
    base = folded(line) if base is None else base
    yield "i18n", base
    yield "en", base
    u = _undisguise(base) if undisguised is None else undisguised
    if u.changed is not None:
        yield "en", u.changed
    if u.joined is not None:
        yield "en", u.joined
    if u.joined_script is not None:
        yield "i18n", u.joined_script
    if u.joined is not None or _BROKEN_WORD.search(u.skel.text):
        yield "compact", u.skel


def _structure(
    view: View, length: int, skip: set[int] | None = None, words: Words | None = None
) -> Iterator[Match]:
    for hit in score_text(view.text, skip=skip, words=words):
        s, e = view.span(hit.start, hit.end, length)
        yield Match(hit.family, s, e)


def _keyed(lines: list[str], starts: list[int], skip: set[int]) -> Iterator[Match]:
    """Settings that switch the model's instructions or safeguards off (``keyed.py``)."""
    for n, line in enumerate(lines):
        if n not in skip and ("=" in line or ":" in line):
            for hit in keyed.score_line(line):
                yield Match(hit.family, starts[n] + hit.start, starts[n] + hit.end)


def _classified(view: View, length: int, skip: set[int]) -> Iterator[Match]:
    """A whole line the classifier flags (``classifier.py``), for the lines not in ``skip``."""
    offset = 0
    for n, line in enumerate(view.text.split("\n")):
        if n not in skip:
            verdict = classifier.classify(line)
            if verdict is not None and not _REPORT.search(line):  # talk notes, an incident report
                s, e = view.span(offset, offset + max(len(line), 1), length)
                yield Match(verdict.family, s, e)
        offset += len(line) + 1


_LATIN_SHARE: Final = 0.9
"""A homoglyph or leetspeak disguise is Latin text with a few look-alikes: a line whose letters
are still mostly non-Latin once mapped (Russian, Greek) is a language, not a disguise."""


_PLAIN_WORD: Final = re.compile(r"\b[a-z]{3,12}\b")
_DISGUISED_WORDS: Final = 2
"""A line reads as disguised when undoing the disguise turned at least two of its words into
words the classifier knows (one token with digits in it, a version, a key or a UUID, is not a
disguise)."""


def _latin(line: str) -> bool:
    letters = [ch for ch in line if ch.isalpha()]
    return bool(letters) and sum(ch.isascii() for ch in letters) >= _LATIN_SHARE * len(letters)


def _disguised_view(base: View, u: _Undisguised, skip: set[int]) -> View | None:
    """The undisguised lines worth scoring again, joined by newlines with their original
    columns: lines no layer flagged, mostly Latin once mapped, whose skeleton turned at least
    two words into plain words, and every letter-spaced line."""
    chars: list[str] = []
    origin: list[int] = []

    def take(view: View, start: int, end: int) -> None:
        if chars:
            chars.append("\n")
            origin.append(view.origin[start])
        chars.extend(view.text[start:end])
        origin.extend(view.origin[start:end])

    if u.changed is not None:
        start = 0
        for n, line in enumerate(u.skel.text.split("\n")):
            end = start + len(line)
            if n not in skip and line != base.text[start:end] and _latin(line):
                was = base.text[start:end]
                plain = sum(
                    was[m.start() : m.end()] != m.group() and classifier.known_word(m.group())
                    for m in _PLAIN_WORD.finditer(line)
                )
                if plain >= _DISGUISED_WORDS:
                    take(u.skel, start, end)
            start = end + 1
    if u.joined is not None:
        start = 0
        for line, was in zip(u.joined.text.split("\n"), u.skel.text.split("\n"), strict=True):
            end = start + len(line)
            if line != was and _latin(line):
                take(u.joined, start, end)
            start = end + 1
    if u.joined_script is not None:
        start = 0
        for line, was in zip(u.joined_script.text.split("\n"), base.text.split("\n"), strict=True):
            end = start + len(line)
            if line != was and not _latin(line):
                take(u.joined_script, start, end)
            start = end + 1
    return View("".join(chars), origin) if chars else None


def _disguised(
    base: View, u: _Undisguised, length: int, skip: set[int], line_of: Callable[[int], int]
) -> Iterator[Match]:
    """The structural scorer and the classifier on the undisguised lines (confusables mapped,
    leetspeak undone, letter spacing joined) that no layer flagged as written."""
    view = _disguised_view(base, u, skip)
    if view is None:
        return
    flagged: set[int] = set()
    for hit in score_text(view.text):
        s, e = view.span(hit.start, hit.end, length)
        n = line_of(s)
        if n not in skip and n not in flagged:
            flagged.add(n)
            yield Match(hit.family, s, e)
    offset = 0
    for line in view.text.split("\n"):
        n = line_of(view.origin[offset])
        if n not in skip and n not in flagged:
            verdict = classifier.classify(line)
            if verdict is not None:
                flagged.add(n)
                yield Match(verdict.family, *view.span(offset, offset + len(line), length))
        offset += len(line) + 1


def _screen_views(
    line: str,
    length: int,
    *,
    structural: bool = True,
    base: View | None = None,
    undisguised: _Undisguised | None = None,
    base_words: Words | None = None,
) -> Iterator[Match]:
    """Matches of the lexicons on the views of ``line`` (``base``: its folded view, if known,
    ``base_words`` its words)."""
    index: dict[str, Words] = {} if base is None or base_words is None else {base.text: base_words}
    for kind, view in _views(line, base, undisguised):
        if kind != "compact" and view.text not in index:
            index[view.text] = Words(view.text)
        if kind == "i18n":
            yield from _i18n(view, length, index[view.text])
            if structural:
                yield from _structure(view, length, words=index[view.text])
        elif kind == "en":
            yield from _english(view, length, index[view.text])
        else:
            yield from _compact(view, length)


_QUOTED: Final = re.compile(r"\"[^\"]{6,}\"|“[^”]{6,}”|«[^»]{6,}»|`[^`]{6,}`|'[^']{12,}'")
_MENTION: Final = re.compile(
    r"\b(?:like|such\s+as|e\.g\.|attack\w*|threat|jailbreak\w*|injection|says|said|writes?|wrote"
    r"|tests?|fixtures?|examples?|strings?|phrases?|patterns?"
    r"|detects?|blocks?|dataset|attempts?|payloads?|corpus|red[\s\-]team"
    r"|flags?|options?|settings?|renam\w*|labels?|buttons?|checkbox(?:es)?|toggles?)\b"
    r"|提示注入|注入攻击|攻击者|攻擊者|例如|比如|プロンプトインジェクション|攻撃者|たとえば|例えば|프롬프트\s*인젝션"
    r"|공격자|예를\s*들어|\b(?:inyecci[oó]n|atacantes?|ataques?|angreifer|angriffe?|attaquants?|attaques?"
    r"|injeção|por\s+ejemplo|zum\s+beispiel|par\s+exemple|por\s+exemplo)\b|(?:атак\w*|инъекци\w*"
    r"|например|злоумышленник\w*)",
    re.IGNORECASE,
)


def _mentioned(line: str, start: int, end: int) -> bool:
    """A phrase quoted as an example ("tests contain strings like 'ignore previous …'")."""
    for q in _QUOTED.finditer(line):
        if q.start() <= start and end <= q.end():
            outside = line[: q.start()] + line[q.end() :]
            return bool(_MENTION.search(outside)) and not any(
                _screen_views(outside, len(outside), structural=False)
            )
    return False


def screen_text(text: str, *, decode: bool = True) -> list[Match]:
    """Injection matches of a text (offsets into ``text``), at most one per family and line."""
    starts = [0, *(k + 1 for k in _newlines(text))]
    lines = text.split("\n")
    found: dict[tuple[int, str], Match] = {}

    def line_of(offset: int) -> int:
        return bisect_right(starts, offset) - 1

    def add(matches: Iterator[Match]) -> None:
        for match in matches:
            n = line_of(match.start)
            key = (n, match.family)
            if key in found:
                continue
            if match.family != TOOL and _mentioned(
                lines[n], match.start - starts[n], match.end - starts[n]
            ):  # a command in backticks is still run; a quoted phrase may be an example
                continue
            found[key] = Match(match.family, match.start, min(match.end, starts[n] + len(lines[n])))

    # The lexicons first; the structural scorer then only scores the lines they left clean, and
    # the classifier the lines both left clean.
    view = folded(text)
    undisguised = _undisguise(view)
    words = Words(view.text)
    add(
        _screen_views(
            text, len(text), structural=False, base=view, undisguised=undisguised, base_words=words
        )
    )
    add(_structure(view, len(text), skip={n for n, _ in found}, words=words))
    add(_keyed(lines, starts, skip={n for n, _ in found}))
    add(_classified(view, len(text), skip={n for n, _ in found}))
    add(_disguised(view, undisguised, len(text), {n for n, _ in found}, line_of))
    if decode:
        hit_lines = {n for n, _ in found}
        for n in sorted(_payload_lines(text, line_of) - hit_lines):
            line = lines[n]
            for payload in payloads(line):
                if payload.how in ("rot13", "reversed") and not _english_like(payload.text):
                    continue
                for m in _screen_views(payload.text, len(payload.text)):
                    found.setdefault(
                        (n, m.family),
                        Match(
                            m.family,
                            starts[n] + payload.start,
                            starts[n] + payload.end,
                            payload.how,
                        ),
                    )
                if not any(k[0] == n for k in found):
                    verdict = classifier.classify(folded(payload.text).text)
                    if verdict is not None:
                        found[(n, verdict.family)] = Match(
                            verdict.family,
                            starts[n] + payload.start,
                            starts[n] + payload.end,
                            payload.how,
                        )
                if any(k[0] == n for k in found):
                    break
    return sorted(found.values(), key=lambda m: (m.start, m.end, m.family))


_TAG_CHAR: Final = re.compile("[\U000e0000-\U000e007f]")


def _payload_lines(text: str, line_of: Callable[[int], int]) -> set[int]:
    """Lines that may hide a payload: an encoded run, tag characters, or a trigger word once
    ROT13-decoded or reversed (one scan of the whole text for each)."""
    lines = encoded_lines(text, line_of)
    lines |= {line_of(m.start()) for m in _TAG_CHAR.finditer(text)}
    lowered = text.lower()
    rot13 = codecs.encode(lowered, "rot13")
    lines |= {line_of(m.start()) for m in _TRIGGER_NEEDLED.finditer(rot13)}
    last = len(text) - 1
    backwards = lowered[::-1]
    lines |= {line_of(last - m.start()) for m in _TRIGGER_NEEDLED.finditer(backwards)}
    if not text.isascii():
        lines |= {line_of(m.start()) for m in _REVERSED_I18N_NEEDLED.finditer(lowered)}
    common = _COMMON_ENCODED.__contains__
    for n, line in enumerate(lowered.split("\n")):
        if n not in lines and sum(map(common, _WORD_RUN.findall(line))) >= _COMMON_ENOUGH:
            lines.add(n)
    return lines


def screen_line(line: str, *, decode: bool = True) -> list[Match]:
    """Injection matches of one line."""
    return screen_text(line, decode=decode)
