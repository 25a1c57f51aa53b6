"""The per-value ``called_public`` asked in full only where a word that may call a value public
occurs near it (``key_names_public.public_places``): elsewhere only the words after the value
are read.
Each call the screen makes gets the full answer on every corpus entry, every 20-entry memory and
look-alikes (asides that join two halves of a public word, camelCase, e-mails in the name)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from tinyagent_memory.daemon.screen import key_names, key_names_public, key_words, secrets

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_LOOK_ALIKES = (
    "recaptchaSiteKey: 6LcX9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX",
    "SITE_KEY=6LcX9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX and PUB_KEY=Zq9xk2LmN8pQ7rS6tU5vW4",
    "the pu (x)blic key is sk_live_51HxQ9zAbCdEfGhIjKlMnOpQrStUvWx and pub(a)key: Zq9xk2LmN8pQ7r",
    "anon key (safe in the browser): eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.Zq9xk2LmN8pQ7rS6",
    "API key, email ops@corp.example: Zq9xk2LmN8pQ7rS6tU5vW4 (not a secret, served on the page)",
    "token Zq9xk2LmN8pQ7rS6tU5vW4 is the public verify key; DB_PASSWORD=Hunter2!Zq9xk2",
    "Stripe key sk_live_51HxQ9zAbCdEfGhIjKlMnOpQrStUvWx is shipped to the frontend",
    "clé publique: Zq9xk2LmN8pQ7rS6tU5vW4, ΚΛΕΙΔΙ ΔΗΜΟΣΙΟΣ: Zq9xk2LmN8pQ7rS6tU5vW4",
    "公钥 Zq9xk2LmN8pQ7rS6tU5vW4",
    "\u0130 p\u0131ub key: Zq9xk2LmN8pQ7rS6tU5vW4 and \u212aEY_SITE=Zq9xk2LmN8pQ7rS6tU5vW4",
)


def _texts() -> Iterator[str]:
    items = corpus.secrets() + corpus.injections() + corpus.risky_negatives() + corpus.prose()
    items += corpus.named_secrets() + corpus.named_negatives() + corpus.probe_secrets()
    entries = [i.text for i in items]
    yield from entries
    for k in range(0, len(entries), 20):
        yield "\n§\n".join(entries[k : k + 20]) + "\n"
    yield from _LOOK_ALIKES


def test_the_strings_cover_every_public_word() -> None:
    words = key_words.PUBLIC_WORDS | key_words.PUBLIC | key_words.PUBLIC_KEY_ONLY
    for w in words | set(key_words.PUBLIC_CJK):
        assert any(s in w for s in key_names_public.PUBLIC_STRINGS), w
    assert not any("σ" in s or "ς" in s or "\u0307" in s for s in key_names_public.PUBLIC_STRINGS)
    assert "hash" not in words and "ciphertext" not in words  # words ``label`` adds


def test_places_are_every_occurrence() -> None:
    text = "pubpub Site-Key xPub html"
    found = key_names_public.public_places(text)
    assert found is not None
    want = {
        (m.start(), m.start() + len(s))
        for s in key_names_public.PUBLIC_STRINGS
        for m in re.finditer(f"(?={re.escape(s)})", text.lower())
    }
    assert set(found) == want and len(found) == 5
    assert key_names_public.public_places("Schlüssel § Öffentlicher") == ((12, 22),)
    assert key_names_public.public_places("\u0130 key") is None  # lower-cases to two characters
    assert key_names_public.public_places("\u017fite key") is None  # long s: re reads it as s


def test_gated_calls_answer_as_the_full_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[bool] = []

    def checked(before: str, after: str = "", vendor: bool = False, named: bool = True) -> bool:
        full = key_names.called_public(before, after, vendor)
        assert key_names.called_public(before, after, vendor, named) == full, (before, after)
        asked.append(named)
        return full

    monkeypatch.setattr(secrets, "called_public", checked)
    for text in _texts():
        secrets.screen_text(text)
    assert asked.count(False) > 300 and asked.count(True) > 50, (
        asked.count(False),
        asked.count(True),
    )


def test_disclaimer_words_answer_as_the_pattern() -> None:
    odd = ["Fake\u212aey: x", "not a re\u017fl one", "\u0130s public", "(No keys)", "E.G. 'x"]
    for text in [*_texts(), *odd]:
        for part in [text, *(text[k : k + 48] for k in range(0, len(text), 29))]:
            want = secrets._DISCLAIMER.search(part) is not None
            assert secrets._disclaims(part) == want, part
