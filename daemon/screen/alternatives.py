"""The top-level alternatives of a pattern (pure): their needles (``branches``), trying at a
position only the alternatives that may start with its character (``Dispatch``), a pattern's
matches found from its needles (``Needled``), and a pattern without its leading lookbehind as a
cheap gate (``loosened``). Each gives the answer of the plain pattern (property tests)."""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Final, NamedTuple

from .lazy_regex import Regex
from .pattern_starts import literal_starts
from .prefilter import matches, needles, tree

_parser: Any = getattr(re, "_parser")  # noqa: B009 - the stdlib's own pattern parser
_c: Any = getattr(re, "_constants")  # noqa: B009
_compiler: Any = getattr(re, "_compiler")  # noqa: B009


class Branch(NamedTuple):
    """One top-level alternative of a pattern: whether it opens with ``\\b``, its needles and
    its longer needles (see ``needles``)."""

    bounded: bool
    needles: tuple[str, ...]
    longer: tuple[str, ...]


@cache
def branches(pattern: Regex) -> tuple[Branch, ...] | None:
    """The top-level alternatives of a pattern (one for a pattern that is no alternation), or
    None when one of them has no needles. Their needles together are ``needles(pattern)``."""
    if pattern.flags & re.IGNORECASE:
        return None  # its literals are not the text's (``prefilter.needles``)
    parsed = list(tree(pattern))
    alternatives = (
        [list(alt) for alt in parsed[0][1][1]]
        if len(parsed) == 1 and parsed[0][0] is _c.BRANCH
        else [parsed]
    )
    out: list[Branch] = []
    for items in alternatives:
        short, longer = literal_starts(items), literal_starts(items, longer=True)
        if not short or not longer or any(not n for n in short | longer):
            return None
        bounded = _at_word_start(items, pattern.flags)
        out.append(Branch(bounded, tuple(sorted(short)), tuple(sorted(longer))))
    return tuple(out)


_WORD_START_AT: Final = ("AT_BOUNDARY", "AT_BEGINNING", "AT_BEGINNING_LINE", "AT_BEGINNING_STRING")


def _at_word_start(items: list[Any], flags: int) -> bool:
    """Whether a branch's leading assertions say that no word character precedes a match: ``\\b``
    (before a letter or digit, what ``positions.word_bounded`` asks of the branch), or (lat11) a
    start of the text or line, ``(?<!\\w)``, ``(?<![\\w-])``, ``(?<![^\\n])`` anywhere in the
    leading run of assertions (``(?<![^\\n]{41})(?<!\\w)…``). Such a branch matches only where
    a word of the text begins (``positions.Words``, whose words are runs of Unicode letters and
    digits: a pattern with ``re.ASCII`` keeps ``\\b`` alone)."""
    for op, av in items:
        if op is _c.AT:
            if av is _c.AT_BOUNDARY or (
                not flags & re.ASCII and any(av is getattr(_c, name) for name in _WORD_START_AT)
            ):
                return True
        elif op is _c.ASSERT_NOT:
            if not flags & re.ASCII and av[0] == -1 and _no_word_char_before(list(av[1])):
                return True
        elif op is not _c.ASSERT:
            return False
    return False


def _no_word_char_before(sub: list[Any]) -> bool:
    """Whether the lookbehind body ``sub`` (of ``(?<!…)``) matches every word character:
    ``\\w``, a set holding ``\\w``, or ``[^\\n]``-like (any character but one that is no word
    character)."""
    if len(sub) != 1:
        return False
    op, av = sub[0]
    if op is _c.IN:
        return all(o is not _c.NEGATE for o, _ in av) and any(
            o is _c.CATEGORY and a is _c.CATEGORY_WORD for o, a in av
        )
    return op is _c.NOT_LITERAL and not re.match(r"\w", chr(av))


class Dispatch:
    """``pattern.match(text, pos)`` trying only the top-level alternatives that may start with
    the character at ``pos``, in their order (one compiled pattern per character, on first
    use). Python's ``re`` tries every alternative of a word alternation in turn, each behind its
    ``\\b``: a concept of 80 branches costs 80 attempts at each position. The first alternative
    that matches is the match of the whole alternation (nothing follows it), and one whose
    matches all start with other characters cannot match there, so the answer is the same."""

    __slots__ = ("_alternatives", "_by_char", "_compiled", "_state", "pattern")

    def __init__(self, pattern: Regex) -> None:
        self.pattern = pattern
        self._by_char: dict[str, tuple[int, ...]] | None = None
        self._compiled: dict[str, re.Pattern[str] | None] = {}
        self._alternatives: list[Any] = []
        self._state: Any = None
        if pattern.flags & re.IGNORECASE:
            return
        parsed = tree(pattern)
        if len(parsed) != 1 or parsed[0][0] is not _c.BRANCH:
            return
        self._alternatives = list(parsed[0][1][1])
        self._state = parsed.state
        found = branches(pattern)  # each branch's needles, or None when one has none
        firsts = None
        if found is None:
            firsts = [literal_starts(list(alt)) for alt in self._alternatives]
        known = [set(b.needles) for b in found] if found is not None else firsts or []
        known = [f if f and all(f) else None for f in known]
        chars = {n[0] for f in known if f for n in f}
        self._by_char = {
            ch: tuple(k for k, f in enumerate(known) if f is None or any(n[0] == ch for n in f))
            for ch in chars | {""}
        }

    def _pattern(self, ch: str) -> re.Pattern[str] | None:
        """The alternation of the alternatives that may start with ``ch``, or None for none."""
        assert self._by_char is not None
        key = ch if ch in self._by_char else ""
        if key != ch:  # a character no alternative names: the ones that may start anywhere
            if key not in self._compiled:
                self._compiled[key] = self._pattern(key)
            return self._compiled[key]
        chosen = [self._alternatives[k] for k in self._by_char[key]]
        sub = _parser.SubPattern(self._state, [(_c.BRANCH, (None, chosen))])
        return _compiler.compile(sub, self.pattern.flags) if chosen else None

    def match(self, text: str, pos: int) -> re.Match[str] | None:
        if self._by_char is None or pos >= len(text):
            return self.pattern.match(text, pos)
        ch = text[pos]
        compiled = self._compiled
        if ch in compiled:
            pattern = compiled[ch]
        else:
            pattern = compiled[ch] = self._pattern(ch)
        return None if pattern is None else pattern.match(text, pos)


def dispatched(dispatch: Dispatch, text: str, at: list[int]) -> list[tuple[int, int]]:
    """``matches(dispatch.pattern, text, at)`` as spans, each position tried by ``dispatch``."""
    found: list[tuple[int, int]] = []
    end = -1
    for pos in at:
        if pos < end:
            continue
        m = dispatch.match(text, pos)
        if m is not None:
            end = m.end()
            found.append((pos, end))
    return found


def loosened(pattern: Regex) -> re.Pattern[str] | None:
    """``pattern`` without its leading lookbehind (``(?<![\\d.])\\d{1,3}\\.…`` ->
    ``\\d{1,3}\\.…``), or None when it has none: the assertion consumes nothing, so every match
    of ``pattern`` is one of the loosened pattern's, and where that finds nothing, ``pattern``
    finds nothing. Python's ``re`` skips fast to a character class that starts a pattern, not
    to one behind a lookbehind."""
    parsed = tree(pattern)
    if not parsed or parsed[0][0] not in (_c.ASSERT, _c.ASSERT_NOT) or parsed[0][1][0] != -1:
        return None
    rest = _parser.SubPattern(parsed.state, list(parsed)[1:])
    return _compiler.compile(rest, pattern.flags) if len(rest) else None


_BACKREFERENCE: Final = re.compile(r"\(\?P=|\\[1-9]|\(\?\(")


def _is_mark(op: Any, av: Any) -> bool:
    """A literal that is no letter, or a set of such literals: ``re`` skips fast to the start of
    a pattern opening so (a letter may be case-insensitive, and most characters are letters)."""
    if op is _c.LITERAL:
        return not chr(av).isalpha()
    return op is _c.IN and all(o is _c.LITERAL and not chr(v).isalpha() for o, v in av)


def _cut(items: list[Any], state: Any, top: bool) -> list[Any] | None:
    """``items`` from their first mark on (into a leading group), or None when there is none or
    the sequence already opens with one (nothing to gain)."""
    for k, (op, av) in enumerate(items):
        if _is_mark(op, av):
            return items[k:] if k or not top else None
        if op is _c.SUBPATTERN:
            group, add_flags, del_flags, sub = av
            inner = list(sub)
            if inner and _is_mark(*inner[0]) and (k or not top):
                return items[k:]
            rest = _cut(inner, state, False)
            if rest is not None:
                inside = _parser.SubPattern(state, rest)
                return [(_c.SUBPATTERN, (group, add_flags, del_flags, inside)), *items[k + 1 :]]
    return None


def tail(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """``pattern`` from the first literal that is no letter (or set of such literals) of its
    top-level sequence on, cut into a leading group (``(?<!…)(?P<v>[\\w-]{1,40}:…)`` ->
    ``(?P<v>:…)``), or None (no such literal, the pattern opens with one, or it refers back to a
    group). The items cut off consume
    what precedes the rest of a match, so every match of ``pattern`` holds a match of the tail:
    where the tail finds nothing, ``pattern`` finds nothing, and ``re`` skips fast to a literal."""
    if _BACKREFERENCE.search(pattern.pattern):
        return None
    parsed = tree(pattern)
    rest = _cut(list(parsed), parsed.state, True)
    if not rest:
        return None
    return _compiler.compile(_parser.SubPattern(parsed.state, rest), pattern.flags)


class Needled:
    """``pattern.finditer`` and ``pattern.search`` from the occurrences of the pattern's needles
    (every match starts with one, so trying it only there finds the same matches, in order): a
    few substring searches instead of every alternative tried at every position."""

    __slots__ = ("needles", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.needles = needles(pattern, longer=True)

    def _at(self, text: str, found: tuple[str, ...]) -> list[int]:
        at: set[int] = set()
        for n in found:
            i = text.find(n)
            while i != -1:
                at.add(i)
                i = text.find(n, i + 1)
        return sorted(at)

    def finditer(self, text: str) -> list[re.Match[str]]:
        if self.needles is None:
            return list(self.pattern.finditer(text))
        return matches(self.pattern, text, self._at(text, self.needles))

    def search(self, text: str) -> bool:
        """Whether ``pattern.search(text)`` finds a match."""
        if self.needles is None:
            return self.pattern.search(text) is not None
        present = tuple(n for n in self.needles if n in text)
        match = self.pattern.match
        return bool(present) and any(match(text, k) for k in self._at(text, present))


def trie(words: list[str]) -> str:
    """A regular expression that matches at a position exactly when one of ``words`` (non-empty
    literals) starts there: their trie, so ``re`` reads each character once per position (also
    ``ascii_gates.Gated``'s needle search)."""
    root: dict[str, Any] = {}
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def alternation(node: dict[str, Any]) -> str:
        if "" in node:
            return ""  # a word ends here: it starts the position whatever follows
        parts = [re.escape(ch) + alternation(node[ch]) for ch in sorted(node)]
        return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"

    return alternation(root)


def _needle_starts(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """A pattern that matches where a match of ``pattern`` may start: where one of its needles
    starts, behind ``\\b`` for the needles of the alternatives that open with ``\\b`` and a
    letter or digit (they match only at the start of a word); None when a branch has none."""
    found = branches(pattern)
    if found is None:
        return None
    word_start = [b.bounded and all(n[0].isalnum() for n in b.longer) for b in found]
    bounded = sorted({n for b, w in zip(found, word_start, strict=True) if w for n in b.longer})
    other = sorted({n for b, w in zip(found, word_start, strict=True) if not w for n in b.longer})
    parts = ([r"\b" + trie(bounded)] if bounded else []) + ([trie(other)] if other else [])
    return re.compile("|".join(parts), pattern.flags & re.ASCII)


class Searched:
    """Whether ``pattern.search(text)`` finds a match, tried only where one of the pattern's
    needles starts (every match starts with one), each such position by ``Dispatch``: the
    positions are found by one compiled trie of the needles instead of trying every alternative
    of a long word alternation at every character."""

    __slots__ = ("_dispatch", "_starts", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._starts: re.Pattern[str] | None = None
        self._dispatch: Dispatch | None = None

    def search(self, text: str) -> bool:
        if self._dispatch is None:  # built on first use
            self._starts = _needle_starts(self.pattern)
            self._dispatch = Dispatch(self.pattern)
        if self._starts is None:
            return self.pattern.search(text) is not None
        find, match = self._starts.search, self._dispatch.match
        m = find(text)
        while m is not None:
            if match(text, m.start()) is not None:
                return True
            m = find(text, m.start() + 1)
        return False


class First:
    """``pattern.search(text, pos, endpos)``, tried only where one of the pattern's needles
    starts (every match starts with one), each such position by ``Dispatch``: the leftmost
    position where an alternative matches holds the leftmost match, and there ``Dispatch`` takes
    the alternatives in the pattern's order (``Searched`` says only whether there is one)."""

    __slots__ = ("_dispatch", "_starts", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._starts: re.Pattern[str] | None = None
        self._dispatch: Dispatch | None = None

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
        if self._dispatch is None:  # built on first use
            self._starts = _needle_starts(self.pattern)
            self._dispatch = Dispatch(self.pattern)
        if endpos is not None and endpos < len(text):
            text = text[: max(endpos, 0)]  # as ``re``: the text ends at ``endpos``
        if self._starts is None:
            return self.pattern.search(text, pos)
        find, match = self._starts.search, self._dispatch.match
        m = find(text, pos)
        while m is not None:
            found = match(text, m.start())
            if found is not None:
                return found
            m = find(text, m.start() + 1)
        return None


_UNSPLITTABLE: Final = re.compile(r"\\[1-9]|\(\?(?![:=!]|<[=!]|P<)")
"""A back-reference by number, or a group other than ``(?:``, lookarounds and named groups
(inline flags, comments, conditionals, ``(?P=…)``): a pattern holding one is not split."""


def top_level(pattern: str, flags: int = 0) -> list[str] | None:
    """The top-level alternatives of a pattern string (``a|b(c|d)|[|]`` -> ``a``, ``b(c|d)``,
    ``[|]``), or None when it is not split (see ``_UNSPLITTABLE``, or verbose). A text holds a
    match of the pattern exactly when it holds one of some alternative compiled alone."""
    if flags & re.VERBOSE or _UNSPLITTABLE.search(pattern):
        return None
    pieces: list[str] = []
    depth, start, k, n = 0, 0, 0, len(pattern)
    while k < n:
        c = pattern[k]
        if c == "\\":
            k += 2
            continue
        if c == "[":  # a class: ``]`` right after ``[`` or ``[^`` is a member
            k += 1
            if k < n and pattern[k] == "^":
                k += 1
            if k < n and pattern[k] == "]":
                k += 1
            while k < n and pattern[k] != "]":
                k += 2 if pattern[k] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            pieces.append(pattern[start:k])
            start = k + 1
        k += 1
    if depth != 0:
        return None
    pieces.append(pattern[start:])
    return pieces
