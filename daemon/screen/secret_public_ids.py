"""Identifiers that look like key material but name or address something public (pure); the
credential screen takes their spans before any rule, so nothing inside them is reported:

- an Amazon Resource Name (``arn:aws:secretsmanager:…:secret:db/ro-AbC12x``: the secret's
  name and its random suffix, not its value) and an Azure Key Vault object id
  (``https://<vault>.vault.azure.net/keys/<name>/<version>``);
- a citation key (``BibTeX key okafor2025climate``, ``citation key …``);
- a payment provider's client key for the browser (``client key test_…``/``live_…``, Adyen's
  public ``clientKey``);
- an IPFS content id (``Qm…`` base58, ``bafy…`` base32) where the text speaks of IPFS or CIDs;
- the comment of ``ssh-keygen -C "<user@host>"``;
- a PostHog project key (``phc_…``): the ingestion key every web page ships (a personal
  ``phx_`` key stays a secret);
- an age recipient (``age1…``, bech32): a public key (the secret one is ``AGE-SECRET-KEY-1…``);
- a git revision: 40 (SHA-1) or 64 (SHA-256) lower-case hex digits a git word shortly precedes
  (``pin … to``, ``commit``, ``checkout``, ``rev``, ``ref``, ``uses: owner/repo@``…) and no
  credential word names (``token``, ``key``, ``secret``, ``password``…);
- a Twilio resource SID (two capitals for the kind + 32 lower-case hex digits: ``AC`` account,
  ``MG`` messaging service, ``PN`` number, ``SM``/``MM`` message, ``CA`` call, ``VA`` Verify
  service…): it names a resource; the auth token and an ``SK`` API key's secret stay secrets.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run, run_starts
from .prefilter import matches
from .secret_needles import lowered

_ARN: Final = re.compile(r"\barn:aws[\w\-]*:[\w\-]+:[\w\-]*:\d{12}:[^\s'\"`,;)]+")
_KEY_VAULT: Final = re.compile(
    r"https://[\w\-]+\.vault\.(?:azure\.net|usgovcloudapi\.net|azure\.cn)"
    r"/(?:keys|secrets|certificates)/[\w\-]+(?:/[0-9a-fA-F]{32})?(?![\w\-])"
)
_CITATION: Final = re.compile(
    r"(?i:\b(?:bibtex|biblatex|citation|cite|bib)[\s\-]+key\s*[:=]?\s*)[`'\"]?"
    r"(?P<v>[A-Za-z][\w:\-]{3,60})"
)
_CLIENT_KEY: Final = re.compile(
    r"(?i:\bclient[\s_\-]?key\b)[^\n\w]{0,4}\s*(?P<v>(?:test|live)_[A-Z0-9]{20,40})(?![\w])"
)
_CID: Final = re.compile(r"(?<![\w])(?:Qm[1-9A-HJ-NP-Za-km-z]{44}|baf[a-z][a-z2-7]{50,})(?![\w])")
_CID_WORDS: Final = re.compile(r"(?i:\bcid|ipfs|\bpin(?:ned|s)?\b|multihash|content[\s\-]id)")
_SSH_KEYGEN_COMMENT: Final = re.compile(
    r"\bssh-keygen\b[^\n|;&]{0,120}?\s-C\s+(?P<v>\"[^\"\n]*\"|'[^'\n]*'|\S+)"
)
_POSTHOG_PROJECT: Final = re.compile(r"(?<![\w\-])phc_[A-Za-z0-9]{30,60}(?![\w\-])")
_AGE_RECIPIENT: Final = re.compile(r"(?<![\w\-])age1[02-9ac-hj-np-z]{58}(?![\w\-])")
_GIT_REV: Final = re.compile(r"(?<![\w\-])[0-9a-f]{40}(?:[0-9a-f]{24})?(?![\w\-])")
_GIT_WORDS: Final = re.compile(
    r"(?i:\b(?:pin(?:s|ned|ning)?|commit(?:s|ted)?|checkout|check\s+out|sha(?:1|256)?|rev(?:ision)?s?"
    r"|ref|refs|tag(?:ged)?|head|cherry[\s\-]pick|revert(?:ed)?|bisect\w*|rebase|merge[ds]?"
    r"|submodule|upstream|épingl\w*|festsetzen|fijar|fixer|fissare)\b|@$)"
)
_CREDENTIAL_WORDS: Final = re.compile(
    r"(?i:token|key|secret|passw|passphrase|credential|\bpat\b|auth|bearer|jeton|clé|schlüssel"
    r"|clave|contraseña|mot\s+de\s+passe|kennwort)"
)

_TWILIO_SID: Final = re.compile(
    r"(?<![\w\-])(?:AC|MG|PN|SM|MM|CA|RE|VA|IS|CH|US|WS|WW|WA|WK|WT|WQ|WR|FW|CF|QU|HS|KS|BU|TR)"
    r"[0-9a-f]{32}(?![\w\-])"
)


_LOWER_HEX: Final = "0123456789abcdef"


def _git_revisions(text: str) -> Iterator[tuple[int, int]]:
    for m in matches(_GIT_REV, text, run_starts(text, _LOWER_HEX, 40)):  # (a run's start)
        before = text[max(0, m.start() - 60) : m.start()].rsplit("\n", 1)[-1]
        if _GIT_WORDS.search(before) and not _CREDENTIAL_WORDS.search(before):
            yield m.span()


def public_ids(text: str) -> Iterator[tuple[int, int]]:
    """Spans of ``text`` holding the identifiers the module's docstring lists."""
    if "arn:" in text:
        yield from (m.span() for m in _ARN.finditer(text))
    if ".vault." in text:
        yield from (m.span() for m in _KEY_VAULT.finditer(text))
    lower = lowered(text)
    if " key" in lower and ("bib" in lower or "cit" in lower):
        yield from (m.span("v") for m in _CITATION.finditer(text))
    if "test_" in text or "live_" in text:
        yield from (m.span("v") for m in _CLIENT_KEY.finditer(text))
    if ("Qm" in text or "baf" in text) and _CID_WORDS.search(text):
        yield from (m.span() for m in _CID.finditer(text))
    if "phc_" in text:
        yield from (m.span() for m in _POSTHOG_PROJECT.finditer(text))
    if "age1" in text:
        yield from (m.span() for m in _AGE_RECIPIENT.finditer(text))
    if has_run(text, _LOWER_HEX, 32):  # (both shapes hold 32 lower-case hex digits or more)
        yield from _git_revisions(text)
        at = [s - 2 for s in run_starts(text, _LOWER_HEX, 32) if s >= 2]  # (after ``AC``…)
        yield from (m.span() for m in matches(_TWILIO_SID, text, at))
    if "ssh-keygen" in text:
        yield from (m.span("v") for m in _SSH_KEYGEN_COMMENT.finditer(text))
