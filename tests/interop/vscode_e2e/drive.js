// Drives VS Code (code-server in headless Chromium, through playwright-core) through the memory
// file scenario of tests/interop/test_vscode_e2e.py and prints what it saw as one JSON line.
// Configuration comes from the environment: TA_URL, TA_CHROMIUM, TA_MEMORY (the memory file's
// path), TA_CREDENTIAL_TEXT (text with a credential, written to disk for the second sync),
// TA_WORKSPACE (the opened folder), TA_SETTINGS (User settings.json, changed through the Settings
// editor), TA_NEW_COMMAND (the daemon command typed there) and TA_OUTPUT_LOG_DIR (code-server's
// logs folder, where the output channel is logged).
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { chromium } = require("playwright-core");

const env = (name) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};
const STEP = 60_000;
const seen = { steps: [] };
const step = (name) => seen.steps.push(name);

async function command(page, title) {
  const input = page.locator(".quick-input-widget input");
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press("F1");
    const shown = await input.waitFor({ state: "visible", timeout: STEP / 4 }).then(() => true, () => false);
    if (shown) break;
    if (attempt === 3) throw new Error("the command palette did not open");
    await page.keyboard.press("Escape");
  }
  await input.fill(`>${title}`);
  await page.locator(".quick-input-list .monaco-list-row", { hasText: title }).first().waitFor({ timeout: STEP });
  await page.keyboard.press("Enter");
}

/** Put the cursor at the start of `line` (1-based) in the active editor. */
async function goToLine(page, line) {
  const input = page.locator(".quick-input-widget input");
  // Ctrl+G can open the quick input just as the editor takes focus, which closes it again (seen in
  // CI: the Go to Line input stayed in the page, hidden, for the whole wait). Ask again, as for the
  // command palette, with the focus put back in the editor's text first.
  for (let attempt = 0; ; attempt++) {
    const text = page.locator(".editor-instance .monaco-editor textarea, .editor-instance .monaco-editor .native-edit-context");
    await text.first().focus({ timeout: 5_000 }).catch(() => {});
    await page.keyboard.press("Control+G");
    const shown = await input.waitFor({ state: "visible", timeout: STEP / 4 }).then(() => true, () => false);
    if (shown) break;
    if (attempt === 3) throw new Error("the Go to Line input did not open");
    await page.keyboard.press("Escape");
  }
  await input.fill(`:${line}:1`);
  await page.keyboard.press("Enter");
  await input.waitFor({ state: "hidden", timeout: STEP });
}

/** The text of the first notification toast matching `pattern`, then close every toast. */
async function notification(page, pattern) {
  const toast = page.locator(".notification-toast", { hasText: pattern }).first();
  await toast.waitFor({ state: "visible", timeout: STEP });
  const text = (await toast.locator(".notification-list-item-message").innerText()).trim();
  await page.keyboard.press("Escape");
  return text;
}

async function problems(page) {
  const rows = page.locator(".markers-panel .monaco-list-row");
  await rows.first().waitFor({ timeout: STEP });
  return (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
}

/** Wait until the file on disk satisfies `predicate`. */
async function diskUntil(file, predicate) {
  const until = Date.now() + STEP;
  for (;;) {
    const text = fs.readFileSync(file, "utf8");
    if (predicate(text)) return text;
    if (Date.now() > until) throw new Error(`timed out waiting for ${file}: ${JSON.stringify(text)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  const memory = env("TA_MEMORY");
  const browser = await chromium.launch({
    executablePath: env("TA_CHROMIUM"),
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(env("TA_URL"));
    await page.locator(".monaco-workbench").waitFor({ timeout: STEP });
    await page.locator(".statusbar").waitFor({ timeout: STEP });
    step("workbench");

    // Open the memory file of the nested project (Quick Open).
    await page.keyboard.press("Control+P");
    const input = page.locator(".quick-input-widget input");
    await input.waitFor({ state: "visible", timeout: STEP });
    await input.fill(path.relative(env("TA_WORKSPACE"), memory));
    await page.locator(".quick-input-list .monaco-list-row").first().waitFor({ timeout: STEP });
    await page.keyboard.press("Enter");
    const editor = page.locator(".editor-instance .monaco-editor").first();
    await editor.waitFor({ timeout: STEP });
    step("opened");

    // Diagnostics: every squiggle is wide enough to see.
    await page.locator(".squiggly-error").first().waitFor({ timeout: STEP });
    const boxes = await page.locator(".squiggly-error, .squiggly-warning").evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().width),
    );
    seen.squiggleWidths = boxes;
    // One squiggle per line a diagnostic covers: the empty entry's reaches the § below it.
    seen.errorSquiggles = await page.locator(".squiggly-error").count();
    const charWidth = await page.evaluate(() => {
      const span = document.querySelector(".view-line span span");
      return span ? span.getBoundingClientRect().width / Math.max(span.textContent.length, 1) : 0;
    });
    seen.charWidth = charWidth;
    await page.keyboard.press("Control+Shift+M");
    seen.problems = await problems(page);
    step("diagnostics");

    // Hover on the first entry (Show Hover: Ctrl+K Ctrl+I).
    // The daemon's hover, not the diagnostics shown in the same widget.
    const hover = page.locator(".monaco-hover .hover-contents", { hasText: "Memory entry" }).first();
    for (let attempt = 0; ; attempt++) {
      await page.locator(".tabs-container .tab", { hasText: "MEMORY.md" }).click();
      await goToLine(page, 1);
      await page.keyboard.press("Control+K");
      await page.keyboard.press("Control+I");
      const shown = await hover.waitFor({ state: "visible", timeout: STEP / 4 }).then(() => true, () => false);
      if (shown) break;
      if (attempt === 3) throw new Error("the hover did not open");
      await page.keyboard.press("Escape");
    }
    seen.hover = (await hover.innerText()).replace(/\s+/g, " ").trim();
    await page.keyboard.press("Escape");
    step("hover");

    // Quick fix on the blank line (line 3), then save.
    const menu = page.locator(".action-widget");
    for (let attempt = 0; ; attempt++) {
      await goToLine(page, 3);
      await page.keyboard.press("Control+.");
      const shown = await menu.waitFor({ state: "visible", timeout: STEP / 4 }).then(() => true, () => false);
      if (shown) break;
      if (attempt === 3) throw new Error("the quick fix menu did not open");
      await page.keyboard.press("Escape");
    }
    seen.quickFixes = (await menu.locator(".action-label, .title").allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    // Pick it with the keyboard (the menu's pointer block swallows synthetic clicks).
    for (let i = 0; i < 10; i++) {
      const focused = await menu.locator(".monaco-list-row.focused").innerText().catch(() => "");
      if (focused.includes("Remove the empty entry")) break;
      await page.keyboard.press("ArrowDown");
    }
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+S");
    seen.fixed = await diskUntil(memory, (t) => !t.includes("\n\n"));
    step("quick fix");

    // Sync: records the fixed file for the memory file's own workspace.
    await command(page, "tinyagent: Sync memory");
    seen.synced = await notification(page, /memory synced/);
    step("sync");

    // A credential written on disk: the sync shows the finding (and may ask before accepting).
    fs.writeFileSync(memory, env("TA_CREDENTIAL_TEXT"));
    await page.locator(".squiggly-error").first().waitFor({ timeout: STEP });
    await command(page, "tinyagent: Sync memory");
    const dialog = page.locator(".monaco-dialog-box");
    const first = await Promise.race([
      dialog.waitFor({ state: "visible", timeout: STEP }).then(() => "dialog"),
      page.locator(".notification-toast", { hasText: /finding/ }).first()
        .waitFor({ state: "visible", timeout: STEP }).then(() => "toast"),
    ]);
    if (first === "dialog") {
      seen.refusal = (await dialog.innerText()).replace(/\s+/g, " ").trim();
      await dialog.getByRole("button", { name: "Sync anyway" }).click();
    }
    seen.credentialSync = await notification(page, /memory synced|not synced|sync failed/);
    step("credential sync");

    // A settings change restarts the daemon with the User settings' command: sync still works.
    await command(page, "Preferences: Open User Settings");
    const search = page.locator(".settings-editor .suggest-input-container .monaco-editor textarea, .settings-editor .settings-header input").first();
    await search.waitFor({ timeout: STEP });
    await page.keyboard.insertText("tinyagentMemory.server.command");
    const field = page.locator('.settings-editor input[aria-label="tinyagentMemory.server.command"]');
    await field.waitFor({ state: "visible", timeout: STEP });
    await field.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(env("TA_NEW_COMMAND"));
    await page.keyboard.press("Tab");
    await diskUntil(env("TA_SETTINGS"), (t) => t.includes(JSON.stringify(env("TA_NEW_COMMAND"))));
    const log = env("TA_OUTPUT_LOG_DIR");
    const until = Date.now() + STEP;
    let starts = [];
    for (;;) {
      starts = outputLines(log).filter((l) => l.startsWith("Starting "));
      if (starts.length >= 2 || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    seen.starts = starts;
    await page.locator(".tabs-container .tab", { hasText: "MEMORY.md" }).click();
    await command(page, "tinyagent: Sync memory");
    seen.afterRestart = await notification(page, /memory synced|could not start|not running/);
    seen.output = outputLines(log);
    step("restart");

    // Search conversation history: type a query, pick the hit, read the Session's document.
    await command(page, "tinyagent: Search conversation history");
    const query = page.locator(".quick-input-widget input");
    await query.waitFor({ state: "visible", timeout: STEP });
    await query.fill(env("TA_SEARCH"));
    await page.keyboard.press("Enter");
    const hit = page.locator(".quick-input-list .monaco-list-row").first();
    await hit.waitFor({ timeout: STEP });
    seen.searchHits = (await page.locator(".quick-input-list").innerText()).replace(/\s+/g, " ").trim();
    await page.keyboard.press("Enter");
    await page.locator(".editor-instance .view-lines", { hasText: "parseHeaderLine" }).first()
      .waitFor({ timeout: STEP });
    seen.sessionDocument = await page.evaluate(() => {
      const editors = [...document.querySelectorAll(".editor-instance .view-lines")];
      return editors.map((e) => e.innerText).join("\n");
    }).then((text) => text.replace(/\u00a0/g, " ")); // VS Code draws spaces as no-break spaces
    step("history search");
  } catch (error) {
    if (process.env.TA_SCREENSHOT) {
      const [page] = browser.contexts()[0]?.pages() ?? [];
      await page?.screenshot({ path: process.env.TA_SCREENSHOT }).catch(() => {});
    }
    throw error;
  } finally {
    await browser.close();
  }
}

/** The lines of the extension's output channel logs under the code-server logs folder. */
function outputLines(logs) {
  const lines = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith("-tinyagent memory.log")) lines.push(...fs.readFileSync(full, "utf8").split("\n"));
    }
  };
  if (fs.existsSync(logs)) walk(logs);
  return lines.filter(Boolean);
}

main().then(
  () => process.stdout.write(`${JSON.stringify({ ok: true, ...seen })}\n`),
  (error) => {
    process.stdout.write(`${JSON.stringify({ ok: false, error: String(error && error.stack || error), ...seen })}\n`);
    process.exitCode = 1;
  },
);
