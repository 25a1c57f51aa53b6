"""The ContextCompressor: plan, reduce, summarize through the host, validate, commit once.

The pure steps live in ``plan`` (regions, tool groups, fitting), ``reduce`` (deterministic
reductions), ``summary`` (prompt, validation) and ``facts`` (facts carried over); the provider call
goes through ``Provider``; every row is written in one transaction by ``store.compactions``. A
rejected summary writes nothing at all: it is logged and reported in the ``compaction`` field.
"""

from __future__ import annotations

import hashlib
import logging
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Final

import anyio.to_thread
import msgspec
from tinyagent_memory.protocol.errors import DaemonError
from tinyagent_memory.protocol.types import CompactionReport, Message, ProviderCompleteResult

from ..app import App, SessionState
from ..progress import Progress
from ..store import compactions as cstore
from ..store.records import StoredMessage, StoredReduction
from ..tokens import TokenCounter
from . import plan
from .fact_sources import extract_facts
from .facts import FACTS_MAX_TOKENS, Fact, select
from .memo import CompactionMemo, settled
from .reduce import IN_RUN_MIN_CHARS, Reduced, calls_by_result, reduce_rows
from .summary import (
    FACTS_HEADING,
    Accepted,
    Rejected,
    build_prompt,
    fit_transcript,
    validate_summary,
    with_facts,
)
from .view import ContextRequest, ContextView, Measure, summary_tokens

log = logging.getLogger(__name__)

MIN_SUMMARY_TOKENS: Final = 256
"""The least room (besides its marking) a summary must have, or the plan frees more."""
PROMPT_MARGIN_TOKENS: Final = 64
_facts_pool: Final = ThreadPoolExecutor(max_workers=1, thread_name_prefix="compaction-facts")
"""Fact extraction runs beside token counting (which releases the GIL)."""
_count_pool: Final = ThreadPoolExecutor(max_workers=1, thread_name_prefix="compaction-count")
"""Counting the transcript blocks reduction does not change runs beside the reductions."""


def _reducible(row: StoredMessage) -> bool:
    """Rows ``reduce_rows`` may change (tool results, assistant tool calls) and summaries (never
    in the transcript)."""
    return row.role in ("tool", "summary") or (row.role == "assistant" and bool(row.tool_calls))


def _count_blocks(counter: TokenCounter, rows: list[StoredMessage], memo: CompactionMemo) -> None:
    """Tokens of each row's transcript block at the first cut length, into ``memo`` (from the
    append's count of the text where it has it)."""
    for row in rows:
        memo.row_block(counter, row, row, None)


PROVIDER_REASONS: Final = {
    "no_provider": "provider_unavailable",
    "timeout": "timeout",
}


@dataclass(frozen=True)
class Outcome:
    report: CompactionReport
    changed: bool = False
    overflow: plan.Overflow | None = None
    """Set when even the protected content cannot fit (``context_window_exceeded``)."""


def _report(status: str, reason: str | None, before: int, **extra: object) -> CompactionReport:
    return msgspec.convert(
        {"status": status, "reason": reason, "tokens_before": before, "tokens_after": before}
        | extra,
        CompactionReport,
    )


@dataclass(frozen=True)
class Prepared:
    """A summary request ready to send, and everything needed to commit its answer."""

    fitted: plan.Fit
    replaced: list[StoredMessage]
    previous_id: int | None
    reductions: list[StoredReduction]
    prompt: list[Message]
    max_tokens: int
    digest: str
    facts: Future[list[Fact]]
    """The replaced rows' facts, extracted in the background while the request is prepared."""


@dataclass(frozen=True)
class ReduceOnly:
    """No middle to summarize: only the Run's older tool payloads are reduced."""

    fitted: plan.Fit
    reductions: list[StoredReduction]


class Compressor:
    """Compacts one Session's context; the caller holds ``ContextState.compaction_lock``.

    CPU-heavy steps (planning, reducing, tokenizing, fact extraction) run in a worker thread so
    the protocol loop keeps answering while a large session is compacted.
    """

    def __init__(self, app: App) -> None:
        self.app = app

    async def compact(
        self,
        state: SessionState,
        request: ContextRequest,
        view: ContextView,
        measured: Measure,
        trigger: cstore.Trigger,
        progress: Progress,
    ) -> Outcome:
        before = measured.tokens
        await progress.stage("reducing", f"{len(view.rows)} messages, {before} tokens")
        memo = await settled(state)
        step = await anyio.to_thread.run_sync(self._plan, request, view, measured, memo)
        if isinstance(step, Outcome):
            if step.report.status == "failed":
                log.warning(
                    "compaction of session %s failed: %s", state.session_id, step.report.detail
                )
            return step
        if isinstance(step, ReduceOnly):
            await progress.stage("committing")
            return await self._commit(
                state,
                cstore.NewCompaction(
                    session_id=state.session_id,
                    trigger=trigger,
                    summary=None,
                    replaced_ids=[],
                    first_seq=None,
                    last_seq=None,
                    previous_summary_id=None,
                    reductions=step.reductions,
                    tokens_before=before,
                    tokens_after=measured.real(step.fitted.kept_tokens),
                    input_sha256=None,
                    usage=None,
                ),
            )
        provider = self.app.provider
        await progress.stage("summarizing", f"{len(step.replaced)} messages to replace")
        try:
            result = await provider.complete("summary", step.prompt, step.max_tokens)
        except DaemonError as exc:
            reason = PROVIDER_REASONS.get(str(exc.data.get("reason")), "provider_error")
            return self._rejected(state, before, reason, exc.message)
        await progress.stage("checking")
        checked = await anyio.to_thread.run_sync(self._check, result, view, step)
        if isinstance(checked, Rejected):
            return self._rejected(state, before, checked.reason, checked.detail)
        text, tokens = checked
        await progress.stage("committing")
        replaced = step.replaced
        outcome = await self._commit(
            state,
            cstore.NewCompaction(
                session_id=state.session_id,
                trigger=trigger,
                summary=cstore.NewSummary(text=text, tokens=tokens),
                replaced_ids=[r.id for r in replaced],
                first_seq=replaced[0].seq,
                last_seq=replaced[-1].seq,
                previous_summary_id=step.previous_id,
                reductions=step.reductions,
                tokens_before=before,
                tokens_after=measured.real(step.fitted.kept_tokens + tokens),
                input_sha256=step.digest,
                usage=result.usage,
            ),
        )
        if outcome.changed:
            memo.forget()  # the replaced rows are never compacted again
        return outcome

    # ------------------------------------------------------------------ pure-ish steps (threads)

    def _to_stored(self, red: Reduced, row: StoredMessage, memo: CompactionMemo) -> StoredReduction:
        return StoredReduction(
            message_id=red.message_id,
            content=red.content,
            tool_calls=red.tool_calls,
            tokens=memo.reduced_tokens(self.app.counter, row, red.content, red.tool_calls),
        )

    def _in_run(
        self, view: ContextView, regions: plan.Regions, memo: CompactionMemo
    ) -> dict[int, StoredReduction]:
        """Reductions of the Run's older tool payloads not reduced yet, by row index."""
        rows = view.rows
        candidates = [
            i for i in plan.reducible_in_run(rows, regions) if rows[i].id not in view.reductions
        ]
        found = reduce_rows(
            view.originals,
            candidates,
            result_min_chars=IN_RUN_MIN_CHARS,
            arguments_max_chars=IN_RUN_MIN_CHARS,
        )
        return {
            i: self._to_stored(found[rows[i].id], view.originals[i], memo)
            for i in candidates
            if rows[i].id in found
        }

    def _plan(
        self, request: ContextRequest, view: ContextView, measured: Measure, memo: CompactionMemo
    ) -> Outcome | ReduceOnly | Prepared:
        """Where to cut and what to send; an ``Outcome`` when there is nothing to send."""
        opts = self.app.options
        counter = self.app.counter
        before = measured.tokens
        limit = request.window - opts.output_reserve_tokens
        rows = view.rows
        cuts = plan.legal_cuts(rows)
        regions = plan.protect(
            rows, view.active_run_id, opts.protect_first, opts.protect_recent, cuts
        )
        in_run = self._in_run(view, regions, memo)
        overhead = summary_tokens(counter, "")
        fitted = plan.fit(
            rows,
            regions,
            fixed_tokens=measured.fixed,
            budget=measured.to_estimate(limit),
            reduced_tokens={i: red.tokens for i, red in in_run.items()},
            min_summary_tokens=overhead + min(MIN_SUMMARY_TOKENS, opts.summary_max_tokens),
            cuts=cuts,
        )
        if isinstance(fitted, plan.Overflow):
            needed = measured.real(fitted.protected_tokens)
            return Outcome(
                _report(
                    "skipped",
                    "protected_too_large",
                    before,
                    detail=f"the protected messages need {needed} tokens of a {limit}-token budget",
                ),
                overflow=fitted,
            )
        if not fitted.summarize and not fitted.reduce_in_run:
            return Outcome(
                _report("skipped", "nothing_to_compact", before, detail="no unprotected messages")
            )
        reductions = list(in_run.values()) if fitted.reduce_in_run else []
        if not fitted.summarize:
            return ReduceOnly(fitted, reductions)
        if not self.app.provider.available:
            detail = "the client did not declare initializationOptions.provider = true"
            return Outcome(_report("failed", "provider_unavailable", before, detail=detail))

        middle = list(fitted.regions.middle)
        replaced = [view.originals[i] for i in middle]
        # The transcript blocks that reduction leaves as they are are counted (in tiktoken,
        # without the GIL) while the reductions are computed; facts are extracted while the
        # rest is counted.
        # (Rows the warm-up has read are counted already.)
        stable = [rows[i] for i in middle if rows[i].id > memo.upto and not _reducible(rows[i])]
        stable_counts = _count_pool.submit(_count_blocks, counter, stable, memo)
        previous = [r for r in replaced if r.role == "summary"]
        targets = [i for i in middle if rows[i].id not in view.reductions]
        calls = calls_by_result(view.originals)
        fresh = reduce_rows(view.originals, targets, calls=calls, memo=memo.reduce)
        facts = _facts_pool.submit(
            extract_facts, replaced, view.run_status, FACTS_HEADING, memo.facts
        )
        middle_reductions = {
            rows[i].id: self._to_stored(fresh[rows[i].id], view.originals[i], memo)
            for i in targets
            if rows[i].id in fresh
        }
        seen: list[StoredMessage] = []
        for i in middle:
            row = rows[i]
            red = middle_reductions.get(row.id)
            if row.role != "summary":
                seen.append(
                    row
                    if red is None
                    else msgspec.structs.replace(
                        row, content=red.content, tool_calls=red.tool_calls
                    )
                )
        max_tokens = max(1, min(opts.summary_max_tokens, fitted.room - overhead))
        previous_text = "\n\n".join((r.content or "").strip() for r in previous) or None
        frame = sum(counter.message(m) for m in build_prompt(previous_text, ""))
        window = measured.to_estimate(request.window - max_tokens - PROMPT_MARGIN_TOKENS)
        transcript_limit = window - frame
        names = {rid: call[0] for rid, call in calls.items()}
        stable_counts.result()

        def count(texts: list[str]) -> list[int]:
            # One text at a time: cheaper than a thread-pool batch for many short blocks.
            return [memo.block_tokens(counter, t) for t in texts]

        transcript, omitted = fit_transcript(seen, count, max(transcript_limit, 0), tools=names)
        if omitted:
            log.info("summarizer input leaves out the %d oldest of %d rows", omitted, len(seen))
        prompt = build_prompt(previous_text, transcript)
        return Prepared(
            fitted=fitted,
            replaced=replaced,
            previous_id=previous[-1].id if previous else None,
            reductions=reductions + list(middle_reductions.values()),
            prompt=prompt,
            max_tokens=max_tokens,
            digest=hashlib.sha256(msgspec.json.encode(prompt)).hexdigest(),
            facts=facts,
        )

    def _check(
        self, result: ProviderCompleteResult, view: ContextView, step: Prepared
    ) -> Rejected | tuple[str, int]:
        """Validate the reply, append the facts it misses, and check that it fits."""
        verdict = validate_summary(result.text, result.finish_reason)
        if not isinstance(verdict, Accepted):
            return verdict
        room = step.fitted.room
        text, tokens = self._with_facts(verdict.text, step.facts.result(), room)
        if tokens > room:
            return Rejected(
                "too_large", f"the summary needs {tokens} tokens; {room} are left in the budget"
            )
        return text, tokens

    def _with_facts(self, summary: str, facts: list[Fact], room: int) -> tuple[str, int]:
        """The summary plus its facts carried over, most salient first, within a token budget;
        the least salient dropped first until it fits ``room``."""
        counter = self.app.counter
        base = summary_tokens(counter, summary)
        heading = counter.text(f"\n\n## {FACTS_HEADING}\n")
        budget = min(FACTS_MAX_TOKENS, room - base - heading)
        chosen = select(facts, summary, counter.text, budget) if budget > 0 else []
        text = with_facts(summary, chosen)
        tokens = summary_tokens(counter, text)
        while tokens > room and chosen:
            line_tokens = [counter.text(f.line()) + 1 for f in chosen]
            excess, keep = tokens - room, len(chosen)
            while keep > 0 and excess > 0:
                keep -= 1
                excess -= line_tokens[keep]
            chosen = chosen[:keep]
            text = with_facts(summary, chosen)
            tokens = summary_tokens(counter, text)
        return text, tokens

    # ------------------------------------------------------------------ effects

    def _rejected(self, state: SessionState, before: int, reason: str, detail: str) -> Outcome:
        log.warning("compaction of session %s rejected: %s (%s)", state.session_id, reason, detail)
        return Outcome(_report("failed", reason, before, detail=detail))

    async def _commit(self, state: SessionState, new: cstore.NewCompaction) -> Outcome:
        try:
            _, summary_id = await state.workspace.write(
                lambda conn: cstore.commit_compaction(conn, new)
            )
        except cstore.StaleContext as exc:
            return self._rejected(state, new.tokens_before, "concurrent_compaction", str(exc))
        log.info(
            "compacted session %s: %d rows replaced, %d reduced, %d -> %d tokens",
            state.session_id,
            len(new.replaced_ids),
            len(new.reductions),
            new.tokens_before,
            new.tokens_after,
        )
        return Outcome(
            _report(
                "compacted",
                None,
                new.tokens_before,
                tokens_after=new.tokens_after,
                summary_id=summary_id,
                replaced=len(new.replaced_ids),
                reduced=len(new.reductions),
            ),
            changed=True,
        )
