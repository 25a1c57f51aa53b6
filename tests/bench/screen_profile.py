"""Where the memory screen spends its time: inclusive CPU time of its stages and of each gated
credential rule, per full 2,200-character memory of each corpus category (a tool, not a test).

    python -m tests.bench.screen_profile [REPEATS] [CATEGORY ...]

Each named stage is wrapped by a timer (generators are timed step by step, so a stage that yields
is charged only for its own work and what it calls); nested stages are each charged inclusively.
The wrappers add ~0.3 us a call, so read the figures as shares, and compare a change by
``bench_screen.py`` or by alternating runs of this tool on both trees.
"""

from __future__ import annotations

import importlib
import inspect
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.screen import secret_gate

from tests import screen_corpus as corpus
from tests.bench.bench_screen import memory_of

_PACKAGE = "tinyagent_memory.daemon.screen"

STAGES: tuple[tuple[str, str], ...] = (
    ("secrets", "screen_text"),
    ("secrets", "_disclaimed"),
    ("text", "folded"),
    ("secret_vendors", "vendor_matches"),
    ("secret_vendors", "engine_matches"),
    ("secret_structural", "structural"),
    ("secret_prose", "prose"),
    ("secret_word_values", "secret_word_values"),
    ("secret_word_values", "standalone"),
    ("key_names", "judge"),
    ("secret_announced", "announced"),
    ("secret_hook_urls", "hook_urls"),
    ("secret_set_by_name", "set_by_name"),
    ("secret_encoded_text", "encoded_credentials"),
    ("secret_terse_logins", "terse_logins"),
    ("secret_prose_variants", "prose_variants"),
    ("secret_config_flags", "config_flags"),
    ("secret_spaced_codes", "spaced_codes"),
    ("secret_service_named", "service_named"),
    ("secret_cli_pairs", "cli_pairs"),
    ("secret_labelled_codes", "labelled_codes"),
    ("secret_licence_keys", "licence_keys"),
    ("secret_admin_logins", "admin_logins"),
    ("secret_named_material", "named_material"),
    ("secret_markup_pairs", "markup_pairs"),
    ("secret_prose_verbs", "prose_verbs"),
    ("secret_call_args", "call_args"),
    ("secret_public_ids", "public_ids"),
    ("injection", "screen_text"),
    ("injection_disguise", "undisguise"),
    ("positions", "Words"),
    ("injection", "_screen_views"),
    ("injection", "_structure"),
    ("structure", "score_text"),
    ("injection", "_acts"),
    ("injection_acts", "score_text"),
    ("injection_acts", "score_line"),
    ("injection", "_keyed"),
    ("injection", "_classified"),
    ("classifier", "classify"),
    ("injection_disguise", "disguised"),
    ("injection_payloads", "payload_lines"),
    ("decode", "payloads"),
    ("injection", "_mentioned"),
    ("injection_rules", "match_i18n"),
    ("injection_rules", "match_english"),
    ("injection_rules", "match_compact"),
    ("injection_disguise", "views"),
    ("injection_orders", "score_text"),
    ("injection_waivers", "matches"),
    ("injection_facts", "documented"),
    ("injection_asides", "set_aside"),
    ("injection_judgements", "filtered"),
    ("keyed", "score_line"),
    ("concept_search", "find"),
    ("injection_ops", "matches"),
    ("injection_ops", "score_text"),
    ("injection_pretexts", "matches"),
    ("injection_pretexts", "score_text"),
    ("injection_pretexts", "scoped_out"),
    ("secret_games_cli", "games_cli"),
    ("secret_named_fields", "named_fields"),
    ("secret_named_fields", "password_names"),
)
"""(module, attribute) pairs where a function is defined; it is patched in every module of the
screen that imported it."""

_spent: dict[str, float] = defaultdict(float)
_calls: dict[str, int] = defaultdict(int)


def _timed(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    clock = time.process_time
    if inspect.isgeneratorfunction(fn):

        def gen(*args: Any, **kwargs: Any) -> Iterator[Any]:
            t = clock()
            it = fn(*args, **kwargs)
            _calls[name] += 1
            _spent[name] += clock() - t
            while True:
                t = clock()
                try:
                    item = next(it)
                except StopIteration:
                    _spent[name] += clock() - t
                    return
                _spent[name] += clock() - t
                yield item

        return gen

    def call(*args: Any, **kwargs: Any) -> Any:
        t = clock()
        try:
            return fn(*args, **kwargs)
        finally:
            _spent[name] += clock() - t
            _calls[name] += 1

    return call


def _patch() -> None:
    for module, attr in STAGES:
        plain_fn = getattr(importlib.import_module(f"{_PACKAGE}.{module}"), attr)
        wrapped = _timed(f"{module}.{attr}", plain_fn)
        for name, mod in list(sys.modules.items()):
            if name == _PACKAGE or name.startswith(_PACKAGE + "."):
                for key, value in list(vars(mod).items()):
                    if value is plain_fn:
                        setattr(mod, key, wrapped)
    plain = secret_gate.Gated.matches

    def matches(self: secret_gate.Gated, *args: Any, **kwargs: Any) -> Any:
        t = time.process_time()
        try:
            return plain(self, *args, **kwargs)
        finally:
            key = f"gated {self.pattern.pattern[:60]!r}"
            _spent[key] += time.process_time() - t
            _calls[key] += 1

    secret_gate.Gated.matches = matches  # type: ignore[method-assign]


def main(argv: list[str]) -> int:
    repeats = int(argv[0]) if argv else 30
    sets = {
        "prose": corpus.prose(),
        "risky": corpus.risky_negatives(),
        "injections": corpus.injections(),
        "secrets": corpus.secrets(),
    }
    chosen = argv[1:] or list(sets)
    for name in chosen:
        screen.screen(memory_of(sets[name]))  # warm up every lazily built plan
    _patch()
    for name in chosen:
        text = memory_of(sets[name])
        _spent.clear()
        _calls.clear()
        for _ in range(repeats):
            screen.screen(text)
        print(f"== {name} ({len(text)} chars), CPU ms per memory (inclusive), calls per memory")
        for key, spent in sorted(_spent.items(), key=lambda kv: -kv[1])[:90]:
            print(f"{spent / repeats * 1e3:8.3f}  {_calls[key] / repeats:7.1f}  {key}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
