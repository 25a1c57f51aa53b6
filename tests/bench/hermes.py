"""hermes-agent 0.19.0 as a same-run baseline: a bench-only venv, created on demand from PyPI.

The venv lives at ``tests/bench/.venv-hermes`` (gitignored; override with ``HERMES_BENCH_VENV``)
and is never a test or CI dependency. When it cannot be created or imported (offline machine),
``hermes_python`` returns None with the reason and the benchmarks report that instead.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path
from typing import Any

VERSION = "0.19.0"
VENV = Path(os.environ.get("HERMES_BENCH_VENV", Path(__file__).with_name(".venv-hermes")))
RUNNER = Path(__file__).with_name("hermes_runner.py")


def hermes_python() -> tuple[Path | None, str]:
    """The venv's python with ``hermes-agent`` importable, or None and why not."""
    python = VENV / "bin" / "python"
    probe = [str(python), "-c", "import agent.context_compressor"]
    if python.exists() and subprocess.run(probe, capture_output=True).returncode == 0:
        return python, "ok"
    try:
        if not python.exists():
            venv.EnvBuilder(with_pip=True).create(VENV)
        install = [str(python), "-m", "pip", "install", "-q", f"hermes-agent=={VERSION}"]
        done = subprocess.run(install, capture_output=True, text=True, timeout=900)
    except (OSError, subprocess.SubprocessError) as exc:
        return None, f"could not create the hermes-agent venv: {exc}"
    if done.returncode != 0:
        return None, f"pip install hermes-agent=={VERSION} failed: {done.stderr.strip()[-300:]}"
    if subprocess.run(probe, capture_output=True).returncode != 0:
        return None, "hermes-agent installed but agent.context_compressor does not import"
    return python, "ok"


def compress(
    python: Path, messages: list[dict[str, Any]], summary: str, window: int, folder: Path
) -> dict[str, Any]:
    """hermes' ``ContextCompressor.compress`` on ``messages``: best seconds (its summarizer call
    excluded), the summary text it produced and how many messages it replaced."""
    path = folder / "hermes-conversation.json"
    path.write_text(json.dumps({"messages": messages, "summary": summary}), encoding="utf-8")
    done = subprocess.run(
        [str(python), str(RUNNER), str(path), str(window)],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": ""},
    )
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
        raise RuntimeError("hermes runner failed")
    return json.loads(done.stdout.strip().splitlines()[-1])
