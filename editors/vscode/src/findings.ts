/**
 * What the Sync command tells the user (pure: no `vscode` import).
 *
 * A sync either succeeds (its result may still carry credential or injection `findings`) or is
 * refused with an error whose `data.findings` say why: `memory_check_failed` (content findings;
 * the user may sync anyway with `accept_findings: true`) or `invalid_memory_format`.
 */
import * as p from "./protocol";

/** One line per finding: `line 3: <message> [rule]` (lines are 1-based, as editors show them). */
export function findingLines(findings: readonly p.MemoryFinding[]): string[] {
  return findings.map((f) => {
    const where = f.range ? `line ${f.range.start_line + 1}` : f.entry != null ? `entry ${f.entry + 1}` : "file";
    const rule = f.rule ? ` [${f.rule}]` : "";
    return `${where}: ${f.message}${rule}`;
  });
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** The findings of an error's `data`, if it carries a list of them. */
export function errorFindings(data: unknown): p.MemoryFinding[] | undefined {
  if (typeof data !== "object" || data === null || !("findings" in data)) {
    return undefined;
  }
  const findings: unknown = data.findings;
  if (!Array.isArray(findings)) {
    return undefined;
  }
  return findings.filter((f: unknown): f is p.MemoryFinding => {
    return typeof f === "object" && f !== null && "message" in f && typeof f.message === "string";
  });
}

export function errorKind(data: unknown): string | undefined {
  if (typeof data === "object" && data !== null && "kind" in data && typeof data.kind === "string") {
    return data.kind;
  }
  return undefined;
}

/** A message for the user: `level` picks the notification, `detail` lists the findings. */
export interface Report {
  level: "information" | "warning" | "error";
  message: string;
  detail: string;
  /** Offer to retry with `accept_findings: true`. */
  canAccept: boolean;
}

/** What a successful sync of `name` reports. */
export function syncedReport(name: string, result: p.MemorySyncResult): Report {
  const revision =
    result.revision === null ? "no revision yet" : `revision ${result.revision} (${result.source ?? "?"})`;
  const curation = result.auto_curation ? "automatic curation is on" : "automatic curation is paused";
  const findings = result.findings ?? [];
  if (findings.length === 0) {
    return {
      level: "information",
      message: `${name}: memory synced, ${revision}; ${curation}.`,
      detail: "",
      canAccept: false,
    };
  }
  const lines = findingLines(findings);
  return {
    level: "warning",
    message:
      `${name}: memory synced, ${revision}, with ${plural(findings.length, "finding")}: ` +
      `${lines.join("; ")}. The file holds what the checks flag; edit it and sync again to remove it.`,
    detail: lines.join("\n"),
    canAccept: false,
  };
}

/** What a refused sync of `name` reports (an error with `data.kind` and `data.findings`). */
export function refusedReport(name: string, message: string, data: unknown): Report {
  const kind = errorKind(data);
  const findings = errorFindings(data) ?? [];
  const lines = findingLines(findings);
  if (kind === p.ERROR_MEMORY_CHECK_FAILED && findings.length > 0) {
    return {
      level: "warning",
      message: `${name}: MEMORY.md was not synced: ${plural(findings.length, "finding")} (credentials or instructions that should not be in memory).`,
      detail: `${lines.join("\n")}\n\nEdit the file to remove them, or sync anyway to accept it as it is.`,
      canAccept: true,
    };
  }
  if (findings.length > 0) {
    const what = kind === p.ERROR_INVALID_MEMORY_FORMAT ? "is not in canonical form" : "failed the checks";
    return {
      level: "error",
      message: `${name}: MEMORY.md ${what}, not synced: ${lines.join("; ")}`,
      detail: lines.join("\n"),
      canAccept: false,
    };
  }
  return { level: "error", message: `${name}: sync failed: ${message}`, detail: "", canAccept: false };
}
