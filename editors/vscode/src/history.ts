/** Memory history: pick a committed revision, show its text, diff it against the file. */
import * as vscode from "vscode";
import type { LanguageClient } from "vscode-languageclient/node";
import * as p from "./protocol";
import type { MemoryRoot } from "./roots";

/** A read-only document holding one revision's text. */
export function revisionUri(folder: MemoryRoot, revision: number): vscode.Uri {
  const query = new URLSearchParams({ workspace: folder.uri.fsPath, revision: String(revision) });
  return vscode.Uri.from({
    scheme: p.REVISION_SCHEME,
    path: `/${folder.name}/MEMORY.md@${revision}`,
    query: query.toString(),
  });
}

/** Serves `tinyagent-memory-revision:` documents with `memory/show`. */
export class RevisionContentProvider implements vscode.TextDocumentContentProvider {
  constructor(private readonly client: () => LanguageClient | undefined) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const query = new URLSearchParams(uri.query);
    const workspace = query.get("workspace");
    const revision = Number(query.get("revision"));
    const client = this.client();
    if (client === undefined || workspace === null || !Number.isInteger(revision)) {
      throw new Error(`cannot show ${uri.toString()}: the memory daemon is not running`);
    }
    const shown = await client.sendRequest(p.MemoryShowRequest, { workspace, revision });
    return shown.text;
  }
}

interface RevisionItem extends vscode.QuickPickItem {
  revision: p.RevisionInfo;
}

/** Ask the user for one of the workspace's revisions (newest first). */
export async function pickRevision(
  client: LanguageClient,
  folder: MemoryRoot,
  placeHolder: string,
): Promise<p.RevisionInfo | undefined> {
  const history = await client.sendRequest(p.MemoryHistoryRequest, {
    workspace: folder.uri.fsPath,
    limit: 100,
  });
  if (history.revisions.length === 0) {
    void vscode.window.showInformationMessage(`${folder.name}: MEMORY.md has no revisions yet.`);
    return undefined;
  }
  const items: RevisionItem[] = history.revisions.map((revision) => ({
    label: `Revision ${revision.revision}`,
    description: `${revision.source} · ${revision.state}`,
    detail: `${revision.created_at} · sha256 ${revision.sha256.slice(0, 12)}`,
    revision,
  }));
  const picked = await vscode.window.showQuickPick(items, {
    placeHolder,
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return picked?.revision;
}

/** Diff a revision against the current MEMORY.md. */
export async function showRevision(
  folder: MemoryRoot,
  revision: p.RevisionInfo,
): Promise<void> {
  const current = vscode.Uri.joinPath(folder.uri, p.MEMORY_FILE);
  await vscode.commands.executeCommand(
    "vscode.diff",
    revisionUri(folder, revision.revision),
    current,
    `MEMORY.md: revision ${revision.revision} (${revision.source}) ↔ current file`,
  );
}
