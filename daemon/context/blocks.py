"""Exact token counts of transcript blocks, from counts already known.

A transcript block (``summary.render_block``) of a row with text and no tool calls is its label,
``[#<id>`` followed by ``after`` (``summary.label_after_id``: a space, the role or tool, ``]``), a
newline and the text (uncut when it is short enough); without text it is the label alone. The
append has counted the text already (``message/append``), and a reduction's text is counted for
the reduced message anyway: the block's count is then the label's plus the text's, with the
label's parts counted once per shape, and no text tokenized again.

Why the sum is exact, for ``o200k_base`` and ``cl100k_base`` alike. tiktoken splits a text into
pre-tokens with its pattern (leftmost alternative first) and merges each pre-token on its own, so
a text's count is the sum of its pre-tokens' counts; a concatenation therefore counts as the sum
of its parts' counts when its pre-tokens are exactly theirs. Neither pattern looks behind, so
once a match ends exactly at a join, the matches after it are the right part's own. A match's
extent before a join depends only on the characters up to the one that stops it. At the three
joins used here:

1. ``[#`` | id: ``[#`` is one match of the punctuation alternative
   (`` ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*``, or its possessive twin in cl100k); it stops at the id's
   first digit (ids are positive, written without sign). The letter alternatives cannot start
   there: ``[`` may only precede a letter in them.
2. id | after: only ``\\p{N}{1,3}`` matches digits, in runs of at most three from the left; the
   last run stops at ``after``'s leading space.
3. label + newline | text: the label's last character ``]`` can only be in a match of the
   punctuation alternative (the letter alternatives take such a character only right before a
   letter, and a newline follows it); that match runs greedily over ``]`` and then over
   ``[\\r\\n/]*`` (``[\\r\\n]*`` in cl100k), so it ends right after the newline exactly when the
   text does not start with ``\\r``, ``\\n`` or ``/``. Every earlier match of the label stops before
   ``]``, on the label's own characters.

``tests/property/test_block_tokens.py`` checks the sum against a direct count on generated rows
(texts starting with newlines, spaces, slashes, punctuation, digits, non-Latin letters; empty) and
on the synthetic conversation, in both encodings.
"""

from __future__ import annotations

from typing import Final

from ..tokens import TokenCounter

NOT_AFTER_LABEL: Final = ("\r", "\n", "/")
"""A text starting with one of these joins the label's last pre-token: counted whole instead."""
SHAPES_KEPT: Final = 256
"""At most this many label endings are remembered (tool names are the client's)."""


class BlockCounter:
    """Counts blocks from their parts, remembering each label part's count."""

    def __init__(self, counter: TokenCounter) -> None:
        self.counter = counter
        self._open = counter.text("[#")
        self._digits: dict[str, int] = {}
        """A run of at most three digits -> its tokens (at most 1,110 runs)."""
        self._after: dict[str, int] = {}
        """A label's ending (with its newline when text follows) -> its tokens."""

    def label(self, row_id: int, after: str) -> int:
        """Tokens of ``[#<row_id>`` + ``after`` (``after`` starts with a space)."""
        counter = self.counter
        total = self._open
        digits = str(row_id)
        for start in range(0, len(digits), 3):
            run = digits[start : start + 3]
            found = self._digits.get(run)
            if found is None:
                found = self._digits[run] = counter.text(run)
            total += found
        found = self._after.get(after)
        if found is None:
            if len(self._after) >= SHAPES_KEPT:
                self._after.clear()
            found = self._after[after] = counter.text(after)
        return total + found

    def block(
        self, block: str, row_id: int, after: str, text: str | None, text_tokens: int | None
    ) -> int | None:
        """Tokens of ``block`` when it is ``[#<row_id>`` + ``after``, then a newline and ``text``
        (of ``text_tokens`` tokens) when ``text`` is not empty; ``None`` when it is not that
        shape or the join is not provably a pre-token boundary (count it whole)."""
        if row_id <= 0 or not after.startswith(" ") or not after.endswith("]"):
            return None
        head = f"[#{row_id}{after}"
        if not text:
            return self.label(row_id, after) if block == head else None
        if (
            text_tokens is None
            or text.startswith(NOT_AFTER_LABEL)
            or len(block) != len(head) + 1 + len(text)
            or not block.startswith(head)
            or block[len(head)] != "\n"
            or not block.endswith(text)
        ):
            return None
        return self.label(row_id, after + "\n") + text_tokens


_shared: dict[str, BlockCounter] = {}


def block_counter(counter: TokenCounter) -> BlockCounter:
    """The ``BlockCounter`` of ``counter``'s encoding, shared: a label part is counted once per
    process."""
    found = _shared.get(counter.name)
    if found is None:
        found = _shared[counter.name] = BlockCounter(counter)
    return found
