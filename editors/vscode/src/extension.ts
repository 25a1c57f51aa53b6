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
import { refusedReport, syncedReport, type Report } from "./findings";
import { pickRevision, RevisionContentProvider, showRevision } from "./history";
import { registerHistorySearch } from "./historySearch";
import * as p from "./protocol";
import { memoryFolder } from "./memoryFolder";
import type { MemoryRoot } from "./roots";
import {
  effective,
  launchKey,
  startFailure,
  type Effective,
  type ServerSettings,
} from "./settings";

const CLIENT_ID = "tinyagentMemory";
const CLIENT_NAME = "tinyagent memory";

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;
/** Starts and restarts run one after another (settings events can arrive in bursts). */
let lifecycle: Promise<void> = Promise.resolve();

/** The daemon's command, arguments and environment as VS Code applies them, with their origin. */
function serverSettings(): ServerSettings {
  const config = vscode.workspace.getConfiguration(CLIENT_ID);
  const trusted = vscode.workspace.isTrusted;
  function read<T>(key: string, fallback: T): Effective<T> {
    return effective(config.inspect<T>(key), `${CLIENT_ID}.${key}`, fallback, trusted);
  }
  return {
    command: read("server.command", "tinyagent-memory"),
    args: read<string[]>("server.args", ["serve"]),
    env: read<Record<string, string>>("server.env", {}),
  };
}

function createClient(channel: vscode.OutputChannel, s: ServerSettings): LanguageClient {
  const serverOptions: ServerOptions = {
    command: s.command.value,
    args: s.args.value,
    options: { env: { ...process.env, ...s.env.value } },
  };
  // No memory limits: they belong to the workspace (`memory/limits`), not to a client.
  const initializationOptions: p.InitializationOptions = {};
  // No diagnosticCollectionName: the daemon's pull diagnostics already get a collection named
  // after its identifier (DIAGNOSTIC_SOURCE); a second one of that name is logged as a clash.
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: "file", pattern: p.MEMORY_FILE_GLOB }],
    initializationOptions,
    outputChannel: channel,
  };
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
}

async function start(channel: vscode.OutputChannel): Promise<void> {
  const s = serverSettings();
  channel.appendLine(
    `Starting "${[s.command.value, ...s.args.value].join(" ")}" (${s.command.key} from ${s.command.origin}).`,
  );
  const starting = createClient(channel, s);
  client = starting;
  try {
    await starting.start();
  } catch (error) {
    const message = startFailure(s, describe(error));
    channel.appendLine(message);
    const open = "Open Settings";
    void vscode.window.showErrorMessage(`${CLIENT_NAME}: ${message}`, open).then((answer) => {
      if (answer === open) {
        void vscode.commands.executeCommand("workbench.action.openSettings", s.command.key);
      }
    });
  }
}

/** Stop the running (or failed) client and start one with the settings in effect now. */
async function restart(channel: vscode.OutputChannel): Promise<void> {
  const running = client;
  client = undefined;
  if (running !== undefined) {
    try {
      await running.dispose();
    } catch (error) {
      // A client whose start failed cannot be stopped; it holds nothing to release.
      channel.appendLine(`Stopping the previous daemon: ${describe(error)}`);
    }
  }
  await start(channel);
}

/** Queue a start or restart behind the previous one. */
function serialized(action: () => Promise<void>): Promise<void> {
  const next = lifecycle.then(action);
  lifecycle = next.catch(() => undefined);
  return next;
}

function describe(error: unknown): string {
  if (error instanceof ResponseError || error instanceof Error) {
    return error.message;
  }
  return String(error);
}

/** The client once any start or restart in progress is over (a command may come mid-restart). */
async function runningClient(): Promise<LanguageClient> {
  await lifecycle;
  if (client?.isRunning() !== true) {
    throw new Error("the memory daemon is not running (see the tinyagent memory output)");
  }
  return client;
}

function isSyncResult(value: unknown): value is p.MemorySyncResult {
  return typeof value === "object" && value !== null && "auto_curation" in value;
}

const SYNC_ANYWAY = "Sync anyway";

/** Show a sync report; a refusal for content findings offers to sync anyway. */
async function report(root: MemoryRoot, r: Report): Promise<void> {
  output?.appendLine(r.detail === "" ? r.message : `${r.message}\n${r.detail}`);
  if (r.canAccept) {
    const answer = await vscode.window.showWarningMessage(
      r.message,
      { modal: true, detail: r.detail },
      SYNC_ANYWAY,
    );
    if (answer === SYNC_ANYWAY) {
      await syncRoot(root, true);
    }
    return;
  }
  const show =
    r.level === "information"
      ? vscode.window.showInformationMessage
      : r.level === "warning"
        ? vscode.window.showWarningMessage
        : vscode.window.showErrorMessage;
  void show(r.message);
}

async function syncRoot(root: MemoryRoot, acceptFindings: boolean): Promise<void> {
  const args: p.MemorySyncArguments = { workspace: root.uri.toString() };
  if (acceptFindings) {
    args.accept_findings = true;
  }
  let result: unknown;
  try {
    result = await (await runningClient()).sendRequest(ExecuteCommandRequest.type, {
      command: p.COMMAND_MEMORY_SYNC,
      arguments: [args],
    });
  } catch (error) {
    if (error instanceof ResponseError) {
      await report(root, refusedReport(root.name, error.message, error.data));
      return;
    }
    throw error;
  }
  if (!isSyncResult(result)) {
    throw new Error("the daemon answered the sync command with an unexpected result");
  }
  await report(root, syncedReport(root.name, result));
}

async function sync(): Promise<void> {
  const root = await memoryFolder();
  if (root !== undefined) {
    await syncRoot(root, false);
  }
}

async function showHistory(): Promise<void> {
  const folder = await memoryFolder();
  if (folder === undefined) {
    return;
  }
  const revision = await pickRevision(await runningClient(), folder, "Pick a revision to compare");
  if (revision !== undefined) {
    await showRevision(folder, revision);
  }
}

async function restore(): Promise<void> {
  const folder = await memoryFolder();
  if (folder === undefined) {
    return;
  }
  const c = await runningClient();
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
  const channel = vscode.window.createOutputChannel(CLIENT_NAME);
  output = channel;
  let launched = launchKey(serverSettings());
  const relaunch = (): Promise<void> => {
    launched = launchKey(serverSettings());
    return serialized(() => restart(channel));
  };
  context.subscriptions.push(
    channel,
    vscode.workspace.registerTextDocumentContentProvider(
      p.REVISION_SCHEME,
      new RevisionContentProvider(() => client),
    ),
    vscode.commands.registerCommand(p.EXT_SYNC, guarded(sync)),
    vscode.commands.registerCommand(p.EXT_SHOW_HISTORY, guarded(showHistory)),
    vscode.commands.registerCommand(p.EXT_RESTORE_REVISION, guarded(restore)),
    vscode.commands.registerCommand(p.EXT_RESTART, guarded(relaunch)),
    registerHistorySearch(p.EXT_SEARCH_HISTORY, () => client, (error) => {
      void vscode.window.showErrorMessage(`${CLIENT_NAME}: ${describe(error)}`);
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      // The trace setting is applied by the running client; anything else needs a new daemon.
      const ours = ["server.command", "server.args", "server.env"].some((key) => event.affectsConfiguration(`${CLIENT_ID}.${key}`));
      if (ours) {
        void relaunch();
      }
    }),
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      // Workspace values of the server settings count from now on.
      if (launchKey(serverSettings()) !== launched) {
        void relaunch();
      }
    }),
  );
  await serialized(() => start(channel));
}

export async function deactivate(): Promise<void> {
  await lifecycle;
  const running = client;
  client = undefined;
  await running?.dispose();
}
