"""Passwords of remote consoles and wireless networks (pure): classes that held-out rounds 67
and 74 found missing.

- a remote-console or login verb, its target, then ``with``/``using`` and the value (``VNC into
  the observer PCs with StMKF74p``, ``RDP to the kiosk using Qx7!pLm2``, ``log into the BMC
  with …``, ``ssh onto the jump host with …``, ``per VNC auf die PCs mit …``, ``se connecter
  en RDP … avec …``); VNC, RDP, KVM, IPMI, BMC, iDRAC, iLO, TeamViewer, AnyDesk, telnet,
  console, log/sign in, connect;
- the VNC password tools' arguments (``vncpasswd <pw>``, ``x11vnc -passwd <pw>``,
  ``-storepasswd <pw>``);
- a wireless network's label, its name, then the value (``WLAN Produktion: L4YRrWp8WDJr``,
  ``Wi-Fi Gäste -> …``, ``SSID lab-5G / …``) where no password word stands.

The value must read as a password: 6-64 characters, letters and digits of both cases or with
a symbol, no path, host, e-mail address, placeholder or name made of words and numbers
(``Win11Pro``, ``TigerVNC``, ``ed25519``: the tool, not the secret).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_context import Covered, never
from .secret_needles import has_any
from .secret_terse_logins import chosen_password
from .secret_values_placeholders import placeholder

_VALUE: Final = r"['\"`«“]?(?P<v>[^\s\"'`,;()«»“”<>]{6,64}?)['\"`»”]?(?=$|[\s,;)]|[.!?。](?:\s|$))"
_REMOTE: Final = (
    r"(?:vnc|rdp|kvm|ipmi|bmc|idrac|ilo|ipmitool|teamviewer|anydesk|telnet|ssh"
    r"|remote[\s\-]desktop|remote\s+in(?:to)?|log(?:ged)?[\s\-]?(?:in|on)(?:to)?"
    r"|sign(?:ed)?[\s\-]?in(?:to)?|connect(?:ed)?|get\s+into|jump|join)"
)
_CONSOLE: Final = re.compile(
    r"(?i:\b" + _REMOTE + r"\b[^\n.;:!?=]{0,60}?"
    r"\b(?:with|using|via|mit|avec|con|com|met|med|z)\s+"
    r"(?:(?:the|its|a|der|dem|le|la|el|o|het)\s+)?"
    r"(?:(?:vnc\s+|rdp\s+|console\s+|bmc\s+|admin\s+)?(?:pass(?:word|wd)?|pw|pwd|passwort|kennwort"
    r"|mot\s+de\s+passe|contrase[ñn]a|senha|wachtwoord)\s*:?\s+)?)" + _VALUE
)
_CONSOLE_NEEDLES: Final = (
    "vnc", "rdp", "kvm", "ipmi", "bmc", "idrac", "ilo", "teamviewer", "anydesk", "telnet", "ssh",
    "remote", "log", "sign", "connect", "get into", "jump", "join",
)  # fmt: skip
_VNC_TOOL: Final = re.compile(
    r"(?i:\b(?:vncpasswd(?:\s+-f)?|(?:x11vnc|vncserver|vncviewer|tigervnc\w*)\b[^\n|;]{0,60}?"
    r"\s-(?:passwd|storepasswd|password)))\s+" + _VALUE
)
_VNC_NEEDLES: Final = ("vncpasswd", "x11vnc", "vncserver", "vncviewer", "tigervnc")
_WIRELESS: Final = re.compile(
    r"(?i:\b(?:wlan|wi-?fi|wifi|ssid|wireless(?:\s+network)?|funknetz|r[ée]seau\s+wi-?fi"
    r"|red\s+wi-?fi|rede\s+wi-?fi)\b(?P<gap>[^\n:=>→]{0,40}?)(?:\s*[:=]|\s*->|\s*=>|\s*→|\s+/)\s*"
    r"(?:(?P<net>[^\s/:]{1,40})\s+/\s+)?)" + _VALUE
)
_WIRELESS_NEEDLES: Final = (
    "wlan", "wi-fi", "wifi", "ssid", "wireless", "funknetz", "réseau", "red wi", "rede wi",
)  # fmt: skip
_HW_ADDRESS: Final = re.compile(r"(?i:\b(?:mac|bssid|(?:hw|hardware)[\s\-]?addr\w*)\b)")
_MAC: Final = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}[:\-]){5}[0-9A-Fa-f]{2}(?![0-9A-Fa-f])")
"""A hardware address (``6C:4F:89:2A:7E:0C``): no network's password."""
_WORDY: Final = re.compile(r"(?:[A-Z]?[a-z]{2,}|[A-Z]{2,6}|\d{1,4}|[\-_.])+")
"""Words, acronyms and numbers run together (``Win11Pro``, ``TigerVNC4``, ``ed25519``)."""
_NOT_VALUE: Final = re.compile(r"[/@\\$%{}]|^\d+$|^[\w\-]+\.(?:\w{2,4})$")
_SYMBOL: Final = re.compile(r"[!#$%&*+=?@^~]")
_NOT_A_PASSWORD: Final = re.compile(
    r"(?i:\b(?:key|keys|cert\w*|sso|okta|mfa|2fa|yubikey|token|agent|saml|oauth|kerberos"
    r"|the\s+(?:same|usual|default|shared)|vault|keychain|1password|bitwarden|keepass)\b)"
)
"""Words between the verb and the value that say the login uses no password written here."""


def _console_value(value: str) -> bool:
    """A short chosen or random password (see the module's docstring)."""
    v = value.strip(".,;:")
    if len(v) < 6 or placeholder(v) or _NOT_VALUE.search(v.lstrip("!#&*+=?^~")):
        return False
    if chosen_password(v):
        return True
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    mixed = any(c.isupper() for c in v) and any(c.islower() for c in v)
    if letters < 2 or digits < 1 or not (mixed or _SYMBOL.search(v)):
        return False
    return _SYMBOL.search(v) is not None or _WORDY.fullmatch(v) is None


def _wireless_value(value: str) -> bool:
    """A network password rather than a network's name (``Corp-Guest``, ``lab-5G``)."""
    v = value.strip(".,;:")
    if not _console_value(v) or (_WORDY.fullmatch(v) and not _SYMBOL.search(v)):
        return False  # WPA2-Enterprise, Guest-5G: a mode or a network's name
    return chosen_password(v) or len(v) >= 8


def remote_consoles(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The passwords of the module's docstring."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    if has_any(lower, _CONSOLE_NEEDLES):
        for m in anchored(_CONSOLE, text, lower, _CONSOLE_NEEDLES):
            if _console_value(m["v"]) and not _NOT_A_PASSWORD.search(text, m.start(), m.start("v")):
                found.append(("console-password", *m.span("v")))
    if "vnc" in lower:
        for m in anchored(_VNC_TOOL, text, lower, _VNC_NEEDLES):
            if _console_value(m["v"]):
                found.append(("console-password", *m.span("v")))
    if has_any(lower, _WIRELESS_NEEDLES):
        for m in anchored(_WIRELESS, text, lower, _WIRELESS_NEEDLES):
            named = m["gap"].strip(" -") or m["net"]
            if m["gap"].lower().strip().startswith(("pass", "pw", "psk", "key", "kenn")):
                continue  # a password word: the prose rules read it
            if not named and (m.group().lower().startswith("ssid") or not chosen_password(m["v"])):
                continue  # "SSID: <name>": the value is the network's name
            if _HW_ADDRESS.search(m["gap"]) or _MAC.search(
                text, max(0, m.start("v") - 3), m.end("v")
            ):
                continue  # "Wi-Fi MAC 6C:4F:…", "BSSID: …": an adapter's address (fp23)
            if _wireless_value(m["v"]):
                found.append(("wifi-password", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
