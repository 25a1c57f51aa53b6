"""Base64 values that decode to something readable (pure): data that is no credential
(``readable_data``) and JSON that carries one (``json_secret``).
"""

from __future__ import annotations

import re
from typing import Final

from .secret_values_passwords import password_like
from .secret_values_placeholders import placeholder
from .secret_values_random import random_like, strongly_random
from .secret_values_shapes import UUID, classes, entropy

_B64_TAIL: Final = re.compile(r"[A-Za-z0-9+/_\-]{8,}={0,2}$")
_DATA_FIELD_SECRET: Final = re.compile(
    r"(?i:pass|secret|token|key|auth|cred|session|cookie|sig|priv|otp|seed)"
)
_ID_SEGMENT: Final = re.compile(r"[A-Za-z]+|\d+|[0-9a-f]{1,8}")
_SEGMENT_SPLIT: Final = re.compile(r"[\-_:./@#+ ]+")


def _decoded_text(value: str) -> str | None:
    """The UTF-8 text a base64/base64url value decodes to, when it is readable."""
    import base64
    import binascii

    m = _B64_TAIL.search(value.strip("\"'`.,;:()"))
    if m is None:
        return None
    body = m.group().rstrip("=").replace("-", "+").replace("_", "/")
    if len(body) % 4 == 1:
        return None
    try:
        text = base64.b64decode(body + "=" * (-len(body) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    readable = sum(c.isprintable() or c in "\n\t" for c in text)
    return text if text and readable == len(text) else None


def _json_data(text: str) -> bool | None:
    """Whether decoded JSON holds data only (no secret-named field, no random value); ``None``
    when the text is no JSON."""
    import json

    try:
        doc = json.loads(text)
    except ValueError:
        return None
    stack: list[object] = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():  # pyright: ignore[reportUnknownVariableType]
                if _DATA_FIELD_SECRET.search(str(k)):  # pyright: ignore[reportUnknownArgumentType]
                    return False
                if isinstance(v, str) and _ID_FIELD.search(str(k)):  # pyright: ignore[reportUnknownArgumentType]
                    continue  # {"uid": "<uuid>"}: an id
                stack.append(v)  # pyright: ignore[reportUnknownArgumentType]
        elif isinstance(node, list):
            stack.extend(node)  # pyright: ignore[reportUnknownArgumentType]
        elif (
            isinstance(node, str)
            and not UUID.fullmatch(node)
            and (random_like(node) or password_like(node))
        ):
            return False
    return True


_ID_FIELD: Final = re.compile(r"(?:^|[_\-])(?i:u?uid|g?uid|id)$|[a-z]Id$")


def json_secret(encoded: str) -> bool:
    """Base64 of a JSON object that carries a secret: a field named for one with a value, or a
    value that is key material (24+ characters of three or more kinds, high entropy; a Cloudflare
    tunnel token's ``"s"``), not an id or a UUID."""
    import json

    text = _decoded_text(encoded)
    if text is None:
        return False
    try:
        doc = json.loads(text)
    except ValueError:
        return False
    stack: list[object] = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():  # pyright: ignore[reportUnknownVariableType]
                key = str(k)  # pyright: ignore[reportUnknownArgumentType]
                if isinstance(v, str):
                    if _ID_FIELD.search(key) or UUID.fullmatch(v) or placeholder(v):
                        continue
                    if _DATA_FIELD_SECRET.search(key) and len(v) >= 8:
                        return True
                    if len(v) >= 24 and classes(v) >= 3 and entropy(v) >= 4.0 and random_like(v):
                        return True
                else:
                    stack.append(v)  # pyright: ignore[reportUnknownArgumentType]
        elif isinstance(node, list):
            stack.extend(node)  # pyright: ignore[reportUnknownArgumentType]
    return False


def readable_data(value: str) -> bool:
    """Base64 of readable data, not a credential: JSON without a secret-named field or a random
    value (a flag cookie ``eyJ0aGVtZSI6ImRhcmsifQ==``), words (``aGVsbG8gd29ybGQ=``), or an
    identifier made of words, numbers and short hex runs (an order number ``ORD-2026-118934``,
    ``SKU-88213-BLUE-XL``). Base64 of ``user:password``, of a random token, of a password or of a
    PEM key is no data. Judged only where no secret word names the value."""
    text = _decoded_text(value)
    if text is None or "PRIVATE KEY" in text or "-----BEGIN" in text:
        return False
    stripped = text.strip()
    if stripped[:1] in ("{", "["):
        verdict = _json_data(stripped)
        if verdict is not None:
            return verdict
    tokens = [t for t in re.split(r"[\s,;]+", stripped) if t]
    if not tokens:
        return False
    for t in tokens:
        user, sep, rest = t.partition(":")
        if sep and user and password_like(rest):
            return False  # user:password
        if strongly_random(t) or (len(t) >= 20 and random_like(t)):
            return False
    if len(tokens) >= 2:
        return sum(t.strip(".,!?'\"()").isalpha() for t in tokens) * 2 >= len(tokens)
    parts = [p for p in _SEGMENT_SPLIT.split(tokens[0]) if p]
    return bool(parts) and all(
        _ID_SEGMENT.fullmatch(p) is not None
        and (not p.isalpha() or p.islower() or p.isupper() or p.istitle())
        for p in parts
    )
