"""Credential screening of one line (pure): engine, own vendor shapes, structural rules and a
secret word next to a random-looking value. Spans are code-point columns of the line as written;
the value is judged (placeholder, weak example password, entropy) before a rule reports.

This module holds the order of the layers and what a sentence disclaims; the layers live in
``secret_vendors.py``, ``secret_structural.py`` (with ``secret_prose.py``) and
``secret_word_values.py`` and ``secret_announced.py``, sharing ``secret_context.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from .key_names import called_public
from .key_names_public import public_places
from .per_call import fresh
from .prefilter import FoldGated, lowers_plainly
from .secret_admin_logins import admin_logins
from .secret_announced import announced
from .secret_benign_values import benign_value
from .secret_call_args import call_args
from .secret_card_numbers import card_numbers
from .secret_cli_pairs import cli_pairs
from .secret_config_flags import config_flags
from .secret_connect_strings import connect_strings
from .secret_container_codes import container_codes
from .secret_context import CLAUSE_END, NOT_SECRET_WORDS
from .secret_cued_values import cued_values
from .secret_device_codes import device_codes
from .secret_device_override_codes import device_override_codes
from .secret_devices import devices
from .secret_digests import digests
from .secret_encoded_text import encoded_credentials, hex_passwords
from .secret_field_values import field_values
from .secret_fixture_claims import fixture_claim
from .secret_fixture_or_public import fixture_or_public
from .secret_fixtures import fixture_password
from .secret_games_cli import games_cli
from .secret_handed_keys import handed_keys
from .secret_handover_cues import handover_cues
from .secret_hook_urls import hook_urls
from .secret_htpasswd_lines import htpasswd_lines
from .secret_identifier_names import named_identifier
from .secret_iot_keys import iot_keys
from .secret_key_formats import key_formats
from .secret_key_pairs import key_pairs
from .secret_labelled_app_keys import labelled_app_keys
from .secret_labelled_codes import labelled_codes
from .secret_licence_keys import licence_keys
from .secret_login_as import login_as
from .secret_login_tails import login_tails
from .secret_login_verbs import login_verbs
from .secret_lookalikes import lookalike
from .secret_markup_pairs import markup_pairs
from .secret_more_vendors import more_vendors
from .secret_named_fields import named_fields
from .secret_named_handovers import named_handovers
from .secret_named_logins import named_logins
from .secret_named_material import named_material
from .secret_needles import Started, run_matches
from .secret_panel_codes import panel_codes
from .secret_password_for import password_for
from .secret_plc_passwords import plc_passwords
from .secret_prose_i18n import prose_i18n
from .secret_prose_orders import prose_orders
from .secret_prose_variants import prose_variants
from .secret_prose_verbs import prose_verbs
from .secret_public_ids import public_ids
from .secret_public_values import disclaimed_i18n, public_values
from .secret_references import prompted_after, reference
from .secret_remote_consoles import remote_consoles
from .secret_said_values import said_values
from .secret_service_named import service_named
from .secret_set_by_name import set_by_name
from .secret_spaced_codes import spaced_codes
from .secret_stand_ins import stand_in
from .secret_structural import structural
from .secret_sync_tokens import sync_tokens
from .secret_system_named import system_named
from .secret_terse_logins import terse_logins
from .secret_terse_vendor_labels import terse_vendor_labels
from .secret_tilde_values import tilde_values
from .secret_user_password_prose import user_password_prose
from .secret_values import KNOWN_EXAMPLES
from .secret_vendor_names import vendor_names
from .secret_vendors import SHAPE_ONLY, engine_matches, vendor_matches
from .secret_word_values import NOT_KEY_MATERIAL, secret_word_values, standalone
from .spans import Taken
from .text import blanked, folded


@dataclass(frozen=True)
class SecretMatch:
    rule: str
    start: int
    end: int


_DISCLAIMER: Final = re.compile(
    r"(?i:\b(?:fake|dummy|mock(?:ed)?|made[\s\-]up|invented)\s+(?:[\w\-]+\s+){0,2}"
    r"(?:token|key|secret|credential|password|value|string)s?\b"
    r"|\bnot\s+(?:a\s+)?(?:real|valid|live|actual|working)\b"
    r"|\b(?:an?|the|this)\s+example\s+(?:[\w\-]+\s+)?(?:token|key|secret|credential|password|value)s?\b"
    r"|\b(?:from|in)\s+(?:the\s+)?(?:[\w\-]+'s\s+)?(?:docs|documentation)\b"
    r"|\bpublic\s+by\s+design|\b(?:is|are)\s+public\b|\(public\b(?!\s+(?:[\w\-]+\s+){0,2}[\w\-]*\d[\w\-]*\))|\bsafe\s+to\s+(?:commit|share|publish)"
    r"|\b(?:fake|dummy|bogus|invalid)\s+(?:on\s+purpose|by\s+design|deliberately)\b"
    r"|\b(?:fake|dummy|decoy|mock)\s+(?:[\w\-]+\s+)?(?:form|login|page|site|portal)s?\b"
    r"|\b(?:it\s+is|it['’]s|is)\s+(?:a|the)\s+(?:lure|decoy)\b|\bno\s+(?:real\s+)?account\s+exists\b"
    r"|\bnot\s+(?:a\s+)?secret\b|\btest(?:s|ing)?\b[\w\s]{0,20}\bonly\b|\bonly\s+in\s+tests\b"
    r"|\btest\s+vectors?\b|\b(?:RFC|FIPS)[\s\-]?\d{3,5}\b"
    # a value a standard publishes for tests (fp23): "(spec default)", "the SDK's example key"
    r"|\b(?:spec|specification|sdk|standard|protocol)['’]?s?\s+(?:(?:documented|published)\s+)?"
    r"(?:defaults?|examples?|test\s+(?:values?|vectors?|keys?|codes?|passcodes?))\b"
    r"|\(\s*(?:contains\s+)?no\s+(?:secrets?|credentials?|passwords?|keys?|tokens?)(?:\s+in\s+it)?\s*\)"
    r"|\b(?:e\.g\.|for\s+example|for\s+instance|such\s+as)\s*[:,]?\s*[\"'`]?$)"
)
"""The sentence itself says the value is no credential (a fixture, a documented example)."""


_DISCLAIMER_GATED: Final = FoldGated(_DISCLAIMER)
_DISCLAIMER_WORDS: Final = (
    *("fake", "dummy", "mock", "made", "invented", "not", "example", "doc", "public", "safe"),
    *("bogus", "invalid", "test", "rfc", "fips", "(", "e.g.", "instance", "such", "decoy", "lure"),
    *("exists", "spec", "sdk", "standard", "protocol"),
)
r"""Every ``_DISCLAIMER`` match holds one, lower-cased (each branch's first word or a word all
its matches hold: ``(?:is|are)\s+public``, ``for\s+example``): tighter than the gate read
from the pattern, which holds ``key`` and ``secret``, words around most values."""


def _disclaims(part: str) -> bool:
    """``_DISCLAIMER.search(part)`` found something (``_DISCLAIMER_WORDS`` first, when the
    lower-cased text shows them: ``lowers_plainly``)."""
    if part.isascii() or lowers_plainly(part):
        lowered = part.lower()
        if not any(w in lowered for w in _DISCLAIMER_WORDS):
            return False
    return _DISCLAIMER.search(part) is not None


_CLIENT_ID: Final = re.compile(r"(?i:client[_\-.]?id)['\"]?\s*[:=]\s*['\"]?$")
"""A value set under an OAuth client id's name (the secret is the client *secret*)."""

_EXPANSION: Final = re.compile(r"\$\{[A-Za-z_][A-Za-z0-9_]*:?$")
"""The start of a shell parameter expansion: after it, ``?message`` is the error text printed when
the variable is unset (``${DB_PASSWORD:?missing}``); a ``:-default`` may still hold a secret."""


_CONTRAST: Final = re.compile(
    r"(?i:\b(?:but|however|whereas|while|though|aber|mais|pero|mas|ma)\b)"
    r"(?=[^\n]*\b(?:psk|pass\w*|pw|pwd|key|token|secret|pin|code)\b)"
)
"""``Guest wifi is public but staff SSID X psk <v>``: what the disclaimer calls public is
another thing than the secret named after the contrast."""


def _disclaimed(text: str, rule: str, start: int, end: int) -> bool:
    before = text[max(0, start - 48) : start].rsplit("\n", 1)[-1]
    if " " in before and (turn := list(_CONTRAST.finditer(before))):
        cut = start - len(before) + turn[-1].end()
        text = " " * cut + text[cut:]  # only what is said of the secret's own subject
        before = before[turn[-1].end() :]
    after = CLAUSE_END.split(text[end : end + 64], maxsplit=1)[0]
    if _disclaims(before) or _disclaims(after):
        return True
    if "pt" in after and prompted_after(after, text[start:end]):
        return True
    if disclaimed_i18n(text, start, end) or fixture_password(text, rule, start, end):
        return True  # fp14: a fixture's password so labelled
    if lookalike(text, rule, start, end) or stand_in(text, rule, start, end):
        return True  # fp15: an env read, a sops envelope, a test card, a placeholder login
    if benign_value(text, rule, start, end):
        return True  # fp24: a placeholder login, a fake fixture, a file digest, a record id
    if fixture_claim(text, rule, start, end) or named_identifier(text, rule, start, end):
        return True  # fp25: a fixture by its words, a public identifier by its name or scheme
    line_start = text.rfind("\n", max(0, start - 80), start) + 1
    name = text[max(line_start, start - 80) : start]
    if rule in SHAPE_ONLY or rule == "vendor-key-shape":
        return False  # key material, or a key whose vendor makes it secret (a CiviCRM site key)
    places = public_places(text)  # "anon key (safe in the browser)": a shape called public
    named = places is None or any(a < end + 64 and b > start - 80 for a, b in places)
    return called_public(name, after, rule == "prefixed-token", named)


_SSH_PUBLIC_KEY: Final = re.compile(
    r"\b(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp(?:256|384|521)"
    r"|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)(?:-cert-v01@openssh\.com)?"
    r"\s+AAAA[A-Za-z0-9+/]{8,}={0,3}"
)
"""An OpenSSH public key (any algorithm, host or user key, certificate): public material."""
_SSH_PUBLIC_KEY_STARTED: Final = Started(_SSH_PUBLIC_KEY)
_PUBLIC_PEM: Final = re.compile(
    r"-----BEGIN (?:TRUSTED |X509 )?(?:CERTIFICATE(?: REQUEST)?|PUBLIC KEY|RSA PUBLIC KEY"
    r"|NEW CERTIFICATE REQUEST|X509 CRL|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|SSH2 PUBLIC KEY)-----"
    r"(?:(?!-----BEGIN)[A-Za-z0-9+/=\s:\-,.\"])*?(?:-----END [A-Z0-9 ]+-----|$)"
)
"""A PEM block of public material (a certificate, a CSR, a public key, a signature)."""
_SIGNIFY_PUBLIC_KEY: Final = re.compile(r"(?<![A-Za-z0-9+/])RW[A-Za-z0-9+/]{54}(?![A-Za-z0-9+/=])")
"""A signify/minisign public key (``Ed`` + key id + 32 bytes = 56 base64 characters; secret keys
are longer), read only where the text names signify, minisign or an ``untrusted comment``."""
_SIGNIFY_WORDS: Final = re.compile(r"(?i:signify|minisign|untrusted comment)")
_SIGNIFY_NAMES: Final = ("signify", "minisign", "untrusted comment")


def _names_signify(text: str) -> bool:
    """``_SIGNIFY_WORDS.search(text)`` found something: by substrings of the lower-cased text
    when that is the same (``prefilter.lowers_plainly``)."""
    if lowers_plainly(text):
        lowered = text.lower()
        return any(name in lowered for name in _SIGNIFY_NAMES)
    return _SIGNIFY_WORDS.search(text) is not None


_ESCAPED_BREAK: Final = re.compile(r"(?<!\\)\\[nrt](?=[\w\-\[{<#\"' ]|$)")
"""A line break written as ``\\n`` (a JSON string, a one-line YAML/INI paste) separates like one."""


def _holds_credential(decoded: str) -> bool:
    """Whether text decoded from base64 holds a credential (``secret_encoded_text``)."""
    return bool(screen_text(decoded))


_ASIDE: Final = re.compile(
    r"(?<=\S)[ \t]*\([^()\n]{1,80}\)(?=(?:[ \t]+[^\s()]{1,12}){0,3}[ \t]*(?:[:=：៖]|->|→)?[ \t]*"
    r"[\"'`]?(?P<v>[^\s\"'`()]{8,}))"
)
"""An aside in brackets between a name and the value after it (``SN_PASSWORD (masked failed,
value shown in job log): <v>``, ``La password … (ZA) è <v>``, ``SMPP bind password for X (VN
NOC): <v>``): the name still names the value."""
_KEEPS_ASIDE: Final = re.compile(
    r"(?i:publi|example|sample|demo|fake|dummy|placeholder|test|fixture|\bids?\b|identifier"
    r"|hash|digest|checksum|fingerprint|revoked|expired|rotated|\bold\b|disabled|invalid"
    r"|redacted|format|pattern|regex|length|chars?\b|characters|policy|hint|\bnot?\b|never"
    r"|without|safe|client|browser|front|widget|only|read|receive|device|push|apns|fcm"
    r"|encrypt|cipher|kms|sha|md5|cert|cose|base64|hex|aes|rsa|ed25519|ecdsa|doc|beispiel"
    r"|kein|leitura|lectura|lecture|address|wallet|signing|signature|verify|key\b|\bapp\b"
    r"|mobile|\bpins?\b|\.(?:json|ya?ml|xml|plist|txt|pem|env|conf|ini|toml)\b)"
)
"""An aside that says something of the value (public, an example, revoked): never set aside."""


_KEPT_SECRET: Final = re.compile(
    r"(?i:\b(?:do\s+not|don['’]?t|never)\s+(?:share|post|paste|commit)\b|\bconfidential\b"
    r"|\bkeep\s+(?:it\s+)?secret\b)"
)
"""Words in an aside that ask to keep the value secret: they say nothing against it."""


def _asides_blanked(line: str) -> tuple[str, int] | None:
    """The line with its asides before a value blanked (same length), and where the first one
    starts; ``None`` when no aside stands before a value that could be a secret."""
    if "(" not in line or ")" not in line:
        return None
    out, first = line, -1
    for m in run_matches(_ASIDE, line, "(", " \t"):  # (each aside opens with its bracket)
        v = m["v"]
        shaped = any(c.isdigit() or not c.isalnum() for c in v) or sum(map(str.isupper, v)) >= 2
        aside = m.group()
        if "share" in aside or "secret" in aside or "confidential" in aside:
            aside = _KEPT_SECRET.sub(" ", aside)  # "(prod, do not share)" says it is secret
        if not shaped or _KEEPS_ASIDE.search(aside) or _DISCLAIMER_GATED.search(aside):
            continue
        if NOT_SECRET_WORDS.search(aside) or NOT_KEY_MATERIAL.search(aside):
            continue
        a, b = m.span()
        out = out[:a] + " " * (b - a) + out[b:]
        first = a if first < 0 else first
    return None if first < 0 else (out, first)


def screen_text(
    line: str, *, use_engine: bool = True, use_rules: bool = True, asides: bool = True
) -> list[SecretMatch]:
    """Credential matches of a text (offsets into it), non-overlapping, in order.

    Our vendor and structural rules run first; the engine then sees the text with their matches
    blanked (it has less to validate), and the secret-word rule comes last. A line with none
    is read again with its asides before a value blanked (``_asides_blanked``)."""
    fresh()  # the shared per-text answers are this call's (a text screened again pays again)
    out = _screen_text(line, use_engine=use_engine, use_rules=use_rules)
    if out or not asides:
        return out
    aside = _asides_blanked(line)
    if aside is None:
        return out
    again = _screen_text(aside[0], use_engine=use_engine, use_rules=use_rules)
    return [m for m in again if m.start > aside[1]]


def _screen_text(line: str, *, use_engine: bool, use_rules: bool) -> list[SecretMatch]:
    view = folded(line, fold_case=False)
    text = view.text
    if "\\" in text:  # (every escaped break holds a backslash)
        text = _ESCAPED_BREAK.sub("  ", text)  # same length: the view's columns still hold
    taken_view: list[tuple[int, int]] = []

    def engine_layer() -> Iterator[tuple[str, int, int]]:
        yield from engine_matches(blanked(text, taken_view))

    taken = Taken()
    public = [*(_SSH_PUBLIC_KEY_STARTED.finditer(text) if "AAAA" in text else ())]
    public += _PUBLIC_PEM.finditer(text) if "-----BEGIN" in text else ()
    public += _SIGNIFY_PUBLIC_KEY.finditer(text) if _names_signify(text) else ()
    for a, b in [*(m.span() for m in public), *public_ids(text), *digests(text)]:
        taken.add(*view.span(a, b, len(line)))  # public: nothing inside is secret
        taken_view.append((a, b))
    for a, b in public_values(text):
        s, e = view.span(a, b, len(line))
        if not taken.overlaps(s, e):
            taken.add(s, e)
            taken_view.append((a, b))

    def covered(start: int, end: int) -> bool:
        return taken.overlaps(*view.span(start, end, len(line)))

    layers: list[Iterator[tuple[str, int, int]]] = []
    if use_rules:
        layers += [more_vendors(text, covered), vendor_matches(text), structural(text, covered)]
        layers += [handed_keys(text, covered), cued_values(text, covered)]
        layers.append(key_formats(text, covered))
    if use_engine:
        layers.append(engine_layer())
    if use_rules:
        layers += [
            secret_word_values(text, covered),
            announced(text, covered),
            hook_urls(text, covered),
            set_by_name(text, covered),
            encoded_credentials(text, _holds_credential, covered),
            hex_passwords(text, covered),  # session 25: a password written in hex
            terse_logins(text, covered),
            password_for(text, covered),  # session 26: no connector before the value
            prose_variants(text, covered),
            config_flags(text, covered),
            cli_pairs(text, covered),
            labelled_codes(text, covered),
            licence_keys(text, covered),
            admin_logins(text, covered),
            named_material(text, covered),
            markup_pairs(text, covered),
            prose_verbs(text, covered),
            login_as(text, covered),
            call_args(text, covered),
            spaced_codes(text, covered),
            service_named(text, covered),
            games_cli(text, covered),
            named_fields(text, covered),
            devices(text, covered),
            iot_keys(text, covered),
            field_values(text, covered),
            prose_i18n(text, covered),
            connect_strings(text, covered),
            said_values(text, covered),
            system_named(text, covered),
            handover_cues(text, covered),
            named_logins(text, covered),
            htpasswd_lines(text, covered),
            remote_consoles(text, covered),
            named_handovers(text, covered),
            standalone(text, covered),
            prose_orders(text, covered),  # sec23: value-first and changed-to orders
            device_codes(text, covered),  # sec23b: codes and keys a device's words name
            login_tails(text, covered),  # sec23b: password and key shapes of their own
            vendor_names(text, covered),  # last: a token no named rule caught (sec21)
            terse_vendor_labels(text, covered),  # sec27: ``glassnode <token>``, no connector
            user_password_prose(text, covered),  # sec27: ``login … is <user> and <pw>``
            container_codes(text, covered),  # sec29: ``the safe … has the code <digits>``
            login_verbs(text, covered),  # sec29: ``the tablet logs in with <pw>``
            sync_tokens(text, covered),  # sec29: ``menu sync token: kp1.<v>``
            key_pairs(text, covered),  # sec29: ``public <key> private <key>``
            tilde_values(text, covered),  # sec29: ``MicrosoftAppPassword=~<v>``
            card_numbers(text, covered),  # sec30: a Luhn card number with its CVV
            panel_codes(text, covered),  # sec30: HMI level codes, an alarm's code after the event
            plc_passwords(text, covered),  # sec30: a PLC project password of random letters
            device_override_codes(text, covered),  # sec30b: a device's service code, PSK, APN login
            labelled_app_keys(text, covered),  # sec30b: an app key after an aside or unknown name
        ]
    out: list[SecretMatch] = []
    for layer in layers:
        for rule, start, end in layer:
            s, e = view.span(start, end, len(line))
            if taken.overlaps(s, e):
                continue  # overlaps a more specific match
            taken.add(s, e)
            taken_view.append((start, end))
            value = text[start:end]
            known = any(k in value for k in KNOWN_EXAMPLES)
            if known or reference(value) or fixture_or_public(text, rule, start, end):
                continue
            if _CLIENT_ID.search(text, max(0, start - 40), start):
                continue  # TWITCH_CLIENT_ID=…: an OAuth client id is public by design
            if value.startswith("?") and _EXPANSION.search(text, max(0, start - 80), start):
                continue
            if value.endswith(("…", "...")) and not any(c in value for c in ", [\n"):
                continue  # a documented shape cut short (``eyJ0eXAi….…``), not a value
            if not _disclaimed(text, rule, start, end):
                out.append(SecretMatch(rule, s, e))
    return sorted(out, key=lambda m: (m.start, m.end))
