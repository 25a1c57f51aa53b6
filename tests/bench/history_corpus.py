"""A generated conversation corpus for the history benchmarks: code-like and prose messages.

Deterministic (seeded). Code-like text has what people and models search for in coding sessions:
paths, snake_case and camelCase identifiers, error lines with numbers, shell commands in tool-call
arguments, stack traces in tool results. Prose draws from a Zipf-like vocabulary.
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterator

SYLLABLES = [
    "ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "zen", "dar", "pel", "gor", "fin", "bex",
    "qua", "tor", "lin", "mor", "sep", "ul",
]  # fmt: skip
VERBS = [
    "parse", "load", "build", "render", "fetch", "store", "resolve", "validate", "encode",
    "decode", "merge", "split", "flush", "compact", "search", "index", "open", "close", "read",
    "write",
]  # fmt: skip
NOUNS = [
    "header", "config", "session", "message", "buffer", "token", "request", "response", "cache",
    "index", "frame", "summary", "cursor", "schema", "record", "window", "context", "payload",
    "result", "worker",
]  # fmt: skip
DIRS = ["src", "lib", "tests", "daemon", "store", "http", "cli", "editor", "utils", "core"]
EXTS = ["py", "ts", "rs", "go", "md", "json"]
ERRORS = [
    "FileNotFoundError: [Errno 2] No such file or directory: '{p}'",
    "sqlite3.OperationalError: database is locked",
    "error[E0{n}]: mismatched types in {i}",
    "KeyError: '{i}'",
    "TypeError: Cannot read properties of undefined (reading '{i}')",
    "panic: runtime error: index out of range [{n}] with length {n}",
    "AssertionError: expected {n} rows, got {m}",
    "ModuleNotFoundError: No module named '{i}'",
]


def words(rng: random.Random, count: int) -> list[str]:
    """A prose vocabulary of made-up words; the first ones are the most frequent."""
    out: set[str] = set()
    while len(out) < count:
        out.add("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))))
    return sorted(out)


class Corpus:
    def __init__(self, seed: int = 7, vocabulary: int = 5000) -> None:
        self.rng = random.Random(seed)
        self.vocab = words(random.Random(1), vocabulary)  # the same words whatever the seed
        weights = [1 / (i + 1) for i in range(len(self.vocab))]
        self.cum: list[float] = []
        total = 0.0
        for w in weights:
            total += w
            self.cum.append(total)

    def word(self) -> str:
        return self.rng.choices(self.vocab, cum_weights=self.cum)[0]

    def ident(self) -> str:
        r = self.rng
        verb, noun, extra = r.choice(VERBS), r.choice(NOUNS), r.choice(self.vocab[:400])
        if r.random() < 0.5:
            return f"{verb}_{noun}_{extra}"
        return f"{verb}{noun.capitalize()}{extra.capitalize()}"

    def path(self) -> str:
        r = self.rng
        parts = [r.choice(DIRS) for _ in range(r.randint(1, 3))]
        return "/".join(parts) + f"/{r.choice(NOUNS)}_{r.choice(self.vocab[:300])}.{r.choice(EXTS)}"

    def error(self) -> str:
        r = self.rng
        return r.choice(ERRORS).format(
            p=self.path(), i=self.ident(), n=r.randint(100, 999), m=r.randint(0, 99)
        )

    def prose(self) -> str:
        text = " ".join(self.word() for _ in range(self.rng.randint(10, 40)))
        return text.capitalize() + "."

    def message(self, seq: int) -> tuple[str, str | None, str | None, str | None, str | None]:
        """``(role, content, tool_calls, tool_call_id, name)`` of message ``seq`` of a Session."""
        r = self.rng
        kind = seq % 4
        if kind == 0:
            content = self.prose()
            if r.random() < 0.5:
                content += f" Look at {self.path()} and {self.ident()}."
            return "user", content, None, None, None
        if kind == 1:
            call = {
                "id": f"call_{seq}",
                "type": "function",
                "function": {
                    "name": r.choice(["shell", "read_file", "grep"]),
                    "arguments": json.dumps(
                        {"command": f"pytest {self.path()} -k {self.ident()}"}
                        if r.random() < 0.5
                        else {"path": self.path()}
                    ),
                },
            }
            return "assistant", None, json.dumps([call]), None, None
        if kind == 2:
            lines = [f'  File "{self.path()}", line {r.randint(1, 900)}, in {self.ident()}']
            lines += [self.error()]
            return "tool", "\n".join(lines), None, f"call_{seq - 1}", "shell"
        return "assistant", self.prose(), None, None, None


def fill(conn: sqlite3.Connection, sessions: int, per_session: int, seed: int = 7) -> int:
    """Insert ``sessions`` x ``per_session`` messages straight into an open store (one
    transaction per 100 Sessions); returns the number of messages."""
    corpus = Corpus(seed)

    def rows(first: int) -> Iterator[tuple[object, ...]]:
        for s in range(first, min(first + 100, sessions)):
            for seq in range(1, per_session + 1):
                role, content, calls, call_id, name = corpus.message(seq)
                tokens = len(content or calls or "") // 4 + 4
                yield (f"s{s}", f"r{s}", seq, role, content, calls, call_id, name, tokens)

    for first in range(0, sessions, 100):
        conn.execute("BEGIN IMMEDIATE")
        conn.executemany(
            "INSERT INTO sessions (id) VALUES (?)",
            [(f"s{s}",) for s in range(first, min(first + 100, sessions))],
        )
        conn.executemany(
            "INSERT INTO runs (id, session_id, status) VALUES (?, ?, 'succeeded')",
            [(f"r{s}", f"s{s}") for s in range(first, min(first + 100, sessions))],
        )
        conn.executemany(
            "INSERT INTO messages (session_id, run_id, seq, role, content, tool_calls,"
            " tool_call_id, name, tokens) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows(first),
        )
        conn.execute("COMMIT")
    return sessions * per_session


def queries(seed: int = 11, count: int = 30) -> list[str]:
    """Searches a person or a model would type: identifier parts, paths, error phrases, words."""
    c = Corpus(seed)
    r = random.Random(seed)
    out: list[str] = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            out.append(c.ident())
        elif kind == 1:
            out.append(f'"{c.path().split("/")[-1]}"')
        elif kind == 2:
            out.append(
                r.choice(['"database is locked"', '"index out of range"', '"No module named"'])
                + " "
                + r.choice(NOUNS)
            )
        elif kind == 3:
            out.append(
                f"{r.choice(VERBS)}{r.choice(NOUNS).capitalize()} {c.vocab[r.randint(0, 399)]}"
            )
        else:
            out.append(f"{c.vocab[r.randint(50, 2000)]} {c.vocab[r.randint(50, 2000)]}")
    return out
