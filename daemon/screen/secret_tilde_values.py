"""A password or a secret set by a key name, whose value starts with a ``~`` (pure; session 29,
helper sec29): ``MicrosoftAppPassword=~8od9…l~INRJ…``, ``"AZURE_CLIENT_SECRET": "~00E5…"``.

Azure AD's generated client secrets (a Bot Framework app's ``MicrosoftAppPassword``) hold
``~``, ``.``, ``_`` and ``-``, and may start with one; the assignment readers take a value that
starts with a letter or a digit. Here a name ending in ``Password``/``Secret``/``Pwd`` (any
case, camel or snake), ``=`` or ``:``, then ``~`` and 20-80 characters of that alphabet, of
three kinds at least with digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_values_shapes import classes

_TILDE: Final = re.compile(
    r"(?<![\w.])[A-Za-z][A-Za-z0-9_.\-]{0,60}(?:password|Password|PASSWORD|secret|Secret|SECRET"
    r"|passwd|Passwd|PASSWD|pwd|Pwd|PWD)['\"]?\s*[:=]\s*['\"]?"
    r"(?P<v>~[A-Za-z0-9_~.\-]{20,80})(?![\w~.\-])"
)


_TILDE_GATED: Final = FromNeedles(_TILDE)
"""Not tried where its tail (``[:=]``, then the value's ``~``) finds nothing (a whole-memory scan
of the name's run: ~70 µs, perf31)."""


def tilde_values(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The values of the module's docstring."""
    if "~" not in text:
        return
    for m in _TILDE_GATED.alone(text):
        start, end = m.span("v")
        value = m["v"]
        if covered(start, end) or classes(value) < 3 or sum(c.isdigit() for c in value) < 2:
            continue
        yield "secret-assignment", start, end
