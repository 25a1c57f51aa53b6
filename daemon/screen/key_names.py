"""What the name before a value says about it (pure): a secret (``DB_PASSWORD=``, ``"token":``,
``the staging password is``) or something that merely carries a secret word (``token_hash:``,
``nextPageToken``, ``public key``, ``KMS key id``, ``clé publique``, ``公钥``), in any syntax.

The name is read as words, whatever its syntax: ``key=``, ``"key":``, ``KEY:``, ``--key``, a
YAML parent key, or prose (``the X is``, ``X for Y is``). ``snake_case``, ``camelCase``,
``kebab-case`` and dotted names split into words, so ``token_hash`` holds the word ``hash``
(a ``\\bhash`` regex does not see it there). One table of words (``key_words.py``) replaces
the context patterns each rule used to carry:

- a *name head* (``id``, ``hash``, ``digest``, ``fingerprint``, ``signature``, ``version``,
  ``commit``, ``address``, ``nonce``, ``salt``, ``cursor``…) says the value identifies or
  derives from something: no credential;
- a *public* word next to a secret word (``public key``, ``pubkey``, ``site key``, ``anon key``,
  ``publishable``, ``verify key``, ``client-side``, ``clé publique``, ``открытый ключ``, ``公钥``);
- a *non-secret modifier* of a secret word: a cursor (``next page token``, ``continuation
  token``, ``sync token``), a value kept encrypted (``encrypted``, ``sealed``, ``ciphertext``,
  ``hashed``), and for the word ``key`` a key of a store (``cache``, ``object``, ``primary``,
  ``idempotency``, ``redis``…);
- a *strong* secret word (``password``, ``secret``, ``token``, ``credential``…) nearest the
  value names it a secret; a weak one (``key``) does so unless the rules above say otherwise.

``judge`` answers NOT_SECRET, SECRET (the name's head is a secret word) or UNKNOWN.
"""

from __future__ import annotations

import re
from typing import Final

from .key_words import (
    ADMIN_KEY,
    CJK_KNOWN,
    CURSOR,
    CURSOR_HEADS,
    ENCRYPTED,
    FORM_SLOTS,
    HEAD_FIRST,
    KNOWN,
    LOOSE,
    NAME_HEADS,
    NEGATION,
    PREPOSITIONS,
    PUBLIC,
    PUBLIC_CJK,
    PUBLIC_KEY_ONLY,
    PUBLIC_WORDS,
    RANKS,
    RECORDED_SESSION,
    SECRET_KEY,
    SECRET_WORDS,
    SEED_NOT_SECRET,
    SESSION_ID,
    SET_VERBS,
    STATEMENT,
    STOP,
    STORE_KEY,
    STRONG,
    TRAILING,
    WEAK,
)
from .prefilter import LazyFoldGated
from .text import SPACELESS_SCRIPTS

NOT_SECRET: Final = -1
UNKNOWN: Final = 0
SECRET: Final = 1


_PARTICLE: Final = re.compile(r"[の的之]")
"""Chinese and Japanese possessive particles (``APIキーのハッシュ``: ``APIキー`` + ``ハッシュ``)."""
_CAMEL: Final = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_SCRIPT: Final = re.compile(
    f"(?<=[A-Za-z0-9])(?=[{SPACELESS_SCRIPTS}])|(?<=[{SPACELESS_SCRIPTS}])(?=[A-Za-z0-9])"
)
"""Latin next to CJK or Hangul (``キーID``) is two words; accented Latin (``Clé``) is one."""
_WORD: Final = re.compile(r"[^\W_]+")
_NUMBERED: Final = re.compile(r"(?<=^key)\d$|(?<=^secret)\d$|(?<=^token)\d$")
"""``key1``, ``key2`` (Azure's two account keys), ``token2``: the secret word and a number."""
_CLAUSE: Final = re.compile(
    r"[.;,!?]\s|[;|(\[\]{}<>\n]|\s(?:and|or|und|oder|et|ou|y|o|и|или)\s"
    r"|(?<!\S)(?=\S*\d)\S{12,}\s|[=:]\s?\S{6,}\s|:\s+(?=[^:=\n]+[:=]\s*[\"'`]?$)|(?<=\S)\s{2,}"
)
"""Where a name ends: a clause break, a conjunction, a long value before it (``id=… secret=``),
a lead-in's colon before a name with its own (``for the video pipeline: Agora app certificate
for …:``; not ``token: SSWS``, ``"keyId": "``), a run of spaces
(a literal ``\\n`` blanked)."""
_ASIDE: Final = re.compile(r"\s*\([^()\n]{0,100}\)")
"""A parenthesis inside the name (``the encrypted token (AES-GCM) is``) says nothing of it."""
_CELL: Final = re.compile(r"\s*\|\s*$")
_PATH_KEY: Final = re.compile(r"([\w.\-]+(?:/[\w.\-]+)*)/[\w.\-]+\W*$")
"""A namespaced key (``checksum/secret``): the namespace says what the value is."""
_VALUE_ATTR: Final = re.compile(
    r"(?i:\b(?:key|name|id)\s*=\s*[\"']([^\"'\n]{1,60})[\"']\s+value\s*=\s*[\"']?)$"
)
"""An XML/INI pair of attributes: ``key="ApiKeyId" value="…"``."""
_VALUE_ATTR_GATED: Final = LazyFoldGated(_VALUE_ATTR)
_WRAPPER: Final = re.compile(r"(?i:\benc|\bencrypted|\bsops|\bvault)$")
"""A bracket that wraps a ciphertext (eyaml ``ENC[PKCS7,…]``, SOPS ``ENC[AES256_GCM,…]``)."""
_OWN_LABEL: Final = re.compile(r"[A-Za-z][\w.\-]*\d[\w.\-]*:\s?")
"""A name with a digit that ends in a colon right before the value (the cut of a long value
would drop it): it is the label, read with the words before it."""
_GLUED_NAME: Final = re.compile(
    r"[:\s]\s*((?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[A-Z][A-Z0-9]{3,})=['\"]?)$"
)
"""A variable glued to its value by ``=`` after a colon or a space (``…: EMAIL_HOST_PASSWORD=``,
``…: PGPASSWORD=``, upper case when it has no underscore): the variable alone names the value,
not the words of the sentence before it (``for the pipeline: PGPASSWORD=``)."""
_ENV_NAME: Final = re.compile(r"(?<![\w.])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\s*[=:]\s*['\"]?$")
"""An environment variable's name (upper case, underscores): a setting, never a page cursor
(``nextSyncToken``), so a ``sync token`` there is a credential (sec28)."""
_PARENT: Final = re.compile(r"([A-Za-z][\w.\-]{1,40}):\s*(?:\\n)?$")
"""A YAML parent key with no value of its own (``encryptedData:\\n  password:``)."""


def words(name: str) -> list[str]:
    """The words of a name in any syntax, lower-cased (``nextPageToken``: next page token;
    ``APIキーのハッシュ``: api キー ハッシュ; ``访问令牌``: 访问令牌 令牌)."""
    spaced = _CAMEL.sub(" ", name)
    if spaced.isascii():
        found = _WORD.findall(spaced.lower())
        return [_NUMBERED.sub("", w) for w in found] if any(c.isdigit() for c in name) else found
    spaced = _SCRIPT.sub(" ", spaced)
    found = _WORD.findall(_PARTICLE.sub(" ", spaced.lower()))
    out: list[str] = []
    for w in found:
        out.append(w)
        if not w.isascii() and w not in KNOWN:
            tail = next((k for k in CJK_KNOWN if w.endswith(k)), None)
            if tail is not None:
                out.append(tail)  # a CJK compound ends with its head (访问令牌: 令牌)
    return out


_PHP_VISIBILITY: Final = re.compile(r"\b(?:public|private|protected)\s+(?:static\s+)?(?=\$)")
"""``public $secret = …``: PHP's visibility of a property, not a public value."""


def label(before: str) -> tuple[str, list[str]]:
    """The name right before a value: the text of its clause and its words (nearest last)."""
    if "$" in before:
        before = _PHP_VISIBILITY.sub("", before)
    if "(" in before:
        before = _ASIDE.sub("", before)
    if "|" in before:
        cell = _CELL.search(before)
        if cell is not None:
            before = before[: cell.start()]  # a table cell: its name is the cell before
    attr = _VALUE_ATTR_GATED.search(before)
    if attr is not None:
        before = attr.group(1) + ": "  # <add key="ApiKeyId" value="…">: the key names the value
    cut = previous = 0
    for m in _CLAUSE.finditer(before):
        previous, cut = cut, m.end()
    if cut == len(before) and _OWN_LABEL.fullmatch(before, before.rfind(" ", 0, cut - 1) + 1):
        cut = previous  # "secret for corp-export.4c1a2b.svc:": the long word is the name's own
    glued = _GLUED_NAME.search(before, max(cut - 1, 0))
    if glued is not None:
        cut = glued.start(1)  # "step 4 of the onboarding: SMTP_PASSWORD=": the variable names it
    raw = before[cut:]
    if cut and before[cut - 1] == "[" and _WRAPPER.search(before, 0, cut - 1):
        return raw, ["ciphertext"]  # ENC[PKCS7,…], ENC[AES256_GCM,…]: an encrypted value
    ws = [w for w in words(raw) if w not in STOP]
    popped = False
    while ws and ws[-1] in TRAILING:
        ws.pop()
        popped = True
    if popped and len(ws) >= 2 and ws[-1] in SET_VERBS:
        ws.pop()  # "the API key field was updated to <v>": the verb sets the name's value
    path = _PATH_KEY.search(raw) if "/" in raw else None
    if path is not None and any(w in NAME_HEADS for w in words(path.group(1))):
        ws.append("hash")  # checksum/secret: the namespace says what the value is
    if cut and before[cut - 1].isspace() and glued is None and " " not in raw.strip():
        # a YAML parent names the one key below it; an env variable (``board: APP_KEY=``) and a
        # phrase after a lead-in (``for the pipeline: Agora app certificate for …:``) name
        # themselves
        parent = _PARENT.search(before[:cut].rstrip())
        if parent is not None:
            ws = words(parent.group(1)) + ws
    return raw, ws[-12:]


def _phrase(ws: list[str]) -> list[str]:
    """The head phrase of ``X for Y``: X (a preposition between the name and its object)."""
    for i, w in enumerate(ws):
        if i == 0 or (w not in PREPOSITIONS and w not in LOOSE):
            continue
        head = ws[:i]
        if any(x in SECRET_WORDS or x in PUBLIC_WORDS for x in head) or (
            w in PREPOSITIONS and any(x in NAME_HEADS or x in ENCRYPTED for x in head)
        ):
            return head
        # nothing known in X: Y may name a secret, but never makes it an id (the account)
        rest = ws[i + 1 :]
        inner = _phrase(rest)
        if len(inner) < len(rest) and any(x in SECRET_WORDS for x in inner):
            rest = inner  # "note to self: X secret for the public portal": Y's own head
        return head + [x for x in rest if x not in NAME_HEADS]
    return ws


PUBLIC_NAME: Final = -2
"""``_named``: NOT_SECRET because the name calls the value public (``public key``, ``site key``)."""


_USER_WORDS: Final = frozenset({"user", "username", "login", "account", "client"})
"""A user's name before a public word and a password: the word is the name's (``meter-pub``)."""
_NEXT_TO_KEY: Final = frozenset({"site", "verify", "verifying", "verification", "verifier"})
"""Public only right before ``key``: a ``site key``, a ``verification key``; a ``site tunnel
key`` is a site's tunnel key, a ``verification API key`` the API key of a verification service."""


def _named(ws: list[str], vendor: bool = False) -> int:
    headed = True  # the nearest word is the head of the name (English compounds: last word)
    for i in range(len(ws) - 1, -1, -1):
        w = ws[i]
        if w in PUBLIC_WORDS:
            return PUBLIC_NAME  # pubkey, sitekey, xpub
        if w in SESSION_ID and i > 0 and ws[i - 1] == "session":
            if i > 1 and ws[i - 2] in RECORDED_SESSION:
                return NOT_SECRET  # a fraud check's or a replay's session: a record's id (sec23b)
            return SECRET if headed else UNKNOWN  # a session id is a bearer credential
        if w in NAME_HEADS or w in ENCRYPTED:
            return NOT_SECRET  # token_hash, key id, ciphertext for …
        if w not in SECRET_WORDS:
            headed = False  # leaked-token incident: the secret word only qualifies the head
            continue
        weak = w in WEAK
        secret_key = admin = False
        for j in range(i - 1, max(-1, i - 4), -1):  # its modifiers (up to three words)
            m = ws[j]
            if m in SECRET_WORDS:
                secret_key = weak and m in STRONG  # secret key: a key named secret
                break  # public key password: the password is the head
            if weak and m in SECRET_KEY:
                secret_key = True  # access key, signing key (unless a modifier before says public)
                admin = admin or m in ADMIN_KEY
                continue
            if m in PUBLIC and w in ("token", "tokens") and ws[j + 1 : j + 2] == ["api"]:
                continue  # a public API token: the API is public, its token is a credential
            if m in PUBLIC and not weak and _USER_WORDS.intersection(ws[max(0, j - 2) : j]):
                continue  # ``user meter-pub password``: the word is in the user's name (sec29)
            if m in PUBLIC or (
                weak
                and m in PUBLIC_KEY_ONLY
                and not vendor
                and not admin
                and (m not in _NEXT_TO_KEY or j == i - 1)
                and all(x in SECRET_KEY or x == "only" for x in ws[j + 1 : i])
            ):
                return PUBLIC_NAME  # a vendor's secret prefix or an admin word outweighs "search
                # key"; a "site tunnel key" is a site's tunnel key, not a site key
            if m in HEAD_FIRST or m in ENCRYPTED or (m in NEGATION and j == i - 1):
                return NOT_SECRET
            if m in CURSOR and w in CURSOR_HEADS and j == i - 1:
                return NOT_SECRET  # next page token, continuation token
            if weak and m in RANKS and any(x in SECRET_KEY for x in ws[max(0, j - 2) : j]):
                secret_key = True  # a device's or an API's primary key (Azure IoT Hub, APIM)
                continue
            if weak and m in STORE_KEY and not secret_key:
                return NOT_SECRET  # cache key; not "hot wallet private key", "S3 access key"

        if any(m in PUBLIC for m in ws[i + 1 : i + 3]):
            return PUBLIC_NAME  # an adjective after it (clé publique, chave pública)
        return SECRET if headed and (not weak or secret_key) else UNKNOWN
    return UNKNOWN


_BROWSER: Final = (
    r"\b(?:safe|embedded|shipped|served|exposed|visible|public|passed|sent|given)\s+(?:in|to|for)"
    r"\s+(?:the\s+)?(?:browser|frontend|front-end|web\s+page|page\s+source|html)s?\b"
)
"""A value handed to the browser is public by design (``passed to the browser``)."""
_BROWSER_NAME: Final = re.compile("(?i:" + _BROWSER + ")")
_AFTER_PUBLIC: Final = re.compile(
    r"(?i:^(?![\"'`]?\s*--?public\b)\W{0,3}\(?(?:public|client-side|publishable)\b(?!\s+(?:[\w\-]+\s+){0,2}[\w\-]*\d[\w\-]*\))|safe\s+to\s+(?:ship|commit|share"
    r"|publish|embed)|sent\s+in\s+the\s+clear|not\s+(?:a\s+)?(?:secret|credential|sensitive)\b"
    r"|\b(?:served|published|posted)\s+(?:at|on|in)\b"
    r"|" + _BROWSER + ")"
)
"""The words after a value (or inside the name's parenthesis) call it public: shipped to the
browser, safe to commit, sent in the clear."""
_AFTER_PUBLIC_GATED: Final = LazyFoldGated(_AFTER_PUBLIC)
_BROWSER_NAME_GATED: Final = LazyFoldGated(_BROWSER_NAME)
"""The two searched behind their gates (one of their words in the text, ``prefilter``): each
value a rule finds asks them, and ``re`` tries every branch of them at every position."""


_APPOSITIVE: Final = re.compile(r"[^\W\d_] $")
"""A noun right before the value with no connector (``client 3f2b…``, ``thumbprint 9A0C…``)."""
_VALUE_LIKE: Final = re.compile(r"\S*[\d#@/]\S*$")


_AFTER_NAME: Final = re.compile(
    r"\s*(?:(?:is|was|are)\s+(?:(?:the|a|an|our|its|their|this)\s+)?|\(\s*(?:the|a|an)\s+)"
    r"([^\W\d][\w'\- ]{0,40})"
)
"""``<value> is the device's public machine key``, ``<value> (a hash of the API key)``: a name
written after the value."""


_OWN_VALUE: Final = re.compile(
    r"(?i:[,;(]\s*(?:e-?mail|user(?:name)?|login|account)\s*[:=]?\s*[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"
    r"\)?\s*[:=]?\s*)$"
)
"""An identifier given with its own value inside a secret's name (``CF API key, email
a@b.example: <v>``): the name before it names the value."""


def _after_name(after: str) -> int:
    m = _AFTER_NAME.match(after)
    if m is None:
        return UNKNOWN
    if after.lstrip().startswith("(") and any(w in STATEMENT for w in words(m.group(1))):
        return UNKNOWN
    ws = [w for w in words(m.group(1)) if w not in STOP][:6]
    stop = next((i for i, w in enumerate(ws) if w in PREPOSITIONS or w in LOOSE), len(ws))
    return _named(ws[:stop]) if stop else UNKNOWN


def _verdict(before: str, after: str, vendor: bool = False) -> int:
    own = _OWN_VALUE.search(before) if "@" in before else None
    if own is not None and _verdict(before[: own.start()], "", vendor) == SECRET:
        return SECRET  # "API key for X, email a@b.example: <v>": the e-mail has its own value
    if _AFTER_PUBLIC_GATED.search(after[:60]) is not None:
        return PUBLIC_NAME
    named_after = _after_name(after)
    if named_after in (NOT_SECRET, PUBLIC_NAME):
        return named_after  # <hex> is the commit that …, <key> is the public key
    raw, ws = label(before)
    low = raw.lower()
    asides = _ASIDE.finditer(before[-len(raw) - 48 :])
    if (
        any(p in low for p in PUBLIC_CJK)
        or _BROWSER_NAME_GATED.search(raw)
        or any(_AFTER_PUBLIC_GATED.search(a.group().lstrip()[1:]) for a in asides)
    ):
        return PUBLIC_NAME  # 公钥, or "(client-side)" / "(public)" inside the name
    if not ws and before.rstrip().endswith("("):
        # an aside right after something (``PR #1080 (<sha>)``): it annotates that thing
        outer = before.rstrip()[:-1].rstrip()
        return _verdict(_VALUE_LIKE.sub("", outer), "", vendor)
    if "seed" in ws and any(w in SEED_NOT_SECRET for w in ws):
        return NOT_SECRET  # the seed of a random generator (test shuffle, fuzzer, Faker)
    named = _named(_phrase(ws), vendor)
    if named == NOT_SECRET and ws[-2:] == ["sync", "token"] and _ENV_NAME.search(raw):
        named = SECRET  # GEOFENCE_SYNC_TOKEN=: a sync service's token set in the environment
    if named == NOT_SECRET and len(ws) >= 2 and ws[-1] in FORM_SLOTS and ws[-2] in SECRET_WORDS:
        named = _named(_phrase(ws[:-1]), vendor)  # "set the Okta API token field to <v>"
    if (
        named != SECRET
        and ws
        and ws[-1] in NAME_HEADS
        and _APPOSITIVE.search(raw)
        and raw[:-1].lower().endswith(ws[-1])
    ):
        return NOT_SECRET  # "for client <uuid>": the value names the thing just before it
    return named


def judge(before: str, after: str = "", vendor: bool = False) -> int:
    """NOT_SECRET, SECRET or UNKNOWN for the value between ``before`` and ``after``: ``before``
    is the text of its line up to the value, ``after`` the rest of its clause. ``vendor``: the
    value has a vendor's secret prefix, which outweighs a name public only for some keys
    (``search key``, ``site key``)."""
    verdict = _verdict(before, after, vendor)
    return NOT_SECRET if verdict == PUBLIC_NAME else verdict


def called_public(before: str, after: str = "", vendor: bool = False, named: bool = True) -> bool:
    """Whether the name or the words around a value call it public (``public key``, ``site
    key``, ``(safe in the browser)``): true even of a vendor-shaped value (``vendor``: see
    ``judge``). ``named=False``: the caller has seen none of ``public_words``' strings in
    ``before`` or ``after`` (``public_places``), so only ``_AFTER_PUBLIC`` may say it, unless an
    aside in the name is cut out (its two sides then join) or read."""
    if named or "(" in before:
        return _verdict(before, after, vendor) == PUBLIC_NAME
    own = _OWN_VALUE.search(before) if "@" in before else None
    if own is not None and _verdict(before[: own.start()], "", vendor) == SECRET:
        return False
    return _AFTER_PUBLIC_GATED.search(after[:60]) is not None
