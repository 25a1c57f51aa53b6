"""Internal provider usage (Compressor, Curator): recorded apart from any Run's usage."""

from __future__ import annotations

from typing import Literal

from tinyagent_memory.protocol.types import Usage

from .conn import Conn

Component = Literal["compressor", "curator"]


def record_usage(
    conn: Conn, component: Component, session_id: str | None, usage: Usage | None
) -> None:
    """One provider call of ``component``; a call whose host reported no usage still counts."""
    u = usage or Usage()
    conn.execute(
        "INSERT INTO internal_usage (component, session_id, prompt_tokens, completion_tokens,"
        " total_tokens) VALUES (?, ?, ?, ?, ?)",
        (
            component,
            session_id,
            u.prompt_tokens,
            u.completion_tokens,
            u.total_tokens or u.prompt_tokens + u.completion_tokens,
        ),
    )


def usage_totals(conn: Conn, component: Component, session_id: str | None = None) -> Usage:
    sql = (
        "SELECT COUNT(*) AS n, COALESCE(SUM(prompt_tokens), 0) AS p,"
        " COALESCE(SUM(completion_tokens), 0) AS c, COALESCE(SUM(total_tokens), 0) AS t"
        " FROM internal_usage WHERE component = ?"
    )
    args: tuple[str, ...] = (component,)
    if session_id is not None:
        sql += " AND session_id = ?"
        args = (component, session_id)
    row = conn.execute(sql, args).fetchone()
    return Usage(
        prompt_tokens=int(row["p"]),
        completion_tokens=int(row["c"]),
        total_tokens=int(row["t"]),
        requests=int(row["n"]),
    )
