/**
 * Search conversation history: `history/search` over a workspace's stored conversations, a
 * quick pick of the hits, and a read-only document of the Session around the picked hit
 * (served by `message/list` through a TextDocumentContentProvider).
 */
import * as vscode from "vscode";
import { RequestType, ResponseError, type LanguageClient } from "vscode-languageclient/node";
import { memoryFolder } from "./memoryFolder";
import * as p from "./protocol";

/** Scheme of read-only documents showing part of a stored Session. */
export const SESSION_SCHEME = "tinyagent-memory-session";
/** Messages shown before and after the hit. */
const AROUND = 20;
const HITS = 50;

type Role = "system" | "user" | "assistant" | "tool" | "summary";

interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface HistoryMessage {
  id: number;
  seq: number;
  run_id: string | null;
  role: Role;
  content: string | null;
  tool_calls: ToolCall[] | null;
  tool_call_id: string | null;
  name: string | null;
  tokens: number;
  compacted_by: number | null;
  created_at: string;
}

interface MessageListParams {
  session_id: string;
  workspace?: string;
  after_seq?: number;
  before_seq?: number;
  limit?: number;
  include_compacted?: boolean;
  cursor?: string;
}

interface MessageListResult {
  messages: HistoryMessage[];
  next_cursor: string | null;
}

interface HistorySearchParams {
  workspace: string;
  query: string;
  session_id?: string;
  role?: Role;
  since?: string;
  limit?: number;
}

export interface HistorySearchHit {
  session_id: string;
  run_id: string | null;
  message_id: number;
  seq: number;
  role: Role;
  created_at: string;
  compacted_by: number | null;
  field: "content" | "tool_calls";
  snippet: string;
  highlights: [number, number][];
  score: number;
}

interface HistorySearchResult {
  hits: HistorySearchHit[];
}

const MessageListRequest = new RequestType<MessageListParams, MessageListResult, void>(
  p.MESSAGE_LIST,
);
const HistorySearchRequest = new RequestType<HistorySearchParams, HistorySearchResult, void>(
  p.HISTORY_SEARCH,
);

/** The document URI of a Session around one of its messages. */
export function sessionUri(workspace: string, name: string, hit: HistorySearchHit): vscode.Uri {
  const query = new URLSearchParams({
    workspace,
    session_id: hit.session_id,
    seq: String(hit.seq),
    message_id: String(hit.message_id),
  });
  return vscode.Uri.from({
    scheme: SESSION_SCHEME,
    path: `/${name}/${hit.session_id}@${hit.seq}.md`,
    query: query.toString(),
  });
}

function time(stamp: string): string {
  return stamp.replace("T", " ").slice(0, 19);
}

/** The heading of a message in the Session document; the hit's line is found by it. */
export function heading(msg: HistoryMessage): string {
  const notes = [`id ${msg.id}`, `${msg.tokens} tokens`];
  if (msg.compacted_by !== null) {
    notes.push(`replaced by summary ${msg.compacted_by}`);
  }
  if (msg.tool_call_id !== null) {
    notes.push(`result of ${msg.tool_call_id}`);
  }
  return `## #${msg.seq} ${msg.role} · ${time(msg.created_at)} (${notes.join(", ")})`;
}

/** A Session's messages as Markdown: one heading per message, its text, its tool calls. */
export function renderSession(sessionId: string, messages: HistoryMessage[]): string {
  const lines = [`# Session ${sessionId}`, ""];
  for (const msg of messages) {
    lines.push(heading(msg), "");
    if (msg.content !== null && msg.content !== "") {
      lines.push("```text", msg.content, "```", "");
    }
    for (const call of msg.tool_calls ?? []) {
      lines.push(`- tool call \`${call.function.name}\` (${call.id}): \`${call.function.arguments}\``);
    }
    if ((msg.tool_calls ?? []).length > 0) {
      lines.push("");
    }
  }
  return lines.join("\n");
}

/** Serves `tinyagent-memory-session:` documents with `message/list` (originals and summaries). */
export class SessionContentProvider implements vscode.TextDocumentContentProvider {
  constructor(private readonly client: () => LanguageClient | undefined) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const query = new URLSearchParams(uri.query);
    const workspace = query.get("workspace");
    const sessionId = query.get("session_id");
    const seq = Number(query.get("seq"));
    const client = this.client();
    if (client?.isRunning() !== true || workspace === null || sessionId === null) {
      throw new Error(`cannot show ${uri.toString()}: the memory daemon is not running`);
    }
    const messages: HistoryMessage[] = [];
    let cursor: string | null = null;
    do {
      const params: MessageListParams = {
        session_id: sessionId,
        workspace,
        after_seq: Math.max(0, seq - AROUND - 1),
        before_seq: seq + AROUND + 1,
        limit: 1000,
      };
      if (cursor !== null) {
        params.cursor = cursor;
      }
      const page = await client.sendRequest(MessageListRequest, params);
      messages.push(...page.messages);
      cursor = page.next_cursor;
    } while (cursor !== null);
    return renderSession(sessionId, messages);
  }
}

interface HitItem extends vscode.QuickPickItem {
  hit: HistorySearchHit;
}

/** A quick pick item: the snippet, where it is, and what replaced it. */
export function hitItem(hit: HistorySearchHit): HitItem {
  const where = hit.field === "tool_calls" ? " · in tool calls" : "";
  const item: HitItem = {
    label: hit.snippet,
    description: `${hit.role} · #${hit.seq} · ${time(hit.created_at)}${where}`,
    detail:
      `session ${hit.session_id}` +
      (hit.compacted_by === null ? "" : ` · replaced by summary ${hit.compacted_by}`),
    hit,
  };
  return item;
}

/** The command: ask for a query, pick a hit, open the Session around it. */
export async function searchHistory(client: LanguageClient | undefined): Promise<void> {
  if (client?.isRunning() !== true) {
    throw new Error("the memory daemon is not running (see the tinyagent memory output)");
  }
  // The memory workspace's own folder (it may sit below the workspace root); never a folder
  // without `.tinyagent/`.
  const folder = await memoryFolder({
    database: true,
    placeHolder: "Search which workspace's conversations?",
  });
  if (folder === undefined) {
    return;
  }
  const text = await vscode.window.showInputBox({
    prompt: `Search ${folder.name}'s conversations`,
    placeHolder: 'words, "exact phrase", a OR b, -exclude',
  });
  if (text === undefined || text.trim() === "") {
    return;
  }
  const workspace = folder.uri.fsPath;
  let found: HistorySearchResult;
  try {
    found = await client.sendRequest(HistorySearchRequest, { workspace, query: text, limit: HITS });
  } catch (error) {
    if (error instanceof ResponseError) {
      void vscode.window.showWarningMessage(`Search: ${error.message}`);
      return;
    }
    throw error;
  }
  if (found.hits.length === 0) {
    void vscode.window.showInformationMessage(`No messages match ${text}.`);
    return;
  }
  const picked = await vscode.window.showQuickPick(found.hits.map(hitItem), {
    placeHolder:
      found.hits.length === 1 ? `1 message matches ${text}` : `${found.hits.length} messages match ${text}`,
    matchOnDescription: true,
    matchOnDetail: true,
  });
  if (picked === undefined) {
    return;
  }
  const doc = await vscode.workspace.openTextDocument(sessionUri(workspace, folder.name, picked.hit));
  const editor = await vscode.window.showTextDocument(doc, { preview: true });
  const marker = `## #${picked.hit.seq} `;
  const idNote = `(id ${picked.hit.message_id},`;
  for (let line = 0; line < doc.lineCount; line++) {
    const value = doc.lineAt(line).text;
    if (value.startsWith(marker) && value.includes(idNote)) {
      const at = new vscode.Position(line, 0);
      editor.selection = new vscode.Selection(at, at);
      editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.AtTop);
      break;
    }
  }
}

/** Registers the content provider and the command (one disposable for `activate`). */
export function registerHistorySearch(
  command: string,
  client: () => LanguageClient | undefined,
  report: (error: unknown) => void,
): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.workspace.registerTextDocumentContentProvider(
      SESSION_SCHEME,
      new SessionContentProvider(client),
    ),
    vscode.commands.registerCommand(command, async () => {
      try {
        await searchHistory(client());
      } catch (error) {
        report(error);
      }
    }),
  );
}
