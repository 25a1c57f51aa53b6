"""Properties of the screen speed-ups of session 6 (helper lat6): each shortcut answers what the
plain pattern it replaces answers, on hypothesis texts and on the corpus.

- ``alternatives.Searched``: ``pattern.search`` tried only where a needle starts;
- ``text._leet_runs``: the runs of ``(?<![\\w@$!])[\\w@$!]*?[\\d@$!][\\w@$!]*`` from their marks;
- ``text._SPACED_WORD`` and ``injection_disguise._BROKEN_WORD``: the same texts found from the
  first separator;
- ``prefilter.FoldGated`` on non-ASCII texts and ``secrets._names_signify``: a lower-cased gate
  where ``re``'s case-insensitive matching is lower-casing;
- ``positions.RulePlans``: every lexicon rule's starts, read together;
- ``secret_gate.Gated``: a rule gated by substrings tried from its needles (on texts that read
  the same lower-cased), and ``login-password`` only where its slash may follow;
- ``text.folded`` (lines between two slow ones folded as one block; printable ASCII and a
  memoised table in the slow path) and ``characters.character_runs`` (read only at the characters
  ``character_rule`` may report), against their plain per-line and per-character forms;
- ``decode.rot13`` (bytes translated) and the gates of ``decode.payloads``' hex, base32 and
  HTML-entity scans.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Iterator

from hypothesis import example, given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import (
    alternatives,
    characters,
    classifier,
    decode,
    injection_disguise,
    injection_payloads,
    injection_rules,
    positions,
    prefilter,
    secret_needles,
    secret_prose,
    secret_structural,
    secrets,
)
from tinyagent_memory.daemon.screen import injection_judgements as judgements
from tinyagent_memory.daemon.screen import text as text_views
from tinyagent_memory.daemon.screen.secret_context import NOT_SECRET_WORDS, SECRET_WORDS

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_PLAIN_LEET_RUN = re.compile(r"(?<![\w@$!])[\w@$!]*?[\d@$!][\w@$!]*")
_PLAIN_SPACED_WORD = re.compile(r"(?<![^\W_])(?:[^\W\d_][ .\-_*·]){3,}[^\W\d_](?![^\W_])")
_PLAIN_BROKEN_WORD = re.compile(r"(?:[^\W\d_][.\-_*·/|]){3,}[^\W\d_]")
_MENTION = re.compile(judgements.MENTION)
_SEARCHED = alternatives.Searched(_MENTION)

# Letters (Latin, odd case folds, other scripts), digits, leet marks, every separator.
_GLUE = "abcisxyzKS IZ019٣ \n\t_.-*·/|!@$éжı\u0130\u017f\u212a中§\\:&#;\ud800"
_WORDS = [
    *("signify", "MINISIGN", "Untrusted Comment", "sıgnify", "miniſign", "not a real", "fake"),
    *("dummy token", "for example", "public key", "cache key", "test vectors", "password"),
    *("PASSWORD", "Kennwort", "contraseña", "пароль", "secret", "token", "attackers can"),
    *("red-team", "prompt injection", "the attacks", "blog draft:", "jailbreak prompts"),
    *("detectors", "e.g.", "is forbidden", "we log", "i g n o r e", "i.g.n.o.r.e", "p4ss"),
    *("69676e6f7265", "\\x69\\x67", "de:ad:be:ef", "MFRGGZDFMZTWQ2LK", "&#105;&#103;", "&#x6e;"),
]
texts = st.lists(
    st.one_of(st.sampled_from(_WORDS), st.text(alphabet=_GLUE, max_size=6)), max_size=16
).map("".join)


def _corpus() -> list[str]:
    items = corpus.injections() + corpus.risky_negatives() + corpus.prose() + corpus.secrets()
    raw = [i.text for i in items]
    memories = ["\n§\n".join(raw[k : k + 25]) for k in range(0, len(raw), 25)]
    return raw + memories + [text_views.folded(t).text for t in raw + memories]


def _span(m: re.Match[str] | None) -> tuple[int, int] | None:
    return None if m is None else m.span()


def _agree(value: str) -> None:
    words, occurrences = positions.Words(value), prefilter.Occurrences(value)
    i18n: dict[int, list[int]] = {}
    for plans in injection_rules.i18n_plans().values():
        i18n.update(plans.starts(words, occurrences))
    english = injection_rules.english_plans().starts(words, occurrences)
    for rules, planned in (
        (injection_rules.english_rules(), english),
        (injection_rules.i18n_rules(), i18n),
    ):
        each = {
            k: positions.rule_starts(r[5], words, occurrences) for k, r in enumerate(rules) if r[5]
        }
        assert planned == {k: at for k, at in each.items() if at}
    assert _SEARCHED.search(value) == (_MENTION.search(value) is not None)
    assert judgements.ABOUT_ATTACKS.search(value) == (_MENTION.search(value) is not None)
    runs = [m.span() for m in _PLAIN_LEET_RUN.finditer(value)]
    assert list(text_views._leet_runs(value)) == runs
    spaced = text_views._SPACED_WORD.search(value) is not None
    assert spaced == (_PLAIN_SPACED_WORD.search(value) is not None)
    broken = injection_disguise._BROKEN_WORD.search(value) is not None
    assert broken == (_PLAIN_BROKEN_WORD.search(value) is not None)
    assert secrets._names_signify(value) == (secrets._SIGNIFY_WORDS.search(value) is not None)
    for gated in (secrets._DISCLAIMER_GATED, NOT_SECRET_WORDS, SECRET_WORDS):
        assert _span(gated.search(value)) == _span(gated.pattern.search(value))
    assert decode.rot13(value) == codecs.encode(value, "rot13")
    if not classifier._SPACELESS.search(value):
        assert classifier._LATIN_TOKEN.findall(value) == classifier._TOKEN.findall(value)
    for searched, needled in (
        (injection_payloads._TRIGGER_SEARCHED, injection_payloads._TRIGGER_NEEDLED),
        (injection_payloads._TRIGGER_I18N_SEARCHED, injection_payloads._TRIGGER_I18N),
    ):
        assert searched.search(value.lower()) == bool(needled.search(value.lower()))
    assert decode._may_hold_hex(value) or not any(decode._HEX.finditer(value))
    assert decode._BASE32_RUN.search(value) or not any(decode._BASE32.finditer(value))
    assert "&#" in value or not any(decode._ENTITIES.finditer(value))


@settings(max_examples=500, deadline=None)
@given(texts)
def test_shortcuts_answer_as_their_plain_patterns(value: str) -> None:
    _agree(value)


def test_shortcuts_answer_as_their_plain_patterns_on_the_corpus() -> None:
    # every other text (the suite's time budget; the snapshot compares every entry exactly)
    for value in _corpus()[::2]:
        _agree(value)


def test_odd_folds_are_the_only_non_ascii_matches_of_ascii_letters() -> None:
    """``prefilter.lowers_plainly`` rests on this: outside ``_ODD_FOLDS``, a character ``re``
    matches case-insensitively with an ASCII letter is that letter in one case or the other."""
    letter = re.compile("(?i)[a-z]")
    odd: set[str] = set()
    for code in range(0x80, 0x110000):
        ch = chr(code)
        lowered = ch.lower()[:1]
        if letter.fullmatch(ch) or (lowered.isascii() and lowered.isalpha()):
            odd.add(ch)
    assert odd == {"\u0130", "\u0131", "\u017f", "\u212a"}
    assert all(prefilter._ODD_FOLDS.search(ch) for ch in odd)
    assert not prefilter.lowers_plainly("Kennwort: \u0131")
    assert prefilter.lowers_plainly("Kennwort § 中")


def test_rot13_maps_as_the_codec_on_every_character() -> None:
    every = "".join(map(chr, range(0x110000)))  # lone surrogates included
    assert decode.rot13(every) == codecs.encode(every, "rot13")


def test_searched_without_needles_runs_the_pattern() -> None:
    pattern = re.compile(r"(?:\w+)\s+attacks|foo")  # a branch with no literal start
    searched = alternatives.Searched(pattern)
    for value in ("many attacks", "foo", "bar", ""):
        assert searched.search(value) == (pattern.search(value) is not None)


_SECRET_WORDS = [
    *("login", "Sign In", "user", "credentials", "Cred", "CREDS", "auth-user-pass", "login.conf"),
    *(" / ", "/ ", " /", "/", ": ", "\\n", "\n", "  ", "admin", "hunter2hunter2", "pass"),
    *("password", "PASSWORD", "smtp", "set ", "-x ", "SECRET", "sess", "userlist", "sasl"),
    *("ı", "ſ", "\u0130", "\u212a", "ς", "σ", "о", "ᲂ", "é", "§", "密码", "credentıals"),
]
secret_texts = st.lists(
    st.one_of(st.sampled_from(_SECRET_WORDS), st.text(alphabet="ab xy:/\n@._-19ıſ", max_size=5)),
    max_size=18,
).map("".join)
_GATED = [g for _, g in secret_structural._STRUCTURAL] + [
    *secret_prose._PROSE,
    secret_prose._APP_PASSWORD,
    secret_prose._KEYWORD_VALUE,
]


def _gated_agree(value: str) -> None:
    lower = value.lower()
    index = secret_needles.Needles(lower)
    for gated in _GATED:
        full = [m.span() for m in gated.pattern.finditer(value)]
        if gated.has or index.plain():  # needles alone (unchanged here) miss ``ſa`` for ``sa``
            assert [m.span() for m in gated.matches(value, lower, index)] == full, gated.pattern
        if gated.keep is not None:
            assert all(gated.keep(value, start) for start, _ in full), gated.pattern


@settings(max_examples=400, deadline=None)
@given(secret_texts)
@example("login / 1\n: loginlogin")  # a colon on the next line (CI of 3d0f105): no pair, no gate
@example("login.conf: 1\n1login")  # the gate lacked login.conf (CI of 03c7293)
def test_gated_rules_find_what_finditer_finds_with_case_variants(value: str) -> None:
    _gated_agree(value)


def test_gated_rules_find_what_finditer_finds_on_the_corpus() -> None:
    for value in _corpus():
        _gated_agree(value)


def test_substring_gated_rules_use_needles_and_a_rule_keeps_starts() -> None:
    """The shortcuts are in use (else the properties above would not test them)."""
    assert sum(bool(g.has) and g.needles is not None for g in _GATED) >= 5
    assert sum(g.keep is not None for g in _GATED) >= 1
    assert not secret_needles.Needles("credentıals").plain()
    assert secret_needles.Needles("credentials § 密码 é").plain()
    # ``re`` reads ``logın.conf`` as ``login.conf`` case-insensitively; the needle does not
    odd = "cred x\nlogın.conf: alice\nhunter2hunter2"
    assert any(g.has and g.pattern.search(odd) for g in _GATED)
    _gated_agree(odd)


def _plain_folded(text: str, fold_case: bool) -> tuple[str, list[int]]:
    """``text.folded`` as it was: every line by ``_fast`` or character by character."""
    out: list[str] = []
    origin: list[int] = []
    offset = 0
    for n, line in enumerate(text.split("\n")):
        if n:
            out.append("\n")
            origin.append(offset - 1)
        fast = text_views._fast(line, fold_case)
        if fast is not None:
            out.extend(fast)
            origin.extend(range(offset, offset + len(line)))
        else:
            for i, ch in enumerate(line):
                if unicodedata.category(ch) == "Cf" or ch in characters.INVISIBLE:
                    continue
                piece = unicodedata.normalize("NFKC", ch)
                piece = piece.casefold() if fold_case else piece
                for c in piece:
                    if unicodedata.category(c) == "Mn" and (not out or ord(out[-1]) < 0x250):
                        continue
                    out.append(c)
                    origin.append(offset + i)
        offset += len(line) + 1
    return "".join(out), origin


def _plain_runs(line: str) -> Iterator[tuple[str, int, int]]:
    run: tuple[str, int] | None = None
    for i in range(len(line) + 1):
        rule = characters.character_rule(line, i) if i < len(line) else None
        if run is not None and rule != run[0]:
            yield run[0], run[1], i
            run = None
        if rule is not None and run is None:
            run = (rule, i)


_ODD_TEXT = (
    "ab Z\n\t\r\x00\x1b\x7f\x85\u2028\u200b\u200c\u200d\u202e\u2066\u200e\u0301é\u0645\u06cc"
)
_ODD_TEXT += "\uff21\ufb01\u0130\u00df\u2163\u0900\u093f\U000e0041\U0001f468\u0d28\u0d4dfFi§中"
odd_texts = st.text(alphabet=_ODD_TEXT, max_size=40)


def _views_agree(value: str) -> None:
    for fold_case in (True, False):
        view = text_views.folded(value, fold_case=fold_case)
        assert (view.text, view.origin) == _plain_folded(value, fold_case)
    for line in value.split("\n"):
        runs = [(r.rule, r.start, r.end) for r in characters.character_runs(line)]
        assert runs == list(_plain_runs(line))


@settings(max_examples=500, deadline=None)
@given(odd_texts)
def test_folded_and_character_runs_are_their_plain_forms(value: str) -> None:
    _views_agree(value)


def test_folded_and_character_runs_are_their_plain_forms_on_the_corpus() -> None:
    for value in _corpus():
        _views_agree(value)
