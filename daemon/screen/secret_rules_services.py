"""Credential rules of our own for secrets a service names in its own words (pure data): SQL's
``IDENTIFIED BY``, a ``*_AUTH=user/password`` variable, an SNMP community string, a Vault unseal
share, an Azure account's primary key, a Consul/Vault ``SecretID``, an Agora app certificate, a
pair of keys given as ``public X, private Y``, base64 of ``user:password`` called credentials,
a connector token on cloudflared's or ngrok's command line, and a Bitcoin WIF key after a wallet
word.

Group names say how ``secret_structural`` judges the value (see ``secret_rules_named``): ``v`` (a
password a person chose or a random value; these rules are password-judged), ``rv`` (random
only), ``nv`` (random, and the name must not say otherwise), ``strong`` (anything but a
placeholder), ``b`` (base64 of ``user:password``).
"""

from __future__ import annotations

import re
from typing import Final

from .secret_rules import Rule, has_gate

_UUID: Final = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
_BASE58: Final = "1-9A-HJ-NP-Za-km-z"
_SLASHED_URL_SECRET: Final = has_gate(
    re.compile(
        r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[A-Za-z0-9_\-]{8,64}:"
        r"(?P<rv>(?=[A-Za-z0-9+]{0,90}/)[A-Za-z0-9+/]{32,}={0,2})@[\w\-]+(?:\.[\w\-]+)+"
    ),
    "://",
    reach=21,  # the scheme: 2-21 characters
)
"""``https://<API key>:<API secret>@psrc-….confluent.cloud``: a generated secret in the URL's
user info that holds a ``/`` (base64), which the user-info rule reads as a path."""

SERVICES: Final[tuple[Rule, ...]] = (
    (  # CREATE/ALTER USER … IDENTIFIED BY '…' (MySQL, Oracle; not the hash of BY PASSWORD '*…')
        "sql-password",
        re.compile(
            r"(?i:\bidentified\s+(?:with\s+['\"`]?\w+['\"`]?\s+)?by\s+(?!password\b|values?\b))"
            r"(?:(?P<q>['\"`])(?P<v>[^'\"`\s]{4,64})(?P=q)|(?P<w>[A-Za-z0-9_#$!@%^&*+\-.]{4,64}"
            r"(?=\s*(?:;|$|\s(?i:account|password|default|quota|profile|require)\b))))"
        ),
    ),
    (  # SET PASSWORD FOR 'app'@'%' = '…'; SET PASSWORD = PASSWORD('…')
        "sql-password",
        re.compile(
            r"(?i:\bset\s+password\s+(?:for\s+[^\s=]{1,80}\s*)?=\s*(?:password\s*\(\s*)?)"
            r"(?P<q>['\"])(?P<v>[^'\"\s]{4,64})(?P=q)"
        ),
    ),
    (  # NEO4J_AUTH=neo4j/<pw>, BASIC_AUTH=admin:<pw>: a variable named AUTH holding user and pw
        "secret-assignment",
        re.compile(
            r"(?<=[A-Z0-9])_AUTH\s*[=:]\s*['\"]?[A-Za-z_][\w.\-@]{0,40}[/:]"
            r"(?P<v>[^\s'\"/:$]{4,64})(?=['\"]?(?:\s|$|[,;]))"
        ),
    ),
    (  # SNMP community strings (read-write or read-only): a password in all but name
        "secret-assignment",
        re.compile(
            r"(?i:\b(?:community[\s_\-]?(?:string|name)s?|snmp[\s_\-]?community)\b"
            r"[^\n:=]{0,60}?(?:\s*[:=]|\s(?:is|was))|(?<=\b[rw][ow])community6?[ \t]+"
            r"|(?<=snmp-server )community[ \t]+|community[\s_\-]?string[ \t]+(?=\S*\d))"
            r"\s*['\"`]?(?P<v>[^\s'\"`,;]{6,64})"
        ),
    ),
    ("url-credentials", _SLASHED_URL_SECRET),
    (  # Confluent's Schema Registry / Kafka Connect: basic.auth.user.info=<key>:<secret>
        "secret-assignment",
        re.compile(
            r"(?i:\bbasic[._\-]auth[._\-]user[._\-]info)['\"`]?\s*[:=]\s*['\"`]?"
            r"[^\s:'\"`$]{1,64}:(?P<v>[^\s'\"`]{6,128}?)(?=['\"`]?(?:\s|$|[,;}]))"
        ),
    ),
    (  # a Vault unseal key or a Shamir share of one
        "secret-assignment",
        re.compile(
            r"(?i:(?:\bunseal(?:[\s_\-]?(?:keys?|shares?|shards?))?|(?<=\bkey[\s_\-])shar(?:e|d)s?"
            r"|(?<=\bshamir[\s_\-])shar(?:e|d)s?)\b)[^\n]{0,60}?(?:[:=]|\s(?:is|was))\s*['\"`]?"
            r"(?P<nv>[A-Za-z0-9+/_\-]{20,}={0,2})(?![A-Za-z0-9+/_\-=])"
        ),
    ),
    (  # the primary or secondary key of an Azure account (Cosmos DB, Storage, Service Bus): long
        # base64 of mixed case (a table's primary key is never one)
        "secret-assignment",
        re.compile(
            r"(?i:\b(?:primary|secondary)[\s_\-]?(?:(?:master|read[\s_\-]?only|access)[\s_\-]?)?"
            r"keys?\b)[^\n]{0,60}?(?<![A-Za-z0-9+/])"
            r"(?P<rv>(?=[A-Za-z0-9+/]{0,80}[A-Z])(?=[A-Za-z0-9+/]{0,80}[a-z])[A-Za-z0-9+/]{40,}={0,2})"
            r"(?![A-Za-z0-9+/=])"
        ),
    ),
    (  # Consul's ACL token and Vault's AppRole credential are both a SecretID (a UUID)
        "secret-assignment",
        re.compile(
            r"(?i:(?<![A-Za-z])secret[\s_\-]?id\b)[\"'`]?\s*(?:[:=]|->|→)?\s*[\"'`]?"
            r"(?P<strong>" + _UUID + r")\b"
        ),
    ),
    (  # Agora's app certificate (32 hex digits) signs its tokens: a secret, unlike a TLS one
        "secret-assignment",
        re.compile(
            r"(?i:\bapp[\s_\-]?certificate\b)[^\n]{0,40}?(?<![0-9A-Za-z])(?P<nv>[0-9a-f]{32})"
            r"(?![0-9A-Za-z])"
        ),
    ),
    (  # a key pair given as its two halves: public <id>, private <value>
        "secret-assignment",
        re.compile(
            r"(?i:\bpublic(?:[\s_\-]?key)?)\s*[:=]?\s*[\"'`]?[A-Za-z0-9_\-]{6,64}[\"'`]?\s*[,;/]\s*"
            r"(?:and\s+)?(?i:private(?:[\s_\-]?key)?)\s*[:=]?\s*[\"'`]?"
            r"(?P<rv>[A-Za-z0-9][A-Za-z0-9_\-]{15,})(?![A-Za-z0-9_\-])"
        ),
    ),
    (  # base64 of user:password named as credentials in prose (judged by decoding it)
        "basic-auth",
        re.compile(
            r"(?i:\b(?:creds|credentials?|basic[\s_\-]?auth|(?:base64|b64|encoded)[\s_\-]+(?:auth"
            r"|login|user(?:name)?\s*(?:[/:&+]|and)\s*pass(?:word)?))\b)[^\n]{0,60}?(?:[:=]|\sis)\s*"
            r"['\"`]?(?P<b>[A-Za-z0-9+/]{12,}={0,2})(?![A-Za-z0-9+/=])"
        ),
    ),
    (  # an agent's connector token on its install command (cloudflared, ngrok)
        "cli-token",
        re.compile(
            r"\bcloudflared\b[^\n|;&]{0,60}?\s(?:service\s+install|--token(?:\s+|=))\s*['\"]?"
            r"(?P<strong>eyJ[A-Za-z0-9+/_\-]{40,}={0,2})"
            r"|\bngrok\s+(?:config\s+add-authtoken|authtoken)\s+['\"]?(?P<rv>[A-Za-z0-9_]{30,})"
        ),
    ),
    (  # a Bitcoin private key in wallet import format after a wallet word (5H/5J/5K…, K…/L…)
        "wif-private-key",
        re.compile(
            r"(?i:\bwif\b|wallet\s+import\s+format|\bwallet\b|dumpprivkey|importprivkey"
            r"|\bsweep\b|cold\s+storage)[^\n]{0,40}?(?<![A-Za-z0-9])"
            rf"(?P<strong>5[HJK][{_BASE58}]{{49}}|[KL][{_BASE58}]{{51}}|c[{_BASE58}]{{51}})"
            r"(?![A-Za-z0-9])"
        ),
    ),
)
"""Secrets named by a service's own word or syntax."""
