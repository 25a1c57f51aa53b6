"""Typosquat installs (pure): a package installed under a name one letter away from a popular
one (``pip install reqeusts``, ``pip install pyyam1``, ``npm i lodahs``) that is not itself one of
them (``package_names.POPULAR``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .package_names import POPULAR

_INSTALL: Final = re.compile(
    r"\b(?:pip3?|pipx|uv\s+pip|poetry|npm|pnpm|yarn|bun)\s+(?:install|add|i)\b(?P<args>[^;|&\n]{1,160})"
    r"|\badd\s+[`'\"](?P<one>[a-z][\w.-]+)[`'\"]\s+to\s+(?:the\s+)?(?:requirements|package\.json|pyproject"
    r"|dependencies|deps)"
    r"|\buse\s+the\s+[`'\"](?P<two>[a-z][\w.-]+)[`'\"]\s+(?:package|library|module)\b"
)
_ARGS: Final = re.compile(
    r"(?:\s+(?!(?:and|then|the|for|to|before|after|when|with|in|on|so|if|or|from|into|it|them|all"
    r"|any|also|inside|first|again|globally|locally)\b)[^\s,.;]+(?:\.[^\s,.;]+)*)*"
)
"""The names after an install command, up to the first word of prose (``… numpy and share``)."""
_ARG_END: Final = re.compile(r"[\[=<>~!@;,`'\")]")
_LOOKALIKE: Final = frozenset(
    {("1", "l"), ("l", "1"), ("0", "o"), ("o", "0"), ("5", "s"), ("3", "e")}
)


def one_apart(x: str, y: str, changed: Callable[[str, str], bool]) -> bool:
    """One letter added or dropped (a version digit added or dropped is no typosquat), one
    character changed where ``changed(x's, y's)`` allows it, or two neighbours swapped. The
    callers differ only in ``changed``: ``letters_or_lookalike`` here, ``no_digit`` for a
    rename (``injection_acts``)."""
    if abs(len(x) - len(y)) == 1:
        short, long = sorted((x, y), key=len)
        return any(
            long[:k] + long[k + 1 :] == short and long[k].isalpha() for k in range(len(long))
        )
    if len(x) != len(y):
        return False
    diff = [k for k in range(len(x)) if x[k] != y[k]]
    if len(diff) == 1:
        return changed(x[diff[0]], y[diff[0]])
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and x[diff[0]] == y[diff[1]]
        and x[diff[1]] == y[diff[0]]
    )


def letters_or_lookalike(a: str, b: str) -> bool:
    """A letter changed for a letter, or for a look-alike digit (``pyyam1``): an install name."""
    return (a.isalpha() and b.isalpha()) or (a, b) in _LOOKALIKE


def no_digit(a: str, b: str) -> bool:
    """Any change but one to or from a digit (``psycopg2`` is a version, ``requests-`` is not)."""
    return not (a.isdigit() or b.isdigit())


def typosquat_of(name: str) -> str | None:
    """The popular package ``name`` imitates, if it is one letter away from one."""
    if name in POPULAR or len(name) < 5:
        return None
    return next(
        (
            p
            for p in POPULAR
            if abs(len(p) - len(name)) <= 1 and one_apart(name, p, letters_or_lookalike)
        ),
        None,
    )


def typosquat_install(line: str) -> tuple[int, int] | None:
    """The span of an install (or a "use the `x` package") of a typosquat in a folded line."""
    for m in _INSTALL.finditer(line):
        args = m.group("args")
        if args is None:
            names = [m.group("one") or m.group("two") or ""]
        else:
            run = _ARGS.match(args)
            names = run.group().split() if run else []
        for raw in names:
            if raw.startswith("-"):
                continue
            name = _ARG_END.split(raw.strip("`'\""), maxsplit=1)[0].rstrip(".")
            if typosquat_of(name):
                return m.start(), m.end()
    return None
