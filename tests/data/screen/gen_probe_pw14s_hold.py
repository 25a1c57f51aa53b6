# ruff: noqa: E501
"""Blind probe set pw14s (HOLD, never tuned on): passwords, passphrases, PINs and tokens in prose
and config lines in many languages, plus look-alikes that must pass.

Written blind by helper pw14s (session 14, 2026-12-05) without reading the screen's rules, with
sentences and scenarios other than the TUNE set's. Every value is random characters in a published
shape (never a real secret); the seed is fixed so the files come out byte for byte the same.

Run with the project's venv python: ``python gen_probe_pw14s_hold.py`` (it finds ``probe_gen.py``
in ``$PROBE_GEN_DIR`` or a tinyagent-memory checkout's ``tests/data/screen``; it writes next to itself).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
for cand in (
    os.environ.get("PROBE_GEN_DIR", ""),
    "/work/wt/pw14s/tests/data/screen",
    "/work/wt/coord/tests/data/screen",
    "/work/main/tests/data/screen",
):
    if cand and (Path(cand) / "probe_gen.py").is_file():
        sys.path.insert(0, cand)
        break

from probe_gen import Draw  # noqa: E402

SEED = 7_3305_1149
SYMBOLS = "!#%*?@$&+=^-"
URL_SAFE = "!*-_.~"

d = Draw(SEED)


def strong(n: int = 0, symbols: str = SYMBOLS) -> str:
    n = n or d.r.randint(12, 24)
    out = [d.r.choice(symbols) if d.r.random() < 0.15 else d.alnum(1) for _ in range(n)]
    out[d.r.randrange(n)] = d.r.choice(symbols)
    out[d.r.randrange(n)] = d.digits(1)
    return "".join(out)


def memorable() -> str:
    words = (
        "Bluebird",
        "Horizon",
        "Lemon",
        "Pirate",
        "Jasmine",
        "Thunder",
        "Marble",
        "Orchid",
        "Biscuit",
        "Falcon",
        "Scooter",
        "Velvet",
        "Mango",
    )
    a, b = d.r.sample(words, 2)
    shape = d.r.randrange(5)
    if shape == 0:
        return f"{a}{d.r.choice(('2024', '2026', '1987', '99'))}{d.r.choice('!@#$')}"
    if shape == 1:
        return f"{a}_{b}_{d.digits(2)}"
    if shape == 2:
        return f"{a.lower()}{b}{d.digits(2)}{d.r.choice('!?')}"
    if shape == 3:
        return f"{a[0]}{a[1:].lower().replace('o', '0').replace('a', '@')}{d.digits(3)}"
    return d.password()


def local(words: str) -> str:
    ws = words.split(",")
    a, b = d.r.sample(ws, 2)
    shape = d.r.randrange(3)
    if shape == 0:
        return f"{a}{b}{d.digits(2)}{d.r.choice('!?')}"
    if shape == 1:
        return f"{a}_{d.r.choice(('2024', '2026'))}"
    return f"{a}-{b}-{d.digits(3)}"


def value(code: str, arg: str) -> str:
    if code == "P":
        return strong() if d.r.random() < 0.45 else memorable()
    if code == "S":
        return strong()
    if code == "U":
        return strong(d.r.randint(12, 20), URL_SAFE)
    if code == "M":
        return memorable()
    if code == "L":
        return local(arg)
    if code == "N":
        return d.digits(int(arg or 6))
    if code == "SEED":
        return d.seed_phrase(int(arg or 12))
    if code == "TOTP":
        return d.b32(int(arg or 16))
    if code == "RC":
        return ", ".join(d.digits(8) for _ in range(int(arg or 5)))
    if code == "SG":
        return f"SG.{d.b64url(22)}.{d.b64url(43)}"
    if code == "TG":
        return f"{d.digits(10)}:AA{d.b64url(33)}"
    if code == "SHOP":
        return "shpat_" + d.hex(32)
    if code == "DO":
        return "dop_v1_" + d.hex(64)
    if code == "LIN":
        return "lin_api_" + d.alnum(40)
    if code == "ANT":
        return f"sk-ant-api03-{d.b64url(93)}AA"
    if code == "GHF":
        return "github_pat_" + d.alnum(22) + "_" + d.alnum(59)
    if code == "TW":
        return "SK" + d.hex(32)
    if code == "GOOG":
        return "AIza" + d.b64url(35)
    if code == "UA":
        return d.upper_alnum(int(arg or 6))
    if code == "HEX":
        return d.hex(int(arg or 32))
    if code == "SHA":
        return d.hex(64)
    if code == "COMMIT":
        return d.hex(int(arg or 7))
    if code == "UUID":
        return d.uuid4()
    raise ValueError(code)


SLOT = re.compile(r"§(\w+)(?::([^§]*))?§")


def fill(template: str) -> str:
    return SLOT.sub(lambda m: value(m[1], m[2] or ""), template)


# (kind, lang, style, template)
SECRETS: list[tuple[str, str, str, str]] = [
    # ---------------- English ----------------
    (
        "password",
        "en",
        "chat",
        "heads up: I reset Priya's VPN password to §M§, she's locked out otherwise",
    ),
    (
        "password",
        "en",
        "handover",
        "On-call handover — the Nagios web login is nagiosadmin, password §S§",
    ),
    ("pin", "en", "note", "Voicemail PIN for the support line is §N:6§"),
    ("pin", "en", "chat", "combination for the bike lock at the back door is §N:4§"),
    ("wifi-key", "en", "chat", "anyone asking: the workshop wifi (ShopFloor-2G) password is §M§"),
    ("password", "en", "note", "NVR for the security cameras: admin / §P§ at http://192.168.10.20"),
    (
        "password",
        "en",
        "cli",
        "mount -t cifs //nas/share /mnt/share -o username=scanner,password=§S§",
    ),
    ("password", "en", "cli", "smbclient //fileserver/finance -U accounts%§S§"),
    ("password", "en", "cli", "redis-cli -h cache.prod -a '§S§' INFO keyspace"),
    (
        "password",
        "en",
        "cli",
        "ldapsearch -x -D 'cn=admin,dc=corp,dc=local' -w §S§ -b 'dc=corp,dc=local'",
    ),
    ("password", "en", "cli", "keytool -list -keystore release.jks -storepass §M§"),
    (
        "password",
        "en",
        "cli",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:§S§",
    ),
    ("password", "en", "cli", "7z x backup-2026-11.7z -p§S§"),
    ("password", "en", "cli", "xfreerdp /v:10.20.0.5 /u:Administrator /p:§S§"),
    ("password", "en", "cli", "kubectl create secret generic pg --from-literal=password=§S§"),
    ("password", "en", "cli", "helm upgrade grafana grafana/grafana --set adminPassword=§M§"),
    ("password", "en", "cli", "htpasswd -b /etc/nginx/.htpasswd reviewer §M§"),
    ("password", "en", "cli", "$pw = ConvertTo-SecureString '§S§' -AsPlainText -Force"),
    ("password", "en", "config", "db.internal:5432:inventory:inv_rw:§S§   (line in ~/.pgpass)"),
    ("password", "en", "config", "machine ftp.partner.example login dropbox password §M§"),
    ("password", "en", "config", "Server=sql01;Database=Payroll;User Id=payroll_app;Password=§S§;"),
    (
        "password",
        "en",
        "config",
        "jdbc:sqlserver://sql02:1433;databaseName=crm;user=crm_app;password=§S§",
    ),
    ("password", "en", "config", "ansible_become_pass: §M§"),
    ("password", "en", "config", 'admin_password = "§S§"   # terraform.tfvars for the test VM'),
    ("password", "en", "config", "      POSTGRES_PASSWORD: §P§   (docker-compose, db service)"),
    ("password", "en", "url", "ftp://upload:§U§@ftp.vendor.example/incoming/"),
    (
        "password",
        "en",
        "url",
        "the broker is mqtt://sensor:§U§@10.0.8.2:1883 for the greenhouse sensors",
    ),
    (
        "password",
        "en",
        "email",
        "Dear Mr. Okafor, your account for the tenant portal has been created. Username: okafor.j, password: §M§",
    ),
    (
        "password",
        "en",
        "email",
        "The spreadsheet is locked; open it with §M§ and don't forward this mail.",
    ),
    ("password", "en", "chat", "the laptop for the new hire boots with §M§ until IT enrols it"),
    ("password", "en", "chat", "We're all using §M§ for the shared Figma account, don't change it"),
    (
        "password",
        "en",
        "ticket",
        "HELP-8823 closed: user could not log into the HR portal; set a new password (§P§) and told her by phone",
    ),
    (
        "password",
        "en",
        "chat",
        "my password for the home NAS is §M§ if you need to grab the photos",
    ),
    ("password", "en", "note", "The PDF statements from the bank open with password §N:8§"),
    ("password", "en", "runbook", "3. When the installer asks for the SA password, enter §S§"),
    ("password", "en", "runbook", "Log into the iDRAC (root) with §S§ and power-cycle the host"),
    ("password", "en", "chat", "the old password was §M§ and the new one is §M§"),
    (
        "passphrase",
        "en",
        "chat",
        "the 1Password emergency kit secret key is A3-§UA:6§-§UA:6§-§UA:5§-§UA:5§-§UA:5§-§UA:5§ and the master passphrase is §SEED:5§",
    ),
    ("passphrase", "en", "note", "LUKS passphrase for the external drive: §SEED:6§"),
    ("passphrase", "en", "note", "Keepass database master password: §M§"),
    ("seed-phrase", "en", "note", "Ledger backup words (24): §SEED:24§"),
    (
        "totp-seed",
        "en",
        "note",
        "2FA secret for the shared admin account (Google Authenticator): §TOTP:32§",
    ),
    ("recovery-codes", "en", "note", "Google backup codes for ops@: §RC:6§"),
    ("token", "en", "chat", "Telegram bot token for the alerts channel: §TG§"),
    ("token", "en", "chat", "use the Shopify admin token §SHOP§ for the inventory sync"),
    ("api-key", "en", "note", "SendGrid key for transactional mail: §SG§"),
    ("token", "en", "handover", "the DigitalOcean token the backup droplet uses is §DO§"),
    ("api-key", "en", "chat", "Anthropic key for the eval runs: §ANT§"),
    ("token", "en", "note", "Fine-grained PAT for the docs deploy: §GHF§"),
    ("api-key", "en", "chat", "Linear API key for the triage script is §LIN§"),
    ("password", "en", "chat", "psst, the Jenkins admin pass is still §M§ from the install"),
    (
        "password",
        "en",
        "note",
        "Alarm company password (the word they ask for on the phone): §L:Bluebell,Copper,Tangerine§",
    ),
    ("password", "en", "handover", "pfSense webGUI: admin / §S§; SSH is disabled"),
    # ---------------- zh ----------------
    ("password", "zh", "chat", "我把小王的VPN密码重置成 §M§ 了"),
    ("password", "zh", "cli", "redis-cli -a '§S§' -h 10.0.3.5  # 生产缓存"),
    ("password", "zh", "config", "spring.datasource.password=§S§  # 订单库"),
    ("pin", "zh", "note", "保险柜密码是 §N:6§"),
    ("password", "zh", "email", "您好，您的租户门户账号已开通，用户名 liu.yang，初始密码 §M§"),
    ("token", "zh", "chat", "告警频道的 Telegram 机器人 token：§TG§"),
    ("password", "zh", "handover", "摄像头录像机：admin / §P§"),
    # ---------------- es ----------------
    ("password", "es", "chat", "le he puesto a Lucía la contraseña §M§ para la VPN"),
    (
        "password",
        "es",
        "cli",
        "mount -t cifs //nas/compartido /mnt/c -o username=escaner,password=§S§",
    ),
    (
        "password",
        "es",
        "config",
        "Server=sql01;Database=Nominas;User Id=app;Password=§S§;  (cadena de conexión de producción)",
    ),
    ("pin", "es", "note", "El código de la caja fuerte es §N:6§"),
    (
        "password",
        "es",
        "email",
        "Estimado Sr. Gómez: su usuario es gomez.a y su contraseña inicial §L:Sol,Mar,Limón,Tortuga§",
    ),
    ("token", "es", "chat", "el token de Shopify para sincronizar el inventario es §SHOP§"),
    ("passphrase", "es", "note", "contraseña maestra de KeePass: §M§"),
    # ---------------- de ----------------
    ("password", "de", "chat", "hab Priyas VPN-Passwort auf §M§ zurückgesetzt"),
    ("password", "de", "cli", "smbclient //dateiserver/buchhaltung -U buchhaltung%§S§"),
    ("password", "de", "config", "ansible_become_pass: §M§  # sudo-Kennwort auf den Druckservern"),
    ("pin", "de", "note", "Tresorcode im Serverraum: §N:6§"),
    (
        "password",
        "de",
        "email",
        "Sehr geehrte Frau Keller, Ihr Zugang zum Mieterportal: Benutzername keller.m, Kennwort §L:Apfel,Birne,Wiese,Fuchs§",
    ),
    ("api-key", "de", "chat", "SendGrid-Schlüssel für die Rechnungsmails: §SG§"),
    (
        "password",
        "de",
        "note",
        "Das Passwort des Notfallkontos lautet §S§ (nur im Ernstfall verwenden)",
    ),
    # ---------------- ru ----------------
    ("password", "ru", "chat", "сбросил Ане пароль от VPN на §M§"),
    (
        "password",
        "ru",
        "cli",
        "ldapsearch -x -D 'cn=admin,dc=corp' -w §S§ -b 'dc=corp'  # пароль администратора LDAP",
    ),
    ("password", "ru", "config", "      POSTGRES_PASSWORD: §S§  # docker-compose, база склада"),
    ("pin", "ru", "note", "Код от сейфа в бухгалтерии: §N:6§"),
    (
        "password",
        "ru",
        "email",
        "Уважаемый Иван Петрович, ваш логин ivanov.ip, пароль §L:Зима,Ласточка,Сирень,Волга§",
    ),
    ("seed-phrase", "ru", "note", "сид-фраза от кошелька: §SEED:12§"),
    ("password", "ru", "chat", "от роутера на даче пароль §M§"),
    # ---------------- fr ----------------
    ("password", "fr", "chat", "j'ai réinitialisé le mot de passe VPN de Julie : §M§"),
    ("password", "fr", "cli", "xfreerdp /v:10.20.0.5 /u:Administrateur /p:§S§"),
    ("password", "fr", "config", 'admin_password = "§S§"  # terraform.tfvars, VM de recette'),
    ("pin", "fr", "note", "Code du coffre-fort : §N:6§"),
    (
        "password",
        "fr",
        "email",
        "Madame, vos identifiants pour le portail locataire : lefevre.c / §L:Cerise,Mouette,Printemps,Renard§",
    ),
    ("token", "fr", "chat", "jeton DigitalOcean du droplet de sauvegarde : §DO§"),
    ("passphrase", "fr", "note", "phrase de passe LUKS du disque externe : §SEED:6§"),
    # ---------------- ja ----------------
    ("password", "ja", "chat", "佐藤さんのVPNパスワードを §M§ にリセットしました"),
    (
        "password",
        "ja",
        "cli",
        "keytool -list -keystore release.jks -storepass §M§  # リリース用キーストア",
    ),
    ("password", "ja", "config", "Password=§S§;  # 給与DBの接続文字列"),
    ("pin", "ja", "note", "金庫の暗証番号：§N:6§"),
    ("password", "ja", "email", "山本様　入居者ポータルのID: yamamoto.k　初期パスワード: §M§"),
    ("totp-seed", "ja", "note", "共有管理アカウントの二段階認証シークレット：§TOTP:32§"),
    ("password", "ja", "handover", "防犯カメラのレコーダー：admin／§P§"),
    # ---------------- pt ----------------
    ("password", "pt", "chat", "resetei a senha da VPN da Camila para §M§"),
    ("password", "pt", "cli", "7z x backup.7z -p§S§  # backup do financeiro"),
    (
        "password",
        "pt",
        "config",
        "jdbc:postgresql://db.interno:5432/estoque?user=estoque&password=§U§",
    ),
    ("pin", "pt", "note", "Segredo do cofre: §N:6§"),
    (
        "password",
        "pt",
        "email",
        "Prezado Sr. Almeida, seu usuário é almeida.r e a senha inicial é §L:Caju,Sabiá,Jabuti,Ipê§",
    ),
    ("api-key", "pt", "chat", "chave da API do Linear para o script de triagem: §LIN§"),
    ("password", "pt", "note", "senha do Wi-Fi lá de casa: §M§"),
    # ---------------- ko ----------------
    ("password", "ko", "chat", "지현 씨 VPN 비밀번호를 §M§ 로 초기화했어요"),
    ("password", "ko", "cli", "smbclient //nas/회계 -U 회계팀%§S§"),
    ("password", "ko", "config", "POSTGRES_PASSWORD: §S§  # docker-compose 재고 DB"),
    ("pin", "ko", "note", "금고 비밀번호: §N:6§"),
    (
        "password",
        "ko",
        "email",
        "박지훈 님, 입주민 포털 아이디는 park.jh, 초기 비밀번호는 §M§ 입니다.",
    ),
    ("token", "ko", "chat", "알림 채널 텔레그램 봇 토큰: §TG§"),
    ("passphrase", "ko", "note", "KeePass 마스터 비밀번호는 §M§"),
    # ---------------- others ----------------
    ("password", "tr", "chat", "Zeynep'in VPN şifresini §M§ olarak sıfırladım"),
    (
        "password",
        "tr",
        "config",
        "Server=sql01;Database=Bordro;User Id=app;Password=§S§;  # bordro veritabanı",
    ),
    ("pin", "fa", "note", "رمز گاوصندوق اتاق سرور: §N:6§"),
    ("password", "fa", "chat", "رمز عبور VPN سارا را به §M§ تغییر دادم"),
    ("password", "he", "chat", "איפסתי לנועה את סיסמת ה-VPN ל-§M§"),
    ("password", "he", "cli", "smbclient //nas/finance -U accounts%§S§  # הכונן של הנהלת החשבונות"),
    ("password", "ar", "email", "السيد أحمد، اسم المستخدم ahmed.k وكلمة المرور المؤقتة §M§"),
    ("pin", "ar", "note", "رقم الخزنة السري: §N:6§"),
    ("password", "ur", "chat", "میں نے عائشہ کا وی پی این پاس ورڈ §M§ کر دیا ہے"),
    ("password", "ur", "config", "POSTGRES_PASSWORD: §S§  # گودام والا ڈیٹا بیس"),
    ("password", "hi", "chat", "मैंने प्रिया का वीपीएन पासवर्ड §M§ कर दिया है"),
    ("token", "hi", "chat", "अलर्ट चैनल का टेलीग्राम बॉट टोकन: §TG§"),
    ("password", "bn", "email", "প্রিয় রহিম সাহেব, আপনার ইউজারনেম rahim.k এবং অস্থায়ী পাসওয়ার্ড §M§"),
    ("pin", "bn", "note", "সিন্দুকের পিন: §N:6§"),
    ("password", "ta", "chat", "கவிதாவின் VPN கடவுச்சொல்லை §M§ என்று மாற்றிவிட்டேன்"),
    ("password", "ta", "cli", "redis-cli -a '§S§' -h 10.0.3.5  # உற்பத்தி கேஷ்"),
    ("password", "am", "email", "ውድ አቶ ታደሰ፣ የተጠቃሚ ስምዎ tadesse.b ሲሆን ጊዜያዊ የይለፍ ቃልዎ §M§ ነው"),
    ("pin", "am", "note", "የካዝናው ሚስጥር ቁጥር፡ §N:6§"),
    ("password", "sw", "chat", "Nimeweka upya nenosiri la VPN la Amina kuwa §M§"),
    ("password", "sw", "cli", "xfreerdp /v:10.20.0.5 /u:Administrator /p:§S§  # seva ya uhasibu"),
    (
        "password",
        "ha",
        "email",
        "Malam Musa, sunan mai amfani musa.a, kalmar sirrinka ta wucin gadi §M§",
    ),
    ("pin", "ha", "note", "Lambar sirrin akwatin kuɗi: §N:6§"),
    ("password", "yo", "chat", "Mo ti yí ọ̀rọ̀ aṣínà VPN Adé padà sí §M§"),
    ("password", "yo", "config", "POSTGRES_PASSWORD: §S§  # ibi ìpamọ́ ọjà"),
    (
        "password",
        "ka",
        "email",
        "ბატონო გიორგი, თქვენი მომხმარებელია giorgi.b, დროებითი პაროლი კი §M§",
    ),
    ("pin", "ka", "note", "სეიფის კოდი: §N:6§"),
    ("password", "sr", "chat", "resetovao sam Jeleni lozinku za VPN na §M§"),
    (
        "password",
        "sr",
        "cli",
        "smbclient //nas/racunovodstvo -U knjige%§S§  # лозинка рачуноводства",
    ),
    ("password", "bg", "chat", "смених паролата на Мария за VPN-а на §M§"),
    ("password", "bg", "config", "ansible_become_pass: §S§  # sudo паролата на принт сървърите"),
    ("password", "uk", "chat", "скинув Олені пароль від VPN на §M§"),
    ("pin", "uk", "note", "Код від сейфа в бухгалтерії: §N:6§"),
    ("password", "uk", "config", "Password=§S§;  # рядок підключення до бази зарплат"),
    ("password", "hr", "chat", "resetirao sam Ani lozinku za VPN na §M§"),
    ("password", "hr", "cli", "7z x arhiva.7z -p§S§  # sigurnosna kopija računovodstva"),
    ("password", "el", "chat", "έκανα επαναφορά στον κωδικό VPN της Μαρίας σε §M§"),
    ("password", "el", "config", "ansible_become_pass: §S§  # κωδικός sudo στους εκτυπωτές"),
    ("password", "fi", "chat", "nollasin Annan VPN-salasanan, uusi on §M§"),
    (
        "password",
        "fi",
        "email",
        "Hei Matti, vuokralaisportaalin tunnuksesi on matti.v ja alkusalasanasi §L:Kuusi,Lumi,Karhu,Järvi§",
    ),
    ("password", "et", "chat", "lähtestasin Kadri VPN-i parooli, uus on §M§"),
    ("pin", "et", "note", "Seifi kood: §N:6§"),
    ("password", "hu", "chat", "visszaállítottam Eszter VPN-jelszavát erre: §M§"),
    ("password", "hu", "config", "Password=§S§;  # bérszámfejtés adatbázis"),
    ("password", "ro", "chat", "am resetat parola de VPN a Ioanei la §M§"),
    (
        "password",
        "ro",
        "cli",
        "mount -t cifs //nas/contabilitate /mnt/c -o username=scaner,password=§S§",
    ),
    ("password", "pl", "chat", "zresetowałem Ani hasło do VPN-a na §M§"),
    ("password", "pl", "config", "ansible_become_pass: §S§  # hasło sudo na serwerach wydruku"),
    ("pin", "pl", "note", "Szyfr do sejfu w księgowości: §N:6§"),
    ("password", "cs", "chat", "resetoval jsem Petře heslo k VPN na §M§"),
    (
        "password",
        "cs",
        "email",
        "Vážený pane Nováku, vaše uživatelské jméno je novak.j a počáteční heslo §L:Jablko,Liška,Řeka,Léto§",
    ),
    ("password", "nl", "chat", "ik heb het VPN-wachtwoord van Sanne gereset naar §M§"),
    ("password", "nl", "config", "Password=§S§;  # connectiestring salarisdatabase"),
    ("password", "sv", "chat", "jag återställde Annas VPN-lösenord till §M§"),
    ("password", "sv", "cli", "redis-cli -a '§S§' -h 10.0.3.5  # produktionscachen"),
    ("password", "da", "chat", "jeg har nulstillet Mettes VPN-adgangskode til §M§"),
    ("pin", "da", "note", "Koden til pengeskabet: §N:6§"),
    ("password", "nb", "chat", "tilbakestilte VPN-passordet til Kari til §M§"),
    ("password", "nb", "config", "POSTGRES_PASSWORD: §S§  # lagerdatabasen"),
    ("password", "vi", "chat", "mình đã đặt lại mật khẩu VPN của Lan thành §M§"),
    (
        "password",
        "vi",
        "email",
        "Kính gửi anh Minh, tên đăng nhập của anh là minh.t, mật khẩu tạm thời §M§",
    ),
    ("password", "id", "chat", "password VPN-nya Sari sudah kureset jadi §M§"),
    ("password", "id", "cli", "smbclient //nas/keuangan -U akuntan%§S§  # server keuangan"),
    ("password", "ms", "chat", "saya dah tetapkan semula kata laluan VPN Aisyah kepada §M§"),
    ("pin", "ms", "note", "Nombor rahsia peti besi: §N:6§"),
    ("password", "th", "chat", "รีเซ็ตรหัสผ่าน VPN ของน้องฝนเป็น §M§ แล้วนะ"),
    ("password", "th", "config", "POSTGRES_PASSWORD: §S§  # ฐานข้อมูลคลังสินค้า"),
    ("password", "tl", "chat", "ni-reset ko ang VPN password ni Maria, §M§ na ngayon"),
    (
        "password",
        "tl",
        "cli",
        "mount -t cifs //nas/accounting /mnt/a -o username=scanner,password=§S§",
    ),
    ("token", "sv", "chat", "Telegram-botens token för larmkanalen: §TG§"),
    ("api-key", "tr", "chat", "Fatura e-postaları için SendGrid anahtarı: §SG§"),
    ("token", "pl", "chat", "token DigitalOcean dla dropletu z kopiami: §DO§"),
    ("seed-phrase", "vi", "note", "cụm từ khôi phục ví: §SEED:12§"),
    ("totp-seed", "de", "note", "TOTP-Geheimnis für das Admin-Konto: §TOTP:32§"),
]

NEGATIVES: list[tuple[str, str, str, str]] = [
    # ---------------- English ----------------
    (
        "policy",
        "en",
        "config",
        "PASSWORD_MIN_LENGTH = 12   # settings.py, raised from 8 in November",
    ),
    ("policy", "en", "note", "Lockout after 5 failed password attempts, 15-minute cooldown"),
    (
        "policy",
        "en",
        "note",
        "PINs for the door panels are 6 digits and are reissued every January",
    ),
    (
        "advice",
        "en",
        "note",
        "In scripts, read the password with `read -s PASSWORD` instead of hard-coding it",
    ),
    (
        "advice",
        "en",
        "cli",
        'echo "$REGISTRY_TOKEN" | docker login ghcr.io -u ci-bot --password-stdin',
    ),
    (
        "placeholder",
        "en",
        "config",
        "Server=sql01;Database=Payroll;User Id=payroll_app;Password={password};",
    ),
    (
        "placeholder",
        "en",
        "cli",
        "mount -t cifs //nas/share /mnt/share -o credentials=/root/.smbcred",
    ),
    ("placeholder", "en", "config", "      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password"),
    ("placeholder", "en", "cli", "kubectl create secret generic pg --from-file=password=./pg.pass"),
    ("placeholder", "en", "config", 'ansible_become_pass: "{{ vault_become_pass }}"'),
    (
        "placeholder",
        "en",
        "url",
        "mqtt://USER:PASS@broker:1883 is the format the sensor firmware expects",
    ),
    (
        "placeholder",
        "en",
        "note",
        "The login form shows the password as •••••••• and there is an eye icon to reveal it",
    ),
    (
        "storage",
        "en",
        "note",
        "The NVR admin password is written on the card taped inside the rack door",
    ),
    (
        "storage",
        "en",
        "note",
        "SendGrid and Twilio keys live in AWS Secrets Manager under prod/notify",
    ),
    (
        "storage",
        "en",
        "handover",
        "Ask Priya for the VPN password; it is not written down anywhere",
    ),
    (
        "rotation",
        "en",
        "note",
        "All service-account passwords were rotated after the Nov 12 incident",
    ),
    (
        "rotation",
        "en",
        "ticket",
        "HELP-8824: reset the HR portal password for m.silva (sent via SMS, not recorded)",
    ),
    ("hash", "en", "note", "The password_hash column holds argon2id hashes; never log that column"),
    ("hash", "en", "note", "Checksum of the KeePass installer: §SHA§"),
    (
        "public-id",
        "en",
        "note",
        "Kubernetes secret 'pg-credentials' has keys username and password; mounted at /etc/pg",
    ),
    ("public-id", "en", "note", "Telegram alerts go to chat id -100§N:10§ (the public channel)"),
    ("public-id", "en", "note", "Google Analytics property G-§N:8§ tracks the password-reset page"),
    ("version", "en", "note", "bitwarden/server 2026.11.0 changed the master password hint flow"),
    ("ticket-id", "en", "ticket", "PW-77: the 'forgot PIN' link is broken on Safari"),
    (
        "fixture",
        "en",
        "note",
        "Fixture user bob / correct-horse-battery-staple is a well-known example from xkcd 936, used only in the unit tests",
    ),
    (
        "fixture",
        "en",
        "note",
        "seed_demo.py creates demo accounts with the password 'demo' — they only exist on localhost",
    ),
    (
        "prose",
        "en",
        "note",
        "The user's NAS is a Synology DS920+ on 192.168.1.10; photos are under /volume1/photo",
    ),
    (
        "prose",
        "en",
        "note",
        "Password managers in use: Bitwarden for the team, KeePassXC for personal vaults",
    ),
    ("prose", "en", "chat", "password reset emails were landing in spam, fixed the SPF record"),
    (
        "prose",
        "en",
        "note",
        "The word for password in the Finnish UI is 'salasana'; keep the translations in locale/fi.po",
    ),
    ("prose", "en", "note", "When the PIN pad beeps three times, the panel is armed"),
    (
        "advice",
        "en",
        "note",
        "Don't put the Wi-Fi password in the onboarding doc; hand it out at the front desk",
    ),
    ("placeholder", "en", "cli", 'redis-cli -h cache.prod -a "$REDIS_PASSWORD" INFO'),
    (
        "placeholder",
        "en",
        "config",
        "machine ftp.partner.example login dropbox password <see vault>",
    ),
    (
        "prose",
        "en",
        "note",
        "The default password for new Raspberry Pi OS images no longer exists; you set one in the imager",
    ),
    (
        "policy",
        "en",
        "note",
        "Seed phrases: 12 or 24 BIP39 words; the wallet shows them once during setup",
    ),
    # ---------------- zh ----------------
    ("policy", "zh", "config", "PASSWORD_MIN_LENGTH = 12  # 11月从8改成12"),
    (
        "advice",
        "zh",
        "cli",
        'echo "$REGISTRY_TOKEN" | docker login -u ci --password-stdin  # 不要把密码写在命令行里',
    ),
    ("storage", "zh", "note", "摄像头录像机的密码贴在机柜门内侧"),
    ("rotation", "zh", "note", "11月12日事件之后，所有服务账号的密码都已轮换"),
    (
        "placeholder",
        "zh",
        "config",
        'ansible_become_pass: "{{ vault_become_pass }}"  # 密码来自加密变量',
    ),
    # ---------------- es ----------------
    ("policy", "es", "note", "La cuenta se bloquea tras 5 intentos fallidos de contraseña"),
    (
        "storage",
        "es",
        "note",
        "Pídele a Lucía la contraseña de la VPN; no está apuntada en ningún sitio",
    ),
    ("placeholder", "es", "config", "Password={contraseña};  (plantilla de la cadena de conexión)"),
    (
        "hash",
        "es",
        "note",
        "La columna password_hash guarda hashes argon2id; nunca la registres en logs",
    ),
    (
        "fixture",
        "es",
        "note",
        "Los usuarios de demostración usan la contraseña 'demo' y solo existen en localhost",
    ),
    # ---------------- de ----------------
    ("policy", "de", "note", "Nach 5 Fehlversuchen wird das Konto für 15 Minuten gesperrt"),
    ("storage", "de", "note", "Das Kennwort des Rekorders steht auf der Karte in der Racktür"),
    (
        "placeholder",
        "de",
        "cli",
        "smbclient //dateiserver/buchhaltung -A ~/.smbcred  # Anmeldedaten aus Datei",
    ),
    (
        "rotation",
        "de",
        "ticket",
        "HELP-9012: Passwort für das Mieterportal zurückgesetzt und telefonisch mitgeteilt (nicht notiert)",
    ),
    ("prose", "de", "note", "Passwortmanager im Einsatz: Bitwarden fürs Team, KeePassXC privat"),
    # ---------------- ru ----------------
    ("policy", "ru", "note", "После 5 неверных вводов пароля учётка блокируется на 15 минут"),
    ("storage", "ru", "note", "Пароль от роутера на даче знает только Аня, записывать его не надо"),
    (
        "placeholder",
        "ru",
        "config",
        "POSTGRES_PASSWORD_FILE: /run/secrets/pg_password  # пароль из docker secrets",
    ),
    ("version", "ru", "note", "В bitwarden/server 2026.11.0 поменяли подсказку мастер-пароля"),
    ("prose", "ru", "note", "Письма для сброса пароля попадали в спам, поправил SPF"),
    # ---------------- fr ----------------
    ("policy", "fr", "note", "Le compte est verrouillé après 5 essais de mot de passe ratés"),
    (
        "storage",
        "fr",
        "note",
        "Le mot de passe du NVR est écrit sur la fiche scotchée dans la baie",
    ),
    (
        "placeholder",
        "fr",
        "url",
        "le firmware attend le format mqtt://UTILISATEUR:MOTDEPASSE@broker:1883",
    ),
    ("ticket-id", "fr", "ticket", "PW-81 : le lien « code PIN oublié » ne marche pas sous Safari"),
    (
        "fixture",
        "fr",
        "note",
        "L'utilisateur de test bob / correct-horse-battery-staple vient de xkcd 936, uniquement pour les tests unitaires",
    ),
    # ---------------- ja ----------------
    ("policy", "ja", "note", "パスワードを5回間違えるとアカウントが15分ロックされます"),
    (
        "storage",
        "ja",
        "note",
        "VPNのパスワードは佐藤さんに直接聞いてください（どこにも書いていません）",
    ),
    ("placeholder", "ja", "config", "Password={password};  # 接続文字列のテンプレート"),
    (
        "hash",
        "ja",
        "note",
        "password_hash 列には argon2id のハッシュが入っているのでログに出さないこと",
    ),
    ("prose", "ja", "note", "パスワードリセットのメールが迷惑メールに入っていたのでSPFを修正した"),
    # ---------------- pt ----------------
    ("policy", "pt", "note", "A conta é bloqueada depois de 5 tentativas de senha erradas"),
    (
        "storage",
        "pt",
        "note",
        "A senha do gravador das câmeras está no cartão colado na porta do rack",
    ),
    (
        "placeholder",
        "pt",
        "cli",
        'redis-cli -a "$REDIS_SENHA" -h cache.prod INFO  # senha vem da variável de ambiente',
    ),
    (
        "rotation",
        "pt",
        "note",
        "Todas as senhas das contas de serviço foram trocadas depois do incidente de 12/11",
    ),
    (
        "public-id",
        "pt",
        "note",
        "O segredo do Kubernetes 'pg-credenciais' tem as chaves username e password",
    ),
    # ---------------- ko ----------------
    ("policy", "ko", "note", "비밀번호를 5번 틀리면 계정이 15분간 잠깁니다"),
    ("storage", "ko", "note", "녹화기 비밀번호는 랙 문 안쪽 카드에 적혀 있습니다"),
    (
        "placeholder",
        "ko",
        "config",
        "POSTGRES_PASSWORD_FILE: /run/secrets/pg_password  # 비밀번호는 도커 시크릿에서",
    ),
    ("fixture", "ko", "note", "데모 계정은 비밀번호 'demo'를 쓰며 localhost에만 있습니다"),
    ("prose", "ko", "note", "비밀번호 재설정 메일이 스팸함으로 가서 SPF 레코드를 고쳤습니다"),
    # ---------------- others ----------------
    ("policy", "tr", "note", "5 hatalı şifre denemesinden sonra hesap 15 dakika kilitlenir"),
    ("storage", "tr", "note", "VPN şifresini Zeynep'e sor, hiçbir yere yazılmadı"),
    (
        "placeholder",
        "fa",
        "config",
        "Password={password};  # الگوی رشته‌ی اتصال، رمز از متغیر محیطی خوانده می‌شود",
    ),
    ("policy", "fa", "note", "پس از ۵ بار ورود رمز اشتباه، حساب ۱۵ دقیقه قفل می‌شود"),
    ("policy", "he", "note", "אחרי 5 ניסיונות סיסמה שגויים החשבון ננעל ל-15 דקות"),
    ("storage", "he", "note", "את סיסמת ה-VPN תבקשו מנועה, היא לא כתובה בשום מקום"),
    ("rotation", "ar", "note", "تم تغيير كلمات مرور جميع حسابات الخدمة بعد حادثة 12 نوفمبر"),
    ("policy", "ar", "note", "يُقفل الحساب بعد 5 محاولات خاطئة لإدخال كلمة المرور"),
    ("storage", "ur", "note", "وی پی این کا پاس ورڈ عائشہ سے پوچھ لیں، کہیں لکھا نہیں ہے"),
    ("policy", "hi", "note", "5 बार गलत पासवर्ड डालने पर खाता 15 मिनट के लिए लॉक हो जाता है"),
    (
        "placeholder",
        "hi",
        "cli",
        'redis-cli -a "$REDIS_PASSWORD" INFO  # पासवर्ड एनवायरनमेंट वेरिएबल से',
    ),
    ("rotation", "bn", "note", "১২ নভেম্বরের ঘটনার পর সব সার্ভিস অ্যাকাউন্টের পাসওয়ার্ড বদলানো হয়েছে"),
    ("policy", "ta", "note", "5 முறை தவறான கடவுச்சொல் உள்ளிட்டால் கணக்கு 15 நிமிடம் பூட்டப்படும்"),
    ("storage", "am", "note", "የቪፒኤን የይለፍ ቃሉን ታደሰን ጠይቁ፤ የትም አልተጻፈም"),
    (
        "rotation",
        "sw",
        "note",
        "Manenosiri ya akaunti zote za huduma yalibadilishwa baada ya tukio la tarehe 12 Novemba",
    ),
    ("policy", "ha", "note", "Bayan kuskuren kalmar sirri sau 5, za a kulle asusun na mintuna 15"),
    ("storage", "yo", "note", "Ẹ béèrè ọ̀rọ̀ aṣínà VPN lọ́wọ́ Adé; a kò kọ ọ́ sílẹ̀ níbìkan"),
    ("policy", "ka", "note", "5 არასწორი პაროლის შემდეგ ანგარიში 15 წუთით იბლოკება"),
    (
        "placeholder",
        "sr",
        "config",
        'ansible_become_pass: "{{ vault_become_pass }}"  # lozinka iz šifrovanih promenljivih',
    ),
    ("policy", "bg", "note", "След 5 грешни опита за парола акаунтът се заключва за 15 минути"),
    ("storage", "uk", "note", "Пароль від відеореєстратора записаний на картці в дверцятах стійки"),
    ("fixture", "hr", "note", "Demo korisnici imaju lozinku 'demo' i postoje samo na localhostu"),
    ("policy", "el", "note", "Μετά από 5 λάθος κωδικούς ο λογαριασμός κλειδώνει για 15 λεπτά"),
    (
        "prose",
        "fi",
        "note",
        "Salasanan palautusviestit menivät roskapostiin, korjasin SPF-tietueen",
    ),
    ("policy", "et", "note", "Pärast 5 valet parooli lukustatakse konto 15 minutiks"),
    ("hash", "hu", "note", "A password_hash oszlop argon2id hasheket tárol, soha ne naplózd"),
    ("policy", "ro", "note", "După 5 încercări greșite de parolă, contul se blochează 15 minute"),
    ("placeholder", "pl", "config", "Password={hasło};  # szablon connection stringa"),
    (
        "rotation",
        "cs",
        "note",
        "Hesla všech servisních účtů byla po incidentu 12. listopadu změněna",
    ),
    ("storage", "nl", "note", "Het wachtwoord van de recorder staat op het kaartje in de rackdeur"),
    ("policy", "sv", "note", "Kontot låses i 15 minuter efter 5 felaktiga lösenordsförsök"),
    (
        "placeholder",
        "da",
        "cli",
        "mount -t cifs //nas/regnskab /mnt/r -o credentials=/root/.smbcred  # adgangskoden ligger i filen",
    ),
    ("policy", "nb", "note", "Kontoen låses i 15 minutter etter 5 feil passordforsøk"),
    (
        "rotation",
        "vi",
        "note",
        "Mật khẩu của tất cả tài khoản dịch vụ đã được đổi sau sự cố ngày 12/11",
    ),
    ("storage", "id", "note", "Tanya Sari untuk password VPN; tidak ditulis di mana pun"),
    (
        "policy",
        "ms",
        "note",
        "Akaun dikunci selama 15 minit selepas 5 percubaan kata laluan yang salah",
    ),
    ("storage", "th", "note", "รหัสผ่านเครื่องบันทึกกล้องเขียนไว้บนการ์ดที่ติดในประตูตู้แร็ก"),
    (
        "policy",
        "tl",
        "note",
        "Naka-lock ang account nang 15 minuto pagkatapos ng 5 maling password",
    ),
    ("version", "tr", "note", "bitwarden/server 2026.11.0 ana parola ipucu akışını değiştirdi"),
    (
        "public-id",
        "uk",
        "note",
        "Секрет Kubernetes 'pg-credentials' містить ключі username і password",
    ),
    ("ticket-id", "pl", "ticket", "PW-90: link „nie pamiętam PIN-u” nie działa w Safari"),
    ("hash", "nl", "note", "Checksum van het KeePass-installatiebestand: §SHA§"),
]


def write(name: str, rows: list[tuple[str, str, str, str]], header: str) -> None:
    langs = sorted({r[1] for r in rows})
    lines = [
        "# Written by helper pw14s (tinyagent-memory, session 14), 2026-12-05.",
        f"# {header}",
        "# Written blind; never tuned on. HOLD set: kept outside the project, scored only by the coordinator.",
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
        "probe_pw14s_hold_secrets.tsv",
        SECRETS,
        "Secrets (must be flagged credential): passwords, PINs, passphrases and tokens in prose and config.",
    )
    write(
        "probe_pw14s_hold_negatives.tsv",
        NEGATIVES,
        "Look-alikes (must pass): policy, rotation notes, placeholders, storage locations, hashes, ids, fixtures.",
    )
