"""English orders to run code nobody vetted (pure; helper injen16, session 16).

Classes (each on one folded line the other stages left clean):

- **privileged containers with a waiver**: ``--privileged``, the host's root or the docker
  socket mounted, with ``no need to ask`` / ``skip digest pinning`` / ``pre-approved``;
- **MCP servers with broad access**: a remote MCP server registered and given write, shell or
  full file-system access;
- **installs with the safety off**: a package installed from a URL, a git ref or another
  registry with ``--trusted-host``, ``--ignore-scripts=false``, ``--yes`` or a waiver, and an
  install hook that pipes a download into a shell;
- **downloads run in place**: a file fetched from a web address, a personal gist or a mirror and
  then loaded with admin rights, executed, sourced from ``~/.bashrc`` or put over the vendored
  copy.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .class_search import Tailed
from .injection_standing_orders import needles, negated, unreported
from .lexicon_en import TOOL

_WAIVER: Final = re.compile(
    r"\bno\s+need\s+to\s+(?:ask|check|verify|review|wait|tell|ping)\b|\bwithout\s+(?:asking|review\w*|approval|checking)\b"
    r"|\bneeds?\s+no\s+(?:review|approval|sign-?off)\b|\bpre-?approved\b|\bskip\s+(?:the\s+)?(?:digest|pinning|review"
    r"|verification|signature|checks?)\b|\bdon'?t\s+(?:bother\s+)?(?:ask|ping|wait\s+for)\b|\bon\s+(?:any|every|all)\s+"
    r"(?:broker|host|node|server|machine|rig)s?\b|\b(?:doesn'?t|don'?t|does\s+not)\s+need\s+to\s+be\s+(?:asked|told"
    r"|consulted)\b"
)
_PRIVILEGED: Final = re.compile(
    r"--privileged\b|\bdocker\s+socket\s+mounted\b|/var/run/docker\.sock|-v\s+/:/\w+"
    r"|--pid[= ]host\b"
)


def privileged_container(line: str) -> tuple[int, int] | None:
    m = _PRIVILEGED.search(line)
    if m is None or _WAIVER.search(line) is None or negated(line, m.start(), m.end()):
        return None
    return m.start(), m.end()


_MCP: Final = re.compile(
    r"\b(?:register|add|connect|install|enable|plug\s+in|hook\s+up|set\s*up|configure|attach)\b[^.;]{0,40}?"
    r"(?:https?://\S+[^.;]{0,30}?\bmcp\s+(?:server|endpoint)\b|\bmcp\s+(?:server|endpoint)\b[^.;]{0,30}?https?://\S+)"
)
_BROAD: Final = re.compile(
    r"\b(?:write|shell|admin|root|full|unrestricted|all)\s+(?:file\s*|filesystem\s+|file-system\s+|disk\s+)?"
    r"(?:access|permissions?|rights)\b|\bfull\s+(?:filesystem|file-system|file\s+system|disk)\b"
    r"|\bgrant\s+it\b|\bread[/-]write\b"
)


def broad_mcp(line: str) -> tuple[int, int] | None:
    m = _MCP.search(line)
    if m is None or _BROAD.search(line) is None or negated(line, m.start(), m.end()):
        return None
    return m.start(), m.end()


_INSTALL: Final = re.compile(
    r"\b(?:pip3?|pipx|uv\s+pip|npm|pnpm|yarn|npx|gem|cargo|go)\s+(?:install|add|i|exec)?\s*[^;]{0,120}"
)
_REMOTE_SOURCE: Final = re.compile(
    r"\b(?:install|add|i)\s+(?:-\S+\s+)*(?:https?://\S+|git\+\S+|github:\S+|gitlab:\S+)"
    r"|--(?:registry|index-url|extra-index-url|trusted-host)[= ]\S+"
)
_UNSAFE_FLAG: Final = re.compile(
    r"--trusted-host\b|--ignore-scripts=false\b|--unsafe-perm\b|--allow-root\b|--no-verify\b|\s--yes\b|\s-y\b"
    r"|--force\b|\bpatches\s+[^.;]{0,30}\bglobally\b"
)
_HOOK_PIPE: Final = re.compile(
    r"[\"']?(?:pre|post)?install[\"']?\s*:\s*[\"'][^\"']*\b(?:curl|wget)\b[^\"']*\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"
)
_HOOK_PIPE_TAILED: Final = Tailed(_HOOK_PIPE)
"""perf31: asked only where its tail matches (``class_search.Tailed``): the same matches."""


def unsafe_install(line: str) -> tuple[int, int] | None:
    m = _HOOK_PIPE_TAILED.search(line)
    if m is not None and not negated(line, m.start(), m.end()):
        return m.start(), m.end()
    for inst in _INSTALL.finditer(line):
        span = inst.group()
        if (
            _REMOTE_SOURCE.search(span) is not None
            and (_UNSAFE_FLAG.search(span) is not None or _WAIVER.search(line) is not None)
            and not negated(line, inst.start(), inst.start() + 12)
        ):
            return inst.start(), inst.end()
    return None


_FETCH: Final = re.compile(
    r"\b(?:download|pull|fetch|grab|get|curl|wget|source|take)\w*\b[^.;]{0,50}?"
    r"(?:https?://\S+|\b(?:his|her|their|my|a|someone'?s)\s+(?:personal\s+)?gist\b|\bmirror\b)"
)
_SWAPPED: Final = re.compile(
    r"\b(?:replace|overwrite|swap)\w*\s+[^.;]{1,40}?\b(?:with|for)\s+[^.;]{0,30}?\bfrom\s+https?://\S+"
)
_UNOFFICIAL: Final = re.compile(
    r"https?://[\w.-]*(?:mirror[\w.-]*|\.(?:top|xyz|tk|click|gq|ml|cf|zip))(?=[/:]|\s|$)|\bpersonal\b|\bunofficial\b"
    r"|\bno\s+need\s+to\s+ask\b"
)
_RUN_IN_PLACE: Final = re.compile(
    r"\b(?:load|run|execute|install)\s+(?:it|them|this|that)\s+(?:with\s+admin|as\s+(?:root|admin)|with\s+sudo|in\s+place"
    r"|with\s+root)|\bexecute\s+it\b|\b(?:in|to|into|from)\s+~/\.(?:bashrc|zshrc|profile|bash_profile)\b|\binstead\s+of\s+the\s+"
    r"(?:vendored|official|pinned|checked-in)\b|\bthird_?party/|\bsite\s+is\s+too\s+slow\b|\bno\s+need\s+to\s+ask\b"
)
_OWN_HOSTS: Final = re.compile(r"https?://(?:[\w-]+\.)*(?:internal|corp|local|localhost|example)\b")


def fetched_and_run(line: str) -> tuple[int, int] | None:
    if _OWN_HOSTS.search(line) is not None:
        return None
    m = _SWAPPED.search(line)
    if (
        m is not None
        and _UNOFFICIAL.search(line) is not None
        and not negated(line, m.start(), m.end())
    ):
        return m.start(), m.end()  # the vendored SDK swapped for a mirror's zip
    m = _FETCH.search(line)
    if m is None or _RUN_IN_PLACE.search(line) is None:
        return None
    if negated(line, m.start(), m.end()):
        return None
    return m.start(), m.end()


RULES: Final[tuple[tuple[str, Callable[[str], tuple[int, int] | None], tuple[str, ...]], ...]] = (
    (
        TOOL,
        unreported(privileged_container),
        needles("--privileged|docker socket|docker.sock|-v /:/|--pid"),
    ),
    (TOOL, unreported(broad_mcp), needles("mcp")),
    (TOOL, unreported(unsafe_install), needles("install|npx|pip|npm|yarn|pnpm")),
    (TOOL, unreported(fetched_and_run), needles("http|gist|mirror")),
)
"""The classes as ``injection_classes`` rules: family, rule, substrings one of which a hit holds."""
