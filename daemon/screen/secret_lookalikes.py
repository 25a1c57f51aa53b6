"""Values that only look like secrets, by class (fix fp15, pure).

Credential false positives of the blind rounds 37/38 and the pw14s probe, each a class of
harmless MEMORY.md lines, read by ``secrets._disclaimed`` for every rule:

- code that reads a secret from the environment: ``process.env.MAPBOX_TOKEN!`` (TypeScript's
  non-null ``!``), ``import.meta.env.X``, ``SecretStr(env("DB_PASSWORD"))`` (a call opened, no
  value);
- an ssh/scp destination ``ops@host`` read after ``-i ~/.ssh/<your-key>``: a login and a host;
- a registry host read as a token (``docker login registry.example.net -u <username> …``);
- a value inside a sops envelope (``ENC[AES256_GCM,data:…,iv:…,tag:…,type:str]``) or after an
  Ansible Vault header: ciphertext made to be committed;
- a card number published for tests (Stripe's 4242 4242 4242 4242, Adyen's 5555 … 4444) or one
  the line calls a test card;
- a placeholder login in capitals in any script (``mqtt://UTILISATEUR:MOTDEPASSE@broker``,
  ``redis://ПОЛЬЗОВАТЕЛЬ:ПАРОЛЬ@cache``);
- a value the line calls the example of a vendor's docs ("… is the example from the Telegram
  docs, not ours").
"""

from __future__ import annotations

import re
from typing import Final

_ENV_VALUE: Final = re.compile(
    r"(?:process|import\.meta|Deno)\.env\.[A-Za-z_][A-Za-z0-9_]*!?"
    r"|[A-Za-z_][A-Za-z_.]{2,}\((?:[A-Za-z_][A-Za-z_.]*\()*"
)
"""An environment read (``process.env.X!``) or a call opened with no value yet
(``SecretStr(env(``)."""

_SSH_DEST: Final = re.compile(r"[a-z_][a-z0-9_.-]{0,31}@[a-z0-9][a-z0-9.-]*")
_SSH_CMD: Final = re.compile(r"\b(?:ssh|scp|sftp|rsync|mosh)\b")

_HOST: Final = re.compile(r"(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.){2,}[a-z]{2,12}")
_LOGIN_CMD: Final = re.compile(
    r"\b(?:docker|podman|helm|oras|buildah|nerdctl)\s+(?:registry\s+)?login\s+$"
)

_SOPS_OPEN: Final = re.compile(r"ENC\[(?:AES256_GCM|AES256|PGP|KMS),[^\]\n]*$")
_VAULT_HEADER: Final = re.compile(r"\$ANSIBLE_VAULT;1\.[12];AES256")

_TEST_CARDS: Final = frozenset(
    {
        "4242424242424242",
        "4000056655665556",
        "5555555555554444",
        "2223003122003222",
        "5200828282828210",
        "5105105105105100",
        "378282246310005",
        "371449635398431",
        "6011111111111117",
        "6011000990139424",
        "3056930009020004",
        "36227206271667",
        "3566002020360505",
        "6200000000000005",
        "4000002500003155",
        "4000002760003184",
        "4000000000003220",
        "4000000000009995",
        "4000000000000002",
        "4000000000000077",
        "4000000000000341",
        "4111111111111111",
        "4012888888881881",
        "5454545454545454",
        "4917610000000000",
        "4988438843884305",
        "2222400070000005",
    }
)
"""Card numbers the payment providers publish for their sandboxes (Stripe, Adyen, Braintree)."""

_TEST_CARD_WORDS: Final = re.compile(
    r"(?i:\btest(?:ing)?\s+(?:mode\s+)?cards?\b|\bsandbox\s+cards?\b|\btestkarte\b"
    r"|\btarjeta\s+de\s+prueba\b|\bcarte\s+de\s+test\b|\bcart[aã]o\s+de\s+teste\b"
    r"|\bcarta\s+di\s+test\b|тестов\w+\s+карт\w*|测试卡|テストカード|테스트\s*카드)"
)
_LIVE: Final = re.compile(r"(?i:\b(?:live|prod\w*|real|customer'?s?)\b)")

_CAPS_PAIR: Final = re.compile(r"(?<![\w])([^\W\d_a-z]{3,}(?:_[^\W\d_a-z]+)*):$")
_CAPS_WORD: Final = re.compile(r"[^\W\d_a-z]{3,}(?:_[^\W\d_a-z]+)*")

_DOCS_EXAMPLE: Final = re.compile(
    r"(?i:^\W{0,3}(?:is|are|was)\s+(?:just\s+|only\s+)?(?:the|an?)\s+(?:\w+\s+)?(?:example|sample"
    r"|placeholder|dummy)\s+(?:value\s+|token\s+|key\s+)?(?:from|in|of)\s+(?:the\s+)?"
    r"[\w .'-]{0,30}?(?:docs?|documentation|readme|tutorial|quickstart|guide|manual)\b)"
)


def _digits(value: str) -> str:
    return "".join(filter(str.isdigit, value))  # (each character's own test, in C)


def lookalike(text: str, rule: str, start: int, end: int) -> bool:
    """Whether the value at ``[start, end)`` of ``text`` only looks like a secret (the classes of
    the module docstring)."""
    del rule  # every rule: the classes are read from the value and its line
    value = text[start:end]
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    if _ENV_VALUE.fullmatch(value):
        return True
    if _SSH_DEST.fullmatch(value) and _SSH_CMD.search(before):
        return True  # ``ssh -i ~/.ssh/<key> ops@host``: the login and the host
    if _HOST.fullmatch(value) and _LOGIN_CMD.search(before):
        return True  # ``docker login registry.example.net``: the registry's host
    if _SOPS_OPEN.search(before) or _VAULT_HEADER.search(before):
        return True  # ciphertext in a sops envelope or an Ansible Vault file
    digits = _digits(value)
    if len(digits) >= 14 and any(card in digits for card in _TEST_CARDS):
        return True
    if (
        len(digits) >= 14
        and _TEST_CARD_WORDS.search(text, line_start, min(len(text), end + 40))
        and not _LIVE.search(before)
    ):
        return True
    if _CAPS_WORD.fullmatch(value) and value.isupper() and _CAPS_PAIR.search(before):
        return True  # ``UTILISATEUR:MOTDEPASSE@``: a login's placeholder names in capitals
    line_end = text.find("\n", end)
    after = text[end : line_end if line_end >= 0 else len(text)]
    return _DOCS_EXAMPLE.search(after) is not None
