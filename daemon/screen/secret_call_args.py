"""Passwords passed to a function as string literals, whatever the library (pure):

- a setter whose name says password, secret, token or PSK (``ArduinoOTA.setPassword("<pw>")``,
  ``client.set_password('<pw>')``, ``cfg.setSecret("<v>")``);
- the last literal argument of a connect, login, begin, bind or authenticate call that already
  has another argument (``WiFi.begin("ssid", "<pw>")``, ``mqtt.connect("id", "user", "<pw>")``,
  ``DriverManager.getConnection(url, "user", "<pw>")``, ``ftp.login('scans', '<pw>')``).

The value must read as a chosen or generated password (``secret_cli_pairs.password``); a
variable, a placeholder or an ordinary word is no literal secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_cli_pairs import password
from .secret_context import Covered, never

_SETTER: Final = re.compile(
    r"(?i:set_?(?:pass(?:word|wd|phrase)?|secret|token|psk|api_?key)\s*\(\s*)"
    r"(?P<qt>['\"])(?P<v>[^'\"\n]{4,64})(?P=qt)\s*\)"
)
_CALL: Final = re.compile(
    r"(?i:\b(?:connect|login|begin|bind|auth(?:enticate)?|getConnection|sign_?in)\s*\()"
    r"(?P<args>[^()\n]{1,200}?)\)"
)
_LAST_LITERAL: Final = re.compile(r",\s*(?P<qt>['\"])(?P<v>[^'\"\n]{4,64})(?P=qt)\s*$")
_SETTER_NEEDLES: Final = (
    "setpass", "set_pass", "setsecret", "set_secret", "settoken", "set_token", "setpsk",
    "set_psk", "setapi", "set_api",
)  # fmt: skip
_CALL_NEEDLES: Final = ("connect", "login", "begin", "bind", "auth", "getconnection", "sign")


def call_args(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Literal passwords in the calls listed in the module's docstring."""
    if "(" not in text:
        return
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    for m in anchored(_SETTER, text, lower, _SETTER_NEEDLES, inside_words=True):
        if password(m.group("v")):
            found.append(("password-argument", *m.span("v")))
    for m in anchored(_CALL, text, lower, _CALL_NEEDLES):
        last = _LAST_LITERAL.search(m.group("args"))
        if last is not None and password(last.group("v")):
            at = m.start("args")
            found.append(("password-argument", at + last.start("v"), at + last.end("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
