"""What ``serve`` loads before its first answer, and the counts it gives before the full
encoding is built (issue 12, start-up).

Hypothesis properties (early counts equal tiktoken's for any ASCII text):
``tests/property/test_startup_properties.py``.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon import screen, server, tokens
from tinyagent_memory.daemon.editor import capabilities
from tinyagent_memory.daemon.memory import checks
from tinyagent_memory.daemon.rpc import jsonrpc
from tinyagent_memory.protocol import methods as m

from ..startup_helpers import early_counter

ROOT = Path(__file__).resolve().parents[2]


def test_the_version_constant_is_pyprojects() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["version"] == server.VERSION


def test_the_checks_codes_are_the_screens() -> None:
    assert (checks.CREDENTIAL, checks.PROMPT_INJECTION) == (
        screen.CREDENTIAL,
        screen.PROMPT_INJECTION,
    )
    assert checks.CONTENT_CODES == screen.CONTENT_CODES


def test_serve_loads_no_cli_postgres_or_metadata_modules() -> None:
    """The daemon's import path (``cli.main`` for ``serve`` up to ``server``) leaves out the
    ``memory``/``history`` command modules, the PostgreSQL driver (loaded for a
    ``postgresql://`` store only), ``importlib.metadata``, compaction's modules, the memory
    screen's rules (loaded on the first check or redaction) and pygls with lsprotocol and the
    editor (loaded for editors only)."""
    code = (
        "import sys\n"
        "from tinyagent_memory.daemon import cli\n"
        "from tinyagent_memory.daemon import server\n"
        "server.MemoryServer()\n"
        "print(' '.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "tinyagent_memory.daemon.server" in loaded
    unwanted = {
        "psycopg",
        "psycopg_pool",
        "importlib.metadata",
        "tinyagent_memory.daemon.memory.cli",
        "tinyagent_memory.daemon.history.cli",
        "tinyagent_memory.daemon.context.compressor",
        "tinyagent_memory.daemon.context.fact_sources",
        "tinyagent_memory.daemon.context.reduce",
        "tinyagent_memory.daemon.screen",
        "betterleaks",
        "pygls",
        "pygls.lsp.server",
        "lsprotocol.types",
        "cattrs",
        "attrs",
        "tinyagent_memory.daemon.editor.editor",
        "tinyagent_memory.daemon.rpc.lsp",
    }
    assert loaded & unwanted == set()


def test_early_counts_cover_ordinary_text_and_leave_long_pieces() -> None:
    early = early_counter("o200k_base")
    enc = tokens.get_encoding("o200k_base")
    ordinary = "Where is the config loaded? See `src/app/config.py`, line 42: load(path)\n"
    assert early.count(ordinary) == len(enc.encode(ordinary, disallowed_special=()))
    assert early.count("x" * 500) is None  # one long piece: the full encoding merges it


def test_a_preloaded_counter_answers_before_the_build_with_tiktokens_counts() -> None:
    """In a fresh process (as ``serve``): short ASCII texts are counted before the full encoding
    exists, long or non-ASCII ones build it; every count equals tiktoken's."""
    code = (
        "from tinyagent_memory.daemon import tokens\n"
        "tokens.preload()\n"
        "c = tokens.TokenCounter()\n"
        "short = ['Where is the config loaded?', 'def f(x):\\n    return x + 1\\n', '']\n"
        "early = [c.text(t) for t in short]\n"
        "print(tokens.built('o200k_base') is None)\n"
        "later = ['caf\\u00e9 na\\u00efve', 'y' * 3000]\n"
        "late = [c.text(t) for t in later]\n"
        "enc = tokens.get_encoding()\n"
        "want = [len(enc.encode(t, disallowed_special=())) for t in short + later]\n"
        "print(early + late == want)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True"]


PLAIN = [
    {"processId": None, "capabilities": {}},
    {"processId": 4242, "capabilities": {}, "initializationOptions": {"provider": True}},
    {"processId": 1, "capabilities": {"window": {"workDoneProgress": True}}},
    {
        "processId": None,
        "clientInfo": {"name": "agent", "version": "1"},
        "locale": "en",
        "rootUri": None,
        "rootPath": None,
        "workspaceFolders": [],
        "trace": "verbose",
        "workDoneToken": "t",
        "capabilities": {"window": {"workDoneProgress": False}},
    },
]
EDITORS = [
    {"processId": None, "capabilities": {}, "rootUri": "file:///w"},
    {"processId": None, "capabilities": {}, "rootPath": "/w"},
    {
        "processId": None,
        "capabilities": {},
        "workspaceFolders": [{"uri": "file:///w", "name": "w"}],
    },
    {"processId": None, "capabilities": {"general": {"positionEncodings": ["utf-8"]}}},
    {"processId": None, "capabilities": {"textDocument": {}}},
    {"processId": None, "capabilities": {"workspace": {}}},
    {"processId": None, "capabilities": {"window": {"showDocument": {"support": True}}}},
    {"processId": "1", "capabilities": {}},
    {"processId": True, "capabilities": {}},
    {"capabilities": {}},
    {"processId": None},
    {"processId": None, "capabilities": [], "initializationOptions": {}},
    {"processId": None, "capabilities": {}, "trace": "loud"},
    {"processId": None, "capabilities": {}, "clientInfo": {"version": "1"}},
    {"processId": None, "capabilities": {}, "extra": 1},
    None,
    [],
]


def pygls_answer(params: Any) -> Any:
    """What pygls's language server (with the editor) answers to ``initialize``."""
    srv = server.MemoryServer()
    side = srv.load_lsp()
    message = {"jsonrpc": "2.0", "id": 1, "method": m.INITIALIZE, "params": params}
    answers: list[Any] = []
    side.start(jsonrpc.Request(1, m.INITIALIZE, message), answers.append)
    [future] = answers
    return side.protocol._converter.unstructure(future.result())  # pyright: ignore[reportPrivateUsage]


@pytest.mark.parametrize("params", PLAIN)
async def test_a_plain_initialize_is_answered_as_pygls_would(params: dict[str, Any]) -> None:
    assert capabilities.plain(params)
    assert capabilities.result(server.NAME, server.VERSION) == pygls_answer(params)


@pytest.mark.parametrize("params", EDITORS)
def test_editor_or_unusual_initialize_params_go_to_pygls(params: Any) -> None:
    assert not capabilities.plain(params)


async def test_pygls_handles_nothing_in_the_custom_namespaces() -> None:
    """An unknown ``session/...`` method is answered -32601 without loading pygls: pygls (with
    the editor, in pull mode too) has no handler there either."""
    srv = server.MemoryServer()
    side = srv.load_lsp()
    pull = {
        "processId": None,
        "rootUri": "file:///w",
        "capabilities": {
            "textDocument": {"diagnostic": {}},
            "workspace": {"diagnostics": {"refreshSupport": True}},
        },
    }
    message = {"jsonrpc": "2.0", "id": 1, "method": m.INITIALIZE, "params": pull}
    answers: list[Any] = []
    side.start(jsonrpc.Request(1, m.INITIALIZE, message), answers.append)
    assert (
        "diagnosticProvider"
        in side.protocol._converter.unstructure(  # pyright: ignore[reportPrivateUsage]
            answers[0].result()
        )["capabilities"]
    )
    fm = side.protocol.fm
    handled = {*fm.features, *fm.builtin_features}
    assert "textDocument/diagnostic" in handled
    assert {h.split("/", 1)[0] for h in handled} & server.CUSTOM_NAMESPACES == set()
