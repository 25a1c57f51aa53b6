/**
 * The tinyagent-memory wire contract as the extension uses it: every method name, command id and
 * wire shape comes from here (mirrors protocol/methods.py and protocol/types.py; a test in
 * tests/interop/test_vscode.py keeps the names equal).
 */
// The protocol package, not vscode-languageclient: this module is also loaded by the unit tests,
// which run in plain Node.js without the `vscode` module.
import { RequestType } from "vscode-languageserver-protocol";

// Client -> daemon requests.
export const SESSION_OPEN = "session/open";
export const SESSION_CLOSE = "session/close";
export const RUN_START = "run/start";
export const MESSAGE_APPEND = "message/append";
export const RUN_FINISH = "run/finish";
export const CONTEXT_BUILD = "context/build";
export const CONTEXT_COMPACT = "context/compact";
export const MEMORY_SUBMIT = "memory/submit";
export const MEMORY_SYNC = "memory/sync";
export const MEMORY_STATUS = "memory/status";
export const MEMORY_HISTORY = "memory/history";
export const MEMORY_SHOW = "memory/show";
export const MEMORY_RESTORE = "memory/restore";
export const MEMORY_LIMITS = "memory/limits";
export const USAGE_INTERNAL = "usage/internal";
export const SESSION_LIST = "session/list";
export const MESSAGE_LIST = "message/list";
export const SUMMARY_EXPAND = "summary/expand";
export const HISTORY_SEARCH = "history/search";

// Daemon -> client.
export const PROVIDER_COMPLETE = "provider/complete";
export const MEMORY_COMMITTED = "memory/committed";

// Editor-facing names.
/** The daemon's `workspace/executeCommand` command that runs memory/sync and re-publishes. */
export const COMMAND_MEMORY_SYNC = "tinyagent.memory.sync";
/** `source` of the daemon's diagnostics. */
export const DIAGNOSTIC_SOURCE = "tinyagent-memory";
/** The memory file, relative to a workspace root. */
export const MEMORY_FILE = ".tinyagent/memory/MEMORY.md";
export const MEMORY_FILE_GLOB = `**/${MEMORY_FILE}`;
/** The folder whose presence activates the extension. */
export const STATE_DIR = ".tinyagent";

// Extension command ids (contributed in package.json).
export const EXT_SYNC = "tinyagentMemory.sync";
export const EXT_SHOW_HISTORY = "tinyagentMemory.showHistory";
export const EXT_RESTORE_REVISION = "tinyagentMemory.restoreRevision";
export const EXT_RESTART = "tinyagentMemory.restartServer";
export const EXT_SEARCH_HISTORY = "tinyagentMemory.searchHistory";

/** Scheme of read-only documents showing a committed revision's text. */
export const REVISION_SCHEME = "tinyagent-memory-revision";

// Wire shapes (custom methods use snake_case fields).
export interface WorkspaceParams {
  workspace: string;
}

export interface InitializationOptions {
  memory_char_limit?: number;
  memory_entry_char_limit?: number;
  provider?: boolean;
}

/** Arguments of the daemon's sync command (`accept_findings` commits despite content findings). */
export interface MemorySyncArguments extends WorkspaceParams {
  accept_findings?: boolean;
}

export interface FindingRange {
  start_line: number;
  start_col: number;
  end_line: number;
  end_col: number;
}

/** A format or content finding on MEMORY.md (0-based lines and columns). */
export interface MemoryFinding {
  code: string;
  message: string;
  severity?: "error" | "warning" | "information";
  entry?: number | null;
  rule?: string | null;
  range?: FindingRange | null;
}

export interface MemorySyncResult {
  revision: number | null;
  source: string | null;
  auto_curation: boolean;
  curated: boolean;
  /** Credential or injection findings in the accepted text (older daemons omit it). */
  findings?: MemoryFinding[];
  reason?: string | null;
}

// Error kinds (`error.data.kind`) the extension acts on.
/** The text failed a credential, injection, size or duplicate check (`data.findings`). */
export const ERROR_MEMORY_CHECK_FAILED = "memory_check_failed";
/** MEMORY.md is not canonical (`data.findings`). */
export const ERROR_INVALID_MEMORY_FORMAT = "invalid_memory_format";

export interface MemoryStatusResult {
  revision: number | null;
  sha256: string | null;
  drift: boolean;
  auto_curation: boolean;
  pending_events: number;
}

export interface RevisionInfo {
  revision: number;
  source: string;
  state: string;
  sha256: string;
  created_at: string;
}

export interface MemoryHistoryParams extends WorkspaceParams {
  limit?: number | null;
}

export interface MemoryHistoryResult {
  revisions: RevisionInfo[];
}

export interface RevisionParams extends WorkspaceParams {
  revision: number;
}

export interface MemoryShowResult {
  revision: number;
  text: string;
}

export interface MemoryRestoreResult {
  revision: number;
}

export const MemoryStatusRequest = new RequestType<WorkspaceParams, MemoryStatusResult, void>(
  MEMORY_STATUS,
);
export const MemoryHistoryRequest = new RequestType<MemoryHistoryParams, MemoryHistoryResult, void>(
  MEMORY_HISTORY,
);
export const MemoryShowRequest = new RequestType<RevisionParams, MemoryShowResult, void>(MEMORY_SHOW);
export const MemoryRestoreRequest = new RequestType<RevisionParams, MemoryRestoreResult, void>(
  MEMORY_RESTORE,
);
