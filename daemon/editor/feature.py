"""Feature: MEMORY.md as a language for editors (text sync, diagnostics, code actions, the
``tinyagent.memory.sync`` command, hover). The work is in ``editor.py``."""

from __future__ import annotations

from pygls.lsp.server import LanguageServer

from ..app import App
from ..memory.service import MemoryService
from ..rpc.router import Router
from .editor import MemoryLanguage


def setup(router: Router, app: App, lsp: LanguageServer) -> None:
    language = MemoryLanguage(lsp, app, app.service(MemoryService))
    router.on_initialize.append(language.initialize)
    router.on_initialized.append(language.initialized)
    router.on_shutdown.append(language.shutdown)
