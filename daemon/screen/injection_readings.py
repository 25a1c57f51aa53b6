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

from .injection_advice import advised
from .injection_attack_drill import drill_talk
from .injection_attack_talk import attack_talk
from .injection_defences import defended
from .injection_desk_advice import desk_advice
from .injection_discussion import discussed
from .injection_facts import documented
from .injection_guard_rules import guarded
from .injection_incidents import Clean, Reading, forbidden_send, quoted_incident
from .injection_key_notes import listed_key
from .injection_key_records import recorded_key
from .injection_mentions import business_detail, template_part
from .injection_notes import described
from .injection_quoted_notes import fake_marker, quoted_note, quoted_talk
from .injection_reports import reported
from .injection_team_rules import (
    debated,
    held_until_confirmed,
    identity_or_login,
    sender_address,
)
from .injection_topics import named_topic


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


def explained(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """Whether a match of ``family`` at ``[start, end)`` of ``line`` is not an order: the first of
    ``READINGS`` that explains it decides."""
    return any(reading(family, line, start, end, clean) for reading in READINGS)
