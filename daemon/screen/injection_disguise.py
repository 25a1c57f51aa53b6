"""Disguised text for the injection screen (pure): the views of a line with confusables mapped,
leetspeak undone and letter-spaced words joined, and the structural scorer and classifier on
the undisguised lines no layer flagged as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import chain
from typing import Final

from . import classifier, injection_classes, injection_orders, injection_waivers
from .injection_rules import Match
from .injection_wide_sends import disguised_send
from .lexicon_en import EXFILTRATION
from .structure import score_text
from .text import View, despaced, folded, line_starts, skeleton

_BROKEN_WORD: Final = re.compile(
    r"[.\-_*·/|](?<=[^\W\d_].)[^\W\d_][.\-_*·/|][^\W\d_][.\-_*·/|][^\W\d_]"
)
"""A word broken by separators (``i.g.n.o.r.e``): ``(?:[^\\W\\d_][.\\-_*·/|]){3,}[^\\W\\d_]``
occurs, found from its first separator (``re`` skips fast to a character class that opens a
pattern)."""


def _changed_lines(base: View, skel: View) -> View | None:
    """Only the lines of ``skel`` that differ from ``base`` (the others were screened already),
    joined by newlines with their original columns; None when no line changed."""
    chars: list[str] = []
    origin: list[int] = []
    start = 0
    for line_end in [*newlines(base.text), len(base.text)]:
        if base.text[start:line_end] != skel.text[start:line_end]:
            if chars:
                chars.append("\n")
                origin.append(skel.origin[start - 1] if start else 0)
            chars.extend(skel.text[start:line_end])
            origin.extend(skel.origin[start:line_end])
        start = line_end + 1
    return View("".join(chars), origin) if chars else None


def newlines(text: str) -> list[int]:
    """The offsets of the newlines of ``text``."""
    out: list[int] = []
    k = text.find("\n")
    while k != -1:
        out.append(k)
        k = text.find("\n", k + 1)
    return out


@dataclass(frozen=True)
class Undisguised:
    skel: View
    """Confusables mapped to Latin, leetspeak undone."""
    changed: View | None
    """Only the lines the skeleton changed."""
    joined: View | None
    """Letter-spaced words joined."""
    joined_script: View | None
    """Letter-spaced words joined in the folded text (not the skeleton), when it is not all
    ASCII: a spaced-out Russian or Chinese line."""


_SKEL_WORD: Final = re.compile(r"[a-z]{2,16}")


_LETTERS: Final = re.compile(r"[a-z]*")


def _words_with_ones(text: str, skel: str) -> Iterator[re.Match[str]]:
    """The matches of ``_SKEL_WORD`` in ``skel`` that hold a ``1`` of ``text`` (same length), in
    order: ``finditer`` over each run of letters around a ``1`` (a run is cut into words from its
    first letter whatever precedes it, so these are the whole text's matches there), not over
    the whole memory."""
    done = -1
    k = text.find("1")
    while k != -1:
        if k >= done and "a" <= skel[k] <= "z":
            start = k
            while start and "a" <= skel[start - 1] <= "z":
                start -= 1
            run = _LETTERS.match(skel, k)
            assert run is not None  # (``[a-z]*`` matches anywhere)
            done = run.end()
            yield from _SKEL_WORD.finditer(skel, start, done)
        k = text.find("1", k + 1)


def _ones_read_as_l(base: View, skel: View) -> View:
    """Leetspeak writes both ``i`` and ``l`` as ``1``: a skeleton word with an ``i`` from a
    ``1`` that is no word the classifier knows takes ``l`` there when that makes one (``ru1e``,
    ``411``, ``f113``: rule, all, file; ``1gn0r3`` stays ignore) (inj19)."""
    if "1" not in base.text or len(base.text) != len(skel.text):
        return skel
    chars: list[str] | None = None
    for m in _words_with_ones(base.text, skel.text):
        ones = [k for k in range(m.start(), m.end()) if base.text[k] == "1"]
        if not ones or classifier.known_word(m.group()):
            continue
        alt = list(m.group())
        for k in ones:
            alt[k - m.start()] = "l"
        if classifier.known_word("".join(alt)):
            chars = list(skel.text) if chars is None else chars
            for k in ones:
                chars[k] = "l"
    return skel if chars is None else View("".join(chars), skel.origin)


def undisguise(base: View) -> Undisguised:
    skel = _ones_read_as_l(base, skeleton(base))
    changed = _changed_lines(base, skel) if skel.text != base.text else None
    joined = despaced(skel)
    script = despaced(base) if joined is not None and not base.text.isascii() else None
    return Undisguised(skel, changed, joined, script)


def views(
    line: str, base: View | None = None, undisguised: Undisguised | None = None
) -> Iterator[tuple[str, View]]:
    base = folded(line) if base is None else base
    yield "i18n", base
    yield "en", base
    u = undisguise(base) if undisguised is None else undisguised
    if u.changed is not None:
        yield "en", u.changed
    if u.joined is not None:
        yield "en", u.joined
    if u.joined_script is not None:
        yield "i18n", u.joined_script
    if u.joined is not None or _BROKEN_WORD.search(u.skel.text):
        yield "compact", u.skel


_LATIN_SHARE: Final = 0.9
"""A homoglyph or leetspeak disguise is Latin text with a few look-alikes: a line whose letters
are still mostly non-Latin once mapped (Russian, Greek) is a language, not a disguise."""


_PLAIN_WORD: Final = re.compile(r"\b[a-z]{3,12}\b")
_DISGUISED_WORDS: Final = 2
"""A line reads as disguised when undoing the disguise turned at least two of its words into
words the classifier knows (one token with digits in it, a version, a key or a UUID, is not a
disguise)."""


def _latin(line: str) -> bool:
    letters = [ch for ch in line if ch.isalpha()]
    return bool(letters) and sum(ch.isascii() for ch in letters) >= _LATIN_SHARE * len(letters)


def _disguised_view(base: View, u: Undisguised, skip: set[int]) -> View | None:
    """The undisguised lines worth scoring again, joined by newlines with their original
    columns: lines no layer flagged, mostly Latin once mapped, whose skeleton turned at least
    two words into plain words, and every letter-spaced line."""
    chars: list[str] = []
    origin: list[int] = []

    def take(view: View, start: int, end: int) -> None:
        if chars:
            chars.append("\n")
            origin.append(view.origin[start])
        chars.extend(view.text[start:end])
        origin.extend(view.origin[start:end])

    if u.changed is not None:
        start = 0
        for n, line in enumerate(u.skel.text.split("\n")):
            end = start + len(line)
            if n not in skip and line != base.text[start:end] and _latin(line):
                was = base.text[start:end]
                plain = sum(
                    was[m.start() : m.end()] != m.group() and classifier.known_word(m.group())
                    for m in _PLAIN_WORD.finditer(line)
                )
                if plain >= _DISGUISED_WORDS:
                    take(u.skel, start, end)
            start = end + 1
    if u.joined is not None:
        start = 0
        for line, was in zip(u.joined.text.split("\n"), u.skel.text.split("\n"), strict=True):
            end = start + len(line)
            if line != was and _latin(line):
                take(u.joined, start, end)
            start = end + 1
    if u.joined_script is not None:
        start = 0
        for line, was in zip(u.joined_script.text.split("\n"), base.text.split("\n"), strict=True):
            end = start + len(line)
            if line != was and not _latin(line):
                take(u.joined_script, start, end)
            start = end + 1
    return View("".join(chars), origin) if chars else None


def _orders(
    view: View, length: int, skip: set[int], flagged: set[int], line_of: Callable[[int], int]
) -> Iterator[Match]:
    """Plain-language orders (``injection_orders.py``) on the undisguised lines
    (``53cur17y ch3ck5 4r3 0ff``)."""
    starts = line_starts(view.text.split("\n"))
    for k, hit in chain(
        injection_orders.score_text(view.text), injection_waivers.score_text(view.text)
    ):
        s, e = view.span(starts[k] + hit.start, starts[k] + hit.end, length)
        n = line_of(s)
        if n not in skip and n not in flagged:
            flagged.add(n)
            yield Match(hit.family, s, e)


_LOOK_ALIKES: Final = re.compile(
    r"[\u0370-\u03ff\u0400-\u04ff]|\b(?=\w*[^\W\d_])\w*\d\w*[^\W\d_]\w*\b"
)


def _look_alike(base: View, view: View, offset: int, line: str) -> bool:
    """Whether the line as written held Cyrillic or Greek look-alikes (``Dо nоt аsk``) or digits
    inside words (``d3ny 7h3m``): the order classes read it again then, not a Latin language's
    own letters (Turkish ``ı``)."""
    written = base.text[view.origin[offset] : view.origin[offset + len(line) - 1] + 1]
    return _LOOK_ALIKES.search(written) is not None


def disguised(
    base: View, u: Undisguised, length: int, skip: set[int], line_of: Callable[[int], int]
) -> Iterator[Match]:
    """The structural scorer, the order classes and the classifier on the undisguised lines
    (confusables mapped, leetspeak undone, letter spacing joined) that no layer flagged as
    written."""
    view = _disguised_view(base, u, skip)
    if view is None:
        return
    flagged: set[int] = set()
    for hit in score_text(view.text):
        s, e = view.span(hit.start, hit.end, length)
        n = line_of(s)
        if n not in skip and n not in flagged:
            flagged.add(n)
            yield Match(hit.family, s, e)
    yield from _orders(view, length, skip, flagged, line_of)
    offset = 0
    for line in view.text.split("\n"):
        n = line_of(view.origin[offset])
        if n not in skip and n not in flagged and line and _look_alike(base, view, offset, line):
            for family, s, e in injection_classes.score_line(line, lambda _: None):
                flagged.add(n)  # the order classes (``Dо nоt аsk fоr соnfіrmаtіоn …``)
                yield Match(family, *view.span(offset + s, offset + e, length))
            sent = None if n in flagged else disguised_send(line)
            if sent is not None:  # a disguised send to an outside address (inj26a)
                flagged.add(n)
                yield Match(EXFILTRATION, *view.span(offset + sent[0], offset + sent[1], length))
        if n not in skip and n not in flagged:
            verdict = classifier.classify(line)
            if verdict is not None:
                flagged.add(n)
                yield Match(verdict.family, *view.span(offset, offset + len(line), length))
        offset += len(line) + 1
