"""Properties of the credential rules' gates (``secret_gate``): a rule run only from its needles'
positions (shared by all rules through one ``Needles`` index per text), or only within its reach
before an occurrence of its substrings, finds exactly what ``finditer`` finds, on any text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import (
    secret_gate,
    secret_needles,
    secret_prose,
    secret_structural,
)

_ALPHABET = "abcdefhiklmnoprstuwxyzAPKSX0123456789 _-.:/@$*%'\"=()\n§аé密"
_WORDS = [
    "https://", "redis://", "postgres+psycopg://", "u:", ":p4ssw0rd9@", "@//", "-u ", "--user ",
    "--http-user=", " -p ", " -P ", " -w ", " -a ", "-pX", "password", "passwort", "pwd=",
    "login", "sign in", "user / ", "secret", "token", "api_key", "bearer ", "basic ", "sk_live_",
    "ghp_", "A1b2C3d4E5f6G7h8J9k0", "mysql -p", "docker login", "machine h login u password ",
    "admin/", "seed phrase", "recovery codes", "wallet", "密码", "Client(\"", "xoxb-", "_",
    "deploy:", "@db.example.com", "@10.0.0.1", "svc.key:", "a.b(", "f('", "x = ", "é_1(",
    "Aa0+/_-.~Bb1Cc2Dd3Ee4Ff5Gg6H", "'", ")", "db-1.x:5432:", ":*:", "*:", "app:", ":5432",
    "12:30:",
]  # fmt: skip
texts = st.lists(
    st.one_of(st.sampled_from(_WORDS), st.text(alphabet=_ALPHABET, max_size=8)), max_size=16
).map("".join)

_GATED = [g for _, g in secret_structural._STRUCTURAL] + [  # pyright: ignore[reportPrivateUsage]
    *secret_prose._PROSE,  # pyright: ignore[reportPrivateUsage]
    secret_prose._APP_PASSWORD,  # pyright: ignore[reportPrivateUsage]
    secret_prose._KEYWORD_VALUE,  # pyright: ignore[reportPrivateUsage]
]


@settings(max_examples=400, deadline=None)
@given(texts)
def test_gated_rules_with_a_shared_index_find_what_finditer_finds(text: str) -> None:
    lower = text.lower()
    index = secret_needles.Needles(lower)
    for g in _GATED:
        full = [m.span() for m in g.pattern.finditer(text)]
        assert [m.span() for m in g.matches(text, lower, index)] == full, g.pattern.pattern
        assert [m.span() for m in g.matches(text, lower)] == full, g.pattern.pattern


@settings(max_examples=400, deadline=None)
@given(texts)
def test_windows_hold_every_match_start(text: str) -> None:
    """Stronger than equal results: every start ``finditer`` finds is among the positions tried."""
    for g in _GATED:
        starts = {m.start() for m in g.pattern.finditer(text)}
        if g.starts is not None:
            assert starts <= g.starts(text), g.pattern.pattern
        elif g.reach is not None:
            near = {
                q - k
                for h in g.has
                for q in range(len(text))
                if text.startswith(h, q)
                for k in range(g.reach + 1)
            }
            assert starts <= near, g.pattern.pattern


def test_some_rules_have_a_reach_or_starts() -> None:
    """The windowed forms are in use (else the properties above would not test them)."""
    assert sum(g.reach is not None for g in _GATED) >= 3
    assert sum(g.starts is not None for g in _GATED) >= 3


@settings(max_examples=300, deadline=None)
@given(texts, st.lists(st.sampled_from(["pa", "pass", "se", "-", "密码", "user", "a"]), max_size=4))
def test_needle_index_is_every_occurrence(text: str, needles: list[str]) -> None:
    index = secret_needles.Needles(text)
    plain = sorted({i for n in needles for i in range(len(text)) if text.startswith(n, i)})
    assert index.starts(tuple(needles)) == plain
    assert index.starts(tuple(needles)) == plain  # cached


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab_-_ .:", max_size=40))
def test_run_start_before_is_each_runs_start(text: str) -> None:
    chars = "ab_-"
    plain: set[int] = set()
    for q, c in enumerate(text):
        if c == "_":
            i = q
            while i and text[i - 1] in chars:
                i -= 1
            plain.add(i)
    assert secret_gate.run_start_before("_", chars)(text) == plain
