# ruff: noqa: E501
"""Blind probe set pw14s (TUNE): passwords, passphrases, PINs and tokens written inside prose and
config lines in many languages, plus look-alikes that must pass.

Written blind by helper pw14s (session 14, 2026-12-05) without reading the screen's rules. Run as a
script from this folder: ``python gen_probe_pw14s_tune.py``. Every value is random characters in a
published shape (never a real secret); the seed is fixed so the files come out byte for byte the same.
"""

from __future__ import annotations

import re
from pathlib import Path

from probe_gen import Draw

SEED = 1405_2026
HERE = Path(__file__).resolve().parent
SYMBOLS = "!#%*?@$&+="
URL_SAFE_SYMBOLS = "!*-_.~"

d = Draw(SEED)


def strong(n: int = 0, symbols: str = SYMBOLS) -> str:
    n = n or d.r.randint(14, 22)
    out = [d.r.choice(symbols) if d.r.random() < 0.12 else d.alnum(1) for _ in range(n)]
    out[d.r.randrange(n)] = d.r.choice(symbols)
    out[d.r.randrange(n)] = d.digits(1)
    return "".join(out)


def memorable() -> str:
    words = (
        "Summer",
        "Winter",
        "Dragon",
        "Sunshine",
        "Monkey",
        "Pumpkin",
        "Rocket",
        "Tiger",
        "Coffee",
        "Autumn",
        "Panther",
        "Galaxy",
    )
    w, w2 = d.r.sample(words, 2)
    shape = d.r.randrange(4)
    if shape == 0:
        return f"{w}{d.r.choice(('2025', '2026', '2027'))}{d.r.choice('!#$?')}"
    if shape == 1:
        return f"{w}-{w2}-{d.digits(2)}"
    if shape == 2:
        return d.password()
    return f"{w.lower()}{d.r.choice('.@_')}{w2.lower()}{d.digits(3)}"


def local(words: str) -> str:
    """A memorable password built from the language's own words (may be non-ASCII)."""
    ws = words.split(",")
    a, b = d.r.sample(ws, 2)
    shape = d.r.randrange(3)
    if shape == 0:
        return f"{a}-{b}-{d.digits(2)}"
    if shape == 1:
        return f"{a}{d.r.choice(('2025', '2026'))}{d.r.choice('!#?*')}"
    return f"{a}{d.r.choice('.@_')}{b}{d.digits(3)}"


def value(code: str, arg: str) -> str:
    if code == "P":  # any password shape
        return strong() if d.r.random() < 0.5 else memorable()
    if code == "S":
        return strong()
    if code == "U":  # safe inside a URL
        return strong(d.r.randint(14, 20), URL_SAFE_SYMBOLS)
    if code == "M":
        return memorable()
    if code == "L":
        return local(arg)
    if code == "N":
        return d.digits(int(arg or 6))
    if code == "SEED":
        return d.seed_phrase(int(arg or 12))
    if code == "TOTP":
        return d.b32(32)
    if code == "RC":
        return " ".join(f"{d.lower_alnum(4)}-{d.lower_alnum(4)}" for _ in range(int(arg or 4)))
    if code == "GH":
        return "ghp_" + d.alnum(36)
    if code == "GL":
        return "glpat-" + d.b64url(20)
    if code == "SLACK":
        return f"xoxb-{d.digits(11)}-{d.digits(13)}-{d.alnum(24)}"
    if code == "STRIPE":
        return "sk_live_" + d.alnum(24)
    if code == "AWS":
        return "AKIA" + d.upper_alnum(16)
    if code == "AWSS":
        return d.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+", 40)
    if code == "NPM":
        return "npm_" + d.alnum(36)
    if code == "HF":
        return "hf_" + d.alnum(34)
    if code == "OAI":
        return "sk-proj-" + d.b64url(48)
    if code == "HEX":
        return d.hex(int(arg or 32))
    if code == "B64":
        return d.b64(int(arg or 24))
    if code == "SHA":
        return d.hex(64)
    if code == "COMMIT":
        return d.hex(int(arg or 7))
    if code == "UUID":
        return d.uuid4()
    if code == "USER":
        return d.r.choice(
            ("deploy", "admin", "svc_backup", "ops", "jenkins", "app_rw", "root", "grafana")
        )
    raise ValueError(code)


SLOT = re.compile(r"§(\w+)(?::([^§]*))?§")


def fill(template: str) -> str:
    return SLOT.sub(lambda m: value(m[1], m[2] or ""), template)


# (kind, lang, style, template)
SECRETS: list[tuple[str, str, str, str]] = [
    # ---------------- English ----------------
    ("password", "en", "chat", "fyi the staging DB password is now §P§ (changed it this morning)"),
    ("password", "en", "chat", "log in as admin with §M§ on the old Jenkins box, it still works"),
    ("pin", "en", "note", "PIN for the alarm panel at the Leeds office: §N:6§"),
    ("wifi-key", "en", "note", "Guest Wi-Fi is OfficeGuest5G and the key is §M§"),
    (
        "passphrase",
        "en",
        "runbook",
        "Step 4: use passphrase §S§ when gpg asks for the release signing key",
    ),
    ("password", "en", "handover", "credentials: user deploy / §P§ (prod bastion, do not share)"),
    ("password", "en", "cli", "mysql -h db-stage.internal -u app_rw -p'§S§' orders"),
    ("password", "en", "cli", "PGPASSWORD=§U§ psql -h 10.0.4.12 -U reporting analytics"),
    ("password", "en", "cli", "sshpass -p '§M§' ssh pi@192.168.1.50 'sudo reboot'"),
    ("password", "en", "cli", "./manage.py createsuperuser --username ops --password=§S§"),
    ("password", "en", "url", "the queue lives at amqp://worker:§U§@rabbit.internal:5672/jobs"),
    ("password", "en", "url", "DATABASE_URL=postgres://billing:§U§@pg-primary.prod:5432/billing"),
    ("password", "en", "yaml", "  password: §S§   # smtp relay, set by Dana"),
    ("password", "en", "toml", 'db_password = "§P§"'),
    ("password", "en", "ini", "pass = §M§  ; ldap bind for the wiki"),
    ("password", "en", "env", "REDIS_PASSWORD=§S§"),
    ("password", "en", "json", '{"username": "svc_backup", "password": "§S§", "host": "nas01"}'),
    (
        "password",
        "en",
        "email",
        "Hi Tom, the new password for the shared finance mailbox is §M§ - please change it after your first login.",
    ),
    ("password", "en", "ticket", "OPS-4412: reset jira service account, temp pw is §P§"),
    ("password", "en", "chat", "pw for the router admin page is §M§, username is just admin"),
    (
        "password",
        "en",
        "handover",
        "Handover: Grafana login admin:§S§ — I'll rotate it when I'm back on Monday",
    ),
    ("password", "en", "note", "Mum's laptop: Windows login password is §M§"),
    (
        "password",
        "en",
        "chat",
        "The root password on the build VM got reset to §S§ by the provisioning script",
    ),
    ("passphrase", "en", "note", "Passphrase for ~/.ssh/id_ed25519 is §M§"),
    ("passphrase", "en", "note", "backup encryption passphrase (restic repo on B2): §SEED:6§"),
    ("seed-phrase", "en", "note", "test wallet recovery phrase, keep: §SEED:12§"),
    ("seed-phrase", "en", "chat", "my metamask seed is §SEED:12§ in case I lose the phone"),
    ("totp-seed", "en", "note", "TOTP secret for the AWS root account: §TOTP§"),
    ("recovery-codes", "en", "note", "GitHub recovery codes: §RC:5§"),
    ("pin", "en", "chat", "the SIM PIN is §N:4§ and the PUK is §N:8§"),
    ("pin", "en", "note", "Door code for the server room is §N:5§#"),
    ("api-key", "en", "chat", "the Stripe live key is §STRIPE§, use it only for the refund script"),
    (
        "token",
        "en",
        "handover",
        "I set up a GitHub token for the release bot: §GH§ (expires in 90 days)",
    ),
    ("token", "en", "chat", "gitlab deploy token for the charts repo is §GL§"),
    ("token", "en", "note", "Slack bot token used by the standup reminder: §SLACK§"),
    ("api-key", "en", "note", "AWS key for the backup user: §AWS§ / secret §AWSS§"),
    (
        "token",
        "en",
        "runbook",
        "Run `npm config set //registry.npmjs.org/:_authToken §NPM§` before publishing",
    ),
    ("token", "en", "chat", "use my HF token §HF§ to pull the gated model"),
    ("api-key", "en", "chat", "OpenAI key for the eval harness: §OAI§"),
    (
        "password",
        "en",
        "chat",
        "Remember: the password for the staging Keycloak realm is §M§ (capital first letter)",
    ),
    (
        "password",
        "en",
        "handover",
        "Wordpress admin for the marketing site → user: marketing, pass: §P§",
    ),
    ("password", "en", "runbook", "If the UPS web UI asks, the default was changed to §S§"),
    (
        "password",
        "en",
        "ticket",
        "Customer says their portal password §M§ stopped working after the migration",
    ),
    ("password", "en", "chat", "new vpn pass: §P§"),
    ("password", "en", "note", "Synology DSM: admin / §M§"),
    ("password", "en", "cli", "docker login registry.corp.example -u ci-bot -p §S§"),
    ("password", "en", "cli", "curl -u jenkins:§U§ https://ci.internal/job/nightly/build"),
    ("password", "en", "cli", "mongosh 'mongodb://root:§U§@mongo-0.mongo:27017/admin'"),
    (
        "password",
        "en",
        "url",
        "clone with https://deploy:§U§@git.internal.example/infra/terraform.git",
    ),
    ("password", "en", "url", "redis://:§U§@cache-01.prod:6379/2"),
    ("password", "en", "yaml", "spring.datasource.password: §S§"),
    ("password", "en", "env", "export MYSQL_ROOT_PASSWORD='§P§'"),
    ("password", "en", "ini", "~/.my.cnf on the backup host: [client] user=backup password=§S§"),
    ("password", "en", "json", '"smtp": {"user": "alerts@example.org", "pass": "§M§"}'),
    (
        "password",
        "en",
        "chat",
        "Keystore password for the Android release build: §M§, alias password is the same",
    ),
    (
        "password",
        "en",
        "handover",
        "the password to unlock the Bitlocker drive on the spare laptop is §P§",
    ),
    (
        "password",
        "en",
        "chat",
        "Sarah's temporary password is §M§ — she has to change it at first sign-in",
    ),
    ("password", "en", "email", "Please find the zip attached. The password to open it is §M§."),
    ("password", "en", "chat", "The pfx is protected with §S§"),
    ("password", "en", "note", "printer admin (HP, 3rd floor): §N:8§"),
    (
        "password",
        "en",
        "ticket",
        "INC-20931 resolved: unlocked account m.jones, set password to §P§",
    ),
    ("password", "en", "chat", "oh and the kibana one is elastic / §S§"),
    ("password", "en", "handover", "Vault unseal is manual for now; unseal key 1 is §B64:33§"),
    (
        "password",
        "en",
        "runbook",
        "Connect with `mysql --user=admin --password=§S§ --host=rds-prod`",
    ),
    ("password", "en", "note", "WPA2 passphrase for the lab network: §SEED:4§"),
    ("password", "en", "chat", "The password hint says 'cat + year' but it's actually §M§"),
    ("api-key", "en", "chat", "Mailgun sending key for the newsletter is key-§HEX:32§"),
    ("token", "en", "note", "Bearer token for the partner API (valid until March): §B64:36§"),
    ("password", "en", "chat", "I've set the same password everywhere for the demo: §M§"),
    ("password", "en", "handover", "The SFTP drop for Acme uses acme_upload with password §S§"),
    ("password", "en", "runbook", "sudo password on the kiosk machines is §M§"),
    ("password", "en", "chat", "wifi pw at the cabin is §M§ lol"),
    ("password", "en", "note", "BIOS supervisor password on the Dell fleet: §S§"),
    ("password", "en", "yaml", "rabbitmq: {default_user: admin, default_pass: §S§}"),
    # ---------------- zh ----------------
    ("password", "zh", "chat", "测试环境数据库的密码改成了 §P§，记得更新配置"),
    ("password", "zh", "handover", "交接：运维堡垒机账号 deploy，密码 §S§"),
    ("pin", "zh", "note", "门禁的PIN码是 §N:6§"),
    ("wifi-key", "zh", "note", "办公室WiFi密码：§M§"),
    ("password", "zh", "cli", "登录命令：mysql -u root -p'§S§' -h 10.1.2.3"),
    ("password", "zh", "url", "连接串是 postgresql://app:§U§@pg.internal:5432/shop，别外传"),
    ("passphrase", "zh", "note", "签名密钥的口令是 §M§"),
    ("seed-phrase", "zh", "note", "钱包助记词：§SEED:12§"),
    ("token", "zh", "chat", "发布机器人的 GitHub 令牌是 §GH§"),
    ("password", "zh", "yaml", "password: §S§  # 生产 Redis，张伟设置的"),
    # ---------------- es ----------------
    ("password", "es", "chat", "la contraseña de la base de datos de staging ahora es §P§"),
    ("password", "es", "handover", "Para entrar al panel usa el usuario admin con la clave §M§"),
    ("pin", "es", "note", "El PIN de la alarma de la oficina es §N:4§"),
    ("wifi-key", "es", "note", "Clave del wifi de invitados: §M§"),
    (
        "password",
        "es",
        "email",
        "Hola Marta, tu contraseña temporal es §M§; cámbiala al iniciar sesión.",
    ),
    ("password", "es", "cli", "sshpass -p '§S§' ssh operador@172.16.0.8  # servidor de nóminas"),
    (
        "passphrase",
        "es",
        "runbook",
        "Paso 3: introduce la frase de paso §SEED:5§ para descifrar el backup",
    ),
    ("password", "es", "env", "DB_PASSWORD=§S§  # contraseña de producción, no tocar"),
    ("api-key", "es", "chat", "la API key de Stripe en vivo es §STRIPE§"),
    (
        "password",
        "es",
        "ticket",
        "SOP-118: restablecida la contraseña de j.perez a §L:Gato,Azul,Luna,Perro,Playa§",
    ),
    # ---------------- de ----------------
    ("password", "de", "chat", "Das Passwort für die Staging-DB ist jetzt §P§"),
    ("password", "de", "handover", "Übergabe: Zugangsdaten Router — Benutzer admin, Kennwort §M§"),
    ("pin", "de", "note", "Die PIN für die Alarmanlage lautet §N:4§"),
    ("wifi-key", "de", "note", "WLAN-Schlüssel im Besprechungsraum: §M§"),
    (
        "password",
        "de",
        "email",
        "Hallo Jens, dein Initialpasswort lautet §L:Sommer,Katze,Brücke,Wolke,Tanne§ – bitte sofort ändern.",
    ),
    ("password", "de", "cli", 'psql "host=db.intern user=reporting password=§U§ dbname=bi"'),
    ("passphrase", "de", "note", "Passphrase des Signaturschlüssels: §M§"),
    (
        "password",
        "de",
        "ticket",
        "IT-7731: Kennwort des Dienstkontos svc_druck zurückgesetzt auf §S§",
    ),
    ("token", "de", "chat", "Der GitLab-Token für die Pipeline ist §GL§"),
    ("password", "de", "yaml", "passwort: §S§  # SMTP-Relay Hamburg"),
    # ---------------- ru ----------------
    ("password", "ru", "chat", "пароль от тестовой базы теперь §P§"),
    ("password", "ru", "handover", "Доступ к серверу: логин deploy, пароль §S§"),
    ("pin", "ru", "note", "ПИН-код от сигнализации: §N:4§"),
    ("wifi-key", "ru", "note", "Пароль от вай-фая в переговорке — §M§"),
    (
        "password",
        "ru",
        "email",
        "Коллеги, временный пароль для почты бухгалтерии: §L:Кошка,Весна,Берёза,Море§",
    ),
    ("password", "ru", "cli", "mysqldump -u backup --password=§S§ shop > dump.sql"),
    ("passphrase", "ru", "note", "Парольная фраза к ключу подписи: §M§"),
    ("password", "ru", "chat", "Паролем к админке остаётся §M§, я его не менял"),
    ("token", "ru", "chat", "токен бота в слаке: §SLACK§"),
    ("password", "ru", "url", "строка подключения: mysql://app:§U§@10.0.0.7:3306/crm"),
    # ---------------- fr ----------------
    ("password", "fr", "chat", "le mot de passe de la base de recette est maintenant §P§"),
    ("password", "fr", "handover", "Passation : identifiants du NAS — admin / §S§"),
    ("pin", "fr", "note", "Code PIN de l'alarme du local : §N:4§"),
    ("wifi-key", "fr", "note", "La clé Wi-Fi de la salle de réunion est §M§"),
    (
        "password",
        "fr",
        "email",
        "Bonjour Claire, ton mot de passe provisoire est §L:Soleil,Chat,Pomme,Lune,Été§, change-le à la première connexion.",
    ),
    ("password", "fr", "cli", "docker login -u ci -p §S§ registry.exemple.fr"),
    ("passphrase", "fr", "note", "phrase secrète de la clé GPG : §M§"),
    ("password", "fr", "ticket", "TKT-5520 : mot de passe du compte de service réinitialisé à §S§"),
    ("api-key", "fr", "chat", "clé API OpenAI pour le banc d'essai : §OAI§"),
    ("password", "fr", "ini", "motdepasse = §M§ ; compte LDAP du wiki"),
    # ---------------- ja ----------------
    ("password", "ja", "chat", "ステージングDBのパスワードは §P§ に変わりました"),
    ("password", "ja", "handover", "引き継ぎ：踏み台サーバーのユーザー deploy、パスワード §S§"),
    ("pin", "ja", "note", "警報パネルの暗証番号は §N:4§ です"),
    ("wifi-key", "ja", "note", "会議室のWi-Fiパスワード：§M§"),
    (
        "password",
        "ja",
        "email",
        "田中さん、仮パスワードは §M§ です。初回ログイン後に変更してください。",
    ),
    ("password", "ja", "cli", "sshpass -p '§S§' ssh admin@10.2.0.15  # 本番ルーター"),
    ("passphrase", "ja", "note", "署名鍵のパスフレーズは §M§"),
    ("token", "ja", "chat", "リリース用のGitHubトークン：§GH§"),
    ("password", "ja", "env", "SMTP_PASS=§S§  # 社内メールリレー"),
    # ---------------- pt ----------------
    ("password", "pt", "chat", "a senha do banco de homologação agora é §P§"),
    (
        "password",
        "pt",
        "handover",
        "Passagem de turno: acesso ao painel — usuário admin, senha §M§",
    ),
    ("pin", "pt", "note", "O PIN do alarme do escritório é §N:4§"),
    ("wifi-key", "pt", "note", "Senha do wi-fi dos visitantes: §L:Gato,Azul,Praia,Sol,Café§"),
    ("password", "pt", "email", "Olá João, sua senha provisória é §M§. Troque no primeiro acesso."),
    ("password", "pt", "cli", "PGPASSWORD='§S§' pg_dump -h db.interno -U relatorios vendas"),
    ("passphrase", "pt", "note", "frase-senha da chave de assinatura: §M§"),
    ("token", "pt", "chat", "o token npm para publicar é §NPM§"),
    ("password", "pt", "url", "usa esta URL: https://deploy:§U§@git.interno.com.br/infra.git"),
    # ---------------- ko ----------------
    ("password", "ko", "chat", "스테이징 DB 비밀번호는 이제 §P§ 입니다"),
    ("password", "ko", "handover", "인수인계: 배포 서버 계정 deploy, 비밀번호 §S§"),
    ("pin", "ko", "note", "보안 경보기 PIN 번호는 §N:6§"),
    ("wifi-key", "ko", "note", "회의실 와이파이 비번: §M§"),
    (
        "password",
        "ko",
        "email",
        "김민수님, 임시 비밀번호는 §M§ 입니다. 첫 로그인 후 변경해 주세요.",
    ),
    ("password", "ko", "cli", "mysql -u admin -p§S§ -h 10.3.1.9 crm"),
    ("passphrase", "ko", "note", "서명 키 암호문구: §M§"),
    ("token", "ko", "chat", "허깅페이스 토큰은 §HF§ 이에요"),
    ("password", "ko", "yaml", "password: §S§  # 운영 메일 서버"),
    # ---------------- others ----------------
    ("password", "tr", "chat", "test veritabanının şifresi artık §L:Kedi,Mavi,Deniz,Güneş,Çay§"),
    (
        "password",
        "tr",
        "handover",
        "Devir notu: sunucuya deploy kullanıcısıyla §S§ parolasıyla giriliyor",
    ),
    ("pin", "tr", "note", "Alarm panelinin PIN kodu: §N:4§"),
    ("password", "fa", "chat", "رمز عبور پایگاه داده‌ی آزمایشی الان §P§ است"),
    ("password", "fa", "handover", "یادداشت تحویل: کاربر deploy با گذرواژه‌ی §S§"),
    ("wifi-key", "fa", "note", "رمز وای‌فای دفتر: §M§"),
    ("password", "he", "chat", "הסיסמה של מסד הנתונים בסביבת הבדיקות היא עכשיו §P§"),
    ("password", "he", "handover", "פרטי כניסה לנתב: משתמש admin, סיסמה §M§"),
    ("pin", "he", "note", "קוד האזעקה במשרד: §N:4§"),
    ("password", "ar", "chat", "كلمة المرور لقاعدة بيانات الاختبار أصبحت §P§"),
    ("password", "ar", "handover", "بيانات الدخول: المستخدم deploy وكلمة السر §S§"),
    ("wifi-key", "ar", "note", "كلمة سر الواي فاي في قاعة الاجتماعات: §M§"),
    ("password", "ur", "chat", "ٹیسٹ ڈیٹا بیس کا پاس ورڈ اب §P§ ہے"),
    ("password", "ur", "handover", "سرور پر لاگ اِن: یوزر deploy، پاس ورڈ §S§"),
    ("pin", "hi", "note", "अलार्म पैनल का पिन §N:4§ है"),
    ("password", "hi", "chat", "स्टेजिंग डेटाबेस का पासवर्ड अब §P§ है"),
    ("password", "hi", "handover", "सर्वर लॉगिन: यूज़र deploy, पासवर्ड §S§"),
    ("password", "hi", "cli", "mysql -u root -p'§S§'  # प्रोडक्शन डेटाबेस"),
    ("password", "bn", "chat", "টেস্ট ডাটাবেসের পাসওয়ার্ড এখন §P§"),
    ("wifi-key", "bn", "note", "অফিসের ওয়াইফাই পাসওয়ার্ড: §M§"),
    ("password", "bn", "handover", "সার্ভারে ঢুকতে ইউজার deploy আর পাসওয়ার্ড §S§"),
    ("password", "ta", "chat", "சோதனை தரவுத்தளத்தின் கடவுச்சொல் இப்போது §P§"),
    ("pin", "ta", "note", "அலாரம் பேனலின் PIN எண்: §N:4§"),
    ("password", "ta", "handover", "சர்வர் உள்நுழைவு: பயனர் deploy, கடவுச்சொல் §S§"),
    ("password", "am", "chat", "የሙከራ ዳታቤዝ የይለፍ ቃል አሁን §P§ ነው"),
    ("wifi-key", "am", "note", "የቢሮው ዋይፋይ የይለፍ ቃል፡ §M§"),
    ("password", "am", "handover", "ወደ ሰርቨሩ ለመግባት ተጠቃሚ deploy፣ የይለፍ ቃል §S§"),
    ("password", "sw", "chat", "nenosiri la hifadhidata ya majaribio sasa ni §P§"),
    ("password", "sw", "handover", "Kuingia kwenye seva: mtumiaji deploy, nywila §S§"),
    ("pin", "sw", "note", "PIN ya kengele ya ofisi ni §N:4§"),
    ("password", "ha", "chat", "kalmar sirri ta rumbun bayanai na gwaji yanzu ita ce §P§"),
    ("password", "ha", "handover", "Don shiga sabar: mai amfani deploy, kalmar wucewa §S§"),
    ("wifi-key", "ha", "note", "Kalmar sirrin wifi na ofis: §M§"),
    ("password", "yo", "chat", "ọ̀rọ̀ aṣínà ibi ìpamọ́ data ìdánwò ni §P§ báyìí"),
    ("password", "yo", "handover", "Láti wọlé sí sáfà: olùmúlò deploy, ọ̀rọ̀ aṣínà §S§"),
    ("pin", "yo", "note", "PIN ẹ̀rọ ìkìlọ̀ ọ́fíìsì: §N:4§"),
    ("password", "ka", "chat", "სატესტო ბაზის პაროლი ახლა არის §P§"),
    ("password", "ka", "handover", "სერვერზე შესვლა: მომხმარებელი deploy, პაროლი §S§"),
    ("wifi-key", "ka", "note", "ოფისის Wi-Fi-ს პაროლი: §M§"),
    ("password", "sr", "chat", "лозинка за тест базу је сада §P§"),
    ("password", "sr", "handover", "Pristup serveru: korisnik deploy, lozinka §S§"),
    ("pin", "sr", "note", "ПИН за аларм у канцеларији: §N:4§"),
    ("password", "bg", "chat", "паролата за тестовата база вече е §P§"),
    (
        "password",
        "bg",
        "email",
        "Здравей, Иване, временната ти парола е §L:Котка,Море,Пролет,Слънце§",
    ),
    ("wifi-key", "bg", "note", "Паролата за уайфая в офиса: §M§"),
    ("password", "uk", "chat", "пароль до тестової бази тепер §P§"),
    ("password", "uk", "handover", "Доступ до сервера: логін deploy, пароль §S§"),
    (
        "password",
        "uk",
        "email",
        "Тимчасовий пароль від пошти бухгалтерії: §L:Кіт,Весна,Сонце,Море§",
    ),
    ("password", "hr", "chat", "lozinka za testnu bazu sada je §P§"),
    ("password", "hr", "handover", "Prijava na poslužitelj: korisnik deploy, zaporka §S§"),
    ("wifi-key", "hr", "note", "Lozinka za wifi u sali za sastanke: §M§"),
    ("password", "el", "chat", "ο κωδικός της βάσης δοκιμών είναι τώρα §P§"),
    ("password", "el", "handover", "Πρόσβαση στον διακομιστή: χρήστης deploy, συνθηματικό §S§"),
    ("pin", "el", "note", "Το PIN του συναγερμού στο γραφείο: §N:4§"),
    ("password", "fi", "chat", "testitietokannan salasana on nyt §P§"),
    (
        "password",
        "fi",
        "handover",
        "Palvelimelle kirjaudutaan tunnuksella deploy ja salasanalla §S§",
    ),
    ("wifi-key", "fi", "note", "Neuvotteluhuoneen wifin salasana: §L:Kissa,Järvi,Kesä,Sauna§"),
    ("password", "et", "chat", "testandmebaasi parool on nüüd §P§"),
    ("password", "et", "handover", "Serverisse sisselogimine: kasutaja deploy, parooliga §S§"),
    ("pin", "et", "note", "Kontori signalisatsiooni PIN-kood: §N:4§"),
    ("password", "hu", "chat", "a teszt adatbázis jelszava mostantól §P§"),
    ("password", "hu", "handover", "Belépés a szerverre: felhasználó deploy, jelszó §S§"),
    (
        "password",
        "hu",
        "email",
        "Szia Anna, az ideiglenes jelszavad §L:Macska,Nyár,Alma,Tenger§, első belépéskor cseréld le.",
    ),
    ("password", "ro", "chat", "parola bazei de date de test este acum §P§"),
    ("password", "ro", "handover", "Acces la server: utilizator deploy, parola §S§"),
    ("wifi-key", "ro", "note", "Parola de la wifi-ul din sala de ședințe: §M§"),
    ("password", "pl", "chat", "hasło do testowej bazy to teraz §P§"),
    ("password", "pl", "handover", "Logowanie na serwer: użytkownik deploy, hasłem jest §S§"),
    ("password", "pl", "email", "Cześć Kasiu, twoje tymczasowe hasło to §L:Kot,Lato,Żółw,Słońce§"),
    ("password", "cs", "chat", "heslo k testovací databázi je teď §P§"),
    ("password", "cs", "handover", "Přihlášení na server: uživatel deploy, heslo §S§"),
    ("pin", "cs", "note", "PIN k alarmu v kanceláři: §N:4§"),
    ("password", "nl", "chat", "het wachtwoord van de testdatabase is nu §P§"),
    ("password", "nl", "handover", "Inloggen op de server: gebruiker deploy, wachtwoord §S§"),
    ("wifi-key", "nl", "note", "Wifi-wachtwoord vergaderzaal: §L:Kaas,Fiets,Tulp,Molen§"),
    ("password", "sv", "chat", "lösenordet till testdatabasen är nu §P§"),
    ("password", "sv", "handover", "Inloggning på servern: användare deploy, lösenord §S§"),
    ("pin", "sv", "note", "Pinkoden till larmet på kontoret: §N:4§"),
    ("password", "da", "chat", "adgangskoden til testdatabasen er nu §P§"),
    ("password", "da", "handover", "Log ind på serveren: bruger deploy, kodeord §S§"),
    ("wifi-key", "da", "note", "Wi-fi-koden i mødelokalet: §M§"),
    ("password", "nb", "chat", "passordet til testdatabasen er nå §P§"),
    ("password", "nb", "handover", "Pålogging på serveren: bruker deploy, passord §S§"),
    ("password", "nb", "email", "Hei Ola, ditt midlertidige passord er §L:Fjord,Sommer,Katt,Ørn§"),
    ("password", "vi", "chat", "mật khẩu cơ sở dữ liệu thử nghiệm bây giờ là §P§"),
    ("password", "vi", "handover", "Đăng nhập máy chủ: người dùng deploy, mật khẩu §S§"),
    ("wifi-key", "vi", "note", "Mật khẩu wifi phòng họp: §M§"),
    ("password", "id", "chat", "kata sandi database staging sekarang §P§"),
    ("password", "id", "handover", "Masuk ke server: user deploy, sandinya §S§"),
    ("pin", "id", "note", "PIN alarm kantor: §N:6§"),
    ("password", "ms", "chat", "kata laluan pangkalan data ujian sekarang ialah §P§"),
    ("password", "ms", "handover", "Log masuk pelayan: pengguna deploy, kata laluan §S§"),
    ("wifi-key", "ms", "note", "Kata laluan wifi bilik mesyuarat: §M§"),
    ("password", "th", "chat", "รหัสผ่านฐานข้อมูลทดสอบตอนนี้คือ §P§"),
    ("password", "th", "handover", "เข้าเซิร์ฟเวอร์: ผู้ใช้ deploy รหัสผ่าน §S§"),
    ("pin", "th", "note", "รหัส PIN สัญญาณกันขโมยของออฟฟิศ: §N:4§"),
    ("password", "tl", "chat", "ang password ng test database ay §P§ na ngayon"),
    ("password", "tl", "handover", "Pag-login sa server: user deploy, password §S§"),
    ("wifi-key", "tl", "note", "Password ng wifi sa meeting room: §M§"),
    # ---------------- others: config, CLI, URL, inflected words, tokens ----------------
    (
        "password",
        "tr",
        "cli",
        "yedekleme için: mysqldump -u yedek -p'§S§' muhasebe  # üretim sunucusu",
    ),
    (
        "password",
        "tr",
        "email",
        "Merhaba Ayşe, geçici parolan §L:Kedi,Mavi,Deniz,Güneş,Çay§, ilk girişte değiştir lütfen.",
    ),
    ("token", "tr", "chat", "Yayın botunun GitHub tokenı şu: §GH§"),
    ("password", "fa", "env", "DB_PASSWORD=§S§  # رمز پایگاه داده‌ی تولید، دست نزنید"),
    ("password", "he", "url", "מחרוזת החיבור: postgres://app:§U§@db.local:5432/crm — לא לשתף"),
    ("password", "ar", "cli", "sshpass -p '§M§' ssh admin@10.0.9.4  # خادم الرواتب"),
    ("seed-phrase", "ar", "note", "عبارة الاسترداد للمحفظة: §SEED:12§"),
    ("password", "hi", "yaml", "password: §S§  # प्रोडक्शन SMTP, राहुल ने सेट किया"),
    ("password", "bn", "url", "কানেকশন স্ট্রিং: mysql://app:§U§@10.0.0.7:3306/crm"),
    (
        "password",
        "sw",
        "email",
        "Habari Juma, nenosiri lako la muda ni §M§; libadilishe unapoingia mara ya kwanza.",
    ),
    ("password", "ka", "cli", "PGPASSWORD=§U§ psql -h 10.0.4.12 -U reporting  # საწარმოო ბაზა"),
    ("password", "sr", "env", "LOZINKA_BAZE=§S§  # produkcija, ne dirati"),
    (
        "password",
        "bg",
        "cli",
        "docker login -u ci -p §S§ registry.firma.bg  # паролата на CI акаунта",
    ),
    ("password", "uk", "url", "рядок підключення: redis://:§U§@cache-01:6379/0"),
    (
        "password",
        "hr",
        "email",
        "Bok Ivana, tvoja privremena lozinka je §L:Mačka,Ljeto,More,Sunce§, promijeni je pri prvoj prijavi.",
    ),
    (
        "password",
        "el",
        "email",
        "Γεια σου Νίκο, ο προσωρινός κωδικός σου είναι §M§, άλλαξέ τον στην πρώτη σύνδεση.",
    ),
    ("password", "fi", "cli", "mysql -u raportit --password=§S§ myynti  # tuotantokanta"),
    ("token", "fi", "chat", "Julkaisubotin npm-tunniste on §NPM§"),
    ("password", "et", "yaml", "parool: §S§  # tootmise SMTP"),
    ("password", "hu", "cli", "sshpass -p '§M§' ssh pi@192.168.1.50  # a jelszót ne írd át"),
    (
        "password",
        "ro",
        "email",
        "Salut Andrei, parola ta temporară este §L:Pisică,Vară,Mare,Soare§, schimb-o la prima autentificare.",
    ),
    ("password", "pl", "url", "adres bazy: postgresql://raporty:§U§@db.wew:5432/sprzedaz"),
    ("password", "pl", "chat", "zmieniłem hasło do routera, nowym hasłem jest §M§"),
    ("password", "cs", "ini", "heslo = §M§ ; LDAP účet pro wiki"),
    ("password", "nl", "cli", "PGPASSWORD='§S§' pg_dump -h db.intern -U rapporten verkoop"),
    ("totp-seed", "nl", "note", "TOTP-geheim van het root-account: §TOTP§"),
    (
        "password",
        "sv",
        "email",
        "Hej Erik, ditt tillfälliga lösenord är §L:Älg,Sommar,Katt,Sjö§ – byt det vid första inloggningen.",
    ),
    ("password", "da", "env", "SMTP_ADGANGSKODE=§S§"),
    ("password", "nb", "url", "koble til med https://deploy:§U§@git.intern.no/infra.git"),
    ("password", "vi", "cli", "mysql -u root -p'§S§' -h 10.1.2.3  # CSDL sản xuất"),
    ("api-key", "id", "chat", "API key Stripe live-nya §STRIPE§, jangan dibagikan"),
    (
        "password",
        "ms",
        "email",
        "Hai Aminah, kata laluan sementara anda ialah §M§. Sila tukar selepas log masuk pertama.",
    ),
    ("password", "th", "cli", "sshpass -p '§M§' ssh admin@10.2.0.15  # เราเตอร์หลัก"),
    ("recovery-codes", "tl", "note", "Mga recovery code ng GitHub account: §RC:4§"),
    (
        "password",
        "ur",
        "email",
        "احمد صاحب، آپ کا عارضی پاس ورڈ §M§ ہے، پہلی بار لاگ اِن کے بعد بدل دیں۔",
    ),
]

NEGATIVES: list[tuple[str, str, str, str]] = [
    # ---------------- English ----------------
    (
        "policy",
        "en",
        "note",
        "Passwords must be at least 12 characters and include a digit and a symbol",
    ),
    (
        "policy",
        "en",
        "note",
        "Never commit passwords or API keys to the repo; use the secrets manager",
    ),
    (
        "policy",
        "en",
        "note",
        "The user prefers passphrases of four random words over short complex passwords",
    ),
    (
        "rotation",
        "en",
        "note",
        "Rotated the staging DB password on 2026-11-30; the new one is in Vault",
    ),
    (
        "rotation",
        "en",
        "chat",
        "I changed the router admin password yesterday, ask me for it in person",
    ),
    ("placeholder", "en", "env", "DB_PASSWORD=${DB_PASSWORD}"),
    ("placeholder", "en", "yaml", "password: <password>   # filled in by the deploy job"),
    (
        "placeholder",
        "en",
        "cli",
        "mysql -u app -p -h db-stage.internal   (prompts for the password)",
    ),
    (
        "placeholder",
        "en",
        "url",
        "postgres://user:password@localhost:5432/dbname is the template in README",
    ),
    (
        "placeholder",
        "en",
        "note",
        "The example .env uses SECRET_KEY=changeme as a placeholder; real values come from Vault",
    ),
    (
        "placeholder",
        "en",
        "json",
        '{"username": "admin", "password": "********"}  (masked in the log)',
    ),
    ("storage", "en", "note", "The staging DB password is in 1Password under Ops/DB"),
    ("storage", "en", "note", "Wi-Fi key for the office is printed on the back of the router"),
    (
        "storage",
        "en",
        "handover",
        "Credentials for the Grafana admin are in the team vault, item 'grafana-prod'",
    ),
    (
        "storage",
        "en",
        "runbook",
        "Read the password from $MYSQL_PWD or ~/.my.cnf, never pass it with -p on the command line",
    ),
    ("hash", "en", "note", "release tarball sha256: §SHA§"),
    ("hash", "en", "note", "Password reset fix landed in commit §COMMIT:7§"),
    (
        "public-id",
        "en",
        "note",
        "The password-reset Lambda is arn:aws:lambda:eu-west-1:§N:12§:function:pw-reset",
    ),
    ("public-id", "en", "note", "Ticket §UUID§ tracks the password-expiry email bug"),
    (
        "version",
        "en",
        "note",
        "Upgrade passlib to 1.7.4 for the password hashing deprecation warning",
    ),
    ("ticket-id", "en", "ticket", "SEC-2291: enforce password length on the signup form"),
    (
        "fixture",
        "en",
        "note",
        "tests/fixtures/users.json uses password 'hunter2' for the fake user; it is not a real account",
    ),
    (
        "fixture",
        "en",
        "note",
        "The integration tests log in as test@example.com with the dummy password from conftest.py",
    ),
    (
        "policy",
        "en",
        "chat",
        "the PIN for the alarm panel is 4 to 8 digits, pick something that isn't your birthday",
    ),
    (
        "policy",
        "en",
        "note",
        "Wi-Fi uses WPA3-Personal; the key is rotated every quarter by facilities",
    ),
    (
        "advice",
        "en",
        "note",
        "When asked for a password, the agent should tell the user to use the password manager instead",
    ),
    ("prose", "en", "note", "The password field on the login page should show a strength meter"),
    ("prose", "en", "note", "Forgot-password emails go out from no-reply@example.com via SES"),
    (
        "prose",
        "en",
        "note",
        "Use bcrypt with cost 12 for stored passwords; argon2id for new services",
    ),
    (
        "placeholder",
        "en",
        "cli",
        "PGPASSWORD=$(vault kv get -field=password secret/pg) psql -h db -U app",
    ),
    ("placeholder", "en", "cli", "sshpass -f ~/.ssh/pi.pass ssh pi@raspberrypi.local"),
    ("placeholder", "en", "toml", 'password = "" # left empty on purpose, set via env'),
    ("placeholder", "en", "ini", "password = %(DB_PASS)s"),
    (
        "rotation",
        "en",
        "ticket",
        "OPS-4413: rotate jira service account password after contractor leaves (done, value not recorded here)",
    ),
    (
        "storage",
        "en",
        "note",
        "The recovery codes for the GitHub org are in the safe in the Leeds office",
    ),
    ("advice", "en", "note", "Seed phrases should be written on paper and never typed into a chat"),
    (
        "prose",
        "en",
        "note",
        "TOTP seeds are 160-bit base32 strings; the app shows them as a QR code",
    ),
    ("public-id", "en", "note", "The GitHub App id is 412233 and the installation id is 51234987"),
    (
        "hash",
        "en",
        "note",
        "git log shows §COMMIT:40§ as the last commit touching password_reset.py",
    ),
    (
        "prose",
        "en",
        "chat",
        "the wifi password prompt keeps popping up on the Mac after the update",
    ),
    ("placeholder", "en", "yaml", "password: ${{ secrets.SMTP_PASSWORD }}"),
    (
        "fixture",
        "en",
        "note",
        "FAKE test credentials in docs: user 'alice', password 'example-password' — documentation only",
    ),
    ("version", "en", "note", "keepassxc 2.7.9 fixed the passphrase generator bug"),
    ("ticket-id", "en", "note", "PWD-1021 and PWD-1022 are the password-policy epics for Q1"),
    (
        "policy",
        "en",
        "note",
        "Temporary passwords expire after 24 hours and must be changed at first login",
    ),
    # ---------------- zh ----------------
    ("policy", "zh", "note", "密码至少12位，必须包含数字和符号"),
    ("storage", "zh", "note", "测试环境数据库密码保存在 1Password 的 Ops/DB 条目里"),
    ("rotation", "zh", "note", "11月30日已轮换生产数据库密码，新密码在 Vault 里"),
    ("placeholder", "zh", "env", "DB_PASSWORD=${DB_PASSWORD}  # 部署时注入，不要写死"),
    ("advice", "zh", "note", "不要把密码或令牌写进代码仓库"),
    ("ticket-id", "zh", "ticket", "SEC-3310：登录页密码强度提示改进"),
    # ---------------- es ----------------
    ("policy", "es", "note", "Las contraseñas deben tener al menos 12 caracteres y un símbolo"),
    (
        "storage",
        "es",
        "note",
        "La contraseña de la base de datos de staging está en 1Password, en Ops/DB",
    ),
    ("rotation", "es", "note", "Cambié la clave del router ayer; pídemela en persona"),
    ("placeholder", "es", "yaml", "password: <contraseña>   # la rellena el pipeline"),
    (
        "fixture",
        "es",
        "note",
        "El usuario de prueba usa la contraseña ficticia 'secreto123' de los fixtures; no es una cuenta real",
    ),
    (
        "hash",
        "es",
        "note",
        "El arreglo del restablecimiento de contraseña está en el commit §COMMIT:7§",
    ),
    # ---------------- de ----------------
    (
        "policy",
        "de",
        "note",
        "Passwörter müssen mindestens 12 Zeichen lang sein und eine Ziffer enthalten",
    ),
    ("storage", "de", "note", "Das Kennwort der Staging-DB liegt im Team-Tresor unter Ops/DB"),
    (
        "rotation",
        "de",
        "note",
        "Das WLAN-Passwort wurde am Montag geändert; das neue hängt am Kühlschrank",
    ),
    (
        "placeholder",
        "de",
        "env",
        "SMTP_PASSWORT=changeme  # Platzhalter, echter Wert kommt aus Vault",
    ),
    (
        "advice",
        "de",
        "note",
        "Passwortrichtlinie: keine Wiederverwendung der letzten fünf Kennwörter",
    ),
    (
        "version",
        "de",
        "note",
        "Update auf KeePassXC 2.7.9 behebt den Fehler im Passphrasen-Generator",
    ),
    # ---------------- ru ----------------
    ("policy", "ru", "note", "Пароль должен содержать не менее 12 символов, включая цифры"),
    ("storage", "ru", "note", "Пароль от тестовой базы лежит в 1Password, раздел Ops/DB"),
    (
        "rotation",
        "ru",
        "note",
        "Пароль администратора сменили 30 ноября, новый в хранилище секретов",
    ),
    ("placeholder", "ru", "cli", "mysql -u app -p   # пароль спросит интерактивно"),
    (
        "fixture",
        "ru",
        "note",
        "В тестах используется фиктивный пароль из conftest.py, это не настоящая учётка",
    ),
    ("ticket-id", "ru", "ticket", "SEC-4420: добавить проверку сложности пароля при регистрации"),
    # ---------------- fr ----------------
    ("policy", "fr", "note", "Les mots de passe doivent comporter au moins 12 caractères"),
    (
        "storage",
        "fr",
        "note",
        "Le mot de passe de la base de recette est dans 1Password, sous Ops/DB",
    ),
    ("rotation", "fr", "note", "Mot de passe du NAS changé hier ; demande-le-moi de vive voix"),
    ("placeholder", "fr", "yaml", "mot_de_passe: ${MOT_DE_PASSE}   # injecté au déploiement"),
    ("advice", "fr", "note", "Ne jamais coller de mot de passe ni de jeton dans un ticket"),
    ("hash", "fr", "note", "somme sha256 de l'archive : §SHA§"),
    # ---------------- ja ----------------
    ("policy", "ja", "note", "パスワードは12文字以上で、数字と記号を含めること"),
    ("storage", "ja", "note", "ステージングDBのパスワードは1PasswordのOps/DBに保存してあります"),
    (
        "rotation",
        "ja",
        "note",
        "本番DBのパスワードは11月30日にローテーション済み、新しい値はVaultにあります",
    ),
    ("placeholder", "ja", "env", "DB_PASSWORD=********  # ログではマスクされる"),
    ("advice", "ja", "note", "パスワードやトークンをチャットに貼らないこと"),
    ("ticket-id", "ja", "ticket", "SEC-5120：パスワードリセットメールの文言修正"),
    # ---------------- pt ----------------
    ("policy", "pt", "note", "As senhas devem ter pelo menos 12 caracteres e um símbolo"),
    ("storage", "pt", "note", "A senha do banco de homologação está no 1Password, em Ops/DB"),
    ("rotation", "pt", "note", "Troquei a senha do roteador ontem; peça pessoalmente"),
    ("placeholder", "pt", "env", "SENHA_DB=<senha>  # preenchida pelo pipeline"),
    (
        "fixture",
        "pt",
        "note",
        "Os testes usam a senha falsa 'teste123' do fixture; não é uma conta real",
    ),
    ("version", "pt", "note", "Atualizar o bcrypt para 4.2.1 por causa do aviso no hash de senhas"),
    # ---------------- ko ----------------
    ("policy", "ko", "note", "비밀번호는 12자 이상이어야 하며 숫자와 기호를 포함해야 합니다"),
    ("storage", "ko", "note", "스테이징 DB 비밀번호는 1Password의 Ops/DB 항목에 있습니다"),
    ("rotation", "ko", "note", "운영 DB 비밀번호는 11월 30일에 교체했고 새 값은 Vault에 있습니다"),
    ("placeholder", "ko", "yaml", "password: ${DB_PASSWORD}  # 배포 시 주입"),
    ("advice", "ko", "note", "비밀번호나 토큰을 채팅에 붙여넣지 마세요"),
    ("ticket-id", "ko", "ticket", "SEC-6021: 비밀번호 재설정 메일 문구 수정"),
    # ---------------- others ----------------
    ("policy", "tr", "note", "Şifreler en az 12 karakter olmalı ve bir rakam içermeli"),
    ("storage", "tr", "note", "Test veritabanının şifresi 1Password'de, Ops/DB altında"),
    ("policy", "fa", "note", "رمز عبور باید دست‌کم ۱۲ نویسه داشته باشد"),
    ("storage", "fa", "note", "گذرواژه‌ی پایگاه داده در گاوصندوق تیم ذخیره شده است"),
    ("policy", "he", "note", "הסיסמה חייבת להכיל לפחות 12 תווים"),
    ("rotation", "he", "note", "החלפתי את סיסמת הנתב אתמול, תבקש ממני בעל פה"),
    ("policy", "ar", "note", "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل"),
    ("storage", "ar", "note", "كلمة مرور قاعدة البيانات محفوظة في خزنة الفريق"),
    ("policy", "ur", "note", "پاس ورڈ کم از کم 12 حروف کا ہونا چاہیے"),
    ("policy", "hi", "note", "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए"),
    ("storage", "hi", "note", "डेटाबेस का पासवर्ड टीम वॉल्ट में रखा है"),
    ("policy", "bn", "note", "পাসওয়ার্ড কমপক্ষে ১২ অক্ষরের হতে হবে"),
    ("storage", "ta", "note", "தரவுத்தள கடவுச்சொல் குழு பெட்டகத்தில் உள்ளது"),
    ("policy", "am", "note", "የይለፍ ቃል ቢያንስ 12 ቁምፊዎች ሊኖሩት ይገባል"),
    ("policy", "sw", "note", "Nenosiri lazima liwe na angalau herufi 12"),
    ("storage", "sw", "note", "Nenosiri la hifadhidata limehifadhiwa kwenye kasha la timu"),
    ("policy", "ha", "note", "Kalmar sirri dole ta kasance aƙalla haruffa 12"),
    ("rotation", "yo", "note", "A ti yí ọ̀rọ̀ aṣínà padà lánàá; béèrè lọ́wọ́ mi"),
    ("policy", "ka", "note", "პაროლი უნდა შედგებოდეს მინიმუმ 12 სიმბოლოსგან"),
    ("storage", "sr", "note", "Лозинка за базу се налази у тимском сефу"),
    ("policy", "bg", "note", "Паролата трябва да е поне 12 знака"),
    (
        "rotation",
        "uk",
        "note",
        "Пароль адміністратора змінили 30 листопада, новий у сховищі секретів",
    ),
    ("policy", "uk", "note", "Пароль має містити щонайменше 12 символів"),
    ("storage", "hr", "note", "Lozinka za bazu je u timskom sefu, stavka Ops/DB"),
    ("policy", "el", "note", "Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 12 χαρακτήρες"),
    ("placeholder", "fi", "env", "SALASANA=${SALASANA}  # asetetaan julkaisussa"),
    ("policy", "fi", "note", "Salasanan on oltava vähintään 12 merkkiä pitkä"),
    ("storage", "et", "note", "Andmebaasi parool on meeskonna seifis"),
    ("policy", "hu", "note", "A jelszónak legalább 12 karakterből kell állnia"),
    ("rotation", "hu", "note", "A router jelszavát tegnap lecseréltem, kérd el személyesen"),
    ("policy", "ro", "note", "Parola trebuie să aibă cel puțin 12 caractere"),
    ("policy", "pl", "note", "Hasło musi mieć co najmniej 12 znaków i zawierać cyfrę"),
    ("storage", "pl", "note", "Hasło do bazy jest w 1Password, w sekcji Ops/DB"),
    (
        "fixture",
        "cs",
        "note",
        "Testy používají smyšlené heslo z conftest.py, nejde o skutečný účet",
    ),
    ("policy", "cs", "note", "Heslo musí mít alespoň 12 znaků"),
    ("policy", "nl", "note", "Wachtwoorden moeten minstens 12 tekens lang zijn"),
    ("placeholder", "nl", "yaml", "wachtwoord: <wachtwoord>  # wordt door de pipeline ingevuld"),
    ("storage", "sv", "note", "Lösenordet till databasen finns i teamets valv"),
    ("policy", "da", "note", "Adgangskoder skal være mindst 12 tegn lange"),
    ("rotation", "nb", "note", "Passordet til ruteren ble byttet i går; spør meg direkte"),
    ("policy", "vi", "note", "Mật khẩu phải có ít nhất 12 ký tự"),
    ("storage", "id", "note", "Kata sandi database disimpan di brankas tim"),
    ("policy", "ms", "note", "Kata laluan mestilah sekurang-kurangnya 12 aksara"),
    ("policy", "th", "note", "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร"),
    ("ticket-id", "tl", "ticket", "SEC-7710: ayusin ang email para sa pag-reset ng password"),
    ("placeholder", "tr", "yaml", "parola: ${DB_PAROLA}  # dağıtımda doldurulur"),
    (
        "fixture",
        "tr",
        "note",
        "Testlerdeki kullanıcı sahte bir parola kullanıyor, gerçek bir hesap değil",
    ),
    ("hash", "fa", "note", "چک‌سام sha256 فایل نصب: §SHA§"),
    ("placeholder", "he", "env", "DB_PASSWORD=<סיסמה>  # ימולא בפריסה"),
    ("rotation", "ar", "note", "تم تغيير كلمة مرور المسؤول أمس، والجديدة في الخزنة"),
    ("ticket-id", "hi", "ticket", "SEC-8812: पासवर्ड रीसेट ईमेल का टेक्स्ट ठीक करें"),
    ("rotation", "bn", "note", "গতকাল রাউটারের পাসওয়ার্ড বদলানো হয়েছে, নতুনটা আমার কাছে জিজ্ঞেস করুন"),
    ("policy", "ta", "note", "கடவுச்சொல் குறைந்தது 12 எழுத்துகள் கொண்டதாக இருக்க வேண்டும்"),
    ("storage", "ka", "note", "ბაზის პაროლი გუნდის სეიფშია, ჩანაწერი Ops/DB"),
    ("placeholder", "sr", "yaml", "lozinka: ${LOZINKA}  # popunjava se pri isporuci"),
    ("storage", "bg", "note", "Паролата за базата е в 1Password, раздел Ops/DB"),
    ("hash", "el", "note", "Η διόρθωση της επαναφοράς κωδικού είναι στο commit §COMMIT:7§"),
    ("rotation", "et", "note", "Ruuteri parool vahetati eile, küsi minult otse"),
    ("placeholder", "ro", "env", "PAROLA_DB=********  # mascată în jurnal"),
    ("version", "pl", "note", "Aktualizacja KeePassXC do 2.7.9 naprawia generator haseł"),
    (
        "fixture",
        "nl",
        "note",
        "De tests gebruiken een nep-wachtwoord uit conftest.py; geen echt account",
    ),
    ("policy", "sv", "note", "Lösenord måste vara minst 12 tecken långa"),
    ("storage", "da", "note", "Adgangskoden til databasen ligger i teamets boks"),
    ("policy", "nb", "note", "Passord må være minst 12 tegn"),
    ("storage", "vi", "note", "Mật khẩu cơ sở dữ liệu được lưu trong kho bí mật của nhóm"),
    ("policy", "id", "note", "Kata sandi minimal 12 karakter dan harus berisi angka"),
    ("rotation", "th", "note", "เปลี่ยนรหัสผ่านเราเตอร์แล้วเมื่อวาน ขอจากผมโดยตรง"),
    ("policy", "tl", "note", "Ang password ay dapat hindi bababa sa 12 karakter"),
]


def write(name: str, rows: list[tuple[str, str, str, str]], header: str) -> None:
    langs = sorted({r[1] for r in rows})
    lines = [
        "# Written by helper pw14s (tinyagent-memory, session 14), 2026-12-05.",
        f"# {header}",
        "# Written blind (the screen's rules were not read); TUNE set: the fixer may tune on it.",
        f"# Languages: {' '.join(langs)}",
        "# Columns: kind\tlang\tstyle\tentry",
    ]
    for kind, lang, style, template in rows:
        text = fill(template)
        assert "\t" not in text and "\n" not in text, text
        lines.append(f"{kind}\t{lang}\t{style}\t{text}")
    (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write(
        "probe_pw14s_tune_secrets.tsv",
        SECRETS,
        "Secrets (must be flagged credential): passwords, PINs, passphrases and tokens in prose and config.",
    )
    write(
        "probe_pw14s_tune_negatives.tsv",
        NEGATIVES,
        "Look-alikes (must pass): policy, rotation notes, placeholders, storage locations, hashes, ids, fixtures.",
    )
