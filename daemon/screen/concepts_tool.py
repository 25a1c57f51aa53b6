"""Concepts of tool hijack (pure data, ``concepts.py``): command shapes that fetch and run code,
force-push, open the firewall or approve without review.
"""

from __future__ import annotations

from .concept_union import any_of

_UNASKED = (
    r"(?:without\s+(?:asking|confirm\w*)|don't\s+(?:bother|ask)|no\s+need\s+to\s+(?:ask|confirm)|automatically"
    r"|silently|sin\s+(?:preguntar|confirmar)|no\s+preguntes|sem\s+(?:perguntar|confirmar)|não\s+pergunte"
    r"|sans\s+(?:demander|confirmer)|ne\s+demande\s+pas|ohne\s+(?:zu\s+)?(?:fragen|nachzufragen|bestätigung)"
    r"|frag\s+nicht|(?:не\s+спрашива\w*|не\s+спросив|без\s+(?:вопросов|подтверждени\w*|спроса))"
    r"|不必询问|不必詢問|不要询问|不要詢問|无需询问|無需詢問|不用问|不用問|不用询问|别问|別問|聞かずに|確認せずに"
    r"|確認しない|尋ねない|묻지\s*(?:않|말)|확인\s*없이|물어보지\s*(?:않|말))"
)
"""Without asking the user, in the nine languages."""

_NOT_INTERNAL = (
    r"(?!(?:localhost|127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)"
    r"|[\w.-]+\.(?:local|internal|corp|lan|intranet|example)\b)"
)

TOOL_SHAPE = any_of(
    r"\b(?:pip3?|uv\s+pip|pipx|poetry|pipenv)\b[^\n]{0,120}?--(?:extra-)?index-url[=\s]+http://"
    + _NOT_INTERNAL,
    r"\b(?:npm|yarn|pnpm)\b[^\n]{0,60}?\bregistry[=\s]+http://" + _NOT_INTERNAL,
    r"\b(?:goproxy|pip_index_url|pip_extra_index_url|npm_config_registry)=http://" + _NOT_INTERNAL,
    r"\bgem\s+sources\s+(?:--add|-a)\s+http://" + _NOT_INTERNAL,
    r"\b(?:pip3?|uv\s+pip|pipx|poetry|pipenv)\b[^\n]{0,120}?--(?:extra-)?index-url[=\s]+https://"
    + _NOT_INTERNAL
    + r"(?=[^\n]*"
    + _UNASKED
    + r")",
    # a named package from an outside registry slipped into every install the agent suggests
    r"\b(?:npm|yarn|pnpm|pip3?|uv\s+pip)\s+(?:install|add|i)\s+[\w@][\w@/.\-]*\s+"
    r"--(?:registry|(?:extra-)?index-url)[=\s]+https?://"
    + _NOT_INTERNAL
    + r"[^\n]{0,60}\bto\s+(?:every|each|all)\b",
    r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|;\n]{1,160}\|\s*(?:sudo\s+)?"
    r"(?:ba|z|k|da)?sh\b",
    r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|;\n]{1,160}\|\s*(?:sudo\s+)?"
    r"(?:python\d?|node|iex|invoke-expression|perl|ruby)\b",
    r"\b(?:ba)?sh\s+-c\s+[\"']?\$\(\s*(?:curl|wget)\b",
    r"\bpowershell(?:\.exe)?\s+(?:-\w+\s+)*-(?:enc|encodedcommand|e)\s+[a-z0-9+/=]{16,}",
    r"\bgit\s+push\s+(?:(?:-f|--force)(?!-with-lease)\b[^;&|\n]{0,40}\b(?:main|master)\b"
    r"|[^;&|\n]{0,40}(?:-f|--force)(?!-with-lease)\b)(?=[^;&|\n]*\b(?:main|master)\b)",
    r"\bchmod\s+(?:-r\s+)?777\s+/(?:\s|$|[`'\"])",
    r">>\s*\S*authorized_keys\b",
    r"\b(?:curl|wget)\b[^\n]{0,80}\bchmod\s+\+x\b",
    r"\"(?:pre|post)install\"\s*:\s*\"[^\"]*\b(?:curl|wget)\b",
    r"\b(?:always|every)\b[^.]{0,60}--no-verify\b",
    r"\bos\.system\(\s*[\"'][^\"']*\b(?:curl|wget)\b",
    r"\bcore\.hookspath\s+/dev/null\b",
    r"\bgit\s+push\s+(?:-f|--force)\b(?!-with-lease)[^\n]{0,60}\b(?:automatically|without\s+(?:asking"
    r"|review|confirm\w*))",
    r"\b(?:approv|merg)\w*\b[^.;\n]{0,60}\bwithout\s+(?:reading|review\w*|looking|checking|testing)\b",
    r"\b(?:aprueba|fusiona|aprove|genehmige)\b[^.;\n]{0,60}\b(?:sin|sem|ohne)\s+(?:sie\s+)?(?:zu\s+)?(?:revisar\w*"
    r"|leer\w*|ler|lesen|prüfen)\b",
    r"不用看就批准|不看就(?:批准|合并)|読まずに(?:承認|マージ)|읽지\s*않고\s*(?:승인|병합)",
    r"\brm\s+-[a-z]*r[a-z]*\s+(?:--no-preserve-root\s+)?(?:/|~/?|\$home/?)(?:etc|var|usr|bin|boot|lib\w*|home|root|opt)?"
    r"/?(?![\w./-])(?=[^\n]*" + _UNASKED + r")",
    # the repository's history or a folder of the home directory deleted without asking
    r"\brm\s+-[a-z]*r[a-z]*\s+(?:\./)?(?:\.git|~/(?!\.cache\b|tmp\b|\.local/share/trash)[\w.-]+)/?(?![\w.-])"
    r"(?=[^\n]*" + _UNASKED + r")",
    # a script from an outside host run without asking
    r"(?:\b(?:script|installer|instalador|installateur|binary|binaire|binario|binário|installationsskript)"
    r"|скрипт)\w*(?:\s+(?:de|d'|of|für)\s*\w+)?\s+(?:from|de|des|del|do|da|von|vom|с|из)\s+(?:https?://)?"
    + _NOT_INTERNAL
    + r"[\w-]+(?:\.[\w-]+)+(?=[^\n]*"
    + _UNASKED
    + r")",
    r"\bgit\s+push\s+(?:-f|--force)\b(?!-with-lease)(?=[^\n]*(?:主分支|主干|メインブランチ|메인\s*브랜치|rama\s+principal"
    r"|branche\s+principale|hauptbranch|основн\w*\s+ветк\w*|branch\s+principal))(?=[^\n]*"
    + _UNASKED
    + r")",
    r"\bufw\s+disable\b|\biptables\s+-f\b|\bsetenforce\s+0\b|\bsystemctl\s+(?:stop|disable)\s+(?:firewalld|ufw"
    r"|apparmor|auditd)\b|\bset-mppreference\s+-disable\w+|\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b",
    r"\bgrant yourself\s+(?:\w+\s+){0,2}(?:approval|permission|access|sudo|root|admin)\b",
    r"\bgive yourself\s+(?:\w+\s+){0,2}(?:approval|permission|access|sudo|root|admin)\b",
    r"\b(?:execute|executes|run|runs)\s+(?:any|every|all|whatever)\s+(?:\w+\s+){0,2}commands?\s+"
    r"(?:it|you|they)\s+finds?\b",
)
