"""The FTS5 expressions the query parser makes, as PostgreSQL ``tsquery`` text."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.history import query
from tinyagent_memory.daemon.store.conn import QueryRefused
from tinyagent_memory.daemon.store.pg_history import tsquery_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("header", "'header':*"),
        ("go", "'go'"),
        ("parse header", "'parse':* & 'header':*"),
        (
            '"database is  locked"',
            "('database':A <-> 'is':A <-> 'locked':A | 'database':B <-> 'is':B <-> 'locked':B)",
        ),
        (
            "src/http/x.py",
            "('src':A <-> 'http':A <-> 'x':A <-> 'py':A"
            " | 'src':B <-> 'http':B <-> 'x':B <-> 'py':B)",
        ),
        ("handle_req", "('handle':A <-> 'req':*A | 'handle':B <-> 'req':*B)"),
        ("foo OR bar baz", "( 'foo':* | 'bar':* ) & 'baz':*"),
        ('err -warn -"a b"', "( 'err':* ) & ! 'warn':* & ! ('a':A <-> 'b':A | 'a':B <-> 'b':B)"),
        ("it's", "('it':A <-> 's':A | 'it':B <-> 's':B)"),
        ('say "O\'Brien"', "'say':* & ('O':A <-> 'Brien':A | 'O':B <-> 'Brien':B)"),
        # Operator text of either engine is words.
        ("NEAR(header line)", "('NEAR':A <-> 'header':*A | 'NEAR':B <-> 'header':*B) & 'line':*"),
        ("a:b & !c", "('a':A <-> 'b':A | 'a':B <-> 'b':B) & 'c'"),
    ],
)
def test_tsquery_of_a_parsed_query(text: str, expected: str) -> None:
    """Every word quoted; the case is folded by the database (``tam_fold``), with the text."""
    assert tsquery_text(query.parse(text).match) == expected


@pytest.mark.parametrize("match", ['"open', "header", '"a" XOR "b"', '"--"'])
def test_anything_but_a_parsed_query_is_refused(match: str) -> None:
    with pytest.raises(QueryRefused):
        tsquery_text(match)
