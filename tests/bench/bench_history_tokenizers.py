"""Which FTS5 tokenizer for the history index: measured on code-like and prose messages.

Run on demand: ``python -m pytest tests/bench/bench_history_tokenizers.py -m bench -s``
(``TOKENIZER_BENCH_MESSAGES`` sets the corpus size, default 100,000). Prints, per tokenizer: the
recall of searches people and models type in coding sessions (against a ground truth computed
with Python on the same texts), the insert throughput, the index bytes per message and the p50
query time. The choice and the figures are in docs/history.md.

Ground truth: a message is relevant when it holds the query as a case-insensitive substring at
a word start (``header`` is relevant to ``headers.ts`` and ``header line``, not to
``parseHeaderLine``: a part inside an identifier, counted separately as ``inner``).
"""

from __future__ import annotations

import os
import re
import sqlite3
import statistics
import time

import pytest

from .history_corpus import Corpus

pytestmark = [pytest.mark.bench, pytest.mark.timeout(3600)]

MESSAGES = int(os.environ.get("TOKENIZER_BENCH_MESSAGES", "100000"))

TOKENIZERS = {
    "unicode61": "unicode61",
    "unicode61 tokenchars _": "unicode61 tokenchars '_'",
    "unicode61 separators ._/": "unicode61 separators '._/-'",
    "trigram": "trigram",
}

# (query as typed, kind): identifiers, identifier parts, paths, error phrases, prose words.
QUERIES = [
    ("parseHeader", "prefix"),
    ("handle_request", "word"),
    ("request", "word"),
    ("Header", "inner"),
    ("Config", "inner"),
    ("messages.py", "word"),
    ("store/messages", "word"),
    ("database is locked", "word"),
    ("index out of range", "word"),
    ("E0", "prefix"),
    ("No module named", "word"),
    ("Errno 2", "word"),
    ("pytest", "word"),
    ("kalo", "prefix"),
    ("mine", "word"),
]


def texts(n: int) -> list[str]:
    c = Corpus(seed=5)
    out: list[str] = []
    for seq in range(1, n + 1):
        _, content, calls, _, name = c.message(seq)
        out.append("\n".join(x for x in (content, calls, name) if x))
    return out


def truth(docs: list[str], q: str) -> set[int]:
    """Docs holding ``q`` at a word start (or anywhere, for ``inner`` parts)."""
    pattern = re.compile(r"(?<![^\W_])" + re.escape(q), re.IGNORECASE)
    return {i for i, d in enumerate(docs) if pattern.search(d)}


def inner_truth(docs: list[str], q: str) -> set[int]:
    low = q.lower()
    return {i for i, d in enumerate(docs) if low in d.lower()}


def fts_query(tokenizer: str, q: str) -> str:
    """What the daemon would send: a quoted string; a prefix match except for trigram."""
    quoted = '"' + q.replace('"', '""') + '"'
    return quoted if tokenizer == "trigram" else quoted + "*"


def test_tokenizers() -> None:
    docs = texts(MESSAGES)
    chars = sum(map(len, docs)) / len(docs)
    print(f"\n[bench] tokenizers over {len(docs):,} messages ({chars:.0f} characters each)")
    for name, spec in TOKENIZERS.items():
        conn = sqlite3.connect(":memory:")
        conn.execute(f"CREATE VIRTUAL TABLE f USING fts5(body, content='', tokenize=\"{spec}\")")
        start = time.perf_counter()
        for first in range(0, len(docs), 100):  # appends arrive in small transactions
            with conn:
                conn.executemany(
                    "INSERT INTO f (rowid, body) VALUES (?, ?)",
                    enumerate(docs[first : first + 100], first),
                )
        inserted = len(docs) / (time.perf_counter() - start)
        size = sum(len(r[0]) for r in conn.execute("SELECT block FROM f_data"))
        recalls: list[float] = []
        inner: list[float] = []
        timings: list[float] = []
        for q, kind in QUERIES:
            want = inner_truth(docs, q) if kind == "inner" else truth(docs, q)
            match = fts_query(name, q)
            got = {r[0] for r in conn.execute("SELECT rowid FROM f WHERE f MATCH ?", (match,))}
            start = time.perf_counter()  # what a search does: the best 20 by bm25
            conn.execute(
                "SELECT rowid FROM f WHERE f MATCH ? ORDER BY rank LIMIT 20", (match,)
            ).fetchall()
            timings.append(time.perf_counter() - start)
            recall = len(got & want) / len(want) if want else 1.0
            (inner if kind == "inner" else recalls).append(recall)
        conn.close()
        print(
            f"[bench] {name:<26} recall {statistics.mean(recalls):.2f}"
            f" (identifier parts {statistics.mean(inner):.2f}),"
            f" insert {inserted:,.0f} msg/s, index {size / len(docs):,.0f} B/msg,"
            f" top-20 query p50 {statistics.median(timings) * 1000:.1f} ms"
        )
