"""Narrowed word groups for three rows of ``lexicon_i18n_aa_forms`` that flagged seen harmless
lines at the session-14 merge (left out then): Hebrew and Georgian override, Hindi concealment.

What the harmless lines lacked was an order to the agent:
- "the old deployment instructions are no longer valid; now we use GitHub Actions" (he), "the
  minister said the previous instructions no longer apply" (ka): a void + prior declaration
  about someone else's rules. The narrowed rows read void + prior only with a ``cue`` in the same
  sentence: the rules are the agent's own (yours, the assistant's, the system's, the ones you were
  given), or an order follows (from now on, obey/follow/do only, this note/file binds);
- an awareness note quoting "ignore the previous instructions" (he, ka): the imperative opener is
  not read right after a quotation mark;
- "don't tell the user whether the e-mail exists" (hi, an anti-enumeration rule): the concealed
  thing is a fact about an account, not the agent's own note or act. The narrowed ``this`` names
  this note/instruction/change, or a "that …" clause about what you did or sent (and not a
  "whether … or not").
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import CONCEAL, OVERRIDE
from .lexicon_i18n_aa_forms_sea import Group

_UNQUOTED: Final = "(?<![\"'\u201c\u201d\u201e\u00ab\u00bb\u05f4])"
"""Not right after a quotation mark (a quoted order is a report of one)."""

_HE_CUE: Final = (
    r"שלך|שלכם|שקיבלת\S*|שניתנו\s+לך|(?:של\s+)?(?:ה)?(?:עוזר|סוכן|בוט|מודל|מערכת)\b"
    r"|מעכשיו|מעתה|מהיום|(?:ו)?(?:בצע|פעל|ציית|יציית|תציית|תפעל|תבצע|פעלי|בצעי|צייתי)\S*"
    r"|(?:ה)?(?:רשומה|הערה|קובץ|פתק|שורה|שורות|הודעה|README)\S*\s+(?:ה)?(?:זו|זה|זאת|האלה|הזו|הזה|הזאת)"
    r"|כלשונ\S*"
)
"""An order to the agent next to a Hebrew void + prior declaration."""

_HE_IGNORE: Final = _UNQUOTED + r"(?:התעלם|שכח|להתעלם|לשכוח|לבטל|בטל)\S*"

_KA_CUE: Final = (
    r"შენ(?:ი|ს|მა|თვის)?\b|თქვენ(?:ი|ს|მა|თვის)?\b|ასისტენტ\S*|აგენტ\S*|ბოტ\S*"
    r"|ამიერიდან|დღეიდან|მიჰყევი|შეასრულე|დაემორჩილე|მიყევი"
    r"|(?:ეს|ამ)\s+(?:ჩანაწერ|ფაილ|შენიშვნ|მეხსიერებ)\S*"
)
"""An order to the agent next to a Georgian void + prior declaration."""

_KA_IGNORE: Final = _UNQUOTED + r"(?:უგულებელყავი|დაივიწყე|აღარ\s+გაითვალისწინო\S*)"

_HI_THIS: Final = (
    r"(?:इस|इन|यह|ये)\s+(?:\S+\s+)?(?:नोट|निर्देश|आदेश|हिदायत|मेमोरी|एंट्री|फ़ाइल|फाइल|लाइन"
    r"|पंक्ति|बदलाव|परिवर्तन|कमिट|स्क्रिप्ट)\S*|बदलाव\S*|परिवर्तन\S*"
    r"|कि\s+(?![^।\n]{0,80}\sया\s+नहीं)(?:\S+\s+){0,8}?"
    r"(?:तुमने|तूने|आपने|हमने|(?:भेज|अपलोड|बदल|हटा|जोड़|कॉपी|सर्वर)\S*)"
)
"""This note / these instructions / the changes, or a "that …" clause: you did, … was sent."""

NARROWED: Final[dict[tuple[str, str], dict[str, Group]]] = {
    (OVERRIDE, "he"): {"cue": _HE_CUE, "ignore": _HE_IGNORE},
    (OVERRIDE, "ka"): {"cue": _KA_CUE, "ignore": _KA_IGNORE},
    (CONCEAL, "hi"): {"this": _HI_THIS},
}
"""Group overrides of a (family, language) row; the row is rebuilt with them."""

CUED: Final = frozenset({("void", "prior")})
"""Forms that take the ``cue`` group as one more group when the language's narrowed groups give
one."""
