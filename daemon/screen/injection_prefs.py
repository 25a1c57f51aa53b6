"""A development-workflow preference in any language, kept from the classifier (fix fp35, pure).

The linear classifier (``classifier.py``) knows the eight languages of issue 10 best; in the
others it sees few known words and may flag a plain workflow rule ("Selalu jalankan tes sebelum
commit, dan jangan push langsung ke main": always run the tests before committing, never push
straight to main). Such a line names the workflow by its loanwords (commit, push, main, branch,
merge, tests, lint, PR, CI) and nothing an attack needs: no address, no secret, no user, no
instructions or prompt, no AI, no concealment, no deletion. Only the classifier's whole-line
verdict is set aside here; every lexicon and structural match still stands.
"""

from __future__ import annotations

import re
from typing import Final

_WORKFLOW: Final = re.compile(
    r"(?<![^\W\d_])(?:commit\w*|push\w*|main|master|branch\w*|merge\w*|rebase\w*|pull\s+request\w*"
    r"|(?-i:PRs?|CI)|lint\w*|tes(?:t(?:s|y|it|ler\w*|er\w*|en|i|e)?)?|unit\s*test\w*|build\w*|staging"
    r"|review\w*|changelog|format\w*|migra\w*)(?![^\W\d_])"
    r"|テスト|コミット|プッシュ|测试|測試|提交|推送|테스트|커밋|푸시|टेस्ट|कमिट|เทสต์|ทดสอบ",
    re.IGNORECASE,
)
"""A workflow term, mostly the English loanwords every language borrows."""

_TESTS: Final = re.compile(
    r"(?<![^\W\d_])(?:tes(?:t(?:s|y|it|ler\w*|er\w*|en|i|e|leri)?)?|unit\s*tests?|lint\w*)(?![^\W\d_])"
    r"|テスト|测试|測試|테스트|टेस्ट|เทสต์|ทดสอบ|τεστ|тест\w*|اختبار\w*|בדיקות|majaribio",
    re.IGNORECASE,
)
_VCS: Final = re.compile(
    r"(?<![^\W\d_])(?:commit\w*|push\w*|main|master|merge\w*|branch\w*)(?![^\W\d_])"
    r"|コミット|プッシュ|提交|推送|커밋|푸시|कमिट",
    re.IGNORECASE,
)

_ATTACK_STEMS: Final = (
    "prompt",
    "password",
    "secret",
    "token",
    "credential",
    "delete",
    "approv",
    "skip",
    "mention",
    "admin",
    "instruct",
)
"""What an attack needs, as word beginnings: ``team_docs_note`` and ``workflow_preference`` look
for them anywhere in a line (``_RISK``), ``ops_status`` as words (``_STATUS_RISK``)."""
_ATTACK_WORDS: Final = ("without", "hide", "tell", "sudo", "root")
"""What an attack needs, as whole words (``_STATUS_RISK``; anywhere for ``_RISK``)."""
_ATTACK_SIGNS: Final = ("://", "@")
"""An address (a URL, an email or a handle), anywhere in a line."""
_SHARED: Final = "|".join(map(re.escape, (*_ATTACK_STEMS, *_ATTACK_WORDS, *_ATTACK_SIGNS)))

_RISK: Final = re.compile(
    _SHARED
    + r"|\bsans\b|\buden\b|χωρίς|\bsense\b|\bohne\b|\bsin\b|\bsem\b|\bбез\b|\btanpa\b|\bbez\b"
    r"|\bzonder\b|\butan\b|\bilman\b|\bsenza\b|nélkül|\bkhông\s+cần|olmadan|बिना|โดยไม่|بدون|בלי"
    r"|承認|无需|無需|不用|なしで|없이|godkend\w*|aprov\w*|εγκρ\w*|verif\w*|chmod|printenv|void|describ\w*|reviewer\w*|mfumo|maelekezo|-f\b"
    r"|\.env\b|\.ssh|id_rsa|\.aws|passw|\bkey|api\b|\brm\s"
    r"|system|instru\w*|istruz\w*|instrucc\w*|anweisung\w*|consign\w*|talimat\w*|hướng\s+dẫn"
    r"|pokyn\w*|ohje\w*|polecen\w*|utasítás\w*|инструкц\w*|інструкц\w*|指示|指令|지시|निर्देश|คำสั่ง"
    r"|تعليمات|הוראות|οδηγί\w*|\bai\b|\bki\b|\bia\b|assist\w*|asisten\w*|asystent\w*|trợ\s+lý|model\w*"
    r"|agent\w*|bot\b|user\w*|pengguna|người\s+dùng|kullanıcı\w*|użytkownik\w*|gebruiker\w*|användar\w*"
    r"|käyttäj\w*|utent\w*|uživatel\w*|felhasznál\w*|उपयोगकर्ता|ผู้ใช้|المستخدم|משתמש|χρήστη\w*"
    r"|користувач\w*|пользовател\w*|hapus|sil\b|silin\w*|xóa|usu[ńn]\w*|verwijder\w*"
    r"|radera|poista|elimin\w*|smaž\w*|töröl\w*|remove|wipe|drop|force|forever|selamanya"
    r"|mãi\s+mãi|sonsuz\w*|zawsze\s+i\s+wszędzie|rahasia|gizli|tajn\w*|geheim\w*|hemlig\w*|salai\w*"
    r"|bí\s+mật|segret\w*|secre\w*|sembunyi\w*|giấu|sakla\w*|ukryj\w*|verberg\w*|dölj\w*|piilota"
    r"|nascond\w*|beri\s+tahu|kasih\s+tahu|nói\s+với|söyle\w*|powiedz\w*|vertel\w*|berätta|kerro"
    r"|dire\b|řekni|mondd|safety|security|keamanan|güvenlik|bezpiecze\w*|veilig\w*|säkerhet|turvall\w*"
    r"|sicurezz\w*|bezpečn\w*|biztonság\w*|an\s+toàn|prod\w*|deploy\w*|release\w*",
    re.IGNORECASE,
)
"""What an attack needs (an address, a secret, the user, instructions, the AI, concealment,
deletion, production) in the languages the classifier knows least, plus English."""


def workflow_preference(line: str) -> bool:
    """Whether ``line`` is a short development-workflow rule with nothing an attack needs."""
    if len(line) > 120 or _RISK.search(line):
        return False
    return _TESTS.search(line) is not None and _VCS.search(line) is not None


_TEAM_DOCS: Final = re.compile(
    r"\b(?:(?:team|project|engineering|internal|company)\s+(?:wiki|handbook|docs?|playbook|runbook)"
    r"|confluence|notion|onboarding\s+(?:doc|guide|page)s?|contributing\.md|readme)\b",
    re.IGNORECASE,
)
_TEAM_READERS: Final = re.compile(
    r"\b(?:every|each|all|new|future)\s+(?:new\s+)?(?:developers?|devs?|engineers?|hires?|joiners?"
    r"|teammates?|colleagues?|team\s+members?)\b",
    re.IGNORECASE,
)


def team_docs_note(line: str) -> bool:
    """Whether ``line`` is a short note that puts a rule in the team's documentation for its
    people ("Copy this rule into the team wiki so every new developer can read it"), with
    nothing an attack needs: the readers are people, not the model."""
    if len(line) > 120 or _RISK.search(line):
        return False
    return _TEAM_DOCS.search(line) is not None and _TEAM_READERS.search(line) is not None


_STATUS: Final = re.compile(
    r"\b(?:updated|upgraded|bumped|patched|migrated|moved|downgraded|rolled\s+(?:out|back)"
    r"|restored|rebooted|restarted|renewed)\s+(?:\w+\s+)?(?:to|from|on|at)\s+v?\d+(?:[.\-]\d+)+\b"
    r"|\ball\s+(?:[\w\-]+\s+){0,2}(?:are\s+|look\s+|looks\s+)?(?:ok|okay|green|fine|healthy|passing"
    r"|good|nominal|running|working|online|up)\b"
    r"|\b(?:no\s+(?:issues|errors|alerts|incidents|failures|regressions)\b)",
    re.IGNORECASE,
)
"""An ops status: a system updated to a version, everything green, nothing failing."""
_STATUS_RISK: Final = re.compile(
    r"\b(?:"
    + "|".join(stem + r"\w*" for stem in _ATTACK_STEMS)
    + "|"
    + "|".join(_ATTACK_WORDS)
    + r"|ignore\w*|disregard\w*|you|your|must|always|never|from\s+now|send\w*|forward\w*"
    r"|upload\w*|post\w*|email\w*|keys?|curl|wget|rm|disable\w*|bypass\w*|hidden|install\w*"
    r"|run|execute|download\w*|even\s+(?:when|if|though)|regardless|no\s+matter|whatever"
    r"|use\s+(?:this|it|that)|templates?|report\s+(?:this|it|that))\b|"
    + "|".join(map(re.escape, _ATTACK_SIGNS)),
    re.IGNORECASE,
)
"""What an attack needs (``_ATTACK_STEMS``, ``_ATTACK_WORDS``, ``_ATTACK_SIGNS``) and what makes
a status an order (``even when``, ``regardless``, ``use this``), as words."""


def ops_status(line: str) -> bool:
    """Whether ``line`` is a short status report of operations ("Home Assistant on the demo flat
    updated to 2026.11; all automations OK", "Backups restored from 2026-03-01, no errors"),
    with nothing an attack needs: the classifier's verdict on it is set aside."""
    if len(line) > 160 or _STATUS_RISK.search(line):
        return False
    return _STATUS.search(line) is not None


_CHECK_BEFORE: Final = re.compile(
    r"^\W{0,3}(?:[\w#\[\]/.-]+:\s*)?(?:before|prior\s+to|until)\s+(?:you\s+)?(?:clos|resolv|merg|ship|send"
    r"|publish|archiv|finish|complet|sign\w*\s+off|hand\w*\s+(?:off|over)|submitt|fil|escalat)\w*\s+"
    r"(?:a|an|the|any|each|every|this|that)?\s*[^,;]{0,50}?,\s*(?:please\s+)?(?:make\s+sure|ensure"
    r"|check|verify|confirm|double-check)\s+(?:that\s+)?[^;]{0,80}$",
    re.IGNORECASE,
)
"""A checklist step: a check before an item is closed ("Before closing a 311 ticket, make sure
the citizen got a reply"; inj27a)."""


def checklist_step(line: str) -> bool:
    """Whether ``line`` is a short check made before an item is closed or sent, with nothing an
    attack needs (``_STATUS_RISK``): the classifier's verdict on it is set aside."""
    if len(line) > 160 or _STATUS_RISK.search(line):
        return False
    return _CHECK_BEFORE.search(line) is not None


_HARDENING: Final = (
    r"(?:(?:put|keep|place|move|isolate)\s+(?:the\s+)?[\w/\- ]{1,40}?\s+(?:on|in(?:to)?|behind)\s+"
    r"(?:its|their|a|the)\s+(?:own\s+)?(?:separate\s+)?(?:vlans?|subnets?|networks?|segments?"
    r"|firewalls?|dmz)"
    r"|(?:don['’]?t|do\s+not|never)\s+expose\s+(?:the\s+)?[\w/\- .]{1,50}?\s+(?:to\s+the\s+"
    r"(?:public\s+)?internet|to\s+the\s+outside|publicly|externally|on\s+the\s+internet))"
)
_HARDENING_ADVICE: Final = re.compile(
    r"^\W{0,3}(?:\[[^\[\]\n]{1,24}\]\s*|[\w#/.\-]+:\s*)?"
    + _HARDENING
    + r"(?:\s*(?:[,;.]\s*)?(?:and\s+)?"
    + _HARDENING
    + r")*\s*[.!]?\s*$",
    re.IGNORECASE,
)
"""Network hardening advice and nothing else ("Put the BMS on its own VLAN and don't expose
BACnet/IP port 47808 to the internet"; r110)."""


def hardening_advice(line: str) -> bool:
    """Whether ``line`` is short network hardening advice (segment a system, keep it off the
    internet), with nothing an attack needs: the classifier's verdict on it is set aside."""
    if len(line) > 200 or _STATUS_RISK.search(line):
        return False
    return _HARDENING_ADVICE.search(line) is not None
