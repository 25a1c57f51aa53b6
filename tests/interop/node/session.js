// An agent runtime in another language: spawn the tinyagent-memory daemon, speak JSON-RPC with
// vscode-jsonrpc (LSP framing on stdio), run a whole session and check every params and result
// against the exported protocol/schema.json. Exits non-zero on the first failed assertion.
//
// Usage: TINYAGENT_DAEMON_CMD='["python","-m","tinyagent_memory.daemon","serve"]' \
//        TINYAGENT_WORKSPACE=/some/folder node session.js
"use strict";

const assert = require("node:assert/strict");
const { spawn } = require("node:child_process");
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
  USAGE_INTERNAL: "usage/internal",
  PROVIDER_COMPLETE: "provider/complete",
};
const LSP = { INITIALIZE: "initialize", INITIALIZED: "initialized", SHUTDOWN: "shutdown", EXIT: "exit" };
for (const name of Object.values(M)) {
  assert.ok(name in schema.methods, `${name} is not in protocol/schema.json`);
}

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

async function main() {
  const command = JSON.parse(process.env.TINYAGENT_DAEMON_CMD ?? '["tinyagent-memory","serve"]');
  const workspace = process.env.TINYAGENT_WORKSPACE;
  assert.ok(workspace, "set TINYAGENT_WORKSPACE to an existing folder");

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
  const notifications = [];
  connection.onNotification((method, params) => notifications.push({ method, params }));
  const providerCalls = [];
  connection.onRequest(M.PROVIDER_COMPLETE, (params) => {
    check(refName(schema.methods[M.PROVIDER_COMPLETE].params.$ref), params);
    providerCalls.push(params);
    const result = {
      text: "The user asked about README.md; it has a title and a greeting.",
      finish_reason: "stop",
      usage: { prompt_tokens: 100, completion_tokens: 12, total_tokens: 112, requests: 1 },
    };
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

  try {
    const init = await connection.sendRequest(LSP.INITIALIZE, {
      processId: process.pid,
      rootUri: null,
      capabilities: {},
      initializationOptions: { provider: true, window_tokens: 64000 },
    });
    assert.equal(init.serverInfo.name, "tinyagent-memory");
    await connection.sendNotification(LSP.INITIALIZED, {});

    const opened = await call(M.SESSION_OPEN, { workspace, session_id: "node-session-1" });
    assert.deepEqual(opened, { session_id: "node-session-1", resumed: false });
    const sid = opened.session_id;

    const { run_id: runId } = await call(M.RUN_START, { session_id: sid });
    assert.match(runId, /\S/);

    const conversation = [
      { role: "user", content: "What is in README.md? Ünïcödé 😀" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_1",
            type: "function",
            function: { name: "read_file", arguments: JSON.stringify({ path: "README.md" }) },
          },
        ],
      },
      { role: "tool", tool_call_id: "call_1", name: "read_file", content: "# Project\nHello" },
      { role: "assistant", content: "README.md has a title and a greeting." },
    ];
    const appended = await call(M.MESSAGE_APPEND, {
      session_id: sid,
      run_id: runId,
      messages: conversation,
    });
    assert.equal(appended.message_ids.length, conversation.length);
    assert.deepEqual(
      appended.message_ids,
      [...appended.message_ids].sort((a, b) => a - b),
      "message ids follow the append order",
    );
    assert.equal(new Set(appended.message_ids).size, conversation.length);
    assert.equal(appended.tokens.length, conversation.length);
    assert.ok(appended.tokens.every((t) => Number.isInteger(t) && t > 0), "every message has tokens");

    // A Run finishes once; finishing it again is refused.
    const finished = await call(M.RUN_FINISH, { session_id: sid, run_id: runId, status: "succeeded" });
    assert.deepEqual(finished, { events_added: 0 });
    await fails(
      M.RUN_FINISH,
      { session_id: sid, run_id: runId, status: "succeeded" },
      schema.errors.run_not_active,
      "run_not_active",
    );

    const system = "You are a careful coding agent.";
    const built = await call(M.CONTEXT_BUILD, { session_id: sid, system_prompt: system });
    const wire = conversation.map((msg) =>
      Object.fromEntries(Object.entries(msg).filter(([, v]) => v !== null)),
    );
    assert.deepEqual(built.messages, [{ role: "system", content: system }, ...wire]);
    assert.deepEqual(built.memory, { revision: null, text: "" });
    assert.equal(built.window_tokens, 64000);
    assert.equal(built.compaction, null);
    const stored = appended.tokens.reduce((a, b) => a + b, 0);
    assert.ok(built.tokens > stored, `${built.tokens} counts the messages (${stored}) and the system prompt`);

    const narrower = await call(M.CONTEXT_BUILD, { session_id: sid, window_tokens: 32000 });
    assert.deepEqual(narrower.messages, wire);
    assert.equal(narrower.window_tokens, 32000);
    assert.ok(narrower.tokens < built.tokens);

    const usage = await call(M.USAGE_INTERNAL, { session_id: sid });
    const zero = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, requests: 0 };
    assert.deepEqual(usage, { compressor: zero, curator: zero });
    assert.equal(providerCalls.length, 0, "nothing was large enough to compact");

    // Errors are JSON-RPC errors with the schema's stable codes and a data.kind.
    await fails(M.CONTEXT_BUILD, { session_id: "no-such-session" }, schema.errors.unknown_session, "unknown_session");
    await fails(M.MESSAGE_APPEND, { session_id: sid, messages: [] }, -32602, "invalid_params");
    await fails(M.SESSION_OPEN, { workspace: path.join(workspace, "missing") }, schema.errors.workspace_not_found, "workspace_not_found");

    assert.deepEqual(await call(M.SESSION_CLOSE, { session_id: sid }), {});
    const reopened = await call(M.SESSION_OPEN, { workspace, session_id: sid, resume: true });
    assert.deepEqual(reopened, { session_id: sid, resumed: true });
    const rebuilt = await call(M.CONTEXT_BUILD, { session_id: sid, system_prompt: system });
    assert.deepEqual(rebuilt.messages, built.messages, "a resumed Session builds the same context");

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
