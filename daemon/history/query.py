"""A search query a person or a model can write, turned into a safe FTS5 expression.

Syntax: words (every one must occur), ``"quoted phrases"`` (must occur as written), ``a OR b``
(either), ``-word`` / ``-"a phrase"`` (must not occur). The index (FTS5 ``unicode61``) splits
text into words of letters and digits, case- and accent-insensitively: ``handle_request``,
``src/http/headers.ts`` and ``error[E0308]`` are sequences of words, and a term that holds
punctuation matches those words in that order. A bare word of 3+ characters also matches the
start of a longer word (``pars`` finds ``parse`` and ``parseHeaderLine``); a quoted phrase
matches whole words only.

Every term is passed to FTS5 as a quoted string, so no text of the query is ever read as an FTS5
operator; a query this grammar rejects raises ``QueryError`` (``invalid_params``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX_MIN_CHARS = 3
"""A bare word's last token matches as a prefix from this length on (shorter: whole words)."""

_TOKEN = re.compile(r"[^\W_]+")
"""What ``unicode61`` keeps as a token: runs of letters and digits (``_`` separates)."""


class QueryError(ValueError):
    """The query does not follow the syntax; the message says where and why."""


@dataclass(frozen=True)
class Term:
    text: str
    negated: bool = False
    phrase: bool = False
    """Quoted: whole words only."""

    @property
    def tokens(self) -> list[str]:
        return _TOKEN.findall(self.text)

    @property
    def prefix(self) -> bool:
        tokens = self.tokens
        return not self.phrase and bool(tokens) and len(tokens[-1]) >= PREFIX_MIN_CHARS


@dataclass(frozen=True)
class Query:
    match: str
    """The FTS5 expression."""
    terms: tuple[Term, ...]
    """Every positive term, for highlighting."""


_OR = "OR"


def tokenize(text: str) -> list[Term | str]:
    """Split into terms and the ``OR`` keyword; quotes group a phrase."""
    out: list[Term | str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        negated = ch == "-" and i + 1 < n and not text[i + 1].isspace()
        start = i + 1 if negated else i
        if start < n and text[start] == '"':
            end = text.find('"', start + 1)
            if end < 0:
                raise QueryError(f"unbalanced quote at character {start + 1}: close the phrase")
            out.append(Term(" ".join(text[start + 1 : end].split()), negated, phrase=True))
            i = end + 1
            continue
        end = start
        while end < n and not text[end].isspace() and text[end] != '"':
            end += 1
        word = text[start:end]
        out.append(_OR if word == _OR and not negated else Term(word, negated))
        i = end
    return out


def _groups(tokens: list[Term | str]) -> list[list[Term]]:
    """Terms joined by ``OR`` form one group; groups are all required. Terms without a letter
    or digit (``--``, ``""``) are not searchable and are left out."""
    groups: list[list[Term]] = []
    joining = False
    for i, tok in enumerate(tokens):
        if tok == _OR:
            if not groups or joining or i == len(tokens) - 1:
                raise QueryError("OR needs a term on each side")
            joining = True
            continue
        assert isinstance(tok, Term)
        if not tok.tokens:
            if joining:
                raise QueryError(f"{tok.text!r} has no letter or digit to search for")
            continue
        if joining:
            if tok.negated or any(t.negated for t in groups[-1]):
                raise QueryError("a -excluded term cannot be part of an OR")
            groups[-1].append(tok)
        else:
            groups.append([tok])
        joining = False
    return groups


def quote(term: Term) -> str:
    """An FTS5 string (never read as an operator), with ``*`` for a prefix match."""
    text = '"' + term.text.replace('"', '""') + '"'
    return text + "*" if term.prefix else text


def parse(text: str) -> Query:
    groups = _groups(tokenize(text))
    required: list[str] = []
    excluded: list[str] = []
    terms: list[Term] = []
    for group in groups:
        if group[0].negated:
            excluded.append(quote(group[0]))
            continue
        terms += group
        if len(group) == 1:
            required.append(quote(group[0]))
        else:
            required.append("(" + " OR ".join(quote(t) for t in group) + ")")
    if not required:
        if excluded:
            raise QueryError(
                "give at least one word or phrase to find (excluded terms only narrow a search)"
            )
        shown = text.strip()
        raise QueryError(
            f"nothing to search for: {shown!r} has no letter or digit"
            if shown
            else "nothing to search for: the query is empty"
        )
    match = " AND ".join(required)
    if excluded:
        match = f"({match})" + "".join(f" NOT {x}" for x in excluded)
    return Query(match=match, terms=tuple(terms))
