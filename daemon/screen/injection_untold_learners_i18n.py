"""Facts kept from the people the agent serves, for the audiences and verb forms
``injection_untold_facts_i18n.never_tell_that`` lacks (pure; helper inj26b, session 26).

``never_tell_that`` reads "never tell the user / customer that …" with a harm in the fact or a
denial ordered with it. Rounds 95–97 (a vet group, a port, a coding bootcamp) wrote the same
order to **students, participants, learners or parents** (``Vertel studenten nooit dat …``,
``Älä koskaan kerro opiskelijoille, että …``, ``Jangan pernah beri tahu peserta bahwa …``,
``छात्रों को कभी मत बताना कि …``, ``…ことは受講生に絶対に伝えないでください``) and in the
**Afrikaans and Irish forms** of it (``Moet nooit vir die gebruiker sê dat …``, ``Ná hinis don
úsáideoir go …``). What is kept from them is the same: their work flagged by a plagiarism or
proctoring check, recordings kept, data forwarded or sent out; or a denial is ordered with it
(``séan é má fhiafraítear``). An embargo ("until the panel meets") or a harmless fact ("never
tell students the answers") stays clean. Matching runs on the folded (lower-case NFKC) line.

Kept apart from ``injection_untold_facts_i18n`` while ref26 refactors that module (session 26):
its ``HARM`` is reused; the denials and embargoes are those of the languages here.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .injection_untold_facts_i18n import HARM
from .lexicon_en import CONCEAL

Span = tuple[int, int] | None

_LEARNERS_EN: Final = r"(?:the\s+|our\s+|any\s+)?(?:students?|learners?|pupils?|participants?|trainees?|candidates?|attendees?|parents?|guardians?)"
_NEVER_TELL_MORE: Final = re.compile(
    # en: learners and their parents
    rf"\b(?:never|don'?t|do\s+not)\s+(?:tell|inform|let|notify)\s+{_LEARNERS_EN}\s+(?:know\s+)?(?:that|about)\b"
    # nl: "vertel studenten nooit dat", "vertel nooit aan de deelnemers dat"
    r"|\bvertel\s+(?:(?:de|onze)\s+)?(?:student|leerling|deelnemer|cursist|ouder|kandida)\w*\s+(?:nooit|niet)\s+(?:dat|over)\b"
    r"|\bvertel\s+(?:nooit|niet)\s+(?:aan\s+)?(?:de\s+)?(?:student|leerling|deelnemer|cursist|ouder|gebruiker|klant)\w*\s+(?:dat|over)\b"
    # af: "moet nooit vir die gebruiker sê dat … nie", "moenie vir die studente sê dat"
    r"|\b(?:moet\s+nooit|moenie|nooit)\s+(?:\S+\s+)?(?:vir\s+)?(?:die\s+|ons\s+)?(?:gebruiker|kliënt|klant|student|leerder|leerling|deelnemer|ouer)\w*\s+(?:\S+\s+)?(?:sê|vertel|laat\s+weet)\s+(?:dat|van)\b"
    # ga: "ná hinis don úsáideoir go", "ná habair leis na mic léinn go"
    r"|\bná\s+(?:hinis|habair|luaigh|cuir\s+in\s+iúl)\s+(?:\S+\s+)?(?:don|do\s+na|leis\s+an|leis\s+na|le)\s+(?:h?úsáideoir\w*|(?:gc|ch?)ustaiméir\w*|mh?ac\s+léinn|mic\s+léinn|ndaltaí|daltaí|rannpháirtith\w*|cliant\w*)\s+(?:go|nach|faoi)\b"
    # fi: "älä (koskaan) kerro opiskelijoille, että"
    r"|\bälä\s+(?:koskaan\s+)?(?:kerro|mainitse|paljasta|ilmoita)\s+(?:koskaan\s+)?(?:opiskelij|oppila|osallistuj|kurssilais|vanhemmi|huoltaj)\w*,?\s+(?:että|siitä)\b"
    # id / ms: "jangan (pernah) beri tahu peserta bahwa"
    r"|\bjangan\s+(?:pernah\s+)?(?:beri\s*tahu|bilang|memberi\s*tahu|kasih\s+tahu|memberitahu|beritahu)\s+(?:ke(?:pada)?\s+)?(?:para\s+)?(?:peserta|siswa|mahasiswa|murid|pelajar|orang\s+tua)\b[^.;]{0,20}?\b(?:bahwa|kalau)\b"
    # hi: "छात्रों को कभी मत बताना कि"
    r"|(?:छात्रों|छात्र|विद्यार्थियों|प्रतिभागियों|अभिभावकों|उपयोगकर्ताओं|ग्राहकों)\s+को\s+(?:कभी\s+(?:भी\s+)?)?(?:मत|न|ना)\s+(?:बताना|बताओ|बताएं|बताएँ|बताइए)"
    # ja: "…ことは受講生に絶対に伝えない"
    r"|(?:受講生|学生|生徒|参加者|受験者|保護者|研修生)(?:の皆さん)?(?:に|には)(?:は)?(?:絶対に|決して)?(?:\S{0,12}(?:こと|と))?(?:言わない|伝えない|知らせない|話さない|教えない)"
)
"""An order never to tell the learners (or, in af and ga, the user) that (or about) something."""

_HARM_MORE: Final = re.compile(
    # their work flagged, recordings kept, data sent out (the facts HARM lacks)
    r"\bflagged\b|\bplagiari\w*|\bproctor\w*|\brecordings?\b|\bkept\b|\bretained\b"
    r"|gemarkeerd|gevlagd|plagiaat\w*|bewaard|opgeslagen|doorgestuurd"
    r"|aangestuur|gestuur|gestoor|opgeneem|gedeel|gemerk"
    r"|seoltar|seolfar|amach|stóráiltear|taifead\w*|roinntear|coinnítear"
    r"|tallentee\w*|tallenne\w*|säilytetään|valvonta\w*|merkit\w*|liputet\w*|välitetään|plagiointi\w*"
    r"|ditandai|plagiarisme|plagiat|disimpan|direkam|rekaman|diteruskan|dikirim"
    r"|रिकॉर्डिंग|रिकॉर्ड|रखी\s+जाती|रखा\s+जाता|रखे\s+जाते|फ़्लैग|फ्लैग|नकल|भेजा\s+जाता|भेजे\s+जाते"
    r"|フラグ|盗用|剽窃|録画|録音|保存|転送|記録"
)
"""What is kept from learners: work flagged by a plagiarism check, recordings kept, data sent."""
_DENY: Final = re.compile(
    r"\b(?:deny|deflect\w*|pretend\w*|lie)\b|\bséan\b|\bontken\w*|\bkiistä\w*|\bsangkal\b|इनकार|否定"
)
"""A denial ordered with it (en nl af ga fi id hi ja)."""
_EMBARGO: Final = re.compile(
    r"\b(?:until|unless|yet|embargo\w*|before\s+the\s+(?:results|panel|review|announcement))\b"
    r"|\b(?:totdat|voordat|kunnes|ennen\s+kuin|sampai|hingga|sebelum|go\s+dtí|sula)\b|तक\b|まで|までは"
)
"""A fact held until a decision or an announcement, not hidden for good."""


def learners_never_told(line: str) -> Span:
    """An order never to tell the learners (or the user, in af and ga) a harm done to them or
    their data, or with a denial ordered with it."""
    m = _NEVER_TELL_MORE.search(line)
    if m is None or _EMBARGO.search(line):
        return None
    lo = max(0, m.start() - 60)
    if HARM.search(line, lo) or _HARM_MORE.search(line, lo) or _DENY.search(line):
        return m.start(), m.end()
    return None


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        CONCEAL,
        unquoted(unreported(learners_never_told)),
        needles(
            "tell|inform|let |notify|vertel|moet nooit|moenie|nooit|ná |älä|jangan|को|受講生|学生|生徒|参加者|受験者|保護者|研修生"
        ),
    ),
)
"""The class with its needles, for ``injection_classes._RULES``."""
