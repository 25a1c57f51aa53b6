"""Fixture passwords labelled as such, set aside (fix fp14, pure).

A credential false positive of blind round 35 generalised (probe fp14): a test fixture's password
written down with its label, in many languages: "the fixture user … with the password
"correct-horse-test-only"; it exists only in the test DB", "Fixture password for the e2e login is
Test1234! and it only works against the local docker stack", „Testnutzer in den Fixtures … mit
Passwort "nur-fuer-tests-1"; existiert nur in der Test-DB“, «el usuario de prueba … solo existe
en la base de datos de test». Either the value calls itself test-only (``…-test-only``,
``nur-fuer-tests``, ``solo-pruebas``), or the line names a fixture / test account AND says it
lives only in a test or local place; a line that also names production, a live system or staging
(not as "never used in production") keeps the value.
"""

from __future__ import annotations

import re
from typing import Final

from .prefilter import LazyFoldGated

_VALUE: Final = re.compile(
    r"(?:^|[\W_])(?:tests?[\-_]only|only[\-_]for[\-_]tests?|fixtures?|nur[\-_]f(?:ue|ü)r[\-_]tests?"
    r"|s[oó]lo[\-_](?:pruebas?|tests?)|test[\-_]uniquement|uniquement[\-_]tests?"
    r"|(?:somente|apenas|s[oó])[\-_]testes?|demo[\-_]only|e2e[\-_]only|ci[\-_]only)(?:$|[\W_])",
    re.IGNORECASE,
)
"""A value that calls itself test-only (``correct-horse-test-only``, ``solo-pruebas-2024``)."""
_VALUE_GATED: Final = LazyFoldGated(_VALUE)
"""``_VALUE.search`` behind its gate (one of its words in the value, ``prefilter``)."""

_FIXTURE: Final = re.compile(
    r"\b(?:fixtures?|test\s+(?:users?|accounts?|logins?|admins?|db|database)|seeded|dummy|fake"
    r"|mock|e2e|conftest|factory|testnutzer|testbenutzer|testkonto|test-db|de\s+prueba|ficticio"
    r"|factice|de\s+test|fict[ií]cio|de\s+testes?|di\s+test|fittizi[oa])\b"
    r"|тестов\w*|фикстур\w*|测试|夹具|テスト|フィクスチャ|테스트|픽스처",
    re.IGNORECASE,
)
"""A fixture or a test account named."""

_ONLY_THERE: Final = re.compile(
    r"\bonly\s+(?:works?\s+|exists?\s+|lives?\s+|used\s+)?(?:in|against|on|inside|within|for)\s+"
    r"(?:the\s+|a\s+|our\s+)?(?:test|local|docker|in-memory|e2e|ci|sandbox|pytest|fixture)\w*"
    r"|\b(?:exists?|lives?)\s+only\s+in\b|\btest[\s\-]only\b|\bnever\s+(?:deployed|used\s+outside)"
    r"|\bnur\s+(?:in|für|auf)\s+(?:der\s+|die\s+|den\s+|dem\s+)?(?:test|lokal)\w*|\bexistiert\s+nur\b"
    r"|\bs[oó]lo\s+(?:existe|funciona)\s+en\b|\bs[oó]lo\s+para\s+(?:la\s+base|pruebas|tests)"
    r"|\bn'existe\s+que\b|\buniquement\s+(?:dans|en|pour|sur)\s+(?:la\s+base\s+de\s+test|les\s+tests"
    r"|local)|\bs[óo]\s+existe\b|\b(?:somente|apenas)\s+(?:no|na|em|para)\s+(?:o\s+|a\s+)?(?:banco"
    r"|testes?|ambiente\s+de\s+teste)"
    r"|только\s+(?:в|для)\s+(?:тестов\w*|локальн\w*)|существует\s+только|只存在于|仅用于测试|只用于测试"
    r"|にしか存在しない|でのみ|専用|에만\s*존재|전용",
    re.IGNORECASE,
)
"""Where it lives: only in the test database, the local docker stack, the test suite."""

_NEGATED_LIVE: Final = re.compile(
    r"\b(?:never|not|jamais|nunca|niemals|nie|не|никогда)\b[^.;,]{0,25}?"
    r"(?:prod\w*|live|production)\b",
    re.IGNORECASE,
)
_LIVE: Final = re.compile(
    r"\b(?:prod|production|live|staging|real|producci[oó]n|produ[cç][aã]o|produktion\w*)\b"
    r"|боев\w*|продакшн\w*|生产|本番|운영",
    re.IGNORECASE,
)
"""A live system named: the value may be its password after all."""


def fixture_password(text: str, rule: str, start: int, end: int) -> bool:
    """Whether the value at ``[start, end)`` of ``text`` (found by ``rule``) is a fixture's
    password so labelled: the value says so, or (a password rule) its line does."""
    if _VALUE_GATED.search(text[start:end]):
        return True
    if "password" not in rule and rule != "secret-assignment":  # sec14's prose layer's name
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    if not _FIXTURE.search(line) or not _ONLY_THERE.search(line):
        return False
    return not _LIVE.search(_NEGATED_LIVE.sub(" ", line))
