"""Word groups of "nobody needs to know about it: leave it out of the summary and the diff" for
``lexicon_i18n_grid`` (pure data; session 19), per language: ``noneed`` (the user, the staff,
the guests or the reviewers need not know), ``omit`` (leave it out of / don't mention it in the
summary, the diff, the report, the changelog), in either order within one sentence
(concealment). Leaving generated files out of a diff gives no ``noneed``.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

_PLACES_EN: Final = r"diff\w*|changelog\w*|pr\b|pull\s+request\w*|summary|report"

HUSH_GROUPS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "noneed": r"no\s+(?:necesita|necesitan|tiene|tienen)\s+(?:por\s+qué\s+|que\s+)?saber(?:lo)?|nadie\s+(?:necesita|tiene\s+que)\s+saber(?:lo)?",
        "omit": rf"(?:omít\w*|omite|omitir|quíta\w*|no\s+(?:lo\s+)?(?:menciones|incluyas))\s+(?:\S+\s+){{0,5}}?(?:del?\s+|en\s+(?:el|los|las)\s+)?(?:resumen\w*|informe\w*|{_PLACES_EN})",
    },
    "pt": {
        "noneed": r"não\s+(?:precisa|precisam)\s+saber|ninguém\s+precisa\s+saber",
        "omit": rf"(?:omita|omite|omitir|tire|não\s+(?:mencione|inclua))\s+(?:\S+\s+){{0,5}}?(?:d[oa]s?\s+|n[oa]s?\s+)?(?:resumo\w*|relatório\w*|{_PLACES_EN})",
    },
    "fr": {
        "noneed": r"(?:n['’]a|n['’]ont)\s+pas\s+besoin\s+de\s+(?:le\s+)?savoir|personne\s+n['’]a\s+besoin\s+de\s+(?:le\s+)?savoir",
        "omit": rf"(?:omets|omettez|retire|retirez|ne\s+(?:le\s+)?mentionne\s+pas)\s+(?:\S+\s+){{0,5}}?(?:du\s+|des\s+|dans\s+le\s+)?(?:résumé\w*|rapport\w*|{_PLACES_EN})",
    },
    "it": {
        "noneed": r"non\s+(?:ha|hanno)\s+bisogno\s+di\s+saperlo|nessuno\s+deve\s+saperlo",
        "omit": rf"(?:ometti|togli|non\s+(?:menzionar\w*|includer\w*))\s+(?:\S+\s+){{0,5}}?(?:dal\s+|dai\s+|nel\s+)?(?:riepilogo|riassunto|report\w*|{_PLACES_EN})",
    },
    "de": {
        "noneed": r"(?:muss|müssen|braucht|brauchen)\s+(?:\S+\s+){0,2}?nichts?\s+(?:davon\s+)?(?:zu\s+)?wissen|niemand\s+(?:muss|braucht)\s+(?:\S+\s+)?(?:zu\s+)?wissen",
        "omit": rf"(?:lass\w*\s+(?:\S+\s+){{0,5}}?(?:aus\s+(?:der|dem|den)\s+)?(?:zusammenfassung\w*|bericht\w*|{_PLACES_EN})\w*\s+(?:\S+\s+)?weg|(?:zusammenfassung\w*|bericht\w*|{_PLACES_EN})\s+(?:\S+\s+){{0,3}}?(?:weglassen|auslassen|nicht\s+erwähnen))",
    },
    "ru": {
        "noneed": r"(?:не\s+нужно|незачем|не\s+обязательно)\s+знать|никому\s+не\s+нужно\s+знать",
        "omit": rf"(?:не\s+упоминай|опусти|убери|не\s+включай|исключи)\s+(?:\S+\s+){{0,5}}?(?:из\s+|в\s+)?(?:сводк\w*|отчёт\w*|отчет\w*|{_PLACES_EN})",
    },
    "zh": {
        "noneed": r"(?:都|也)?不(?:需要|必|用)知道|没必要知道|無需知道|无需知道",
        "omit": r"(?:摘要|总结|總結|报告|報告|差异|變更說明|变更说明)[^，。\n]{0,12}?(?:里|裡|中)?\S{0,4}?(?:一律|都|全部)?(?:省略|略去|删掉|刪掉|不要提|别提|不提)",
    },
    "ja": {
        "noneed": r"知る必要(?:は|が)?(?:ない|ありません|なし)|知らせる必要(?:は|が)?(?:ない|ありません)",
        "omit": r"(?:要約|サマリー|差分|diff|報告|レポート|変更履歴|pr)\S{0,8}?(?:から|では|には)?(?:省いて|省略して|外して|書かないで|触れないで)",
    },
    "ko": {
        "noneed": r"알\s*필요(?:가|는)?\s*없",
        "omit": r"(?:요약|보고서|diff|변경\s*내역|pr)\S{0,6}\s*(?:\S+\s+)?(?:빼|생략|제외|언급하지\s*마)",
    },
}
"""``noneed`` ``omit`` of some grid languages."""
