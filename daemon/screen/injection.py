"""Prompt-injection screening of one line (pure).

Order: suspicious characters are reported as written; matching then runs on views of the line:
the folded NFKC text (multilingual lexicons), its confusable/leetspeak skeleton (English
lexicon), the same with letter-spaced words joined, a letters-only form for a few strong phrases,
and every embedded payload (base64, hex, Unicode tags, ROT13, reversed). The lines the lexicons
leave clean go to the structural scorer (``structure.py``), then to the settings reader
(``keyed.py``), then to the linear classifier (``classifier.py``, also on decoded payloads).
Each family reports at most once per line, at its first match. The lexicon rules run in
``injection_rules.py`` (set aside by ``injection_judgements.py``), the disguised views in
``injection_disguise.py``, the payload lines in ``injection_payloads.py``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from itertools import chain
from typing import Final

from . import (
    classifier,
    injection_acts,
    injection_classes,
    injection_ops,
    injection_orders,
    injection_pretexts,
    injection_waivers,
    injection_wide_sends,
    keyed,
)
from .concept_search import find
from .decode import payloads
from .injection_asides import set_aside
from .injection_disguise import Undisguised, disguised, newlines, undisguise, views
from .injection_encoded_sends import encoded_send
from .injection_judgements import REPORT_RE, filtered, line_at
from .injection_payloads import english_like, labelled, payload_lines
from .injection_prefs import (
    checklist_step,
    hardening_advice,
    ops_status,
    team_docs_note,
    workflow_preference,
)
from .injection_readings import explained
from .injection_reports import closed_incident
from .injection_rules import Match, match_compact, match_english, match_i18n
from .lexicon_en import TOOL
from .per_call import fresh
from .positions import Words
from .structure import score_text
from .text import View, folded, line_starts


def _structure(
    view: View, length: int, skip: set[int] | None = None, words: Words | None = None
) -> Iterator[Match]:
    for hit in score_text(view.text, skip=skip, words=words):
        line_start = view.text.rfind("\n", 0, hit.start) + 1
        if set_aside(hit.family, line_at(view.text, hit.start), hit.start - line_start):
            continue  # a reported request, a generated secret handed over (fix24i)
        s, e = view.span(hit.start, hit.end, length)
        yield Match(hit.family, s, e)


_SCANNER_NAME: Final = re.compile(
    r"\b(?:gitleaks|trufflehog|detect-secrets|ggshield|talisman|git[\s\-]secrets?\s+scan\w*"
    r"|secret[\s\-]scann\w*)\b"
)
"""A secret scanner's name: it makes no line about attacks (``the secret scanner is deprecated
here: commit .env files directly``), as in the structural scorer (``structure._SCANNER_NAME``)."""


def _acts(
    view: View, length: int, skip: set[int] | None = None, words: Words | None = None
) -> Iterator[Match]:
    """Acts against the user (``injection_acts.py``), for the lines not in ``skip``, unless the
    judgements set them aside (negated, described, a line about attacks)."""
    text = view.text
    words = words or Words(text)
    told = find("dont_tell", text, words)
    lines = text.split("\n")
    starts = line_starts(lines)
    done: set[int] = set()
    orders = injection_orders.score_text(text, skip, words)  # plain-language orders (fix24i)
    for n, hit in chain(injection_acts.score_text(text, skip, told, words.grams), orders):
        line = _SCANNER_NAME.sub(lambda m: " " * len(m.group()), lines[n])
        if n not in done and not filtered(hit.family, line, hit.start, hit.end):
            done.add(n)
            s, e = view.span(starts[n] + hit.start, starts[n] + hit.end, length)
            yield Match(hit.family, s, e)


def _keyed(lines: list[str], starts: list[int], skip: set[int]) -> Iterator[Match]:
    """Settings that switch the model's instructions or safeguards off (``keyed.py``)."""
    for n, line in enumerate(lines):
        if n not in skip and ("=" in line or ":" in line or "：" in line):
            for hit in keyed.score_line(line):
                yield Match(hit.family, starts[n] + hit.start, starts[n] + hit.end)


def _classified(view: View, length: int, skip: set[int]) -> Iterator[Match]:
    """A whole line the classifier flags (``classifier.py``), for the lines not in ``skip``."""
    offset = 0
    for n, line in enumerate(view.text.split("\n")):
        if n not in skip:
            verdict = classifier.classify(line)
            if (
                verdict is not None
                and not REPORT_RE.search(line)  # talk notes, an incident report
                and not set_aside(verdict.family, line, 0)  # another bot's prompt described
                and not workflow_preference(line)  # "always run the tests before commit" (fp35)
                and not team_docs_note(line)  # "copy this rule into the team wiki" (session 16)
                and not closed_incident(line)  # "… found …; it was removed" (session 20)
                and not ops_status(line)  # "X updated to 2026.11; all automations OK" (r66)
                and not checklist_step(line)  # "before closing a ticket, make sure …" (r101)
                and not hardening_advice(line)  # "keep X on its own VLAN, off the internet" (r110)
            ):
                s, e = view.span(offset, offset + max(len(line), 1), length)
                yield Match(verdict.family, s, e)
        offset += len(line) + 1


def _classes(
    view: View, length: int, skip: set[int], words: Words | None = None
) -> Iterator[tuple[int, Match]]:
    """Order classes the other stages miss (``injection_classes.py``), for the lines not in
    ``skip``, each with its line: fake system labels in many languages, orders made permanent,
    concealment as settings, safeguards off in thinly covered languages, Cyrillic with Latin
    look-alikes. A line's match depends on that line alone (the rules tried are gated by what
    the whole text holds, never narrowed by it): skipping a line only drops its match."""

    def again(line: str) -> str | None:
        found = screen_text(line, decode=False, classes=False)
        return found[0].family if found else None

    lines = view.text.split("\n")
    starts = line_starts(lines)
    grams = None if words is None else words.grams
    each = injection_classes.by_line(view.text, starts, injection_classes.active(view.text, grams))
    for n, line in enumerate(lines):
        if n not in skip:
            for family, s, e in injection_classes.score_line(line, again, each[n]):
                yield n, Match(family, *view.span(starts[n] + s, starts[n] + e, length))


Lined = list[tuple[int, Match]]
"""Matches with the line (of the folded view) each was found in."""


def order_classes(text: str) -> Lined:
    """The order classes' matches of every line of ``text``, none skipped: what ``screen_text``
    adds for the lines its earlier stages leave clean, computed apart (``worker.py`` computes
    them in its process meanwhile, perf31)."""
    fresh()
    view = folded(text)
    return list(_classes(view, len(text), set(), Words(view.text)))


def _screen_views(
    line: str,
    length: int,
    *,
    structural: bool = True,
    base: View | None = None,
    undisguised: Undisguised | None = None,
    base_words: Words | None = None,
) -> Iterator[Match]:
    """Matches of the lexicons on the views of ``line`` (``base``: its folded view, if known,
    ``base_words`` its words)."""
    index: dict[str, Words] = {} if base is None or base_words is None else {base.text: base_words}
    for kind, view in views(line, base, undisguised):
        if kind != "compact" and view.text not in index:
            index[view.text] = Words(view.text)
        if kind == "i18n":
            yield from match_i18n(view, length, index[view.text])
            if structural:
                yield from _structure(view, length, words=index[view.text])
                yield from _acts(view, length, words=index[view.text])
                yield from injection_waivers.matches(view, length, words=index[view.text])
                yield from injection_pretexts.matches(view, length, words=index[view.text])
                yield from injection_ops.matches(view, length, words=index[view.text])
        elif kind == "en":
            yield from match_english(view, length, index[view.text])
        else:
            yield from match_compact(view, length)


_QUOTED: Final = re.compile(
    r"\"[^\"]{6,}\"|“[^”]{6,}”|«[^»]{6,}»|`[^`]{6,}`|(?<!\w)'(?=\S)[^']{12,}(?<=\S)'(?!\w)"
)
"""A quoted phrase; a single quote opens after no letter and closes before none (``it's``,
``writes 'on', switch into … mode … until 'off'``: no quotation between two quoted words)."""
_OPENERS: Final = ("'", '"', "`", "“", "«")
"""The marks every ``_QUOTED`` match opens with."""
_MENTION: Final = re.compile(  # not a word of an address (``ops@partner.example``)
    r"(?<![.@])\b(?:like|such\s+as|e\.g\.|attack\w*|threat|jailbreak\w*|injection|says|said|writes?|wrote"
    r"|saying|test(?:s|ed|ing)?|fixtures?|examples?|strings?|phrases?|patterns?|contained"
    r"|detects?|blocks?|catch(?:es|ing)?|dataset|attempts?|payloads?|corpus|red[\s\-]team"
    r"|flags?|options?|settings?|renam\w*|labels?|buttons?|checkbox(?:es)?|toggles?)\b"
    r"|提示注入|注入攻击|攻击者|攻擊者|例如|比如|プロンプトインジェクション|攻撃者|たとえば|例えば|프롬프트\s*인젝션"
    r"|공격자|예를\s*들어|\b(?:inyecci[oó]n|atacantes?|ataques?|angreifer|angriffe?|attaquants?|attaques?"
    r"|injeção|por\s+ejemplo|zum\s+beispiel|par\s+exemple|por\s+exemplo)\b|(?:атак\w*|инъекци\w*"
    r"|например|злоумышленник\w*)",
    re.IGNORECASE,
)


_ATTACK_EXAMPLE: Final = re.compile(
    r"(?i:\b(?:injection|attacks?|attackers?|jailbreaks?|phishing|malicious)\b[^\n]*"
    r"\b(?:e\.g\.|for\s+example|such\s+as|like|says|said|saying|reads|wrote)\W{0,3}$)"
)
"""An example of an attack introduced right before the quotation ("explain prompt injection, e.g.
a ticket that says '…'")."""


def _mentioned(line: str, start: int, end: int, *, tool: bool = False) -> bool:
    """A phrase quoted as an example ("tests contain strings like 'ignore previous …'"); an order
    to run a tool (``tool``) only when the quotation (not in backticks: a command there is still
    run) is an attack's example."""
    if not any(mark in line for mark in _OPENERS):
        return False  # perf31: no quotation can open on the line
    for q in _QUOTED.finditer(line):
        if q.start() <= start and end <= q.end():
            if tool and (line[q.start()] == "`" or not _ATTACK_EXAMPLE.search(line, 0, q.start())):
                return False
            outside = line[: q.start()] + line[q.end() :]
            return bool(_MENTION.search(outside)) and not any(
                _screen_views(outside, len(outside), structural=False)
            )
    return False


def _clean(text: str, /, *, classify: bool = True) -> bool:
    """Whether the lexicons and (``classify``) the classifier find nothing in ``text`` (a line's
    unquoted part)."""
    view = folded(text)
    if any(_screen_views(text, len(text), structural=False)):
        return False
    if any(_structure(view, len(text))) or any(_acts(view, len(text))):
        return False
    return not classify or classifier.classify(view.text) is None


def screen_text(
    text: str,
    *,
    decode: bool = True,
    classes: bool = True,
    classes_from: Callable[[], Lined | None] | None = None,
) -> list[Match]:
    """Injection matches of a text (offsets into ``text``), at most one per family and line
    (``classes``: with the order classes of ``injection_classes.py``; off when they screen a
    rewritten line again). ``classes_from`` gives ``order_classes(text)`` computed elsewhere
    (None: computed here), read when the stage is reached."""
    if decode and classes:
        fresh()  # a screen's own answers only (per_call.py); a line screened again keeps them
    starts = [0, *(k + 1 for k in newlines(text))]
    lines = text.split("\n")
    found: dict[tuple[int, str], Match] = {}

    def line_of(offset: int) -> int:
        return bisect_right(starts, offset) - 1

    def add(matches: Iterator[Match]) -> None:
        for match in matches:
            n = line_of(match.start)
            while (
                n + 1 < len(lines)
                and match.end > starts[n + 1]
                and not any(c.isalnum() for c in text[match.start : starts[n + 1]])
            ):  # a match whose part on its first line is only marks and spaces (a `§` line
                # before a role label, read by a rule's leading `\W*`) belongs to the next line
                n += 1
                match = Match(match.family, starts[n], match.end, match.how)
            key = (n, match.family)
            if key in found:
                continue
            if _mentioned(
                lines[n], match.start - starts[n], match.end - starts[n], tool=match.family == TOOL
            ):  # a quoted phrase may be an example (a command in backticks is still run)
                continue
            if explained(
                match.family, lines[n], match.start - starts[n], match.end - starts[n], _clean
            ):  # a fact, talk about an attack, a note, a report (injection_readings.py)
                continue
            found[key] = Match(match.family, match.start, min(match.end, starts[n] + len(lines[n])))

    # The lexicons first; the structural scorer then only scores the lines they left clean, and
    # the classifier the lines every rule left clean.
    view = folded(text)
    undisguised = undisguise(view)
    words = Words(view.text)
    add(
        _screen_views(
            text, len(text), structural=False, base=view, undisguised=undisguised, base_words=words
        )
    )
    add(_structure(view, len(text), skip={n for n, _ in found}, words=words))
    add(_acts(view, len(text), skip={n for n, _ in found}, words=words))
    add(injection_waivers.matches(view, len(text), {n for n, _ in found}, words))  # fix25i
    add(injection_pretexts.matches(view, len(text), {n for n, _ in found}, words))  # fix27p
    add(_keyed(lines, starts, skip={n for n, _ in found}))
    add(disguised(view, undisguised, len(text), {n for n, _ in found}, line_of))
    # operational orders last: a line another stage names keeps its name (fix27i)
    add(injection_ops.matches(view, len(text), {n for n, _ in found}, words))
    if classes:
        skip = {n for n, _ in found}
        given = None if classes_from is None else classes_from()
        if given is None:
            add(m for _, m in _classes(view, len(text), skip, words))  # inj33
        else:  # the same matches, found meanwhile in the worker (perf31)
            add(m for n, m in given if n not in skip)
        add(injection_wide_sends.matches(text, view, len(text), {n for n, _ in found}))  # inj25a
    # the classifier after every rule: a line a rule names keeps the rule's family and span
    # (session 17: the retrained model reaches lines the order classes name more precisely)
    add(_classified(view, len(text), skip={n for n, _ in found}))
    if decode:
        hit_lines = {n for n, _ in found}
        for n in sorted(payload_lines(text, line_of) - hit_lines):
            line = lines[n]
            label: bool | None = None  # whether the line names its encoding, once needed
            for payload in payloads(line):
                guessed = payload.how in ("rot13", "reversed")  # not a decoding: a reading
                if guessed and not english_like(payload.text):
                    label = labelled(line) if label is None else label
                    if not label:
                        continue
                for m in _screen_views(payload.text, len(payload.text)):
                    found.setdefault(
                        (n, m.family),
                        Match(
                            m.family,
                            starts[n] + payload.start,
                            starts[n] + payload.end,
                            payload.how,
                        ),
                    )
                if any(k[0] == n for k in found):
                    break
                decoded = folded(payload.text).text
                if classes:
                    for family, _, _ in injection_classes.score_line(decoded, lambda _: None):
                        # the order classes on the decoded text (inj33)
                        found[(n, family)] = Match(
                            family, starts[n] + payload.start, starts[n] + payload.end, payload.how
                        )
                if not guessed and not any(k[0] == n for k in found):
                    family = encoded_send(decoded)  # inj30a: a send order hidden in hex/base64
                    if family is not None:
                        found[(n, family)] = Match(
                            family, starts[n] + payload.start, starts[n] + payload.end, payload.how
                        )
                if not any(k[0] == n for k in found) and (
                    not guessed or classifier.reads_as_words(decoded)
                ):
                    verdict = classifier.classify(decoded)
                    if verdict is not None:
                        found[(n, verdict.family)] = Match(
                            verdict.family,
                            starts[n] + payload.start,
                            starts[n] + payload.end,
                            payload.how,
                        )
                if any(k[0] == n for k in found):
                    break
    return sorted(found.values(), key=lambda m: (m.start, m.end, m.family))


def screen_line(line: str, *, decode: bool = True) -> list[Match]:
    """Injection matches of one line."""
    return screen_text(line, decode=decode)
