"""Passwords on command lines that no tool list names (pure):

- a user flag and a password flag of one command, in either order, whatever the tool
  (``hdbsql -u SYSTEM -p <pw>``, ``mosquitto_pub -u gw -P <pw>``, ``racadm -u root -p <pw>``,
  ``isql-fb -user SYSDBA -password <pw>``); a value that starts with ``$`` counts when the rest
  is random (``-p $nt9yrOn…``: no shell variable is named like that);
- a PIN flag with its digits (``pkcs11-tool --login --pin 12345678``, ``--so-pin``);
- a password handed over by process substitution or a here-string
  (``--key-file <(echo -n '<pw>')``, ``--vault-password-file <(echo <pw>)``, ``<<< '<pw>'``);
- an archiver's password glued to ``-p`` (``unrar x -p<pw>``, ``7z x -p<pw>``);
- positional passwords: ``net use Z: \\\\host\\share <pw> /user:…``, ``hdbuserstore SET <key>
  <host:port> <user> <pw>``, Teradata ``.logon host/user,<pw>``;
- a secret store written from the command line, where the secret's, the path's or the key's
  name says what it holds (password, token, PAT, key, HMAC, secret, credential):
  ``kubectl create secret generic sn-password --from-literal=value=<v>``, ``vault kv put
  secret/noc/smpp_password value=<v>``, ``gh secret set NPM_TOKEN --body <v>``, ``fly secrets
  set DB_PASSWORD=<v>``; and the cloud stores that name the secret by a flag, before or after
  its value (``aws ssm put-parameter --name /x/wandb_api_key --value <v>``, ``az keyvault
  secret set --name plaid-secret --value <v>``, ``aws secretsmanager create-secret --name
  x-token --secret-string <v>``, ``gcloud secrets versions add x-api-key``, ``op item create
  … password=<v>``): there any key material, hex of 20+ digits or a JWT counts.

The value must read as a chosen or generated password (``chosen_password``, ``human_password``,
``random_like``) and never be a reference (``$VAR``, ``%VAR%``, ``env:X``, ``@keychain:X``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_context import Covered, never
from .secret_needles import Started, has_any
from .secret_references import reference
from .secret_service_named import key_material
from .secret_terse_logins import chosen_password
from .secret_values import human_password, placeholder, random_like
from .secret_values_placeholders import variable

_SEGMENT: Final = r"[^\n|;&]"
_VALUE: Final = r"(?:'(?P<q>[^'\n]{4,64})'|\"(?P<d>[^\"\n]{4,64})\"|(?P<v>[^\s'\"]{4,64}))"
_USER_FLAG: Final = r"(?:-u|-U|--user(?:name)?|-user(?:name)?|-username|/u:|/user:)"
_PASSWORD_FLAG: Final = r"(?:-p|-P|-w|--pass(?:word)?|-pass(?:word)?|-pw|--pwd|/p:)"
_USER_THEN_PASSWORD: Final = re.compile(
    r"(?<![\w\-])" + _USER_FLAG + r"(?:[ \t]+|=|(?<=:))['\"]?[^\s'\"]{1,64}['\"]?"
    r"(?:[ \t]+(?!" + _PASSWORD_FLAG + r"[\s=])" + _SEGMENT + r"{0,80}?)??"
    r"[ \t]+" + _PASSWORD_FLAG + r"(?:[ \t]+|=|(?<=:))" + _VALUE
)
_PASSWORD_THEN_USER: Final = re.compile(
    r"(?<![\w\-])" + _PASSWORD_FLAG + r"(?:[ \t]+|=|(?<=:))" + _VALUE
    + r"(?=" + _SEGMENT + r"{0,80}?[ \t]" + _USER_FLAG + r"(?:[ \t]+|=|(?<=:))[^\s'\"-])"
)  # fmt: skip
_PIN_FLAG: Final = re.compile(
    r"(?<![\w\-])--?(?:so-|user-|new-|old-)?pin(?:[ \t]+|=)['\"]?(?P<v>\d{4,12})(?![\w:])"
)
_SUBSTITUTED: Final = re.compile(
    r"(?:<\(\s*(?:echo|printf)(?:\s+-[neE]+)?(?:\s+'%s')?\s+|<<<\s*)" + _VALUE
)
_FEEDS_SECRET: Final = re.compile(r"(?i:pass|key|secret|pin\b|cred|login|auth|unlock|luks|vault)")
_ARCHIVER: Final = re.compile(
    r"\b(?:un)?(?:rar|zip|7z|7za|7zr|arj)\b" + _SEGMENT + r"{0,60}?\s-p(?P<v>[^\s'\"]{6,64})"
)
_POSITIONAL: Final = (
    re.compile(r"(?i:\bnet\s+use\s+(?:[a-z]:\s+|\*\s+)?\\\\\S+\s+)" + _VALUE + r"(?=\s+/user:)"),
    re.compile(r"(?i:\bhdbuserstore\s+set\s+\S+\s+\S+:\d+\S*\s+\S+\s+)" + _VALUE),
    re.compile(r"(?i:\.logon\s+[\w.\-]+/[\w.\-$#]+,)" + _VALUE),
)
_RULES: Final = (
    (_USER_THEN_PASSWORD, ("-u", "--u", "/u")),
    (_PASSWORD_THEN_USER, ("-p", "-w", "--p", "/p")),
    (_SUBSTITUTED, ("<(", "<<<")),
    (_POSITIONAL[0], ("net",)),
    (_POSITIONAL[1], ("hdbuserstore",)),
    (_POSITIONAL[2], (".logon",)),
)
"""Each pattern with the (lower-cased) strings its matches start with."""
_PIN_NEEDLES: Final = tuple(
    d + s + "pin" for d in ("-", "--") for s in ("", "so-", "user-", "new-", "old-")
)
_ARCHIVER_NEEDLES: Final = ("rar", "unrar", "zip", "unzip", "7z", "arj")
_APP_PASSWORD: Final = re.compile(r"[a-z]{4}(?:-[a-z]{4}){3}")
"""An app-specific password (Apple, Google): four groups of four lower-case letters."""
_STRONG_SYMBOL: Final = re.compile(r"[!#$%&*+=@^~?]")
_REFERENCE: Final = re.compile(r"(?i:@?(?:env|file|fd|keychain|stdin)\b:?|%\w+%)")


_STORE_COMMAND: Final = re.compile(
    r"\b(?:kubectl|oc)\b[^\n|;&]{0,60}?\bcreate\s+secret\s+(?:generic|opaque)\s+(?P<n>[\w.\-]+)"
    r"|\b(?:vault\s+(?:kv\s+)?(?:put|write|patch)|(?:bao|openbao)\s+kv\s+put)\s+(?:-[\w\-]+(?:=\S+)?\s+)*"
    r"(?P<p>[\w./\-]+)"
    r"|\b(?:gh|glab)\s+(?:secret|variable)\s+set\s+(?P<g>[\w\-]+)"
    r"|\b(?:fly|flyctl|railway|doppler|heroku)\s+(?:secrets?\s+set|config:set|variables\s+set)"
)
"""A command that writes a secret store, with the secret's name or path."""
_STORE_COMMAND_STARTED: Final = Started(_STORE_COMMAND)
_STORE_VALUE: Final = re.compile(
    r"(?:--from-literal=(?P<k>[\w.\-]+)=|(?<=\s)(?P<a>[A-Za-z_][\w.\-]*)=|(?:-b|--body)\s+)"
    + _VALUE.replace("64}", "4000}")
)
_SECRET_NAME: Final = re.compile(
    r"(?i:pass|pwd|token|(?<![a-z])pat(?![a-z])|key|hmac|secret|cred|auth|(?<![a-z])psk"
    r"|(?<![a-z])(?:t|h)?otp(?![a-z])|(?<![a-z])(?:mfa|2fa)(?![a-z])|(?<![a-z])seed(?![a-z])"
    r"|mnemonic)"
)
_STORE_NEEDLES: Final = (
    "secret", "vault", "kv ", "secrets", "config:set", "variable", "put-parameter", "op item",
)  # fmt: skip
_FLAG_STORE: Final = re.compile(
    r"\b(?:aws\s+ssm\s+put-parameter|aws\s+secretsmanager\s+(?:create-secret|put-secret-value"
    r"|update-secret)|az\s+keyvault\s+(?:secret|key)\s+set|gcloud\s+secrets\s+(?:create"
    r"|versions\s+add)|op\s+item\s+(?:create|edit)|(?:doppler|infisical)\s+secrets\s+set"
    r"|scw\s+secret\s+(?:secret|version)\s+create|oci\s+vault\s+secret\s+create\w*"
    r"|ibmcloud\s+secrets-manager\s+secret-create)\b(?P<args>[^\n|;&]{1,4000})"
)
"""A cloud secret store or parameter store written by a command that names the secret by a flag
(``--name``, ``--secret-id``, ``--title``, ``--secret-name``) or its first word."""
_FLAG_STORE_STARTED: Final = Started(_FLAG_STORE)
_FLAG_NAME: Final = re.compile(
    r"(?:--(?:name|secret-id|secret-name|title|key)(?:=|\s+)|^\s+(?=[\w/]))['\"]?(?P<n>[\w./\-]+)"
)
_FLAG_VALUE: Final = re.compile(
    r"(?:--(?:value|secret-string|secret-value|payload|body|data)(?:=|\s+)"
    r"|(?<=\s)(?P<a>[A-Za-z_][\w.\-]*)(?:\[[\w\-]+\])?=)"
    r"(?:'(?P<q>[^'\n]{4,4000})'|\"(?P<d>[^\"\n]{4,4000})\"|(?P<v>[^\s'\"]{4,4000}))"
)
_HEX_KEY: Final = re.compile(r"[0-9a-fA-F]{20,}")
_JWT: Final = re.compile(r"eyJ[\w\-]{8,}\.[\w\-]{8,}\.[\w\-]{8,}")


def _stored(text: str) -> Iterator[tuple[int, int]]:
    """Values written by a secret store's command whose name says they are secret."""
    for c in _STORE_COMMAND_STARTED.finditer(text):
        name = c["n"] or (c["p"] or "").rsplit("/", 1)[-1] or c["g"] or ""  # not the mount
        end = text.find("\n", c.end())
        for m in _STORE_VALUE.finditer(text, c.end(), len(text) if end < 0 else end):
            key = m["k"] or m["a"] or ""
            span = _value(m)
            if span is None or not (_SECRET_NAME.search(name) or _SECRET_NAME.search(key)):
                continue
            v = text[span[0] : span[1]]
            if v.startswith(("$", "@", "<", "{")) or variable(v) or placeholder(v):
                continue  # --from-file, a shell variable, a template
            if len(v) >= 8 and (password(v) or random_like(v) or _mixed(v) or _JWT.fullmatch(v)):
                yield span


def _flag_stored(text: str) -> Iterator[tuple[int, int]]:
    """Values a cloud store's command writes under a name saying they are secret
    (``_FLAG_STORE``): the name may follow the value (``--value <v> --name x_token``)."""
    for c in _FLAG_STORE_STARTED.finditer(text):
        args, base = c["args"], c.start("args")
        named = _FLAG_NAME.search(args)
        name = (named["n"] if named else "").rsplit("/", 1)[-1]
        for m in _FLAG_VALUE.finditer(args):
            span = _value(m)
            if span is None or not (_SECRET_NAME.search(name) or _SECRET_NAME.search(m["a"] or "")):
                continue
            v = args[span[0] : span[1]]
            if v.startswith(("$", "@", "<", "{", "file:", "fileb:")) or variable(v):
                continue  # a shell variable, a file, a template
            if placeholder(v):
                continue
            if len(v) >= 8 and (
                password(v) or random_like(v) or _mixed(v) or key_material(v)
                or _HEX_KEY.fullmatch(v) is not None or _JWT.fullmatch(v) is not None
            ):  # fmt: skip
                yield base + span[0], base + span[1]


def _mixed(value: str) -> bool:
    """Letters of both cases and a digit (``IuQ2AeFI``): a generated password, not a word."""
    return (
        value.isalnum()
        and any(c.isupper() for c in value[1:])
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
    )


def _dollar_random(value: str) -> bool:
    """``$nt9yrOnPBK…``: a ``$`` before random characters is part of the password (a shell
    variable is named in words or upper case: ``$DB_PASS``, ``$cassandraPw``)."""
    rest = value[1:]
    return (
        value.startswith("$")
        and rest.isalnum()
        and any(c.isdigit() for c in rest)
        and any(c.isupper() for c in rest)
        and any(c.islower() for c in rest)
        and random_like(rest)
    )


def password(value: str) -> bool:
    """A literal password (chosen or generated), not a reference, a placeholder or a port."""
    if _dollar_random(value):
        return True
    if value.startswith("-") or value.isdigit():
        return False  # the next flag, a port or a number
    if variable(value) or placeholder(value) or reference(value):
        return False
    if _REFERENCE.match(value):
        return False
    if random_like(value) or _APP_PASSWORD.fullmatch(value):
        return True
    if not (chosen_password(value) or human_password(value)):
        return False
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    return mixed or _STRONG_SYMBOL.search(value) is not None  # not a queue: gpu-a100, long-q7


def _value(m: re.Match[str]) -> tuple[int, int] | None:
    for g in ("q", "d", "v"):
        if m.group(g) is not None:
            return m.span(g)
    return None


def cli_pairs(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Passwords in the command shapes listed in the module's docstring."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    for p, needles in _RULES:
        for m in anchored(p, text, lower, needles):
            before = max(0, m.start() - 80)
            if p is _SUBSTITUTED and not _FEEDS_SECRET.search(text, before, m.start()):
                continue  # base64 -d <<< '…': data, not a password fed to a command
            span = _value(m)
            if span is not None and password(text[span[0] : span[1]]):
                found.append(("cli-password-flag", *span))
    for m in anchored(_ARCHIVER, text, lower, _ARCHIVER_NEEDLES):
        if password(m.group("v")):
            found.append(("cli-password-flag", *m.span("v")))
    if "pin" in lower:
        for m in anchored(_PIN_FLAG, text, lower, _PIN_NEEDLES):
            if len(set(m.group("v"))) > 1:
                found.append(("cli-password-flag", *m.span("v")))
    if has_any(lower, _STORE_NEEDLES):
        found += [("secret-store-write", a, b) for a, b in _stored(text)]
        found += [("secret-store-write", a, b) for a, b in _flag_stored(text)]
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
