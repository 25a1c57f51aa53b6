"""The word tables a name before a value is read with (pure; ``key_names`` reads them): name
heads (an id, a hash, a version), public words (``public key``, ``site key``, ``clé publique``),
the modifiers that make a token a cursor or a value ciphertext, a ``key`` one of a store, strong
and weak secret words, and the small words a name's phrase is cut at (stop words, prepositions,
negations).
"""

from __future__ import annotations

from typing import Final


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


NAME_HEADS: Final = _set(
    "id ids identifier identifiers uid uuid uuids guid hash hashes hashed digest digests checksum"
    " checksums sum fingerprint fingerprints thumbprint signature signatures sig version versions"
    " serial serials"
    " ver commit commits sha sha1 sha224 sha256 sha384 sha512 md5 crc crc32 blake2b blake3 address"
    " addresses addr nonce salt iv cursor etag challenge length len size bits count expiry expires"
    " expiration ttl entropy strength timestamp name names url uri path prefix suffix hint format"
    " field param"
    " parameter kid jti oid cid txid tx integrity baseline etag"
    " incident fix revert merge patch changeset release deployment rollout migration ticket pr mr"
    " organization organisation org workspace project tenant team account customer user channel"
    " repo repository cluster region zone domain host hostname email username client node"
    " accessor alias handle reference ref pointer plaintext payload message input output sample"
    " run job task build pipeline step event request trace span order invoice transaction branch"
    " endpoint alert advisory cve ulid ulids ksuid snowflake refund refunds payout payouts charge"
    " dispute subscription price product coupon payment intent transfer shipment"
    " identificador huella firma versión empreinte somme identifiant"
    " kennung prüfsumme fingerabdruck signatur"
    " 해시 지문 서명 버전 아이디 ハッシュ ハッシュ値 指紋 署名 バージョン アドレス"
    " 哈希 哈希值 校验和 指纹 摘要 签名 版本 标识 标识符 地址 提交 커밋 コミット коммит коммита"
)
"""The value identifies something, derives from it, or describes it: never a credential."""

HEAD_FIRST: Final = _set(
    "идентификатор идентификатора хэш хеш хэша хеша отпечаток подпись версия контрольная"
)
"""Name heads of languages that put the head first (``идентификатор ключа``: the key's id)."""

PUBLIC: Final = _set(
    "public pub publishable publique publiques pública público publica publico pubblica pubblico"
    " öffentlich öffentliche öffentlicher öffentlichen открытый открытого открытым публичный"
    " публичного 공개"
)
"""Public by design next to a secret word (``public key``, ``clé publique``, ``открытый ключ``)."""

PUBLIC_KEY_ONLY: Final = _set(
    "verify verifying verification verifier site anon anonymous recipient recipients search"
)
"""Public next to ``key`` only (``site key``, ``verify key``; a verification *token* is one)."""

PUBLIC_WORDS: Final = _set("pubkey publickey sitekey npub xpub ypub zpub tpub")
"""Public keys in one word."""

PUBLIC_CJK: Final = (
    "if-none-match",
    "if-match",
    "公钥",
    "公開鍵",
    "公开",
    "公開",
    "検証用",
    "验证用",
    "client-side",
    "client side",
)

CURSOR: Final = _set(
    "page next continuation sync pagination paging cursor resume offset marker csrf xsrf"
    " anti-forgery challenge nonce state device"
)
"""Modifiers that make a token an opaque cursor or a one-request value, no credential
(``nextPageToken``, ``continuation token``, ``CSRF token``, ``ACME challenge token``; a push
``device token`` addresses a device)."""

ENCRYPTED: Final = _set(
    "encrypted sealed sealedsecret ciphertext hashed wrapped verschlüsselt verschlüsselte"
    " verschlüsselter chiffré chiffrée cifrado cifrada зашифрованный"
)
"""The value is kept encrypted or hashed: ciphertext is safe to keep by design."""

STORE_KEY: Final = _set(
    "cache object primary foreign partition sort composite surrogate natural idempotency dedupe"
    " dedup deduplication lookup map dict hash redis s3 bucket registry row table index join"
    " shard sharding translation i18n hot shortcut kv memcached dynamodb lock"
    " file document issue sheet spreadsheet workbook board component style flag experiment space"
    " template layout ddc shader variant permutation"
)
"""A ``key`` of a store or a table (``cache key``, ``S3 object key``, ``Redis key``), or the key
of a document or an object in an app, a public id (``Figma file key``, ``Jira issue key``,
``LaunchDarkly flag key``), a build cache's key (``Unreal DDC key``, ``shader variant key``)."""

STRONG: Final = _set(
    "password passwords passwd pwd pw passphrase passcode secret secrets token tokens credential"
    " credentials creds psk apikey authtoken passkey pass totp otp hotp mfa 2fa kennwort passwort"
    " wif keypair keypairs sasl"
    " contraseña contrasena"
    " clave senha пароль пароля паролем mdp wachtwoord hasło haslo şifre sifre"
    " 密码 密碼 口令 パスワード 비밀번호 패스워드 토큰 비번 令牌 トークン シークレット"
    " токен токены секрет секреты 私钥 私鑰 秘密鍵 秘密键"
)
"""Secret words that name a credential whenever nothing above says otherwise."""

WEAK: Final = _set(
    "key keys cookie cookies clé cle chave schlüssel schluessel ключ ключа ключи ключом"
    " 키 鍵 キー 密钥 密鑰 秘钥"
)
"""``key``: a credential (``API key``) or a name in a store (``cache key``): context decides. A
``cookie`` too: a session cookie is a credential, a flag or consent cookie is not."""

SECRET_KEY: Final = _set(
    "secret private access api signing master encryption auth license admin root deploy"
    " wallet deployer signer rest acl device"
)
"""Modifiers that make a ``key`` a credential (``secret key``, ``access key``, ``signing key``,
Braze's ``REST key``, an ACL key, an IoT hub's ``device key``; a push ``device token`` stays a
cursor: ``CURSOR``)."""

ADMIN_KEY: Final = _set("admin master root write")
"""Modifiers that make a key a service's own secret even next to a public-key word (``search
admin key``: Algolia's admin key writes the index; its *search* key is the public one)."""

SEED_NOT_SECRET: Final = _set(
    "random rng prng shuffle test tests fuzz fuzzer fuzzing faker hash hashing deterministic"
    " benchmark benchmarks simulation noise world map terrain sampling reproducible"
    " matchmaking replay replays level levels dungeon procedural procgen loot spawn gameplay"
)
"""A ``seed`` of a random generator (``random seed``, ``test shuffle seed``, a game's
``matchmaking seed for the replay``): no wallet seed."""

SECRET_WORDS: Final = STRONG | WEAK
KNOWN: Final = NAME_HEADS | HEAD_FIRST | PUBLIC | PUBLIC_WORDS | ENCRYPTED | STRONG | WEAK
CJK_KNOWN: Final = tuple(
    sorted((w for w in KNOWN if not w.isascii() and w[0] >= "\u3000"), key=len, reverse=True)
)
CURSOR_HEADS: Final = _set("token tokens key keys")
SESSION_ID: Final = _set("id ids")
RECORDED_SESSION: Final = _set(
    "fraud risk replay recording recorded analytics tracking telemetry survey sift forter"
    " riskified signifyd kount seon fullstory hotjar logrocket smartlook clarity posthog"
    " mixpanel amplitude"
)
"""Sessions a fraud scorer or a session recorder numbers: the id names a record (sec23b)."""
STOP: Final = _set(
    "the a an our my your their this its is are was were be been now currently still here"
    " set den dem lautet heißt sont son são"
    " below und der die das le la les el los las o os um uma ist est es é это jetzt nun"
    " maintenant ahora agora сейчас теперь è sono er är je jest adalah là"
    " 는 은 이 가 를 을"
)
PREPOSITIONS: Final = _set(
    "of for für von de du des del da do dos das para pour для от that which who we i you they"
    " di dell della dello degli delle dei van voor dla"
    " ng ya wa til till för của untuk dari vom zum zur"
)
"""``X for Y``, ``X that …``: X is the head (``password for the prod DB``, ``ciphertext for
DB_PASSWORD``, ``the PR that removed the password``, ``the token we use``)."""
LOOSE: Final = _set("with in on at from by under to into mit dans con com")
TRAILING: Final = _set("to as into")
SET_VERBS: Final = _set("updated changed rotated reset switched moved")
"""A verb between a name and ``to <value>`` that sets the value (``was updated to``)."""
RANKS: Final = _set("primary secondary")
"""``device primary key``: the first of a credential's two keys, not a table's primary key."""
FORM_SLOTS: Final = _set("field fields param parameter input")
"""A form's or a flow's slot named by the secret it takes (``set the Twilio auth token field
to <v>``, ``API key parameter: <v>``): the value fills it, so the secret word names the value."""
"""``set X to <value>``, ``use <value> as …``: a connector right before the value."""
"""``X with Y``: X is the head only when it holds a secret word (``token with repo scope``;
``CREATE USER app WITH PASSWORD '…'`` names a password)."""
NEGATION: Final = _set("no without kein keine keinen ohne sans sin sem без нет")
"""``no password (captive portal)``: the sentence says there is none."""

STATEMENT: Final = _set(
    "is are was were lives live sits sit stays stay stored kept goes has have lies remains"
)
"""``<value> (the key id is in the vault)``: an aside with its own verb talks of something else."""
