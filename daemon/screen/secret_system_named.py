"""Credentials a note names only by the system they open, with no secret word (pure):

- a clause naming a system or a vendor, then ``:``, ``=``, ``→`` or ``is``, then a value:
  ``SMTP relay: <pw>``, ``SAP S/4HANA RFC user: <pw>``, ``the LDAP bind (CN=svc) is <pw>``,
  ``site Wi-Fi for the ETL is `<pw>```, ``PagerDuty for the ETL is `<token>```,
  ``DroneDeploy: <token>``, ``WireGuard site tunnel key: <base64>``, ``Snyk: <uuid>``;
- a command line's user flag followed by two words, the second a password
  (``sapcontrol … -user s4adm <pw>``, ``hdbuserstore set KEY host:port USER <pw>``).

The value must read as a password a person chose with a symbol in it (``Andes45@tsUF4``), as
random key material, or, for the few vendors whose API tokens are UUIDs (Snyk, Splunk HEC,
Heroku, Opsgenie, Codecov, Postmark), as a UUID; under an ingest's or a forwarder's config or
key (``Tarifa ES ingest config: <v>``), as 32 lower-case hex digits (a Datadog API key). A
clause that names an identifier, a format or an example (``build id``, ``ticket``, ``regex``,
``public key``) keeps the value clean.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run
from .key_names import NOT_SECRET, words
from .key_words import HEAD_FIRST, NAME_HEADS, PREPOSITIONS
from .prefilter import matches
from .secret_context import NOT_SECRET_WORDS, Covered, context, never, whole_words
from .secret_gate import FromNeedles
from .secret_needles import Started, has_any, index_of, lowered
from .secret_service_named import key_material
from .secret_terse_logins import chosen_password
from .secret_values import placeholder, random_like, readable_data
from .secret_values_shapes import UUID, case_flips
from .secret_word_values import NOT_KEY_MATERIAL

_SAID: Final = re.compile(
    r"[\s:：=](?:(?<=\s)(?:\s*(?::|：)(?=[\s\"'`])\s*|\s*(?:=|→|->)\s+|\s*(?i:(?:is|are|was|were"
    r"|has\s+been|have\s+been)\s+(?:set|changed|reset|rotated|updated|moved)\s+to)\s+"
    r"|\s*(?i:is|are|was)\s+(?i:(?:now|still|currently)\s+)?)"
    r"|(?<=[:：])(?=[\s\"'`])\s*|(?<=[\w\"']=))"
    r"(?P<q>[\"'`]?)(?P<v>[A-Za-z0-9][^\s\"'`,;()<>\[\]{}|\\]{7,95}?)(?P=q)"
    r"(?=$|[\s,;)}\]]|[.!?](?:\s|$))"
)
"""A connector, then one value (quoted or not) that ends the clause or a word before more. The
plain form's connectors (``\\s*[:：]…``, ``\\s+(?:=|→|->)…``, ``(?<=[\\w"'])=``, ``\\s+is…``), in
the same order at each start, written to open with the one character class every match starts
with: ``re`` then skips to those characters instead of trying five branches at every one."""
_CLAUSE_START: Final = re.compile(r"(?:^|\n|;|[.!?]\s|:\s|[—–]\s)")
_SYSTEM: Final = re.compile(
    r"(?i:(?<![a-z])(?:smtp|imap|pop3|relay|mail\s+server|ldaps?|bind|active\s+directory|ad|kerberos"
    r"|rfc|sap|hana|s/4hana|mqtt|broker|amqp|rabbitmq|wi-?fi|wlan|wpa2?|wpa3|ssid|hotspot"
    r"|access\s+point|vpn|wireguard|openvpn|ipsec|tunnel|router|firewall|switch|console|ipmi"
    r"|idrac|ilo|bmc|nas|scada|plc|hmi|historian|opc(?:\s*ua)?|bacnet|modbus|sftp|ftps?|samba"
    r"|smb|database|db|postgres(?:ql)?|mysql|mssql|oracle|redis|mongo(?:db)?|kafka|jdbc|odbc"
    r"|service\s+account|svc|admin|root|superuser|sa\s+login|sa(?=\s+(?:on|@|for)\s)|domain\s+join|keystore|truststore"
    r"|hec|webhook|api|sdk|cli|ci)(?![a-z]))"
)
"""Words that name a system a value opens (a relay, a bind, a broker, a Wi-Fi, a database)."""
_BRAND: Final = re.compile(
    r"(?<![\w&])(?:[A-Z][a-z]+[A-Z]\w*|[A-Z][A-Za-z]*\d[A-Za-z\d]*|[A-Z]{2,}[a-z]*)(?![\w&])"
)
"""A vendor's name by its shape: CamelCase (``PagerDuty``), a digit (``Auth0``), an acronym."""
_CAPITALISED: Final = re.compile(r"(?<![\w&])[A-Z][a-z]{2,}(?![\w&])")
_COMMON_TEXT: Final = (
    "if the a an for note notes remember reminder when once after before then so and but or to"
    " we you it this that these those please also use using our your new old in on at from with"
    " by site main prod staging test dev backup current default shared local"
)
_COMMON_CAPITALS: Final = frozenset(_COMMON_TEXT.split())
"""Words written with a capital because they open a sentence or a label, not a vendor's name."""
_ACCESS: Final = re.compile(
    r"(?i:wireguard|tunnel|vpn|wi-?fi|wlan|relay|\bbind\b|broker|\brfc\b|\bhec\b|smtp|ldap"
    r"|mqtt|\buser\b|login|admin)"
)
"""A label naming a way in: its ``key``/``user`` is the credential, whatever a modifier says."""
_LOGIN_HEADS: Final = frozenset(["user", "username", "account", "client", "host", "node"])
"""Name heads that ``key_names`` reads as identifiers but that here name whose login it is
(``SAP RFC user: <pw>``): only a password or a key follows them in these clauses."""
_NOT_SECRET_LABEL: Final = re.compile(
    r"(?i:\b(?:ids?|identifier|uuid|guid|hash|digest|checksum|fingerprint|thumbprint|version"
    r"|build|commit|sha|ticket|issue|release|tag|branch|sku|serial|model|part|order|invoice"
    r"|example|sample|format|pattern|regex|placeholder|policy|rule|requirements?|hint|name"
    r"|slug|title|file(?:name)?|path|url|motto|slogan|subject|heading|public|pub|publishable"
    r"|site\s+key|org(?:anization)?|project|tenant|workspace|account\s+(?:id|number)|region"
    r"|zone|host(?:name)?|endpoint|channel|index|source(?:type)?|queue|topic|formula|code|link"
    r"|lock|bucket|snapshot|batch|page|activity|blame|lookup|lei|iban|bic|ipv[46]|ip|address"
    r"|mac|vin|isbn|doi|orcid|donations?|pin|etag|cookie|header|base64|encoded|decoded|hex"
    r"|verification|publi\w*|öffentlich\w*|публичн\w*|открыт\w*)\b|公开|公開|공개"
    r"|_ids?\b|\bids?_)"
)
"""Words in the clause that say its value is an identifier, a public key or a description."""
UUID_VENDORS: Final = re.compile(
    r"(?i:(?<![a-z])(?:snyk|splunk|hec|heroku|opsgenie|codecov|postmark|launchdarkly)(?![a-z]))"
)
"""Vendors whose API or ingest tokens are bare UUIDs."""
_INGEST: Final = re.compile(
    r"(?i:\b(?:ingest(?:ion)?|intake|log\s+shipping|metrics\s+(?:agent|forwarder)|forwarder)"
    r"\s+(?:config(?:uration)?|key|settings?|creds?|credentials?|token)\b)"
)
"""A label naming the config or key of an agent that ships data to a vendor's intake."""
_HEX32: Final = re.compile(r"[0-9a-f]{32}")
_STRONG_SYMBOL: Final = frozenset("!@$%^&*+=?~#")
_HOST_PORT: Final = re.compile(r"@[\w\-]+[.:]|:\d{2,5}\b")
_LOWER_RANDOM: Final = re.compile(r"[a-z0-9]{24,64}")
_BECH32: Final = re.compile(r"[a-z]{1,15}1[02-9ac-hj-np-z]{20,}")
_HEX: Final = re.compile(r"(?:0x)?[0-9a-fA-F]{16,}")
_WORD_NUMBER: Final = re.compile(r"[A-Za-z]+[#\-]?\d+")
_PORT_AT_HOST: Final = re.compile(r"\d{2,5}@[A-Za-z][\w.\-]*(?:[:;,]\d{2,5}@[A-Za-z][\w.\-]*)*")
"""A licence server by port and host (FlexLM ``LM_LICENSE_FILE=27000@lic01``, RLM
``RLM_LICENSE=5053@lic-rlm01``, several joined by ``:`` or ``;``): an address, no password."""
_EMAILISH: Final = re.compile(r"[^@\s]+@[\w\-]+\.[\w.\-]+")
_USER_FLAG: Final = re.compile(
    r"(?:^|\s)(?:-{1,2}|/)(?i:user(?:name)?|usr|login)\s+(?P<u>[A-Za-z0-9_.\\\-]{2,40})\s+"
    r"['\"]?(?P<v>[^\s\-'\"][^\s'\"]{5,63})['\"]?(?=\s|$)"
    r"|\bhdbuserstore\s+(?i:set)\s+\S+\s+\S+\s+(?P<hu>\S+)\s+['\"]?(?P<hv>[^\s'\"]{6,64})"
)
"""``-user <name> <pw>`` (sapcontrol and its kin); ``hdbuserstore SET <key> <host> <user> <pw>``."""
_USER_FLAG_START: Final = re.compile(r"(?<!\S)(?:--?|/)[uUlL]")
"""Where a user flag of ``_USER_FLAG`` can start (no other character matches ``u`` or ``l``
ignoring case): one quick scan a memory instead of the flag pattern's (~0.1 ms)."""
_USER_FLAG_START_STARTED: Final = Started(_USER_FLAG_START)
_KEY_LABEL: Final = re.compile(
    r"\s*(?:[-*]\s+)?[{\[]?\s*[\"']?(?P<k>[A-Za-z_][\w.\-]{3,40})[\"']?\s*"
)
"""A label that is one config key or variable (``- dronedeploy``, ``"mqtt_broker"``, ``SNYK``)."""
_DATA_TEXT: Final = (
    "state data value values body content text payload result output image digest seed input"
    " blob raw encoded message sample example default placeholder"
)
_DATA_KEYS: Final = frozenset(_DATA_TEXT.split())
"""Keys that hold data, not a vendor's credential, whatever their value looks like."""
_PASSWORD_SYMBOLS: Final = "!@$%^&*+?~#"
"""``_STRONG_SYMBOL`` but ``=``: a password's symbol (``=`` alone is a connector)."""
_TOKEN_CHARS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+/"
"""A token's characters: every token ``_token`` accepts holds 20 of them in a row."""
_NEEDLES: Final = (":", "=", "→", "->", " is ", " are ", " was ", " to ")


_SAID_CONNECTORS: Final = ("is", "are", "was", "were", "has", "have", "→", "->", ":", "：", "=")
"""What follows the spaces a ``_SAID`` match opens with (lower-cased), or its first character."""


def _said(text: str) -> list[re.Match[str]]:
    """``_SAID.finditer(text)``, tried only where a match can start: at each ``:``, ``：`` or
    ``=``, and at each space of the run of spaces before a connector (``_SAID_CONNECTORS``: a
    match that opens with a space reads spaces up to one). The scan tries every space of a
    memory (~75 µs, perf31); in a text whose lower-cased form does not read the same, it runs."""
    lower = lowered(text)
    index = index_of(lower)
    if len(lower) != len(text) or not index.plain():
        return list(_SAID.finditer(text))
    at: set[int] = set()
    for connector in _SAID_CONNECTORS:
        for q in index.of(connector):
            if connector in ":：=":
                at.add(q)
            i = q
            while i and text[i - 1].isspace():
                i -= 1
                at.add(i)
    return matches(_SAID, text, sorted(at))


def _password(value: str) -> bool:
    """A chosen password with a symbol that no identifier writes: not ``Build#4411``, not an
    e-mail address, a host, a path, a ``key=value`` pair, base64 or a version
    (``chosen_password``)."""
    if not any(c in _STRONG_SYMBOL for c in value) or _EMAILISH.search(value):
        return False
    if "/" in value or "=" in value or _HOST_PORT.search(value):
        return False  # a path, a URL, an assignment, base64 padding, user@host:port
    if any(value.count(c) >= 3 for c in set(value) if not c.isalnum()):
        return False  # CLP*26337-00418-A*1*250*…: fields of a record, not a password
    if _WORD_NUMBER.fullmatch(value) or _PORT_AT_HOST.fullmatch(value):
        return False  # Build#4411, PR-2291: a reference; 27000@lic01: a licence server
    return chosen_password(value) and not placeholder(value)


def _token(value: str, label: str, vendor: bool) -> bool:
    """A UUID under a vendor that issues UUID tokens; key material (random letters and digits,
    base64 of random bytes: ``key_material``), not hex (an account, a commit, a page); under a
    vendor's own name (``vendor``), also a run of random lower-case letters and digits."""
    if UUID.fullmatch(value):
        return UUID_VENDORS.search(label) is not None
    if _HEX.fullmatch(value) or readable_data(value):
        return False
    if key_material(value):
        return True
    if not vendor or not _LOWER_RANDOM.fullmatch(value) or _BECH32.fullmatch(value):
        return False
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    return letters >= 8 and digits >= 4 and random_like(value)


_LETTERS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_LOGIN_NEEDLES: Final = ("login", "logon", "log-in", "sign-in", "signin", "sign in")
_LOGIN_LABEL: Final = re.compile(r"(?i:\b(?:log[\s\-]?(?:in|on)|sign[\s\-]?in)\b)")
"""A label naming a login: after it a user name, or a password of random letters (sec28)."""


def _random_case(value: str) -> bool:
    """12+ letters, three capitals and three small ones at least, flipping case at random
    (``YBenVAhLYuzjoaC``): no user name (``jsmith``, ``McDonaldsAdmin``) reads so."""
    n = len(value)
    if n < 12 or not value.isalpha() or sum(map(str.isupper, value)) < 3:
        return False
    return sum(map(str.islower, value)) >= 3 and case_flips(value) * 5 >= 2 * (n - 1)


_WIFI_USES: Final = re.compile(
    r"(?i:\b(?:wi-?fi|wlan|ssid|hotspot|access\s+point|network)\b)[^\n.;:]{0,60}?\s(?:uses|takes)\s+"
    r"(?P<q>[\"'`]?)(?P<v>[A-Za-z0-9][^\s\"'`,;()<>\[\]{}|\\]{7,62}?)(?P=q)"
    r"(?=$|[\s,;)]|[.!?](?:\s|$))"
)
"""``the camera tether network 'VF-TETHER' uses <pw>``: a Wi-Fi network and its key (sec28)."""
_WIFI_USES_GATED: Final = FromNeedles(_WIFI_USES)
"""Tried only from its network words' places (a whole-memory scan: ~60 µs, perf31)."""
_WIFI_WORDS: Final = ("wifi", "wi-fi", "wlan", "ssid", "hotspot", "access point", "network")
_WIFI_TECH: Final = re.compile(
    r"(?i:wpa|wep|eap|802|enterprise|personal|radius|vlan|dhcp|channel|ghz|mesh|captive|sae"
    r"|tkip|ccmp|aes|band)"
)
"""What a network may also use that is no key: its security mode, its band, its VLAN."""


def _wifi_uses(text: str, covered: Covered) -> Iterator[tuple[str, int, int]]:
    if not has_any(lowered(text), _WIFI_WORDS):
        return
    for m in _WIFI_USES_GATED.finditer(text, index_of(lowered(text))):
        value = m["v"].rstrip(".!?")
        start = m.start("v")
        if _WIFI_TECH.search(value) or covered(start, start + len(value)):
            continue
        if chosen_password(value, words=2, random_case=True) and not placeholder(value):
            yield "system-password", start, start + len(value)


def _label(text: str, at: int) -> str:
    """The clause before a connector at ``at`` (at most 100 characters back)."""
    start = max(0, at - 100)
    for m in _CLAUSE_START.finditer(text, start, at):
        start = m.end()
    return text[start:at]


def system_named(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Values a clause names by their system or vendor (see the module's docstring)."""
    shaped = any(c in text for c in _PASSWORD_SYMBOLS) or has_run(text, _TOKEN_CHARS, 20)
    if not shaped and has_run(text, _LETTERS, 12) and has_any(lowered(text), _LOGIN_NEEDLES):
        shaped = True  # vault login for X: <random letters> (sec28)
    if shaped and any(n in text for n in _NEEDLES):  # a value of either shape, a connector
        for m in _said(text):
            start, end = m.span("v")
            if covered(start, end):
                continue
            label = _label(text, m.start())
            if not label.strip() or len(label.split()) > 14 or _NOT_SECRET_LABEL.search(label):
                continue
            value = m["v"].rstrip(".!?")
            end = start + len(value)
            ws = words(label)
            login = _LOGIN_LABEL.search(label) is not None
            if login:  # "login for the X migration": the object after "for" names no id
                ws = list(itertools.takewhile(lambda w: w not in PREPOSITIONS, ws))
            heads = [w for w in ws if w in NAME_HEADS or w in HEAD_FIRST]
            if any(w not in _LOGIN_HEADS for w in heads):
                continue  # Идентификатор проекта: an identifier, however random its value
            key = _KEY_LABEL.fullmatch(label)
            if key is not None and any(w in _DATA_KEYS for w in words(key["k"])):
                continue  # "state": "<random>": data under a key of data
            vendor = _BRAND.search(label) is not None
            named = (
                vendor
                or key is not None
                or any(
                    w.group().lower() not in _COMMON_CAPITALS for w in _CAPITALISED.finditer(label)
                )
            )
            if not (named or login or _SYSTEM.search(label)):
                continue
            if named and _token(value, label, named):
                rule = "service-named-key"
            elif _INGEST.search(label) and _HEX32.fullmatch(value):
                rule = "service-named-key"  # Datadog's API key: 32 hex under an ingest's config
            elif _password(value) or (login and _random_case(value)):
                rule = "system-password"
            else:
                continue
            after = whole_words(text, end, end + 40)
            if NOT_SECRET_WORDS.search(label[-32:]) or NOT_SECRET_WORDS.search(after):
                continue
            if NOT_KEY_MATERIAL.search(label):
                continue
            if context(text, start, end) == NOT_SECRET and not _ACCESS.search(label):
                continue  # a cache key, a page token; not a tunnel's key or an RFC user's password
            yield rule, start, end
    if " uses " in text:
        yield from _wifi_uses(text, covered)
    lower = lowered(text) if shaped else ""
    if (
        shaped
        and has_any(lower, ("user ", "login ", "usr ", "hdbuserstore"))
        and ("hdbuserstore" in text or _USER_FLAG_START_STARTED.search(text) is not None)
    ):
        for m in _USER_FLAG.finditer(text):
            group = "v" if m["v"] is not None else "hv"
            user, value = m["u"] or m["hu"], m[group]
            if value != user and chosen_password(value) and not covered(*m.span(group)):
                yield "cli-password-flag", *m.span(group)
