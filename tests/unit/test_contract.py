"""The contract: spec.md documents every method; protocol/schema.json is current."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import ERROR_CODES
from tinyagent_memory.protocol.methods import NOTIFICATION_TYPES, REQUEST_TYPES
from tinyagent_memory.protocol.schema import SCHEMA_PATH, render_schema

ROOT = Path(__file__).resolve().parents[2]
SPEC = (ROOT / "spec.md").read_text(encoding="utf-8")


def spec_sections() -> set[str]:
    return set(re.findall(r"^#{2,4} [\d.]+ `([^`]+)`", SPEC, flags=re.MULTILINE))


def test_every_method_constant_has_a_spec_section() -> None:
    missing = [name for name in m.CUSTOM_METHODS if name not in spec_sections()]
    assert missing == []


def test_every_custom_method_has_structs() -> None:
    assert set(REQUEST_TYPES) | set(NOTIFICATION_TYPES) == set(m.CUSTOM_METHODS)


def test_every_error_kind_is_in_the_spec() -> None:
    for kind, code in ERROR_CODES.items():
        assert re.search(rf"\| {code} \| `{kind}` \|", SPEC), kind


def test_schema_json_is_current() -> None:
    assert SCHEMA_PATH.read_text(encoding="utf-8") == render_schema(), (
        "protocol/schema.json is stale: run python -m tinyagent_memory.protocol.schema"
    )


def test_protocol_imports_nothing_from_daemon() -> None:
    for path in (ROOT / "protocol").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert "daemon" not in node.module, path
            if isinstance(node, ast.Import):
                assert all("daemon" not in a.name for a in node.names), path


def test_method_strings_are_never_written_inline() -> None:
    names = set(m.CUSTOM_METHODS)
    offenders: list[str] = []
    for path in (ROOT / "daemon").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in names:
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.value}")
    assert offenders == []


def test_wire_context_encodes_exactly_a_context_build_result() -> None:
    """The pre-encoded build result is byte-for-byte the documented result."""
    import msgspec
    from tinyagent_memory.daemon.context.feature import WireContext
    from tinyagent_memory.protocol.types import (
        CompactionReport,
        ContextBuildResult,
        FunctionCall,
        MemorySnapshot,
        Message,
        ToolCall,
    )

    messages = [
        Message(role="system", content="be brief"),
        Message(role="assistant", tool_calls=[ToolCall(id="c", function=FunctionCall(name="x"))]),
        Message(role="tool", content="ünï", tool_call_id="c"),
    ]
    report = CompactionReport(status="compacted", summary_id=3, tokens_before=9, tokens_after=4)
    plain = ContextBuildResult(
        messages=messages,
        memory=MemorySnapshot(revision=2, text="a\n"),
        tokens=7,
        window_tokens=100,
        compaction=report,
    )
    wire = WireContext(
        messages=msgspec.Raw(msgspec.json.encode(messages)),
        memory=plain.memory,
        tokens=7,
        window_tokens=100,
        compaction=report,
    )
    assert msgspec.json.encode(wire) == msgspec.json.encode(plain)
    assert list(WireContext.__struct_fields__) == list(ContextBuildResult.__struct_fields__)


def test_every_client_request_has_exactly_one_route_with_the_registry_params_type() -> None:
    import typing

    from pygls.lsp.server import LanguageServer
    from tinyagent_memory.daemon.app import App
    from tinyagent_memory.daemon.provider import Provider
    from tinyagent_memory.daemon.rpc.router import Router
    from tinyagent_memory.daemon.server import FEATURES

    registered: list[str] = []

    class Counting(Router):
        def request(self, method: str) -> typing.Any:
            registered.append(method)
            return super().request(method)

    router = Counting()
    app = App(Provider(None))
    lsp = LanguageServer("contract", "0")
    for setup in FEATURES:
        setup(router, app, lsp)
    assert sorted(registered) == sorted(m.CLIENT_REQUESTS)
    for method in m.CLIENT_REQUESTS:
        route = router.routes[method]
        params_type = REQUEST_TYPES[method][0]
        assert route.params_type is params_type, method
        hints = typing.get_type_hints(route.handler)
        assert hints["params"] is params_type, method
