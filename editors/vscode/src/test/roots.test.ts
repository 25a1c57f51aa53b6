import assert from "node:assert/strict";
import { test } from "node:test";
import { memoryRootOf, memoryRoots, rootLabel, stateRootOf } from "../roots";

void test("a memory file's workspace is the folder holding its .tinyagent/", () => {
  assert.equal(memoryRootOf("/repo/.tinyagent/memory/MEMORY.md"), "/repo");
  assert.equal(memoryRootOf("/repo/services/api/.tinyagent/memory/MEMORY.md"), "/repo/services/api");
  assert.equal(memoryRootOf("/.tinyagent/memory/MEMORY.md"), "/");
  assert.equal(memoryRootOf("/repo/docs/MEMORY.md"), undefined);
  assert.equal(memoryRootOf("/repo/.tinyagent/memory/MEMORY.md.bak"), undefined);
});

void test("state files give their memory workspaces, shallowest first, without duplicates", () => {
  assert.equal(stateRootOf("/repo/a/.tinyagent/state.db"), "/repo/a");
  assert.equal(stateRootOf("/repo/a/notes.md"), undefined);
  assert.deepEqual(
    memoryRoots([
      "/w/sub/b/.tinyagent/state.db",
      "/w/sub/a/.tinyagent/memory/MEMORY.md",
      "/w/sub/a/.tinyagent/state.db",
      "/w/.tinyagent/memory/MEMORY.md",
      "/w/README.md",
    ]),
    ["/w", "/w/sub/a", "/w/sub/b"],
  );
});

void test("a nested memory workspace is labelled relative to its workspace folder", () => {
  assert.equal(rootLabel("/w/sub/a", "/w", "w"), "w/sub/a");
  assert.equal(rootLabel("/w", "/w", "w"), "w");
  assert.equal(rootLabel("/elsewhere/proj", undefined, ""), "proj");
});
