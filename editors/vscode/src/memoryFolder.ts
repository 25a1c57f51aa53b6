/**
 * Which memory workspace a command is about (the folder holding `.tinyagent/`, which may sit
 * below a VS Code workspace folder). Commands never run for a folder without `.tinyagent/`: the
 * daemon would create one there.
 */
import * as vscode from "vscode";
import * as p from "./protocol";
import { memoryRootOf, memoryRoots, rootLabel, type MemoryRoot } from "./roots";

/** Files whose presence marks a memory workspace: its memory file or its database. */
const STATE_FILES_GLOB = `**/${p.STATE_DIR}/{memory/MEMORY.md,state.db}`;
/** Only the database: where conversations are stored. */
const DATABASE_GLOB = `**/${p.STATE_DIR}/state.db`;

function rootAt(uri: vscode.Uri, path: string): MemoryRoot {
  const rootUri = uri.with({ path, query: "", fragment: "" });
  const folder = vscode.workspace.getWorkspaceFolder(rootUri);
  return { uri: rootUri, name: rootLabel(path, folder?.uri.path, folder?.name ?? "") };
}

export interface FolderQuery {
  /** Only workspaces with a database (stored conversations). */
  database?: boolean;
  placeHolder: string;
}

/**
 * The active memory file's own workspace, else the only memory workspace in the open folders,
 * else the one the user picks; `undefined` (after saying so) when there is none.
 */
export async function memoryFolder(
  query: FolderQuery = { placeHolder: "Which workspace's memory?" },
): Promise<MemoryRoot | undefined> {
  const active = vscode.window.activeTextEditor?.document.uri;
  if (active?.scheme === "file") {
    const root = memoryRootOf(active.path);
    if (root !== undefined) {
      return rootAt(active, root);
    }
  }
  const glob = query.database === true ? DATABASE_GLOB : STATE_FILES_GLOB;
  const files = await vscode.workspace.findFiles(glob, "**/node_modules/**", 200);
  const roots = memoryRoots(files.map((file) => file.path)).map((root) =>
    rootAt(files[0] ?? vscode.Uri.file(root), root),
  );
  if (roots.length <= 1) {
    if (roots.length === 0) {
      const what = query.database === true ? "stored conversations" : p.MEMORY_FILE;
      void vscode.window.showInformationMessage(
        `tinyagent memory: no ${what} in the open folders; open the memory file first.`,
      );
    }
    return roots[0];
  }
  const picked = await vscode.window.showQuickPick(
    roots.map((root) => ({ label: root.name, description: root.uri.fsPath, root })),
    { placeHolder: query.placeHolder },
  );
  return picked?.root;
}
