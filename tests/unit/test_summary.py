"""Summary headings, prompt, validation and facts carried over (summary.py, facts.py).

Hypothesis properties (any bodies validate idempotently):
``tests/property/test_summary_properties.py``.
"""

from __future__ import annotations

from tinyagent_memory.daemon.context.fact_sources import extract_facts
from tinyagent_memory.daemon.context.facts import Fact, parse_carried_facts, select
from tinyagent_memory.daemon.context.summary import (
    FACTS_HEADING,
    SUMMARY_HEADINGS,
    SYSTEM_PROMPT,
    Accepted,
    Rejected,
    build_prompt,
    fit_transcript,
    is_refusal,
    validate_summary,
    with_facts,
)

from ..summary_helpers import canonical
from .row_helpers import Rows


def test_headings_are_fixed_and_the_prompt_lists_them_in_order() -> None:
    assert SUMMARY_HEADINGS == (
        "Goal",
        "Constraints & Preferences",
        "Progress",
        "Key Decisions",
        "Relevant Files",
        "Next Steps",
        "Critical Context",
    )
    positions = [SYSTEM_PROMPT.index(f"## {h}\n") for h in SUMMARY_HEADINGS[:-1]]
    assert positions == sorted(positions)
    first = build_prompt(None, "[#1 user]\nhello")
    assert [m.role for m in first] == ["system", "user"]
    assert first[1].content == (
        "Summarize the conversation below.\n\n<conversation>\n[#1 user]\nhello\n</conversation>"
    )
    update = build_prompt("## Goal\nold", "[#9 user]\nmore")
    assert update[1].content is not None
    assert update[1].content.startswith("<previous-summary>\n## Goal\nold\n</previous-summary>")


def test_canonical_summary_is_accepted_unchanged() -> None:
    text = canonical()
    assert validate_summary(text, "stop") == Accepted(text)


def test_variants_are_normalized() -> None:
    text = (
        "Here is the summary you asked for:\n\n```markdown\n# Goal:\nShip it.\n"
        "### constraints and preferences\n- none\n**Progress (done / in progress / blocked)**\n"
    )
    # A bold line is not a heading: Progress is missing.
    verdict = validate_summary(text, "stop")
    assert verdict == Rejected("missing_heading", "heading missing: Progress")
    text = (
        "```markdown\n# Goal:\nShip it.\n\n### constraints and preferences\n- none\n"
        "## Progress (done / in progress / blocked)\n### Done\n- a\n"
        "## Key Decisions\n\n## Relevant Files\n- `a.py`\n## Next Steps\n- b\n"
        "## Facts Carried Over\n- File: model-invented\n## Critical Context\nnone\n```"
    )
    assert validate_summary(text, "stop") == Accepted(
        "## Goal\nShip it.\n\n## Constraints & Preferences\n- none\n\n"
        "## Progress\n### Done\n- a\n\n## Key Decisions\nNone.\n\n## Relevant Files\n- `a.py`\n\n"
        "## Next Steps\n- b\n\n## Critical Context\nnone"
    )


def test_headings_inside_code_fences_do_not_count() -> None:
    bodies = {"Goal": "```\n## Progress\n```"}
    text = canonical(bodies)
    assert validate_summary(text, "stop") == Accepted(text)


def test_each_rejection_cause() -> None:
    assert validate_summary("  \n", "stop") == Rejected("empty", "the summary text is empty")
    assert validate_summary(canonical(), "length") == Rejected(
        "truncated", "finish_reason is length: the summary was cut off"
    )
    missing = canonical().replace("## Key Decisions\nAbout Key Decisions.\n\n", "")
    assert validate_summary(missing, "stop") == Rejected(
        "missing_heading", "heading missing: Key Decisions"
    )
    swapped = canonical({"Goal": "g"}).replace("## Goal\ng", "## Progress\np")
    swapped = swapped.replace("## Progress\nAbout Progress.", "## Goal\ng")
    assert validate_summary(swapped, "stop") == Rejected(
        "heading_order", "heading out of order: Goal"
    )
    twice = canonical() + "\n\n## Goal\nagain"
    assert validate_summary(twice, "stop") == Rejected(
        "heading_order", "a heading appears more than once"
    )
    refusal = "I'm sorry, but I can't help with summarizing this conversation."
    assert validate_summary(refusal, "stop") == Rejected(
        "refusal", "the reply is a refusal, not a summary"
    )
    assert validate_summary("Sure.\nI cannot do that.\n" + canonical(), "stop") == Rejected(
        "refusal", "the reply is a refusal, not a summary"
    )


def test_refusal_detection() -> None:
    for text in (
        "I’m sorry, I can’t do that.",
        "As an AI language model, I cannot summarize private data.",
        "Unfortunately, I am unable to comply.",
        "I won't summarize this.",
        "Sorry, but I must decline.",
    ):
        assert is_refusal(text), text
    for text in ("Goal: fix the failing test.", "The user said: I can't get pytest to run."):
        assert not is_refusal(text), text


# --------------------------------------------------------------------------- facts


def test_extract_facts_from_replaced_originals() -> None:
    r = Rows()
    r.user("Please fix src/app/main.py; see https://example.com/issue/7.", run_id="failed-run")
    r.calls(
        ("shell", "a", {"command": "pytest -q tests/test_main.py", "cwd": "/repo"}),
        ("fetch", "b", {"url": "https://docs.python.org/3/"}),
        ("write", "c", {"path": "README.md", "content": "see http://x.io/y"}),
        run_id="failed-run",
    )
    r.result("a", "....F\nE   AssertionError: expected 3\n1 failed", run_id="failed-run")
    r.result("b", "<html>fine</html>", run_id="failed-run")
    r.result("c", "ok", run_id="failed-run")
    r.user("Now rename config.toml", run_id="ok-run")
    r.answer("Renamed config.toml to settings.toml.", run_id="ok-run")
    facts = extract_facts(r.rows, {"failed-run": "failed", "ok-run": "succeeded"}, FACTS_HEADING)
    assert facts == [
        Fact("request", "Please fix src/app/main.py; see https://example.com/issue/7.", 1),
        Fact("user_url", "https://example.com/issue/7.", 1),
        Fact("user_file", "src/app/main.py", 1),
        Fact("url", "https://docs.python.org/3/", 2),
        Fact("changed", "README.md", 2),
        Fact("url", "http://x.io/y", 2),
        Fact("failed", "pytest -q tests/test_main.py", 2),
        Fact("error", "E AssertionError: expected 3", 3),
        Fact("user_file", "config.toml", 6),
        Fact("file", "settings.toml", 7),
    ]


def test_the_facts_section_round_trips_and_a_later_compaction_keeps_it() -> None:
    facts = [
        Fact("user_file", "src/a.py", 3),
        Fact("command", "make test", 9),
        Fact("url", "https://x.dev", 12),
        Fact("files_read", "497 under src/", 14, 1990, 497),
    ]
    summary = canonical({"Relevant Files": "- `src/a.py`: the entry point; see https://x.dev"})
    chosen = select(facts, summary, len, 10_000)
    # The user-named file is listed though mentioned; the mentioned quiet URL is not.
    assert chosen == [facts[0], facts[3], facts[1]]
    full = with_facts(summary, chosen)
    assert full.endswith(
        f"## {FACTS_HEADING}\n- File named by the user: src/a.py (seq 3)\n"
        "- Files read: 497 under src/ (seq 14–1990)\n- Command: make test (seq 9)"
    )
    assert isinstance(validate_summary(full, "stop"), Accepted)
    assert parse_carried_facts(full, FACTS_HEADING) == chosen
    assert with_facts(summary, []) == summary
    # A later compaction carries the previous summary's facts again.
    r = Rows()
    r.summary(full)
    assert extract_facts(r.rows, {}, FACTS_HEADING) == [facts[0], facts[1], facts[3]]


def test_fit_transcript_cuts_texts_then_leaves_out_the_oldest() -> None:
    r = Rows()
    for i in range(10):
        r.user(f"message {i} " + "w" * 2000)

    def count(texts: list[str]) -> list[int]:
        return [len(t) // 4 for t in texts]

    text, omitted = fit_transcript(r.rows, count, 10_000)
    assert omitted == 0 and "[#1 user]" in text and "chars omitted" not in text
    text, omitted = fit_transcript(r.rows, count, 2_000)
    assert omitted == 0 and text.count("chars omitted") == 10
    assert sum(count([text])) <= 2_000
    text, omitted = fit_transcript(r.rows, count, 100)
    assert omitted > 0 and text.startswith(f"[{omitted} earlier messages omitted")
    assert "[#10 user]" in text and "[#1 user]" not in text
