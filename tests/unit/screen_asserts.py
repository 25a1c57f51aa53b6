"""Assertions shared by the screen's class tests (tests/unit/test_screen_secret_*.py)."""

from __future__ import annotations

from tinyagent_memory.daemon.screen import LineHit, screen_line


def credential_hits(entry: str) -> list[LineHit]:
    """The credential findings of one entry."""
    return [h for h in screen_line(entry) if h.code == "credential"]


def assert_secret_covered(entry: str, secret: str) -> None:
    """A credential finding covers the secret (or lies inside it)."""
    hits = credential_hits(entry)
    assert any(
        secret in entry[h.start : h.end] or entry[h.start : h.end] in secret for h in hits
    ), (entry, hits)
