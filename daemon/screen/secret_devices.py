"""Logins of machines and appliances named only by the machine, and passwords in shapes of prose
and configuration the password-word rules do not read (pure):

- a device, appliance or console named first (RDP/``mstsc``, ESXi, vCenter, IPMI, iDRAC, iLO,
  BMC, BIOS/UEFI, NAS, Synology, QNAP, NVR/DVR, a camera, a switch, a router, a firewall, UniFi,
  pfSense, FortiGate, a UPS card, Proxmox, a printer, Ignition, WinCC OA, an HMI or a PLC, a
  payment terminal, a portal or a gateway), then on the same clause an account (``root``,
  ``admin``, ``DOMAIN\\user``, ``user@realm``, ``login <name>``), an optional password word and
  a separator (``:``, ``/``, ``,``, ``→``, ``—``, ``with``): the value after it;
- a payment terminal's or device's numeric PIN or password (6-8 digits, not a run or a date)
  right after ``PIN``/``password``/``code`` on a line naming a terminal or a device;
- Cisco ``enable secret [0] <pw>``, ``username <u> … secret 0 <pw>`` and ``enable secret …
  (type 0) <pw>`` (type 5/8/9 values are hashes: ``$…``, never reported); a type 7 value
  (``password 7 0822455D0A16``: reversible, so a password);
- a password asked for and answered (``— Какой пароль у X? — <pw>``, ``Q: … password? A: <pw>``);
- Tagalog's inverted ``<pw> ang password``; the prose rule read from inside a compound
  (``beheerwachtwoord``, ``Administratörslösenordet``); a value in an aside after the password
  word (``mật khẩu quản trị (hiện đang là <pw>)``); in Arabic-script sentences a Latin value right
  after the password word's phrase, with no verb;
- a configuration name ending in a password word (``epic.backend.jwks.key_passphrase=<pw>``,
  ``access_pwd=<pw>``) whatever its other words say, unless the words before it call the value
  something else (``ciphertext for DB_PASSWORD:``); ``OAuth <uuid>`` (Statuspage's scheme);
- a key named in Danish, Norwegian, Swedish, Polish, Arabic, Swahili, Vietnamese, Indonesian,
  Malay, Czech, Slovak, Finnish, Hungarian, Romanian, Turkish, Italian or Dutch (``API-nøglen …
  er``, ``Klucz API …:``, ``Delad nyckel …:``, ``مفتاح … هو``, ``Ufunguo wa API … ni``) and a
  random-looking value or 32+ hexadecimal digits after its connector;
- Caddy's ``basicauth [path] { <user> <plain password> }`` (a bcrypt hash is the intended form);
- ``curl -u "<key>:x"`` (an API key sent as the user name, BambooHR-style);
- ``document.cookie = "sid=<random>"`` (a session cookie set in code).

Values are judged as elsewhere (``secret_values``) plus ``generated``: a random password with a
leading symbol or of letters only, which the chosen-password judges refuse.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .key_names import NOT_SECRET, judge
from .secret_admin_logins import secret_value
from .secret_anchored import anchored, at_needle_starts, lowered
from .secret_context import Covered, never
from .secret_needles import has_any
from .secret_rules import PASSWORD_WORD, PROSE_PASSWORD
from .secret_values import human_password, random_like
from .secret_values_passwords import algorithm_name, generated

_DEVICE: Final = (
    r"(?:\brdp\b|\bmstsc\b|remote\s+desktop|\besxi\b|\besx\d|\bvcenter\b|\bvsphere\b|\bipmi\b"
    r"|\bidrac\b|\bilo\s*\d?\b|\bbmc\b|\bbios\b|\buefi\b|\bnas\b|synology|\bqnap\b|\bnvr\b|\bdvr\b"
    r"|\bcameras?\b|\bswitch\b|\brouter\b|\bedge\s*router\b|\bfirewall\b|\bunifi\b|pfsense|fortigate|\bups\b"
    r"|proxmox|\bprinter\b|\bignition\b|wincc|\bhmi\b|\bplc\b|\bscada\b|\bterminal\b|\bportal\b"
    r"|\bgateway\b|\bkiosk\b|\bappliance\b|\bcontroller\b|network\s+card|\bpax\b|verifone|ingenico"
    r"|\bpos\b|\bmeters?\b)"
)
_DEVICE_NEEDLES: Final = (
    "rdp", "mstsc", "remote", "esx", "vcenter", "vsphere", "ipmi", "idrac", "ilo", "bmc",
    "bios", "uefi", "nas", "synology", "qnap", "nvr", "dvr", "camera", "switch", "router",
    "firewall", "unifi", "pfsense", "fortigate", "ups", "proxmox", "printer", "ignition", "wincc",
    "hmi", "plc", "scada", "terminal", "portal", "gateway", "kiosk", "appliance", "controller",
    "network", "edge", "pax", "verifone", "ingenico", "pos", "meter",
)  # fmt: skip
_ACCOUNT: Final = (
    r"(?:(?:as|user|login|account|signon|sign-on)\s+)?"
    r"(?:root(?:@pam)?|admin|administrator(?:@[\w.\-]+)?|sysadmin|supervisor|operator|manager"
    r"|ADMIN|USERID|ubnt|apc|pi|sa|[\w.\-]+\\{1,2}[\w.\-]+|[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"
    r"|svc[_\-][\w.\-]+|[a-z][\w\-]*\.[a-z][\w\-]*|(?-i:[a-z]+[_\-][a-z][\w\-]*))\)?"
    r"(?:,?\s+(?:account|login|user|pw|pass(?:word)?|password\s+is|code|pin)){0,2}"
)
_DEVICE_LOGIN: Final = re.compile(
    r"(?i:"
    + _DEVICE
    + r"(?:(?:[^\s.;!?]|\.(?=\S))*[ \t(]++){0,10}?"  # (possessive: perf31, see below)
    + _ACCOUNT
    + r"(?:\s*(?:[:/,=→—–]|->|=>)\s*|\s+(?:with|is|pw|password|pass)\s+|\s+))"
    r"(?P<q>['\"`]?)(?P<v>[^\s'\"`,;]{6,64}?)(?P=q)(?=$|[\s,;)]|\.(?:\s|$))"
)
"""A device, up to ten words, an account, then its password. Each word's run of spaces (and
``(``) is taken whole (``++``): an account never starts with one, so a word's run split between
two words reaches no other place, and a blanked aside (a run of ~40 spaces) no longer gives
the ten words C(40, 9) ways to split it (a 2,088-character memory took 76 s; perf31)."""
_DEVICE_PASSWORD: Final = re.compile(
    r"(?i:\b(?:pass(?:word|code)?|pw|pwd|pin)"
    r"(?:\s+(?:on|for|of)\s+[^\n:]{1,40}?)?(?:\s*[:=]\s*|\s+is\s+|\s+))"
    r"(?P<q>['\"`]?)(?=[^\s'\"`,;]*[^A-Za-z\s'\"`,;])(?P<v>[^\s'\"`,;]{6,64}?)(?P=q)(?=$|[\s,;)]|\.(?:\s|$))"
)
"""``BIOS supervisor password on the kiosk PCs <pw>``, ``Ingenico terminal manager password
<digits>``, ``LLS password of the E360 meters is <digits>``: a password word on a line that names
a device, then the value."""
_HOSTISH: Final = re.compile(r"\.[a-z]{2,}$|^[a-z]+-\d+$")
_ENABLE_SECRET: Final = re.compile(
    r"(?i:\benable\s+(?:secret|password)\b[^\n$]{0,40}?(?:\(type\s+0\)|\b0\b|\bis\b|:)?"
    r"|\busername\s+\S+\s+(?:privilege\s+\d+\s+)?(?:secret|password)\s+0)[ \t]+"
    r"(?P<v>[^\s'\"$][^\s'\"]{5,63})(?=\s|$)"
)
_TYPE_7: Final = re.compile(
    r"(?i:\b(?:password|key-string|key|secret)\s+7\s+)(?P<v>[01]\d(?:[0-9A-Fa-f]{2}){4,60})(?![\w])"
)
"""A Cisco type 7 value (``username noc password 7 0822455D0A16``, ``key 7 …``): a reversible
encoding of the password (two decimal digits, then hex pairs), not a hash."""
_QA: Final = re.compile(
    r"\?\s*(?:[—–-]|(?i:a|о|o|ответ|answer|r|antwort)\s*:)\s*"
    r"(?P<v>[^\s'\"`,;]{6,64}?)(?=$|[\s,;)]|\.(?:\s|$))"
)
"""``— Какой пароль у X? — <pw>``, ``Q: … password? A: <pw>``: an answer right after a question
that names a password (``_QA_WORD`` within 60 characters before the question mark)."""
_QA_WORD: Final = re.compile(
    r"(?i:\b(?:pass(?:word|phrase)?|пароль|парол\w*|hasło|passwort|contraseña|senha|wachtwoord)\b)"
)
_TL_BEFORE: Final = re.compile(r"(?:^|(?<=[\s(\"']))(?P<v>[^\s'\"`,;]{6,64})\s*$")
_KEY_I18N: Final = re.compile(
    r"(?:(?i:n[øo]gle(?:n)?|klucz\w*(?:\s+api)?|nyckel(?:n)?|u?funguo|kh[óo]a(?:\s+api)?"
    r"|kunci(?:\s+api)?|kl[íi][čc]|k[ľl][úu][čc]|avain\w*|kulcs\w*|cheie(?:ia)?|anahtar\w*|chiave"
    r"|sleutel\w*|schl[üu]ssel)|مفتاح|کلید)[^\n:=]{0,60}?"
    r"(?:\s*[:=：]\s*|\s+(?:er|är|on|jest|to|ni|là|adalah|ialah|je|ist|é|è|este|is|hoy|هو|هي|است)\s+)"
    r"(?P<v>[A-Za-z0-9+/_\-.~%^*!#]{16,})"
)
_KEY_NEEDLES: Final = (
    "nøgle", "nogle", "klucz", "nyckel", "ufunguo", "funguo", "khóa", "khoa", "kunci", "klíč",
    "klic", "kľúč", "klúč", "kluc", "avain", "kulcs", "cheie", "anahtar", "chiave", "sleutel",
    "schlüssel", "schlussel", "مفتاح", "کلید",
)  # fmt: skip
_KEY_NEEDLES_ASCII: Final = tuple(n for n in _KEY_NEEDLES if n.isascii())
_DEVICE_AT: Final = re.compile(r"(?i:" + _DEVICE + ")")
_IDENT_CHARS: Final = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")


def _identifier_before(text: str, end: int) -> int | None:
    """The start of the dotted identifier ending at ``end`` (``epic.backend.jwks.key``), if one
    starting with a letter does."""
    start = end
    while start > 0 and text[start - 1] in _IDENT_CHARS:
        start -= 1
    while start < end and not text[start].isalpha():
        start += 1
    return start if start < end else None


_CADDY: Final = re.compile(
    r"\bbasic_?auth\b[^\n{]{0,60}\{\s*(?:\n\s*)?[\w.@\-]+[ \t]+"
    r"(?P<v>[^\s}$][^\s}]{5,63})\s*(?:\}|\n)"
)
_CURL_KEY_USER: Final = re.compile(
    r"\bcurl\b[^\n|;&]*?\s(?:-u|--user)\s*[\"']?(?P<v>[A-Za-z0-9_\-]{20,}):(?:x|X)?[\"'\s]"
)
_COOKIE: Final = re.compile(
    r"\bdocument\.cookie\s*=\s*[\"'`](?i:[\w.\-]*(?:sid|sess\w*|token|auth\w*))="
    r"(?P<v>[^;\"'`\s]{16,})"
)
_COMPOUND_PROSE: Final = re.compile(PROSE_PASSWORD.pattern.replace(r"(?i:\b(?:", "(?i:(?:", 1))
"""The prose-password rule read from inside a compound (``Het beheerwachtwoord … is``,
``Administratörslösenordet är``, ``administratoradgangskoden er``)."""
_COMPOUND_TAILS: Final = (
    "wachtwoord",
    "lösenord",
    "losenord",
    "adgangskode",
    "passwort",
    "kennwort",
    "salasana",
    "heslo",
)


_ASIDE_VALUE: Final = re.compile(
    r"\((?:[^()\n]{0,24}?)(?:\bis|là|:|\bnow|currently|ist|est|es|jest|är|er|on)\s*"
    r"(?P<v>[^\s()'\"`,;]{6,64})\s*\)"
)
"""``đổi mật khẩu quản trị (hiện đang là <pw>)``, ``the admin password (currently <pw>)``: the value
in an aside after the password word (``_PASSWORD_BEFORE`` within 60 characters)."""
_PASSWORD_BEFORE: Final = re.compile(PASSWORD_WORD)
_DOTTED_PASSWORD: Final = re.compile(
    r"(?i:pass(?:phrase|word|wd)|pwd)\s*[=:]\s*[\"']?(?P<v>[^\s\"'`,;]{6,64})(?![^\s\"'`,;])"
)
"""``epic.backend.jwks.key_passphrase=<pw>``, ``access_pwd=<pw>``: a configuration name ending in a
password word, whatever the words before it (``jwks``, ``access``) say of other values."""
_OAUTH_UUID: Final = re.compile(
    r"(?<![\w\-])OAuth\s+(?P<v>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b"
)
"""``Authorization: OAuth <uuid>`` (Statuspage's scheme): a token, never a version."""


_UUID: Final = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
_KEY_NOT: Final = re.compile(
    r"(?i:\bid\b|\bids\b|public|publiczn|offentlig|julkinen|nyilv[áa]nos|ve[řr]ejn|openba|publik"
    r"|a[çc][ıi]k|umma|fingerprint|pr[üu]fsumme|checksum|hash|kontrolsum|tarkist|عام|عمومی)"
)
"""Words that make a key named in another language public or an identifier (``Sleutel-ID``,
``Klucz publiczny``, ``Açık anahtar``, ``Prüfsumme der Schlüsseldatei``)."""


_ARABIC_ADJACENT: Final = re.compile(
    r"(?:كلمة\s+(?:ال)?(?:مرور|سر)|رمز\s+(?:ال)?(?:عبور|مرور)|پاس\s*ورڈ|گذرواژه)"
    r"[\u0600-\u06ff\s]{0,48}?\s(?P<v>[!-~]{6,64}?)(?=\s|$|[،.](?:\s|$))"
)
"""``كلمة مرور الواي فاي الجديدة <pw>``: in Arabic-script sentences the Latin value follows the
name with no verb."""


_RUN: Final = re.compile(
    r"(\d)\1{3}|0123|1234|2345|3456|4567|5678|6789|9876|8765|(?:19|20)\d\d[01]\d"
)


def _pin(value: str) -> bool:
    """6-8 digits that are no run, repeated digit or date."""
    return value.isdigit() and 6 <= len(value) <= 8 and _RUN.search(value) is None


_NUMERIC_NAME: Final = re.compile(r"(?i:\b(?:pin|pass(?:word|code)?|pw)\b)")
_DEVICE_LINE: Final = re.compile(r"(?i:" + _DEVICE + ")")


def _device_value(value: str, numeric: object) -> bool:
    if value.lower() in ("password", "passwort", "admin", "root") or value.startswith("\\"):
        return False
    if algorithm_name(value):
        return False  # "checksum of the PLC backup …: SHA256 <hex>": the digest's algorithm
    if "/" in value or "(" in value or _UUID.fullmatch(value) or re.search(r"\d\.\d", value):
        return False  # a path, an image or a version (``acme/python:3.12``), no password
    if numeric and _pin(value):
        return True
    if not any(c.isdigit() for c in value):
        # no digit: random letters (and symbols), never a word or a question (``policy?``)
        mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
        symbol = any(not c.isalnum() for c in value.rstrip("?!.:"))
        return generated(value) or (mixed and symbol and secret_value(value))
    if human_password(value) and _HOSTISH.search(value) is None:
        return True  # a chosen password (words and digits), not a host name (jump-02.corp)
    return secret_value(value) or generated(value)


def devices(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The shapes the module's docstring lists."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    lines: set[tuple[int, int]] = set()
    for m in at_needle_starts(_DEVICE_AT, text, lower, _DEVICE_NEEDLES):
        at = m.start()
        login = _DEVICE_LOGIN.match(text, at)
        if login is not None and _device_value(
            login["v"], _NUMERIC_NAME.search(login.group(), 0, login.start("v") - at)
        ):
            found.append(("device-login", *login.span("v")))
        end = text.find("\n", at)
        lines.add((text.rfind("\n", 0, at) + 1, len(text) if end == -1 else end))
    for line in sorted(lines):
        for m in _DEVICE_PASSWORD.finditer(text, *line):
            if _device_value(m["v"], True):
                found.append(("device-login", *m.span("v")))
    if "enable" in lower or "username" in lower:
        for m in anchored(_ENABLE_SECRET, text, lower, ("enable", "username")):
            if _device_value(m["v"], False):
                found.append(("device-login", *m.span("v")))
    if " 7 " in text:
        found += [("cisco-type7", *m.span("v")) for m in _TYPE_7.finditer(text)]
    for tail in _COMPOUND_TAILS:
        at = lower.find(tail, 1)
        while at > 0:
            if lower[at - 1].isalpha():
                m = _COMPOUND_PROSE.match(text, at)
                if m is not None and (human_password(m["v"]) or generated(m["v"])):
                    found.append(("password-in-prose", *m.span("v")))
            at = lower.find(tail, at + len(tail))
    at = text.find("(")
    while at != -1:
        m = _ASIDE_VALUE.match(text, at)
        if m is not None and _device_value(m["v"], False):
            window = text[max(0, at - 60) : at].rsplit("\n", 1)[-1]
            if _PASSWORD_BEFORE.search(window):
                found.append(("password-in-prose", *m.span("v")))
        at = text.find("(", at + 1)
    if "pass" in lower or "pwd" in lower:
        for m in anchored(_DOTTED_PASSWORD, text, lower, ("pass", "pwd"), inside_words=True):
            v = m["v"]
            if not m.start() or text[m.start() - 1] not in "._-":
                continue  # the name must end in the password word: key_passphrase, access_pwd
            start = _identifier_before(text, m.start() - 1)
            if start is None or (start and text[start - 1] in "@/"):
                continue
            line_start = text.rfind("\n", 0, start) + 1
            if judge(text[line_start:start]) == NOT_SECRET:
                continue  # "ciphertext for DB_PASSWORD: …": the words before the name say what
            if not v.startswith(("$", "%", "{", "<")) and _device_value(v, False):
                found.append(("secret-assignment", *m.span("v")))
    if "OAuth" in text:
        for m in _OAUTH_UUID.finditer(text):
            found.append(("oauth-token", *m.span("v")))
    at = text.find("?")
    while at != -1:
        m = _QA.match(text, at)
        if m is not None and _device_value(m["v"], False):
            window = text[max(0, at - 60) : at].rsplit("\n", 1)[-1]
            if _QA_WORD.search(window):
                found.append(("password-in-prose", *m.span("v")))
        at = text.find("?", at + 1)
    if not text.isascii() and (
        "كلمة" in text or "رمز" in text or "پاس" in text or "گذرواژه" in text
    ):
        for m in _ARABIC_ADJACENT.finditer(text):
            if _device_value(m["v"], False):
                found.append(("password-in-prose", *m.span("v")))
    at = lower.find(" ang ")
    while at != -1:
        if re.match(r"ang\s+(?i:password|passcode|pin)\b", text[at + 1 : at + 16]):
            line_start = text.rfind("\n", 0, at) + 1
            m = _TL_BEFORE.search(text, max(line_start, at - 70), at)
            if m is not None and _device_value(m["v"], False):
                found.append(("password-in-prose", *m.span("v")))
        at = lower.find(" ang ", at + 1)
    if not lower.isascii() or has_any(lower, _KEY_NEEDLES_ASCII):
        for m in at_needle_starts(_KEY_I18N, text, lower, _KEY_NEEDLES, words=False):
            line_start = text.rfind("\n", 0, m.start()) + 1
            if _KEY_NOT.search(text, line_start, m.start("v")) or (
                judge(text[line_start : m.start("v")]) == NOT_SECRET
            ):
                continue  # a key's id, a public key or a checksum named in that language
            v = m["v"].rstrip(".,")
            hexa = len(v) >= 32 and all(c in "0123456789abcdefABCDEF" for c in v)
            if hexa or random_like(v):
                found.append(("key-in-prose", m.start("v"), m.start("v") + len(v)))
    if "basicauth" in lower or "basic_auth" in lower:
        for m in anchored(_CADDY, text, lower, ("basicauth", "basic_auth")):
            if _device_value(m["v"], False):
                found.append(("basic-auth-password", *m.span("v")))
    if "curl" in lower:
        for m in anchored(_CURL_KEY_USER, text, lower, ("curl",)):
            if random_like(m["v"]) or re.fullmatch(r"[0-9a-f]{32,}", m["v"]):
                found.append(("curl-auth-user", *m.span("v")))
    if "document.cookie" in text:
        for m in _COOKIE.finditer(text):
            if random_like(m["v"]) or re.fullmatch(r"[0-9a-fA-F]{24,}", m["v"]):
                found.append(("session-cookie", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
