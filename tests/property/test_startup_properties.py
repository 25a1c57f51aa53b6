"""Properties of the start-up token counts (issue 12): the early counter's counts equal
tiktoken's for any ASCII text."""

from __future__ import annotations

import tiktoken
from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon import tokens

from ..startup_helpers import early_counter

ASCII = st.text(
    alphabet=st.characters(min_codepoint=0, max_codepoint=127), max_size=400
) | st.lists(
    st.sampled_from(
        [
            "'s",
            "'ll",
            "'RE",
            " ",
            "  ",
            "\n",
            "\r\n",
            "\t",
            "123",
            "4567",
            "a",
            "Ab",
            "ABC",
            "don't",
            "/",
            "//",
            "x/y",
            "{",
            "}\n",
            "?!",
            "  \n",
            "$ ",
            "e.g.",
            "_",
            "0x1F",
        ]
    ),
    max_size=60,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(ASCII)
def test_early_counts_equal_tiktokens_for_ascii(text: str) -> None:
    for name in tokens.ENCODINGS:
        enc: tiktoken.Encoding = tokens.get_encoding(name)
        early = early_counter(name).count(text)
        assert early is None or early == len(enc.encode(text, disallowed_special=()))
