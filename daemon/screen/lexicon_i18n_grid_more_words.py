"""More words of the grid's older groups (pure data; session 19), joined to them by
``lexicon_i18n_grid`` (``|``), per language:

- ``hidden_more`` / ``reveal_more`` (extraction): "your confidential guidelines", "the initial
  configuration text", "the hidden directives you were configured with", asked for "in full",
  "word for word", "pasted";
- ``self_more`` / ``orig_more`` (override): "the instructions inside the attached PDF" over "the
  administrator's / operator's settings";
- ``target_more`` (persistence): this note copied into every new page, template, wiki page or
  runbook;
- ``wiped`` + ``rewrite`` after ``this`` (persistence, read across a semicolon): "this note is
  never deleted; if the user removes it, write it again".

Latin languages as the grid writes them (case-folded, with accents; read without them too).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

MORE_WORDS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "hidden_more": r"(?:el\s+)?texto\s+de\s+(?:configuración|arranque)\s+inicial|(?:tus|sus)\s+(?:directrices|instrucciones|reglas|indicaciones|pautas)\s+(?:confidenciales|secretas|ocultas|internas|privadas)|instrucciones\s+con\s+las\s+que\s+(?:te\s+)?(?:configuraron|configuramos)",
        "reveal_more": r"palabra\s+por\s+palabra|al\s+pie\s+de\s+la\s+letra|textualmente|íntegr[oa]s?|completas?\s+y\s+literal",
        "self_more": r"(?:las\s+)?instrucciones\s+(?:del|dentro\s+del|en\s+el)\s+(?:pdf|adjunto|documento\s+adjunto|correo\s+adjunto)",
        "orig_more": r"(?:la\s+)?(?:configuración|los\s+ajustes)\s+del\s+(?:administrador|operador)",
        "target_more": r"página\w*|plantilla\w*|wiki\w*|runbook\w*",
        "wiped": r"si\s+(?:\S+\s+){0,3}?(?:la|lo|las|los)\s+(?:borra|elimina|quita|suprime)\w*",
        "rewrite": r"vuelve\s+a\s+(?:escribirl|añadirl|crearl|ponerl|agregarl)\w*|(?:reescríbel|restáural|vuélvel[oa]s?\s+a\s+(?:escribir|añadir|poner))\w*",
    },
    "pt": {
        "hidden_more": r"(?:suas|tuas)\s+(?:diretrizes|instruções|regras|orientações)\s+(?:confidenciais|secretas|ocultas|internas|privadas)|(?:o\s+)?texto\s+de\s+configuração\s+inicial|instruções\s+com\s+(?:as\s+)?quais\s+(?:você\s+)?foi\s+configurad[oa]",
        "reveal_more": r"na\s+íntegra|palavra\s+por\s+palavra|literalmente",
        "self_more": r"(?:as\s+)?instruções\s+(?:do|dentro\s+do|no)\s+(?:pdf|anexo|documento\s+anexo)",
        "orig_more": r"(?:a\s+)?configuração\s+do\s+(?:administrador|operador)",
        "target_more": r"página\w*|modelo\w*|wiki\w*|runbook\w*",
        "wiped": r"se\s+(?:\S+\s+){0,3}?(?:a|o|as|os)\s+(?:apagar|excluir|remover|apaga|exclui|remove)\w*|se\s+(?:\S+\s+){0,3}?(?:apagá|excluí|removê)-l[ao]s?",
        "rewrite": r"(?:volte|volta)\s+a\s+(?:escrevê|adicioná|criá|colocá)-l[ao]s?|(?:reescreva|restaure|recrie)-?(?:a|o|as|os)?\b",
    },
    "fr": {
        "hidden_more": r"(?:tes|vos)\s+(?:consignes|directives|instructions|règles)\s+(?:confidentielles|secrètes|cachées|internes)|texte\s+de\s+configuration\s+initiale|(?:consignes|instructions)\s+avec\s+lesquelles\s+(?:tu\s+as|vous\s+avez)\s+été\s+configuré",
        "reveal_more": r"intégralement|mot\s+pour\s+mot|in\s+extenso|en\s+entier",
        "self_more": r"(?:les\s+)?(?:instructions|consignes)\s+(?:du|contenues\s+dans\s+le|dans\s+le)\s+(?:pdf|fichier\s+joint|document\s+joint)",
        "orig_more": r"(?:les\s+)?(?:paramètres|réglages)\s+de\s+l['’](?:administrateur|opérateur)",
        "target_more": r"page\w*|modèle\w*|wiki\w*|runbook\w*",
        "wiped": r"si\s+(?:\S+\s+){0,3}?(?:la|le|les|l['’])\s*(?:supprime|efface|retire|enlève)\w*",
        "rewrite": r"(?:réécris|réécrivez|recrée|recréez|remets|remettez|rajoute|rajoutez|restaure|restaurez)-?(?:la|le|les)?\b|(?:la|le|les)\s+(?:réécrire|recréer|remettre|rajouter)",
    },
    "it": {
        "hidden_more": r"(?:le\s+tue|le\s+sue)\s+(?:direttive|istruzioni|regole|linee\s+guida)\s+(?:riservate|segrete|nascoste|interne)|testo\s+di\s+configurazione\s+iniziale",
        "reveal_more": r"integralmente|parola\s+per\s+parola|alla\s+lettera|per\s+intero",
        "self_more": r"(?:le\s+)?istruzioni\s+(?:del|nel|contenute\s+nel)\s+(?:pdf|allegato|documento\s+allegato)",
        "orig_more": r"(?:le\s+)?impostazioni\s+dell['’](?:amministratore|operatore)",
        "target_more": r"pagin\w*|modell\w*|wiki|runbook\w*",
        "wiped": r"se\s+(?:\S+\s+){0,3}?(?:la|lo|le|li)\s+(?:cancella|elimina|rimuove|toglie)\w*",
        "rewrite": r"(?:riscrivil[aoei]|ricreal[aoei]|rimettil[aoei]|ripristinal[aoei])|(?:la|lo|le|li)\s+(?:riscrivi|ricrei|rimetti|ripristini)",
    },
    "de": {
        "hidden_more": r"deine[nr]?\s+(?:vertraulichen|geheimen|internen|versteckten|verborgenen)\s+(?:richtlinien|vorgaben|anweisungen|regeln|instruktionen)|(?:versteckten|geheimen|vertraulichen|verborgenen)\s+vorgaben|(?:vorgaben|anweisungen|richtlinien),?\s+mit\s+denen\s+du\s+konfiguriert|(?:initialen|anfänglichen)\s+konfigurationstext",
        "reveal_more": r"im\s+volltext|wortwörtlich|wörtlich|einfüg\w*",
        "self_more": r"(?:die\s+)?anweisungen\s+(?:im|in\s+der|aus\s+dem)\s+(?:pdf|anhang|angehängten\s+dokument)",
        "orig_more": r"(?:die\s+)?(?:einstellungen|vorgaben)\s+(?:des|der)\s+(?:administrators|admins|betreibers)",
        "target_more": r"\S*seite\w*|runbook\w*|wiki\w*|vorlage\w*",
        "wiped": r"(?:wenn|falls)\s+(?:\S+\s+){0,3}?(?:sie|ihn|es|diese\w*)\s+(?:\S+\s+){0,2}?(?:löscht|entfernt)",
        "rewrite": r"(?:schreib|füg|leg|setz)\w*\s+(?:sie|ihn|es)\s+(?:\S+\s+){0,3}?(?:wieder|erneut|neu)\b|stell\w*\s+(?:sie|ihn|es)\s+(?:\S+\s+){0,3}?wieder\s+her",
    },
    "ru": {
        "hidden_more": r"(?:твои|ваши)\s+(?:конфиденциальн|секретн|скрыт|внутренн)\w*\s+(?:инструкци|правил|указани|директив)\w*|текст\s+начальной\s+настройки",
        "reveal_more": r"дословно|целиком|полностью|слово\s+в\s+слово",
        "self_more": r"инструкци\w*\s+(?:в|из|внутри)\s+(?:pdf|вложени\w*|приложенн\w*\s+документ\w*)",
        "orig_more": r"настройк\w*\s+(?:администратор|оператор)\w*",
        "target_more": r"страниц\w*|шаблон\w*|вики|ранбук\w*",
        "wiped": r"если\s+(?:\S+\s+){0,3}?(?:её|ее|его|их)\s+(?:удалит|удалят|сотр[её]т|уберет|уберёт)\w*",
        "rewrite": r"(?:снова|заново|опять)\s+(?:её\s+|ее\s+|его\s+)?(?:запиши|добавь|создай|впиши|восстанови)|(?:восстанови|перезапиши|верни)\s+(?:её|ее|его)",
    },
    "pl": {
        "target_more": r"stron\w*|szablon\w*|wiki",
        "wiped": r"jeśli\s+(?:\S+\s+){0,3}?(?:ją|go|je)\s+(?:usunie|skasuje|wykasuje)",
        "rewrite": r"(?:zapisz|dodaj|utwórz|przywróć)\s+(?:ją|go|je)\s+(?:\S+\s+)?(?:ponownie|znowu|z\s+powrotem)|(?:ponownie|znowu)\s+(?:ją|go|je)\s+(?:zapisz|dodaj|utwórz)",
    },
    "nl": {"target_more": r"pagina\w*|sjabloon\w*|wiki\w*"},
    "zh": {
        "hidden_more": r"你的(?:机密|保密|秘密|隐藏|内部)(?:指令|规则|準則|准则|设定|说明)|初始(?:配置|设定)(?:文本|内容)",
        "reveal_more": r"原文|逐字|全文",
        "self_more": r"(?:pdf|附件|文档|文檔|邮件|郵件|网页|網頁)(?:中|里|裡|内|內)的?(?:指令|指示|说明|說明|要求)",
        "orig_more": r"(?:管理员|管理員|运营方|運營方|操作员)(?:的)?(?:设置|設置|设定|設定|配置)",
        "target_more": r"页面|頁面|模板|wiki|运行手册",
        "wiped": r"(?:如果|若|要是)\S{0,8}?(?:删除|刪除|删掉|刪掉|删了|移除)(?:了)?(?:它|这条|這條)?",
        "rewrite": r"(?:重新|再次|再)(?:写入|寫入|写上|寫上|添加|加上|创建|建立)|(?:恢复|恢復)(?:它|这条|這條)",
    },
    "ja": {
        "hidden_more": r"あなたの(?:機密|秘密|非公開|内部|隠れた)(?:指示|ルール|ガイドライン|設定)|初期設定(?:の)?(?:テキスト|文章|全文)",
        "reveal_more": r"全文|一字一句",
        "self_more": r"(?:pdf|添付(?:ファイル)?|文書|ドキュメント|申請書|メール|ページ)\S{0,12}?(?:の中|内)?に書かれた(?:指示|内容|命令)|(?:pdf|添付(?:ファイル)?|文書|ドキュメント)(?:の中|内)の(?:指示|命令)",
        "target_more": r"ページ|テンプレート|wiki|ランブック",
        "wiped": r"(?:削除|消去|消)(?:され|した|したら|されたら|された場合)",
        "rewrite": r"(?:もう一度|再度|再び)(?:書き込|追加|作成|書い)|(?:書き直|復元|再作成|再追加)",
    },
    "ko": {
        "hidden_more": r"(?:너|당신)의\s*(?:기밀|비밀|숨겨진|내부)\s*(?:지침|지시|규칙|설정)|초기\s*설정\s*(?:텍스트|문구|전문)",
        "reveal_more": r"전문|원문|글자\s*그대로",
        "self_more": r"(?:pdf|첨부(?:\s*파일)?|문서|메일|페이지)\s*(?:안|내|속)(?:의|에\s*있는|에\s*적힌)\s*(?:지시|지침|내용|명령)",
        "target_more": r"페이지|템플릿|위키|런북",
        "wiped": r"(?:삭제|지우|제거)(?:하면|되면|하더라도|해도)",
        "rewrite": r"다시\s*(?:써|작성|추가|넣어|만들어)|(?:복원|재작성|재생성)",
    },
}
"""``hidden_more`` ``reveal_more`` ``self_more`` ``orig_more`` ``target_more`` ``wiped``
``rewrite`` of some grid languages."""
