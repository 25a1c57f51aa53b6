/**
 * tinyagent memory for VS Code: spawns the tinyagent-memory daemon as a language server for
 * `.tinyagent/memory/MEMORY.md` (diagnostics, quick fixes, hover) and adds the commands
 * Sync memory, Show memory history and Restore revision.
 */
import * as vscode from "vscode";
import {
  ExecuteCommandRequest,
  LanguageClient,
  ResponseError,
  type LanguageClientOptions,
  type ServerOptions,
} from "vscode-languageclient/node";
import { pickRevision, RevisionContentProvider, showRevision } from "./history";
import * as p from "./protocol";

const CLIENT_ID = "tinyagentMemory";
const CLIENT_NAME = "tinyagent memory";

let client: LanguageClient | undefined;

interface Settings {
  command: string;
  args: string[];
  env: Record<string, string>;
  memoryCharLimit: number;
  memoryEntryCharLimit: number;
}

function settings(): Settings {
  const config = vscode.workspace.getConfiguration(CLIENT_ID);
  return {
    command: config.get<string>("server.command", "tinyagent-memory"),
    args: config.get<string[]>("server.args", ["serve"]),
    env: config.get<Record<string, string>>("server.env", {}),
    memoryCharLimit: config.get<number>("memoryCharLimit", 4000),
    memoryEntryCharLimit: config.get<number>("memoryEntryCharLimit", 600),
  };
}

function createClient(output: vscode.OutputChannel): LanguageClient {
  const s = settings();
  const serverOptions: ServerOptions = {
    command: s.command,
    args: s.args,
    options: { env: { ...process.env, ...s.env } },
  };
  const initializationOptions: p.InitializationOptions = {
    memory_char_limit: s.memoryCharLimit,
    memory_entry_char_limit: s.memoryEntryCharLimit,
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: "file", pattern: p.MEMORY_FILE_GLOB }],
    diagnosticCollectionName: p.DIAGNOSTIC_SOURCE,
    initializationOptions,
    outputChannel: output,
  };
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
}

async function start(output: vscode.OutputChannel): Promise<void> {
  client = createClient(output);
  try {
    await client.start();
  } catch (error) {
    const command = settings().command;
    void vscode.window.showErrorMessage(
      `${CLIENT_NAME}: could not start "${command}" (${describe(error)}). ` +
        "Set tinyagentMemory.server.command to the daemon's path.",
    );
  }
}

async function restart(output: vscode.OutputChannel): Promise<void> {
  const running = client;
  client = undefined;
  if (running !== undefined) {
    await running.stop();
  }
  await start(output);
}

function describe(error: unknown): string {
  if (error instanceof ResponseError || error instanceof Error) {
    return error.message;
  }
  return String(error);
}

function runningClient(): LanguageClient {
  if (client?.isRunning() !== true) {
    throw new Error("the memory daemon is not running (see the tinyagent memory output)");
  }
  return client;
}

/** The workspace folder a command is about: the active memory file's, the only one, or asked. */
async function memoryFolder(): Promise<vscode.WorkspaceFolder | undefined> {
  const active = vscode.window.activeTextEditor?.document.uri;
  if (active !== undefined) {
    const folder = vscode.workspace.getWorkspaceFolder(active);
    if (folder !== undefined && active.path.endsWith(`/${p.MEMORY_FILE}`)) {
      return folder;
    }
  }
  const folders = vscode.workspace.workspaceFolders ?? [];
  const withState: vscode.WorkspaceFolder[] = [];
  for (const folder of folders) {
    try {
      await vscode.workspace.fs.stat(vscode.Uri.joinPath(folder.uri, p.STATE_DIR));
      withState.push(folder);
    } catch {
      // no .tinyagent folder here
    }
  }
  const candidates = withState.length > 0 ? withState : folders;
  if (candidates.length <= 1) {
    return candidates[0];
  }
  return vscode.window.showWorkspaceFolderPick({ placeHolder: "Which workspace's memory?" });
}

function isSyncResult(value: unknown): value is p.MemorySyncResult {
  return typeof value === "object" && value !== null && "auto_curation" in value;
}

async function sync(): Promise<void> {
  const folder = await memoryFolder();
  if (folder === undefined) {
    return;
  }
  const result: unknown = await runningClient().sendRequest(ExecuteCommandRequest.type, {
    command: p.COMMAND_MEMORY_SYNC,
    arguments: [{ workspace: folder.uri.toString() }],
  });
  if (!isSyncResult(result)) {
    throw new Error("the daemon answered the sync command with an unexpected result");
  }
  const revision =
    result.revision === null ? "no revision yet" : `revision ${result.revision} (${result.source ?? "?"})`;
  const curation = result.auto_curation ? "automatic curation is on" : "automatic curation is paused";
  void vscode.window.showInformationMessage(`${folder.name}: memory synced, ${revision}; ${curation}.`);
}

async function showHistory(): Promise<void> {
  const folder = await memoryFolder();
  if (folder === undefined) {
    return;
  }
  const revision = await pickRevision(runningClient(), folder, "Pick a revision to compare");
  if (revision !== undefined) {
    await showRevision(folder, revision);
  }
}

async function restore(): Promise<void> {
  const folder = await memoryFolder();
  if (folder === undefined) {
    return;
  }
  const c = runningClient();
  const revision = await pickRevision(c, folder, "Pick the revision to restore");
  if (revision === undefined) {
    return;
  }
  const confirm = "Restore";
  const answer = await vscode.window.showWarningMessage(
    `Restore revision ${revision.revision} of ${folder.name}'s MEMORY.md?`,
    {
      modal: true,
      detail: "The file gets that revision's text as a new revision; history keeps everything.",
    },
    confirm,
  );
  if (answer !== confirm) {
    return;
  }
  const restored = await c.sendRequest(p.MemoryRestoreRequest, {
    workspace: folder.uri.fsPath,
    revision: revision.revision,
  });
  void vscode.window.showInformationMessage(
    `${folder.name}: restored revision ${revision.revision} as revision ${restored.revision}.`,
  );
}

/** Run a command, reporting failures instead of throwing into VS Code. */
function guarded(action: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await action();
    } catch (error) {
      void vscode.window.showErrorMessage(`${CLIENT_NAME}: ${describe(error)}`);
    }
  };
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel(CLIENT_NAME);
  context.subscriptions.push(
    output,
    vscode.workspace.registerTextDocumentContentProvider(
      p.REVISION_SCHEME,
      new RevisionContentProvider(() => client),
    ),
    vscode.commands.registerCommand(p.EXT_SYNC, guarded(sync)),
    vscode.commands.registerCommand(p.EXT_SHOW_HISTORY, guarded(showHistory)),
    vscode.commands.registerCommand(p.EXT_RESTORE_REVISION, guarded(restore)),
    vscode.commands.registerCommand(
      p.EXT_RESTART,
      guarded(() => restart(output)),
    ),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration(CLIENT_ID)) {
        void restart(output);
      }
    }),
  );
  await start(output);
}

export async function deactivate(): Promise<void> {
  const running = client;
  client = undefined;
  await running?.stop();
}
