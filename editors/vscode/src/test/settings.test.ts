import assert from "node:assert/strict";
import { test } from "node:test";
import { effective, launchKey, startFailure, type ServerSettings } from "../settings";

const KEY = "tinyagentMemory.server.command";

void test("a User setting is the effective value, with its origin", () => {
  const inspected = { key: KEY, defaultValue: "tinyagent-memory", globalValue: "/opt/venv/bin/tinyagent-memory" };
  assert.deepEqual(effective(inspected, KEY, "x", true), {
    key: KEY,
    value: "/opt/venv/bin/tinyagent-memory",
    origin: "User settings",
  });
});

void test("Folder beats Workspace beats User beats default; untrusted workspaces use User", () => {
  const all = {
    key: KEY,
    defaultValue: "d",
    globalValue: "u",
    workspaceValue: "w",
    workspaceFolderValue: "f",
  };
  assert.equal(effective(all, KEY, "x", true).origin, "Folder settings");
  assert.deepEqual(effective({ ...all, workspaceFolderValue: undefined }, KEY, "x", true), {
    key: KEY,
    value: "w",
    origin: "Workspace settings",
  });
  assert.deepEqual(effective(all, KEY, "x", false), { key: KEY, value: "u", origin: "User settings" });
  assert.deepEqual(effective({ key: KEY, defaultValue: "d" }, KEY, "x", true), {
    key: KEY,
    value: "d",
    origin: "default",
  });
  assert.deepEqual(effective(undefined, KEY, "x", true), { key: KEY, value: "x", origin: "default" });
});

function server(command: string, origin: string): ServerSettings {
  return {
    command: { key: KEY, value: command, origin },
    args: { key: "tinyagentMemory.server.args", value: ["serve"], origin: "default" },
    env: { key: "tinyagentMemory.server.env", value: {}, origin: "default" },
  };
}

void test("a failed start names the value that failed and where it is set", () => {
  const failed = startFailure(server("/opt/x/tinyagent-memory", "User settings"), "spawn /opt/x/tinyagent-memory ENOENT");
  assert.equal(
    failed,
    'could not start the memory daemon "/opt/x/tinyagent-memory serve" (tinyagentMemory.server.command ' +
      "from User settings): spawn /opt/x/tinyagent-memory ENOENT. Check tinyagentMemory.server.command in " +
      "User settings: it must name the daemon's executable (an absolute path or a name on PATH).",
  );
  const byDefault = startFailure(server("tinyagent-memory", "default"), "spawn tinyagent-memory ENOENT");
  assert.match(byDefault, /\(the default value of tinyagentMemory\.server\.command\)/);
  assert.match(byDefault, /Set tinyagentMemory\.server\.command to the daemon's path/);
});

void test("the launch key changes with the command, not with its origin", () => {
  assert.equal(launchKey(server("a", "User settings")), launchKey(server("a", "Workspace settings")));
  assert.notEqual(launchKey(server("a", "User settings")), launchKey(server("b", "User settings")));
});
