// An agent runtime in another language: spawn the tinyagent-memory daemon, speak JSON-RPC with
// vscode-jsonrpc (LSP framing on stdio), run a whole session and check every params and result
// against the exported protocol/schema.json. Exits non-zero on the first failed assertion.
//
// Usage: TINYAGENT_DAEMON_CMD='["python","-m","tinyagent_memory.daemon","serve"]' \
//        TINYAGENT_WORKSPACE=/some/folder node session.js
"use strict";

const assert = require("node:assert/strict");
const { spawn } = require("node:child_process");
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const Ajv2020 = require("ajv/dist/2020").default;
const rpc = require("vscode-jsonrpc/node");

const SCHEMA_PATH =
  process.env.TINYAGENT_SCHEMA ?? path.resolve(__dirname, "../../../protocol/schema.json");
const schema = JSON.parse(fs.readFileSync(SCHEMA_PATH, "utf8"));

// Method names: the ones this runtime uses, each checked against the schema's method table.
const M = {
  SESSION_OPEN: "session/open",
  SESSION_CLOSE: "session/close",
  RUN_START: "run/start",
  MESSAGE_APPEND: "message/append",
  RUN_FINISH: "run/finish",
  CONTEXT_BUILD: "context/build",
  MEMORY_SUBMIT: "memory/submit",
  MEMORY_STATUS: "memory/status",
  MEMORY_HISTORY: "memory/history",
  USAGE_INTERNAL: "usage/internal",
  SESSION_LIST: "session/list",
  MESSAGE_LIST: "message/list",
  SUMMARY_EXPAND: "summary/expand",
  HISTORY_SEARCH: "history/search",
  PROVIDER_COMPLETE: "provider/complete",
  MEMORY_COMMITTED: "memory/committed",
};
const LSP = { INITIALIZE: "initialize", INITIALIZED: "initialized", SHUTDOWN: "shutdown", EXIT: "exit" };
for (const name of Object.values(M)) {
  assert.ok(name in schema.methods, `${name} is not in protocol/schema.json`);
}

// The fixed summary headings of daemon/context/summary.py (SUMMARY_HEADINGS), in order.
const SUMMARY_HEADINGS = [
  "Goal",
  "Constraints & Preferences",
  "Progress",
  "Key Decisions",
  "Relevant Files",
  "Next Steps",
  "Critical Context",
];
const FACTS_HEADING = "Facts Carried Over";
const WINDOW = 4000;
const OPTIONS = {
  provider: true,
  window_tokens: WINDOW,
  output_reserve_tokens: 200,
  summary_max_tokens: 600,
  curation_threshold: 50, // curation runs when the Session closes, not after each Run
};
const PROVIDER_USAGE = { prompt_tokens: 900, completion_tokens: 80, total_tokens: 980 };

const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addSchema({ $id: "tinyagent", $defs: schema.$defs });

function refName(ref) {
  return ref.replace("#/$defs/", "");
}

/** Validate `value` against `$defs[name]`, failing with ajv's explanation. */
function check(name, value) {
  const validate = ajv.getSchema(`tinyagent#/$defs/${name}`);
  assert.ok(validate, `no schema for ${name}`);
  if (!validate(value)) {
    assert.fail(`${name} does not match the schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value)}`);
  }
}

const log = (...args) => console.log("[session]", ...args);

/** A valid summary: every fixed heading once, in order (what the host's model would write). */
function summaryText(n) {
  return SUMMARY_HEADINGS.map((h) => `## ${h}\n- summary ${n}: ${h.toLowerCase()} noted.`).join("\n\n");
}

/** The host's curation: apply the pending operations to the current entries; a JSON array. */
function curate(payload) {
  const entries = [...payload.current_entries];
  for (const op of payload.pending_operations) {
    if (op.action === "add") entries.push(op.content);
    else {
      const i = entries.findIndex((e) => e.includes(op.old_text));
      if (i < 0) continue;
      if (op.action === "remove") entries.splice(i, 1);
      else entries[i] = op.content;
    }
  }
  return JSON.stringify(entries);
}

/** One turn of an agent: a user request, a tool call, its (large) result, the answer. */
function turn(i) {
  const call = `call_${i}`;
  return [
    { role: "user", content: `Step ${i}: check src/mod${i}.py and run the tests. Ünïcödé 😀` },
    {
      role: "assistant",
      content: null,
      tool_calls: [
        {
          id: call,
          type: "function",
          function: { name: "shell", arguments: JSON.stringify({ command: `pytest tests/t${i}.py` }) },
        },
      ],
    },
    { role: "tool", tool_call_id: call, name: "shell", content: `test ${i} ok\n`.repeat(60) },
    { role: "assistant", content: `Step ${i} passes.` },
  ];
}

/** A message as the daemon returns it: null fields left out. */
function wire(msg) {
  return Object.fromEntries(Object.entries(msg).filter(([, v]) => v !== null));
}

async function main() {
  const command = JSON.parse(process.env.TINYAGENT_DAEMON_CMD ?? '["tinyagent-memory","serve"]');
  const workspace = process.env.TINYAGENT_WORKSPACE;
  assert.ok(workspace, "set TINYAGENT_WORKSPACE to an existing folder");
  const memoryPath = path.join(workspace, ".tinyagent", "memory", "MEMORY.md");

  const daemon = spawn(command[0], command.slice(1), { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  daemon.stderr.on("data", (chunk) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => daemon.on("exit", (code) => resolve(code)));

  const connection = rpc.createMessageConnection(
    new rpc.StreamMessageReader(daemon.stdout),
    new rpc.StreamMessageWriter(daemon.stdin),
  );
  const transportErrors = [];
  connection.onError(([error]) => transportErrors.push(String(error)));

  // Notifications, and waiting for one (never sleeping).
  const notifications = [];
  const waiters = [];
  connection.onNotification((method, params) => {
    notifications.push({ method, params });
    for (const w of [...waiters]) {
      if (w.method === method && w.match(params)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(params);
      }
    }
  });
  function notification(method, match = () => true, timeoutMs = 30000) {
    const seen = notifications.find((n) => n.method === method && match(n.params));
    if (seen) return Promise.resolve(seen.params);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${method} within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ method, match, resolve: (p) => (clearTimeout(timer), resolve(p)) });
    });
  }

  // The host side of provider/complete: a summary or a curation, both checked.
  const providerCalls = [];
  connection.onRequest(M.PROVIDER_COMPLETE, (params) => {
    check(refName(schema.methods[M.PROVIDER_COMPLETE].params.$ref), params);
    providerCalls.push(params);
    assert.deepEqual(
      params.messages.map((msg) => msg.role),
      ["system", "user"],
      "a provider request is a system prompt and one user message",
    );
    assert.ok(params.max_tokens > 0);
    let text;
    if (params.purpose === "summary") {
      for (const h of SUMMARY_HEADINGS) {
        assert.ok(params.messages[0].content.includes(`## ${h}`), `the summary prompt names ${h}`);
      }
      text = summaryText(providerCalls.filter((c) => c.purpose === "summary").length);
    } else {
      assert.equal(params.purpose, "curation");
      text = curate(JSON.parse(params.messages[1].content));
    }
    const result = { text, finish_reason: "stop", usage: PROVIDER_USAGE };
    check(refName(schema.methods[M.PROVIDER_COMPLETE].result.$ref), result);
    return result;
  });
  connection.listen();

  /** A custom request: params and result are both checked against the schema. */
  async function call(method, params) {
    const spec = schema.methods[method];
    check(refName(spec.params.$ref), params);
    const result = await connection.sendRequest(method, params);
    check(refName(spec.result.$ref), result);
    log(method, "->", JSON.stringify(result).slice(0, 160));
    return result;
  }

  /** A request that must fail with the given code and data.kind. */
  async function fails(method, params, code, kind) {
    await assert.rejects(connection.sendRequest(method, params), (error) => {
      assert.ok(error instanceof rpc.ResponseError, String(error));
      assert.equal(error.code, code, error.message);
      assert.equal(error.data?.kind, kind, error.message);
      return true;
    });
    log(method, "-> error", code, kind);
  }

  /** One Run: append its messages and finish it; returns the run id and the append result. */
  async function runTurn(sid, messages) {
    const { run_id: runId } = await call(M.RUN_START, { session_id: sid });
    assert.match(runId, /\S/);
    const appended = await call(M.MESSAGE_APPEND, { session_id: sid, run_id: runId, messages });
    assert.equal(appended.message_ids.length, messages.length);
    assert.deepEqual(
      appended.message_ids,
      [...appended.message_ids].sort((a, b) => a - b),
      "message ids follow the append order",
    );
    assert.equal(new Set(appended.message_ids).size, messages.length);
    assert.equal(appended.tokens.length, messages.length);
    assert.ok(appended.tokens.every((t) => Number.isInteger(t) && t > 0), "every message has tokens");
    const finished = await call(M.RUN_FINISH, { session_id: sid, run_id: runId, status: "succeeded" });
    assert.deepEqual(finished, { events_added: 0 }, "a Run without memory candidates adds no events");
    return { runId, appended };
  }

  try {
    const init = await connection.sendRequest(LSP.INITIALIZE, {
      processId: process.pid,
      rootUri: null,
      capabilities: {},
      initializationOptions: OPTIONS,
    });
    assert.equal(init.serverInfo.name, "tinyagent-memory");
    await connection.sendNotification(LSP.INITIALIZED, {});

    const opened = await call(M.SESSION_OPEN, { workspace, session_id: "node-session-1" });
    assert.deepEqual(opened, { session_id: "node-session-1", resumed: false });
    const sid = opened.session_id;

    // ---------------------------------------------------------------- conversation + compaction
    const system = "You are a careful coding agent.";
    const sent = [];
    let built;
    let previous = null;
    let lastRun;
    let storedTokens = 0;
    for (let i = 0; ; i++) {
      assert.ok(i < 40, "the context never reached the compaction threshold");
      const messages = turn(i);
      lastRun = await runTurn(sid, messages);
      if (i === 0) {
        // A Run finishes once; finishing it again is refused.
        await fails(
          M.RUN_FINISH,
          { session_id: sid, run_id: lastRun.runId, status: "succeeded" },
          schema.errors.run_not_active,
          "run_not_active",
        );
      }
      sent.push(...messages);
      storedTokens += lastRun.appended.tokens.reduce((a, b) => a + b, 0);
      previous = built;
      built = await call(M.CONTEXT_BUILD, { session_id: sid, system_prompt: system });
      assert.equal(built.window_tokens, WINDOW);
      assert.deepEqual(built.memory, { revision: null, text: "" });
      if (built.compaction !== null) break;
      assert.ok(built.tokens < WINDOW / 2, `${built.tokens} tokens and no compaction`);
      assert.deepEqual(built.messages, [{ role: "system", content: system }, ...sent.map(wire)]);
      assert.ok(built.tokens > storedTokens, "the build counts every message and the system prompt");
      assert.equal(providerCalls.length, 0, "nothing is summarized below the threshold");
    }
    const report = built.compaction;
    assert.equal(report.status, "compacted", JSON.stringify(report));
    assert.equal(report.reason ?? null, null);
    assert.ok(report.tokens_before >= WINDOW / 2, "compaction starts at the threshold");
    assert.ok(report.tokens_before > previous.tokens);
    assert.equal(report.tokens_after, built.tokens);
    assert.ok(built.tokens < WINDOW / 2, "the compacted context is below the threshold");
    assert.equal(providerCalls.length, 1);
    assert.equal(providerCalls[0].purpose, "summary");
    assert.ok(providerCalls[0].max_tokens <= OPTIONS.summary_max_tokens);
    assert.ok(providerCalls[0].messages[1].content.includes("<conversation>"));
    // System prompt, the protected head (3), one summary where the middle was, the recent 8.
    assert.equal(report.replaced, sent.length - 3 - 8);
    assert.deepEqual(built.messages.slice(0, 4), [
      { role: "system", content: system },
      ...sent.slice(0, 3).map(wire),
    ]);
    const summary = built.messages[4];
    assert.equal(summary.role, "user", "a summary reaches the provider as a user message");
    for (const h of SUMMARY_HEADINGS) assert.ok(summary.content.includes(`## ${h}\n- summary 1:`), h);
    assert.ok(summary.content.includes(`## ${FACTS_HEADING}\n`), "facts the summary missed are carried over");
    assert.deepEqual(built.messages.slice(5), sent.slice(-8).map(wire));
    assert.equal(typeof report.summary_id, "number");

    // The next build reuses the summary: no new provider call, the same messages.
    const again = await call(M.CONTEXT_BUILD, { session_id: sid, system_prompt: system });
    assert.equal(again.compaction, null);
    assert.deepEqual(again.messages, built.messages);
    assert.equal(again.tokens, built.tokens);
    assert.equal(providerCalls.length, 1);

    // ---------------------------------------------------------------- memory candidates
    const facts = ["Project tests run with pytest -q.", "User prefers small focused commits."];
    const { run_id: memRun } = await call(M.RUN_START, { session_id: sid });
    await call(M.MESSAGE_APPEND, {
      session_id: sid,
      run_id: memRun,
      messages: [
        { role: "user", content: "Remember how the tests run, and that I like small commits." },
        { role: "assistant", content: "Noted both in memory." },
      ],
    });
    const submitted = await call(M.MEMORY_SUBMIT, {
      session_id: sid,
      run_id: memRun,
      operations: facts.map((content) => ({ action: "add", content })),
    });
    assert.equal(submitted.candidate_ids.length, facts.length);
    assert.ok(submitted.candidate_ids.every(Number.isInteger));
    assert.deepEqual(
      await call(M.RUN_FINISH, { session_id: sid, run_id: memRun, status: "succeeded" }),
      { events_added: facts.length },
      "a succeeded Run turns its candidates into events",
    );
    // A failed Run's candidates never become events.
    const { run_id: failedRun } = await call(M.RUN_START, { session_id: sid });
    await call(M.MEMORY_SUBMIT, {
      session_id: sid,
      run_id: failedRun,
      operations: [{ action: "add", content: "A guess from a failed Run." }],
    });
    assert.deepEqual(
      await call(M.RUN_FINISH, { session_id: sid, run_id: failedRun, status: "failed" }),
      { events_added: 0 },
    );
    const before = await call(M.MEMORY_STATUS, { workspace });
    assert.equal(before.revision, null);
    assert.equal(before.drift, false);
    assert.equal(before.auto_curation, true);
    assert.equal(before.pending_events, facts.length, "below curation_threshold: not curated yet");
    assert.equal(fs.existsSync(memoryPath), false, "memory/submit never writes the file");

    // ---------------------------------------------------------------- curation and commit
    // Closing the Session triggers curation: the host's model curates, the daemon commits.
    assert.deepEqual(await call(M.SESSION_CLOSE, { session_id: sid }), {});
    const committed = await notification(M.MEMORY_COMMITTED, (p) => p.revision === 1);
    check(refName(schema.methods[M.MEMORY_COMMITTED].params.$ref), committed);
    assert.deepEqual(committed, {
      workspace: fs.realpathSync(workspace),
      revision: 1,
      source: "curator",
    });
    log(M.MEMORY_COMMITTED, "<-", JSON.stringify(committed));
    const curations = providerCalls.filter((c) => c.purpose === "curation");
    assert.equal(curations.length, 1);
    assert.deepEqual(JSON.parse(curations[0].messages[1].content), {
      current_entries: [],
      pending_operations: facts.map((content) => ({ action: "add", content })),
    });
    const expected = facts.join("\n§\n") + "\n";
    assert.equal(fs.readFileSync(memoryPath, "utf8"), expected, "MEMORY.md holds the curated entries");

    const after = await call(M.MEMORY_STATUS, { workspace });
    assert.equal(after.revision, 1);
    assert.equal(after.drift, false);
    assert.equal(after.pending_events, 0);
    assert.equal(after.sha256, crypto.createHash("sha256").update(expected).digest("hex"));
    const { revisions } = await call(M.MEMORY_HISTORY, { workspace });
    assert.deepEqual(
      revisions.map((r) => [r.revision, r.source, r.state]),
      [[1, "curator", "committed"]],
    );

    const usage = await call(M.USAGE_INTERNAL, { workspace });
    const counted = { ...PROVIDER_USAGE, requests: 1 };
    assert.deepEqual(usage, { compressor: counted, curator: counted });

    // ---------------------------------------------------------------- history
    // Search finds a compacted original (a tool call's arguments); expand gives back every
    // original the summary replaced, exactly as appended.
    const found = await call(M.HISTORY_SEARCH, { workspace, query: '"pytest tests/t1.py"', role: "assistant" });
    assert.equal(found.hits.length, 1);
    const [hit] = found.hits;
    assert.equal(hit.session_id, sid);
    assert.equal(hit.field, "tool_calls");
    assert.equal(hit.compacted_by, report.summary_id, "search sees compacted originals");
    assert.deepEqual(
      hit.highlights.map(([start, end]) => hit.snippet.slice(start, end)),
      ["pytest tests/t1.py"],
    );
    const expanded = await call(M.SUMMARY_EXPAND, { session_id: sid, summary_id: report.summary_id, workspace });
    assert.equal(expanded.summary.id, report.summary_id);
    assert.equal(expanded.summary.role, "summary");
    assert.deepEqual(expanded.folded, []);
    assert.equal(expanded.compaction.trigger, "threshold");
    assert.deepEqual(expanded.compaction.usage, { ...PROVIDER_USAGE, requests: 1 });
    const asSent = (m) =>
      wire({ role: m.role, content: m.content, tool_calls: m.tool_calls, tool_call_id: m.tool_call_id, name: m.name });
    assert.deepEqual(expanded.messages.map(asSent), sent.slice(3, 3 + report.replaced).map(wire));
    assert.ok(expanded.messages.some((m) => m.id === hit.message_id && m.compacted_by === report.summary_id));
    // Paged in order; the summary sits at the seq of the first row it replaced, after it.
    const page = await call(M.MESSAGE_LIST, { session_id: sid, workspace, limit: 4 });
    assert.deepEqual(page.messages.map(asSent), sent.slice(0, 4).map(wire));
    const next = await call(M.MESSAGE_LIST, { session_id: sid, workspace, limit: 2, cursor: page.next_cursor });
    assert.deepEqual(
      next.messages.map((m) => [m.seq, m.role, m.id]),
      [[4, "summary", report.summary_id], [5, sent[4].role, expanded.messages[1].id]],
    );
    const listed = await call(M.SESSION_LIST, { workspace });
    assert.deepEqual(
      listed.sessions.map((s) => [s.session_id, s.state, s.summaries]),
      [[sid, "closed", 1]],
    );
    await fails(M.HISTORY_SEARCH, { workspace, query: '"unbalanced' }, -32602, "invalid_params");
    await fails(M.MESSAGE_LIST, { session_id: "no-such-session", workspace }, schema.errors.unknown_session, "unknown_session");

    // Errors are JSON-RPC errors with the schema's stable codes and a data.kind.
    await fails(M.CONTEXT_BUILD, { session_id: "no-such-session" }, schema.errors.unknown_session, "unknown_session");
    await fails(M.MESSAGE_APPEND, { session_id: sid, messages: [] }, -32602, "invalid_params");
    await fails(M.SESSION_OPEN, { workspace: path.join(workspace, "missing") }, schema.errors.workspace_not_found, "workspace_not_found");

    // A resumed Session builds the same conversation, now with the committed memory.
    const reopened = await call(M.SESSION_OPEN, { workspace, session_id: sid, resume: true });
    assert.deepEqual(reopened, { session_id: sid, resumed: true });
    const rebuilt = await call(M.CONTEXT_BUILD, { session_id: sid, system_prompt: system });
    assert.equal(rebuilt.compaction, null);
    assert.deepEqual(rebuilt.memory, { revision: 1, text: expected });
    assert.equal(rebuilt.messages[0].role, "system");
    assert.ok(rebuilt.messages[0].content.startsWith(system), "the caller's system prompt comes first");
    assert.ok(rebuilt.messages[0].content.includes(expected.trim()), "the memory joins the system prompt");
    const conversation = built.messages.slice(1);
    assert.deepEqual(rebuilt.messages.slice(-conversation.length - 2, -2), conversation);
    assert.equal(providerCalls.length, 2, "nothing else asked the host's model");

    await connection.sendRequest(LSP.SHUTDOWN);
    await connection.sendNotification(LSP.EXIT);
    const code = await exited;
    assert.equal(code, 0, `daemon exit code ${code}`);
    assert.deepEqual(transportErrors, []);
    log("notifications:", notifications.map((n) => n.method).join(", ") || "none");
    log("ok");
  } catch (error) {
    daemon.kill();
    console.error(stderr.slice(-4000));
    throw error;
  } finally {
    connection.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
