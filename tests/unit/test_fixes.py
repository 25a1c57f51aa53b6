"""Quick fixes and fix-all leave MEMORY.md canonical; squiggles are never empty.

Hypothesis properties (fix-all in one step, no new stray separator):
``tests/property/test_fixes_properties.py``.
"""

from __future__ import annotations

from lsprotocol import types as lsp
from tinyagent_memory.daemon.editor import code_actions as ca
from tinyagent_memory.daemon.editor import diagnostics as dx
from tinyagent_memory.daemon.memory import document as d
from tinyagent_memory.daemon.memory import fixes as fx

from ..memory_file_helpers import LIMITS, URI, WS

ALL = dx.ClientFeatures(code_action_literals=True, tags=True, related_information=True)
CANONICAL = "Prefers tabs\n§\nRuns pytest -q\n"


def lsp_edits(action: lsp.CodeAction | lsp.Command) -> list[d.TextEdit]:
    assert isinstance(action, lsp.CodeAction) and action.edit is not None
    return [
        d.TextEdit(
            d.Range(
                e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character
            ),
            e.new_text,
        )
        for e in (action.edit.changes or {})[URI]
    ]


def actions_at(text: str, line: int) -> dict[str, lsp.CodeAction | lsp.Command]:
    found = dx.analyze(text, **LIMITS)
    here = lsp.Range(
        start=lsp.Position(line=line, character=0), end=lsp.Position(line=line, character=0)
    )
    listed = ca.code_actions(found, URI, 1, here, None, ALL, workspace_uri=WS)
    return {a.title: a for a in listed}


def test_removing_an_empty_entry_removes_its_separator_too() -> None:
    for text in (
        "Prefers tabs\n§\n\n§\nRuns pytest -q\n",
        "Prefers tabs\n§\n   \n§\nRuns pytest -q\n",
        "Prefers tabs\n§\n\n\n§\nRuns pytest -q\n",  # a blank run: one fix for all of it
    ):
        actions = actions_at(text, 2)
        fixed = fx.apply_edits(text, lsp_edits(actions["Remove the empty entry"]))
        assert fixed == CANONICAL, text
        assert (
            fx.apply_edits(text, lsp_edits(actions["Fix all format problems in MEMORY.md"]))
            == CANONICAL
        )
    # At the start, the separator after it goes.
    leading = "\n§\nPrefers tabs\n§\nRuns pytest -q\n"
    assert (
        fx.apply_edits(leading, lsp_edits(actions_at(leading, 0)["Remove the empty entry"]))
        == CANONICAL
    )


def test_a_fix_that_leaves_nothing_behind_is_sent_as_it_is() -> None:
    text = "Prefers tabs\n§\n  Runs pytest -q \n"
    (padded,) = d.parse(text).findings
    assert fx.settled_fix(text, padded) == [padded.fix]
    # A blank line inside an entry: removing it leaves the entry's other problem alone.
    inside = "Prefers tabs\n\nRuns pytest -q\n"
    blank = next(f for f in d.parse(inside).findings if f.code == d.EMPTY_ENTRY)
    assert fx.apply_edits(inside, fx.settled_fix(inside, blank)) == "Prefers tabs\nRuns pytest -q\n"


def test_edits_keep_crlf_line_breaks() -> None:
    text = "a\r\n§\r\n\r\n§\r\nb\r\n"
    blank = next(f for f in d.parse(text).findings if f.code == d.EMPTY_ENTRY)
    assert fx.apply_edits(text, fx.settled_fix(text, blank)) == "a\r\n§\r\nb\r\n"
    assert fx.apply_edits("a\n§\n§\nb", fx.fix_all("a\n§\n§\nb")) == "a\n§\nb\n"


def test_an_empty_line_gets_a_squiggle_an_editor_can_draw() -> None:
    text = "Prefers tabs\n§\n\n§\nRuns pytest -q\n"
    found = dx.analyze(text, **LIMITS)
    (diagnostic,) = dx.to_diagnostics(found, URI, ALL)
    assert diagnostic.code == d.EMPTY_ENTRY
    # The blank line and the § below it, not the empty range (2,0)-(2,0).
    assert diagnostic.range == lsp.Range(
        start=lsp.Position(line=2, character=0), end=lsp.Position(line=3, character=1)
    )
    trailing = dx.analyze("Prefers tabs\n\n\n", **LIMITS)
    (blank_run,) = dx.to_diagnostics(trailing, URI, ALL)
    assert blank_run.range.start == lsp.Position(line=0, character=len("Prefers tabs") - 1)
    # A point after text stays as it is (editors mark the word there).
    no_newline = dx.analyze("Prefers tabs", **LIMITS)
    (missing,) = dx.to_diagnostics(no_newline, URI, ALL)
    assert missing.range.start == missing.range.end == lsp.Position(line=0, character=12)


def test_the_drift_warning_does_not_blame_another_program() -> None:
    drift = dx.drift_finding(["Edited by hand"], 7)
    assert drift.message.startswith(
        "MEMORY.md was edited by hand since revision 7, so automatic curation is paused."
    )
    assert "outside" not in drift.message


def test_the_drift_warning_without_a_revision_offers_no_restore() -> None:
    """A hand-written file that was not canonical at first contact starts in drift with no
    revision at all (spec 6.7): there is nothing to restore, and nothing was edited "since"."""
    drift = dx.drift_finding(["Written by hand"], None)
    assert drift.message == (
        "MEMORY.md is not recorded as a revision yet, so automatic curation is paused. Run “Sync"
        " memory” (command tinyagent.memory.sync, or `tinyagent-memory memory sync`) to record"
        " this text as the first revision and resume curation."
    )
