"""Facts Carried Over ranked by salience (facts.py, fact_sources.py)."""

from __future__ import annotations

from tinyagent_memory.daemon.context.fact_sources import commands_in, extract_facts, paths_in
from tinyagent_memory.daemon.context.facts import (
    Fact,
    collapse,
    merge,
    parse_carried_facts,
    parse_fact_line,
    ranked,
    select,
)
from tinyagent_memory.daemon.context.summary import FACTS_HEADING, with_facts

from .row_helpers import Rows

ASK = "Check https://runbooks.example.com/x and update docs/CHANGELOG.md when done."


def test_user_named_things_and_when_done_asks_are_tier_zero() -> None:
    r = Rows()
    r.user(f"Look at app/handlers.py, then run `pytest -x tests/test_api.py`.\n{ASK}\n$ make lint")
    facts = extract_facts(r.rows, {}, FACTS_HEADING)
    assert facts == [
        Fact(
            "ask", "Check https://runbooks.example.com/x and update docs/CHANGELOG.md when done.", 1
        ),
        Fact("user_url", "https://runbooks.example.com/x", 1),
        Fact("user_command", "pytest -x tests/test_api.py", 1),
        Fact("user_command", "make lint", 1),
        Fact("user_file", "app/handlers.py", 1),
        Fact("user_file", "tests/test_api.py", 1),
        Fact("user_file", "docs/CHANGELOG.md", 1),
    ]
    assert {f.tier for f in facts} == {0}


def test_changed_files_failed_commands_and_errors_outrank_reads_and_quiet_commands() -> None:
    r = Rows()
    r.calls(
        ("read_file", "a", {"path": "src/x.py"}),
        ("edit_file", "b", {"path": "src/y.py", "old_string": "a", "new_string": "b"}),
        ("shell", "c", {"command": "make test"}),
        ("shell", "d", {"command": "ls -la"}),
        ("apply_patch", "e", {"input": "*** Begin Patch\n*** Add File: docs/new.md\n+hi"}),
    )
    r.result(
        "a", "def x():\n    raise ValueError('never mind: a file that mentions errors')\n" * 20
    )
    r.result("b", "ok")
    r.result("c", "FAILED test_y\nE   AssertionError: 1 != 2\nexit code 1")
    r.result("d", "total 0\nexit code 0")
    r.result("e", "Done")
    r.answer("I decided to keep the old API. Going with a shim instead of a rewrite.")
    facts = ranked(extract_facts(r.rows, {}, FACTS_HEADING))
    assert facts == [
        Fact("error", "E AssertionError: 1 != 2", 4),
        Fact("changed", "src/y.py", 1),
        Fact("changed", "docs/new.md", 1),
        Fact("failed", "make test", 1),
        Fact("decision", "I decided to keep the old API.", 7),
        Fact("decision", "Going with a shim instead of a rewrite.", 7),
        Fact("file", "src/x.py", 1),
        Fact("command", "ls -la", 1),
    ]


def test_a_later_success_supersedes_a_failure_and_a_user_named_file_stays_named() -> None:
    r = Rows()
    r.user("Fix src/app.py")
    for cid, out in (("a", "boom\nexit code 2"), ("b", "all good\nexit code 0")):
        r.calls(("shell", cid, {"command": "pytest"}), ("read", cid + "r", {"path": "src/app.py"}))
        r.result(cid, out)
        r.result(cid + "r", "x = 1")
    facts = extract_facts(r.rows, {}, FACTS_HEADING)
    assert Fact("user_file", "src/app.py", 1) in facts
    assert Fact("command", "pytest", 5) in facts
    assert not [f for f in facts if f.kind == "failed"]


def test_repeated_reads_collapse_into_one_fact_per_folder_and_fold_into_a_previous_group() -> None:
    r = Rows()
    r.summary(f"## Goal\nx\n\n## {FACTS_HEADING}\n- Files read: 10 under src/ (seq 2–40)")
    for i in range(6):
        r.calls(("read_file", f"c{i}", {"path": f"src/pkg/f{i}.py"}))
        r.result(f"c{i}", "x = 1")
    for i in range(6):
        r.calls(("shell", f"s{i}", {"command": f"cat notes/{i}.txt"}))
        r.result(f"s{i}", "fine")
    r.calls(("read_file", "one", {"path": "lib/only.py"}))
    r.result("one", "y = 2")
    facts = extract_facts(r.rows, {}, FACTS_HEADING)
    assert facts == [
        Fact("file", "lib/only.py", 26),
        Fact("files_read", "16 under src/", 2, 40, 16),
        Fact("commands_run", "6 starting with cat", 14, 24, 6),
    ]
    text = with_facts("## Goal\nx", ranked(facts))
    assert "- Files read: 16 under src/ (seq 2–40)" in text
    assert parse_carried_facts(text, FACTS_HEADING) == ranked(facts)


def test_selection_is_by_salience_within_a_token_budget() -> None:
    reads = [Fact("file", f"lib/m{i}.py", 100 + i) for i in range(50)]
    named = Fact("user_file", "app/handlers.py", 1)
    error = Fact("error", "KeyError: 'user_id'", 3)
    facts = [named, error, *reads]

    def count(text: str) -> int:
        return len(text) // 4

    budget = sum(count(f.line()) + 1 for f in (named, error, reads[-1], reads[-2]))
    chosen = select(facts, "", count, budget)
    assert chosen == [named, error, reads[-1], reads[-2]]
    # Only the less salient facts are left out when the summary mentions them.
    assert select(facts[:2] + reads[:1], "see app/handlers.py and lib/m0.py", count, 999) == [
        named,
        error,
    ]


def test_old_and_new_fact_lines_parse() -> None:
    assert parse_fact_line("- File: src/a.py") == Fact("file", "src/a.py")
    assert parse_fact_line("- Open request: fix it (seq 7)") == Fact("request", "fix it", 7)
    assert parse_fact_line("- Commands run: 3 starting with ls (seq 1–9)") == Fact(
        "commands_run", "3 starting with ls", 1, 9, 3
    )
    assert parse_fact_line("- Files read: many") is None
    assert parse_fact_line("- Nonsense: x") is None
    assert merge([Fact("file", "a.py", 1), Fact("user_file", "A.py", 2), Fact("file", "a.py", 3)])
    assert collapse([]) == []


def test_paths_and_commands_in_text() -> None:
    assert paths_in("see src/a.py, (docs/b.md) and https://x.io/c.py or e.g. 3.5.") == [
        "src/a.py",
        "docs/b.md",
    ]
    assert commands_in("run `pytest -q` not `x` nor `foo`") == ["pytest -q"]
