-- Headless Neovim session driven by tests/interop/test_nvim.py, as a user would run it:
-- the project's editors/nvim config (on 'runtimepath'), vim.lsp.enable, :edit MEMORY.md.
-- Every observation goes into a JSON file; the Python test compares them.
local memory = assert(os.getenv('TINYAGENT_MEMORY_FILE'))
local result_path = assert(os.getenv('TINYAGENT_NVIM_RESULT'))
local daemon_cmd = vim.json.decode(assert(os.getenv('TINYAGENT_DAEMON_CMD')))
local disk_text = assert(os.getenv('TINYAGENT_DISK_TEXT'))
local TIMEOUT = 20000
local methods = vim.lsp.protocol.Methods

local result = { steps = {} }

local function write_result()
  local file = assert(io.open(result_path, 'w'))
  file:write(vim.json.encode(result))
  file:close()
end

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

-- Findings other than the drift warning (line 0, while the disk differs from the last committed
-- revision: a broken file met for the first time starts in drift).
local function problems(bufnr)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.code ~= 'memory-drift' then
      table.insert(out, d)
    end
  end
  return out
end

local function wait_for(what, predicate)
  if not vim.wait(TIMEOUT, predicate, 20) then
    error('timed out waiting for ' .. what)
  end
end

local function step(name, data)
  data.name = name
  table.insert(result.steps, data)
end

local function run()
  -- The user's own override of the command (here: the daemon from the test's Python).
  vim.lsp.config('tinyagent_memory', { cmd = daemon_cmd })
  vim.lsp.enable('tinyagent_memory')

  vim.cmd.edit(vim.fn.fnameescape(memory))
  local buf = vim.api.nvim_get_current_buf()
  wait_for('the client to attach', function()
    return #vim.lsp.get_clients({ bufnr = buf, name = 'tinyagent_memory' }) > 0
  end)
  local client = vim.lsp.get_clients({ bufnr = buf, name = 'tinyagent_memory' })[1]
  wait_for('diagnostics on open', function()
    return #problems(buf) > 0
  end)
  step('opened', {
    filetype = vim.bo[buf].filetype,
    root_dir = client.config.root_dir,
    offset_encoding = client.offset_encoding,
    diagnostics = snapshot(buf),
  })

  -- Hover on the broken entry.
  local diagnostic = problems(buf)[1]
  local position = { line = diagnostic.lnum, character = 0 }
  local uri = vim.uri_from_bufnr(buf)
  local hovers = vim.lsp.buf_request_sync(buf, methods.textDocument_hover, {
    textDocument = { uri = uri },
    position = position,
  }, TIMEOUT)
  local hover = hovers and hovers[client.id] and hovers[client.id].result
  step('hover', { contents = hover and hover.contents or vim.NIL })

  -- The server's quick fix, applied by Neovim itself.
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
  vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
  wait_for('diagnostics to clear after the fix', function()
    return #problems(buf) == 0
  end)
  step('fixed', {
    titles = titles,
    lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false),
    diagnostics = snapshot(buf),
  })

  -- Save, close the buffer (the daemon falls back to the file on disk), then change the file
  -- outside the editor: the daemon notices and publishes again.
  vim.cmd.write()
  vim.cmd('bwipeout')
  local file = assert(io.open(memory, 'w'))
  file:write(disk_text)
  file:close()
  local disk_buf = vim.uri_to_bufnr(uri)
  wait_for('diagnostics after the on-disk edit', function()
    return #problems(disk_buf) > 0
  end)
  step('disk', {
    client_alive = not client:is_stopped(),
    diagnostics = snapshot(disk_buf),
  })
end

local ok, err = xpcall(run, debug.traceback)
result.ok = ok
result.error = ok and vim.NIL or err
write_result()
vim.cmd('qall!')
