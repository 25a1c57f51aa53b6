"""The sec14 fixes (secret recall, session 14): passwords and keys handed over in sentences of
languages beyond the eight (``secret_prose_i18n``, words in ``secret_words_i18n``), with any
inflection, compound or diacritic spelling of the word and any connector or word order, and
``… with password <pw>`` after a user's name. Whole results of fixed lines and look-alikes."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen


def _values(text: str) -> list[tuple[str, str]]:
    return [(h.code, text[h.start : h.end]) for h in screen.screen_line(text)]


CAUGHT = [
    ("Kalmar sirri ta uwar garken gona a Kano ita ce Baobab2026%LHMQJ", "Baobab2026%LHMQJ"),
    ("Ọ̀rọ̀ aṣínà fún dashboard àwọn àgbẹ̀ ni Cebu2022#x1uAr", "Cebu2022#x1uAr"),
    ("Oro asina fun dashboard ni Cebu2022#x1uAr", "Cebu2022#x1uAr"),
    ("የአስተዳዳሪው የይለፍ ቃል G7Z8dNE%%ZMiid8mw_^s ነው (የአዳማ ቢሮ ሰርቨር)", "G7Z8dNE%%ZMiid8mw_^s"),
    ("የWiFi የይለፍ ቃል በሃዋሳ ቢሮ: Harvest2026!KJEoG", "Harvest2026!KJEoG"),
    ("Sunan mai amfani: admin, kalmar wucewa: cr7HwGb@2687D^nRb-mcLm", "cr7HwGb@2687D^nRb-mcLm"),
    ("স্টেজিং ডাটাবেসের পাসওয়ার্ড হলো Tähti40*PRn8N", "Tähti40*PRn8N"),
    (
        "Jupyteri kursuse admini konto: kasutaja admin, salasõna FQWpF=0exozq7?M4Z",
        "FQWpF=0exozq7?M4Z",
    ),
    ("Slurmin tietokannan salasana vaihdettiin, uusi on sOAtF#oqYWw6S!iQn", "sOAtF#oqYWw6S!iQn"),
    ("mật khẩu máy chủ build ở Hà Nội là X7A14x*vetiPwD", "X7A14x*vetiPwD"),
    (
        "VPN fallback user for the Cairo office is cairo-ops with password Tuuli76!g5Fkw",
        "Tuuli76!g5Fkw",
    ),
    ("Tietokantasalasanaksi asetettiin eilen Kuusi#Metsä2024", "Kuusi#Metsä2024"),
    ("Sunucunun yönetici şifresi Marmara!2024x olarak değiştirildi", "Marmara!2024x"),
    ("A rendszergazda jelszava most már Duna#Part2025, ne add tovább", "Duna#Part2025"),
    ("Lozinka za Wi-Fi u uredu glasi Sava_Most77!", "Sava_Most77!"),
    ("Нова лозинка за сервер је Zvezda#2024ab", "Zvezda#2024ab"),
    ("הסיסמה לשרת הגיבוי היא Gilboa#5521x", "Gilboa#5521x"),
    ("رمز عبور سرور پشتیبان Tehran@2024kz است", "Tehran@2024kz"),
    ("ახალი პაროლი არის Mtatsminda#77x", "Mtatsminda#77x"),
    ("Nenosiri la seva ya shamba ni Kilimo#2025zz", "Kilimo#2025zz"),
]


@pytest.mark.parametrize(("text", "value"), CAUGHT)
def test_sec14_lines_are_caught(text: str, value: str) -> None:
    assert ("credential", value) in _values(text)


CLEAN = [
    "Salasana: <kysy Marilta> (testikäyttäjä eid-test-03)",
    "Salasanan on oltava vähintään 12 merkkiä, esimerkiksi Kesä2024!abc",
    "Şifre politikası: en az 12 karakter, örneğin Deniz2024!",
    "Jelszó: a széfben (1Password), nem ide írjuk",
    "Verbindungszeichenfolge als Vorlage: postgresql://app:{passwort}@db.intern:5432/app",
    "Git LFS oid for the tokenizer file: sha256:dc927ab3b88eba12339314e7c8bcbb8b58a48e98cd10"
    "6aff54c0f1b106833654",
    "הסיסמה חייבת להכיל לפחות 12 תווים, לדוגמה Abc#12345678",
    "Kalmar sirri dole ne ta kasance aƙalla haruffa 12",
]


@pytest.mark.parametrize("text", CLEAN)
def test_sec14_look_alikes_are_clean(text: str) -> None:
    assert screen.screen_line(text) == []
