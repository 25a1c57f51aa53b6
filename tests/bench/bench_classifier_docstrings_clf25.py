"""Benchmark: what the injection classifier alone flags in third-party text it never trained on,
the docstring paragraphs of the standard library and of every installed package (the
interpreter's site-packages and this venv's; this project's own code is left out).

Run with ``python -m pytest tests/bench/bench_classifier_docstrings_clf25.py -m bench -s``;
``DOCSTRINGS_MODELS=a.json,b.json`` scores other model files beside the shipped one (e.g. an
older one from ``git show REV:daemon/screen/injection_model.json``), ``DOCSTRINGS_SHOW=N`` prints
the first N paragraphs each flags. A paragraph is a docstring's text between blank lines, its
whitespace joined; each distinct paragraph is scored once. The count depends on what is
installed, so compare models on the same machine only. No goal is asserted: the figures go to
docs/screening.md.
"""

from __future__ import annotations

import ast
import os
import sysconfig
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from tinyagent_memory.daemon.screen import classifier
from tinyagent_memory.daemon.screen.text import folded

pytestmark = pytest.mark.bench

_NODES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)


def roots() -> list[Path]:
    paths = sysconfig.get_paths()
    return list(dict.fromkeys(Path(paths[k]) for k in ("stdlib", "purelib", "platlib")))


def paragraphs() -> list[str]:
    """The distinct docstring paragraphs under ``roots()``, in a fixed order."""
    out: dict[str, None] = {}
    seen: set[Path] = set()
    for root in roots():
        for path in sorted(root.rglob("*.py")):
            real = path.resolve()
            if real in seen or "tinyagent" in real.as_posix():
                continue
            seen.add(real)
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    tree = ast.parse(path.read_text(encoding="utf-8"))
            except (SyntaxError, UnicodeDecodeError, ValueError, OSError):
                continue
            for node in ast.walk(tree):
                if isinstance(node, _NODES):
                    for para in (ast.get_docstring(node) or "").split("\n\n"):
                        text = " ".join(para.split())
                        if text:
                            out[text] = None
    return list(out)


@contextmanager
def using(path: Path) -> Iterator[None]:
    was = classifier.MODEL
    classifier.MODEL = path
    classifier.model.cache_clear()
    classifier.bound.cache_clear()
    try:
        yield
    finally:
        classifier.MODEL = was
        classifier.model.cache_clear()
        classifier.bound.cache_clear()


def flagged(texts: list[str], path: Path) -> list[str]:
    """The paragraphs the model at ``path`` flags (any line of one)."""
    with using(path):
        return [
            t
            for t in texts
            if any(classifier.classify(folded(line).text) for line in t.split("\n"))
        ]


@pytest.mark.timeout(1800)
def test_third_party_docstrings() -> None:
    texts = paragraphs()
    models = [classifier.MODEL]
    models += [Path(p) for p in os.environ.get("DOCSTRINGS_MODELS", "").split(",") if p]
    show = int(os.environ.get("DOCSTRINGS_SHOW", "0"))
    print(f"\n{len(texts)} distinct docstring paragraphs under {[str(r) for r in roots()]}")
    for path in models:
        hits = flagged(texts, path)
        print(f"  {path}: the model alone flags {len(hits)} = {len(hits) / len(texts):.3%}")
        for text in hits[:show]:
            print(f"    {text[:140]}")
