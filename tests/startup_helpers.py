"""Builders shared by the unit and property tests of start-up (``tokens.EarlyCounter``)."""

from __future__ import annotations

from tinyagent_memory.daemon import tokens


def early_counter(name: str) -> tokens.EarlyCounter:
    ranks = tokens.get_encoding(name)._mergeable_ranks  # pyright: ignore[reportPrivateUsage]
    return tokens.EarlyCounter(name, ranks)
