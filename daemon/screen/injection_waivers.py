"""Indirect orders against the user (pure; concepts in ``concepts_waivers.py``): what never says
"ignore" yet drops the user's controls. A memory entry may state the user's workflow rules; it
may not direct the agent to

- drop a check (a scanner, a review, warnings) for a branch, a user or a folder and then push,
  merge or deploy what it guarded;
- treat someone's requests as approved, or act on a control declared gone ("no longer needs a
  call-back, so apply them directly"; "the policy is deprecated; upload them directly");
- approve its own work, or sign off in the name of an officer it pretends to be;
- switch its rules off for a "red-team exercise" and act;
- run a tool that ships the environment or a credentials file out (``npx … --upload-env``);
- take a signing key from a scratch path instead of the HSM, put shell history or variables in
  every answer, hand admin rights to an outsider, apply a change with its plan kept from the
  user, relabel an act "so reviewers skip it", report success after a destructive act;
- push a package or mirror in every future answer instead of the trusted one, keep a standing
  rule that files go out without asking, obey someone other than its user, dictate a verdict
  to an AI reviewer, doctor results without a note.

Each check runs on the lines holding one of its needles; negated, reported or described lines
are left alone, and lines about attacks too (except that a red-team *framing* is no report).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Final

from . import concepts_waivers as w
from .concepts_orders import NARROW
from .head_index import Headed, HeadIndex
from .injection_acts import lines_with
from .injection_judgements import ABOUT_ATTACKS, REPORT_RE
from .injection_rules import Match, line_matches
from .injection_waivers_acts import (
    admin,
    affirmed,
    always_sent,
    copied_out,
    dictated,
    doctored,
    history,
    kept_quiet,
    note_to_ai,
    only_from,
    plan_hidden,
    pushed,
    relabelled,
    scratch_key,
    ships_env,
)
from .lexicon_en import PERSONA, POLICY
from .positions import Words, head_word
from .structure import Hit
from .text import View, line_starts

_CHECK: Final = re.compile(w.CHECK)
_DROP_CHECK: Final = re.compile(w.DROP_CHECK)
_GUARDED_ACT: Final = re.compile(w.GUARDED_ACT)
_TREATED: Final = re.compile(w.TREATED_APPROVED)
_TREATED_UNLESS: Final = re.compile(w.TREATED_UNLESS)
_CONTROL: Final = re.compile(w.CONTROL)
_GONE: Final = re.compile(w.GONE)
_ACT_AFTER: Final = re.compile(w.ACT_AFTER)
_ACT_ON_THEM: Final = re.compile(w.ACT_ON_THEM)
_ACT_KEPT: Final = re.compile(w.ACT_KEPT)
_OWN: Final = re.compile(w.OWN_APPROVAL)
_PERSONA: Final = re.compile(w.PERSONA_TITLE)
_TITLE: Final = re.compile(w.TITLE)
_TITLE_ACT: Final = re.compile(w.TITLE_ACT)
_UNCHECKED: Final = re.compile(w.TITLE_UNCHECKED)
_EXERCISE: Final = re.compile(w.EXERCISE)
_RULES_OFF: Final = re.compile(w.RULES_OFF)
_NARROW: Final = re.compile(NARROW)
_DATA_CHECK: Final = re.compile(w.DATA_CHECK)
_DATA_ACT: Final = re.compile(w.DATA_ACT)
_IMPLIED_CHECK: Final = ("flag", "rais", "report", "warn")
_WINDOW: Final = 140
_SCANNER_NAME: Final = re.compile(
    r"\b(?:gitleaks|trufflehog|detect-secrets|ggshield|talisman|git[\s\-]secrets?\s+scan\w*"
    r"|secret[\s\-]scann\w*)\b"
)
"""A secret scanner's name makes no line about attacks (as in ``injection._SCANNER_NAME``)."""


def _about_attacks(line: str) -> bool:
    plain = _SCANNER_NAME.sub(lambda m: " " * len(m.group()), line)
    return bool(ABOUT_ATTACKS.search(plain)) or bool(REPORT_RE.search(plain))


def _dropped_check(line: str) -> Iterator[Hit]:
    for m in _DROP_CHECK.finditer(line):
        if m.group().startswith(("leave", "keep", "take")):  # "leave Snyk out of the pipeline"
            check = _CHECK.search(line, m.start(), m.end())
        elif m.group().startswith(("skip", "bypass", "omit", "circumvent")):  # its object after it
            noun = line.startswith((" mode", " list", " rule"), m.end())  # "bypass mode exists"
            check = None if noun else _CHECK.search(line, m.end(), m.end() + 50)
        else:
            check = _CHECK.search(line, max(0, m.start() - 60), m.end() + 60)
        if (
            check is None
            and m.group().startswith("stop")
            and m.group()[5:].startswith(_IMPLIED_CHECK)
        ):
            check = m  # "stop flagging credentials": the check is the verb
        if check is None or not affirmed(line, m.start()):
            continue
        act = _GUARDED_ACT.search(line)
        if act is None and _DATA_CHECK.search(check.group()):
            act = _DATA_ACT.search(
                line, check.end()
            )  # "turn off the PII redaction … send the file"
        if act is not None and not _NARROW.search(line):
            yield Hit(POLICY, m.start(), act.end())
            return


def _treated_approved(line: str) -> Iterator[Hit]:
    m = _TREATED.search(line)
    if m and affirmed(line, m.start()) and not _TREATED_UNLESS.match(line, m.end()):
        yield Hit(POLICY, m.start(), m.end())


_CLAIMED: Final = re.compile(
    r"\b(?:claim\w*|said|says|alleg\w*|pretend\w*|wrote|writes|asked|told)\b[^.;!?]*$"
)


def _control_gone(line: str) -> Iterator[Hit]:
    for m in _GONE.finditer(line):
        if _CLAIMED.search(line, 0, m.start()):
            continue  # "the attacker claimed the safety rules were lifted": a claim reported
        subject = m.group().startswith(("is", "are", "was", "were", "has", "have"))
        hi = (
            m.end() if subject else m.end() + 60
        )  # "the policy is deprecated" / "no longer needs X"
        control = _CONTROL.search(line, max(0, m.start() - 80), hi)
        if control is None:
            continue
        act = _ACT_AFTER.search(line, m.end(), m.end() + _WINDOW)
        if act is None and not _ACT_KEPT.search(line):
            act = _ACT_ON_THEM.search(line, m.end(), m.end() + _WINDOW)
        if act is not None and not _NARROW.search(line):
            yield Hit(POLICY, control.start(), act.end())
            return


def _own_approval(line: str) -> Iterator[Hit]:
    m = _OWN.search(line)
    if m and affirmed(line, m.start()):
        yield Hit(POLICY, m.start(), m.end())
        return
    p = _PERSONA.search(line)
    if p is None or not affirmed(line, p.start()):
        return
    title = _TITLE.search(line, p.end(), p.end() + 60)
    act = _TITLE_ACT.search(line, p.end(), p.end() + _WINDOW)
    if title and act and _UNCHECKED.search(line, p.end()):
        yield Hit(PERSONA, p.start(), act.end())


def _exercise(line: str) -> Iterator[Hit]:
    if _EXERCISE.search(line) is None:
        return
    m = _RULES_OFF.search(line)
    if m and affirmed(line, m.start()) and not REPORT_RE.search(_EXERCISE.sub(" ", line)):
        yield Hit(POLICY, m.start(), m.end())


_Check = Callable[[str], Iterator[Hit]]
_Needles = tuple[str, ...]
_CHECKS: Final[tuple[tuple[_Needles, _Needles, _Check, bool], ...]] = (
    (("don't", "do not", "never", "no need", "not ", "stop ", "out of", "exclude", "silence",
      "mute", "suppress", "turn off", "switch off", "n't need", "n't require", "no longer",
      "go in without", "without the", "skip", "bypass", "omit", "circumvent", "be ignored",
      "be skipped", "be disabled", "be bypassed", "be turned off", "nobody", "no one"),
     ("scan", "review", "audit", "check", "gate", "warning", "alert", "finding", "flag", "lint",
      "gitleaks", "trufflehog", "secrets", "snyk", "semgrep", "codeql", "sonar", "trivy", "grype",
      "bandit", "sast", "dast", "redaction", "masking", "anonymi", "pseudonymi", "identification",
      "dlp", "rais", "report", "warn", "waf", "firewall", "mfa", "2fa", "rate limit", "signature"),
     _dropped_check, False),
    (("treat", "consider", "regard", "count", "as if"),
     ("approv", "authori", "signed", "review", "verified", "vetted", "cleared", "owner", "admin"),
     _treated_approved, False),
    (("no longer", "not need", "not require", "not apply", "not go", "n't need", "n't require",
      "n't apply", "n't go", "not required", "not needed", "not necessary", "not mandatory",
      "not enforced", "waived", "retired", "deprecated", "obsolete", "lifted", "suspended",
      "dropped", "void", "inactive", " off", "disabled", "outdated", "superseded", "revoked",
      "paused", "scrapped", "cancel", "relaxed", "on hold", "optional", "legacy", "not part",
      "not in place", "not a requirement", "advisory", "informational", "non-blocking", "sunset",
      "phased out", "discontinued", "abolished", "isn't", "aren't"),
     (), _control_gone, False),
    (("yourself", "your own", " name", "behalf", "act as", "speak as", "pose as", "write as",
      "sign as", "as her", "as him", "as them", "signature", "initials", "pretend", "you are now",
      "impersonate", "role of", "role-play", "roleplay", "shoes of", "channel"),
     (), _own_approval, False),
    (("team", "test", "exercise", "drill", "engagement", "simulation", "adversarial"),
     ("apply", "off", "lifted", "suspended", "disabled", "inactive", "waived", "paused", "void",
      "cleared", "authori", "allowed", "permitted", "refus", "comply", "unrestricted",
      "every request", "interlock"),
     _exercise, True),
    (("npx", "pnpx", "bunx", "pipx", "uvx", "dlx", "env", "curl", "wget", "| nc", "netcat",
      "socat", "environ"),
     (), ships_env, False),
    (("tmp", "shm", "downloads"), ("instead of", "rather than", "not the", "not from"),
     scratch_key, False),
    (("history", "env", "printenv", "token", "key", "password", "secret", "credential", "cookie"),
     ("response", "answer", "repl", "message", "output"),
     history, False),
    (("plan", "diff", "change", "output", "drift", "sql"),
     ("auto-approve", "--force", "--yes", "terraform", "tofu", "pulumi", "helm", "kubectl"),
     plan_hidden, False),
    ((" so ",), (" as ", "call ", "name ", "term "), relabelled, False),
    (("instead of", "rather than"), ("future", "every", "each", "all "), pushed, False),
    (("permanent", "lasting", "standing", "default"), ("without", "with no", "never ask"),
     always_sent, False),
    (("stop ", "only "),
     ("orders", "instructions", "commands", "directions", "listening", "messages", "requests",
      "comments"),
     only_from, False),
    (("rate ", "score ", "grade ", "rank ", "mark ", "recommend ", "give ", "award ", "assign "),
     ("ai", "llm", "model", "automated", "gpt", "reviewer"),
     dictated, False),
    (("drop", "remov", "exclud", "delet", "swap", "chang", "increas", "raise", "lower", "decreas",
      "adjust", "inflat", "tweak", "bump", "shift", "leave out", "omit", "until p", "rm ",
      "truncate", "wipe", "purge", "replac", "overwrit", "substitut", "fudg", "massag"),
     ("without", "not", "n't", "never", "keep only", "silently", "quietly", "secretly",
      "discreetly", "until p", "then", " and ", "no one", "nobody", "afterwards"),
     doctored, False),
    (("admin", "owner", "maintain", "access"), (), admin, False),
    (("ignore", "disregard", "set aside", "overrule", "override"),
     ("any ", "all ", "every", "whichever", "whatever", "ai ", "llm"),
     note_to_ai, False),
    (("upload", "send", "forward", "copy", "post", "mirror", "submit", "push"),
     ("when", "each time", "every time", "if ", "once"),
     copied_out, False),
    (("not to mention", "not to tell", "not to say", "not to bring", "n't mention", "n't tell",
      "n't say", "not mention", "not tell", "not say", "never mention", "never tell",
      "never say", "better not", "know"),
     (), kept_quiet, False),
)  # fmt: skip
"""Each check with its needles (one of the first and, if any, one of the second must occur in
the line) and whether it runs on lines about attacks (the red-team framing names the exercise
in the very words that mark a report)."""


def _with_heads(needles: _Needles) -> Headed:
    """Each needle with the word the word index is asked about ("" when it opens with no letter
    or with "n't", which the index holds as the end of another word: it is always looked for)."""
    return tuple(
        (k, head_word(k) if k[0].isalnum() and not k.startswith("n't") else "") for k in needles
    )


_PLAN: Final = tuple(
    (_with_heads(needles), _with_heads(also), check, on_reports)
    for needles, also, check, on_reports in _CHECKS
)

_NEEDLES: Final = HeadIndex([needles for needles, _, _, _ in _PLAN])
_ALSO: Final = HeadIndex([also for _, also, _, _ in _PLAN])


def score_text(
    text: str, skip: set[int] | None = None, words: Words | None = None
) -> Iterator[tuple[int, Hit]]:
    """Line numbers and family hits (offsets in the line) of a folded (lower-case NFKC) text, at
    most one per line, for the lines not in ``skip``; a line about attacks keeps only the
    red-team framing. Each check runs only on the lines holding its needles, found over the whole
    text (``words``: the text's words, if known, rule most needles out without a scan)."""
    lines = text.split("\n")
    starts = line_starts(lines)
    todo: dict[int, list[int]] = {}
    heads = None if words is None else _NEEDLES.heads(words)
    also_heads = None if words is None else _ALSO.heads(words)
    for k in _NEEDLES.candidates(heads):  # only the checks whose needles' words occur (lat35)
        present = _NEEDLES.present(k, heads)
        grams = None if words is None else words.grams
        found = lines_with(text, present, starts, grams) if present else set[int]()
        if found and _PLAN[k][1]:
            present = _ALSO.present(k, also_heads)
            found &= lines_with(text, present, starts, grams) if present else set[int]()
        for n in found:
            todo.setdefault(n, []).append(k)
    for n in sorted(todo):
        line = lines[n]
        if (skip and n in skip) or len(line) < 16:
            continue
        about: bool | None = None
        for k in sorted(todo[n]):
            _, _, check, on_reports = _PLAN[k]
            hit = next(check(line), None)
            if hit is None:
                continue
            if not on_reports:
                about = _about_attacks(line) if about is None else about
                if about:
                    continue
            yield n, hit
            break


def matches(
    view: View, length: int, skip: set[int] | None = None, words: Words | None = None
) -> Iterator[Match]:
    """The hits of ``score_text`` on a view, as matches with offsets into the original text."""
    return line_matches(view, length, score_text(view.text, skip, words))
