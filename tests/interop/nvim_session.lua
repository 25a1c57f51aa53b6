-- Headless Neovim session driven by tests/interop/test_nvim.py, as a user would run it:
-- the project's editors/nvim config (on 'runtimepath'), vim.lsp.enable, :edit MEMORY.md, type a
-- broken entry, apply the quick fix, close, edit the file on disk, run the sync command.
-- Every observation goes into a JSON file; the Python test compares them.
local memory = assert(os.getenv('TINYAGENT_MEMORY_FILE'))
local result_path = assert(os.getenv('TINYAGENT_NVIM_RESULT'))
local daemon_cmd = vim.json.decode(assert(os.getenv('TINYAGENT_DAEMON_CMD')))
local disk_text = assert(os.getenv('TINYAGENT_DISK_TEXT'))
local typed_entry = assert(os.getenv('TINYAGENT_TYPED_ENTRY'))
local TIMEOUT = 20000
local methods = vim.lsp.protocol.Methods

local result = { steps = {} }

local function write_result()
  local file = assert(io.open(result_path, 'w'))
  file:write(vim.json.encode(result))
  file:close()
end

-- Every diagnostics update (pushed or pulled) fires DiagnosticChanged: count them, so that a
-- step waits for the daemon's answer to what it did even when the answer is an empty set.
local updates = 0
vim.api.nvim_create_autocmd('DiagnosticChanged', {
  callback = function()
    updates = updates + 1
  end,
})

local function snapshot(bufnr)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(out, {
      lnum = d.lnum,
      col = d.col,
      end_lnum = d.end_lnum,
      end_col = d.end_col,
      severity = d.severity,
      code = d.code,
      source = d.source,
      message = d.message,
    })
  end
  table.sort(out, function(a, b)
    return a.lnum < b.lnum or (a.lnum == b.lnum and a.code < b.code)
  end)
  return out
end

local function wait_for(what, predicate)
  if not vim.wait(TIMEOUT, predicate, 20) then
    error('timed out waiting for ' .. what)
  end
end

--- Run `action`, then wait until diagnostics were updated since and `predicate` holds.
local function after_update(what, action, predicate)
  local seen = updates
  action()
  wait_for(what, function()
    return updates > seen and predicate()
  end)
end

local function step(name, data)
  data.name = name
  table.insert(result.steps, data)
end

local function run()
  -- The user's own override of the command (here: the daemon from the test's Python).
  vim.lsp.config('tinyagent_memory', { cmd = daemon_cmd })
  vim.lsp.enable('tinyagent_memory')

  -- The committed memory file, opened as a user would: nothing to report.
  vim.cmd.edit(vim.fn.fnameescape(memory))
  local buf = vim.api.nvim_get_current_buf()
  wait_for('the client to attach', function()
    return #vim.lsp.get_clients({ bufnr = buf, name = 'tinyagent_memory' }) > 0
  end)
  local client = vim.lsp.get_clients({ bufnr = buf, name = 'tinyagent_memory' })[1]
  wait_for('diagnostics on open', function()
    return updates > 0
  end)
  step('opened', {
    filetype = vim.bo[buf].filetype,
    root_dir = client.config.root_dir,
    offset_encoding = client.offset_encoding,
    init_options = client.config.init_options or vim.NIL,
    pull = client.server_capabilities.diagnosticProvider ~= nil,
    diagnostics = snapshot(buf),
  })

  -- The user types a new entry with whitespace around it (the buffer only; the disk is as
  -- committed, so there is no drift): the finding appears at that line.
  after_update('the finding on the typed entry', function()
    vim.api.nvim_buf_set_lines(buf, 2, 2, false, { typed_entry, '§' })
  end, function()
    return #vim.diagnostic.get(buf) > 0
  end)
  step('typed', {
    lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false),
    diagnostics = snapshot(buf),
  })

  -- Hover: the typed entry is in no revision yet; the first one came with revision 1.
  local uri = vim.uri_from_bufnr(buf)
  local function hover(line)
    local hovers = vim.lsp.buf_request_sync(buf, methods.textDocument_hover, {
      textDocument = { uri = uri },
      position = { line = line, character = 0 },
    }, TIMEOUT)
    local answer = hovers and hovers[client.id] and hovers[client.id].result
    return answer and answer.contents or vim.NIL
  end
  step('hover', { typed = hover(2), committed = hover(0) })

  -- The server's quick fix, applied by Neovim itself: the finding is cleared.
  local diagnostic = vim.diagnostic.get(buf)[1]
  local position = { line = diagnostic.lnum, character = 0 }
  local responses = vim.lsp.buf_request_sync(buf, methods.textDocument_codeAction, {
    textDocument = { uri = uri },
    range = { start = position, ['end'] = position },
    context = { diagnostics = {}, only = { 'quickfix' } },
  }, TIMEOUT)
  local actions = responses and responses[client.id] and responses[client.id].result or {}
  local titles = {}
  for _, action in ipairs(actions) do
    table.insert(titles, action.title)
  end
  local fix = assert(actions[1], 'no quick fix offered')
  after_update('diagnostics to clear after the fix', function()
    vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
  end, function()
    return #vim.diagnostic.get(buf) == 0
  end)
  step('fixed', {
    titles = titles,
    lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false),
    diagnostics = snapshot(buf),
  })

  -- Close the buffer without saving (the daemon falls back to the file on disk), then change
  -- the file outside the editor: the daemon notices and publishes the drift warning.
  vim.cmd('bwipeout!')
  local disk_buf = vim.uri_to_bufnr(uri)
  after_update('the drift warning after the on-disk edit', function()
    -- Written whole (a temporary file renamed over it): the daemon's watcher must not read a
    -- truncated, half-written file and warn about that text instead (a race seen in CI).
    local file = assert(io.open(memory .. '.tmp', 'w'))
    file:write(disk_text)
    file:close()
    assert(os.rename(memory .. '.tmp', memory))
  end, function()
    return #vim.diagnostic.get(disk_buf) > 0
  end)
  step('disk', {
    client_alive = not client:is_stopped(),
    diagnostics = snapshot(disk_buf),
  })

  -- "Sync memory" from Neovim: the edit becomes a manual revision and the warning goes.
  local synced
  after_update('the drift warning to clear after the sync', function()
    local response = client:request_sync(methods.workspace_executeCommand, {
      command = 'tinyagent.memory.sync',
      arguments = { { workspace = vim.uri_from_fname(client.config.root_dir) } },
    }, TIMEOUT)
    assert(response and not response.err, vim.inspect(response))
    synced = response.result
  end, function()
    return #vim.diagnostic.get(disk_buf) == 0
  end)
  step('synced', { result = synced, diagnostics = snapshot(disk_buf) })

  -- Any other Markdown file of the workspace: the daemon is not attached to it.
  local notes = vim.fs.joinpath(client.config.root_dir, 'NOTES.md')
  vim.cmd.edit(vim.fn.fnameescape(notes))
  local notes_buf = vim.api.nvim_get_current_buf()
  step('other markdown', {
    filetype = vim.bo[notes_buf].filetype,
    clients = #vim.lsp.get_clients({ bufnr = notes_buf, name = 'tinyagent_memory' }),
  })
end

local ok, err = xpcall(run, debug.traceback)
result.ok = ok
result.error = ok and vim.NIL or err
write_result()
vim.cmd('qall!')
