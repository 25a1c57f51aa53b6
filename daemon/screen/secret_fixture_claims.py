"""Values in a credential's place that the line itself shows to be a fixture (fix fp25, pure),
read by ``secrets._disclaimed`` for every rule, by class (rounds 89-91's first-sight false
positives):

- a vendor prefix followed only by placeholder words (``xoxb-test-token``, ``ghp_your_token_here``,
  ``sk-example-key``): a real token's body is random, never a phrase about itself;
- a textbook test password in a line about tests (``e2e test user: e2e@example.com / Test1234!``,
  ``demo / demo123 in the training deck``): a placeholder word (Test, Password, Passw0rd, Demo,
  Admin…) or the login's own user name, then a counting run (``1``, ``12``, ``123``…) and at most
  one mark. Without a word of tests, demos or seed data in the line, such a value stays a (weak)
  password: ``router admin / Admin123!`` is still reported;
- a value the rest of its clause says is made up (``(user alice / pw alice123) are made up``,
  ``… token is fictional``): the predicate after the value, where ``_DISCLAIMER`` reads only
  an adjective before the secret's noun ("made-up password").
"""

from __future__ import annotations

import re
from typing import Final

_PREFIX: Final = re.compile(
    r"(?:xox[abeoprs]|xapp|gh[pousr]|github_pat|glpat|glptt|sk|rk|pk|sq0atp|sq0csp|hf|npm|pypi"
    r"|dop_v1|shpat|shpss|lin_api|key|api|tok|token|secret|sec|pat|SG|AKIA|ASIA|AIza|ya29)[\-_.]",
    re.IGNORECASE,
)
"""A vendor's token prefix (Slack, GitHub, GitLab, Stripe, Square, npm, PyPI…) and its mark."""


def _words(words: str) -> frozenset[str]:
    return frozenset(words.split())


_PLACEHOLDER_WORD: Final = _words(
    "test tests testing token tokens example sample placeholder your my our here xxx xxxx"
    " key keys secret value dummy fake mock mocked stub fixture fixtures foo bar baz changeme"
    " change me replace this that goes bot app user live dev local ci demo not a real insert"
    " redacted todo tbd none null empty invalid bogus"
)
_SELF_NAMED: Final = _words(
    "test tests testing example sample placeholder your here xxx xxxx dummy fake mock mocked"
    " stub fixture fixtures foo bar baz changeme replace insert redacted todo tbd invalid bogus"
    " demo"
)
"""The words that make a body of placeholder words a placeholder (``bot token`` alone is no
claim: ``xoxb-bot-token`` is only odd; ``xoxb-test-token`` calls itself a test)."""
_WORDS_BODY: Final = re.compile(r"[A-Za-z]+(?:[\-_.][A-Za-z]+)*")

_TEXTBOOK: Final = re.compile(
    r"(?i:(?:test(?:er|ing|user)?|passw(?:or|0r)d|p[@a]ssw(?:or|0r)d|p@ss|pass|welcome|admin"
    r"|changeme|change[\-_]me|demo|user|guest|qwerty|letmein|secret|sample|example|default"
    r"|foobar|trainee|student)[\-_.@]?(?:1(?:2(?:3(?:4(?:5(?:6(?:7(?:8(?:9)?)?)?)?)?)?)?)?)?"
    r"[!.#?$*]?)"
)
"""A textbook placeholder password: a word, a counting run, a mark (``Test1234!``, ``demo123``)."""
_COUNT_TAIL: Final = re.compile(
    r"(?P<stem>[A-Za-z][A-Za-z.\-_]{2,30}?)1(?:2(?:3(?:4(?:5(?:6)?)?)?)?)?[!.#?]?"
)
"""A user name followed by a counting run (``alice123``, ``jdoe1234!``)."""
_TEST_CONTEXT: Final = re.compile(
    r"(?i:\b(?:tests?|testing|e2e|qa|fixtures?|seed(?:s|ed)?|mock(?:s|ed)?|stubs?|demo|training"
    r"|tutorials?|workshops?|slides?|deck|preview|ephemeral|throwaway|sandbox|docker[\s\-]compose"
    r"|localhost|made[\s\-]up|fake|dummy)\b)"
)
"""A line about tests, demos, training material or seed data."""
_MADE_UP: Final = re.compile(
    r"(?i:\b(?:is|are|was|were)\s+(?:all\s+|entirely\s+|completely\s+|obviously\s+|just\s+)?"
    r"(?:made[\s\-]up|fictional|fictitious|invented|fabricated|fake|bogus|not\s+real)\b)"
)
_FAKE_ASIDE: Final = re.compile(
    r"\s*\((?i:(?:an?\s+|the\s+)?(?:fake|dummy|made[\s\-]up|fictional|throwaway)\b[^()\n]{0,40}?"
    r"\b(?:account|user|login|credentials?|password)s?)\b"
)
"""A parenthesis right after the value calling its account fake (``(fake test account)``)."""
_CLAUSE_END: Final = re.compile(r"\n|;|[.!?](?:\s|$)|\b(?:but|however|whereas|while)\b", re.I)


def _line(text: str, start: int, end: int) -> tuple[int, str]:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, text[line_start : None if line_end < 0 else line_end]


def _placeholder_token(value: str) -> bool:
    """A vendor prefix and a body made only of placeholder words, one of them a claim."""
    m = _PREFIX.match(value)
    if m is None or not _WORDS_BODY.fullmatch(value, m.end()):
        return False
    words = re.split(r"[\-_.]", value[m.end() :].lower())
    return all(w in _PLACEHOLDER_WORD for w in words) and any(w in _SELF_NAMED for w in words)


def _textbook(value: str, before: str) -> bool:
    if _TEXTBOOK.fullmatch(value):
        return True
    tail = _COUNT_TAIL.fullmatch(value)
    return (
        tail is not None
        and re.search(r"(?i:(?<![\w.])" + re.escape(tail["stem"]) + r"(?![\w]))", before)
        is not None
    )  # the login's own user name and 123: a seeded test user


def fixture_claim(text: str, rule: str, start: int, end: int) -> bool:
    """Whether the value at ``[start, end)`` of ``text`` is one of the module's classes."""
    del rule  # each class reads the value and its line, whatever rule found it
    value = text[start:end].strip("\"'`")
    if len(value) > 80:
        return False
    if value[:1].isalpha() and _PREFIX.match(value) and _placeholder_token(value):
        return True
    line_start, line = _line(text, start, end)
    before = line[: start - line_start]
    if len(value) <= 24 and _textbook(value, before) and _TEST_CONTEXT.search(line):
        return True
    if _FAKE_ASIDE.match(line, end - line_start + (text[end : end + 1] in "\"'`")):
        return True  # "… / Passw0rd!test (fake test account in local DB)"
    after = _CLAUSE_END.split(line[end - line_start :], maxsplit=1)[0]
    return bool(after) and _MADE_UP.search(after) is not None
