"""``tests/data/screen/probe_gen.py``: the probe generators' shared draws are deterministic and in
their published shapes."""

from __future__ import annotations

import base64
import importlib.util
import json
import re
from pathlib import Path
from types import ModuleType

from tinyagent_memory.daemon.screen.secret_bip39 import WORDS


def _module() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "data" / "screen" / "probe_gen.py"
    spec = importlib.util.spec_from_file_location("probe_gen", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _draws(seed: int) -> list[str]:
    d = _module().Draw(seed)
    return [
        d.hex(40),
        d.hex(8, upper=True),
        d.alnum(36),
        d.lower_alnum(20),
        d.upper_alnum(20),
        d.digits(6),
        d.b64(32),
        d.b64url(43),
        d.b58(44),
        d.b32(32),
        d.uuid4(),
        d.jwt('{"sub":"svc-ci","iat":1764892800}'),
        d.password(),
        d.seed_phrase(12),
    ]


def test_one_seed_draws_the_same_values_and_another_seed_others() -> None:
    assert _draws(35) == _draws(35)
    assert _draws(35) != _draws(36)


def test_each_draw_has_its_shape() -> None:
    values = _draws(2026_12_05)
    shapes = [
        r"[0-9a-f]{40}",
        r"[0-9A-F]{8}",
        r"[A-Za-z0-9]{36}",
        r"[a-z0-9]{20}",
        r"[A-Z0-9]{20}",
        r"[1-9][0-9]{5}",
        r"[A-Za-z0-9+/]{43}=",
        r"[A-Za-z0-9_\-]{43}",
        r"[1-9A-HJ-NP-Za-km-z]{44}",
        r"[A-Z2-7]{32}",
        r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
        r"[\w\-]+\.[\w\-]+\.[\w\-]{43}",
        r"[A-Z][a-z]+[!#%*?@$][1-9][0-9]{3}[a-z]+",
        r"[a-z]+(?: [a-z]+){11}",
    ]
    assert [bool(re.fullmatch(s, v)) for s, v in zip(shapes, values, strict=True)] == [True] * 14
    body = values[11].split(".")[1]
    assert json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))) == {
        "sub": "svc-ci",
        "iat": 1764892800,
    }
    assert all(w in WORDS for w in values[13].split())
    assert len(_module().bip39_words()) == 2048
