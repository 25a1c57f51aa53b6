"""Chat-template markers talked about, and business details kept from users (fix fp14, pure).

Two classes of injection false positive on harmless MEMORY.md entries (blind rounds 35/36,
probe fp14), read for every layer by ``injection_readings.py``:

- a chat-template marker named as a part of a template, a tokenizer or a log format:
  "[INST] tags are part of the Llama chat template; don't strip them", "<system-reminder>
  appears in the agent's logs as a wrapper", „Теги [INST] и [/INST] — часть шаблона“,
  "[INST] 标记是 Llama 聊天模板的一部分": the match holds a marker, the line has a word for
  template talk (template, tag, token, marker, format, wrapper, parser…, in many languages),
  nothing stands between a marker and its closing twin but a conjunction, no second person,
  and the line with every marker blanked is clean;
- a business rule that keeps an internal detail from users: "Don't tell users the exact queue
  position algorithm; it changes often", "不要告诉用户排队位置的具体算法", "No reveles a los
  usuarios cómo se calcula el precio": a concealment match whose object names a business detail
  (an algorithm, a formula, thresholds, weights, prices, suppliers, internal levels), with no
  clause about an act ("that you …", «que copiaste», „dass du“, "你把…") and the rest clean.
"""

from __future__ import annotations

import re
from typing import Final

from .ascii_gates import gated
from .injection_incidents import Clean
from .injection_reading_gates import Gate, When
from .lexicon_en import CONCEAL, ROLE
from .text import blanked

_MARKER: Final = re.compile(
    r"\[/?(?:INST|SYS|SYSTEM)\]|<</?SYS>>|<\|[\w.-]{2,30}\|>|</?system-reminder>"
    r"|</?(?:start|end)_of_turn>|</?s>|\#\#\#\s*(?:instruction|response|system|input)\s*:",
    re.IGNORECASE,
)
"""A chat-template marker: Llama/Mistral, ChatML and Phi tokens, Gemma turns, harness wrappers."""

_PAIRED: Final = re.compile(
    r"(?P<open>\[INST\]|<<SYS>>|<system-reminder>|<\|im_start\|>|<start_of_turn>)"
    r"(?P<inside>[^\n]*?)(?:\[/INST\]|<</SYS>>|</system-reminder>|<\|im_end\|>|<end_of_turn>)",
    re.IGNORECASE,
)
_CONJUNCTION: Final = re.compile(
    r"[\s`'\"“”„«»,.;:…/()\-]*(?:(?:and|or|und|oder|y|o|e|et|ou|и|или|і|та|або|和|与|或|と|や|와|과"
    r"|및|ve|i|oraz|en|och)[\s`'\"“”„«»,.;:…/()\-]*)?(?:user|model|system|assistant)?[\s`'\"“”„«»,.;:…/()\-]*",
    re.IGNORECASE,
)
"""What may stand between a marker and its closing twin when both are named: a conjunction."""

_TEMPLATE_TALK: Final = gated(
    r"\b(?:templates?|tags?|tokens?|tokeni[sz]\w*|markers?|delimit\w*|format\w*|wrappers?|wraps?"
    r"|blocks?|parsers?|chatml|headers?|closing|opening|special|jinja|prompt\s+builder|converter"
    r"|generations?|fine-?tun\w*|dataset\w*|loader|logs?)\b"
    r"|\b(?:vorlage\w*|template\w*|marker\w*|format\w*|tags?|tokens?)\b"
    r"|\b(?:etiquetas?|plantillas?|formato|marcador\w*|marcas|bloques?|analizador\w*|tokenizador\w*"
    r"|arn[eé]s)\b"
    r"|\b(?:balises?|gabarits?|mod[eè]les?|jetons?|blocs?|parseur\w*|analyseur\w*|harnais)\b"
    r"|\b(?:marca[çc](?:ão|ões)|modelos?|blocos?|inv[oó]lucro|conversor)\b"
    r"|\b(?:etichett\w*|modell\w*|znacznik\w*|szablon\w*|etiket\w*|şablon\w*)\b"
    r"|тег\w*|шаблон\w*|маркер\w*|токен\w*|формат\w*|блок\w*|обёртк\w*|оберт\w*|разделител\w*"
    r"|标记|模板|标签|格式|分隔符|特殊标记|分词器|令牌|包装|日志|タグ|テンプレート|トークン|区切り|形式"
    r"|フォーマット|ブロック|ラッパー|ログ|태그|템플릿|토큰|형식|블록|래퍼|구분자|로그",
    re.IGNORECASE,
)
"""Words that talk about a template's parts rather than use them (many languages)."""

_ADDRESSED: Final = gated(
    r"\b(?:you|your|yours|yourself|du\s+(?:bist|musst|sollst|darfst|kannst|wirst|hast)|dein\w*|tu|tus|t[úu]|vous|você|voc[eê]s|ты|твой|твоя|ти)\b"
    r"|你|您|あなた|너는|너의|당신"
    # the model ordered in the third person (inj24a): ``le modèle doit`` is no template talk
    r"|\b(?:le|el|o|il|das)\s+(?:modèle|modelo|modello|modell|assistant|asistente|assistente)\s+(?:doit|debe|deve|muss|must|shall)\b",
    re.IGNORECASE,
)
"""The model addressed: a marker that introduces an order, not a marker talked about."""


def template_part(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """A chat-template marker named as a part of a template, a tokenizer or a log format."""
    markers = [m.span() for m in _MARKER.finditer(line)]
    whole = start <= 0 and end >= len(line.rstrip())  # the classifier's whole-line verdict
    if (family != ROLE and not whole) or not any(s < end + 2 and start - 2 < e for s, e in markers):
        return False
    for pair in _PAIRED.finditer(line):
        if not _CONJUNCTION.fullmatch(pair.group("inside")):
            return False  # words between a marker and its twin: a message in the template
    rest = blanked(line, markers)
    if not _TEMPLATE_TALK.search(rest) or _ADDRESSED.search(rest):
        return False
    return clean(rest)


_BUSINESS: Final = gated(
    r"\b(?:algorithms?|formulas?|formulae|thresholds?|weights?|weighting|scoring|score|criteria"
    r"|calculat\w*|computed?|pricing|prices?|margins?|suppliers?|vendors?|roadmap|unreleased"
    r"|embargoed|internal|escalation|ranking|queue|costs?|discounts?|rating|heuristics?)\b"
    r"|\b(?:algorithmus|formel|schwellenwert\w*|gewichtung\w*|berechn\w*|preis\w*|lieferant\w*"
    r"|intern\w*|eskalation\w*|kriterien|rangfolge)\b"
    r"|\b(?:algoritmo|f[oó]rmula|umbral(?:es)?|ponderaci[oó]n|c[aá]lculo|calcula\w*|precios?"
    r"|proveedor\w*|intern[oa]s?|criterios|limiares?|pesos|pre[çc]os?|fornecedor\w*|crit[ée]rios"
    r"|ranking)\b"
    r"|\b(?:algorithme|formule|seuils?|pond[ée]ration|calcul\w*|prix|tarif\w*|fournisseur\w*"
    r"|intern[ea]s?|crit[èe]res)\b"
    r"|\b(?:soglie|soglia|pesi|calcolo|prezz\w*|fornitor\w*|criteri|algoritme|formule|drempel\w*"
    r"|bereken\w*|prijs\w*|leverancier\w*)\b"
    r"|алгоритм\w*|формул\w*|порог\w*|расч[её]т\w*|рассчитыва\w*|цен\w*|поставщик\w*|внутренн\w*"
    r"|критери\w*|算法|公式|阈值|门槛|权重|计算|定价|价格|供应商|内部|评分|排名|アルゴリズム|計算|算出"
    r"|しきい値|閾値|重み|価格|料金|仕入|サプライヤー|内部|スコア|基準|알고리즘|공식|산정|계산|임계값|가중치"
    r"|가격|요금|공급업체|내부|점수|기준",
    re.IGNORECASE,
)
"""An internal business detail (an algorithm, thresholds, weights, prices, suppliers)."""

_ACT_CLAUSE: Final = gated(
    r"\b(?:that|you|your|yourself|i|we|these\s+instructions?|this\s+(?:instruction|rule|note"
    r"|message)|dass|du|dein\w*|que|qu'|tu|você|voc[eê]|did|done|changed|sent|forwarded"
    r"|uploaded|copied|deleted|disabled|installed|added)\b"
    r"|что|чтобы|ты|вы\s+\w+ли|你|您|我们|我|あなた|たことを|たことは|ていることを|(?:한|낸|은|는)\s*것을"
    r"|했다는|다는\s*사실|네가|당신",
    re.IGNORECASE,
)
"""What makes a concealment one of acts: "that you …", «que copiaste», „dass du“, 你把…."""

_STOP: Final = re.compile(r"[;.!?。；！？\n]")
_LIE_KEY: Final = re.compile(
    r"(?:if|when)[_-]?(?:asked|questioned)[\"']?\s*[:=]\s*[\"']?(?:deny|lie)\b"
)


def business_detail(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """A concealment match whose object names an internal business detail, and no act concealed
    in its sentence."""
    if family != CONCEAL or _LIE_KEY.search(line, start, end) is not None:
        return False  # a setting to deny when asked is a lie, not a kept secret (inj29a)
    first = max((m.end() for m in _STOP.finditer(line, 0, start)), default=0)
    stop = _STOP.search(line, end)
    sentence = line[first : stop.start() if stop is not None else len(line)]
    obj = line[end : first + len(sentence)]  # what is kept from the user: after the verb
    if not _BUSINESS.search(obj) or _ACT_CLAUSE.search(sentence):
        return False
    return clean(blanked(line, [(start, end)]))


# perf31: the lines each reading can set a match aside on (``injection_reading_gates.py``)
TEMPLATE_PART_GATE: Final = Gate(When(None, _MARKER, _TEMPLATE_TALK))
BUSINESS_DETAIL_GATE: Final = Gate(When((CONCEAL,), _BUSINESS))
