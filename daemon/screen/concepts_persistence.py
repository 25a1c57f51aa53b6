"""Concepts of persistence and promotion (pure data, ``concepts.py``): every answer, promotion,
keeping a note alive, and memory churn.
"""

from __future__ import annotations

from .concept_union import any_of

EVERY_ANSWER = any_of(
    r"\b(?:every|each|all)\s+(?:future\s+)?(?:\w+\s+)?(?:answers?|repl(?:y|ies)|responses?|messages?"
    r"|conversations?|sessions?|reviews?|commits?|files?|prs?|pull\s+requests?|outputs?|changes?|edits?"
    r"|patch(?:es)?|diffs?|pages?)\b",
    r"\bin\s+all\s+future\b|\bevery\s+time\s+you\b|\beach\s+time\s+you\b|\bwhenever\s+you\s+(?:answer|reply|write|generate)",
    r"\bfrom\s+now\s+on\b",
    r"\b(?:cada|todas?\s+las?)\s+respuestas?\b|\bjede\w*\s+(?:\w+\s+)?antwort\w*\b",
    r"(?:кажд\w+\s+ответ\w*)|\bchaque\s+réponse\b|\bcada\s+resposta\b",
    r"\btoda\s+(?:a\s+)?(?:resposta|respuesta)\b|\btodas\s+(?:as\s+|tus\s+)?(?:respostas|respuestas)\b"
    r"|\btoutes?\s+(?:tes\s+|les\s+)?réponses\b|\bchacune\s+de\s+(?:tes|vos|les)\s+réponses\b"
    r"|\bcada\s+una\s+de\s+(?:tus|sus|las)\s+respuestas\b|\bcada\s+uma\s+das\s+(?:suas|tuas)\s+respostas\b",
    r"每(?:一)?(?:次|个|個|条|條)?(?:回答|回复|回覆|答复|答覆)|所有回答|すべての(?:回答|返信)|全ての(?:回答|返信)|毎回の回答"
    r"|回答の最後|返信の最後|たびに|度に|每当|每次你|모든\s*답변|모든\s*응답|매\s*답변|답변\s*끝|때마다",
    r"(?:во\s+(?:все|всех)\s+ответ\w*|ко\s+всем\s+ответам|в\s+конц\w*\s+каждого)"
    r"|どの(?:回答|返信)にも|全回答|所有的回答|每条回复|每條回覆|\b(?:alle[nr]?|in\s+alle)\s+antworten\b"
    r"|\bà\s+toutes\s+(?:tes\s+|les\s+)?réponses\b|\bem\s+todas\s+as\s+respostas\b",
)

PROMOTION = any_of(
    r"\bbrought\s+to\s+you\s+by\b|\bloans?\b",
    r"\b(?:sponsored|powered\s+by|promo\w*|advert\w*|ads?|affiliate|discount|deal|offer"
    r"|paid\s+plan|upgrade|crypto\w*|wallet|casino|vpn|telemetry|tracking|referral|shop)\b",
    r"\brecommend\w*\b[^.]{0,60}\b[\w-]+\.(?:example|com|net|io|xyz|biz|shop)\b",
    r"\b(?:quietly|silently|secretly)\b",
    r"\b(?:werbung|reklame|anuncio|anúncio|publicité|реклам\w*)\b",
    r"\b(?:sponsoris\w*|patrocinad\w*|gesponsert|spons\w*|publicidad|спонсор\w*)\b",
    r"赞助|贊助|スポンサー|후원|优惠|優惠|折扣|割引|お得|할인|(?:скидк\w*)",
    r"\b(?:descuentos?|rabatt\w*|remises?|promotions?|descontos?|ofertas?|angebot\w*)\b",
    r"[?&](?:ref|aff|affiliate|utm_\w+|promo|coupon|partner|src|via)=|\bcripto\w*|\b(?:inscrivez-vous|inscris-toi"
    r"|regístrate|registrate|inscreva-se|sign\s+up\s+(?:here|now|at)|melde\s+dich\s+an)\b",
    r"广告|廣告|推广|推廣|広告|광고",
    # a shortened link (where it leads is hidden), users sent to download something
    r"\b(?:bit\.ly|t\.cn|tinyurl\.com|goo\.gl|t\.co|ow\.ly|is\.gd|buff\.ly|rebrand\.ly|cutt\.ly|shorturl\.at"
    r"|rb\.gy|t\.ly|dwz\.cn|url\.cn|suo\.im|v\.gd|s\.id)/\w",
    r"\b(?:tell|ask|urge|remind)\s+(?:the\s+)?users?\s+to\s+(?:download|install|visit|buy|try|sign\s+up)\b",
    r"(?<!internal)(?<!intranet)(?<!staging)(?<!localhost)(?<!\.local)(?<!\.corp)\.example"
    r"(?:\.[a-z]{2,3})?\b(?!\.?[\w-])|(?:казино|займ\w*)"
    r"|\blinks?\s+to\s+https?://(?![\w.-]*(?:localhost|internal|intranet|\.local\b|\.corp\b|wiki|docs?\.))",
    r"\b(?:recomend\w*|recomiend\w*|recommand\w*|empfiehl\w*|empfehl\w*|apuestas|apostas|préstamos?"
    r"|empréstimos?)\b|(?:рекоменд\w*)|推荐|推薦|贷款|貸款|おすすめ|ローン|추천|대출",
)

SELF_KEEP = any_of(
    r"\b(?:copy|copied|keep|kept|readd\w*|re-add\w*|restore\w*|preserv\w*|carry)\b",
    r"\bmust\s+(?:be\s+)?(?:kept|stay|remain)\b|\bnever\s+(?:be\s+)?lost\b",
    r"\b(?:plant\w*|propagat\w*|replicat\w*|spread\w*)\b",
    r"\badd\s+this\s+(?:exact\s+)?(?:note|entry|line|instruction|text|paragraph)\s+to\b",
    r"\b(?:pinned|pin\s+(?:it|this)|épingl\w*|fixa|angeheftet|anheften)\b|(?:закреп\w*)|置顶|置頂|固定して|고정",
    r"\bnever\s+let\s+(?:\w+\s+){0,3}(?:drop|remove|delete|prune|lose)\b|\bpass(?:ed)?\s+(?:on\s+)?into\s+every\b",
    r"\b(?:conserva\w*|mantén|mantener|mant[eê]-la|mantenha|garde\w*|behalte\w*|bewahre\w*)\b"
    r"|(?:сохраня\w*|сохрани\w*|оставля\w*|оставь)|保留|残して|残す|남겨|유지",
    r"\bsurviv\w*|\bput\s+(?:it|this)\s+back\b|\bbring\s+(?:it|this)\s+back\b|\bre-?insert\w*|\bpermanent\w*",
    r"\bre-?creat\w*|\bre-?writ(?:e|es)\s+(?:it|this)\b|\bre-?stor\w*|\bre-?instat\w*|\bre-?appl(?:y|ies)\b",
)

MEMORY_CHURN = any_of(
    r"\b(?:new\s+memory|any\s+memory|memory\s+(?:is\s+)?(?:rewritten|file|compacted))\b",
    r"\b(?:deletes?|deleted|removes?|removed|rewrit\w*|drops?|dropped|lost|compact\w*|clean-?ups?|prun\w*"
    r"|summari[sz]\w*|clear(?:s|ed)?|wipe[sd]?|erase[sd]?)\b",
    r"\bagents\.md\b|\bclaude\.md\b|\.cursorrules\b|\bnew\s+(?:repositor\w*|projects?|memory\s+files?)\b",
    r"\b(?:limpieza|nettoyage|aufräum\w*|limpeza)\b|(?:очистк\w*|сжат\w*)|整理|压缩|壓縮|정리|압축",
)
