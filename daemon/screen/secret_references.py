"""Values that refer to a secret kept elsewhere instead of holding it (pure), in the syntaxes
the older placeholder judge does not read:

- token-replacement and build-variable markers: ``#{Name}#`` and ``#{Name}`` (Octopus, Azure
  DevOps token replacement), ``__Name__``, ``@name@`` (Maven/Ant filtering), ``$(Name)``
  (Azure Pipelines, MSBuild), ``%NAME%`` after a ``=`` the match kept, ``%(name)s`` (Python's
  %-formatting, ``alembic.ini``, ``configparser`` interpolation);
- a secret store named as the source: ``@keychain:NAME``, ``@env:NAME`` (Apple's altool), or
  an encrypted value the application decrypts (``ENC(…)``, Jasypt);
- a Windows account (``DOMAIN\\user``): the user of a ``-u`` flag, never its password;
- a file name where a flag's value was expected (``7za x -p backup.7z``: the flag prompts);
- an environment lookup in code: ``process.env.NAME``, ``import.meta.env.NAME``,
  ``os.environ["NAME"]``, ``os.getenv("NAME")``, ``ENV["NAME"]``, ``System.getenv("NAME")``, SAS
  ``%sysget(NAME)``, R ``Sys.getenv("NAME")``, Perl ``$ENV{NAME}``, PowerShell ``$env:NAME``;
- a placeholder written in CamelCase or with a to-do word: ``YourAuthToken``,
  ``MyPasswordHere``, ``sk_live_REPLACE_ME``, ``TO_BE_SET``;
- a type a secret is declared as (pydantic ``SecretStr``/``SecretBytes``, ``SecretString``, an
  SSM ``SecureString`` parameter): what the value is, never the value.
"""

from __future__ import annotations

import re
from typing import Final

from .prefilter import LazyFoldGated

_REFERENCE: Final = re.compile(
    r"#\{[\w.\-: ]+\}#?|__[A-Za-z][\w.]*__|@[A-Za-z][\w.\-]*@|\$\([\w.\-]+\)|%[A-Za-z_]\w*%"
    r"|%\([A-Za-z_]\w*(?:\)[sdr]?)?"  # (a rule's value may stop at the bracket)
    r"|@(?:keychain|env):[\w.\-]+|ENC\([^()\s]+\)?"
    r"|[A-Za-z][\w.\-]{0,30}\\[\w.\-]{1,40}\$?"
    r"|(?:Your|My|Enter|Insert|Paste)(?:[A-Z][a-z]+)+(?:Here)?\d?"
    r"|(?:process\.env|import\.meta\.env)(?:\.[A-Za-z_]\w*|\[[\"'][\w.\-]+[\"']\])"
    r"|(?:os\.environ(?:\.get)?|os\.getenv|ENV(?:\.fetch)?|System\.getenv|Deno\.env\.get"
    r"|Environment\.GetEnvironmentVariable|getenv|env)[\[(][\"'][\w.\-]+[\"'][\])]"
    r"|(?:Secret(?:Str|Bytes|String)|SecureString)\)?"
    r"|%sysget\(\w+\)?|%sysfunc\(sysget\(\w+\)\)|\$ENV\{[\"']?\w+[\"']?\}|\$env:\w+"
    r"|Sys\.getenv\([\"']\w+[\"']\)"
)
_FILE_NAME: Final = re.compile(
    r"[\w\-]+\.(?:7z|zip|rar|tar|t?gz|bz2|xz|zst|bak|sql|dump|csv|tsv|json|ya?ml|txt|pdf|iso|img"
    r"|bin|jar|war|p12|pfx|jks|keystore|pem|crt|cer|log|fdb|db|sqlite|parquet|h5|nc)"
)
_TODO_WORD: Final = re.compile(
    r"(?i:replace[_\-]?me|to[_\-]be[_\-](?:set|filled|replaced)|fill[_\-]?me[_\-]?in)"
)
_TODO_WORD_GATED: Final = LazyFoldGated(_TODO_WORD)


def reference(value: str) -> bool:
    """Whether a value is only a reference or a placeholder in one of the syntaxes above."""
    v = value.strip("\"'`=:;,")
    if _REFERENCE.fullmatch(v) is not None or _FILE_NAME.fullmatch(v) is not None:
        return True
    return _TODO_WORD_GATED.search(v) is not None


_PROMPTED: Final = re.compile(
    r"(?i:\b(?:prompts?|asks?|will\s+ask)\s+(?:you\s+)?for\s+(?:the\s+|a\s+|its\s+)?"
    r"(?:password|passphrase|pin|secret)\b|\(prompts?\))"
)


_ACCOUNT: Final = re.compile(r"[\w.\-]+(?:@[\w.\-]+)?")


def prompted_after(after: str, value: str) -> bool:
    """The words right after an account-shaped value (words, ``user@db``) say the command
    prompts for the password (``connect lims@PRD (it prompts for the password)``): the value is
    the login, not the secret."""
    return _ACCOUNT.fullmatch(value) is not None and _PROMPTED.search(after) is not None
