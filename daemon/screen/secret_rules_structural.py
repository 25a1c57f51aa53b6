"""Structural credential rules (pure data; split from ``secret_rules`` in session 26, helper
ref26): URLs and connection strings with a password, Basic auth, cookies and session ids, key
bodies, CLI password flags, Oracle ``user/password@host``, random literals passed to a call.

Patterns run on the NFKC text with its case. A pattern's group ``v`` (when present) is the
secret value: it is judged (placeholder, entropy) before the rule reports. Rules without a
literal start register their substrings with ``secret_rules.has_gate`` (``secret_gate``).
"""

from __future__ import annotations

import re
from typing import Final

from .secret_gate import (
    before_last,
    run_before_each,
    run_start_before,
    run_start_before_each,
    word_run_before,
)
from .secret_rules import KNOWN_PREFIXES, Rule, has_gate, keep_gate

_ID_CHARS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
_LONG_TAIL: Final = re.compile(r"[\-_.](?=[A-Za-z0-9][A-Za-z0-9_\-]{15})")
"""A separator before 16 token characters: where a known prefix may end."""


def _spaced_slash_next(text: str, start: int) -> bool:
    """The first ``/`` from ``start`` has white space on both sides: ``login-password``'s
    ``user / password`` slash is its first (nothing before it in a match holds one)."""
    q = text.find("/", start)
    return q > 0 and text[q - 1].isspace() and text[q + 1 : q + 2].isspace()


_USERINFO_URL: Final = has_gate(
    re.compile(
        r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://(?P<u>[^\s/:@]{0,64}(?:@[\w\-]+(?:\.[\w\-]+)+)?)"
        r":(?P<v>[^\s/]{3,})@[^\s/:@]+"
    ),
    "://",
    reach=21,  # the scheme: 2-21 characters
)
"""``scheme://user:password@host`` and ``redis://:password@host``."""

STRUCTURAL: Final[tuple[Rule, ...]] = (
    ("url-credentials", _USERINFO_URL),
    (
        "secret-assignment",
        re.compile(
            r"(?i:\b(?:password|pwd|accountkey|sharedaccesskey|sharedsecret))=(?P<v>[^;&\s'\"]{6,})"
        ),
    ),
    (
        "mysql-password-flag",
        re.compile(
            r"\bmysql(?:dump|admin|sh|import)?\b[^\n]*?(?:\s-p|\s--password=)(?P<v>'[^']+'|\"[^\"]+\""
            r"|[^\s'\"-][^\s]*)"
        ),
    ),
    (
        "cli-user-password",
        has_gate(
            re.compile(
                r"(?:\s|^)(?:-u|--user=?|--http-user=?\S*\s+--http-password=?)\s*['\"]?"
                r"(?:[^\s:'\"]+:)?(?P<v>[^\s'\"@]+(?:@(?![\w\-]+[.:])[^\s'\"@]+)*)"
            ),
            "-u",
            "--user",
            "--http-user",
            reach=1,  # after a space or at the start
        ),
    ),
    (
        "cli-password-flag",
        re.compile(
            r"\b(?:docker|podman|helm|skopeo)\s+(?:registry\s+)?login\b[^\n]*?\s(?:-p|--password)[\s=]"
            r"['\"]?(?P<v>[^\s'\"]+)|--http-password=(?P<w>\S+)"
        ),
    ),
    ("basic-auth", re.compile(r"(?i:\bbasic)\s+(?P<b>[A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])")),
    ("docker-auth", re.compile(r"\"auth\"\s*:\s*\"(?P<b>[A-Za-z0-9+/]{8,}={0,2})\"")),
    ("netrc-password", re.compile(r"\bmachine\s+\S+\s+login\s+\S+\s+password\s+(?P<v>\S+)")),
    (
        "pgpass-line",
        has_gate(
            re.compile(
                r"(?<![\w:/.])(?:[\w.\-*]+):(?:\d{2,5}|\*):[\w.\-*]+:[\w.\-*]+:(?P<v>[^\s:'\"]{4,})(?!\S)"
            ),
            ":",
            # host (a run of [\w.\-*], no colon) then ``:port:``
            starts=run_before_each(re.compile(r"(?=:(?:\d{2,5}|\*):)"), "_.-*"),
        ),
    ),
    (
        "secret-assignment",
        re.compile(
            r"(?i:<(?:password|passwd|secret|token|api[_\-]?key|apikey|client[_\-]?secret)>)"
            r"(?P<v>[^<\s]{6,})</"
        ),
    ),
    ("bearer-token", re.compile(r"(?i:\bbearer)\s+(?P<v>[A-Za-z0-9\-._~+/]{20,}=*)")),
    (  # Splunk HEC: Authorization: Splunk <uuid>, "HEC token for X: Splunk <uuid>"
        "bearer-token",
        re.compile(
            r"(?i:\bauthorization\s*:\s*splunk|\b(?:token|key)\b[^\n]{0,60}?[:=]\s*splunk)"
            r"\s+(?P<strong>[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}"
            r"-[0-9A-Fa-f]{12})\b"
        ),
    ),
    (  # a session cookie: PHPSESSID=…, JSESSIONID=…, connect.sid=…
        "secret-assignment",
        has_gate(  # every cookie name holds one of these (the pattern is case-sensitive)
            re.compile(
                r"\b(?:PHPSESSID|JSESSIONID|ASP\.NET_SessionId|connect\.sid|laravel_session"
                r"|sessionid|_session_id|user_session|_gh_sess|__Host-[\w\-]*session\w*"
                r"|[a-z]\w*_(?:session|sess)|remember_\w+_token|session_token)"
                r"=(?P<rv>[A-Za-z0-9%._\-]{20,})"
            ),
            "sess",
            "SESS",
            "Sess",
            "connect.sid",
            "remember_",
        ),
    ),
    (
        "cli-password-flag",
        has_gate(
            re.compile(r"(?:^|\s)-[wpPa]\s*['\"]?(?P<short>[^\s'\"]{16,})"),
            "-w",
            "-p",
            "-P",
            "-a",
            reach=1,  # after a space or at the start
        ),
    ),
    (
        "prefixed-token",
        has_gate(
            re.compile(
                r"(?<![A-Za-z0-9_\-])(?P<pfx>[a-z][a-z0-9]{1,11}(?:_[a-z0-9]{2,11}){0,2})_"
                r"(?P<short>[A-Za-z0-9][A-Za-z0-9_\-]{29,})(?![A-Za-z0-9_\-])"
            ),
            "_",
            # the lookbehind: a match starts the whole [A-Za-z0-9_\-] run around its "_"
            starts=run_start_before("_", _ID_CHARS),
        ),
    ),
    (
        "prefixed-token",
        has_gate(
            re.compile(
                r"(?<![A-Za-z0-9_\-.])(?P<pfx>" + KNOWN_PREFIXES + r")[\-_.]"
                r"(?P<short>[A-Za-z0-9][A-Za-z0-9_\-]{15,})(?![A-Za-z0-9_\-+/=])"
            ),
            "-",
            "_",
            ".",
            # the lookbehind: a match starts the [A-Za-z0-9_\-.] run around its separator, and
            # every known prefix is made of those characters
            starts=run_start_before_each(_LONG_TAIL, _ID_CHARS + "."),
        ),
    ),
    (
        "login-password",
        keep_gate(
            re.compile(
                r"(?i:\b(?:login|log\s+in|sign\s+in|cred(?:ential)?s?|account|portal|user(?:name)?)\b)"
                r"[^\n/]{0,60}?[\w.+\-]+(?:@[\w.\-]+)?\s+/\s+(?P<v>[^\s\"'`,;)/]{8,})"
            ),
            _spaced_slash_next,
        ),
    ),
    (
        "cli-token",
        re.compile(
            r"(?i:\b(?:login|auth|authenticate|--token|--api-key|--apikey|--auth-token"
            r"|--access-token|--secret|--password))[\s=]+(?:--?[\w\-]+\s+)*['\"]?"
            r"(?P<v>[A-Za-z0-9_\-.+/]{16,})"
        ),
    ),
)

_SECRET_FLAG_NAME = (
    r"(?:pass(?:word|wd|phrase|out|in)?|pwd|secret|token|api[_\-]?key|apikey|auth[_\-]?(?:key|token)"
    r"|access[_\-]?key|account[_\-]?key|license[_\-]?key|storepass|keypass|credentials?)"
)
_PASSWORD_TOOLS = (
    r"sshpass|redis-cli|cqlsh|mongo(?:sh|dump|restore|import|export)?|snowsql|sqlcmd|bcp|isql"
    r"|vsql|clickhouse-client|ldap[a-z]+|zip|unzip|7za?|rar|smbclient|rabbitmqadmin|influx"
)
"""Command-line tools whose short flag (``-p``, ``-P``, ``-w``, ``-a``) takes a password."""

STRUCTURAL_CLI: Final[tuple[Rule, ...]] = (
    (
        "cli-password-flag",
        re.compile(
            r"-(?<![^\s]-)-?[a-z0-9_\-]*?(?i:" + _SECRET_FLAG_NAME + r")[=\s]+"
            r"['\"]?(?:pass:)?(?P<v>[^\s'\"]{6,})"
        ),
    ),
    (
        "cli-password-flag",
        re.compile(
            r"\b(?:" + _PASSWORD_TOOLS + r")\b[^\n|;&]*?\s(?:-[pPwak]|--pass(?:word)?|--pwd)"
            r"(?:[\s=]+|(?=['\"]))['\"]?(?P<v>[^\s'\"]+)"
        ),
    ),
    (
        "cli-password-flag",
        re.compile(
            r"\bhtpasswd\s+-\w*b\w*(?:\s+-\w+)*\s+\S+\s+\S+\s+['\"]?(?P<v>[^\s'\"]+)"
            r"|\bredis-cli\b[^\n|;&]*?\bAUTH\s+(?:\S+\s+)?['\"]?(?P<w>[^\s'\"]+)"
        ),
    ),
    (
        "cli-password-flag",
        re.compile(r"\bsmbclient\b[^\n|;&]*?\s-U\s*['\"]?[^\s%'\"]+%(?P<v>[^\s'\"]+)"),
    ),
    (  # sshpass's password glued to its flag (``sshpass -pS3cret rsync …``; session 24)
        "cli-password-flag",
        re.compile(r"\bsshpass\s+(?:-(?:e|[df]\s*\S+)\s+)*-p(?P<v>[^\s'\"\-<$][^\s'\"]{3,})"),
    ),
    (
        "url-credentials",
        re.compile(
            r"(?:\b(?:sqlplus|rman|expdp|impdp|sqlldr|connect)\s+|jdbc:oracle:\w+:)"
            r"['\"]?[A-Za-z_][\w$#]{0,30}/(?P<v>[^\s/@'\"]{4,})@"
        ),
    ),
    (
        "url-credentials",
        has_gate(re.compile(r"\b[A-Za-z_][\w$#]{0,30}/(?P<v>[^\s/@'\"]{4,})@//[\w.\-]+"), "@//"),
    ),
    (
        "basic-auth",
        re.compile(
            r"(?i:auth)\w*\s*[=(]\s*[(\[]?\s*[\"'][^\"'\s]{1,64}[\"']\s*,\s*"
            r"[\"'](?P<v>[^\"'\s]{6,})[\"']"
        ),
    ),
    (
        "secret-assignment",
        re.compile(
            r"\b(?:ENV|setx|set(?:\s+-[a-zA-Z]+)?)\s+[A-Za-z0-9_]*(?i:pass(?:word|wd)?|pwd|secret"
            r"|token|key)[A-Za-z0-9_]*\s+['\"]?(?P<v>[^\s'\"=]+)['\"]?(?:\s|$)"
        ),
    ),
    (
        "totp-seed",
        re.compile(
            r"(?i:\b(?:totp|otp|2fa|mfa|authenticator|setup\s+key|seed|secret))[^\n]{0,40}?"
            r"(?<![A-Z2-7])(?P<v>[A-Z2-7]{4}(?:[ \-][A-Z2-7]{4}){3,7}(?:[ \-][A-Z2-7]{1,4})?)"
            r"(?![A-Za-z0-9])"
        ),
    ),
    (
        "cli-password-flag",
        re.compile(
            r"\becho\s+(?:-n\s+)?['\"]?(?P<v>[^\s'\"|]{6,})['\"]?\s*\|\s*(?:sudo\s+)?[\w\-]+"
            r"(?:\s+[^\s|]+)*?\s+(?:--password-stdin|--with-token|--token-stdin|--stdin)\b"
        ),
    ),
    (
        "password-stdin",
        re.compile(
            r"\b(?:echo|printf)\s+(?:-[neE]+\s+)?(?:['\"]%s[^'\"]{0,4}['\"]\s+)?['\"]?"
            r"(?P<v>[^\s'\"|]{6,})['\"]?\s*\|\s*(?:sudo\s+(?:-[\w\-]+\s+)*-S\b"
            r"|(?:sudo\s+)?(?:chpasswd|kinit|passwd\s+--stdin|openssl\b[^|\n]*\s-pass(?:in)?\s+stdin"
            r"|cryptsetup\b|gpg\b[^|\n]*--passphrase-fd\s+0|p4\b[^|\n]{0,120}?\slogin\b"
            r"|smbpasswd\b[^|\n]{0,40}?\s-s\b|htpasswd\b[^|\n]{0,40}?\s-i\b))"
        ),
    ),
    (
        "mnemonic",
        re.compile(
            r"(?:(?i:\b(?:seed|recovery|mnemonic|secret\s+recovery|backup|wallet|storage)[\s\-]+"
            r"(?:phrase|words)|\b(?:12|15|18|21|24|twelve|twenty[\s\-]four)[\s\-]words?\b"
            r"|\b(?:ledger|trezor|metamask|electrum|exodus|phantom|keystone|cold[\s\-]storage)\b"
            r"|\bmnemonic|\bfrase\s+(?:semilla|de\s+recuperaci[oó]n"
            r"|de\s+recupera[cç][aã]o|mnem[oô]nica)|\bphrase\s+de\s+r[ée]cup[ée]ration"
            r"|wiederherstellungsphrase|мнемоническ\w+\s+фраз\w*|сид[\s\-]?фраз\w*)\b"
            r"|助记词|助記詞|ニーモニック|シードフレーズ|복구\s*구문|시드\s*구문|니모닉)"
            r"[^\n]{0,60}?(?P<m>\b[a-z]{3,8}(?:\s+[a-z]{3,8}){11,23}\b)"
        ),
    ),
    (
        "recovery-codes",
        re.compile(
            r"(?:(?i:\b(?:recovery|backup|2fa|mfa|one[ \-]?time|emergency|scratch)[\s\-]+codes?\b"
            r"|wiederherstellungscodes?|c[oó]digos\s+de\s+(?:recuperaci[oó]n|respaldo"
            r"|recupera[cç][aã]o|backup)|codes\s+de\s+(?:r[ée]cup[ée]ration|secours)"
            r"|(?:коды|кодов)\s+восстановления|резервные\s+коды)"
            r"|恢复码|备用码|リカバリーコード|バックアップコード|복구\s*코드)"
            r"[^\n]{0,60}?(?P<codes>(?<![\w\-])(?=[A-Za-z\-]*\d)[A-Za-z0-9]{4,16}(?:-[A-Za-z0-9]{4,16}){0,7}"
            r"(?:[\s,;]+(?:(?=[A-Za-z\-]*\d)[A-Za-z0-9]{4,16}(?:-[A-Za-z0-9]{4,16}){0,7}"
            r"|[a-z]{5}-[a-z]{5}(?=[\s,;]|$)))*)(?![\w\-])"
        ),
    ),
    (
        "key-bytes",
        re.compile(
            r"(?i:keypair|key[\s_\-]?pair|id\.json|wallet|secret[\s_\-]?key|private[\s_\-]?key"
            r"|signing[\s_\-]?key|\.config/solana)[^\n]{0,60}?"
            r"(?P<bytes>\[\s*(?:\d{1,3}\s*,\s*){15,}(?:\d{1,3}\s*\]|(?:\d{1,3}\s*,?\s*)?(?:\.\.\.|…)))"
        ),
    ),
    (
        "host-credentials",
        has_gate(
            re.compile(
                r"(?<![\w/:.@%\-])(?!(?i:e-?mail|mail|contact|support|from|to|cc|bcc|reply-to"
                r"|author|owner|maintainer|sender|admin-email):)"
                r"[A-Za-z_][\w.\-]{0,30}:(?P<v>[^\s:@/'\"]{6,})"
                r"@(?:\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z][\w\-]*(?:\.[\w\-]+)+)(?![\w\-])"
            ),
            "@",
            starts=before_last("@", ":", 31),  # name (1-31, no colon) : value (no colon) @
        ),
    ),
    (
        "private-key-body",
        re.compile(r"(?<![A-Za-z0-9+/])(?P<pem>LS0tLS1CRUdJTi[A-Za-z0-9+/]{30,}={0,2})"),
    ),
    (
        "secret-literal",
        has_gate(
            re.compile(
                r"(?<![\w.])(?P<call>[A-Za-z_][\w.]*)\(\s*(?:[^()\n]{0,80}?,\s*)?"
                r"(?:[A-Za-z_]\w*\s*=\s*)?[\"'](?P<lit>[A-Za-z0-9+/_\-.~]{24,}={0,2})[\"']"
            ),
            "(",
            starts=word_run_before("("),  # the call's name: a whole run of [\w.] before "("
        ),
    ),
)
"""Password flags of command lines (any flag named for a secret, the short flags of tools that
take a password), Oracle ``user/password@host``, a base64-encoded PEM private key, and a random
string literal passed to a call (``cohere.Client("…")``)."""
