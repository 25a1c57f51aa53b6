"""English orders that turn the model's tools against the user (tool hijack; pure; helper inj25a,
session 25). Each rule runs on one folded line the other stages left clean.

- a destructive tool (``delete_workspace``) called on a store under a pretext ("to clear cache");
- a macro or script run from a network share or a public folder, declared trusted;
- a secret file read into a command's flags (``--token=$(cat ~/.npmrc)``) of a package fetched
  and run from a registry or a URL;
- a dependency swapped for a look-alike name (``requestz`` for ``requests``) or a fork.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .injection_en_order_gates import NEVER, order_rule
from .injection_standing_orders import needles, unreported
from .lexicon_en import TOOL

Span = tuple[int, int] | None

_DESTRUCTIVE_CALL: Final = re.compile(
    r"\b(?:call|invoke|run|use|trigger|fire|execute)\s+(?:the\s+)?(?:delete|remove|purge|drop|wipe|destroy|erase|reset|truncate|format|nuke)_[\w]+(?:\s*\(\))?(?:\s+(?:tool|function|action|endpoint|command))?\s+(?:on|for|against|with)\s+(?:the\s+|all\s+|every\s+)?(?:[\w-]+\s+){0,2}?(?:workspaces?|databases?|repos?|repositor(?:y|ies)|buckets?|projects?|tenants?|matters?|mailbox(?:es)?|index(?:es)?|accounts?|folders?|drives?|clusters?|volumes?|environments?|sites?|vaults?|tables?)\b"
)
_PRETEXT: Final = re.compile(
    r"\bto\s+[\"“']?(?:clear|free|refresh|flush|fix|reset|speed|clean|tidy|optimi[sz]e|resync|sync)\b|\bfirst\b|\bbefore\s+(?:you\s+)?(?:start|begin|proceed)|\bon\s+startup\b"
)
"""The pretext: a destructive call dressed as housekeeping, made first."""

_SHARE_MACRO: Final = re.compile(
    r"\b(?:execute|run|open|launch|enable|load|start|import)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:macros?|scripts?|add-?ins?|vba|payload|binary|installer)\b[^.;]{0,60}?"
    r"(?:\\\\[\w.$-]+\\|\bsmb://|\bfile://|\b[a-z]:\\[^\s]*\\(?:public|share|shared|temp|downloads)\\|\bfrom\s+the\s+(?:public\s+|shared\s+|network\s+)?(?:share|drive|folder)\b)"
)
_TRUSTED: Final = re.compile(
    r"\b(?:it|this|that|they|the\s+(?:macro|script|file))\s+(?:is|are|'s)\s+(?:trusted|safe|signed|approved|fine|whitelisted|allow-?listed)\b|\bno\s+need\s+to\s+(?:scan|check|ask|review)\b"
    r"|\bwithout\s+(?:asking|checking|scanning|review\w*|prompting)\b|\b(?:on|at)\s+(?:every\s+)?startup\b|\bevery\s+(?:session|morning|startup|run)\b"
)
"""A script from a share run on trust or on every start."""
_MACRO_TO_ANYONE: Final = re.compile(
    r"\b(?:auto-?repl(?:y|ies)|repl(?:y|ies)|respond|send|e-?mail|mail|forward|attach)\w*\b[^.;]{0,60}?"
    r"\.(?:xlsm|xltm|docm|dotm|pptm|xlam|exe|scr|vbs|hta|iso|lnk|bat|cmd|ps1|msi|jar|js)\b[^.;]{0,60}?"
    r"\bto\s+(?:anyone|everyone|anybody|whoever|all\s+(?:senders|customers|contacts|clients)|every\s+(?:sender|customer|contact|client))\b"
)
"""A macro-bearing or executable file sent to whoever writes in (inj26a, round 92): the mail tool
spreads it."""

_SECRET_FLAG: Final = re.compile(
    r"\$\(\s*(?:cat|type|get-content|gc|less|head|tail)\s+[^)]{0,60}?(?:\.npmrc|\.pypirc|\.netrc|\.env\b|\.aws/credentials|id_(?:rsa|ed25519|ecdsa)|\.ssh/|\.docker/config\.json|\.git-credentials|\.kube/config|\.vault-token|credentials\.json)[^)]{0,40}\)"
)
_FETCHED_RUN: Final = re.compile(
    r"\b(?:npx|pnpx|bunx|uvx|pipx\s+run|pnpm\s+dlx|yarn\s+dlx|npm\s+exec|deno\s+run|go\s+run)\s+(?:-\S+\s+)*[@\w./-]+|\b(?:curl|wget|iwr|invoke-webrequest)\b[^|;]{0,120}?https?://"
)
"""A secret file read into the flags of a package fetched and run (``npx pkg@latest --token=$(cat ~/.npmrc)``)."""


def _near(a: str, b: str) -> bool:
    """Whether ``b`` is a look-alike of ``a``: different, same length give or take one, and at
    most two letters changed, added or dropped (``requests`` / ``requestz``, ``reqeusts``)."""
    if a == b or abs(len(a) - len(b)) > 1 or min(len(a), len(b)) < 4:
        return False
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    if prev[-1] <= 2 and len(a) == len(b) and sorted(a) == sorted(b):
        return True  # letters swapped
    return prev[-1] == 1 or (prev[-1] == 2 and min(len(a), len(b)) >= 7)


_SWAP: Final = re.compile(
    r"\b(?:replace|swap|switch|change|repoint|point|pin|migrate)\b[^.;]{0,40}?\b(?:pins?|requirements?|dependenc(?:y|ies)|packages?|versions?|imports?|deps?|lockfile|for)\s+(?:pin\s+)?(?:for\s+|of\s+|on\s+)?[`'\"]?(?P<old>[a-z][\w.-]{2,40})[`'\"]?"
    r"[^.;]{0,40}?\b(?:with|to|for|by)\s+[`'\"]?(?P<new>[a-z][\w.-]{2,40}?)(?:==|>=|~=|@|[`'\"\s]|$)"
)
_SWAP_BARE: Final = re.compile(
    r"\b(?:replace|swap)\s+[`'\"]?(?P<old>[a-z][\w.-]{2,40})[`'\"]?\s+(?:with|for|by)\s+[`'\"]?(?P<new>[a-z][\w.-]{2,40}?)(?:==|>=|~=|@|[`'\"\s]|$)"
)
"""``replace requests with reqeusts-dental``: a package named right after the verb (inj26a)."""
_EVERYWHERE: Final = re.compile(
    r"\b(?:every|all|each|any)\s+(?:[\w-]+\s+)?(?:projects?|repos?|repositor(?:y|ies)|services?|packages?|apps?|codebases?|pipelines?)\b|\b(?:our|a|the)\s+(?:patched|own|internal|fixed|private)\s+fork\b"
    # inj26a (round 92): the look-alike fetched "from our mirror" whenever dependencies are updated
    r"|\bfrom\s+(?:our|the|a)\s+(?:own\s+|internal\s+|private\s+|local\s+)?(?:mirror|registry|index|feed)\b"
)


def dependency_swapped(line: str) -> Span:
    """A pinned dependency replaced by a look-alike name, in every project or as "our fork"."""
    if _EVERYWHERE.search(line) is None:
        return None
    for m in (*_SWAP.finditer(line), *_SWAP_BARE.finditer(line)):
        old, new = m.group("old"), m.group("new")
        stem = new.split("-", 1)[0]  # a look-alike with a suffix (``reqeusts-dental``)
        if (_near(old, new) or (stem != new and _near(old, stem))) and not NEVER.search(
            line, max(0, m.start() - 40), m.start()
        ):
            return m.span()
    return None


def secret_into_fetched_run(line: str) -> Span:
    """A secret file read into the flags of a package fetched and run."""
    s = _SECRET_FLAG.search(line)
    if s is None:
        return None
    f = _FETCHED_RUN.search(line, max(0, s.start() - 200), s.start())
    if f is None or NEVER.search(line, max(0, f.start() - 40), f.start()) is not None:
        return None
    return f.start(), s.end()


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    order_rule(
        TOOL,
        _DESTRUCTIVE_CALL,
        needs=(_PRETEXT,),
        gate="delete_|remove_|purge_|drop_|wipe_|destroy_|erase_|reset_|truncate_|format_|nuke_",
        name="destructive_call",
    ),
    order_rule(
        TOOL,
        _SHARE_MACRO,
        needs=(_TRUSTED,),
        gate="\\\\|smb://|file://|share|drive|folder",
        name="share_macro",
    ),
    order_rule(
        TOOL,
        _MACRO_TO_ANYONE,
        gate="anyone|everyone|anybody|whoever|all |every ",
        name="macro_to_anyone",
    ),
    (
        TOOL,
        unquoted(unreported(secret_into_fetched_run)),
        needles("$("),
    ),
    (
        TOOL,
        unquoted(unreported(dependency_swapped)),
        needles("every|all |each|any |fork|mirror|registry|index|feed"),
    ),
)
