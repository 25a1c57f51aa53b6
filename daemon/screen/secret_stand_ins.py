"""Values that stand where a secret would but hold none (pure), read by ``secrets._disclaimed``
for every rule, by class:

- a PEM private-key header with no body, followed by a mark that the body was cut or is a
  placeholder (``-----BEGIN PRIVATE KEY----- ...snip...``, ``… [redacted]``, ``<your key>``);
- a BuildKit secret mount's spec (``docker build --secret id=npmrc,src=$HOME/.npmrc``,
  ``--mount=type=secret,id=aws,target=/root/.aws/credentials``, ``env=GH_TOKEN``): the name
  of a file or a variable the secret is read from;
- a file name with a script's, a config's or a document's extension (``Sync-Schedules.ps1``,
  ``deploy-prod.sh``) read as the value after a secret's name (``$env:PAGERDUTY_TOKEN must be set
  before running Sync-Schedules.ps1``);
- the name of an environment variable read as the value (``{password_env: SMTP_PASSWORD}``):
  capitals and underscores with a secret's word, where the secret is kept, not the secret;
- a test password in a URL to this machine (``redis://:testpass@127.0.0.1:6379/0``,
  ``postgres://app:devpass@localhost/app_test``): a throwaway fixture no other host accepts.
"""

from __future__ import annotations

import re
from typing import Final

_CUT_BODY: Final = re.compile(
    r"(?i:\s*(?:\\n)?\s*(?:\.{3}|…|[\[(<{]?\s*(?:snip(?:ped)?|redacted|truncated|omitted|elided"
    r"|placeholder|cut|your\b|the\s+key\b|key\s+(?:here|body)|rest\s+of)|<[^>\n]{1,40}>|X{4,}))"
)
_MOUNT_SPEC: Final = re.compile(
    r"(?:(?:type=secret|id=[\w.\-]+|(?:src|source|target|dst)=[\w$~{}./\-]+|env=[A-Za-z_]\w*"
    r"|required(?:=\w+)?|mode=\d+|uid=\d+|gid=\d+),?){1,6}"
)
_FILE_NAME: Final = re.compile(
    r"[A-Za-z][A-Za-z\-_]*(?:[.\-_][A-Za-z0-9]+)*\.(?:ps1|psm1|psd1|sh|bash|zsh|py|js|mjs|ts|rb|pl"
    r"|php|bat|cmd|exe|yml|yaml|json|toml|ini|cfg|conf|md|txt|csv|xml|sql|tf|tfvars|lock|log)"
)
_ENV_NAME: Final = re.compile(
    r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:PASSWORD|PASSWD|PASS|PWD|TOKEN|SECRET|API_KEY|KEY)(?:_\w+)?"
)
_LOOPBACK_AT: Final = re.compile(
    r"@(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)\b"
)
_TEST_PASSWORD: Final = re.compile(
    r"(?i:(?:test|dev|local|demo|sample|example|fixture)[\w\-]{0,10}"
    r"|[a-z]{0,10}(?:test|dev)(?:pass(?:word)?|pw|pwd|\d{1,4})?|changeme|password|secret|guest|pass)"
)


def stand_in(text: str, rule: str, start: int, end: int) -> bool:
    """Whether the value at ``[start, end)`` of ``text`` stands in for a secret (the classes
    of the module docstring)."""
    value = text[start:end]
    if rule == "private-key" and value.endswith("-----") and value.count("-----") == 2:
        return _CUT_BODY.match(text, end) is not None
    if "=" in value and _MOUNT_SPEC.fullmatch(value):
        before = text[max(0, start - 40) : start]
        if "--secret" in before or "type=secret" in before + value:
            return True
    if "." in value and _FILE_NAME.fullmatch(value):
        return True
    if "_" in value and _ENV_NAME.fullmatch(value.rstrip("}),;'\"`")):
        return True
    return (
        rule == "url-credentials"
        and _TEST_PASSWORD.fullmatch(value) is not None
        and _LOOPBACK_AT.match(text, end) is not None
    )
