---@brief
---
--- tinyagent-memory as a language server for a workspace's long-term memory file,
--- `.tinyagent/memory/MEMORY.md`: diagnostics as you type, quick fixes (code actions), hover on
--- an entry, and the `tinyagent.memory.sync` command.
---
--- ```sh
--- pip install tinyagent-memory   # or `pip install -e .` in a checkout
--- ```
---
--- Neovim >= 0.11: put editors/nvim on 'runtimepath' and call `vim.lsp.enable('tinyagent_memory')`.
--- The server attaches only to `…/.tinyagent/memory/MEMORY.md` buffers; their workspace is the
--- folder holding `.tinyagent`. The memory limits belong to the workspace, not to this config:
--- change them with `tinyagent-memory memory limits --char-limit N`.

local memory_file = '/.tinyagent/memory/MEMORY.md'

---@type vim.lsp.Config
return {
  cmd = { 'tinyagent-memory', 'serve' },
  -- MEMORY.md is Markdown; root_dir attaches only to the memory file itself.
  filetypes = { 'markdown' },
  root_dir = function(bufnr, on_dir)
    local name = vim.fs.normalize(vim.api.nvim_buf_get_name(bufnr))
    if vim.endswith(name, memory_file) then
      on_dir(name:sub(1, -#memory_file - 1))
    end
  end,
  workspace_required = true,
}
