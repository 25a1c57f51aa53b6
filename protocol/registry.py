"""Which Struct carries the params and the result of every custom method."""

from __future__ import annotations

from typing import Final

from . import methods as m
from . import types as t

REQUEST_TYPES: Final[dict[str, tuple[type[t.Base], type[t.Base]]]] = {
    m.SESSION_OPEN: (t.SessionOpenParams, t.SessionOpenResult),
    m.SESSION_CLOSE: (t.SessionCloseParams, t.Empty),
    m.RUN_START: (t.RunStartParams, t.RunStartResult),
    m.MESSAGE_APPEND: (t.MessageAppendParams, t.MessageAppendResult),
    m.RUN_FINISH: (t.RunFinishParams, t.RunFinishResult),
    m.CONTEXT_BUILD: (t.ContextBuildParams, t.ContextBuildResult),
    m.CONTEXT_COMPACT: (t.ContextCompactParams, t.ContextCompactResult),
    m.MEMORY_SUBMIT: (t.MemorySubmitParams, t.MemorySubmitResult),
    m.MEMORY_SYNC: (t.MemorySyncParams, t.MemorySyncResult),
    m.MEMORY_STATUS: (t.MemoryStatusParams, t.MemoryStatusResult),
    m.MEMORY_HISTORY: (t.MemoryHistoryParams, t.MemoryHistoryResult),
    m.MEMORY_SHOW: (t.MemoryShowParams, t.MemoryShowResult),
    m.MEMORY_RESTORE: (t.MemoryRestoreParams, t.MemoryRestoreResult),
    m.USAGE_INTERNAL: (t.UsageInternalParams, t.UsageInternalResult),
    m.MEMORY_LIMITS: (t.MemoryLimitsParams, t.MemoryLimitsResult),
    m.PROVIDER_COMPLETE: (t.ProviderCompleteParams, t.ProviderCompleteResult),
}
"""Requests: method -> (params Struct, result Struct)."""

NOTIFICATION_TYPES: Final[dict[str, type[t.Base]]] = {
    m.MEMORY_COMMITTED: t.MemoryCommittedParams,
}
"""Custom notifications: method -> params Struct."""
