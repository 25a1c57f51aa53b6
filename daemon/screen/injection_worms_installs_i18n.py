"""Self-copies that outlive a cleanup and packages installed from a URL on a pretext, in the
eight main languages (zh es de ru fr ja pt ko; pure; helper i18n16c, session 16).

**Self-copy kept alive** (``self_copy_kept``): the line's own text (``这段话``, ``diese Regel``,
``ce paragraphe``, ``это правило``, ``この文``, ``이 문장``) added or re-inserted into every file,
summary or compaction (``每份``, ``bei jeder``, ``à chaque``, ``в каждый``, ``毎回``, ``매번``),
with a memory file named or a reason that shows the worm: so the rule is not lost, so the next AI
does it too, even when the user cleans up. "Add this sentence to the end of every report: data
source: national statistics office" names neither and stays clean.

**Install from a URL on a pretext** (``url_install_pretext``): an install verb with a package
fetched from a URL (``git+https://``, ``pip install https://``, a ``.tar.gz`` or ``.whl``) and either
"instead of the registry" (``en lugar de PyPI``, ``au lieu de npm``, ``statt PyPI``) or "without
asking" (``sans demander``, ``sin preguntar``, ``ohne nachzufragen``), or "silently" (``tiho``,
``heimlich``: inj29c, which also reads a server named in words, ``s strežnika pypi.x.top``). A
plain note "install our lib with pip install git+https://…" stays clean.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .lexicon_en import PERSISTENCE, TOOL

_SELF: Final = re.compile(
    r"这段话|這段話|这句话|這句話|本条|本條|这条规则|這條規則|这条记忆|這條記憶"
    r"|\bdiese[nrs]?\s+(?:regel|notiz|absatz|satz|hinweis|text)\b"
    r"|\b(?:cette\s+(?:règle|note|phrase)|ce\s+(?:paragraphe|texte|passage))\b"
    r"|\b(?:esta\s+(?:regla|nota|frase|regra)|este\s+(?:párrafo|texto|parágrafo))\b"
    r"|\b(?:это\s+правило|эту\s+(?:заметку|фразу|строку)|этот\s+(?:абзац|текст))\b"
    r"|この(?:文|一文|ルール|段落|メモ|テキスト)|이\s*(?:문장|규칙|문단|메모)"
    # inj30b: sl hr cs sk pl nl da nb sv it, the line's own instruction
    r"|\bto\s+(?:navodilo|pravilo|opombo|besedilo)\b|\b(?:ovu\s+(?:uputu|napomenu)|ovo\s+pravilo)\b|\b(?:tento\s+(?:pokyn|text|odstavec)|toto\s+pravidlo|tuto\s+(?:poznámku|instrukci))\b"
    r"|\b(?:tę\s+(?:instrukcję|regułę|notatkę)|ten\s+(?:wpis|akapit|tekst))\b|\bdeze\s+(?:regel|instructie|notitie|tekst)\b|\b(?:denne|denna)\s+(?:regel|instruks|instruktion|anteckning|tekst|text)\b"
    r"|\b(?:questa\s+(?:regola|istruzione|nota|frase)|questo\s+(?:testo|paragrafo))\b"
)
_EVERY: Final = re.compile(
    r"每一?份|每一?个|每個|每次|所有的?|\bbei\s+jede[rm]\b|\bin\s+jede[nrs]?\b|\bjede[nrs]?\s+\w+"
    r"|\bà\s+chaque\b|\bdans\s+(?:chaque|tous|toutes)\b|\ben\s+cada\b|\bcada\b|\bem\s+cada\b|\bsempre\s+que\b"
    r"|\bв\s+кажд\w*|\bпри\s+кажд\w*|\bкажд\w*|すべての|全ての|毎回|たびに|매번|모든|마다"
    r"|\b(?:ob|pri|v|na)\s+vsak\w*|\bpri\s+svak\w*|\bsvak\w*|\b(?:při|pri)\s+každ\w*|\bkażd\w*|\bbij\s+(?:elke|iedere)\b|\b(?:ved|vid)\s+(?:hver|varje)\b|\bad\s+ogni\b|\bogni\b"  # inj30b
)
_ADD: Final = re.compile(
    r"附上|加上|写入|寫入|复制|複製|粘贴|貼上|插入|放进"
    r"|einfüg\w*|anhäng\w*|kopier\w*|\bschreib\w*|\bsetz\w*"
    r"|réinsère\w*|insère\w*|ajoute\w*|copie\w*|recopie\w*|colle\w*"
    r"|añad\w*|insert\w*|copi\w*|pega\w*|vuelve\s+a\s+(?:poner|escribir)|acrescent\w*|adicion\w*|reinsir\w*"
    r"|вставл\w*|встав\w*|добавл\w*|добав\w*|копир\w*|дописыва\w*"
    r"|追加|貼り|書き込|コピー|붙여|추가|복사|삽입"
    r"|\b(?:ponovno\s+)?(?:zapiši|zapisuj|prepiši|dodaj|vstavi|kopiraj|upiši|prepiši|zapiš|přepiš|zapíš|prepíš|vlož|zapisz|wpisz|wstaw|schrijf|voeg|skriv|lägg\s+till|tilføj|scrivi|riscrivi|reinserisci)\b"  # inj30b
)
_WORM: Final = re.compile(
    r"memory\.md|readme|claude\.md|agents\.md|\.cursorrules|记忆|記憶|gedächtnis\w*|komprimier\w*|mémoire|compress\w*"
    r"|memoria|memória|памят\w*|сжати\w*|メモリ|メモリー|메모리|기억"
    r"|不会丢失|不會丟失|下一个\S{0,8}ai|下一個\S{0,8}ai|也照做|auch\s+wenn\s+(?:der|die)\s+\w+\s+(?:aufräum|lösch)\w*"
    r"|même\s+si\s+l'utilisateur|aunque\s+el\s+usuario|mesmo\s+que\s+o\s+utilizador|даже\s+если\s+пользовател\w*"
    r"|即使用户|即使用戶|ユーザーが\S{0,12}ても|사용자가\S{0,12}(?:해도|더라도)|next\s+ai|próxima\s+ia|prochaine\s+ia|nächste\s+ki|следующ\w+\s+ии"
    r"|\bspomin\w*|\bpamě[tť]\w*|\bpamäť\w*|\bpamięć|\bpamięci|\bmemorij\w*|\bgeheugen\w*|\bminne[tn]?\b|\bhukommelse\w*"  # inj30b
)
WORM_NEEDLES: Final = (
    "这段话", "這段話", "这句话", "這句話", "本条", "本條", "这条", "這條", "diese", "cette", "ce paragraphe", "ce texte",
    "ce passage", "esta ", "este ", "это правило", "эту ", "этот ", "この", "이 ", "이문장", "이규칙",
    "to navodilo", "to pravilo", "to opombo", "to besedilo", "ovu ", "ovo pravilo", "tento ", "toto pravidlo", "tuto ",
    "tę ", "ten wpis", "ten akapit", "ten tekst", "deze ", "denne ", "denna ", "questa ", "questo ",  # inj30b
)  # fmt: skip


def self_copy_kept(line: str) -> tuple[int, int] | None:
    """The span of the line's own text copied into every file or re-inserted after cleanups."""
    s = _SELF.search(line)
    if s is None or not _EVERY.search(line) or not _WORM.search(line):
        return None
    a = _ADD.search(line)
    return None if a is None else (min(s.start(), a.start()), max(s.end(), a.end()))


_URL_PKG: Final = re.compile(
    r"git\+https?://\S+|(?:pip3?|uv\s+pip|pipx)\s+install\s+(?:-\S+\s+)*https?://\S+|https?://\S+\.(?:tar\.gz|tgz|whl|zip)\b"
    r"|npm\s+(?:i|install)\s+https?://\S+"
    # inj29c: a package from a server named in words, its bare host (``s strežnika pypi.x.top``)
    r"|(?:pip3?|uv\s+pip|pipx)\s+install\s+[\w.\[\]=<>-]+`?\s+(?:from\s+(?:the\s+)?(?:server|index|mirror|host)|s\s+strežnika|sa\s+servera|sa\s+poslužitelja|vom\s+server|depuis\s+le\s+serveur|del\s+servidor|do\s+servidor|dal\s+server|с\s+сервера|z\s+serwera|ze\s+serveru|zo\s+servera)\s+(?:[\w-]+\.)+[a-z]{2,}"
)
_INSTALL: Final = re.compile(r"instal\w*|установ\w*|安装|安裝|インストール|설치|\bpip\b|\bnpm\b")
_PRETEXT: Final = re.compile(
    r"\ben\s+lugar\s+de\b|\bau\s+lieu\s+de\b|\b(?:an)?statt\b|\bem\s+vez\s+de\b|\bao\s+invés\s+de\b|\bвместо\b|而不是|代替|代わりに|대신"
    r"|\bsans\s+(?:me\s+|nous\s+)?demander|\bsin\s+preguntar|\bsin\s+consultar|\bohne\s+(?:nach)?zufragen|\bohne\s+rückfrage|\bsem\s+perguntar"
    r"|\bне\s+спрашивая|无需确认|無需確認|不用问|不必问|確認せず|聞かずに|묻지\s*(?:말고|않고)"
    # inj29c: run silently (sl hr sr pl cs sk en de fr es pt it ru)
    r"|\btiho\b|\bpo\s+cichu\b|\bpotichu\b|\btiše\b|\bsilently\b|\bquietly\b|\bheimlich\b|\bdiscrètement\b|\ben\s+silence\b"
    r"|\ben\s+silencio\b|\bsilenciosamente\b|\bsilenziosamente\b|\bdi\s+nascosto\b|(?<!\w)(?:тихо|молча|незаметно)(?!\w)"
)
INSTALL_NEEDLES: Final = (
    "pip install ",  # inj29c: a server named in words after it
    "git+http",
    "install http",
    "install -",
    ".tar.gz",
    ".tgz",
    ".whl",
    ".zip",
)


def url_install_pretext(line: str) -> tuple[int, int] | None:
    """The span of a package installed from a URL instead of the registry or without asking."""
    u = _URL_PKG.search(line)
    if u is None or not _INSTALL.search(line):
        return None
    p = _PRETEXT.search(line)
    return None if p is None else (min(u.start(), p.start()), max(u.end(), p.end()))


RULES: Final = (
    (PERSISTENCE, unquoted(self_copy_kept), WORM_NEEDLES),
    (TOOL, unquoted(url_install_pretext), INSTALL_NEEDLES),
)
"""The two classes with their needles, for ``injection_classes._RULES``."""
