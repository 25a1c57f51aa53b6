"""Credential rules for passwords given by their position, not by a name (pure data): admin
command lines whose grammar takes a password argument, calls whose signature does, and config
files whose format does (round 17's classes, generalised).

Group names as in ``secret_rules_named``: ``v`` a password a person chose or a random value
(judged by ``human_password`` too), ``strong`` anything but a placeholder, ``rv`` random only.
"""

from __future__ import annotations

import re
from typing import Final

from .secret_rules import Rule, has_gate

_Q = r"['\"]"
_USER_THEN_PASSWORD: Final = (
    _Q + r"[^'\"\n]+" + _Q + r"\s*,\s*" + _Q + r"-?(?P<v>[^'\"\n\s]{6,})" + _Q
)
"""A call's quoted user, then its quoted password (the value), as in ``("app", "pw")``."""
_ARG = r"(?:'[^'\n]*'|\"[^\"\n]*\"|[^\s'\"]+)"
"""One shell argument, quoted or not."""

POSITIONAL: Final[tuple[Rule, ...]] = (
    (  # rabbitmqctl add_user <user> <pw>; htpasswd -b <file> <user> <pw>; ipmitool
        "cli-password-flag",
        re.compile(
            r"\b(?:rabbitmqctl\s+(?:add_user|change_password)\s+"
            + _ARG
            + r"|htpasswd\s+-[a-zA-Z]*b[a-zA-Z]*\s+(?:-\S+\s+)*"
            + _ARG
            + r"\s+"
            + _ARG
            + r"|ipmitool\s+[^\n|;&]{0,80}?\buser\s+set\s+password\s+\d+"
            + r"|(?:asadmin|kadmin|smbpasswd|chpasswd|vncpasswd)\b[^\n|;&]{0,40}?\s-(?:a|pw)"
            + r"|wpa_passphrase\s+"
            + _ARG
            + r"|steamcmd\b[^\n|;&]{0,60}?\+login\s+"
            + _ARG
            + r"(?=\s+['\"]?[^\s+'\"])"
            + r")\s+['\"]?(?P<v>[^\s'\"]{6,})"
        ),
    ),
    (  # ConvertTo-SecureString 'pw' -AsPlainText; -String "pw" -AsPlainText -Force
        "cli-password-flag",
        re.compile(
            r"(?i:\bConvertTo-SecureString)\s+(?:-String\s+)?"
            + _Q
            + r"(?P<v>[^'\"\n]{6,})"
            + _Q
            + r"(?=[^\n]{0,20}?(?i:-AsPlainText))"
        ),
    ),
    (  # expect scripts: expect "assword:" … send "pw\r"
        "password-in-prose",
        has_gate(
            re.compile(
                r"(?i:pass(?:word|phrase)?|assword)[^\n]{0,40}?\bsend\s+(?:--\s+)?\""
                r"(?P<v>[^\"\s\\]{6,})(?=[\\\"\s])"
            ),
            "send",
        ),
    ),
    (  # smtp.PlainAuth("", user, pw, host); NetworkCredential("user", "pw"); HTTPBasicAuth
        "secret-assignment",
        re.compile(
            r"\b(?:PlainAuth\(\s*" + _Q + r"[^'\"\n]*" + _Q + r"\s*,\s*"
            r"|(?:NetworkCredential|PasswordAuthentication|HTTPBasicAuth|HTTPDigestAuth|BasicAuth"
            r"|UsernamePasswordCredentials|SetBasicAuth|basic_auth|NewStaticCredentials)\(\s*"
            r"|\bauth\s*=\s*\(\s*)" + _USER_THEN_PASSWORD
        ),
    ),
    (  # DriverManager.getConnection(url, user, pw); new PDO(dsn, user, pw); mysqli_connect(host, …)
        "secret-assignment",
        re.compile(
            r"(?:\bgetConnection|\bnew\s+PDO|\bmysqli_connect|\bnew\s+mysqli|\bpg_connect|\bDBI->connect)"
            r"\(\s*" + _Q + r"[^'\"\n]*" + _Q + r"\s*,\s*" + _USER_THEN_PASSWORD
        ),
    ),
    (  # Go's mysql DSN: "user:pw@tcp(host:3306)/db", "user:pw@unix(/run/mysqld.sock)/db"
        "url-credentials",
        has_gate(
            re.compile(r"[\"'`][\w.\-]{1,40}:(?P<v>[^\s'\"`@]{6,})@(?:tcp|unix|tcp6)\("),
            "@tcp(",
            "@unix(",
            "@tcp6(",
        ),
    ),
    (  # an env var named for a password before a command: PGPASSWORD=… pg_dump …
        "secret-assignment",
        has_gate(  # every name ends in one of these, then "="
            re.compile(
                r"(?<![\w$])(?:PGPASSWORD|MYSQL_PWD|REDISCLI_AUTH|SSHPASS|[A-Z][A-Z0-9_]*_(?:PASSWORD|SECRET|TOKEN))"
                r"=(?P<v>[^\s'\"`$]{6,})\s+(?:[A-Z][A-Z0-9_]*=\S+\s+)*[a-z][\w.\-]*\s"
            ),
            "PASSWORD=",
            "MYSQL_PWD=",
            "REDISCLI_AUTH=",
            "SSHPASS=",
            "_SECRET=",
            "_TOKEN=",
        ),
    ),
    (  # fish: set -x API_SECRET value; set -gx DB_PASSWORD 'value'
        "secret-assignment",
        has_gate(
            re.compile(
                r"\bset\s+-[a-zA-Z]*x[a-zA-Z]*\s+[A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|_KEY)"
                r"[A-Z0-9_]*\s+['\"]?(?P<v>[^\s'\"$]{6,})"
            ),
            "set ",
        ),
    ),
    (  # msmtprc / muttrc: password abcd efgh ijkl mnop (an app password's four groups)
        "password-in-prose",
        has_gate(
            re.compile(
                r"(?i:\b(?:password|passwd|pass)\b)\s+[\"']?"
                r"(?P<strong>[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})\b"
            ),
            "smtp",
            "SMTP",
            "msmtp",
            "mutt",
            "gmail",
            "Gmail",
        ),
    ),
    (  # pgbouncer userlist.txt: "user" "password" (md5…/SCRAM-SHA-256$… are hashes)
        "secret-assignment",
        has_gate(
            re.compile(
                r"(?i:userlist|auth_file)[^\n]{0,40}?\"[^\"\s]+\"\s+\""
                r"(?P<v>(?!md5[0-9a-f]{32}\"|SCRAM-SHA-256\$)[^\"\s]{6,})\""
            ),
            "userlist",
            "Userlist",
            "USERLIST",
            "auth_file",
            "AUTH_FILE",
        ),
    ),
    (  # postfix sasl_passwd: [smtp.host]:587 user@dom:password
        "secret-assignment",
        has_gate(
            re.compile(
                r"(?i:sasl_passwd|smtp_sasl|relayhost)[^\n]{0,60}?\[?[\w.\-]+\.[a-z]{2,}\]?"
                r"(?::\d+)?\s+[^\s:]+:(?P<strong>[^\s:]{6,})(?!\S)"
            ),
            "sasl",
            "SASL",
            "relayhost",
        ),
    ),
    (  # an auth-user-pass / credentials file pasted: user line, then the password line
        "password-in-prose",
        has_gate(
            re.compile(
                r"(?i:auth-user-pass|creds?|credentials?|login\.conf)\b[^\n]{0,60}?:\s*"
                r"[\w.@\-\\]+(?:\\n|\n|\s{2})\s*(?P<v>[^\s\\]{6,})\s*$"
            ),
            "auth-user-pass",
            "cred",
            "Cred",
            "CRED",
            "login.conf",
            "Login.conf",
            "LOGIN.CONF",
        ),
    ),
    (  # a password manager's CSV export row: name,url,username,password
        "password-in-prose",
        has_gate(
            re.compile(
                r"(?<![^\s:])[^,\n]{0,60},https?://[^,\s]+,[^,\n\s]{1,60},"
                r"(?P<v>[^,\s\"]{6,})(?=,|\s|$)"
            ),
            ",http",
        ),
    ),
    (  # pwdump / secretsdump: user:RID:LM:NT::: (pass-the-hash works with the NT hash)
        "ntlm-hash",
        has_gate(
            re.compile(
                r"(?<![\w$.\-])[\w$.\-\\]+:\d{3,6}:(?:[0-9a-fA-F]{32}):(?P<strong>[0-9a-fA-F]{32}):::"
            ),
            ":::",
        ),
    ),
    (  # a secret-named key holding a bytes literal of escapes (Flask: secret_key = b'\x87…')
        "secret-assignment",
        has_gate(
            re.compile(
                r"(?i:secret|key|token|pepper)\w*\s*[:=]\s*b?"
                + _Q
                + r"(?P<strong>(?:\\x[0-9a-fA-F]{2}){16,})"
                + _Q
            ),
            "\\x",
        ),
    ),
)
"""Passwords and keys given by their place in a command, a call or a file format."""
