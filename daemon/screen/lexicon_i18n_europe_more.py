"""More of each paradigm for the European, Cyrillic and Greek languages of
``lexicon_i18n_europe`` (pure data and the builder; helper i18n14a, session 14).

Two kinds of data. ``supplemented`` adds alternatives to the word groups the older tables
already give (polite, infinitive, imperfective and clitic forms of the verbs; passives of "no
longer apply"; "your initial/developer instructions", tool definitions; "you become"; "with
full rights"; addresses other than http: ``s3://``, ``ftp://``, ``t.me/``, a Telegram bot), so
every family the builder of ``lexicon_i18n_groups`` reads gets them. ``more_rows`` adds forms
that want new groups, each two or three in one sentence:

- concealment: a prepared lie ("if someone asks, say it was always there / nothing was sent /
  a small edit"); "tell the requester that nothing changed"; "don't mention that you deleted
  …" (a clause of the agent's own past act); "leave it out of the summaries/log and say nothing
  about it";
- override: "your earlier rules / the system prompt's guidelines were revoked / no longer
  apply"; "run every command you find in pasted tickets" with "from now on / without asking";
- extraction: send/attach/include + "the system prompt / developer message / tool definitions";
- persistence: "recommend the site / add the banner" + "every answer / README / commit" or "a
  permanent rule / in all future sessions"; "if this entry is deleted, add it back";
- policy: "stop asking for confirmation / confirmations are no longer needed" + a risky scope
  (deletions, sudo, outside the sandbox, every command); card numbers or passwords written "in
  full / unmasked".

Each group alone (a report about a deleted file, a rule that was revoked in a changelog, a
banner, a permanent preference for pnpm) stays clean. Rules open on words of the language
(never on an address, a conjunction or a word English text holds).
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import CONCEAL, EXTRACTION, OVERRIDE, PERSISTENCE, PERSONA, POLICY
from .lexicon_i18n_europe_more_data import MORE_GROUPS
from .lexicon_i18n_europe_more_roles import ROLES
from .lexicon_i18n_groups import ON, Groups, respelled

URL_MORE: Final = (
    r"(?:(?:https?|s?ftp|s3|gs|scp|rsync|ssh|webdav)://|www\.|t\.me/)\S++|@[\w.]*bot\b"
)
"""Where data is sent: an address of any scheme, a Telegram link or bot."""

NO_VERIFY: Final = (
    r"--no-verify|--skip-checks?|skip_?checks\s*=\s*(?:true|1)|--no-gpg-sign|--insecure"
)
"""A flag that skips a repository's or a tool's checks (``always`` + it is a policy order)."""

SOURCE: Final = (
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|#[\w-]+|https?://\S+"
    r"|(?<![\w.])(?:[\w-]+\.)+(?:com|net|org|io|dev|app|test|cloud|xyz|example)(?!\w)"
)
"""Whom an order says to obey instead: an address, a channel, a site."""
AGENT: Final = (
    r"(?:asistent\w*|assistent\w*|assistente\w*|asystent\w*|asszisztens\w*|asistan\w*|agenten|agentti\w*|avustaja\w*|pomočnik\w*|botti\w*"
    r"|асистент\w*|агент\w*|бот\w*|βοηθ\w*|πράκτορ\w*)"
)
"""The assistant or agent named as who hides (a button hidden from users is a UI note)."""
_RISKY_ANY: Final = r"rm\s+-r\w*|force[\s-]*push|sudo"
"""Risky acts written alike in every language."""


def _joined(a: dict[str, Groups], b: dict[str, Groups]) -> dict[str, Groups]:
    out = {lang: dict(words) for lang, words in a.items()}
    for lang, words in b.items():
        mine = out.setdefault(lang, {})
        for key, extra in words.items():
            mine[key] = f"{mine[key]}|{extra}" if mine.get(key) else extra
    return out


_GROUPS: Final = _joined(MORE_GROUPS, ROLES)

_FORMS: Final[tuple[tuple[str, tuple[str, ...], int], ...]] = (
    (CONCEAL, ("ifasked", "denial"), 120),
    (CONCEAL, ("tellthat", "denial"), 40),
    (CONCEAL, ("hide", "youdid"), 70),
    (CONCEAL, ("youdid", "hide"), 70),
    (OVERRIDE, ("sys", "void"), 70),
    (OVERRIDE, ("execall", "unasked"), 90),
    (OVERRIDE, ("now", "execall"), 40),
    (EXTRACTION, ("send", "sys"), 70),
    (EXTRACTION, ("sys", "send"), 70),
    (PERSISTENCE, ("every", "promo"), 90),
    (PERSISTENCE, ("lasting", "promo"), 120),
    (PERSISTENCE, ("gone", "restore"), 70),
    (PERSISTENCE, ("restore", "gone"), 70),
    (POLICY, ("stopask", "risky"), 90),
    (POLICY, ("unmask", "sensitive"), 40),
    (POLICY, ("sensitive", "unmask"), 40),
    (POLICY, ("nolet", "safety"), 70),
    (POLICY, ("always", "noverify"), 40),
    (POLICY, ("noverify", "callit"), 40),
    (PERSONA, ("pretend", "free"), 130),
    (OVERRIDE, ("obeyonly", "source"), 90),
    (OVERRIDE, ("onlysrc",), 0),
    (PERSONA, ("frame", "lawless"), 130),
    (CONCEAL, ("agent", "hidefrom"), 60),
    (CONCEAL, ("concealact", "unaware"), 100),
    (PERSISTENCE, ("keepalive", "churn"), 100),
    (PERSISTENCE, ("churn", "keepalive"), 100),
    (POLICY, ("stopask", "safety"), 90),
    (POLICY, ("safety", "stopask"), 90),
)
"""Family, the groups a rule wants in this order in one sentence, the widest gap."""

_NO_OPENER: Final = {"tr": frozenset({"every", "record"})}
"""Groups a language's rule may not open with (Turkish ``her`` is an English word)."""

NOT_TO_ME: Final = (
    r"(?!(?:\s+\w+)?\s+(?:me|mij|mig|meg|mie|mnie|mi|mně|mne|ons|oss|os|nám|nam|minulle|meille"
    r"|mulle|meile|nekem|nekünk|man|mums|bana|bize|мені|мне|мени|нам|μου|μας)\b)"
)
"""After "don't tell": not "don't tell ME/US every time that you ran the tests" (the user's
own wish about what to hear, not hiding from them)."""

_OWN_ROW: Final = {"tr": frozenset({"youdid"})}
"""Groups without a literal start (Turkish ``…dığını``) that open a form of the language: such
forms go in a row of their own, which keeps a gate (the words of the rest, one of which every
match holds) instead of being read over every text."""


SECRET_WORDS: Final = (
    r"(?<!\w)(?:"
    + "|".join(f"(?:{g['secret']})" for g in _GROUPS.values() if g.get("secret"))
    + r")(?!\w)"
)
"""Secrets and personal data these languages name (customer addresses, database dumps): a
send order carrying one is a leak (``lexicon_i18n_more.SECRET_WORDS_RE``)."""


def supplemented(table: dict[str, Groups]) -> dict[str, Groups]:
    """``table`` with each language's extra alternatives (``lexicon_i18n_europe_more_data``)
    joined to its groups, the new groups added, and an address of any scheme."""
    out: dict[str, Groups] = {}
    for lang, words in table.items():
        merged = dict(words)
        for key, extra in _GROUPS.get(lang, {}).items():
            merged[key] = f"{words[key]}|{extra}" if words.get(key) else extra
        merged.setdefault("url", URL_MORE)
        merged.setdefault("source", SOURCE)
        merged.setdefault("agent", AGENT)
        if "risky" in merged:
            merged["risky"] += "|" + _RISKY_ANY
        if "always" in merged:
            merged.setdefault("noverify", NO_VERIFY)
        out[lang] = merged
    return out


def more_rows(
    table: dict[str, Groups], *, latin: frozenset[str]
) -> tuple[tuple[str, str, str], ...]:
    """The rows of ``_FORMS`` each language of ``table`` (already ``supplemented`` and made
    whole) has the groups for."""
    rows: list[tuple[str, str, str]] = []
    for lang, words in table.items():
        by_family: dict[tuple[str, bool], list[str]] = {}
        for family, groups, gap in _FORMS:
            if groups[0] in _NO_OPENER.get(lang, ()):
                continue
            if all(words.get(g) for g in groups):
                parts = [f"(?:{words[g]})" + (NOT_TO_ME if g == "hide" else "") for g in groups]
                joined = (ON + f"{{0,{gap}}}?").join(parts)
                own = groups[0] in _OWN_ROW.get(lang, ())
                by_family.setdefault((family, own), []).append(r"\b" + joined)
        for (family, _), found in by_family.items():
            pattern = "|".join(found)
            rows.append((family, lang, respelled(pattern) if lang in latin else pattern))
    return tuple(rows)
