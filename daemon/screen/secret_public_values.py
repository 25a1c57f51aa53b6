"""Values that look like credentials but a memory entry holds harmlessly (pure), by class:

- *public spans* the credential screen takes before any rule (nothing inside is reported):
  a documented example token (AWS's ``AKIAIOSFODNN7EXAMPLE`` and
  ``wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY``: a token holding ``EXAMPLE``), a ``data:`` URI
  of an image, a font or a media file (inlined content, its base64 is no key), the bare base64 of
  an image or a document, known by its file signature (PNG ``iVBORw0KGgo``, JPEG ``/9j/``, GIF
  ``R0lGOD``, WebP/RIFF ``UklGR``, PDF ``JVBERi0``, WOFF ``d09GR``/``d09GMg``), a Windows KMS
  client setup key where the text calls it one (a GVLK, a generic key: Microsoft publishes them;
  a MAK, a "volume licence key", stays a secret), and an
  order, invoice, tracking, case or booking number after its name (in the issue's languages;
  capitals, digits and dashes only, not inside a URL: ``amqp://booking:<password>@…`` stays);
- *words that disclaim a value* in the languages of issue 10 besides English (the English ones
  are ``secrets._DISCLAIMER``): it is public (``es pública``, ``是公开的``, ``公開可能``), no secret
  (``kein Geheimnis``, ``不是密钥``, ``n'a rien de secret``), a dummy or fictitious value
  (``Dummy-Passwort``, ``ficticia``, ``假令牌``); and, further back in the same sentence than the
  English window reaches, the strong English ones (``(public by design, …): apiKey: "…"``),
  and a clause after it ``…; it is visible in the page source by design``;
- a *secret-store path* named as the source of a value (``vault:secret/data/app/db#password``).
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import Final

from .secret_needles import run_matches

_EXAMPLE_TOKEN: Final = re.compile(
    r"(?<![A-Za-z0-9+/=_\-])[A-Za-z0-9+/=_\-]*EXAMPLE[A-Za-z0-9+/=_\-]*"
)
_TOKEN_CHARS: Final = frozenset(string.ascii_letters + string.digits + "+/=_-")
"""``_EXAMPLE_TOKEN``'s class: its matches start where a run of them does (``run_matches``)."""
_DATA_URI: Final = re.compile(
    r"\bdata:(?:image|font|audio|video)/[\w.+\-]+(?:;[\w\-]+=[\w.\-]+)*;base64,[A-Za-z0-9+/=]+"
    r"|\bdata:application/(?:pdf|font-woff2?|x-font-[\w\-]+|vnd\.ms-fontobject)"
    r"(?:;[\w\-]+=[\w.\-]+)*;base64,[A-Za-z0-9+/=]+"
)
_FILE_BASE64: Final = re.compile(
    r"(?<![A-Za-z0-9+/=_\-])(?:iVBORw0KGgo|/9j/|R0lGOD[dl]h|UklGR|JVBERi0|d09GR|d09GMg)"
    r"[A-Za-z0-9+/]{8,}={0,2}(?![A-Za-z0-9+/=_\-])"
)
"""Base64 that opens with an image's or a document's file signature: the file, not a key."""
_FILE_SIGNATURES: Final = ("iVBORw0KGgo", "/9j/", "R0lGOD", "UklGR", "JVBERi0", "d09G")
_PRODUCT_KEY: Final = re.compile(r"(?<![\w\-])[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}(?![\w\-])")
_PRODUCT_KEY_GROUPS: Final = re.compile(r"-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}")
"""The four groups after the first, which every ``_PRODUCT_KEY`` match holds: a pattern that
opens with a literal, which ``re`` finds fast (a first look before ``_PRODUCT_KEY``)."""
_KMS_WORDS: Final = re.compile(
    r"(?i:\bGVLKs?\b|generic\s+(?:volume\s+)?(?:licen[cs]e\s+|product\s+)?keys?"
    r"|client\s+setup\s+keys?|\bKMS\s+client\s+(?:setup\s+)?keys?|clave\s+gen[ée]rica"
    r"|cl[ée]\s+g[ée]n[ée]rique|generische[rn]?\s+(?:Produkt)?schlüssel|chave\s+gen[ée]rica"
    r"|KMS\s*クライアント\s*セットアップ\s*キー|KMS\s*客户端(?:安装)?密钥)"
)
_NUMBER_NAME: Final = (
    r"(?:tracking|order|invoice|shipment|parcel|waybill|consignment|case|booking|receipt"
    r"|purchase\s+order|RMA|refund|ticket)\s*(?:number|no\.?|nr\.?|#|id|ID)?"
    r"|(?:Bestell|Rechnungs|Sendungs|Auftrags|Tracking|Kunden|Vorgangs|Fall)nummer|Rechnung|Bestellung"
    r"|n[úu]mero\s+de\s+(?:pedido|seguimiento|factura|rastreamento|rastreio|caso|fatura|encomenda)"
    r"|n[úu]mero\s+do\s+(?:pedido|rastreamento|caso)|pedido|factura|fatura"
    r"|num[ée]ro\s+de\s+(?:commande|suivi|facture|dossier)|commande|facture"
    r"|номер\s+(?:заказа|отслеживания|сч[её]та|накладной|обращения)|заказ|сч[её]т"
    r"|订单号?|运单号?|快递单号|发票号?|工单号?|注文番号|追跡番号|請求書番号|伝票番号|問い合わせ番号"
    r"|주문\s*번호|송장\s*번호|운송장\s*번호|청구서\s*번호|sipari[şs]\s+no|numer\s+zam[óo]wienia"
    r"|bestelnummer|factuurnummer|numero\s+d['’]ordine|fattura"
)
_NUMBERED: Final = re.compile(
    r"(?i:(?<![A-Za-z0-9_/@:.])(?:" + _NUMBER_NAME + r"))(?:\s*[:#：]\s*|\s+|(?<=[^\x00-\x7f]))"
    r"(?P<v>[A-Z0-9][A-Z0-9\-_/]{3,39})(?![A-Za-z0-9\-_/+=@:])"
)
_NUMBER_CANDIDATE: Final = re.compile(
    r"[A-Z0-9](?<![A-Za-z0-9\-_/+=@:][A-Z0-9])[A-Z0-9\-_/]{3,39}(?![A-Za-z0-9\-_/+=@:])"
)
"""A cheap first look for ``_NUMBERED``: the value, then its name just before it. The first
character comes before the lookbehind (which reads the one before it): ``re`` then skips to an
upper-case letter or a digit instead of trying the lookbehind at every position."""
_DIGITS3: Final = re.compile(r"\d[^\d]*\d[^\d]*\d")


def public_values(text: str) -> Iterator[tuple[int, int]]:
    """Spans of ``text`` holding the public values the module's docstring lists."""
    if "EXAMPLE" in text:
        yield from (m.span() for m in run_matches(_EXAMPLE_TOKEN, text, "EXAMPLE", _TOKEN_CHARS))
    if "data:" in text:
        yield from (m.span() for m in _DATA_URI.finditer(text))
    if any(sig in text for sig in _FILE_SIGNATURES):
        yield from (m.span() for m in _FILE_BASE64.finditer(text))
    if (
        "-" in text
        and _PRODUCT_KEY_GROUPS.search(text)
        and _PRODUCT_KEY.search(text)
        and _KMS_WORDS.search(text)
    ):
        yield from (m.span() for m in _PRODUCT_KEY.finditer(text))
    for c in _NUMBER_CANDIDATE.finditer(text):
        if not _DIGITS3.search(c.group()):
            continue
        lo = max(0, c.start() - 48)
        if any(m.span("v") == c.span() for m in _NUMBERED.finditer(text, lo, c.end())):
            yield c.span()


_PUBLIC_WORD: Final = (
    r"(?:p[úu]blic[ao]s?|publiques?|public|öffentlich|pubblic[oa]|openbaar|publiczn\w+|publik"
    r"|offentlig)"
)
_NEGATION: Final = r"(?:not|no|non|nicht|pas|niet|nie|inte|ikke|não|nao|ne)"
_PUBLIC_I18N: Final = re.compile(
    r"(?i:(?<!no )(?<!não )(?<!non )(?<!nie )(?<!not )"
    r"\b(?:es|son|é|são|est|sont|ist|sind|è|sono|is|jest|är|er)\s+"
    r"(?:(?!" + _NEGATION + r"\b)\w+\s+)?" + _PUBLIC_WORD + r"\b"
    r"|(?<!not )(?<!non-)(?<!non )\b" + _PUBLIC_WORD + r"\s*\)"
    r"|\bpublicables?\b|\bp[úu]blic[ao]s?\s+por\s+(?:diseño|design)\b"
    r"|\bpubliques?\s+par\s+(?:conception|nature)\b|\bBeispiel(?:daten|werte?)\b"
    r"|\bno\s+es\s+(?:un[ao]?\s+)?(?:secret[oa]|confidencial)\b"
    r"|\bnão\s+é\s+(?:um[a]?\s+)?(?:segredo|secret[oa]|confidencial)\b"
    r"|\bn['’](?:a|est)\s+(?:rien\s+de|pas\s+(?:un\s+)?)secr[eè]te?\b|\bpas\s+secr[eè]te?\b"
    r"|\b(?:ist|sind)\s+kein(?:e|en)?\s+(?:Geheimnis|Schlüssel|Passwort|Kennwort|Token)\b"
    r"|\bkein(?:e|en)?\s+(?:Geheimnis|Schlüssel|Passwort|Token)\s*\)|\bkein\s+Geheimnis\b"
    r"|\bnicht\s+geheim\b|\bnon\s+è\s+(?:un[ao]?\s+)?segret[oa]\b|\bgeen\s+geheim\b"
    r"|\bgizli\s+değil\b|\bherkese\s+açık\b|\bnie\s+jest\s+tajn\w*|\binte\s+hemlig\b"
    r"|\bkhông\s+phải\s+(?:là\s+)?bí\s+mật\b|\blà\s+công\s+khai\b"
    r"|(?:—|\bэто|\bявляется)\s+публичн\w*|\bпублич(?:ен|на|ны|но)\b"
    r"|\bне\s+(?:является\s+)?секрет\w*|\bне\s+секретн\w*"
    r"|是公开的|可以公开|不是密钥|不是秘密|不是机密|非机密|无需保密|不需要保密"
    r"|公開(?:されて|可能|しても|用の?キー|鍵)|シークレットではありません|秘密ではない|秘密ではありません"
    r"|공개용|공개되어도|공개해도|비밀이\s*아닙니다|비밀이\s*아님|비밀\s*값이\s*아닙니다)"
)
"""A value said public or no secret, in the issue's languages other than English."""
_FIXTURE_I18N: Final = re.compile(
    r"(?i:\b(?:dummy|fake|mock)-\w+|\bAttrappe\b|\bPlatzhalter\w*|\bfiktiv\w*|\bfictici[ao]s?\b"
    r"|\bfict[íi]ci[ao]s?\b|\bfictives?\b|\bfictif\b|\bfittizi[ao]\b|\bфиктивн\w*|\bзаглушк\w*"
    r"|假的?(?:令牌|密钥|密码|口令|凭据|token)|虚构的|ダミー|偽の|架空の|더미|가짜)"
)
"""A value called a dummy, a fake or fictitious (``Dummy-Passwort``, ``ficticia``, ``假令牌``)."""
_FAR_PUBLIC: Final = re.compile(
    r"(?i:\bpublic\s+by\s+design\b|\bsafe\s+to\s+(?:commit|share|publish|ship|expose)\b"
    r"|\bnot\s+(?:a\s+)?secret\b|\(public\b|(?<!not )(?<!non-)(?<!non )\bpublic\))"
)
"""Strong English words a sentence may put further back than ``secrets._DISCLAIMER``'s window."""
_BY_DESIGN: Final = re.compile(
    r"(?i:\b(?:public|publishable|visible|exposed|embedded|shipped|served)\b[^.\n]{0,40}"
    r"\bby\s+design\b)"
)
"""``…; it is visible in the page source by design``: said of the value, a clause later."""
_PUBLIC_NEEDLES: Final = (
    "publi",
    "ffentlich",
    "eheim",
    "secre",
    "eispiel",
    "izli",
    "erkese",
    "emlig",
    "penbaar",
    "kein",
    "tajn",
    "pubbl",
    "offentlig",
    "confiden",
)
"""ASCII substrings one of ``_PUBLIC_I18N``'s ASCII branches needs (a cheap first look)."""
_FIXTURE_NEEDLES: Final = (
    "dummy",
    "fake",
    "mock",
    "attrappe",
    "platzhalter",
    "fikti",
    "ficti",
    "fitti",
)
_FAR_NEEDLES: Final = ("public", "safe", "secret")
_SENTENCE_END: Final = re.compile(r"[.!?;。！？；]\s|\n")
_FULL_STOP: Final = re.compile(r"[.!?。！？]\s|\n")


def disclaimed_i18n(text: str, start: int, end: int) -> bool:
    """The words of the value's sentence call it public, no secret or a dummy (see above)."""
    head = text[max(0, start - 160) : start]
    cut = list(_SENTENCE_END.finditer(head))
    if cut:
        head = head[cut[-1].end() :]
    tail = text[end : end + 100]
    stop = _FULL_STOP.search(tail)
    if stop:
        tail = tail[: stop.start()]
    if "design" in tail and _BY_DESIGN.search(tail) is not None:
        return True
    stop = _SENTENCE_END.search(tail)
    if stop:
        tail = tail[: stop.start()]
    near = head[-60:]
    window = near + " " + tail
    ascii_only = window.isascii()
    lower = window.lower()
    if (not ascii_only or any(w in lower for w in _PUBLIC_NEEDLES)) and (
        _PUBLIC_I18N.search(near) or _PUBLIC_I18N.search(tail)
    ):
        return True
    if (not ascii_only or any(w in lower for w in _FIXTURE_NEEDLES)) and (
        _FIXTURE_I18N.search(near) or _FIXTURE_I18N.search(tail[:40])
    ):
        return True
    head_lower = head.lower()
    return any(w in head_lower for w in _FAR_NEEDLES) and _FAR_PUBLIC.search(head) is not None


_STORE_PATH: Final = re.compile(r"[a-z][a-z0-9_\-]*(?:/[a-z0-9_.\-]+){1,8}(?:#[A-Za-z_][\w\-]*)?")
_STORE_WORDS: Final = re.compile(
    r"(?i:\bvault\b|\bssm\b|parameter\s+store|secrets?\s+manager|key\s*vault|secret\s+manager"
    r"|\bkv\b|\bopenbao\b|\bconjur\b|\bdoppler\b|\binfisical\b)"
)


def store_path(text: str, value: str) -> bool:
    """``value`` is a path into a secret store the text names (``secret/data/app/db#password``
    after ``vault:``): where the secret is kept, not the secret."""
    return (
        "/" in value
        and _STORE_PATH.fullmatch(value) is not None
        and _STORE_WORDS.search(text) is not None
    )
