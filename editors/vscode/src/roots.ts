/**
 * Which folder a memory file belongs to (pure: no `vscode` import).
 *
 * A memory workspace is the folder holding `.tinyagent/`, which may sit below a VS Code workspace
 * folder (a multi-project checkout). Commands run for that folder, never for a folder without
 * `.tinyagent/` (the daemon would create one there).
 */
import type * as vscode from "vscode";
import { MEMORY_FILE, STATE_DIR } from "./protocol";

/** A memory workspace as commands use it (a `vscode.WorkspaceFolder` is one too). */
export interface MemoryRoot {
  readonly uri: vscode.Uri;
  readonly name: string;
}

/** The memory workspace of a file path (URI path, `/`-separated), if it is a memory file. */
export function memoryRootOf(path: string): string | undefined {
  const suffix = `/${MEMORY_FILE}`;
  if (!path.endsWith(suffix)) {
    return undefined;
  }
  const root = path.slice(0, -suffix.length);
  return root === "" ? "/" : root;
}

/** The memory workspace of a path inside `.tinyagent/` (the memory file, `state.db`, ...). */
export function stateRootOf(path: string): string | undefined {
  const marker = `/${STATE_DIR}/`;
  const at = path.lastIndexOf(marker);
  if (at < 0) {
    return undefined;
  }
  return at === 0 ? "/" : path.slice(0, at);
}

/** Distinct memory workspaces of the given state paths, shallowest first, then by name. */
export function memoryRoots(paths: Iterable<string>): string[] {
  const roots = new Set<string>();
  for (const path of paths) {
    const root = stateRootOf(path);
    if (root !== undefined) {
      roots.add(root);
    }
  }
  const depth = (root: string): number => root.split("/").length;
  return [...roots].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** A short name for a memory workspace: relative to its workspace folder, or its last part. */
export function rootLabel(root: string, folderPath: string | undefined, folderName: string): string {
  if (folderPath !== undefined && root.startsWith(`${folderPath}/`)) {
    return `${folderName}/${root.slice(folderPath.length + 1)}`;
  }
  if (folderPath !== undefined && root === folderPath) {
    return folderName;
  }
  return root.slice(root.lastIndexOf("/") + 1) || root;
}
