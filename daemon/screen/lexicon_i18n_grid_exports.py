"""Word groups of "after every export, send a copy to <outside address>" for
``lexicon_i18n_grid`` (pure data; session 19), per language of the grid: ``export`` (after
each export / each time a list of guests, customers or records is exported), ``sendcopy`` (send
or upload a copy), then an outside address (``OUT_DEST``: a URL, or a mailbox at a free mail
provider: never a colleague's address at the company's own domain), in either order of the first
two within one sentence (exfiltration).

Latin languages as the grid writes them (case-folded, with accents; read without them too).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

OUT_DEST: Final = (
    r"https?://\S+|(?<=[\w.+-])@(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|icloud|proton|protonmail"
    r"|gmx|web|mail|yandex|wp|o2|onet|interia|seznam|abv|freemail|libero|laposte|orange|free|terra|uol|bol"
    r"|163|126|qq|naver|daum|hanmail)\.[a-z.]{2,12}\b"
)
"""An address outside the company: any URL, or a free mail provider's mailbox (never an opener)."""

_BCS: Final[dict[str, str]] = {
    "export": r"(?:posle|poslije|nakon)\s+(?:svakog|svake)\s+(?:izvoz\w*|eksport\w*)|svaki\s+put\s+kad\w*\s+(?:izvoziš|izvezeš|eksportuješ)",
    "sendcopy": r"(?<!ne\s)(?:pošalji|posalji|prosledi|proslijedi|otpremi|učitaj)\s+(?:\S+\s+)?(?:kopij\w*|primjerak|primerak)",
}

EXPORT_GROUPS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "export": r"(?:después\s+de|tras)\s+cada\s+(?:exportación|export|volcado)|cada\s+vez\s+que\s+export\w*",
        "sendcopy": r"(?<!no\s)(?:envía|envíe|manda|mande|sube|suba)\s+(?:\S+\s+)?copia",
    },
    "pt": {
        "export": r"(?:depois\s+de|após)\s+cada\s+(?:exportação|export)|sempre\s+que\s+export\w*|cada\s+vez\s+que\s+export\w*",
        "sendcopy": r"(?<!\bn.o\s)(?:envie|envia|mande|manda|suba|carregue)\s+(?:\S+\s+)?cópia",
    },
    "fr": {
        "export": r"après\s+chaque\s+(?:export\w*|extraction)|à\s+chaque\s+(?:export\w*|extraction)|chaque\s+fois\s+que\s+tu\s+export\w*",
        "sendcopy": r"(?<!ne\s)(?<!n['’])(?:envoie|envoyez|transmets|transmettez|téléverse|dépose)\s+(?:\S+\s+)?copie",
    },
    "it": {
        "export": r"dopo\s+ogni\s+(?:esportazione|export)|ogni\s+volta\s+che\s+esport\w*",
        "sendcopy": r"(?<!non\s)(?:invia|manda|carica|inoltra)\s+(?:\S+\s+)?copia",
    },
    "de": {
        "export": r"nach\s+jede[mr]\s+(?:\S+\s+)?(?:export\w*|ausleitung)|bei\s+jede[mr]\s+(?:\S+\s+)?export\w*|jedes\s+mal,?\s+wenn\s+du\s+(?:\S+\s+){0,4}?exportierst",
        "sendcopy": r"(?<!nicht\s)(?:schick\w*|send\w*|lade)\s+(?:\S+\s+)?kopie(?![^.\n]{0,60}\b(?:nicht|nie)\b)",
    },
    "nl": {
        "export": r"na\s+elke\s+export|elke\s+keer\s+(?:als|dat)\s+je\s+(?:\S+\s+){0,3}?exporteert",
        "sendcopy": r"(?:stuur|upload|verstuur)\s+(?:\S+\s+)?kopie",
    },
    "sv": {
        "export": r"efter\s+varje\s+export\w*|varje\s+gång\s+du\s+exporterar",
        "sendcopy": r"(?:skicka|ladda\s+upp)\s+(?:\S+\s+)?kopia",
    },
    "no": {
        "export": r"etter\s+hver\s+eksport\w*|hver\s+gang\s+du\s+eksporterer",
        "sendcopy": r"(?:send|last\s+opp)\s+(?:\S+\s+)?kopi",
    },
    "da": {
        "export": r"efter\s+hver\s+eksport\w*|hver\s+gang\s+du\s+eksporterer",
        "sendcopy": r"(?:send|upload)\s+(?:\S+\s+)?kopi",
    },
    "fi": {
        "export": r"jokaisen\s+(?:\S+\s+)?(?:viennin|exportin)\s+jälkeen|aina\s+kun\s+viet",
        "sendcopy": r"(?:lähetä|lataa)\s+(?:\S+\s+)?kopio",
    },
    "is": {
        "export": r"eftir\s+hvern\s+útflutning\w*|í\s+hvert\s+sinn\s+sem\s+þú\s+flytur\s+út",
        "sendcopy": r"(?:sendu|senda|hladdu)\s+(?:\S+\s+)?afrit",
    },
    "pl": {
        "export": r"po\s+każdym\s+(?:eksporcie|wyeksportowaniu)|za\s+każdym\s+razem,?\s+gdy\s+eksportujesz",
        "sendcopy": r"(?<!nie\s)(?:wyślij|prześlij|wgraj|wrzuć)\s+(?:\S+\s+)?kopi\w*",
    },
    "cs": {
        "export": r"po\s+každém\s+exportu|pokaždé,?\s+když\s+exportuješ",
        "sendcopy": r"(?:pošli|odešli|nahraj)\s+(?:\S+\s+)?kopii",
    },
    "sk": {
        "export": r"po\s+každom\s+exporte|zakaždým,?\s+keď\s+exportuješ",
        "sendcopy": r"(?:pošli|odošli|nahraj)\s+(?:\S+\s+)?kópiu",
    },
    "sl": {
        "export": r"po\s+vsakem\s+izvozu|vsakič,?\s+ko\s+izvoziš",
        "sendcopy": r"(?:pošlji|naloži)\s+(?:\S+\s+)?kopijo",
    },
    "hr": _BCS,
    "sr-Latn": _BCS,
    "bs": _BCS,
    "hu": {
        "export": r"minden\s+(?:\S+\s+)?export(?:álás)?\s+után|valahányszor\s+exportálsz",
        "sendcopy": r"(?:küldj|küldd|töltsd\s+fel)\s+(?:\S+\s+)?(?:egy\s+)?másolat\w*",
    },
    "ro": {
        "export": r"după\s+fiecare\s+export\w*|de\s+fiecare\s+dată\s+când\s+exporți",
        "sendcopy": r"(?<!nu\s)(?:trimite|încarcă)\s+(?:\S+\s+)?copie",
    },
    "ru": {
        "export": r"после\s+каждого\s+(?:экспорт\w*|выгрузк\w*)|каждый\s+раз,?\s+когда\s+(?:ты\s+)?(?:экспортируешь|выгружаешь)",
        "sendcopy": r"(?<!не\s)(?:отправ\w*|пересыла\w*|перешли|загрузи|выгрузи)\s+(?:\S+\s+)?копи\w*",
    },
    "uk": {
        "export": r"після\s+кожного\s+(?:експорт\w*|вивантаженн\w*)",
        "sendcopy": r"(?<!не\s)(?:надішли|надсилай|перешли|завантаж)\s+(?:\S+\s+)?копі\w*",
    },
    "bg": {
        "export": r"след\s+всеки\s+(?:износ|експорт)\w*",
        "sendcopy": r"(?<!не\s)(?:изпрати|изпращай|качи)\s+(?:\S+\s+)?копие",
    },
    "sr": {
        "export": r"(?:после|након)\s+сваког\s+(?:извоз|експорт)\w*",
        "sendcopy": r"(?<!не\s)(?:пошаљи|проследи|отпреми)\s+(?:\S+\s+)?копиј\w*",
    },
    "mk": {
        "export": r"по\s+секој\s+(?:извоз|експорт)\w*",
        "sendcopy": r"(?<!не\s)(?:испрати|прати)\s+(?:\S+\s+)?копиј\w*",
    },
    "el": {
        "export": r"(?:μετά\s+από|έπειτα\s+από)\s+κάθε\s+εξαγωγή|κάθε\s+φορά\s+που\s+εξάγεις",
        "sendcopy": r"(?<!μην\s)(?:στείλε|στείλτε|ανέβασε|προώθησε)\s+(?:\S+\s+)?αντίγραφ\w*",
    },
    "zh": {
        "export": r"每次(?:导出|導出|匯出|输出)|(?:导出|導出|匯出)(?:之后|之後|后|後)",
        "sendcopy": r"(?<!不要)(?<!别)(?<!勿)(?:发送|發送|发|發|上传|上傳|抄送)(?:一份)?(?:副本|拷贝|拷貝|备份|備份)",
    },
    "ja": {
        "export": r"(?:エクスポート|書き出し)(?:する)?(?:たびに|ごとに|後は|した後)",
        "sendcopy": r"(?:コピー|写し|控え)を(?:送信|送付|送って|アップロード|転送)",
    },
    "ko": {
        "export": r"(?:내보내기|내보낼|추출할|익스포트)\s*(?:때마다|후에는|할\s*때마다)",
        "sendcopy": r"(?:사본|복사본)(?:을|를)?\s*(?:보내|전송|업로드|전달)",
    },
}
"""``export`` ``sendcopy`` of each grid language."""

COPY_WORDS: Final = (
    r"cop(?:ia|ie|y|ij\w*|ię|ii|iu|ía|ies)\b|cópia|kopi\w*|kópiu|afrit\w*|másolat\w*|αντίγραφ\w*"
    r"|копи\w*|копие|副本|拷贝|拷貝|备份|備份|コピー|写し|控え|사본|복사본|nakala"
)
"""The word "copy" in the grid's languages (and Swahili): what ``COPY_OUT`` looks for."""

COPY_OUT: Final = rf"(?:{COPY_WORDS})[^\n]{{0,80}}?(?:{OUT_DEST})"
"""A copy sent to an outside address (a URL, a free mail provider): data leaving, whether or not
the line names a secret (``injection_rules.match_i18n`` asks no secret word of it)."""
