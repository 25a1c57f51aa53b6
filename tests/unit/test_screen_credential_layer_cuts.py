"""Session 21's exact cuts in the credential layers: patterns tried only from the starts their
keywords give (``secret_needles.keyword_run_starts``), the diacritics skeleton by one replace per
letter, and a recovery-phrase scan gated by what every phrase holds. Each gives the plain form's
answer on every fifth corpus entry, every 20-entry memory and look-alikes written for them."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from tinyagent_memory.daemon.screen import (
    screen_line,
    secret_handover_cues,
    secret_i18n_skeleton,
    secret_named_logins,
    secret_prose_i18n,
    secret_said_values,
)

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_LOOK_ALIKES = (
    "SMTP_USER=alice:Xy7#pq9!zz and 'basic_auth': 'bob:Hunter2!Zq9' ; CURL_CREDS = c:Abc123!x",
    "curl basic token is ops:Tr0ub4dor&3z, user:pass pair admin:W3lcome!9x, x_user:y_pass:z",
    "SMTP_U\u017fER=eve:Pa55w0rd!q and u\u017fer=a:Bcdefg1!h, \u0130user=x:Yz1!Yz1!Yz",
    "\u212aEY_USER=kim:Qw3rty!@#x LOGIN\u212a=lee:Zx9!Zx9!Zx9 é_user=a:Bb1!Bb1!Bb",
    "'WSE_LICENSE': 'EDEV4-AB12C-XY34Z-QQ56R', product-licence=ABCD1-EFGH2-IJKL3-MNOP4 licensee",
    '"door_pin": "4821", bgan-admin-PIN=7392, x_puk: 12345678 and passcode = Hunter2!x',
    "caf\u00e9 na\u00efve \u00c5ngstr\u00f6m \u0141\u00f3d\u017a \u1e9e \u03a3\u039f\u03a3"
    " \u0130stanbul",
    "ENCRYPTED_API_KEY=Zq9!xk2LmN8p xDB_PASSWORD: Ab1!cd2@ .pgpass line: h:5432:d:u:Hunter2!x",
    "curl -u bob:Tr0ub4dor&3z --user=x:Yz1!Yz1!Yz  basic-auth pair is a:B1c2D3e4!f  MY_TOKEN is Q9",
    "abandon ability able about 1 absent absorb abstract absurd abuse access accident",
    "abandon ability able about above absent absorb abstract absurd word access accident",
)


def _entries() -> list[str]:
    items = corpus.secrets() + corpus.injections() + corpus.risky_negatives() + corpus.prose()
    items += corpus.named_secrets() + corpus.named_negatives() + corpus.probe_secrets()
    return [i.text for i in items]


def _texts() -> Iterator[str]:
    entries = _entries()
    yield from entries[::5]
    for k in range(0, len(entries), 20):
        yield "\n§\n".join(entries[k : k + 20]) + "\n"
    yield from _LOOK_ALIKES


def _spans(matches: Iterator[re.Match[str]] | list[re.Match[str]]) -> list[tuple[int, int]]:
    return [m.span() for m in matches]


_KEYWORD_PATTERNS = (
    (
        secret_named_logins._PAIR,
        secret_named_logins._PAIR_KEYWORDS,
        secret_named_logins._PAIR_RUN,
    ),
    (secret_named_logins._LICENCE, ("licen",), secret_named_logins._LICENCE_RUN),
    (secret_named_logins._PIN, ("pin", "puk", "passcode"), secret_named_logins._LICENCE_RUN),
    (
        secret_said_values._CARRIER,
        secret_said_values._CARRIER_KEYWORDS,
        secret_said_values._CARRIER_RUN,
    ),
)


@pytest.mark.parametrize(("pattern", "keywords", "run"), _KEYWORD_PATTERNS)
def test_keyword_starts_find_every_match(
    pattern: re.Pattern[str], keywords: tuple[str, ...], run: frozenset[str]
) -> None:
    for text in _texts():
        cut = secret_named_logins._finditer(pattern, text, text.lower(), keywords, run)
        assert _spans(cut) == _spans(pattern.finditer(text)), text[:200]


def test_the_look_alikes_match() -> None:
    """The look-alikes reach the patterns (the comparison above is not vacuous)."""
    assert len(_spans(secret_named_logins._PAIR.finditer(_LOOK_ALIKES[0]))) == 3
    assert len(_spans(secret_named_logins._PAIR.finditer(_LOOK_ALIKES[2]))) >= 2
    assert len(_spans(secret_named_logins._LICENCE.finditer(_LOOK_ALIKES[4]))) == 2
    assert len(_spans(secret_named_logins._PIN.finditer(_LOOK_ALIKES[5]))) == 4
    assert len(_spans(secret_said_values._CARRIER.finditer(_LOOK_ALIKES[7]))) == 2
    assert len(_spans(secret_said_values._CARRIER.finditer(_LOOK_ALIKES[8]))) == 2


def _plain_skeleton(text: str) -> str:
    if text.isascii():
        return text.lower()
    folds = secret_i18n_skeleton._FOLD
    if any(ord(c) in folds for c in set(text) if not c.isascii()):
        out = text.translate(folds).lower()
    else:
        out = text.lower()
    return out if len(out) == len(text) else "".join(c.lower()[:1] or c for c in out)


def test_skeleton_is_the_translation() -> None:
    folds = "".join(map(chr, secret_i18n_skeleton._FOLD))
    letters = folds + "\u03a3\u03c3\u0130\u0131\u017f\u212a§"
    for text in itertools.chain(_texts(), [letters, letters[::-1] + " ΣΑΣ aΣ Σa"]):
        assert secret_prose_i18n.skeleton(text) == _plain_skeleton(text), text[:200]


def test_gapped_phrases_hold_four_list_words_in_a_row() -> None:
    """The gate before ``_gapped_runs``: 10 list words of 12 hold 4 in a row."""
    for text in _texts():
        bare = map(str.strip, text.split(), itertools.repeat("".join(".,;:!?\"'`()[]")))
        listed = bytes(map(secret_handover_cues.BIP39.__contains__, bare))
        if b"\x01" * 4 not in listed:
            assert not list(secret_handover_cues._gapped_runs(text)), text[:200]
    assert list(secret_handover_cues._gapped_runs(_LOOK_ALIKES[10]))


def test_whole_results_of_fixed_lines() -> None:
    flagged = [screen_line(t) for t in _LOOK_ALIKES[:2]]
    assert all(flagged), flagged
    assert screen_line("the door pin is on the wiki; licence text in LICENSE.md") == []
