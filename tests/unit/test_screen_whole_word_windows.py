"""The credential layers' look-back and look-ahead windows read whole words only
(``secret_context.whole_words``): a window that starts inside ``Ingrid`` must not read ``id``,
one that ends inside ``identifier`` must not read a cut word either."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line
from tinyagent_memory.daemon.screen.secret_context import whole_words


@pytest.mark.parametrize(
    ("text", "start", "end", "expected"),
    [
        ("Ingrid pasted it", 4, 16, " pasted it"),  # "id" of Ingrid dropped
        ("Ingrid pasted it", 6, 16, " pasted it"),  # starts on a space: kept whole
        ("Ingrid pasted it", 0, 10, "Ingrid "),  # "pas" of pasted dropped
        ("the kid key", 4, 11, "kid key"),  # starts on a word: kept
        ("abc", 1, 2, ""),  # inside one word: nothing whole
        ("a b", 0, 99, "a b"),  # past the end: the end of the text
    ],
)
def test_whole_words_drops_cut_words_at_both_edges(
    text: str, start: int, end: int, expected: str
) -> None:
    assert whole_words(text, start, end) == expected


@pytest.mark.parametrize("name", ["Ingrid", "Astrid", "David", "Sigrid", "Enid"])
def test_a_name_cut_by_a_window_is_no_identifier_word(name: str) -> None:
    text = f"{name} pasted in #custody-oncall: okta SSWS 00i0Zi3K6bnN63qHM7uqyHbhAFAThdplD60g1DnQdr"
    assert [(h.code, h.rule) for h in screen_line(text)] == [("credential", "random-token")]
