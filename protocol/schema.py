"""Export the protocol as JSON Schema (``python -m tinyagent_memory.protocol.schema``)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import msgspec

from . import types as t
from .errors import ERROR_CODES
from .methods import NOTIFICATION_TYPES, REQUEST_TYPES

SCHEMA_PATH = Path(__file__).with_name("schema.json")


def build_schema() -> dict[str, Any]:
    """The whole contract: every Struct's schema plus a method table and the error codes."""
    structs: list[type[Any]] = [t.Message, t.InitializationOptions]
    for params, result in REQUEST_TYPES.values():
        structs += [params, result]
    structs += list(NOTIFICATION_TYPES.values())
    unique = list(dict.fromkeys(structs))
    _, components = msgspec.json.schema_components(unique, ref_template="#/$defs/{name}")
    methods: dict[str, Any] = {}
    for name, (params, result) in REQUEST_TYPES.items():
        methods[name] = {
            "kind": "request",
            "params": {"$ref": f"#/$defs/{params.__name__}"},
            "result": {"$ref": f"#/$defs/{result.__name__}"},
        }
    for name, params in NOTIFICATION_TYPES.items():
        methods[name] = {"kind": "notification", "params": {"$ref": f"#/$defs/{params.__name__}"}}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "tinyagent-memory protocol",
        "methods": methods,
        "errors": {str(kind): code for kind, code in ERROR_CODES.items()},
        "$defs": dict(sorted(components.items())),
    }


def render_schema() -> str:
    return json.dumps(build_schema(), indent=2, sort_keys=False) + "\n"


def main() -> None:
    text = render_schema()
    if "--check" in sys.argv:
        if SCHEMA_PATH.read_text(encoding="utf-8") != text:
            sys.exit(
                "protocol/schema.json is stale: run python -m tinyagent_memory.protocol.schema"
            )
        return
    SCHEMA_PATH.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
