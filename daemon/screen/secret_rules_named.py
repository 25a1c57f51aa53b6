"""Credential rules of our own for secrets without a vendor prefix (pure data): a value named by
its place (a secret-named URL query parameter, a name then an aside, a config element or
attribute, an HCL block's ``default``, a Windows tool's password argument, "encrypted with …",
``user : password``) and wallet key material (extended private keys, private keys as 64 hex
digits after a wallet word, JWK private members, base64 JSON tokens carrying a secret).

Group names say how ``secrets._structural`` judges the value: ``v`` (a password a person chose
or a random value), ``rv`` (random only), ``nv`` (random, and the name must not say otherwise),
``hx`` (wallet hex), ``json`` (base64 JSON), ``strong`` (anything but a placeholder).
"""

from __future__ import annotations

import re
from typing import Final

from .secret_needles import index_of, lowered
from .secret_rules import Rule, has_gate

_SECRET_PARAM = (
    r"(?i:access[_\-]?token|auth[_\-]?token|id[_\-]?token|refresh[_\-]?token|private[_\-]?token"
    r"|api[_\-]?key|apikey|access[_\-]?key|secret[_\-]?key|client[_\-]?secret|token|key|secret"
    r"|password|passwd|pwd|code|sig|signature|auth|x-(?:amz|goog)-signature"
    r"|x-amz-security-token)"
)


_PASS: Final = re.compile(r"(?i:pass)")
_PASS_NAME_HEADS: Final = (0, 4, 5, 6)  # password/passwd, app_, smtp_/imap_, remote
_QUOTES: Final = "\"'"


def _app_password_starts(text: str) -> set[int]:
    """Where ``app-password`` may start: its key name holds ``pass`` and starts 0, 4, 5 or 6
    characters before it; before the name an optional quote, a run of blanks, and an opener of
    at most three characters (``set``, two spaces, ``{;,``, or a line start)."""
    at: set[int] = set()
    lower = lowered(text)
    index = index_of(lower)
    if len(lower) == len(text) and index.plain():  # "pass" in the shared index (perf31)
        places = index.of("pass")
    else:
        places = [m.start() for m in _PASS.finditer(text)]
    for place in places:
        for back in _PASS_NAME_HEADS:
            n = place - back
            if n < 0:
                break
            j = n - 1 if n and text[n - 1] in _QUOTES else n
            while j and text[j - 1] in " \t":
                j -= 1
            at.update(range(max(0, j - 3), n + 1))
    return at


SECRET_BLOCK: Final = re.compile(
    r"(?:[\w.\-]*(?i:pass(?:word|wd)?|pwd|secret|token|api[_\-]?key|credential)[\w.\-]*"
    # argus_pw, wifi_psk, dbPw (sec28)
    r"|[\w.\-]*(?:(?<![A-Za-z])(?i:pw|psk)|(?<=[a-z])(?:Pw|Psk))(?![a-z])[\w.\-]*)[\"']?"
    r"\s*[{:](?:[^{}\n]|\\n|\n[ \t]+){0,160}$"
)
"""The name of the block a ``default``/``value`` sits in names a secret (judged before it)."""


NAMED: Final[tuple[Rule, ...]] = (
    (  # a mail client's config line (msmtprc, muttrc): ``password abcd efgh ijkl mnop``, an app
        # password (four groups of four letters) as the whole value of a password key
        "app-password",
        has_gate(
            re.compile(
                r"(?im:(?:^|  |[{;,]|\bset)[ \t]*[\"']?(?:password|passwd|smtp_pass(?:word)?"
                r"|imap_pass|remotepass|app_password)[\"']?[ \t]*[:=]?[ \t]*[\"']?"
                r"(?P<strong>[a-z]{4}([ \-])[a-z]{4}\2[a-z]{4}\2[a-z]{4})[\"']?"
                r"(?=[ \t]*(?:$|  |[,;}#])))"
            ),
            "pass",
            starts=_app_password_starts,
        ),
    ),
    (  # ?code=… (Azure Functions), &access_token=…, ?api_key=…
        "url-secret-param",
        re.compile(
            r"[?&]" + _SECRET_PARAM + r"=(?P<rv>[A-Za-z0-9_\-.~+/%]{16,}?(?:={0,2}|(?:%3D){0,2}))"
            r"(?![A-Za-z0-9_\-.~+/%=])"
        ),
    ),
    (  # the PAT for X (scopes: …): <value>; OCI auth token for … (user …): <value>
        "secret-assignment",
        re.compile(
            r"(?i:\b(?:secret|token|pat|passphrase|credentials?|api[\s_\-]?key|access[\s_\-]?key"
            r"|auth[\s_\-]?key|private[\s_\-]?key|deploy[\s_\-]?key|signing[\s_\-]?key)s?\b)"
            r"[^\n:=()]{0,60}?\s*\([^()\n]{1,100}\)\s*(?::|=|->|→|=>|—|–)\s*['\"`]?"
            r"(?P<nv>[^\s'\"`]{12,})"
        ),
    ),
    (  # an AK/SK pair (Huawei, Baidu, Volcengine…): AK=<id> SK=<secret>
        "secret-assignment",
        has_gate(
            re.compile(
                r"\bAK\s*[:=]\s*[A-Z0-9]{16,32}[\s,;]+(?:and\s+)?SK\s*[:=]\s*['\"]?"
                r"(?P<rv>[A-Za-z0-9/+]{30,64})(?![A-Za-z0-9/+])"
            ),
            "SK",
        ),
    ),
    (  # ?appid=<32 hex> (an API key by that name, OpenWeatherMap-style)
        "url-secret-param",
        re.compile(r"[?&](?i:appid)=(?P<rv>[0-9a-f]{32})(?![A-Za-z0-9_\-.~+/%=])"),
    ),
    (  # <password>…</password>, <storePassword>, <ns:Passphrase>
        "secret-assignment",
        re.compile(
            r"<(?P<tag>[\w:.\-]*(?i:pass(?:word|wd|phrase)|secret|token|api[_\-]?key|apikey)"
            r"[\w.\-]*)>(?P<v>[^<\s]{6,})</(?P=tag)>"
        ),
    ),
    (  # password="…" (tomcat-users.xml), <add key="ClearTextPassword" value="…" />
        "secret-assignment",
        re.compile(r"(?i:pass(?:word|wd)|pwd)\s*=\s*\"(?P<v>[^\"\s]{6,})\""),
    ),
    (
        "secret-assignment",
        re.compile(
            r"(?i:\bkey\s*=\s*\"[^\"\n]*(?:pass(?:word|wd)|secret|token)[^\"\n]*\"\s+value)"
            r"\s*=\s*\"(?P<w>[^\"\s]{6,})\""
        ),
    ),
    (  # variable "db_password" { default = "…" }: the block's name is judged in secrets.py
        "secret-assignment",
        re.compile(
            r"(?<![\w.])(?i:default|value|initial_value)\s*[=:]\s*[\"']?(?P<dv>[^\s\"',}\\]{6,})"
        ),
    ),
    (  # net use \\host\share <pw> /user:…, net user <name> <pw>, cmdkey /pass:…, schtasks /rp …
        "cli-password-flag",
        re.compile(
            r"\bnet\s+use\s+(?:[A-Za-z]:\s+|\*\s+)?\\\\\S+\s+(?P<v>(?![/*])[^\s\"']\S*)\s+/user:"
            r"|\bnet\s+use\b[^\n]*?/user:\S+\s+['\"]?(?P<w>(?![/*])[^\s\"']{6,})"
            r"|\bnet\s+user\s+(?!/)\S+\s+['\"]?(?P<x>(?![/*])[^\s\"']{6,})"
            r"|\b(?:cmdkey|schtasks|runas|psexec|msdeploy|sqlpackage|[xw]freerdp|sdl-freerdp)\b"
            r"[^\n|&]*?(?:/(?:pass|password|rp|p)[:\s]\s*|\bpassword=\s*|\s-p\s+)['\"]?"
            r"(?P<y>[^\s'\"/]{6,})"
        ),
    ),
    (  # the zip is encrypted with <pw>; the keystore unlocks with '<pw>'; chiffré avec <pw>
        "password-in-prose",
        re.compile(
            r"(?i:\b(?:password[\s\-]+protected|encrypted|unlocks?|decrypts?|verschlüsselt"
            # the id_ed25519 on etl-01 is protected with '<pw>': a key or file's (sec28)
            r"|(?:keys?|id_[a-z0-9]+|keystores?|jks|pfx|p12|pem|zip|7z|archives?|kdbx|backups?"
            r"|wallets?|certs?|certificates?|disks?|volumes?|drives?|files?|pdf|xlsx)\b"
            r"[^\n'\"`]{0,40}?\bprotected(?=\s+(?:with|by)\s+['\"`][^\s'\"`]{8})"
            r"|chiffr[ée]e?s?|cifrad[oa]s?|criptografad[oa]s?)\s+(?:with|by|using|mit|avec|par"
            r"|con|com)(?:\s+(?:the\s+)?(?:password|passphrase|passwort|mot\s+de\s+passe"
            r"|contraseña|senha))?)\s*[:=]?\s*['\"`]?(?P<v>[^\s'\"`,;]{6,})"
        ),
    ),
    (  # pgadmin login → admin@acme.io : <pw>;  grafana creds: admin : <pw>
        "login-password",
        has_gate(
            re.compile(
                r"(?i:\b(?:login|log\s+in|sign\s+in|cred(?:ential)?s?|account|portal|user(?:name)?))"
                r"\b[^\n]{0,60}?(?<![\w.+\-@])[\w.+\-]+(?:@[\w.\-]+)?[ \t]+:\s+"
                r"(?P<v>[^\s\"'`,;)/]{6,})"
            ),
            # the gate's needles are the pattern's own ``[ \t]+:``: a colon on the next line is
            # not a ``login : value`` pair
            " :",
            "\t:",
        ),
    ),
)
"""Secrets named by their place, not by a vendor's prefix."""

WALLET: Final[tuple[Rule, ...]] = (
    (  # a private key as 64 hex digits after a wallet word (MetaMask export, hardhat accounts)
        "wallet-private-key",
        re.compile(
            r"(?i:wallet|metamask|deployer|signer|private[\s_\-]?key|priv[\s_\-]?key|accounts?"
            r"|export(?:ed)?"
            r"|hardhat|foundry|ethers|web3|truffle|ganache|relayer|keystore|brownie|anvil"
            r"|\bpk\b|privkey)[^\n]{0,90}?(?<![0-9A-Za-z])(?P<hx>(?:0x)?[0-9a-fA-F]{64})"
            r"(?![0-9A-Za-z])"
        ),
    ),
    (  # a JWK's private members ("d", "p", "q", "dp", "dq", "qi"; "k" of a symmetric key)
        "jwk-private-key",
        has_gate(
            re.compile(
                r"\"kty\"\s*:[^{}]{0,2000}?\"(?:d|p|q|dp|dq|qi|k)\"\s*:\s*\""
                r"(?P<strong>[A-Za-z0-9_\-]{16,})\""
                r"|\"(?:d|p|q|dp|dq|qi|k)\"\s*:\s*\"(?P<w>[A-Za-z0-9_\-]{16,})\"[^{}]{0,2000}?"
                r"\"kty\""
            ),
            '"kty"',
        ),
    ),
    (  # a recovery phrase: 12+ words of the BIP39 list after a wallet word (``bip``: judged
        # by secret_material.bip39_run)
        "mnemonic",
        re.compile(
            r"(?i:\b(?:seed|wallet|mnemonic|recovery|backup|restore|ledger|trezor|metamask"
            r"|electrum|phantom|keystore|bip-?39))\b"
            r"[^\n]{0,80}?(?P<bip>\b[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,30}\b)"
        ),
    ),
    (  # a Chinese recovery phrase named as one: 12+ single characters apart
        "mnemonic",
        re.compile(
            r"(?:助记词|助記詞|种子短语|種子短語|恢复短语|恢復短語|助记短语|ニーモニック|シードフレーズ"
            r"|복구\s*구문|시드\s*구문|니모닉)[^\n]{0,20}?"
            r"(?P<strong>[\u4e00-\u9fff](?:[ \u3000][\u4e00-\u9fff]){11,23})(?![\u4e00-\u9fff])"
        ),
    ),
    (  # base64 of a JSON object carrying a secret (a Cloudflare tunnel token, a join token)
        "encoded-json-token",
        re.compile(
            r"(?<![A-Za-z0-9+/_\-.])(?P<json>eyJ[A-Za-z0-9+/_\-]{40,}={0,2}"
            r"|ewo[gK][A-Za-z0-9+/]{40,}={0,2})(?![A-Za-z0-9+/_\-.=])"
        ),
    ),
)
"""Wallet and key material without a PEM header."""


VENDOR_MORE: Final[tuple[Rule, ...]] = (
    (  # a 1Password service-account token: ``ops_`` and a base64url JSON object (session 24)
        "onepassword-service-account-token",
        re.compile(r"(?<![A-Za-z0-9_])ops_eyJ[A-Za-z0-9_\-]{60,}"),
    ),
    (  # a BIP32 extended private key (xprv…, tprv…, zprv…), base58
        "extended-private-key",
        re.compile(r"(?<![A-Za-z0-9_])[xyztuv]prv[1-9A-HJ-NP-Za-km-z]{100,112}(?![A-Za-z0-9_])"),
    ),
    (  # a WIF private key behind Electrum's script-type prefix (p2wpkh:K…, p2wpkh-p2sh:L…)
        "wif-private-key",
        re.compile(
            r"\bp2(?:wpkh(?:-p2sh)?|pkh|wsh|sh):[5KLc][1-9A-HJ-NP-Za-km-z]{50,51}(?![A-Za-z0-9_])"
        ),
    ),
    (  # a PuTTY key pasted without its header: the private blob after Private-Lines
        "putty-private-key",
        re.compile(r"\bPrivate-Lines:\s*\d+\s+[A-Za-z0-9+/]{20,}={0,2}"),
    ),
    (  # Yandex Cloud IAM token (t1.9euel…), VK token (vk1.a.…)
        "cloud-iam-token",
        re.compile(
            r"(?<![\w.])(?:t1\.9eue[A-Za-z0-9_\-]{40,}(?:\.[A-Za-z0-9_\-]{20,})?"
            r"|vk1\.a\.[A-Za-z0-9_\-]{40,})(?![\w\-])"
        ),
    ),
    ("exoscale-api-key", re.compile(r"(?<![A-Za-z0-9_])EXO[0-9a-f]{24}(?![A-Za-z0-9_])")),
    (  # a Dropbox long-lived or refresh token: 11 characters, ten A's, 43 more
        "dropbox-token",
        re.compile(
            r"(?<![A-Za-z0-9_\-=])[A-Za-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_\-=]{43}(?![A-Za-z0-9_\-=])"
        ),
    ),
)
