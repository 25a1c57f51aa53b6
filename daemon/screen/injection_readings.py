"""The readings that set a lexicon match aside as something other than an order (pure).

``injection.screen_text`` asks every match of every layer (lexicons, structural scorer, acts,
waivers, pretexts, settings, classifier, disguised views, operational orders, order classes)
whether one of these readings explains it, in this order, and drops it at the first that does:

1. ``documented`` (``injection_facts.py``, fix25i): a fact written down (a log prefix, chat
   tokens talked about, an official installer, a rule that restricts the agent);
2. ``discussed`` (``injection_discussion.py``, fp31i): talk about an attack, a URL template;
3. ``described`` (``injection_notes.py``, fp33i): an awareness note, an inbound webhook, a name
   template, a routine step;
4. ``reported`` (``injection_reports.py``, fp35): an incident report, a removed installer, a named
   tool's own confirmation flag, "stop and ask me";
5. ``quoted_incident`` and ``forbidden_send`` (``injection_incidents.py``, fp14): an incident
   note that quotes the attack and says how it ended, security advice that forbids a send;
6. ``template_part`` and ``business_detail`` (``injection_mentions.py``, fp14): chat-template
   markers talked about, a business detail kept from users;
7. ``quoted_note`` and ``fake_marker`` (``injection_quoted_notes.py``, fp15): an attack quoted in
   a note or a test case in some thirty languages, a fake role tag described in a test;
8. ``debated``, ``held_until_confirmed`` and ``sender_address`` (``injection_team_rules.py``,
   fp15): a reveal debated and decided against, news kept from customers until confirmed, a
   documented sender or report-to address, an ssh key flag or a URL login read as a send;
9. ``advised`` (``injection_advice.py``, fpsec16): least-privilege advice, an environment read
   found unset, a public deploy key added to a repository, a test set of attack strings with the
   expected behaviour, a refusal wanted, a self-copying text named a worm to reject;
10. ``defended`` (``injection_defences.py``, fpsec17): a defence against untrusted content, a
   test of the bot reported with its result, markup named as a data format, an API call
   documented with placeholder credentials;
11. ``named_topic`` (``injection_topics.py``, fpsec18): a heading naming a topic of notes, what a
   screen does with entries that try an attack, a wish to tell something when asked, a tag named
   as an element of a data format;
12. ``guarded`` (``injection_guard_rules.py``, fp22): a rule that forbids a risky act, advice
   that calls a thing secret and says why, a risky capability switched off as a defence;
13. ``listed_key`` (``injection_key_notes.py``, fp23): an own SSH public key listed with a note
   to add it to ``authorized_keys``;
14. ``quoted_talk`` (``injection_quoted_notes.py``, fp23b): an attack quoted in talk about it
   (seen in, planted by someone, kept inert by a defence, defined);
15. ``recorded_key`` (``injection_key_records.py``, fp24): a colleague's public key recorded with
   a note naming the ``authorized_keys`` it goes into (a place in words, or a label before it);
16. ``attack_talk`` (``injection_attack_talk.py``, fp24): attack classes listed as labels, planted
   instructions the model ignored, a quoted example to refuse, a tag named or shown as data;
17. ``desk_advice`` (``injection_desk_advice.py``, fp24): a person's desk-security habit ("lock
   your screen whenever you leave the desk");
18. ``drill_talk`` (``injection_attack_drill.py``, inj25d): how an attack is handled (attempts
   rejected, a drill nobody fell for, a risk named, a quoted attack to flag, a refusal, a report).

Every reading takes the match's family, its line, its span in the line and ``clean(text)``
(whether the screen finds nothing in ``text``, a line with the matched part blanked out;
``classify=False``: the rules only, not the linear classifier). A new
reading is one more entry of ``READINGS``.
"""

from __future__ import annotations

from typing import Final

from .injection_advice import ADVISED_GATE, advised
from .injection_attack_drill import DRILL_TALK_GATE, drill_talk
from .injection_attack_talk import ATTACK_TALK_GATE, attack_talk
from .injection_defences import DEFENDED_GATE, defended
from .injection_desk_advice import DESK_ADVICE_GATE, desk_advice
from .injection_discussion import DISCUSSED_GATE, discussed
from .injection_facts import DOCUMENTED_GATE, documented
from .injection_guard_rules import GUARDED_GATE, guarded
from .injection_incidents import (
    FORBIDDEN_SEND_GATE,
    QUOTED_INCIDENT_GATE,
    Clean,
    Reading,
    forbidden_send,
    quoted_incident,
)
from .injection_key_notes import LISTED_KEY_GATE, listed_key
from .injection_key_records import RECORDED_KEY_GATE, recorded_key
from .injection_mentions import (
    BUSINESS_DETAIL_GATE,
    TEMPLATE_PART_GATE,
    business_detail,
    template_part,
)
from .injection_notes import DESCRIBED_GATE, described
from .injection_quoted_notes import (
    FAKE_MARKER_GATE,
    QUOTED_NOTE_GATE,
    QUOTED_TALK_GATE,
    fake_marker,
    quoted_note,
    quoted_talk,
)
from .injection_reading_gates import Gate, Masks, Scan, lead, may
from .injection_reports import REPORTED_GATE, reported
from .injection_team_rules import (
    DEBATED_GATE,
    HELD_GATE,
    IDENTITY_GATE,
    SENDER_GATE,
    debated,
    held_until_confirmed,
    identity_or_login,
    sender_address,
)
from .injection_topics import NAMED_TOPIC_GATE, named_topic
from .lexicon_en import FAMILIES


def _documented(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    del clean  # a fact is read from the line alone
    return documented(family, line, start, end)


READINGS: Final[tuple[Reading, ...]] = (
    _documented,
    discussed,
    described,
    reported,
    quoted_incident,  # fp14
    forbidden_send,  # fp14
    template_part,  # fp14
    business_detail,  # fp14
    quoted_note,  # fp15
    fake_marker,  # fp15
    debated,  # fp15
    held_until_confirmed,  # fp15
    sender_address,  # fp15
    identity_or_login,  # fp15
    advised,  # fpsec16
    defended,  # fpsec17
    named_topic,  # fpsec18
    guarded,  # fp22
    listed_key,  # fp23
    quoted_talk,  # fp23b
    recorded_key,  # fp24
    attack_talk,  # fp24
    desk_advice,  # fp24
    drill_talk,  # inj25d
)


GATES: Final[tuple[Gate, ...]] = (
    DOCUMENTED_GATE,
    DISCUSSED_GATE,
    DESCRIBED_GATE,
    REPORTED_GATE,
    QUOTED_INCIDENT_GATE,
    FORBIDDEN_SEND_GATE,
    TEMPLATE_PART_GATE,
    BUSINESS_DETAIL_GATE,
    QUOTED_NOTE_GATE,
    FAKE_MARKER_GATE,
    DEBATED_GATE,
    HELD_GATE,
    SENDER_GATE,
    IDENTITY_GATE,
    ADVISED_GATE,
    DEFENDED_GATE,
    NAMED_TOPIC_GATE,
    GUARDED_GATE,
    LISTED_KEY_GATE,
    QUOTED_TALK_GATE,
    RECORDED_KEY_GATE,
    ATTACK_TALK_GATE,
    DESK_ADVICE_GATE,
    DRILL_TALK_GATE,
)
"""Each reading's gate, in the order of ``READINGS`` (``injection_reading_gates.py``, perf31)."""
SCAN: Final = Scan(GATES)
BY_FAMILY: Final[dict[str, tuple[tuple[Reading, Masks, int], ...]]] = {
    family: tuple(
        (reading, paths, 0 if paths is None else lead(paths))
        for reading, gate in zip(READINGS, GATES, strict=True)
        if (paths := gate.paths(family)) is None or paths
    )
    for family in FAMILIES
}
"""Per family, the readings that may answer True for it, each with its paths and their lead
(perf31)."""
_UNGATED: Final = tuple((reading, None, 0) for reading in READINGS)


def explained(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """Whether a match of ``family`` at ``[start, end)`` of ``line`` is not an order: the first of
    ``READINGS`` that explains it decides (perf31: a reading whose gate is closed on the line
    cannot, and is skipped)."""
    held = SCAN.held(line)
    for reading, paths, first in BY_FAMILY.get(family, _UNGATED):
        if paths is not None and held is not None and not (held & first and may(paths, held)):
            continue  # the reading cannot explain the match on this line
        if reading(family, line, start, end, clean):
            return True
    return False
