"""The memory screen against its corpus: recall per secret kind and injection family, false
positives on risky-looking negatives and plain prose. Prints the figures; fails under the goals
(secret recall >= 97%, injection recall >= 90%, no false positive on prose, <= 1% on risky
negatives)."""

from __future__ import annotations

from collections import Counter

from tinyagent_memory.daemon import screen

from tests import screen_corpus as corpus

SECRET_RECALL = 0.97
INJECTION_RECALL = 0.90
RISKY_FP = 0.01


def codes(text: str) -> set[str]:
    return {h.code for h in screen.screen_line(text)}


def test_corpus_size() -> None:
    secrets = corpus.secrets()
    injections = corpus.injections()
    assert len(secrets) >= 300 and len({s.family for s in secrets}) >= 100
    assert len(injections) >= 150
    assert {i.lang for i in injections} >= {"en", "zh", "es", "de", "ru", "fr", "ja", "pt", "ko"}
    assert len(corpus.risky_negatives()) >= 200


def test_secret_recall() -> None:
    items = corpus.secrets() + corpus.legacy_secrets() + corpus.named_secrets()
    items += corpus.probe_secrets()
    missed = [i for i in items if screen.CREDENTIAL not in codes(i.text)]
    kinds = Counter(i.family for i in items)
    missed_kinds = Counter(i.family for i in missed)
    recall = 1 - len(missed) / len(items)
    print(
        f"\nsecrets: recall {len(items) - len(missed)}/{len(items)} = {recall:.1%}"
        f" over {len(kinds)} kinds (engine: {screen.ENGINE or 'none, rules only'})"
    )
    for kind, n in sorted(missed_kinds.items()):
        print(f"  {kind}: missed {n}/{kinds[kind]}")
    assert recall >= SECRET_RECALL, [i.text for i in missed]


def test_injection_recall_per_family_and_language() -> None:
    items = corpus.injections()
    missed = [i for i in items if screen.PROMPT_INJECTION not in codes(i.text)]
    recall = 1 - len(missed) / len(items)
    print(f"\ninjection: recall {len(items) - len(missed)}/{len(items)} = {recall:.1%}")
    for label, key in (("family", "family"), ("language", "lang")):
        total = Counter(getattr(i, key) for i in items)
        lost = Counter(getattr(i, key) for i in missed)
        row = ", ".join(f"{k} {total[k] - lost[k]}/{total[k]}" for k in sorted(total))
        print(f"  by {label}: {row}")
    assert recall >= INJECTION_RECALL, [i.text for i in missed]


def test_false_positives() -> None:
    prose = corpus.prose() + corpus.probe_prose()
    risky = corpus.risky_negatives() + corpus.named_negatives() + corpus.probe_negatives()
    prose_fp = [i.text for i in prose if screen.screen_line(i.text)]
    risky_fp = [i.text for i in risky if screen.screen_line(i.text)]
    print(
        f"\nfalse positives: prose {len(prose_fp)}/{len(prose)},"
        f" risky negatives {len(risky_fp)}/{len(risky)} = {len(risky_fp) / len(risky):.1%}"
    )
    assert prose_fp == []
    assert len(risky_fp) <= RISKY_FP * len(risky), risky_fp


def test_redaction_never_leaves_a_secret() -> None:
    for item in corpus.secrets() + corpus.named_secrets():
        redacted = screen.redact(item.text)
        spans = [h for h in screen.screen_line(item.text) if h.code == screen.CREDENTIAL]
        assert spans and "[redacted: " in redacted
        for h in spans:
            assert item.text[h.start : h.end] not in redacted, redacted
        assert screen.CREDENTIAL not in {h.code for h in screen.screen_line(redacted)}, redacted
