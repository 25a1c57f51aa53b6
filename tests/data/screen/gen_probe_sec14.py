"""Probe sec14 (session 14): passwords, PINs and passphrases in sentences of languages beyond
the eight, phrased differently from the pw14s tune set (other verbs, cases, word orders and
value shapes), and look-alikes (rules, stores, hashes, ids, placeholders). Run from this folder:
``python gen_probe_sec14.py`` writes ``probe_sec14_secrets.tsv`` and ``probe_sec14_negatives.tsv``.
"""

from __future__ import annotations

import random
import string
from pathlib import Path

from probe_gen import Draw

d = Draw(1414)
r = random.Random(1414)


def rnd(n: int = 14) -> str:
    """A generated password: any printable symbol may come first."""
    alphabet = string.ascii_letters + string.digits + "!#$%&*+=?@^~"
    while True:
        v = "".join(r.choice(alphabet) for _ in range(n))
        if (
            any(c.isupper() for c in v)
            and any(c.islower() for c in v)
            and any(c.isdigit() for c in v)
        ):
            return v


def memo(words: tuple[str, ...]) -> str:
    a, b = r.sample(words, 2)
    return f"{a}-{b}-{r.randint(10, 99)}"


NATIVE = (
    "Järvi",
    "Kuusi",
    "Güneş",
    "Deniz",
    "Śnieg",
    "Łąka",
    "Žirafa",
    "Čaj",
    "Brücke",
    "Sjö",
    "Nyár",
)
POS = [
    ("password:fi", f"Uuden palvelimen pääkäyttäjän salasanaksi vaihdettiin {rnd()} eilen illalla"),
    (
        "password:fi",
        f"Kirjastojärjestelmän salasanat: ylläpitäjä {d.password()}, lukija ei tarvitse",
    ),
    ("password:et", f"Andmebaasi salasõnaks panime {memo(NATIVE)}, ära jaga seda"),
    ("password:hu", f"A routerhez tartozó jelszót átállítottam erre: {rnd(16)}"),
    ("password:hu", f"Az adminjelszó {memo(NATIVE)} lett a karbantartás után"),
    ("password:tr", f"Yedekleme sunucusunun parolası {rnd()} olarak güncellendi"),
    ("password:tr", f"Muhasebe hesabının şifresini {d.password()} yaptım, haberin olsun"),
    ("password:az", f"Serverin şifrəsi {rnd()} oldu"),
    ("password:pl", f"Nowe hasło do panelu administracyjnego brzmi {memo(NATIVE)}"),
    ("password:pl", f"Zmieniłem hasło roota na {rnd(15)} po audycie"),
    ("password:cs", f"Heslo ke skladové aplikaci jsme změnili na {rnd()}"),
    ("password:sk", f"Heslo do wifi v zasadačke je {d.password()}"),
    ("password:sl", f"Geslo za strežnik je zdaj {rnd()}"),
    ("password:hr", f"Lozinku za bazu sam promijenio u {memo(NATIVE)}"),
    ("password:sr", f"Нова лозинка за VPN гласи {rnd()}"),
    ("password:bg", f"Паролата за сървъра е {rnd()}"),
    ("password:uk", f"Пароль до бази даних тепер {d.password()}"),
    ("password:ro", f"Parola contului de administrator a fost schimbată în {rnd()}"),
    ("password:lv", f"Servera parole ir {rnd()}"),
    ("password:lt", f"Serverio slaptažodis yra {rnd()}"),
    ("password:el", f"Ο νέος κωδικός πρόσβασης για τον διακομιστή: {rnd()}"),
    ("password:he", f"שיניתי את הסיסמה של השרת ל-{rnd()}"),
    ("password:ar", f"تم تغيير كلمة المرور الخاصة بالخادم إلى {rnd()}"),
    ("password:fa", f"گذرواژه جدید سرور {rnd()} است"),
    ("password:ur", f"سرور کا پاس ورڈ {rnd()} ہے"),
    ("password:hi", f"सर्वर का नया पासवर्ड {rnd()} रखा गया है"),
    ("password:bn", f"সার্ভারের নতুন পাসওয়ার্ড {d.password()} দেওয়া হয়েছে"),
    ("password:ta", f"சர்வரின் புதிய கடவுச்சொல் {rnd()} ஆகும்"),
    ("password:th", f"รหัสผ่านเซิร์ฟเวอร์ใหม่คือ {rnd()}"),
    ("password:vi", f"Mật khẩu mới của máy chủ đã đổi thành {rnd()}"),
    ("password:id", f"Kata sandi server sudah diganti menjadi {memo(NATIVE)}"),
    ("password:ms", f"Kata laluan pelayan ialah {rnd()}"),
    ("password:tl", f"Ang password ng server ay {rnd()} na ngayon"),
    ("password:sw", f"Nenosiri jipya la seva ni {rnd()}"),
    ("password:ha", f"Kalmar sirrin sabar ita ce {rnd()}"),
    ("password:yo", f"Ọ̀rọ̀ aṣínà tuntun fún sáfà ni {rnd()}"),
    ("password:am", f"የሰርቨሩ አዲስ የይለፍ ቃል {rnd()} ነው"),
    ("password:ka", f"სერვერის ახალი პაროლია {rnd()}"),
    ("password:hy", f"Սերվերի նոր գաղտնաբառը {rnd()} է"),
    ("password:sv", f"Lösenordet för routern ändrades till {memo(NATIVE)}"),
    ("password:da", f"Adgangskoden til serveren er nu {rnd()}"),
    ("password:nb", f"Passordet til ruteren er {rnd()}"),
    ("password:nl", f"Het beheerderswachtwoord is gewijzigd naar {rnd()}"),
    ("password:is", f"Lykilorðið að þjóninum er {rnd()}"),
    ("password:ca", f"La contrasenya del servidor és {rnd()}"),
    ("password:sq", f"Fjalëkalimi i serverit është {rnd()}"),
    ("pin:fi", f"Hälytyskoodi toimistolle on {d.digits(4)}"),
    ("pin:tr", f"Ofis alarm kodu {d.digits(6)}"),
    ("pin:pl", f"Kod do drzwi serwerowni: {d.digits(5)}"),
    ("pin:ru", f"Код от сейфа — {d.digits(6)}"),
    ("pin:he", f"קוד הכניסה לבניין הוא {d.digits(5)}"),
    ("pin:sw", f"PIN ya simu ya kazi ni {d.digits(4)}"),
    ("pin:id", f"PIN kartu akses kantor {d.digits(6)}"),
    ("phrase:fi", f"Varmuuskopion salalause: {' '.join(d.seed_phrase(5).split())}"),
    ("phrase:tr", f"Cüzdan kurtarma ifadesi şu: {d.seed_phrase(12)}"),
    ("phrase:pl", f"Fraza odzyskiwania portfela: {d.seed_phrase(12)}"),
    ("phrase:he", f"ביטוי השחזור של הארנק: {d.seed_phrase(12)}"),
    ("phrase:vi", f"Cụm từ khôi phục ví: {d.seed_phrase(12)}"),
    ("env:fi", f"TIETOKANTA_SALASANA={rnd()}"),
    ("env:tr", f"VERITABANI_SIFRESI={rnd()}"),
]
NEG = [
    (
        "policy:fi",
        "Salasanan on oltava vähintään 14 merkkiä ja sisällettävä numero, esim. Kesä2024!x",
    ),
    (
        "policy:tr",
        "Şifre en az 12 karakter olmalı; örneğin Deniz2024! gibi tahmin edilebilir şifreler yasak",
    ),
    ("policy:pl", "Hasło musi mieć co najmniej 12 znaków, np. Łąka2024!"),
    ("policy:hu", "A jelszónak legalább 12 karakterből kell állnia"),
    ("policy:he", "הסיסמה חייבת לכלול לפחות 12 תווים"),
    ("policy:ar", "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل"),
    ("policy:sw", "Nenosiri lazima liwe na angalau herufi 12"),
    ("store:fi", "Salasana löytyy 1Passwordista kohdasta Ops/DB-prod"),
    ("store:tr", "Şifre Vault'ta: secret/data/prod/db"),
    ("store:pl", "Hasło jest w Bitwardenie, w folderze Infra-2024"),
    ("store:de", "Das WLAN-Passwort steht im KeePass unter Büro/WLAN-2024"),
    ("hash:fi", "Salasanan tiiviste: $2b$12$KIXQJ8uYc0g1Dq2m3n4o5uU7lZb3d8x9y0a1b2c3d4e5f6g7h8i9j"),
    (
        "hash:tr",
        "Şifre özeti sha256:3f5a9b2c7d1e4f608a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2",
    ),
    ("id:hu", "A kulcs azonosítója: key-2024-0042"),
    ("id:fi", "Avaimen tunniste on 7c1e4a2b-9d3f-4e5a-8b6c-1d2e3f4a5b6c"),
    ("ticket:sv", "Lösenordet byttes enligt ärende INC-20441 igår"),
    ("placeholder:fi", "Salasana: <aseta tähän>"),
    ("placeholder:tr", "DB_SIFRE=${VERITABANI_SIFRESI}"),
    ("placeholder:pl", "hasło = %(DB_PASS)s w pliku konfiguracyjnym"),
    ("fixture:es", "La contraseña de ejemplo Ejemplo2024! aparece en la documentación"),
    ("fixture:pl", "Przykładowe hasło Przyklad2024! z dokumentacji, nie używać"),
    ("count:fi", "PIN-koodi on 4 numeroa pitkä"),
    ("count:tr", "PIN kodu 6 haneli olmalı"),
    ("version:pl", "Kod PIN do terminala zmieniany co 90 dni, ostatnio 2024-05-01"),
    ("reset:sv", "Lösenordet återställs via https://id.example.se/reset?user=anna"),
    ("user:de", "Das Passwort des Benutzers svc_backup2024 wurde gesperrt"),
    ("phrase:en", "The passphrase should be four random words, like correct horse battery staple"),
    ("phrase:fi", "Salalauseen pitää olla vähintään neljä sanaa"),
    ("seed:en", "Seed the demo database with wheat barley corn rice before the workshop"),
    ("talk:hi", "पासवर्ड कभी भी चैट में साझा न करें"),
]
here = Path(__file__).resolve().parent
(here / "probe_sec14_secrets.tsv").write_text(
    "# Probe sec14 positives (gen_probe_sec14.py)\n" + "".join(f"{k}\t{t}\n" for k, t in POS),
    encoding="utf-8",
)
(here / "probe_sec14_negatives.tsv").write_text(
    "# Probe sec14 negatives (gen_probe_sec14.py)\n" + "".join(f"{k}\t{t}\n" for k, t in NEG),
    encoding="utf-8",
)
