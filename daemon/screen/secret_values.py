"""Judging a candidate secret value (pure): the index of the judgements, one module per kind
(``secret_values_shapes.py`` entropy, character classes and the shapes of names;
``secret_values_placeholders.py`` placeholders, published examples and public prefixes;
``secret_values_passwords.py`` passwords written after a password word;
``secret_values_random.py`` random-looking key material; ``secret_values_encoded.py`` base64 of
readable data or of JSON that carries a secret).
"""

from __future__ import annotations

from .secret_values_encoded import json_secret, readable_data
from .secret_values_passwords import algorithm_name, human_password, password_like
from .secret_values_placeholders import (
    KNOWN_EXAMPLES,
    NOT_SECRET_CONTEXT,
    PUBLIC_PREFIXES,
    VENDOR_PLACEHOLDER,
    placeholder,
)
from .secret_values_random import random_like, strongly_random
from .secret_values_shapes import classes, entropy, identifier, version_like

__all__ = [
    "KNOWN_EXAMPLES",
    "NOT_SECRET_CONTEXT",
    "PUBLIC_PREFIXES",
    "VENDOR_PLACEHOLDER",
    "algorithm_name",
    "classes",
    "entropy",
    "human_password",
    "identifier",
    "json_secret",
    "password_like",
    "placeholder",
    "random_like",
    "readable_data",
    "strongly_random",
    "version_like",
]
