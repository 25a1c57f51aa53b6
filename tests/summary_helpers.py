"""Summary builders shared by the unit and property tests of ``context/summary.py``."""

from __future__ import annotations

from tinyagent_memory.daemon.context.summary import SUMMARY_HEADINGS


def canonical(bodies: dict[str, str] | None = None) -> str:
    bodies = bodies or {}
    return "\n\n".join(f"## {h}\n{bodies.get(h, f'About {h}.')}" for h in SUMMARY_HEADINGS)
