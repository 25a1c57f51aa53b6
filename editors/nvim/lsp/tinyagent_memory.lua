-- tinyagent-memory as a language server for a workspace's long-term memory file,
-- `.tinyagent/memory/MEMORY.md`: diagnostics as you type, quick fixes (code actions),
-- hover on an entry, and the `tinyagent.memory.sync` command.
--
-- Neovim >= 0.11: put editors/nvim on 'runtimepath' and call vim.lsp.enable('tinyagent_memory').
-- See editors/nvim/README.md (also for nvim-lspconfig users).

local memory_file = '/.tinyagent/memory/MEMORY.md'
local root_markers = { '.tinyagent' }

---@type vim.lsp.Config
return {
  cmd = { 'tinyagent-memory', 'serve' },
  -- MEMORY.md is Markdown; root_dir below attaches only to the memory file itself.
  filetypes = { 'markdown' },
  root_markers = root_markers,
  ---@param bufnr integer
  ---@param on_dir fun(root_dir?: string)
  root_dir = function(bufnr, on_dir)
    local name = vim.fs.normalize(vim.api.nvim_buf_get_name(bufnr))
    if name:sub(-#memory_file) ~= memory_file then
      return -- any other Markdown file: do not attach
    end
    on_dir(vim.fs.root(bufnr, root_markers) or name:sub(1, -#memory_file - 1))
  end,
  workspace_required = true,
  -- Sent as initializationOptions; the daemon's defaults apply to anything left out.
  init_options = {
    memory_char_limit = 4000,
    memory_entry_char_limit = 600,
  },
}
