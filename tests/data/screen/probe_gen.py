"""Random values in published credential shapes, for the screen's probe generators.

A probe generator (``gen_probe_NAME.py``, run as a script from this folder) imports it with
``from probe_gen import Draw`` and draws every value from one seeded ``Draw``, so its files come
out byte for byte the same on every run (the BIP39 list comes from the installed package).
Never a real secret: every value is random characters in a vendor's published shape. The round
generators that were scored keep their own copies (a scored round is never regenerated).
"""

from __future__ import annotations

import base64
import random
import string

HEX = "0123456789abcdef"
ALNUM = string.ascii_uppercase + string.ascii_lowercase + string.digits
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
PASSWORD_WORDS = ("Harbor", "Maple", "Falcon", "Quartz", "Tundra", "Cobalt", "Willow", "Nimbus")


def bip39_words() -> list[str]:
    """The 2,048 BIP39 English words, sorted (the list the screen's seed-phrase rule reads)."""
    from tinyagent_memory.daemon.screen.secret_bip39 import WORDS

    return sorted(WORDS)


class Draw:
    """Every random draw of one generator, from one seed."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hex(self, n: int, upper: bool = False) -> str:
        return self.chars(HEX.upper() if upper else HEX, n)

    def alnum(self, n: int) -> str:
        return self.chars(ALNUM, n)

    def lower_alnum(self, n: int) -> str:
        return self.chars(string.ascii_lowercase + string.digits, n)

    def upper_alnum(self, n: int) -> str:
        return self.chars(string.ascii_uppercase + string.digits, n)

    def digits(self, n: int) -> str:
        """``n`` digits, the first not zero."""
        return self.chars(string.digits[1:], 1) + self.chars(string.digits, n - 1)

    def b64(self, raw_bytes: int) -> str:
        return base64.b64encode(self.r.randbytes(raw_bytes)).decode()

    def b64url(self, n: int) -> str:
        return self.chars(ALNUM + "-_", n)

    def b58(self, n: int) -> str:
        return self.chars(B58, n)

    def b32(self, n: int) -> str:
        return self.chars(B32, n)

    def uuid4(self) -> str:
        variant = self.r.choice("89ab")
        return f"{self.hex(8)}-{self.hex(4)}-4{self.hex(3)}-{variant}{self.hex(3)}-{self.hex(12)}"

    def jwt(self, payload: str) -> str:
        """An HS256 JWT with ``payload`` (JSON text) and a random signature."""
        head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        body = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
        return f"{head}.{body}.{self.b64url(43)}"

    def password(self) -> str:
        """A human-made password: a word, a symbol, four digits, a word."""
        first, symbol = self.r.choice(PASSWORD_WORDS), self.r.choice("!#%*?@$")
        return f"{first}{symbol}{self.digits(4)}{self.r.choice(PASSWORD_WORDS).lower()}"

    def seed_phrase(self, n: int = 12) -> str:
        words = bip39_words()
        return " ".join(self.r.choice(words) for _ in range(n))
