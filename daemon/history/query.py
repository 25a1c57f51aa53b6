"""A search query a person or a model can write, turned into a safe FTS5 expression.

Syntax: words (every one must occur), ``"quoted phrases"`` (must occur as written), ``a OR b``
(either), ``-word`` / ``-"a phrase"`` (must not occur). Matching is case-insensitive and by
substring (the index is FTS5's ``trigram`` tokenizer): ``header`` finds ``parseHeaderLine``.
Every term is passed to FTS5 as a quoted string, so no text of the query is ever read as an FTS5
operator; a query this grammar rejects raises ``QueryError`` (``invalid_params``).

The trigram index cannot look up a term shorter than ``MIN_TERM_CHARS``; such a term is checked
by substring (``LIKE``) on the rows the other terms found instead, so it needs company.
"""

from __future__ import annotations

from dataclasses import dataclass, field

MIN_TERM_CHARS = 3


class QueryError(ValueError):
    """The query does not follow the syntax; the message says where and why."""


@dataclass(frozen=True)
class Term:
    text: str
    negated: bool = False


@dataclass(frozen=True)
class Query:
    match: str
    """The FTS5 expression."""
    contains: tuple[str, ...] = ()
    """Short terms that must occur as well (checked by substring, not by the index)."""
    terms: tuple[str, ...] = field(default=())
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
                raise QueryError(
                    f'unbalanced quote at character {start + 1}: close the phrase with "'
                )
            phrase = " ".join(text[start + 1 : end].split())
            if phrase:
                out.append(Term(phrase, negated))
            i = end + 1
            continue
        end = start
        while end < n and not text[end].isspace() and text[end] != '"':
            end += 1
        word = text[start:end]
        if word == _OR and not negated:
            out.append(_OR)
        elif word:
            out.append(Term(word, negated))
        i = end
    return out


def _groups(tokens: list[Term | str]) -> list[list[Term]]:
    """Terms joined by ``OR`` form one group; groups are all required."""
    groups: list[list[Term]] = []
    joining = False
    for i, tok in enumerate(tokens):
        if tok == _OR:
            if not groups or joining or i == len(tokens) - 1:
                raise QueryError("OR needs a term on each side")
            joining = True
            continue
        assert isinstance(tok, Term)
        if joining:
            if tok.negated or any(t.negated for t in groups[-1]):
                raise QueryError("a -excluded term cannot be part of an OR")
            groups[-1].append(tok)
        else:
            groups.append([tok])
        joining = False
    return groups


def quote(text: str) -> str:
    """An FTS5 string: never read as an operator."""
    return '"' + text.replace('"', '""') + '"'


def parse(text: str) -> Query:
    groups = _groups(tokenize(text))
    if not groups:
        raise QueryError("the query is empty: give at least one word or phrase")
    required: list[str] = []
    excluded: list[str] = []
    contains: list[str] = []
    terms: list[str] = []
    for group in groups:
        short = [t.text for t in group if len(t.text) < MIN_TERM_CHARS]
        if short and (len(group) > 1 or group[0].negated):
            raise QueryError(
                f"{short[0]!r} is shorter than {MIN_TERM_CHARS} characters: it can only be a"
                " required term, not part of an OR or excluded"
            )
        if group[0].negated:
            excluded.append(quote(group[0].text))
            continue
        terms += [t.text for t in group]
        if short:
            contains.append(group[0].text)
        elif len(group) == 1:
            required.append(quote(group[0].text))
        else:
            required.append("(" + " OR ".join(quote(t.text) for t in group) + ")")
    if not required:
        raise QueryError(
            f"give at least one word or phrase of {MIN_TERM_CHARS} or more characters to find"
            " (excluded and shorter terms only narrow a search)"
        )
    match = " AND ".join(required)
    if excluded:
        match = f"({match})" + "".join(f" NOT {x}" for x in excluded)
    return Query(match=match, contains=tuple(contains), terms=tuple(terms))
