"""The structural credential rules (pure): each rule's captured group judged by its kind
(key material, a wallet's hex, a named value, a random-looking or password-like value), then
the prose layers (``secret_prose.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import cache
from typing import Final

from .key_names import NOT_SECRET
from .pair_index import PairIndex
from .secret_context import (
    NOT_SECRET_WORDS,
    PASSWORD_NAME,
    Covered,
    context,
    never,
    whole_words,
    with_gate,
)
from .secret_material import (
    FUNCTION_WORDS,
    basic_credentials,
    bip39_run,
    code_list,
    key_bytes,
    private_pem,
    secret_literal,
)
from .secret_needles import index_of, lowered
from .secret_prose import prose
from .secret_rules_named import NAMED, SECRET_BLOCK, WALLET
from .secret_rules_positional import POSITIONAL
from .secret_rules_services import SERVICES
from .secret_rules_structural import STRUCTURAL, STRUCTURAL_CLI
from .secret_values import (
    PUBLIC_PREFIXES,
    algorithm_name,
    classes,
    human_password,
    json_secret,
    password_like,
    placeholder,
    random_like,
    readable_data,
)

_ID_LABEL: Final = re.compile(r"(?i:\bids?)[ \t]*[:=]?[ \t]*$")
"""An id label right before a value: what follows is the id, not a flag's password."""
_STRUCTURAL: Final = tuple(
    (rule, with_gate(p))
    for rule, p in STRUCTURAL + STRUCTURAL_CLI + NAMED + WALLET + POSITIONAL + SERVICES
)


_OBJECT_ID_PREFIX: Final = re.compile(r"(?!sk_|rk_|pk_|whsec_)[a-z]{2,5}_(?:test|live)")
"""Stripe-style object ids carry the mode too (``cs_test_…`` a Checkout Session); only ``sk_``,
``rk_`` (secret, restricted) and ``whsec_`` keys are secrets (``pk_`` is public)."""
_SPAN_GROUPS: Final = (
    "pem", "m", "codes", "bytes", "lit", "b", "short", "v", "w", "x", "y",
    "rv", "nv", "dv", "hx", "json", "strong", "bip",
)  # fmt: skip
_HUMAN_JUDGED: Final = frozenset(id(p) for _, p in NAMED + POSITIONAL + SERVICES)
"""Rules whose value a password name gives: a password a person chose counts."""
_HASH_BETWEEN: Final = re.compile(
    r"(?i:hash|\btx\b|txn|transaction|block|root|salt|topic|slot|selector|digest|sha|checksum"
    r"|signature|\bsig\b|event|storage|commit|\bids?\b|address|bytecode|nonce|merkle|keccak"
    r"|\brole\b|public)"
)
"""Words between a wallet word and 64 hex digits that make them a hash or an id."""
_PRIVATE_KEY_JUST_BEFORE: Final = re.compile(
    r"(?i:\b(?:pk|privkey|priv(?:ate)?[\s_\-]?key)\s*[:=]?\s*['\"`]?$)"
)
"""``account …: pk 0x…``: the key's own name right before the hex outweighs a name before it."""
_SETTING: Final = re.compile(r"['\"]?[A-Za-z_][\w.\-]*=(?![A-Za-z0-9+/=]{0,3}$)")
"""``name=value`` after a short flag (``pytest -p 'randomly_seed=…'``): an option, no password."""


_LOCAL_HOST: Final = re.compile(
    r"@(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|host\.docker\.internal)(?![\w.\-])"
)


_AUTH_HEADER: Final = re.compile(r"(?i:auth|header|credential)")
"""Before ``Basic <base64>``: an ``Authorization`` header, ``X_AUTH_HEADER=``, an ``authorization
header for …:`` label; there the value is a credential even when it decodes to no ``user:pw``."""


def _local_default(m: re.Match[str], value: str) -> bool:
    """A URL whose password repeats its user name on the local machine
    (``postgres://wallet:wallet@localhost:5435/wallet``): a development default, no secret."""
    user = (m.groupdict().get("u") or "").lower()
    if not user or value.lower() != user or m.groupdict().get("v") is None:
        return False
    return _LOCAL_HOST.match(m.string, m.end("v")) is not None


@cache
def _indices() -> tuple[PairIndex, PairIndex]:
    """The rules keyed by what ``Gated.matches`` first needs in a text: one of ``has`` in the
    text (a rule without ``starts``), one of its needles in the lower-cased text (a rule with
    needles and no ``has``); each other rule is read always (lat14)."""
    return (
        PairIndex([g.has if g.has and g.starts is None else None for _, g in _STRUCTURAL]),
        PairIndex([g.needles if not g.has else None for _, g in _STRUCTURAL]),
    )


def _candidates(text: str, lower: str) -> Sequence[int]:
    """The rules of ``_STRUCTURAL`` (in order) that may find something in ``text``: the others
    return nothing from ``Gated.matches`` (a needle is read in ``lower`` only when it has the
    text's length, as there)."""
    by_has, by_needles = _indices()
    found = by_has.candidates(text)
    if len(lower) != len(text) or isinstance(found, range):
        return found
    return sorted(set(found).intersection(by_needles.candidates(lower)))


def structural(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    lower = lowered(text)
    index = index_of(lower)
    plain = len(lower) == len(text)
    for k in _candidates(text, lower):
        rule, gated = _STRUCTURAL[k]
        if plain and not gated.has and gated.needles and index.none_of(gated.needles):
            continue  # ``Gated.matches`` reads it only from its needles, and none occurs
        for m in gated.matches(text, lower, index):
            groups = m.groupdict()
            span = next((g for g in _SPAN_GROUPS if groups.get(g) is not None), None)
            if span is not None and covered(m.start(span), m.end(span)):
                continue
            if groups.get("pem") is not None:
                if private_pem(m.group("pem")):
                    yield rule, m.start("pem"), m.end("pem")
                continue
            if groups.get("codes") is not None:
                if code_list(m.group("codes")):
                    yield rule, m.start("codes"), m.end("codes")
                continue
            if groups.get("bytes") is not None:
                if key_bytes(m.group("bytes")):
                    yield rule, m.start("bytes"), m.end("bytes")
                continue
            if groups.get("bip") is not None:
                run = bip39_run(m.group("bip"))
                if run is not None:
                    yield rule, m.start("bip") + run[0], m.start("bip") + run[1]
                continue
            if groups.get("m") is not None:
                if sum(w in FUNCTION_WORDS for w in m.group("m").split()) < 3:
                    yield rule, m.start("m"), m.end("m")  # a wallet's recovery words, not prose
                continue
            if groups.get("hx") is not None:
                between = text[m.start() : m.start("hx")]
                if (
                    not _HASH_BETWEEN.search(between)
                    and not placeholder(m.group("hx"))
                    and (
                        _PRIVATE_KEY_JUST_BEFORE.search(between) is not None
                        or context(text, m.start("hx"), m.end("hx")) != NOT_SECRET
                    )
                ):
                    yield rule, m.start("hx"), m.end("hx")
                continue
            if groups.get("json") is not None:
                if json_secret(m.group("json")):
                    yield rule, m.start("json"), m.end("json")
                continue
            if groups.get("strong") is not None:
                if not placeholder(m.group("strong")):
                    yield rule, m.start("strong"), m.end("strong")
                continue
            if groups.get("rv") is not None:
                rv = m.group("rv").replace("%3D", "=").replace("%3d", "=")
                if random_like(rv) and not readable_data(rv):
                    yield rule, m.start("rv"), m.end("rv")
                continue
            if groups.get("nv") is not None:
                nv = m.group("nv").rstrip(".,;)")
                if (
                    random_like(nv) or (len(nv) >= 12 and classes(nv) >= 3 and password_like(nv))
                ) and (context(text, m.start("nv"), m.end("nv")) != NOT_SECRET):
                    yield rule, m.start("nv"), m.start("nv") + len(nv)
                continue
            if groups.get("dv") is not None:
                dv = m.group("dv")
                head = text[max(0, m.start() - 200) : m.start()]
                if SECRET_BLOCK.search(head) and (human_password(dv) or random_like(dv)):
                    yield rule, m.start("dv"), m.end("dv")
                continue
            if groups.get("lit") is not None:
                if secret_literal(text, m):
                    yield rule, m.start("lit"), m.end("lit")
                continue
            encoded = groups.get("b")
            if encoded is not None:
                if basic_credentials(encoded) or (
                    rule == "basic-auth"
                    and len(encoded) >= 16
                    and random_like(encoded)
                    and _AUTH_HEADER.search(text, max(0, m.start() - 80), m.start()) is not None
                ):  # an opaque Basic value an auth header's name or label names
                    yield rule, m.start("b"), m.end("b")
                continue
            short = groups.get("short")
            if short is not None:
                # A short CLI flag (``ldapsearch -w …``) or a vendor-style ``prefix_`` token: only a
                # random-looking value counts (``-p 8080:80`` and identifiers pass).
                described = rule == "prefixed-token" and (
                    NOT_SECRET_WORDS.search(whole_words(text, max(0, m.start() - 32), m.start()))
                    or text.startswith(PUBLIC_PREFIXES, m.start())
                    or context(text, m.start(), m.end(), vendor=True) == NOT_SECRET  # "refund re_…"
                    or _OBJECT_ID_PREFIX.fullmatch(groups.get("pfx") or "") is not None
                )
                setting = _SETTING.match(short) is not None  # -p 'randomly_seed=314…': a setting
                setting = setting or short.startswith("-")  # sacct -p --format=…: the next flag
                # ``folder id -pG-wQ…``: an id that starts with a dash, named as an id (sec23b)
                named_id = _ID_LABEL.search(text, max(0, m.start() - 16), m.start() + 1) is not None
                setting = setting or named_id
                if random_like(short) and not described and not setting:
                    yield rule, m.start("short"), m.end("short")
                continue
            name = next((g for g in ("v", "w", "x", "y") if groups.get(g) is not None), "v")
            value = groups.get(name)
            if value is None:
                continue
            strong = rule in (
                "url-credentials",
                "netrc-password",
                "pgpass-line",
                "mysql-password-flag",
                "totp-seed",
            )
            ok = (
                (not placeholder(value.strip("'\"`.,;:)")) and len(value.strip("'\"")) >= 4)
                if strong
                else (password_like(value) or random_like(value))
            )
            if rule == "bearer-token":
                ok = random_like(value)
            elif not ok and not strong:
                prefix = text[m.start() : m.start(name)]
                ok = (
                    rule in ("cli-password-flag", "login-password", "password-stdin")
                    or id(gated.pattern) in _HUMAN_JUDGED
                    or PASSWORD_NAME.search(prefix) is not None
                ) and human_password(value)
            if ok and rule == "cli-user-password" and ":" not in text[m.start() : m.start(name)]:
                ok = random_like(value)  # -u ab1234: a user name; only a token stands alone
            if ok and rule == "url-credentials" and _local_default(m, value):
                ok = False  # postgres://wallet:wallet@localhost: a local default, user = password
            if ok and not strong and algorithm_name(value):
                ok = False  # encrypted with ChaCha20-Poly1305: an algorithm, not a password
            if ok:
                yield rule, m.start(name), m.end(name)
    yield from prose(text, lower, index, covered)
