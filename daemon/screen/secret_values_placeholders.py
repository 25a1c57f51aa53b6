"""What says a value is no credential (pure): placeholders and weak example passwords, words
that call a value no secret, prefixes of keys public by design, published example values.
"""

from __future__ import annotations

import itertools
import re
from typing import Final

VENDOR_PLACEHOLDER: Final = re.compile(
    r"x{6,}|X{6,}|\*{3,}|\.{3}|…|example|placeholder|your[_\-]|redacted|<[^>]*>|\$\{|(.)\1{9,}",
    re.IGNORECASE,
)
"""A vendor-shaped match is a placeholder only when it says so (a prefix is strong evidence)."""
_TEN_SAME: Final = re.compile(r"(.)\1{9}")
_VENDOR_PLACEHOLDER_WORDS: Final = (
    "xxxxxx",
    "example",
    "placeholder",
    "your_",
    "your-",
    "redacted",
)


def vendor_placeholder(value: str) -> bool:
    """``VENDOR_PLACEHOLDER.search(value)`` found something. An ASCII value is first asked for
    what one of its branches needs, in its lower case (``x{6,}`` ignoring case is six ``x``s,
    ``(.)\\1{9,}`` ten equal characters): a vendor's token holds none (~5 µs a value saved)."""
    if value.isascii():
        low = value.lower()
        if not (
            any(w in low for w in _VENDOR_PLACEHOLDER_WORDS)
            or "***" in value
            or "..." in value
            or "${" in value
            or ("<" in value and ">" in value)
            or _TEN_SAME.search(low) is not None
        ):
            return False
    return VENDOR_PLACEHOLDER.search(value) is not None


_PLACEHOLDER: Final = re.compile(
    r"x{4,}|X{4,}|\*{3,}|\.{3}|…|example|placeholder|your[_\-]|changeme|change_me|redacted|dummy"
    r"|sample|<[^>]*>|\{\{|\}\}|\$\{|^\$(?=[\w{(?!#@*$\-]|$)|^%\w+%$|^\[|fake|^(?:true|false|null|none|undefined"
    r"|required|optional)$|^[~./]|(.)\1{5,}|0123456|abcdef(?!\w*\d\w*[g-z])|^op://"
    r"|^(?:env|file|fd):|^[!&*@][A-Za-z_]+$|^(?:test|mock|fake|dummy|demo)[\-_]"
    r"|^ENC\[|ANSIBLE_VAULT|^vault:|^ref\+|^sops:|^[A-Za-z]:\\|^<%|^\$\("
    r"|^\d{4}-\d{2}-\d{2}(?:[T ]\d|$)|^[\w.+\-]+@[\w\-]+\.[\w.\-]+$"
    r"|^(?-i:\{(?:[^\W\d_A-Z]+(?:[_.\-][^\W\d_A-Z]+)*|[A-Z]+(?:_[A-Z]+)*|(?:[A-Z][a-z]+)+)\}$)"
    r"|^%\(\w+\)s$|^#\{"
    r"|^(?-i:[A-Z_]*(?:TOKEN|PASSWORD|PASSWORT|SECRET|CONTRASEÑA|SENHA|PAROLA|HASLO|PWD)[A-Z_]*$)",
    re.IGNORECASE,
)
_WEAK: Final = frozenset(
    [
        "pass",
        "passwd",
        "pwd",
        "user",
        "username",
        "foobar",
        "password",
        "password1",
        "password123",
        "passw0rd",
        "secret",
        "changeme",
        "admin",
        "root",
        "postgres",
        "guest",
        "letmein",
        "123456",
        "12345678",
        "qwerty",
        "hunter2",
        "test",
        "testing",
        "example",
        "mysql",
        "redis",
        "default",
        "tiger",
        "changeit",
    ]
)
NOT_SECRET_CONTEXT: Final = re.compile(
    r"(?i:fingerprint|thumbprint|\bkid\b|\bjwks?\b|\bgpg\b|--recv-keys|--keyserver|sha-?(?:1|256|512)"
    r"|md5|checksum|\bhash|(?<!n't )(?<!not )(?<!never )(?<!pas )(?<!nicht )(?<!no )commit"
    r"|public|\bpk[_.]|request\s+ids?"
    r"|cache[\s_\-]?key|uuid|(?<!\.)\bexample\b(?!\.)|format|regex|prefix|start\s+with|looks?\s+like|publishable|\bids?\b|\bsid\b"
    r"|idempotency|correlation|(?:trace|span|tenant|subscription|request)[\s_\-]?ids?\b"
    r"|not\s+(?:a\s+)?secret|not\s+sensitive|(?:safe|fine)\s+to\s+commit)"
)
PUBLIC_PREFIXES: Final = (
    "pk_test_",
    "pk_live_",
    "phc_",
    "pk-lf-",
    "pk.eyJ",
    "xpub",
    "ypub",
    "zpub",
    "tpub",
    "npub1",
    # DER SubjectPublicKeyInfo in base64 (fp35): RSA 2048/3072/4096, EC P-256/P-384, Ed25519,
    # X25519 public keys (a Play licence key, a JWT verification key); private keys start MII…A…S
    "MIIBIjANBgkqhkiG9w0BAQEFAAOC",
    "MIIBojANBgkqhkiG9w0BAQEFAAOC",
    "MIICIjANBgkqhkiG9w0BAQEFAAOC",
    "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE",
    "MHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE",
    "MCowBQYDK2VwAyEA",
    "MCowBQYDK2VuAyEA",
)
"""Published by design (Stripe publishable keys, PostHog project keys, Langfuse public keys,
Mapbox public tokens, extended public keys of a wallet, Nostr public keys): never a credential."""
KNOWN_EXAMPLES: Final = (
    "4eC39HqLyjWDarjtT1zdp7dc",  # Stripe's documented test key (sk_test_…)
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",  # the jwt.io example token's signature
    "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",  # Hardhat account #0
    "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",  # Hardhat account #1
    "JBSWY3DPEHPK3PXP",  # the TOTP example secret of Google Authenticator's docs
    "16C7e42F292c6912E7710c838347Ae178B4a",  # GitHub's documented example token
    "correct-horse-battery-staple",  # the XKCD example passphrase
    "correct horse battery staple",
    # the BIP39 reference test vectors (the all-zero and all-ones entropies and two others)
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon ab",
    "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo",
    "legal winner thank year wave sausage worth useful legal winner thank ye",
    "letter advice cage absurd amount doctor acoustic avoid letter advice cage ab",
    "test test test test test test test test test test test junk",  # Hardhat's test mnemonic
    # the Azure Storage emulator's account key (Azurite, devstoreaccount1: in Microsoft's docs)
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
    # the Azure Cosmos DB emulator's master key (published in its docs)
    "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==",
)
"""Published example values that look like secrets (a doc or a test net): never a credential."""


# ``_PLACEHOLDER`` split for speed (the same answer): its anchored branches, tried at the start
# only; its literal words, found by substring on an ASCII value; the few other branches.
_PLACEHOLDER_START: Final = re.compile(
    r"\$(?=[\w{(?!#@*$\-]|$)|%\w+%$|%%\w+%%$|@@\w+@@$|\[|(?:true|false|null|none|undefined|required|optional)$|[~./]|op://"
    r"|(?:env|file|fd):|[!&*@][A-Za-z_]+$|(?:test|mock|fake|dummy|demo)[\-_]"
    r"|ENC\[|vault:|ref\+|sops:|[A-Za-z]:\\|<%|\$\("
    r"|\d{4}-\d{2}-\d{2}(?:[T ]\d|$)|[\w.+\-]+@[\w\-]+\.[\w.\-]+$"
    # {password}, {DB_PASS}, %(password)s, #{pass}: templates (fp35); not {DExaTXcd0L1x6Q}
    r"|(?-i:\{(?:[^\W\d_A-Z]+(?:[_.\-][^\W\d_A-Z]+)*|[A-Z]+(?:_[A-Z]+)*|(?:[A-Z][a-z]+)+)\}$)"
    r"|%\(\w+\)s$|#\{"
    r"|(?-i:[A-Z_]*(?:TOKEN|PASSWORD|PASSWORT|SECRET|CONTRASEÑA|SENHA|PAROLA|HASLO|PWD)[A-Z_]*$)",
    re.IGNORECASE,
)
_PLACEHOLDER_WORDS: Final = (
    "xxxx",
    "***",
    "...",
    "example",
    "placeholder",
    "changeme",
    "change_me",
    "redacted",
    "dummy",
    "sample",
    "{{",
    "}}",
    "${",
    "fake",
    "0123456",
    "ansible_vault",
)
_REPEATED: Final = re.compile(r"(.)\1{5,}")
_PLACEHOLDER_REST: Final = re.compile(
    r"your[_\-]|<[^>]*>|(.)\1{5,}|abcdef(?!\w*\d\w*[g-z])", re.IGNORECASE
)


_B64_BLOCK: Final = re.compile(r"/(?=\S*[A-Z])(?=\S*[a-z])(?=\S*\d)[A-Za-z0-9+/]{39,}={0,2}")
"""Base64 key material (40+ characters, mixed case and digits) that happens to start with "/"."""


def _placeholder_text(v: str) -> bool:
    """``_PLACEHOLDER.search(v)``, faster on an ASCII value."""
    if not v.isascii():
        return _PLACEHOLDER.search(v) is not None
    if _PLACEHOLDER_START.match(v) is not None and not _random_marked(v):
        return True
    lower = v.lower()
    if any(w in lower for w in _PLACEHOLDER_WORDS):
        return True
    if "your" in lower or "<" in v or "abcdef" in lower:
        return _PLACEHOLDER_REST.search(v) is not None
    run = _REPEATED.search(lower)  # (.)\1{5,}, case-insensitive on ASCII
    return run is not None and not _vendor_run(lower, run)


def _random_marked(v: str) -> bool:
    """A mark then random letters of both cases (``*_FgTwaIgbcyWxqRMOpkt``): a generated
    password that opens with a mark, not a YAML alias or tag (``*defaults``, ``!Ref``; sec28)."""
    letters = v[1:].replace("_", "")
    if v[:1] not in "!&*@" or len(letters) < 12 or not letters.isalpha():
        return False
    return sum(a.islower() != b.islower() for a, b in itertools.pairwise(letters)) * 20 >= 7 * (
        len(letters) - 1
    )


def _vendor_run(lower: str, run: re.Match[str]) -> bool:
    """A run inside a vendor's fixed prefix (Turnstile's ``0x4AAAAAAA…``) with 20+ characters of
    no run after it: the prefix repeats, the key does not."""
    rest = lower[run.end() :]
    return run.end() <= 12 and len(rest) >= 20 and _REPEATED.search(rest) is None


def placeholder(value: str) -> bool:
    v = value.strip("\"'`")
    if _B64_BLOCK.fullmatch(v):
        v = v[1:]  # base64 key material may start with "/" (``/h2na…+…=`` is no path)
    return _placeholder_text(v) or v.lower() in _WEAK


_VARIABLE: Final = re.compile(r"\$(?=[\w{(?!#@*$\-]|$)")
"""A shell or template reference (``$DB_PASS``, ``${X}``, ``$(cmd)``, ``$1``, ``$@``): a ``$``
before any other character (``$%buyTx…``) starts a password, not a variable."""


def variable(value: str) -> bool:
    """Whether a value is a reference to a variable rather than the value itself."""
    return _VARIABLE.match(value) is not None


_SEPARATORS: Final = re.compile(r"[\-:_. ]")
_HEX_DIGITS: Final = frozenset("0123456789abcdefABCDEF")


def patterned_bytes(value: str) -> bool:
    """The value's hex tail (its last separated parts that are all hex, 16+ digits) is one digit
    repeated or bytes counting in one step (``pat-na1-00000000-0000-…``, ``00112233…eeff``,
    ``000102…0f``): a nil or test pattern, no key (fp23)."""
    tail: list[str] = []
    for part in reversed(_SEPARATORS.split(value)):
        if not part or not _HEX_DIGITS.issuperset(part):
            break
        tail.append(part)
    body = "".join(reversed(tail)).lower()
    if len(body) < 16:
        return False
    if len(set(body)) == 1:
        return True
    if len(body) % 2:
        return False
    numbers = [int(body[k : k + 2], 16) for k in range(0, len(body), 2)]
    steps = {(b - a) % 256 for a, b in itertools.pairwise(numbers)}
    # counting up (00 01 02 …, 00 11 22 …, 01 23 45 …) or down from ff to 00 (ffeedd…1100); a
    # run that stops short of both ends (``9f8e7d…b2a1a0``) is how hand-made keys look: flagged
    if len(steps) != 1 or 0 in steps:
        return False
    return steps <= {0x01, 0x11, 0x22} or numbers[0] == 0xFF or numbers[-1] == 0x00
