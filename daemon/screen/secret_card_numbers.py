"""A payment card written down whole (pure; session 30, helper sec30): a card number with its
verification code on the same line (``corporate card: 4532…3175 exp
06/27 cvv 918``, ``Visa 4415 8768 2193 2077, CVC2: 414``, ``Karte … Prüfnummer 316``), read as
a credential: number, expiry and code are all a purchase needs. The number must pass the Luhn
check unless an expiry (``exp 06/27``, ``valid thru 04/28``, a bare ``MM/YY``) is there too: the
three together are a card's data whatever its checksum (a mistyped number is still one).

The number is 13-19 digits, glued or in the groups printed on cards (4-4-4-4, Amex 4-6-5); its
code (3-4 digits) follows a code word (``CVV``, ``CVV2``, ``CVC``, ``CID``, ``CSC``, ``security
code``, in seven languages) within 80 characters after the number or 40 before it. A masked
number (``4532 **** **** 3175``) has no run to match; a published test number (Stripe's
``4242…``, ``4000 0000 0000 0002``, ``4111…``) and a line saying test, sandbox, fake, dummy,
example or demo are left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_needles import has_any, lowered

_PAN: Final = re.compile(
    r"(?<![\w\-./,])(?P<v>\d{13,19}|\d{4}([ \-])\d{4}\2\d{4}\2\d{1,7}|\d{4}([ \-])\d{6}\3\d{4,5})"
    r"(?![\w\-/]|[.,]\d)"
)
_CODE: Final = re.compile(
    r"(?i:(?<![\w\-])(?:cvv2?|cvc2?|cid|csc|cvn|cav2|security\s+code|verification\s+(?:code|value)"
    r"|(?:karten)?pr[üu]f(?:nummer|ziffer|code)|sicherheitscode|cryptogramme(?:\s+visuel)?"
    r"|c[óo]digo\s+de\s+seguridad|c[óo]digo\s+de\s+seguran[çc]a|codice\s+(?:di\s+sicurezza|cvv)"
    r"|beveiligingscode|kod\s+cvv|kod\s+zabezpieczaj[ąa]cy)(?![\w\-])"
    r"(?:\s*\(\w{1,6}\))?[\s:=#\-]{0,4}(?:is\s+|ist\s+|est\s+|es\s+|:\s*)?)(?P<c>\d{3,4})(?![\w\-/]|[.,]\d)"
)
_CODE_NEEDLES: Final = (
    "cvv", "cvc", "cid", "csc", "cvn", "cav2", "security code", "verification", "prüf", "pruf",
    "sicherheitscode", "cryptogramme", "seguridad", "seguran", "sicurezza", "codice cvv",
    "beveiligingscode", "kod cvv", "zabezpiecz",
)  # fmt: skip
_EXPIRY: Final = re.compile(r"(?<![\w/])(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2})(?![\w/])")
"""A card's expiry, month and year (``06/27``, ``04/2028``)."""
_TEST_LINE: Final = re.compile(
    r"(?i:\b(?:test(?:ing|s)?|sandbox|fake|dummy|example|sample|demo|mock|fixture|staging"
    r"|testkarte|tarjeta\s+de\s+prueba|carte\s+de\s+test)\b)"
)
"""A line that says the card is a test card: its number is a published one or made up."""
_PUBLISHED: Final = frozenset(
    (
        "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
        "5200828282828210", "5105105105105100", "378282246310005", "371449635398431",
        "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
        "3566002020360505", "6200000000000005", "4111111111111111", "4012888888881881",
        "4000000000000002", "4000000000009995", "4000000000000341", "4000000000000077",
        "4000000000003220", "4000002500003155", "4000000000000069", "4000000000000127",
        "5454545454545454", "4444333322221111", "4917610000000000", "4988438843884305",
    )
)  # fmt: skip
"""Card numbers the payment processors publish for tests."""


def luhn(digits: str) -> bool:
    """The Luhn checksum every issued card number passes."""
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = ord(c) - 48
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _card(digits: str) -> bool:
    if not 13 <= len(digits) <= 19 or digits[0] not in "23456":
        return False  # Visa, Mastercard, Amex, Discover, JCB, UnionPay, Diners start 2-6
    return digits not in _PUBLISHED and len(set(digits)) >= 4


def card_numbers(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The card numbers of the module docstring."""
    lower = lowered(text)
    if not has_any(lower, _CODE_NEEDLES):
        return
    for m in _PAN.finditer(text):
        start, end = m.span("v")
        digits = m["v"].replace(" ", "").replace("-", "")
        if covered(start, end) or not _card(digits):
            continue
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end == -1 else line_end
        after = _CODE.search(text, end, min(line_end, end + 80))
        before = _CODE.search(text, max(line_start, start - 40), start)
        if after is None and before is None:
            continue
        if not luhn(digits) and not _EXPIRY.search(
            text, max(line_start, start - 40), min(line_end, end + 80)
        ):
            continue  # no checksum and no expiry: some other long number next to a code
        if _TEST_LINE.search(text, line_start, line_end):
            continue
        yield "payment-card", start, end
