/**
 * The effective value of a setting and where it came from (pure: no `vscode` import).
 *
 * VS Code's `WorkspaceConfiguration.inspect()` gives every layer; the first one set wins, in
 * VS Code's order: folder, workspace, user (global), default. Workspace layers count only in a
 * trusted workspace (the daemon's command, arguments and environment run code).
 */

/** The layers of `WorkspaceConfiguration.inspect()` this extension reads. */
export interface Inspected<T> {
  key: string;
  defaultValue?: T;
  globalValue?: T;
  workspaceValue?: T;
  workspaceFolderValue?: T;
}

export interface Effective<T> {
  key: string;
  value: T;
  /** Where `value` is set: "Folder settings", "Workspace settings", "User settings" or "default". */
  origin: string;
}

/** The value VS Code applies, from a setting's layers (`fallback` when it has none). */
export function effective<T>(
  inspected: Inspected<T> | undefined,
  key: string,
  fallback: T,
  trusted: boolean,
): Effective<T> {
  const layers: [T | undefined, string][] = [
    [trusted ? inspected?.workspaceFolderValue : undefined, "Folder settings"],
    [trusted ? inspected?.workspaceValue : undefined, "Workspace settings"],
    [inspected?.globalValue, "User settings"],
    [inspected?.defaultValue, "default"],
  ];
  for (const [value, origin] of layers) {
    if (value !== undefined) {
      return { key, value, origin };
    }
  }
  return { key, value: fallback, origin: "default" };
}

/** The settings that decide how the daemon is started. */
export interface ServerSettings {
  command: Effective<string>;
  args: Effective<string[]>;
  env: Effective<Record<string, string>>;
}

/** A stable key: the daemon restarts only when this changes. */
export function launchKey(s: ServerSettings): string {
  return JSON.stringify([s.command.value, s.args.value, s.env.value]);
}

/** What to tell the user when the daemon could not be started with these settings. */
export function startFailure(s: ServerSettings, reason: string): string {
  const command = s.command;
  const where =
    command.origin === "default"
      ? `the default value of ${command.key}`
      : `${command.key} from ${command.origin}`;
  const args = s.args.value.length > 0 ? ` ${s.args.value.join(" ")}` : "";
  const advice =
    command.origin === "default"
      ? `Set ${command.key} to the daemon's path (e.g. /path/to/.venv/bin/tinyagent-memory).`
      : `Check ${command.key} in ${command.origin}: it must name the daemon's executable (an absolute path or a name on PATH).`;
  return `could not start the memory daemon "${command.value}${args}" (${where}): ${reason}. ${advice}`;
}
