"""Order classes the lexicons and the structural scorer miss (pure; helper inj33, session 12):
fake system labels in many languages (``injection_role_labels.py``), orders made permanent
(``injection_forever.py``), concealment written as settings (``injection_hidden_keys.py``),
safeguards switched off in the thinly covered languages (``injection_safeguards_i18n.py``),
secret files sent away in any language (``injection_secret_files.py``), lies prepared for when
the user asks (``injection_if_asked.py``), the model's instructions declared void in thinly
covered languages (``injection_void_rules.py``), notes that hide themselves, links that carry
the conversation, letter-spaced runs (``injection_spaced.py``), pasted content that addresses
the machine reading it (``injection_reader_address.py``),
and Cyrillic orders disguised with Latin look-alikes (``injection_mixed_script.py``, read again
by the lexicons through ``again``); in zh es de ru fr ja pt ko also outside installs, checks
off and production confirmations waived (``injection_installs_checks_i18n.py``), secrets posted
or mailed away and personal data sent out (``injection_public_leaks_i18n.py``), cover stories,
hidden diffs, self-copies, memory ranked over orders, role-play kept for real requests and
system grants (``injection_covers_worms_ranks_i18n.py``); in English secrets written into
replies and setups dumped (``injection_data_out.py``), remote code run, unofficial sources,
empowered identities, safeguards lifted and setups declared void (``injection_fetch_grants.py``),
acts hidden and self-copying notes (``injection_hush_copies.py``). Each runs on one folded line
the other stages left clean.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterator
from functools import cache
from typing import Final, NamedTuple

from .class_needs import needle_sets
from .grams import Grams, Key, key
from .injection_class_rules import RULES as _RULES
from .injection_mixed_script import cyrillic_view
from .needle_scan import NeedleScan

Active = tuple[tuple[int, tuple[str, ...] | None], ...]


def _meets(text: str, sets: tuple[frozenset[str], ...]) -> bool:
    """Whether ``text`` holds a string of each set a rule needs (``class_needs``; lat28a)."""
    return all(any(n in text for n in s) for s in sets)


def active(text: str, grams: Grams | None = None) -> Active:
    """The rules whose substrings occur somewhere in ``text``, each with the substrings found
    (one scan of the whole text per substring, so a line is only tried by the rules that can
    match in it, and only looked at for the substrings the text holds). The one-pass scan reads
    short texts too (session 24: one entry's ~150 per-rule substring tests cost ~0.3 ms, a sixth
    of screening it). Without the scan, a substring the text's trigrams (``grams``; none given:
    tested plainly) rule out is not tested (lat16)."""
    out: list[tuple[int, tuple[str, ...] | None]] = []
    index = _index()
    found = index.scan.occurrences(text)
    if found is not None:  # one pass finds every rule's substrings
        hits: dict[int, list[int]] = {}
        met: dict[int, set[int]] = {}
        for n in found:
            for k, j in index.where.get(n, ()):
                hits.setdefault(k, []).append(j)
            for k, g in index.also.get(n, ()):
                met.setdefault(k, set()).add(g)
        # only the rules found and the ungated ones, in order (not a test of every rule: lat24)
        for k in sorted(hits.keys() | index.ungated):
            if index.sets[k] and len(met.get(k, ())) < len(index.sets[k]):
                continue  # a group of what the rule needs is missing (lat28a)
            plain = _RULES[k][2]
            if plain is None:
                out.append((k, None))
            else:
                at = hits[k]
                at.sort()
                out.append((k, tuple(plain[j] for j in at)))
        return tuple(out)
    if grams is None:
        for k, (_, _, plain) in enumerate(_RULES):
            if not _meets(text, index.sets[k]):
                continue
            if plain is None:
                out.append((k, None))
            elif present := tuple(n for n in plain if n in text):
                out.append((k, present))
        return tuple(out)
    holds = grams.keys.issuperset
    for k, needles in enumerate(index.keyed):
        if not _meets(text, index.sets[k]):
            continue
        if needles is None:
            out.append((k, None))
        elif present := tuple(n for n, needs in needles if holds(needs) and n in text):
            out.append((k, present))
    return tuple(out)


class _Index(NamedTuple):
    """The rules' substrings, indexed once (``active``, ``by_line``)."""

    scan: NeedleScan
    """One pass for every rule's substrings (``needle_scan``)."""
    where: dict[str, tuple[tuple[int, int], ...]]
    """Each substring -> (rule, place in the rule's substrings) for each rule that lists it."""
    keyed: tuple[tuple[tuple[str, Key], ...] | None, ...]
    """Each rule's substrings with their keys (``grams.key``; ``None``: no gate), for the
    trigram path when the pass is not available."""
    ungated: frozenset[int]
    """The rules without substrings (every line is tried by them)."""
    sets: tuple[tuple[frozenset[str], ...], ...]
    """Per rule, the substring sets of what it needs besides (``class_needs``): a line missing
    one of them is not tried (lat28a)."""
    also: dict[str, tuple[tuple[int, int], ...]]
    """Each substring of those sets -> (rule, place of the set) for each set holding it."""


@cache
def _index() -> _Index:
    where: dict[str, list[tuple[int, int]]] = {}
    for k, (_, _, plain) in enumerate(_RULES):
        for j, n in enumerate(plain or ()):
            assert n, "an empty substring: every text holds it, the pass finds it nowhere"
            where.setdefault(n, []).append((k, j))
    keys = {n: key(n) for n in where}
    keyed = tuple(
        None if plain is None else tuple((n, keys[n]) for n in plain) for _, _, plain in _RULES
    )
    ungated = frozenset(k for k, (_, _, plain) in enumerate(_RULES) if plain is None)
    sets = tuple(needle_sets(rule) for _, rule, _ in _RULES)
    also: dict[str, list[tuple[int, int]]] = {}
    for k, each in enumerate(sets):
        for g, strings in enumerate(each):
            for n in strings:
                also.setdefault(n, []).append((k, g))
    return _Index(
        NeedleScan(where.keys() | also.keys(), long=0),
        {n: tuple(at) for n, at in where.items()},
        keyed,
        ungated,
        sets,
        {n: tuple(at) for n, at in also.items()},
    )


def by_line(text: str, starts: list[int], rules: Active) -> list[Active]:
    """For each line of ``text`` (``starts``: where each begins), the rules of ``rules`` (from
    ``active(text)``) whose substrings that line holds, and each of their needed sets
    (``class_needs``) too, in order and without their substrings: ``score_line`` reads each as
    it would read the line with ``rules`` (lat16: a substring that holds no newline occurs in a
    line exactly where its occurrences in the text fall). Sets of lines are bit masks (lat28a)."""
    if len(starts) == 1:  # one line: it holds every substring ``rules`` found (lat24)
        return [tuple((k, None) for k, _ in rules)]
    out: list[list[tuple[int, tuple[str, ...] | None]]] = [[] for _ in starts]
    index = _index()
    every = index.scan.occurrences(text)  # kept from ``active`` (None: a short text)
    if every is not None:  # perf31: each found substring's lines once, read inline below
        bit_at: list[int] = []  # each position's line, as its bit
        for n in range(len(starts) - 1):
            bit_at.extend([1 << n] * (starts[n + 1] - starts[n]))
        bit_at.extend([1 << (len(starts) - 1)] * (len(text) - starts[-1]))
        masks = {n: _lines(at, bit_at) for n, at in every.items()}
    else:
        masks = {}
        for k, present in rules:
            for n in present or ():
                if n not in masks:
                    masks[n] = _found_lines(text, starts, n)
            for each in index.sets[k]:
                for n in each:
                    if n not in masks:
                        masks[n] = _found_lines(text, starts, n)
    needed = _needed_lines(rules, masks)
    every_line = (1 << len(starts)) - 1
    for k, present in rules:
        if present is None:
            held = every_line
        else:
            held = 0
            for needle in present:
                held |= masks.get(needle, 0)
        for g in range(len(index.sets[k])):
            held &= needed[k, g]
        while held:
            low = held & -held
            out[low.bit_length() - 1].append((k, None))
            held ^= low
    return [tuple(each) for each in out]


def _lines(at: list[int], bit_at: list[int]) -> int:
    """The lines holding the positions ``at`` (``bit_at``: each position's line as its bit), as
    a bit mask."""
    mask = 0
    for i in at:
        mask |= bit_at[i]
    return mask


def _found_lines(text: str, starts: list[int], needle: str) -> int:
    """The lines of ``text`` holding ``needle`` (none when it holds a newline: it is in no line),
    as a bit mask."""
    mask = 0
    if "\n" not in needle:
        i = text.find(needle)
        while i != -1:
            mask |= 1 << (bisect_right(starts, i) - 1)
            i = text.find(needle, i + 1)
    return mask


def _needed_lines(rules: Active, masks: dict[str, int]) -> dict[tuple[int, int], int]:
    """For each needed set of ``rules`` (rule, place of the set), the lines holding one of its
    substrings, as a bit mask (``masks``: each substring found -> its lines)."""
    index = _index()
    out = {(k, g): 0 for k, _ in rules for g in range(len(index.sets[k]))}
    if not out:
        return out
    also = index.also
    for n, mask in masks.items():
        for place in also.get(n, ()):
            if place in out:
                out[place] |= mask
    return out


ALL: Final[Active] = tuple((k, None) for k in range(len(_RULES)))


def score_line(
    line: str, again: Callable[[str], str | None], rules: Active = ALL
) -> Iterator[tuple[str, int, int]]:
    """The first class hit of one folded line (family, start, end); ``again`` screens a
    rewritten line with the other stages and returns its family, if any."""
    if not line.strip():
        return
    for k, present in rules:
        if present is not None and not any(n in line for n in present):
            continue
        family, rule, _ = _RULES[k]
        span = rule(line)
        if span is not None:
            yield family, *span
            return
    view = cyrillic_view(line)
    if view is not None:
        family = again(view)
        if family is not None:
            yield family, 0, len(line)
