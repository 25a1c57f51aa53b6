"""Properties of the payload finder's speed-ups: the lines ``decode.encoded_lines`` gives are
the lines of ``ENCODED_RUN``'s match starts, ``alternatives.Needled`` finds what its pattern finds,
the common-word count is ``_COMMON``'s, and the letter tests of ``payloads`` are the plain
character tests, on any text."""

from __future__ import annotations

import codecs
import re
from bisect import bisect_right

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import (
    alternatives,
    characters,
    decode,
    injection_payloads,
    prefilter,
)

# pyright: reportPrivateUsage=false

_PIECES = [
    "aGVsbG8gd29ybGQgaWdub3Jl", "0123456789abcdefABCDEF0123456789", "de:ad:be:ef:", "00 11 22 33 ",
    "\\x41\\x42", "%41%42%43%44", "&#105;&#103;", "\\u0069\\u0067", "==", "+/_-", "ignore",
    "erongi", "vtaber", "the", "and", "não", "your", "instruction", "you are", "byl", "ruo",
    "指令", "令指", "gnusiewna", "\U000e0041", "ı", "Ⅻ", "é",
]  # fmt: skip
_ALPHABET = "abcdefxyzABCXYZ0123456789 \n\t:%&#;\\/+=_-.,'\"éжı"
texts = st.lists(
    st.one_of(st.sampled_from(_PIECES), st.text(alphabet=_ALPHABET, max_size=6)), max_size=30
).map("".join)


@settings(max_examples=300, deadline=None)
@given(texts)
def test_encoded_lines_are_the_lines_of_the_encoded_runs(value: str) -> None:
    starts = [0, *(k + 1 for k, c in enumerate(value) if c == "\n")]

    def line_of(offset: int) -> int:
        return bisect_right(starts, offset) - 1

    plain = {line_of(m.start()) for m in decode.ENCODED_RUN.finditer(value)}
    assert decode.encoded_lines(value, line_of) == plain


_NEEDLED = [
    injection_payloads._TRIGGER,
    injection_payloads._TRIGGER_I18N,
    injection_payloads._REVERSED_I18N,
    injection_payloads._COMMON,
    re.compile(r"\bab(?:c|d)|x\s+y"),
]


@settings(max_examples=300, deadline=None)
@given(texts)
def test_needled_finds_what_the_pattern_finds(value: str) -> None:
    for variant in (value, value.lower(), codecs.encode(value.lower(), "rot13"), value[::-1]):
        for pattern in _NEEDLED:
            needled = alternatives.Needled(pattern)
            plain = [m.span() for m in pattern.finditer(variant)]
            assert [m.span() for m in needled.finditer(variant)] == plain
            assert needled.search(variant) == (pattern.search(variant) is not None)
        words = injection_payloads._WORD_RUN.findall(variant)
        count = sum(map(injection_payloads._COMMON_SET.__contains__, words))
        assert count == len(injection_payloads._COMMON.findall(variant))
        assert injection_payloads.english_like(variant) == _plain_english_like(variant)


def _plain_english_like(value: str) -> bool:
    lowered = value.lower()
    if injection_payloads._TRIGGER.search(lowered) or injection_payloads._TRIGGER_I18N.search(
        lowered
    ):
        return True
    return len(injection_payloads._COMMON.findall(lowered)) >= injection_payloads._COMMON_ENOUGH


@settings(max_examples=300, deadline=None)
@given(texts)
def test_letter_tests_are_the_plain_character_tests(line: str) -> None:
    latin = decode._LATIN_LETTER.search(line) is not None
    assert latin == any(c.isascii() and c.isalpha() for c in line)
    assert (latin or (not line.isascii() and any(c.isalpha() for c in line))) == any(
        c.isalpha() for c in line
    )
    if line.isascii():
        assert characters.tag_payload(line) == ""


def test_the_common_words_are_the_words_of_the_common_pattern() -> None:
    common = injection_payloads._COMMON.pattern
    assert common.startswith(r"\b(?:") and common.endswith(r")\b")
    assert set(prefilter.needles(injection_payloads._COMMON, longer=True) or ()) == set(
        injection_payloads._COMMON_WORDS
    )
    assert all(re.fullmatch(r"\w+", w) for w in injection_payloads._COMMON_WORDS)
