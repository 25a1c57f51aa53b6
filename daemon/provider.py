"""The daemon -> client ``provider/complete`` bridge: the host runs the model with its credentials.

Timeouts, availability and usage accounting live here; callers get a validated result or a
``DaemonError`` and never see transport details.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, Literal

import anyio
import msgspec
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import (
    Message,
    ProviderCompleteParams,
    ProviderCompleteResult,
)

log = logging.getLogger(__name__)

Purpose = Literal["summary", "curation", "screen"]
SendRequest = Callable[[ProviderCompleteParams], Awaitable[Any]]
"""Sends ``provider/complete`` to the client and returns the raw result (a dict)."""


class Provider:
    def __init__(self, send: SendRequest | None, *, timeout: float = 120.0) -> None:
        self._send = send
        self.available = False
        self.timeout = timeout

    def configure(self, *, available: bool, timeout: float) -> None:
        self.available = available and self._send is not None
        self.timeout = timeout

    async def complete(
        self, purpose: Purpose, messages: list[Message], max_tokens: int
    ) -> ProviderCompleteResult:
        """Ask the host for a completion; ``provider_unavailable`` on any failure to get one."""
        if not self.available or self._send is None:
            raise DaemonError(
                ErrorKind.PROVIDER_UNAVAILABLE,
                "the client did not declare initializationOptions.provider = true",
                reason="no_provider",
            )
        params = ProviderCompleteParams(purpose=purpose, messages=messages, max_tokens=max_tokens)
        try:
            with anyio.fail_after(self.timeout):
                raw = await self._send(params)
        except TimeoutError:
            raise DaemonError(
                ErrorKind.PROVIDER_UNAVAILABLE,
                f"provider/complete timed out after {self.timeout:g}s",
                reason="timeout",
            ) from None
        except DaemonError:
            raise
        except Exception as exc:  # the client answered with an error, or the transport failed
            raise DaemonError(
                ErrorKind.PROVIDER_UNAVAILABLE,
                f"provider/complete failed: {exc}",
                reason="provider_error",
            ) from None
        try:
            return msgspec.convert(raw, ProviderCompleteResult)
        except msgspec.ValidationError as exc:
            raise DaemonError(
                ErrorKind.PROVIDER_UNAVAILABLE,
                f"provider/complete returned a malformed result: {exc}",
                reason="malformed_result",
            ) from None
