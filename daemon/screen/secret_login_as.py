"""Passwords handed over in login sentences, PINs and passphrases (pure): classes that held-out
rounds 31/32 and probe sec33 (session 12) found missing.

- ``log in as <user> with <pw>`` and its kin (``sign in as … using``, ``se connecter en tant
  que … avec``, ``log in als … met``, ``přihlas se jako … s heslem``, ``kirjaudu käyttäjänä …
  salasanalla``), on a line that speaks of logging in; Turkish puts the password first
  (``<user> kullanıcısıyla <pw> şifresiyle``);
- ``use <pw> for the … login`` (``account``, ``portal``, ``wifi``…);
- a PIN, PUK or door/safe code given with a connector (``The PIN for the door is 810521``,
  ``PIN 码是 2441``, ``暗証番号は 5666``, ``ПИН-код от сейфа: 3514``): 4-8 digits that no unit,
  date or decimal continues;
- a passphrase after its name or after a verb that opens something with it, quoted (``the
  passphrase for the GPG key is "kettle quartz meadow fiddle 88"``, ``s'ouvre avec la phrase
  « … »``) or written as a chosen password (``Парольная фраза … — Mañana-Tormenta-Faro-41``).

Every value must read as a chosen password (``chosen_password``), a PIN (digits only) or, in
quotes after a passphrase word, three words or more with nothing that names where it is kept.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_context import Covered, never
from .secret_needles import has_any
from .secret_terse_logins import chosen_password

_VALUE: Final = (
    r"['\"`«“„]?\s?(?P<v>[^\s\"'`,;()«»“”„]{6,64}?)\s?['\"`»”“]?"
    r"(?=$|[\s,;)]|[.!?。](?:\s|$))"
)
_PW_WORD: Final = (
    r"(?:pass(?:word)?|pw|mot\s+de\s+passe|mdp|wachtwoord|passwort|kennwort|contraseña|clave"
    r"|senha|heslem|hasłem|salasanalla|lösenordet|lösenord|passordet|паролем|kata\s+sandi"
    r"|mật\s+khẩu|parola|la\s+password)"
)
_LOGIN_AS: Final = re.compile(
    r"(?i:\b(?:as|als|en\s+tant\s+que|como|come|jako|som|sebagai|под|olarak|käyttäjänä)"
    r"\s+(?:(?:user|utilisateur|usuario|usuário|Benutzer|gebruiker|użytkownik)\s+)?"
    r"(?P<u>[\w.@\-]{2,40})\s+"
    r"(?:(?:with|using|avec|met|mit|con|com|s|z|med|dengan|с|and)\s+"
    r"(?:(?:the|la|le|el|het|das|dem|a|o|de)\s+)?(?:" + _PW_WORD + r"\s*:?\s+)?"
    r"|" + _PW_WORD + r"\s+))" + _VALUE
)
_LOGIN_CONTEXT: Final = re.compile(
    r"(?i:\b(?:log(?:ged)?[\s\-]?(?:in|on)|login|sign(?:ed)?[\s\-]?(?:in|on)|connect|ssh"
    r"|authenticat\w*|anmeld\w*|meld\w*|einlog\w*|connect\w*|connexion|inlog\w*|entra\w*|entre|ingres\w*"
    r"|acced\w*|přihl\w*|kirjaudu\w*|giriş|zaloguj\w*|masuk|đăng\s+nhập|войд\w*|зайд\w*"
    r"|заход\w*|logga|admin\w*|panel|portal|console)\b)"
)
_LOGIN_NEEDLES: Final = (
    "log", "sign", "conn", "ssh", "auth", "meld", "einlog", "inlog", "entr", "ingres",
    "acced", "přihl", "kirjaudu", "giriş", "zalog", "masuk", "đăng", "войд", "зайд", "заход",
    "admin", "panel", "portal", "console",
)  # fmt: skip
_TURKISH: Final = re.compile(
    r"(?<!\S)['\"`]?(?P<v>[^\s\"'`,;()]{6,64}?)['\"`]?\s+(?i:şifresiyle|şifreyle|şifresi\s+ile"
    r"|parolasıyla|parolayla|parolası\s+ile)(?!\w)"
)
_USE_FOR: Final = re.compile(
    r"(?i:\b(?:use|utilise[rz]?|usa|usar|nutze|verwende|gebruik)\s+)"
    r"['\"`]?(?P<v>[^\s\"'`,;()]{6,64})['\"`]?"
    r"\s+(?i:for|as|pour|comme|para|como|für|als|voor|per)\s+[^\n.;]{0,50}?"
    r"\b(?i:log-?in|sign-?in|account|compte|cuenta|conta|Konto|portal|portail|portale|admin"
    r"|console|wi-?fi|vpn|router|laptop|mailbox|sso)\b"
)

_USE_NEEDLES: Final = ("use", "utilis", "usa", "nutze", "verwende", "gebruik")
_AS_NEEDLES: Final = (
    "as", "als", "en tant", "como", "come", "jako", "som", "sebagai", "под", "olarak", "käyttäjänä",
)  # fmt: skip

_PIN_WORD: Final = (
    r"(?:(?-i:(?<![A-Za-z])PIN(?![A-Za-z])|\bPin(?=[\s\-]?(?:code|Code|number|nummer|kod|код))"
    r"|(?<![A-Za-z])PUK(?![A-Za-z]))"
    r"|\bпин(?:-код)?\b|\bПИН(?:-код)?|\bpincode\b|\bpinkode\b|\bkod\s+PIN\b"
    r"|\b(?:door|gate|alarm|safe|locker|keypad|lockbox)\s+code\b|\bTürcode\b|\bTorcode\b"
    r"|\bcode\s+(?:de\s+la\s+porte|du\s+portail|de\s+l['’]alarme)\b"
    r"|\bc[oó]digo\s+(?:de\s+la\s+puerta|do\s+port[aã]o|da\s+porta|de\s+la\s+alarma)\b"
    r"|暗証番号|门禁码|門禁碼|门禁密码|ドアコード|핀\s*번호|비밀\s*번호)"
)
_PIN: Final = re.compile(
    r"(?i:" + _PIN_WORD + r"(?!\s*(?:pad|entry|length|policy|reset|retr\w*|rules?|fields?"
    r"|prompts?|changes?|lock\w*))"
    r"[^\n.;:：=!?]{0,50}?"
    r"(?:\s+(?:is|ist|es|est|é|è|er|är|lautet|это|jest|is\s+now|is\s+still)\s+"
    r"|\s*[:=：]\s*|\s*(?:码是|碼是|是|は|는|은|—|–|->)\s*))"
    r"['\"`«“]?(?P<v>\d{4,8})['\"`»”]?"
    r"(?![\d.,:/\-]\d|\w|\s*(?i:digits?|chiffres|Stellen|Ziffern|cifras|d[ií]gitos|位|桁|자리"
    r"|characters?|caract\w+|Zeichen|attempts?|tries|times|x\b|%|ms\b|min|sec\w*|Versuche"
    r"|intentos|tentatives|€|\$|eur|usd|kb|mb|px))"
)
_PIN_WORDED: Final = re.compile(
    r"(?:(?i:\b(?:with|using|mit|avec|con|com|and|und|et|y|e)\s+(?:(?:the|its|a|der|le|el|o)\s+)?)"
    r"(?-i:PIN|PUK)\s+|(?-i:\bPIN\b|\bPUK\b)(?:\s+(?:is|ist|es|est|é|lautet)\s+|\s*[:=]\s*))['\"`]?"
    r"(?P<v>[^\s\"'`,;()]{8,64}?)['\"`]?(?=$|[\s,;)]|[.!?。](?:\s|$))"
)
"""``certificate … with PIN Tundra#55nimbus?``: a PIN that is a chosen password."""
_ACCOUNT_LABEL: Final = re.compile(
    r"(?i:\b(?:webmail|e-?mail|mailbox|wi-?fi|wlan|router|vpn|nas|kiosk|laptop|voicemail"
    r"|intranet|extranet|portal|admin\s+panel)\b)[^\n:=]{0,60}?:\s*['\"`]?"
    r"(?P<v>[^\s\"'`,;()]{8,64}?)['\"`]?(?=$|[\s,;)]|[.!?。](?:\s|$))"
)
"""``Webmail for chairs@…: Whc41#vsi6UxE=48``, ``Wi-Fi in the lab (SSID …): Basalt#Comet7085``."""
_PINNED_DIGEST: Final = re.compile(
    r"(?i:\b(?:spki|hpkp|pin-sha256|(?:tls|ssl|cert(?:ificate)?|public[\s\-]key|key)\s+pins?"
    r"|fingerprints?|sha-?256|sha-?1|sha-?512|md5|checksums?|digests?)\b)"
)
"""A label that names its value a certificate pin or a digest (``Our public TLS pin (SPKI
sha256) for the portal: 7Rlw…=``): public by design, not the account's password."""
_ACCOUNT_NEEDLES: Final = (
    "webmail", "e-mail", "email", "mailbox", "wi", "wlan", "router", "vpn", "nas", "kiosk",
    "laptop", "voicemail", "intranet", "extranet", "portal", "admin",
)  # fmt: skip
_SYMBOL: Final = re.compile(r"[!#$%&*+=?@^~]")
_SETTING: Final = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+=[^=]*")
"""A setting assigned after the label (``returns portal: RETURN_WINDOW_DAYS=30``): a snake-case
name, so the ``=`` is the assignment's, not a symbol of a chosen password."""
_SECRET_NAME: Final = re.compile(r"(?i:pass|pwd|secret|token|key|cred|auth|pin)")
_EMAIL: Final = re.compile(r"[^@\s]+@[\w\-]+(?:\.[\w\-]+)+")
_PIN_NEEDLES: Final = (
    "pin", "puk", "пин", "kod", "door", "gate", "alarm", "safe", "locker", "keypad", "lockbox",
    "türcode", "torcode", "code", "códi", "codi", "暗証", "门禁", "門禁", "ドア", "핀", "비밀",
)  # fmt: skip

_PHRASE_WORD: Final = (
    r"(?:pass[\s\-]?phrase|phrase\s+(?:secr[eè]te|de\s+passe)"
    r"|frase\s+(?:de\s+contrase[ñn]a|secreta|de\s+paso|de\s+acceso|segreta|d['’]accesso|senha)"
    r"|frase-senha|passwortsatz|kennsatz|adgangss[æa]tning\w*|l[öo]senfras\w*|wachtwoordzin"
    r"|fraza\s+(?:has[łl]a|dost[eę]pu)|парольн\w+\s+фраз\w+|кодов\w+\s+фраз\w+|パスフレーズ"
    r"|密码短语|口令短语|암호\s*문구|패스프레이즈|salasanalause|heslov[aá]\s+fr[aá]ze"
    r"|(?:opens|unlocks)\s+with|s['’]ouvre\s+avec|se\s+d[ée]verrouille\s+avec|se\s+abre\s+con"
    r"|abre\s+com|[öo]ffnet\s+(?:sich\s+)?mit|l[äa]sst\s+sich\s+mit|si\s+apre\s+con"
    r"|otwiera\s+si[ęe]|открывается)"
)
_QUOTED_PHRASE: Final = re.compile(
    r"(?i:" + _PHRASE_WORD + r")[^\n\"“„«「『]{0,60}?"
    r"(?:\"(?P<a>[^\"\n]{8,80})\"|“(?P<b>[^”\n]{8,80})”|„(?P<c>[^“”\n]{8,80})[“”]"
    r"|«\s?(?P<d>[^»\n]{8,80}?)\s?»|「(?P<e>[^」\n]{8,80})」|『(?P<f>[^』\n]{8,80})』"
    r"|(?<=\s)'(?P<g>[^'\n]{8,80})'(?!\w))"
)
_PLAIN_PHRASE: Final = re.compile(
    r"(?i:" + _PHRASE_WORD + r")[^\n.;:\"“„«「『]{0,60}?"
    r"(?:\s+(?:is|ist|es|est|é|er|är|lautet|это|jest)\s+|\s*[:=：—–]\s*|\s*(?:是|は|는)\s*)"
    + _VALUE
)
_PHRASE_NEEDLES: Final = (
    "pass", "phrase", "frase", "kennsatz", "adgangs", "lösenfras", "losenfras", "wachtwoordzin",
    "fraza", "парольн", "кодов", "パスフレーズ", "密码短语", "口令短语", "암호", "패스프레이즈",
    "salasanalause", "heslov", "opens", "unlock", "s'ouvre", "s’ouvre", "se d", "se a", "abre",
    "öffnet", "offnet", "lässt", "lasst", "si a", "otwiera", "открыва",
)  # fmt: skip
"""Where a passphrase pattern can start (tried inside words too: CJK has no spaces)."""
_OPENER: Final = re.compile(
    r"(?i:\b(?:opens|unlocks)\s+with|s['’]ouvre\s+avec|se\s+d[ée]verrouille\s+avec|se\s+abre\s+con"
    r"|abre\s+com|[öo]ffnet\s+(?:sich\s+)?mit|si\s+apre\s+con)"
    r"(?:\s+(?:the|la|le|el|a|o|der|dem|den|die|das|il)\s+"
    r"(?:phrase|passphrase|password|mot\s+de\s+passe|frase|contrase[ñn]a|senha|Passwort|Kennwort"
    r"|Passphrase|Satz|parola))?\s+" + _VALUE
)
_OPENER_NEEDLES: Final = (
    "opens", "unlock", "s'ouvre", "s’ouvre", "se d", "se a", "abre", "öffnet", "offnet", "si a",
)  # fmt: skip
_KEPT_AT: Final = re.compile(
    r"(?i:\b(?:your|enter|type|vault|keychain|1password|bitwarden|lastpass|keepass|manager"
    r"|stored|see|ask|from|prompt|example|e\.g|least|words?|characters?|long)\b"
    r"|[/\\<>{}|]|(?:^|\s)\$)"
)


_NOT_THE_VALUE: Final = re.compile(
    r"(?i:\b(?:must|should|needs?|has\s+to|have\s+to|required?|policy|rules?|like|such\s+as"
    r"|example|format|contains?|includes?|at\s+least|muss|soll|doit|debe|deve|должн\w*"
    r"|rollout|launch|deadline|release[ds]?|version|migration|since|until|years?|dates?"
    r"|expir\w*|length|count|limit|attempts|tries|retries|timeout|digits|hash\w*|digest"
    r"|checksum)\b|해시|哈希|ハッシュ|ダイジェスト)"
)
"""Words between a PIN or passphrase word and a value that make the value something else (a
rule for passphrases, the year of a rollout, the length of a PIN)."""


def _example_pin(value: str) -> bool:
    """``1234``, ``0000``, ``987654``: the digits of a documented example, not a PIN."""
    steps = {int(b) - int(a) for a, b in itertools.pairwise(value)}
    return len(steps) == 1 and steps <= {-1, 0, 1}


def _phrase_value(value: str) -> bool:
    """Three words or more (``kettle quartz meadow fiddle 88``) or a chosen password, with
    nothing in it that says where the passphrase is kept or that it is an example."""
    v = value.strip()
    if _KEPT_AT.search(v):
        return False
    return len(v.split()) >= 3 or chosen_password(v)


def _hit(lower: str, needles: tuple[str, ...]) -> bool:
    return has_any(lower, needles)


def login_as(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Passwords, PINs and passphrases in the sentence shapes of the module's docstring."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    if _hit(lower, _LOGIN_NEEDLES):
        for m in anchored(_LOGIN_AS, text, lower, _AS_NEEDLES):
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line = text[line_start : line_end if line_end != -1 else len(text)]
            if chosen_password(m["v"]) and _LOGIN_CONTEXT.search(line):
                found.append(("login-password", *m.span("v")))
    if "şifre" in lower or "parola" in lower:
        for m in _TURKISH.finditer(text):
            if chosen_password(m["v"]):
                found.append(("login-password", *m.span("v")))
    if _hit(lower, _USE_NEEDLES):
        for m in anchored(_USE_FOR, text, lower, _USE_NEEDLES):
            if _SYMBOL.search(m["v"]) and chosen_password(m["v"]):
                found.append(("password-in-prose", *m.span("v")))
    if _hit(lower, _PIN_NEEDLES):
        for m in anchored(_PIN, text, lower, _PIN_NEEDLES, inside_words=True):
            if not _example_pin(m["v"]) and not _NOT_THE_VALUE.search(
                text, m.start(), m.start("v")
            ):
                found.append(("pin-code", *m.span("v")))
        for m in _PIN_WORDED.finditer(text) if "PIN" in text or "PUK" in text else ():
            if chosen_password(m["v"]) and _SYMBOL.search(m["v"]):
                found.append(("pin-code", *m.span("v")))
    if _hit(lower, _ACCOUNT_NEEDLES):
        for m in anchored(_ACCOUNT_LABEL, text, lower, _ACCOUNT_NEEDLES):
            v = m["v"]
            if (
                not _EMAIL.fullmatch(v)
                and not (_SETTING.fullmatch(v) and not _SECRET_NAME.search(v.partition("=")[0]))
                and _SYMBOL.search(v)
                and chosen_password(v)
                and not _PINNED_DIGEST.search(
                    text, text.rfind("\n", 0, m.start()) + 1, m.start("v")
                )
            ):
                found.append(("password-in-prose", *m.span("v")))
    if _hit(lower, _PHRASE_NEEDLES):
        for m in anchored(_QUOTED_PHRASE, text, lower, _PHRASE_NEEDLES, inside_words=True):
            group = next(g for g in "abcdefg" if m[g] is not None)
            if _phrase_value(m[group]) and not _NOT_THE_VALUE.search(
                text, m.start(), m.start(group)
            ):
                found.append(("passphrase-in-prose", *m.span(group)))
        if _hit(lower, _OPENER_NEEDLES):
            for m in anchored(_OPENER, text, lower, _OPENER_NEEDLES, inside_words=True):
                if chosen_password(m["v"]) and not _KEPT_AT.search(m["v"]):
                    found.append(("passphrase-in-prose", *m.span("v")))
        for m in anchored(_PLAIN_PHRASE, text, lower, _PHRASE_NEEDLES, inside_words=True):
            if chosen_password(m["v"]) and not _KEPT_AT.search(m["v"]):
                found.append(("passphrase-in-prose", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
