import assert from "node:assert/strict";
import { test } from "node:test";
import { errorFindings, findingLines, refusedReport, syncedReport } from "../findings";
import type { MemoryFinding, MemorySyncResult } from "../protocol";

const TOKEN: MemoryFinding = {
  code: "credential",
  message: "Looks like a credential (GitHub token); do not keep secrets in memory.",
  severity: "error",
  entry: 1,
  rule: "github-token",
  range: { start_line: 2, start_col: 10, end_line: 2, end_col: 50 },
};

const SYNCED: MemorySyncResult = {
  revision: 2,
  source: "manual",
  auto_curation: true,
  curated: false,
};

void test("findings are listed one per line with 1-based lines", () => {
  assert.deepEqual(findingLines([TOKEN, { code: "x", message: "Whole file.", entry: null }]), [
    "line 3: Looks like a credential (GitHub token); do not keep secrets in memory. [github-token]",
    "file: Whole file.",
  ]);
});

void test("a clean sync is a plain information message", () => {
  assert.deepEqual(syncedReport("proj", { ...SYNCED, findings: [] }), {
    level: "information",
    message: "proj: memory synced, revision 2 (manual); automatic curation is on.",
    detail: "",
    canAccept: false,
  });
});

void test("a sync that committed findings says so and lists them", () => {
  const report = syncedReport("proj", { ...SYNCED, findings: [TOKEN] });
  assert.equal(report.level, "warning");
  assert.match(report.message, /^proj: memory synced, revision 2 \(manual\), with 1 finding: line 3: Looks like a credential/);
  assert.equal(report.detail, findingLines([TOKEN])[0]);
  assert.equal(report.canAccept, false);
});

void test("a refusal for content findings lists them and offers to sync anyway", () => {
  const data = { kind: "memory_check_failed", findings: [TOKEN, TOKEN] };
  const report = refusedReport("proj", "sync refused", data);
  assert.equal(report.level, "warning");
  assert.equal(report.canAccept, true);
  assert.match(report.message, /^proj: MEMORY.md was not synced: 2 findings/);
  assert.ok(report.detail.startsWith(`${findingLines([TOKEN])[0]}\n${findingLines([TOKEN])[0]}\n`));
});

void test("a format refusal lists its findings and cannot be accepted", () => {
  const blank = { code: "empty-entry", message: "Blank line.", range: { start_line: 1, start_col: 0, end_line: 1, end_col: 0 } };
  const report = refusedReport("proj", "not canonical", { kind: "invalid_memory_format", findings: [blank] });
  assert.deepEqual(report, {
    level: "error",
    message: "proj: MEMORY.md is not in canonical form, not synced: line 2: Blank line.",
    detail: "line 2: Blank line.",
    canAccept: false,
  });
  assert.deepEqual(refusedReport("proj", "boom", { kind: "internal" }), {
    level: "error",
    message: "proj: sync failed: boom",
    detail: "",
    canAccept: false,
  });
  assert.equal(errorFindings({ findings: "no" }), undefined);
  assert.deepEqual(errorFindings({ findings: [1, TOKEN] }), [TOKEN]);
});
